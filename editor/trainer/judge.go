package trainer

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/prove"
)

// submit judges the answer.
func (t *Trainer) submit() {
	a := t.att
	switch {
	case a.item.predict():
		t.judgePrediction()
		return
	case a.item.facing():
		t.judgeFacing()
		return
	}
	a.entry.Reset()
	mine := slices.Clone(a.orders[a.side()-1])
	if a.sc.Opponent != engine.Any {
		orders := a.sc.Script()
		orders[a.side()-1] = mine
		t.judgeTurn(orders, nil, false)
		return
	}
	p, err := prove.Problem(a.sc)
	if err != nil {
		t.say("cannot judge: "+err.Error(), true)
		return
	}
	// JudgeTimeout bounds the search for a refutation, not the ranking of
	// the replies to an answer it proved: a proof found near the bound
	// was lost as "took longer than 1m0s: not judged". Esc stops both.
	base, stop := context.WithCancel(context.Background())
	ctx, cancelSearch := context.WithTimeout(base, t.opts.JudgeTimeout)
	cancel := func() { cancelSearch(); stop() }
	a.judging = cancel
	t.say(fmt.Sprintf("%s looks for its best reply to your orders… (Esc stops)", othersName(a.sc)), false)
	refute := t.opts.Refute
	sc := a.sc
	go func() {
		reply, refuted, err := refute(ctx, p, mine)
		var ranked []rankedReply
		var capped bool
		if err == nil && !refuted {
			ranked, capped, err = rankReplies(base, sc, mine)
		}
		if t.shell.Stopped() {
			cancel()
			return
		}
		t.shell.Go(func() {
			cancel()
			t.judged(a, mine, reply, refuted, err)
			if v := a.result; v != nil && v.ok && len(ranked) > 0 && t.att == a {
				v.replies, v.capped = ranked, capped
				t.showReply(0)
				if capped {
					t.say(fmt.Sprintf("Right! No reply of %s beats your orders; too many replies to try them all: here is the closest of the %d tried · o lists them", othersName(a.sc), len(ranked)), false)
				} else {
					t.say(fmt.Sprintf("Right! No reply of %s beats your orders: here is the one that comes closest · o lists all %d", othersName(a.sc), len(ranked)), false)
				}
			}
			// The question "being judged: quit?" is no longer true.
			t.shell.RefreshQuit()
		})
	}()
}

// judged takes the refutation the solver found for the learner's orders
// mine under "any", and judges the turn played against it.
func (t *Trainer) judged(a *attempt, mine []engine.Order, reply [][]engine.Order, refuted bool, err error) {
	if t.att != a || a.judging == nil {
		return // stopped, or the learner went elsewhere
	}
	a.judging = nil
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		t.say(fmt.Sprintf("the search for %s's reply took longer than %v: not judged", othersName(a.sc), t.opts.JudgeTimeout), true)
	case errors.Is(err, context.Canceled):
	case err != nil:
		t.say("cannot judge: "+tui.Reason(err), true)
	case refuted:
		orders := slices.Clone(reply)
		for len(orders) < int(a.sc.Position.NumPlayers) {
			orders = append(orders, nil)
		}
		orders[a.side()-1] = mine
		t.judgeTurn(orders, reply, true)
	default:
		orders := a.sc.Script()
		orders[a.side()-1] = mine
		t.judgeTurn(orders, nil, false)
	}
}

// judgeTurn plays the turn with every player's orders and judges it by the
// goals; refuted says the orders came with a refuting reply.
func (t *Trainer) judgeTurn(orders [][]engine.Order, reply [][]engine.Order, refuted bool) {
	a := t.att
	r, err := tui.PlayTurn(&a.rules, a.sc.Position, orders)
	if err != nil {
		t.say("cannot play these orders: "+tui.Reason(err), true)
		return
	}
	v := &verdict{play: tui.NewReplayView(r, orders)}
	for _, g := range a.sc.Goals {
		if !g.Met(&a.sc.Position, &r.Out, a.side()) {
			v.missed = append(v.missed, g)
			v.missedWhy = append(v.missedWhy, missedWhy(a.sc, &r.Out, g))
		}
	}
	v.ok = !refuted && len(v.missed) == 0
	if !v.ok {
		a.misses++ // the first keeps the lesson's answer back (unlistedMiss)
	}
	if refuted {
		v.reply = reply
		v.noReply = true
		for _, os := range reply {
			if len(os) > 0 {
				v.noReply = false
			}
		}
	}
	t.record(v)
}

