package puzzles

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

func TestDefaultCatalogueHasEveryKind(t *testing.T) {
	cat := DefaultCatalogue()
	want := []string{"Bird", "Blockhead", "Catapult", "Cerberus", "Cloud Man", "Crab", "Cyclops", "Drunk",
		"Harpy", "Imp Swarm", "King", "Left Berzerker", "Magician", "Necromancer", "Pikeman", "Priest",
		"Reverse Centaur", "Skeleton", "Snake", "Witch"}
	if cat.Len() != len(want) {
		t.Errorf("%d kinds, want %d", cat.Len(), len(want))
	}
	for _, name := range want {
		id, ok := cat.Lookup(name)
		if !ok {
			t.Errorf("no %s", name)
			continue
		}
		k := cat.Kind(id)
		if k.Rule == "" {
			t.Errorf("%s has no rule text", name)
		}
		if sp := engine.SpecialOf(name); sp != k.Special {
			t.Errorf("%s follows %v", name, k.Special)
		}
	}
	// Counts from the pieces page.
	for name, count := range map[string]string{"Bird": "15-20", "Cerberus": "1", "Harpy": "5-8", "Witch": "?"} {
		id, _ := cat.Lookup(name)
		if got := CountText(cat.Kind(id)); got != count {
			t.Errorf("%s count %s, want %s", name, got, count)
		}
	}
	if !strings.Contains(string(DefaultPieces()), "PROVISIONAL") {
		t.Error("the catalogue file does not say its numbers are provisional")
	}
}

// The default catalogue's cards (shown by `birdcrab pieces` and the screens)
// say what the engine does where docs/rules.md rules beyond the words of the
// reference: a Witch placed this turn lives (ruling witch-placed-survives,
// golden sp-witch-placed-survives), a Cloud Man placed this turn does not
// vanish (cloud-man-placed-fights), and an Imp Swarm jumps only after a kill
// in close combat (after a ranged win it just takes its step:
// imp-swarm-ranged-steps-on). The cards once said a Witch dies whenever it
// did not move, and an Imp Swarm jumps whenever it kills.
func TestDefaultCardsStateTheRulings(t *testing.T) {
	cat := DefaultCatalogue()
	for name, want := range map[string]string{
		"Witch":     "unless placed that turn",
		"Cloud Man": "one placed this turn does not vanish",
		"Imp Swarm": "when it kills in close combat",
	} {
		id, _ := cat.Lookup(name)
		if rule := cat.Kind(id).Rule; !strings.Contains(rule, want) {
			t.Errorf("the %s's card does not say %q: %q", name, want, rule)
		}
	}
}

func TestDefaultCatalogueIsACopy(t *testing.T) {
	a := DefaultCatalogue()
	id, _ := a.Lookup("Bird")
	k := *a.Kind(id)
	k.Combat[0] = 9
	if _, err := a.Put(k); err != nil {
		t.Fatal(err)
	}
	b := DefaultCatalogue()
	if b.Kind(id).Combat[0] == 9 {
		t.Fatal("changing one copy changed the default")
	}
}

func TestUserCatalogueOverrides(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "mine.toml")
	os.WriteFile(path, []byte(`
[[kind]]
name = "pikeman"
combat = [9, 1, 0, 0, 0, 1]

[[kind]]
name = "Spear"
combat = [5, 2, 0, 0, 0, 2]
speed = [2, 1, 0, 0, 0, 1]
special = "Harpy"
`), 0o644)
	cat, err := LoadCatalogue(path)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := cat.Lookup("Pikeman")
	if k := cat.Kind(id); k.Combat[0] != 9 || k.Speed[0] != 2 || k.Name != "Pikeman" {
		t.Errorf("Pikeman after override: %+v", k)
	}
	sid, ok := cat.Lookup("spear")
	if !ok || cat.Kind(sid).Special != engine.Harpy {
		t.Error("new kind Spear missing or without its special")
	}
}

