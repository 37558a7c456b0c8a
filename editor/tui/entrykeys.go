package tui

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// HandleKey handles the order keys (Keys); it reports whether the key was
// used.
func (e *OrderEntry) HandleKey(ev *tcell.EventKey) bool {
	return e.Keys().Dispatch(KeyOf(ev), e.Host.Say)
}

// Keys returns the entry's tables of the moment: while it waits for a
// direction, a distance or a facing, the table of that question (its
// Prompt is Hint), else Echo; then the order keys.
func (e *OrderEntry) Keys() Keymap {
	e.buildKeys()
	if q := e.questions[e.step]; q != nil {
		return Keymap{q, e.keys}
	}
	return Keymap{e.Echo(), e.keys}
}

// Questions returns the tables of the entry's questions (a direction, a
// distance, a facing), for the tests of a screen's keys.
func (e *OrderEntry) Questions() []*Table {
	e.buildKeys()
	return []*Table{e.questions[stepMoveDir], e.questions[stepMoveDist]}
}

// Action returns the binding of one of the order keys, for a screen's
// table to document in its own words: "move" (m), "turn" (t), "clear" (x,
// Delete), "place" (p, +), "clearAll" (X), "target" (T).
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
		{Keys: Keys('p', '+'), Action: "place", Do: func() { e.PlaceAt(e.cursor()) }, Help: "place a piece from hand on the cell, then a facing a..f"},
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
			// ? goes on to the screen's help, and the question is
			// there again when it closes: it was eaten as a wrong
			// answer.
			if !k.IsRune() || passHJKL && strings.ContainsRune("hjkl", k.Rune) || k.Rune == '?' {
				return false
			}
			e.Host.Say(e.Hint(), true)
			return true
		}}
	}
	dir := question(dirs, true)
	e.questions = map[entryStep]*Table{stepMoveDir: dir, stepTurnDir: dir, stepPlaceFacing: dir, stepMoveDist: question(dists, false)}
}

// Echo is the table of the keys right after a move written at once with
// its direction, for a screen to dispatch after its first table while a
// piece is selected: a distance typed then, as lesson 1 teaches (m, the
// direction's letter and the number of cells), said "1 does nothing
// here". 1 is taken for the move written (its message is said again),
// another digit is told the move goes one cell at most. Every other key
// ends the echo and goes on to the tables below. It binds no key, so
// that its digits are free whenever no move was written at once.
func (e *OrderEntry) Echo() *Table {
	if e.echoTable == nil {
		e.echoTable = &Table{Else: e.echoKey}
	}
	return e.echoTable
}

// echoKey takes a digit typed right after a move written at once (Echo).
func (e *OrderEntry) echoKey(k Key) bool {
	msg, o := e.echo, e.echoMove
	e.echo = ""
	if msg == "" || !k.IsRune() || k.Rune < '1' || k.Rune > '9' || e.sel != o.Loc {
		return false
	}
	pc := e.pos().Board[o.Loc]
	if pc.Empty() || !slices.Contains(e.Host.EntryOrders()[pc.Owner-1], o) {
		return false // cleared, or undone, by a key the screen took
	}
	if k.Rune == '1' {
		e.Host.Say(msg, false)
		return true
	}
	e.Host.Say(fmt.Sprintf("%s %s goes 1 cell at most toward %v (speed 1): %s is written", PieceLabel(e.Cat, pc), OnCell(o.Loc), o.Dir, o.Format(e.Cat)), true)
	return true
}

// StartMove asks for the direction of a move of the selected piece (m).
func (e *OrderEntry) StartMove() {
	e.echo = ""
	e.step = stepMoveDir
	e.Host.Say(e.Hint(), false)
}

// StartTurn asks for the facing of a turn of the selected piece (t).
func (e *OrderEntry) StartTurn() {
	e.echo = ""
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
	e.back, e.note = engine.NoLoc, ""
	e.placeAt(l, 0)
}

// placeAt starts a placement on l of a piece of player only's hand (of
// any player who gives orders, only 0).
func (e *OrderEntry) placeAt(l engine.Loc, only int) {
	e.echo = ""
	e.step = stepIdle
	if !l.Valid() {
		return
	}
	if pc := e.pos().Board[l]; !pc.Empty() && !e.Cat.Kind(pc.Kind).Has(engine.Vanishes) {
		e.Host.Say(fmt.Sprintf("%v holds %s: place on an empty cell", l, Article(e.Cat.Name(pc.Kind))), true)
		return
	}
	if why := e.placedAlready(l); why != "" {
		e.selectBack()
		e.Host.Say(why, true)
		return
	}
	e.startPlace(l, only)
}

