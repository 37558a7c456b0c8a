package trainer

import (
	"context"
	"math/rand"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
)

// Progress is written as TOML when it changes and read back by the next
// trainer; an edited puzzle counts as new, a retitled one does not.
func TestTrainProgressSavedAndReadBack(t *testing.T) {
	dir := t.TempDir()
	pack := dir + "/mine.toml"
	writeFile(t, pack, readFile(t, trainPackFile))
	prog := dir + "/progress.toml"

	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1, ProgressPath: prog}, 80, 24)
	h.openItem("facing")
	h.moveTo(loc(t, "A1"))
	h.Key(tcell.KeyEnter)
	h.moveTo(loc(t, "CD1"))
	h.Key(tcell.KeyEnter)
	h.Keys("s")
	h.WaitText("✓ Right!")
	h.Keys("q")
	h.waitDone()

	text := readFile(t, prog)
	for _, want := range []string{"format = 1", "[[record]]", `pack = "` + pack + `"`, `id = "facing"`, "solved = true", "attempts = 1"} {
		if !strings.Contains(text, want) {
			t.Errorf("the progress file lacks %q:\n%s", want, text)
		}
	}

	// Read back: the lesson is marked solved.
	h2 := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1, ProgressPath: prog}, 80, 24)
	h2.WaitText("✓ Lesson 1  Facing")
	if r := h2.record("facing"); !r.Solved || r.Attempts != 1 {
		t.Errorf("read back %+v", r)
	}
	h2.Keys("q")
	h2.waitDone()

	// A new title keeps the progress; a changed position does not.
	src := readFile(t, pack)
	writeFile(t, pack, strings.Replace(src, `title = "Facing"`, `title = "Sides that face"`, 1))
	h3 := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1, ProgressPath: prog}, 80, 24)
	h3.WaitText("✓ Lesson 1  Sides that face")
	h3.Keys("q")
	h3.waitDone()
	writeFile(t, pack, strings.Replace(src, `pieces = ["Pikeman CD1 D", "Bird A1 A"]`, `pieces = ["Pikeman CD1 E", "Bird A1 A"]`, 1))
	h4 := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1, ProgressPath: prog}, 80, 24)
	h4.WaitText("  Lesson 1  Facing")
	if r := h4.record("facing"); r.Solved || r.Attempts != 0 {
		t.Errorf("the edited lesson has the old record %+v", r)
	}
}

// The first line of the pack list starts the first lesson in one key.
func TestTrainStartHere(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.Key(tcell.KeyEscape) // from the pack's list to the packs
	h.WaitText("★ Start here: Lesson 1, Facing")
	h.WaitText("Welcome to Bird Crab!")
	h.Key(tcell.KeyEnter)
	h.waitFor("lesson 1 open", func(tr *Trainer) bool { return tr.screen == scrPlay && tr.att.sc.ID == "facing" })
}

// Filters: words, tags (t) and difficulty (d); Esc clears them.
func TestTrainFilters(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 30)
	// check polls until the list shows the items want, by id.
	check := func(what string, want ...string) {
		t.Helper()
		h.waitFor(what+": the list shows "+strings.Join(want, " "), func(tr *Trainer) bool {
			var ids []string
			for _, it := range tr.visibleItems() {
				ids = append(ids, it.scenario().ID)
			}
			return strings.Join(ids, " ") == strings.Join(want, " ")
		})
	}
	h.WaitText("Lesson 1")
	check("no filter", "facing", "together", "drunk-turns", "step-in", "corner", "meet-it")
	h.Keys("/priority")
	h.WaitText("filter: priority_")
	check("tag priority", "corner", "meet-it")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("filter:")
	check("cleared", "facing", "together", "drunk-turns", "step-in", "corner", "meet-it")
	h.Keys("dd")
	h.WaitText("filter: d2 ") // no cursor: d and t set the filter, letters stay commands
	check("difficulty 2", "meet-it")
	h.Keys("t")
	h.WaitText("Show the ones tagged")
	h.Keys("/fixed")
	h.Key(tcell.KeyEnter)
	h.WaitText("filter: d2 fixed ")
	check("difficulty 2 and tag fixed", "meet-it")
	h.Key(tcell.KeyEscape)
	check("Esc clears", "facing", "together", "drunk-turns", "step-in", "corner", "meet-it")
	h.Keys("/lesson")
	check("lessons", "facing", "together", "drunk-turns")
	h.Key(tcell.KeyEnter) // Enter ends the typing and opens the first
	h.waitFor("a lesson open", func(tr *Trainer) bool { return tr.screen == scrPlay })
	// n and p walk the filtered list.
	h.Keys("n")
	h.waitFor("the second lesson", func(tr *Trainer) bool { return tr.att.sc.ID == "together" })
	h.Keys("n")
	h.waitFor("the third lesson", func(tr *Trainer) bool { return tr.att.sc.ID == "drunk-turns" })
	// The filter hides the rest of the pack after it: n says so, and how
	// to see them, not that this is the last of the list.
	h.Keys("n")
	h.waitMessage(`this is the last the filter "lesson" shows (3 more after it): Esc goes back to the list, where Esc clears the filter`)
	h.Keys("p")
	h.Keys("p")
	h.waitFor("back to the first", func(tr *Trainer) bool { return tr.att.sc.ID == "facing" })
	h.Keys("p") // nothing hidden before the first
	h.waitMessage("this is the first of the list: Esc goes back to it")
}

