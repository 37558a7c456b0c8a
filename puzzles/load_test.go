package puzzles

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// loadFixture loads a pack under testdata with the default catalogue.
func loadFixture(t *testing.T, name string) *Pack {
	t.Helper()
	pk, err := Load(filepath.Join("testdata", name), nil)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return pk
}

// orders parses orders in notation with cat.
func orders(t *testing.T, cat *engine.Catalogue, texts ...string) []engine.Order {
	t.Helper()
	os, err := engine.ParseOrders(cat, texts)
	if err != nil {
		t.Fatal(err)
	}
	return os
}

// The core example of the engine issue loads exactly as written there.
func TestCoreExampleLoads(t *testing.T) {
	pk := loadFixture(t, "core.toml")
	if len(pk.Puzzles) != 1 || len(pk.Lessons) != 0 {
		t.Fatalf("%d puzzles and %d lessons, want 1 and 0", len(pk.Puzzles), len(pk.Lessons))
	}
	pz := pk.Puzzles[0]
	cat := pk.Catalogue()
	spear, ok := cat.Lookup("Spear")
	if !ok {
		t.Fatal("the pack's kind Spear is missing")
	}
	if k := cat.Kind(spear); k.Combat != [6]int8{5, 2, 0, 0, 0, 2} || k.Speed != [6]int8{2, 1, 0, 0, 0, 1} {
		t.Errorf("Spear numbers %v / %v", k.Combat, k.Speed)
	}
	const want = "bc1 t2 d30 | AB.BC.CD m6 h:Spear Spear/A2/D | DE.EF.FA m6 Spear/A1/A | g:-"
	if got := pz.Position.Code(cat); got != want {
		t.Errorf("position\n got %s\nwant %s", got, want)
	}
	if pz.ID != "close-1" || pz.Side != 1 || pz.Opponent != Hold {
		t.Errorf("id %q side %d opponent %q", pz.ID, pz.Side, pz.Opponent)
	}
	wantOrders := [][]engine.Order{orders(t, cat, "move A2 D 1"), nil}
	if !reflect.DeepEqual(pz.Orders, wantOrders) {
		t.Errorf("orders %v, want %v", pz.Orders, wantOrders)
	}
	// The default catalogue was not changed by the pack's kind.
	if _, ok := DefaultCatalogue().Lookup("Spear"); ok {
		t.Error("loading a pack added its kind to the default catalogue")
	}
}

// Every field of the full example reaches the Go values.
func TestFullExampleFields(t *testing.T) {
	pk := loadFixture(t, "full.toml")
	if pk.ID != "example" || pk.Title != "An example pack" || pk.Author != "A. Author" || pk.License != "CC-BY-4.0" ||
		pk.Version != "1.2" || pk.Format != 1 || !strings.HasPrefix(pk.Description, "Two puzzles") {
		t.Errorf("header %+v", pk)
	}
	if len(pk.Kinds) != 2 || pk.Kinds[0].Name != "Spear" || pk.Kinds[0].Count != "0" || pk.Kinds[0].Special != "none" {
		t.Errorf("kinds %+v", pk.Kinds)
	}
	cat := pk.Catalogue()
	pz := pk.Puzzle("from-behind")
	if pz == nil {
		t.Fatal("no puzzle from-behind")
	}
	if pz.Title != "From behind" || pz.Difficulty != 1 || !reflect.DeepEqual(pz.Tags, []string{"ransack", "facing"}) ||
		len(pz.Hints) != 2 || !strings.HasPrefix(pz.Explanation, "The Bird steps") || pz.Description == "" {
		t.Errorf("puzzle fields %+v", pz)
	}
	wantGoals := []engine.Goal{{Kind: engine.GoalRansack, Terr: engine.DE}, {Kind: engine.GoalNoLosses}}
	if !reflect.DeepEqual(pz.Goals, wantGoals) {
		t.Errorf("goals %v", pz.Goals)
	}
	if !reflect.DeepEqual(pz.Solution, orders(t, cat, "move DE4 A 1")) {
		t.Errorf("solution %v", pz.Solution)
	}
	const want = "bc1 t5 d20 | AB.BC.CD m7 k1 r1 ?1 h:Crab Bird/DE4/A Pikeman/D3/A | DE.EF.FA m6 x:Bird h:Necromancer Pikeman/DE1/B | g:Bird/2,Crab/1"
	if got := pz.Position.Code(cat); got != want {
		t.Errorf("position\n got %s\nwant %s", got, want)
	}
	meet := pk.Puzzle("meet-it")
	if meet == nil || meet.Opponent != Fixed || len(meet.Alternatives) != 1 {
		t.Fatalf("meet-it: %+v", meet)
	}
	if meet.TechFall != 7 || meet.Rules().TechFall != 7 || pz.TechFall != 0 || pz.Rules().TechFall != 0 {
		t.Errorf("tech_fall: meet-it %d (rules %d), from-behind %d", meet.TechFall, meet.Rules().TechFall, pz.TechFall)
	}
	if !reflect.DeepEqual(meet.Orders, [][]engine.Order{nil, orders(t, cat, "move A1 A 1")}) {
		t.Errorf("meet-it orders %v", meet.Orders)
	}
	if got := meet.Script(); !reflect.DeepEqual(got[1], orders(t, cat, "move A1 A 1")) || len(got[0]) != 0 {
		t.Errorf("script %v", got)
	}
	face := pk.Lesson("face-to-face")
	if face == nil || face.Task != TaskPredict || !reflect.DeepEqual(face.Dies, []engine.Loc{mustLoc(t, "A1")}) || face.Why == "" || len(face.Hints) != 1 {
		t.Errorf("face-to-face: %+v", face)
	}
	step := pk.Lesson("step-in")
	if step == nil || step.Task != TaskGoals || len(step.Goals) != 1 || len(step.Solution) != 1 {
		t.Errorf("step-in: %+v", step)
	}
}

