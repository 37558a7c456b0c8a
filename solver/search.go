package solver

import (
	"sync/atomic"

	"github.com/birdcrab/birdcrab/engine"
)

// This file holds the search. The side's agents are searched depth first:
// a node assigns options to some agents and leaves the rest free, at "no
// order"; its evaluation is the order set it stands for.
//
//   - A node holding a solution already found is pruned: every set below it
//     contains that solution, so none is minimal.
//   - If the node's order set is a solution, the node is a leaf, for the
//     same reason.
//   - If not, a refutation says why: the reply that beats it (under Any) and
//     the seeds of a failed goal. Only free agents in the closure of those
//     seeds can change the verdict; the node branches on the first of them,
//     and when there is none the whole family below it fails. The agent is
//     held at "no order" (and the next agent of the closure branched on)
//     before its options are tried: smaller sets come first, and their
//     solutions prune the larger ones.
//
// Under Any the refutation is found by a search of the other players'
// agents built the same way: a node whose reply beats the candidate is a
// leaf, a node that does not branches on the free agents that could change
// that, and all the children of a node are evaluated before any is searched
// deeper, in passes of growing size (see oSearch). Replies that refuted
// earlier candidates are tried first (killers), and an agent's option in
// the last refutation first among its options.

// ao is one agent's option.
type ao struct {
	a int32
	o uint16
}

// refutation is why a candidate fails: the others' options (Any) and the
// seeds of each failed goal.
type refutation struct {
	reply []ao
	seeds []seedSet
	pick  int // the seed set followed, once chosen (see pickS); -1 before
	// weak counts, for a killer, the times strengthenRef found no
	// stronger reply for it: after strengthenTries, it stops trying.
	weak uint8
	// dead is actingFirst's deadOnly for the node of evaluation deadGen
	// (see deadOnly).
	dead    bool
	deadGen uint64
}

// deadOnly returns actingFirst's flag for the node whose evaluation is gen:
// pickS is asked again only while the node's agents are branched on, with
// no evaluation between.
func (r *refutation) deadOnly(gen uint64) *bool {
	if r.deadGen != gen {
		r.dead, r.deadGen = false, gen
	}
	return &r.dead
}

// part is the part of the search done so far, from 0 to 1 (Progress.Part).
func (sh *shared) part() float64 {
	return min(1, float64(sh.doneWeight.Load())/float64(wholeWeight))
}

// shared is what the workers of one search share.
type shared struct {
	stop  atomic.Bool
	nodes atomic.Int64
	done  atomic.Int32
	found atomic.Int32
	// doneWeight is the weight of the tasks searched to the end (see
	// task.weight), each counting its own part, not its branches'.
	doneWeight atomic.Int64
	late       atomic.Int32 // tasks begun after the stop (TestStopStartsNoBranch)
	lent       atomic.Int32 // workers lent to the others' search (TestSharedSearchSameNodes)

	workers atomic.Uint64 // workers made: each gives restriction versions of its own (see survMemo)

	memoBytes int64        // the budget of each worker's memo (0: all of defaultMemoryMB)
	memoUsed  atomic.Int64 // the bytes the workers' memos hold

	maxSols int          // stop once this many solutions are found (0: no limit; see Options.MaxSolutions)
	en      *enoughState // with maxSols: the minimal solutions found (see enough.go)
	enough  atomic.Bool  // the search stopped for having found maxSols

	checks checks // the counts of the searches of the others' replies under way (see checks.go)
}

// worker searches with its own assignment and scratch space.
type worker struct {
	padHead [cacheLine]byte // no other's data on its lines (see cacheLine)

	m     *model
	sh    *shared
	pool  chan *worker // the idle workers, lent to the others' search (see oShare); nil: none
	ab    []abort      // the shared searches this worker takes part in (see oShare)
	lent  bool         // it searched for another (see cloneFrom)
	asg   []uint16
	bud   budget
	plan  engine.Plan
	out   engine.Outcome
	res   engine.Resolver // reused: no scratch set up per resolution
	twRes engine.Resolver // the twins' turns (see twinEval), res keeping what it found
	nodes int64
	flush int64 // nodes not yet added to sh.nodes
	// The count of the search of the others' replies the worker takes
	// part in (nil: none), its own (see checks.go), and the nodes of
	// flush resolved before it began.
	check     *checkCount
	ownCheck  *checkCount
	checkSkip int64
	// The hand-off of a long task's branches (see handing): the nodes at
	// which it begins (0: never), whether it has, and the branches handed.
	handAt int64
	handed bool
	hand   []handPick
	stats  Stats // of the task (see Result.Stats)

	sFree   aset         // the side's free agents, while the others are searched
	oCap    int          // the most orders a reply of the others' search may give in this pass (see oSearch)
	oCapped bool         // this pass left a node unsearched below for want of oCap
	oLimit  int64        // the nodes at which this pass stops, over its budget (0: none; see oSearch)
	oOver   bool         // this pass stopped over its budget
	killers []refutation // Any: replies that refuted earlier candidates, most recent first
	red     *worker      // the reducer of the solutions found, when the search stops at enough (see enough.go)
	killOpt []uint16     // per agent: its option in the last refutation found

	// strengthenRef's scratch and counts.
	kseeds       []seedSet
	sReply       []ao
	kout         engine.Outcome // the outcome of the reply strengthened
	sEvals       int64          // evaluations spent in the task
	strengthened int64          // refutations strengthened (for tests)

	sols      [][]engine.Order
	known     [][]ao    // solutions found, as options: a node holding one is pruned
	knownBy   [][]int32 // per option of an agent (knownAt): the known solutions giving it
	knownAt   []int32   // per agent: where its options start in knownBy
	cands     [][]engine.Order
	wantCands bool

	sFrames []frame
	oFrames []frame
	others  aset

	// The options a free agent has left: those whose traces avoid excl[a]
	// at every stage. renv is their envelope, stage by stage (see
	// restrict).
	excl   []stages
	renv   []stages
	renvU  []uint64  // renv's cells at any stage
	drop   []optMask // per agent: options dropped (see dropOpts)
	undo   []restriction
	rmods  uint64     // restrictions made or undone so far (see resume)
	nj     noneJoined // the last closure from seeds that no free agent joined (see someJoin)
	rver   []uint64   // per agent: the version of its restriction (see survMemo)
	vclock uint64     // the last version given
	memo   survMemo
	first  firstMemo // see firstBeatenMemo
	lastR  int       // the agent restricted last

	// killedLater's scratch: the side's pieces that may reach a victim,
	// and the arrivals read in this reading of the sure kills (arrGen).
	laterX []int32
	arr    []arrivalAt
	arrGen uint64
	// sureFrom is the cells of the sure kills read in a family that holds
	// the one whose seeds are read now (the node's, for its children; see
	// sureKills), 0 when there is none.
	sureFrom uint64

	gen  uint64                    // evaluations so far: seeds read from the last one carry it
	hw   [engine.MaxPlayers]uint64 // closure: each player's Harpies' walks in the family (see harpyWalks)
	cz   czone                     // closure scratch
	dl   []int8                    // closure scratch: each agent's deadline
	tr   []uint64                  // per agent: the trace of its current option (w.asg), for the closure's quick test
	rs   resume                    // closure: where the last one stopped
	cand []cand                    // closure scratch: the agents that may still join
	foes []foe                     // survives scratch
	thr  []uint16                  // threats scratch: the options of the agent picked
	bst  []uint16                  // expand: the options branched on, a stack over the depths
	room memoRoom                  // what memo may hold

	// allies holds, stage by stage and per player, where its pieces may
	// stand in the family the closure walks, for the players allyCells
	// read last.
	allies  [nStages][engine.MaxPlayers]uint64
	allyOf  []allyMemo // per agent: its cells allyCells read last
	allyHW  [engine.MaxPlayers]uint64
	allyGen uint64 // counts the Harpies' walks allyOf was read with (allyHW)
	kfoes   stages // kingFights scratch: where a King's foes may arrive

	// The Priests' reach in the family the closure walks (see convNear):
	// cn points to it, or to the problem's.
	cn    *[engine.MaxPlayers]stages
	fcn   [engine.MaxPlayers]stages
	cnKey convKey
	fps   []priestAt

	// The held Imp Swarms' cells in the family, read once a closure (see
	// jumpsOf): the closure's number, and each agent's last reading.
	jclock uint64
	jlast  []jumpMemo
	// knocked: per agent, the cells of its option knocked back that the
	// closure read last (see knockedCells).
	knocked []knockMemo
	knWalks []uint64                  // per run of harpyOpts: its walks in the family (see knockRunWalks)
	jcache  *[jumpCacheSize]jumpEntry // see jumpCache
	avc     []allyVictimMemo          // per agent: allyVictims' last reading

	// placed counts, per player, the cell agents asg gives a placement
	// (see heldPlaced).
	placed [engine.MaxPlayers]int8

	// Twin proofs (see twins.go): the twins watched, the side's
	// placements whose facing a bound read (model.sideBit), the depth of
	// twinCheck and whether a twin's reading is under way, the scratch of
	// a twin's turn, and the twins found unbeaten in the task (twBytes
	// counted in the memo's room).
	tw      twinWatch
	br      branchWatch // the twins of the branch searched, w.tw's first (see watchBranch)
	brRef   refutation  // the refutation of a twin branch's order set (see proveBranchTwins)
	later   [][2]int32  // per agent: where the options branched on after its own are in bst
	twRead  uint64
	twDepth int
	twIn    bool
	twPlan  engine.Plan
	twOut   engine.Outcome
	twFaces [engine.NumLocs]uint8 // the facings the live twins give, by cell (see twinCells)
	twKey   []byte
	twSols  map[string]struct{}
	twBase  *twinSet // the twins proved that tasks before this one kept, for it (see scheduler.run)
	twBytes int64

	padTail [cacheLine]byte
}

