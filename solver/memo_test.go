package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// TestMemoGivesTheScansVerdict solves random positions of the differential
// test, and the positions of the hard suite that are solved in a blink or
// nearly (the kills goals under any, whose victims may be pieces player 2
// places), with every verdict the survivor memo gives again read anew as
// well: the two must agree. A memo that gives a verdict again whatever the
// agents it read do (unsoundMemo) gives verdicts that a reading does not,
// and the test sees them.
func TestMemoGivesTheScansVerdict(t *testing.T) {
	checkMemo(t, &testMemo, unsoundMemo)
}

// TestArrivalMemoGivesTheReading does the same for the arrivals the
// memo keeps (see arrivalsMemo), and with unsoundArrivalMemo.
func TestArrivalMemoGivesTheReading(t *testing.T) {
	checkMemo(t, &testArrivalMemo, unsoundArrivalMemo)
}

// TestFirstMemoGivesTheScansVerdict does the same for the first fights'
// memo (see firstMemo), and with unsoundFirstMemo.
func TestFirstMemoGivesTheScansVerdict(t *testing.T) {
	checkMemo(t, &testFirstMemo, unsoundFirstMemo)
}

// TestAllyMemoGivesTheReading does the same for the cells of a King's
// allies (see allyCellsOf), and with unsoundAllyMemo.
func TestAllyMemoGivesTheReading(t *testing.T) {
	checkMemo(t, &testAllyMemo, unsoundAllyMemo)
}

// TestZoneUnionHoldsEveryLayer does the same for the closure's union of
// its zone's layers (see czone.u): every stage at which it passes over a
// candidate is read in full as well, and the candidate's cells must meet
// no layer then; with unsoundZoneUnion (the presence layer left out of the
// union) some do.
func TestZoneUnionHoldsEveryLayer(t *testing.T) {
	checkMemo(t, &testZoneUnion, unsoundZoneUnion)
}

// TestSureKillsGaveAKill does the same for sureKills, which asks only
// about the pieces that gave the side a kill in the turn just evaluated: a
// sure kill is made in every order set of the family, that one too. Asking
// about every piece must find the same sure kills; with unsoundSureGave
// (the placed pieces left out) it does not.
func TestSureKillsGaveAKill(t *testing.T) {
	checkMemo(t, &testSureGave, unsoundSureGave)
}

// TestArrivalsReadWhereTheyMayMeet does the same for the pieces whose
// arrivals next to a victim killedLater does not read, their cells never
// next to it in the same stage (see mayStandNear): read all the same, none may
// arrive next to it; with unsoundStandNear (no piece read) some do.
func TestArrivalsReadWhereTheyMayMeet(t *testing.T) {
	checkMemo(t, &testStandNear, unsoundStandNear)
}

// TestScanStopsAtTheFirstFoe does the same for the survivor bound's scan,
// which stops at the first agent with a foe that beats the witness (see
// scan): every verdict must be the one a reading of every agent gives;
// with unsoundFirstFoe (a witness none beat on the way taken to stand,
// without reading its foes again with every opponent counted) some are
// not.
func TestScanStopsAtTheFirstFoe(t *testing.T) {
	checkMemo(t, &testFirstFoe, unsoundFirstFoe)
}

// TestSureKillsHeldFromTheNode does the same for the sure kills a child
// of the others' search takes from its node (see sureKills): asked about
// again, the pieces must tell as often that the sure kills are enough;
// with unsoundSureFrom (a child takes those of the child before it, whose
// family does not hold its own) they do not.
func TestSureKillsHeldFromTheNode(t *testing.T) {
	checkMemo(t, &testSureFrom, unsoundSureFrom)
}

