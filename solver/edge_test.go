package solver

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// edgeRoom returns, for option op of a piece on the board, a move, how many
// steps its walk has before it would leave the board, enter a removed cell
// or step into a cell of wall: an ally that stands all turn (see walls).
func edgeRoom(pos *engine.Position, op *option, wall uint64) int {
	e := 0
	for e < int(op.ords[0].Dist) {
		c := op.path[e+1]
		if c == engine.NoLoc || pos.Removed(c) || wall&(1<<c) != 0 {
			break
		}
		e++
	}
	return e
}

// TestMovesPastTheEdgeDoAsTheMoveThatStops pins what mergeEdgeMoves rests
// on and what it does, on the differential test's random positions: a move
// that goes on past the edge of the board (or into a removed cell, or into
// an ally that stands all turn: see markBlocked) is bumped there and
// stops, so the engine plays it exactly as the move that stops there, or
// as no move when it has no room at all, whatever every other piece does.
// The search never branches on it, and the solutions with the move that
// stops are written out with it too.
func TestMovesPastTheEdgeDoAsTheMoveThatStops(t *testing.T) {
	cat := testCatalogue(t)
	rng := rand.New(rand.NewPCG(*diffSeed, 77))
	orng := rand.New(rand.NewPCG(*diffSeed, 78)) // the other pieces' options
	merged, none, written := 0, 0, 0
	var out1, out2 engine.Outcome
	for i := 0; i < 300; i++ {
		p := randomProblem(rng, cat, Any)
		m, err := buildModel(p)
		if err != nil {
			t.Fatal(err)
		}
		walls, _ := m.walls()
		var pieces []int
		for a := range m.agents {
			if m.agents[a].kind == agPiece {
				pieces = append(pieces, a)
			}
		}
		for _, a := range pieces {
			ag := &m.agents[a]
			for o := 1; o < len(ag.opts); o++ {
				op := &ag.opts[o]
				if op.ords[0].Op != engine.OpMove || op.wide {
					continue
				}
				e := edgeRoom(&m.pos, op, walls[ag.player-1])
				if e == int(op.ords[0].Dist) {
					continue
				}
				if !op.skip {
					t.Fatalf("position %d: %v has room for %d steps and is searched", i, op.ords[0], e)
				}
				merged++
				short := op.ords
				if e > 0 {
					short[0].Dist = uint8(e)
					if alts := m.equiv[short[0]]; !slices.Contains(alts, op.ords[0]) {
						t.Fatalf("position %d: %v stands for %v, not for %v", i, short[0], alts, op.ords[0])
					}
				} else {
					short[0], short[1] = short[1], engine.Order{}
					none++
				}
				// Every other piece on a random option of its own.
				for try := 0; try < 4; try++ {
					var plan1, plan2 engine.Plan
					for _, b := range pieces {
						bg := &m.agents[b]
						ords := bg.opts[orng.IntN(len(bg.opts))].ords
						if b == a {
							ords = op.ords
						}
						for _, x := range ords {
							if x.Op != 0 {
								plan1.Add(int(bg.player), x)
							}
						}
						if b == a {
							ords = short
						}
						for _, x := range ords {
							if x.Op != 0 {
								plan2.Add(int(bg.player), x)
							}
						}
					}
					m.rules.Resolve(&m.pos, &plan1, &out1, nil)
					m.rules.Resolve(&m.pos, &plan2, &out2, nil)
					out1.Touched, out2.Touched = 0, 0
					if out1 != out2 {
						t.Fatalf("position %d: %v and %v play differently", i, op.ords, short)
					}
				}
			}
		}
		if len(m.equiv) == 0 {
			continue
		}
		r, err := Solve(context.Background(), p, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range r.Solutions {
			for _, x := range s.Orders {
				a := m.pieceAt[x.Loc]
				if x.Op != engine.OpMove || a < 0 {
					continue
				}
				for o := range m.agents[a].opts {
					if op := &m.agents[a].opts[o]; op.ords[0] == x && op.n == 1 && !op.wide && edgeRoom(&m.pos, op, walls[m.agents[a].player-1]) < int(x.Dist) {
						written++
					}
				}
			}
		}
	}
	t.Logf("%d moves past the edge merged (%d as no move), %d written out in solutions", merged, none, written)
	if merged == 0 || none == 0 || written == 0 {
		t.Fatalf("the positions show too little: %d merged, %d as no move, %d written out", merged, none, written)
	}
}
