package trainer

import (
	"fmt"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// A lesson may ask which way a piece ends the turn facing (the Drunk's rule
// shows nowhere else in one turn): a letter a..f answers it.

// askingFacing reports whether the screen asks where a piece ends facing
// and waits for the answer: the letters a..f answer there.
func (t *Trainer) askingFacing() bool {
	a := t.att
	return t.screen == scrPlay && a != nil && a.item.facing() && a.result == nil && a.judging == nil
}

// capitalsRefused is said after what the capital key did in the facing
// question, for a learner whose caps lock is on: B, C, D and F answer as
// their small letters, but A and E keep their keys everywhere.
func capitalsRefused(key, answer string) string {
	return fmt.Sprintf(" · %s is not an answer here, %s is (is caps lock on?)", key, answer)
}

// toggleASCII is A: arrows or letters for the directions, and in the
// facing question, a word that A did not answer.
func (t *Trainer) toggleASCII() {
	t.shell.ToggleASCII()
	if t.askingFacing() {
		t.say(t.shell.Message()+capitalsRefused("A", "a"), false)
	}
}

// face answers a facing question: the piece ends facing d.
func (t *Trainer) face(d engine.Dir) {
	if t.att.faced != d {
		t.att.remember()
	}
	t.att.faced = d
	t.keepAnswer()
	t.say(fmt.Sprintf("you say it ends facing %v; s submits", d), false)
}

// judgeFacing marks the learner's direction against the way the engine
// turns the piece (playedAnswer).
func (t *Trainer) judgeFacing() {
	a := t.att
	if a.faced == engine.NoDir {
		t.say("answer first: a letter, a..f", true)
		return
	}
	truth, err := playedAnswer(a.item)
	if err != nil {
		t.say("cannot play this lesson: "+tui.Reason(err), true)
		return
	}
	v := &verdict{play: tui.NewReplayView(truth.r, a.sc.FileOrders())}
	l := a.item.lesson
	v.ok = a.faced == truth.faces
	if !v.ok {
		a.misses++ // the first keeps the lesson's answer back (lessonWhyNot)
		if !t.answerDue() {
			holdEnd(v)
		}
	}
	if truth.faces != l.Faces {
		v.stated = t.statedText(a.item, fmt.Sprintf("the piece ends facing %v", l.Faces), fmt.Sprintf("the engine turns it to %v", truth.faces))
	}
	t.record(v)
}

// holdEnd stops the replay of a facing question before the end of the
// turn: there the piece asked about turns (a Drunk to the way it last
// moved), and the outcome draws it so, which gave away the answer the
// first miss keeps back. releaseEnd gives the whole turn back.
func holdEnd(v *verdict) {
	r := v.play.R
	for k := 1; k < len(r.Pages); k++ {
		if r.Pages[k].Stage >= engine.StageEnd {
			held := *r
			held.Pages = r.Pages[:k:k]
			v.full, v.play = r, tui.NewReplayView(&held, v.play.Orders)
			return
		}
	}
}

// releaseEnd gives back the end of the turn held back (holdEnd) once the
// answer is due: the solution shown by H on the verdict.
func (t *Trainer) releaseEnd() {
	a := t.att
	if a == nil || a.result == nil || a.result.full == nil || !t.answerDue() {
		return
	}
	v := a.result
	page := v.play.Page
	v.play = tui.NewReplayView(v.full, v.play.Orders)
	v.play.GoPage(page)
	v.full = nil
}