// checkMemo solves the positions of TestMemoGivesTheScansVerdict with
// *hook set, every pruning sound and then with u: the memo (or shortcut) it
// counts for must give verdicts again, none wrong, and some wrong under u.
func checkMemo(t *testing.T, hook **memoCheck, u unsoundness) {
	cat := testCatalogue(t)
	var hard []*Problem
	quick := []string{"hold-kills-a", "hold-win-a", "fixed-kills-a", "any-kill-a", "any-kills-a", "hold-kills-b", "fixed-kills-b", "any-kill-b", "any-kills-b"}
	for _, e := range readHard(t) {
		if slices.Contains(quick, e.name) {
			hard = append(hard, e.g.spec.build(t, cat))
		}
	}
	if len(hard) != len(quick) {
		t.Fatalf("found %d of the hard positions %v", len(hard), quick)
	}
	n := max(*diffN/3, 100)
	check := func(u unsoundness) (given, wrong int64) {
		testUnsound = u
		c := &memoCheck{}
		*hook = c
		defer func() { testUnsound, *hook = soundPrunings, nil }()
		solve := func(p *Problem) {
			if _, err := Solve(context.Background(), p, Options{Workers: 1}); err != nil {
				t.Fatal(err)
			}
		}
		for _, opp := range []Opponent{Hold, Fixed, Any} {
			rng := rand.New(rand.NewPCG(*diffSeed, uint64(opp)+100))
			for i := 0; i < n; i++ {
				solve(randomProblem(rng, cat, opp))
			}
		}
		for _, p := range hard {
			solve(p)
		}
		return c.given.Load(), c.wrong.Load()
	}
	given, wrong := check(soundPrunings)
	t.Logf("%d verdicts given again, %d wrong", given, wrong)
	if given == 0 {
		t.Fatal("the memo gave no verdict again: the test checks nothing")
	}
	if wrong != 0 {
		t.Errorf("the memo gave %d of %d verdicts that a reading does not", wrong, given)
	}
	given, wrong = check(u)
	t.Logf("made unsound: %d verdicts given again, %d wrong", given, wrong)
	if wrong == 0 {
		t.Error("the memo (or shortcut) made unsound is not noticed")
	}
}

// memoPlacementTwoAway is a position where a placement two cells from the
// witness decides the survivor bound: player 2's Shield on E3 faces our
// Shield on E2 (3 against 3: a tie, and a tie kills both). When player 2
// places its Pawn on EF1, next to our Shield but not to its own, our Shield
// is divided by two in the first fights and cannot beat the witness; else
// it can.
var memoPlacementTwoAway = problemSpec{
	code:     "bc1 t2 d30 | AB.BC.CD m6 Shield/E2/E | DE.EF.FA m6 h:Pawn Shield/E3/B | g:-",
	goals:    []string{"kill E3"},
	opponent: Any,
}

// memoTwoAway reads the verdict on the witness of memoPlacementTwoAway,
// every agent held, with the Pawn placed on EF1 and then not, through the
// memo and anew, and says where they differ or are not as the position
// says ("" when all is as it should be).
func memoTwoAway(t *testing.T) string {
	m := memoPlacementTwoAway.model(t)
	cat := m.cat
	x, z, place := -1, -1, -1
	pawn, _ := cat.Lookup("Pawn")
	for a := range m.agents {
		ag := &m.agents[a]
		switch {
		case ag.kind == agPiece && ag.loc == loc(t, "E3"):
			x = a
		case ag.kind == agCell && ag.player == 2 && ag.loc == loc(t, "EF1"):
			for o := 1; o < len(ag.opts) && place < 0; o++ {
				if ag.opts[o].ords[0].Kind == pawn {
					z, place = a, o
				}
			}
		}
	}
	if x < 0 || place < 0 {
		t.Fatalf("no Shield on E3 (agent %d) or no Pawn for EF1 (agent %d, option %d)", x, z, place)
	}
	w := newWorker(m, &shared{})
	var free aset
	w.assign(z, place)
	placed, placedScan := w.survives(x, &free), w.survivesScan(x, &free)
	w.unassign(z, place)
	bare, bareScan := w.survives(x, &free), w.survivesScan(x, &free)
	switch {
	case !placedScan || bareScan:
		t.Fatalf("the bound reads the position otherwise: it stands %v with the Pawn, %v without", placedScan, bareScan)
	case placed != placedScan || bare != bareScan:
		return fmt.Sprintf("the memo says the Shield stands %v with the Pawn placed and %v without; read anew, %v and %v",
			placed, bare, placedScan, bareScan)
	}
	return ""
}