// testUnsound, set by TestPruningsAreChecked only, makes one pruning
// unsound, to show that the differential test catches it.
var testUnsound unsoundness

type unsoundness uint8

const (
	soundPrunings        unsoundness = iota
	unsoundFarOptions                // restrict drops the options it should leave open
	unsoundFacings                   // mergeFacings merges every facing of a kind
	unsoundStages                    // closure lets agents join by the end of the turn only
	unsoundZoneUnion                 // the closure's union of the zone leaves out the presence layer
	unsoundActual                    // actual puts a held piece on its end cell all turn
	unsoundWitness                   // a failed goal's witness is the first agent in play
	unsoundSpend                     // spend gives up every placement after the first
	unsoundInert                     // pieces that can move are inert too
	unsoundDeath                     // a lost piece that died matters up to placement only
	unsoundDisplace                  // no piece is taken to be displaced by Harpies
	unsoundKilled                    // a piece killed matters up to placement only
	unsoundPushed                    // held pieces knocked back are read on their own walk
	unsoundSurvives                  // survives divides the witness by one opponent at most
	unsoundKills                     // a failed kills goal keeps only the others' pieces standing, however many were lost
	unsoundMine                      // an empty Pit or territory draws no piece of another player, even one we could convert
	unsoundAllyHarpy                 // no piece is knocked back by an allied Harpy, even a Cerberus
	unsoundReplies                   // the pieces the replies place widen nothing
	unsoundHarpyNear                 // a piece is widened only when its own walk meets a Harpy's
	unsoundOwnPriest                 // no Priest makes every facing of a placement count
	unsoundConvertedKing             // a placement's facings are merged as if no King its player's Priest converts joined its side
	unsoundThreats                   // branch leaves out the last option that could beat a witness
	unsoundDoomed                    // a piece beaten at once is beaten by an opponent taken to be undivided
	unsoundJumps                     // an Imp Swarm never jumps, with no Harpy in play
	unsoundJumpsTie                  // an Imp Swarm lands only on its victims' cells, never between two
	unsoundDoomedPriest              // a piece beaten at once is dead after placing, even where a Priest could convert it
	unsoundDoomedPlaced              // a piece beaten at once is beaten by an opponent that no placement can divide
	unsoundRansackSD                 // a failed ransack hangs only on the defenders alive at the end, though sudden death came after it
	unsoundStops                     // a walk that comes next to a witness is taken to stop before that cell
	unsoundBeatenFirst               // the victim of a kill is taken to be beaten at once by an attacker divided by nothing
	unsoundAllyFoes                  // every piece next to a piece is taken to fight it in the first fights, allies too
	unsoundKingGroup                 // a King's group in the first fights is taken to join through any piece, not allies only
	unsoundKingCloud                 // a King's group in the first fights counts its Cloud Men, gone from the board
	unsoundConvNear                  // a piece a Priest could convert never acts as another player's
	unsoundGroupZone                 // a King's group is left out of the closure: no ally of the King acts on it
	unsoundOneDeep                   // the others' search looks for replies of two orders at most
	unsoundSureVictims               // every victim of a met kills goal is taken to be a sure kill (see surelyKilled)
	unsoundKillsFirst                // the side's kills made at once are counted with attackers divided by nothing
	unsoundLostFirst                 // a piece of ours taken to be lost at once with the placements the family leaves free not counted
	unsoundAnyLost                   // every witness that is a lost piece of ours is taken to keep its goal failed while lost, a ransack's defender too
	unsoundCount                     // the opponents that may stand next to a witness are counted without a walk's first cell next to it
	unsoundBlocked                   // a piece with no move blocks its allies' walks even where another piece could act on it
	unsoundFirstDivisor              // a foe of a witness is divided, in the first fights, by the opponents that could be next to it, not those surely there
	unsoundFightsAnew                // a foe that may be moved or converted is taken to fight a witness that stays put only after its own steps
	unsoundWalker                    // a walking witness is taken never to be bumped by its allies
	unsoundWalkerStill               // a walking witness is taken to fight only foes that step, as if it stood still
	unsoundPresence                  // a placement that acts only by being next to a piece dead in the first round is taken to be there whatever another player places on its cell
	unsoundRanged                    // a walking witness is taken to have no ranged fight
	unsoundAllyWalk                  // the walk of a witness's ally that a Priest could convert is cut at the witness too
	unsoundKeptGround                // a territory is taken to keep its player in the game even when the player's hand may be empty
	unsoundGivesNoKill               // every piece of the others standing is taken to give no kill in the family
	unsoundHoldsMet                  // a met Pit or keep goal is taken to hold whatever the family does, as in the turn just evaluated
	unsoundMemo                      // the survivor memo gives a verdict again whatever the agents it read do
	unsoundMemoZone                  // the survivor memo reads placements only next to the witness (TestMemoReadsPlacementsTwoAwayIsChecked)
	unsoundFirstMemo                 // the first fights' memo gives a verdict again whatever the placements it read do
	unsoundCloudCell                 // a beater's opponents leave out placements on the cell of a Cloud Man
	unsoundPriestChain               // a Priest converted is taken to convert nothing for its new side
	unsoundVictims                   // an Imp Swarm is taken never to kill its allies, even where a Priest could convert them
	unsoundConvertedOn               // an ally a Priest converted is taken to be an Imp Swarm's victim only on a cell a Priest may stand on
	unsoundJumpsFamily               // a held Imp Swarm's victims in the family are read from the held agents only
	unsoundSpeedy                    // a Reverse Centaur witness is taken to be fought with combat numbers, divided
	unsoundKnockWays                 // with one Harpy in play, a piece is taken to be knocked toward it, not away
	unsoundKilledBy                  // a met kills goal is taken to hang on one piece fewer than it asks
	unsoundKilledByCut               // a met kills goal's pieces are taken to matter up to the stage the first of them died in
	unsoundTurns                     // every turn is taken to change nothing, even next to a Cloud Man's landing
	unsoundTurnsBlur                 // a Cloud Man is taken to fight only its opponents' facings, even where a Priest, Cerberus, Imp Swarm or Harpy is in play
	unsoundTurnsKing                 // a piece's turn is taken to change nothing for its player's King, away from an opponent's Cloud Man
	unsoundTurnsFirst                // turns are left out as usual though rotation comes first (engine.RuleRotateLast off)
	unsoundLostAtStart               // every piece of the side on the board is taken to be lost before anything moves
	unsoundAlliesPlaced              // an Imp Swarm is taken to kill no ally its player may place that fights allies
	unsoundJumpAllies                // a jumping Imp Swarm is taken to be acted on by no ally
	unsoundAllyOption                // a held placement is taken never to fight allies when not every kind its cell may take does
	unsoundStaleOut                  // a reply not strengthened is read from the outcome of the last reply tried
	unsoundJumpBase                  // an Imp Swarm's victims among the others' pieces under fixed are read where they would stand with no order
	unsoundDeadFirst                 // a piece dead in the first round is taken to be acted on by nothing, placements next to it too
	unsoundFreeDead                  // a free piece that may die in the first round is read as held without asking whether it does
	unsoundDeadPriest                // a piece beaten in the first round is taken to die even next to a Priest of the other player
	unsoundKnockHeld                 // a held piece not displaced is read on its walk alone, not the cells a piece blocking its knockback stands on
	unsoundKnockOut                  // a piece that may be knocked back is read one cell out of its walk, not of where it may be knocked to
	unsoundHarpyJumps                // an Imp Swarm's jumps are followed as if no Harpy could knock it back (see jumpCells)
	unsoundHarpyFree                 // the Harpies that free agents may still place or move are not counted (see harpyWalks)
	unsoundKnockAllies               // a piece that may be knocked back is taken to be acted on by no ally
	unsoundFrom                      // a free piece's move is taken to do as no order until a stage after its first step
	unsoundVictimsPick               // a met kills goal with more victims than it asks is taken to hang on one fewer, chosen
	unsoundKingFights                // a King is taken never to fight a Cloud Man landing at the end
	unsoundConvFamily                // a Priest free in the family is read on the option it holds now
	unsoundPlacedCloud               // a Cloud Man on the board is taken never to fight its allies, as one placed
	unsoundLandsOnly                 // a Cloud Man on the board is taken to be acted on by no ally, even one on the cell it lands on
	unsoundPlacedMemo                // the first fights' memo reads every placement within two cells of the cell asked about but the one on it
	unsoundRoom                      // a player is taken to place at most one piece next to a piece in the first fights
	unsoundRoomMemo                  // the first fights' memo reads not the placements held away from the cell asked about
	unsoundTrenchMeet                // a held Snake in a trench is taken to be there in the first fights even where another player may place one on its cell
	unsoundCentaurBeater             // a piece against a Reverse Centaur in the first fights is taken to fight with its speed divided by its opponents
	unsoundKillPriest                // a kill's victim beaten at once is taken to die even with a third player's Priest in play, as a player's kills are
	unsoundEdgeWide                  // a move past the edge is taken as the move that stops there even for a piece that may be knocked back
	unsoundEdgeRules                 // a move past the edge is taken as the move that stops there even with a rule of movement off
	unsoundStandNear                 // killedLater takes no piece of the side to meet the victim, without reading its arrivals (TestArrivalsReadWhereTheyMayMeet)
	unsoundSureGave                  // the sure kills are looked for among the others' pieces on the board that gave the side a kill, not those placed
	unsoundArrives                   // a walker is taken to arrive next to a victim whatever may beat it on its way
	unsoundVictimBumped              // a walking victim of a kill made later is taken never to be bumped by its allies
	unsoundBumpStop                  // a walk bumped off the board is read as standing still all turn, even where it stepped before
	unsoundPresenceFull              // a piece that acts on another's fate in a stage is taken never to need its own fate then, not even at the end or near a Harpy
	unsoundRoundsHarpy               // a piece near a Harpy is taken to fight once a stage: its fate then is left out of the closure
	unsoundRoundsPriest              // a piece near a Priest or an Imp Swarm is taken to fight once a stage: its fate then is left out of the closure
	unsoundEndFights                 // a piece is taken to fight none next to it at the end, even where a Cloud Man lands
	unsoundArrivalMemo               // the arrivals memo gives its first reading whatever the agents do
	unsoundFirstFoe                  // the survivor bound's scan, stopping at the first foe that beats the witness, takes it to stand when none did on the way
	unsoundWideFacings               // a placement's facings are merged though a Harpy could knock its piece elsewhere
	unsoundFoeFacings                // the others' search takes every facing of a placement as one
	unsoundNoJoin                    // the closure takes only a free seed as able to join, not a free agent with cells left
	unsoundTwinEval                  // a twin is taken as alike whatever its turns' outcomes
	unsoundTwinReads                 // a twin is taken as alike whatever the bounds read of its facing
	unsoundTwinAll                   // a twin is taken as alike whatever its turns' outcomes and the bounds read
	noTwins                          // no twin is watched (sound: for measurements)
	noMirrors                        // no branch's twins are watched (sound: for measurements)
	unsoundBranchProof               // a twin branch is taken as alike where a proof of its order set ended its twin
	unsoundBranchEval                // a twin branch is taken as alike whatever the side's turns' outcomes
	unsoundBranchKnown               // a twin branch is watched though a solution known gives its agent its option
	noStrengthen                     // replies are not strengthened (sound: for measurements)
	noDeadLast                       // a free piece dead in the first round is branched on when the closure finds it first (sound: for measurements)
	unsoundHandOff                   // a task hands off all the branches it has not begun but one
	unsoundAllyMemo                  // allyCells gives an agent's cells again whatever became of its piece
	unsoundSureFrom                  // a child of the others' search takes the sure kills of the child before it, not of its node
	unsoundNoneJoin                  // a failed kills goal is taken to have no free agent join from all its pieces standing
	unsoundJoinedNone                // a closure that no free agent joined is taken to have none join from the same seeds read in any evaluation, in any family
	unsoundDeadAlike                 // a child of the others' search stands for every sibling of its agent once its piece is surely dead or stopped, whatever their steps
	unsoundStandsOn                  // an ally is taken to stand on its cell, bumping a walker there, whether or not it is surely alive
	noAlike                          // no child of the others' search stands for a sibling (sound: for measurements)
	unsoundAlikeFromTurn             // a child of the others' search stands for its siblings by the stage its piece stopped in the turn just resolved, not surely in its family
)

