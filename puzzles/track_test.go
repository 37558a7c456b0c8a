package puzzles

import (
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// playCode plays one turn of the position code with each player's orders.
func playCode(t *testing.T, code string, orders ...[]string) (*Scenario, *Turn) {
	t.Helper()
	pk, err := FromCode(code, DefaultCatalogue())
	if err != nil {
		t.Fatal(err)
	}
	s := &pk.Puzzles[0].Scenario
	all := make([][]engine.Order, len(orders))
	for n, o := range orders {
		if all[n], err = engine.ParseOrders(s.Catalogue(), o); err != nil {
			t.Fatal(err)
		}
	}
	turn, err := s.Play(all)
	if err != nil {
		t.Fatal(err)
	}
	return s, turn
}

// Every piece steps at most once a stage, all at once, so a step from a
// cell is the piece that stood there before the stage's steps, even when a
// Catapult's death in a trench comes between the steps. Two Witches of
// Blue march in a file, A1 behind AB1; at priority 1 the engine writes the
// first Witch's step, then the Catapult dying on A4, then the second
// Witch's step from AB3: the Witch from AB1, not the one from A1 that has
// just stepped onto AB3 (both the claims' walk and the explanations' walk
// took it for the Witch from A1 before they became one).
func TestFollowStepsOncePerStageAcrossATrenchDeath(t *testing.T) {
	s, turn := playCode(t, "bc1 t2 d30 | AB.BC.CD m6 Catapult/A3/F | DE.EF.FA m6 Witch/A1/E Witch/AB1/C | g:-",
		[]string{"move A3 A 1"}, []string{"move A1 B 2", "move AB1 B 2"})
	witch, _ := s.Catalogue().Lookup("Witch")
	var steps []engine.Event
	tr := Follow(&s.Position, turn)
	var who []engine.Loc
	trench := false
	for i, e := range turn.Events {
		if e.Type == engine.EvDie && e.Why == engine.WhyTrench {
			trench = true
		}
		if e.Type == engine.EvStep && e.A.Kind == witch && e.Stage == engine.PriorityStage(1) {
			steps = append(steps, e)
			who = append(who, tr.Pieces[tr.A[i]].Start)
		}
	}
	if !trench || len(steps) != 2 || steps[0].From.String() != "AB1" || steps[1].From.String() != "AB3" {
		t.Fatalf("the engine's priority 1 is no longer a Witch's step, a death in a trench and a Witch's step from AB3: %v", turn.Events)
	}
	if who[0].String() != "A1" || who[1].String() != "AB1" {
		t.Errorf("priority 1's steps are the Witches from %v, want A1 then AB1", who)
	}
	if errs := s.CheckClaims([]string{"reaches AB1 AB6 p1", "reaches A1 AB3 p1", "ends AB1 AB6", "ends A1 AB3"}, turn); len(errs) > 0 {
		t.Errorf("true claims refused: %v", errs)
	}
	if errs := s.CheckClaims([]string{"reaches A1 AB6 p1"}, turn); len(errs) != 1 {
		t.Errorf("the Witch from A1 is said to reach AB6")
	}
}

// A fight names both its fighters, and the kill a Priest's conversion
// credits names the converted piece, though it names it by its owner
// before the conversion.
func TestFollowFightsAndConversions(t *testing.T) {
	pk, err := Load("testdata/claims.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	l := pk.Lesson("sermon")
	turn, err := l.mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	tr := Follow(&l.Position, turn)
	converts := 0
	for i, e := range turn.Events {
		switch e.Type {
		case engine.EvFight:
			if tr.A[i] < 0 || tr.B[i] < 0 || tr.Pieces[tr.A[i]].Kind != e.A.Kind || tr.Pieces[tr.B[i]].Kind != e.B.Kind {
				t.Errorf("event %d (%s): fighters %d and %d", i, e.Text(l.Catalogue()), tr.A[i], tr.B[i])
			}
		case engine.EvConvert:
			converts++
			k := tr.A[i]
			if k < 0 || tr.Pieces[k].Owner != e.Player {
				t.Errorf("event %d (%s): piece %d", i, e.Text(l.Catalogue()), k)
			}
			if next := turn.Events[i+1]; next.Type != engine.EvKill || tr.A[i+1] != k || tr.B[i+1] != -1 {
				t.Errorf("the kill after event %d (%s) names piece %d, want %d", i, e.Text(l.Catalogue()), tr.A[i+1], k)
			}
		default:
			if tr.B[i] != -1 {
				t.Errorf("event %d (%s) has a second fighter", i, e.Text(l.Catalogue()))
			}
		}
	}
	if converts == 0 {
		t.Fatal("the sermon converts nobody")
	}
}
