package editor

import (
	"fmt"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// The edits of a position. Each returns a function for Doc.Apply that
// refuses, with the reason, what would make the position one that the
// engine's Validate rejects, and keeps the orders legal: after a change of
// the position, the orders it makes illegal are dropped (an undo brings them
// back with the position).

// onBoardCell refuses cells sudden death has removed.
func onBoardCell(p *engine.Position, l engine.Loc) error {
	if !l.Valid() {
		return fmt.Errorf("no such cell")
	}
	if p.Removed(l) {
		return fmt.Errorf("%v was removed by sudden death", l)
	}
	return nil
}

// PutPiece places pc on the empty cell l.
func PutPiece(cat *engine.Catalogue, l engine.Loc, pc engine.Piece) func(*State) error {
	return func(s *State) error {
		p := &s.Pos
		if err := onBoardCell(p, l); err != nil {
			return err
		}
		if !p.Board[l].Empty() {
			return fmt.Errorf("%v already holds %s", l, tui.Article(cat.Name(p.Board[l].Kind)))
		}
		if pc.Owner < 1 || pc.Owner > p.NumPlayers {
			return fmt.Errorf("there is no player %d", pc.Owner)
		}
		if int(pc.Kind) >= cat.Len() || !pc.Facing.Valid() {
			return fmt.Errorf("not a piece")
		}
		if n := boardCount(p) + int(p.GraveLen); n+1 > engine.GraveCap {
			return fmt.Errorf("the board and the graveyard hold %d pieces already (at most %d)", n, engine.GraveCap)
		}
		p.Board[l] = pc
		pruneOrders(cat, s)
		return nil
	}
}

func boardCount(p *engine.Position) int {
	n := 0
	for _, pc := range p.Board {
		if !pc.Empty() {
			n++
		}
	}
	return n
}

// RemovePiece takes the piece off l; with grave it goes to the graveyard.
func RemovePiece(cat *engine.Catalogue, l engine.Loc, grave bool) func(*State) error {
	return func(s *State) error {
		p := &s.Pos
		if !l.Valid() || p.Board[l].Empty() {
			return fmt.Errorf("no piece on %v", l)
		}
		pc := p.Board[l]
		p.Board[l] = engine.Piece{}
		if grave {
			if err := p.AddGrave(engine.Grave{Kind: pc.Kind, Owner: pc.Owner}); err != nil {
				return err
			}
		}
		pruneOrders(cat, s)
		return nil
	}
}

// RotatePiece turns the piece on l by n sixths clockwise.
func RotatePiece(cat *engine.Catalogue, l engine.Loc, n int) func(*State) error {
	return func(s *State) error {
		p := &s.Pos
		if !l.Valid() || p.Board[l].Empty() {
			return fmt.Errorf("no piece on %v", l)
		}
		p.Board[l].Facing = p.Board[l].Facing.Turn(n)
		pruneOrders(cat, s)
		return nil
	}
}

// CycleOwner gives the piece on l to the next player.
func CycleOwner(cat *engine.Catalogue, l engine.Loc) func(*State) error {
	return func(s *State) error {
		p := &s.Pos
		if !l.Valid() || p.Board[l].Empty() {
			return fmt.Errorf("no piece on %v", l)
		}
		o := p.Board[l].Owner
		p.Board[l].Owner = o%p.NumPlayers + 1
		pruneOrders(cat, s)
		return nil
	}
}

// MovePiece lifts the piece on from and sets it down on the empty cell to;
// its orders follow it.
func MovePiece(cat *engine.Catalogue, from, to engine.Loc) func(*State) error {
	return func(s *State) error {
		p := &s.Pos
		if !from.Valid() || p.Board[from].Empty() {
			return fmt.Errorf("no piece on %v", from)
		}
		if err := onBoardCell(p, to); err != nil {
			return err
		}
		if from == to {
			return ErrNoChange
		}
		if !p.Board[to].Empty() {
			return fmt.Errorf("%v already holds %s", to, tui.Article(cat.Name(p.Board[to].Kind)))
		}
		p.Board[to], p.Board[from] = p.Board[from], engine.Piece{}
		owner := p.Board[to].Owner
		follow(s.Orders[owner-1], from, to)
		if m := s.Puzzle; m != nil && m.Side == int(owner) && (len(m.Solution) > 0 || len(m.Alternatives) > 0) {
			// The stated solution follows it too, as the board's orders
			// do (it did not: w then refused the pack).
			m = m.clone()
			follow(m.Solution, from, to)
			for _, alt := range m.Alternatives {
				follow(alt, from, to)
			}
			s.Puzzle = m
		}
		pruneOrders(cat, s)
		return nil
	}
}

// follow makes the orders of the piece on from in list those of the piece
// on to, in place.
func follow(list []engine.Order, from, to engine.Loc) {
	for i, o := range list {
		if (o.Op == engine.OpMove || o.Op == engine.OpTurn) && o.Loc == from {
			list[i].Loc = to
		}
	}
}

// CycleControl gives territory t to the next player, then to nobody.
func CycleControl(cat *engine.Catalogue, t engine.Territory) func(*State) error {
	return StepControl(cat, t, 1)
}

// StepControl gives territory t to the player n places on in the cycle
// of CycleControl (nobody, player 1, 2 ...): n = -1 goes back.
func StepControl(cat *engine.Catalogue, t engine.Territory, n int) func(*State) error {
	return func(s *State) error {
		if t > engine.FA {
			return fmt.Errorf("not a territory: the Pit and the trenches belong to nobody")
		}
		p := &s.Pos
		m := int(p.NumPlayers) + 1
		p.Control[t] = uint8(((int(p.Control[t])+n)%m + m) % m)
		pruneOrders(cat, s)
		return nil
	}
}

// AddToHand puts a piece of kind k into player n's hand.
func AddToHand(cat *engine.Catalogue, n int, k engine.KindID) func(*State) error {
	return func(s *State) error {
		p := &s.Pos
		if n < 1 || n > int(p.NumPlayers) {
			return fmt.Errorf("there is no player %d", n)
		}
		if p.Player(n).HandSize() >= engine.HandCap {
			return fmt.Errorf("%s's hand is full (%d pieces)", tui.PlayerName(n), engine.HandCap)
		}
		return p.AddHand(n, k)
	}
}

// TakeFromHand removes a piece of kind k from player n's hand.
func TakeFromHand(cat *engine.Catalogue, n int, k engine.KindID) func(*State) error {
	return func(s *State) error {
		if !s.Pos.TakeHand(n, k) {
			return fmt.Errorf("%s holds no %s", tui.PlayerName(n), cat.Name(k))
		}
		pruneOrders(cat, s)
		return nil
	}
}

// AddToGrave puts a piece of kind k that belonged to player owner into the
// graveyard.
func AddToGrave(cat *engine.Catalogue, k engine.KindID, owner int) func(*State) error {
	return func(s *State) error {
		p := &s.Pos
		if owner < 1 || owner > int(p.NumPlayers) {
			return fmt.Errorf("there is no player %d", owner)
		}
		if n := boardCount(p) + int(p.GraveLen); n+1 > engine.GraveCap {
			return fmt.Errorf("the board and the graveyard hold %d pieces already (at most %d)", n, engine.GraveCap)
		}
		return p.AddGrave(engine.Grave{Kind: k, Owner: uint8(owner)})
	}
}

// TakeFromGrave removes the graveyard's piece of kind k that belonged to
// player owner.
func TakeFromGrave(cat *engine.Catalogue, k engine.KindID, owner int) func(*State) error {
	return func(s *State) error {
		p := &s.Pos
		for i, g := range p.Graveyard() {
			if g.Kind == k && int(g.Owner) == owner {
				copy(p.Grave[i:], p.Grave[i+1:p.GraveLen])
				p.GraveLen--
				p.Grave[p.GraveLen] = engine.Grave{}
				pruneOrders(cat, s)
				return nil
			}
		}
		return fmt.Errorf("no %s of %s in the graveyard", cat.Name(k), tui.PlayerName(owner))
	}
}

// SetPosition replaces the position (a new board, a pasted code, the
// result of a turn, the position fields) and drops the orders it makes
// illegal.
func SetPosition(cat *engine.Catalogue, np engine.Position) func(*State) error {
	return func(s *State) error {
		if err := np.Validate(cat); err != nil {
			return err
		}
		s.Pos = np
		pruneOrders(cat, s)
		return nil
	}
}

// SetPlayerOrders replaces player n's orders after checking them with the
// engine; an illegal order is refused with the engine's reason.
func SetPlayerOrders(cat *engine.Catalogue, n int, list []engine.Order) func(*State) error {
	return func(s *State) error {
		var plan engine.Plan
		if err := s.Pos.CheckOrders(cat, n, list, &plan); err != nil {
			return err
		}
		s.Orders[n-1] = append([]engine.Order(nil), list...)
		return nil
	}
}

// pruneOrders drops, player by player, every order that the engine refuses
// given the orders kept before it.
func pruneOrders(cat *engine.Catalogue, s *State) {
	for i := range s.Orders {
		list := s.Orders[i]
		if len(list) == 0 {
			continue
		}
		if i >= int(s.Pos.NumPlayers) {
			s.Orders[i] = nil
			continue
		}
		var plan engine.Plan
		if s.Pos.CheckOrders(cat, i+1, list, &plan) == nil {
			continue
		}
		var kept []engine.Order
		for _, o := range list {
			var pl engine.Plan
			try := append(append([]engine.Order(nil), kept...), o)
			if s.Pos.CheckOrders(cat, i+1, try, &pl) == nil {
				kept = try
			}
		}
		s.Orders[i] = kept
	}
}

// DroppedOrders returns how many orders the step from before to after
// removed, for a message.
func DroppedOrders(before, after State) int {
	n := before.Orders.Count() - after.Orders.Count()
	if n < 0 {
		return 0
	}
	return n
}
