package solver

import (
	"math"
	"math/bits"
	"slices"
	"sync/atomic"
	"unsafe"

	"github.com/birdcrab/birdcrab/engine"
)

// The survivor bound (see survives) is a pure function of what the worker
// holds for a few agents: the option of the witness, and of every agent
// whose cells come next to the witness's (a foe, or a piece that divides
// it), or that places within two of them (a sure opponent of a foe in the
// first fights, see sureOpponents): whether it is free, its option and the
// options it has left (its restriction). A failed kills
// goal reads it for each of the others' pieces standing, at every
// refutation (see killsFailed), a met Pit or keep goal for its piece (see
// holdsTo); between two refutations most of those agents are as they were.
// survMemo keeps each verdict with the state of the agents it read, and
// gives it again while they are all so.
//
// A restriction is named by a version: a number given to each one made
// (save), set back with it on rollback (restore), and unique among the
// workers of a search (their first numbers are apart, see newWorker), so
// a restriction imposed from another worker's record keeps its name.

// survEntry is the verdict for one option of one agent.
type survEntry struct {
	read  bool       // ra and zone are set
	fixed bool       // the bound cannot follow the piece: false, whatever the others do
	bare  bool       // the budget had no room for what it reads: its verdicts are read anew
	ra    []int32    // the agents whose state the verdict may read
	rm    []uint64   // per agent of ra: the cells its options are read in (see stateOf)
	nb    uint64     // the cells next to the witness's, its own too
	end   engine.Loc // where the witness ends the turn
	verdicts
	arr *memoWaysOf[arrival] // what arrivals read, kept as the verdicts are (see arrivalsMemo)
}

// verdicts is what a memo keeps for one question: its last answers, each
// with what it read.
type verdicts = memoWaysOf[bool]

// memoWaysOf is what a memo keeps for one question whose answer is a T:
// sets of memoWays answers, an answer in the set its reading hashes to
// (see memoized). The ways are made when the first answer is kept.
type memoWaysOf[T comparable] struct {
	next uint8 // the way to fill next in a set
	ways []memoWay[T]
}

// memoWay is one answer kept, with what it read.
type memoWay[T comparable] struct {
	set  bool     // res and vals hold an answer
	res  T        // the answer
	h    uint64   // vals hashed (see memoHash)
	vals []uint64 // what it read (see stateOf, agentState)
	read uint64   // the side's placements whose facing it read (see twinCheck)
}

// memoWays is the verdicts a set of an entry keeps, for as many states of
// the agents it reads (the last ones read that hash to the set).
const memoWays = 8

// firstSets is the sets of a firstMemo entry: a piece's first fights are
// asked of with many states of the placements around it. (On any-pit-b
// seed 3 of the positions like the suite's, with eight ways the memos read
// anew 9.1 million of the 29.4 million verdicts asked; with eight sets,
// the first fights' memo 2.96 million of its 26.7 million, with 32 sets
// 1.46 million, and 64 or 128 sets took no less time.)
const firstSets = 32

// memoHash hashes what a verdict read.
func memoHash(vals []uint64) uint64 {
	h := uint64(len(vals))
	for _, v := range vals {
		h = bits.RotateLeft64(h^v, 27) * 0x9e3779b97f4a7c15
	}
	return h ^ h>>31
}

// survMemo holds the entries of every option of every agent, those of
// agent a from base[a] on.
type survMemo struct {
	base []int32
	ents []survEntry
	near []uint64 // per agent: the cells it may occupy or step toward, its own too
	buf  []uint64 // what the entry looked up reads now
}

// memoRoom is what a worker's memo may hold: used is the bytes it holds,
// budget the most it may (see Options.MemoryMB); what would pass it is not
// kept, and the verdict is read anew. off: the entries alone would pass
// it, and there are none.
type memoRoom struct {
	used, budget int64
	off          bool
}

// keep reports whether n more bytes fit in the memo's budget, and counts
// them held when they do.
func (w *worker) keep(n int64) bool {
	r := &w.room
	if r.used+n > r.budget {
		return false
	}
	r.used += n
	w.sh.memoUsed.Add(n)
	return true
}

// defaultMemoryMB is the memory the memos of a search may take, all its
// workers together, when Options.MemoryMB does not say.
const defaultMemoryMB = 256

