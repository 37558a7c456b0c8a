package engine

import (
	"errors"
	"fmt"
	"strings"
)

// Capacity limits of a Position.
const (
	MaxPlayers = 6  // players in one game
	HandCap    = 12 // pieces one hand can hold, whatever its maximum
	GraveCap   = 96 // pieces the graveyard can hold
	MaxPlace   = 3  // placements per player per turn
)

// Default values of a new position.
const (
	DefaultHandMax = 6
	DefaultDeck    = 30
	DefaultTurn    = 2
)

// MaxCount is the highest turn number, kill count and deck a position (and
// its code) holds; the turn and the kills stop there. MaxRansacks is the
// same for the ransacks a player is credited with.
const (
	MaxCount    = 9999
	MaxRansacks = 255
)

// Piece is what stands on a cell: a kind, an owner (1..6; 0 means the cell
// is empty) and a facing.
type Piece struct {
	Kind   KindID
	Owner  uint8
	Facing Dir
}

// Empty reports whether no piece is there.
func (p Piece) Empty() bool { return p.Owner == 0 }

// Player is what a position records of one player.
type Player struct {
	Hand    [HandCap]KindID // the known pieces in hand, sorted by kind
	HandLen uint8
	// Hidden counts pieces in hand whose kind is unknown (drawn from the deck).
	Hidden  uint8
	HandMax uint8
	// Kills is the number of kills in the game so far.
	Kills uint16
	// LastKills is the number of kills in the turn before this one; one or
	// more gives a bonus draw.
	LastKills uint8
	// Ransacks counts the territories this player has helped ransack; each
	// raised HandMax by one.
	Ransacks uint8
	// Target is the graveyard kind a Necromancer of this player will raise,
	// or NoKind.
	Target KindID
	// Out reports that the player has been eliminated.
	Out bool
}

// HandSize returns the number of pieces in hand, known and hidden.
func (pl *Player) HandSize() int { return int(pl.HandLen) + int(pl.Hidden) }

// HandKinds returns the known pieces in hand.
func (pl *Player) HandKinds() []KindID { return pl.Hand[:pl.HandLen] }

// Grave is one piece of the graveyard: its kind and the player it belonged to.
type Grave struct {
	Kind  KindID
	Owner uint8
}

// Position is the whole state of a game between two turns. It is a value:
// q := p copies it without allocating, and two positions compare with ==.
type Position struct {
	Board      [NumLocs]Piece
	Players    [MaxPlayers]Player // Players[0] is player 1
	NumPlayers uint8
	// Control holds the player controlling each territory (0: nobody).
	Control  [6]uint8
	Grave    [GraveCap]Grave // sorted by kind, then owner
	GraveLen uint8
	// Turn is the number of the turn about to be played; turn 1 is the first.
	Turn uint16
	// Deck is the number of pieces left in the deck.
	Deck uint16
	// SuddenDeath is the number of outer rings removed by sudden death (0..4).
	SuddenDeath uint8
	// NoDraw records that nobody drew a piece at the start of this turn.
	NoDraw bool
	// Over reports that the game has ended; Winner is the winner, 0 for a draw.
	Over   bool
	Winner uint8
}

// NewPosition returns an empty board for n players (2 to 6). With two players
// the territories follow the standard layout: player 1 holds AB, BC and CD,
// player 2 holds DE, EF and FA. With more, nobody controls anything yet.
func NewPosition(n int) Position {
	var p Position
	if n < 2 {
		n = 2
	}
	if n > MaxPlayers {
		n = MaxPlayers
	}
	p.NumPlayers = uint8(n)
	for i := range p.Players {
		p.Players[i].HandMax = DefaultHandMax
		p.Players[i].Target = NoKind
	}
	if n == 2 {
		p.Control = [6]uint8{1, 1, 1, 2, 2, 2}
	}
	p.Turn = DefaultTurn
	p.Deck = DefaultDeck
	return p
}

// Player returns the record of player n (1-based).
func (p *Position) Player(n int) *Player { return &p.Players[n-1] }

// At returns the piece on l.
func (p *Position) At(l Loc) Piece { return p.Board[l] }

// Put sets the piece on l.
func (p *Position) Put(l Loc, pc Piece) { p.Board[l] = pc }

