package puzzles

import (
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

const positionText = PositionHeader + `bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-
order 1: move AB3 E 2
order 2: turn DE3 C
`

// Issue 18, item 2: a position file, as the editor saves one, reads as a
// pack of one puzzle that carries the file's orders, so that resolve plays
// them; it saves as a pack that loads back to the same.
func TestParsePositionFile(t *testing.T) {
	pk, err := Parse("pos.txt", []byte(positionText), nil)
	if err != nil {
		t.Fatal(err)
	}
	if !pk.FromPosition() || len(pk.Puzzles) != 1 || len(pk.Lessons) != 0 {
		t.Fatalf("got %d puzzles, %d lessons, from a position %v", len(pk.Puzzles), len(pk.Lessons), pk.FromPosition())
	}
	pz := pk.Puzzles[0]
	// Player 2's orders are the script: the opponent model is "fixed".
	if pz.ID != PositionID || pz.Side != 1 || pz.Opponent != Fixed || len(pz.Goals) != 0 {
		t.Errorf("the puzzle is %q, side %d, %v, goals %v", pz.ID, pz.Side, pz.Opponent, pz.Goals)
	}
	var got []string
	for i, os := range pz.FileOrders() {
		for _, o := range engine.FormatOrders(pk.Catalogue(), os) {
			got = append(got, string(rune('1'+i))+": "+o)
		}
	}
	if want := "1: move AB3 E 2, 2: turn DE3 C"; strings.Join(got, ", ") != want {
		t.Errorf("the orders played are %q, want %q", strings.Join(got, ", "), want)
	}
	if _, err := pz.Play(pz.FileOrders()); err != nil {
		t.Errorf("the file's orders do not play: %v", err)
	}
	roundTrip(t, pk)
	// The text written back is the same file.
	p, orders, err := ReadPosition(pk.Catalogue(), "pos.txt", []byte(positionText))
	if err != nil {
		t.Fatal(err)
	}
	if back := string(FormatPosition(pk.Catalogue(), &p, orders)); back != positionText {
		t.Errorf("written back as\n%s\nwant\n%s", back, positionText)
	}
}

// A bad position file names its line, as a pack does.
func TestParsePositionFileErrors(t *testing.T) {
	for name, tc := range map[string]struct{ text, want string }{
		"bad order": {positionText + "order 1: move AB9 C 1\n", "pos.txt:5: order \"move AB9 C 1\": unknown location"},
		"bad line":  {positionText + "what\n", "pos.txt:5: want \"order PLAYER: ORDER\""},
		// An order written bare is shown with the player whose piece it moves.
		"bare order": {positionText + "turn DE3 A\n", `pos.txt:5: want "order PLAYER: ORDER", got "turn DE3 A" (write "order 2: turn DE3 A")`},
		"bad player": {positionText + "order 3: turn AB3 A\n", "pos.txt:5: order for player \"3\""},
		// Before: `order "": empty order`, naming no player.
		"no order":    {positionText + "order 2:\n", `pos.txt:5: player 2's order line holds no order (write "order 2: ORDER", as "order 2: turn A3 B")`},
		"blank order": {positionText + "order 1:   \n", `pos.txt:5: player 1's order line holds no order`},
		"bad code":    {"bc1 t2 | nonsense\n", "pos.txt:1: "},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Parse("pos.txt", []byte(tc.text), nil)
			ps := Problems(err)
			if len(ps) != 1 || !strings.Contains(ps[0].Error(), tc.want) || ps[0].Line < 1 {
				t.Errorf("got %v, want one problem with a line, containing %q", err, tc.want)
			}
		})
	}
}

// A position file with several bad lines names every one, each with its
// line and the thing wrong, as a pack does, not only the first; the good
// order lines between them are read, and checked with each other.
func TestPositionFileNamesEveryBadLine(t *testing.T) {
	text := positionText + "order 1: move AB9 C 1\nwhat\norder 1: move AB3 D 1\norder 3: turn AB3 A\n"
	want := []string{
		`pos.txt:5: order "move AB9 C 1": unknown location`,
		`pos.txt:6: want "order PLAYER: ORDER", got "what"`,
		`pos.txt:7: `, // a second order for the Pikeman that line 3 moves
		`pos.txt:8: order for player "3": there are 2 players`,
	}
	_, err := Parse("pos.txt", []byte(text), nil)
	_, _, rerr := ReadPosition(DefaultCatalogue(), "pos.txt", []byte(text))
	for what, err := range map[string]error{"Parse": err, "ReadPosition": rerr} {
		ps := Problems(err)
		if len(ps) != len(want) {
			t.Errorf("%s: %d problems, want %d:\n%v", what, len(ps), len(want), err)
			continue
		}
		for i, p := range ps {
			if !strings.HasPrefix(p.Error(), want[i]) {
				t.Errorf("%s: problem %d is %q, want %q...", what, i+1, p.Error(), want[i])
			}
		}
	}
}

