package engine

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestRulesDocumentNamesRealTests keeps docs/rules.md honest: every golden
// case and Go test it names as pinning a rule exists.
func TestRulesDocumentNamesRealTests(t *testing.T) {
	doc, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	var sources strings.Builder
	tests, _ := filepath.Glob("*_test.go")
	for _, f := range tests {
		b, _ := os.ReadFile(f)
		sources.Write(b)
	}
	names := regexp.MustCompile("`([A-Za-z0-9-]+)`").FindAllStringSubmatch(string(doc), -1)
	checked := 0
	for _, m := range names {
		name := m[1]
		switch {
		case strings.HasPrefix(name, "Test") || strings.HasPrefix(name, "Fuzz"):
			if !strings.Contains(sources.String(), "func "+name+"(") {
				t.Errorf("docs/rules.md names %s, which is no test", name)
			}
			checked++
		case strings.Count(name, "-") >= 1 && !strings.HasSuffix(name, "-"):
			if _, err := os.Stat(filepath.Join("testdata", "golden", name+".txt")); err != nil {
				t.Errorf("docs/rules.md names golden case %q, which does not exist", name)
			}
			checked++
		}
	}
	if checked < 100 {
		t.Errorf("only %d test names found in docs/rules.md", checked)
	}
	for _, m := range regexp.MustCompile("`([A-Za-z0-9-]+)\\.txt`").FindAllStringSubmatch(string(doc), -1) {
		if _, err := os.Stat(filepath.Join("testdata", "golden", m[1]+".txt")); err != nil {
			t.Errorf("docs/rules.md names the file %s.txt, which is no golden case", m[1])
		}
	}
}

// TestRulesDocumentKindNumbers checks the numbers docs/rules.md gives for
// the test kinds its examples use ("*Spear* combat 5 2 0 0 0 2, speed 2 1 0
// 0 0 1"; "*Pawn* 1 everywhere, speed 1") against testdata/kinds.txt.
func TestRulesDocumentKindNumbers(t *testing.T) {
	doc, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(doc)), " ")
	cat := testCatalogue(t)
	numbers := `(\d(?: \d){5}|\d everywhere|\d)`
	re := regexp.MustCompile(`\*([A-Za-z ]+)\* (?:combat )?` + numbers + `, speed ` + numbers)
	six := func(s string) [6]int8 {
		var v [6]int8
		f := strings.Fields(s)
		for i := range v {
			n := f[0]
			if len(f) == 6 {
				n = f[i]
			}
			v[i] = int8(n[0] - '0')
		}
		return v
	}
	found := 0
	for _, m := range re.FindAllStringSubmatch(text, -1) {
		found++
		id, ok := cat.Lookup(m[1])
		if !ok {
			t.Errorf("docs/rules.md gives numbers for %s, which is no test kind", m[1])
			continue
		}
		k := cat.Kind(id)
		if c := six(m[2]); c != k.Combat {
			t.Errorf("docs/rules.md: %s has combat %q, kinds.txt %v", m[1], m[2], k.Combat)
		}
		if s := six(m[3]); s != k.Speed {
			t.Errorf("docs/rules.md: %s has speed %q, kinds.txt %v", m[1], m[3], k.Speed)
		}
	}
	if found < 5 {
		t.Errorf("only %d test kinds' numbers found in docs/rules.md", found)
	}
}

// TestRulesDocumentTestKindsFile keeps the catalogue file docs/rules.md
// gives for trying its examples ("# test-kinds.toml") equal to
// testdata/kinds.txt, kind for kind and number for number: with only some
// of the kinds in it, an example with a Harpy, a Magician or a Cloud Man ran
// with the default catalogue's numbers and came out otherwise than the
// document says (sp-magician-top-combat's 42 was 41).
func TestRulesDocumentTestKindsFile(t *testing.T) {
	doc, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	_, block, ok := strings.Cut(string(doc), "```toml\n# test-kinds.toml\n")
	if !ok {
		t.Fatal("docs/rules.md has no test-kinds.toml block")
	}
	block, _, _ = strings.Cut(block, "```")
	re := regexp.MustCompile(`(?m)^\[\[kind\]\]\nname = "([^"]+)"\ncombat = \[([^\]]*)\]\nspeed = \[([^\]]*)\]\n`)
	var doc6 []string
	for _, m := range re.FindAllStringSubmatch(block, -1) {
		doc6 = append(doc6, fmt.Sprintf("%s: %s / %s", m[1], strings.ReplaceAll(m[2], ",", ""), strings.ReplaceAll(m[3], ",", "")))
	}
	if n := strings.Count(block, "[[kind]]"); n != len(doc6) {
		t.Errorf("docs/rules.md's test-kinds.toml has %d kinds, %d of them written name, combat, speed", n, len(doc6))
	}
	cat := testCatalogue(t)
	var want []string
	for id := range cat.Len() {
		k := cat.Kind(KindID(id))
		six := func(v [6]int8) string {
			return strings.Trim(fmt.Sprint(v), "[]")
		}
		want = append(want, fmt.Sprintf("%s: %s / %s", k.Name, six(k.Combat), six(k.Speed)))
	}
	if strings.Join(doc6, "\n") != strings.Join(want, "\n") {
		t.Errorf("docs/rules.md's test-kinds.toml is not testdata/kinds.txt:\n--- doc\n%s\n--- kinds.txt\n%s",
			strings.Join(doc6, "\n"), strings.Join(want, "\n"))
	}
}