// judgePrediction marks the learner's picks against the cells whose
// pieces the engine kills, as a puzzle's verdict comes from the engine: a
// pack's stated answer (dies) that disagrees is said to be wrong
// (verdict.stated), never taken for the truth.
func (t *Trainer) judgePrediction() {
	a := t.att
	l := a.item.lesson
	truth, err := playedAnswer(a.item)
	if err != nil {
		t.say("cannot play this lesson: "+tui.Reason(err), true)
		return
	}
	v := &verdict{play: tui.NewReplayView(truth.r, a.sc.FileOrders())}
	v.ok, v.missedCells, v.wrongCells = puzzles.CompareCells(truth.dies, a.picked)
	if !v.ok {
		a.misses++
		v.nameMissed = a.misses > 1
	}
	if same, _, _ := puzzles.CompareCells(truth.dies, l.Dies); !same {
		says := diesText(l.Dies) + " dies"
		if len(l.Dies) > 1 {
			says = diesText(l.Dies) + " die"
		}
		v.stated = t.statedText(a.item, says, "the engine kills "+diesText(truth.dies))
	}
	t.record(v)
}

// answerTruth is what the engine says of a lesson that asks what happens:
// the turn played with every player's orders, the cells whose pieces die,
// and the way the piece asked about ends facing (the stated one when the
// piece dies, or the lesson asks no facing).
type answerTruth struct {
	r     *tui.Replay
	dies  []engine.Loc
	faces engine.Dir
}

// playedAnswer plays the lesson's turn and says what the engine makes of
// it: the verdict, the hints and the answer shown follow the engine, not
// the answer the pack states.
func playedAnswer(it *trainItem) (answerTruth, error) {
	sc := it.scenario()
	l := it.lesson
	r, err := tui.PlayTurn(sc.Rules(), sc.Position, sc.FileOrders())
	if err != nil {
		return answerTruth{}, err
	}
	truth := answerTruth{r: r, dies: puzzles.Deaths(&sc.Position, &r.Out), faces: l.Faces}
	if l.Task == puzzles.TaskFacing && l.FacesAt < engine.NumLocs {
		if f := r.Out.Start[l.FacesAt]; f.Alive() {
			truth.faces = f.Facing
		}
	}
	return truth, nil
}

// diesText says which pieces die: "the piece on A1", "the pieces on A1,
// B2", "nothing".
func diesText(cells []engine.Loc) string {
	switch len(cells) {
	case 0:
		return "nothing"
	case 1:
		return "the piece on " + cells[0].String()
	}
	return "the pieces on " + cellsText(cells)
}

// record shows a verdict and writes it to the progress.
func (t *Trainer) record(v *verdict) {
	a := t.att
	a.judged, a.hasJudged, a.judgedRight = answerOf(a), true, v.ok
	a.result = v
	t.side.ScrollTo(0)
	if v.ok {
		a.solvedNow = true
	}
	a.drafted = false
	if d := a.judged; !v.ok && !d.empty() {
		// A wrong answer stays the draft, to mend, as after r: left
		// from the verdict (Backspace, n, p, q) it came back blank,
		// though Backspace promised "the answer is kept". Marked as
		// judged, so that it comes back judged.
		d.Judged = true
		t.prog.putDraft(d)
		a.drafted, a.kept = true, d
	} else {
		t.prog.forgetDraft(a.item.key) // judged: written with the record
	}
	err := t.prog.Update(a.item.key, func(r *ProgressRecord) {
		r.Attempts++
		switch {
		case v.ok && a.revealed:
			r.Seen, r.Failed = true, false
		case v.ok:
			r.Solved, r.Seen, r.Failed = true, false, false
		default:
			r.Failed = true
		}
	})
	rec := t.prog.Get(a.item.key)
	t.saved(err) // said first, the verdict after it
	switch {
	case v.ok && a.revealed:
		t.say("Right, with the solution shown: it counts as seen, not solved, and stays on the replay list · n next", false)
	case v.ok:
		t.say(fmt.Sprintf("Right! (%s) → steps through the turn · n next · r try again", plural(rec.Attempts, "attempt")), false)
	default:
		t.say("Not yet: → steps through the turn to see why · r tries again · H hint", true)
	}
}
