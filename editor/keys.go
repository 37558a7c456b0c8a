package editor

import (
	"fmt"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// keyTables are the editor's key tables: one per mode, and one for each
// state of a mode whose keys or hints differ (a piece lifted, a piece
// selected). They are built once; Keys picks the tables of the moment.
type keyTables struct {
	global, pack, edit, orders, selected, carry, play, lists *tui.Table
	// panel leads while the side panel has the keys (after Tab).
	panel *tui.Table
	// The dialogs' own keys, as the help shows them (each dialog builds
	// its table on the same function, with handlers of its own).
	palette, props, solver, solutions, text *tui.Table
	// waiting takes every key while the recovery question is due and not
	// yet on the screen (recoveryDue).
	waiting *tui.Table
}

// Keys returns the tables of the moment, the most specific first; the
// first gives the hint line.
func (e *Editor) Keys() tui.Keymap {
	k := &e.keys
	switch {
	case e.recoveryDue():
		return tui.Keymap{k.waiting}
	case e.mode == modePlay && e.play != nil:
		return tui.Keymap{k.play}
	case e.carry != engine.NoLoc:
		return tui.Keymap{k.carry}
	case e.panelFocused():
		return append(tui.Keymap{k.panel}, e.modeKeys()...)
	}
	return e.modeKeys()
}

// panelFocused reports whether the side panel has the keys (after Tab).
func (e *Editor) panelFocused() bool { return e.shell.Focused() == e.side }

// modeKeys are the tables of Edit or Orders mode in its state of the
// moment, the most specific first.
func (e *Editor) modeKeys() tui.Keymap {
	km := e.modeTables()
	km[0] = e.withoutRefused(km[0])
	return km
}

// withoutRefused is t without the hints of the keys a finished game
// refuses (P, S, Enter and p in Orders mode ...): the status line offered
// them, and each said at once that the game is over.
func (e *Editor) withoutRefused(t *tui.Table) *tui.Table {
	over := e.gameOver()
	if over == "" {
		return t
	}
	for _, b := range t.Bindings {
		if b.Hint != "" && b.Disabled != nil && b.Disabled() == over {
			t = t.WithHint(b.Action, "")
		}
	}
	return t
}

// modeTables are modeKeys before withoutRefused.
func (e *Editor) modeTables() tui.Keymap {
	k := &e.keys
	switch {
	case e.mode == modeOrders && e.entry.Busy():
		return tui.Keymap{e.entry.Keys()[0], k.orders, k.pack, k.global}
	case e.mode == modeOrders && e.entry.Selected() != engine.NoLoc:
		hint := ""
		if what := e.entry.EnterHint(); what != "" {
			hint = "Enter: " + what
		}
		orders := ordersKeysAt(k.orders, e.cat, e.doc.Pos(), e.doc.Orders(), e.entry.Selected())
		return tui.Keymap{k.selected.WithHint("moveThere", hint), orders, k.pack, k.global}
	case e.mode == modeOrders:
		return tui.Keymap{ordersKeysAt(k.orders, e.cat, e.doc.Pos(), e.doc.Orders(), e.board.Cursor()), k.pack, k.global}
	}
	return tui.Keymap{editKeysAt(k.edit, e.doc.Pos(), e.board.Cursor()), k.pack, k.global}
}

// Help is the help screen: every table with a title, and the note on the
// provisional numbers.
func (e *Editor) Help() tui.Help {
	k := &e.keys
	return tui.Help{
		Title:  "birdcrab edit: every key",
		Tables: []*tui.Table{k.global, k.pack, k.edit, k.orders, k.play, k.panel, k.lists, k.palette, k.props, k.solver, k.solutions, k.text},
		Notes:  func(width int) []tui.Line { return tui.WrapLines(puzzles.ProvisionalNote, width, e.theme.Dim()) },
	}
}

// otherTables lists the tables the editor dispatches that its help does
// not show, for the tests: the states' tables and the order entry's
// questions.
func (e *Editor) otherTables() []*tui.Table {
	return append([]*tui.Table{e.keys.selected, e.keys.carry}, e.entry.Questions()...)
}

// buildKeys makes the key tables.
func (e *Editor) buildKeys() {
	e.keys.waiting = &tui.Table{Else: func(tui.Key) bool { return true }}
	g := e.globalKeys()
	by := func(action string) tui.Binding { return tui.Find(action, g, e.keys.orders) }
	e.keys.global = g
	e.keys.pack = &tui.Table{Title: "Packs and puzzles", Bindings: []tui.Binding{
		{Keys: tui.Keys('a'), Action: "addPuzzle", Do: e.addPuzzleDialog, Help: "add the position on the board as a puzzle of the pack (a position becomes a pack)"},
		{Keys: tui.Keys('L'), Action: "showPuzzles", Do: e.showPuzzles, Disabled: e.notAPack, Help: "the pack's title and puzzles: Enter puts a puzzle on the board (and closes the list), K and J move it up and down, x takes it out of the pack"},
		{Keys: tui.Keys('M'), Action: "showMeta", Do: e.showMeta, Disabled: e.notAPuzzle, Help: "the puzzle: id, title, difficulty, tags, side, opponent, goals, solution, hints ..."},
	}}
	e.keys.edit = e.editKeys(by)
	e.keys.orders = e.ordersKeys(by)
	e.keys.selected = &tui.Table{Bindings: []tui.Binding{
		by("moveThere").As("Enter: move or place"), by("move").As("m move"), by("turn").As("t turn"),
		by("clear").As("x clear"), by("cancel").As("Esc deselect"), by("play").As("P play"), by("help").As("? keys"),
	}}
	e.keys.carry = &tui.Table{
		Bindings: []tui.Binding{by("cursor").As("move the cursor"), by("goToCell").As("G go to"), by("select").As("Enter set down"), by("cancel").As("Esc put back")},
		Else:     e.setDownFirst,
	}
	e.keys.play = e.playKeys(by)
	e.keys.panel = &tui.Table{Title: "The side panel (after Tab)", Bindings: []tui.Binding{
		{Keys: tui.Keys(tcell.KeyUp, tcell.KeyDown, tcell.KeyPgUp, tcell.KeyPgDn, tcell.KeyHome, tcell.KeyEnd, "jk"), Action: "scroll", Label: "↑ ↓ j k, PgUp, PgDn, Home, End", Help: "scroll the panel (the other keys act as on the board)", Hint: "↑↓ PgUp PgDn scroll"},
		by("focus").As(""),
		{Keys: tui.Keys(tcell.KeyEscape), Action: "panelBack", Do: e.toggleFocus, Label: "Esc, Tab", Help: "give the arrows back to the board", Hint: "Tab/Esc back to the board"},
	}}
	e.keys.lists = &tui.Table{Title: "Lists and menus", Bindings: []tui.Binding{
		{Keys: tui.Keys(tcell.KeyUp, tcell.KeyDown, "jk"), Action: "listMove", Label: "arrows, j k", Help: "move"},
		{Keys: []tui.Key{tui.Rune('/'), tui.AnyRune}, Action: "listFilter", Label: "/, then type", Help: "filter (the kind palette filters as you type, with no /)"},
		{Keys: []tui.Key{tui.Special(tcell.KeyEnter), tui.Mouse}, Action: "listChoose", Label: "Enter, click", Help: "choose"},
		{Keys: tui.Keys(tcell.KeyEscape), Action: "listCancel", Help: "clear the filter, else cancel"},
		{Keys: tui.Keys('q'), Action: "listQuit", Help: "cancel, a question too (not the program: q quits from the board; where letters filter, as in the kind palette, q is one)"},
	}}
	none := func(int) {}
	e.keys.palette = paletteKeys(none, none)
	e.keys.props = propKeys(none, func() {}, none, e.undoKeys()...)
	e.keys.solver = solveKeys(func() {})
	e.keys.solutions = solutionsKeys(func() {})
	e.keys.text = tui.TextEntryKeys()
}

// globalKeys are the keys of Edit and Orders mode alike.
func (e *Editor) globalKeys() *tui.Table {
	sh := e.shell
	return &tui.Table{Title: "Everywhere (in Play mode, as its keys say)", Bindings: []tui.Binding{
		{Keys: append(tui.Arrows, tui.Runes("hjkl")...), Action: "cursor", Label: "arrows, h j k l", Help: "move the cursor (up and down keep near the column)"},
		{Keys: []tui.Key{tui.Mouse}, Action: "click", Label: "mouse click", Help: "move the cursor; click again (or double-click) to select"},
		{Keys: tui.Keys('G'), Action: "goToCell", Do: e.goToCell, Help: "go to a cell by its name (A1, Pit, DE3 ...)"},
		{Keys: tui.Keys(tcell.KeyEnter, ' '), Action: "select", Help: "select: the action of the mode on the cell under the cursor"},
		{Keys: tui.Keys(tcell.KeyEscape), Action: "cancel", Do: e.cancel, Help: "one level back: put a lifted piece back, drop a half-written order, then the selection (the mode stays; the status line says where you are)"},
		{Keys: tui.Keys(tcell.KeyTab, tcell.KeyBacktab), Action: "focus", Do: e.toggleFocus, Help: "move the focus between the board and the side panel (which then scrolls)"},
		{Keys: tui.Keys('O'), Action: "mode", Do: e.toggleMode, Help: "switch between Edit mode and Orders mode"},
		{Keys: tui.Keys('P'), Action: "play", Do: e.startPlay, Disabled: e.gameOver, Help: "play the turn with the orders written, and step through it"},
		{Keys: tui.Keys('S'), Action: "solve", Do: e.startSolve, Disabled: e.gameOverOr(e.solving), Help: "solve: find the orders that reach a goal"},
		{Keys: tui.Keys('u'), Action: "undo", Do: e.undo, Disabled: e.nothingToUndo, Help: "undo, redo (every edit and every order)"},
		{Keys: tui.Keys(tcell.KeyCtrlR), Action: "redo", Do: e.redo, Disabled: e.nothingToRedo, Also: true},
		{Keys: tui.Keys('w', tcell.KeyCtrlS), Action: "save", Do: func() { e.save(false, nil) }, Help: "save (the first time asks for a file name)"},
		{Keys: tui.Keys('W'), Action: "saveAs", Do: func() { e.save(true, nil) }, Help: "save under another name"},
		{Keys: tui.Keys('E', tcell.KeyCtrlO), Action: "open", Do: e.openFile, Help: "open a file (a pack, a position file, or a one-line position code); a name that does not exist offers a new file there"},
		{Keys: tui.Keys(tcell.KeyCtrlE), Action: "editFile", Do: e.editExternally, Help: "edit the document's file in your text editor ($VISUAL or $EDITOR); it is read again when the editor quits"},
		{Keys: tui.Keys('y'), Action: "copy", Do: e.copyCode, Help: "copy the one-line puzzle code of a puzzle, else the position code, with its orders when it has some (to the terminal's clipboard too)"},
		{Keys: tui.Keys('v'), Action: "paste", Do: e.pasteDialog, Help: "paste a one-line position code (a puzzle code: its position and orders; its goals, side and opponent become the Solve window's, and a adds it as a puzzle with them)"},
		{Keys: tui.Keys('i'), Action: "problems", Do: e.showProblems, Help: "list the position's problems (illegal or unreachable states), the recovery file a recovery left in place, and all of a message the message line cut (…)"},
		{Keys: tui.Keys('A'), Action: "ascii", Do: sh.ToggleASCII, Help: "arrows or ASCII letters for directions"},
		{Keys: tui.Keys('?', tcell.KeyF1), Action: "help", Do: sh.ShowHelp, Help: "this help; in a window, the keys of the window (F1 in a text field)"},
		{Keys: tui.Keys('q', tcell.KeyCtrlC), Action: "quit", Do: sh.RequestQuit, Help: "quit (asks first when there are unsaved changes, text typed in a field of a window or a name typed in Save as and not yet taken too)"},
		{Keys: tui.Keys(tcell.KeyCtrlL), Action: "redraw", Do: sh.Sync, Help: "redraw the screen"},
	}, Else: e.doesNothing}
}

// editKeys are the keys of Edit mode.
func (e *Editor) editKeys(by func(string) tui.Binding) *tui.Table {
	return &tui.Table{Title: "Edit mode", Bindings: []tui.Binding{
		{Keys: tui.Keys(tcell.KeyEnter), Action: "placePiece", Label: "Enter on an empty cell", Help: "place a piece: choose the kind (type to filter), Tab its owner, ← → its facing", Hint: "Enter place/lift", Rank: 1},
		{Keys: tui.Keys(tcell.KeyEnter), Action: "liftPiece", Label: "Enter on a piece", Help: "lift it; Enter on an empty cell sets it down, Esc puts it back"},
		{Keys: tui.Keys('x', tcell.KeyDelete), Action: "removePiece", Do: e.removePiece, Help: "remove the piece under the cursor", Hint: "x del", Rank: 6},
		{Keys: tui.Keys('g'), Action: "buryPiece", Do: e.buryPiece, Help: "send the piece under the cursor to the graveyard"},
		{Keys: tui.Keys('r'), Action: "rotate", Do: func() { e.rotatePiece(1) }, Help: "rotate the piece clockwise, counter-clockwise", Hint: "r/R rotate", Rank: 7},
		{Keys: tui.Keys('R'), Action: "rotateBack", Do: func() { e.rotatePiece(-1) }, Also: true},
		{Keys: tui.Keys('o'), Action: "owner", Do: e.cycleOwner, Help: "give the piece to the next player", Hint: "o owner", Rank: 8},
		{Keys: tui.Keys('c'), Action: "control", Do: e.cycleControl, Help: "give the territory under the cursor to the next player, then nobody", Hint: "c control", Rank: 9},
		{Keys: tui.Keys('H'), Action: "hands", Do: e.showHands, Help: "hands and graveyard: add (Enter on a + line), remove (x), unknown pieces (+ -)", Hint: "H hands", Rank: 10},
		{Keys: tui.Keys('F'), Action: "fields", Do: e.showFields, Help: "position fields: turn, deck, sudden death, hand maxima, kills, ransacks ...", Hint: "F fields", Rank: 11},
		{Keys: tui.Keys('N'), Action: "newPosition", Do: e.newPosition, Help: "a new, empty position, no puzzle of the pack yet (undo brings the old one back)"},
		by("mode").As("O orders").Ranked(2), by("play").As("P play").Ranked(3), by("save").As("w save").Ranked(4), by("help").As("? keys"),
	}}
}

// ordersKeys are the keys of Orders mode: the order entry's, in the
// editor's words, and the board's Enter.
func (e *Editor) ordersKeys(by func(string) tui.Binding) *tui.Table {
	entry := func(action, label, help, hint string) tui.Binding {
		b := e.entry.Action(action)
		b.Label, b.Help, b.Hint = label, help, hint
		if action != "clear" && action != "clearAll" {
			b.Disabled = e.gameOverOr(b.Disabled)
		}
		return b
	}
	return &tui.Table{Title: "Orders mode", Bindings: []tui.Binding{
		// Disabled for the hints (Enter is the board's: activate refuses it).
		{Keys: tui.Keys(tcell.KeyEnter), Action: "selectPiece", Label: "Enter on a piece", Help: "select it (any player's piece: orders for every player)", Hint: "Enter select/place", Rank: 1, Disabled: e.gameOver},
		{Keys: tui.Keys(tcell.KeyEnter), Action: "moveThere", Label: "Enter on a cell", Help: "with a piece selected: on a cell it can reach, it moves there (click works too); on another piece of its player, that piece is selected (m moves onto it); on an empty cell it cannot reach, a piece from its player's hand is placed (where it could do both and has an order, Enter asks which)"},
		entry("move", "m, a..f, 1..5", "move the selected piece: direction, then distance", ""),
		entry("turn", "t, a..f", "turn the selected piece to face a direction", ""),
		entry("place", "p, +, or Enter on an empty cell", "place a piece from hand there, then a facing a..f (with a piece selected, Enter places for its player)", "p place").Ranked(5),
		entry("target", "", "a Necromancer's graveyard target", "T target").Ranked(7),
		entry("clear", "", "clear the orders of the selected piece (or of the cell)", "x/X clear").Ranked(6),
		entry("clearAll", "", "clear every order", ""),
		by("play").As("P play").Ranked(2), by("solve").As("S solve").Ranked(3), by("mode").As("O edit").Ranked(4), by("help").As("? keys"),
	}}
}

// playKeys are the keys of Play mode; the others say how to leave it.
func (e *Editor) playKeys(by func(string) tui.Binding) *tui.Table {
	step := func(n int) func() { return func() { e.goPage(e.play.Page + n) } }
	return &tui.Table{Title: "Play mode (after P)", Bindings: []tui.Binding{
		// Not n and p: they are the next and previous puzzle (TUI.md),
		// as in the trainer, whose n after a replay opened the next
		// puzzle where the editor's stepped a stage.
		{Keys: tui.Keys(tcell.KeyRight, "l "), Action: "nextStage", Do: step(1), Label: "→ l Space, ← h", Help: "next, previous stage of the turn", Hint: "→/← stage"},
		{Keys: tui.Keys(tcell.KeyLeft, "h"), Action: "previousStage", Do: step(-1), Also: true},
		{Keys: tui.Keys(tcell.KeyDown, 'j'), Action: "nextEvent", Do: func() { e.pickEvent(1) }, Label: "↓ j, ↑ k", Help: "next, previous event of the stage (its cells light up)", Hint: "↓/↑ event"},
		{Keys: tui.Keys(tcell.KeyUp, 'k'), Action: "previousEvent", Do: func() { e.pickEvent(-1) }, Also: true},
		{Keys: tui.Keys(tcell.KeyHome), Action: "firstStage", Do: func() { e.goPage(0) }, Help: "the start, the end of the turn"},
		{Keys: tui.Keys(tcell.KeyEnd), Action: "lastStage", Do: func() { e.goPage(e.play.Last()) }, Also: true},
		{Keys: tui.Keys(tcell.KeyEnter), Action: "next", Do: e.next, Help: "next stage; on the last page it says how to keep the result", Hint: "Enter next"},
		{Keys: tui.Keys('K'), Action: "keep", Do: e.keepResult, Help: "keep the result of the turn as the new position (u takes it back)", Hint: "K keep"},
		{Keys: tui.Keys(tcell.KeyEscape), Action: "back", Do: func() { e.leavePlay("back to the position before the turn") }, Help: "go back to the position and its orders", Hint: "Esc back"},
		staying(by("save"), "w, Ctrl-S, W, y, i", "save, save as, copy the code, list the problems, as everywhere: the turn stays on the screen"),
		staying(by("saveAs"), "", ""), staying(by("copy"), "", ""), staying(by("problems"), "", ""),
		e.leavingPlay(by("undo"), "u, Ctrl-R, S, E, Ctrl-O, Ctrl-E, v", "go back to the position (as Esc), then undo, redo, solve, open, edit the file, paste, as everywhere"),
		e.leavingPlay(by("redo"), "", ""), e.leavingPlay(by("solve"), "", ""), e.leavingPlay(by("open"), "", ""),
		e.leavingPlay(by("editFile"), "", ""), e.leavingPlay(by("paste"), "", ""),
		{Keys: tui.Keys("OP"), Action: "notInPlay", Do: func() {}, Disabled: e.playFirst, Help: "not while the turn plays: Esc goes back to the position first"},
		by("help").As("? keys"), by("quit").As(""), by("ascii").As(""), by("focus").As(""), by("redraw").As(""),
	}, Else: e.inPlayMode}
}

// staying returns a key of every mode for Play mode's table, acting as
// everywhere; label and help give the help line the keys after it join
// ("" to join the one before).
func staying(b tui.Binding, label, help string) tui.Binding {
	b = b.As("")
	b.Label, b.Help, b.Also = label, help, help == ""
	return b
}

// leavingPlay returns a key of every mode for Play mode's table: it goes
// back to the position before the turn, as Esc, then acts as everywhere
// (unless it cannot act now: it then says why and the turn stays).
func (e *Editor) leavingPlay(b tui.Binding, label, help string) tui.Binding {
	do := b.Do
	b = staying(b, label, help)
	b.Do = func() {
		e.leavePlay("back to the position before the turn")
		do()
	}
	return b
}

// playFirst is why O and P wait in Play mode.
func (e *Editor) playFirst() string {
	return "Play mode: Esc goes back to the position first (then O switches mode, P plays the turn again)"
}

// setDownFirst refuses the letters while a piece is lifted, and the other
// keys the board does not take (a function key).
func (e *Editor) setDownFirst(k tui.Key) bool {
	switch {
	case k.IsRune():
		e.say("set the piece down first (Enter) or put it back (Esc)", true)
	case e.focusTakes(k):
		return false
	default:
		e.say(k.String()+" does nothing: set the piece down first (Enter) or put it back (Esc)", true)
	}
	return true
}

// doesNothing says so for a key that no table of Edit or Orders mode
// takes, nor the widget with the focus (the board moves its cursor, the
// side panel scrolls): a function key, a Ctrl key, a letter of another
// mode. Such keys used to do nothing without a word.
func (e *Editor) doesNothing(k tui.Key) bool {
	if e.focusTakes(k) {
		return false
	}
	if other, what := e.otherModeKey(k); what != "" {
		e.say(fmt.Sprintf("%v is a key of %v mode (O switches to it): %s", k, other, what), true)
		return true
	}
	if e.mode == modeOrders && k.IsRune() && k.Rune >= '1' && k.Rune <= '9' {
		// A distance typed after a direction of speed 1, which takes
		// none, says what the digits are for (the help lists them).
		e.say(fmt.Sprintf("%v is a move's distance: m, a direction a-f, then the distance (a direction of speed 1 needs none)", k), true)
		return true
	}
	e.say(fmt.Sprintf("%v does nothing in %v mode (? lists the keys)", k, e.mode), true)
	return true
}

// otherModeKey returns the other mode of Edit and Orders mode and what k
// does there, when it is one of its keys ("" when it is not).
func (e *Editor) otherModeKey(k tui.Key) (mode, string) {
	other, t := modeOrders, e.keys.orders
	switch e.mode {
	case modeOrders:
		other, t = modeEdit, e.keys.edit
	case modeEdit:
	default:
		return other, ""
	}
	b := t.Lookup(k)
	for i := range t.Bindings {
		if &t.Bindings[i] != b {
			continue
		}
		// A key that joins the line before it (R, after r) shares its help.
		for i > 0 && t.Bindings[i].Also {
			i--
		}
		return other, t.Bindings[i].Help
	}
	return other, ""
}

// focusTakes reports whether the widget with the focus has a key binding
// for k.
func (e *Editor) focusTakes(k tui.Key) bool {
	w, ok := e.shell.Focused().(interface{ Keys() *tui.Table })
	return ok && w.Keys().Lookup(k) != nil
}

// inPlayMode says how to leave Play mode for a key it does not take: a
// letter, a Ctrl key, a function key (the keys the focused widget takes go
// to it: the side panel scrolls).
func (e *Editor) inPlayMode(k tui.Key) bool {
	if !k.IsRune() && e.focusTakes(k) {
		return false
	}
	e.say(k.String()+" does nothing in Play mode: →/← stages, K keeps the result, Esc goes back", true)
	return true
}

// cancel is Esc: it goes exactly one level back, and says where that is.
// It puts a lifted piece back, drops a half-written order, then the
// selection; with none of them there is nothing to take back, and the mode
// stays (O switches between Edit and Orders mode).
func (e *Editor) cancel() {
	switch {
	case e.carry != engine.NoLoc:
		l := e.carry
		e.carry = engine.NoLoc
		e.say(fmt.Sprintf("put back on %v: Edit mode", l), false)
	case e.mode == modeOrders && e.entry.Busy():
		e.entry.Cancel()
		if l := e.entry.Selected(); l != engine.NoLoc {
			e.say(fmt.Sprintf("order cancelled: the piece on %v is still selected (Esc deselects it)", l), false)
		} else {
			e.say("order cancelled", false) // a placement: no piece was selected
		}
	case e.mode == modeOrders && e.entry.Selected() != engine.NoLoc:
		l := e.entry.Selected()
		e.entry.Cancel()
		e.say(fmt.Sprintf("deselected %v: Orders mode (O switches to Edit mode)", l), false)
	case e.mode == modeOrders:
		e.say("Orders mode, nothing selected: nothing to take back (O switches to Edit mode)", false)
	default:
		e.say("Edit mode: nothing to take back", false)
	}
}

// Place says where the user is, for the status line: the mode, and in it
// the piece lifted or selected and the order half written.
func (e *Editor) Place() string {
	switch {
	case e.mode == modePlay && e.play != nil:
		return fmt.Sprintf("Play › page %d of %d", e.play.Page+1, e.play.Last()+1)
	case e.carry != engine.NoLoc:
		return fmt.Sprintf("Edit › %v lifted", e.carry)
	}
	place := "Edit"
	if e.mode == modeOrders {
		place = "Orders"
		if l := e.entry.Selected(); l != engine.NoLoc {
			place += " › " + l.String()
		}
		if step := e.entry.Step(); step != "" {
			place += " › " + step
		}
	}
	if e.panelFocused() {
		place += " › side panel"
	}
	return place
}

// toggleMode switches between Edit and Orders mode.
func (e *Editor) toggleMode() {
	if e.mode == modeOrders {
		e.setMode(modeEdit)
	} else {
		e.setMode(modeOrders)
	}
}

// The reasons a key cannot act now.

func (e *Editor) solving() string {
	if e.solve != nil {
		return "the solver is running: Esc in its window stops it"
	}
	return ""
}

func (e *Editor) nothingToUndo() string {
	if !e.doc.CanUndo() {
		return "nothing to undo"
	}
	return ""
}

func (e *Editor) nothingToRedo() string {
	if !e.doc.CanRedo() {
		return "nothing to redo"
	}
	return ""
}

func (e *Editor) notAPack() string {
	if e.doc.State().Pack == nil {
		return "the document is a position, not a pack: a makes the position a puzzle of a new pack"
	}
	return ""
}

func (e *Editor) notAPuzzle() string {
	if e.doc.State().Puzzle == nil {
		return "the position is not a puzzle: a adds it to a pack first"
	}
	return ""
}

// setMode switches between Edit and Orders mode.
func (e *Editor) setMode(m mode) {
	e.entry.Reset()
	e.carry = engine.NoLoc
	e.mode = m
	switch m {
	case modeOrders:
		if over := e.gameOver(); over != "" {
			// Enter on a piece was offered, and refused.
			e.say("Orders mode: "+over, false)
			return
		}
		e.say("Orders mode: Enter on a piece to order it, on an empty cell to place", false)
	case modeEdit:
		e.say("Edit mode", false)
	}
}

// toggleFocus gives the keys to the side panel, or back to the board.
func (e *Editor) toggleFocus() {
	if e.shell.Focused() == e.board {
		e.shell.SetFocus(e.side)
		e.board.Resting = true
		e.say("side panel: arrows scroll, Tab or Esc back to the board", false)
	} else {
		e.shell.SetFocus(e.board)
		e.board.Resting = false
		e.say("", false)
	}
}

// undo takes back the last edit (its key is disabled when there is none).
func (e *Editor) undo() { e.walk("undone: ", e.doc.Undo) }

// redo replays the edit last undone.
func (e *Editor) redo() { e.walk("redone: ", e.doc.Redo) }

// walk walks the history one step and says where to.
func (e *Editor) walk(what string, step func() (string, bool)) {
	if label, ok := step(); ok {
		e.carry = engine.NoLoc
		e.entry.Reset()
		e.say(what+label, false)
	}
}

// gameOver refuses P and the orders of a finished game at once: P played
// a turn that read as if the game had just ended, and an order was taken
// to its last key, then refused by the engine.
func (e *Editor) gameOver() string {
	if over := tui.GameOverText(e.doc.Pos()); over != "" {
		return over + ": no turn to play, no order to give (in Edit mode, F unsets \"The game is over\")"
	}
	return ""
}

// gameOverOr is gameOver, else what disabled says (nil: nothing).
func (e *Editor) gameOverOr(disabled func() string) func() string {
	return func() string {
		if why := e.gameOver(); why != "" || disabled == nil {
			return why
		}
		return disabled()
	}
}

// activate is Enter, Space, or a click on the cursor's cell.
func (e *Editor) activate(l engine.Loc) {
	switch e.mode {
	case modeOrders:
		if why := e.gameOver(); why != "" {
			e.say(why, true)
			return
		}
		e.entry.Activate(l)
	case modeEdit:
		e.editActivate(l)
	}
}

// clicked is told of every click of a cell, after the cursor moved
// there, and leaves it to the board: one click moves the cursor only, as
// the key table says, and a click on the cursor's cell or a double click
// acts, as Enter. In Orders mode and with a piece lifted one click acted
// at once: a click on an empty cell opened a placement.
func (e *Editor) clicked(engine.Loc) bool { return false }
