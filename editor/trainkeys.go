package editor

import (
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// trainHelp lists every key of the trainer; the help screen (?) shows it
// and the README copies it.
var trainHelp = []keySection{
	{"Everywhere", []keyHelp{
		{"?", "this help"},
		{"q, Ctrl-C", "quit (asks first when an answer is written and not submitted; progress is always saved)"},
		{"Esc", "cancel; with nothing to cancel, go back to the list"},
		{"A", "arrows or ASCII letters for directions"},
		{"Ctrl-L", "redraw the screen"},
	}},
	{"The lists of packs and of puzzles", []keyHelp{
		{"arrows, j k, mouse", "move; the right side describes the line"},
		{"Enter, click", "open: a pack, a lesson or puzzle; the first line starts the next one not solved"},
		{"/", "filter: words of the title, tags, d1..d5 (difficulty), new, solved, failed, lesson, puzzle"},
		{"t", "show only one tag (in a pack's list)"},
		{"d", "show only difficulty 1, 2 ... 5, then all again (in a pack's list)"},
		{"R", "reset the progress of a pack, or all of it (asks first)"},
		{"Esc", "clear the filter, else back to the packs"},
	}},
	{"A puzzle or lesson: writing orders", []keyHelp{
		{"arrows, h j k l", "move the cursor"},
		{"g", "go to a cell by its name (A1, Pit, DE3 ...)"},
		{"Enter, Space, click", "select one of your pieces; then a cell in line: it moves there"},
		{"m, a..f, 1..5", "move the selected piece: direction, then distance"},
		{"t, a..f", "turn the selected piece to face a direction"},
		{"Enter on an empty cell, +", "place a piece from your hand there, then a facing a..f"},
		{"T", "a Necromancer's graveyard target"},
		{"x, Delete; X", "clear the orders of the selected piece (or of the cell); clear every order"},
		{"s, P", "submit: play the turn and judge it by the goals"},
		{"H", "the next hint; after the hints, the solution (asks first)"},
		{"n, p", "the next, the previous one of the list"},
		{"Tab; PgUp, PgDn", "move the arrows to the side panel (they scroll it) and back; scroll it"},
		{"Esc, Backspace", "cancel the order being written; else back to the list (the orders are kept)"},
	}},
	{"A lesson that asks which pieces die", []keyHelp{
		{"Enter, Space, click", "mark the piece on the cell as dying; again to unmark"},
		{"x; X", "unmark the cell; unmark all"},
		{"s", "submit the answer (nothing marked: nothing dies)"},
	}},
	{"After submitting", []keyHelp{
		{"→ l Space Enter, ← h", "next, previous stage of the turn"},
		{"↓ j, ↑ k", "next, previous event of the stage (a fight shows both pieces' numbers)"},
		{"Home, End", "the start, the end of the turn"},
		{"r, Esc", "try again: back to your answer, to change it"},
		{"n, p", "the next, the previous one"},
	}},
}

// helpLines returns the trainer's help screen.
func (t *Trainer) helpLines(width int) []Line {
	th := t.theme
	out := keyTable(th, "birdcrab trainer: every key", trainHelp, width)
	out = append(out, wrapLines("Progress is kept in "+t.progressWhere()+".", width, th.Dim())...)
	return append(out, wrapLines(puzzles.ProvisionalNote, width, th.Dim())...)
}

// progressWhere names the progress file.
func (t *Trainer) progressWhere() string {
	if p := t.prog.Path(); p != "" {
		return p
	}
	return "memory only (it is not saved)"
}

// hints returns the keys of the moment for the status line.
func (t *Trainer) hints() []string {
	switch {
	case len(t.dialogs) > 0:
		return []string{"Esc closes the window", "Ctrl-C quits"}
	case t.screen == scrPacks:
		if t.packMenu.Typing() {
			return []string{"type to filter", "Enter open", "Esc clear"}
		}
		return []string{"Enter open", "↑↓ choose", "/ filter", "R reset", "? keys", "q quit"}
	case t.screen == scrItems:
		if t.itemMenu.Typing() {
			return []string{"type to filter", "Enter start", "Esc clear"}
		}
		return []string{"Enter start", "↑↓ choose", "/ filter", "t tag", "d difficulty", "Esc packs", "R reset", "? keys", "q quit"}
	}
	a := t.att
	switch {
	case a == nil:
		return nil
	case a.judging != nil:
		return []string{"judging…", "Esc stops"}
	case t.side.HasFocus():
		return []string{"↑↓ scroll", "Tab back to the board"}
	case a.result != nil:
		return []string{"→/← stage", "↓/↑ event", "r try again", "n next", "? keys", "p previous", "H hint", "Esc back"}
	case a.item.predict():
		return []string{"Enter mark/unmark", "s submit", "H hint", "? keys", "n/p next/prev", "Esc list", "X clear"}
	case a.entry.Busy():
		return []string{a.entry.Hint()}
	case a.entry.Selected() != engine.NoLoc:
		return []string{"Enter on cell in line: move", "m move", "t turn", "x clear", "Esc deselect", "s submit"}
	}
	return []string{"Enter select/place", "s submit", "H hint", "? keys", "n/p next/prev", "Esc list", "x/X clear", "g go to"}
}
