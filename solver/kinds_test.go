package solver

import (
	"fmt"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// testKinds are the kinds the solver's tests use: the numbers of the
// engine's test kinds (engine/testdata/kinds.txt), written here in Go so
// that the tests depend on no file and no other package.
var testKinds = []engine.Kind{
	{Name: "Spear", Combat: [6]int8{5, 2, 0, 0, 0, 2}, Speed: [6]int8{2, 1, 0, 0, 0, 1}},
	{Name: "Shield", Combat: [6]int8{3, 3, 3, 3, 3, 3}, Speed: [6]int8{1, 1, 1, 1, 1, 1}},
	{Name: "Pawn", Combat: [6]int8{1, 1, 1, 1, 1, 1}, Speed: [6]int8{1, 1, 1, 1, 1, 1}},
	{Name: "Rock", Combat: [6]int8{4, 4, 4, 4, 4, 4}, Speed: [6]int8{0, 0, 0, 0, 0, 0}},
	{Name: "Dart", Combat: [6]int8{3, 1, 0, 0, 0, 1}, Speed: [6]int8{5, 2, 0, 0, 0, 2}},
	{Name: "Runner", Combat: [6]int8{2, 2, 1, 1, 1, 2}, Speed: [6]int8{3, 3, 3, 3, 3, 3}},
	{Name: "Club", Combat: [6]int8{6, 3, 1, 1, 1, 3}, Speed: [6]int8{1, 1, 1, 1, 1, 1}},
	{Name: "Zero", Combat: [6]int8{0, 0, 0, 0, 0, 0}, Speed: [6]int8{1, 1, 1, 1, 1, 1}},
	{Name: "Bird", Combat: [6]int8{2, 1, 0, 0, 0, 1}, Speed: [6]int8{4, 3, 1, 1, 1, 3}},
	{Name: "Lance", Combat: [6]int8{7, 1, 0, 0, 0, 1}, Speed: [6]int8{2, 1, 0, 0, 0, 1}},
	{Name: "Snake", Combat: [6]int8{3, 3, 1, 1, 1, 3}, Speed: [6]int8{1, 1, 1, 1, 1, 1}, Special: engine.Snake},
	{Name: "Catapult", Combat: [6]int8{4, 2, 1, 0, 1, 2}, Speed: [6]int8{1, 1, 0, 0, 0, 1}, Special: engine.Catapult},
	{Name: "Cerberus", Combat: [6]int8{5, 4, 3, 3, 3, 4}, Speed: [6]int8{1, 1, 1, 1, 1, 1}, Special: engine.Cerberus},
	{Name: "Cloud Man", Combat: [6]int8{2, 2, 2, 2, 2, 2}, Speed: [6]int8{3, 2, 1, 1, 1, 2}, Special: engine.CloudMan},
	{Name: "Drunk", Combat: [6]int8{3, 2, 1, 1, 1, 2}, Speed: [6]int8{2, 2, 1, 1, 1, 2}, Special: engine.Drunk},
	{Name: "Harpy", Combat: [6]int8{2, 2, 1, 1, 1, 2}, Speed: [6]int8{3, 2, 1, 0, 1, 2}, Special: engine.Harpy},
	{Name: "Imp Swarm", Combat: [6]int8{3, 3, 1, 0, 1, 3}, Speed: [6]int8{2, 1, 1, 0, 1, 1}, Special: engine.ImpSwarm},
	{Name: "King", Combat: [6]int8{0, 0, 0, 0, 0, 0}, Speed: [6]int8{1, 1, 1, 1, 1, 1}, Special: engine.King},
	{Name: "Left Berzerker", Combat: [6]int8{4, 1, 0, 0, 2, 6}, Speed: [6]int8{2, 1, 0, 0, 1, 2}, Special: engine.LeftBerzerker},
	{Name: "Magician", Combat: [6]int8{2, 2, 2, 2, 2, 2}, Speed: [6]int8{1, 1, 1, 1, 1, 1}, Special: engine.Magician},
	{Name: "Necromancer", Combat: [6]int8{2, 1, 1, 1, 1, 1}, Speed: [6]int8{1, 1, 1, 1, 1, 1}, Special: engine.Necromancer},
	{Name: "Priest", Combat: [6]int8{2, 2, 1, 1, 1, 2}, Speed: [6]int8{1, 1, 1, 1, 1, 1}, Special: engine.Priest},
	{Name: "Reverse Centaur", Combat: [6]int8{3, 3, 2, 2, 2, 3}, Speed: [6]int8{2, 2, 1, 1, 1, 2}, Special: engine.ReverseCentaur},
	{Name: "Skeleton", Combat: [6]int8{5, 3, 1, 1, 1, 3}, Speed: [6]int8{2, 1, 1, 1, 1, 1}, Special: engine.Skeleton},
	{Name: "Witch", Combat: [6]int8{2, 2, 2, 2, 2, 2}, Speed: [6]int8{2, 2, 2, 2, 2, 2}, Special: engine.Witch},
	// Not an engine test kind: a piece that can neither move nor turn (the
	// Left Berzerker's rule forbids turning, and that is all it does), so
	// that a board can be crowded without multiplying the order sets the
	// brute force must try.
	{Name: "Stake", Combat: [6]int8{4, 4, 4, 4, 4, 4}, Special: engine.LeftBerzerker},
}

// testCatalogue returns a catalogue of testKinds.
func testCatalogue(t testing.TB) *engine.Catalogue {
	t.Helper()
	cat, err := engine.NewCatalogue(testKinds...)
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// problemSpec is a problem in notation, as the tests write them.
type problemSpec struct {
	code     string   // position code
	side     int      // 0: 1
	goals    []string // goals in notation
	opponent Opponent
	replies  [][]string // Fixed: orders per player
	techFall int
	off      engine.Rule // rules switched off
}

// build turns a spec into a Problem.
func (s problemSpec) build(t testing.TB, cat *engine.Catalogue) *Problem {
	t.Helper()
	p, err := s.problem(cat)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// model builds the spec's problem, with the test catalogue, and the
// solver's model of it.
func (s problemSpec) model(t testing.TB) *model {
	t.Helper()
	m, err := buildModel(s.build(t, testCatalogue(t)))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func (s problemSpec) problem(cat *engine.Catalogue) (*Problem, error) {
	pos, err := engine.ParseCode(cat, s.code)
	if err != nil {
		return nil, err
	}
	goals, err := engine.ParseGoals(s.goals)
	if err != nil {
		return nil, err
	}
	side := s.side
	if side == 0 {
		side = 1
	}
	pr := &Problem{Rules: &engine.Rules{Kinds: cat, TechFall: s.techFall, Off: s.off}, Pos: pos, Side: side, Goals: goals, Opponent: s.opponent}
	for _, os := range s.replies {
		o, err := engine.ParseOrders(cat, os)
		if err != nil {
			return nil, err
		}
		pr.Replies = append(pr.Replies, o)
	}
	return pr, nil
}

// solutionStrings writes each solution as its orders joined by "; ", or
// "-" for "give no orders".
func solutionStrings(cat *engine.Catalogue, r *Result) []string {
	var out []string
	for _, s := range r.Solutions {
		if len(s.Orders) == 0 {
			out = append(out, "-")
			continue
		}
		out = append(out, strings.Join(s.Format(cat), "; "))
	}
	return out
}

func describe(cat *engine.Catalogue, p *Problem) string {
	var gs []string
	for _, g := range p.Goals {
		gs = append(gs, g.String())
	}
	return fmt.Sprintf("%s side %d goals %q opponent %v replies %v", p.Pos.Code(cat), p.Side, gs, p.Opponent, p.Replies)
}
