package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Op is what an order does.
type Op uint8

// The kinds of order.
const (
	OpMove   Op = iota + 1 // move LOC DIR N
	OpTurn                 // turn LOC DIR
	OpPlace                // place KIND LOC FACING
	OpTarget               // target KIND
)

// Order is one written order in the notation of the rules document.
type Order struct {
	Op   Op
	Loc  Loc    // the piece's cell (move, turn) or the placement cell
	Dir  Dir    // direction of a move, new facing of a turn or a placement
	Dist uint8  // distance of a move
	Kind KindID // kind placed or targeted
}

// Move returns the order "move l d n".
func Move(l Loc, d Dir, n int) Order { return Order{Op: OpMove, Loc: l, Dir: d, Dist: uint8(n)} }

// Turn returns the order "turn l d".
func Turn(l Loc, d Dir) Order { return Order{Op: OpTurn, Loc: l, Dir: d} }

// Place returns the order "place k l f".
func Place(k KindID, l Loc, f Dir) Order { return Order{Op: OpPlace, Loc: l, Dir: f, Kind: k} }

// Target returns the order "target k".
func Target(k KindID) Order { return Order{Op: OpTarget, Kind: k, Loc: NoLoc} }

// Format writes o in notation, with kind names as printed.
func (o Order) Format(cat *Catalogue) string {
	switch o.Op {
	case OpMove:
		return fmt.Sprintf("move %v %v %d", o.Loc, o.Dir, o.Dist)
	case OpTurn:
		return fmt.Sprintf("turn %v %v", o.Loc, o.Dir)
	case OpPlace:
		return fmt.Sprintf("place %s %v %v", cat.Name(o.Kind), o.Loc, o.Dir)
	case OpTarget:
		return fmt.Sprintf("target %s", cat.Name(o.Kind))
	}
	return "?"
}

// FormatOrders writes each order in notation.
func FormatOrders(cat *Catalogue, orders []Order) []string {
	out := make([]string, len(orders))
	for i, o := range orders {
		out[i] = o.Format(cat)
	}
	return out
}

// OrdersText writes orders in notation separated by "; ", or none when
// there are no orders.
func OrdersText(cat *Catalogue, orders []Order, none string) string {
	if len(orders) == 0 {
		return none
	}
	return strings.Join(FormatOrders(cat, orders), "; ")
}

// ParseOrder reads one order: "move AB3 C 2", "turn BC2 E",
// "place Pikeman AB4 D", "place Cloud Man AB4 D" or "target Pikeman".
func ParseOrder(cat *Catalogue, s string) (Order, error) {
	f := strings.Fields(s)
	bad := func(format string, args ...any) (Order, error) {
		return Order{}, fmt.Errorf("order %q: %s", strings.TrimSpace(s), fmt.Sprintf(format, args...))
	}
	if len(f) == 0 {
		return bad("empty order")
	}
	switch strings.ToLower(f[0]) {
	case "move":
		if len(f) != 4 {
			return bad("want move LOC DIR N%s", twoInOne(f, 4))
		}
		l, d, err := parseLocDir(f[1], f[2])
		if err != nil {
			return bad("%v", err)
		}
		n, err := strconv.Atoi(f[3])
		if err != nil || n < 1 || n > MaxSpeed {
			return bad("distance %q is not a number from 1 to %d", f[3], MaxSpeed)
		}
		return Move(l, d, n), nil
	case "turn":
		if len(f) != 3 {
			return bad("want turn LOC DIR%s", twoInOne(f, 3))
		}
		l, d, err := parseLocDir(f[1], f[2])
		if err != nil {
			return bad("%v", err)
		}
		return Turn(l, d), nil
	case "place":
		if len(f) < 4 {
			return bad("want place KIND LOC FACING")
		}
		k, err := cat.Parse(strings.Join(f[1:len(f)-2], " "))
		if err != nil {
			return bad("%v", err)
		}
		l, d, err := parseLocDir(f[len(f)-2], f[len(f)-1])
		if err != nil {
			return bad("%v", err)
		}
		return Place(k, l, d), nil
	case "target":
		if len(f) < 2 {
			return bad("want target KIND")
		}
		k, err := cat.Parse(strings.Join(f[1:], " "))
		if err != nil {
			return bad("%v", err)
		}
		return Target(k), nil
	}
	return bad("unknown order %q (want move, turn, place or target)", f[0])
}

