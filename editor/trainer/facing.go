package trainer

import (
	"fmt"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// A lesson may ask which way a piece ends the turn facing (the Drunk's rule
// shows nowhere else in one turn): a letter a..f answers it.

// face answers a facing question: the piece ends facing d.
func (t *Trainer) face(d engine.Dir) {
	t.att.faced = d
	t.say(fmt.Sprintf("you say it ends facing %v; s submits", d), false)
}

// judgeFacing marks the learner's direction against the lesson's answer.
func (t *Trainer) judgeFacing() {
	a := t.att
	if a.faced == engine.NoDir {
		t.say("answer first: a letter, a..f", true)
		return
	}
	r, err := tui.PlayTurn(&a.rules, a.sc.Position, a.sc.FileOrders())
	if err != nil {
		t.say("cannot play this lesson: "+tui.Reason(err), true)
		return
	}
	v := &verdict{play: tui.NewReplayView(r, a.sc.FileOrders())}
	v.ok = a.item.lesson.JudgeFacing(a.faced)
	t.record(v)
}