// Reset asks first, then forgets the progress in memory and on disk.
func TestTrainReset(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.Keys("H")
	h.WaitText("Hint 1")
	h.Key(tcell.KeyEscape)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	if !strings.Contains(readFile(t, h.progress), `id = "step-in"`) {
		t.Fatal("the hint was not written to the progress file")
	}
	h.Keys("R")
	h.WaitText("Reset the progress?")
	h.Keys("c")
	h.waitMessage("progress kept")
	if r := h.record("step-in"); r.Hints != 1 {
		t.Fatalf("cancelled reset changed the record: %+v", r)
	}
	h.Keys("R")
	h.WaitText("forget what I did in Trainer test pack")
	h.Keys("r")
	h.waitMessage("is forgotten")
	if r := h.record("step-in"); r.Hints != 0 {
		t.Errorf("after the reset the record is %+v", r)
	}
	if strings.Contains(readFile(t, h.progress), `id = "step-in"`) {
		t.Errorf("the progress file still holds the record:\n%s", readFile(t, h.progress))
	}
}

// The reset question opened with the forgetting answer chosen: R Enter
// erased the progress at once, and so did R typed ahead of an Enter. Now
// cancel comes first, and keys pressed before the question appeared are
// not taken as answers.
func TestTrainResetCancelsFirst(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.Keys("H")
	h.WaitText("Hint 1")
	h.Key(tcell.KeyEscape)
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Keys("R")
	h.Key(tcell.KeyEnter) // typed ahead of the question
	h.waitMessage("keys pressed before this question appeared are not taken as answers")
	h.WaitText("Reset the progress?")
	h.Key(tcell.KeyEnter) // the answer chosen first
	h.waitMessage("progress kept")
	h.waitFor("the question closed", func(tr *Trainer) bool { return tr.shell.Dialogs() == 0 })
	if r := h.record("step-in"); r.Hints != 1 {
		t.Fatalf("Enter on the reset question changed the record: %+v", r)
	}
	h.Key(tcell.KeyEscape) // the filter cleared
	h.waitMessage("filter cleared")
	h.Key(tcell.KeyEscape) // to the packs
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Keys("R")
	h.WaitText("forget all my progress")
	h.Key(tcell.KeyEnter)
	h.waitMessage("progress kept")
	if r := h.record("step-in"); r.Hints != 1 {
		t.Fatalf("Enter on the question to forget everything changed the record: %+v", r)
	}
}

// A broken progress file is reported and copied aside, and the trainer
// works and writes a new one.
func TestTrainBrokenProgress(t *testing.T) {
	dir := t.TempDir()
	prog := dir + "/progress.toml"
	writeFile(t, prog, "format = 1\n[[record]\npack = ")
	h := startTrainer(t, Options{NoShipped: true, ProgressPath: prog}, 80, 24)
	h.waitMessage("a bad record left out: line 2")
	h.waitMessage("kept as progress.toml.broken-")
	matches, _ := globFiles(dir, "progress.toml.broken-*")
	if len(matches) != 1 || readFile(t, matches[0]) != "format = 1\n[[record]\npack = " {
		t.Fatalf("the broken file was not kept aside: %v", matches)
	}
	h.openItem("step-in")
	h.Keys("H")
	h.WaitText("Hint 1")
	if _, err := LoadProgress(prog); err != nil {
		t.Errorf("the new progress file does not load: %v", err)
	}
}

