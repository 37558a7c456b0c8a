package solver

import (
	"slices"

	"github.com/birdcrab/birdcrab/engine"
)

// Pieces knocked back at most once because one Harpy alone can reach them.
//
// knockonce.go reads a piece as knocked back at most once where its
// opponents have one Harpy in play in all. A player often has two: one on
// the board and one in hand (a position from a real game, issue 11: a
// Harpy each on the board and one in the side's hand). Then every piece
// the side's Harpies could beat is widened by every Harpy in play, cells
// all around its walk (three rings there), though the Harpy in hand can
// only be placed on the side's territories, far from most of them: the
// closure then reaches across the board, and a search of a kills goal
// under fixed that ends in about 1,500 nodes with no Harpy in hand did not
// end in 7.5 million with one (see "The sixty-fourth round" in
// docs/performance.md).
//
// A Harpy H can knock a piece back only while it stands next to it, and H
// is then at most off cells off its own walk, off the Harpies in play that
// could knock H (beatBits: its enemies', each knocking H once at most, when
// H beats it; knockRun.off), the piece not yet knocked on its walk (bumped,
// it stops short on it): the piece's walk widened by off+1 cells meets H's
// walk. Knocked the jth time, the piece is at most j-1 cells off its walk,
// so its jth knocker's walk comes within off+j cells of it (knockedNear). A
// piece near whose walk fewer Harpies come than there are in play is
// knocked back only as many times as come near enough, each time one cell
// away from where its knocker stands then: within off cells of that Harpy's
// walk (knockedBy, knockStages). The Harpies are counted as countHarpies
// counts them: one for each on the board, and as many as its player may
// place for the placement cells of that player whose walks (the cells) meet
// it. Counting needs them to stay whose they are (no Priest in play).

// unsoundKnockNear, for TestPruningsAreChecked: the Harpies a player may
// place are not counted, whatever cells they may be placed on. (Kept out
// of the list in search.go, whose values it does not take, so that
// branches adding to that list merge.)
const (
	unsoundKnockNear unsoundness = 250 + iota
	// noKnockNear: knockedNear is not read at all (the search as before
	// it, for the tests that compare the two).
	noKnockNear
)

// The parts of knockedNear's reading made unsound one at a time, for
// TestPruningsAreChecked and TestHunt (numbered apart, as above).
const (
	// unsoundKnockerOnWalk: a Harpy taken to stand on its own walk when it
	// knocks (off 0), though the enemy Harpies may have knocked it off.
	unsoundKnockerOnWalk unsoundness = 230 + iota
	// unsoundKnockNearer: the jth knocker taken to come within off+j-1
	// cells of the piece's walk, one cell less than it may.
	unsoundKnockNearer
	// unsoundKnockOnce: the piece knocked back one step at most, however
	// many Harpies may knock it.
	unsoundKnockOnce
	// unsoundHandOne: the Harpies a player may place counted as one at
	// most.
	unsoundHandOne
	// unsoundHeldOnly: the closure's family read with the held agents'
	// Harpies alone, the free agents' left out.
	unsoundHeldOnly
)

// knockRun is what knockedNear reads of a run of harpyOpts (one agent's
// Harpy options): its player (0-based), whether it is a piece on the board
// (else a placement cell), and off, the Harpies in play that could beat
// its Harpy: it stands at most that many cells off its walk.
type knockRun struct {
	player int
	piece  bool
	off    int
}

// knockNear is the model's reading for knockedNear: its runs, and the
// Harpies each player may place (those in play not on the board).
type knockNear struct {
	runs []knockRun
	hand [engine.MaxPlayers]int
}

// maxKnockNear bounds the Harpies in play knockedNear reads.
const maxKnockNear = 6

// findKnockNear fills m.kn (after findKnockers): nothing with a Priest in
// play, fewer than two Harpies, or more than maxKnockNear.
func (m *model) findKnockNear(priests bool) {
	m.kn = knockNear{}
	if priests || m.harpies < 2 || m.harpies > maxKnockNear || testUnsound == noKnockNear {
		return
	}
	var board [engine.MaxPlayers]int
	for _, r := range m.harpyRuns {
		h := m.harpyOpts[r[0]]
		ag := &m.agents[h.a]
		k, _ := m.optionKind(int(h.a), &ag.opts[h.o])
		off, _ := m.knock.unitsOf(beatBits(ag.player, m.cat.Kind(k), false))
		if testUnsound == unsoundKnockerOnWalk {
			off = 0
		}
		kr := knockRun{int(ag.player - 1), ag.kind == agPiece, off}
		if kr.piece {
			board[kr.player]++
		}
		m.kn.runs = append(m.kn.runs, kr)
	}
	for q := range board {
		m.kn.hand[q] = max(m.knock.units[q]-board[q], 0)
	}
}

