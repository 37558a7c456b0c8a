package main

import (
	"strings"
	"testing"
)

// resolve names players by number, in its orders ("player 1: place Crab
// AB1 E") and events ("Crab(1)"), and in the file's keys: a refused
// order names its player so too (the screens, which name players by
// colour, name it by colour: see package tui's Reason). --json, whose
// object is not printed for a refused order, is refused the same way.
func TestResolveRefusalNamesPlayersByNumber(t *testing.T) {
	const code = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Crab/A1/A | g:- | orders 1: place Crab AB1 E; 2: move A3 D 1"
	for _, c := range []struct {
		code, want string
	}{
		{strings.Replace(code, "; 2: move A3 D 1", "", 1), `birdcrab: puzzle code: player 1 orders: order "place Crab AB1 E": player 1 has no Crab in hand` + "\n"},
		{strings.Replace(code, "orders 1: place Crab AB1 E; ", "orders ", 1), `birdcrab: puzzle code: player 2 orders: order "move A3 D 1": the Pikeman on A3 belongs to player 1` + "\n"},
	} {
		for _, args := range [][]string{{"resolve", c.code}, {"resolve", c.code, "--json"}} {
			out, errs, status := runCmd(t, args...)
			if status != 2 || out != "" || errs != c.want {
				t.Errorf("%v: exit %d, %q on standard error, want %q (standard output %q)", args, status, errs, c.want, out)
			}
		}
	}
}
