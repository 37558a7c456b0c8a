package engine

import "testing"

// Stage.When words a stage as a sentence says when something happens.
func TestStageWhen(t *testing.T) {
	for st, want := range map[Stage]string{
		PriorityStage(3): "at priority 3",
		StagePlace:       "in the combat before the moves",
		StageStart:       "at the start of the turn",
		StageRotate:      "at rotation",
		StageEnd:         "at the end of the turn",
		StageSuddenDeath: "in sudden death",
	} {
		if got := st.When(); got != want {
			t.Errorf("%v: %q, want %q", st, got, want)
		}
	}
}
