package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/rivo/uniseg"
)

func runCmd(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return out.String(), errb.String(), code
}

func TestPiecesCommand(t *testing.T) {
	out, _, code := runCmd(t, "pieces")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"provisional", "Pikeman (deck 15-20)", "Cloud Man", "Witch (deck ?)", "6/2", "cannot rotate"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

func TestPiecesWithUserCatalogue(t *testing.T) {
	out, _, code := runCmd(t, "pieces", "--pieces", "testdata/my-pieces.toml")
	if code != 0 || !strings.Contains(out, "9/2") || !strings.Contains(out, "testdata/my-pieces.toml") {
		t.Fatalf("exit %d; corrected Pikeman front 9/2 not shown:\n%s", code, out)
	}
}

func TestPiecesBrokenCatalogue(t *testing.T) {
	_, errs, code := runCmd(t, "pieces", "--pieces", "testdata/bad-pieces.toml")
	if code != 2 || !strings.Contains(errs, "testdata/bad-pieces.toml:3") || !strings.Contains(errs, "combat has 5 numbers") {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	_, errs, code = runCmd(t, "pieces", "--pieces", "testdata/none.toml")
	if code != 2 || !strings.Contains(errs, "none.toml") {
		t.Fatalf("missing file: exit %d, stderr %q", code, errs)
	}
}

func TestPiecesDump(t *testing.T) {
	out, _, code := runCmd(t, "pieces", "--dump")
	if code != 0 || !strings.Contains(out, "[[kind]]") || !strings.Contains(out, "PROVISIONAL") {
		t.Fatalf("exit %d, dump:\n%.200s", code, out)
	}
}

func TestUnknownCommand(t *testing.T) {
	_, errs, code := runCmd(t, "fly")
	if code != 2 || !strings.Contains(errs, `unknown command "fly"`) || strings.Contains(errs, "did you mean") {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
}

// An unknown command that is a typo of one names the command meant; a
// file or a code given first says that a command goes before it (birdcrab
// pack.toml does not open the trainer). Each still exits 2 with the usage.
func TestUnknownCommandSaysWhatWasMeant(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solv", "x.toml"}, `unknown command "solv" (did you mean solve?)`},
		{[]string{"slove"}, `unknown command "slove" (did you mean solve?)`},
		{[]string{"chek"}, `unknown command "chek" (did you mean check?)`},
		{[]string{"Resolve"}, `unknown command "Resolve" (did you mean resolve?)`},
		{[]string{"gen"}, `unknown command "gen" (did you mean generate?)`},
		{[]string{"hlep"}, `unknown command "hlep" (did you mean help?)`},
		{[]string{"help", "shwo"}, `unknown command "shwo" (did you mean show?)`},
		{[]string{"testdata/close.toml"}, `unknown command "testdata/close.toml" (a file goes after a command: birdcrab train testdata/close.toml,`},
		{[]string{"testdata"}, "unknown command \"testdata\"\n"},
		{[]string{"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"}, `unknown command "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-" (a position or puzzle code goes after a command: birdcrab show CODE`},
	} {
		out, errs, code := runCmd(t, c.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errs, "birdcrab: "+c.want) || !strings.Contains(errs, "usage: birdcrab [COMMAND]") {
			t.Errorf("birdcrab %q: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errs, c.want)
		}
	}
}

// Without a command birdcrab opens the trainer, and so it takes the
// trainer's flags: birdcrab --no-color was an unknown command.
func TestFlagsWithoutACommandAreTheTrainers(t *testing.T) {
	_, errs, code := runCmd(t, "--id", "no-such-puzzle")
	_, terrs, tcode := runCmd(t, "train", "--id", "no-such-puzzle")
	if code == 0 || strings.Contains(errs, "unknown command") || errs != terrs || code != tcode {
		t.Fatalf("birdcrab --id: exit %d, stderr %q; birdcrab train --id: exit %d, stderr %q", code, errs, tcode, terrs)
	}
}

// A command after a flag given first (birdcrab --no-color solve x) is
// said to go first: the trainer took it for a pack ("solve: cannot read
// the pack") or refused the command's flag as its own ("flag provided but
// not defined: --json"). The value of a flag, and a file, stay the
// trainer's.
func TestCommandAfterAFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--no-color", "solve", "x.toml"}, "--no-color comes before the command solve: give the command first, then its flags (birdcrab solve --no-color x.toml)"},
		{[]string{"--json", "--timeout", "5s", "solve", "x.toml"}, "(birdcrab solve --json --timeout 5s x.toml)"},
		{[]string{"--ascii", "train"}, "(birdcrab train --ascii)"},
	} {
		_, errs, code := runCmd(t, c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("birdcrab %s: exit %d, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, errs, c.want)
		}
	}
	for _, args := range [][]string{{"--id", "solve"}, {"--id=solve", "--no-color", "--", "check"}} {
		_, errs, _ := runCmd(t, args...)
		if strings.Contains(errs, "comes before the command") {
			t.Errorf("birdcrab %s: %q", strings.Join(args, " "), errs)
		}
	}
}

// TestReadmeListsTheCommands keeps the README's command list equal to what
// "birdcrab help" prints.
func TestReadmeListsTheCommands(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	i := strings.Index(doc, "## Commands")
	if i < 0 {
		t.Fatal("README has no Commands section")
	}
	start := strings.Index(doc[i:], "```\n") + i + 4
	end := strings.Index(doc[start:], "```") + start
	out, _, code := runCmd(t, "help")
	if code != 0 {
		t.Fatalf("help exit %d", code)
	}
	if got, want := doc[start:end], out; got != want {
		t.Errorf("README's command list differs from 'birdcrab help':\n--- README\n%s--- help\n%s", got, want)
	}
}

// --dump prints the built-in file; --pieces beside it is refused, not
// ignored.
func TestPiecesDumpRefusesPieces(t *testing.T) {
	_, errs, code := runCmd(t, "pieces", "--dump", "--pieces", "testdata/my-pieces.toml")
	if code != 2 || !strings.Contains(errs, "which --pieces does not change") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

// The commands that read no file list neither --pieces nor --max-size,
// and refuse them; help takes one command.
func TestFlagsOfCommandsWithoutFiles(t *testing.T) {
	for _, name := range []string{"version", "completion"} {
		out, _, _ := runCmd(t, name, "--help")
		if strings.Contains(out, "-pieces") || strings.Contains(out, "-max-size") || strings.Contains(out, "Options:") {
			t.Errorf("%s --help lists options it does not have:\n%s", name, out)
		}
		if _, errs, code := runCmd(t, name, "--pieces", "nosuch.toml"); code != 2 || !strings.Contains(errs, "flag provided but not defined: --pieces") {
			t.Errorf("%s --pieces: exit %d, %q", name, code, errs)
		}
	}
	if _, errs, code := runCmd(t, "help", "solve", "extra"); code != 2 || !strings.Contains(errs, `help takes one command, not "solve extra"`) {
		t.Errorf("help solve extra: exit %d, %q", code, errs)
	}
}

// A catalogue with several problems is reported as every other command
// reports it: one line per problem, each naming the file and the line,
// each after "birdcrab: " as every error line (not the first alone).
func TestPiecesCatalogueProblemsOneALine(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "cat.toml")
	writeFile(t, file, "[[kind]]\nname = \"Pikeman\"\ncombat = [6, 2, 0]\n\n[[kind]]\nnam = \"X\"\n")
	_, want, _ := runCmd(t, "resolve", "testdata/close.toml", "--pieces", file)
	out, errs, code := runCmd(t, "pieces", "--pieces", file)
	if code != 2 || out != "" || errs != want || strings.Count(errs, "\n") != 2 || strings.Count(errs, "birdcrab: ") != 2 || !strings.HasPrefix(errs, "birdcrab: "+file+":3:1: ") {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and resolve's %q", code, out, errs, want)
	}
}

// A pack given for a catalogue is named a pack (it said `unknown key
// "pack"`), and a catalogue that changes no kind (an empty file) gets a
// note, where it was taken silently.
func TestPiecesNotACatalogue(t *testing.T) {
	for _, args := range [][]string{{"pieces", "--pieces", "testdata/check-good.toml"}, {"show", "testdata/two.toml", "--id", "ransack", "--pieces", "testdata/check-good.toml"}} {
		_, errs, code := runCmd(t, args...)
		want := "birdcrab: testdata/check-good.toml: a pack, not a catalogue: --pieces takes a file of [[kind]] tables alone (the [[kind]] tables of a pack are read with the pack)\n"
		if code != 2 || errs != want {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", args, code, errs, want)
		}
	}
	empty := filepath.Join(t.TempDir(), "empty.toml")
	writeFile(t, empty, "# no kinds yet\n")
	for _, args := range [][]string{{"pieces", "--pieces", empty}, {"show", "testdata/two.toml", "--id", "ransack", "--pieces", empty}} {
		_, errs, code := runCmd(t, args...)
		if code != 0 || errs != "birdcrab: note: --pieces "+empty+" changes no kind: the default catalogue is used\n" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
	if _, errs, _ := runCmd(t, "pieces", "--pieces", "testdata/my-pieces.toml"); errs != "" {
		t.Errorf("a catalogue that changes kinds: %q", errs)
	}
}

// Each card of a row of birdcrab pieces starts at its column whatever the
// kind names and rules hold: padding by runes put the second card of a row
// three columns left after a name with combining accents ("Ééé" typed
// decomposed), and right after a rule in CJK, each character two columns.
func TestPiecesCardsAlignWithNonASCII(t *testing.T) {
	kinds := []engine.Kind{
		{Name: "E\u0301e\u0301e\u0301", Rule: "Frappe à l'épée de côté et évite l'ennemi qui s'élève à côté de lui."},
		{Name: "Spear", Rule: "none"},
		{Name: "漢字", Rule: strings.Repeat("漢字の規則 ", 8)},
		{Name: "Ööö", Rule: "none"},
	}
	var cards [][]string
	for i := range kinds {
		cards = append(cards, puzzles.KindCard(&kinds[i]))
	}
	lines := cardRows(cards)
	n := 0
	for i := 0; i < len(cards); i += 2 {
		first, second := cards[i], cards[i+1]
		for r := range max(len(first), len(second)) {
			line := lines[n]
			n++
			right := ""
			if r < len(second) {
				right = second[r]
			}
			left, ok := strings.CutSuffix(line, right)
			if !ok || uniseg.StringWidth(left) != 38 || (r < len(first) && !strings.HasPrefix(left, first[r])) {
				t.Errorf("row %d: %q: the second card's %q does not start at column 38", n, line, right)
			}
		}
		if lines[n] != "" {
			t.Errorf("no blank line after a row of cards: %q", lines[n])
		}
		n++
	}
	out, _, code := runCmd(t, "pieces")
	if code != 0 || !strings.Contains(out, strings.Join(cardRows([][]string{puzzles.KindCard(&puzzles.DefaultCatalogue().Kinds()[0]), puzzles.KindCard(&puzzles.DefaultCatalogue().Kinds()[1])})[:3], "\n")) {
		t.Errorf("birdcrab pieces does not lay out its cards with cardRows:\n%s", out)
	}
}

// `pieces --pieces FILE` says what a corrected dump changes, adds and
// leaves out: a kind renamed (Cyclops made Giant) or deleted (Snake) in it
// stays in the catalogue, which nothing said.
func TestPiecesSaysWhatTheFileChanges(t *testing.T) {
	text := strings.Replace(string(puzzles.DefaultPieces()), `name = "Cyclops"`, `name = "Giant"`, 1)
	i := strings.Index(text, "[[kind]]\nname = \"Snake\"")
	j := strings.Index(text[i+1:], "[[kind]]")
	text = text[:i] + text[i+1+j:]
	text = strings.Replace(text, "combat = [2, 1, 0, 0, 0, 1]", "combat = [3, 1, 0, 0, 0, 1]", 1)
	path := filepath.Join(t.TempDir(), "house.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := runCmd(t, "pieces", "--pieces", path)
	for _, want := range []string{
		"It changes Bird and adds Giant.",
		"It leaves out Cyclops and Snake, which stay as the default catalogue has them: a catalogue file changes and adds kinds, it cannot remove or rename one",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("exit %d, output lacks %q:\n%.600s%s", code, want, out, errs)
		}
	}
	out, _, _ = runCmd(t, "pieces", "--pieces", "testdata/my-pieces.toml")
	if strings.Contains(out, "leaves out") || !strings.Contains(out, "It changes Pikeman") {
		t.Errorf("a file of a few kinds:\n%.400s", out)
	}
}

// show, solve and resolve note that a pack's own [[kind]] tables set back
// numbers the --pieces file changes: the shipped packs pin every kind's,
// and a club's catalogue changed none of their numbers in silence.
func TestPiecesNotedWherePackPinsThem(t *testing.T) {
	pack := "../../puzzles/packs/first-tactics.toml"
	for _, cmd := range []string{"show", "solve", "resolve"} {
		_, errs, code := runCmd(t, cmd, pack, "--id", "from-behind", "--pieces", "testdata/my-pieces.toml")
		want := "birdcrab: note: " + pack + " sets numbers of Pikeman in its [[kind]] tables: where they differ from those of testdata/my-pieces.toml, the pack's hold"
		if code != 0 && code != 1 || !strings.Contains(errs, want) {
			t.Errorf("%s: exit %d, stderr %q, want %q", cmd, code, errs, want)
		}
		if _, errs, _ := runCmd(t, cmd, pack, "--id", "from-behind"); strings.Contains(errs, "sets numbers") {
			t.Errorf("%s without --pieces: %q", cmd, errs)
		}
	}
}