// q asks first when an answer is written and not submitted; without one
// it quits at once.
func TestTrainQuit(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.Keys("q")
	h.WaitText("Your answer is not judged: quit?")
	h.Keys("c")
	h.WaitNoText("not submitted")
	h.Keys("s")
	h.WaitText("Right!")
	h.Keys("q")
	h.waitDone()
}

// After r, the answer back on the board was judged: q quits without
// the question "Your answer is not judged", which it used to ask; once the
// answer is changed, it is not judged again and q asks.
func TestTrainQuitAfterTryAgain(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.Keys("s")
	h.WaitText("Right!")
	h.Keys("r")
	h.waitMessage("try again")
	h.Key(tcell.KeyEnter)
	h.Keys("md2")
	h.waitMessage("Red: move A3 D 2")
	h.Keys("q")
	h.WaitText("Your answer is not judged: quit?")
	h.WaitText("the answer is kept for next time")
	h.Keys("c")
	h.WaitNoText("quit?")
	h.Keys("s")
	h.WaitText("Right!")
	h.Keys("r")
	h.waitMessage("try again")
	h.Keys("q")
	h.waitDone()
	h.Stopped = true

	// With no progress file, the question does not promise to keep it.
	h2 := startTrainer(t, Options{NoShipped: true, NoProgress: true}, 80, 24)
	h2.openItem("step-in")
	h2.Key(tcell.KeyEnter)
	h2.Keys("md1")
	h2.waitMessage("Red: move A3 D 1")
	h2.Keys("q")
	h2.WaitText("the answer is lost (no progress file to keep it in)")
}

// q while an answer under "any" is being judged asks whether to stop the
// judgement, not whether to quit an answer "not submitted": it was.
func TestTrainQuitWhileJudgingSaysSo(t *testing.T) {
	started := make(chan struct{}, 1)
	slow := func(ctx context.Context, p *solver.Problem, orders []engine.Order) ([][]engine.Order, bool, error) {
		started <- struct{}{}
		<-ctx.Done()
		return nil, false, ctx.Err()
	}
	h := startTrainer(t, Options{NoShipped: true, Refute: slow}, 80, 24)
	h.openItem("corner")
	h.moveTo(loc(t, "FA3"))
	h.Key(tcell.KeyEnter)
	h.Keys("mc1")
	h.waitMessage("Red: move FA3 C 1")
	h.Keys("s")
	<-started
	h.waitMessage("looks for its best reply")
	h.Keys("q")
	h.WaitText("Your answer is being judged: quit?")
	h.WaitText("the search stops; the answer is kept for next time")
	h.WaitNoText("not submitted")
	h.Keys("c")
	h.WaitNoText("being judged: quit?")
	h.Keys("q")
	h.WaitText("being judged: quit?")
	h.Keys("y")
	h.waitDone()
	h.Stopped = true
	if p, err := LoadProgress(h.progress); err != nil || p.Get(h.tr.att.item.key).Attempts != 0 {
		t.Errorf("the judgement stopped by quitting counted: %+v, %v", p.Get(h.tr.att.item.key), err)
	}
	// As the question says (it did not say so), the answer is kept.
	if text := readFile(t, h.progress); !strings.Contains(text, `orders = ["move FA3 C 1"]`) {
		t.Errorf("the answer is not kept for next time:\n%s", text)
	}
}

