package tui

import (
	"errors"
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
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
	// SetEntryOrders replaces player n's orders; it returns the engine's
	// error when they are illegal, and then changes nothing.
	SetEntryOrders(n int, list []engine.Order) error
	// Say shows a message in the status line; isErr marks a refusal.
	Say(msg string, isErr bool)
	// Choose shows a menu and calls done with the index chosen, or -1.
	Choose(title string, items []MenuItem, done func(int))
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
// menu of the pieces that may go there, then a facing letter. T names a
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
}

// NewOrderEntry returns an order entry with nothing selected.
func NewOrderEntry(cat *engine.Catalogue, host OrderHost) *OrderEntry {
	return &OrderEntry{Cat: cat, Host: host, sel: engine.NoLoc}
}

// Selected returns the selected piece's cell, or NoLoc.
func (e *OrderEntry) Selected() engine.Loc { return e.sel }

// Busy reports whether the entry waits for a direction, distance or facing.
func (e *OrderEntry) Busy() bool { return e.step != stepIdle }

// Reset drops the selection and any half-written order.
func (e *OrderEntry) Reset() { e.sel, e.step = engine.NoLoc, stepIdle }

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
	switch {
	case e.step != stepIdle:
		e.step = stepIdle
		e.Host.Say("order cancelled", false)
		return true
	case e.sel != engine.NoLoc:
		e.sel = engine.NoLoc
		e.Host.Say("", false)
		return true
	}
	return false
}

// Activate acts on cell l (Enter, Space or a click): it selects a piece,
// gives the selected piece a move to l, or starts a placement on an empty l.
func (e *OrderEntry) Activate(l engine.Loc) {
	if e.step != stepIdle {
		e.step = stepIdle
	}
	p := e.pos()
	if !l.Valid() {
		return
	}
	if e.sel != engine.NoLoc && p.Board[e.sel].Empty() {
		e.sel = engine.NoLoc
	}
	if e.sel != engine.NoLoc {
		if l == e.sel {
			e.sel = engine.NoLoc
			e.Host.Say("", false)
			return
		}
		if d, n, ok := inLine(e.sel, l); ok {
			err := e.give(engine.Move(e.sel, d, n))
			if err == nil {
				return
			}
			if pc := p.Board[l]; pc.Empty() || !e.allowed(int(pc.Owner)) {
				e.Host.Say(Reason(err), true)
				return
			}
		} else if pc := p.Board[l]; pc.Empty() || !e.allowed(int(pc.Owner)) {
			e.Host.Say(fmt.Sprintf("%v is not in a straight line from %v", l, e.sel), true)
			return
		}
	}
	if pc := p.Board[l]; !pc.Empty() {
		e.selectPiece(l)
		return
	}
	e.startPlace(l)
}

// selectPiece selects the piece on l if its owner may give orders.
func (e *OrderEntry) selectPiece(l engine.Loc) {
	pc := e.pos().Board[l]
	if !e.allowed(int(pc.Owner)) {
		e.Host.Say(fmt.Sprintf("the %s on %v is %s's: you give orders for your own pieces", e.Cat.Name(pc.Kind), l, PlayerName(int(pc.Owner))), true)
		return
	}
	e.sel = l
	e.Host.Say(fmt.Sprintf("%s on %v: Enter on a cell in line to move there, m move, t turn, x clear", PieceLabel(e.Cat, pc), l), false)
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

// Reason returns the engine's reason for refusing an order.
func Reason(err error) string {
	var oe *engine.OrderError
	if errors.As(err, &oe) {
		return fmt.Sprintf("refused: %s: %s", oe.Order, oe.Reason)
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
			return fmt.Errorf("no piece on %v", o.Loc)
		}
		n = int(pc.Owner)
	case engine.OpPlace:
		n = int(e.place.Player)
	}
	return e.giveFor(n, o)
}

func (e *OrderEntry) giveFor(n int, o engine.Order) error {
	if !e.allowed(n) {
		return fmt.Errorf("%s does not give orders here", PlayerName(n))
	}
	list := withOrder(e.Cat, e.pos(), e.Host.EntryOrders()[n-1], o)
	if err := e.Host.SetEntryOrders(n, list); err != nil {
		return err
	}
	e.Host.Say(fmt.Sprintf("%s: %s", PlayerName(n), o.Format(e.Cat)), false)
	return nil
}

