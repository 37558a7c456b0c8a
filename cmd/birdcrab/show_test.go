package main

import (
	"bytes"
	"encoding/xml"
	"html"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/picture"
)

// svgElements parses an SVG document and counts the <g> elements of each
// class; it fails the test when the document is not well-formed XML.
func svgElements(t *testing.T, doc string) map[string]int {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(doc))
	classes := map[string]int{}
	root := ""
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the SVG is not well-formed: %v\n%s", err, doc)
		}
		if se, ok := tok.(xml.StartElement); ok {
			if root == "" {
				root = se.Name.Space + " " + se.Name.Local
			}
			for _, a := range se.Attr {
				if se.Name.Local == "g" && a.Name.Local == "class" {
					classes[a.Value]++
				}
			}
		}
	}
	if root != "http://www.w3.org/2000/svg svg" {
		t.Fatalf("the root element is %q", root)
	}
	return classes
}

func countPieces(p *engine.Position) int {
	n := 0
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if !p.At(l).Empty() {
			n++
		}
	}
	return n
}

// show --svg writes well-formed SVG with one element per piece, for every
// shipped puzzle and lesson; with --orders one more per placement, with
// --after the pieces after the turn too.
func TestShowSVGOneElementPerPiece(t *testing.T) {
	packs, err := puzzles.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, pk := range packs {
		text := shippedText(t, pk.IDs()[0])
		for _, id := range pk.IDs() {
			s, err := pk.Scenario(id)
			if err != nil {
				t.Fatal(err)
			}
			out, errs, code := runStdin(t, text, "show", "-", "--id", id, "--svg")
			if code != 0 {
				t.Fatalf("%s: exit %d: %s", id, code, errs)
			}
			if got, want := svgElements(t, out)["piece"], countPieces(&s.Position); got != want {
				t.Errorf("%s: %d piece elements, %d pieces", id, got, want)
			}
			checked++
		}
	}
	// Orders and the turn after: pincer has three moves a side, no placement;
	// the placement puzzle below has one.
	pk := packs[len(packs)-1]
	s, _ := pk.Scenario("pincer")
	turn, err := s.Play(s.FileOrders())
	if err != nil {
		t.Fatal(err)
	}
	out, _, _ := runStdin(t, shippedText(t, "pincer"), "show", "-", "--id", "pincer", "--svg", "--orders", "--after")
	el := svgElements(t, out)
	if want := countPieces(&s.Position) + countPieces(&turn.Outcome.Pos); el["piece"] != want || el["ghost"] != 0 {
		t.Errorf("pincer --orders --after: %v, want %d pieces", el, want)
	}
	if n := strings.Count(out, "<line "); n != 5 {
		t.Errorf("pincer: %d arrows, want the 5 moves", n)
	}
	code := "bc1 t2 d30 | AB.BC.CD m6 h:Crab Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:- | orders 1: place Crab AB4 D, move A3 D 1"
	out, errs, exit := runCmd(t, "show", code, "--svg", "--orders")
	if exit != 0 {
		t.Fatal(errs)
	}
	if el := svgElements(t, out); el["piece"] != 2 || el["ghost"] != 1 {
		t.Errorf("a placement: %v, want 2 pieces and 1 ghost", el)
	}
	if checked < 50 {
		t.Errorf("only %d drawn", checked)
	}
}

