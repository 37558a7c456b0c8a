package solver

import (
	"context"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// twinCase is an order set of the side that a twin's proof stood for.
type twinCase struct {
	p      *Problem
	orders []engine.Order
}

// twinsGiven solves quick positions of the hard suite and random ones under
// Any, with one worker and two, and returns every order set a twin's proof
// stood for (see twins.go).
func twinsGiven(t *testing.T) []twinCase {
	t.Helper()
	var mu sync.Mutex
	var cur *Problem
	var got []twinCase
	testTwin = func(w *worker) {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, twinCase{cur, w.m.orders(w.asg, w.m.side)})
	}
	defer func() { testTwin = nil }()
	cat := testCatalogue(t)
	var ps []*Problem
	for _, e := range readHard(t) {
		switch e.name {
		case "any-kill-a", "any-kills-a", "any-pit-b", "any-kill-b", "any-kills-b", "any-pit-a":
			ps = append(ps, e.g.spec.build(t, cat))
		}
	}
	ps = append(ps, hardCandidate(cat, Any, "pit", hardClasses[1], 1))
	rng := rand.New(rand.NewPCG(*diffSeed, uint64(Any)+600))
	for range max(*diffN/3, 100) {
		ps = append(ps, randomProblem(rng, cat, Any))
	}
	for _, p := range ps {
		for _, workers := range []int{1, 2} {
			mu.Lock()
			cur = p
			mu.Unlock()
			if _, err := Solve(context.Background(), p, Options{Workers: workers}); err != nil {
				t.Fatal(err)
			}
		}
	}
	return got
}

// TestTwinsAreSolutions: every order set of the side that a twin's proof
// stood for is proved again, alone, by the others' search: no reply may
// beat it.
func TestTwinsAreSolutions(t *testing.T) {
	got := twinsGiven(t)
	if len(got) == 0 {
		t.Fatal("no twin's proof stood for another order set")
	}
	cat := testCatalogue(t)
	for _, c := range got {
		if reply, refuted, err := Refute(context.Background(), c.p, c.orders); err != nil || refuted {
			t.Fatalf("%s: %s, taken as proved by its twin's proof, is beaten by %v (%v)", hardKey(cat, c.p), engine.OrdersText(cat, c.orders, "-"), reply, err)
		}
	}
	t.Logf("%d order sets taken as proved by their twins' proofs, each proved again", len(got))
}

// twinProofs are proofs whose twins a check of twinEval or twinCheck
// tells apart: made unsound, each keeps a twin that a reply beats (found by
// hunting positions like the hard suite's, see TestHardLike).
var twinProofs = []struct {
	name   string
	goal   string // of a candidate of class b under Any (see hardCandidate)
	seed   int
	orders string
	u      unsoundness // the check it needs
}{
	// any-keep-b seed 6 of the positions like the suite's: the Dart facing
	// F is beaten, facing D not.
	{"a turn's outcome", "keep", 6, "move Pit C 1; move C1 B 1; place Club BC2 D; place Dart BC4 D", unsoundTwinEval},
	{"a bound's verdict", "kills", 29, "place Snake A2 F; place Bird AB2 C; place Club BC4 A", unsoundTwinReads},
}

// twinProofOrders parses the orders of a case of twinProofs.
func twinProofOrders(t *testing.T, cat *engine.Catalogue, s string) []engine.Order {
	t.Helper()
	var os []engine.Order
	for _, x := range strings.Split(s, ";") {
		o, err := engine.ParseOrder(cat, strings.TrimSpace(x))
		if err != nil {
			t.Fatal(err)
		}
		os = append(os, o)
	}
	return os
}

// TestTwinsOfProofsAreSolutions proves the order sets of twinProofs,
// watching their twins: every twin kept is proved again, alone.
func TestTwinsOfProofsAreSolutions(t *testing.T) {
	cat := testCatalogue(t)
	for _, c := range twinProofs {
		p := hardCandidate(cat, Any, c.goal, hardClasses[1], c.seed)
		twins := twinsOfProof(t, p, twinProofOrders(t, cat, c.orders))
		if twins == nil {
			t.Fatalf("%s: %s is beaten", c.name, c.orders)
		}
		for _, tw := range twins {
			if _, refuted, err := Refute(context.Background(), p, tw); err != nil || refuted {
				t.Errorf("%s: twin %s of %s is beaten (%v)", c.name, engine.OrdersText(cat, tw, "-"), c.orders, err)
			}
		}
	}
}