// TestMemoReadsPlacementsTwoAway: the memo tells the two apart.
func TestMemoReadsPlacementsTwoAway(t *testing.T) {
	if d := memoTwoAway(t); d != "" {
		t.Error(d)
	}
}

// TestMemoReadsPlacementsTwoAwayIsChecked: made to read placements only
// next to the witness (unsoundMemoZone), the memo gives the verdict of
// the Pawn placed again once it is gone, and TestMemoReadsPlacementsTwoAway
// sees it.
func TestMemoReadsPlacementsTwoAwayIsChecked(t *testing.T) {
	noticedWhenUnsound(t, unsoundMemoZone, memoTwoAway, "a memo that reads placements only next to the witness")
}

// noticedWhenUnsound makes the solver unsound in the way u names and wants
// read, which says where a reading is wrong ("" when it is right), to see
// it; what names the unsoundness in the failure.
func noticedWhenUnsound(t *testing.T, u unsoundness, read func(*testing.T) string, what string) {
	t.Helper()
	testUnsound = u
	defer func() { testUnsound = soundPrunings }()
	d := read(t)
	if d == "" {
		t.Fatal("the test does not notice " + what)
	}
	t.Log("caught: " + d)
}

// TestMemoryBudget: the memo never holds more than its budget, and what
// it cannot keep changes nothing but time. Three quick positions of the
// hard suite where the memo is read much, solved by two workers with the
// budget of Options.MemoryMB, with a budget smaller than what they use,
// and with one too small for the entries (the memo off): the same nodes
// and solutions each time.
func TestMemoryBudget(t *testing.T) {
	cat := testCatalogue(t)
	names := []string{"hold-kills-b", "any-kill-b", "fixed-kills-b"}
	var ps []*Problem
	for _, e := range readHard(t) {
		if slices.Contains(names, e.name) {
			ps = append(ps, e.g.spec.build(t, cat))
		}
	}
	if len(ps) != len(names) {
		t.Fatalf("found %d of the hard positions %v", len(ps), names)
	}
	const workers = 2
	solve := func(p *Problem, mb int, budget int64) (*Result, *shared) {
		var sh *shared
		testShared = func(s *shared) {
			sh = s
			if budget > 0 {
				s.memoBytes = budget
			}
		}
		defer func() { testShared = nil }()
		r, err := Solve(context.Background(), p, Options{Workers: workers, MemoryMB: mb})
		if err != nil {
			t.Fatal(err)
		}
		return r, sh
	}
	for i, p := range ps {
		full, sh := solve(p, 3, 0)
		if want := int64(3<<20) / (workers + 1); sh.memoBytes != want {
			t.Fatalf("%s: 3 MB for %d workers gives each %d bytes, want %d", names[i], workers, sh.memoBytes, want)
		}
		used := sh.memoUsed.Load()
		if used > workers*sh.memoBytes {
			t.Errorf("%s: the memos hold %d bytes, past the budget of %d", names[i], used, workers*sh.memoBytes)
		}
		m, err := buildModel(p)
		if err != nil {
			t.Fatal(err)
		}
		// Room for the entries and a quarter of what the verdicts took.
		base := memoBase(m)
		small := base + (used/workers-base)/4
		for _, budget := range []int64{small, 1} {
			r, sh := solve(p, 0, budget)
			got := sh.memoUsed.Load()
			switch {
			case got > workers*budget:
				t.Errorf("%s: the memos hold %d bytes, past the budget of %d a worker", names[i], got, budget)
			case budget == 1 && got != 0:
				t.Errorf("%s: a memo with no room holds %d bytes", names[i], got)
			case budget == small && got <= workers*base:
				t.Errorf("%s: with room for the entries and some verdicts, the memos hold %d bytes", names[i], got)
			}
			if r.Nodes != full.Nodes || !slices.Equal(solutionStrings(cat, r), solutionStrings(cat, full)) {
				t.Errorf("%s: with %d bytes a worker, %d nodes %q; with room, %d nodes %q", names[i], budget,
					r.Nodes, solutionStrings(cat, r), full.Nodes, solutionStrings(cat, full))
			}
		}
		t.Logf("%s: %d bytes held with room (entries %d a worker); the same answer with %d bytes a worker and with none",
			names[i], used, base, small)
	}
}

