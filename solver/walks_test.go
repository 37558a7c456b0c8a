package solver

import (
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// heldMove returns a worker on the model of spec with the piece on from
// held on the move "move from d n", and that piece's agent.
func heldMove(t *testing.T, spec problemSpec, from string, d engine.Dir, n int) (*worker, int) {
	t.Helper()
	w := newWorker(spec.model(t), &shared{})
	return w, holdMove(t, w, from, d, n)
}

// holdMove holds the piece on from, in w, on the move "move from d n", and
// returns its agent.
func holdMove(t *testing.T, w *worker, from string, d engine.Dir, n int) int {
	t.Helper()
	l := loc(t, from)
	x := int(w.m.pieceAt[l])
	if x < 0 {
		t.Fatalf("no piece on %s", from)
	}
	want := engine.Move(l, d, n)
	for o, op := range w.m.agents[x].opts {
		if op.n > 0 && op.ords[0] == want {
			w.assign(x, o)
			return x
		}
	}
	t.Fatalf("the piece on %s has no option %v", from, want)
	return -1
}

// bumpedWalk reads where our Runner on EF2, ordered to move E 2, stands:
// it steps to EF4 at priority 3 and is bumped off the board at priority
// 2, so it stands on EF4 for the rest of the turn. It says where the
// reading is wrong ("" when it is right).
func bumpedWalk(t *testing.T) string {
	spec := problemSpec{code: "bc1 t3 d30 | AB m6 Runner/EF2/A | CD m6 Pawn/C2/A | g:-", goals: []string{"keep EF2"}, opponent: Any}
	w, x := heldMove(t, spec, "EF2", engine.E, 2)
	sx, ok := w.standing(x)
	switch ef4 := loc(t, "EF4"); {
	case !ok:
		return "the Runner's walk off the board is not followed"
	case sx.at[stEnd] != ef4 || sx.at[priorityStage(3)] != ef4 || sx.at[priorityStage(4)] != loc(t, "EF2"):
		return "the Runner is not read on EF2 until priority 3 and on EF4 after it, where it is bumped off the board"
	case sx.steps != 1<<priorityStage(3):
		return "the Runner is not read stepping at priority 3 alone"
	}
	return ""
}

// TestWalkBumpedOffTheBoard: a walk whose next cell is off the board is
// read as stopping where it is bumped.
func TestWalkBumpedOffTheBoard(t *testing.T) {
	if d := bumpedWalk(t); d != "" {
		t.Error(d)
	}
}

// TestWalkBumpedOffTheBoardIsChecked: made to read a walk bumped off the
// board as standing still all turn (unsoundBumpStop), the reading is
// wrong, and TestWalkBumpedOffTheBoard sees it.
func TestWalkBumpedOffTheBoardIsChecked(t *testing.T) {
	noticedWhenUnsound(t, unsoundBumpStop, bumpedWalk, "a walk bumped off the board read as standing still all turn")
}