// show writes the board as the screens draw it: without colours when the
// output is not a terminal, owners told apart by case, then the players
// and the puzzle code.
func TestShowText(t *testing.T) {
	out, errs, code := runCmd(t, "show", "testdata/check-good.toml", "--id", "one-way")
	if code != 0 {
		t.Fatal(errs)
	}
	if strings.Contains(out, "\x1b") {
		t.Errorf("escape sequences written to a pipe:\n%q", out)
	}
	for _, want := range []string{
		"puzzle \"one-way\" (A sound puzzle for the check command's tests), turn 2\n",
		"Red (player 1) to play: kill A1; the others give no orders\n",
		" D D4  D3  D2  D1  Pit A1  A2  A3  A4  A\n",
		"pa←", // player 2's Pawn in lower case, facing D
		"SP←", // player 1's Spear in upper case
		"Red (player 1): Spear A3 D, Spear AB6 D\n",
		// The pack's own kinds: a code would name them without their
		// numbers, so show prints none and says why.
		"Puzzle code: none, since a code names kinds without their numbers, and here Spear and Pawn are not in the default catalogue; share the file instead\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "[") {
		t.Errorf("the cursor is drawn:\n%s", out)
	}
	out, _, _ = runCmd(t, "show", "testdata/check-good.toml", "--id", "one-way", "--ascii", "--orders", "--after")
	for _, want := range []string{"SPd", "Before, with the orders", "After the turn (turn 3 next)", "Red (player 1): move A3 D 1 (the stated solution)", "Position code after the turn: none, since a code names kinds without their numbers, and here Spear and Pawn are not"} {
		if !strings.Contains(out, want) {
			t.Errorf("--ascii --orders --after output lacks %q:\n%s", want, out)
		}
	}
}

// --no-color and --ascii, given with a picture, are said to be ignored
// (they were taken without a word, and the picture came out in colour);
// NO_COLOR, which the command line does not ask for, gets no note, and the
// picture is the same.
func TestShowPictureNotesIgnoredOptions(t *testing.T) {
	plain, _, _ := runCmd(t, "show", "testdata/check-good.toml", "--id", "one-way", "--svg")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--svg", "--no-color"}, "birdcrab: note: --no-color is ignored: it is an option of the text board, and a picture is drawn in colour, with arrows\n"},
		{[]string{"--png", "--ascii"}, "birdcrab: note: --ascii is ignored:"},
		{[]string{"--ascii", "--svg", "--no-color"}, "birdcrab: note: --no-color and --ascii are ignored: they are options of the text board"},
	} {
		out, errs, code := runCmd(t, append([]string{"show", "testdata/check-good.toml", "--id", "one-way"}, c.args...)...)
		if code != 0 || !strings.HasPrefix(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%v: exit %d, stderr %q; want %q", c.args, code, errs, c.want)
		}
		if c.args[0] == "--svg" && out != plain {
			t.Errorf("%v: the picture differs from the one without the options", c.args)
		}
	}
	t.Setenv("NO_COLOR", "1")
	if out, errs, code := runCmd(t, "show", "testdata/check-good.toml", "--id", "one-way", "--svg"); code != 0 || errs != "" || out != plain {
		t.Errorf("NO_COLOR: exit %d, stderr %q", code, errs)
	}
	// The text board takes them without a note.
	if _, errs, code := runCmd(t, "show", "testdata/check-good.toml", "--id", "one-way", "--no-color", "--ascii"); code != 0 || errs != "" {
		t.Errorf("text: exit %d, stderr %q", code, errs)
	}
}

// show --png writes a PNG of the picture's size (that each piece is
// drawn in its owner's colour is package picture's test).
func TestShowPNG(t *testing.T) {
	out, errs, code := runCmd(t, "show", "testdata/check-good.toml", "--id", "one-way", "--png")
	if code != 0 {
		t.Fatal(errs)
	}
	img, err := png.Decode(bytes.NewReader([]byte(out)))
	if err != nil {
		t.Fatal(err)
	}
	pk, _ := puzzles.LoadArg("testdata/check-good.toml", nil)
	s, _ := pk.Scenario("one-way")
	pic, err := pictureOf(&shown{pack: pk, s: s, cat: s.Catalogue()})
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != int(math.Ceil(pic.Width*picture.PNGScale)) || b.Dy() != int(math.Ceil(pic.Height*picture.PNGScale)) {
		t.Errorf("size %v, picture %vx%v", b, pic.Width, pic.Height)
	}
}

func TestShowErrors(t *testing.T) {
	if _, errs, code := runCmd(t, "show", "testdata/check-good.toml", "--svg", "--png"); code != 2 || !strings.Contains(errs, "not both") {
		t.Errorf("--svg --png: exit %d, %q", code, errs)
	}
	if _, errs, code := runCmd(t, "show", "testdata/check-good.toml"); code != 2 || !strings.Contains(errs, "choose one with --id") {
		t.Errorf("two puzzles: exit %d, %q", code, errs)
	}
	if _, errs, code := runCmd(t, "show"); code != 2 || !strings.Contains(errs, "usage: birdcrab show") {
		t.Errorf("no file: exit %d, %q", code, errs)
	}
}