// memoShare returns the bytes each of n memos may hold when they share mb
// megabytes (0 or less: defaultMemoryMB), at least 1. More megabytes than
// an int64 counts in bytes are as many as it counts: the shift wrapped,
// and a huge --memory turned the memo off.
func memoShare(mb, n int) int64 {
	if mb <= 0 {
		mb = defaultMemoryMB
	}
	total := int64(math.MaxInt64)
	if int64(mb) <= math.MaxInt64>>20 {
		total = int64(mb) << 20
	}
	return max(total/int64(max(n, 1)), 1)
}

// testMemo, when set (by TestMemoGivesTheScansVerdict), counts the
// verdicts the memo gives again, and those of them a fresh reading would
// not give.
var testMemo *memoCheck

// testFirstMemo is testMemo for the first fights' memo (set by
// TestFirstMemoGivesTheScansVerdict).
var testFirstMemo *memoCheck

// memoCheck counts the verdicts a memo gives again, and the wrong ones.
type memoCheck struct{ given, wrong atomic.Int64 }

// versionSpan parts the restriction versions of the workers of a search.
const versionSpan = 1 << 40

// stateOf is what the verdict of entry e reads of agent b, its i-th: nothing
// (0) when none of the options it may take in the family comes into the
// cells it is read in (rm); else its option, held, or the version of its
// restriction, free. A piece's option is read only next to the witness
// (gatherFoes passes over the others; the foes' sure opponents are the
// pieces on the board at the start, wherever they go, and the placements);
// a placement's within two of it.
func (w *worker) stateOf(e *survEntry, i int, free *aset) uint64 {
	b, zone := e.ra[i], e.rm[i]
	if testUnsound == unsoundMemoZone {
		zone = e.nb
	}
	if free.has(int(b)) && w.renvU[b]&zone == 0 || !free.has(int(b)) && w.tr[b]&zone == 0 {
		return 0
	}
	return w.agentState(int(b), free)
}

// agentState is what a verdict reads of agent b: its option, held, or the
// version of its restriction, free.
func (w *worker) agentState(b int, free *aset) uint64 {
	if free.has(b) {
		return 2<<62 | w.rver[b]
	}
	return 1<<62 | uint64(w.asg[b])
}

// memoized returns the answer vs keeps for what was read now, in the set of
// its sets that now hashes to, or reads it anew (scan) and keeps it there,
// when the budget has room for what it read. any
// gives the first answer kept whatever it read (TestPruningsAreChecked);
// hook, when set, has every answer given again read anew as well, and
// counts those that differ.
func memoized[T comparable](w *worker, vs *memoWaysOf[T], now []uint64, sets int, any bool, hook *memoCheck, scan func() T) T {
	h := memoHash(now)
	set := int(h%uint64(sets)) * memoWays
	from, to := set, set+memoWays
	if any {
		from, to = 0, len(vs.ways)
	}
	for i := from; i < to && i < len(vs.ways); i++ {
		if v := &vs.ways[i]; v.set && (any || v.h == h && slices.Equal(v.vals, now)) {
			if hook != nil {
				hook.given.Add(1)
				if scan() != v.res {
					hook.wrong.Add(1)
				}
			}
			w.twRead |= v.read
			return v.res
		}
	}
	saved := w.twRead
	w.twRead = 0
	res := scan()
	read := w.twRead
	w.twRead |= saved
	if vs.ways == nil {
		if !w.keep(int64(sets*memoWays) * int64(unsafe.Sizeof(memoWay[T]{}))) {
			return res // no room: the answer is not kept
		}
		vs.ways = make([]memoWay[T], sets*memoWays)
	}
	v := &vs.ways[set+int(vs.next)]
	if c := cap(v.vals); c < len(now) && !w.keep(int64(len(now)-c)*8) {
		return res // no room: the answer is not kept
	}
	vs.next = (vs.next + 1) % memoWays
	v.res, v.set, v.h, v.read = res, true, h, read
	v.vals = append(v.vals[:0], now...)
	return res
}

// memoNow returns what entry e reads now of its agents (see stateOf), in
// the memo's buffer.
func (w *worker) memoNow(e *survEntry, free *aset) []uint64 {
	now := w.memo.buf[:0]
	for i := range e.ra {
		now = append(now, w.stateOf(e, i, free))
	}
	w.memo.buf = now
	return now
}

