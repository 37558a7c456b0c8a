package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

const puzzleCode = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:- | side 1 | opponent any | goals kill A1"

// Issue 19: birdcrab edit takes a one-line puzzle code (its side, opponent
// model and goals make a puzzle of a new pack) as well as a position code,
// and a document read from standard input (Options.Text); y copies the
// puzzle code of a puzzle, the position code of a plain position.
func TestOpenCodesAndCopy(t *testing.T) {
	t.Run("puzzle code", func(t *testing.T) {
		h := start(t, Options{Path: puzzleCode}, 100, 30)
		h.waitMessage("the puzzle of the code given (kill A1, opponent any)")
		st := h.state()
		if st.Puzzle == nil || st.Puzzle.Opponent != engine.Any || engine.GoalsText(st.Puzzle.Goals) != "kill A1" || st.Pos.Code(testCat) != strings.SplitN(puzzleCode, " | side", 2)[0] {
			t.Fatalf("opened %+v", st.Puzzle)
		}
		h.Keys("y")
		h.waitMessage("copied the puzzle code: " + puzzleCode)
	})
	t.Run("position code", func(t *testing.T) {
		code := strings.SplitN(puzzleCode, " | side", 2)[0]
		h := start(t, Options{Path: code}, 100, 30)
		h.waitMessage("the position of the code given")
		if st := h.state(); st.Puzzle != nil || st.Pack != nil {
			t.Fatal("a position code opened as a puzzle")
		}
		h.Keys("y")
		h.waitMessage("copied the position code: " + code)
	})
	t.Run("standard input", func(t *testing.T) {
		h := start(t, Options{Text: []byte(puzzleCode + "\n")}, 100, 30)
		h.waitMessage("the puzzle of the code given")
		st := fightState(t)
		h2 := start(t, Options{Text: FormatState(testCat, &st)}, 100, 30)
		h2.waitMessage("the document read from stdin: w saves it")
		if got := h2.state(); !got.Equal(st) {
			t.Errorf("read %v", got.Pos.Code(testCat))
		}
		h2.waitFor("untitled and unsaved", func(e *Editor) bool { return e.doc.Path == "" && e.doc.Dirty() })
	})
}

// Open (E, Ctrl-O) takes a one-line code as well as a file: a bad code
// gets the code's error, as v gives it, not "file does not exist", and
// the field stays open with it to correct, as v keeps it (Open closed it,
// the code lost); a good one is opened untitled.
func TestOpenCodeByKey(t *testing.T) {
	h := start(t, Options{}, 100, 32)
	h.Keys("v")
	h.WaitText("Paste a position code")
	h.Keys("bc1 garbage")
	h.Key(tcell.KeyEnter)
	h.waitMessage("position code: want a header")
	pasted := h.message()
	// The field stays open with the code, to correct it: Esc closes it.
	h.WaitText("Code: bc1 garbage")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Paste a position code")
	h.Key(tcell.KeyCtrlO)
	h.WaitText("Open a pack")
	h.Keys("bc1 garbage")
	h.Key(tcell.KeyEnter)
	h.waitMessage("position code: want a header")
	if got := h.message(); got != pasted {
		t.Errorf("open says %q, paste %q", got, pasted)
	}
	h.WaitText("File: bc1 garbage")
	h.Keys("x") // the text is kept, not selected: typing adds to it
	h.WaitText("File: bc1 garbagex")
	h.Key(tcell.KeyCtrlU)
	h.WaitNoText("garbage")
	code := strings.SplitN(puzzleCode, " | side", 2)[0]
	h.Keys(code)
	h.Key(tcell.KeyEnter)
	h.waitMessage("the position of the code given")
	h.waitFor("the code's position, untitled", func(e *Editor) bool {
		return e.doc.Path == "" && e.doc.Pos().Code(e.cat) == code
	})
}