// twoInOne is the hint for an order of n words followed by another order
// in the same text ("move A3 D 1 turn A3 B", a Witch's move and turn
// written as one): "" when the word after the n-th starts no order.
func twoInOne(f []string, n int) string {
	if len(f) <= n {
		return ""
	}
	switch strings.ToLower(f[n]) {
	case "move", "turn", "place", "target":
		return fmt.Sprintf(`; %q is an order of its own, given apart (a Witch's move and turn are two orders)`, strings.Join(f[n:], " "))
	}
	return ""
}

// parseLocDir reads a location and a direction, the two words most orders carry.
func parseLocDir(loc, dir string) (Loc, Dir, error) {
	l, err := ParseLoc(loc)
	if err != nil {
		return NoLoc, NoDir, err
	}
	d, err := ParseDir(dir)
	return l, d, err
}

// ParseOrders reads a list of orders, stopping at the first bad one.
func ParseOrders(cat *Catalogue, ss []string) ([]Order, error) {
	out := make([]Order, 0, len(ss))
	for _, s := range ss {
		o, err := ParseOrder(cat, s)
		if err != nil {
			return nil, err
		}
		out = append(out, o)
	}
	return out, nil
}

// Placement is one piece placed from hand.
type Placement struct {
	Player uint8
	Kind   KindID
	Loc    Loc
	Facing Dir
}

// Plan holds the orders of every player for one turn in the form the resolver
// reads: one entry per cell for moves and turns, the placements, and the
// Necromancer targets. The zero Plan gives no orders. Like Position, it is a
// value without pointers.
type Plan struct {
	dist   [NumLocs]uint8 // 0: no move
	dir    [NumLocs]Dir
	turn   [NumLocs]uint8 // new facing + 1; 0: no turn
	place  [MaxPlayers * MaxPlace]Placement
	nplace uint8
	target [MaxPlayers]uint8 // kind + 1; 0: no target order
}

// SetMove orders the piece on l to move n steps toward d (n = 0 clears it).
func (pl *Plan) SetMove(l Loc, d Dir, n int) { pl.dist[l], pl.dir[l] = uint8(n), d }

// SetTurn orders the piece on l to turn to face f.
func (pl *Plan) SetTurn(l Loc, f Dir) { pl.turn[l] = uint8(f) + 1 }

// ClearTurn removes a turn order from l.
func (pl *Plan) ClearTurn(l Loc) { pl.turn[l] = 0 }

// AddPlace adds a placement; it reports false when the plan is full.
func (pl *Plan) AddPlace(x Placement) bool {
	if int(pl.nplace) >= len(pl.place) {
		return false
	}
	pl.place[pl.nplace] = x
	pl.nplace++
	return true
}

// PopPlace removes the last placement added.
func (pl *Plan) PopPlace() {
	if pl.nplace > 0 {
		pl.nplace--
		pl.place[pl.nplace] = Placement{}
	}
}

// SetTarget records player n's Necromancer target.
func (pl *Plan) SetTarget(n int, k KindID) { pl.target[n-1] = uint8(k) + 1 }

// ClearTarget removes player n's target order.
func (pl *Plan) ClearTarget(n int) { pl.target[n-1] = 0 }

// Add writes one order of player n, already checked (CheckOrders), into
// the plan.
func (pl *Plan) Add(n int, o Order) {
	switch o.Op {
	case OpMove:
		pl.SetMove(o.Loc, o.Dir, int(o.Dist))
	case OpTurn:
		pl.SetTurn(o.Loc, o.Dir)
	case OpPlace:
		pl.AddPlace(Placement{Player: uint8(n), Kind: o.Kind, Loc: o.Loc, Facing: o.Dir})
	case OpTarget:
		pl.SetTarget(n, o.Kind)
	}
}