// survivesMemo is survives (of agent x, held), given again from the memo
// while the agents it read are as they were.
func (w *worker) survivesMemo(x int, free *aset) bool {
	if w.tw.live != 0 {
		return twinCheck(w, func() bool { return w.survivesRead(x, free) })
	}
	return w.survivesRead(x, free)
}

// survivesRead is survivesMemo, without its twins' readings.
func (w *worker) survivesRead(x int, free *aset) bool {
	e := w.memoEntry(x)
	if e.fixed {
		return false
	}
	if e.bare {
		return w.survivesScan(x, free)
	}
	// unsoundMemo: whatever they do (TestPruningsAreChecked); testMemo:
	// TestMemoGivesTheScansVerdict.
	return memoized(w, &e.verdicts, w.memoNow(e, free), 1, testUnsound == unsoundMemo, testMemo, func() bool { return w.survivesScan(x, free) })
}

// arrivalsMemo is arrivals (of agent x, held), given again from the memo
// while the agents it read are as they were: it reads what the survivor
// bound reads (see survivesMemo), the stages of the turn but the end.
func (w *worker) arrivalsMemo(x int, free *aset) arrival {
	if w.tw.live != 0 {
		return twinCheck(w, func() arrival { return w.arrivalsRead(x, free) })
	}
	return w.arrivalsRead(x, free)
}

// arrivalsRead is arrivalsMemo, without its twins' readings.
func (w *worker) arrivalsRead(x int, free *aset) arrival {
	read := func() arrival { return w.arrivals(x, free) }
	e := &offEntry
	if !free.has(x) && w.m.rules.Off == 0 {
		e = w.memoEntry(x)
	}
	if e.fixed || e.bare {
		return read()
	}
	if e.arr == nil {
		if !w.keep(int64(unsafe.Sizeof(memoWaysOf[arrival]{}))) {
			return read()
		}
		e.arr = &memoWaysOf[arrival]{}
	}
	// unsoundArrivalMemo: whatever they do (TestPruningsAreChecked);
	// testArrivalMemo: TestArrivalMemoGivesTheReading.
	return memoized(w, e.arr, w.memoNow(e, free), 1, testUnsound == unsoundArrivalMemo, testArrivalMemo, read)
}

// testArrivalMemo is testMemo for arrivalsMemo (set by
// TestArrivalMemoGivesTheReading).
var testArrivalMemo *memoCheck

// memoBase returns the bytes of a memo's entries, before they hold anything:
// one per option of every agent.
func memoBase(m *model) int64 {
	n := 0
	for a := range m.agents {
		n += len(m.agents[a].opts)
	}
	return int64(n)*int64(unsafe.Sizeof(survEntry{})) + int64(len(m.agents))*(4+8)
}

// endOf returns where the piece of agent x, held, ends the turn when it
// wins every fight (see survives).
func (w *worker) endOf(x int) engine.Loc {
	if e := w.memoEntry(x); e != &offEntry {
		return e.end
	}
	sx, _ := w.standing(x)
	return sx.at[stEnd]
}

// offEntry is the entry of every option when the memo is off: it keeps
// nothing.
var offEntry = survEntry{read: true, bare: true}

// memoEntry returns the entry of agent x's current option, setting the
// agents it reads the first time: those whose cells meet the cells within
// two of the witness's (its foes stand next to them; the opponents that
// divide a foe in the first fights, next to the foe). It returns offEntry
// when the memo is off (see memoRoom).
func (w *worker) memoEntry(x int) *survEntry {
	m := w.m
	sm := &w.memo
	if w.room.off {
		return &offEntry
	}
	if sm.base == nil {
		if !w.keep(memoBase(m)) {
			w.room.off = true
			return &offEntry
		}
		sm.base = make([]int32, len(m.agents))
		sm.near = make([]uint64, len(m.agents))
		n := 0
		for a := range m.agents {
			ag := &m.agents[a]
			sm.base[a] = int32(n)
			n += len(ag.opts)
			near := ag.env
			if ag.loc != engine.NoLoc {
				near |= 1 << ag.loc
			}
			for o := range ag.opts {
				near |= ag.opts[o].trace | ag.opts[o].st.union()
			}
			sm.near[a] = near
		}
		sm.ents = make([]survEntry, n)
	}
	e := &sm.ents[int(sm.base[x])+int(w.asg[x])]
	if e.read {
		return e
	}
	e.read = true
	sx, ok := w.standing(x)
	if !ok {
		e.fixed = true
		return e
	}
	zone := dilate(sx.nb)
	e.nb = sx.nb
	e.end = sx.at[stEnd]
	for b := range m.agents {
		// A placement is read within two cells of the witness, a piece
		// next to it (see stateOf).
		rm := sx.nb
		if m.agents[b].kind == agCell {
			rm = zone
		}
		if b != x && sm.near[b]&rm != 0 {
			e.ra = append(e.ra, int32(b))
			e.rm = append(e.rm, rm)
		}
	}
	if !w.keep(int64(len(e.ra)) * (4 + 8)) {
		e.ra, e.rm, e.bare = nil, nil, true
	}
	return e
}