// withOrder returns list with o added and the orders it supersedes taken
// out: an earlier order of the same piece (of the same kind, for a Witch,
// who may both move and turn), a placement on the same cell, an earlier
// Necromancer target.
func withOrder(cat *engine.Catalogue, p *engine.Position, list []engine.Order, o engine.Order) []engine.Order {
	witch := false
	if (o.Op == engine.OpMove || o.Op == engine.OpTurn) && o.Loc.Valid() && !p.Board[o.Loc].Empty() {
		witch = cat.Kind(p.Board[o.Loc].Kind).Special == engine.Witch
	}
	out := make([]engine.Order, 0, len(list)+1)
	for _, x := range list {
		switch {
		case o.Op == engine.OpTarget && x.Op == engine.OpTarget:
			continue
		case o.Op == engine.OpPlace && x.Op == engine.OpPlace && x.Loc == o.Loc:
			continue
		case (o.Op == engine.OpMove || o.Op == engine.OpTurn) && (x.Op == engine.OpMove || x.Op == engine.OpTurn) && x.Loc == o.Loc:
			if witch && x.Op != o.Op {
				break
			}
			continue
		}
		out = append(out, x)
	}
	return append(out, o)
}

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

// HandleKey handles the order keys (Keys); it reports whether the key was
// used.
func (e *OrderEntry) HandleKey(ev *tcell.EventKey) bool {
	return e.Keys().Dispatch(KeyOf(ev), e.Host.Say)
}

// Keys returns the entry's tables of the moment: while it waits for a
// direction, a distance or a facing, the table of that question (its
// Prompt is Hint), then the order keys.
func (e *OrderEntry) Keys() Keymap {
	e.buildKeys()
	if q := e.questions[e.step]; q != nil {
		return Keymap{q, e.keys}
	}
	return Keymap{e.keys}
}

// Questions returns the tables of the entry's questions (a direction, a
// distance, a facing), for the tests of a screen's keys.
func (e *OrderEntry) Questions() []*Table {
	e.buildKeys()
	return []*Table{e.questions[stepMoveDir], e.questions[stepMoveDist]}
}

// Action returns the binding of one of the order keys, for a screen's
// table to document in its own words: "move" (m), "turn" (t), "clear" (x,
// Delete), "place" (p), "clearAll" (X), "target" (T).
func (e *OrderEntry) Action(name string) Binding {
	e.buildKeys()
	for _, b := range e.keys.Bindings {
		if b.Action == name {
			return b
		}
	}
	panic("tui: no order entry action " + name)
}

func (e *OrderEntry) buildKeys() {
	if e.keys != nil {
		return
	}
	needPiece := func() string {
		if e.sel == engine.NoLoc {
			return "select a piece first (Enter on it)"
		}
		return ""
	}
	e.keys = &Table{Title: "Orders", Bindings: []Binding{
		{Keys: Keys('m'), Action: "move", Do: e.StartMove, Disabled: needPiece, Help: "move the selected piece: a direction a..f, then a distance"},
		{Keys: Keys('t'), Action: "turn", Do: e.StartTurn, Disabled: needPiece, Help: "turn the selected piece: a direction a..f"},
		{Keys: Keys('x', tcell.KeyDelete), Action: "clear", Do: e.clear, Help: "clear the orders of the selected piece, or of the cell"},
		{Keys: Keys('p'), Action: "place", Do: func() { e.PlaceAt(e.cursor()) }, Help: "place a piece from hand on the cell, then a facing a..f"},
		{Keys: Keys('X'), Action: "clearAll", Do: e.clearAll, Help: "clear every order"},
		{Keys: Keys('T'), Action: "target", Do: e.chooseTarget, Help: "a Necromancer's graveyard target"},
	}}
	var dirs, dists []Binding
	for d := engine.A; d <= engine.F; d++ {
		letter := strings.ToLower(d.String())
		dirs = append(dirs, Binding{Keys: Keys(rune(letter[0]), rune(d.String()[0])), Action: "direction", Do: func() { e.direction(d) }, Also: d > engine.A})
	}
	dirs[0].Label, dirs[0].Help = "a..f, A..F", "the direction"
	for n := 1; n <= 9; n++ {
		dists = append(dists, Binding{Keys: Keys(rune('0' + n)), Action: "distance", Do: func() { e.distance(n) }, Also: n > 1})
	}
	dists[0].Label, dists[0].Help = "1..9", "the distance"
	clear := e.keys.Bindings[2]
	clear.Keys = Keys(tcell.KeyDelete) // x answers no question: it is refused
	question := func(answers []Binding, passHJKL bool) *Table {
		return &Table{Bindings: append(answers, clear), Prompt: e.Hint, Else: func(k Key) bool {
			if !k.IsRune() || passHJKL && strings.ContainsRune("hjkl", k.Rune) {
				return false
			}
			e.Host.Say(e.Hint(), true)
			return true
		}}
	}
	dir := question(dirs, true)
	e.questions = map[entryStep]*Table{stepMoveDir: dir, stepTurnDir: dir, stepPlaceFacing: dir, stepMoveDist: question(dists, false)}
}