// Removed reports whether sudden death has taken l off the board.
func (p *Position) Removed(l Loc) bool {
	return int(locRing[l]) > Radius-int(p.SuddenDeath)
}

// OnBoard reports whether l is a location still in play.
func (p *Position) OnBoard(l Loc) bool { return l.Valid() && !p.Removed(l) }

// CountPieces returns the number of pieces player owner has on the board.
func (p *Position) CountPieces(owner uint8) int {
	n := 0
	for _, pc := range p.Board {
		if pc.Owner == owner {
			n++
		}
	}
	return n
}

// Territories returns the number of territories player owner controls.
func (p *Position) Territories(owner uint8) int {
	n := 0
	for _, c := range p.Control {
		if c == owner {
			n++
		}
	}
	return n
}

// AddHand puts a known piece into player n's hand. The hand is kept sorted by
// kind, so that equal hands compare equal.
func (p *Position) AddHand(n int, k KindID) error {
	pl := p.Player(n)
	if int(pl.HandLen) >= HandCap {
		return fmt.Errorf("player %d's hand is full (%d pieces)", n, HandCap)
	}
	i := int(pl.HandLen)
	for i > 0 && pl.Hand[i-1] > k {
		pl.Hand[i] = pl.Hand[i-1]
		i--
	}
	pl.Hand[i] = k
	pl.HandLen++
	return nil
}

// TakeHand removes one piece of kind k from player n's hand.
func (p *Position) TakeHand(n int, k KindID) bool {
	pl := p.Player(n)
	for i := 0; i < int(pl.HandLen); i++ {
		if pl.Hand[i] == k {
			copy(pl.Hand[i:], pl.Hand[i+1:pl.HandLen])
			pl.HandLen--
			pl.Hand[pl.HandLen] = 0
			return true
		}
	}
	return false
}

// CountHand returns how many pieces of kind k player n holds.
func (p *Position) CountHand(n int, k KindID) int {
	c := 0
	for _, h := range p.Player(n).HandKinds() {
		if h == k {
			c++
		}
	}
	return c
}

// AddGrave puts a piece into the graveyard, keeping it sorted.
func (p *Position) AddGrave(g Grave) error {
	if int(p.GraveLen) >= GraveCap {
		return fmt.Errorf("the graveyard is full (%d pieces)", GraveCap)
	}
	i := int(p.GraveLen)
	for i > 0 && graveLess(g, p.Grave[i-1]) {
		p.Grave[i] = p.Grave[i-1]
		i--
	}
	p.Grave[i] = g
	p.GraveLen++
	return nil
}

func graveLess(a, b Grave) bool {
	if a.Kind != b.Kind {
		return a.Kind < b.Kind
	}
	return a.Owner < b.Owner
}

// TakeGrave removes one piece of kind k from the graveyard and reports whether
// there was one. Among several, it takes the one that belonged to player
// prefer, else to the player after prefer in turn order, and so on.
func (p *Position) TakeGrave(k KindID, prefer uint8) bool {
	best, bestRank := -1, 1<<30
	n := int(p.NumPlayers)
	for i := 0; i < int(p.GraveLen); i++ {
		if p.Grave[i].Kind != k {
			continue
		}
		rank := (int(p.Grave[i].Owner) - int(prefer) + n) % n
		if rank < bestRank {
			best, bestRank = i, rank
		}
	}
	if best < 0 {
		return false
	}
	copy(p.Grave[best:], p.Grave[best+1:p.GraveLen])
	p.GraveLen--
	p.Grave[p.GraveLen] = Grave{}
	return true
}

// InGrave reports whether a piece of kind k lies in the graveyard.
func (p *Position) InGrave(k KindID) bool {
	for _, g := range p.Graveyard() {
		if g.Kind == k {
			return true
		}
	}
	return false
}

// Graveyard returns the pieces of the graveyard.
func (p *Position) Graveyard() []Grave { return p.Grave[:p.GraveLen] }

// GraveyardText names the graveyard's pieces with their owners, as the
// screens and show write them: "Bird (Blue), Cyclops (Red)" with
// PlayerName; "" when it is empty.
func (p *Position) GraveyardText(cat *Catalogue, name PlayerNamer) string {
	var grave []string
	for _, g := range p.Graveyard() {
		grave = append(grave, fmt.Sprintf("%s (%s)", cat.Name(g.Kind), name(int(g.Owner))))
	}
	return strings.Join(grave, ", ")
}