// placedAlready says why no piece can be placed on l given the
// placements already written, before a facing is asked: "" when one can
// be (or when none could be even without them: startPlace says why).
// Another refusal of the engine (at most so many placements a turn) is
// said at once too, not after the facing.
// With "place Snake A1 D" written and one Snake in hand, a placement on
// B1 asked its facing and then was refused ("player 1 has only 1 Snake in
// hand"); it says now where the Snake is placed.
func (e *OrderEntry) placedAlready(l engine.Loc) string {
	p := e.pos()
	orders := e.Host.EntryOrders()
	var cells []engine.PlaceCell
	var used []string // the kinds placed up, in words
	refused := ""     // the engine's first refusal of another sort
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
			i := slices.IndexFunc(cells, func(c engine.PlaceCell) bool { return c.Loc == l })
			if i < 0 {
				continue
			}
			err := e.placeRefused(n, k, l, cells[i].Facings, orders[n-1])
			if err == nil {
				return ""
			}
			if placedUp(p, orders[n-1], n, k, l) {
				used = append(used, e.placedWords(n, k, placedElsewhere(orders[n-1], k, l)))
				continue
			}
			refused = cmp.Or(refused, e.placeReason(err, orders[n-1], k, l))
		}
	}
	if len(used) > 0 {
		return strings.Join(used, "; ")
	}
	return refused
}

// placeReason words the engine's refusal of a placement of kind k on l
// added to orders: of the placement itself, without the facing tried
// ("cannot place a Crab on AB4: a player places at most 3 pieces a
// turn"); else of the order it names.
func (e *OrderEntry) placeReason(err error, orders []engine.Order, k engine.KindID, l engine.Loc) string {
	var oe *engine.OrderError
	if errors.As(err, &oe) && oe.Index == len(withOrder(e.Cat, e.pos(), orders, engine.Place(k, l, engine.A)))-1 {
		return fmt.Sprintf("cannot place %s on %v: %s", Article(e.Cat.Name(k)), l, oe.ReasonNamed(PlayerName))
	}
	return Reason(err)
}

// placeRefused returns the engine's refusal of player n's placement of
// kind k on l, with the orders written, under each facing allowed there
// (faces, bit d for facing d); nil as soon as one is taken.
func (e *OrderEntry) placeRefused(n int, k engine.KindID, l engine.Loc, faces uint8, orders []engine.Order) error {
	var err error
	for f := engine.A; f <= engine.F; f++ {
		if faces&(1<<f) == 0 {
			continue
		}
		var plan engine.Plan
		if err = e.pos().CheckOrders(e.Cat, n, withOrder(e.Cat, e.pos(), orders, engine.Place(k, l, f)), &plan); err == nil {
			return nil
		}
	}
	return err
}

// placedElsewhere lists the placements of kind k in orders on cells
// other than l (one on l itself a new placement there replaces).
func placedElsewhere(orders []engine.Order, k engine.KindID, l engine.Loc) []engine.Order {
	var out []engine.Order
	for _, o := range orders {
		if o.Op == engine.OpPlace && o.Kind == k && o.Loc != l {
			out = append(out, o)
		}
	}
	return out
}

// placedWords says that player n's pieces of kind k are all placed by the
// orders where, and how to free one: "Red's only Snake is placed already
// (place Snake A1 D): x on A1 clears it, to place it here".
func (e *OrderEntry) placedWords(n int, k engine.KindID, where []engine.Order) string {
	name := e.Cat.Name(k)
	cells := make([]string, len(where))
	for i, o := range where {
		cells[i] = o.Loc.String()
	}
	what, clears := "only "+name+" is", "x on "+cells[0]+" clears it"
	if len(where) > 1 {
		what = Plural(len(where), name) + " are"
		clears = "x on " + strings.Join(cells[:len(cells)-1], ", ") + " or " + cells[len(cells)-1] + " clears one"
	}
	return fmt.Sprintf("%s's %s placed already (%s): %s, to place it here", PlayerName(n), what, engine.OrdersText(e.Cat, where, ""), clears)
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
		e.back, e.note = engine.NoLoc, ""
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
			o := engine.Move(e.sel, d, 1)
			if err := e.give(o); err != nil {
				e.Host.Say(Reason(err), true)
				return
			}
			e.echo, e.echoMove = e.said, o
			return
		}
		e.dir, e.maxDist, e.step = d, sp, stepMoveDist
		e.Host.Say(e.Hint(), false)
	}
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
		what := e.Cat.Name(e.place.Kind)
		if e.sides() > 1 {
			// The editor gives every player's orders: whose piece.
			what = PlayerName(int(e.place.Player)) + "'s " + what
		}
		return fmt.Sprintf("place %s on %v facing? %s (Esc cancels)", what, e.place.Loc, strings.Join(legal, " "))
	}
	if e.sel != engine.NoLoc {
		return "Enter cell in line: move · m move · t turn · x clear · Esc deselect"
	}
	return "Enter: select piece or place · p place · T target · x clear · X clear all"
}

// placedUp reports whether player n's orders place every copy of kind k
// in his hand on cells other than l.
func placedUp(p *engine.Position, orders []engine.Order, n int, k engine.KindID, l engine.Loc) bool {
	return len(placedElsewhere(orders, k, l)) >= p.CountHand(n, k)
}