// StartMove asks for the direction of a move of the selected piece (m).
func (e *OrderEntry) StartMove() {
	e.step = stepMoveDir
	e.Host.Say(e.Hint(), false)
}

// StartTurn asks for the facing of a turn of the selected piece (t).
func (e *OrderEntry) StartTurn() {
	e.step = stepTurnDir
	e.Host.Say(e.Hint(), false)
}

// distance takes the distance of a move.
func (e *OrderEntry) distance(n int) {
	e.step = stepIdle
	if err := e.give(engine.Move(e.sel, e.dir, n)); err != nil {
		e.Host.Say(Reason(err), true)
	}
}

// PlaceAt starts a placement on l (the p key).
func (e *OrderEntry) PlaceAt(l engine.Loc) {
	e.step = stepIdle
	if !l.Valid() {
		return
	}
	if pc := e.pos().Board[l]; !pc.Empty() && e.Cat.Kind(pc.Kind).Special != engine.CloudMan {
		e.Host.Say(fmt.Sprintf("%v holds a %s: place on an empty cell", l, e.Cat.Name(pc.Kind)), true)
		return
	}
	e.startPlace(l)
}

// direction takes the direction letter of a move, a turn or a placement.
func (e *OrderEntry) direction(d engine.Dir) {
	switch e.step {
	case stepTurnDir:
		e.step = stepIdle
		if err := e.give(engine.Turn(e.sel, d)); err != nil {
			e.Host.Say(Reason(err), true)
		}
	case stepPlaceFacing:
		e.step = stepIdle
		if err := e.give(engine.Place(e.place.Kind, e.place.Loc, d)); err != nil {
			e.Host.Say(Reason(err), true)
		}
	case stepMoveDir:
		p := e.pos()
		pc := p.Board[e.sel]
		sp := int(e.Cat.Kind(pc.Kind).Speed[engine.SideOf(pc.Facing, d)])
		if sp <= 1 {
			// Speed 1 needs no distance; speed 0 is refused by the engine.
			e.step = stepIdle
			if err := e.give(engine.Move(e.sel, d, 1)); err != nil {
				e.Host.Say(Reason(err), true)
			}
			return
		}
		e.dir, e.maxDist, e.step = d, sp, stepMoveDist
		e.Host.Say(e.Hint(), false)
	}
}

// clear removes the orders of the selected piece, else those of the piece
// or placement under the cursor.
func (e *OrderEntry) clear() {
	e.step = stepIdle
	l := e.sel
	if l == engine.NoLoc {
		l = e.cursor()
	}
	e.ClearAt(l)
}

// ClearAt removes the orders of the piece on l and any placement on l.
func (e *OrderEntry) ClearAt(l engine.Loc) {
	if !l.Valid() {
		e.Host.Say("select a piece whose orders to clear", true)
		return
	}
	orders := e.Host.EntryOrders()
	done := 0
	for n := 1; n <= int(e.pos().NumPlayers); n++ {
		if !e.allowed(n) {
			continue
		}
		list := orders[n-1]
		nl := withoutAt(list, l)
		if len(nl) != len(list) {
			if err := e.Host.SetEntryOrders(n, nl); err != nil {
				e.Host.Say(Reason(err), true)
				return
			}
			done += len(list) - len(nl)
		}
	}
	if done == 0 {
		e.Host.Say(fmt.Sprintf("no orders on %v", l), true)
		return
	}
	e.Host.Say(fmt.Sprintf("orders on %v cleared", l), false)
}

func (e *OrderEntry) clearAll() {
	e.Reset()
	done := 0
	orders := e.Host.EntryOrders()
	for n := 1; n <= int(e.pos().NumPlayers); n++ {
		if e.allowed(n) && len(orders[n-1]) > 0 {
			if err := e.Host.SetEntryOrders(n, nil); err != nil {
				e.Host.Say(Reason(err), true)
				return
			}
			done++
		}
	}
	if done == 0 {
		e.Host.Say("there are no orders to clear", true)
		return
	}
	e.Host.Say("every order cleared", false)
}

// placeOption is one piece a player may place on a cell.
type placeOption struct {
	player int
	kind   engine.KindID
}