// AddKinds sets in used every kind the position holds: on the board, in
// the players' hands, as their Necromancers' targets, in the graveyard.
func (p *Position) AddKinds(used map[KindID]bool) {
	for l := Loc(0); l < NumLocs; l++ {
		if pc := p.Board[l]; !pc.Empty() {
			used[pc.Kind] = true
		}
	}
	for n := 1; n <= int(p.NumPlayers); n++ {
		for _, k := range p.Player(n).HandKinds() {
			used[k] = true
		}
		if t := p.Player(n).Target; t != NoKind {
			used[t] = true
		}
	}
	for _, g := range p.Graveyard() {
		used[g.Kind] = true
	}
}

// Validate reports what makes p impossible: unknown kinds, owners or facings, pieces
// on cells sudden death removed, hands over capacity, a graveyard too full to
// take this turn's deaths, a winner who is no player. Rule-level oddities a scenario may want (adjacent
// enemies, hands over their maximum) are reported by Warnings instead.
func (p *Position) Validate(cat *Catalogue) error {
	var errs []error
	if p.NumPlayers < 2 || p.NumPlayers > MaxPlayers {
		errs = append(errs, fmt.Errorf("%d players (want 2 to %d)", p.NumPlayers, MaxPlayers))
	}
	if p.SuddenDeath > Radius {
		errs = append(errs, fmt.Errorf("sudden-death stage %d (want 0 to %d)", p.SuddenDeath, Radius))
	}
	if p.Turn < 1 {
		errs = append(errs, errors.New("turn 0 (turns count from 1)"))
	}
	if p.Over && p.Winner > p.NumPlayers {
		errs = append(errs, fmt.Errorf("the winner is player %d, but there are %d players", p.Winner, p.NumPlayers))
	}
	onBoard := 0
	for l, pc := range p.Board {
		if pc.Empty() {
			continue
		}
		onBoard++
		loc := Loc(l)
		switch {
		case pc.Owner > p.NumPlayers:
			errs = append(errs, fmt.Errorf("%v: owner %d, but there are %d players", loc, pc.Owner, p.NumPlayers))
		case int(pc.Kind) >= cat.Len():
			errs = append(errs, fmt.Errorf("%v: unknown kind", loc))
		case !pc.Facing.Valid():
			errs = append(errs, fmt.Errorf("%v: no facing", loc))
		case p.Removed(loc):
			errs = append(errs, fmt.Errorf("%v: a piece where sudden death removed the board", loc))
		}
	}
	for t, c := range p.Control {
		if c > p.NumPlayers {
			errs = append(errs, fmt.Errorf("territory %v: controller %d, but there are %d players", Territory(t), c, p.NumPlayers))
		}
	}
	for i := 0; i < int(p.NumPlayers); i++ {
		pl := &p.Players[i]
		if pl.HandSize() > HandCap {
			errs = append(errs, fmt.Errorf("player %d: %d pieces in hand (at most %d)", i+1, pl.HandSize(), HandCap))
		}
		for _, k := range pl.HandKinds() {
			if int(k) >= cat.Len() {
				errs = append(errs, fmt.Errorf("player %d: unknown kind in hand", i+1))
			}
		}
		if pl.Target != NoKind && int(pl.Target) >= cat.Len() {
			errs = append(errs, fmt.Errorf("player %d: unknown Necromancer target", i+1))
		}
	}
	// Every piece on the board may die this turn, and so may the pieces
	// placed from hand (up to MaxPlace a player who controls a territory:
	// nobody else has a cell to place on).
	placeable := 0
	for i := 0; i < int(p.NumPlayers) && p.SuddenDeath == 0 && !p.Over; i++ {
		if !p.Players[i].Out && p.Territories(uint8(i+1)) > 0 {
			placeable += min(int(p.Players[i].HandLen), MaxPlace)
		}
	}
	switch {
	case int(p.GraveLen)+onBoard > GraveCap:
		errs = append(errs, fmt.Errorf("%s on the board and %d in the graveyard: more than the graveyard's %d places", piecesText(onBoard), p.GraveLen, GraveCap))
	case int(p.GraveLen)+onBoard+placeable > GraveCap:
		errs = append(errs, fmt.Errorf("%s on the board, %d that may be placed from hand and %d in the graveyard: more than the graveyard's %d places", piecesText(onBoard), placeable, p.GraveLen, GraveCap))
	}
	for _, g := range p.Graveyard() {
		if int(g.Kind) >= cat.Len() || g.Owner < 1 || g.Owner > p.NumPlayers {
			errs = append(errs, fmt.Errorf("graveyard: unknown kind or owner"))
			break
		}
	}
	return errors.Join(errs...)
}