func mustLoc(t *testing.T, name string) engine.Loc {
	t.Helper()
	l, err := engine.ParseLoc(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// The complete example of docs/packs.md is the fixture full.toml, so that
// the documentation cannot drift from what loads.
func TestDocsExampleIsTheFixture(t *testing.T) {
	doc, err := os.ReadFile("../docs/packs.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	i := strings.Index(text, "## A complete example")
	if i < 0 {
		t.Fatal("docs/packs.md has no complete example")
	}
	start := strings.Index(text[i:], "```toml\n")
	end := strings.Index(text[i+start+8:], "```")
	if start < 0 || end < 0 {
		t.Fatal("the complete example has no toml block")
	}
	block := text[i+start+8 : i+start+8+end]
	fixture, err := os.ReadFile("testdata/full.toml")
	if err != nil {
		t.Fatal(err)
	}
	if block != string(fixture) {
		t.Error("the example in docs/packs.md differs from testdata/full.toml")
	}
}

// Each kind of error names the file, line and column, the puzzle and the key.
func TestErrors(t *testing.T) {
	cases := []struct {
		file string
		want []string // every problem, in order
	}{
		{"syntax", []string{`syntax.toml:3:9: the array of goals opened here is not closed: a "]" is missing before the end of the file`}},
		{"misspelt-key", []string{`misspelt-key.toml:6:1: puzzle "pincer": player 1: unknown key "peices" (did you mean "pieces"?)`}},
		// A lesson's key in a puzzle, a puzzle's in a lesson: the key the
		// table takes instead.
		{"cross-keys", []string{
			`cross-keys.toml:3:1: puzzle "copied": unknown key "text" (a lesson's key: a puzzle says description)`,
			`cross-keys.toml:6:1: puzzle "copied": unknown key "chapter" (a lesson's key)`,
			`cross-keys.toml:13:1: lesson "pasted": unknown key "explanation" (a puzzle's key: a lesson says why)`,
		}},
		{"wrong-type", []string{`wrong-type.toml:3:1: puzzle "pincer": difficulty: want a whole number, not a string`}},
		{"unknown-location", []string{`unknown-location.toml:14:3: puzzle "pincer": player 1 pieces: piece "Spear AB9 D": unknown location "AB9" (territory AB has the cells AB1 to AB6)`}},
		{"unknown-kind", []string{`unknown-kind.toml:6:9: puzzle "pincer": player 1 hand: unknown kind "Pikemen" (did you mean "Pikeman"?)`}},
		{"two-on-one-cell", []string{`two-on-one-cell.toml:12:3: puzzle "crowded": player 2 pieces: piece "Crab A3 D": two pieces on A3 (the other is player 1's Pikeman, line 6)`}},
		{"sudden-death", []string{`sudden-death.toml:11:3: puzzle "edge": player 2 pieces: piece "Bird DE5 A": DE5 was removed by sudden death (stage 1)`}},
		{"hand-over-max", []string{`hand-over-max.toml:6:1: puzzle "full-hand": player 1 hand: player 1 holds 3 pieces, over the hand maximum of 2`}},
		{"illegal-solution", []string{`illegal-solution.toml:6:3: puzzle "too-far": solution: illegal stated solution: order "move AB3 C 3": the Pikeman on AB3 moves at most 1 toward C (its front-left speed)`}},
		{"illegal-order", []string{`illegal-order.toml:6:11: puzzle "not-yours": player 1 orders: order "move A1 A 1": the Bird on A1 belongs to player 2`}},
		{"bad-goal", []string{`bad-goal.toml:3:17: puzzle "bad-goal": goals: goal "capture A1": unknown goal "capture" (want ransack, kill, kills, keep, no-losses, pit, eliminate or win)`}},
		{"senseless-goal", []string{`senseless-goal.toml:3:10: puzzle "own-goal": goals: goal "kill A3": the piece on A3 is player 1's own`}},
		{"duplicate-id", []string{`duplicate-id.toml:6:1: lesson "twice": the id is already used by the puzzle on line 1`}},
		{"hold-with-orders", []string{`hold-with-orders.toml:10:1: puzzle "script": player 2 orders: player 2 has orders, but the opponent model is "hold": other players' orders are the script of opponent = "fixed"`}},
		{"code-and-tables", []string{`code-and-tables.toml:4:1: puzzle "both": turn: the position is given as a code (position = "bc1 ..."): write it there, or write the whole position as tables`}},
		{"bad-code", []string{`bad-code.toml:3:1: puzzle "bad-code": position: player 1: piece "Pikeman/A9/D": unknown location "A9" (trench A runs from A1 by the Pit to A4 at the corner)`}},
		{"one-player", []string{`one-player.toml:4:1: puzzle "alone": one [[puzzle.player]] table: a position has 2 to 6 players, one table each (or give it as a code: position = "bc1 ...")`}},
		// The players are missing; turn and deck are known keys all the same.
		{"no-players", []string{`no-players.toml:1:1: puzzle "nobody": no [[puzzle.player]] tables: a position has 2 to 6 players, one table each (or give it as a code: position = "bc1 ...")`}},
		{"territory-twice", []string{`territory-twice.toml:5:34: puzzle "greedy": player 1 territories: territory DE is player 2's too: player 2 holds it by default (give that player territories too)`}},
		{"lesson-without-task", []string{`lesson-without-task.toml:1:1: lesson "aimless": a lesson needs a task: goals to reach (with a solution), dies: the cells whose pieces die, or faces: where a piece ends up facing`}},
		{"facing-empty-cell", []string{`facing-empty-cell.toml:3:1: lesson "ghost": faces: no piece stands on A2: name the cell of a piece and the direction it ends facing, such as "A3 A"`}},
		// A lesson whose task is not known is told so once: its goals,
		// solution and dies are not judged against a task it has not got.
		{"two-tasks", []string{`two-tasks.toml:1:1: lesson "both": a lesson has one task: give goals (with a solution), dies or faces, not goals and dies`}},
		{"unknown-task", []string{`unknown-task.toml:3:1: lesson "guess": task: unknown task "guess" (want "goals", "predict" or "facing")`}},
		{"lesson-empty-cell", []string{`lesson-empty-cell.toml:3:15: lesson "ghost": dies: no piece stands on B3 and none is placed there`}},
		{"newer-format", []string{`newer-format.toml:3:1: pack: format: format 2 is newer than this birdcrab reads (1); update birdcrab`}},
		{"bad-kind", []string{`bad-kind.toml:3:1: kind "Spear": combat has 3 numbers; want six (front, front-right, back-right, back, back-left, front-left)`}},
		{"missing-id", []string{`missing-id.toml:1:1: puzzle 1: a puzzle needs an id (id = "...", unique in the pack)`}},
		{"bad-opponent", []string{`bad-opponent.toml:3:1: puzzle "who": opponent: unknown opponent model "passive" (want "hold", "fixed" or "any")`}},
		{"bad-tech-fall", []string{`bad-tech-fall.toml:3:1: puzzle "crash": tech_fall: -5 is outside 0..99`}},
		// Every problem of every [[kind]] table, the numbers as written.
		{"kinds-several", []string{
			`kinds-several.toml:3:1: kind "Bird": count: want a string, not a whole number (in quotes: count = "5")`,
			`kinds-several.toml:7:11: kind "Pikeman": combat 99999999999 on the front side is outside 0..9`,
			`kinds-several.toml:7:36: kind "Pikeman": combat 12 on the front-left side is outside 0..9`,
			`kinds-several.toml:8:25: kind "Pikeman": speed 66 on the front-left side is outside 0..5`,
			`kinds-several.toml:9:1: kind "Pikeman": count "abc": want a number, a range such as "15-20", or "?"`,
			`kinds-several.toml:10:1: kind "Pikeman": unknown special rule "dragon" (want none, Catapult, Cerberus, Cloud Man, Drunk, Harpy, Imp Swarm, King, Left Berzerker, Magician, Necromancer, Priest, Reverse Centaur, Skeleton, Snake, Witch)`,
			`kinds-several.toml:18:1: kind "spear" is given twice: first as "Spear" on line 13 (kind names are compared without case, spaces, hyphens and underscores); write it in one table`,
			`kinds-several.toml:23:1: kind "Crab": count "": want a number, a range such as "15-20", or "?"`,
		}},
		// The schema wants arrays, and the loader agrees.
		{"lone-string", []string{
			`lone-string.toml:3:1: puzzle "lone": goals: want an array of strings, even for one: goals = ["kill A1"], not a lone string`,
			`lone-string.toml:6:1: puzzle "lone": player 1 pieces: want an array of strings, even for one: pieces = ["Pikeman A3 D"], not a lone string`,
		}},
		// An alternative is named by its number, as check names it.
		{"bad-alternative", []string{`bad-alternative.toml:5:35: puzzle "alts": alternative 2: order "move A3 Q 1": unknown direction "Q" (want a letter A to F)`}},
		// Two puzzles under one [[puzzle]] line: the decoder's "Key
		// 'puzzle.id' has already been defined." in the house's words.
		{"key-twice", []string{`key-twice.toml:6:1: "puzzle.id" is given twice: a table holds each key once (each puzzle starts with its own [[puzzle]] line)`}},
		// [puzzle.player] for [[puzzle.player]]: the brackets are named, once.
		{"single-brackets", []string{
			`single-brackets.toml:5:1: puzzle "pincer": player: want [[puzzle.player]] tables, with two brackets, not one table [puzzle.player]`,
			`single-brackets.toml:8:1: kind: want [[kind]] tables, with two brackets, not one table [kind]`,
		}},
		{"several", []string{
			`several.toml:3:1: puzzle "many-faults": difficulty: 7 is outside 1..5`,
			`several.toml:8:3: puzzle "many-faults": player 1 pieces: piece "Pikeman A3 Q": facing: unknown direction "Q" (want a letter A to F)`,
			`several.toml:9:3: puzzle "many-faults": player 1 pieces: piece "Dragon A4 D": unknown kind "Dragon"`,
			`several.toml:14:1: puzzle "many-faults": player 2: unknown key "colour"`,
		}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			dir := filepath.Join("testdata", "errors")
			pk, err := Load(filepath.Join(dir, c.file+".toml"), nil)
			if err == nil {
				t.Fatalf("loaded %d puzzles; want an error", len(pk.Puzzles))
			}
			if pk != nil {
				t.Error("a pack came back with the error")
			}
			var es Errors
			if !errors.As(err, &es) {
				t.Fatalf("error %T, want Errors", err)
			}
			var got []string
			for _, e := range es {
				got = append(got, strings.TrimPrefix(e.Error(), dir+string(filepath.Separator)))
				if e.Line < 1 || e.File == "" {
					t.Errorf("no place: %#v", e)
				}
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(c.want, "\n  "))
			}
		})
	}
}

// ParseDraft gives back a pack that reads but fails Validate, with the
// problems Parse reports; a text that does not read is refused as Parse
// refuses it. Over every file of testdata/errors (one fault each), Parse's
// error is ParseDraft's problems or its error.
func TestParseDraftKeepsWhatOnlyValidateRefuses(t *testing.T) {
	drafts := map[string]bool{ // the files only Validate refuses
		"hand-over-max": true, "illegal-solution": true, "illegal-order": true,
		"senseless-goal": true, "duplicate-id": true, "hold-with-orders": true,
		"lesson-empty-cell": true, "facing-empty-cell": true, "sudden-death": true,
	}
	dir := filepath.Join("testdata", "errors")
	files, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
	if len(files) < 20 {
		t.Fatalf("only %d files in %s", len(files), dir)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".toml")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			_, want := Parse(file, data, nil)
			pk, problems, err := ParseDraft(file, data, nil)
			got := err
			if drafts[name] {
				if pk == nil || err != nil {
					t.Fatalf("no draft: %v", err)
				}
				got = problems
			} else if pk != nil || problems != nil {
				t.Fatalf("a pack came back from a text that does not read (problems %v)", problems)
			}
			if got == nil || want == nil || got.Error() != want.Error() {
				t.Errorf("got\n  %v\nwant, as Parse says\n  %v", got, want)
			}
		})
	}
	// The draft holds what the file says, the hand over its maximum too.
	pk, _, err := ParseDraft("h.toml", mustReadFile(t, filepath.Join(dir, "hand-over-max.toml")), nil)
	if err != nil {
		t.Fatal(err)
	}
	if pl := pk.Puzzles[0].Position.Player(1); pk.Puzzles[0].ID != "full-hand" || pl.HandSize() != 3 || pl.HandMax != 2 {
		t.Errorf("the draft's puzzle %q: hand %d of at most %d", pk.Puzzles[0].ID, pl.HandSize(), pl.HandMax)
	}
	// A sound pack reads as Parse reads it, without problems.
	if pk, problems, err := ParseDraft("full.toml", mustReadFile(t, filepath.Join("testdata", "full.toml")), nil); err != nil || problems != nil || len(pk.Puzzles) != 2 {
		t.Errorf("the full example as a draft: %v %v", problems, err)
	}
}

