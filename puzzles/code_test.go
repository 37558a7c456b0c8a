package puzzles

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// codeFields says, for every field of a puzzle, whether its puzzle code
// carries it. A field added to Scenario or Puzzle fails
// TestPuzzleCodeFields until it is listed here, and the round trip below
// compares every carried one.
var codeFields = map[string]string{
	"Position": "carried", "Side": "carried", "Opponent": "carried", "Goals": "carried",
	"TechFall": "carried",
	"Orders":   "carried: the other players' under fixed, the side's own when there are no goals",
	// An answer, or texts: the code gives nothing away.
	"ID": "left out", "Title": "left out", "Solution": "left out", "Alternatives": "left out",
	"Hints": "left out", "Claims": "left out", "Description": "left out", "Difficulty": "left out",
	"Tags": "left out", "Explanation": "left out",
	"cat":         "not carried: CodeProblem refuses kinds that are not the default catalogue's",
	"off":         "not a puzzle's: a lesson played without its rule",
	"what":        "puzzle or lesson",
	"src":         "the file",
	"path":        "the file",
	"pieceKeys":   "the file",
	"defaultHeld": "the file: a code lists every territory",
}

// Every field of a puzzle is either carried by its code or listed as left
// out, with the reason.
func TestPuzzleCodeFields(t *testing.T) {
	for _, typ := range []reflect.Type{reflect.TypeFor[Scenario](), reflect.TypeFor[Puzzle]()} {
		for f := range typ.Fields() {
			if f.Anonymous {
				continue
			}
			if _, ok := codeFields[f.Name]; !ok {
				t.Errorf("%s.%s: say whether the puzzle code carries it (codeFields)", typ.Name(), f.Name)
			}
		}
	}
}

// codePacks returns the shipped packs and every test pack that loads.
func codePacks(t *testing.T) []*Pack {
	t.Helper()
	packs, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{"testdata", "../cmd/birdcrab/testdata", "../cmd/birdcrab/testdata/docs/packs", "../editor/testdata"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
		for _, f := range files {
			if pk, err := Load(f, nil); err == nil {
				packs = append(packs, pk)
			}
		}
	}
	return packs
}

// Every puzzle (and lesson with goals) of the shipped packs and of the test
// packs, written as a puzzle code and read with the default catalogue, is
// the same puzzle: every field the code carries (codeFields) reads back,
// the others are empty. One whose kinds are not the default catalogue's
// has no code (CodeProblem), and its code would indeed read as another
// puzzle or not at all.
func TestPuzzleCodeRoundTrips(t *testing.T) {
	var same, refused, techFall int
	for _, pk := range codePacks(t) {
		type item struct {
			s       *Scenario
			problem string
			lesson  bool
		}
		var items []item
		for _, pz := range pk.Puzzles {
			items = append(items, item{&pz.Scenario, pz.CodeProblem(), false})
		}
		for _, l := range pk.Lessons {
			items = append(items, item{&l.Scenario, l.CodeProblem(), l.Task != TaskGoals})
		}
		for _, it := range items {
			s := it.s
			t.Run(pk.File+"/"+s.ID, func(t *testing.T) {
				code := s.PuzzleCode()
				if strings.Contains(code, "\n") {
					t.Fatalf("the code is not one line: %q", code)
				}
				back, err := FromCode(code, nil)
				if it.problem != "" {
					refused++
					if err == nil && !it.lesson && sameKinds(s, &back.Puzzles[0].Scenario) {
						t.Errorf("no code (%s), but %s reads back with the same kinds", it.problem, code)
					}
					return
				}
				if err != nil {
					t.Fatalf("%s\ndoes not read back: %v", code, err)
				}
				got := &back.Puzzles[0].Scenario
				carried := s.Script()
				if len(s.Goals) == 0 && s.Side <= len(s.Orders) {
					carried[s.Side-1] = s.Orders[s.Side-1]
				}
				if got.Position != s.Position || got.Side != s.Side || got.Opponent != s.Opponent || got.TechFall != s.TechFall ||
					!reflect.DeepEqual(got.Goals, s.Goals) || !reflect.DeepEqual(nonEmpty(got.Orders), nonEmpty(carried)) {
					t.Errorf("%s\nreads back as side %d, %s, tech fall %d, goals %v, orders %v; want side %d, %s, tech fall %d, goals %v, orders %v",
						code, got.Side, got.Opponent, got.TechFall, got.Goals, got.Orders, s.Side, s.Opponent, s.TechFall, s.Goals, carried)
				}
				if !sameKinds(s, got) {
					t.Errorf("%s reads back with other kinds, and CodeProblem says nothing", code)
				}
				if got.Solution != nil || got.Alternatives != nil || got.Hints != nil || got.Claims != nil || got.Title != codeTitle(got) {
					t.Errorf("%s reads back with texts or answers: %+v", code, got)
				}
				if again := got.PuzzleCode(); again != code {
					t.Errorf("written again: %q, first %q", again, code)
				}
				if len(s.Solution) > 0 && len(s.Goals) > 0 && strings.Contains(code, s.Solution[0].Format(s.cat)) && s.Opponent != Fixed {
					t.Errorf("the code gives the solution away: %s", code)
				}
				same++
				if s.TechFall > 0 {
					techFall++
				}
			})
		}
	}
	if same < 200 || refused == 0 || techFall == 0 {
		t.Errorf("%d puzzles read back, %d with Tech Fall; %d have no code: want them all", same, techFall, refused)
	}
}

