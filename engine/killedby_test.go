package engine

import "testing"

// TestFateKilledBy checks that a piece's fate names the players that
// earned a kill from it: the player that beat it, the player whose Priest
// converted it (and then the player that killed it), and nobody for a
// death of its own rule.
func TestFateKilledBy(t *testing.T) {
	cat := testCatalogue(t)
	rules := &Rules{Kinds: cat}
	cases := []struct {
		name, code string
		orders     [][]string
		at         string
		want       uint8
		alive      bool
	}{
		// The Spear steps to A2 and kills the Pawn on A1.
		{"beaten", "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-",
			[][]string{{"move A3 D 1"}}, "A1", 0b01, false},
		{"the winner", "bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Pawn/A1/A | g:-",
			[][]string{{"move A3 D 1"}}, "A3", 0, true},
		// Player 2's Priest on F2 converts our Pawn on EF1 after the
		// placements; our Spear, moving A 1 from E3, then kills it.
		{"converted, then beaten", "bc1 t6 d10 | AB.BC.CD m6 Pawn/EF1/A Spear/E3/A | DE.EF.FA m6 Priest/F2/D | g:-",
			[][]string{{"move E3 A 1"}}, "EF1", 0b11, false},
		// Player 2's Catapult steps from AB1 into the trench on A1 and dies
		// of its own rule: nobody earns a kill.
		{"its own rule", "bc1 t2 d30 | AB.BC.CD m6 Pawn/CD4/A | DE.EF.FA m6 Catapult/AB1/E | g:-",
			[][]string{nil, {"move AB1 E 1"}}, "AB1", 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := ParseCode(cat, c.code)
			if err != nil {
				t.Fatal(err)
			}
			var os [][]Order
			for _, o := range c.orders {
				x, err := ParseOrders(cat, o)
				if err != nil {
					t.Fatal(err)
				}
				os = append(os, x)
			}
			plan := mustPlan(t, cat, &p, os)
			out, _ := rules.Play(p, plan)
			l, err := ParseLoc(c.at)
			if err != nil {
				t.Fatal(err)
			}
			f := out.Start[l]
			if f.KilledBy != c.want || f.Alive() != c.alive {
				t.Errorf("%s: killed by %02b, alive %v; want %02b, %v", c.at, f.KilledBy, f.Alive(), c.want, c.alive)
			}
			// The kills credited are the fates' kills, one a player a piece
			// (the rule of one kill).
			var kills [MaxPlayers]uint8
			for _, f := range out.Start {
				for n := range kills {
					if f.KilledBy&(1<<n) != 0 {
						kills[n]++
					}
				}
			}
			if kills != out.Kills {
				t.Errorf("kills from the fates %v, the outcome's %v", kills, out.Kills)
			}
		})
	}
}