// mustReadFile reads a test file.
func mustReadFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestLoadMissingFile(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "none.toml"), nil)
	if err == nil || !strings.Contains(err.Error(), "none.toml: cannot read the pack") {
		t.Fatalf("got %v", err)
	}
}

// LoadArg takes a position code in place of a file.
func TestLoadArgTakesACode(t *testing.T) {
	const code = "bc1 t4 d12 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"
	pk, err := LoadArg(code, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := pk.Scenario("")
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Position.Code(pk.Catalogue()); got != code {
		t.Errorf("got %s", got)
	}
	if pk.File != CodeFile || s.ID != "position" || s.Side != 1 || s.Opponent != Hold {
		t.Errorf("pack %q, puzzle %q side %d opponent %q", pk.File, s.ID, s.Side, s.Opponent)
	}
	_, err = LoadArg("bc1 t4 | AB m6 Dragon/A3/D | DE m6 | g:-", nil)
	if err == nil || !strings.HasPrefix(err.Error(), `position code: player 1: piece "Dragon/A3/D": unknown kind "Dragon"`) {
		t.Errorf("bad code: %v", err)
	}
	if _, err := LoadArg("testdata/core.toml", nil); err != nil {
		t.Errorf("a file: %v", err)
	}
}

// An argument that starts as a code and names no file is an incomplete
// code, not a missing file; a file of such a name is still read.
func TestLoadArgIncompleteCode(t *testing.T) {
	for _, arg := range []string{"bc1", "bc1 ", " bc1", "bc1t2"} {
		_, err := LoadArg(arg, nil)
		want := fmt.Sprintf("position code: %q is no file, and looks like an incomplete position code: a code is one argument (quoted), \"bc1 \" then", arg)
		if err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), `such as "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"`) {
			t.Errorf("LoadArg(%q): %v\nwant %q...", arg, err, want)
		}
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "bc1")
	if err := os.WriteFile(file, []byte("[[puzzle]]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	if _, err := LoadArg("bc1", nil); err == nil || strings.Contains(err.Error(), "incomplete") {
		t.Errorf("a file named bc1: %v", err)
	}
}