// restriction is what restrict or dropOpts changed, for rollback.
type restriction struct {
	a          int32
	excl, renv stages
	drop       optMask
	ver        uint64 // its version (see survMemo)
}

// optMask is a set of options of one agent, by index; agents with more
// options than it holds are never given one (see threats).
type optMask [4]uint64

const maxMasked = len(optMask{}) * 64

func (s *optMask) has(o int) bool { return o < maxMasked && s[o>>6]&(1<<(o&63)) != 0 }
func (s *optMask) set(o int)      { s[o>>6] |= 1 << (o & 63) }

type frame struct {
	ref  refutation
	met  seedSet
	kids []oKid
	res  []restriction
	outs []engine.Outcome // the children's outcomes, by index in kids
}

// maxKillers bounds the refutations kept for reuse.
const maxKillers = 12

func newWorker(m *model, sh *shared) *worker {
	w := &worker{m: m, sh: sh, oCap: maxReplyOrders}
	w.ownCheck = sh.newCheckCount()
	w.asg = ownLines[uint16](len(m.fixed))
	copy(w.asg, m.fixed)
	w.bud = newBudget(m)
	for a, o := range w.asg {
		if o != 0 {
			m.take(&w.bud, a, int(o))
			if ag := &m.agents[a]; ag.kind == agCell {
				w.placed[ag.player-1]++
			}
		}
	}
	w.killOpt = ownLines[uint16](len(m.agents))
	w.knownAt = ownLines[int32](len(m.agents))
	n := 0
	for a := range m.agents {
		w.knownAt[a] = int32(n)
		n += len(m.agents[a].opts)
	}
	w.knownBy = ownLines[[]int32](n)
	w.sFrames = ownLines[frame](len(m.own) + 2)
	w.oFrames = ownLines[frame](len(m.others) + 2)
	for _, a := range m.others {
		if !m.inert.has(a) {
			w.others.set(a)
		}
	}
	w.excl = ownLines[stages](len(m.agents))
	w.drop = ownLines[optMask](len(m.agents))
	w.renv = ownLines[stages](len(m.agents))
	w.allyOf = ownLines[allyMemo](len(m.agents))
	w.cn = &m.facts.convNear
	w.cnKey.st = ownLines[priestState](len(m.priestAgents))
	w.jlast = ownLines[jumpMemo](len(m.agents))
	w.knocked = ownLines[knockMemo](len(m.agents))
	if m.jumpers {
		w.jcache = new([jumpCacheSize]jumpEntry)
	}
	w.avc = ownLines[allyVictimMemo](len(m.agents))
	w.renvU = ownLines[uint64](len(m.agents))
	w.dl = ownLines[int8](len(m.agents))
	w.later = ownLines[[2]int32](len(m.agents))
	w.tr = ownLines[uint64](len(m.agents))
	w.rver = ownLines[uint64](len(m.agents))
	w.vclock = uint64(sh.workers.Add(1)) * versionSpan
	w.room.budget = sh.memoBytes
	if w.room.budget == 0 {
		w.room.budget = memoShare(0, 1) // a search of its own (Refute, tests)
	}
	for a := range m.agents {
		w.tr[a] = m.agents[a].opts[w.asg[a]].trace
	}
	w.unrestrict()
	return w
}

