package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// TestEnoughSolutionsAreAmongAll solves random positions of every model in
// full and again stopping at one and at two solutions, on one worker and
// on two: a search stopped so lists only minimal solutions of the full
// list, exactly as many as asked, says it was limited, and is never
// limited where the full search found fewer than asked.
func TestEnoughSolutionsAreAmongAll(t *testing.T) {
	cat := testCatalogue(t)
	n := 150
	if testing.Short() {
		n = 40
	}
	for _, opp := range []Opponent{Hold, Fixed, Any} {
		t.Run(opp.String(), func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(7101, uint64(opp)))
			limited := 0
			for i := range n {
				p := randomProblem(rng, cat, opp)
				full, err := Solve(context.Background(), p, Options{Workers: 2})
				if err != nil || !full.Complete {
					t.Fatalf("%d: full search: %v %s\n%s", i, err, full.NotProven, describe(cat, p))
				}
				all := solutionStrings(cat, full)
				for _, max := range []int{1, 2} {
					for _, workers := range []int{1, 2} {
						r, err := Solve(context.Background(), p, Options{Workers: workers, MaxSolutions: max})
						if err != nil {
							t.Fatal(err)
						}
						got := solutionStrings(cat, r)
						where := fmt.Sprintf("%d (max %d, %d workers): got %q of %q", i, max, workers, got, all)
						if r.Stopped {
							t.Fatalf("%s: stopped: %s", where, r.NotProven)
						}
						for _, s := range got {
							if !slices.Contains(all, s) {
								t.Errorf("%s: %q is no minimal solution\n%s", where, s, describe(cat, p))
							}
						}
						switch {
						case r.Limited:
							limited++
							if len(all) < max || len(got) != max || r.Complete || r.Unique ||
								r.ExitStatus() != 0 || !strings.Contains(r.NotProven, "as asked") ||
								strings.Contains(r.NotProven, "not be minimal") {
								t.Errorf("%s: limited, complete %v, unique %v, status %d, %q", where, r.Complete, r.Unique, r.ExitStatus(), r.NotProven)
							}
						case !slices.Equal(got, all) || !r.Complete || r.Unique != full.Unique:
							t.Errorf("%s: not limited, complete %v", where, r.Complete)
						}
					}
				}
			}
			if limited == 0 {
				t.Errorf("no search was limited: the positions do not test the limit")
			}
		})
	}
}

// TestLimitedReportSaysSo: the text and the JSON of a limited search say
// that it stopped as asked, and that there may be more.
func TestLimitedReportSaysSo(t *testing.T) {
	cat := testCatalogue(t)
	rng := rand.New(rand.NewPCG(7102, 0))
	for range 200 {
		p := randomProblem(rng, cat, Any)
		r, err := Solve(context.Background(), p, Options{MaxSolutions: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !r.Limited {
			continue
		}
		var b strings.Builder
		if err := r.WriteText(&b, cat); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), "as asked") || !strings.Contains(b.String(), "there may be more") {
			t.Errorf("text of a limited search:\n%s", b.String())
		}
		b.Reset()
		if err := r.WriteJSON(&b, cat); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), `"limited":true`) || !strings.Contains(b.String(), `"complete":false`) {
			t.Errorf("JSON of a limited search: %s", b.String())
		}
		return
	}
	t.Fatal("no position of 200 was limited at one solution")
}