// The README's picture, docs/pincer.svg, is what show draws today.
func TestReadmePictureIsCurrent(t *testing.T) {
	want, err := os.ReadFile("../../docs/pincer.svg")
	if err != nil {
		t.Fatal(err)
	}
	out, errs, code := runStdin(t, shippedText(t, "pincer"), "show", "-", "--id", "pincer", "--svg", "--orders", "--after")
	if code != 0 {
		t.Fatal(errs)
	}
	if out != string(want) {
		t.Error("docs/pincer.svg is not what show draws: rewrite it with\n" +
			"  go run ./cmd/birdcrab show puzzles/packs/tactics.toml --id pincer --svg --orders --after > docs/pincer.svg")
	}
}

// An unknown or missing --id of a big pack names a few of its ids and how
// many more, not all 217 on one line.
func TestUnknownIDOfABigPack(t *testing.T) {
	const tactics = "../../puzzles/packs/tactics.toml"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"show", tactics, "--id", "nosuch"}, `no puzzle or lesson "nosuch" (it holds: a-cloud-over-the-pit, a-drunk-in-the-way,`},
		{[]string{"resolve", tactics}, "holds 217 puzzles; choose one with --id: a-cloud-over-the-pit, a-drunk-in-the-way,"},
	} {
		_, errs, code := runCmd(t, c.args...)
		if code != 2 || !strings.Contains(errs, c.want) || !strings.Contains(errs, " and 209 more") || len(errs) > 300 {
			t.Errorf("%v: exit %d, %d bytes: %s", c.args, code, len(errs), errs)
		}
	}
	if _, errs, _ := runCmd(t, "show", "testdata/two.toml", "--id", "nosuch"); !strings.Contains(errs, "(it holds: ransack, standoff)") {
		t.Errorf("a small pack: %s", errs)
	}
	// Without --id, what the pack holds is said as it is: puzzles,
	// lessons or both (it said "puzzles and lessons" of every pack).
	for file, want := range map[string]string{
		"../../puzzles/testdata/full.toml":     "holds 2 puzzles and 2 lessons; choose one with --id",
		"../../puzzles/testdata/teaching.toml": "holds 1 puzzle and 4 lessons; choose one with --id",
		"../../puzzles/packs/lessons.toml":     "holds 60 lessons; choose one with --id",
	} {
		if _, errs, code := runCmd(t, "show", file); code != 2 || !strings.Contains(errs, want) {
			t.Errorf("show %s: exit %d, %q; want %q", file, code, errs, want)
		}
	}
}

// show --png to /dev/null (a character device, not a terminal) writes the
// picture: it was refused as if standard output were a terminal.
func TestShowPNGToDevNull(t *testing.T) {
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Skip(err)
	}
	defer null.Close()
	var errb strings.Builder
	code := run([]string{"show", "testdata/two.toml", "--id", "ransack", "--png"}, null, &errb)
	if code != 0 || errb.Len() > 0 {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}

// TestAfterAGameEndingTurn: a turn that ends the game (the Bird, player
// 2's last piece, dies, and player 2 holds no territory) was headed "After
// the turn (turn 3 next)" by show --after, in text and in pictures, and by
// resolve, though no turn comes next; show never said who won. Each now
// says the game is over and who won, as resolve's last line does.
func TestAfterAGameEndingTurn(t *testing.T) {
	const over = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | - m6 Bird/A1/A | g:- | orders 1: move A3 D 1"
	const goesOn = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:- | orders 1: move A3 D 1"
	for _, args := range [][]string{
		{"resolve", over},
		{"show", over, "--after", "--no-color"},
		{"show", over, "--after", "--orders", "--no-color"},
		{"show", over, "--after", "--svg"},
		{"show", over, "--after", "--orders", "--svg"},
	} {
		// show names players by colour, as the rest of show does, in
		// the footer that says why, once (the heading said "Red (player
		// 1) wins" above "Red won (Blue eliminated)"); resolve by
		// number, as its events.
		want, once := "After the turn (the game is over)", "the game is over: Red won (Blue eliminated)"
		if args[0] == "resolve" {
			want, once = "After the turn (the game is over: player 1 wins)", "the game is over"
		}
		out, errs, code := runCmd(t, args...)
		if code != 0 || !strings.Contains(out, want) || strings.Contains(out, "next)") {
			t.Errorf("%s %v: exit %d, want %q, no next turn:\n%s%s", args[0], args[2:], code, want, out, errs)
		}
		if !strings.Contains(out, once) || strings.Count(out, "the game is over") != 2 {
			t.Errorf("%s %v: want %q, and the game said over in the heading and once more:\n%s", args[0], args[2:], once, out)
		}
	}
	for _, args := range [][]string{{"resolve", goesOn}, {"show", goesOn, "--after", "--svg"}} {
		if out, _, _ := runCmd(t, args...); !strings.Contains(out, "After the turn (turn 3 next)") || strings.Contains(out, "game is over") {
			t.Errorf("%s %v: the game goes on to turn 3:\n%s", args[0], args[2:], out)
		}
	}
}