// knockedNear returns, for a wide option with plain walk walkX that the
// Harpies of the players of beat could beat, how many times at most it is
// knocked back (-1: not read, see findKnockNear), and the cells where the
// Harpies that may knock it may stand when they die; walks gives each
// run's walk (every option's in the model, or the family's: see
// knockedNearIn).
//
// A Harpy U stands at most off(U) cells off its walk (see knockRun). The
// piece is on its walk until its first knock, and at most j-1 cells off it
// when knocked the jth time, by a Harpy next to it. So its jth knocker's
// walk comes within off+j cells of its walk, and j Harpies do, each
// knocking it once at most (a Harpy dies once). The piece is knocked at
// most k times, k the largest such that for every j up to k, j Harpies
// come so near; by those that come within off+k, standing within off of
// their walks.
func (m *model) knockedNear(beat uint8, walkX uint64, walks func(i int) uint64) (uint64, int) {
	if m.kn.runs == nil {
		return 0, -1
	}
	r := m.harpies
	var ring knockRing
	ring[0] = walkX
	for d := 1; d < len(ring) && d <= 2*r; d++ {
		ring[d] = dilate(ring[d-1])
	}
	var c knockCount
	var placed [engine.MaxPlayers]int // per player: the nearest j of its cells, 0 for none
	var placedAt [engine.MaxPlayers]uint64
	for i := range m.kn.runs {
		kr := &m.kn.runs[i]
		walk := walks(i)
		if beat&(1<<kr.player) == 0 {
			continue
		}
		j := ring.nearest(walk, kr.off, r)
		switch {
		case j == 0:
		case kr.piece:
			c.add(j, 1, dilateBy(walk, kr.off))
		default:
			if placed[kr.player] == 0 || j < placed[kr.player] {
				placed[kr.player] = j
			}
			placedAt[kr.player] |= dilateBy(walk, kr.off)
		}
	}
	for q, j := range placed {
		if j > 0 && testUnsound != unsoundKnockNear {
			n := m.kn.hand[q]
			if testUnsound == unsoundHandOne {
				n = min(n, 1)
			}
			c.add(j, n, placedAt[q]) // read as near as its nearest cell
		}
	}
	return c.times(r)
}

// knockRing is a piece's walk widened by 0, 1, 2, ... cells.
type knockRing [2*maxKnockNear + 1]uint64

// nearest returns the least j from 1 to r for which a walk of a Harpy
// standing at most off cells off it comes within off+j cells of the
// piece's walk (0: none).
func (ring *knockRing) nearest(walk uint64, off, r int) int {
	near := 0
	if testUnsound == unsoundKnockNearer {
		near = 1
	}
	for j := 1; walk != 0 && j <= r; j++ {
		if d := off + j - near; d >= len(ring) || d > 2*r || walk&ring[d] != 0 { // (read up to 2r: knockedNear)
			return j
		}
	}
	return 0
}

// knockCount counts, for each j, the Harpies whose walks come within
// off+j cells of a piece's walk and no nearer, and where they may stand
// when they die.
type knockCount struct {
	within [maxKnockNear + 1]int
	at     [maxKnockNear + 1]uint64
}

func (c *knockCount) add(j, n int, cells uint64) {
	c.within[j] += n
	c.at[j] |= cells
}

// times returns how many times at most the piece is knocked back, with r
// Harpies in play, and where those that may knock it may stand.
func (c *knockCount) times(r int) (uint64, int) {
	k, n := 0, 0
	var hc uint64
	for j := 1; j <= r; j++ {
		n += c.within[j]
		if n < j {
			break
		}
		k, hc = j, hc|c.at[j]
	}
	return hc, k
}

// knockedFewer returns, for narrow, the cells of a wide option that the
// Harpies of the players of beat could beat, with plain cells st and walk
// walk, knocked back only as often as knockedNear reads, when that is
// fewer times than there are Harpies in play (and it is no Imp Swarm's).
func (m *model) knockedFewer(beat uint8, st *stages, walk uint64, jumps bool) (stages, bool) {
	if jumps {
		return stages{}, false
	}
	hc, n := m.knockedNear(beat, walk, m.allWalks)
	if n < 0 || n >= m.harpies {
		return stages{}, false
	}
	return knockedBy(st, walk, hc, n), true
}