// memoPlacedVictim is a position where the piece player 2 places on EF1
// decides the first fights' verdict on it: our Spear on E2 faces EF1 (5),
// and is divided by two at most there (the piece placed, and one more that
// player 2's hand of two may place next to it). A Pawn placed there (1
// against 5, times 2) is beaten; a Club facing the Spear (6) is not.
var memoPlacedVictim = problemSpec{
	code:     "bc1 t2 d30 | AB.BC.CD m6 Spear/E2/A | DE.EF.FA m6 h:Pawn,Club | g:-",
	goals:    []string{"kills 1"},
	opponent: Any,
}

// memoHeldRoom is a position where a placement far from the piece asked
// about decides the first fights' verdict on it: player 2's Runner on E3
// faces our Spear on E2 (2 against 5). Four cells next to the Spear may
// take a piece of player 2's hand of two: with both still to place, the
// Spear may be divided by three, and cannot surely beat the Runner (2
// times 3 against 5); once one is held on a cell more than two away, by
// two at most, and it does.
var memoHeldRoom = problemSpec{
	code:     "bc1 t2 d30 | AB.BC.CD m6 Spear/E2/E | DE.EF.FA m6 h:Pawn,Pawn Runner/E3/B | g:-",
	goals:    []string{"kills 1"},
	opponent: Any,
}

// firstMemoPair reads the first fights' verdict on the piece on cell l
// (player 1 the beater) through the memo and anew in two states of the
// agents that set sets up in turn (0 and 1), and says where the memo and
// the reading differ ("" when they agree). The position must give the two
// states different verdicts, read anew; set reports false when it has no
// state i.
func firstMemoPair(t *testing.T, spec problemSpec, l string, set func(m *model, w *worker, free *aset, i int) (undo func())) string {
	m := spec.model(t)
	at := loc(t, l)
	w := newWorker(m, &shared{})
	var memo, scan [2]bool
	for i := range 2 {
		var free aset
		undo := set(m, w, &free, i)
		memo[i], scan[i] = w.beatenFirst(at, &free, 1), w.firstBeatenScan(at, &free, 1, false)
		undo()
	}
	if scan[0] == scan[1] {
		t.Fatalf("%s: the two states give the same verdict read anew (%v): the position tests nothing", spec.code, scan[0])
	}
	if memo != scan {
		return fmt.Sprintf("%s: the memo says %v and %v, read anew %v and %v", spec.code, memo[0], memo[1], scan[0], scan[1])
	}
	return ""
}

// placedVictimMemo asks firstMemoPair about memoPlacedVictim: player 2's
// agent on EF1 holds the Pawn, then the Club facing the Spear, every other
// agent held with no order.
func placedVictimMemo(t *testing.T) string {
	return firstMemoPair(t, memoPlacedVictim, "EF1", func(m *model, w *worker, free *aset, i int) func() {
		want := []string{"Pawn", "Club"}[i]
		for a := range m.agents {
			ag := &m.agents[a]
			if ag.kind != agCell || ag.player != 2 || ag.loc != loc(t, "EF1") {
				continue
			}
			for o := 1; o < len(ag.opts); o++ {
				if x := ag.opts[o].ords[0]; m.cat.Kind(x.Kind).Name == want && x.Dir == engine.D {
					w.assign(a, o)
					return func() { w.unassign(a, o) }
				}
			}
		}
		t.Fatalf("no %s facing D for EF1", want)
		return nil
	})
}

