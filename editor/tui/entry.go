package tui

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// OrderHost is what an OrderEntry works on: the position, the orders
// written so far, a way to change one player's orders, the status line and
// a chooser. The editor keeps the orders in its undoable document; the
// trainer keeps the learner's attempt.
type OrderHost interface {
	// EntryPosition returns the position orders are written for.
	EntryPosition() *engine.Position
	// EntryOrders returns the orders written so far.
	EntryOrders() Orders
	// SetEntryOrders replaces the orders with o, as one change (X clears
	// every player's orders at once, and one undo brings them all back);
	// it returns the engine's error when the orders of a player they change
	// are illegal, and then changes nothing.
	SetEntryOrders(o Orders) error
	// Say shows a message in the status line; isErr marks a refusal.
	Say(msg string, isErr bool)
	// Choose shows a menu and calls done with the index chosen, or -1.
	Choose(title string, items []MenuItem, done func(int))
}

// KeyedChooser is an OrderHost whose menus can take more keys: ChooseWith
// is Choose, the menu also taking the keys of the table keys returns for
// it, before its own. With it, a facing letter in the menu of the pieces
// to place chooses the highlighted piece and that facing at once.
type KeyedChooser interface {
	ChooseWith(title string, items []MenuItem, done func(int), keys func(m *Menu) *Table)
}

// entryStep is what an OrderEntry waits for.
type entryStep uint8

const (
	stepIdle entryStep = iota
	stepMoveDir
	stepMoveDist
	stepTurnDir
	stepPlaceFacing
)

// OrderEntry turns keys and clicks on a Board into orders, for the editor
// and the trainer alike. Select a piece (Enter, Space or a click), then
// either pick a cell in a straight line from it (Enter or a click: a move
// there), or press m, a direction letter a-f and a distance, or t and a
// facing letter. On an empty cell, Enter or p places a piece from hand: a
// menu of the pieces that may go there (none when one may: it is taken at
// once), then a facing letter. T names a
// Necromancer's graveyard target, x clears the orders of the piece or cell,
// X clears every order. Each order is checked with the engine and an
// illegal one is refused with its reason.
type OrderEntry struct {
	Cat  *engine.Catalogue
	Host OrderHost
	// Allowed reports whether player n may give orders; nil allows all.
	Allowed func(n int) bool
	// Cursor returns the cell under the board's cursor, for p and x.
	Cursor func() engine.Loc

	sel     engine.Loc
	step    entryStep
	dir     engine.Dir
	place   engine.Placement
	maxDist int

	keys      *Table
	questions map[entryStep]*Table

	// echo is the message of a move just written at once with its
	// direction (a side of speed 1 takes no distance), echoMove the move;
	// echo is "" when the last thing done was not one. The distance typed
	// after it, as lesson 1 teaches (m, the direction's letter, the number
	// of cells), is taken for it (Echo), not said to do nothing.
	echo      string
	echoMove  engine.Order
	echoTable *Table
	// said is the message of the last order written.
	said string
	// back is the piece a placement started by Enter took the selection
	// from: Esc (or no piece chosen) selects it again. NoLoc otherwise.
	// Esc from such a placement left nothing selected.
	back engine.Loc
	// note is the refusal of the move Enter meant, when a placement took
	// its place: said with the facing question, not lost.
	note string
}

// NewOrderEntry returns an order entry with nothing selected.
func NewOrderEntry(cat *engine.Catalogue, host OrderHost) *OrderEntry {
	return &OrderEntry{Cat: cat, Host: host, sel: engine.NoLoc, back: engine.NoLoc}
}

// Selected returns the selected piece's cell, or NoLoc.
func (e *OrderEntry) Selected() engine.Loc { return e.sel }

// Busy reports whether the entry waits for a direction, distance or facing.
func (e *OrderEntry) Busy() bool { return e.step != stepIdle }

// Step names the order half written, as a place on the status line:
// "move", "move 2" (the direction given), "turn", "place"; "" when none.
func (e *OrderEntry) Step() string {
	switch e.step {
	case stepMoveDir:
		return "move"
	case stepMoveDist:
		return "move " + e.dir.String()
	case stepTurnDir:
		return "turn"
	case stepPlaceFacing:
		return "place"
	}
	return ""
}

// Reset drops the selection and any half-written order.
func (e *OrderEntry) Reset() {
	e.sel, e.step, e.echo, e.back, e.note = engine.NoLoc, stepIdle, "", engine.NoLoc, ""
}

