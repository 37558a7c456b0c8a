package editor

import (
	"fmt"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/safetext"
)

// panelLines is the side panel: the orders (first, since the board has no
// room for all of them: in Orders mode, and in Edit mode when there are
// some), the cell under the cursor with its piece drawn as a hexagon of
// numbers, the puzzle, and the rest of the position: turn, deck, hands,
// bonuses, graveyard, control. In Play mode it shows the turn's events
// instead.
func (e *Editor) panelLines(width int) []tui.Line {
	if e.mode == modePlay && e.play != nil {
		return e.playLines(width)
	}
	p := e.doc.Pos()
	var out []tui.Line
	if e.mode == modeOrders || e.doc.Orders().Count() > 0 {
		out = append(out, tui.OrderLines(e.theme, e.cat, p, e.doc.Orders(), width)...)
		out = append(out, tui.Line{})
	}
	out = append(out, tui.CellLines(e.theme, e.cat, e.board, p, e.board.Cursor(), width)...)
	out = append(out, tui.Line{})
	if st := e.doc.State(); st.Puzzle != nil {
		out = append(out, PuzzleLines(e.theme, e.cat, st.Puzzle, width)...)
		out = append(out, tui.Line{})
	}
	out = append(out, tui.PositionLines(e.theme, e.cat, p, width)...)
	out = append(out, e.owedLines(p, width)...)
	return out
}

// PuzzleLines describe a puzzle: its id and title, who solves against what,
// its goals and whether it has a solution.
func PuzzleLines(th *tui.Theme, cat *engine.Catalogue, m *Meta, width int) []tui.Line {
	head := "Puzzle " + m.ID
	if !safetext.Blank(m.Title) {
		head += ": " + safetext.Clean(m.Title)
	}
	var out []tui.Line
	for _, w := range tui.WrapText(head, width) {
		out = append(out, tui.Plain(w, th.Bold()))
	}
	goals := "no goals yet (M)"
	if len(m.Goals) > 0 {
		goals = "goals: " + engine.GoalsText(m.Goals)
	}
	text := fmt.Sprintf("%s solves, opponent %s; %s", tui.PlayerName(m.Side), m.Opponent, goals)
	if m.TechFall > 0 {
		text += fmt.Sprintf("; Tech Fall at %d", m.TechFall)
	}
	if len(m.Solution) > 0 {
		text += "; solution of " + tui.Plural(len(m.Solution), "order")
	}
	for _, w := range tui.WrapText(text, width) {
		out = append(out, tui.Plain(w, th.Dim()))
	}
	return out
}