func TestCatalogueErrorsNameTheLine(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"syntax", "[[kind]]\nname = \"X\"\ncombat = [1, 2\n", `bad.toml:3:10: the array of combat opened here is not closed: a "]" is missing before the end of the file`},
		{"misspelt key", "[[kind]]\nname = \"Bird\"\n\n[[kind]]\nname = \"Crab\"\ncombatt = [1,1,1,1,1,1]\n", `bad.toml:6:1: kind "Crab": unknown key "combatt" (did you mean "combat"?)`},
		{"six numbers", "[[kind]]\nname = \"Bird\"\ncombat = [1, 2, 3]\n", "bad.toml:3:1: kind \"Bird\": combat has 3 numbers"},
		{"one number", "[[kind]]\nname = \"Bird\"\nspeed = [9]\n", "bad.toml:3:1: kind \"Bird\": speed has 1 number; want six"},
		{"no number", "[[kind]]\nname = \"Bird\"\ncombat = []\n", "bad.toml:3:1: kind \"Bird\": combat has no numbers; want six"},
		{"range", "[[kind]]\nname = \"Bird\"\nspeed = [\n  1,\n  9,\n  0, 0, 0, 0]\n", "bad.toml:5:3: kind \"Bird\": speed 9 on the front-right side is outside 0..5"},
		{"new kind incomplete", "[[kind]]\nname = \"Spear\"\ncombat = [1,1,1,1,1,1]\n", "bad.toml:1:1: kind \"Spear\": a new kind needs"},
		{"special", "[[kind]]\nname = \"Bird\"\nspecial = \"Dragon\"\n", "bad.toml:3:1: kind \"Bird\": unknown special rule \"Dragon\" (want none, Catapult, Cerberus, Cloud Man, "},
		{"special misspelt", "[[kind]]\nname = \"Bird\"\nspecial = \"Harpyy\"\n", "bad.toml:3:1: kind \"Bird\": unknown special rule \"Harpyy\" (did you mean \"Harpy\"?)"},
		{"count", "[[kind]]\nname = \"Bird\"\ncount = \"many\"\n", "bad.toml:3:1: kind \"Bird\": count \"many\""},
		{"empty count", "[[kind]]\nname = \"Bird\"\ncount = \"\"\n", "bad.toml:3:1: kind \"Bird\": count \"\": want a number"},
		{"huge number", "[[kind]]\nname = \"Bird\"\ncombat = [99999999999, 0, 0, 0, 0, 0]\n", "bad.toml:3:11: kind \"Bird\": combat 99999999999 on the front side is outside 0..9"},
		{"twice", "[[kind]]\nname = \"Pikeman\"\n\n[[kind]]\nname = \"pikeman\"\n", "bad.toml:5:1: kind \"pikeman\" is given twice: first as \"Pikeman\" on line 2"},
		{"twice, spelt otherwise", "[[kind]]\nname = \"Cloud Man\"\n\n[[kind]]\nname = \"cloud-man\"\n", "bad.toml:5:1: kind \"cloud-man\" is given twice: first as \"Cloud Man\" on line 2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := ReadCatalogue("bad.toml", []byte(c.text), DefaultCatalogue())
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %q", err, c.want)
			}
		})
	}
}