// sameKinds reports whether the kinds a's position uses have the same
// numbers and special rules in b's catalogue.
func sameKinds(a, b *Scenario) bool {
	for _, k := range a.usedKinds() {
		ka := a.cat.Kind(k)
		id, ok := b.cat.Lookup(ka.Name)
		if !ok {
			return false
		}
		if kb := b.cat.Kind(id); kb.Combat != ka.Combat || kb.Speed != ka.Speed || kb.Special != ka.Special {
			return false
		}
	}
	return true
}

// A puzzle's Tech Fall option is part of its code (it decides whether a
// player is out), and a code without it, as before, has it off.
func TestPuzzleCodeTechFall(t *testing.T) {
	const pos = "bc1 t3 d30 | AB.BC.CD m6 h:Crab,Crab Crab/AB4/D Crab/AB5/D Crab/AB6/D Crab/BC4/E | DE.EF.FA m6 Crab/DE4/A | g:-"
	pk, err := Parse("tf.toml", []byte("[[puzzle]]\nid = \"behind\"\ntech_fall = 5\ngoals = [\"eliminate 2\"]\nposition = \""+pos+"\"\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	code := pk.Puzzles[0].PuzzleCode()
	if want := pos + " | side 1 | opponent hold | techfall 5 | goals eliminate 2"; code != want {
		t.Errorf("code\n got %s\nwant %s", code, want)
	}
	back, err := FromCode(code, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &back.Puzzles[0].Scenario
	if s.TechFall != 5 {
		t.Errorf("tech fall %d, want 5", s.TechFall)
	}
	// No orders: player 2 falls 5 pieces behind and is out.
	if _, ok, err := s.Try(nil); err != nil || !ok {
		t.Errorf("the code's puzzle is not solved by no orders: %v", err)
	}
	old, err := FromCode(pos+" | side 1 | opponent hold | goals eliminate 2", nil)
	if err != nil || old.Puzzles[0].TechFall != 0 {
		t.Errorf("a code without techfall: %v, tech fall %d", err, old.Puzzles[0].TechFall)
	}
}

// A position file's orders, the side's included, are the turn it plays:
// its code carries them all, so that resolve plays the same turn from the
// code as from the file.
func TestPuzzleCodePositionOrders(t *testing.T) {
	text := "# birdcrab position\nbc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\norder 1: move A3 D 1\norder 2: turn A1 B\n"
	for _, text := range []string{text, strings.Replace(text, "order 2: turn A1 B\n", "", 1)} {
		pk, err := Parse("pos.txt", []byte(text), nil)
		if err != nil {
			t.Fatal(err)
		}
		s := &pk.Puzzles[0].Scenario
		back, err := FromCode(s.PuzzleCode(), nil)
		if err != nil {
			t.Fatal(err)
		}
		got := &back.Puzzles[0].Scenario
		if !reflect.DeepEqual(nonEmpty(got.FileOrders()), nonEmpty(s.FileOrders())) || got.Opponent != s.Opponent {
			t.Errorf("%s\nplays %v (%s), want %v (%s)", s.PuzzleCode(), got.FileOrders(), got.Opponent, s.FileOrders(), s.Opponent)
		}
	}
}

// A puzzle whose kinds are the pack's own has no code, and CodeProblem
// names them; a lesson that asks a question has none either.
func TestCodeProblem(t *testing.T) {
	const text = `[[kind]]
name = "Spear"
combat = [5, 2, 0, 0, 0, 2]
speed = [2, 1, 0, 0, 0, 1]

[[kind]]
name = "Pikeman"
combat = [1, 2, 0, 0, 0, 2]

[[kind]]
name = "Crab"
combat = [1, 1, 1, 1, 1, 1]

[[puzzle]]
id = "own"
goals = ["kill A1"]
position = "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-"

[[puzzle]]
id = "plain"
goals = ["kill A1"]
position = "bc1 t2 d30 | AB.BC.CD m6 Bird/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"

[[lesson]]
id = "die"
text = "Which die?"
dies = ["A1"]
position = "bc1 t2 d30 | AB.BC.CD m6 Bird/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"

[[lesson.player]]
orders = ["move A3 D 1"]
`
	pk, err := Parse("own.toml", []byte(text), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := "a code names kinds without their numbers, and here Spear is not in the default catalogue and Pikeman has other numbers than the default catalogue gives"
	if got := pk.Puzzle("own").CodeProblem(); got != want {
		t.Errorf("own kinds:\n got %q\nwant %q", got, want)
	}
	if got := pk.Puzzle("plain").CodeProblem(); got != "" {
		t.Errorf("a puzzle of default kinds (Crab changed, but not in it): %q", got)
	}
	if got := pk.Lesson("die").CodeProblem(); !strings.Contains(got, "which pieces die") {
		t.Errorf("a prediction: %q", got)
	}
}

// nonEmpty drops the players without orders, so that nil and empty compare
// equal.
func nonEmpty(script [][]engine.Order) map[int][]engine.Order {
	m := map[int][]engine.Order{}
	for i, os := range script {
		if len(os) > 0 {
			m[i+1] = os
		}
	}
	return m
}

func TestPuzzleCodeFixed(t *testing.T) {
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:- | side 1 | opponent fixed | goals kill A1, no-losses | orders 2: move A1 A 1"
	pk, err := FromCode(code, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &pk.Puzzles[0].Scenario
	if s.ID != CodeID || s.Side != 1 || s.Opponent != Fixed || engine.GoalsText(s.Goals) != "kill A1, no-losses" {
		t.Errorf("read %+v", s)
	}
	if got := engine.OrdersText(s.Catalogue(), s.Script()[1], ""); got != "move A1 A 1" {
		t.Errorf("script %q", got)
	}
	if got := s.PuzzleCode(); got != code {
		t.Errorf("written as %q", got)
	}
	// Orders without an opponent block mean "fixed", as in a file.
	pk, err = FromCode("bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:- | goals kill A1 | orders 2: move A1 A 1", nil)
	if err != nil || pk.Puzzles[0].Opponent != Fixed {
		t.Errorf("default opponent: %v, %+v", err, pk)
	}
	// ";" separates orders as "," does: solve joins a solution's orders
	// with "; ", and a solution pasted into a code reads.
	pk, err = FromCode("bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A Bird/A2/A | g:- | side 1 | goals kill A1 | orders 2: move A1 A 1; turn A2 B", nil)
	if err != nil {
		t.Fatalf("orders joined by \"; \": %v", err)
	}
	if got := engine.OrdersText(pk.Puzzles[0].Catalogue(), pk.Puzzles[0].Script()[1], ""); got != "move A1 A 1; turn A2 B" {
		t.Errorf("orders joined by \"; \" read as %q", got)
	}
	// A position code alone is a puzzle of side 1, hold, no goals.
	pk, err = FromCode("bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-", nil)
	if err != nil || pk.Puzzles[0].Side != 1 || pk.Puzzles[0].Opponent != Hold || len(pk.Puzzles[0].Goals) != 0 {
		t.Errorf("position code: %v, %+v", err, pk)
	}
}

func TestPuzzleCodeErrors(t *testing.T) {
	const pos = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-"
	tests := []struct{ name, task, want string }{
		{"side out of range", " | side 3", `block "side 3": the side is a player, 1 to 2`},
		{"side twice", " | side 1 | side 2", "side is given twice"},
		{"bad opponent", " | opponent all", `unknown opponent model "all"`},
		{"bad goal", " | goals conquer DE", `unknown goal`},
		{"empty goals", " | side 1 | goals", `puzzle code: block "goals" holds no goal: give them, as in "goals kill A1, ransack DE", or leave the block out`},
		{"empty goals, blank", " | goals  ", `block "goals" holds no goal`},
		{"goals of commas", " | goals , ,", `block "goals , ," holds no goal`},
		{"bad orders", " | orders 2: move A1 A 9", `block "orders 2: move A1 A 9"`},
		{"orders without player", " | orders move A1 A 1", `want "orders N: ORDER, ORDER"`},
		{"orders twice", " | orders 2: move A1 A 1 | orders 2: turn A1 B", "player 2's orders are given twice"},
		{"unknown block", " | hint look behind", `unknown block "hint look behind"`},
		{"techfall out of range", " | techfall 100", `block "techfall 100": the Tech Fall option is a number of pieces, 0 (off) to 99`},
		{"techfall not a number", " | techfall five", `block "techfall five"`},
		{"techfall twice", " | techfall 5 | techfall 7", "techfall is given twice"},
		{"hold with orders", " | opponent hold | orders 2: move A1 A 1", "hold"},
		{"own piece", " | side 2 | goals kill A1", "own"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := FromCode(pos+tc.task, nil)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
			// A problem of the task names the puzzle code, once; one of the
			// position (the last case) names the code as usual.
			if err != nil && !strings.HasPrefix(err.Error(), "puzzle code: ") && !strings.HasPrefix(err.Error(), CodeFile+": ") {
				t.Errorf("error %q does not name the code", err)
			}
			if err != nil && strings.Count(err.Error(), " code: ") > 1 {
				t.Errorf("error %q names the code twice", err)
			}
		})
	}
}

// A code pasted with the quotes around it (copied from a pack's position =
// "bc1 ...", from a message, or typed in the shell's quotes and then some)
// is the code: it was taken for the name of a file that does not exist.
func TestCodeInQuotes(t *testing.T) {
	const code = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:- | goals kill A1"
	want, err := LoadArg(code, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, quoted := range []string{`"` + code + `"`, "'" + code + "'", "“" + code + "”", " ‘" + code + "’\n", "`" + code + "`",
		"« " + code + " »", "Puzzle code: " + code, `puzzle code: "` + code + `"`,
		strings.ReplaceAll(code, " ", "\t"), strings.ReplaceAll(code, " ", "\u00a0")} {
		if !IsCode(quoted) {
			t.Errorf("IsCode(%q) is false", quoted)
		}
		pk, err := LoadArg(quoted, nil)
		if err != nil {
			t.Errorf("%q: %v", quoted, err)
			continue
		}
		if got := pk.Puzzles[0].PuzzleCode(); got != want.Puzzles[0].PuzzleCode() {
			t.Errorf("%q reads as %q", quoted, got)
		}
		// Standard input and a file holding it alone, as the trainer and
		// the editor read them.
		if pk, err := Parse("(stdin)", []byte(quoted+"\n"), nil); err != nil || len(pk.Puzzles) != 1 || pk.Puzzles[0].PuzzleCode() != want.Puzzles[0].PuzzleCode() {
			t.Errorf("Parse(%q): %v", quoted, err)
		}
	}
	if IsCode(`"` + code) {
		t.Errorf("a code with one quote is taken as quoted")
	}
}
