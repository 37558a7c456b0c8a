package trainer

import (
	"fmt"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// At 80x24 the card of the piece under the cursor (its numbers) is below
// the side panel's fold: the panel's last row says so and names the key
// that reaches it, and PgDn brings it into view (18.3).
func TestTrainCardBelowTheFold(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("step-in")
	h.moveTo(loc(t, "A3"))
	h.WaitText("▼ PgDn: Pikeman's numbers")
	h.WaitNoText("combat/speed per side")
	h.Key(tcell.KeyPgDn)
	h.WaitText("combat/speed per side")
	// The hint line ends with the help key at every width it is cut.
	for _, w := range []int{66, 80} {
		h.Sync(func() { h.Sim.SetSize(w, 24) })
		h.Sim.PostEvent(tcell.NewEventResize(w, 24))
		h.waitFor("the hint line with ? keys", func(tr *Trainer) bool {
			lines := strings.Split(strings.TrimRight(tuitest.ScreenText(h.Sim), "\n"), "\n")
			return strings.HasSuffix(strings.TrimSpace(lines[len(lines)-1]), "? keys")
		})
	}
}

// The line above a pack's list says its keys whole at 80 columns (it was
// cut off at 80 and 100: "... d1-d5, new, solv").
func TestTrainItemListHintFits(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.waitFor("the item list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.WaitText("║Enter start · / filter (words, tags, d3) ")
}

// The panel's last row, which says what PgDn shows, fits the panel: at
// 80x24 it read "▼ PgDn: Pikeman's numbers, the positio", and a longer
// kind (Necromancer, Reverse Centaur) lost more. It says less when the
// whole does not fit.
func TestTrainMoreRowFits(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.openItem("corner")
	h.moveTo(loc(t, "A3"))
	h.waitFor("the last row of the panel whole", func(*Trainer) bool {
		for _, row := range strings.Split(tuitest.ScreenText(h.Sim), "\n") {
			if _, more, ok := strings.Cut(row, "▼ "); ok {
				return strings.TrimSpace(more) == "PgDn: Pikeman's numbers"
			}
		}
		return false
	})
	for _, c := range []struct {
		kind  string
		width int
		want  string
	}{
		{"Bird", 38, "PgDn: Bird's numbers, the position"},
		{"Pikeman", 38, "PgDn: Pikeman's numbers"},
		{"Reverse Centaur", 38, "PgDn: Reverse Centaur's numbers"},
		{"Reverse Centaur", 24, "PgDn: its numbers"},
		{"", 38, "PgDn: the cell's card, the position"},
		{"", 24, "PgDn: the cell's card"},
		{"", 12, "PgDn: more"},
	} {
		t.Run(fmt.Sprintf("%s at %d", c.kind, c.width), func(t *testing.T) {
			if got := cardBelow(c.kind, c.width); got != c.want {
				t.Errorf("cardBelow(%q, %d) = %q, want %q", c.kind, c.width, got, c.want)
			}
		})
	}
}

// At 80x24 a lesson's long text in the list's detail stopped mid-sentence
// with no sign there is more (Learning Bird Crab, Lesson 1): the detail's
// last row ends with the cut mark.
func TestTrainListDetailCutIsMarked(t *testing.T) {
	h := startTrainer(t, Options{}, 80, 24)
	h.WaitText("  Learning Bird Crab  0/")
	h.Key(tcell.KeyDown) // from the line that starts lesson 1
	h.Key(tcell.KeyEnter)
	h.WaitText("Lesson 1  The board")
	var x, y, rows int
	var cut bool
	h.Sync(func() {
		m := h.tr.itemMenu
		mx, my, w, hh := m.GetInnerRect()
		x, y, rows = mx+w-1, my+hh-1, hh
		cut = len(m.Detail(m.Current())) > hh
	})
	if !cut {
		t.Fatalf("lesson 1's detail fits its %d rows: the test wants one that does not", rows)
	}
	tuitest.Poll(t, tuitest.WaitLimit, func() (bool, func() string) {
		s, _ := h.TextAt(x, y, 1)
		return s == "…", func() string {
			return fmt.Sprintf("the detail's last row ends with %q; the screen shows:\n%s", s, h.Screen())
		}
	})
}

// fitPackTitle cuts a twin's title before its file name, and gives the
// file name alone when the title would keep too little.
func TestFitPackTitle(t *testing.T) {
	tr := &Trainer{theme: tui.NewTheme(false)}
	tp := &trainPack{file: "/home/me/packs/lessons-2.toml", twin: true, pack: &puzzles.Pack{Title: "Learning Bird Crab"}}
	for _, tc := range []struct {
		room int
		want string
	}{
		{0, "Learning Bird Crab (lessons-2.toml)"},
		{40, "Learning Bird Crab (lessons-2.toml)"},
		{30, "Learning Bir… (lessons-2.toml)"},
		{20, "lessons-2.toml"},
		{10, "Learning…"},
	} {
		if got := tr.fitPackTitle(tp, tc.room); got != tc.want {
			t.Errorf("in %d columns: %q, want %q", tc.room, got, tc.want)
		}
	}
}

// At 80x24 the marks of the learner's orders sit in a column of the
// cell's own, with a blank gap before the next cell, as in the editor
// (tui.BoardWidthBeside): the trainer kept a pitch of 4, where a mark took
// the gap and touched the next cell's text, so that "A1 ↻A2" read as A2's
// turn and "Ha↗↘Bi" put the Harpy's move against the Bird.
func TestTrainAnswerMarksStayWithTheirCellAt80x24(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Crab/A1/A Harpy/B1/F | DE.EF.FA m6 Crab/A2/D Bird/AB1/A | g:- | side 1 | goals no-losses"
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{code}, Named: 1}, 80, 24)
	h.openItem("position")
	h.moveTo(loc(t, "A1"))
	h.Key(tcell.KeyEnter)
	h.Keys("tc")
	h.waitMessage("Red: turn A1 C")
	h.moveTo(loc(t, "B1"))
	h.Key(tcell.KeyEnter)
	h.Keys("mb") // one step: the Harpy's only distance
	h.waitMessage("Red: move B1 B 1")
	h.Key(tcell.KeyEsc)     // the selection's brackets away
	h.moveTo(loc(t, "DE6")) // the cursor's too
	h.WaitText("Cr→")
	h.CheckCellMarks([]tuitest.CellMarks{
		{Cell: "A1", Next: "A2", Line: 0, Text: " A1↻ "},
		{Cell: "A1", Next: "A2", Line: 1, Text: "Cr→↙ "},
		{Cell: "B1", Next: "AB1", Line: 1, Text: "Ha↗↘ "},
	})
}
