package editor

// solveState is a solver run in the background.
type solveState struct {
	cancel func()
}

// startSolve opens the solve dialog. The solver package is not merged into
// this branch yet.
func (e *Editor) startSolve() {
	e.say("the solver is not part of this build yet", true)
}

// cancelSolve stops a solver run, if any.
func (e *Editor) cancelSolve() {
	if e.solve != nil && e.solve.cancel != nil {
		e.solve.cancel()
	}
	e.solve = nil
}