// A base catalogue given to Load lies under the pack's kinds.
func TestLoadOverCatalogue(t *testing.T) {
	cat := DefaultCatalogue()
	bird, _ := cat.Lookup("Bird")
	k := *cat.Kind(bird)
	k.Combat = [6]int8{9, 9, 9, 9, 9, 9}
	cat.Put(k)
	pk, err := Load("testdata/core.toml", cat)
	if err != nil {
		t.Fatal(err)
	}
	if got := pk.Catalogue().Kind(bird).Combat; got != k.Combat {
		t.Errorf("Bird combat %v: the base catalogue was not used", got)
	}
	if _, ok := cat.Lookup("Spear"); ok {
		t.Error("the base catalogue was changed")
	}
}

// Scenario picks a puzzle or lesson by id, or says which ids there are.
func TestScenarioByID(t *testing.T) {
	pk := loadFixture(t, "full.toml")
	if _, err := pk.Scenario(""); err == nil || !strings.Contains(err.Error(), "from-behind, meet-it, face-to-face, step-in") {
		t.Errorf("no id: %v", err)
	}
	s, err := pk.Scenario("step-in")
	if err != nil || s.ID != "step-in" || s.Name() != `lesson "step-in"` {
		t.Errorf("step-in: %v %v", s, err)
	}
	if _, err := pk.Scenario("nope"); err == nil || !strings.Contains(err.Error(), `no puzzle or lesson "nope"`) {
		t.Errorf("nope: %v", err)
	}
	// A pack with none says so as check and the trainer say it, whatever id.
	empty := NewPack("empty.toml", nil)
	for _, id := range []string{"", "nope"} {
		if _, err := empty.Scenario(id); err == nil || err.Error() != "empty.toml: the file has no puzzles and no lessons" {
			t.Errorf("an empty pack, id %q: %v", id, err)
		}
	}
}

func TestKeyLabel(t *testing.T) {
	for key, want := range map[string]string{
		"player[1].orders[2]": "player 2 orders",
		"alternatives[0][3]":  "alternative 1",
		"goals[2]":            "goals",
		"wrong[1].claims[0]":  "wrong answer 2 claims",
		"wrong[0]":            "wrong answer 1",
		"":                    "",
		"position":            "position",
	} {
		if got := keyLabel(key); got != want {
			t.Errorf("%q: %q, want %q", key, got, want)
		}
	}
}