// A verdict that comes in while the question "being judged: quit?" is
// open closes it: its choices ("the search stops", "wait for the
// verdict") are no longer true, and the answer was judged. The question
// used to stay, and quitting claimed the judged answer was not judged.
func TestTrainVerdictClosesTheJudgingQuitQuestion(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{}, 1)
	held := func(ctx context.Context, p *solver.Problem, orders []engine.Order) ([][]engine.Order, bool, error) {
		started <- struct{}{}
		<-release
		return nil, false, nil
	}
	h := startTrainer(t, Options{NoShipped: true, Refute: held}, 80, 24)
	h.openItem("corner")
	h.moveTo(loc(t, "FA3"))
	h.Key(tcell.KeyEnter)
	h.Keys("mc1")
	h.waitMessage("Red: move FA3 C 1")
	h.Keys("s")
	<-started
	h.Keys("q")
	h.WaitText("Your answer is being judged: quit?")
	close(release)
	h.waitFor("the verdict", func(tr *Trainer) bool { return tr.att.result != nil })
	h.WaitNoText("being judged: quit?")
	h.WaitNoText("the search stops")
	h.Keys("q")
	h.waitDone()
	h.Stopped = true
	if p, err := LoadProgress(h.progress); err != nil || p.Get(h.tr.att.item.key).Attempts != 1 {
		t.Errorf("the judged answer was not recorded: %+v, %v", p.Get(h.tr.att.item.key), err)
	}
}

// Too small a terminal says so; at 100x30 the board is wide.
func TestTrainSizes(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 60, 12)
	h.WaitText("The terminal is too small: 60x12")
	h.Sim.SetSize(120, 36)
	h.Sim.PostEvent(tcell.NewEventResize(120, 36))
	h.openItem("step-in")
	h.waitFor("the wide board", func(tr *Trainer) bool { _, _, w, _ := tr.board.GetRect(); return w == tui.BoardWideWidth })
	h.waitPanel("Goal: kill Blue's Bird on A1")
}

// In monochrome, pieces are told apart by attributes, not colours.
func TestTrainMonochrome(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true, Mono: true}, 80, 24)
	h.openItem("step-in")
	h.WaitText("Goal:")
	for _, c := range []struct {
		cell string
		text string
		attr tcell.AttrMask
	}{{"A3", "PI←", tcell.AttrBold}, {"A1", "bi→", tcell.AttrReverse}} {
		x, y := h.CellPos(loc(t, c.cell))
		got, st := h.TextAt(x, y+1, 3)
		fg, bg, attrs := st.Decompose()
		if got != c.text || fg != tcell.ColorDefault || bg != tcell.ColorDefault || attrs&c.attr == 0 {
			t.Errorf("%s shows %q fg %v bg %v attrs %v; want %q in default colours with %v", c.cell, got, fg, bg, attrs, c.text, c.attr)
		}
	}
}

// Without colours nothing on screen said which pieces were whose (only
// the README did): the side panel says it, above the hands and under the
// turn played out, and in colour
// it says nothing, the names written in the players' colours.
func TestTrainMonochromeSaysWhoIsWho(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true, Mono: true}, 80, 24)
	h.openItem("step-in")
	h.waitPanel("Red: CAPITALS · Blue: lower case")
	h.waitPanel("Red: CAPITALS · Blue: lower case Control: names: plain Red's, underlined Blue's, struck out nobody's Red's hand: empty")
	// The turn played out, the board still tells them apart so, and the
	// panel still says how (it did not).
	h.Keys("s")
	h.WaitText("Not yet")
	h.waitPanel("Red: CAPITALS · Blue: lower case")

	h2 := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h2.openItem("step-in")
	h2.waitPanel("Red's hand: empty")
	if s := h2.panelText(); strings.Contains(s, "CAPITALS") {
		t.Errorf("in colour the panel says: %s", s)
	}
}

// tteach 5: with NO_COLOR the legend named the owners only: nothing said
// what the arrows were, nor how a piece marked as dying looks. It says so
// for the marks on the board: the orders' arrows with the first order
// written, the dying mark with the first piece marked.
func TestTrainMonochromeLegendNamesTheMarks(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true, Mono: true}, 80, 24)
	h.openItem("step-in")
	h.waitPanel("Red: CAPITALS · Blue: lower case")
	if s := h.panelText(); strings.Contains(s, "Arrows:") {
		t.Errorf("no order written, the legend names arrows: %s", s)
	}
	h.moveTo(loc(t, "A3"))
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitPanel("Arrows: orders, Red's → bold; underlined where a move ends")

	data, err := puzzles.ShippedData("packs/lessons.toml")
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(t.TempDir(), "lessons.toml")
	writeFile(t, cp, string(data))
	h2 := startTrainer(t, Options{NoShipped: true, Packs: []string{cp}, Named: 1, Mono: true}, 80, 24)
	h2.openItem("test-the-card")
	h2.waitPanel("Arrows: orders, Red's → bold")
	h2.moveTo(loc(t, "A1"))
	h2.Key(tcell.KeyEnter)
	h2.waitPanel("Struck out, underlined: a piece you marked as dying")
}

