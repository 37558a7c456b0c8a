package main

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// techFallCode is won only through Tech Fall: Red's kill on E3 leaves Blue
// 5 pieces of material behind, eliminated with the Pikeman still standing
// (without "| techfall 5" it has no solution).
const techFallCode = "bc1 t7 d12 n | AB.BC m7 k3 l1 r1 ?1 x:Cyclops h:CloudMan,Pikeman Crab/AB2/D Necromancer/C2/F Bird/AB3/E | " +
	"CD.DE.EF.FA m6 k2 h:Bird Pikeman/E3/C Crab/F2/F | g:Bird/2,Cyclops/1,Pikeman/2 | side 1 | opponent fixed | techfall 5 | goals kill E3 | " +
	"orders 2: move F2 E 1, place Bird DE3 A"

// Everything a player reads of a shared puzzle names its Tech Fall option:
// show's task line (text, SVG; the PNG draws the same lines) and solve's
// header. They left it out, so a puzzle won through Tech Fall read as one
// won by a kill it does not make.
func TestTechFallIsShown(t *testing.T) {
	const want = "Red (player 1) to play: kill E3; the others play the orders given; Tech Fall at 5"
	for _, args := range [][]string{{"show", techFallCode, "--no-color"}, {"show", techFallCode, "--svg"}} {
		out, errs, code := runCmd(t, args...)
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("%v: exit %d, no %q in\n%s%s", args[2:], code, want, out, errs)
		}
	}
	// No goals: the Tech Fall option has a line of its own.
	out, _, _ := runCmd(t, "show", "testdata/techfall.toml", "--no-color")
	if lines := strings.Split(out, "\n"); len(lines) < 2 || lines[1] != "Tech Fall at 5" {
		t.Errorf("a position with Tech Fall and no goals:\n%s", out)
	}
	out, errs, _ := runCmd(t, "solve", techFallCode)
	if head, _, _ := strings.Cut(out, "\n"); !strings.HasSuffix(head, "goals kill E3; Tech Fall at 5") {
		t.Errorf("solve's header %q names no Tech Fall%s", head, errs)
	}
}

// solve --json says what it solved: side, goals, opponent and Tech Fall,
// the puzzle's or the flags'.
func TestSolveJSONNamesTheTask(t *testing.T) {
	type task struct {
		Side     *int     `json:"side"`
		Goals    []string `json:"goals"`
		Opponent *string  `json:"opponent"`
		TechFall *int     `json:"tech_fall"`
	}
	get := func(args ...string) task {
		t.Helper()
		out, errs, code := runCmd(t, append([]string{"solve", "--json"}, args...)...)
		if code > 1 {
			t.Fatalf("%v: exit %d\n%s", args, code, errs)
		}
		var v task
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatal(err)
		}
		if v.Side == nil || v.Opponent == nil || v.TechFall == nil || v.Goals == nil {
			t.Fatalf("%v: no side, goals, opponent or tech_fall in\n%s", args, out)
		}
		return v
	}
	if v := get(techFallCode); *v.Side != 1 || !reflect.DeepEqual(v.Goals, []string{"kill E3"}) || *v.Opponent != "fixed" || *v.TechFall != 5 {
		t.Errorf("the code's task: side %d, goals %q, opponent %s, tech_fall %d", *v.Side, v.Goals, *v.Opponent, *v.TechFall)
	}
	code := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D Pikeman/B2/E | DE.EF.FA m6 Bird/A1/D | g:-"
	if v := get(code, "--goal", "kill A1, no-losses", "--opponent", "any"); *v.Side != 1 || !reflect.DeepEqual(v.Goals, []string{"kill A1", "no-losses"}) || *v.Opponent != "any" || *v.TechFall != 0 {
		t.Errorf("the flags' task: side %d, goals %q, opponent %s, tech_fall %d", *v.Side, v.Goals, *v.Opponent, *v.TechFall)
	}
}
