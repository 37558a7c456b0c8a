package main

import (
	"os"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/solver"
)

// TestTriesHuntBoundStated: the README and solve's note give the most
// positions the hunt for near misses adds as the solver bounds it (its
// budget and the last candidate begun within it), not the budget alone.
func TestTriesHuntBoundStated(t *testing.T) {
	figure := "550,000"
	if solver.TriesMaxNodes != 550_000 {
		t.Fatalf("solver.TriesMaxNodes = %d: the texts say %s", solver.TriesMaxNodes, figure)
	}
	if !strings.Contains(triesTimeNote, figure) {
		t.Errorf("triesTimeNote does not give %s: %q", figure, triesTimeNote)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(readme)), " ")
	for _, want := range []string{"up to 550,000 positions after the search", "in up to 550,000 positions more"} {
		if !strings.Contains(text, want) {
			t.Errorf("README does not say %q", want)
		}
	}
	if strings.Contains(text, "half a million") {
		t.Error("README still gives the hunt as half a million positions")
	}
}