// filters = false in [pack] makes the quality filters optional for its
// puzzles; true or no key leaves them required; saving keeps the key; a
// value not true or false is refused at its line.
func TestPackFiltersKey(t *testing.T) {
	const body = "\n[[puzzle]]\nid = \"p\"\nposition = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\"\n"
	for _, c := range []struct {
		header   string
		optional bool
	}{{"[pack]\nid = \"x\"\n", false}, {"[pack]\nfilters = true\n", false}, {"[pack]\nfilters = false\n", true}} {
		pk, err := Parse("f.toml", []byte(c.header+body), nil)
		if err != nil {
			t.Fatalf("%q: %v", c.header, err)
		}
		if pk.FiltersOptional != c.optional {
			t.Errorf("%q: FiltersOptional %v, want %v", c.header, pk.FiltersOptional, c.optional)
		}
		data, err := pk.MarshalPlain()
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(string(data), "filters = false\n"); got != c.optional {
			t.Errorf("%q: saved as\n%s", c.header, data)
		}
		back, err := Parse("saved.toml", data, nil)
		if err != nil || back.FiltersOptional != c.optional {
			t.Errorf("%q: saved and loaded again: FiltersOptional %v, %v", c.header, back != nil && back.FiltersOptional, err)
		}
	}
	_, err := Parse("f.toml", []byte("[pack]\nfilters = \"no\"\n"+body), nil)
	if err == nil || !strings.Contains(err.Error(), "f.toml:2:") || !strings.Contains(err.Error(), "want true or false") {
		t.Errorf("filters = \"no\": %v", err)
	}
}

// The decoder's messages about an author's commonest slips in TOML itself
// say how to write it: quotes round text, straight quotes, true in lower
// case, a string closed on its line, a value after =, a file in UTF-8.
func TestSyntaxErrorsSuggestTheFix(t *testing.T) {
	for _, c := range []struct{ name, text, want string }{
		{"bare text", "[pack]\ntitle = Hello world\n",
			`pack.toml:2:9: expected value but found "Hello" instead (text goes in double quotes: "Hello ...")`},
		{"bare words in an array", "[[puzzle]]\nid = \"x\"\ngoals = [kill A1]\n",
			`pack.toml:3:10: expected value but found "kill" instead (text goes in double quotes: "kill ...")`},
		{"typographic quotes", "[pack]\ntitle = \u201cHello\u201d\n",
			"pack.toml:2:9: expected value but found '\u201c' instead" + ` (write straight quotes " ", not typographic ones)`},
		{"True", "[pack]\nfilters = True\n",
			`pack.toml:2:11: expected value but found "True" instead (write true in lower case)`},
		{"open string", "[pack]\ntitle = \"Hello\nid = \"x\"\n",
			`pack.toml:2:15: strings cannot contain newlines (end the string with " on its line, or write text of several lines between """ and """)`},
		{"no value", "[pack]\ntitle =\nid = \"x\"\n",
			`pack.toml:2:8: expected value but found '\n' instead (the key has no value: write one after =)`},
		{"no value, CR LF", "[pack]\r\ntitle =\r\nid = \"x\"\r\n",
			`pack.toml:2:8: expected value but found '\r' instead (the key has no value: write one after =)`},
		{"bare version", "[pack]\nversion = 1.2.3\n",
			`pack.toml:2:11: Invalid float value: "1.2.3" (a version or other text goes in double quotes: "1.2.3")`},
		{"Latin-1", "[pack]\ntitle = \"caf\xe9\"\n",
			`pack.toml:2:13: invalid UTF-8 byte: 0xe9 (save the file as UTF-8)`},
		// The byte's own line, not the line the text begins on.
		{"Latin-1 in a long text", "[pack]\ndescription = \"\"\"\nline one\nline two\ncaf\xe9\n\"\"\"\n",
			`pack.toml:5:4: invalid UTF-8 byte: 0xe9 (save the file as UTF-8)`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("pack.toml", []byte(c.text), nil)
			if err == nil || err.Error() != c.want {
				t.Errorf("got  %v\nwant %s", err, c.want)
			}
		})
	}
}

// A number too large for the decoder is named as every other bad value
// is: puzzle, player and key (a kind's element, the pack's key). It was
// the one message naming none: "t1.toml:10:12: 99999999999999999999 is
// out of range for int64".
func TestNumberOutOfRangeNamesTheKey(t *testing.T) {
	for _, c := range []struct{ name, text, want string }{
		{"hand_max", "[[puzzle]]\nid = \"p\"\nturn = 3\n\n[[puzzle.player]]\npieces = [\"Pikeman A3 D\"]\n\n[[puzzle.player]]\nterritories = [\"AB\"]\nhand_max = 99999999999999999999\n",
			`pack.toml:10:12: puzzle "p": player 2 hand_max: 99999999999999999999 is too large a number to read`},
		{"negative, id below", "[[puzzle]]\nturn = -99999999999999999999\nid = \"q\"\n",
			`pack.toml:2:8: puzzle "q": turn: -99999999999999999999 is too small a number to read`},
		{"no id", "[[puzzle]]\nid = \"a\"\n[[puzzle]]\nturn = 99999999999999999999\n",
			`pack.toml:4:8: puzzle 2: turn: 99999999999999999999 is too large a number to read`},
		{"kind element", "[[kind]]\nname = \"Bird\"\ncombat = [1,\n  99999999999999999999]\n",
			`pack.toml:4:3: kind "Bird": combat: element 2: 99999999999999999999 is too large a number to read`},
		{"pack", "[pack]\nformat = 9_223_372_036_854_775_808\n",
			`pack.toml:2:10: pack: format: 9_223_372_036_854_775_808 is too large a number to read`},
		{"wrong answer, decimal", "[[lesson]]\nid = \"l\"\n[[lesson.wrong]]\ndeaths = 1e999\n",
			`pack.toml:4:10: lesson "l": wrong answer 1 deaths: 1e999 is out of the range of numbers a file can hold`},
		// Two of them: the key of the first, as the decoder names it.
		{"two", "[[puzzle]]\nturn = 99999999999999999999\ndeck = 99999999999999999999\n",
			`pack.toml:2:8: puzzle.turn: 99999999999999999999 is too large a number to read`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("pack.toml", []byte(c.text), nil)
			if err == nil || err.Error() != c.want {
				t.Errorf("got  %v\nwant %s", err, c.want)
			}
		})
	}
}

