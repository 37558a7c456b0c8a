package engine

import (
	"os"
	"slices"
	"strings"
	"testing"
)

func TestGoalNotationRoundTrip(t *testing.T) {
	for _, s := range []string{"ransack DE", "kill DE3", "kills 2", "keep AB3", "no-losses", "pit", "eliminate 2", "win"} {
		g, err := ParseGoal(s)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		if g.String() != s {
			t.Errorf("%q prints as %q", s, g)
		}
	}
	for _, bad := range []string{"", "ransack", "ransack XY", "kill AB9", "kills 0", "kills x", "pit now", "conquer DE", "eliminate 9"} {
		if _, err := ParseGoal(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestGoalsMet(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	// The Spear steps to A2 and kills the Pawn on A1; the Pawn on D1 walks into DE1.
	p, err := ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D Pawn/D1/E | DE.EF.FA m6 Pawn/A1/A Pawn/FA4/D | g:-")
	if err != nil {
		t.Fatal(err)
	}
	orders, _ := ParseOrders(cat, []string{"move A3 D 1", "move D1 E 1"})
	plan := mustPlan(t, cat, &p, [][]Order{orders})
	out, _ := rules.Play(p, plan)
	cases := []struct {
		goal string
		side int
		want bool
	}{
		{"kill A1", 1, true},
		{"kill FA4", 1, false},
		{"kills 1", 1, true},
		{"kills 2", 1, false},
		{"keep A3", 1, true},
		{"keep A1", 2, false},
		{"no-losses", 1, true},
		{"no-losses", 2, false},
		{"ransack DE", 1, true},
		{"ransack FA", 1, false},
		{"pit", 1, false},
		{"eliminate 2", 1, false},
		{"win", 1, false},
	}
	for _, c := range cases {
		t.Run(c.goal, func(t *testing.T) {
			g, err := ParseGoal(c.goal)
			if err != nil {
				t.Fatal(err)
			}
			if got := g.Met(&p, &out, c.side); got != c.want {
				t.Errorf("Met = %v, want %v", got, c.want)
			}
		})
	}
	if err := p.CheckGoal(Goal{Kind: GoalKill, Loc: mustLoc(t, "A3")}, 1); err == nil {
		t.Error("killing one's own piece accepted as a goal")
	}
	if err := p.CheckGoal(Goal{Kind: GoalRansack, Terr: AB}, 1); err == nil {
		t.Error("ransacking one's own territory accepted as a goal")
	}
	// A ransack that cannot be says whose the territory is and what to
	// write instead; it used to say only "not an opponent's".
	own, nobody, sudden := p, p, p
	nobody.Control[AB], nobody.Control[EF] = 0, 0
	sudden.SuddenDeath = 1
	for _, c := range []struct {
		p    Position
		want string
	}{
		{own, `goal "ransack AB": territory AB is not an opponent's but player 1's own: write ransack DE, ransack EF or ransack FA`},
		{nobody, `goal "ransack AB": territory AB is not an opponent's but nobody's: write ransack DE or ransack FA`},
		{sudden, `goal "ransack AB": territory AB cannot be ransacked: nobody controls a territory once sudden death has begun, so none can be`},
	} {
		if err := c.p.CheckGoal(Goal{Kind: GoalRansack, Terr: AB}, 1); err == nil || err.Error() != c.want {
			t.Errorf("ransack AB: %v\nwant %s", err, c.want)
		}
	}
	// Under sudden death an opponent's territory still listed as his is
	// refused too: the end of the turn ransacks none, and a goal that can
	// never be met was accepted and "proven unsolvable".
	if err := sudden.CheckGoal(Goal{Kind: GoalRansack, Terr: DE}, 1); err == nil || !strings.Contains(err.Error(), "once sudden death has begun") {
		t.Errorf("ransack DE under sudden death: %v", err)
	}
	if err := p.CheckGoal(Goal{Kind: GoalRansack, Terr: DE}, 2); err == nil || !strings.HasSuffix(err.Error(), "write ransack AB, ransack BC or ransack CD") {
		t.Errorf("ransack DE for player 2: %v", err)
	}
	// Eliminating a player the position does not have says so, not that
	// the side cannot eliminate him.
	if err := p.CheckGoal(Goal{Kind: GoalEliminate, N: 3}, 1); err == nil || !strings.Contains(err.Error(), "there is no player 3: the position has 2 players") {
		t.Errorf("eliminate 3 with two players: %v", err)
	}
	if err := p.CheckGoal(Goal{Kind: GoalEliminate, N: 1}, 1); err == nil || !strings.Contains(err.Error(), "player 1 cannot eliminate himself") {
		t.Errorf("eliminate oneself: %v", err)
	}
}

func TestWarnings(t *testing.T) {
	cat := testCatalogue(t)
	cases := []struct {
		code, want string
	}{
		{"bc1 t2 d30 | AB.BC.CD m6 Pawn/DE4/A | DE.EF.FA m6 Pawn/FA6/D | g:-", "territory DE is player 2's, but only opponents stand in it"},
		{"bc1 t2 d30 | AB.BC.CD m2 h:Pawn,Pawn,Pawn | DE.EF.FA m6 | g:-", "player 1 holds 3 pieces, over the hand maximum of 2"},
		{"bc1 t2 d30 | AB.BC.CD m0 h:Pawn | DE.EF.FA m6 | g:-", "player 1 holds 1 piece, over the hand maximum of 0"},
		{"bc1 t1 d30 | AB.BC.CD m6 h:Snake | DE.EF.FA m6 | g:-", "player 1 holds a Snake on the first turn"},
		{"bc1 t9 d30 s1 | AB m6 Pawn/A2/D | - m6 Pawn/DE2/A | g:-", "the position gives AB to player 1, but nobody controls a territory once sudden death has begun"},
		{"bc1 t2 d30 | AB m6 Pawn/A2/D | DE m6 out Pawn/DE2/A | g:-", "player 2 is eliminated, but has pieces on the board"},
		{"bc1 t2 d30 | AB m6 Pawn/A2/D | DE m6 out Pawn/DE2/A | g:-", "player 2 is eliminated, but controls territory DE"},
	}
	for _, c := range cases {
		t.Run(c.want, func(t *testing.T) {
			p, err := ParseCode(cat, c.code)
			if err != nil {
				t.Fatal(err)
			}
			w := strings.Join(p.Warnings(cat), "\n")
			if !strings.Contains(w, c.want) {
				t.Errorf("warnings %q lack %q", w, c.want)
			}
		})
	}
	p, _ := ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Pawn/DE4/A | DE.EF.FA m6 Pawn/DE6/D | g:-")
	if w := p.Warnings(cat); len(w) != 0 {
		t.Errorf("a defended territory warns: %v", w)
	}
	// Under sudden death the territories a position still gives are named
	// in one warning, not one a territory.
	p, _ = ParseCode(cat, "bc1 t9 d30 s1 | AB.BC.CD m6 Pawn/A2/D | DE.EF.FA m6 Pawn/DE2/A | g:-")
	want := []string{"the position gives AB, BC and CD to player 1, and DE, EF and FA to player 2, but nobody controls a territory once sudden death has begun"}
	if w := p.Warnings(cat); !slices.Equal(w, want) {
		t.Errorf("sudden death with six territories given warns %q, want %q", w, want)
	}
}

// TestGoalKindTable checks the table of goal kinds against the kinds and the
// documentation: every kind has one entry, its example parses to that kind
// and writes back the same, and docs/packs.md lists every example. Remove a
// kind's entry, or its example from the documentation, and this fails.
func TestGoalKindTable(t *testing.T) {
	doc, err := os.ReadFile("../docs/packs.md")
	if err != nil {
		t.Fatal(err)
	}
	var goalsLine string
	for _, para := range strings.Split(string(doc), "\n- ") {
		if strings.HasPrefix(para, "Goals:") {
			goalsLine = para
		}
	}
	if goalsLine == "" {
		t.Fatal("docs/packs.md has no \"- Goals:\" line")
	}
	seen := map[GoalKind]int{}
	for _, info := range GoalKinds() {
		seen[info.Kind]++
		g, err := ParseGoal(info.Example)
		if err != nil || g.Kind != info.Kind || g.String() != info.Example {
			t.Errorf("%s: example %q parses to %v (%v)", info.Word, info.Example, g, err)
		}
		if info.Asks == "" {
			t.Errorf("%s: says nothing of what it asks", info.Word)
		}
		if !strings.Contains(goalsLine, "`"+info.Example+"`") {
			t.Errorf("docs/packs.md does not list the goal %q", info.Example)
		}
	}
	for k := GoalKind(1); k < numGoalKinds; k++ {
		if seen[k] != 1 || !k.Valid() {
			t.Errorf("goal kind %d has %d entries in the table", k, seen[k])
		}
	}
	if numGoalKinds.Valid() || GoalKind(0).Valid() {
		t.Error("a kind outside the list is valid")
	}
}

// A count too large for a goal says so and names the largest allowed; it
// used to read "... is not a number of at least 1", as for "kills x".
func TestGoalNumberTooLargeSaysSo(t *testing.T) {
	for _, c := range []struct{ goal, want string }{
		{"kills 99999999999999999999", `goal "kills 99999999999999999999": 99999999999999999999 is too large: at most 61`},
		{"kills 62", `goal "kills 62": 62 is too large: at most 61`},
		{"eliminate 99999999999999999999", `there is no player 99999999999999999999 (players are 1 to 6)`},
		{"eliminate 7", `there is no player 7 (players are 1 to 6)`},
		{"kills -99999999999999999999", `"-99999999999999999999" is not a number of at least 1`},
		{"kills 0", `"0" is not a number of at least 1`},
		{"kills x", `"x" is not a number of at least 1`},
	} {
		t.Run(c.goal, func(t *testing.T) {
			_, err := ParseGoal(c.goal)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("ParseGoal(%q): %v, want an error saying %q", c.goal, err, c.want)
			}
		})
	}
	if g, err := ParseGoal("kills 61"); err != nil || g.N != MaxKills {
		t.Errorf(`ParseGoal("kills 61") = %v, %v`, g, err)
	}
}

func TestSplitGoals(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"ransack DE, kills 2", []string{"ransack DE", "kills 2"}},
		{" pit;kill A1 ,, ", []string{"pit", "kill A1"}},
		{"kill A1", []string{"kill A1"}},
		{" , ", nil},
	} {
		if got := SplitGoals(c.in); !slices.Equal(got, c.want) {
			t.Errorf("SplitGoals(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
