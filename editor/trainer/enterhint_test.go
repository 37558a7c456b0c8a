package trainer

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/gdamore/tcell/v2"
)

// scr3 item 3: with a piece selected the hint line said "Enter: move"
// wherever the cursor was, and Enter on the piece itself deselected it
// without a word (the message line went blank). The hint says what Enter
// does under the cursor, at 80 columns keeping s submit, and Enter on the
// piece says so.
func TestTrainEnterHintSaysWhatEnterDoesThere(t *testing.T) {
	h := startLessons(t, 80, 24)
	h.openItem("necromancer")
	h.selectPiece("D2")
	d2 := loc(t, "D2")
	hint := func(want, why string) {
		h.T.Helper()
		h.waitFor("the hint line "+why, func(*Trainer) bool {
			line := h.lastLine()
			if want == "" {
				return !strings.Contains(line, "Enter") && strings.Contains(line, "m move")
			}
			return strings.Contains(line, want)
		})
		if line := h.lastLine(); !strings.Contains(line, "s submit") {
			t.Errorf("the hint line %s leaves s submit out: %q", why, line)
		}
	}
	hint("Enter: deselect · m move", "on the piece")
	var pos engine.Position
	h.waitFor("the position", func(tr *Trainer) bool { pos = tr.att.sc.Position; return true })
	inLine, away := engine.NoLoc, engine.NoLoc
	for d := engine.A; d <= engine.F && inLine == engine.NoLoc; d++ {
		if l := d2.Neighbour(d); l != engine.NoLoc && pos.At(l).Empty() {
			inLine = l
		}
	}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if _, _, ok := engineInLine(d2, l); !ok && l != d2 && pos.At(l).Empty() {
			away = l
			break
		}
	}
	if inLine == engine.NoLoc || away == engine.NoLoc {
		t.Fatal("no empty cell in line with D2, or none out of line")
	}
	h.moveTo(inLine)
	hint("Enter: move · m move", "on a cell in line")
	h.moveTo(away)
	hint("", "on a cell out of line")
	h.moveTo(d2)
	h.Key(tcell.KeyEnter)
	h.waitFor("D2 deselected", func(tr *Trainer) bool { return tr.att.entry.Selected() == engine.NoLoc })
	h.waitMessage("on D2 deselected")
}

// engineInLine reports whether b lies in a straight line from a, at most
// engine.MaxSpeed steps away.
func engineInLine(a, b engine.Loc) (engine.Dir, int, bool) {
	for d := engine.A; d <= engine.F; d++ {
		l := a
		for n := 1; n <= engine.MaxSpeed; n++ {
			if l = l.Neighbour(d); l == engine.NoLoc {
				break
			}
			if l == b {
				return d, n, true
			}
		}
	}
	return engine.NoDir, 0, false
}

// tteach 4: ? in a lesson opened at "Everywhere" and the lists' keys; the
// lesson's own (Enter, +, g, u, Tab) were about three pages down. On the
// play screen the help starts with the keys of the moment, then the
// lesson's shared keys; on the lists it is as the README writes it.
func TestTrainHelpInALessonStartsWithItsKeys(t *testing.T) {
	h := startLessons(t, 80, 24)
	titles := func(tr *Trainer) []string {
		var out []string
		for _, tb := range tr.Help().Tables {
			out = append(out, tb.Title)
		}
		return out
	}
	var first []string
	h.waitFor("the lists' help", func(tr *Trainer) bool { first = titles(tr); return true })
	if first[0] != "Everywhere" {
		t.Errorf("on the packs, the help starts with %q", first[0])
	}
	h.openItem("the-board")
	h.waitFor("the lesson's help", func(tr *Trainer) bool { first = titles(tr); return true })
	if len(first) < 2 || first[0] != "Writing orders" || first[1] != "A lesson or puzzle" {
		t.Errorf("in a lesson the help's sections are %q, want the orders' keys, then the lesson's", first)
	}
	h.Keys("?")
	h.WaitText("Writing orders")
	h.WaitText("Enter on an empty cell, +")
}

// tteach 7: the pack list's first line was marked ">", which read as the
// cursor: back on the packs with another line highlighted, "> Continue:
// Lesson 4" still looked chosen. It is marked with a star; no line starts
// with ">".
func TestTrainPackListMarksNoLineAsTheCursor(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.Key(tcell.KeyEscape) // from the pack's list to the packs
	h.WaitText("★ Start here: Lesson 1")
	h.Key(tcell.KeyDown)
	h.waitFor("the pack's line highlighted", func(tr *Trainer) bool { return tr.packMenu.Current() == 1 })
	for _, line := range strings.Split(h.Capture(), "\n") {
		if strings.HasPrefix(strings.TrimLeft(line, "║ "), "> ") {
			t.Errorf("a line of the packs reads as the cursor: %q", line)
		}
	}
}

// tteach 9: after submitting, the hint line ended "Esc back" at 100
// columns, and the key table says Esc tries again (80 columns left it
// out). One hint names both keys, at 80 columns too.
func TestTrainResultHintNamesEscAsTryAgain(t *testing.T) {
	for _, w := range []int{80, 100} {
		h := startTrainer(t, Options{NoShipped: true}, w, 24)
		h.openItem("step-in")
		h.Keys("s")
		h.WaitText("Not yet")
		h.waitFor("the verdict's hint line", func(*Trainer) bool { return strings.Contains(h.lastLine(), "r/Esc try again") })
		if line := h.lastLine(); strings.Contains(line, "Esc back") {
			t.Errorf("%d columns: the hint line says %q", w, line)
		}
		h.Key(tcell.KeyEscape)
		h.waitFor("back to the answer", func(tr *Trainer) bool { return tr.att.result == nil })
	}
}

// tteach 10: at 80 columns the lesson list cut titles in the middle of a
// word ("Priorities: the fast move fi…"); it cuts at a word's end.
func TestTrainListCutsTitlesAtAWord(t *testing.T) {
	h := startLessons(t, 80, 24)
	h.WaitText("Lesson 7  Priorities: the fast move…")
	h.WaitNoText("move fi…")
}

// tteach 4: g, which goes to a cell by its name, was in no hint line at
// 80 columns (n/p took its place) and in no lesson text. The lesson's
// hint line names it at 80 columns.
func TestTrainLessonHintLineNamesG(t *testing.T) {
	h := startLessons(t, 80, 24)
	h.openItem("the-board")
	h.waitFor("the hint line with g", func(*Trainer) bool { return strings.Contains(h.lastLine(), "g go to") })
}
