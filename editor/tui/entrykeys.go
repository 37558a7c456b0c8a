package tui

import (
	"fmt"
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
	if pc := e.pos().Board[l]; !pc.Empty() && !e.Cat.Kind(pc.Kind).Has(engine.Vanishes) {
		e.Host.Say(fmt.Sprintf("%v holds %s: place on an empty cell", l, Article(e.Cat.Name(pc.Kind))), true)
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