// TestTwinsAreChecked: made to take a twin as alike whatever the turns
// resolved with its facing (unsoundTwinEval), whatever the bounds read of
// its facing (unsoundTwinReads), or both (unsoundTwinAll), the proofs of
// twinProofs keep a twin that a reply beats.
func TestTwinsAreChecked(t *testing.T) {
	cat := testCatalogue(t)
	for _, c := range twinProofs {
		for _, u := range []unsoundness{c.u, unsoundTwinAll} {
			p := hardCandidate(cat, Any, c.goal, hardClasses[1], c.seed)
			testUnsound = u
			twins := twinsOfProof(t, p, twinProofOrders(t, cat, c.orders))
			testUnsound = soundPrunings
			beaten := ""
			for _, tw := range twins {
				if _, refuted, err := Refute(context.Background(), p, tw); err != nil {
					t.Fatal(err)
				} else if refuted {
					beaten = engine.OrdersText(cat, tw, "-")
				}
			}
			if beaten == "" {
				t.Errorf("%s, unsoundness %d: no twin kept by the proof of %s is beaten", c.name, u, c.orders)
			}
		}
	}
}

// twinsOfProof proves the side's order set orders of problem p, under Any,
// watching its twins as refuteS does, and returns the twins still alike
// when no reply beats it (nil when one does).
func twinsOfProof(t *testing.T, p *Problem, orders []engine.Order) [][]engine.Order {
	t.Helper()
	m, err := buildModel(p)
	if err != nil {
		t.Fatal(err)
	}
	own, err := m.assignment(p.Side, orders)
	if err != nil {
		t.Fatal(err)
	}
	w := newWorker(m, &shared{})
	for _, x := range own {
		a := int(x.a)
		w.assign(a, int(x.o))
		if tw := m.twinOf[a]; tw != nil {
			// Every twin is to be judged later (see watchTwins).
			w.later[a] = [2]int32{int32(len(w.bst)), int32(len(w.bst) + len(tw[x.o]))}
			w.bst = append(w.bst, tw[x.o]...)
		}
	}
	var ref refutation
	w.watchTwins()
	if w.oSearch(&ref) {
		return nil
	}
	twins := [][]engine.Order{}
	for i := 0; i < w.tw.n; i++ {
		if w.tw.live&(1<<i) != 0 {
			w.tw.swap(i, w.asg)
			twins = append(twins, m.orders(w.asg, m.side))
			w.tw.swap(i, w.asg)
		}
	}
	return twins
}

// TestTwinsKeepTheSolutions solves quick positions of the hard suite with
// twins watched and without: the same solutions, and fewer nodes with
// them where any proof stood for a twin.
func TestTwinsKeepTheSolutions(t *testing.T) {
	cat := testCatalogue(t)
	fewer := 0
	for _, e := range readHard(t) {
		switch e.name {
		case "any-kill-a", "any-kills-a", "any-pit-b", "any-kill-b", "any-kills-b", "any-pit-a":
		default:
			continue
		}
		p := e.g.spec.build(t, cat)
		with, err := Solve(context.Background(), p, Options{Workers: 1})
		if err != nil {
			t.Fatal(err)
		}
		testUnsound = noTwins
		without, err := Solve(context.Background(), p, Options{Workers: 1})
		testUnsound = soundPrunings
		if err != nil {
			t.Fatal(err)
		}
		if a, b := solutionsText(cat, with), solutionsText(cat, without); a != b {
			t.Fatalf("%s: with twins\n%s\nwithout\n%s", e.name, a, b)
		}
		if with.Stats.Twins > 0 && with.Nodes < without.Nodes {
			fewer++
		}
		t.Logf("%s: %d nodes with twins (%d proofs given), %d without", e.name, with.Nodes, with.Stats.Twins, without.Nodes)
	}
	if fewer == 0 {
		t.Fatal("no position took fewer nodes with twins")
	}
}

// solutionsText writes a result's solutions, one a line.
func solutionsText(cat *engine.Catalogue, r *Result) string {
	var b strings.Builder
	for _, s := range r.Solutions {
		b.WriteString(engine.OrdersText(cat, s.Orders, "-") + "\n")
	}
	return b.String()
}
