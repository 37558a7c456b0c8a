package solver

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

func TestParseOpponent(t *testing.T) {
	for _, o := range []Opponent{Hold, Fixed, Any} {
		got, err := ParseOpponent(strings.ToUpper(o.String()))
		if err != nil || got != o {
			t.Errorf("ParseOpponent(%q) = %v, %v", strings.ToUpper(o.String()), got, err)
		}
	}
	if _, err := ParseOpponent("every"); err == nil {
		t.Error("ParseOpponent(\"every\") gave no error")
	}
}

// TestBadProblems checks that Solve, Refute and BruteForce refuse a problem
// that makes no sense, saying why.
func TestBadProblems(t *testing.T) {
	cat := testCatalogue(t)
	base := problemSpec{code: "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-", goals: []string{"kill A1"}}
	cases := []struct {
		name   string
		change func(p *Problem)
		want   string
	}{
		{"no rules", func(p *Problem) { p.Rules = nil }, "no rules"},
		{"side 3", func(p *Problem) { p.Side = 3 }, "side 3 is not a player"},
		{"side out", func(p *Problem) { p.Pos.Player(1).Out = true }, "player 1 is eliminated"},
		{"game over", func(p *Problem) { p.Pos.Over = true }, "the game is over"},
		{"no goals", func(p *Problem) { p.Goals = nil }, "no goals"},
		{"kill own piece", func(p *Problem) { p.Goals = []engine.Goal{{Kind: engine.GoalKill, Loc: loc(t, "A3")}} }, "is player 1's own"},
		{"keep an empty cell", func(p *Problem) { p.Goals = []engine.Goal{{Kind: engine.GoalKeep, Loc: engine.Pit}} }, "no piece on Pit"},
		{"ransack own", func(p *Problem) { p.Goals = []engine.Goal{{Kind: engine.GoalRansack, Terr: engine.AB}} }, "not an opponent's"},
		{"eliminate oneself", func(p *Problem) { p.Goals = []engine.Goal{{Kind: engine.GoalEliminate, N: 1}} }, "cannot eliminate himself"},
		{"illegal reply", func(p *Problem) {
			p.Opponent = Fixed
			p.Replies = [][]engine.Order{nil, {engine.Move(loc(t, "A1"), engine.D, 3)}}
		}, "fixed replies"},
		{"reply for another's piece", func(p *Problem) {
			p.Opponent = Fixed
			p.Replies = [][]engine.Order{nil, {engine.Move(loc(t, "A3"), engine.D, 1)}}
		}, "belongs to player 1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := base.build(t, cat)
			c.change(p)
			_, err := Solve(context.Background(), p, Options{})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Solve: error %v, want one saying %q", err, c.want)
			}
			if _, err := BruteForce(context.Background(), p); err == nil {
				t.Error("BruteForce: no error")
			}
			if _, _, err := Refute(context.Background(), p, nil); err == nil {
				t.Error("Refute: no error")
			}
		})
	}
}

// loc reads a location name.
func loc(t testing.TB, name string) engine.Loc {
	t.Helper()
	l, err := engine.ParseLoc(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestNoOrderInEveryOption checks what the search takes for granted when it
// leaves a free agent the options whose cells avoid a zone (restrict): a
// piece's cells under "no order" are among the cells of each of its
// options, stage by stage, so that a zone met only by them leaves the
// agent nothing more to give. (A Cloud Man's move given its landing cell
// alone, without its own, broke it: the others' search of the hard-suite
// position any-keep-c then looped, restricting the same Cloud Man for
// ever.) Checked on the hard suite and on random positions with special
// pieces.
func TestNoOrderInEveryOption(t *testing.T) {
	cat := testCatalogue(t)
	var ps []*Problem
	for _, e := range readHard(t) {
		ps = append(ps, e.g.spec.build(t, cat))
	}
	old := *diffSpecial
	*diffSpecial = true
	defer func() { *diffSpecial = old }()
	rng := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 300; i++ {
		ps = append(ps, randomProblem(rng, cat, Opponent(i%3)))
	}
	for _, p := range ps {
		m, err := buildModel(p)
		if err != nil {
			continue
		}
		for a := range m.agents {
			ag := &m.agents[a]
			if ag.kind != agPiece {
				continue
			}
			still := &ag.opts[0].st
			for o := range ag.opts {
				for s, c := range ag.opts[o].st {
					if still[s]&^c != 0 {
						t.Fatalf("%s: the piece on %v, option %d, stage %d: %v lacks cells of no order %v",
							p.Pos.Code(cat), ag.loc, o, s, c, still[s])
					}
				}
			}
		}
	}
}