func (e *OrderEntry) cursor() engine.Loc {
	if e.Cursor == nil {
		return engine.NoLoc
	}
	return e.Cursor()
}

func (e *OrderEntry) allowed(n int) bool { return e.Allowed == nil || e.Allowed(n) }

func (e *OrderEntry) pos() *engine.Position { return e.Host.EntryPosition() }

// Cancel drops the half-written order, else the selection. It reports
// whether there was anything to cancel.
func (e *OrderEntry) Cancel() bool {
	e.echo = ""
	switch {
	case e.step != stepIdle:
		e.step = stepIdle
		if e.selectBack() {
			e.Host.Say("placement cancelled: "+PieceLabel(e.Cat, e.pos().Board[e.sel])+" "+OnCell(e.sel)+" selected again", false)
			return true
		}
		e.Host.Say("order cancelled", false)
		return true
	case e.sel != engine.NoLoc:
		l := e.sel
		e.sel = engine.NoLoc
		e.Host.Say(fmt.Sprintf("%s %s deselected", PieceLabel(e.Cat, e.pos().Board[l]), OnCell(l)), false)
		return true
	}
	return false
}

// Activate acts on cell l (Enter, Space or a click): it selects a piece,
// gives the selected piece a move to l, or starts a placement on an empty l.
// Another piece of the selected piece's owner is selected, not moved
// onto: Enter on it gave the selected piece a move there when it stood in
// line, which replaced that piece's order unasked (m and a direction
// still move onto an ally; a piece of another player is moved onto).
func (e *OrderEntry) Activate(l engine.Loc) {
	e.step, e.echo, e.back, e.note = stepIdle, "", engine.NoLoc, ""
	p := e.pos()
	if !l.Valid() {
		return
	}
	if e.sel != engine.NoLoc && p.Board[e.sel].Empty() {
		e.sel = engine.NoLoc
	}
	if e.sel != engine.NoLoc && e.activateSelected(l) {
		return
	}
	if pc := p.Board[l]; !pc.Empty() {
		e.selectPiece(l)
		return
	}
	// A placement, as p starts it: a piece whose copies are all placed
	// already is said before a facing is asked, not refused after.
	e.PlaceAt(l)
}

// activateSelected is Activate on l while a piece is selected, and reports
// whether it is done: another piece of its owner is selected, the selected
// one again unselected, a cell in line given a move; what is left (a piece
// to select, a placement) is Activate's.
func (e *OrderEntry) activateSelected(l engine.Loc) bool {
	p := e.pos()
	pc := p.Board[l]
	switch {
	case l != e.sel && !pc.Empty() && pc.Owner == p.Board[e.sel].Owner:
		e.selectPiece(l)
		return true
	case l == e.sel:
		// Said: the message line went blank, the hint having said
		// "Enter: move".
		e.sel = engine.NoLoc
		e.Host.Say(fmt.Sprintf("%s %s deselected", PieceLabel(e.Cat, pc), OnCell(l)), false)
		return true
	}
	if pc.Empty() {
		e.activateEmpty(l)
		return true
	}
	other := !e.allowed(int(pc.Owner))
	d, n, ok := inLine(e.sel, l)
	if !ok {
		if other {
			e.Host.Say(fmt.Sprintf("%v is not in a straight line from %v", l, e.sel), true)
		}
		return other
	}
	err := e.give(engine.Move(e.sel, d, n))
	if err != nil && other {
		e.Host.Say(Reason(err), true)
	}
	return err == nil || other
}

// activateEmpty is Activate on the empty cell l while a piece is
// selected: what a newcomer means there. A cell the selected piece can
// move to (the board marks it) gives it the move; a cell it cannot move
// to where a piece from hand can go starts that placement, the piece
// deselected; a cell where both can be done, when the move would replace
// the piece's order, asks which. Enter on an empty cell with a piece
// selected always meant a move: in lesson 12, with "move CD3 F 1"
// written, Enter on AB1 to place the Pikeman said "refused: move CD3 A 4
// ... front speed is 0", and the facing letter then did nothing.
func (e *OrderEntry) activateEmpty(l engine.Loc) {
	what, move, why := e.onEmpty(l)
	switch what {
	case "move or place?":
		e.askMoveOrPlace(l, move)
	case "move":
		if err := e.give(move); err != nil {
			e.Host.Say(Reason(err), true)
		}
	case "place":
		owner := int(e.pos().Board[e.sel].Owner)
		if _, _, ok := inLine(e.sel, l); ok {
			e.note = why // the move meant there, refused: said with the facing
		}
		e.back, e.sel = e.sel, engine.NoLoc
		e.placeAt(l, owner)
	case "other's":
		e.Host.Say(why, true)
	default:
		e.Host.Say(why+" · Esc deselects it", true)
	}
}

