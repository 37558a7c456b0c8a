package solver

import (
	"context"
	"flag"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"
)

var benchBrute = flag.Duration("bench.brute", 0,
	"also run the brute force on golden positions not marked brute, for at most this long each, to report the node ratio")

// BenchmarkSolve solves each golden position (testdata/golden), named
// MODEL/NAME, with all cores and without near misses. It reports the nodes
// per solve and per second and, where the brute force finishes (positions
// marked brute, or any within -bench.brute), how many times fewer nodes the
// solver needed.
func BenchmarkSolve(b *testing.B) {
	cat := testCatalogue(b)
	for _, g := range readGoldens(b) {
		b.Run(g.spec.opponent.String()+"/"+g.name, func(b *testing.B) {
			p := g.spec.build(b, cat)
			ctx := context.Background()
			var brute int64
			if g.brute || *benchBrute > 0 {
				bctx, cancel := context.WithTimeout(ctx, max(*benchBrute, time.Minute))
				r, err := BruteForce(bctx, p)
				cancel()
				if err == nil && r.Complete {
					brute = r.Nodes
				}
			}
			var nodes int64
			b.ReportAllocs()
			for b.Loop() {
				r, err := Solve(ctx, p, Options{})
				if err != nil {
					b.Fatal(err)
				}
				nodes = r.Nodes
			}
			b.ReportMetric(float64(nodes), "nodes/op")
			b.ReportMetric(float64(nodes)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
			if brute > 0 {
				b.ReportMetric(float64(brute), "brute-nodes/op")
				b.ReportMetric(float64(brute)/float64(nodes), "x-fewer-nodes")
			}
		})
	}
}

var sampleN = flag.Int("bench.sample", 100, "random puzzle-sized positions per model in BenchmarkSolveSample")

// puzzleSized builds a random position the size of a puzzle: two to four
// pieces a side, mostly plain kinds, around one centre, a piece in hand now
// and then, and one goal that some orders of the side meet and giving no
// orders does not.
func puzzleSized(rng *rand.Rand, cat *engine.Catalogue, opp Opponent) *Problem {
	plain := []string{"Spear", "Shield", "Pawn", "Dart", "Runner", "Club", "Bird", "Lance"}
	for {
		pos := engine.NewPosition(2)
		pos.Turn = uint16(2 + rng.IntN(5))
		centre := engine.Loc(rng.IntN(engine.NumLocs))
		if centre.Ring() > 2 {
			continue
		}
		near := func() engine.Loc {
			for range 100 {
				l := engine.Loc(rng.IntN(engine.NumLocs))
				if engine.Distance(l, centre) <= 2 && pos.Board[l].Empty() {
					return l
				}
			}
			return engine.NoLoc
		}
		pick := func() engine.KindID {
			if rng.IntN(6) == 0 {
				return engine.KindID(10 + rng.IntN(cat.Len()-11)) // a special kind, not the Stake
			}
			k, _ := cat.Lookup(plain[rng.IntN(len(plain))])
			return k
		}
		for n := 1; n <= 2; n++ {
			for range 2 + rng.IntN(3) {
				if l := near(); l != engine.NoLoc {
					pos.Board[l] = engine.Piece{Kind: pick(), Owner: uint8(n), Facing: engine.Dir(rng.IntN(6))}
				}
			}
			if rng.IntN(3) == 0 {
				k, _ := cat.Lookup(plain[rng.IntN(len(plain))])
				_ = pos.AddHand(n, k)
			}
		}
		p := &Problem{Rules: &engine.Rules{Kinds: cat}, Pos: pos, Side: 1, Opponent: opp, Replies: make([][]engine.Order, 2)}
		if opp == Fixed {
			for l := engine.Loc(0); l < engine.NumLocs; l++ {
				if pos.Board[l].Owner == 2 && rng.IntN(2) == 0 {
					if opts := pos.PieceOptions(cat, l, nil); len(opts) > 0 && opts[0].Op == engine.OpMove {
						p.Replies[1] = append(p.Replies[1], opts[rng.IntN(len(opts))])
					}
				}
			}
			if p.Check() != nil {
				p.Replies[1] = nil
			}
		}
		var cands []engine.Goal
		for t := engine.AB; t <= engine.FA; t++ {
			cands = append(cands, engine.Goal{Kind: engine.GoalRansack, Terr: t})
		}
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			cands = append(cands, engine.Goal{Kind: engine.GoalKill, Loc: l}, engine.Goal{Kind: engine.GoalKeep, Loc: l})
		}
		cands = append(cands, engine.Goal{Kind: engine.GoalKills, N: 1}, engine.Goal{Kind: engine.GoalKills, N: 2},
			engine.Goal{Kind: engine.GoalNoLosses}, engine.Goal{Kind: engine.GoalPit})
		cands = slices.DeleteFunc(cands, func(g engine.Goal) bool { return pos.CheckGoal(g, 1) != nil })
		var idle, out engine.Outcome
		plan, _ := pos.PlanOrders(cat, p.Replies)
		p.Rules.Resolve(&pos, &plan, &idle, nil)
		for range 20 {
			var mine []engine.Order
			for l := engine.Loc(0); l < engine.NumLocs; l++ {
				if pos.Board[l].Owner == 1 && rng.IntN(2) == 0 {
					if opts := pos.PieceOptions(cat, l, nil); len(opts) > 0 {
						mine = append(mine, opts[rng.IntN(len(opts))])
					}
				}
			}
			plan, err := pos.PlanOrders(cat, [][]engine.Order{mine, p.Replies[1]})
			if err != nil {
				continue
			}
			p.Rules.Resolve(&pos, &plan, &out, nil)
			met := slices.DeleteFunc(slices.Clone(cands), func(g engine.Goal) bool {
				return !g.Met(&pos, &out, 1) || g.Met(&pos, &idle, 1)
			})
			if len(met) > 0 {
				p.Goals = []engine.Goal{met[rng.IntN(len(met))]}
				break
			}
		}
		if len(p.Goals) > 0 && p.Check() == nil {
			return p
		}
	}
}

