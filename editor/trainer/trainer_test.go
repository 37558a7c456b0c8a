package trainer

import (
	"context"
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
)

// A puzzle solved by keys: select the Pikeman, move it next to the Bird,
// submit; the verdict, the explanation, the replay with its numbers, the
// solved mark and the progress record follow.
func TestTrainSolvePuzzleByKeys(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.waitPanel("Goal: kill Blue's Bird on A1")
	h.waitPanel("Blue gives no orders: its pieces hold and fight where they stand.")
	a3, a2, a1 := loc(t, "A3"), loc(t, "A2"), loc(t, "A1")
	h.waitFor("the cursor on the learner's Pikeman", func(tr *Trainer) bool { return tr.board.Cursor() == a3 })

	h.Key(tcell.KeyEnter) // select the Pikeman
	h.waitMessage("Pikeman (Red) on A3")
	h.Keys("h") // the cursor to A2
	h.Key(tcell.KeyEnter)
	h.waitMessage("Red: move A3 D 1")
	if got := h.myOrders(); got != "move A3 D 1" {
		t.Fatalf("orders %q, want move A3 D 1", got)
	}
	x, y := h.CellPos(a3)
	if got, _ := h.TextAt(x, y, 3); got != "←1 " {
		t.Errorf("A3's name line shows %q, want the move's arrow ←1", got)
	}

	h.Keys("s")
	h.WaitText("✓ Right!")
	h.waitPanel("Why it works: On A2 the Pikeman's front 6 meets the Bird's front 2.")
	if r := h.record("step-in"); !r.Solved || r.Attempts != 1 || r.Failed {
		t.Errorf("record %+v, want solved in 1 attempt", r)
	}

	// Step through the turn: the fight is explained in numbers.
	if got := h.pieceAt(a1); got != "Bi→" {
		t.Errorf("before the turn A1 shows %q, want the Bird", got)
	}
	h.Key(tcell.KeyRight)
	h.WaitText("priority 2: ranged combat, a step")
	h.WaitText("front 6, against Bird(2) on A1")
	h.Keys("jj")
	h.WaitText("Pikeman (Red) on A2:") // the fight's cards
	if got := h.pieceAt(a2); got != "Pi←" {
		t.Errorf("after priority 2 A2 shows %q, want the Pikeman", got)
	}
	if got := h.pieceAt(a1); got != "   " {
		t.Errorf("after priority 2 A1 shows %q, want the Bird gone", got)
	}
	h.Key(tcell.KeyEnd)
	h.WaitText("Red: 1 kills, 0 pieces lost")

	// Back in the list, the puzzle is marked solved.
	h.Key(tcell.KeyEscape) // back to the orders
	h.WaitText("Your orders (Red):")
	h.Key(tcell.KeyEscape) // to the list
	h.WaitText("✓ Puzzle 1 d1  Step in")
}

// The verdict comes from the goals, not from the author's orders: with the
// stated solution and alternatives gone, a right answer is still right.
func TestTrainAcceptsAnyRightAnswer(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.Sync(func() {
		pz := h.tr.packs[0].pack.Puzzle("step-in")
		pz.Solution, pz.Alternatives, pz.Hints = nil, nil, nil
	})
	h.openItem("step-in")
	h.Key(tcell.KeyEnter) // the Pikeman on A3
	h.Keys("md2")         // two steps: through A2 onto A1
	h.waitMessage("Red: move A3 D 2")
	h.Keys("s")
	h.WaitText("✓ Right!")
}