// TestShowTextMarksRemovedCells: sudden death removes the outer rings. The
// screens draw a removed cell's name dimmed and struck through, which
// plain text loses: show in a pipe drew the removed rings as cells in play
// (the pictures draw them dashed, resolve's board as "x"). Plain text now
// shows "x" in their place.
func TestShowTextMarksRemovedCells(t *testing.T) {
	out, errs, code := runCmd(t, "show", "testdata/sudden-ransack.toml", "--no-color")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	board, _, _ := strings.Cut(out, "Red (player 1)")
	words := map[string]int{}
	for _, w := range strings.Fields(board) {
		words[w]++
	}
	for _, removed := range []string{"E4", "EF5", "FA6", "A4", "D4", "DE6", "C4", "BC4"} {
		if words[removed] > 0 {
			t.Errorf("the removed cell %s is drawn as in play:\n%s", removed, board)
		}
	}
	for _, kept := range []string{"E3", "EF2", "D3", "C3", "AB3", "Pit"} {
		if words[kept] != 1 {
			t.Errorf("the cell %s, in play, is not drawn once:\n%s", kept, board)
		}
	}
	if words["x"] != 24 {
		t.Errorf("%d cells drawn as x, want the 24 of the outer ring:\n%s", words["x"], board)
	}
}

// The graveyard names each piece's owner as the screens do, "Bird
// (Blue)", in show's text and pictures, and by number in resolve, which
// names the players so: "Bird 2" read as two Birds.
func TestGraveyardNamesOwners(t *testing.T) {
	const code = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:Bird/2,Cyclops/1"
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"show", code}, "Graveyard: Bird (Blue), Cyclops (Red)\n"},
		{[]string{"show", code, "--after"}, "Graveyard: Bird (Blue), Cyclops (Red)\n"},
		{[]string{"show", code, "--svg"}, ">Graveyard: Bird (Blue), Cyclops (Red)<"},
		{[]string{"resolve", code}, "  graveyard: Bird (player 2), Cyclops (player 1)\n"},
	} {
		out, errs, code := runCmd(t, c.args...)
		if code != 0 || !strings.Contains(out, c.want) {
			t.Errorf("%v: exit %d, want %q:\n%s%s", c.args[0:1], code, c.want, out, errs)
		}
	}
}