// BenchmarkSolveSample solves a fixed sample of random puzzle-sized
// positions per model (-bench.sample of them, same seed every run), each
// with a time limit of 10 s, and reports the median, 90th percentile and
// slowest solve in milliseconds, with the nodes per second over all.
// Run it once: -benchtime 1x.
func BenchmarkSolveSample(b *testing.B) {
	cat := testCatalogue(b)
	for _, opp := range []Opponent{Hold, Fixed, Any} {
		b.Run(opp.String(), func(b *testing.B) {
			rng := rand.New(rand.NewPCG(43, uint64(opp)))
			var ps []*Problem
			for range *sampleN {
				ps = append(ps, puzzleSized(rng, cat, opp))
			}
			var times []time.Duration
			var nodes int64
			stopped := 0
			b.ReportAllocs()
			for b.Loop() {
				times, nodes, stopped = times[:0], 0, 0
				for _, p := range ps {
					start := time.Now()
					r, err := Solve(context.Background(), p, Options{Timeout: 10 * time.Second})
					if err != nil {
						b.Fatal(err)
					}
					times = append(times, time.Since(start))
					nodes += r.Nodes
					if r.Stopped {
						stopped++
					}
				}
			}
			slices.Sort(times)
			var total time.Duration
			for _, d := range times {
				total += d
			}
			ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
			b.ReportMetric(ms(times[len(times)/2]), "median-ms")
			b.ReportMetric(ms(times[len(times)*9/10]), "p90-ms")
			b.ReportMetric(ms(times[len(times)-1]), "max-ms")
			b.ReportMetric(float64(nodes)/total.Seconds(), "nodes/s")
			b.ReportMetric(float64(stopped), "stopped")
		})
	}
}

// BenchmarkBruteRatio solves the differential test's random positions
// (-diff.n per model, -diff.big for larger ones) with the solver and the
// brute force, and reports, over the positions on which the brute force
// resolves more than 10,000 turns, how many there are and the median,
// smallest and largest ratio of the brute force's nodes to the solver's.
// Run it once: -benchtime 1x.
func BenchmarkBruteRatio(b *testing.B) {
	cat := testCatalogue(b)
	for b.Loop() {
		var ratios []float64
		for _, opp := range []Opponent{Hold, Fixed, Any} {
			rng := rand.New(rand.NewPCG(*diffSeed, uint64(opp)))
			for range *diffN {
				p := randomProblem(rng, cat, opp)
				br, err := BruteForce(context.Background(), p)
				if err != nil {
					b.Fatal(err)
				}
				if br.Nodes <= 10_000 {
					continue
				}
				r, err := Solve(context.Background(), p, Options{Workers: 1})
				if err != nil {
					b.Fatal(err)
				}
				ratios = append(ratios, float64(br.Nodes)/float64(max(r.Nodes, 1)))
			}
		}
		slices.Sort(ratios)
		if len(ratios) == 0 {
			b.Fatal("no position takes the brute force over 10,000 nodes")
		}
		b.ReportMetric(float64(len(ratios)), "positions")
		b.ReportMetric(ratios[len(ratios)/2], "median-x-fewer")
		b.ReportMetric(ratios[0], "min-x-fewer")
		b.ReportMetric(ratios[len(ratios)-1], "max-x-fewer")
	}
}