// heldRoomMemo asks firstMemoPair about memoHeldRoom: every cell agent of
// player 2 free, then one more than two cells from E3 held with a Pawn.
func heldRoomMemo(t *testing.T) string {
	return firstMemoPair(t, memoHeldRoom, "E3", func(m *model, w *worker, free *aset, i int) func() {
		far, farOpt := -1, 0
		for a := range m.agents {
			ag := &m.agents[a]
			if ag.kind != agCell || ag.player != 2 {
				continue
			}
			free.set(a)
			if far < 0 && engine.Distance(ag.loc, loc(t, "E3")) > 2 && len(ag.opts) > 1 {
				far, farOpt = a, 1
			}
		}
		if far < 0 {
			t.Fatal("no cell of player 2 more than two from E3")
		}
		if i == 0 {
			return func() {}
		}
		free.clear(far)
		w.assign(far, farOpt)
		return func() { w.unassign(far, farOpt) }
	})
}

// TestFirstMemoReadsThePlacedVictim: the first fights' memo tells a Pawn
// placed on a cell from a Club placed there.
func TestFirstMemoReadsThePlacedVictim(t *testing.T) {
	if d := placedVictimMemo(t); d != "" {
		t.Error(d)
	}
}

// TestFirstMemoReadsThePlacedVictimIsChecked: made to read every placement
// but the one on the cell asked about (unsoundPlacedMemo), the memo gives
// the Pawn's verdict to the Club, and TestFirstMemoReadsThePlacedVictim
// sees it.
func TestFirstMemoReadsThePlacedVictimIsChecked(t *testing.T) {
	noticedWhenUnsound(t, unsoundPlacedMemo, placedVictimMemo, "a memo that reads not the placement on the cell asked about")
}

// TestFirstMemoReadsTheHeldPlacements: the first fights' memo tells a
// player with two pieces left to place from one with one.
func TestFirstMemoReadsTheHeldPlacements(t *testing.T) {
	if d := heldRoomMemo(t); d != "" {
		t.Error(d)
	}
}

// TestFirstMemoReadsTheHeldPlacementsIsChecked: made to read not how many
// placements are held (unsoundRoomMemo), the memo gives the verdict with
// two pieces left again with one, and TestFirstMemoReadsTheHeldPlacements
// sees it.
func TestFirstMemoReadsTheHeldPlacementsIsChecked(t *testing.T) {
	noticedWhenUnsound(t, unsoundRoomMemo, heldRoomMemo, "a memo that reads not the placements held away from the cell asked about")
}

// TestHeldPlacedCountsAsScanned solves some quick positions of the hard
// suite and random ones under every model, with one worker and two (whose
// helpers copy the count, see cloneFrom): every count of held placements
// read must be the one a scan of the cell agents gives.
func TestHeldPlacedCountsAsScanned(t *testing.T) {
	var read, wrong atomic.Int64
	testHeldPlaced = func(scan, count int) {
		read.Add(1)
		if scan != count {
			wrong.Add(1)
		}
	}
	defer func() { testHeldPlaced = nil }()
	solveQuickAndRandom(t, []string{"any-kill-a", "any-kills-a", "any-kill-b", "any-kills-b", "hold-kills-b", "fixed-kills-b"},
		[]Opponent{Hold, Fixed, Any}, max(*diffN/6, 50), 200)
	if read.Load() == 0 {
		t.Fatal("no count of held placements was read")
	}
	if n := wrong.Load(); n > 0 {
		t.Fatalf("%d of %d counts of held placements differ from the scan's", n, read.Load())
	}
	t.Logf("%d counts read, all as scanned", read.Load())
}

// TestKeptOutcomeIsFresh solves some quick positions of the hard suite and
// random ones under any, with one worker and two (whose helpers read the
// outcomes their node's worker kept): every outcome the others' search puts
// back instead of evaluating a child again (see worker.below) must be the
// one a fresh resolution of the assignment gives.
func TestKeptOutcomeIsFresh(t *testing.T) {
	var kept, wrong atomic.Int64
	testKeptOut = func(w *worker, out *engine.Outcome) {
		kept.Add(1)
		var plan engine.Plan
		var fresh engine.Outcome
		var res engine.Resolver
		w.planOf(&plan)
		res.Resolve(w.m.rules, &w.m.pos, &plan, &fresh, nil)
		if fresh != *out {
			wrong.Add(1)
		}
	}
	defer func() { testKeptOut = nil }()
	solveQuickAndRandom(t, []string{"any-kill-a", "any-kills-a", "any-kill-b", "any-kills-b", "any-pit-b", "any-keep-a"},
		[]Opponent{Any}, max(*diffN/3, 100), 300)
	if kept.Load() == 0 {
		t.Fatal("no outcome was put back")
	}
	if n := wrong.Load(); n > 0 {
		t.Fatalf("%d of %d outcomes put back differ from a fresh resolution's", n, kept.Load())
	}
	t.Logf("%d outcomes put back, all as resolved afresh", kept.Load())
}

