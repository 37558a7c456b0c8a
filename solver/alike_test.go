package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"
)

// TestAlikeChildrenComeOutTheSame solves positions like the suite's where
// children of the others' search stand for their siblings (see alike.go),
// and resolves each sibling left out in order sets of the family it was
// left out in (see familySampler): its turn and the goals' verdict must be
// the child's. The solutions of any-kills-b seed 6 (complete) must be
// those of the search without them; each of seed 7's first 40 is proved
// again by Refute without them.
func TestAlikeChildrenComeOutTheSame(t *testing.T) {
	cat := testCatalogue(t)
	for _, c := range []struct{ seed, max int }{{6, 0}, {7, 40}} {
		p := hardCandidate(cat, Any, "kills", hardClasses[1], c.seed)
		opts := Options{Timeout: 120 * time.Second, Workers: 1, MaxSolutions: c.max}
		fs := newFamilySampler(uint64(c.seed), alikeSamples())
		on := fs.solve(t, p, opts)
		testUnsound = noAlike
		off, err := Solve(context.Background(), p, opts)
		var bad []string
		for _, s := range on.Solutions[:min(c.max, len(on.Solutions))] {
			if _, refuted, err := Refute(context.Background(), p, s.Orders); err != nil || refuted {
				bad = append(bad, strings.Join(s.Format(cat), "; "))
			}
		}
		testUnsound = soundPrunings
		switch {
		case err != nil:
			t.Fatal(err)
		case fs.alike == 0 || fs.wrong > 0:
			t.Errorf("seed %d: %d children stood for their siblings, %d of them came out otherwise: %s", c.seed, fs.alike, fs.wrong, fs.first)
		case on.Stopped || off.Stopped || len(bad) > 0:
			t.Errorf("seed %d: stopped %v and %v; no solutions: %q", c.seed, on.Stopped, off.Stopped, bad)
		case c.max == 0 && !slices.Equal(solutionStrings(cat, on), solutionStrings(cat, off)):
			t.Errorf("seed %d: %d solutions with alike children, %d without, not the same", c.seed, len(on.Solutions), len(off.Solutions))
		case on.Stats.ProofNodes >= off.Stats.ProofNodes:
			t.Errorf("seed %d: proof nodes %d with alike children, %d without", c.seed, on.Stats.ProofNodes, off.Stats.ProofNodes)
		}
		t.Logf("seed %d: %d solutions, %d children stood for by a sibling (%d order sets each); proof nodes %d, without %d",
			c.seed, len(on.Solutions), fs.alike, fs.samples, on.Stats.ProofNodes, off.Stats.ProofNodes)
	}
}

// alikeSamples is the order sets of the family familySampler resolves for
// each sibling left out: fewer with -short.
func alikeSamples() int {
	if testing.Short() {
		return 4
	}
	return 12
}

// alikeFamilies solves the first 40 solutions of any-kills-b seed 7, where
// a Runner's options stand for one another at most nodes of the proofs,
// sampling the family of each sibling left out (see familySampler); it
// says where a sibling came out otherwise ("" when none did).
func alikeFamilies(t *testing.T) string {
	cat := testCatalogue(t)
	p := hardCandidate(cat, Any, "kills", hardClasses[1], 7)
	fs := newFamilySampler(7, alikeSamples())
	fs.solve(t, p, Options{Timeout: 60 * time.Second, Workers: 1, MaxSolutions: 40})
	if fs.alike == 0 {
		t.Fatal("any-kills-b seed 7: no child stood for a sibling")
	}
	if fs.wrong > 0 {
		return fmt.Sprintf("%d of %d siblings left out came out otherwise: %s", fs.wrong, fs.alike, fs.first)
	}
	return ""
}

// TestAlikeChildrenComeOutTheSameIsChecked: made to read the stage its
// piece stops by from the one turn just resolved, not from the family
// (unsoundAlikeFromTurn), the pruning leaves out siblings that come out
// otherwise in other order sets of the family, and the family sampler of
// TestAlikeChildrenComeOutTheSame sees it; sound, it sees none.
func TestAlikeChildrenComeOutTheSameIsChecked(t *testing.T) {
	if d := alikeFamilies(t); d != "" {
		t.Fatal("sound: " + d)
	}
	noticedWhenUnsound(t, unsoundAlikeFromTurn, alikeFamilies, "the stop read from the turn just resolved")
}

