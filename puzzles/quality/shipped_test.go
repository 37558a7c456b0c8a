package quality

import (
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

var update = flag.Bool("update", false, "rewrite the table of the tactics pack in docs/quality.md")

// The promises the tactics pack keeps.
const (
	minTactics   = 200 // puzzles
	minAny       = 40  // of them under "any"
	minPerRule   = 3   // puzzles featuring each special rule
	tacticsTable = "../../docs/quality.md"
)

// analyzeShipped analyses every puzzle of the shipped tactics pack once.
var analyzeShipped = sync.OnceValues(func() (*puzzles.Pack, map[string]*Report) {
	packs, err := puzzles.Shipped()
	if err != nil {
		panic(err)
	}
	var pk *puzzles.Pack
	for _, p := range packs {
		if p.ID == "tactics" {
			pk = p
		}
	}
	if pk == nil {
		panic("no tactics pack")
	}
	reports := map[string]*Report{}
	for _, pz := range pk.Puzzles {
		q, err := FromScenario(&pz.Scenario)
		if err == nil {
			reports[pz.ID], err = Analyze(context.Background(), q, Options{})
		}
		if err != nil {
			panic(fmt.Sprintf("%s: %v", pz.ID, err))
		}
	}
	return pk, reports
})

// TestShippedTactics holds the tactics pack to what it promises: at least
// 200 puzzles, every one passing every filter, at least 40 under "any",
// every special rule featured in at least three; tags that are the themes,
// a difficulty within one of the estimate; and the table of docs/quality.md.
func TestShippedTactics(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses every puzzle of the tactics pack")
	}
	pk, reports := analyzeShipped()
	cat := pk.Catalogue()
	if len(pk.Puzzles) < minTactics {
		t.Errorf("%d puzzles, want at least %d", len(pk.Puzzles), minTactics)
	}
	anyCount := 0
	rules := map[string]int{}
	for _, pz := range pk.Puzzles {
		r := reports[pz.ID]
		for _, v := range Judge(r, cat) {
			if v.Err != nil {
				t.Errorf("%s: %s: %v", pz.ID, v.Filter, v.Err)
			}
		}
		if pz.Opponent == engine.Any {
			anyCount++
		}
		for _, th := range r.Themes {
			rules[th]++
		}
		if !slices.Equal(pz.Tags, r.Themes) {
			t.Errorf("%s: tags %q, but its themes are %q", pz.ID, pz.Tags, r.Themes)
		}
		if d := pz.Difficulty - r.Difficulty; d < -1 || d > 1 {
			t.Errorf("%s: difficulty %d, estimate %d (score %.2f)", pz.ID, pz.Difficulty, r.Difficulty, r.Score)
		}
	}
	if anyCount < minAny {
		t.Errorf("%d puzzles under any, want at least %d", anyCount, minAny)
	}
	for sp := engine.Catapult; sp <= engine.Witch; sp++ {
		if rules[sp.String()] < minPerRule {
			t.Errorf("the %s rule features in %d puzzles, want at least %d", sp, rules[sp.String()], minPerRule)
		}
	}
	table := tacticsTableText(pk, reports)
	doc, err := os.ReadFile(tacticsTable)
	if err != nil {
		t.Fatal(err)
	}
	start, end := "<!-- tactics table: written by TestShippedTactics; do not edit by hand -->\n", "<!-- end of tactics table -->"
	i, j := strings.Index(string(doc), start), strings.Index(string(doc), end)
	if i < 0 || j < i {
		t.Fatalf("%s: no table markers", tacticsTable)
	}
	if got := string(doc[i+len(start) : j]); got != table {
		if *update {
			out := string(doc[:i+len(start)]) + table + string(doc[j:])
			if err := os.WriteFile(tacticsTable, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("%s: the table of the tactics pack is out of date (go test ./puzzles/quality -run TestShippedTactics -update rewrites it); want:\n%s", tacticsTable, table)
	}
}

// tacticsTableText writes the table of themes by difficulty: one row per
// theme, one column per difficulty, then the totals by model.
func tacticsTableText(pk *puzzles.Pack, reports map[string]*Report) string {
	counts := map[string]*[6]int{}
	var total [6]int
	models := map[engine.Opponent]*[6]int{}
	for _, pz := range pk.Puzzles {
		d := pz.Difficulty
		total[d]++
		if models[pz.Opponent] == nil {
			models[pz.Opponent] = &[6]int{}
		}
		models[pz.Opponent][d]++
		for _, th := range reports[pz.ID].Themes {
			if counts[th] == nil {
				counts[th] = &[6]int{}
			}
			counts[th][d]++
		}
	}
	var b strings.Builder
	row := func(name string, c *[6]int) {
		sum := 0
		fmt.Fprintf(&b, "| %s |", name)
		for d := 1; d <= 5; d++ {
			fmt.Fprintf(&b, " %d |", c[d])
			sum += c[d]
		}
		fmt.Fprintf(&b, " %d |\n", sum)
	}
	b.WriteString("\n| theme | 1 | 2 | 3 | 4 | 5 | all |\n|---|---|---|---|---|---|---|\n")
	for _, th := range themeOrder {
		if counts[th] != nil {
			row("`"+th+"`", counts[th])
		}
	}
	for sp := engine.Catapult; sp <= engine.Witch; sp++ {
		if counts[sp.String()] != nil {
			row(sp.String(), counts[sp.String()])
		}
	}
	for _, o := range []engine.Opponent{engine.Hold, engine.Fixed, engine.Any} {
		if models[o] != nil {
			row("**opponent "+o.String()+"**", models[o])
		}
	}
	row("**all puzzles**", &total)
	b.WriteString("\n")
	return b.String()
}

// hintPlace finds "KIND on LOC" in a hint.
var hintPlace = regexp.MustCompile(`\b([A-Z][a-z]+(?: [A-Z][a-z]+)?) on (Pit|[A-F][A-F]?[1-6])\b`)

// TestTacticsHintsNameRealPieces: a hint or a title of the tactics packs
// (Tactics and First tactics) that names a piece on a cell ("the Harpy on
// B2") names one that stands there when the puzzle starts. (Explanations
// tell the turn, and name cells along the way.)
func TestTacticsHintsNameRealPieces(t *testing.T) {
	packs, err := puzzles.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, pk := range packs {
		if pk.ID != "tactics" && pk.ID != "first-tactics" {
			continue
		}
		cat := pk.Catalogue()
		for _, pz := range pk.Puzzles {
			texts := append(slices.Clone(pz.Hints), pz.Title)
			for _, h := range texts {
				for _, at := range hintPlace.FindAllStringSubmatchIndex(h, -1) {
					m := []string{h[at[0]:at[1]], h[at[2]:at[3]], h[at[4]:at[5]]}
					if strings.HasSuffix(strings.ToLower(h[:at[0]]), "place the ") || strings.HasSuffix(strings.ToLower(h[:at[0]]), "place your ") {
						continue // a placement names the cell it goes to
					}
					k, ok := cat.Lookup(m[1])
					if !ok {
						continue
					}
					l, err := engine.ParseLoc(m[2])
					if err != nil {
						t.Errorf("%s: %q names no cell", pz.ID, m[0])
						continue
					}
					if pc := pz.Position.Board[l]; pc.Empty() || pc.Kind != k {
						t.Errorf("%s: %q: there is no %s on %s", pz.ID, h, m[1], m[2])
					}
				}
			}
		}
	}
}

// A tactics hint "Remember the KIND: RULE." states the rule as the pack's
// catalogue writes it for that kind (pieces.toml, whose texts docs/rules.md
// describes), word for word.
func TestTacticsHintsStateTheKindsRule(t *testing.T) {
	packs, err := puzzles.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, pk := range packs {
		cat := pk.Catalogue()
		for _, pz := range pk.Puzzles {
			for _, h := range pz.Hints {
				rest, ok := strings.CutPrefix(h, "Remember the ")
				if !ok {
					continue
				}
				name, rule, ok := strings.Cut(rest, ": ")
				if !ok {
					continue
				}
				k, ok := cat.Lookup(name)
				if !ok {
					t.Errorf("%s: %q names no kind", pz.ID, h)
					continue
				}
				n++
				if want := cat.Kind(k).Rule + "."; rule != want {
					t.Errorf("%s: %q\nthe catalogue's rule for the %s: %q", pz.ID, h, name, want)
				}
			}
		}
	}
	if n < 100 {
		t.Errorf("only %d hints of the form checked; the pack has more", n)
	}
}

// docs/quality.md counts the First tactics puzzles that have fewer than
// MinCandidates candidates: the count is the pack's, not a memory of it.
func TestFirstTacticsCountInTheDoc(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses the 36 puzzles of First tactics")
	}
	data, err := puzzles.ShippedData("packs/first-tactics.toml")
	if err != nil {
		t.Fatal(err)
	}
	pk, err := puzzles.Parse("packs/first-tactics.toml", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	few := 0
	for _, pz := range pk.Puzzles {
		q, err := FromScenario(&pz.Scenario)
		if err != nil {
			t.Fatalf("%s: %v", pz.ID, err)
		}
		r, err := Analyze(context.Background(), q, Options{})
		if err != nil {
			t.Fatalf("%s: %v", pz.ID, err)
		}
		if r.Count.Candidates < MinCandidates {
			few++
		}
	}
	doc, err := os.ReadFile(tacticsTable)
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(doc)), " ")
	want := fmt.Sprintf("of the %d puzzles First tactics holds, %d have fewer than %d candidates", len(pk.Puzzles), few, MinCandidates)
	if !strings.Contains(text, want) {
		t.Errorf("%s does not say %q", tacticsTable, want)
	}
}