// selectBack selects again the piece a placement started by Enter took the
// selection from (back), and reports whether it did.
func (e *OrderEntry) selectBack() bool {
	l := e.back
	e.back, e.note = engine.NoLoc, ""
	if l == engine.NoLoc || e.pos().Board[l].Empty() {
		return false
	}
	e.sel = l
	return true
}

// onEmpty says what Enter does on the empty cell l while a piece is
// selected (activateEmpty): "move" (the move given), "place", "move or
// place?" (it asks), or "" and why the move is refused (why is said with
// "place" too, when the move meant there is refused). The placement is
// the selected piece's player's: with Blue's piece selected in the editor,
// Enter started Red's placement without saying whose. Where only another
// player could place, it is "other's" and why says so.
func (e *OrderEntry) onEmpty(l engine.Loc) (what string, move engine.Order, why string) {
	move, why = e.moveTo(l)
	owner := int(e.pos().Board[e.sel].Owner)
	place := e.placeable(l, owner)
	switch {
	case move.Op == engine.OpMove && place && len(e.replacedBy(move)) > 0:
		return "move or place?", move, ""
	case move.Op == engine.OpMove:
		return "move", move, ""
	case place:
		return "place", move, why // why the move is refused: said with the facing
	case e.placeable(l, 0):
		pc := e.pos().Board[e.sel]
		other := e.placeOptions(l, 0)[0].player
		// Short, to fit two message lines at 80 columns: the engine's
		// long reason for the move (speed 0 that way) is left out.
		return "other's", move, fmt.Sprintf("%s's %s %s cannot move to %v, and %s has nothing to place there: Esc deselects it, then Enter places %s's",
			PlayerName(owner), e.Cat.Name(pc.Kind), OnCell(e.sel), l, PlayerName(owner), PlayerName(other))
	}
	return "", move, why
}

// moveTo returns the move of the selected piece to l when the engine
// takes it, else a zero order and why not, in words.
func (e *OrderEntry) moveTo(l engine.Loc) (engine.Order, string) {
	d, n, ok := inLine(e.sel, l)
	if !ok {
		return engine.Order{}, fmt.Sprintf("%v is not in a straight line from %v", l, e.sel)
	}
	o := engine.Move(e.sel, d, n)
	if err := e.refusal(o); err != nil {
		return engine.Order{}, Reason(err)
	}
	return o, ""
}

// replacedBy returns the orders that o would take the place of among its
// player's orders.
func (e *OrderEntry) replacedBy(o engine.Order) []engine.Order {
	p := e.pos()
	n := int(p.Board[o.Loc].Owner)
	before := e.Host.EntryOrders()[n-1]
	return replacedOrders(before, withOrder(e.Cat, p, before, o))
}

// placeable reports whether a piece from the hand of player only (of any
// player who gives orders, only 0) can be placed on l, given the
// placements written.
func (e *OrderEntry) placeable(l engine.Loc, only int) bool {
	p := e.pos()
	if !l.Valid() || !p.Board[l].Empty() || e.placedAlready(l) != "" {
		return false
	}
	return len(e.placeOptions(l, only)) > 0
}

// sides is how many players give orders: 1 in the trainer, every player
// in the editor, whose questions then name the player.
func (e *OrderEntry) sides() int {
	n := 0
	for i := 1; i <= int(e.pos().NumPlayers); i++ {
		if e.allowed(i) {
			n++
		}
	}
	return n
}

