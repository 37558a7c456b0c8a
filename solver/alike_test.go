package solver

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"
)

// TestAlikeChildrenComeOutTheSame solves positions like the suite's where
// children of the others' search stand for their siblings (see alike.go),
// and resolves each sibling left out where it was left out: its turn must
// be the child's, piece for piece. The solutions of any-kills-b seed 6
// (complete) must be those of the search without them; each of seed 7's
// first 40 is proved again by Refute without them.
func TestAlikeChildrenComeOutTheSame(t *testing.T) {
	cat := testCatalogue(t)
	for _, c := range []struct{ seed, max int }{{6, 0}, {7, 40}} {
		p := hardCandidate(cat, Any, "kills", hardClasses[1], c.seed)
		opts := Options{Timeout: 120 * time.Second, Workers: 1, MaxSolutions: c.max}
		on, alike, wrong := solveAlike(t, p, opts)
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
		case alike == 0 || wrong > 0:
			t.Errorf("seed %d: %d children stood for their siblings, %d of them came out otherwise", c.seed, alike, wrong)
		case on.Stopped || off.Stopped || len(bad) > 0:
			t.Errorf("seed %d: stopped %v and %v; no solutions: %q", c.seed, on.Stopped, off.Stopped, bad)
		case c.max == 0 && !slices.Equal(solutionStrings(cat, on), solutionStrings(cat, off)):
			t.Errorf("seed %d: %d solutions with alike children, %d without, not the same", c.seed, len(on.Solutions), len(off.Solutions))
		case on.Stats.ProofNodes >= off.Stats.ProofNodes:
			t.Errorf("seed %d: proof nodes %d with alike children, %d without", c.seed, on.Stats.ProofNodes, off.Stats.ProofNodes)
		}
		t.Logf("seed %d: %d solutions, %d children stood for by a sibling; proof nodes %d, without %d", c.seed, len(on.Solutions), alike, on.Stats.ProofNodes, off.Stats.ProofNodes)
	}
}

// solveAlike solves p, resolving each child of the others' search left
// out for a sibling with its own option: it returns the result, how many
// were left out, and how many of those came out otherwise than the sibling
// that stood for them.
func solveAlike(t *testing.T, p *Problem, opts Options) (r *Result, alike, wrong int) {
	t.Helper()
	var pl engine.Plan
	var out engine.Outcome
	var res engine.Resolver
	testAlike = func(w *worker, by, kid *oKid) {
		alike++
		w.setAsg(kid.a, uint16(kid.o))
		w.planOf(&pl)
		w.setAsg(by.a, uint16(by.o))
		res.Resolve(w.m.rules, &w.m.pos, &pl, &out, nil)
		if out != w.out {
			wrong++
		}
	}
	defer func() { testAlike = nil }()
	r, err := Solve(context.Background(), p, opts)
	if err != nil {
		t.Fatal(err)
	}
	return r, alike, wrong
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

// stoppedAtFirstStep returns what stopsBy reads of player 2's Runner on
// A3 walking D 2 in spec, the others' other agents free.
func stoppedAtFirstStep(t *testing.T, spec problemSpec) (int, bool) {
	t.Helper()
	m := spec.model(t)
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
