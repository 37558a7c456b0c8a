package solver

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// strengthenSpecs are positions of the hard suite's rule (under any: of
// class b ransack seed 2, eliminate seed 3, kill seeds 3 and 0; of class a
// kill seed 5). On the first
// two the search strengthens a reply with a placement: a defender that
// stands whatever we do, and the position is proved unsolvable in under a
// hundred nodes (the search that strengthens nothing runs for minutes). On
// the third it tries and finds nothing stronger. The fourth is solved in a
// few hundred nodes. The fifth (kill seed 5 of class a) is solved in under
// a hundred, among them replies not strengthened after one that was tried
// (the unsound variant below reads their seeds from the wrong outcome
// there). Too large for the brute force: the checks below read the
// replies themselves, and compare the kill positions' solutions with those
// of the search that strengthens nothing.
var strengthenSpecs = []problemSpec{{
	code:     "bc1 t4 d8 | AB.BC.CD m6 h:Shield,Dart,Club,Snake Club/DE6/B Runner/FA4/B Pawn/DE3/D Dart/DE1/A Pawn/FA6/D Priest/AB2/F Pawn/BC1/B Cerberus/AB5/E | DE.EF.FA m6 h:Rock,Runner,Snake Magician/F3/A Shield/FA2/E Bird/F1/E Lance/Pit/A King/A1/A Club/A2/B Runner/A3/F | g:-",
	goals:    []string{"ransack EF"},
	opponent: Any,
}, {
	code:     "bc1 t7 d14 | AB.BC.CD m6 h:Shield,Pawn,Bird,Bird Dart/EF1/E Lance/D3/D Dart/A2/E Harpy/CD2/E Magician/C2/C Dart/CD4/B Pawn/BC5/E | DE.EF m6 h:Dart,Snake,Snake,Magician Bird/E3/F Priest/DE2/D King/FA1/D Lance/D4/F Dart/Pit/F Magician/CD3/C Rock/C1/B Necromancer/BC6/B | g:-",
	goals:    []string{"eliminate 2"},
	opponent: Any,
}, {
	code:     "bc1 t9 d25 | AB.BC.CD m6 h:Shield,Pawn,Snake Dart/EF3/C Lance/DE5/F Rock/E2/E Runner/FA5/F Dart/F1/D Pawn/D2/E Rock/BC1/A Bird/BC5/D | DE.EF.FA m6 h:Shield,Club,Club,Lance Dart/EF2/B Bird/F3/E Shield/E1/C CloudMan/D4/E Shield/Pit/C Cerberus/CD1/B Pawn/AB4/F Skeleton/CD4/F | g:-",
	goals:    []string{"kill F3"},
	opponent: Any,
}, {
	code:     "bc1 t6 d13 | AB.CD m6 h:Club,Bird,Lance Drunk/DE3/B Magician/D4/B Club/D3/E ImpSwarm/CD3/F Shield/B1/D Spear/AB1/F Rock/CD2/F Shield/CD4/D | DE.FA m6 h:Pawn,Dart,Snake Skeleton/DE5/B Rock/DE4/A Shield/DE1/B Shield/A1/E Pawn/A2/F Spear/A4/A King/C1/C Shield/B2/A | g:-",
	goals:    []string{"kill B2"},
	opponent: Any,
}, {
	code:     "bc1 t11 d13 | BC.CD m6 King/E2/D Dart/A1/C Runner/AB4/C Club/CD2/B Bird/AB5/E Pawn/BC3/B | DE.EF.FA m6 Club/C1/B Runner/C2/B Pawn/B3/D Bird/AB6/B CloudMan/C4/C | g:-",
	goals:    []string{"kill B3"},
	opponent: Any,
}}

// refutationFault returns what is wrong with the refutation the search
// follows, its reply assigned ("" when nothing): a reply a player may not
// give, or seeds read as from the outcome now held when that is not the
// reply's own.
func refutationFault(w *worker, ref *refutation) string {
	m := w.m
	orders := w.replyOrders()
	for n := range orders {
		if uint8(n+1) == m.side {
			continue
		}
		var pl engine.Plan
		if err := m.pos.CheckOrders(m.cat, n+1, orders[n], &pl); err != nil {
			return fmt.Sprintf("player %d's reply %q: %v", n+1, engine.FormatOrders(m.cat, orders[n]), err)
		}
	}
	if len(ref.seeds) == 0 || ref.seeds[0].gen != w.gen {
		return ""
	}
	var plan engine.Plan
	w.planOf(&plan)
	var out engine.Outcome
	m.rules.Resolve(&m.pos, &plan, &out, nil)
	if out != w.out {
		return fmt.Sprintf("reply %q: seeds read from another outcome", engine.FormatOrders(m.cat, orders[1]))
	}
	return ""
}

// TestStrengthenedRefutations checks every refutation the search follows
// under any on strengthenSpecs, strengthened (see strengthenRef) or not:
// its reply is one the other players may give, and its seeds are read from
// its own outcome. It makes each way of breaking that unsound in turn and
// wants the check to notice.
func TestStrengthenedRefutations(t *testing.T) {
	cat := testCatalogue(t)
	run := func(u unsoundness) (fault string, strengthened int64) {
		testUnsound = u
		counts := map[*worker]int64{}
		testRefuted = func(w *worker, ref *refutation) {
			counts[w] = w.strengthened
			if fault == "" {
				fault = refutationFault(w, ref)
			}
		}
		defer func() { testUnsound, testRefuted = soundPrunings, nil }()
		for _, spec := range strengthenSpecs {
			p := spec.build(t, cat)
			clear(counts)
			r, err := Solve(context.Background(), p, Options{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range counts {
				strengthened += n
			}
			if fault != "" {
				return spec.code + ": " + fault, strengthened
			}
			if u == soundPrunings && strings.Contains(spec.goals[0], "kill") {
				// The others run for minutes without strengthening.
				testUnsound = noStrengthen
				plain, err := Solve(context.Background(), p, Options{Workers: 1})
				testUnsound = u
				if err != nil {
					t.Fatal(err)
				}
				if g, w := solutionStrings(cat, r), solutionStrings(cat, plain); !slices.Equal(g, w) {
					t.Errorf("%s: strengthened %q, not %q", spec.code, g, w)
				}
			}
		}
		return "", strengthened
	}
	fault, strengthened := run(soundPrunings)
	if fault != "" {
		t.Fatal(fault)
	}
	if strengthened < 2 {
		t.Errorf("%d replies strengthened, want at least 2", strengthened)
	}
	if fault, _ := run(unsoundStaleOut); fault == "" {
		t.Error("a reply not strengthened read from the outcome of the last reply tried: not noticed")
	} else {
		t.Log("noticed: " + fault)
	}
}