// A position file, or a code, saved by an editor that starts its files
// with a UTF-8 byte order mark reads as without it, as a TOML pack does;
// the lines of its problems are the file's.
func TestByteOrderMark(t *testing.T) {
	const bom = "\uFEFF"
	pk, err := Parse("bompos.txt", []byte(bom+positionText), nil)
	if err != nil {
		t.Fatalf("a position file with a byte order mark: %v", err)
	}
	want, _ := Parse("pos.txt", []byte(positionText), nil)
	if pk.Puzzles[0].Position != want.Puzzles[0].Position || !pk.FromPosition() {
		t.Errorf("read as %s", pk.Puzzles[0].Position.Code(pk.Catalogue()))
	}
	if _, _, err := ReadPosition(DefaultCatalogue(), "bompos.txt", []byte(bom+positionText)); err != nil {
		t.Errorf("ReadPosition: %v", err)
	}
	_, err = Parse("bompos.txt", []byte(bom+positionText+"order 1: move AB9 C 1\n"), nil)
	if ps := Problems(err); len(ps) != 1 || ps[0].Line != 5 {
		t.Errorf("a problem on line 5: %v", err)
	}
	code := bom + "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:- | goals kill A1\n"
	if !IsCode(code) {
		t.Errorf("IsCode(%q) is false", code)
	}
	if pk, err := FromCode(code, nil); err != nil || len(pk.Puzzles[0].Goals) != 1 {
		t.Errorf("a code with a byte order mark: %v", err)
	}
	if _, err := Parse("bom.toml", []byte(bom+"[[puzzle]]\nid = \"x\"\nposition = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\"\n"), nil); err != nil {
		t.Errorf("a pack with a byte order mark: %v", err)
	}
	// Its problems are placed at their lines: the mark hid the first
	// [[puzzle]] line, and every problem was put on a wrong line or none.
	_, err = Parse("bom.toml", []byte(bom+"[[puzzle]]\nid = \"x\"\ngoals = \"pit\"\n\n[[puzzle.player]]\npieces = [\"Pikeman A9 D\"]\n\n[[puzzle.player]]\n"), nil)
	var lines []int
	for _, p := range Problems(err) {
		lines = append(lines, p.Line)
	}
	if !slices.Equal(lines, []int{3, 6}) {
		t.Errorf("problems on lines %v, want 3 and 6: %v", lines, err)
	}
	pk, err = Parse("bom.toml", []byte(bom+"[[puzzle]]\nid = \"x\"\nposition = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\"\n"), nil)
	if err != nil || pk.Puzzles[0].Line() != 1 {
		t.Errorf("the puzzle of a pack with a byte order mark: line %d, %v", pk.Puzzles[0].Line(), err)
	}
}

// A file holding a one-line puzzle code (a byte order mark, blank lines
// and CRLF aside) reads as FromCode reads the code: same position, side,
// opponent, Tech Fall, goals and orders, its problems naming the file and
// line. A puzzle code where only a position code belongs (a position file
// with orders, a pack's position key) is named as one, not read as a third
// player.
func TestParsePuzzleCodeFile(t *testing.T) {
	const pos = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-"
	const code = pos + " | side 1 | opponent fixed | techfall 5 | goals kill A1 | orders 2: move A1 A 1"
	want, err := FromCode(code, nil)
	if err != nil {
		t.Fatal(err)
	}
	w := want.Puzzles[0]
	for _, text := range []string{code, code + "\n", "\uFEFF" + code + "\r\n", "\n  " + code + "\n\n"} {
		if !IsCodeText([]byte(text)) {
			t.Errorf("IsCodeText(%q) is false", text)
		}
		pk, err := Parse("slow.txt", []byte(text), nil)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		g := pk.Puzzles[0]
		if pk.File != "slow.txt" || pk.FromPosition() || !pk.ReadFromCode() || g.ID != w.ID || g.Position != w.Position ||
			g.Side != w.Side || g.Opponent != w.Opponent || g.TechFall != w.TechFall ||
			engine.GoalsText(g.Goals) != engine.GoalsText(w.Goals) || g.PuzzleCode() != w.PuzzleCode() {
			t.Errorf("%q reads as %q, want %q", text, g.PuzzleCode(), w.PuzzleCode())
		}
	}
	if pk, err := Parse("pos.txt", []byte(pos+"\n"), nil); err != nil || !pk.FromPosition() {
		t.Errorf("a position code alone is a position file: %v", err)
	}
	for _, tc := range []struct{ name, text, want string }{
		{"bad kind", "\n" + strings.Replace(code, "Bird/", "Dragon/", 1) + "\n", `slow.txt:2: position code, player 2: piece "Dragon/A1/A": unknown kind "Dragon"`},
		{"bad block", pos + " | side 7\n", `slow.txt:1: puzzle code: block "side 7": the side is a player, 1 to 2`},
		{"orders after it", code + "\norder 1: move A4 D 1\n", `slow.txt:1: this is a puzzle code ("side 1 | opponent fixed`},
		{"pack key", "[[puzzle]]\nid = \"p\"\nposition = \"" + code + "\"\n", `slow.txt:3:1: puzzle "p": position: this is a puzzle code (`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("slow.txt", []byte(tc.text), nil)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Errorf("got %v\nwant %s...", err, tc.want)
			}
		})
	}
}