// Under "any" a natural attempt fails: the solver's reply that beats it
// is shown and replayed, the progress says failed; a right answer after a
// retry is judged against every reply.
func TestTrainAnyRefutation(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("corner")
	h.waitPanel("Blue will answer with its best reply: your orders must work whatever Blue does.")
	a3 := loc(t, "A3")
	h.moveTo(a3)
	h.Key(tcell.KeyEnter)
	h.Keys("h")
	h.Key(tcell.KeyEnter)
	h.waitMessage("Red: move A3 D 1")
	h.Keys("s")
	h.WaitText("✗ Not yet.")
	h.waitPanel("Missed: kill Blue's Crab on A1.")
	h.WaitText("Blue's best reply beats your orders:")
	var reply [][]engine.Order
	h.Sync(func() { reply = h.tr.att.result.reply })
	if len(reply) != 2 || len(reply[1]) == 0 || len(reply[0]) != 0 {
		t.Fatalf("reply %v, want orders of Blue's only", reply)
	}
	cat := h.tr.att.cat
	shown := "Blue  " + reply[1][0].Format(cat)
	h.WaitText(shown)
	// The replay plays the reply: its first page lists both players'
	// orders, and the Crab is not on A1 at the end.
	h.WaitText("Red   move A3 D 1")
	h.Key(tcell.KeyEnd)
	h.WaitText("after the turn")
	if got := h.pieceAt(loc(t, "A1")); got == "Cr↙" {
		t.Errorf("after the reply the Crab still stands on A1")
	}
	if r := h.record("corner"); r.Solved || !r.Failed || r.Attempts != 1 {
		t.Errorf("record %+v, want one failed attempt", r)
	}

	// Retry: the orders are kept; replace them with the Bird's flight.
	h.Keys("r")
	h.WaitText("Your orders (Red):")
	if got := h.myOrders(); got != "move A3 D 1" {
		t.Errorf("after r the orders are %q, want them kept", got)
	}
	h.Keys("X")
	h.waitMessage("every order cleared")
	h.moveTo(loc(t, "FA3"))
	h.Key(tcell.KeyEnter)
	h.Keys("mc1")
	h.waitMessage("Red: move FA3 C 1")
	h.Keys("s")
	h.WaitText("✓ Right!")
	h.waitPanel("No reply of Blue beats your orders")
	if r := h.record("corner"); !r.Solved || r.Failed || r.Attempts != 2 {
		t.Errorf("record %+v, want solved at the second attempt", r)
	}
}

// A lesson that predicts deaths, answered wrongly (one death missed), with
// the why-text and the replay in numbers; then rightly after a retry.
func TestTrainLessonPredict(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("facing")
	h.waitPanel("Which pieces die when these orders are played?")
	h.WaitText("Red   move BC1 E 1")
	a1, cd1 := loc(t, "A1"), loc(t, "CD1")
	h.ClickCell(a1) // a click marks
	h.waitMessage("you say the pieces on A1 die")
	x, y := h.CellPos(a1)
	if _, st := h.TextAt(x, y+1, 1); st == h.tr.theme.Piece(2) {
		t.Errorf("the marked piece on A1 is drawn as usual, want it faded")
	}
	h.Keys("s")
	h.WaitText("✗ Not yet.")
	h.WaitText("These die too: CD1")
	h.waitPanel("Why: The Pikeman's front 6 beats the Bird's front 2")
	if r := h.record("facing"); r.Solved || !r.Failed {
		t.Errorf("record %+v, want failed", r)
	}
	// The replay explains the fight on C1 with its numbers.
	h.Key(tcell.KeyRight) // priority 3: the Bird steps to C1
	h.WaitText("Pikeman(2) on CD1,")
	h.WaitText("back 0")

	h.Keys("r")
	h.WaitText("You say these die: A1")
	h.moveTo(cd1)
	h.Key(tcell.KeyEnter)
	h.waitMessage("you say the pieces on A1, CD1 die")
	h.Keys("s")
	h.WaitText("✓ Right!")
	if r := h.record("facing"); !r.Solved || r.Failed || r.Attempts != 2 {
		t.Errorf("record %+v, want solved at the second attempt", r)
	}
}

