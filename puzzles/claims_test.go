package puzzles

import (
	"strings"
	"testing"
)

// Every claim form holds where the engine agrees and is refused, with what
// the engine says instead, where it does not.
func TestClaimForms(t *testing.T) {
	pk, err := Load("testdata/claims.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		id        string
		good, bad []string
	}{
		{"ransack", []string{
			"reaches A3 FA3 p2", "fight close p2 FA3 front-left 2 vs FA1 front-right 1", "fight FA1 front-right 1 vs FA3 front-left 2",
			"dies FA1 p2", "lives A3 D1 D2", "ends A3 FA3 E", "ransacked FA 1", "not-ransacked DE", "kills 1 1", "kills 2 0", "total-kills 1 1",
			"draws 1 1", "hand-max 1 7", "hand-max 2 6", "next-draw 1 4", "next-draw 2 3", "no-sudden-death", "not-eliminated 2",
			"bumped D2 p4", "side D1 A front 6",
			"with 1 move D1 A 2: dies FA1", "with 1 move D1 A 2: ends D1 A1", "with 1 -: lives FA1", "with 2 move FA1 A 1: reaches FA1 FA3 p3", "side D1 Pit front", "combat Pikeman front-left 2", "speed Bird back 1",
			"sum Bird 4", "legal 1 move D2 A 1", "illegal 1 move D1 D 1", "illegal 2 place Pikeman DE1 C", "rule place-max 3",
			"ring D4 4", "ring Pit 0", "ring AB1 2", "ring AB6 4", "next D1 Pit", "next D1 Pit A", "next AB3 B2 D", "trench B2", "trench Pit",
			"material 1 4", "material 2 0", "behind 2 4", "behind 1 0", "tech-fall 0", "with 1 -: material 2 1",
		}, []string{
			"reaches A3 FA3 p1", "fight close FA3 front 6 vs FA1 front-right 1", "fight close FA3 front-left 2 vs FA1 front-right 2",
			"fight ranged FA3 front-left 2 vs FA1 front-right 1", "dies A3", "lives FA1", "dies FA1 p1", "ends A3 A3",
			"ends A3 FA3 D", "ransacked DE", "not-ransacked FA", "ransacked FA 2", "kills 1 2", "draws 1 0", "hand-max 1 6",
			"next-draw 1 5", "sudden-death 4", "eliminated 2", "bumped A3", "side D1 A back", "side D1 A front 5",
			"combat Pikeman front 5", "speed Bird back 4", "sum Bird 5", "legal 1 move D1 D 1", "illegal 1 move D2 A 1",
			"rule place-max 4", "winner 1", "total-kills 1 2",
			"with 1 move C1 F 1: dies FA1", "with 1 -: dies FA1", "converted FA1", "knocked A3 A2", "raises 1 Bird",
			"ring D4 3", "ring AB1 1", "next D2 Pit", "next D1 Pit D", "next AB3 B2 E", "trench AB1",
			"material 1 3", "material 2 1", "behind 2 3", "tech-fall 5",
		}},
		// Tech Fall 3: player 2 is out, his material counted as it was
		// judged, his Bird on the board and, as he still held DE, his hand.
		{"fall", []string{"tech-fall 3", "material 1 5", "material 2 2", "behind 2 3", "behind 1 0", "eliminated 2", "winner 1"},
			[]string{"tech-fall 0", "tech-fall 5", "material 2 0", "material 2 1", "behind 2 2", "behind 2 5", "material 1 4"}},
		{"last-piece", []string{"eliminated 2", "winner 1", "fight close A1 front 6 vs Pit back 1", "kills 1 1"},
			[]string{"not-eliminated 2", "winner 0", "winner 2"}},
		// Sudden death begins, but player 1 still holds his territories
		// when the turn is judged (ruling
		// sudden-death-territories-held-to-the-turn-end): his hand counts.
		{"quiet", []string{"sudden-death 4", "dies A4 ring", "lives AB3 EF1", "next-draw 1 0", "material 1 2", "behind 2 1"},
			[]string{"no-sudden-death", "sudden-death 3", "dies A4 p1", "dies AB3", "material 1 1"}},
		{"raise", []string{"raises 1 Cyclops", "raises 2 none", "ransacked DE 1", "ends D2 DE2"},
			[]string{"raises 1 none", "raises 1 Bird", "raises 2 Cyclops"}},
		{"sermon", []string{"converted F1 1", "converted A1", "fight close Pit front-left 2x2=4 vs F1 front 2", "dies A1", "lives F1"},
			[]string{"converted F1 2", "converted A2", "fight close Pit front-right 2/2 vs F1 front 2", "fight close Pit front-right 2x3 vs F1 front 2"}},
		{"swarm-and-harpy", []string{"knocked C4 C4", "jumps D1 A1", "jumps D1 A2", "kills 1 3", "reaches D1 Pit p2", "dies C2 A1 A2"},
			[]string{"knocked C4 C3", "jumps D1 A3", "jumps C4 A1"}},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			l := pk.Lesson(c.id)
			turn, err := l.mainTurn()
			if err != nil {
				t.Fatal(err)
			}
			for _, claim := range c.good {
				for _, e := range l.CheckClaims([]string{claim}, turn) {
					t.Errorf("true claim refused: %v", e)
				}
			}
			for _, claim := range c.bad {
				if errs := l.CheckClaims([]string{claim}, turn); len(errs) == 0 {
					t.Errorf("false claim %q holds", claim)
				}
			}
		})
	}
}

