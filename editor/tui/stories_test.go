package tui

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// Each piece's story ends where the engine says it ends: on its cell,
// facing its way, owned by its owner, or dead; and its events are its
// own.
func TestStoriesFollowTheEngine(t *testing.T) {
	rules := &engine.Rules{Kinds: testCat}
	rng := rand.New(rand.NewSource(11))
	told, moved := 0, 0
	for i := 0; i < 1500; i++ {
		p, orders := randomTurn(rng)
		r, err := PlayTurn(rules, p, orders)
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		stories := r.Stories()
		if stories == nil {
			continue
		}
		told++
		for _, s := range stories {
			if s.Placed {
				continue
			}
			if err := storyAsEngine(r, &p, &s); err != nil {
				t.Fatalf("case %d: %s %v: %v", i, p.Code(testCat), orders, err)
			}
			if s.Loc != s.From {
				moved++
			}
		}
	}
	if told < 1000 || moved < 100 {
		t.Errorf("%d turns told, %d pieces moved: the test does not exercise them", told, moved)
	}
}

// storyAsEngine says how the story of a piece that started the turn on
// the board p differs from the engine's outcome, nil when it does not.
func storyAsEngine(r *Replay, p *engine.Position, s *PieceStory) error {
	f := r.Out.Start[s.From]
	if f.Alive() != s.Alive || (s.Alive && (f.Loc != s.Loc || f.Facing != s.End.Facing || f.Owner != s.End.Owner)) {
		return fmt.Errorf("the piece from %v ends %+v, the engine says %+v", s.From, s, f)
	}
	if s.Start != p.Board[s.From] {
		return fmt.Errorf("the piece from %v started as %v, not %v", s.From, s.Start, p.Board[s.From])
	}
	for _, k := range s.Events {
		// The piece's kind, and its owner at the start or at the end (a
		// Priest converts it on the way).
		if e := &r.Events[k]; e.A.Kind != s.Start.Kind || e.A.Owner != s.Start.Owner && e.A.Owner != s.End.Owner {
			return fmt.Errorf("event %q is told of the piece from %v", e.Text(testCat), s.From)
		}
	}
	return nil
}