// A catalogue's problems are all reported, each at its own line: every
// problem of one table, and those of the tables after one with a value of
// the wrong type.
func TestCatalogueReportsEveryProblem(t *testing.T) {
	text := `[[kind]]
name = "Bird"
count = 5

[[kind]]
name = "Crab"
combat = [1, 1, 1, 1, 1, 10]
count = "abc"

[[kind]]
name = "Harpy"
count = "8-5"
`
	err := ReadCatalogue("bad.toml", []byte(text), DefaultCatalogue())
	var got []string
	for _, e := range Problems(err) {
		got = append(got, e.Error())
	}
	want := []string{
		`bad.toml:3:1: kind "Bird": count: want a string, not a whole number (in quotes: count = "5")`,
		`bad.toml:7:26: kind "Crab": combat 10 on the front-left side is outside 0..9`,
		`bad.toml:8:1: kind "Crab": count "abc": want a number, a range such as "15-20", or "?"`,
		// A range written high to low is told which way it goes.
		`bad.toml:12:1: kind "Harpy": count "8-5": a range goes from the smaller number to the larger ("5-8")`,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// A special kind renamed in a copy of the dumped catalogue ("Harpy" made
// "Fury") keeps the rule its text states: it showed the Harpy's text on its
// card and played as a plain kind. A new kind with a text of its own, or
// one that says special = "none", stays plain.
func TestRenamedSpecialKindKeepsItsRule(t *testing.T) {
	text := strings.Replace(string(DefaultPieces()), `name = "Harpy"`, `name = "Fury"`, 1)
	text += "\n[[kind]]\nname = \"Spear\"\nrule = \"pokes\"\ncombat = [5, 2, 0, 0, 0, 2]\nspeed = [2, 1, 0, 0, 0, 1]\n"
	text += "\n[[kind]]\nname = \"Calm Witch\"\nspecial = \"none\"\nrule = " + `"may both move and rotate in one turn; dies at the end of a turn in which it did not move, unless placed that turn"` + "\ncombat = [5, 2, 0, 0, 0, 2]\nspeed = [2, 1, 0, 0, 0, 1]\n"
	cat := DefaultCatalogue()
	if err := ReadCatalogue("mine.toml", []byte(text), cat); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]engine.Special{"Fury": engine.Harpy, "Spear": engine.Plain, "Calm Witch": engine.Plain, "Harpy": engine.Harpy} {
		id, ok := cat.Lookup(name)
		if !ok {
			t.Fatalf("no %s", name)
		}
		if got := cat.Kind(id).Special; got != want {
			t.Errorf("%s follows %v, want %v", name, got, want)
		}
	}
}

// A kind given a special rule without a rule text of its own (the dumped
// file's rule = "none" kept) takes the text of the kind named after the
// rule: its card said "Skeleton rule: no special rule".
func TestSpecialWithoutRuleTextTakesTheRulesText(t *testing.T) {
	cat := DefaultCatalogue()
	data := "[[kind]]\nname = \"Crab\"\nrule = \"none\"\nspecial = \"Skeleton\"\n\n[[kind]]\nname = \"Spear\"\nspecial = \"Witch\"\ncombat = [5, 2, 0, 0, 0, 2]\nspeed = [2, 1, 0, 0, 0, 1]\n"
	if err := ReadCatalogue("mine.toml", []byte(data), cat); err != nil {
		t.Fatal(err)
	}
	sk, _ := cat.Lookup("Skeleton")
	wi, _ := cat.Lookup("Witch")
	for name, want := range map[string]string{"Crab": cat.Kind(sk).Rule, "Spear": cat.Kind(wi).Rule} {
		id, _ := cat.Lookup(name)
		if got := cat.Kind(id).Rule; got != want || !hasRuleText(got) {
			t.Errorf("%s's rule text %q, want %q", name, got, want)
		}
		if card := strings.Join(KindCard(cat.Kind(id)), " "); strings.Contains(card, "no special rule") {
			t.Errorf("%s's card: %s", name, card)
		}
	}
}

// PinKind pins what a pack needs to play a kind of a catalogue file as it
// was given, over the default catalogue: the numbers, and the count, rule
// and special rule where they differ (generate --kinds lost a special).
func TestPinKindPlaysTheKindAsGiven(t *testing.T) {
	cat := DefaultCatalogue()
	data := "[[kind]]\nname = \"Crab\"\nspecial = \"Skeleton\"\ncount = \"3\"\ncombat = [4, 3, 1, 1, 1, 3]\n\n[[kind]]\nname = \"Spear\"\ncount = \"4\"\nrule = \"pokes\"\ncombat = [5, 2, 0, 0, 0, 2]\nspeed = [2, 1, 0, 0, 0, 1]\n\n[[kind]]\nname = \"Pikeman\"\ncombat = [7, 2, 0, 0, 0, 2]\n"
	if err := ReadCatalogue("mine.toml", []byte(data), cat); err != nil {
		t.Fatal(err)
	}
	var pinned strings.Builder
	for _, name := range []string{"Crab", "Spear", "Pikeman"} {
		id, _ := cat.Lookup(name)
		pinned.WriteString(tableText(func(w *writer) error { w.kind(PinKind(cat.Kind(id))); return nil }))
	}
	got := DefaultCatalogue()
	if err := ReadCatalogue("pack.toml", []byte(pinned.String()), got); err != nil {
		t.Fatalf("%v\n%s", err, pinned.String())
	}
	for _, name := range []string{"Crab", "Spear", "Pikeman"} {
		a, _ := cat.Lookup(name)
		b, _ := got.Lookup(name)
		if !sameKind(cat.Kind(a), got.Kind(b)) {
			t.Errorf("%s pinned as %+v, given %+v\n%s", name, *got.Kind(b), *cat.Kind(a), pinned.String())
		}
	}
	if id, _ := cat.Lookup("Pikeman"); PinKind(cat.Kind(id)).Special != "" || PinKind(cat.Kind(id)).Rule != "" || PinKind(cat.Kind(id)).Count != "" {
		t.Errorf("Pikeman pins more than its numbers: %+v", PinKind(cat.Kind(id)))
	}
}

// The dumped catalogue given where a pack goes says what it is and how to
// give it, not `unknown key "catalogue"`.
func TestCatalogueFileGivenAsPack(t *testing.T) {
	_, err := Parse("house.toml", DefaultPieces(), nil)
	want := `: a catalogue file of kinds, not a pack: give it with --pieces house.toml`
	if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "unknown key") ||
		!strings.HasPrefix(err.Error(), fmt.Sprintf("house.toml:%d:1", IndexSource("", DefaultPieces()).Line("catalogue"))) {
		t.Fatalf("got %v, want %q", err, want)
	}
}