// With --orders --after, the hands and kills under the two boards were the
// after-turn ones alone, under "Before, with the orders" too: each board's
// are given, under a label, in the text and in the pictures.
func TestOrdersAfterGivesEachBoardsFacts(t *testing.T) {
	const code = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:- | orders 1: move A3 D 1"
	out, errs, status := runCmd(t, "show", code, "--orders", "--after", "--no-color")
	if status != 0 {
		t.Fatal(errs)
	}
	want := "Before the turn:\n" +
		"Red (player 1): Pikeman A3 D\n    hand none (max 6) · holds AB BC CD · kills 0\n" +
		"Blue (player 2): Bird A1 A\n    hand none (max 6) · holds DE EF FA · kills 0\n" +
		"Deck 30\n\n" +
		"After the turn:\n" +
		"Red (player 1): Pikeman A2 D\n    hand none (max 6) · holds AB BC CD · kills 1 (1 this turn: a bonus draw next turn)\n" +
		"Blue (player 2): no pieces\n    hand none (max 6) · holds DE EF FA · kills 0\n" +
		"Graveyard: Bird (Blue)\n" +
		"Deck 30\n"
	if !strings.Contains(out, want) {
		t.Errorf("the text lacks\n%s\n%s", want, out)
	}
	// --after alone: one board, its facts, no label.
	if out, _, _ := runCmd(t, "show", code, "--after", "--no-color"); strings.Contains(out, "Before the turn") || !strings.Contains(out, "kills 1 (1 this turn: a bonus draw next turn)\n") {
		t.Errorf("--after: want the after-turn facts alone:\n%s", out)
	}
	svg, errs, status := runCmd(t, "show", code, "--orders", "--after", "--svg")
	if status != 0 {
		t.Fatal(errs)
	}
	re := regexp.MustCompile(`>(Before the turn:|After the turn:|Red \(player 1\): [^<]*)<`)
	var got []string
	for _, m := range re.FindAllStringSubmatch(svg, -1) {
		got = append(got, html.UnescapeString(m[1]))
	}
	wantSVG := []string{"Red (player 1): move A3 D 1", "Before the turn:", "Red (player 1): hand none (max 6) · holds AB BC CD · kills 0",
		"After the turn:", "Red (player 1): hand none (max 6) · holds AB BC CD · kills 1 (1 this turn: a bonus draw next turn)"}
	if strings.Join(got, "\n") != strings.Join(wantSVG, "\n") {
		t.Errorf("the picture's lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantSVG, "\n"))
	}
}

// Under a locale that is not UTF-8 show's text is ASCII: the "·" between
// a player's hand, territories and kills too, which the arrows' letters
// left behind.
func TestShowTextASCIIUnderCLocale(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	const code = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:Crab/1 | orders 1: move A3 D 1"
	for _, args := range [][]string{{"show", code}, {"show", code, "--orders", "--after"}} {
		out, errs, status := runCmd(t, args...)
		if status != 0 {
			t.Fatal(errs)
		}
		for i, r := range out {
			if r > 0x7e || (r < 0x20 && r != '\n') {
				t.Errorf("%v: %q at %d, in %q", args[2:], r, i, out[max(0, i-40):min(len(out), i+20)])
				break
			}
		}
		if !strings.Contains(out, "    hand none (max 6); holds AB BC CD; kills 0\n") {
			t.Errorf("%v: want the facts set apart by \"; \":\n%s", args[2:], out)
		}
	}
}

// The first line of show, solve and resolve named every code "puzzle
// \"position\" (position code)", a puzzle code too: a puzzle code's puzzle
// goes by its title and "(puzzle code)", a position by "A position". A
// pack's puzzle goes by the same name in the three: its title and its
// pack's title, "Pincer (Tactics)", or its id and its file's name; solve
// and resolve said `puzzle "pincer" (pack.toml)` where show said "Pincer
// (Tactics)".
func TestCodeHeadings(t *testing.T) {
	const pos = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-"
	const puzzle = pos + " | side 1 | opponent fixed | goals kill A1 | orders 2: move A1 A 1"
	tactics := filepath.Join("..", "..", "puzzles", "packs", "tactics.toml")
	file := filepath.Join(t.TempDir(), "pos.txt")
	if err := os.WriteFile(file, []byte("# birdcrab position\n"+pos+"\norder 1: move A4 D 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"show", puzzle}, "Kill the Bird on A1 (puzzle code), turn 2\n"},
		{[]string{"show", pos}, "A position (position code), turn 2\n"},
		{[]string{"show", pos + " | orders 1: move A4 D 1"}, "A position (puzzle code), turn 2\n"},
		{[]string{"show", file}, "A position (pos.txt), turn 2\n"},
		{[]string{"show", puzzle, "--svg"}, "<title>Kill the Bird on A1 (puzzle code), turn 2</title>"},
		{[]string{"solve", puzzle}, "Kill the Bird on A1 (puzzle code): player 1, opponent fixed, goals kill A1\n"},
		{[]string{"solve", pos, "--goal", "kill A1"}, "A position (position code): player 1, opponent hold, goals kill A1\n"},
		{[]string{"resolve", puzzle}, "Kill the Bird on A1 (puzzle code), turn 2\n"},
		{[]string{"resolve", pos}, "A position (position code), turn 2\n"},
		{[]string{"resolve", file}, "A position (pos.txt), turn 2\n"},
		{[]string{"show", tactics, "--id", "pincer"}, "Pincer (Tactics), turn 2\n"},
		{[]string{"solve", tactics, "--id", "pincer"}, "Pincer (Tactics): player 1, opponent fixed, goals kills 1, no-losses\n"},
		{[]string{"resolve", tactics, "--id", "pincer"}, "Pincer (Tactics), turn 2\n"},
		{[]string{"show", "testdata/close.toml"}, "puzzle \"close-1\" (close.toml), turn 2\n"},
		{[]string{"resolve", "testdata/close.toml"}, "puzzle \"close-1\" (close.toml), turn 2\n"},
	} {
		out, errs, _ := runCmd(t, c.args...)
		if !strings.Contains(out, c.want) {
			t.Errorf("%s %q: want %q:\n%s%s", c.args[0], c.args[1:], c.want, out, errs)
		}
	}
}

// show labels a position alone (no goals, no orders) "Position code:" and
// gives it as it is: it gave it as a "Puzzle code:" with "| side 1 |
// opponent hold" added, which train refuses as a position with no goals.
// A position with orders, or goals, keeps its puzzle code.
func TestShowPositionCode(t *testing.T) {
	pos := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	for arg, want := range map[string]string{
		pos:                               "\nPosition code: " + pos + "\n",
		pos + " | side 1 | opponent hold": "\nPosition code: " + pos + "\n",
		pos + " | orders 1: move A3 D 1":  "\nPuzzle code: " + pos + " | side 1 | opponent hold | orders 1: move A3 D 1\n",
		pos + " | side 1 | goals kill A1": "\nPuzzle code: " + pos + " | side 1 | opponent hold | goals kill A1\n",
		pos + " | side 1 | opponent any":  "\nPuzzle code: " + pos + " | side 1 | opponent any\n",
	} {
		out, errs, code := runCmd(t, "show", arg)
		if code != 0 || !strings.HasSuffix(out, want) {
			t.Errorf("show %q: exit %d, want the last line %q:\n%s%s", arg, code, want, out, errs)
		}
	}
	// A lesson with no goals and no orders is not a position alone: its
	// question has no code, and its position has one ("Position code:
	// none" was false), given as the position's, not the lesson's.
	out, errs, code := runCmd(t, "show", filepath.Join("..", "..", "puzzles", "packs", "lessons.toml"), "--id", "ties")
	want := "\nThis lesson asks which pieces die, which no code poses: the code below is its position and every player's orders.\nPosition code: bc1 "
	if code != 0 || !strings.Contains(out, want) || strings.Contains(out, "Puzzle code") {
		t.Errorf("show --id ties: exit %d, want the last line %q:\n%s%s", code, want, out, errs)
	}
}

// show --code prints the code alone, the one the text's last line gives
// (a position alone: its position code), for a script: the "Puzzle code:"
// line was the only way to get it, and it held prose with exit status 0
// when no code poses the puzzle. Then --code exits 1, the reason on
// standard error and nothing on standard output.
func TestShowCodeOnly(t *testing.T) {
	pos := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	lessons := filepath.Join("..", "..", "puzzles", "packs", "lessons.toml")
	for _, args := range [][]string{
		{pos + " | side 1 | goals kill A1"},
		{pos},
		{filepath.Join("..", "..", "puzzles", "packs", "tactics.toml"), "--id", "pincer"},
		{lessons, "--id", "the-board"},
	} {
		text, errs, code := runCmd(t, append([]string{"show"}, args...)...)
		_, want, _ := strings.Cut(text[strings.LastIndex(strings.TrimSuffix(text, "\n"), "\n")+1:], " code: ")
		if code != 0 || want == "" {
			t.Fatalf("show %q: exit %d, no code line:\n%s%s", args, code, text, errs)
		}
		out, errs, code := runCmd(t, append([]string{"show", "--code"}, args...)...)
		if code != 0 || out != want || errs != "" {
			t.Errorf("show --code %q: exit %d, got %q, want %q\n%s", args, code, out, want, errs)
		}
	}
	out, errs, code := runCmd(t, "show", "testdata/check-good.toml", "--id", "one-way", "--code")
	if code != 1 || out != "" || !strings.Contains(errs, `puzzle "one-way": no code poses it, since a code names kinds without their numbers`) {
		t.Errorf("show --code of a puzzle without a code: exit %d, want 1 and why:\n%s%s", code, out, errs)
	}
	if _, errs, code := runCmd(t, "show", pos, "--code", "--svg"); code != 2 || !strings.Contains(errs, "--code prints the code alone") {
		t.Errorf("show --code --svg: exit %d, want 2:\n%s", code, errs)
	}
}

// show left out a player's ransacks (r1 in the code), which the editor's
// panel gives: the facts line names them when there are any, in the text
// and in the pictures, and not when there are none.
func TestShowGivesRansacks(t *testing.T) {
	const code = "bc1 t2 d30 | AB.BC.CD m6 k1 r2 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	out, errs, status := runCmd(t, "show", code, "--no-color")
	if status != 0 {
		t.Fatal(errs)
	}
	if want := "    hand none (max 6) · holds AB BC CD · kills 1 · ransacks 2\n"; !strings.Contains(out, want) {
		t.Errorf("player 1's facts: want %q in\n%s", want, out)
	}
	if want := "    hand none (max 6) · holds DE EF FA · kills 0\n"; !strings.Contains(out, want) {
		t.Errorf("player 2, who ransacked nothing: want %q in\n%s", want, out)
	}
	if svg, errs, status := runCmd(t, "show", code, "--svg"); status != 0 || !strings.Contains(svg, "kills 1 · ransacks 2") {
		t.Errorf("--svg: exit %d, no ransacks in the facts\n%s", status, errs)
	}
}

// A picture of a puzzle under fixed said "the others play the orders
// given" and did not give them, and its title named the author's file
// ("puzzle \"critical\" (game.toml)"), which tells whoever sees it nothing.
func TestShowPictureOfFixedGivesTheOrders(t *testing.T) {
	const text = `[[puzzle]]
id = "critical"
opponent = "fixed"
goals = ["kill A1"]
solution = ["move A4 D 1"]

[[puzzle.player]]
pieces = ["Pikeman A4 D"]

[[puzzle.player]]
pieces = ["Bird A1 A"]
orders = ["move A1 A 1"]
`
	path := filepath.Join(t.TempDir(), "game.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	svg, errs, code := runCmd(t, "show", path, "--svg")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{">Blue (player 2) plays: move A1 A 1<", "<title>puzzle &#34;critical&#34;, turn 2</title>"} {
		if !strings.Contains(svg, want) {
			t.Errorf("the picture lacks %q:\n%s", want, svg)
		}
	}
	if strings.Contains(svg, "game.toml") || strings.Contains(svg, "move A4 D 1") {
		t.Errorf("the picture names the file or gives the solution away:\n%s", svg)
	}
	// With --orders the orders are drawn and listed once, the side's too.
	svg, _, _ = runCmd(t, "show", path, "--svg", "--orders")
	if strings.Contains(svg, "plays: move A1 A 1") || !strings.Contains(svg, ">Blue (player 2): move A1 A 1<") {
		t.Errorf("with --orders:\n%s", svg)
	}
	// The text board, on the author's own terminal, keeps the file's name.
	out, _, _ := runCmd(t, "show", path)
	if !strings.Contains(out, "puzzle \"critical\" (game.toml), turn 2\nRed (player 1) to play: kill A1; the others play the orders given\n  Blue (player 2) plays: move A1 A 1\n") {
		t.Errorf("text:\n%s", out)
	}
	pictureNamesNoCodeFile(t)
}

// pictureNamesNoCodeFile: nor does a picture name a position file or a
// file holding a code, as it did, which the text board does; a code given
// as such is named so.
func pictureNamesNoCodeFile(t *testing.T) {
	t.Helper()
	const position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-"
	const puzzleCode = position + " | side 1 | opponent hold | goals kill A1"
	for _, tc := range []struct{ file, text, title string }{
		{"mygame.txt", position + "\n", "A position, turn 2"},
		{"mysecretname.txt", puzzleCode + "\n", "Kill the Bird on A1, turn 2"},
	} {
		path := filepath.Join(t.TempDir(), tc.file)
		if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		svg, errs, exit := runCmd(t, "show", path, "--svg")
		if exit != 0 || strings.Contains(svg, tc.file) || !strings.Contains(svg, "<title>"+tc.title+"</title>") {
			t.Errorf("%s: exit %d, want the title %q and no file name: %s\n%s", tc.file, exit, tc.title, errs, svg)
		}
		if out, _, _ := runCmd(t, "show", path); !strings.Contains(out, "("+tc.file+"), turn 2\n") {
			t.Errorf("%s: the text board lacks the file's name:\n%s", tc.file, out)
		}
	}
	svg, _, _ := runCmd(t, "show", puzzleCode, "--svg")
	if !strings.Contains(svg, "<title>Kill the Bird on A1 (puzzle code), turn 2</title>") {
		t.Errorf("a puzzle code:\n%s", svg)
	}
}
