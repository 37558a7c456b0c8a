package tui

import "github.com/birdcrab/birdcrab/engine"

// Highlight is how strongly a cell is marked on the board.
type Highlight uint8

// Highlights, from none to the strongest.
const (
	HiNone   Highlight = iota
	HiTarget           // a cell an order may name: a move's destination, a placement
	HiEvent            // a cell the event being shown concerns
)

// OrderMark is what a cell's piece was ordered to do, shown on its name line.
type OrderMark struct {
	Owner uint8 // the player who gave the orders; 0: none
	Move  engine.Dir
	Dist  uint8 // 0: no move
	Turn  engine.Dir
	Turns bool
	Place bool // a piece is placed here
}

// PathMark is one step of a move order drawn across a cell.
type PathMark struct {
	Owner uint8 // 0: no path here
	Dir   engine.Dir
}

// Marks are what a Board lays over the position: orders as arrows, pieces
// about to be placed, highlights and the selected piece. The zero value
// marks nothing but a selection at cell 0; start from NewMarks.
type Marks struct {
	Order    [engine.NumLocs]OrderMark
	Path     [engine.NumLocs]PathMark
	Ghost    [engine.NumLocs]engine.Piece // placements and the carried piece
	Hi       [engine.NumLocs]Highlight
	Faded    [engine.NumLocs]bool // a piece lifted from this cell
	Selected engine.Loc           // NoLoc when nothing is selected
}

// NewMarks returns marks that mark nothing.
func NewMarks() *Marks { return &Marks{Selected: engine.NoLoc} }

// Reset clears every mark.
func (m *Marks) Reset() { *m = Marks{Selected: engine.NoLoc} }

// AddOrders marks the orders of every player (orders[i] are player i+1's)
// as they apply to p: moves as arrows along their path, turns and moves on
// the piece's name line, placements as ghost pieces.
func (m *Marks) AddOrders(p *engine.Position, orders [][]engine.Order) {
	for i, os := range orders {
		owner := uint8(i + 1)
		for _, o := range os {
			m.AddOrder(p, owner, o)
		}
	}
}

// AddOrder marks one order of player owner.
func (m *Marks) AddOrder(p *engine.Position, owner uint8, o engine.Order) {
	switch o.Op {
	case engine.OpMove:
		if !o.Loc.Valid() || !o.Dir.Valid() {
			return
		}
		om := &m.Order[o.Loc]
		om.Owner, om.Move, om.Dist = owner, o.Dir, o.Dist
		l := o.Loc
		for k := 0; k < int(o.Dist); k++ {
			l = l.Neighbour(o.Dir)
			if l == engine.NoLoc {
				break
			}
			m.Path[l] = PathMark{Owner: owner, Dir: o.Dir}
		}
	case engine.OpTurn:
		if !o.Loc.Valid() || !o.Dir.Valid() {
			return
		}
		om := &m.Order[o.Loc]
		om.Owner, om.Turn, om.Turns = owner, o.Dir, true
	case engine.OpPlace:
		if o.Loc.Valid() {
			m.Ghost[o.Loc] = engine.Piece{Kind: o.Kind, Owner: owner, Facing: o.Dir}
			m.Order[o.Loc].Owner, m.Order[o.Loc].Place = owner, true
		}
	}
}
