package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// scr3 item 6: a knockback or a jump that does not happen (no-knockback,
// no-jump) was in the turn's list of events but not in the piece's story:
// the Cyclops the dying Harpy would knock back, A3 taken, was told only
// its fight.
func TestStoryTellsAKnockbackThatDoesNotHappen(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Cyclops/A2/D Crab/A3/D | DE.EF.FA m6 Harpy/A1/D | g:-")
	r, err := PlayTurn(&engine.Rules{Kinds: testCat}, p, make([][]engine.Order, 2))
	if err != nil {
		t.Fatal(err)
	}
	held := -1
	for i, e := range r.Events {
		if e.Type == engine.EvNoKnock {
			held = i
		}
	}
	if held < 0 {
		t.Fatal("the turn has no no-knockback event: the test does not exercise it")
	}
	for _, s := range r.Stories() {
		if s.From != loc(t, "A2") {
			continue
		}
		for _, k := range s.Events {
			if k == held {
				return
			}
		}
		var told []string
		for _, k := range s.Events {
			told = append(told, r.Events[k].Text(testCat))
		}
		t.Fatalf("the Cyclops's story leaves out %q: %s", r.Events[held].Text(testCat), strings.Join(told, "; "))
	}
	t.Fatal("no story of the Cyclops on A2")
}
