package puzzles

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// problemTexts gives each result's problems, keyed by id.
func problemTexts(rs []Result) map[string][]string {
	out := map[string][]string{}
	for _, r := range rs {
		for _, p := range r.Problems {
			out[r.ID] = append(out[r.ID], strings.TrimPrefix(p.Error(), "testdata/"))
		}
	}
	return out
}

// The complete example of the documentation is sound as far as the engine
// can tell, and says what is left to the solver.
func TestCheckSoundPack(t *testing.T) {
	pk := loadFixture(t, "full.toml")
	rs := Check(context.Background(), pk, nil)
	if len(rs) != 4 {
		t.Fatalf("%d results, want 4", len(rs))
	}
	for _, r := range rs {
		if !r.OK() {
			t.Errorf("%s %s: %v", r.What, r.ID, r.Problems)
		}
	}
	if r := rs[0]; r.ID != "from-behind" || r.What != "puzzle" || r.Line != 26 || r.File != "testdata/full.toml" {
		t.Errorf("first result %+v", r)
	}
	want := []string{"that the solution is unique up to the accepted alternatives"}
	if !reflect.DeepEqual(rs[0].Unproved, want) {
		t.Errorf("unproved %v", rs[0].Unproved)
	}
	if len(rs[2].Unproved) != 0 || len(rs[3].Unproved) != 0 {
		t.Errorf("lessons left unproved: %v %v", rs[2].Unproved, rs[3].Unproved)
	}
}

// A wrong pack fails, naming the puzzle, its line and what is wrong.
func TestCheckFindsWrongPuzzles(t *testing.T) {
	pk := loadFixture(t, "check-bad.toml")
	got := problemTexts(Check(context.Background(), pk, nil))
	want := map[string][]string{
		"misses":          {`check-bad.toml:6:1: puzzle "misses": solution: the stated solution does not reach "kill A1"`},
		"bad-alternative": {`check-bad.toml:14:3: puzzle "bad-alternative": alternative 1: the accepted alternative does not reach "kill A1"`},
		"trivial":         {`check-bad.toml:20:1: puzzle "trivial": goals: the goals are reached without any orders`},
		"unfinished": {
			`check-bad.toml:24:1: puzzle "unfinished": goals: no goals (goals = ["kill DE3"], ...)`,
			`check-bad.toml:24:1: puzzle "unfinished": solution: no stated solution (solution = ["move AB3 D 1"], ...)`,
		},
		"scripted-escape": {`check-bad.toml:32:1: puzzle "scripted-escape": solution: the stated solution does not reach "kill A1"`},
		"any-fails":       {`check-bad.toml:44:1: puzzle "any-fails": solution: the stated solution does not reach "kill A1" against an opponent who gives no orders`},
		"wrong-answer":    {`check-bad.toml:60:1: lesson "wrong-answer": dies: the answer is wrong: it leaves out D2, D1, where the pieces die; it names A3, where the piece survives (the engine kills D2, D1, A1)`},
		"alternatives-repeat": {
			`check-bad.toml:52:3: puzzle "alternatives-repeat": alternative 1: the same orders as the stated solution: leave it out`,
			`check-bad.toml:53:3: puzzle "alternatives-repeat": alternative 2: the orders of the stated solution in another sequence, which changes nothing: leave it out`,
		},
		"no-text":    {`check-bad.toml:66:1: lesson "no-text": text: no text: say what the lesson shows and what to do (text = "Kill the Bird on A1.")`},
		"goal-twice": {`check-bad.toml:76:21: puzzle "goal-twice": goals: "kill A1" is listed twice (goals 1 and 2): leave one out, or write the goal you meant`},
	}
	if !reflect.DeepEqual(got, want) {
		for id := range want {
			if !reflect.DeepEqual(got[id], want[id]) {
				t.Errorf("%s:\n got %q\nwant %q", id, got[id], want[id])
			}
		}
		for id := range got {
			if _, ok := want[id]; !ok {
				t.Errorf("%s: unexpected %q", id, got[id])
			}
		}
	}
}