// unrestrict leaves every agent all its options.
func (w *worker) unrestrict() {
	clear(w.excl)
	clear(w.drop)
	for a := range w.m.agents {
		w.vclock++
		w.rver[a] = w.vclock
		env := w.m.agents[a].allStages()
		w.renv[a], w.renvU[a] = env, env.union()
	}
	w.undo = w.undo[:0]
	w.lent = false
}

// restrict leaves agent a only the options whose traces avoid the cells of
// z (and those it had left before): the others are searched elsewhere. It
// reports whether any option is left besides "no order". rollback undoes
// the restrictions made since a mark (len(w.undo)).
func (w *worker) restrict(a int, z *stages) bool {
	w.save(a)
	w.excl[a].or(z)
	var left bool
	if z.isAll() {
		// Nothing is left: not even options without a trace.
		w.renv[a] = w.m.agents[a].opts[0].st
		w.renvU[a] = w.renv[a].union()
	} else {
		left = w.envelope(a)
	}
	if testUnsound == unsoundFarOptions {
		left = false // drop the options left: TestPruningsAreChecked
	}
	return left
}

// dropOpts takes options opts from agent a, which keeps the others (see
// restrict). It reports whether any option is left besides "no order".
func (w *worker) dropOpts(a int, opts []uint16) bool {
	w.save(a)
	for _, o := range opts {
		w.drop[a].set(int(o))
	}
	return w.envelope(a)
}

// save records agent a's restriction, for rollback, before it changes.
func (w *worker) save(a int) {
	w.undo = append(w.undo, w.restrictionOf(a))
	w.rmods++
	w.vclock++
	w.rver[a] = w.vclock
	w.lastR = a
}

// envelope sets agent a's envelope from the options it has left, and
// reports whether it has any besides "no order".
func (w *worker) envelope(a int) bool {
	ag := &w.m.agents[a]
	env := ag.opts[0].st
	left := false
	for o := 1; o < len(ag.opts); o++ {
		if w.left(a, o) {
			env.or(&ag.opts[o].st)
			left = true
		}
	}
	w.renv[a], w.renvU[a] = env, env.union()
	return left
}

// left reports whether option o of the free agent a is among those it has
// left: not skipped, nor restricted (restrict, dropOpts).
func (w *worker) left(a, o int) bool {
	op := &w.m.agents[a].opts[o]
	return !op.skip && avoids(&op.st, &w.excl[a]) && !w.drop[a].has(o)
}

func (w *worker) rollback(mark int) {
	for len(w.undo) > mark {
		r := w.undo[len(w.undo)-1]
		w.undo = w.undo[:len(w.undo)-1]
		w.restore(r)
	}
}

