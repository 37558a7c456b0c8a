package engine

// When says when in the turn stage s comes, as a clause of a sentence:
// "at priority 3", "in the combat before the moves", "at the end of the
// turn". The trainer's account of a turn and a puzzle's explanation both
// word a stage with it, so that they say the same thing the same way.
func (s Stage) When() string {
	if s.Priority() > 0 {
		return "at " + s.String()
	}
	switch s {
	case StagePlace:
		return "in the combat before the moves"
	case StageStart:
		return "at the start of the turn"
	case StageEnd:
		return "at the end of the turn"
	case StageSuddenDeath:
		return "in sudden death"
	}
	return "at " + s.String()
}
