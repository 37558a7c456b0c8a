package trainer

import (
	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// trainHelp lists every key of the trainer; the help screen (?) shows it
// and the README copies it.
var trainHelp = []tui.KeySection{
	{Title: "Everywhere", Keys: []tui.KeyHelp{
		{Keys: "?", What: "this help"},
		{Keys: "q, Ctrl-C", What: "quit (asks first when an answer is written and not submitted; progress is always saved)"},
		{Keys: "Esc", What: "cancel; with nothing to cancel, go back to the list"},
		{Keys: "A", What: "arrows or ASCII letters for directions"},
		{Keys: "Ctrl-L", What: "redraw the screen"},
	}},
	{Title: "The lists of packs and of puzzles", Keys: []tui.KeyHelp{
		{Keys: "arrows, j k, mouse", What: "move; the right side describes the line"},
		{Keys: "Enter, click", What: "open: a pack, a lesson or puzzle; the first line starts the next one not solved"},
		{Keys: "/", What: "filter: words of the title, tags, d1..d5 (difficulty), new, solved, failed, lesson, puzzle"},
		{Keys: "t", What: "show only one tag (in a pack's list)"},
		{Keys: "d", What: "show only difficulty 1, 2 ... 5, then all again (in a pack's list)"},
		{Keys: "R", What: "reset the progress of a pack, or all of it (asks first)"},
		{Keys: "Esc", What: "clear the filter, else back to the packs"},
	}},
	{Title: "A puzzle or lesson: writing orders", Keys: []tui.KeyHelp{
		{Keys: "arrows, h j k l", What: "move the cursor"},
		{Keys: "g", What: "go to a cell by its name (A1, Pit, DE3 ...)"},
		{Keys: "Enter, Space, click", What: "select one of your pieces; then a cell in line: it moves there"},
		{Keys: "m, a..f, 1..5", What: "move the selected piece: direction, then distance"},
		{Keys: "t, a..f", What: "turn the selected piece to face a direction"},
		{Keys: "Enter on an empty cell, +", What: "place a piece from your hand there, then a facing a..f"},
		{Keys: "T", What: "a Necromancer's graveyard target"},
		{Keys: "x, Delete; X", What: "clear the orders of the selected piece (or of the cell); clear every order"},
		{Keys: "s, P", What: "submit: play the turn and judge it by the goals"},
		{Keys: "H", What: "the next hint; after the hints, the solution (asks first)"},
		{Keys: "n, p", What: "the next, the previous one of the list"},
		{Keys: "Tab; PgUp, PgDn", What: "move the arrows to the side panel (they scroll it) and back; scroll it"},
		{Keys: "Esc, Backspace", What: "cancel the order being written; else back to the list (the orders are kept)"},
	}},
	{Title: "A lesson that asks which pieces die", Keys: []tui.KeyHelp{
		{Keys: "Enter, Space, click", What: "mark the piece on the cell as dying; again to unmark"},
		{Keys: "x; X", What: "unmark the cell; unmark all"},
		{Keys: "s", What: "submit the answer (nothing marked: nothing dies)"},
	}},
	{Title: "After submitting", Keys: []tui.KeyHelp{
		{Keys: "→ l Space Enter, ← h", What: "next, previous stage of the turn"},
		{Keys: "↓ j, ↑ k", What: "next, previous event of the stage (a fight shows both pieces' numbers)"},
		{Keys: "Home, End", What: "the start, the end of the turn"},
		{Keys: "r, Esc", What: "try again: back to your answer, to change it"},
		{Keys: "n, p", What: "the next, the previous one"},
	}},
}

// Help returns the trainer's help screen.
func (t *Trainer) Help(width int) []tui.Line {
	th := t.theme
	out := tui.KeyTable(th, "birdcrab trainer: every key", trainHelp, width)
	out = append(out, tui.WrapLines("Progress is kept in "+t.progressWhere()+".", width, th.Dim())...)
	return append(out, tui.WrapLines(puzzles.ProvisionalNote, width, th.Dim())...)
}

// progressWhere names the progress file.
func (t *Trainer) progressWhere() string {
	if p := t.prog.Path(); p != "" {
		return p
	}
	return "memory only (it is not saved)"
}

// Hints returns the keys of the moment for the status line.
func (t *Trainer) Hints() []string {
	switch {
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
	case t.sideFocused():
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