// familySampler, given each child of the others' search left out for a
// sibling (testAlike), resolves the two in order sets of the family it was
// left out in: the one just evaluated, then random ones (each free piece
// given no order or an option left to it, each free placement, half the
// time, one left to it within the hand). The two turns and the goals'
// verdicts must be the same in each.
type familySampler struct {
	rng          *rand.Rand
	samples      int
	alike, wrong int
	first        string // the first sibling that came out otherwise

	asg []uint16
	pl  [2]engine.Plan
	out [2]engine.Outcome
	res engine.Resolver
	bud budget
	ok  []int
}

func newFamilySampler(seed uint64, samples int) *familySampler {
	return &familySampler{rng: rand.New(rand.NewPCG(seed, 7)), samples: samples}
}

// solve solves p with the sampler watching the children left out.
func (fs *familySampler) solve(t *testing.T, p *Problem, opts Options) *Result {
	t.Helper()
	testAlike = fs.check
	defer func() { testAlike = nil }()
	r, err := Solve(context.Background(), p, opts)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// check resolves kid, left out for by, and by in the order sets sampled.
func (fs *familySampler) check(w *worker, by, kid *oKid) {
	fs.alike++
	m := w.m
	for s := 0; s < fs.samples; s++ {
		fs.asg = append(fs.asg[:0], w.asg...)
		if s > 0 {
			fs.draw(w, &by.free)
		}
		for i, o := range []int{by.o, kid.o} {
			fs.asg[by.a] = uint16(o)
			fs.pl[i] = engine.Plan{}
			for a, o := range fs.asg {
				if o != 0 {
					applyOption(&fs.pl[i], m.agents[a].player, &m.agents[a].opts[o])
				}
			}
			fs.res.Resolve(m.rules, &m.pos, &fs.pl[i], &fs.out[i], nil)
		}
		met0 := engine.AllMet(m.goals, &m.pos, &fs.out[0], int(m.side))
		met1 := engine.AllMet(m.goals, &m.pos, &fs.out[1], int(m.side))
		if fs.out[0] != fs.out[1] || met0 != met1 {
			fs.wrong++
			if fs.first == "" {
				fs.first = fmt.Sprintf("%v standing for %v, order set %d of the family (options %v): turns the same %v, goals met %v and %v",
					m.agents[by.a].opts[by.o].ords[:1], m.agents[kid.a].opts[kid.o].ords[:1], s, fs.asg, fs.out[0] == fs.out[1], met0, met1)
			}
			return
		}
	}
}

// draw gives the free agents of fs.asg random options left to them, in a
// random order, placements within the hands.
func (fs *familySampler) draw(w *worker, free *aset) {
	m := w.m
	for n := range fs.bud.used {
		fs.bud.used[n] = append(fs.bud.used[n][:0], w.bud.used[n]...)
	}
	fs.bud.placed, fs.bud.snakes, fs.bud.necroes = w.bud.placed, w.bud.snakes, w.bud.necroes
	for _, b := range fs.rng.Perm(len(m.agents)) {
		if !free.has(b) {
			continue
		}
		cell := m.agents[b].kind != agPiece
		if cell && fs.rng.IntN(2) == 0 {
			continue
		}
		fs.ok = fs.ok[:0]
		if !cell {
			fs.ok = append(fs.ok, 0)
		}
		for o := 1; o < len(m.agents[b].opts); o++ {
			if w.left(b, o) && (!cell || m.legal(&fs.bud, b, o)) {
				fs.ok = append(fs.ok, o)
			}
		}
		if len(fs.ok) == 0 {
			continue
		}
		o := fs.ok[fs.rng.IntN(len(fs.ok))]
		fs.asg[b] = uint16(o)
		if o != 0 {
			m.take(&fs.bud, b, o)
		}
	}
}

// Player 2's Runner on A3 walks D onto A2, where player 2's Stake stands:
// with nothing of ours that may reach the Stake, it is bumped there; with
// our Stake on FA1 next to it, the two tie in the first fights and die,
// and the Runner walks on.
var (
	allyStands = problemSpec{
		code:     "bc1 t2 d30 | DE m6 Pawn/DE4/A | AB.BC.CD.FA m6 Runner/A3/D Stake/A2/A | g:-",
		goals:    []string{"kills 1"},
		opponent: Any}
	allyBeaten = problemSpec{
		code:     "bc1 t2 d30 | DE m6 Pawn/DE4/A Stake/FA1/B | AB.BC.CD.FA m6 Runner/A3/D Stake/A2/A | g:-",
		goals:    []string{"kills 1"},
		opponent: Any}
)

// runnerWalk returns the agent of player 2's Runner on A3 in m, and its
// option walking D 2.
func runnerWalk(t *testing.T, m *model) (int, int) {
	t.Helper()
	a3 := loc(t, "A3")
	r := -1
	for _, a := range m.others {
		if m.agents[a].kind == agPiece && m.agents[a].loc == a3 {
			r = a
		}
	}
	o, err := m.optionOf(r, []engine.Order{engine.Move(a3, engine.D, 2)})
	if r < 0 || err != nil {
		t.Fatalf("no walk D 2 of the Runner on A3 (agent %d): %v", r, err)
	}
	return r, o
}

// stoppedAtFirstStep returns what stopsBy reads of player 2's Runner on
// A3 walking D 2 in spec, the others' other agents free.
func stoppedAtFirstStep(t *testing.T, spec problemSpec) (int, bool) {
	t.Helper()
	m := spec.model(t)
	r, o := runnerWalk(t, m)
	w := newWorker(m, &shared{})
	w.assign(r, o)
	defer w.unassign(r, o)
	w.eval()
	free := w.others
	free.clear(r)
	return w.stopsBy(r, &free)
}

// allyBump reads whether stopsBy takes the Runner to be stopped by the
// Stake where it surely stands, and only there; it says where the reading
// is wrong ("" when it is right).
func allyBump(t *testing.T) string {
	if s, ok := stoppedAtFirstStep(t, allyStands); !ok || s != priorityStage(3) {
		return fmt.Sprintf("the Runner is not taken to be bumped at its first step by the Stake that surely stands there (%d, %v)", s, ok)
	}
	if s, ok := stoppedAtFirstStep(t, allyBeaten); ok {
		return fmt.Sprintf("the Runner is taken to be stopped by stage %d though our Stake ties it in the first fights", s)
	}
	return ""
}

// TestAllyBumpsWhereItSurelyStands: a walker of another player is taken to
// be bumped by an ally (see stopsBy) only where the ally surely stands.
func TestAllyBumpsWhereItSurelyStands(t *testing.T) {
	if d := allyBump(t); d != "" {
		t.Error(d)
	}
}

// TestAllyBumpsWhereItSurelyStandsIsChecked: made to take the ally to
// stand whether or not it is surely alive (unsoundStandsOn), the reading
// is wrong, and TestAllyBumpsWhereItSurelyStands sees it.
func TestAllyBumpsWhereItSurelyStandsIsChecked(t *testing.T) {
	noticedWhenUnsound(t, unsoundStandsOn, allyBump, "an ally taken to stand where it may be beaten first")
}

// TestAlikeOnlyInStandardPlay: a child stands for its siblings only in
// standard play (see standardPlay), asked by mayStandFor itself: with
// model.laterKills taken as true, a rule off, a Harpy, a Priest or a piece
// that fights allies in play still keeps it from doing so.
func TestAlikeOnlyInStandardPlay(t *testing.T) {
	m := allyStands.model(t)
	r, o := runnerWalk(t, m)
	w := newWorker(m, &shared{})
	k := &oKid{a: r, o: o}
	if !m.laterKills || !w.mayStandFor(k) {
		t.Fatalf("in standard play the Runner's walk may not stand for its siblings (laterKills %v)", m.laterKills)
	}
	for _, c := range []struct {
		what   string
		change func() (undo func())
	}{
		{"with priorities off", func() func() { m.rules.Off = engine.RulePriorities; return func() { m.rules.Off = 0 } }},
		{"with bumps not lasting", func() func() { m.rules.Off = engine.RuleBumpLasts; return func() { m.rules.Off = 0 } }},
		{"with a Harpy in play", func() func() { m.harpies = 1; return func() { m.harpies = 0 } }},
		{"with a Priest of player 2 in play", func() func() { m.priests[1] = true; return func() { m.priests[1] = false } }},
		{"with a piece that fights allies", func() func() { m.facts.allyFight[0] = true; return func() { m.facts.allyFight[0] = false } }},
		{"with three players", func() func() { m.pos.NumPlayers = 3; return func() { m.pos.NumPlayers = 2 } }},
	} {
		undo := c.change()
		if !m.laterKills || w.mayStandFor(k) {
			t.Errorf("%s, laterKills taken as true, the Runner's walk may stand for its siblings", c.what)
		}
		undo()
	}
	if !w.mayStandFor(k) {
		t.Error("put back in standard play, the Runner's walk may not stand for its siblings")
	}
}