// A puzzle code's Tech Fall option opens with the puzzle and is copied
// back with it, even without goals; a puzzle whose kinds are its pack's
// own has no puzzle code: y copies the position code and says why, and
// that the position code holds only in the pack (it names the kinds
// without their numbers too).
func TestCopyCodeTechFallAndOwnKinds(t *testing.T) {
	code := strings.SplitN(puzzleCode, " | side", 2)[0] + " | side 1 | opponent hold | techfall 5"
	h := start(t, Options{Path: code}, 100, 30)
	h.waitMessage("the puzzle of the code given")
	if st := h.state(); st.Puzzle == nil || st.Puzzle.TechFall != 5 {
		t.Fatalf("opened %+v", st.Puzzle)
	}
	h.Keys("y")
	h.waitMessage("copied the puzzle code, which birdcrab train refuses while the puzzle has no goals (M sets them): " + code)

	path := filepath.Join(t.TempDir(), "own.toml")
	pos := "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	text := "[[kind]]\nname = \"Spear\"\ncombat = [5, 2, 0, 0, 0, 2]\nspeed = [2, 1, 0, 0, 0, 1]\n\n" +
		"[[puzzle]]\nid = \"spear\"\ngoals = [\"kill A1\"]\nposition = \"" + pos + "\"\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	h2 := start(t, Options{Path: path}, 100, 30)
	h2.WaitText("puzzle spear")
	h2.Keys("y")
	h2.waitMessage("copied the position code, which holds only in this pack (v, or a position of its file): no puzzle code, since a code names kinds without their numbers, and here Spear is not in the default catalogue: " + pos)
}

// A file holding a one-line puzzle code (a byte order mark and a newline
// aside) opens as the code does on the command line, but keeps its name:
// w writes it there as a pack, which loads back as the same puzzle, and
// the code stays in FILE.bak.
func TestOpenCodeFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "slow.txt")
	orig := "\uFEFF" + puzzleCode + "\n"
	if err := os.WriteFile(path, []byte(orig), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 160, 30)
	h.waitMessage("opened " + path + ": the puzzle of its code (kill A1, opponent any); w saves it there as a pack, the code kept in " + BackupPath(path))
	st := h.state()
	if st.Puzzle == nil || st.Puzzle.Opponent != engine.Any || engine.GoalsText(st.Puzzle.Goals) != "kill A1" {
		t.Fatalf("opened %+v", st.Puzzle)
	}
	h.Keys("w")
	h.waitMessage("saved " + path)
	if bak := string(mustRead(t, BackupPath(path))); bak != orig {
		t.Errorf("the backup is %q, not the code", bak)
	}
	back, _, err := LoadDoc(testCat, path)
	if err != nil {
		t.Fatalf("the saved file does not load back: %v", err)
	}
	if back.Puzzle == nil || back.Puzzle.Opponent != engine.Any || engine.GoalsText(back.Puzzle.Goals) != "kill A1" || back.Pos != st.Pos {
		t.Errorf("the saved file reads back as %+v", back.Puzzle)
	}
}

