package editor

import (
	"errors"
	"fmt"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// removePiece takes the piece under the cursor off the board.
func (e *Editor) removePiece() {
	l := e.board.Cursor()
	e.apply("remove", RemovePiece(e.cat, l, false), e.pieceOn(l)+" removed from "+l.String())
}

// buryPiece sends the piece under the cursor to the graveyard.
func (e *Editor) buryPiece() {
	l := e.board.Cursor()
	// The trainer's g goes to a cell: the message says how to undo, and
	// which key goes to a cell here (g A 3 buried the piece, and A then
	// switched the arrows to letters).
	if !l.Valid() || e.doc.Pos().Board[l].Empty() {
		e.say(fmt.Sprintf("g sends a piece to the graveyard, and there is none on %v (G goes to a cell by its name)", l), true)
		return
	}
	e.apply("to the graveyard", RemovePiece(e.cat, l, true), e.pieceOn(l)+" sent to the graveyard from "+l.String()+
		" (u takes it back; G goes to a cell by its name)")
}

// pieceOn names the piece on l with its owner for a message ("the Crab
// (Red)"), "the piece" when there is none (the edit is refused then).
func (e *Editor) pieceOn(l engine.Loc) string {
	if !l.Valid() || e.doc.Pos().Board[l].Empty() {
		return "the piece"
	}
	return "the " + tui.PieceLabel(e.cat, e.doc.Pos().Board[l])
}

// rotatePiece turns the piece under the cursor by n sixths clockwise; new
// pieces of its owner face the same way.
func (e *Editor) rotatePiece(n int) {
	l := e.board.Cursor()
	e.applySaying("rotate", RotatePiece(e.cat, l, n), func() string {
		pc := e.doc.Pos().Board[l]
		e.brushFacing[pc.Owner-1] = pc.Facing
		return fmt.Sprintf("%s on %v faces %v %s", tui.PieceLabel(e.cat, pc), l, pc.Facing, e.theme.Arrow(pc.Facing))
	})
}

// cycleOwner gives the piece under the cursor to the next player; new
// pieces go to that player too.
func (e *Editor) cycleOwner() {
	l := e.board.Cursor()
	e.applySaying("owner", CycleOwner(e.cat, l), func() string {
		pc := e.doc.Pos().Board[l]
		e.brushOwner = pc.Owner
		return fmt.Sprintf("the %s on %v is now %s's", e.cat.Name(pc.Kind), l, tui.PlayerName(int(pc.Owner)))
	})
}

// cycleControl gives the territory under the cursor to the next player,
// then to nobody.
func (e *Editor) cycleControl() {
	t := e.board.Cursor().Territory()
	e.applySaying("territory control", CycleControl(e.cat, t), e.controlSaid(t))
}

// controlSaid returns the message of a change of territory t's
// controller, made once it is done.
func (e *Editor) controlSaid(t engine.Territory) func() string {
	return func() string {
		c := e.doc.Pos().Control[t]
		if c == 0 {
			return fmt.Sprintf("territory %v now belongs to nobody", t)
		}
		return fmt.Sprintf("territory %v now belongs to %s", t, tui.PlayerName(int(c)))
	}
}

// newPosition replaces the position with an empty one of as many players.
// In a pack, the puzzle on the board stays in the pack as it is and the
// new position is no puzzle yet (a adds it): it used to take the puzzle's
// place, so that a then w saved it under that puzzle's title, goals and
// hints.
func (e *Editor) newPosition() {
	done := "a new, empty position (u brings the old one back)"
	if st := e.doc.State(); st.onPuzzle() {
		done = leftPuzzleSaid("a new, empty position", st.Puzzle.ID)
	}
	e.applyEdit("new position", func(s *State) error {
		s.leavePuzzle()
		s.Pos, s.Orders = engine.NewPosition(int(s.Pos.NumPlayers)), tui.Orders{}
		return nil
	}, done, false)
}

// leftPuzzleSaid is the message of an edit that put what on the board in
// place of puzzle id, which stays in the pack as it is. The id is quoted
// and named a puzzle: "position stays as it was", of a code's puzzle (id
// "position"), read as if the board had not changed.
func leftPuzzleSaid(what, id string) string {
	return fmt.Sprintf("%s, not a puzzle yet (a adds it); puzzle %q stays as it was", what, id)
}

// apply runs an edit and reports it: done (when not empty) on success,
// the reason on refusal, and the orders the edit made illegal, dropped.
// It reports whether the state changed.
func (e *Editor) apply(label string, edit func(*State) error, done string) bool {
	return e.applyEdit(label, edit, done, true)
}

// applySaying is apply with a message made from the state the edit left
// ("the Crab on A1 is now Blue's"), the orders it dropped said after it.
func (e *Editor) applySaying(label string, edit func(*State) error, done func() string) bool {
	return e.runEditSaying(label, edit, done, true) == nil
}

// applyEdit is apply; an edit that clears the orders on purpose (a new
// position, a paste) passes dropped false: its orders were not made
// illegal, and done says what became of them.
func (e *Editor) applyEdit(label string, edit func(*State) error, done string, dropped bool) bool {
	return e.runEdit(label, edit, done, dropped) == nil
}

// notRefused runs an edit as apply does, and reports whether it was not
// refused: it changed the state, or there was nothing to change.
func (e *Editor) notRefused(label string, edit func(*State) error, done string) bool {
	err := e.runEdit(label, edit, done, true)
	return err == nil || errors.Is(err, ErrNoChange)
}

// runEdit is applyEdit; it returns nil when the state changed, else
// ErrNoChange or the refusal, said on the message line.
func (e *Editor) runEdit(label string, edit func(*State) error, done string, dropped bool) error {
	return e.runEditSaying(label, edit, func() string { return done }, dropped)
}

// runEditSaying is runEdit with the message made once the edit is done.
func (e *Editor) runEditSaying(label string, edit func(*State) error, say func() string, dropped bool) error {
	before := e.doc.State()
	err := e.doc.Apply(label, edit)
	switch {
	case errors.Is(err, ErrNoChange):
		e.say("nothing changes", true)
		return err
	case err != nil:
		// label names the edit, a verb or a noun ("rotate", "the
		// puzzle's goals"), as the undo history does: "refused: " reads
		// with both, as the orders' refusals do.
		e.say("refused: "+label+": "+err.Error(), true)
		return err
	}
	done := say()
	after := e.doc.State()
	if n := DroppedOrders(before, after); dropped && n > 0 && before.Pos != after.Pos {
		done += fmt.Sprintf(" (%s it made illegal dropped)", tui.Plural(n, "order"))
	}
	if done != "" {
		done += solutionBroken(e.cat, &before, &after)
	}
	if done != "" {
		e.say(done, false)
	}
	return nil
}

// ask asks for a line of text, the field starting with initial (selected:
// typing replaces it). take gets the text and reports whether it took it
// (else it said why): a text it refuses opens the field again as typed,
// not selected, to correct it rather than type it all again.
func (e *Editor) ask(title, label, initial string, take func(string) bool) *tui.TextEntry {
	return e.askExample(title, label, initial, "", take)
}

// askExample is ask with an example of what to type shown under the
// field (tui.TextEntry.Example), there again when a refused text opens it
// again.
func (e *Editor) askExample(title, label, initial, example string, take func(string) bool) *tui.TextEntry {
	in := e.shell.Prompt(title, label, initial, func(v string, ok bool) {
		if ok && !take(v) {
			e.askExample(title, label, initial, example, take).SetText(v)
		}
	})
	in.Example = example
	return in
}

// editActivate is Enter in Edit mode: set a lifted piece down, lift a
// piece, or place a new one on an empty cell.
func (e *Editor) editActivate(l engine.Loc) {
	p := e.doc.Pos()
	switch {
	case e.carry != engine.NoLoc:
		from := e.carry
		if from == l {
			e.carry = engine.NoLoc
			e.say("put back", false)
			return
		}
		if e.apply("move a piece", MovePiece(e.cat, from, l), fmt.Sprintf("moved from %v to %v", from, l)) {
			e.carry = engine.NoLoc
		}
	case !p.Board[l].Empty():
		e.carry = l
		e.say(fmt.Sprintf("lifted the %s from %v: Enter sets it down, Esc puts it back", e.cat.Name(p.Board[l].Kind), l), false)
	default:
		if err := onBoardCell(p, l); err != nil {
			e.say(err.Error(), true)
			return
		}
		e.choosePiece(l)
	}
}

// defaultOwner is the owner a new piece on l gets: the controller of its
// territory, else the last owner used.
func (e *Editor) defaultOwner(l engine.Loc) uint8 {
	p := e.doc.Pos()
	if t := l.Territory(); t != engine.NoTerritory && p.Control[t] != 0 {
		return p.Control[t]
	}
	if e.brushOwner < 1 || e.brushOwner > p.NumPlayers {
		return 1
	}
	return e.brushOwner
}

// choosePiece opens the kind palette to place a piece on l. Tab gives the
// piece to the next player and the left and right arrows turn it, before
// Enter places it. Until the arrows turn it, the piece faces as its
// owner's pieces last did; once turned, it keeps its facing when Tab
// changes the owner (Tab used to put back that owner's facing).
func (e *Editor) choosePiece(l engine.Loc) {
	owner := e.defaultOwner(l)
	players := e.doc.Pos().NumPlayers
	dir, turned := e.brushFacing[owner-1], false
	facing := func() engine.Dir { return dir }
	// Why it starts with that owner, while Tab has not changed it, when
	// the owner of the cell's territory overrides the last owner used:
	// it was given unsaid, and a piece on another cell started with
	// another.
	why := ""
	if t := l.Territory(); t != engine.NoTerritory && e.doc.Pos().Control[t] == owner && owner != e.brushOwner {
		why = fmt.Sprintf(" (owns %v)", t)
	}
	title := func() string {
		return fmt.Sprintf(" Place %s: %s%s, facing %v %s · Tab owner · ←→ facing ", tui.OnCell(l), tui.PlayerName(int(owner)), why, facing(), e.theme.Arrow(facing()))
	}
	e.chooseKind(title(), func(k engine.KindID) {
		pc := engine.Piece{Kind: k, Owner: owner, Facing: facing()}
		e.applySaying("place a piece", PutPiece(e.cat, l, pc), func() string {
			e.brushOwner = owner
			e.brushFacing[owner-1] = pc.Facing
			return fmt.Sprintf("placed %s on %v facing %v: r rotate, o owner", tui.PieceLabel(e.cat, pc), l, pc.Facing)
		})
	}, func(m *tui.Menu) {
		keys := paletteKeys(func(n int) {
			owner, why = (owner-1+uint8(int(players)+n))%players+1, ""
			if !turned {
				dir = e.brushFacing[owner-1]
			}
			m.SetTitle(title())
		}, func(n int) {
			dir, turned = dir.Turn(n), true
			e.brushFacing[owner-1] = dir
			m.SetTitle(title())
		})
		m.HelpKeys = []*tui.Table{keys}
		m.SetInputCapture(keys.Capture(e.say))
	})
}

// paletteKeys are the keys the kind palette takes before its filter:
// Tab and Shift-Tab change the owner of the piece to place (owner(±1)),
// the left and right arrows its facing (facing(±1)).
func paletteKeys(owner, facing func(n int)) *tui.Table {
	return &tui.Table{Title: "The kind palette (Enter on an empty cell)", Bindings: []tui.Binding{
		{Keys: tui.Keys(tcell.KeyTab), Action: "nextOwner", Do: func() { owner(1) }, Help: "the next, the previous player owns the piece (it starts as the owner of the cell's territory, else the last piece placed or given with o; Red at first)"},
		{Keys: tui.Keys(tcell.KeyBacktab), Action: "previousOwner", Do: func() { owner(-1) }, Also: true},
		{Keys: tui.Keys(tcell.KeyRight), Action: "turnRight", Do: func() { facing(1) }, Help: "turn the piece clockwise, counter-clockwise"},
		{Keys: tui.Keys(tcell.KeyLeft), Action: "turnLeft", Do: func() { facing(-1) }, Also: true},
	}}
}

// chooseKind shows the kind palette: type to filter, the numbers of the
// highlighted kind beside the list.
func (e *Editor) chooseKind(title string, done func(engine.KindID), opts ...func(*tui.Menu)) {
	items := make([]tui.MenuItem, e.cat.Len())
	for i, k := range e.cat.Kinds() {
		items[i] = tui.MenuItem{Text: k.Name}
	}
	e.shell.ShowMenu(title, items, true, func(i int) {
		if i >= 0 {
			e.lastKind = engine.KindID(i)
			done(engine.KindID(i))
		}
	}, func(m *tui.Menu) {
		m.Detail = func(i int) []tui.Line { return tui.KindDetail(e.theme, e.cat.Kind(engine.KindID(i)), 24) }
		m.DetailWidth = 25
		if e.lastKind != engine.NoKind {
			m.SetCurrent(int(e.lastKind))
		}
		for _, o := range opts {
			o(m)
		}
	})
}

// goToCell moves the cursor to a cell named in notation, as the trainer's
// g does (the editor's g sends a piece to the graveyard): placing pieces
// far apart walked the board with the arrows.
func (e *Editor) goToCell() {
	e.shell.GoToCell(e.board, "G", e.say)
}
