package tui

import (
	"cmp"
	"errors"
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

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
	orders := e.Host.EntryOrders().Clone()
	done := 0
	for n := 1; n <= int(e.pos().NumPlayers); n++ {
		if !e.allowed(n) {
			continue
		}
		list := orders[n-1]
		orders[n-1] = withoutAt(list, l)
		done += len(list) - len(orders[n-1])
	}
	if done == 0 {
		e.Host.Say(fmt.Sprintf("no orders on %v", l), true)
		return
	}
	if err := e.Host.SetEntryOrders(orders); err != nil {
		e.Host.Say(Reason(err), true)
		return
	}
	e.Host.Say(fmt.Sprintf("orders on %v cleared", l), false)
}

func (e *OrderEntry) clearAll() {
	e.Reset()
	done := 0
	orders := e.Host.EntryOrders().Clone()
	for n := 1; n <= int(e.pos().NumPlayers); n++ {
		if e.allowed(n) && len(orders[n-1]) > 0 {
			orders[n-1] = nil
			done++
		}
	}
	if done == 0 {
		e.Host.Say("there are no orders to clear", true)
		return
	}
	if err := e.Host.SetEntryOrders(orders); err != nil {
		e.Host.Say(Reason(err), true)
		return
	}
	// Both hosts, the editor and the trainer, undo the clearing as one
	// change (editor TestClearAllIsOneEdit, trainer TestTrainUndoOrders).
	e.Host.Say("every order cleared (u brings them back)", false)
}

// placeOption is one piece a player may place on a cell.
type placeOption struct {
	player int
	kind   engine.KindID
}

// startPlace offers the pieces that may be placed on the empty cell l: of
// player only, or of every player who gives orders (only 0).
func (e *OrderEntry) startPlace(l engine.Loc, only int) {
	opts := e.placeOptions(l, only)
	items := make([]MenuItem, len(opts))
	for i, o := range opts {
		items[i] = MenuItem{Text: fmt.Sprintf("%s: %s", PlayerName(o.player), e.Cat.Name(o.kind))}
	}
	choose := func(i int) {
		if i < 0 || i >= len(opts) {
			if e.selectBack() {
				e.Host.Say("nothing placed: "+PieceLabel(e.Cat, e.pos().Board[e.sel])+" "+OnCell(e.sel)+" selected again", false)
			}
			return
		}
		e.place = engine.Placement{Player: uint8(opts[i].player), Kind: opts[i].kind, Loc: l}
		e.step = stepPlaceFacing
		msg := e.Hint()
		if e.note != "" {
			// The hint line asks too, with its Esc: room for the reason.
			msg = strings.TrimSuffix(msg, " (Esc cancels)") + " · not a move: " + strings.TrimPrefix(e.note, "refused: ")
		}
		e.Host.Say(msg, false)
	}
	switch len(opts) {
	case 0:
		e.selectBack()
		e.Host.Say(e.whyNoPlace(l), true)
	case 1:
		// Nothing to choose: the one piece is taken at once, and the
		// facing asked (the window used to ask for the only line, and
		// took no facing letter).
		choose(0)
	default:
		title := "Place " + OnCell(l)
		kc, ok := e.Host.(KeyedChooser)
		if !ok {
			e.Host.Choose(title, items, choose)
			return
		}
		// The title said "Place on AB1: a..f places facing so", which
		// left a newcomer guessing: it asks, and the line under it
		// says both ways to answer.
		kc.ChooseWith(title+": which piece?", items, choose, func(m *Menu) *Table {
			m.Hint = "Enter, then its facing · a..f: the piece, facing that way · " + m.cancelKeys()
			return facingKeys(func(d engine.Dir) {
				i := m.Current()
				m.Close()
				choose(i)
				if e.step == stepPlaceFacing {
					e.direction(d)
				}
			})
		})
	}
}

// placeOptions lists the pieces the players who give orders (player
// only, when not 0) may place on the empty cell l, leaving out a kind
// whose copies are all placed on other cells.
func (e *OrderEntry) placeOptions(l engine.Loc, only int) []placeOption {
	p := e.pos()
	var opts []placeOption
	var cells []engine.PlaceCell
	orders := e.Host.EntryOrders()
	for n := 1; n <= int(p.NumPlayers); n++ {
		if !e.allowed(n) || only != 0 && n != only {
			continue
		}
		seen := map[engine.KindID]bool{}
		for _, k := range p.Player(n).HandKinds() {
			if seen[k] || placedUp(p, orders[n-1], n, k, l) {
				continue // its copies are all placed on other cells
			}
			seen[k] = true
			cells = p.PlaceCells(e.Cat, n, k, cells[:0])
			for _, c := range cells {
				if c.Loc == l {
					opts = append(opts, placeOption{n, k})
				}
			}
		}
	}
	return opts
}

// facingKeys are the facing letters of the menu of the pieces to place:
// each runs take with its facing.
func facingKeys(take func(engine.Dir)) *Table {
	t := &Table{Title: "The pieces to place"}
	for d := engine.A; d <= engine.F; d++ {
		letter := strings.ToLower(d.String())
		t.Bindings = append(t.Bindings, Binding{Keys: Keys(rune(letter[0]), rune(d.String()[0])), Action: "facing", Do: func() { take(d) }, Also: d > engine.A})
	}
	t.Bindings[0].Label, t.Bindings[0].Help = "a..f, A..F", "place the highlighted piece facing so"
	return t
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
					return fmt.Sprintf("cannot place %s: %s", OnCell(l), oe.ReasonNamed(PlayerName))
				}
			}
		}
	}
	return e.emptyHands(l)
}

// emptyHands says that nobody who gives orders has a piece in hand to
// place on l (empty): of one side (the trainer's, a puzzle's) plainly, as
// its hand. "nobody who gives orders here has a piece in hand to place on
// D3" was said to the trainer's one player.
func (e *OrderEntry) emptyHands(l engine.Loc) string {
	sides := 0
	for n := 1; n <= int(e.pos().NumPlayers); n++ {
		if e.allowed(n) {
			sides++
		}
	}
	switch {
	case sides != 1:
		return "nobody who gives orders here has a piece in hand to place " + OnCell(l)
	case l == engine.Pit:
		return "your hand is empty: nothing to place in the Pit"
	}
	return fmt.Sprintf("%v is empty, and your hand is empty: nothing to place", l)
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
	var refused error // why the first target left out is refused
	orders := e.Host.EntryOrders()
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
			// Only the targets the engine takes: a player without a
			// Necromancer, on the board or placed, has none.
			var plan engine.Plan
			if err := p.CheckOrders(e.Cat, n, withOrder(e.Cat, p, orders[n-1], engine.Target(g.Kind)), &plan); err != nil {
				refused = cmp.Or(refused, err)
				continue
			}
			opts = append(opts, opt{n, g.Kind})
			items = append(items, MenuItem{Text: fmt.Sprintf("%s: target %s", PlayerName(n), e.Cat.Name(g.Kind))})
		}
	}
	switch {
	case len(opts) == 0 && refused != nil:
		e.Host.Say(Reason(refused), true)
		return
	case len(opts) == 0:
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