// A key written in the wrong table, the commonest slip of TOML's tables (a
// puzzle's goals written under its last [[puzzle.player]] header go into
// that player's table), and player tables with no [[puzzle]] line above
// them, are named with where they go.
func TestMisplacedKeys(t *testing.T) {
	const players = "[[puzzle.player]]\npieces = [\"Pikeman A3 D\"]\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n"
	for _, c := range []struct{ name, text string }{
		{"puzzle key in a player", "[[puzzle]]\nid = \"x\"\n\n" + players + "goals = [\"kill A1\"]\n"},
		{"player key in a puzzle", "[[puzzle]]\nid = \"x\"\nhand = [\"Bird\"]\n\n" + players},
		{"lesson key in a wrong answer", "[[lesson]]\nid = \"l\"\ntext = \"x\"\ndies = [\"A1\"]\n\n[[lesson.player]]\npieces = [\"Pikeman A3 D\"]\norders = [\"move A3 D 1\"]\n\n[[lesson.player]]\npieces = [\"Bird A1 A\"]\n\n[[lesson.wrong]]\nmissed = [\"A1\"]\nwhy = \"no\"\nhints = [\"h\"]\n"},
		// One player table (the opponent not written yet): the count was
		// all check said, and the goals under it were found only once a
		// second table was added.
		{"puzzle key under the one player", "[[puzzle]]\nid = \"x\"\n\n[[puzzle.player]]\npieces = [\"Pikeman A3 D\"]\ngoals = [\"kill A1\"]\n"},
		{"players without a puzzle", "[pack]\nid = \"p\"\n\n" + players},
		{"wrong answers without a lesson", "[[lesson.wrong]]\nwhy = \"no\"\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("pack.toml", []byte(c.text), nil)
			want := map[string]string{
				"puzzle key in a player":          `pack.toml:9:1: puzzle "x": player 2: unknown key "goals" (a puzzle's key, not a player's: a key belongs to the table whose header is above it, so write it before the puzzle's first [[puzzle.player]] line)`,
				"player key in a puzzle":          `pack.toml:3:1: puzzle "x": unknown key "hand" (a player's key: write it in the [[puzzle.player]] table of each player)`,
				"lesson key in a wrong answer":    `pack.toml:16:1: lesson "l" wrong answer 1: unknown key "hints" (a lesson's key, not a wrong answer's: a key belongs to the table whose header is above it, so write it before the lesson's first [[lesson.player]] or [[lesson.wrong]] line)`,
				"puzzle key under the one player": `pack.toml:6:1: puzzle "x": player 1: unknown key "goals" (a puzzle's key, not a player's: a key belongs to the table whose header is above it, so write it before the puzzle's first [[puzzle.player]] line)`,
				"players without a puzzle":        `pack.toml:4:1: puzzle: [[puzzle.player]] without a [[puzzle]] line above it: each puzzle starts with its own [[puzzle]] line, above its other tables`,
				"wrong answers without a lesson":  `pack.toml:1:1: lesson: [[lesson.wrong]] without a [[lesson]] line above it: each lesson starts with its own [[lesson]] line, above its other tables`,
			}[c.name]
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("got  %v\nwant %s", err, want)
			}
		})
	}
}

// The lists of a puzzle's, a lesson's and a player's keys that name where a
// misplaced key goes are the keys loading reads: each, given a value of no
// type a key takes, is refused for its value, not as an unknown key.
func TestMisplacedKeyLists(t *testing.T) {
	players := func(what, extra string) string {
		return "[[" + what + ".player]]\n" + extra + "\npieces = [\"Pikeman A3 D\"]\n\n[[" + what + ".player]]\npieces = [\"Bird A1 A\"]\n"
	}
	check := func(t *testing.T, key, text string) {
		_, err := Parse("pack.toml", []byte(text), nil)
		if err == nil || strings.Contains(err.Error(), fmt.Sprintf("unknown key %q", key)) {
			t.Errorf("%s is not a key there: %v", key, err)
		}
	}
	const bad = " = 1979-05-27\n\n"
	for _, key := range puzzleKeys {
		check(t, key, "[[puzzle]]\nid = \"x\"\n"+key+bad+players("puzzle", ""))
	}
	for _, key := range lessonKeys {
		check(t, key, "[[lesson]]\nid = \"x\"\ntext = \"t\"\n"+key+bad+players("lesson", ""))
	}
	for _, key := range playerKeys {
		check(t, key, "[[puzzle]]\nid = \"x\"\n\n"+players("puzzle", key+" = 1979-05-27"))
	}
}