// askMoveOrPlace asks, on the empty cell l, whether the selected piece
// moves there (instead of its order) or a piece from hand is placed.
func (e *OrderEntry) askMoveOrPlace(l engine.Loc, move engine.Order) {
	p := e.pos()
	pc := p.Board[e.sel]
	owner := int(pc.Owner)
	gone := engine.OrdersText(e.Cat, e.replacedBy(move), "")
	what := "a piece"
	if opts := e.placeOptions(l, owner); len(opts) == 1 {
		what = Article(e.Cat.Name(opts[0].kind))
	}
	if e.sides() > 1 {
		what = PlayerName(owner) + "'s " + strings.TrimPrefix(strings.TrimPrefix(what, "a "), "an ")
	}
	items := []MenuItem{
		{Text: fmt.Sprintf("move the %s %s here (%s), instead of %s", e.Cat.Name(pc.Kind), OnCell(e.sel), move.Format(e.Cat), gone)},
		{Text: fmt.Sprintf("place %s from hand here", what)},
	}
	e.Host.Choose(fmt.Sprintf("Enter %s: move or place?", OnCell(l)), items, func(i int) {
		switch i {
		case 0:
			if err := e.give(move); err != nil {
				e.Host.Say(Reason(err), true)
			}
		case 1:
			e.back, e.sel = e.sel, engine.NoLoc
			e.placeAt(l, owner)
		}
	})
}

// EnterHint says what Enter (Space, a click) does on the cell under the
// cursor while a piece is selected, for the hint line: "deselect" on the
// piece itself, "select" on a piece it selects, "move" on a cell in line
// with it that the engine lets it move to; "" elsewhere (Enter refuses, or starts a placement there). The
// hint said "Enter: move" wherever the cursor was, and Enter on the piece
// deselected it.
func (e *OrderEntry) EnterHint() string {
	l, p := e.cursor(), e.pos()
	if e.sel == engine.NoLoc || !l.Valid() || p.Board[e.sel].Empty() {
		return ""
	}
	pc := p.Board[l]
	switch {
	case l == e.sel:
		return "deselect"
	case !pc.Empty() && pc.Owner == p.Board[e.sel].Owner:
		return "select"
	}
	if pc.Empty() {
		if what, _, _ := e.onEmpty(l); what != "other's" {
			return what
		}
		return "" // Enter refuses: only another player could place there
	}
	if d, n, ok := inLine(e.sel, l); ok && e.accepts(engine.Move(e.sel, d, n)) {
		return "move"
	}
	if e.allowed(int(pc.Owner)) {
		return "select"
	}
	return ""
}

// accepts reports whether the engine takes move o of the selected piece
// among its owner's orders: the hint said "Enter: move" of a move Enter
// then found refused (too far, toward a side of speed 0).
func (e *OrderEntry) accepts(o engine.Order) bool { return e.refusal(o) == nil }

// refusal returns the refusal of move o of the selected piece among its
// owner's orders: the engine's, or that its owner gives no orders here.
func (e *OrderEntry) refusal(o engine.Order) error {
	p := e.pos()
	n := int(p.Board[o.Loc].Owner)
	if !e.allowed(n) {
		return fmt.Errorf("%s does not give orders here", PlayerName(n))
	}
	list := withOrder(e.Cat, p, e.Host.EntryOrders()[n-1], o)
	var plan engine.Plan
	return p.CheckOrders(e.Cat, n, list, &plan)
}

// selectPiece selects the piece on l if its owner may give orders.
func (e *OrderEntry) selectPiece(l engine.Loc) {
	pc := e.pos().Board[l]
	if !e.allowed(int(pc.Owner)) {
		e.Host.Say(fmt.Sprintf("the %s %s is %s's: you give orders for your own pieces", e.Cat.Name(pc.Kind), OnCell(l), PlayerName(int(pc.Owner))), true)
		return
	}
	e.sel = l
	// The keys that give it orders are on the hint line: not again here.
	e.Host.Say(fmt.Sprintf("%s %s selected", PieceLabel(e.Cat, pc), OnCell(l)), false)
}

// inLine returns the direction and distance from a to b when b lies in a
// straight line from a, at most MaxSpeed steps away.
func inLine(a, b engine.Loc) (engine.Dir, int, bool) {
	for d := engine.A; d <= engine.F; d++ {
		l := a
		for n := 1; n <= engine.MaxSpeed; n++ {
			l = l.Neighbour(d)
			if l == engine.NoLoc {
				break
			}
			if l == b {
				return d, n, true
			}
		}
	}
	return engine.NoDir, 0, false
}

// Reason returns the engine's reason for refusing an order, its players
// named by colour (PlayerName), as the screens name them.
func Reason(err error) string {
	var oe *engine.OrderError
	if errors.As(err, &oe) {
		return fmt.Sprintf("refused: %s: %s", oe.Order, oe.ReasonNamed(PlayerName))
	}
	return "refused: " + err.Error()
}

