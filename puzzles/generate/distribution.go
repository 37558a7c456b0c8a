package generate

import (
	"math/rand/v2"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/solver"
)

// The goal kinds the generator draws, with their weights when --goal does
// not choose one.
var goalWeights = []struct {
	name   string
	weight int
}{
	{"kill", 30}, {"kills", 20}, {"ransack", 15}, {"pit", 15}, {"keep", 10}, {"eliminate", 10},
}

// GoalKinds are the names --goal takes.
func GoalKinds() []string {
	var out []string
	for _, g := range goalWeights {
		out = append(out, g.name)
	}
	return out
}

// PlainKinds and SpecialKinds are the kinds the generator puts on the board
// and in hands; each plain kind is drawn PlainWeight times as often as each
// special one. A Snake is only ever in a hand: it enters play by placement.
var (
	PlainKinds   = []string{"Pikeman", "Bird", "Crab", "Cyclops", "Blockhead"}
	SpecialKinds = []string{"Catapult", "Cerberus", "Cloud Man", "Drunk", "Harpy", "Imp Swarm", "King",
		"Left Berzerker", "Magician", "Necromancer", "Priest", "Reverse Centaur", "Skeleton", "Witch"}
)

// PlainWeight is how much likelier each plain kind is than each special one.
const PlainWeight = 4

// stream returns the random stream of candidate i: the same seed and index
// always give the same stream, whatever else runs.
func stream(seed uint64, i int) *rand.Rand {
	return rand.New(rand.NewPCG(seed, uint64(i)*0x9e3779b97f4a7c15+1))
}

// drawer draws the parts of one candidate.
type drawer struct {
	rng *rand.Rand
	cat *engine.Catalogue
	cfg *Config
}

// kind draws a kind for the board (snake: for a hand, where a Snake may come).
func (d *drawer) kind(hand bool) engine.KindID {
	n := len(PlainKinds)*PlainWeight + len(SpecialKinds)
	if hand {
		n++
	}
	x := d.rng.IntN(n)
	var name string
	switch {
	case x < len(PlainKinds)*PlainWeight:
		name = PlainKinds[x/PlainWeight]
	case x-len(PlainKinds)*PlainWeight < len(SpecialKinds):
		name = SpecialKinds[x-len(PlainKinds)*PlainWeight]
	default:
		name = "Snake"
	}
	k, ok := d.cat.Lookup(name)
	if !ok {
		k, _ = d.cat.Lookup(PlainKinds[0])
	}
	return k
}

// cellNear draws a free cell near the anchor: within two cells seven times
// in ten, otherwise within three; in the territory t when t is valid.
func (d *drawer) cellNear(pos *engine.Position, anchor engine.Loc, t engine.Territory) engine.Loc {
	reach := 2
	if d.rng.IntN(10) >= 7 {
		reach = 3
	}
	var free []engine.Loc
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if !pos.Board[l].Empty() || engine.Distance(l, anchor) > reach {
			continue
		}
		if t != engine.NoTerritory && l.Territory() != t {
			continue
		}
		free = append(free, l)
	}
	if len(free) == 0 {
		return engine.NoLoc
	}
	return free[d.rng.IntN(len(free))]
}