// controlText says which territories the position gives each player, in
// one phrase: "AB, BC and CD to player 1, and DE to player 2"; "" when it
// gives none.
func (p *Position) controlText() string {
	var parts []string
	for n := 1; n <= MaxPlayers; n++ {
		var ts []string
		for t := AB; t <= FA; t++ {
			if p.Control[t] == uint8(n) {
				ts = append(ts, t.String())
			}
		}
		if len(ts) > 0 {
			parts = append(parts, fmt.Sprintf("%s to player %d", AndList(ts), n))
		}
	}
	if len(parts) > 2 {
		return strings.Join(parts[:len(parts)-1], ", ") + ", and " + parts[len(parts)-1]
	}
	return strings.Join(parts, ", and ")
}

// AndList joins words as a sentence does: "AB", "AB and BC", "AB, BC and
// CD"; "" for none. Every text of birdcrab that lists things says them so.
func AndList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// piecesText counts pieces in words: "1 piece", "3 pieces".
func piecesText(n int) string {
	if n == 1 {
		return "1 piece"
	}
	return fmt.Sprintf("%d pieces", n)
}

// Warnings lists what a legal game could not reach but a scenario may hold:
// hands over their maximum, Snakes in hand on the first turn, a territory
// whose controller has no piece in it while an opponent has one (it would
// have been ransacked at the end of the last turn, and will be at the end of
// this one unless a piece of its controller arrives), a territory listed as
// controlled once sudden death has begun (nobody controls one then), pieces
// or territories of a player who is out. They do not stop a turn from being
// resolved.
func (p *Position) Warnings(cat *Catalogue) []string {
	var w []string
	if p.SuddenDeath > 0 {
		if held := p.controlText(); held != "" {
			w = append(w, fmt.Sprintf("the position gives %s, but nobody controls a territory once sudden death has begun", held))
		}
	}
	for t := AB; t <= FA; t++ {
		c := p.Control[t]
		if c == 0 || p.SuddenDeath > 0 {
			continue
		}
		own, other := false, false
		for _, l := range terrLocs[t] {
			if o := p.Board[l].Owner; o == c {
				own = true
			} else if o != 0 {
				other = true
			}
		}
		if other && !own {
			w = append(w, fmt.Sprintf("territory %v is player %d's, but only opponents stand in it: it would have been ransacked", t, c))
		}
	}
	for i := 0; i < int(p.NumPlayers); i++ {
		pl := &p.Players[i]
		if pl.Out {
			// An elimination takes the player's pieces off the board and
			// leaves his territories to nobody.
			if p.CountPieces(uint8(i+1)) > 0 {
				w = append(w, fmt.Sprintf("player %d is eliminated, but has pieces on the board: they fight, and take no orders", i+1))
			}
			for t := AB; t <= FA; t++ {
				if p.Control[t] == uint8(i+1) && p.SuddenDeath == 0 {
					w = append(w, fmt.Sprintf("player %d is eliminated, but controls territory %v: an opponent who enters it ransacks it", i+1, t))
				}
			}
		}
		if pl.HandSize() > int(pl.HandMax) {
			w = append(w, fmt.Sprintf("player %d holds %s, over the hand maximum of %d", i+1, piecesText(pl.HandSize()), pl.HandMax))
		}
		if p.Turn == 1 {
			for _, k := range pl.HandKinds() {
				if cat.Kind(k).Has(PlacedInTrench) {
					w = append(w, fmt.Sprintf("player %d holds a Snake on the first turn", i+1))
					break
				}
			}
		}
	}
	return w
}
