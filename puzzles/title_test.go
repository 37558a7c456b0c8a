package puzzles

import "testing"

// The puzzle of a puzzle code is titled by its goals: the trainer listed
// every one as "position", its id ("Puzzle 1  position", "Enter starts
// puzzle 1: position"), and show headed it so. A position code alone,
// with no goals, stays untitled: it is a position. A player is named by
// the colour every screen names it by: "Knock player 2 out" was the one
// title that numbered a player the screen calls Blue. A piece in the Pit
// is said to be there as the screens say it ("on Pit" read wrongly).
func TestCodePuzzleTitledByItsGoals(t *testing.T) {
	const board = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D Pikeman/DE1/B Pikeman/Pit/D | g:-"
	for goals, want := range map[string]string{
		"":                            "",
		" | goals kill A1":            "Kill the Bird on A1",
		" | goals kill A1, no-losses": "Kill the Bird on A1, losing nothing",
		" | goals ransack DE":         "Ransack DE",
		" | goals no-losses":          "Lose nothing",
		" | goals kills 2":            "Two kills",
		" | goals eliminate 2":        "Knock Blue out",
		" | goals kill Pit":           "Kill the Pikeman in the Pit",
		// Every goal, not the first alone (the Pit was lost).
		" | goals kill A1, no-losses, pit":  "Kill the Bird on A1 and take the Pit, losing nothing",
		" | goals kills 1, pit":             "Make a kill and take the Pit",
		" | goals ransack DE, kills 2, win": "Ransack DE, make two kills and win the game",
	} {
		code := board
		if goals != "" {
			code += " | side 1" + goals
		}
		pk, err := FromCode(code, nil)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		pz := pk.Puzzles[0]
		if pz.Title != want {
			t.Errorf("%s: title %q, want %q", code, pz.Title, want)
		}
		if pz.ID != CodeID {
			t.Errorf("%s: id %q, want %q (progress is kept by it)", code, pz.ID, CodeID)
		}
	}
}