// One piece over a hand maximum of 0 is one piece, not "1 pieces".
func TestHandOverMaxOnePiece(t *testing.T) {
	text := "[[puzzle]]\nid = \"x\"\n\n[[puzzle.player]]\nhand_max = 0\nhand = [\"Bird\"]\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n"
	_, err := Parse("pack.toml", []byte(text), nil)
	want := `pack.toml:6:1: puzzle "x": player 1 hand: player 1 holds 1 piece, over the hand maximum of 0`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

// An unknown location is told which cells there are: its trench's, its
// territory's, the Pit for a misspelling of it, or all of them.
func TestUnknownLocationSaysWhichCells(t *testing.T) {
	for _, c := range []struct{ loc, hint string }{
		{"A5", "(trench A runs from A1 by the Pit to A4 at the corner)"},
		{"d0", "(trench D runs from D1 by the Pit to D4 at the corner)"},
		{"AB7", "(territory AB has the cells AB1 to AB6)"},
		{"BA3", "(did you mean AB3? territories are AB, BC, CD, DE, EF and FA)"},
		{"Pitt", "(did you mean Pit?)"},
		{"G2", "(the cells are Pit, the trench cells A1 to F4 and the territory cells AB1 to FA6)"},
	} {
		text := "[[puzzle]]\nid = \"x\"\ngoals = [\"kill " + c.loc + "\"]\n\n[[puzzle.player]]\npieces = [\"Pikeman A3 D\"]\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n"
		_, err := Parse("pack.toml", []byte(text), nil)
		want := fmt.Sprintf(`pack.toml:3:10: puzzle "x": goals: goal "kill %s": unknown location %q %s`, c.loc, c.loc, c.hint)
		if err == nil || err.Error() != want {
			t.Errorf("got  %v\nwant %s", err, want)
		}
	}
}

// A piece written with spaces in a position code, as the tables write it,
// is told that a code joins it with slashes.
func TestCodePieceWithSpaces(t *testing.T) {
	text := "[[puzzle]]\nid = \"x\"\nposition = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman A3 D | DE.EF.FA m6 Bird/A1/A | g:-\"\n"
	_, err := Parse("pack.toml", []byte(text), nil)
	want := `pack.toml:3:1: puzzle "x": position: player 1: unknown field "Pikeman" (a code writes a piece as KIND/LOC/FACING, with slashes: Pikeman/A3/D)`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

// A short kind or key with two letters swapped is suggested, as one with a
// letter missing is.
func TestSwappedLettersSuggested(t *testing.T) {
	text := "[[puzzle]]\nid = \"x\"\n\n[[puzzle.player]]\npieces = [\"Pikeman A3 D\"]\nhnad = [\"Bird\"]\n\n[[puzzle.player]]\npieces = [\"Brid A1 A\"]\n"
	_, err := Parse("pack.toml", []byte(text), nil)
	for _, want := range []string{
		`pack.toml:6:1: puzzle "x": player 1: unknown key "hnad" (did you mean "hand"?)`,
		`pack.toml:9:11: puzzle "x": player 2 pieces: piece "Brid A1 A": unknown kind "Brid" (did you mean "Bird"?)`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("want %s\ngot  %v", want, err)
		}
	}
}

// A value of the wrong type that is only quoted wrongly is shown as it
// should be written.
func TestWrongTypeShowsTheValue(t *testing.T) {
	text := "[pack]\nversion = 1\nformat = \"1\"\nfilters = \"false\"\nid = [\"x\"]\n\n[[puzzle]]\nid = \"x\"\n\n[[puzzle.player]]\nkills = \"1\"\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n"
	_, err := Parse("pack.toml", []byte(text), nil)
	for _, want := range []string{
		`pack.toml:2:1: pack: version: want a string, not a whole number (in quotes: version = "1")`,
		`pack.toml:3:1: pack: format: want a whole number, not a string (without quotes: format = 1)`,
		`pack.toml:4:1: pack: filters: want true or false, not a string (without quotes: filters = false)`,
		`pack.toml:5:1: pack: id: want a string, not an array (one string, without brackets: id = "x")`,
		`pack.toml:11:1: puzzle "x": player 1 kills: want a whole number, not a string (without quotes: kills = 1)`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("want %s\ngot  %v", want, err)
		}
	}
}

// A pack written as an inline array names the line and column of a mistake
// inside its inline tables.
func TestInlineTablesErrorsInPlace(t *testing.T) {
	text := "puzzle = [\n  { id = \"x\", goals = [\"kill A1\"], solution = [\"move A3 D 1\"], player = [\n" +
		"      { pieces = [\"Pikeman A3 D\"] },\n      { pieces = [\"Bird A9 A\"],\n        hnad = [\"Bird\"] },\n  ] },\n]\n"
	_, err := Parse("pack.toml", []byte(text), nil)
	for _, want := range []string{
		`pack.toml:4:19: puzzle "x": player 2 pieces: piece "Bird A9 A": unknown location "A9"`,
		`pack.toml:5:9: puzzle "x": player 2: unknown key "hnad" (did you mean "hand"?)`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("want %s\ngot  %v", want, err)
		}
	}
}

// A pack format below 1 is told which format to write, not a range of
// numbers no pack uses.
func TestFormatBelowOne(t *testing.T) {
	text := "[pack]\nformat = 0\n\n[[puzzle]]\nid = \"x\"\nposition = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\"\n"
	_, err := Parse("pack.toml", []byte(text), nil)
	want := `pack.toml:2:1: pack: format: 0 is no pack format: formats count from 1 (format = 1, the one this birdcrab reads)`
	if err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

// Single and double brackets mixed for one table are told which to write.
func TestBracketsMixed(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n\n[[puzzle]]\nid = \"x\"\n",
			`pack.toml:1:1: [[puzzle.player]] has no [[puzzle]] line above it, so the [[puzzle]] on line 4 cannot follow it: each puzzle starts with its own [[puzzle]] line, above its other tables`},
		{"[puzzle]\nid = \"x\"\n\n[[puzzle]]\nid = \"y\"\n",
			`pack.toml:1:1: [puzzle] has one bracket: write [[puzzle]], with two (the [[puzzle]] on line 4 cannot follow one [puzzle] table)`},
		{"[[puzzle]]\nid = \"x\"\n\n[puzzle]\nid = \"y\"\n",
			`pack.toml:4:2: "puzzle" is given twice: each puzzle starts with its own [[puzzle]] line, with two brackets`},
		{"[kind]\nname = \"X\"\n\n[[kind]]\nname = \"Y\"\n",
			`pack.toml:4:3: [[kind]] after a [kind] line: write every kind as [[kind]], with two brackets`},
		{"[pack]\nid = \"x\"\n\n[[pack]]\nid = \"y\"\n",
			`pack.toml:4:3: [[pack]]: a pack has one [pack] table, written with one bracket`},
	} {
		_, err := Parse("pack.toml", []byte(c.text), nil)
		if err == nil || err.Error() != c.want {
			t.Errorf("got  %v\nwant %s", err, c.want)
		}
	}
}

