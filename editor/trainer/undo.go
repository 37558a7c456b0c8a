package trainer

import (
	"fmt"
	"slices"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// answerState is the learner's answer at one moment: what u brings back.
type answerState struct {
	orders tui.Orders
	picked []engine.Loc
	faced  engine.Dir
}

// maxUndo bounds the changes an attempt remembers.
const maxUndo = 200

// answerNow returns a copy of the attempt's answer.
func (a *attempt) answerNow() answerState {
	return answerState{orders: a.orders.Clone(), picked: slices.Clone(a.picked), faced: a.faced}
}

// remember notes the answer before a change, for u; the change drops
// what Ctrl-R would have redone. The trainer had no undo: X cleared
// every order at once, and u said it did nothing.
func (a *attempt) remember() {
	a.undone = nil
	a.history = append(a.history, a.answerNow())
	if len(a.history) > maxUndo {
		a.history = slices.Delete(a.history, 0, len(a.history)-maxUndo)
	}
}

// undo brings back the answer before its last change (u).
func (t *Trainer) undo() { t.walkAnswer("undone", &t.att.history, &t.att.undone) }

// redo makes again the change last undone (Ctrl-R).
func (t *Trainer) redo() { t.walkAnswer("redone", &t.att.undone, &t.att.history) }

// walkAnswer takes the answer from the end of from, keeping the one it
// replaces at the end of to, and says what the answer is now.
func (t *Trainer) walkAnswer(what string, from, to *[]answerState) {
	a := t.att
	back := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, a.answerNow())
	a.orders, a.picked, a.faced = back.orders, back.picked, back.faced
	a.entry.Reset()
	t.keepAnswer()
	t.say(what+": "+answerText(a), false)
}

// answerText says what the learner's answer is.
func answerText(a *attempt) string {
	switch {
	case a.item.facing() && a.faced == engine.NoDir:
		return "no facing given"
	case a.item.facing():
		return fmt.Sprintf("you say it ends facing %v", a.faced)
	case a.item.predict():
		return pickedText(a.picked)
	}
	return "your orders: " + engine.OrdersText(a.cat, a.orders[a.side()-1], "none")
}

// nothingToUndo says why u cannot act now.
func (t *Trainer) nothingToUndo() string { return t.cannotWalk(t.att.history, "undo") }

// nothingToRedo says why Ctrl-R cannot act now.
func (t *Trainer) nothingToRedo() string { return t.cannotWalk(t.att.undone, "redo") }

func (t *Trainer) cannotWalk(steps []answerState, what string) string {
	switch {
	case t.att.result != nil:
		return "after submitting, r goes back to your answer, where u and Ctrl-R undo and redo its changes"
	case len(steps) == 0 && what == "undo":
		return "nothing to undo: your answer has not changed since you opened this " + t.att.item.noun()
	case len(steps) == 0:
		return "nothing to redo"
	}
	return ""
}