// startPlace offers the pieces that may be placed on the empty cell l.
func (e *OrderEntry) startPlace(l engine.Loc) {
	p := e.pos()
	var opts []placeOption
	var items []MenuItem
	var cells []engine.PlaceCell
	for n := 1; n <= int(p.NumPlayers); n++ {
		if !e.allowed(n) {
			continue
		}
		seen := map[engine.KindID]bool{}
		for _, k := range p.Player(n).HandKinds() {
			if seen[k] {
				continue
			}
			seen[k] = true
			cells = p.PlaceCells(e.Cat, n, k, cells[:0])
			for _, c := range cells {
				if c.Loc == l {
					opts = append(opts, placeOption{n, k})
					items = append(items, MenuItem{Text: fmt.Sprintf("%s: %s", PlayerName(n), e.Cat.Name(k))})
				}
			}
		}
	}
	if len(opts) == 0 {
		e.Host.Say(e.whyNoPlace(l), true)
		return
	}
	e.Host.Choose(fmt.Sprintf("Place on %v", l), items, func(i int) {
		if i < 0 || i >= len(opts) {
			return
		}
		e.place = engine.Placement{Player: uint8(opts[i].player), Kind: opts[i].kind, Loc: l}
		e.step = stepPlaceFacing
		e.Host.Say(e.Hint(), false)
	})
}

// whyNoPlace asks the engine why no piece can be placed on l.
func (e *OrderEntry) whyNoPlace(l engine.Loc) string {
	p := e.pos()
	for n := 1; n <= int(p.NumPlayers); n++ {
		if !e.allowed(n) {
			continue
		}
		hand := p.Player(n).HandKinds()
		if len(hand) == 0 {
			continue
		}
		// Try each kind in hand and report the first refusal.
		for _, k := range hand {
			for f := engine.A; f <= engine.F; f++ {
				var plan engine.Plan
				err := p.CheckOrders(e.Cat, n, append(e.Host.EntryOrders()[n-1], engine.Place(k, l, f)), &plan)
				var oe *engine.OrderError
				if errors.As(err, &oe) {
					return fmt.Sprintf("cannot place on %v: %s", l, oe.Reason)
				}
			}
		}
	}
	return fmt.Sprintf("nobody who gives orders here has a piece in hand to place on %v", l)
}

// chooseTarget offers the graveyard's kinds as a Necromancer target.
func (e *OrderEntry) chooseTarget() {
	p := e.pos()
	type opt struct {
		n int
		k engine.KindID
	}
	var opts []opt
	var items []MenuItem
	for n := 1; n <= int(p.NumPlayers); n++ {
		if !e.allowed(n) {
			continue
		}
		seen := map[engine.KindID]bool{}
		for _, g := range p.Graveyard() {
			if seen[g.Kind] {
				continue
			}
			seen[g.Kind] = true
			opts = append(opts, opt{n, g.Kind})
			items = append(items, MenuItem{Text: fmt.Sprintf("%s: target %s", PlayerName(n), e.Cat.Name(g.Kind))})
		}
	}
	if len(opts) == 0 {
		e.Host.Say("the graveyard is empty: a Necromancer has nothing to target", true)
		return
	}
	e.Host.Choose("Necromancer target", items, func(i int) {
		if i < 0 || i >= len(opts) {
			return
		}
		if err := e.giveFor(opts[i].n, engine.Target(opts[i].k)); err != nil {
			e.Host.Say(Reason(err), true)
		}
	})
}

// Hint returns the keys of the moment for the status line.
func (e *OrderEntry) Hint() string {
	switch e.step {
	case stepMoveDir:
		return "move: which direction? a-f (Esc cancels)"
	case stepMoveDist:
		return fmt.Sprintf("move toward %v: how far? 1-%d (Esc cancels)", e.dir, e.maxDist)
	case stepTurnDir:
		return "turn to face which direction? a-f (Esc cancels)"
	case stepPlaceFacing:
		var legal []string
		cells := e.pos().PlaceCells(e.Cat, int(e.place.Player), e.place.Kind, nil)
		for _, c := range cells {
			if c.Loc == e.place.Loc {
				for d := engine.A; d <= engine.F; d++ {
					if c.Facings&(1<<d) != 0 {
						legal = append(legal, strings.ToLower(d.String()))
					}
				}
			}
		}
		return fmt.Sprintf("place %s on %v facing? %s (Esc cancels)", e.Cat.Name(e.place.Kind), e.place.Loc, strings.Join(legal, " "))
	}
	if e.sel != engine.NoLoc {
		return "Enter cell in line: move · m move · t turn · x clear · Esc deselect"
	}
	return "Enter: select piece or place · p place · T target · x clear · X clear all"
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