// TestReduceFindsTheMinimalSolution gives the reduction solutions with an
// order added that keeps them solutions (so not minimal, as a search cut
// short may find them): it must give back a minimal solution of the full
// list, contained in the set it was given.
func TestReduceFindsTheMinimalSolution(t *testing.T) {
	cat := testCatalogue(t)
	tried := 0
	for _, opp := range []Opponent{Hold, Any} {
		rng := rand.New(rand.NewPCG(7103, uint64(opp)))
		for i := 0; i < 300 && tried < 40; i++ {
			p := randomProblem(rng, cat, opp)
			full, err := Solve(context.Background(), p, Options{Workers: 1})
			if err != nil || !full.Complete || len(full.Solutions) == 0 {
				continue
			}
			all := solutionStrings(cat, full)
			m, err := buildModel(p)
			if err != nil {
				t.Fatal(err)
			}
			w := newWorker(m, &shared{})
			s := full.Solutions[0].Orders
			own, err := m.assignment(p.Side, s)
			if err != nil {
				continue // a solution written out for a facing the search merged
			}
			for _, a := range m.own {
				if slices.ContainsFunc(own, func(x ao) bool { return int(x.a) == a }) {
					continue
				}
				ag := &m.agents[a]
				for o := 1; o < len(ag.opts); o++ {
					more := append(slices.Clone(s), ag.opts[o].ords[:ag.opts[o].n]...)
					SortOrders(more)
					if sol, ok := w.judgeSet(more); !ok || !sol {
						continue
					}
					tried++
					r, ok := w.reduce(more)
					key := "-"
					if len(r) > 0 {
						key = strings.Join(engine.FormatOrders(cat, r), "; ")
					}
					if !ok || !slices.Contains(all, key) || !isSubset(r, more) {
						t.Errorf("%v %d: %q reduced to %q (shown %v), the minimal solutions %q\n%s",
							opp, i, engine.FormatOrders(cat, more), key, ok, all, describe(cat, p))
					}
					break
				}
				break
			}
		}
	}
	if tried < 10 {
		t.Fatalf("only %d solutions with an order added were reduced", tried)
	}
}

// TestReduceSkipsIllegalSubsets: a subset of a solution that is no legal
// order set (a target kept without the Necromancer placed that allows it)
// is no solution, and does not make the reduction unsure of its answer:
// the illegal {target Club} is judged before the minimal solution of two
// moves.
func TestReduceSkipsIllegalSubsets(t *testing.T) {
	cat := testCatalogue(t)
	for _, opp := range []Opponent{Hold, Any} {
		t.Run(opp.String(), func(t *testing.T) {
			m := problemSpec{
				code:     "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D Spear/D3/A h:Necromancer | DE.EF.FA m6 Rock/A1/A Rock/D1/A | g:Club/2",
				goals:    []string{"kills 2"},
				opponent: opp,
			}.model(t)
			more, err := engine.ParseOrders(cat, []string{"move A3 D 1", "move D3 A 1", "place Necromancer AB6 D", "target Club"})
			if err != nil {
				t.Fatal(err)
			}
			SortOrders(more)
			w := newWorker(m, &shared{})
			if sol, ok := w.judgeSet(more); !ok || !sol {
				t.Fatalf("%q: solution %v, judged %v", engine.FormatOrders(cat, more), sol, ok)
			}
			r, ok := w.reduce(more)
			const want = "move D3 A 1; move A3 D 1"
			if got := strings.Join(engine.FormatOrders(cat, r), "; "); got != want || !ok {
				t.Errorf("%q reduced to %q, shown minimal %v; want %q, shown", engine.FormatOrders(cat, more), got, ok, want)
			}
		})
	}
}

// TestEnoughWithOneWorkerIsRepeatable: with one worker, a search stopped
// at enough solutions stops at the same solutions every time (the tasks
// of a wave once raced for the worker as goroutines).
func TestEnoughWithOneWorkerIsRepeatable(t *testing.T) {
	cat := testCatalogue(t)
	limited := 0
	for _, opp := range []Opponent{Hold, Fixed, Any} {
		rng := rand.New(rand.NewPCG(7104, uint64(opp)))
		for i := range 60 {
			p := randomProblem(rng, cat, opp)
			first, err := Solve(context.Background(), p, Options{Workers: 1, MaxSolutions: 1})
			if err != nil {
				t.Fatal(err)
			}
			if !first.Limited {
				continue
			}
			limited++
			want := solutionStrings(cat, first)
			for range 4 {
				r, err := Solve(context.Background(), p, Options{Workers: 1, MaxSolutions: 1})
				if err != nil {
					t.Fatal(err)
				}
				if got := solutionStrings(cat, r); !slices.Equal(got, want) || r.Nodes != first.Nodes {
					t.Fatalf("%v %d: %q in %d nodes, then %q in %d\n%s", opp, i, want, first.Nodes, got, r.Nodes, describe(cat, p))
				}
			}
		}
	}
	if limited < 20 {
		t.Fatalf("only %d searches were limited", limited)
	}
}