// TestRulesDocumentConstants checks the numbers docs/rules.md states for the
// engine's constants: the hand maximum to begin with and at most, the regular draw, the
// placements a turn, the rings sudden death removes.
func TestRulesDocumentConstants(t *testing.T) {
	doc, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(doc)), " ")
	words := []string{"zero", "one", "two", "three", "four", "five", "six"}
	for _, want := range []string{
		fmt.Sprintf("%d to begin with (`m%d` in the code)", DefaultHandMax, DefaultHandMax),
		fmt.Sprintf("up to %d, the most pieces a hand holds", HandCap),
		fmt.Sprintf("draws %d, keeps %d and returns 1", RegularDraw, RegularDraw-1),
		fmt.Sprintf("the greatest from 0 to %d", RegularDraw),
		fmt.Sprintf("**place** up to %s pieces", words[MaxPlace]),
		fmt.Sprintf("hexagon of %d hexagonal locations, %s rings", NumLocs, words[Radius]),
	} {
		if !strings.Contains(text, want) {
			t.Errorf("docs/rules.md does not say %q", want)
		}
	}
}

// TestEveryRulingIsPinnedByATestNamedAfterIt: each "**Ruling NAME.**" of
// docs/rules.md has a golden case named after it (NAME, or NAME after a
// category prefix such as sp- or ranged-) or a Go test named after it
// (TestName in camel case), and the ruling's paragraph names it.
func TestEveryRulingIsPinnedByATestNamedAfterIt(t *testing.T) {
	doc, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	golden, _ := filepath.Glob(filepath.Join("testdata", "golden", "*.txt"))
	var sources strings.Builder
	tests, _ := filepath.Glob("*_test.go")
	for _, f := range tests {
		b, _ := os.ReadFile(f)
		sources.Write(b)
	}
	paras := strings.Split(string(doc), "\n\n")
	rulings := 0
	for _, p := range paras {
		m := regexp.MustCompile(`\*\*Ruling ([a-zA-Z0-9-]+)\.\*\*`).FindStringSubmatch(p)
		if m == nil {
			continue
		}
		rulings++
		name := m[1]
		var pins []string
		for _, g := range golden {
			base := strings.TrimSuffix(filepath.Base(g), ".txt")
			if base == name || strings.HasSuffix(base, "-"+name) || strings.HasPrefix(base, name+"-") {
				pins = append(pins, base)
			}
		}
		camel := "Test"
		for _, w := range strings.Split(name, "-") {
			camel += strings.ToUpper(w[:1]) + w[1:]
		}
		if strings.Contains(sources.String(), "func "+camel+"(") {
			pins = append(pins, camel)
		}
		named := false
		for _, pin := range pins {
			named = named || strings.Contains(p, "`"+pin+"`")
		}
		if !named {
			t.Errorf("ruling %s: no test named after it is named in its paragraph (tests named after it: %v)", name, pins)
		}
	}
	if rulings < 30 {
		t.Errorf("only %d rulings found in docs/rules.md", rulings)
	}
}

// docs/rules.md says where it goes beyond the quick reference and what the
// engine leaves out: a ruling that "follows the rule above word for word"
// (allies-may-swap) read against the quick reference's "Interrupted
// movement"; the bonus draws of 4 and 5 did not say how many are kept, nor
// that the engine deals no draw; the quick reference's Initial Turn (one
// piece per territory, no Snakes in the deck) showed only as the refused
// first-turn Snake.
func TestRulesDocumentSaysWhatItLeavesToTheReference(t *testing.T) {
	doc, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	para := func(start string) string {
		for _, p := range strings.Split(string(doc), "\n\n") {
			if strings.Contains(p, start) {
				return p
			}
		}
		t.Fatalf("docs/rules.md has no paragraph with %q", start)
		return ""
	}
	for _, c := range []struct{ in, want string }{
		{"**Ruling allies-may-swap.**", "goes beyond the quick reference"},
		{"draw 4 instead of 3 (5 with both)", "the engine does not model the draw"},
		{"draw 4 instead of 3 (5 with both)", "Initial Turn"},
	} {
		if p := para(c.in); !strings.Contains(strings.Join(strings.Fields(p), " "), c.want) {
			t.Errorf("the paragraph of %q does not say %q:\n%s", c.in, c.want, p)
		}
	}
}

// TestReadmeCloseCombatBeforeTheMoves: the README's "Resolving a turn"
// said that the fights before the moves are those "of pieces that face each
// other as the turn begins"; any opposing neighbours fight then, whatever
// their facing. Two Pawns back to back fight before anything moves, and
// the README no longer speaks of facing each other.
func TestReadmeCloseCombatBeforeTheMoves(t *testing.T) {
	cat := testCatalogue(t)
	p, err := ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Pawn/A2/A | DE.EF.FA m6 Pawn/A1/D | g:-")
	if err != nil {
		t.Fatal(err)
	}
	_, events := (&Rules{Kinds: cat}).Play(p, Plan{})
	fought := false
	for _, e := range events {
		fought = fought || e.Type == EvFight && e.Stage == StagePlace && e.Combat == Close
	}
	if !fought {
		t.Fatal("two Pawns back to back did not fight before the moves")
	}
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sec, _ := strings.Cut(string(readme), "## Resolving a turn\n")
	sec, _, _ = strings.Cut(sec, "\n## ")
	sec = strings.Join(strings.Fields(sec), " ")
	if !strings.Contains(sec, `"Close combat before the moves"`) {
		t.Fatal(`README's "Resolving a turn" no longer names "Close combat before the moves"`)
	}
	if strings.Contains(sec, "face each other") {
		t.Errorf(`README's "Resolving a turn" says the fights before the moves are of pieces that "face each other"`)
	}
}