// A code wrapped over lines in a file (a mail, fold) opens in the editor
// as show, solve and train read it: it was taken for a position file whose
// second line is no order ("w.txt is not opened ... position code: want
// a h..."), and an untitled position was edited instead.
func TestOpenWrappedCodeFile(t *testing.T) {
	dir := t.TempDir()
	pos := filepath.Join(dir, "w.txt")
	if err := os.WriteFile(pos, []byte("bc1 t2 d30 | AB.BC.CD m6\n Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: pos}, 160, 30)
	h.waitMessage("opened " + pos)
	want, err := puzzles.FromCode("bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-", testCat)
	if err != nil {
		t.Fatal(err)
	}
	if st := h.state(); st.Pos != want.Puzzles[0].Position || st.Puzzle != nil {
		t.Errorf("opened %+v, want the position of the code", st)
	}
	pz := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(pz, []byte(strings.Replace(puzzleCode, " | side 1", "\n| side 1", 1)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h2 := start(t, Options{Path: pz}, 160, 30)
	h2.waitMessage("opened " + pz + ": the puzzle of its code (kill A1, opponent any)")
	if st := h2.state(); st.Puzzle == nil || engine.GoalsText(st.Puzzle.Goals) != "kill A1" {
		t.Errorf("opened %+v, want the puzzle of the code", st.Puzzle)
	}
}

// A puzzle code without goals (only orders, say) names its opponent model
// alone: "(opponent fixed)", not "(, opponent fixed)" with an empty part.
func TestOpenCodeWithoutGoals(t *testing.T) {
	const code = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:- | orders 2: move A1 A 1"
	h := start(t, Options{Path: code}, 100, 30)
	h.waitMessage("the puzzle of the code given (opponent fixed): w saves it as a pack")
	if st := h.state(); st.Puzzle == nil || len(st.Puzzle.Goals) != 0 {
		t.Fatalf("opened %+v", st.Puzzle)
	}
	path := filepath.Join(t.TempDir(), "nogoals.txt")
	if err := os.WriteFile(path, []byte(code+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h2 := start(t, Options{Path: path}, 100, 30)
	h2.waitMessage("opened " + path + ": the puzzle of its code (opponent fixed); w saves it there as a pack")
}

// The testers' E7: v pasting a puzzle code dropped Blue's orders, and its
// goals, side and opponent, saying only "pasted the position (its orders
// cleared; u undoes)". The code's orders come onto the board, and the
// message names the goals, side and opponent kept in S (tedit #10: they
// were dropped, and a then asked for them in M again).
func TestPastePuzzleCodeKeepsOrdersGoalsSideAndOpponent(t *testing.T) {
	const code = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:- | side 1 | opponent fixed | goals kills 1 | orders 2: move A1 A 1"
	h := start(t, Options{}, 100, 30)
	h.Keys("v")
	h.WaitText("Paste a position code")
	h.Key(tcell.KeyCtrlU)
	h.Keys(code)
	h.Key(tcell.KeyEnter)
	h.waitMessage("pasted the position and the code's orders (u undoes); the code's goals kills 1, Red solves, opponent fixed are kept in S: a adds the position as a puzzle with them")
	st := h.state()
	if got := engine.OrdersText(testCat, st.Orders[1], "none"); got != "move A1 A 1" {
		t.Errorf("Blue's orders on the board: %q", got)
	}
	h.Keys("S")
	h.WaitText("Goals:        kills 1")
	h.WaitText("Opponent:     fixed")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ Solve ═")
	h.Keys("a")
	h.WaitText("Puzzle id: ")
	h.Key(tcell.KeyEnter)
	h.waitMessage("added with the Solve window's goals (kills 1), side Red and opponent fixed")
	if m := h.state().Puzzle; m == nil || engine.GoalsText(m.Goals) != "kills 1" || m.Side != 1 || m.Opponent != engine.Fixed {
		t.Fatalf("the puzzle added: %+v", m)
	}
	h.Keys("u")
	h.waitFor("the puzzle taken back", func(e *Editor) bool { return e.doc.State().Pack == nil })
	// A position code says nothing of the kind.
	h.Keys("v")
	h.WaitText("Paste a position code")
	h.Key(tcell.KeyCtrlU)
	h.Keys("bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-")
	h.Key(tcell.KeyEnter)
	h.waitFor("the orders cleared", func(e *Editor) bool { return e.doc.State().Orders.Equal(tui.Orders{}) })
	if msg := h.message(); msg != "pasted the position (its orders cleared; u undoes)" {
		t.Errorf("a position code pasted says %q", msg)
	}
}

// The testers' E5: y on a puzzle with no goals copied a code that
// birdcrab train refuses, saying nothing, and train's refusal points back
// at y. y now says so, before the code (which the message line may cut),
// and that M sets the goals; a puzzle with goals gets no such word.
func TestCopyCodeOfAPuzzleWithoutGoalsWarns(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	h.Keys("y")
	h.waitMessage("copied the puzzle code, which birdcrab train refuses while the puzzle has no goals (M sets them): bc1 ")
	h.WaitText("copied the puzzle code, which birdcrab train refuses while the")

	h2 := start(t, Options{Path: puzzleCode}, 100, 30)
	h2.waitMessage("the puzzle of the code given")
	h2.Keys("y")
	h2.waitMessage("copied the puzzle code: " + puzzleCode)
}

// v of a position over a code's puzzle, whose id is "position", said
// "...; position stays as it was", which read as if the board had not
// changed: the id is quoted and named a puzzle.
func TestPasteOverACodesPuzzleNamesThePuzzle(t *testing.T) {
	h := start(t, Options{Path: puzzleCode}, 100, 30)
	h.waitMessage("the puzzle of the code given")
	h.Keys("v")
	h.WaitText("Paste a position code")
	for range 200 {
		h.Key(tcell.KeyBackspace2)
	}
	h.Keys("bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 | g:-")
	h.Key(tcell.KeyEnter)
	h.waitMessage(`pasted the position, not a puzzle yet (a adds it); puzzle "position" stays as it was`)
}