// The first fights' verdict (see firstBeaten) is a pure function of the
// piece on the cell (on the board at the start, so fixed, or placed there
// by a held agent, read with the others), the beater's player, the number
// of placements each player's held agents make (what the others may still
// place, see handRoom), and the placements within two of the cell: a sure
// opponent of the piece is placed next to it, a possible opponent of its
// beater next to that. So it reads, of each cell agent there, whether it
// is free, its option and its restriction, as survMemo does (see stateOf),
// and the count of each player's held placements. The same piece is asked
// about again and again (each closure asks of the held pieces not joined
// yet, see deadFirst; each kills goal of the others' pieces): firstMemo
// keeps each verdict with what it read.

// firstMemo holds the verdicts of every cell and beater's player (entry
// l*(NumPlayers+1)+by), and per cell the cell agents within two of it.
type firstMemo struct {
	ents []verdicts
	ra   [][]int32
	off  bool // the budget had no room for the entries: verdicts are read anew
}

// firstBeatenMemo is firstBeaten (not undivided), given again from the
// memo while the placements it read are as they were.
func (w *worker) firstBeatenMemo(l engine.Loc, free *aset, by uint8) bool {
	if w.tw.live != 0 {
		return twinCheck(w, func() bool { return w.firstBeatenRead(l, free, by) })
	}
	return w.firstBeatenRead(l, free, by)
}

// firstBeatenRead is firstBeatenMemo, without its twins' readings.
func (w *worker) firstBeatenRead(l engine.Loc, free *aset, by uint8) bool {
	m := w.m
	fm := &w.first
	np := int(m.pos.NumPlayers) + 1
	if fm.off {
		return w.firstBeatenScan(l, free, by, false)
	}
	if fm.ents == nil {
		n := int64(engine.NumLocs*np) * int64(unsafe.Sizeof(verdicts{}))
		if w.room.off || !w.keep(n) {
			fm.off = true
			return w.firstBeatenScan(l, free, by, false)
		}
		fm.ents = make([]verdicts, engine.NumLocs*np)
		fm.ra = make([][]int32, engine.NumLocs)
		for c := range fm.ra {
			zone := dilate(nbrMask[c])
			for q := range m.cellAt {
				for z := zone; z != 0; z &= z - 1 {
					if a := m.cellAt[q][bits.TrailingZeros64(z)]; a >= 0 {
						fm.ra[c] = append(fm.ra[c], int32(a))
					}
				}
			}
			w.keep(int64(len(fm.ra[c])) * 4)
		}
	}
	now := w.memo.buf[:0]
	for _, b := range fm.ra[l] {
		if testUnsound == unsoundPlacedMemo && m.agents[b].loc == l {
			continue // TestFirstMemoReadsThePlacedVictimIsChecked
		}
		now = append(now, w.agentState(int(b), free))
	}
	if testUnsound != unsoundRoomMemo { // TestFirstMemoReadsTheHeldPlacementsIsChecked
		// The placements held anywhere: what the players may still
		// place (see handRoom).
		var held uint64
		for q := range m.cellsOf {
			held |= uint64(w.heldPlaced(q, free)) << (8 * q)
		}
		now = append(now, held)
	}
	w.memo.buf = now
	// unsoundFirstMemo: whatever they do (TestPruningsAreChecked);
	// testFirstMemo: TestFirstMemoGivesTheScansVerdict.
	return memoized(w, &fm.ents[int(l)*np+int(by)], now, firstSets, testUnsound == unsoundFirstMemo, testFirstMemo, func() bool { return w.firstBeatenScan(l, free, by, false) })
}