// restore sets agent r.a's restriction to r's.
func (w *worker) restore(r restriction) {
	w.excl[r.a], w.renv[r.a], w.renvU[r.a], w.drop[r.a] = r.excl, r.renv, r.renv.union(), r.drop
	w.rver[r.a] = r.ver
	w.rmods++
}

// restrictionOf returns agent a's restriction as it stands, to impose again
// later.
func (w *worker) restrictionOf(a int) restriction {
	return restriction{int32(a), w.excl[a], w.renv[a], w.drop[a], w.rver[a]}
}

// near reports whether option o of agent a is among the options it has
// left and its trace meets zone z: an option to branch on now.
func (w *worker) near(a, o int, z *stages) bool {
	return meetsSt(&w.m.agents[a].opts[o].st, z) && w.left(a, o) && w.m.legal(&w.bud, a, o)
}

// allCells is every cell (see allZone).
const allCells = ^uint64(0)

// reset readies w for a new task: the fixed options only, no killers, no
// results. The results of the last task must have been taken.
func (w *worker) reset() {
	m := w.m
	for a, o := range w.asg {
		if o != m.fixed[a] {
			if o != 0 {
				m.give(&w.bud, a, int(o))
			}
			if m.fixed[a] != 0 {
				m.take(&w.bud, a, int(m.fixed[a]))
			}
			w.setAsg(a, m.fixed[a])
		}
	}
	w.killers = w.killers[:0]
	w.rollback(0)
	if w.lent {
		w.unrestrict() // the restrictions it was lent with (see cloneFrom)
	}
	clear(w.killOpt)
	w.sols, w.cands = nil, nil
	w.known = w.known[:0]
	for k := range w.knownBy {
		w.knownBy[k] = w.knownBy[k][:0]
	}
	w.nodes, w.flush = 0, 0
	clear(w.later)
	clear(w.twSols)
	w.twBase = nil
	w.hand, w.handed = w.hand[:0], false
	w.tw, w.br = twinWatch{}, branchWatch{}
	w.room.used -= w.twBytes
	w.sh.memoUsed.Add(-w.twBytes)
	w.twBytes = 0
	w.stats = Stats{}
	w.sEvals = 0
}

func (w *worker) stopped() bool {
	if w.sh.stop.Load() {
		return true
	}
	for _, x := range w.ab {
		if x.cut.Load() < x.kid && !testPastCut {
			return true
		}
	}
	return false
}

// planOf writes into pl the plan of the current assignment.
func (w *worker) planOf(pl *engine.Plan) {
	*pl = engine.Plan{}
	for a, o := range w.asg {
		if o != 0 {
			applyOption(pl, w.m.agents[a].player, &w.m.agents[a].opts[o])
		}
	}
}

// eval resolves the turn under the current assignment and reports whether
// the goals are met.
func (w *worker) eval() bool {
	m := w.m
	w.gen++
	w.planOf(&w.plan)
	w.res.WatchFacingsOf(w.twinCells(), &w.twFaces) // see twinEval
	w.res.Resolve(m.rules, &m.pos, &w.plan, &w.out, nil)
	if w.tw.live != 0 {
		w.twinEval()
	}
	w.nodes++
	if w.flush++; w.flush >= flushNodes {
		w.sh.nodes.Add(w.flush)
		w.addCheck()
		w.flush = 0
	}
	return engine.AllMet(m.goals, &m.pos, &w.out, int(m.side))
}

func (w *worker) assign(a, o int) {
	w.setAsg(a, uint16(o))
	w.m.take(&w.bud, a, o)
}

func (w *worker) unassign(a, o int) {
	w.setAsg(a, 0)
	w.m.give(&w.bud, a, o)
}

// setAsg gives agent a option o, keeping w.tr and w.placed.
func (w *worker) setAsg(a int, o uint16) {
	if ag := &w.m.agents[a]; ag.kind == agCell {
		w.placed[ag.player-1] += int8(min(o, 1)) - int8(min(w.asg[a], 1))
	}
	w.asg[a] = o
	w.tr[a] = w.m.agents[a].opts[o].trace
}

func (w *worker) setReply(r []ao) {
	for _, x := range r {
		w.setAsg(int(x.a), x.o)
	}
}

func (w *worker) clearReply(r []ao) {
	for _, x := range r {
		w.setAsg(int(x.a), 0)
	}
}

// sNode searches the family of the side's order sets that agree with the
// current assignment, the free agents taking any options; last is the agent
// given an option last (-1: none known).
func (w *worker) sNode(free aset, depth, last int) {
	if w.subsumed(last) {
		return
	}
	fr := &w.sFrames[depth]
	if !w.refuteS(&free, &fr.ref) {
		w.solution()
		return
	}
	if w.wantCands && len(w.cands) < maxCands {
		w.cands = append(w.cands, w.m.orders(w.asg, w.m.side))
	}
	w.expand(free, depth)
}

// solution records the current order set of the side as a solution, unless
// the search was stopped (then the verdict is not proven).
func (w *worker) solution() {
	if w.stopped() {
		return
	}
	m := w.m
	var s []ao
	for _, a := range m.own {
		if o := w.asg[a]; o != 0 {
			s = append(s, ao{int32(a), o})
		}
	}
	w.addKnown(s)
	w.sols = append(w.sols, m.orders(w.asg, m.side))
	w.foundSolutions(w.sols[len(w.sols)-1:])
}

// setKnown makes the solutions known the ones of a task's earlier waves.
func (w *worker) setKnown(known [][]ao) {
	w.known = w.known[:0]
	for k := range w.knownBy {
		w.knownBy[k] = w.knownBy[k][:0]
	}
	for _, s := range known {
		w.addKnown(s)
	}
}

func (w *worker) addKnown(s []ao) {
	i := int32(len(w.known))
	w.known = append(w.known, s)
	for _, x := range s {
		k := w.knownAt[x.a] + int32(x.o)
		w.knownBy[k] = append(w.knownBy[k], i)
	}
}

// subsumed reports whether the current assignment holds a solution already
// found: every order set below it then contains that solution, and none is
// minimal. When last is an agent, the assignment without its option is
// known to hold none, so only solutions giving it the option it has are
// checked.
func (w *worker) subsumed(last int) bool {
	held := func(s []ao) bool {
		for _, x := range s {
			if w.asg[x.a] != x.o {
				return false
			}
		}
		return true
	}
	if last >= 0 {
		for _, i := range w.knownBy[w.knownAt[last]+int32(w.asg[last])] {
			if held(w.known[i]) {
				return true
			}
		}
		return false
	}
	for _, s := range w.known {
		if held(s) {
			return true
		}
	}
	return false
}

// expand branches a refuted node on the free agents that can change the
// verdict. The first such agent's options that can change it now (those
// whose traces meet the zone it joined the closure by, or those that could
// beat the witness still standing: see branch) are one branch each; the
// rest of its options stay open in one more branch, searched first
// (smaller order sets first, so that the solutions found prune more), where
// the agent is branched on again only if the zone grows to meet them.
func (w *worker) expand(free aset, depth int) {
	fr := &w.sFrames[depth]
	if w.stopped() {
		return
	}
	lo, mark := len(w.bst), len(w.undo)
	a, left := w.branch(&fr.ref, &free)
	if a < 0 {
		return
	}
	hi := len(w.bst)
	rest := free
	if !left {
		rest.clear(a)
	}
	w.expand(rest, depth)
	w.rollback(mark)
	w.bst = w.bst[:hi]
	free.clear(a)
	w.branches(a, lo, hi, free, depth)
	w.bst = w.bst[:lo]
}