// TestNoReductionOnceEnough: once the search has found enough solutions,
// a solution another worker finds is neither reduced (up to 2^10 subsets
// judged, each a proof of its own under any) nor listed, and the
// reductions under way are stopped.
func TestNoReductionOnceEnough(t *testing.T) {
	cat := testCatalogue(t)
	m := problemSpec{
		code:     "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D Spear/D3/A h:Necromancer | DE.EF.FA m6 Rock/A1/A Rock/D1/A | g:Club/2",
		goals:    []string{"kills 2"},
		opponent: Any,
	}.model(t)
	first, err := engine.ParseOrders(cat, []string{"move A3 D 1", "move D3 A 1"})
	if err != nil {
		t.Fatal(err)
	}
	more, err := engine.ParseOrders(cat, []string{"move A3 D 1", "move D3 A 1", "place Necromancer AB6 D", "target Club"})
	if err != nil {
		t.Fatal(err)
	}
	sh := &shared{maxSols: 1}
	sh.en, _ = newEnough(context.Background(), 0)
	a, b := newWorker(m, sh), newWorker(m, sh)
	a.foundSolutions([][]engine.Order{first})
	if !sh.enough.Load() || !sh.en.redSh.stop.Load() {
		t.Errorf("one solution of one asked: enough %v, reductions stopped %v", sh.enough.Load(), sh.en.redSh.stop.Load())
	}
	b.foundSolutions([][]engine.Order{more})
	if b.nodes != 0 || len(sh.en.sols) != 1 {
		t.Errorf("after enough: %d nodes reducing %q, %d solutions kept", b.nodes, engine.FormatOrders(cat, more), len(sh.en.sols))
	}
}

// TestNoOrdersIsTheWholeAnswer: when giving no orders reaches the goals,
// that is the only minimal solution (every other order set holds it), so
// a search stopped at enough solutions is complete and unique: it said
// "the search stopped early, as asked, so there may be more".
func TestNoOrdersIsTheWholeAnswer(t *testing.T) {
	cat := testCatalogue(t)
	seen := 0
	for _, opp := range []Opponent{Hold, Fixed, Any} {
		rng := rand.New(rand.NewPCG(7107, uint64(opp)))
		for i := 0; i < 400 && seen < 12; i++ {
			p := randomProblem(rng, cat, opp)
			full, err := Solve(context.Background(), p, Options{Workers: 1})
			if err != nil || !full.Complete || !full.Unique || len(full.Solutions[0].Orders) != 0 {
				continue
			}
			seen++
			for _, max := range []int{1, 2} {
				var last Progress
				r, err := Solve(context.Background(), p, Options{Workers: 2, MaxSolutions: max, Progress: func(pr Progress) { last = pr }})
				if err != nil {
					t.Fatal(err)
				}
				if last.Part != 1 {
					t.Errorf("%v %d (max %d): complete, the last progress has part %v", opp, i, max, last.Part)
				}
				if !r.Complete || !r.Unique || r.Limited || r.Stopped || len(r.Solutions) != 1 || len(r.Solutions[0].Orders) != 0 || r.NotProven != "" {
					t.Errorf("%v %d (max %d): complete %v, unique %v, limited %v, %d solutions, %q\n%s",
						opp, i, max, r.Complete, r.Unique, r.Limited, len(r.Solutions), r.NotProven, describe(cat, p))
				}
			}
		}
	}
	if seen < 6 {
		t.Fatalf("only %d positions won by no orders", seen)
	}
}

// TestUnsureSolutionsDoNotCountAsEnough: a solution that could not be
// shown minimal (here, more orders than maxReduced) is not kept, and does not
// count toward enough: a smaller one inside it may be found later, and
// the two would list as one, fewer than asked.
func TestUnsureSolutionsDoNotCountAsEnough(t *testing.T) {
	m := problemSpec{
		code:     "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D Spear/D3/A | DE.EF.FA m6 Rock/A1/A Rock/D1/A | g:-",
		goals:    []string{"kills 2"},
		opponent: Hold,
	}.model(t)
	var big []engine.Order
	for l := engine.Loc(0); len(big) <= maxReduced; l++ {
		big = append(big, engine.Turn(l, engine.B))
	}
	sh := &shared{maxSols: 1}
	sh.en, _ = newEnough(context.Background(), 0)
	newWorker(m, sh).foundSolutions([][]engine.Order{big})
	if sh.enough.Load() || sh.en.count != 0 || len(sh.en.sols) != 0 {
		t.Errorf("a solution not shown minimal: enough %v, counted %d, kept %d", sh.enough.Load(), sh.en.count, len(sh.en.sols))
	}
}