// A claim about a player the position has not got is refused, saying so:
// "with 3 -: ..." in a lesson of two players panicked check (it played
// orders for a third player), and "kills 3 0", "not-eliminated 3" or
// "illegal 3 ..." held for want of the player.
func TestClaimsAboutNoPlayer(t *testing.T) {
	pk, err := Load("testdata/claims.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	l := pk.Lesson("ransack")
	turn, err := l.mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	for _, claim := range []string{
		"with 3 -: dies FA1", "with 6 move FA1 A 1: dies FA1", "kills 3 0", "total-kills 3 0", "draws 3 0",
		"next-draw 3 0", "hand-max 3 6", "not-eliminated 3", "ransacked FA 3", "raises 3 none",
		"converted FA1 3", "illegal 3 move FA1 A 1", "legal 4 move FA1 A 1", "winner 5",
	} {
		errs := l.CheckClaims([]string{claim}, turn)
		want := "there is no player " + claim[strings.IndexAny(claim, "3456"):][:1] + ": the position has 2 players"
		if len(errs) != 1 || !strings.Contains(errs[0].Error(), want) {
			t.Errorf("%q: %v, want %q", claim, errs, want)
		}
	}
}

// A claim that does not read says why, naming the forms.
func TestClaimParseErrors(t *testing.T) {
	cat := DefaultCatalogue()
	for claim, want := range map[string]string{
		"":                                     "an empty claim",
		"explodes A1":                          "unknown claim",
		"die A1":                               `unknown claim "die" (did you mean "dies"?)`,
		"within 2 -: dies A1":                  `unknown claim "within" (did you mean "with"?)`,
		"perishes A1":                          "claims: behind, bumped, combat, converted, dies,",
		"vanishes A1":                          ", trench, winner, with)",
		"dies":                                 "want a cell",
		"dies Z9":                              "unknown location",
		"dies A1 p9":                           `"p9" is no stage (p1 to p5, placement, end ...)`,
		"ends A1":                              "want a start cell",
		"reaches A1 A2 q3":                     "is no stage",
		"fight A1 front 6 A2 2":                `want "fight A1 front 6 vs A2 front 2"`,
		"fight A1 sideways 6 vs A2 front 2":    `unknown side "sideways" (sides: front, front-right, back-right, back, back-left, front-left)`,
		"fight A1 frnt 6 vs A2 front 2":        `unknown side "frnt" (did you mean "front"?)`,
		"fight clsoe A2 front 6 vs A1 front 2": `unknown fight form or cell "clsoe" (did you mean "close"?)`,
		"fight sideways A2 front 6 vs A1 front 2": `unknown fight form or cell "sideways" (the forms: close, ranged, angled, top; then a stage or the first cell)`,
		"fight close p7 A2 front 6 vs A1 front 2": `unknown stage or cell "p7" (p1 to p5, placement, end ...; then the first cell)`,
		"combat Bird frontleft 1":                 `unknown side "frontleft" (did you mean "front-left"?)`,
		"fight A1 front 6/0 vs A2 front 2":        "divisor",
		"kills 9 1":                               "no player",
		"combat Dragon front 3":                   `no kind at the start of "Dragon front 3": want a kind of the catalogue (Bird, Blockhead, Catapult,`,
		"combat Birdy front 2":                    `unknown kind "Birdy" (did you mean "Bird"?)`,
		"sum Cloud Mam 13":                        `unknown kind "Cloud Mam" (did you mean "Cloud Man"?)`,
		"speed Bird front":                        "want a kind, a side and a number",
		"side A1 AB2 front":                       "not in a straight line",
		"illegal 1 hop A1":                        "order",
		"rule gravity 9":                          `unknown rule "gravity"`,
		"sudden-death":                            "want the ring",
		"winner x":                                "no player",
		"ring D4":                                 "want a cell and its ring",
		"ring D4 four":                            "no whole number",
		"next D1":                                 "want two cells",
		"next D1 Pit west":                        "direction",
		"trench":                                  "want one cell",
		"trench AB":                               "unknown location",
		"material 1":                              "want a player and a number",
		"behind 9 1":                              "no player",
		"tech-fall":                               "want a number of pieces",
		"tech-fall five":                          "no whole number",
	} {
		_, err := ParseClaim(cat, claim)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: want an error with %q, got %v", claim, want, err)
		}
	}
}

// A piece that lands on a Harpy dies whatever the numbers, and its top
// combat compares none: a claim giving that fight numbers panicked
// (division by zero), so check crashed on a pack whose claim said the
// numbers a landing on a Harpy would have fought with. It is refused.
func TestFightClaimOnAHarpyLanding(t *testing.T) {
	l := shippedLessons(t).Lesson("harpy-landing")
	turn, err := l.mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	errs := l.CheckClaims([]string{"fight top end D1 all 13 vs D1 all 10"}, turn)
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), "the fight goes otherwise") {
		t.Errorf("got %v, want the claim refused: the fight goes otherwise", errs)
	}
}
