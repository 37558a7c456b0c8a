package solver

import (
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// TestStepsAt pins the priorities a walk steps at: those from its speed
// down, one step each, until it has gone its distance; and the steps it has
// taken once each priority is over add up to them.
func TestStepsAt(t *testing.T) {
	for s := 0; s <= engine.MaxSpeed; s++ {
		for n := 0; n <= engine.MaxSpeed; n++ {
			steps := 0
			for p := engine.MaxSpeed; p >= 1; p-- {
				want := p <= s && s-p+1 <= n
				if got := stepsAt(s, n, p); got != want {
					t.Errorf("speed %d, distance %d, priority %d: steps %v, want %v", s, n, p, got, want)
				}
				if want {
					steps++
				}
				if got := stepsBy(s, n, p); got != steps {
					t.Errorf("speed %d, distance %d, after priority %d: %d steps, want %d", s, n, p, got, steps)
				}
			}
		}
	}
}
