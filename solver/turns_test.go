package solver

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// turnsSearched counts, per player, the pieces whose turns the search
// branches on and those whose turns it leaves out (see markTurns), among
// the pieces that have a turn and whose facing is not alike all round.
func turnsSearched(m *model) (kept, skipped [engine.MaxPlayers]int) {
	for a := range m.agents {
		ag := &m.agents[a]
		if ag.kind != agPiece || sameAllRound(m.cat.Kind(m.pos.Board[ag.loc].Kind)) {
			continue
		}
		for o := range ag.opts {
			op := &ag.opts[o]
			if op.n == 0 || op.ords[op.n-1].Op != engine.OpTurn {
				continue
			}
			if op.skip {
				skipped[ag.player-1]++
			} else {
				kept[ag.player-1]++
			}
			break
		}
	}
	return kept, skipped
}

// TestTurnsOfAPlayerWithoutACloudManToFear pins which turns the search
// leaves out: after rotation only Cloud Men landing fight, each against its
// opponents, so a piece's turn counts only where a Cloud Man of another
// player's may land next to it, or its player has a King that may fight
// one. Where a Priest, a Cerberus, an Imp Swarm or a Harpy is in play, the
// sides may blur, and every Cloud Man counts for every piece. (The brute
// force agrees on positions where each clause decides: see the cases of
// TestPruningsAreChecked.)
func TestTurnsOfAPlayerWithoutACloudManToFear(t *testing.T) {
	// Player 2 has the only Cloud Man (F2); player 1 the only King.
	const ours = "Pawn/DE4/B King/Pit/C Runner/A2/E Lance/C1/C Spear/AB2/D Shield/AB6/A Dart/B4/A"
	const theirs = "Spear/DE6/F Runner/E3/A Spear/E2/E CloudMan/F2/C Pawn/AB5/E Spear/BC3/A Club/BC6/E"
	code := func(ourBoard, theirHand string) string {
		return "bc1 t9 d9 | AB.BC.CD m6 h:Rock,Dart,Club " + ourBoard + " | EF.FA m6 h:Shield,Pawn" + theirHand + " " + theirs + " | g:-"
	}
	for _, c := range []struct {
		name         string
		code         string
		ours, theirs string // "all": every turn searched, "none": none, "some": some
	}{
		// Our pieces fear player 2's Cloud Man through our King; player
		// 2's fear no Cloud Man.
		{"a King against a Cloud Man", code(ours, ""), "all", "none"},
		// Without our King, only our pieces that may stand next to where
		// the Cloud Man lands fear it.
		{"no King", code("Pawn/DE4/B Pawn/Pit/C Runner/A2/E Lance/C1/C Spear/AB2/D Shield/AB6/A Dart/B4/A", ""), "some", "none"},
		// A Cerberus in player 2's hand blurs the sides: every turn counts.
		{"a Cerberus in hand", code(ours, ",Cerberus"), "all", "all"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := problemSpec{code: c.code, goals: []string{"keep Pit"}, opponent: Any}.model(t)
			kept, skipped := turnsSearched(m)
			for p, want := range []string{c.ours, c.theirs} {
				got := "some"
				switch {
				case kept[p] > 0 && skipped[p] == 0:
					got = "all"
				case kept[p] == 0 && skipped[p] > 0:
					got = "none"
				}
				if got != want {
					t.Errorf("player %d: turns searched for %d pieces, left out for %d: want %s", p+1, kept[p], skipped[p], want)
				}
			}
		})
	}
}

// rulesOffPositions is how many random positions a model
// TestSolverWithEachRuleOff solves with each rule switched off.
const rulesOffPositions = 100

// TestSolverWithEachRuleOff solves random positions (the differential
// test's) with each rule of the game switched off in turn, as a lesson is
// played without its rule (engine.Rules.Off): the solver and the brute force
// must agree, for the prunings rest on the rules. With rotation first
// (engine.RuleRotateLast off) a facing counts from the start, and every turn
// is searched; with turns left out all the same, the positions notice.
func TestSolverWithEachRuleOff(t *testing.T) {
	cat := testCatalogue(t)
	solve := func(r engine.Rule) (disagree string, turns int) {
		for _, opp := range []Opponent{Hold, Fixed, Any} {
			rng := rand.New(rand.NewPCG(*diffSeed, uint64(opp)))
			for i := 0; i < rulesOffPositions; i++ {
				p := randomProblem(rng, cat, opp)
				p.Rules.Off = r
				d, sols := solvedAgainstBrute(t, cat, p)
				if d != "" {
					return fmt.Sprintf("%v position %d: %s\n%s", opp, i, d, describe(cat, p)), turns
				}
				for _, s := range sols {
					if strings.Contains(s, "turn ") {
						turns++
					}
				}
			}
		}
		return "", turns
	}
	for _, name := range engine.RuleNames() {
		r, err := engine.ParseRule(name)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) {
			d, turns := solve(r)
			if d != "" {
				t.Fatalf("without %s: %s", name, d)
			}
			if r == engine.RuleRotateLast && turns == 0 {
				t.Fatalf("without %s no solution turns a piece: the positions show nothing", name)
			}
		})
	}
	t.Run("turns left out though rotation comes first", func(t *testing.T) {
		testUnsound = unsoundTurnsFirst
		defer func() { testUnsound = soundPrunings }()
		if d, _ := solve(engine.RuleRotateLast); d == "" {
			t.Fatal("the positions do not notice turns left out though rotation comes first")
		}
	})
}