// MoveAt returns the move ordered for the piece on l; n is 0 when there is none.
func (pl *Plan) MoveAt(l Loc) (d Dir, n int) { return pl.dir[l], int(pl.dist[l]) }

// TurnAt returns the facing ordered for the piece on l.
func (pl *Plan) TurnAt(l Loc) (Dir, bool) {
	if pl.turn[l] == 0 {
		return NoDir, false
	}
	return Dir(pl.turn[l] - 1), true
}

// Placements returns the placements in the order they were added.
func (pl *Plan) Placements() []Placement { return pl.place[:pl.nplace] }

// TargetOf returns the target ordered by player n.
func (pl *Plan) TargetOf(n int) (KindID, bool) {
	if pl.target[n-1] == 0 {
		return NoKind, false
	}
	return KindID(pl.target[n-1] - 1), true
}

// Orders writes the plan back as lists of orders, one per player, in a
// canonical order (by cell, placements last, target last).
func (pl *Plan) Orders(p *Position) [][]Order {
	out := make([][]Order, p.NumPlayers)
	for l := Loc(0); l < NumLocs; l++ {
		pc := p.Board[l]
		if pc.Empty() {
			continue
		}
		i := pc.Owner - 1
		if d, n := pl.MoveAt(l); n > 0 {
			out[i] = append(out[i], Move(l, d, n))
		}
		if f, ok := pl.TurnAt(l); ok {
			out[i] = append(out[i], Turn(l, f))
		}
	}
	for _, x := range pl.Placements() {
		out[x.Player-1] = append(out[x.Player-1], Place(x.Kind, x.Loc, x.Facing))
	}
	for n := 1; n <= int(p.NumPlayers); n++ {
		if k, ok := pl.TargetOf(n); ok {
			out[n-1] = append(out[n-1], Target(k))
		}
	}
	return out
}

// OrderError is an illegal order: which player gave it, its index in that
// player's list, the order as written, and why it is refused. Reason names
// the players it mentions by number ("player 1 has no Snake in hand");
// ReasonNamed names them as a screen does.
type OrderError struct {
	Player int
	Index  int
	Order  string
	Reason string
	why    refusal
}

func (e *OrderError) Error() string {
	return fmt.Sprintf("player %d, order %q: %s", e.Player, e.Order, e.Reason)
}

// ReasonNamed is Reason with every player it mentions named by name (by
// colour on the screens: "Red has no Snake in hand").
func (e *OrderError) ReasonNamed(name PlayerNamer) string {
	if e.why.format == "" {
		return e.Reason
	}
	return e.why.text(name)
}

// refusal is why an order is refused, its players left to be named: a
// format and its arguments, a player among them as a playerArg (written
// with %s).
type refusal struct {
	format string
	args   []any
}

// playerArg is a player number among a refusal's arguments.
type playerArg int

func refuse(format string, args ...any) refusal { return refusal{format, args} }

// text writes r with its players named by name.
func (r refusal) text(name PlayerNamer) string {
	args := make([]any, len(r.args))
	for i, a := range r.args {
		if n, ok := a.(playerArg); ok {
			a = name(int(n))
		}
		args[i] = a
	}
	return fmt.Sprintf(r.format, args...)
}

// orderError is the OrderError of player n's order i, o written, for why.
func orderError(n, i int, o string, why refusal) *OrderError {
	return &OrderError{Player: n, Index: i, Order: o, Reason: why.text(numbered), why: why}
}