// candidate draws candidate i: a problem for player 1 against player 2, or
// nil when the draw makes no sensible problem. See docs/generate.md for the
// distribution in words.
func candidate(cfg *Config, cat *engine.Catalogue, i int) *solver.Problem {
	d := &drawer{rng: stream(cfg.Seed, i), cat: cat, cfg: cfg}
	rng := d.rng

	opp := cfg.Opponent
	if !cfg.OpponentSet {
		opp = solver.Opponent(rng.IntN(3))
	}
	goal := cfg.Goal
	if goal == "" {
		total := 0
		for _, g := range goalWeights {
			total += g.weight
		}
		x := rng.IntN(total)
		for _, g := range goalWeights {
			if x < g.weight {
				goal = g.name
				break
			}
			x -= g.weight
		}
	}

	pos := engine.NewPosition(2)
	pos.Turn = uint16(3 + rng.IntN(10))
	pos.Deck = uint16(5 + rng.IntN(20))

	// The anchor: where the fight is.
	var anchor engine.Loc
	terr := engine.NoTerritory
	switch goal {
	case "pit":
		anchor = engine.Pit
	case "ransack":
		terr = engine.Territory(3 + rng.IntN(3)) // DE, EF or FA: player 2's
		cells := terr.Cells()
		anchor = cells[rng.IntN(len(cells))]
	default:
		for {
			anchor = engine.Loc(rng.IntN(engine.NumLocs))
			if anchor.Ring() <= 3 {
				break
			}
		}
	}
	if goal == "eliminate" {
		// Player 2 lost its territories earlier: killing its last pieces
		// puts it out.
		for t := 3; t < 6; t++ {
			pos.Control[t] = 0
		}
	}

	// How many pieces, and whose.
	n := cfg.MinPieces + rng.IntN(cfg.MaxPieces-cfg.MinPieces+1)
	mine := (n + 1) / 2
	if rng.IntN(3) == 0 {
		mine += rng.IntN(3) - 1
	}
	mine = min(max(mine, 1), n-1)
	theirs := n - mine
	if goal == "eliminate" || opp == solver.Any {
		// Fewer opposing pieces: under "any" each one multiplies the
		// replies to search.
		theirs = min(theirs, 1+rng.IntN(3))
		mine = n - theirs
	}
	put := func(owner uint8, l engine.Loc) bool {
		if l == engine.NoLoc {
			return false
		}
		pos.Board[l] = engine.Piece{Kind: d.kind(false), Owner: owner, Facing: engine.Dir(rng.IntN(6))}
		return true
	}
	// The first pieces: the one to kill or keep on the anchor, the
	// defenders of the territory to ransack.
	switch goal {
	case "kill":
		put(2, anchor)
		theirs--
	case "keep":
		put(1, anchor)
		mine--
	case "ransack":
		defenders := 1 + rng.IntN(2)
		for range min(defenders, theirs) {
			if !put(2, d.cellNear(&pos, anchor, terr)) {
				return nil
			}
			theirs--
		}
	}
	for range theirs {
		if !put(2, d.cellNear(&pos, anchor, engine.NoTerritory)) {
			return nil
		}
	}
	// The kind asked for with --with: on the board (as one of player 1's
	// pieces) or in hand; in hand too when the goal's piece took player 1's
	// last place on the board.
	withHand := false
	if cfg.With != "" {
		k, _ := cat.Lookup(cfg.With)
		if cat.Kind(k).Has(engine.PlacedInTrench) || rng.IntN(2) == 0 || mine == 0 {
			withHand = true
			_ = pos.AddHand(1, k)
		} else {
			l := d.cellNear(&pos, anchor, engine.NoTerritory)
			if l == engine.NoLoc {
				return nil
			}
			pos.Board[l] = engine.Piece{Kind: k, Owner: 1, Facing: engine.Dir(rng.IntN(6))}
			mine--
		}
	}
	for range mine {
		if !put(1, d.cellNear(&pos, anchor, engine.NoTerritory)) {
			return nil
		}
	}

	// Hands: player 1 holds none half the time, else one to three pieces;
	// player 2 holds none two times in three, else one.
	if rng.IntN(2) == 0 || withHand {
		for range rng.IntN(3) {
			_ = pos.AddHand(1, d.kind(true))
		}
		if !withHand {
			_ = pos.AddHand(1, d.kind(true))
		}
	}
	if goal != "eliminate" && opp != solver.Any && rng.IntN(3) == 0 {
		_ = pos.AddHand(2, d.kind(true))
	}
	// A Necromancer needs a graveyard to raise from, and a target there.
	if hasRule(&pos, cat, engine.Raises) {
		for range 1 + rng.IntN(2) {
			_ = pos.AddGrave(engine.Grave{Kind: d.kind(false), Owner: uint8(1 + rng.IntN(2))})
		}
		graves := pos.Graveyard()
		for n := 1; n <= 2; n++ {
			if hasOwnRule(&pos, cat, n, engine.Raises) {
				pos.Player(n).Target = graves[rng.IntN(len(graves))].Kind
			}
		}
	}
	// A position a game could not reach (a territory that would have been
	// ransacked, a hand over its maximum ...) is no puzzle.
	if pos.Validate(cat) != nil || len(pos.Warnings(cat)) > 0 {
		return nil
	}

	p := &solver.Problem{Rules: &engine.Rules{Kinds: cat}, Pos: pos, Side: 1, Opponent: opp}
	if opp == solver.Fixed {
		// Each of player 2's pieces moves half the time, one of its moves.
		var replies []engine.Order
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if pos.Board[l].Owner != 2 || rng.IntN(2) == 0 {
				continue
			}
			var moves []engine.Order
			for _, o := range pos.PieceOptions(cat, l, nil) {
				if o.Op == engine.OpMove {
					moves = append(moves, o)
				}
			}
			if len(moves) > 0 {
				replies = append(replies, moves[rng.IntN(len(moves))])
			}
		}
		if len(replies) == 0 {
			return nil
		}
		p.Replies = [][]engine.Order{nil, replies}
	}

	var goals []engine.Goal
	switch goal {
	case "kill":
		goals = append(goals, engine.Goal{Kind: engine.GoalKill, Loc: anchor})
	case "keep":
		goals = append(goals, engine.Goal{Kind: engine.GoalKeep, Loc: anchor})
	case "kills":
		enemies := pos.CountPieces(2)
		goals = append(goals, engine.Goal{Kind: engine.GoalKills, N: 1 + rng.IntN(min(3, enemies))})
	case "ransack":
		goals = append(goals, engine.Goal{Kind: engine.GoalRansack, Terr: terr})
	case "pit":
		goals = append(goals, engine.Goal{Kind: engine.GoalPit})
	case "eliminate":
		goals = append(goals, engine.Goal{Kind: engine.GoalEliminate, N: 2})
	}
	if goal != "keep" && rng.IntN(20) < 7 {
		goals = append(goals, engine.Goal{Kind: engine.GoalNoLosses})
	}
	p.Goals = goals
	if p.Check() != nil {
		return nil
	}
	return p
}

