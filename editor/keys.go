package editor

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// keyHelp is one line of the help screen.
type keyHelp struct {
	keys string
	what string
}

// keySection is a part of the help screen.
type keySection struct {
	title string
	keys  []keyHelp
}

// helpSections lists every key of the editor; the help screen (?) shows it
// and the README copies it.
var helpSections = []keySection{
	{"Everywhere", []keyHelp{
		{"arrows, h j k l", "move the cursor (up and down keep near the column)"},
		{"mouse click", "move the cursor; click again (or double-click) to select"},
		{"Enter, Space", "select: the action of the mode on the cell under the cursor"},
		{"Esc", "cancel: drop a lifted piece, a half-written order, a selection"},
		{"Tab", "move the focus between the board and the side panel (which then scrolls)"},
		{"O", "switch between Edit mode and Orders mode"},
		{"P", "play the turn with the orders written, and step through it"},
		{"S", "solve: find the orders that reach a goal"},
		{"u, Ctrl-R", "undo, redo (every edit and every order)"},
		{"w, Ctrl-S", "save (the first time asks for a file name)"},
		{"W", "save under another name"},
		{"E, Ctrl-O", "open a file (a position file, or a one-line position code)"},
		{"y", "copy the one-line position code (to the terminal's clipboard too)"},
		{"v", "paste a one-line position code"},
		{"i", "list the position's problems (illegal or unreachable states)"},
		{"A", "arrows or ASCII letters for directions"},
		{"?", "this help"},
		{"q, Ctrl-C", "quit (asks first when there are unsaved changes)"},
	}},
	{"Packs and puzzles", []keyHelp{
		{"a", "add the position on the board as a puzzle of the pack (a position becomes a pack)"},
		{"L", "the pack's puzzles: Enter puts one on the board, x takes it out of the pack"},
		{"M", "the puzzle: id, title, difficulty, tags, side, opponent, goals, solution, hints ..."},
	}},
	{"Edit mode", []keyHelp{
		{"Enter on an empty cell", "place a piece: choose the kind (type to filter), Tab its owner, ← → its facing"},
		{"Enter on a piece", "lift it; Enter on an empty cell sets it down, Esc puts it back"},
		{"x, Delete", "remove the piece under the cursor"},
		{"g", "send the piece under the cursor to the graveyard"},
		{"r, R", "rotate the piece clockwise, counter-clockwise"},
		{"o", "give the piece to the next player"},
		{"c", "give the territory under the cursor to the next player, then nobody"},
		{"H", "hands and graveyard: add (Enter on a + line), remove (x), unknown pieces (+ -)"},
		{"F", "position fields: turn, deck, sudden death, hand maxima, kills, ransacks ..."},
		{"N", "a new, empty position (undo brings the old one back)"},
	}},
	{"Orders mode", []keyHelp{
		{"Enter on a piece", "select it (any player's piece: orders for every player)"},
		{"Enter on a cell in line", "the selected piece moves there (click works too)"},
		{"m, a..f, 1..5", "move the selected piece: direction, then distance"},
		{"t, a..f", "turn the selected piece to face a direction"},
		{"p, or Enter on an empty cell", "place a piece from hand there, then a facing a..f"},
		{"T", "a Necromancer's graveyard target"},
		{"x, Delete", "clear the orders of the selected piece (or of the cell)"},
		{"X", "clear every order"},
	}},
	{"Play mode (after P)", []keyHelp{
		{"→ l n, ← h p", "next, previous stage of the turn"},
		{"↓ j, ↑ k", "next, previous event of the stage (its cells light up)"},
		{"Home, End", "the start, the end of the turn"},
		{"Enter", "next stage; on the last page keep the result as the new position"},
		{"Esc", "go back to the position and its orders"},
	}},
	{"Lists and menus", []keyHelp{
		{"arrows, j k", "move"},
		{"type, or /", "filter (the kind palette filters as you type)"},
		{"Enter, click", "choose"},
		{"Esc", "cancel"},
	}},
}

// helpLines returns the help screen.
func (e *Editor) helpLines(width int) []Line {
	out := keyTable(e.theme, "birdcrab edit: every key", helpSections, width)
	return append(out, wrapLines(puzzles.ProvisionalNote, width, e.theme.Dim())...)
}

// keyTable draws a help screen: its title, then each section's keys, the
// descriptions wrapped to width.
func keyTable(th *Theme, title string, sections []keySection, width int) []Line {
	out := []Line{Plain(title, th.Bold()), {}}
	for _, s := range sections {
		out = append(out, Plain(s.title, th.Key()))
		for _, k := range s.keys {
			what := wrapText(k.what, max(width-26, 20))
			out = append(out, Line{{fmt.Sprintf("  %-23s ", k.keys), th.Bold()}, {what[0], th.Base()}})
			for _, w := range what[1:] {
				out = append(out, Line{{strings.Repeat(" ", 26), th.Base()}, {w, th.Base()}})
			}
		}
		out = append(out, Line{})
	}
	return out
}

// hints returns the keys of the moment for the status line.
func (e *Editor) hints() []string {
	switch {
	case len(e.dialogs) > 0:
		return []string{"Esc closes the window", "Ctrl-C quits"}
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

// handleKey handles a key for the main screen; it reports whether the key
// was used (else the focused widget gets it).
func (e *Editor) handleKey(ev *tcell.EventKey) bool {
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
		e.app.Sync()
		return true
	case tcell.KeyRune:
	default:
		return false
	}
	switch ev.Rune() {
	case '?':
		e.showHelp()
	case 'q':
		e.requestQuit()
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
	if e.main.focus == e.board {
		e.main.focus = e.side
		e.say("side panel: arrows scroll, Tab back to the board", false)
	} else {
		e.main.focus = e.board
		e.say("", false)
	}
	e.app.SetFocus(e.main)
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
