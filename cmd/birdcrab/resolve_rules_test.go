package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// resolveJSON runs resolve --json with args and decodes the fields the rules
// of issue 12 are seen through.
func resolveJSON(t *testing.T, args ...string) rulesResult {
	t.Helper()
	code, out, errs := birdcrab(t, append([]string{"resolve", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r rulesResult
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return r
}

type rulesResult struct {
	Control       map[string]int `json:"control"`
	Ransacked     []string       `json:"ransacked"`
	Eliminated    []int          `json:"eliminated"`
	EliminatedNow []int          `json:"eliminated_this_turn"`
	Winner        int            `json:"winner"`
	Over          bool           `json:"over"`
	NoDraw        *bool          `json:"no_draw"`
	SuddenDeath   *int           `json:"sudden_death"`
	TechFall      *int           `json:"tech_fall"`
	Code          string         `json:"code"`
}

// Tech Fall from the pack key, and from --techfall on a file or a code.
func TestResolveTechFall(t *testing.T) {
	r := resolveJSON(t, "testdata/techfall.toml")
	if !reflect.DeepEqual(r.EliminatedNow, []int{2}) || r.Winner != 1 || !r.Over || r.TechFall == nil || *r.TechFall != 5 {
		t.Errorf("tech_fall = 5 in the file: eliminated this turn %v, winner %d, over %v, tech_fall %v", r.EliminatedNow, r.Winner, r.Over, r.TechFall)
	}
	r = resolveJSON(t, "testdata/techfall.toml", "--techfall", "0")
	if len(r.EliminatedNow) != 0 || r.Over || *r.TechFall != 0 {
		t.Errorf("--techfall 0 turns the file's off: eliminated %v, over %v", r.EliminatedNow, r.Over)
	}
	r = resolveJSON(t, "testdata/techfall.toml", "--techfall", "6")
	if len(r.EliminatedNow) != 0 || r.Over {
		t.Errorf("--techfall 6, five behind: eliminated %v", r.EliminatedNow)
	}
	const pos = "bc1 t3 d30 | AB.BC.CD m6 h:Crab,Crab Crab/AB4/D Crab/AB5/D Crab/AB6/D Crab/BC4/E | DE.EF.FA m6 Crab/DE4/A | g:-"
	r = resolveJSON(t, pos)
	if len(r.EliminatedNow) != 0 {
		t.Errorf("a code without --techfall: eliminated %v", r.EliminatedNow)
	}
	r = resolveJSON(t, pos, "--techfall", "5")
	if !reflect.DeepEqual(r.EliminatedNow, []int{2}) || r.Winner != 1 {
		t.Errorf("a code with --techfall 5: eliminated %v, winner %d", r.EliminatedNow, r.Winner)
	}
	code, out, errs := birdcrab(t, "resolve", pos, "--techfall", "-1")
	if code != 2 || out != "" || !strings.Contains(errs, "--techfall -1: want 0 (off) to 99") {
		t.Errorf("--techfall -1: exit %d, stderr %q", code, errs)
	}
}

// Ruling sudden-death-stops-placement, through a file: exit 2 and a message
// naming sudden death, though the file leaves control at its default.
func TestResolveSuddenDeathStopsPlacement(t *testing.T) {
	code, out, errs := birdcrab(t, "resolve", "testdata/sudden-place.toml")
	want := `testdata/sudden-place.toml:12:11: puzzle "late": player 1 orders: order "place Crab AB3 D": no piece may be placed once sudden death has begun`
	if code != 2 || out != "" || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stderr %q, want %q", code, errs, want)
	}
}

// Ruling sudden-death-ransacks-everything, through a file: nothing is
// ransacked and control is all 0 after the turn.
func TestResolveSuddenDeathRansacksEverything(t *testing.T) {
	r := resolveJSON(t, "testdata/sudden-ransack.toml")
	zero := map[string]int{"AB": 0, "BC": 0, "CD": 0, "DE": 0, "EF": 0, "FA": 0}
	if !reflect.DeepEqual(r.Control, zero) || len(r.Ransacked) != 0 || r.SuddenDeath == nil || *r.SuddenDeath != 2 {
		t.Errorf("control %v, ransacked %v, sudden death %v", r.Control, r.Ransacked, r.SuddenDeath)
	}
}

// Ruling fair-dealing-decides-the-draw, through a file: the elimination, the
// winner and the no-draw mark.
func TestResolveFairDealing(t *testing.T) {
	r := resolveJSON(t, "testdata/fair-dealing.toml", "--id", "cannot-be-dealt")
	if !reflect.DeepEqual(r.EliminatedNow, []int{2}) || !reflect.DeepEqual(r.Eliminated, []int{2}) || r.Winner != 1 || !r.Over {
		t.Errorf("cannot-be-dealt: eliminated %v (this turn %v), winner %d, over %v", r.Eliminated, r.EliminatedNow, r.Winner, r.Over)
	}
	if r.NoDraw == nil || *r.NoDraw {
		t.Errorf("cannot-be-dealt: no_draw %v, want false (player 1, alone, is dealt the last piece)", r.NoDraw)
	}
	r = resolveJSON(t, "testdata/fair-dealing.toml", "--id", "no-draw")
	if len(r.EliminatedNow) != 0 || r.Over || r.NoDraw == nil || !*r.NoDraw || !strings.HasPrefix(r.Code, "bc1 t6 d1 n |") {
		t.Errorf("no-draw: eliminated %v, over %v, no_draw %v, code %s", r.EliminatedNow, r.Over, r.NoDraw, r.Code)
	}
}