// Help lists the keys (? or F1); a broken pack is listed with its problems.
func TestTrainHelpAndBrokenPack(t *testing.T) {
	dir := t.TempDir()
	bad := dir + "/bad.toml"
	writeFile(t, bad, "[[puzzle]]\nid = \"x\"\ngoals = [\"kill Z9\"]\n")
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{bad, trainPackFile}}, 80, 24)
	h.WaitText("bad.toml: cannot be read")
	h.waitMessage("bad.toml cannot be read (line 1): Enter on it in the packs list says why")
	h.waitFor("the message naming bad.toml once", func(tr *Trainer) bool { return strings.Count(tr.shell.Message(), "bad.toml") == 1 })
	h.Keys("?")
	h.WaitText("birdcrab trainer: every key")
	h.Key(tcell.KeyEnd)
	h.WaitText("Progress is kept in")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("every key")
	h.Key(tcell.KeyF1) // as in the editor, and as terminals have it
	h.WaitText("birdcrab trainer: every key")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("every key")
	h.Keys("/bad")
	h.Key(tcell.KeyEnter)
	h.WaitText("bad.toml cannot be read")
	h.WaitText("Z9")
}

// The mouse opens a list's line, selects a piece and gives it a move; a
// click on the side panel moves the arrows there, and the trainer's keys
// still work.
func TestTrainMouse(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.WaitText("Puzzle 1 d1  Step in")
	var y int
	h.Sync(func() {
		_, ly, _, _ := h.tr.itemMenu.ListRect()
		y = ly + 3 // the fourth line: three lessons, then puzzle 1
	})
	h.Click(4, y)
	h.waitFor("the puzzle open", func(tr *Trainer) bool { return tr.screen == scrPlay && tr.att.sc.ID == "step-in" })
	h.ClickCell(loc(t, "A3"))
	h.waitMessage("Pikeman (Red) on A3")
	h.ClickCell(loc(t, "A2"))
	h.waitMessage("Red: move A3 D 1")

	var px, py int
	h.Sync(func() { px, py, _, _ = h.tr.side.GetInnerRect() })
	h.Click(px+2, py+2)
	h.waitFor("the panel focused", func(tr *Trainer) bool { return tr.side.HasFocus() })
	h.Keys("s")
	h.WaitText("Right!")
}

// Random keys and clicks on every screen of the trainer: it never hits an
// internal error (the harness fails the test on any it caught), and its
// progress file stays one that loads.
func TestTrainRandomInput(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	// q quits at once when no answer is pending: leave it out.
	keys := []tcell.Key{tcell.KeyEnter, tcell.KeyEscape, tcell.KeyTab, tcell.KeyBacktab, tcell.KeyUp, tcell.KeyDown,
		tcell.KeyLeft, tcell.KeyRight, tcell.KeyHome, tcell.KeyEnd, tcell.KeyBackspace2, tcell.KeyDelete,
		tcell.KeyPgDn, tcell.KeyPgUp}
	for seed := int64(1); seed <= 2; seed++ {
		h := startTrainer(t, Options{NoShipped: true}, 80, 24)
		rng := rand.New(rand.NewSource(seed))
		events := 1500
		if raceEnabled {
			events = 300
		}
		h.RandomInput(rng, events, keys)
		h.Sync(func() {})
		h.close()
		if _, err := LoadProgress(h.progress); err != nil {
			t.Errorf("seed %d: the progress file does not load: %v", seed, err)
		}
	}
}