// branches searches the branches of agent a's options w.bst[lo:hi], one
// after the other, free the agents free below them, at depth: or, once the
// task hands off (see handing), leaves those not begun to tasks of their own.
func (w *worker) branches(a, lo, hi int, free aset, depth int) {
	for i := lo; i < hi; i++ {
		o := int(w.bst[i])
		if o == 0 {
			continue // a twin of a branch searched before, mirrored (see mirror)
		}
		if w.handing() {
			w.handOff(a, w.bst[i:hi], free)
			break
		}
		w.assign(a, o)
		w.later[a] = [2]int32{int32(i + 1), int32(hi)} // see watchTwins
		kf := free
		w.spend(&kf, a)
		s0, k0 := len(w.sols), len(w.known)
		watching := w.watchBranch(a, o, w.bst[i+1:hi])
		w.sNode(kf, depth+1, a)
		if watching {
			w.mirror(s0, k0, w.bst[i+1:hi])
		}
		w.later[a] = [2]int32{}
		w.unassign(a, o)
		if w.stopped() {
			break
		}
	}
}

// branch picks the free agent to branch on under refutation ref (see
// pickS), appends to w.bst the options it is branched on, one branch each,
// and leaves it only its other options, for the branch that holds the rest.
// It returns the agent (-1: none can change the verdict, and the family
// fails) and whether it has options left besides "no order".
//
// The options branched on are those that could beat the witness still
// standing (see threats) when only free agents' options could, and else
// those whose traces meet the zone the agent joined the closure by.
func (w *worker) branch(ref *refutation, free *aset) (int, bool) {
	m := w.m
	a, z, thr := w.pickS(ref, free)
	if a < 0 {
		return -1, false
	}
	if thr {
		for i, o := range w.thr {
			if testUnsound == unsoundThreats && i == len(w.thr)-1 {
				break // dropped, not branched on: TestPruningsAreChecked
			}
			if m.legal(&w.bud, a, int(o)) {
				w.bst = append(w.bst, o)
			}
		}
		return a, w.dropOpts(a, w.thr)
	}
	for o := 1; o < len(m.agents[a].opts); o++ {
		if w.near(a, o, &z) {
			w.bst = append(w.bst, uint16(o))
		}
	}
	return a, w.restrict(a, &z)
}

// pickS returns the free agent to branch on under refutation ref, with the
// zone it joined the closure by, or -1 when no free agent can change the
// verdict; or, reporting true, one whose options in w.thr could beat the
// witness still standing (see threats). Of several failed goals it follows
// the one with the fewest free agents that matter.
func (w *worker) pickS(ref *refutation, free *aset) (int, stages, bool) {
	w.setReply(ref.reply)
	defer w.clearReply(ref.reply)
	if len(ref.seeds) == 1 {
		ref.pick = 0
	}
	if ref.pick >= 0 {
		s := &ref.seeds[ref.pick]
		if w.staysLost(s, free) {
			return -1, stages{}, false
		}
		if s.surv > 0 {
			a, stands := w.threats(int(s.surv-1), free)
			if stands {
				return -1, stages{}, false
			}
			if a >= 0 {
				return a, stages{}, true
			}
		}
		a, _, z := w.closure(s, free, 0)
		a, z = w.actingFirst(s, free, w.m.own, a, z, ref.deadOnly(w.gen))
		return a, z, false
	}
	// Follow the seed set with the fewest free agents that matter, from
	// now on for the whole node.
	pick, a, _, z := w.fewestSeeds(ref.seeds, free, 1<<30-1)
	ref.pick = pick
	if a < 0 {
		return -1, stages{}, false
	}
	s := &ref.seeds[pick]
	if s.surv > 0 {
		if a, _ := w.threats(int(s.surv-1), free); a >= 0 {
			return a, stages{}, true
		}
	}
	a, z = w.actingFirst(s, free, w.m.own, a, z, ref.deadOnly(w.gen))
	return a, z, false
}

// fewestSeeds returns, of the seed sets ss (the reply assigned), the one
// whose closure the fewest free agents join, counting no more than
// limit+1: its index, the first agent to join, their count and the zone it
// joined by. The agent is -1, and the count 0, when no free agent can
// change the verdict: a witness of that seed set stands whatever they do,
// or none joins its closure.
func (w *worker) fewestSeeds(ss []seedSet, free *aset, limit int) (pick, a, n int, z stages) {
	pick, a, n = -1, -1, limit+1
	for i := range ss {
		if w.stands(&ss[i], free) {
			return i, -1, 0, stages{}
		}
		b, c, zb := w.closure(&ss[i], free, n-1)
		if b < 0 {
			return i, -1, 0, stages{}
		}
		if c < n {
			pick, a, n, z = i, b, c, zb
		}
	}
	return pick, a, n, z
}

// refuteS finds why the current order set of the side fails; it reports
// false when it is a solution (or the search was stopped).
func (w *worker) refuteS(free *aset, ref *refutation) bool {
	m := w.m
	w.stats.Judged++
	if m.opp != Any {
		if w.eval() {
			return false
		}
		ref.reply = ref.reply[:0]
		ref.seeds, ref.pick = w.failSeeds(free, ref.seeds), -1
		return true
	}
	if w.twinProved() {
		w.stats.Proved++
		w.stats.Twins++
		if testTwin != nil {
			testTwin(w)
		}
		w.proveBranchTwins(w.tw.live&(1<<w.br.n-1), free)
		return false
	}
	if i := w.killerBeats(); i >= 0 {
		ref.reply = append(ref.reply[:0], w.killers[i].reply...)
		ref.seeds, ref.pick = w.failSeeds(free, ref.seeds), -1
		// Move it to the front.
		kr := w.killers[i]
		copy(w.killers[1:i+1], w.killers[:i])
		w.killers[0] = kr
		w.stats.Remembered++
	} else {
		branch := w.tw.live // the twin branches alike so far
		found := w.searchReplies(free, ref)
		alike := w.tw.live
		w.proofOver(branch & alike)
		if !found {
			if !w.stopped() {
				w.proveBranchTwins(branch&^alike, free)
			}
			return false
		}
		w.addKiller(ref.reply)
		w.setReply(ref.reply)
	}
	// The reply of ref is assigned.
	w.strengthenRef(ref, free)
	if testRefuted != nil {
		testRefuted(w, ref)
	}
	w.clearReply(ref.reply)
	return true
}

