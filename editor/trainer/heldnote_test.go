package trainer

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"
)

// scr3 item 6: a knockback that does not happen was left out of the
// piece's story, so out of what the trainer says of it: the Cyclops the
// dying Harpy would knock back, A3 taken, was told nothing of it.
func TestEventNotesTellAKnockbackThatDoesNotHappen(t *testing.T) {
	p := tuitest.MustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Cyclops/A2/D Crab/A3/D | DE.EF.FA m6 Harpy/A1/D | g:-")
	r, err := tui.PlayTurn(&engine.Rules{Kinds: tuitest.Cat}, p, make([][]engine.Order, 2))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range r.Stories() {
		if s.From != tuitest.Loc(t, "A2") {
			continue
		}
		notes := strings.Join(eventNotes(tuitest.Cat, r, &s), ", ")
		if want := "not knocked back in the combat before the moves (A3 is taken)"; !strings.Contains(notes, want) {
			t.Errorf("the Cyclops's notes: %q, want %q", notes, want)
		}
		return
	}
	t.Fatal("no story of the Cyclops on A2")
}
