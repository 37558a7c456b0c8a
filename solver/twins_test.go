package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

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
	defer func() { testTwin = nil }()
	return ordersGiven(t, ps, func(record func([]engine.Order)) {
		testTwin = func(w *worker) { record(w.m.orders(w.asg, w.m.side)) }
	})
}

// ordersGiven solves each of ps (see solveEach), handing hook the function
// that records an order set of the side for the problem solved, and returns
// those recorded under Any.
func ordersGiven(t *testing.T, ps []*Problem, hook func(record func([]engine.Order))) []twinCase {
	t.Helper()
	var mu sync.Mutex
	var cur *Problem
	var got []twinCase
	hook(func(orders []engine.Order) {
		mu.Lock()
		defer mu.Unlock()
		if cur.Opponent == Any {
			got = append(got, twinCase{cur, orders})
		}
	})
	solveEach(t, ps, func(p *Problem) {
		mu.Lock()
		cur = p
		mu.Unlock()
	})
	return got
}

// solveEach solves each of ps with one worker and two, calling at with the
// problem before each.
func solveEach(t *testing.T, ps []*Problem, at func(*Problem)) {
	t.Helper()
	for _, p := range ps {
		for _, workers := range []int{1, 2} {
			at(p)
			if _, err := Solve(context.Background(), p, Options{Workers: workers, Timeout: 20 * time.Second}); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// provedAgain proves each order set of cs again, alone, by the others'
// search: no reply may beat it. how says how it was taken as a solution;
// none given fails.
func provedAgain(t *testing.T, cs []twinCase, how string) {
	t.Helper()
	if len(cs) == 0 {
		t.Fatalf("no order set %s", how)
	}
	defer t.Logf("%d order sets %s, each proved again", len(cs), how)
	cat := testCatalogue(t)
	for _, c := range cs {
		if reply, refuted, err := Refute(context.Background(), c.p, c.orders); err != nil || refuted {
			t.Fatalf("%s: %s, %s, is beaten by %v (%v)", hardKey(cat, c.p), engine.OrdersText(cat, c.orders, "-"), how, reply, err)
		}
	}
}

// TestTwinsAreSolutions: every order set of the side that a twin's proof
// stood for is proved again, alone, by the others' search: no reply may
// beat it.
func TestTwinsAreSolutions(t *testing.T) {
	provedAgain(t, twinsGiven(t), "taken as proved by a twin's proof")
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

// mirrorProblems are positions on which twin branches are mirrored (see
// mirror), under every model: quick ones of the hard suite, positions like
// them, and random ones.
func mirrorProblems(t *testing.T) []*Problem {
	t.Helper()
	cat := testCatalogue(t)
	var ps []*Problem
	for _, e := range readHard(t) {
		switch e.name {
		case "any-kill-a", "any-kills-a", "any-pit-b", "any-kill-b", "any-kills-b", "any-pit-a", "any-keep-b",
			"fixed-kill-b", "fixed-kills-c", "fixed-pit-c", "hold-kill-b", "hold-kills-a", "hold-win-c":
			ps = append(ps, e.g.spec.build(t, cat))
		}
	}
	for seed := 1; seed <= 2; seed++ {
		for _, goal := range []string{"pit", "kill", "keep"} {
			ps = append(ps, hardCandidate(cat, Any, goal, hardClasses[1], seed))
		}
	}
	for _, opp := range []Opponent{Hold, Fixed, Any} {
		rng := rand.New(rand.NewPCG(*diffSeed, uint64(opp)+700))
		for range max(*diffN/6, 50) {
			ps = append(ps, randomProblem(rng, cat, opp))
		}
	}
	return ps
}

// mirrorDisagreement solves p with twin branches mirrored and without, one
// worker each, and tells how the two differ ("" when they give the same
// solutions); mirrored counts the solutions mirrored.
func mirrorDisagreement(t *testing.T, cat *engine.Catalogue, p *Problem) (diff string, mirrored int64) {
	t.Helper()
	opt := Options{Workers: 1, Timeout: 20 * time.Second}
	with, err := Solve(context.Background(), p, opt)
	if err != nil {
		t.Fatal(err)
	}
	u := testUnsound
	testUnsound = noMirrors
	without, err := Solve(context.Background(), p, opt)
	testUnsound = u
	if err != nil {
		t.Fatal(err)
	}
	if with.Stopped || without.Stopped {
		return "", with.Stats.Mirrored
	}
	if a, b := solutionsText(cat, with), solutionsText(cat, without); a != b {
		return fmt.Sprintf("%s: with twin branches mirrored\n%s\nwithout\n%s", hardKey(cat, p), a, b), with.Stats.Mirrored
	}
	return "", with.Stats.Mirrored
}

// TestMirrorsKeepTheSolutions solves the positions of mirrorProblems with
// twin branches mirrored and without: the same solutions, and some
// solutions mirrored.
func TestMirrorsKeepTheSolutions(t *testing.T) {
	cat := testCatalogue(t)
	var mirrored int64
	for _, p := range mirrorProblems(t) {
		d, n := mirrorDisagreement(t, cat, p)
		if d != "" {
			t.Fatal(d)
		}
		mirrored += n
	}
	if mirrored == 0 {
		t.Fatal("no solution was mirrored")
	}
	t.Logf("%d solutions mirrored", mirrored)
}

// TestMirrorsAreSolutions: every solution mirrored from a twin branch, on
// the positions of mirrorProblems with one worker and two, is proved
// again, alone, by the others' search.
func TestMirrorsAreSolutions(t *testing.T) {
	defer func() { testMirror = nil }()
	got := ordersGiven(t, mirrorProblems(t), func(record func([]engine.Order)) {
		testMirror = func(_ *worker, orders []engine.Order) { record(orders) }
	})
	provedAgain(t, got, "mirrored from a twin branch")
}

// mirrorChecks are positions like the hard suite's on which a twin branch
// mirrored unsoundly changes the solutions (found by hunting them with
// each unsoundness).
var mirrorChecks = []struct {
	u     unsoundness
	goal  string
	class int // of hardClasses
	seed  int
}{
	{unsoundBranchEval, "keep", 0, 8},
	{unsoundBranchKnown, "kills", 1, 6},
}

// TestMirrorsAreChecked: made to keep a twin branch alike whatever the
// side's turns resolved with its facing (unsoundBranchEval), or whatever
// the solutions known give its option (unsoundBranchKnown), the search
// mirrors a branch that its own search would not have: on the positions of
// mirrorChecks the solutions differ from those found without mirrors. (A
// proof that ended a twin branch: see TestBranchTwinsOfProofs.)
func TestMirrorsAreChecked(t *testing.T) {
	cat := testCatalogue(t)
	for _, c := range mirrorChecks {
		p := hardCandidate(cat, Any, c.goal, hardClasses[c.class], c.seed)
		if d, _ := mirrorDisagreement(t, cat, p); d != "" {
			t.Fatalf("sound: %s", d)
		}
		testUnsound = c.u
		d, _ := mirrorDisagreement(t, cat, p)
		testUnsound = soundPrunings
		if d == "" {
			t.Errorf("unsoundness %d: the solutions of %s are the same", c.u, hardKey(cat, p))
		}
	}
}

// TestBranchTwinsOfProofs: at an order set of the side proved a solution,
// a twin branch whose order set the proof did not stand for is proved
// alone, and ends when a reply beats it. The Dart of any-keep-b seed 6's
// candidate facing F is beaten, facing D not (see twinProofs): watched as
// the twin of the branch facing D, the branch facing F ends at that order
// set; made to keep it (unsoundBranchProof), the test fails.
func TestBranchTwinsOfProofs(t *testing.T) {
	cat := testCatalogue(t)
	c := twinProofs[0]
	p := hardCandidate(cat, Any, c.goal, hardClasses[1], c.seed)
	for _, u := range []unsoundness{soundPrunings, unsoundBranchProof} {
		m, err := buildModel(p)
		if err != nil {
			t.Fatal(err)
		}
		own, err := m.assignment(p.Side, twinProofOrders(t, cat, c.orders))
		if err != nil {
			t.Fatal(err)
		}
		w := newWorker(m, &shared{})
		dart := -1
		for _, x := range own {
			w.assign(int(x.a), int(x.o))
			if op := m.agents[x.a].opts[x.o].ords[0]; op.Op == engine.OpPlace && cat.Kind(op.Kind).Name == "Dart" {
				dart = int(x.a)
			}
		}
		if dart < 0 {
			t.Fatal("no Dart placed")
		}
		o := int(w.asg[dart])
		var f uint16 // the Dart facing F
		for _, o2 := range m.twinOf[dart][o] {
			if m.agents[dart].opts[o2].ords[0].Dir == engine.F {
				f = o2
			}
		}
		w.bst = append(w.bst[:0], f)
		w.later[dart] = [2]int32{0, 1}
		if !w.watchBranch(dart, o, w.bst) {
			t.Fatal("the branch facing F is not watched")
		}
		testUnsound = u
		var free aset
		var ref refutation
		solved := !w.refuteS(&free, &ref)
		testUnsound = soundPrunings
		if !solved {
			t.Fatalf("%s is beaten", c.orders)
		}
		if alike := w.tw.live&1 != 0; alike != (u == unsoundBranchProof) {
			t.Errorf("unsoundness %d: the branch facing F alike: %v", u, alike)
		}
	}
}

// TestTwinSet: a twinSet finds every key of its sets and no other, and
// with leaves the set it grows as it was.
func TestTwinSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	key := func() string {
		b := make([]byte, 12)
		for i := range b {
			b[i] = byte(rng.IntN(4))
		}
		return string(b)
	}
	var s *twinSet
	var all []string
	for range 40 {
		m := map[string]struct{}{}
		for range 200 {
			k := key()
			m[k] = struct{}{}
			all = append(all, k)
		}
		before := s
		n := len(all)
		s = s.with([]map[string]struct{}{m})
		if before != nil && len(before.sets) != len(s.sets)-1 {
			t.Fatalf("with changed the set it grew: %d sets, now %d", len(before.sets), len(s.sets))
		}
		for _, k := range all[:n] {
			if !s.has([]byte(k)) {
				t.Fatalf("key %q of a set is not found", k)
			}
		}
	}
	in := map[string]bool{}
	for _, k := range all {
		in[k] = true
	}
	for range 20000 {
		if k := key(); !in[k] && s.has([]byte(k)) {
			t.Fatalf("key %q of no set is found", k)
		}
	}
	if (*twinSet)(nil).has([]byte("x")) || (*twinSet)(nil).with(nil) != nil {
		t.Fatal("the empty twinSet is not empty")
	}
}