// A lesson with goals, answered wrongly (the Pikeman alone ties and dies),
// then rightly with both pieces arriving together.
func TestTrainLessonGoals(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("together")
	h.waitPanel("Goal: kill Blue's Pikeman in the Pit, and lose no piece")
	h.waitPanel("Red's hand: Crab Blue's hand: empty")
	h.moveTo(loc(t, "A2"))
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A2 D 1")
	h.Keys("s")
	h.WaitText("✗ Not yet.")
	h.waitPanel("Missed: lose no piece.")
	h.waitPanel("Why: Both must arrive at priority 2")

	h.Key(tcell.KeyEscape) // Esc goes back to the orders, as r does
	h.WaitText("Your orders (Red):")
	h.moveTo(loc(t, "F4"))
	h.Key(tcell.KeyEnter)
	h.Keys("mc3")
	h.waitMessage("Red: move F4 C 3")
	h.Keys("s")
	h.WaitText("✓ Right!")
	if r := h.record("together"); !r.Solved || r.Attempts != 2 {
		t.Errorf("record %+v, want solved at the second attempt", r)
	}
}

// Hints come one at a time; the last step is the solution, shown only on
// request, and it counts: the puzzle goes to the failed list.
func TestTrainHints(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.WaitNoText("Hint 1")
	h.Keys("H")
	h.waitPanel("Hint 1: The Pikeman is strong in front.")
	h.WaitNoText("Hint 2")
	h.Keys("H")
	h.waitPanel("Hint 2: One step toward the Bird is enough.")
	if r := h.record("step-in"); r.Hints != 2 || r.SolutionShown {
		t.Errorf("record %+v, want 2 hints and no solution", r)
	}
	h.Keys("H")
	h.WaitText("Show the solution?")
	h.Keys("n")
	h.WaitNoText("Show the solution?")
	h.WaitNoText("Solution:")
	h.Keys("H")
	h.WaitText("Show the solution?")
	h.Keys("y")
	h.waitPanel("Solution: move A3 D 1. Also right: move A3 D 2.")
	if r := h.record("step-in"); r.Hints != 3 || !r.SolutionShown || !r.Failed {
		t.Errorf("record %+v, want 3 hints, the solution shown, failed", r)
	}

	// A puzzle without hints of its own gets them from its solution.
	h.Key(tcell.KeyEscape)
	h.openItem("corner")
	h.Keys("HH")
	h.waitPanel("Hint 1: The pieces that matter: the Bird on FA3.")
	h.waitPanel("Hint 2: You need 1 order: 1 move.")

	// The failed list holds the puzzle whose solution was shown.
	h.Key(tcell.KeyEscape) // to the list, filtered for "corner"
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Key(tcell.KeyEscape) // the filter cleared
	h.Key(tcell.KeyEscape) // to the packs
	h.WaitText("Replay the ones I failed (1)")
	h.Keys("/replay")
	h.Key(tcell.KeyEnter)
	h.WaitText("The ones I failed")
	h.WaitText("✗ Puzzle 1 d1  Step in")
}

// Progress is written as TOML when it changes and read back by the next
// trainer; an edited puzzle counts as new, a retitled one does not.
func TestTrainProgressSavedAndReadBack(t *testing.T) {
	dir := t.TempDir()
	pack := dir + "/mine.toml"
	writeFile(t, pack, readFile(t, trainPackFile))
	prog := dir + "/progress.toml"

	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, ProgressPath: prog}, 80, 24)
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
	for _, want := range []string{"format = 1", "[[record]]", `pack = "train-test"`, `id = "facing"`, "solved = true", "attempts = 1"} {
		if !strings.Contains(text, want) {
			t.Errorf("the progress file lacks %q:\n%s", want, text)
		}
	}

	// Read back: the lesson is marked solved.
	h2 := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, ProgressPath: prog}, 80, 24)
	h2.WaitText("✓ Lesson 1  Facing")
	if r := h2.record("facing"); !r.Solved || r.Attempts != 1 {
		t.Errorf("read back %+v", r)
	}
	h2.Keys("q")
	h2.waitDone()

	// A new title keeps the progress; a changed position does not.
	src := readFile(t, pack)
	writeFile(t, pack, strings.Replace(src, `title = "Facing"`, `title = "Sides that face"`, 1))
	h3 := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, ProgressPath: prog}, 80, 24)
	h3.WaitText("✓ Lesson 1  Sides that face")
	h3.Keys("q")
	h3.waitDone()
	writeFile(t, pack, strings.Replace(src, `pieces = ["Pikeman CD1 D", "Bird A1 A"]`, `pieces = ["Pikeman CD1 E", "Bird A1 A"]`, 1))
	h4 := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, ProgressPath: prog}, 80, 24)
	h4.WaitText("  Lesson 1  Facing")
	if r := h4.record("facing"); r.Solved || r.Attempts != 0 {
		t.Errorf("the edited lesson has the old record %+v", r)
	}
}