// searchReplies searches the others' replies for one that beats the side's
// current order set, free the side's agents free, watching its twins (see
// watchTwins), and counts the search: it fills ref and reports true when it
// finds one, and keeps the twins still alike when it proves none does.
func (w *worker) searchReplies(free *aset, ref *refutation) bool {
	w.sFree = *free
	n := w.nodes
	w.watchTwins()
	found := w.oSearch(ref)
	w.stats.ReplyNodes += w.nodes - n
	switch {
	case found:
		w.stats.Refuted++
	case !w.stopped():
		w.stats.Proved++
		w.stats.ProofNodes += w.nodes - n
		w.keepTwins()
	}
	return found
}

// testRefuted, when set by a test, is handed each refutation refuteS finds
// under Any, its reply assigned.
var testRefuted func(w *worker, ref *refutation)

// The evaluations strengthen may spend in one task: strengthenFree, and
// one for every strengthenDiv evaluations of the task. A refutation that
// fewer than strengthenMin free agents can change is not strengthened: the
// family below it is small. Nor is a killer strengthenTries attempts
// found nothing stronger for.
const (
	strengthenFree  = 1000
	strengthenDiv   = 4
	strengthenMin   = 2
	strengthenTries = 2
)

// strengthenRef looks, when some free agents can change the verdict of
// ref (its reply now assigned), for a reply that beats the side's order set
// as well and fewer of them can change: ref's with one more order, then one
// more, as long as that helps (see strengthen). A refutation that no free
// agent can change refutes the whole family at once. The first reply found
// is seldom such: under any, "no orders" often beats the first candidates,
// for want of a piece of ours somewhere, and every agent of ours that could
// bring one joins the closure; a defender the others place there may stand
// whatever we do. The one found is kept as a killer and tried first, and
// ref becomes it, assigned.
func (w *worker) strengthenRef(ref *refutation, free *aset) {
	if !w.mayStrengthen() || free.count() < strengthenMin || w.killers[0].weak >= strengthenTries {
		return
	}
	w.kseeds = append(w.kseeds[:0], ref.seeds...)
	n, cur := w.refCost(w.kseeds, free, 1<<20), uint64(0)
	w.sEvals++
	if n < strengthenMin {
		return
	}
	w.clearReply(ref.reply)
	w.kout, cur = w.out, w.gen
	w.sReply = append(w.sReply[:0], ref.reply...)
	found := false
	for n > 0 && w.mayStrengthen() {
		c, ok := w.strengthen(free, n)
		if !ok {
			break
		}
		n, found = c, true
	}
	if found {
		w.strengthened++
		w.addKiller(w.sReply)
		k := w.killers[0].reply
		w.setReply(k)
		w.eval()
		ref.reply = append(ref.reply[:0], k...)
		ref.seeds, ref.pick = w.failSeeds(free, ref.seeds), -1
		for _, x := range k {
			w.killOpt[x.a] = x.o
		}
		return
	}
	// None: the outcome of ref's reply back, under an evaluation number of
	// its own (see worker.gen), and the killer is tried less.
	w.killers[0].weak++
	w.setReply(ref.reply)
	if testUnsound != unsoundStaleOut {
		w.out = w.kout
	}
	w.gen++
	for i := range ref.seeds {
		if ref.seeds[i].gen == cur {
			ref.seeds[i].gen = w.gen
		}
	}
}

// mayStrengthen reports whether strengthenRef is within its budget in the
// task: counted per task, so that the nodes searched do not depend on
// which worker ran the tasks before (see parallel.go).
func (w *worker) mayStrengthen() bool {
	return testUnsound != noStrengthen && w.sEvals*strengthenDiv < w.nodes+strengthenFree
}

// strengthen tries the others' reply in w.sReply with one more order, each
// in turn, for one that still beats the current order set and that fewer
// than n free agents can change (see refCost). It appends the best such to
// w.sReply and returns the count, reporting whether it found one. The reply
// is not assigned when it is called, nor when it returns.
func (w *worker) strengthen(free *aset, n int) (int, bool) {
	m := w.m
	base := w.sReply
	var in aset
	for _, x := range base {
		in.set(int(x.a))
		w.assign(int(x.a), int(x.o))
	}
	best := ao{-1, 0}
	for _, a := range m.others {
		if in.has(a) || m.inert.has(a) || m.agents[a].kind == agTarget {
			continue
		}
		for o := 1; o < len(m.agents[a].opts) && n > 0; o++ {
			if m.agents[a].kind == agCell && !m.legal(&w.bud, a, o) {
				continue
			}
			w.assign(a, o)
			w.sEvals++
			if w.targetsLegal() && !w.eval() {
				w.kseeds = w.failSeeds(free, w.kseeds)
				if c := w.refCost(w.kseeds, free, n-1); c < n {
					best, n = ao{int32(a), uint16(o)}, c
				}
			}
			w.unassign(a, o)
		}
		if n == 0 {
			break
		}
	}
	for _, x := range base {
		w.unassign(int(x.a), int(x.o))
	}
	if best.a < 0 {
		return n, false
	}
	w.sReply = append(base, best)
	return n, true
}

// refCost returns how many free agents can change the verdict of a failed
// order set with seeds ss, under the reply now assigned (0: none, the whole
// family fails), counting no more than limit+1 (see fewestSeeds).
func (w *worker) refCost(ss []seedSet, free *aset, limit int) int {
	_, _, n, _ := w.fewestSeeds(ss, free, limit)
	return n
}

// addKiller keeps a refutation for reuse, at the front.
// killerBeats returns the index of the first refutation kept (w.killers)
// that beats the side's current order set, left assigned, or -1 when none
// does.
func (w *worker) killerBeats() int {
	for i := range w.killers {
		k := w.killers[i].reply
		w.setReply(k)
		if !w.eval() {
			return i
		}
		w.clearReply(k)
	}
	return -1
}

func (w *worker) addKiller(r []ao) {
	if len(w.killers) < maxKillers {
		w.killers = append(w.killers, refutation{})
	}
	last := w.killers[len(w.killers)-1]
	copy(w.killers[1:], w.killers[:len(w.killers)-1])
	last.reply = append(last.reply[:0], r...)
	last.weak = 0
	w.killers[0] = last
}

// oNode searches the others' replies that agree with the current
// assignment, the free agents of ofree taking any options, for one that
// beats the side's current order set. It fills ref and reports true when it
// finds one.
func (w *worker) oNode(ofree aset, depth int, ref *refutation) bool {
	if w.stopped() {
		return false
	}
	if !w.eval() {
		w.refuted(ref)
		return true
	}
	fr := &w.oFrames[depth]
	w.metSeeds(&ofree, &fr.met)
	return w.oExpand(ofree, depth, &fr.met, ref)
}

// refuted fills ref with the others' current options, which beat the side.
func (w *worker) refuted(ref *refutation) {
	ref.reply = ref.reply[:0]
	for _, a := range w.m.others {
		if o := w.asg[a]; o != 0 {
			ref.reply = append(ref.reply, ao{int32(a), o})
			w.killOpt[a] = o
		}
	}
	ref.seeds, ref.pick = w.failSeeds(&w.sFree, ref.seeds), -1
}

// testStaleSeeds, when set by a test, is called by each node of the
// others' search whose seeds are read without the outcome they came from
// (see worker.below).
var testStaleSeeds func()