// A lesson without a why is sound, but check notes it where the why goes,
// with its file and line: the trainer shows the why after a right answer
// (and after a wrong one no wrong entry explains), and without one it
// explains nothing. Check took such a lesson without a word.
func TestCheckNotesALessonWithoutWhy(t *testing.T) {
	pk := mustParse(t, `[[lesson]]
id = "no-why"
text = "Which pieces die?"
dies = ["A1"]
position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"

[[lesson.player]]
orders = ["move A3 D 1"]

[[lesson]]
id = "blank-why"
text = "Which pieces die?"
dies = ["A1"]
why = "  "
position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"

[[lesson.player]]
orders = ["move A3 D 1"]
`)
	const advice = `why: no why: after a right answer the trainer explains nothing, nor after a wrong one that no [[lesson.wrong]] explains; say what decides the turn (why = "The Pikeman's front 6 beats the Bird's front 2.")`
	want := map[string][]string{
		"no-why":    {`inline.toml:1:1: lesson "no-why": ` + advice},
		"blank-why": {`inline.toml:14:1: lesson "blank-why": ` + advice},
	}
	for _, r := range Check(context.Background(), pk, nil) {
		if !r.OK() {
			t.Errorf("%s: a lesson without a why fails: %v", r.ID, r.Problems)
		}
		if !reflect.DeepEqual(r.Notes, want[r.ID]) {
			t.Errorf("%s: notes\n%q\nwant\n%q", r.ID, r.Notes, want[r.ID])
		}
	}
	// The documentation's lessons have a why each: no note.
	for _, r := range Check(context.Background(), loadFixture(t, "full.toml"), nil) {
		if len(r.Notes) != 0 {
			t.Errorf("%s %s: notes %q", r.What, r.ID, r.Notes)
		}
	}
}

