package editor

import (
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// helpSections lists every key of the editor; the help screen (?) shows it
// and the README copies it.
var helpSections = []tui.KeySection{
	{Title: "Everywhere", Keys: []tui.KeyHelp{
		{Keys: "arrows, h j k l", What: "move the cursor (up and down keep near the column)"},
		{Keys: "mouse click", What: "move the cursor; click again (or double-click) to select"},
		{Keys: "Enter, Space", What: "select: the action of the mode on the cell under the cursor"},
		{Keys: "Esc", What: "cancel: drop a lifted piece, a half-written order, a selection"},
		{Keys: "Tab", What: "move the focus between the board and the side panel (which then scrolls)"},
		{Keys: "O", What: "switch between Edit mode and Orders mode"},
		{Keys: "P", What: "play the turn with the orders written, and step through it"},
		{Keys: "S", What: "solve: find the orders that reach a goal"},
		{Keys: "u, Ctrl-R", What: "undo, redo (every edit and every order)"},
		{Keys: "w, Ctrl-S", What: "save (the first time asks for a file name)"},
		{Keys: "W", What: "save under another name"},
		{Keys: "E, Ctrl-O", What: "open a file (a position file, or a one-line position code)"},
		{Keys: "y", What: "copy the one-line position code (to the terminal's clipboard too)"},
		{Keys: "v", What: "paste a one-line position code"},
		{Keys: "i", What: "list the position's problems (illegal or unreachable states)"},
		{Keys: "A", What: "arrows or ASCII letters for directions"},
		{Keys: "?", What: "this help"},
		{Keys: "q, Ctrl-C", What: "quit (asks first when there are unsaved changes)"},
	}},
	{Title: "Packs and puzzles", Keys: []tui.KeyHelp{
		{Keys: "a", What: "add the position on the board as a puzzle of the pack (a position becomes a pack)"},
		{Keys: "L", What: "the pack's puzzles: Enter puts one on the board, x takes it out of the pack"},
		{Keys: "M", What: "the puzzle: id, title, difficulty, tags, side, opponent, goals, solution, hints ..."},
	}},
	{Title: "Edit mode", Keys: []tui.KeyHelp{
		{Keys: "Enter on an empty cell", What: "place a piece: choose the kind (type to filter), Tab its owner, ← → its facing"},
		{Keys: "Enter on a piece", What: "lift it; Enter on an empty cell sets it down, Esc puts it back"},
		{Keys: "x, Delete", What: "remove the piece under the cursor"},
		{Keys: "g", What: "send the piece under the cursor to the graveyard"},
		{Keys: "r, R", What: "rotate the piece clockwise, counter-clockwise"},
		{Keys: "o", What: "give the piece to the next player"},
		{Keys: "c", What: "give the territory under the cursor to the next player, then nobody"},
		{Keys: "H", What: "hands and graveyard: add (Enter on a + line), remove (x), unknown pieces (+ -)"},
		{Keys: "F", What: "position fields: turn, deck, sudden death, hand maxima, kills, ransacks ..."},
		{Keys: "N", What: "a new, empty position (undo brings the old one back)"},
	}},
	{Title: "Orders mode", Keys: []tui.KeyHelp{
		{Keys: "Enter on a piece", What: "select it (any player's piece: orders for every player)"},
		{Keys: "Enter on a cell in line", What: "the selected piece moves there (click works too)"},
		{Keys: "m, a..f, 1..5", What: "move the selected piece: direction, then distance"},
		{Keys: "t, a..f", What: "turn the selected piece to face a direction"},
		{Keys: "p, or Enter on an empty cell", What: "place a piece from hand there, then a facing a..f"},
		{Keys: "T", What: "a Necromancer's graveyard target"},
		{Keys: "x, Delete", What: "clear the orders of the selected piece (or of the cell)"},
		{Keys: "X", What: "clear every order"},
	}},
	{Title: "Play mode (after P)", Keys: []tui.KeyHelp{
		{Keys: "→ l n, ← h p", What: "next, previous stage of the turn"},
		{Keys: "↓ j, ↑ k", What: "next, previous event of the stage (its cells light up)"},
		{Keys: "Home, End", What: "the start, the end of the turn"},
		{Keys: "Enter", What: "next stage; on the last page keep the result as the new position"},
		{Keys: "Esc", What: "go back to the position and its orders"},
	}},
	{Title: "Lists and menus", Keys: []tui.KeyHelp{
		{Keys: "arrows, j k", What: "move"},
		{Keys: "type, or /", What: "filter (the kind palette filters as you type)"},
		{Keys: "Enter, click", What: "choose"},
		{Keys: "Esc", What: "cancel"},
	}},
}

// Help returns the help screen.
func (e *Editor) Help(width int) []tui.Line {
	out := tui.KeyTable(e.theme, "birdcrab edit: every key", helpSections, width)
	return append(out, tui.WrapLines(puzzles.ProvisionalNote, width, e.theme.Dim())...)
}

// Hints returns the keys of the moment for the status line.
func (e *Editor) Hints() []string {
	switch {
	case e.mode == modePlay:
		return []string{"→/← stage", "↓/↑ event", "Enter next/keep", "Esc back", "? keys"}
	case e.carry != engine.NoLoc:
		return []string{"move the cursor", "Enter set down", "Esc put back"}
	case e.mode == modeOrders:
		if e.entry.Busy() {
			return []string{e.entry.Hint()}
		}
		if e.entry.Selected() != engine.NoLoc {
			return []string{"Enter on cell in line: move", "m move", "t turn", "x clear", "Esc deselect", "P play"}
		}
		return []string{"Enter select/place", "p place", "T target", "x/X clear", "P play", "S solve", "O edit", "? keys"}
	}
	return []string{"Enter place/lift", "x del", "r/R rotate", "o owner", "c control", "H hands", "F fields", "O orders", "P play", "w save", "? keys"}
}

// HandleKey handles a key for the main screen; it reports whether the key
// was used (else the focused widget gets it).
func (e *Editor) HandleKey(ev *tcell.EventKey) bool {
	if e.mode == modePlay {
		return e.playKey(ev)
	}
	if e.mode == modeOrders && e.entry.Busy() && ev.Key() != tcell.KeyEscape {
		if e.entry.HandleKey(ev) {
			return true
		}
	}
	if e.carry != engine.NoLoc {
		switch ev.Key() {
		case tcell.KeyEscape:
			e.carry = engine.NoLoc
			e.say("put back", false)
			return true
		case tcell.KeyRune:
			if !strings.ContainsRune("hjkl ", ev.Rune()) {
				e.say("set the piece down first (Enter) or put it back (Esc)", true)
				return true
			}
		}
		return false
	}
	if e.globalKey(ev) {
		return true
	}
	if e.mode == modeOrders {
		if ev.Key() == tcell.KeyEscape {
			if !e.entry.Cancel() {
				e.setMode(modeEdit)
			}
			return true
		}
		return e.entry.HandleKey(ev)
	}
	return e.editKey(ev)
}

// globalKey handles the keys of every mode but Play.
func (e *Editor) globalKey(ev *tcell.EventKey) bool {
	switch ev.Key() {
	case tcell.KeyCtrlR:
		e.redo()
		return true
	case tcell.KeyCtrlS:
		e.save(false)
		return true
	case tcell.KeyCtrlO:
		e.openFile()
		return true
	case tcell.KeyTab, tcell.KeyBacktab:
		e.toggleFocus()
		return true
	case tcell.KeyCtrlL:
		e.shell.App.Sync()
		return true
	case tcell.KeyRune:
	default:
		return false
	}
	switch ev.Rune() {
	case '?':
		e.shell.ShowHelp()
	case 'q':
		e.shell.RequestQuit()
	case 'u':
		e.undo()
	case 'w':
		e.save(false)
	case 'W':
		e.save(true)
	case 'E':
		e.openFile()
	case 'y':
		e.copyCode()
	case 'v':
		e.pasteDialog()
	case 'i':
		e.showProblems()
	case 'A':
		e.theme.ASCII = !e.theme.ASCII
		if e.theme.ASCII {
			e.say("directions as letters a..f", false)
		} else {
			e.say("directions as arrows", false)
		}
	case 'O':
		if e.mode == modeOrders {
			e.setMode(modeEdit)
		} else {
			e.setMode(modeOrders)
		}
	case 'a':
		e.addPuzzleDialog()
	case 'L':
		e.showPuzzles()
	case 'M':
		e.showMeta()
	case 'P':
		e.startPlay()
	case 'S':
		e.startSolve()
	default:
		return false
	}
	return true
}

// setMode switches between Edit and Orders mode.
func (e *Editor) setMode(m mode) {
	e.entry.Reset()
	e.carry = engine.NoLoc
	e.mode = m
	switch m {
	case modeOrders:
		e.say("Orders mode: Enter on a piece to order it, on an empty cell to place", false)
	case modeEdit:
		e.say("Edit mode", false)
	}
}

func (e *Editor) toggleFocus() {
	if e.shell.Focused() == e.board {
		e.shell.SetFocus(e.side)
		e.say("side panel: arrows scroll, Tab back to the board", false)
	} else {
		e.shell.SetFocus(e.board)
		e.say("", false)
	}
}

func (e *Editor) undo() {
	if label, ok := e.doc.Undo(); ok {
		e.carry = engine.NoLoc
		e.entry.Reset()
		e.say("undone: "+label, false)
	} else {
		e.say("nothing to undo", true)
	}
}

func (e *Editor) redo() {
	if label, ok := e.doc.Redo(); ok {
		e.carry = engine.NoLoc
		e.entry.Reset()
		e.say("redone: "+label, false)
	} else {
		e.say("nothing to redo", true)
	}
}

// activate is Enter, Space, or a click on the cursor's cell.
func (e *Editor) activate(l engine.Loc) {
	switch e.mode {
	case modeOrders:
		e.entry.Activate(l)
	case modeEdit:
		e.editActivate(l)
	}
}

// clicked acts on every click of a cell: in Orders mode and while a piece
// is lifted, one click is enough.
func (e *Editor) clicked(l engine.Loc) bool {
	switch {
	case e.mode == modeOrders:
		e.entry.Activate(l)
		return true
	case e.mode == modeEdit && e.carry != engine.NoLoc:
		e.editActivate(l)
		return true
	}
	return false
}