// CatalogueChanges names what a corrected dump changes, adds and leaves
// out: renaming Cyclops and deleting Snake leave both in the catalogue.
func TestCatalogueChangesOfACorrectedDump(t *testing.T) {
	text := strings.Replace(string(DefaultPieces()), `name = "Cyclops"`, `name = "Giant"`, 1)
	text = strings.Replace(text, "combat = [6, 2, 0, 0, 0, 2]", "combat = [7, 2, 0, 0, 0, 2]", 1)
	i := strings.Index(text, "[[kind]]\nname = \"Snake\"")
	j := strings.Index(text[i+1:], "[[kind]]")
	text = text[:i] + text[i+1+j:]
	cat := DefaultCatalogue()
	if err := ReadCatalogue("house.toml", []byte(text), cat); err != nil {
		t.Fatal(err)
	}
	changed, added, left := CatalogueChanges([]byte(text), cat)
	if !reflect.DeepEqual(changed, []string{"Pikeman"}) || !reflect.DeepEqual(added, []string{"Giant"}) || !reflect.DeepEqual(left, []string{"Cyclops", "Snake"}) {
		t.Errorf("changed %v, added %v, left out %v", changed, added, left)
	}
	small := "[[kind]]\nname = \"Bird\"\ncombat = [3, 1, 0, 0, 0, 1]\n"
	cat = DefaultCatalogue()
	if err := ReadCatalogue("mine.toml", []byte(small), cat); err != nil {
		t.Fatal(err)
	}
	if changed, _, left := CatalogueChanges([]byte(small), cat); !reflect.DeepEqual(changed, []string{"Bird"}) || left != nil {
		t.Errorf("a file of one kind: changed %v, left out %v", changed, left)
	}
}

// A pack that pins numbers a catalogue file changes says so: the shipped
// packs pin every kind's, and a club's --pieces file changed none of them
// in silence. Numbers the file leaves alone, or that the pack sets to the
// file's, are not named.
func TestPinnedOverNamesTheKindsThePackSetsBack(t *testing.T) {
	base := DefaultCatalogue()
	if err := ReadCatalogue("house.toml", []byte("[[kind]]\nname = \"Pikeman\"\ncombat = [7, 2, 0, 0, 0, 2]\n\n[[kind]]\nname = \"Bird\"\ncombat = [3, 1, 0, 0, 0, 1]\n\n[[kind]]\nname = \"Crab\"\nspecial = \"Skeleton\"\n"), base); err != nil {
		t.Fatal(err)
	}
	pack := `[pack]
id = "p"
format = 1

[[kind]]
name = "Pikeman"
combat = [6, 2, 0, 0, 0, 2]

[[kind]]
name = "Bird"
combat = [3, 1, 0, 0, 0, 1]

[[kind]]
name = "Crab"
combat = [3, 3, 1, 1, 1, 3]

[[puzzle]]
id = "a"
goals = ["kill A1"]
position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-"
`
	pk, err := Parse("club.toml", []byte(pack), base)
	if err != nil {
		t.Fatal(err)
	}
	if got := PinnedOver(base, pk); !reflect.DeepEqual(got, []string{"Pikeman"}) {
		t.Errorf("PinnedOver = %v, want [Pikeman]", got)
	}
	if note := PinnedNote(base, pk, "house.toml"); !strings.Contains(note, "club.toml sets numbers of Pikeman in its [[kind]] tables: where they differ from those of house.toml, the pack's hold") {
		t.Errorf("note %q", note)
	}
	if note := PinnedNote(DefaultCatalogue(), pk, ""); note != "" {
		t.Errorf("no catalogue file: note %q", note)
	}
}