// hasOwnRule reports whether player n has a piece of a kind with trait t
// on the board or in hand.
func hasOwnRule(pos *engine.Position, cat *engine.Catalogue, n int, t engine.Trait) bool {
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := pos.Board[l]; int(pc.Owner) == n && cat.Kind(pc.Kind).Has(t) {
			return true
		}
	}
	return slices.ContainsFunc(pos.Player(n).HandKinds(), func(k engine.KindID) bool { return cat.Kind(k).Has(t) })
}

// hasRule reports whether a piece of a kind with trait t is on the board or
// in a hand.
func hasRule(pos *engine.Position, cat *engine.Catalogue, t engine.Trait) bool {
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := pos.Board[l]; !pc.Empty() && cat.Kind(pc.Kind).Has(t) {
			return true
		}
	}
	for n := 1; n <= int(pos.NumPlayers); n++ {
		if slices.ContainsFunc(pos.Player(n).HandKinds(), func(k engine.KindID) bool { return cat.Kind(k).Has(t) }) {
			return true
		}
	}
	return false
}

// Candidate returns candidate i of the configuration's stream, before any
// judging: nil when the draw makes no sensible problem.
func Candidate(cfg *Config, i int) *solver.Problem {
	return candidate(cfg, cfg.Kinds, i)
}