// A position file written over one with the user's comments keeps them,
// and its blank lines, line endings and byte order mark: the same position
// and orders give the file back byte for byte; with an order gone, the
// comments stay, before the order that followed them or at the end.
func TestFormatPositionOverKeepsComments(t *testing.T) {
	cat := DefaultCatalogue()
	old := "# my notes: the key position of game 12\n\n" +
		"bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-\n" +
		"# Red goes first\n" +
		"order 1: move AB3 E 2\n" +
		"# then Blue turns\n" +
		"order 2: turn DE3 C\n" +
		"# the end\n"
	for _, form := range []struct{ name, text string }{
		{"LF", old},
		{"CRLF", strings.ReplaceAll(old, "\n", "\r\n")},
		{"BOM", bom + old},
	} {
		t.Run(form.name, func(t *testing.T) {
			p, orders, err := ReadPosition(cat, "pos.txt", []byte(form.text))
			if err != nil {
				t.Fatal(err)
			}
			if got := string(FormatPositionOver(cat, &p, orders, []byte(form.text))); got != form.text {
				t.Errorf("unchanged, got\n%q\nwant\n%q", got, form.text)
			}
		})
	}
	p, orders, err := ReadPosition(cat, "pos.txt", []byte(old))
	if err != nil {
		t.Fatal(err)
	}
	orders[0] = nil
	want := "# my notes: the key position of game 12\n\n" +
		"bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-\n" +
		"# Red goes first\n" +
		"order 2: turn DE3 C\n" +
		"# then Blue turns\n" +
		"# the end\n"
	if got := string(FormatPositionOver(cat, &p, orders, []byte(old))); got != want {
		t.Errorf("an order gone, got\n%s\nwant\n%s", got, want)
	}
	// Without comments above the code, the header is written; a pack's
	// text or none gives the plain file.
	bare := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-\n"
	p, orders, _ = ReadPosition(cat, "pos.txt", []byte(bare))
	plain := string(FormatPosition(cat, &p, orders))
	for _, o := range []string{bare, "", "[pack]\nid = \"x\"\n"} {
		if got := string(FormatPositionOver(cat, &p, orders, []byte(o))); got != plain {
			t.Errorf("over %q, got\n%s\nwant\n%s", o, got, plain)
		}
	}
}

// A file that holds only comments, or nothing, and is not named .toml (a
// position file whose code is missing) says it has no position code
// either; it spoke of puzzles and lessons alone, as of a pack. A .toml
// file still says what a pack with none says.
func TestCommentsOnlyFile(t *testing.T) {
	for _, c := range []struct{ name, text, want string }{
		{"pos.txt", "# a position, soon\n\n", "pos.txt: the file holds only comments: no position code, no puzzles and no lessons"},
		{"pos.txt", "", "pos.txt: the file is empty: no position code, no puzzles and no lessons"},
		{"pos", "\ufeff# c\r\n", "pos: the file holds only comments: no position code, no puzzles and no lessons"},
		{"pack.toml", "# a pack, soon\n", "pack.toml: " + NoScenarios},
		{"pack.txt", "[pack]\ntitle = \"Soon\"\n", "pack.txt: " + NoScenarios},
	} {
		pk, err := Parse(c.name, []byte(c.text), nil)
		if err != nil {
			t.Fatalf("%s %q: %v", c.name, c.text, err)
		}
		if _, err := pk.Scenario(""); err == nil || err.Error() != c.want {
			t.Errorf("%s %q: %v, want %q", c.name, c.text, err, c.want)
		}
	}
}