// allWalks returns, for knockedNear, run i's walk over all its options.
func (m *model) allWalks(i int) uint64 {
	var walk uint64
	r := m.harpyRuns[i]
	for _, h := range m.harpyOpts[r[0]:r[1]] {
		walk |= h.walk
	}
	return walk
}

// knockRunWalks reads, for knockedNearIn, each run's walks in the family
// the closure walks, as harpyWalks reads them, but for a free agent only
// the options the budget still allows (a placement the hand or the
// placements made rule out now, every order set of the family rules
// out); when they change, the
// allies' cells read before are read anew (allyGen: allyCellsOf keys them
// by the players' walks alone).
func (w *worker) knockRunWalks(free *aset) {
	m := w.m
	if m.kn.runs == nil {
		return
	}
	if len(w.knWalks) != len(m.harpyRuns) {
		w.knWalks = make([]uint64, len(m.harpyRuns))
	}
	if testHeldBudget != nil {
		w.checkHeldBudget(free)
	}
	changed := false
	for i, r := range m.harpyRuns {
		hs := m.harpyOpts[r[0]:r[1]]
		a := int(hs[0].a)
		var walk uint64
		if !free.has(a) {
			walk = m.agents[a].opts[w.asg[a]].harpy
		} else {
			// m.legal reads w.bud, the placements of the agents' current
			// options: those of the held agents alone, the free ones
			// standing at no order (checked by TestFreeAgentsOutOfBudget).
			// Were a free agent's placement counted there, its own other
			// placements and the others' it leaves no hand for would be
			// dropped from the family, though it may take them instead.
			for _, h := range hs {
				if int(w.asg[a]) == int(h.o) || testUnsound != unsoundHeldOnly && w.left(a, int(h.o)) && m.legal(&w.bud, a, int(h.o)) {
					walk |= h.walk
				}
			}
		}
		if w.knWalks[i] != walk {
			w.knWalks[i], changed = walk, true
		}
	}
	if changed {
		w.allyGen++
	}
}

// knockedNearIn returns, for wide option op of agent a that no lone
// Harpy in play knocks (op.walk == 0, not an Imp Swarm's), its cells in
// the family the closure walks, as knockedNear reads them with the
// Harpies of the family alone (knockRunWalks); false when more than one
// may stand next to it there.
func (w *worker) knockedNearIn(a int, op *option) (*stages, bool) {
	m := w.m
	if m.kn.runs == nil || op.jumps {
		return nil, false
	}
	walkX := op.plain.union()
	hc, n := m.knockedNear(op.beat, walkX, func(i int) uint64 { return w.knWalks[i] })
	switch {
	case n < 0 || n >= m.harpies:
		return nil, false
	case n == 0:
		return &op.plain, true
	}
	k := &w.knocked[a]
	key := hc ^ uint64(n)<<engine.NumLocs // (the bits past the cells: n < 8)
	if !k.ok || k.op != op || k.hw != key {
		*k = knockMemo{true, op, key, knockedBy(&op.plain, walkX, hc, n)}
	}
	return &k.st, true
}

// knockedBy returns the cells, stage by stage, of a piece whose plain
// cells are st (walk: its walk) knocked back at most n times, each time a
// cell away from a Harpy standing on hc: knockStages n times, each from
// the cells the piece may be on by then.
func knockedBy(st *stages, walk, hc uint64, n int) stages {
	if testUnsound == unsoundKnockOnce {
		n = min(n, 1)
	}
	out := *st
	for range n {
		out = knockStages(&out, walk, hc)
		walk = out.union()
	}
	return out
}

// testHeldBudget, when set by TestFreeAgentsOutOfBudget, counts the
// readings of knockRunWalks where a free agent has Harpy options (given),
// and those where w.bud is not the budget of the held agents' options
// alone (wrong).
var testHeldBudget *memoCheck

// checkHeldBudget counts, for testHeldBudget, whether w.bud holds the
// placements of the agents free holds (it must hold those of the held
// agents alone: see knockRunWalks).
func (w *worker) checkHeldBudget(free *aset) {
	m := w.m
	read := false
	for _, r := range m.harpyRuns {
		read = read || free.has(int(m.harpyOpts[r[0]].a))
	}
	if !read {
		return
	}
	held := newBudget(m)
	for a, o := range w.asg {
		if o != 0 && !free.has(a) {
			m.take(&held, a, int(o))
		}
	}
	testHeldBudget.given.Add(1)
	same := held.placed == w.bud.placed && held.snakes == w.bud.snakes && held.necroes == w.bud.necroes
	for n := range held.used {
		same = same && slices.Equal(held.used[n], w.bud.used[n])
	}
	if !same {
		testHeldBudget.wrong.Add(1)
	}
}