// An opponent model or a task in capitals is a known name written in the
// wrong case: the file writes it in lower case, and is told so.
func TestNamesInCapitals(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"[[puzzle]]\nid = \"x\"\nopponent = \"Hold\"\nposition = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\"\n",
			`pack.toml:3:1: puzzle "x": opponent: "Hold": write it in lower case, "hold"`},
		{"[[lesson]]\nid = \"l\"\ntask = \"Predict\"\ndies = [\"A1\"]\nposition = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\"\n",
			`pack.toml:3:1: lesson "l": task: "Predict": write it in lower case, "predict"`},
	} {
		_, err := Parse("pack.toml", []byte(c.text), nil)
		if err == nil || err.Error() != c.want {
			t.Errorf("got  %v\nwant %s", err, c.want)
		}
	}
}

// A decimal where a string goes gets no value in quotes: "1.1" for
// version = 1.10 would change what the author wrote.
func TestDecimalWhereAStringGoesIsNotRequoted(t *testing.T) {
	_, err := Parse("pack.toml", []byte("[pack]\nversion = 1.10\n"), nil)
	if err == nil || !strings.Contains(err.Error(), "pack.toml:2:1: pack: version: want a string") || strings.Contains(err.Error(), "in quotes") {
		t.Errorf("got %v", err)
	}
}

// An id refused names the character that cannot be in it, and says the
// letters are a to z: "ümlaut" was told "use letters", and ü is one.
func TestCheckIDNamesTheCharacter(t *testing.T) {
	for id, want := range map[string]string{
		"ümlaut":    `id "ümlaut": 'ü' cannot be part of an id: use the letters a to z and A to Z, digits, '-', '_' and '.' only`,
		"has space": `id "has space": a space cannot be part of an id: use the letters a to z and A to Z, digits, '-', '_' and '.' only`,
		"a/b":       `id "a/b": '/' cannot be part of an id`,
		"":          "an empty id",
	} {
		err := CheckID(id)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("CheckID(%q) = %v, want %s", id, err, want)
		}
	}
	for _, id := range []string{"pincer", "Meet-it_2.b"} {
		if err := CheckID(id); err != nil {
			t.Errorf("CheckID(%q) = %v", id, err)
		}
	}
}

// Mistakes reported at the wrong key or in the wrong words.
func TestLoadAuthorSlips(t *testing.T) {
	const players = "\n[[puzzle.player]]\npieces = [\"Pikeman A4 D\"]\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n"
	for _, c := range []struct{ text, want string }{
		// A puzzle's empty id was refused, the pack's accepted.
		{"[pack]\nid = \"\"\n\n[[puzzle]]\nid = \"p\"\n" + players, `f.toml:2:1: pack: id: an empty id`},
		// "unknown kind \"Bird A1\"" said nothing of the word too many.
		{"[[puzzle]]\nid = \"p\"\n\n[[puzzle.player]]\npieces = [\"Bird A1 A extra\"]\n\n[[puzzle.player]]\n",
			`f.toml:5:11: puzzle "p": player 1 pieces: piece "Bird A1 A extra": a piece is KIND CELL FACING, such as "Pikeman AB3 D": leave out the word "extra" after the facing`},
		{"[[puzzle]]\nid = \"p\"\n\n[[puzzle.player]]\npieces = [\"Reverse Centaur A1 A x y\"]\n\n[[puzzle.player]]\n",
			`piece "Reverse Centaur A1 A x y": a piece is KIND CELL FACING, such as "Pikeman AB3 D": leave out the words "x y" after the facing`},
		// Hidden pieces over the maximum were placed at the player's header.
		{"[[puzzle]]\nid = \"p\"\n\n[[puzzle.player]]\npieces = [\"Pikeman A4 D\"]\nhidden = 9\n\n[[puzzle.player]]\n",
			`f.toml:6:1: puzzle "p": player 1 hidden: player 1 holds 9 pieces, over the hand maximum of 6`},
	} {
		_, err := Parse("f.toml", []byte(c.text), nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q:\ngot  %v\nwant %s", c.text, err, c.want)
		}
	}
}

// A position code pasted with a label or quotes reads from a file (and so
// from standard input) as it does as an argument, as a puzzle code does:
// it was refused with "a code starts with "bc1", in lower case, not "bc1"".
func TestLabelledPositionCodeInAFile(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:-"
	for _, text := range []string{
		"Position code: " + code,
		"Position code after the turn: " + code,
		`"` + code + `"`,
		"«" + code + "»",
		"\uFEFFPosition code: " + code + "\r\n",
	} {
		pk, err := Parse("f.txt", []byte(text+"\n"), nil)
		if err != nil {
			t.Errorf("Parse(%q): %v", text, err)
			continue
		}
		if len(pk.Puzzles) != 1 || pk.Puzzles[0].Position.Code(pk.Catalogue()) != code {
			t.Errorf("Parse(%q) read %+v, want the one position %q", text, pk.Puzzles, code)
		}
	}
}

// One problem past Errors' cap is "and 1 more problem", not "problems".
func TestErrorsOneMoreIsSingular(t *testing.T) {
	var es Errors
	for i := range maxErrors + 1 {
		es = append(es, &FileError{File: "f.toml", Line: i + 1, Msg: "bad"})
	}
	if got := es.Error(); !strings.HasSuffix(got, "\nf.toml: and 1 more problem") {
		t.Errorf("Errors of %d ends %q", len(es), got[len(got)-40:])
	}
}