// oKid is a child of a node of the others' search: one more option, the
// agents still free below it, the restrictions in force below it (the first
// nres of its frame's), and (once evaluated) what its verdict hangs on.
type oKid struct {
	a, o int
	free aset
	nres int
	met  seedSet
	out  *engine.Outcome // the outcome of its evaluation (see below)
	// alike: an earlier child of the same agent stands for it (see
	// alike.go); it is neither evaluated nor searched.
	alike bool
}

// oExpand searches below a node of the others' search whose reply does not
// beat the side; met holds what that hangs on. Each free agent that can
// change that gives a child per option that can change it now (see expand);
// its other options stay open below the children of the agents after it.
// All the children are evaluated before any is searched further: a simple
// refutation is found before a deep one is looked for. At the depth of the
// pass's cap (see oSearch) it searches nothing, and notes whether it left
// a child out.
func (w *worker) oExpand(ofree aset, depth int, met *seedSet, ref *refutation) bool {
	m := w.m
	if depth >= w.oCap {
		// Its children give one order too many for this pass. Once one
		// node was cut short, the next pass is due whatever the others.
		if !w.oCapped {
			a, _, _ := w.closure(met, &ofree, 0)
			if a >= 0 && w.pickVictims(met, &ofree) {
				a, _, _ = w.closure(met, &ofree, 0)
			}
			w.oCapped = a >= 0
		}
		return false
	}
	if w.overBudget() {
		return false
	}
	if testStaleSeeds != nil && met.gen != w.gen {
		testStaleSeeds()
	}
	fr := &w.oFrames[depth]
	kids := fr.kids[:0]
	res := fr.res[:0]
	mark := len(w.undo)
	deadOnly := false // see actingFirst
	for picked := false; ; {
		a, _, z := w.closure(met, &ofree, 0)
		if a < 0 {
			break
		}
		if !picked {
			picked = true
			if w.pickVictims(met, &ofree) {
				continue // the victims fewer free agents reach
			}
		}
		a, z = w.actingFirst(met, &ofree, m.others, a, z, &deadOnly)
		kf := ofree
		kf.clear(a)
		// The option of the last refutation first; of two facings that
		// are one in this family, the first (see sameFacing).
		first := len(kids)
		var foes [2]uint8
		merge, read := m.agents[a].kind == agCell, false
		try := func(o int) {
			if !w.near(a, o, &z) {
				return
			}
			for _, k := range kids[first:] {
				if merge && m.agents[a].opts[k.o].ords[0].Kind == m.agents[a].opts[o].ords[0].Kind {
					if !read {
						foes, merge = w.foeDirs(a, &ofree)
						read = true
					}
					if merge && m.sameFacing(a, k.o, o, foes) {
						return
					}
				}
			}
			kids = append(kids, oKid{a: a, o: o, free: kf, nres: len(res)})
		}
		ko := int(w.killOpt[a])
		if ko > 0 {
			try(ko)
		}
		for o := 1; o < len(m.agents[a].opts); o++ {
			if o != ko {
				try(o)
			}
		}
		if !w.restrict(a, &z) {
			ofree.clear(a)
		}
		res = append(res, w.restrictionOf(a))
	}
	w.rollback(mark)
	if cap(fr.outs) < len(kids) {
		fr.outs = make([]engine.Outcome, len(kids)+len(kids)/2)
	}
	fr.kids, fr.res = kids, res
	for i := range kids {
		k := &kids[i]
		if k.alike {
			continue
		}
		w.assign(k.a, k.o)
		w.spend(&k.free, k.a)
		beaten := !w.eval()
		if beaten {
			w.refuted(ref)
		} else {
			w.sureFrom = met.sure // the child's family is within the node's
			if testUnsound == unsoundSureFrom && i > 0 {
				w.sureFrom = kids[i-1].met.sure // TestSureKillsHeldFromTheNode: a sibling's
			}
			w.metSeeds(&k.free, &k.met)
			w.sureFrom = 0
			fr.outs[i] = w.out
			k.out = &fr.outs[i]
			w.alikeDead(kids, i, &k.free)
		}
		w.unassign(k.a, k.o)
		if beaten {
			return true
		}
		if w.stopped() || w.overBudget() {
			return false
		}
	}
	kids = dropAlike(kids)
	fr.kids = kids
	first := 0
	if w.pool != nil && len(kids) > 1 && depth < maxShareDepth && w.oLimit == 0 {
		from := w.oShare(kids, res, depth)
		if w.stopped() {
			return false
		}
		if from >= 0 {
			first = from
			w.gen++ // evaluations came between (see share.go)
		}
	}
	for i := first; i < len(kids); i++ {
		if w.below(&kids[i], res, depth, &kids[i].met, ref) {
			return true
		}
		if w.stopped() || w.oOver {
			return false
		}
	}
	return false
}

// below searches the subtree of child k of a node of the others' search at
// depth (see oExpand), its seeds met, under the restrictions res in force
// below it, and undoes them after.
func (w *worker) below(k *oKid, res []restriction, depth int, met *seedSet, ref *refutation) bool {
	mark := len(w.undo)
	for _, r := range res[:k.nres] {
		w.impose(r)
	}
	w.assign(k.a, k.o)
	if met.gen != w.gen {
		// The children after k were evaluated since: the closure must
		// read k's outcome (the cells its pieces took, the stage each
		// died in, the pushes that did not happen), not its options'
		// traces. It was kept when k was evaluated (every child is,
		// before any is searched below), under the same assignment (the
		// restrictions imposed here change no option given), and is
		// put back under an evaluation number of its own (see
		// worker.gen).
		if testKeptOut != nil {
			testKeptOut(w, k.out)
		}
		w.out = *k.out
		w.gen++
		met.gen = w.gen
	}
	found := w.oExpand(k.free, depth+1, met, ref)
	w.unassign(k.a, k.o)
	w.rollback(mark)
	return found
}

// testKeptOut, when set by a test, is given each outcome put back by
// below, before it is.
var testKeptOut func(w *worker, kept *engine.Outcome)

// spend clears from free the cell agents of agent a's player left without a
// legal option once a has placed a piece: the hand or the placements are
// spent, or what is left of the hand cannot go where their options allow. A
// placement illegal now stays illegal below (the budget only shrinks), so
// such an agent can only give no order, as a held one does.
func (w *worker) spend(free *aset, a int) {
	m := w.m
	if m.agents[a].kind != agCell {
		return
	}
	n := m.agents[a].player - 1
	spent := w.bud.placed[n] >= engine.MaxPlace || int(w.bud.placed[n]) >= m.handSize[n]
	for _, b := range m.cellsOf[n] {
		if !free.has(b) {
			continue
		}
		left := false
		for o := 1; o < len(m.agents[b].opts) && !spent && !left; o++ {
			left = w.left(b, o) && m.legal(&w.bud, b, o)
		}
		if !left || testUnsound == unsoundSpend {
			free.clear(b)
		}
	}
}

// impose sets a restriction recorded earlier, for rollback.
func (w *worker) impose(r restriction) {
	w.undo = append(w.undo, w.restrictionOf(int(r.a)))
	w.restore(r)
}