// give adds o to the orders of the player it belongs to, replacing the
// orders it supersedes, and reports the engine's refusal.
func (e *OrderEntry) give(o engine.Order) error {
	p := e.pos()
	n := 0
	switch o.Op {
	case engine.OpMove, engine.OpTurn:
		pc := p.Board[o.Loc]
		if pc.Empty() {
			return fmt.Errorf("no piece %s", OnCell(o.Loc))
		}
		n = int(pc.Owner)
	case engine.OpPlace:
		n = int(e.place.Player)
	}
	return e.giveFor(n, o)
}

func (e *OrderEntry) giveFor(n int, o engine.Order) error {
	e.echo = ""
	if !e.allowed(n) {
		return fmt.Errorf("%s does not give orders here", PlayerName(n))
	}
	all := e.Host.EntryOrders().Clone()
	before := all[n-1]
	all[n-1] = withOrder(e.Cat, e.pos(), before, o)
	if err := e.Host.SetEntryOrders(all); err != nil {
		return err
	}
	msg := fmt.Sprintf("%s: %s", PlayerName(n), o.Format(e.Cat))
	if gone := replacedOrders(before, all[n-1]); len(gone) > 0 {
		msg += " (instead of " + engine.OrdersText(e.Cat, gone, "") + ")"
	}
	if note := PathNote(e.Cat, e.pos(), o); note != "" {
		msg += "; " + note
	}
	e.Host.Say(msg, false)
	e.said = msg
	return nil
}

// replacedOrders returns the orders of before that after no longer holds:
// those a new order took the place of.
func replacedOrders(before, after []engine.Order) []engine.Order {
	var gone []engine.Order
	for _, x := range before {
		if !slices.Contains(after, x) {
			gone = append(gone, x)
		}
	}
	return gone
}

// withOrder returns list with o added and the orders it supersedes taken
// out: an earlier order of the same piece (of the same kind, for a Witch,
// who may both move and turn), a placement on the same cell, an earlier
// Necromancer target.
func withOrder(cat *engine.Catalogue, p *engine.Position, list []engine.Order, o engine.Order) []engine.Order {
	witch := false
	if pieceOrder(o) && o.Loc.Valid() && !p.Board[o.Loc].Empty() {
		witch = cat.Kind(p.Board[o.Loc].Kind).Has(engine.MovesAndTurns)
	}
	out := make([]engine.Order, 0, len(list)+1)
	for _, x := range list {
		if !replaces(o, x, witch) {
			out = append(out, x)
		}
	}
	return append(out, o)
}

// replaces reports whether order o takes the place of order x: a target
// of a target, a placement of one on the same cell, an order of a piece of
// its earlier one (of the same kind only, for a piece that both moves and
// turns: a Witch).
func replaces(o, x engine.Order, witch bool) bool {
	switch {
	case o.Op == engine.OpTarget:
		return x.Op == engine.OpTarget
	case o.Op == engine.OpPlace:
		return x.Op == engine.OpPlace && x.Loc == o.Loc
	case pieceOrder(o) && pieceOrder(x) && x.Loc == o.Loc:
		return !witch || x.Op == o.Op
	}
	return false
}

// pieceOrder reports whether o is a move or a turn of a piece.
func pieceOrder(o engine.Order) bool { return o.Op == engine.OpMove || o.Op == engine.OpTurn }

// withoutAt returns list without the orders of the piece on l and the
// placement on l.
func withoutAt(list []engine.Order, l engine.Loc) []engine.Order {
	var out []engine.Order
	for _, x := range list {
		if x.Op != engine.OpTarget && x.Loc == l {
			continue
		}
		out = append(out, x)
	}
	return out
}

// Mark lays the selection and its legal destinations over m.
func (e *OrderEntry) Mark(m *Marks) {
	p := e.pos()
	if e.sel != engine.NoLoc && !p.Board[e.sel].Empty() {
		m.Selected = e.sel
		for _, o := range p.PieceOptions(e.Cat, e.sel, nil) {
			if o.Op != engine.OpMove {
				continue
			}
			l := o.Loc
			for k := 0; k < int(o.Dist) && l != engine.NoLoc; k++ {
				l = l.Neighbour(o.Dir)
			}
			if l != engine.NoLoc && (e.step != stepMoveDist || o.Dir == e.dir) {
				m.Hi[l] = HiTarget
			}
		}
	}
	if e.step == stepPlaceFacing && e.place.Loc.Valid() {
		m.Hi[e.place.Loc] = HiTarget
	}
}