// The first line of the pack list never starts a puzzle that states no
// goals (a position kept in the packs folder): it has nothing to judge,
// can never be solved, and the first line led to it for good, before the
// lessons.
func TestTrainStartHereSkipsPuzzlesWithoutGoals(t *testing.T) {
	dir := t.TempDir()
	pos := filepath.Join(dir, "a-position.toml")
	writeFile(t, pos, `[[puzzle]]
id = "p"
position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-"
`)
	// As the packs folder's packs are loaded: not named.
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pos, trainPackFile}}, 80, 24)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.WaitText("★ Start here: Lesson 1, Facing")
	h.WaitText("Welcome to Bird Crab! Enter starts lesson 1: Facing.")

	// In a pack's list, the highlight starts on the first one to answer.
	mixed := filepath.Join(dir, "mixed.toml")
	writeFile(t, mixed, readFile(t, pos)+`
[[puzzle]]
id = "step-in"
title = "Step in"
goals = ["kill A1"]
turn = 2

[[puzzle.player]]
pieces = ["Pikeman A3 D"]

[[puzzle.player]]
pieces = ["Bird A1 A"]
`)
	h2 := startTrainer(t, Options{NoShipped: true, Packs: []string{mixed}, Named: 1}, 80, 24)
	h2.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h2.waitHighlight("step-in")
}

// A pack of the packs folder that holds nothing to train (an empty file, a
// position with no goals) says so on its line, where it said "0/0 solved"
// or "0/1 solved"; Enter on an empty one says why instead of opening an
// empty list that said "(nothing matches)".
func TestTrainPackWithNothingToTrain(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.toml")
	writeFile(t, empty, "# nothing yet\n")
	pos := filepath.Join(dir, "position.toml")
	writeFile(t, pos, `[[puzzle]]
id = "p"
position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-"
`)
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{empty, pos, trainPackFile}}, 100, 30)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.WaitText("✗ empty.toml: nothing to train")
	h.WaitText("✗ position.toml: nothing to train")
	h.WaitText("  Trainer test pack  0/6 solved")
	detail := func(want string) {
		t.Helper()
		h.waitFor("the detail says "+want, func(tr *Trainer) bool {
			var b strings.Builder
			for _, l := range tr.packDetail(tr.packMenu.Current(), 200) {
				b.WriteString(l.String() + " ")
			}
			return strings.Contains(b.String(), want)
		})
	}
	h.Keys("j") // empty.toml
	detail("The file has no puzzles and no lessons")
	h.Key(tcell.KeyEnter)
	h.waitMessage("empty.toml: the file has no puzzles and no lessons")
	h.waitFor("still the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Keys("j") // position.toml: its position can still be looked at
	detail("No lesson, and no puzzle with goals, so there is nothing to train")
	h.Key(tcell.KeyEnter)
	h.waitFor("its list", func(tr *Trainer) bool { return tr.screen == scrItems })
	// Enter says why the line is marked ✗: the list opened in silence.
	h.waitMessage("position.toml: no lesson, and no puzzle with goals, so there is nothing to train")
}

// A pack of the packs folder that cannot be read, at a start on a lesson
// or puzzle (birdcrab train --id placement): its raw error, two lines at
// 80 columns, took the message line from the lesson's how to answer. The
// how-to stays; the lists say a one-line note of the pack, and the packs
// list marks it.
func TestTrainBrokenPackKeepsHowTo(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.toml")
	writeFile(t, bad, "[pack]\nid = \"b\"\n[[puzzle]]\nid = 3\n")
	opts := Options{NoShipped: true, Packs: []string{trainPackFile, bad}, Named: 1, OpenID: "step-in"}
	h := startTrainer(t, opts, 80, 24)
	h.waitFor("the puzzle open", func(tr *Trainer) bool { return tr.OpenID() == "step-in" })
	h.waitMessage("Enter on one of your pieces to give it orders; s submits them")
	h.WaitNoText("bad.toml")
	h.Key(tcell.KeyEscape) // to the list
	h.waitMessage("bad.toml cannot be read (line 3): Enter on it in the packs list says why")
	h.Key(tcell.KeyEscape) // to the packs: said once
	h.WaitText("bad.toml: cannot be read")
	h.WaitNoText("Enter on it in the packs list")

	// Two of them, at a start on the packs: one line for both.
	bad2 := filepath.Join(dir, "bad2.toml")
	writeFile(t, bad2, "[pack\n")
	opts.Packs, opts.OpenID = append(opts.Packs, bad2), ""
	opts.Named = 0
	h2 := startTrainer(t, opts, 80, 24)
	h2.waitMessage("2 packs cannot be read: marked ✗ in the packs list, where Enter says why")
	h2.WaitText("bad2.toml: cannot be read")

	// Without Unicode, the mark is the list's.
	opts.ASCII = true
	h3 := startTrainer(t, opts, 80, 24)
	h3.waitMessage("2 packs cannot be read: marked x in the packs list, where Enter says why")
	h3.WaitText("x bad2.toml: cannot be read")
}

