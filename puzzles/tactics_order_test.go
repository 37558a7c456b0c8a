package puzzles

import (
	"strings"
	"testing"
)

// A shipped pack whose description promises "from easy (1) to hard (5)"
// lists its puzzles so: the trainer's "next one not solved" follows the
// file's order, and Tactics gave a new learner a puzzle of difficulty 5
// third. Puzzles of one difficulty keep the order they were written in.
func TestTacticsPacksRunFromEasyToHard(t *testing.T) {
	for _, name := range []string{"packs/tactics.toml", "packs/first-tactics.toml"} {
		pk := shippedPack(t, name)
		desc := strings.Join(strings.Fields(strings.ToLower(pk.Description)), " ")
		if !strings.Contains(desc, "from easy (1) to hard (5)") {
			t.Errorf("%s: the description no longer says \"from easy (1) to hard (5)\": %q", name, pk.Description)
			continue
		}
		for i := 1; i < len(pk.Puzzles); i++ {
			a, b := pk.Puzzles[i-1], pk.Puzzles[i]
			if b.Difficulty < a.Difficulty {
				t.Errorf("%s: %s (difficulty %d) comes after %s (difficulty %d)", name, b.ID, b.Difficulty, a.ID, a.Difficulty)
			}
		}
	}
}