// The puzzle screen explains a fixed opponent with its orders, on the
// board and in the panel.
func TestTrainFixedOpponent(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("meet-it")
	h.WaitText("Blue will play these orders:")
	h.WaitText("Blue  move A1 A 1")
	x, y := h.CellPos(loc(t, "A1"))
	if got, _ := h.TextAt(x, y, 3); got != "→1 " {
		t.Errorf("A1's name line shows %q, want Blue's move →1", got)
	}
}

// The first line of the pack list starts the first lesson in one key.
func TestTrainStartHere(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.Key(tcell.KeyEscape) // from the pack's list to the packs
	h.WaitText("> Start here: Lesson 1, Facing")
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
	check("no filter", "facing", "together", "step-in", "corner", "meet-it")
	h.Keys("/priority")
	h.WaitText("filter: priority_")
	check("tag priority", "corner", "meet-it")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("filter:")
	check("cleared", "facing", "together", "step-in", "corner", "meet-it")
	h.Keys("dd")
	h.WaitText("filter: d2_")
	check("difficulty 2", "meet-it")
	h.Keys("t")
	h.WaitText("Show the ones tagged")
	h.Keys("/fixed")
	h.Key(tcell.KeyEnter)
	h.WaitText("filter: d2 fixed_")
	check("difficulty 2 and tag fixed", "meet-it")
	h.Key(tcell.KeyEscape)
	check("Esc clears", "facing", "together", "step-in", "corner", "meet-it")
	h.Keys("/lesson")
	check("lessons", "facing", "together")
	h.Key(tcell.KeyEnter) // Enter ends the typing and opens the first
	h.waitFor("a lesson open", func(tr *Trainer) bool { return tr.screen == scrPlay })
	// n and p walk the filtered list.
	h.Keys("n")
	h.waitFor("the second lesson", func(tr *Trainer) bool { return tr.att.sc.ID == "together" })
	h.Keys("n")
	h.waitMessage("this is the last of the list")
	h.Keys("p")
	h.waitFor("back to the first", func(tr *Trainer) bool { return tr.att.sc.ID == "facing" })
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

// A broken progress file is reported and kept aside, and the trainer
// works and writes a new one.
func TestTrainBrokenProgress(t *testing.T) {
	dir := t.TempDir()
	prog := dir + "/progress.toml"
	writeFile(t, prog, "format = 1\n[[record]\npack = ")
	h := startTrainer(t, Options{NoShipped: true, ProgressPath: prog}, 80, 24)
	h.waitMessage("is broken")
	h.waitMessage("it was kept as progress.toml.broken-")
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
	h.WaitText("Your answer is not submitted: quit?")
	h.Keys("c")
	h.WaitNoText("not submitted")
	h.Keys("s")
	h.WaitText("Right!")
	h.Keys("q")
	h.waitDone()
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

// Help lists the keys; a broken pack is listed with its problems.
func TestTrainHelpAndBrokenPack(t *testing.T) {
	dir := t.TempDir()
	bad := dir + "/bad.toml"
	writeFile(t, bad, "[[puzzle]]\nid = \"x\"\ngoals = [\"kill Z9\"]\n")
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{bad, trainPackFile}}, 80, 24)
	h.WaitText("bad.toml: cannot be read")
	h.waitMessage("bad.toml:1")
	h.Keys("?")
	h.WaitText("birdcrab trainer: every key")
	h.Key(tcell.KeyEnd)
	h.WaitText("Progress is kept in")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("every key")
	h.Keys("/bad")
	h.Key(tcell.KeyEnter)
	h.WaitText("bad.toml cannot be read")
	h.WaitText("Z9")
}