// A side with no piece on the board and none in hand (a puzzle code can
// give one) was told "Enter on one of your pieces to give it orders", and
// the panel "none yet: Enter on your pieces": it has none. Both say so.
func TestTrainNoPiecesNoHowTo(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC m6 | DE.EF.FA m6 Pikeman/CD1/B | g:- | side 1 | goals no-losses"
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{code}, Named: 1}, 80, 24)
	h.openItem("position")
	h.waitMessage("you have no piece on the board and none to place: s submits no orders")
	h.waitPanel("Your orders (Red): none: you have no piece on the board and none to place")
	h.WaitNoText("Enter on your pieces")
}

// The details of the packs list: the replay line drew ✗ and ◌ in its
// words under --ascii, where the list itself marks x and o; a pack from a
// puzzle code named the whole code as where it came from, five lines of
// it at 80 columns.
func TestTrainPackDetailsWords(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:- | side 1 | goals kill A1"
	h := startTrainer(t, Options{NoShipped: true, ASCII: true, Packs: []string{code}, Named: 1}, 100, 32)
	h.WaitText("Puzzle 1  Kill the Bird on A1")
	h.Key(tcell.KeyEscape) // to the packs
	h.WaitText("  Puzzle code  0/1 solved")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyDown)
	h.WaitText("0 lessons, 1 puzzle - from a puzzle code") // · drawn as - in ASCII
	h.WaitNoText("AB.BC.CD")
	h.Key(tcell.KeyEnd)
	h.WaitText("wrong (x), or whose solution")
	h.WaitText("(o seen: not solved)")
	h.WaitNoText("✗")
	h.WaitNoText("◌")
}

// A puzzle of a pack that states no goals can never be solved, and the
// pack's count had it: "2/3 solved" of a pack done but for it. It counts
// the ones there are to solve.
func TestTrainCountLeavesOutGoalless(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.Sync(func() { h.tr.packs[0].pack.Puzzle("meet-it").Goals = nil })
	h.Key(tcell.KeyEscape) // to the packs
	h.WaitText("  Trainer test pack  0/5 solved")
}

// The quit question's promise is a whole sentence, whole at the smallest
// screen too: it read "quit: the answer is kept for next time, and your
// progress", the verb left out, and cut at 66 columns.
func TestTrainQuitQuestionIsWhole(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 66, 14)
	h.openItem("step-in")
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.Keys("q")
	h.WaitText("Your answer is not judged: quit?")
	h.waitWords("y quit: the answer is kept for next time; progress is saved")
	h.Keys("c")
	h.WaitNoText("quit?")

	// While it is being judged.
	started := make(chan struct{}, 1)
	slow := func(ctx context.Context, p *solver.Problem, orders []engine.Order) ([][]engine.Order, bool, error) {
		started <- struct{}{}
		<-ctx.Done()
		return nil, false, ctx.Err()
	}
	h2 := startTrainer(t, Options{NoShipped: true, Refute: slow}, 66, 14)
	h2.openItem("corner")
	h2.moveTo(loc(t, "FA3"))
	h2.Key(tcell.KeyEnter)
	h2.Keys("mc1")
	h2.waitMessage("Red: move FA3 C 1")
	h2.Keys("s")
	<-started
	h2.Keys("q")
	h2.WaitText("Your answer is being judged: quit?")
	h2.waitWords("y quit: the search stops; the answer is kept for next time")
	h2.Keys("c")
	h2.WaitNoText("quit?")

	// When it cannot be written (the Pikeman is still selected).
	h.Keys("md2")
	h.waitMessage("Red: move A3 D 2")
	writeFile(t, h.progress, "format = 99\n")
	h.Keys("q")
	h.waitWords("y quit: the answer is lost: it cannot be written (see below)")
}