// CheckOrders validates the orders of player n against p and adds them to pl. It
// returns an *OrderError for the first illegal order. A Plan may be built by
// calling CheckOrders once per player.
func (p *Position) CheckOrders(cat *Catalogue, n int, orders []Order, pl *Plan) error {
	if n < 1 || n > int(p.NumPlayers) {
		return &OrderError{Player: n, Index: -1, Reason: fmt.Sprintf("there is no player %d", n)}
	}
	me := uint8(n)
	seen := map[Loc]Op{}       // pieces given an order
	placedAt := map[Loc]bool{} // cells taking a placement
	var handUsed [256]int
	placed := 0
	var snakeTrench [6]bool
	for i, o := range orders {
		fail := func(format string, args ...any) error {
			return orderError(n, i, o.Format(cat), refuse(format, args...))
		}
		if p.Players[n-1].Out {
			return fail("%s is eliminated", playerArg(n))
		}
		if p.Over {
			return fail("the game is over")
		}
		switch o.Op {
		case OpMove, OpTurn:
			if !o.Loc.Valid() {
				return fail("unknown location")
			}
			pc := p.Board[o.Loc]
			if pc.Empty() {
				return fail("no piece on %v", o.Loc)
			}
			if pc.Owner != me {
				return fail("the %s on %v belongs to %s", cat.Name(pc.Kind), o.Loc, playerArg(pc.Owner))
			}
			k := cat.Kind(pc.Kind)
			if prev, ok := seen[o.Loc]; ok {
				switch {
				case !k.Has(MovesAndTurns):
					return fail("the %s on %v already has an order", k.Name, o.Loc)
				case prev == OpMove && o.Op == OpMove:
					// A Witch takes a move and a turn, not two of one.
					return fail("the %s on %v already has a move", k.Name, o.Loc)
				case prev == o.Op:
					return fail("the %s on %v already has a turn", k.Name, o.Loc)
				}
			}
			seen[o.Loc] = o.Op
			if !o.Dir.Valid() {
				return fail("no direction")
			}
			if o.Op == OpMove {
				s := k.Speed[SideOf(pc.Facing, o.Dir)]
				if s == 0 {
					return fail("the %s on %v cannot move toward %v: its %v speed is 0", k.Name, o.Loc, o.Dir, SideOf(pc.Facing, o.Dir))
				}
				if o.Dist < 1 || int(o.Dist) > int(s) {
					return fail("the %s on %v moves at most %d toward %v (its %v speed)", k.Name, o.Loc, s, o.Dir, SideOf(pc.Facing, o.Dir))
				}
				pl.SetMove(o.Loc, o.Dir, int(o.Dist))
			} else {
				if k.Has(CannotRotate) {
					return fail("a %s cannot rotate", k.Special)
				}
				if o.Dir == pc.Facing {
					return fail("the %s on %v already faces %v (to leave it as it is, give it no order)", k.Name, o.Loc, o.Dir)
				}
				pl.SetTurn(o.Loc, o.Dir)
			}
		case OpPlace:
			if why, bad := p.checkPlace(cat, me, o, placed, &snakeTrench, &handUsed, placedAt); bad {
				return orderError(n, i, o.Format(cat), why)
			}
			placed++
			placedAt[o.Loc] = true
			pl.AddPlace(Placement{Player: me, Kind: o.Kind, Loc: o.Loc, Facing: o.Dir})
		case OpTarget:
			if _, ok := pl.TargetOf(n); ok {
				return fail("%s already names a target this turn", playerArg(n))
			}
			if int(o.Kind) >= cat.Len() {
				return fail("unknown kind")
			}
			if !p.InGrave(o.Kind) {
				return fail("no %s in the graveyard", cat.Name(o.Kind))
			}
			if !p.hasNecromancer(cat, me, orders) {
				return fail("%s has no Necromancer on the board and places none", playerArg(n))
			}
			pl.SetTarget(n, o.Kind)
		default:
			return fail("unknown order")
		}
	}
	return nil
}

func (p *Position) hasNecromancer(cat *Catalogue, me uint8, orders []Order) bool {
	for _, pc := range p.Board {
		if pc.Owner == me && cat.Kind(pc.Kind).Has(Raises) {
			return true
		}
	}
	for _, o := range orders {
		if o.Op == OpPlace && int(o.Kind) < cat.Len() && cat.Kind(o.Kind).Has(Raises) {
			return true
		}
	}
	return false
}