// The shipped packs all open in the trainer, and each stated answer is
// judged right by it.
func TestTrainShippedPacks(t *testing.T) {
	h := startTrainer(t, Options{}, 100, 30)
	var items []*trainItem
	h.Sync(func() {
		for _, tp := range h.tr.packs {
			if tp.err != nil {
				t.Errorf("%s: %v", tp.file, tp.err)
			}
			items = append(items, tp.items...)
		}
	})
	if len(items) == 0 {
		t.Fatal("no shipped lessons or puzzles")
	}
	for _, it := range items {
		t.Run(it.pack.key+"/"+it.scenario().ID, func(t *testing.T) {
			parent := h.T
			h.T = t
			defer func() { h.T = parent }()
			h.Sync(func() {
				h.tr.open(it, items)
				if it.predict() {
					h.tr.att.picked = append([]engine.Loc(nil), it.lesson.Dies...)
				} else {
					h.tr.att.orders[it.scenario().Side-1] = it.scenario().Solution
				}
				h.tr.shell.App.ForceDraw()
			})
			h.WaitText(it.label())
			h.waitPanel(it.title())
			if !it.predict() {
				h.waitPanel("Goal: " + goalsWords(it.scenario()))
			}
			h.Keys("s")
			// Under "any" the solver proves the answer: give it the time
			// `birdcrab check` gives.
			h.waitWithin(time.Minute, "a verdict", func(tr *Trainer) bool { return tr.att.result != nil })
			var ok bool
			h.Sync(func() { ok = h.tr.att.result.ok })
			if !ok {
				t.Errorf("the stated answer is judged wrong:\n%s", h.Screen())
			}
		})
	}
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
		y = ly + 2 // the third line: lesson, lesson, puzzle 1
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

// Under "any" the search for a reply runs in the background: Esc stops it,
// and the answer is not judged and not counted; a search that runs out of
// time says so.
func TestTrainJudgingStops(t *testing.T) {
	started := make(chan struct{}, 4)
	slow := func(ctx context.Context, p *solver.Problem, orders []engine.Order) ([][]engine.Order, bool, error) {
		started <- struct{}{}
		<-ctx.Done()
		return nil, false, ctx.Err()
	}
	h := startTrainer(t, Options{NoShipped: true, Refute: slow}, 80, 24)
	h.openItem("corner")
	h.Keys("s")
	h.waitMessage("Blue looks for its best reply")
	<-started
	h.WaitText("Esc stops")
	h.Keys("Hn") // ignored while judging
	h.Key(tcell.KeyEscape)
	h.waitMessage("stopped: the answer was not judged")
	h.waitFor("no verdict, still on the puzzle", func(tr *Trainer) bool {
		return tr.att.result == nil && tr.att.judging == nil && tr.att.sc.ID == "corner" && tr.att.hints == 0
	})
	if r := h.record("corner"); r.Attempts != 0 {
		t.Errorf("a stopped judgement counted: %+v", r)
	}

	h2 := startTrainer(t, Options{NoShipped: true, Refute: slow, JudgeTimeout: 50 * time.Millisecond}, 80, 24)
	h2.openItem("corner")
	h2.Keys("s")
	<-started
	h2.waitMessage("took longer than 50ms: not judged")
	if r := h2.record("corner"); r.Attempts != 0 {
		t.Errorf("a judgement out of time counted: %+v", r)
	}
}

// Orders written and not submitted are kept while the trainer runs: going
// back to the list and opening the puzzle again finds them.
func TestTrainDraftKept(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.Key(tcell.KeyEscape) // deselect
	h.Key(tcell.KeyEscape) // back to the list
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.openItem("step-in")
	if got := h.myOrders(); got != "move A3 D 1" {
		t.Errorf("the orders written before are %q, want them kept", got)
	}
	h.waitPanel("Your orders (Red): Red move A3 D 1")
}