// A prover is called on each puzzle that passes (unique) and on lessons
// under "any" (not unique), and what it finds is reported in place. With
// it and a refuter (a lesson under "any" needs one too: some reply must
// beat giving no orders) nothing is left unproved.
func TestCheckTakesAProver(t *testing.T) {
	pk := loadFixture(t, "full.toml")
	pk.Lessons[1].Opponent = Any
	var calls []string
	prove := func(ctx context.Context, s *Scenario, unique bool) error {
		calls = append(calls, s.Name()+map[bool]string{true: " unique", false: ""}[unique])
		if s.ID == "meet-it" {
			return errors.New(`another solution: "move A4 D 2" "turn A4 C"`)
		}
		return nil
	}
	rs := CheckRefuting(context.Background(), pk, prove, solverRefuter)
	wantCalls := []string{`puzzle "from-behind" unique`, `puzzle "meet-it" unique`, `lesson "step-in"`}
	if !reflect.DeepEqual(calls, wantCalls) {
		t.Errorf("prover calls %q, want %q", calls, wantCalls)
	}
	got := problemTexts(rs)
	want := map[string][]string{"meet-it": {`full.toml:72:1: puzzle "meet-it": another solution: "move A4 D 2" "turn A4 C"`}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	for _, r := range rs {
		if len(r.Unproved) != 0 {
			t.Errorf("%s: unproved %v with a prover", r.ID, r.Unproved)
		}
	}
}

// Check on a pack made in memory: no lines, but the puzzle is named.
func TestCheckInMemory(t *testing.T) {
	pk, err := LoadArg("bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-", nil)
	if err != nil {
		t.Fatal(err)
	}
	rs := Check(context.Background(), pk, nil)
	if len(rs) != 1 || rs[0].OK() || rs[0].Problems[0].Error() != `position code: puzzle "position": goals: no goals (goals = ["kill DE3"], ...)` {
		t.Errorf("got %+v", rs)
	}
}

// A puzzle whose side carries orders and no solution (a file written for
// resolve, given goals) is told where its solution is.
func TestCheckSideOrdersAreNoSolution(t *testing.T) {
	pk := mustParse(t, `[[puzzle]]
id = "so"
goals = ["kill A1"]

[[puzzle.player]]
pieces = ["Pikeman A3 D"]
orders = ["move A3 D 1"]

[[puzzle.player]]
pieces = ["Bird A1 A"]
`)
	got := problemTexts(Check(context.Background(), pk, nil))["so"]
	want := []string{`inline.toml:1:1: puzzle "so": solution: no stated solution (solution = ["move AB3 D 1"], ...); player 1 carries orders, which resolve plays: write them as the solution`}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Under sudden death nobody controls a territory. A puzzle whose player
// tables list none takes the default ones, and check used to note six
// times that each was "listed as player N's", though nothing was listed.
// One note now says that the tables list none, at the puzzle's line, and
// what to write; a territory a table does list is still noted as given.
func TestCheckNotesDefaultTerritoriesUnderSuddenDeath(t *testing.T) {
	pk := mustParse(t, `[[puzzle]]
id = "sd"
sudden_death = 1
goals = ["kill A1"]
solution = ["move D1 A 1"]
alternatives = [["move D1 A 2"]]

[[puzzle.player]]
pieces = ["Pikeman D1 A"]

[[puzzle.player]]
pieces = ["Bird A1 D"]

[[puzzle]]
id = "sd-listed"
sudden_death = 1
goals = ["kill A1"]
solution = ["move D1 A 1"]
alternatives = [["move D1 A 2"]]

[[puzzle.player]]
territories = ["AB"]
pieces = ["Pikeman D1 A"]

[[puzzle.player]]
pieces = ["Bird A1 D"]
`)
	rs := Check(context.Background(), pk, nil)
	want := [][]string{
		{`inline.toml:1:1: puzzle "sd": the tables of players 1 and 2 list no territories, so the default ones hold (AB, BC and CD to player 1, and DE, EF and FA to player 2); but nobody controls a territory once sudden death has begun (sudden_death = 1): write territories = [] in each`},
		{
			`inline.toml:14:1: puzzle "sd-listed": player 2's table lists no territories, so the default ones hold (DE, EF and FA to player 2); but nobody controls a territory once sudden death has begun (sudden_death = 1): write territories = [] in it`,
			`inline.toml:16:1: puzzle "sd-listed": the position gives AB to player 1, but nobody controls a territory once sudden death has begun`,
		},
	}
	for i, r := range rs {
		if !r.OK() {
			t.Errorf("%s: %v", r.ID, r.Problems)
		}
		if !reflect.DeepEqual(r.Notes, want[i]) {
			t.Errorf("%s: notes\n%q\nwant\n%q", r.ID, r.Notes, want[i])
		}
	}
}

// An alternative that is an accepted answer plus an order that changes
// nothing (a Pikeman bumped by the board's edge) was accepted without a
// word. check notes it at the alternative; an added order that changes the
// turn (a Pikeman that steps) is another answer, and is not noted.
func TestCheckNotesAnAlternativeWithAnIdleOrder(t *testing.T) {
	pk := mustParse(t, `[[puzzle]]
id = "idle"
goals = ["kill A1"]
solution = ["move A3 D 1"]
alternatives = [
  ["move A3 D 2"],
  ["move A3 D 1", "move B4 B 1"],
  ["move A3 D 1", "move D3 A 1"],
]
position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B4/B Pikeman/D3/A | DE.EF.FA m6 Bird/A1/A | g:-"
`)
	rs := Check(context.Background(), pk, nil)
	if len(rs) != 1 || !rs[0].OK() {
		t.Fatalf("results %+v", rs)
	}
	want := []string{`inline.toml:7:3: puzzle "idle": alternative 2: the order move B4 B 1 changes nothing: the turn is that of the stated solution; leave the alternative out, or write the answer you meant`}
	if !reflect.DeepEqual(rs[0].Notes, want) {
		t.Errorf("notes\n%q\nwant\n%q", rs[0].Notes, want)
	}

	// An order added to an answer may be an answer alone: the alternative
	// then accepts it (the uniqueness proof needs it), and is not noted.
	two := mustParse(t, `[[puzzle]]
id = "two"
goals = ["kill A1"]
solution = ["move A3 D 1"]
position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/D1/A Pikeman/D3/A | DE.EF.FA m6 Bird/A1/A | g:-"
`).Puzzle("two")
	s := &two.Scenario
	parse := func(text string) []engine.Order {
		var out []engine.Order
		for _, o := range strings.Split(text, "; ") {
			order, err := engine.ParseOrder(s.Catalogue(), o)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, order)
		}
		return out
	}
	if alt := parse("move A3 D 1; move D1 A 1"); !acceptsAPart(s, alt, alt[1:]) {
		t.Error("move D1 A 1 alone kills the Bird from the Pit, yet no part holding it is said to reach the goals")
	}
	if alt := parse("move A3 D 1; move D3 A 1"); acceptsAPart(s, alt, alt[1:]) {
		t.Error("move D3 A 1 alone kills nothing, yet a part holding it is said to reach the goals")
	}
}

// The position's warnings were notes with no place ("player 2 is
// eliminated, but has pieces on the board: ..."), where every other note
// names its file, line and scenario. Each is placed at the key it is about.
func TestCheckPlacesPositionNotes(t *testing.T) {
	pk := mustParse(t, `[[puzzle]]
id = "p1"
goals = ["kill A1"]
solution = ["move A4 D 1"]

[[puzzle.player]]
pieces = ["Pikeman A4 D"]

[[puzzle.player]]
pieces = ["Bird A1 A", "Crab AB1 A"]
out = true

[[puzzle]]
id = "p2"
sudden_death = 1
goals = ["kill A1"]
solution = ["move A2 D 1"]

[[puzzle.player]]
territories = ["AB"]
pieces = ["Pikeman A2 D"]

[[puzzle.player]]
territories = []
pieces = ["Bird A1 A"]
`)
	rs := Check(context.Background(), pk, nil)
	want := [][]string{
		{
			`inline.toml:6:1: puzzle "p1": territory AB is player 1's, but only opponents stand in it: it would have been ransacked`,
			`inline.toml:11:1: puzzle "p1": player 2 is eliminated, but has pieces on the board: they fight, and take no orders`,
			`inline.toml:11:1: puzzle "p1": player 2 is eliminated, but controls territory DE: an opponent who enters it ransacks it`,
			`inline.toml:11:1: puzzle "p1": player 2 is eliminated, but controls territory EF: an opponent who enters it ransacks it`,
			`inline.toml:11:1: puzzle "p1": player 2 is eliminated, but controls territory FA: an opponent who enters it ransacks it`,
		},
		{`inline.toml:15:1: puzzle "p2": the position gives AB to player 1, but nobody controls a territory once sudden death has begun`},
	}
	for i, r := range rs {
		if !reflect.DeepEqual(r.Notes, want[i]) {
			t.Errorf("%s: notes\n%q\nwant\n%q", r.ID, r.Notes, want[i])
		}
	}
}

// Slips an author makes in lists and ids were accepted without a word:
// empty and repeated tags, empty hints, two ids that differ only in case.
func TestCheckNotesListsAndCaseIDs(t *testing.T) {
	pk := mustParse(t, `[[puzzle]]
id = "p1"
tags = ["a", "a", ""]
hints = ["", "x"]
goals = ["kill A1"]
solution = ["move A4 D 1"]

[[puzzle.player]]
pieces = ["Pikeman A4 D"]

[[puzzle.player]]
pieces = ["Bird A1 A"]

[[lesson]]
id = "P1"
text = "t"
why = "w"
hints = [" "]
goals = ["kill A1"]
solution = ["move A4 D 1"]

[[lesson.player]]
pieces = ["Pikeman A4 D"]

[[lesson.player]]
pieces = ["Bird A1 A"]
`)
	rs := Check(context.Background(), pk, nil)
	want := [][]string{
		{
			`inline.toml:3:14: puzzle "p1": tags: "a" is listed twice (tags 1 and 2): leave one out`,
			`inline.toml:3:19: puzzle "p1": tags: tag 3 is empty: leave it out`,
			`inline.toml:4:10: puzzle "p1": hints: hint 1 is empty (the trainer would show a blank hint): leave it out`,
		},
		{
			`inline.toml:18:10: lesson "P1": hints: hint 1 is empty (the trainer would show a blank hint): leave it out`,
			`inline.toml:15:1: lesson "P1": id: "P1" differs only in case from the id of puzzle "p1" on line 1: birdcrab keeps them apart (--id, the trainer's progress), but a reader may take them for one; give it another id`,
		},
	}
	for i, r := range rs {
		if !reflect.DeepEqual(r.Notes, want[i]) {
			t.Errorf("%s: notes\n%q\nwant\n%q", r.ID, r.Notes, want[i])
		}
	}
}
