package puzzles

import (
	"errors"
	"reflect"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

func locs(t *testing.T, names ...string) []engine.Loc {
	t.Helper()
	out := make([]engine.Loc, len(names))
	for i, n := range names {
		out[i] = mustLoc(t, n)
	}
	return out
}

// Try plays the side's orders against the opponent model.
func TestTry(t *testing.T) {
	pk := loadFixture(t, "full.toml")
	cat := pk.Catalogue()
	meet := pk.Puzzle("meet-it") // fixed: the Bird flies to A2 at priority 4
	turn, ok, err := meet.Try(meet.Solution)
	if err != nil || !ok {
		t.Fatalf("the solution: ok %v, err %v", ok, err)
	}
	if got := Deaths(&meet.Position, &turn.Outcome); !reflect.DeepEqual(got, locs(t, "A1")) {
		t.Errorf("deaths %v", got)
	}
	if _, ok, _ := meet.Try(nil); ok {
		t.Error("holding reaches the goal")
	}
	// Under hold the Bird stays on A1: one step no longer reaches it.
	meet.Opponent = Hold
	if _, ok, _ := meet.Try(meet.Solution); ok {
		t.Error("the solution works against a Bird that does not fly")
	}
	_, _, err = meet.Try(orders(t, cat, "move A1 A 1"))
	var oe *engine.OrderError
	if !errors.As(err, &oe) || oe.Player != 1 {
		t.Errorf("moving the opponent's piece: %v", err)
	}
}

// FileOrders plays the solution for a side that carries no orders.
func TestFileOrders(t *testing.T) {
	pk := loadFixture(t, "full.toml")
	meet := pk.Puzzle("meet-it")
	got := meet.FileOrders()
	if !reflect.DeepEqual(got[0], meet.Solution) || !reflect.DeepEqual(got[1], meet.Orders[1]) {
		t.Errorf("file orders %v", got)
	}
	core := loadFixture(t, "core.toml").Puzzles[0]
	if got := core.FileOrders(); !reflect.DeepEqual(got, core.Orders) {
		t.Errorf("core: %v", got)
	}
}

// Deaths counts start cells and placement cells; a lesson judges answers.
func TestDeathsAndJudge(t *testing.T) {
	pk := loadFixture(t, "full.toml")
	l := pk.Lesson("face-to-face")
	if ok, missed, wrong := l.Judge(locs(t, "A1")); !ok || missed != nil || wrong != nil {
		t.Errorf("the right answer: %v %v %v", ok, missed, wrong)
	}
	ok, missed, wrong := l.Judge(locs(t, "A3", "A3"))
	if ok || !reflect.DeepEqual(missed, locs(t, "A1")) || !reflect.DeepEqual(wrong, locs(t, "A3")) {
		t.Errorf("a wrong answer: %v %v %v", ok, missed, wrong)
	}
	// A placed piece that dies counts by its placement cell.
	s := &Scenario{cat: pk.Catalogue()}
	var err error
	s.Position, err = engine.ParseCode(s.cat, "bc1 t2 d30 | AB.BC.CD m6 h:Bird | DE.EF.FA m6 Pikeman/A1/B | g:-")
	if err != nil {
		t.Fatal(err)
	}
	turn, err := s.Play([][]engine.Order{orders(t, s.cat, "place Bird AB1 E"), nil})
	if err != nil {
		t.Fatal(err)
	}
	if got := Deaths(&s.Position, &turn.Outcome); !reflect.DeepEqual(got, locs(t, "AB1")) {
		t.Errorf("deaths %v, want AB1 (the Pikeman's front 6 against the Bird's 2)", got)
	}
}

// A scenario's Tech Fall reaches the engine: the same turn eliminates the
// player behind only with it on.
func TestPlayWithTechFall(t *testing.T) {
	pk, err := FromCode("bc1 t2 d30 | AB.BC.CD m6 h:Bird,Bird Bird/AB4/D Bird/AB5/D Bird/AB6/D | DE.EF.FA m6 Bird/DE4/A | g:-", nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &pk.Puzzles[0].Scenario
	turn, err := s.Play(nil)
	if err != nil || turn.Outcome.Eliminated != 0 {
		t.Fatalf("off: eliminated %b, err %v", turn.Outcome.Eliminated, err)
	}
	s.TechFall = 4
	turn, err = s.Play(nil)
	if err != nil || turn.Outcome.Eliminated != 0b10 || turn.Outcome.Pos.Winner != 1 {
		t.Fatalf("tech_fall 4: eliminated %b, winner %d, err %v", turn.Outcome.Eliminated, turn.Outcome.Pos.Winner, err)
	}
}