// solveQuickAndRandom solves the positions of the hard suite named in
// quick, and n random positions under each model of opps (seeded by the
// model and salt), each with one worker and with two.
func solveQuickAndRandom(t *testing.T, quick []string, opps []Opponent, n int, salt uint64) {
	t.Helper()
	cat := testCatalogue(t)
	var ps []*Problem
	for _, e := range readHard(t) {
		if slices.Contains(quick, e.name) {
			ps = append(ps, e.g.spec.build(t, cat))
		}
	}
	for _, opp := range opps {
		rng := rand.New(rand.NewPCG(*diffSeed, uint64(opp)+salt))
		for range n {
			ps = append(ps, randomProblem(rng, cat, opp))
		}
	}
	for _, p := range ps {
		for _, workers := range []int{1, 2} {
			if _, err := Solve(context.Background(), p, Options{Workers: workers}); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestClosureWithNoneToJoin solves quick positions of the hard suite and
// random ones under every model, with one worker and two: where the
// closure finds no free agent that could join (see mayJoin) and returns at
// once, the walk it skips must find none.
func TestClosureWithNoneToJoin(t *testing.T) {
	given, wrong := closureWithNoneToJoin(t)
	if given == 0 {
		t.Fatal("no closure found no free agent to join")
	}
	if wrong > 0 {
		t.Fatalf("%d of %d walks skipped would have found a free agent", wrong, given)
	}
	t.Logf("%d walks skipped, none would have found a free agent", given)
}

// TestClosureWithNoneToJoinIsChecked: made to take only a free seed as
// able to join (unsoundNoJoin), the closure would skip walks that find a
// free agent, and TestClosureWithNoneToJoin sees it.
func TestClosureWithNoneToJoinIsChecked(t *testing.T) {
	testUnsound = unsoundNoJoin
	defer func() { testUnsound = soundPrunings }()
	if _, wrong := closureWithNoneToJoin(t); wrong == 0 {
		t.Fatal("the closure took only free seeds as able to join, and no walk it would skip found a free agent")
	}
}

// closureWithNoneToJoin runs the positions of TestClosureWithNoneToJoin
// and returns how many walks the closure would skip, and how many of those
// found a free agent.
func closureWithNoneToJoin(t *testing.T) (given, wrong int64) {
	c := &memoCheck{}
	testNoJoin = c
	defer func() { testNoJoin = nil }()
	solveQuickAndRandom(t, []string{"any-kill-a", "any-kills-a", "any-pit-b", "any-kill-b", "hold-kills-b", "fixed-kills-b"},
		[]Opponent{Hold, Fixed, Any}, max(*diffN/6, 50), 500)
	return c.given.Load(), c.wrong.Load()
}

// TestKillsAskedWhereSomeJoin does the same for a failed kills goal that
// asks the survivor bound of its pieces standing only where a free agent
// joins the closure from all of them (see someJoin): where none joins, none
// must join from those the bound leaves; with unsoundNoneJoin (none taken
// to join without asking) some do.
func TestKillsAskedWhereSomeJoin(t *testing.T) {
	checkMemo(t, &testNoneJoin, unsoundNoneJoin)
}

// TestNoneJoinedIsWalkedOnce does the same for a closure that no free
// agent joined, not walked again from the same seeds in the same family
// (see joinedNone): walked all the same, none must join; with
// unsoundJoinedNone (taken so from the same seeds read in another turn
// evaluated, in any family) some do.
func TestNoneJoinedIsWalkedOnce(t *testing.T) {
	checkMemo(t, &testJoinedNone, unsoundJoinedNone)
}