// checkPlace returns why placing o is illegal, and whether it is.
func (p *Position) checkPlace(cat *Catalogue, me uint8, o Order, placed int, snakeTrench *[6]bool, handUsed *[256]int, placedAt map[Loc]bool) (refusal, bool) {
	if int(o.Kind) >= cat.Len() {
		return refuse("unknown kind"), true
	}
	k := cat.Kind(o.Kind)
	if p.SuddenDeath > 0 {
		// Ruling sudden-death-stops-placement: whatever the position says
		// about control.
		return refuse("no piece may be placed once sudden death has begun"), true
	}
	if placed >= MaxPlace {
		return refuse("a player places at most %d pieces a turn", MaxPlace), true
	}
	handUsed[o.Kind]++
	if have := p.CountHand(int(me), o.Kind); handUsed[o.Kind] > have {
		if have == 0 {
			return refuse("%s has no %s in hand", playerArg(me), k.Name), true
		}
		return refuse("%s has only %d %s in hand", playerArg(me), have, k.Name), true
	}
	if !o.Loc.Valid() {
		return refuse("unknown location"), true
	}
	if p.Removed(o.Loc) {
		return refuse("%v was removed by sudden death", o.Loc), true
	}
	if !o.Dir.Valid() {
		return refuse("no facing"), true
	}
	if placedAt[o.Loc] {
		return refuse("%v already takes a placement this turn", o.Loc), true
	}
	if pc := p.Board[o.Loc]; !pc.Empty() && !cat.Kind(pc.Kind).Has(Vanishes) {
		return refuse("%v is occupied by a %s", o.Loc, cat.Name(pc.Kind)), true
	}
	if k.Has(PlacedInTrench) {
		if p.Turn <= 1 {
			return refuse("no Snake may be placed on the first turn"), true
		}
		tr := o.Loc.Trench()
		if o.Loc == Pit {
			// Ruling snake-not-in-the-pit: the Pit counts as a trench
			// cell (ruling catapult-pit-is-a-trench), but it borders no
			// territory.
			return refuse("a Snake goes into a trench bordering one of its player's territories; the Pit is a trench cell, but it borders no territory"), true
		}
		if tr == NoDir {
			return refuse("a Snake goes into a trench, and %v is not a trench cell", o.Loc), true
		}
		if !p.controlsNextTo(me, tr) {
			// No player number: the screens name players by colour, the
			// command line by number; the Pit's refusal says "its player"
			// too.
			return refuse("trench %v borders %v and %v, and the Snake's player holds neither", tr, Territory(tr.Turn(-1)), Territory(tr)), true
		}
		if snakeTrench[tr] {
			return refuse("the Snake's player already places a Snake in trench %v this turn", tr), true
		}
		if o.Dir == tr {
			return refuse("a Snake in trench %v may not face %v (backwards)", tr, tr), true
		}
		snakeTrench[tr] = true
		return refusal{}, false
	}
	t := o.Loc.Territory()
	if t == NoTerritory {
		return refuse("%v is not in a territory (only a Snake goes into a trench)", o.Loc), true
	}
	if p.Control[t] != me {
		return refuse("%s does not control territory %v", playerArg(me), t), true
	}
	x, y := t.Letters()
	if o.Dir == x || o.Dir == y {
		return refuse("a piece placed on %v may not face %v (backwards)", t, o.Dir), true
	}
	return refusal{}, false
}

// controlsNextTo reports whether player me controls a territory bordering trench d.
func (p *Position) controlsNextTo(me uint8, d Dir) bool {
	return p.Control[Territory(d)] == me || p.Control[Territory(d.Turn(-1))] == me
}

// PlanOrders validates every player's orders (orders[i] are player i+1's) and
// returns the plan.
func (p *Position) PlanOrders(cat *Catalogue, orders [][]Order) (Plan, error) {
	var pl Plan
	for i, os := range orders {
		if len(os) == 0 {
			continue
		}
		if err := p.CheckOrders(cat, i+1, os, &pl); err != nil {
			return Plan{}, err
		}
	}
	return pl, nil
}
