package solver

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// TestLandingsBySets checks the set form of landings against the rule
// read cell by cell: from a cell of s, a neighbour that is a victim's cell,
// or one whose two neighbours beside it, seen from the cell, both are.
func TestLandingsBySets(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	board := uint64(1)<<engine.NumLocs - 1
	for range 20000 {
		s := rng.Uint64() & rng.Uint64() & rng.Uint64() & board
		v := rng.Uint64() & rng.Uint64() & board
		var want uint64
		for c := s; c != 0; c &= c - 1 {
			l := engine.Loc(bits.TrailingZeros64(c))
			for d := engine.A; d <= engine.F; d++ {
				m := l.Neighbour(d)
				if m == engine.NoLoc {
					continue
				}
				a, b := l.Neighbour((d+5)%6), l.Neighbour((d+1)%6)
				if v&(1<<m) != 0 || a != engine.NoLoc && b != engine.NoLoc && v&(1<<a) != 0 && v&(1<<b) != 0 {
					want |= 1 << m
				}
			}
		}
		var vs [6]uint64
		for e := range vs {
			vs[e] = shift(v, engine.Dir(e).Opposite())
		}
		if got := landings(s, v, &vs); got != want {
			t.Fatalf("landings(%x, %x) = %x, want %x", s, v, got, want)
		}
		for d := engine.A; d <= engine.F; d++ {
			var sh uint64
			for c := s; c != 0; c &= c - 1 {
				if m := engine.Loc(bits.TrailingZeros64(c)).Neighbour(d); m != engine.NoLoc {
					sh |= 1 << m
				}
			}
			if got := shift(s, d); got != sh {
				t.Fatalf("shift(%x, %v) = %x, want %x", s, d, got, sh)
			}
		}
	}
}
