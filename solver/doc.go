// Package solver finds every order set of one player that reaches the goals
// of a puzzle in the coming turn, under a model of what the other players
// do, or proves that there is none. It imports package engine and the
// standard library only.
//
// # Problems
//
// A Problem is a position, the side to solve for, goals (engine.Goal; all of
// them must be met) and an Opponent model from the rules document:
//
//   - Hold: the other players give no orders; their pieces still fight
//     where they stand.
//   - Fixed: the other players give the orders in Problem.Replies.
//   - Any: the goals must be met against every legal set of orders of all
//     the other players together, placements from their known hands and
//     Necromancer targets included.
//
// Problem.Check reports a problem that cannot be solved: an invalid position,
// a game already over, goals that make no sense for the side, illegal fixed
// replies.
//
// # Order sets
//
// The legal order sets of a player are every combination of: for each of
// its pieces on the board, no order, a move (a direction and a distance up
// to the piece's speed that way), a turn, or for a Witch a move and a turn;
// up to three placements from hand on distinct cells of its territories (a
// Snake in a trench), with legal facings; and a Necromancer target when it
// has a Necromancer on the board or places one. Each set is generated once:
// identical pieces placed on swapped cells are one set, since placements
// are keyed by their cell. LegalOrderSets lists them; the search never does.
//
// # Minimal solutions and uniqueness
//
// An order set is a solution when its orders, resolved with the model's
// replies, meet every goal: under Any, against every reply. Adding an order
// to a solution often leaves it a solution ("the same idea and a far piece
// turning"), so the solver reports the minimal solutions:
//
//   - A solution is minimal when no order set made of some of its orders
//     (a proper subset, itself legal) is a solution.
//   - Every solution contains a minimal one, so the minimal solutions stand
//     for all: each is the family of the order sets containing it. (Not
//     every set containing a minimal solution is a solution: an order added
//     can spoil it.)
//   - Two order sets that differ only in orders whose removal keeps the goals
//     met are one family. Different options for the same piece ("move D1 E
//     1" and "move D1 E 2") are different orders, so two minimal solutions,
//     even when they come to the same (the longer move bumped where the
//     shorter one stops): the solver compares orders, not their effects.
//   - The solution is unique when there is exactly one minimal solution and
//     the search finished: the puzzle has one answer up to orders that do not
//     matter. "Give no orders" is the minimal solution when it is a solution
//     at all, and then the only one.
//
// A solution's orders are in canonical order (SortOrders): moves and turns
// by cell, placements by cell, targets last. Solutions are sorted, fewer
// orders first. A turn that no goal can feel (see below) is never part of a
// minimal solution and is not searched.
//
// # Refutations and near misses
//
// Refute answers, for one order set, the reply that beats it (under Any one
// from which no single order can be left out), or that none does.
//
// With Options.Tries the solver reports near misses, as chess problem
// solvers report tries, under Any: order sets that meet the goals when the
// others give no orders, and whose refuting replies all contain one of one
// or two minimal refutations (so "no orders" beating a set does not make it
// a near miss, though it is its only minimal refutation). Near misses are
// taken from the order sets the search visited, smallest first; a near miss
// that holds another with the same refutations is left out. Each reported
// near miss is exact, but the hunt is bounded, so one may be missing. The
// hunt comes after a complete search (with Options.TriesIfUnsolved, only
// after one that found no solution), and the time limit or the context
// may stop it: Result.TriesStopped says so, the search's answer standing.
//
// # How it searches
//
// Every decision of every player is an agent: one piece's orders, one cell
// a player may place on, a player's Necromancer target. Each option of an
// agent carries its trace, the cells it can reach in the turn whatever the
// others do (a walk, widened by the knockbacks of Harpies and the jumps of
// Imp Swarms that can happen: an Imp Swarm's always, another piece's only
// when its widened trace meets the walk of a Harpy that could beat it, one
// of another player or, when it fights allies or a Priest is in play, its
// own; with one Harpy in play, which nothing displaces, a piece is knocked
// once at most, one cell away from it, so the walk is widened only that
// way: knockStages; so too a piece that only one Harpy could beat, where
// that Harpy could be knocked only by one that it alone could beat, as
// with a Harpy each: it is knocked away from where that Harpy may stand
// when it dies, its walk or moved a cell away from the other's, see
// knockonce.go), and an agent's envelope is the union of its traces.
// Under hold and fixed the other players' agents have only the options
// they take. A piece's cells hold every cell it may be knocked to, so
// pieces act on it from one cell out, and its allies from its cells, as
// on any piece; in the search it is read as knocked about only while a
// Harpy that could beat it may stand next to its walk in the family (the
// agents' options, and the free agents' options left, that place or move
// a Harpy), and, with one Harpy in play, only away from those (knocked once
// by a Harpy each, away from where those may stand when they die). A held piece that the turn just evaluated did not displace is
// read on its own walk: nothing the closure leaves out could displace it;
// when a knockback or a jump it was due was stopped (engine: Fate.Held),
// the cells it would have gone to stay in the zone, for the piece that
// stopped it.
//
// The side's agents are searched depth first. A node gives options to some
// agents and holds the rest at "no order"; it is evaluated as that order
// set. A solution is a leaf: every set below it contains it. A node holding
// a solution already found is pruned for the same reason, and smaller sets
// come first (an agent at "no order" before its options) so that this
// prunes much. A failing node comes with a refutation: the reply that beat
// it, and what the failed goal hangs on (the piece to kill, the defender
// still in the territory, one of our pieces lost in a fight, a watched cell
// such as the Pit). The closure walks out from there: every agent that can
// ever stand within one cell of the trace of an agent already reached joins
// (held agents by their trace, free ones by the envelope of the options
// they have left). Pieces act on each other only from the same or a
// neighbouring cell, so the free agents left outside cannot change the
// verdict together: the node branches only on the first free agent inside
// (the agents are walked those with the most options first, which measured
// best), and when there is none the whole family below it fails (a closure
// that no free agent could join, none being a seed or having a cell left
// among its options, is not walked at all). Far pieces thus
// fall away, and a refutation that depended on few pieces prunes every
// candidate that agrees on them.
//
// The closure tells the stages of the turn apart (placing, each priority
// from 5 down to 1, the end): a piece acts on another only where both stand
// at the same stage, so a piece that passes a cell before another reaches
// it never meets it there, and a reached piece's history matters only up to
// the last stage at which something could act on it. A free agent whose
// options left all have its piece do as with no order up to the last stage
// at which its cells meet the zone (a move takes its first step at the
// priority of its speed; a turn, and a Cloud Man's landing, come at the
// end) is read as held: up to then its piece stands, faces and fights as
// with no order, whatever it is given, and after then none of its cells
// meets the zone. It is branched on only if the zone comes to meet it at a
// stage where one of its options may do otherwise. Allies act on each
// other only by bumping, by fighting when one fights allies, and through a
// King's sum: a reached King draws in its group, stage by stage every cell
// joined to its own through cells where its player's pieces may then
// stand, and the cells next to those, in the stages in which the King may
// fight (the first; one in which it may step, a foe may step next to it,
// or a Priest convert next to it; the end, when a Cloud Man may land by
// it): after the first round a pair of pieces fights again only when one
// has just arrived or changed sides, and the group counts in the King's
// fights only. A reached piece's history up to a stage is not all that
// counts of a piece joining by it: every fight of a round of close combat
// is fought on the numbers and the counts of opponents taken before any of
// its deaths, so a piece that acts on a reached piece's fate in a stage
// counts then by its number, its being there and the opponents next to it
// (who count only by being there), not by its own fate in that stage,
// unless a second round may follow there (near a Harpy, a Priest or an Imp
// Swarm), or it is the end of the turn; and with no Cloud Man to land, no
// fight comes at the end, where only a piece on the same cell acts on
// another (see level in relevance.go). An ally next to a piece that is in no reached King's group
// changes none of its fights. A piece that a Priest of another player
// could convert acts as that player's only where it may stand once
// converted: next to where one of that player's Priests, in the family the
// closure walks (the held agents' options and the free ones' options left,
// not every option), may have been by then, since a converted piece stops
// (with a Harpy in play, which could knock it on, anywhere; with an Imp
// Swarm's jumps followed, the Priests' every option). A Cloud Man placed
// stays on the board and never lands, so it fights no ally; one on the
// board at the start fights an ally only by landing on its cell, and is
// read there as any piece. A held piece that
// moved and lived, with nothing in play that pushes pieces, took exactly the
// steps its speed allows until it stopped where it ended: its cells, stage
// by stage, are read from the outcome. A failed goal often has a small
// witness that keeps it failed (a defender still in the territory, one of
// our pieces lost, a piece of the player to eliminate alive at the end);
// the closure starts from the witness with the fewest free agents that
// matter. A death is never undone: a piece of ours that died, as a witness,
// and the piece of a kill goal that died, when the kill is the only goal,
// matter only up to the stage they died in, and so does whatever can reach
// them by then; a piece that died in the fights after placing ends the
// family of every order that comes later in the turn. A failed "kills" goal
// with fewer pieces lost than it asks hangs only on the others' pieces still
// standing (each piece gives one kill at most), and not on those that win
// every fight they can have in the family (see survives; asked only where a
// free agent joins the closure from all of them); an empty Pit, or
// a territory without a defender, fails for want of a piece of ours there,
// and draws only our pieces and those a Priest could bring over, not ours
// beaten before anything moves (see doomed.go): they die, or a Priest
// converts them, once a turn, and are never ours again. A met
// "kills N" goal hangs on N pieces the side earned a kill from (engine:
// Fate.KilledBy), those that died first, and, kills being the only goal,
// only up to the stage the last of them died in; in the others' search,
// when more gave a kill (up to eight), on the N of them whose closure the
// fewest free agents join.
//
// A witness still standing may be unbeatable (bounds.go): standing still
// all turn, or walking a straight line nothing can knock it off or bump,
// it fights only neighbours, pieces stepping onto it or onto which it
// steps, and pieces stepping into the cell it steps into; when its number
// toward each, divided by all the opponents that could stand next to it
// then, beats the best number any option of theirs could turn on it (in
// the first fights after the placements, divided by the opponents surely
// next to that one), and its sum beats the sum of any that could meet it
// on one cell, it wins every fight of every order set of the family, and
// the family fails. Two pieces side by side fight again only when one of
// them has just stepped, been moved or changed sides: a foe that stands
// fights a witness that stays put only once, after the placements. A
// Reverse Centaur witness is fought with its foes' speed numbers,
// undivided, as the rule has it. In the
// others' search a met keep, or the Pit held, whose piece so wins every
// fight needs no proof either. When it
// may lose, and only free agents' options could beat it, the node branches on
// those options alone, one branch each, agent by agent; each agent's other
// options stay open in one more branch, where the bound is asked again with
// fewer options, until it holds (see threats). The bound's verdict hangs
// only on the witness's option and on what the worker holds for the pieces
// next to it and the placements within two cells of it (free or held, the
// option, the options left): it is remembered with that, and given again
// while they are so (memo.go), within a budget of memory
// (Options.MemoryMB). So is whether a piece is beaten in the first fights
// (firstMemo: it reads the placements within two cells of the piece, and
// how many each player holds).
//
// Some pieces are beaten before anything moves (doomed.go): after the
// placements every two opposing pieces side by side fight, and nothing has
// moved yet, so the opponents around a piece on the board then are those of
// the start and the placed ones. A piece whose number toward a neighbour,
// divided by the opponents surely around it, is no more than the
// neighbour's divided by all that could be around the neighbour (the
// cells that may take a placement counting no more than their players may
// still place: three a turn, from the hand), loses or ties that fight
// whatever the orders: its moves are never branched on (it
// dies, or a Priest converts it and it keeps its cell), and, with no
// Priest of another player in play, it is nowhere after the placements.
// A Cerberus fights its allies next to it, and they fight it. A piece
// fights a Reverse Centaur with its speed, undivided, and loses when that
// is no more than the Centaur's number divided by all that could be around
// it. A Snake held in a trench counts as a placed piece where no other
// player may place a Snake on its cell (two would meet in top combat
// first). A King beats with at least the sum of the allies joined to it
// through allies on the board at the start (not Cloud Men, gone from it):
// none has moved or died yet, and a placed piece only adds to the group.
// The closure asks the same of a piece in the family it stands at (with
// two players, no Priest of the other player next to it, and none of the
// traits that act through allies, conversions or a death): a piece beaten
// in that first round dies in it whatever the orders, and what it does in
// the turn is that round's fights, told by its own number and its
// opponents' count. A free one is read as held (freeDeadFirst): its orders
// would act only after that round, so every option it has does as "no
// order" does, and it is never branched on. Only a placement next to it
// changes that count (the pieces on the board do not move, nor turn,
// before it), so those placements are all that joins the closure through
// it (relevance.go, deadFirst); in that round it may still join a King of
// its player to the allies next to it, and a reached King's group holds
// those. Such a placement acts on it by being there and by nothing else,
// so it draws in nothing around it: only another player's placement on its
// own cell (top combat, before that round) could take it away.
//
// A free piece that may live or die in that round, and died in it in the
// turn evaluated, is branched on last, in both searches (actingFirst): when
// the closure finds it first, the agent branched on is the first to join
// with such pieces read as held. Its orders change nothing while it dies
// there; branched on first, each of its options had the whole family below
// it, and the placements that may save it were searched below each one.
// Once those placements are given, it is read as held where it still dies
// at once, and is not branched on at all. Any free agent may be branched on
// (its other options stay open), so this changes the nodes, not the answer;
// TestPiecesDeadAtOnceAreBranchedOnLast compares both ways.
//
// An Imp Swarm jumps onto each piece it kills, so its trace was widened by
// a cell for every piece in play; with no Harpy in play it is followed
// instead stage by stage, jumping only onto neighbouring cells that are, or
// are next to, a cell where a piece it could kill may stand then: another
// player's, an ally that fights allies, or an ally a Priest of another
// player may have converted, on the cell it was converted on, next to
// that Priest (a converted piece stops moving; a converted Imp Swarm jumps
// no more). Its player places no more allies that fight allies than its
// hand holds, so it jumps onto no more of those placements. Its cells hold
// every cell it may jump to, so pieces act on it from one cell out, as on
// any piece, and its allies from its cells (an Imp Swarm jumping to the
// same cell holds it in its own cells too), as on a piece that may be
// knocked back. In the search the closure reads a held Imp Swarm's victims
// from the family: the held agents' options and the free agents' options
// left (jumps.go), once for the pieces held all along (the others' under
// hold and fixed), and the cells those victims give from a small cache.
// With a Harpy in play the options keep their widened cells, but the
// closure still follows a held Imp Swarm's jumps, on its victims' widened
// cells, with its knockbacks: one cell, by a Harpy of the family that could
// beat it standing next to it (each on its walk, or up to r-1 cells off it
// with r Harpies in play), away from it with one Harpy in play, any way
// with more. A placement is read as fighting allies only when the
// kind it places does (a hand of a Cerberus and a Rock: the Rock placed
// fights no ally).
//
// A piece with no move among its options, that nothing can act on (no
// piece of another player, nor an ally that fights allies or could change
// sides, ever stands on or next to its cell), stands there all turn: an
// ally walking into it is bumped and stops for the rest of the turn, so
// the traces of such walks end before it (blocked.go).
//
// The survivor bound reads a straight walk that nothing displaces as it
// is: the walker steps onto each cell at one priority and fights right
// after, so on the first cell of its walk next to the witness it either may
// beat the witness (checked), or dies there, and never stands on a later
// one. It reads the agents near the witness one by one, and stops at the
// first with an option that may beat it with the opponents counted so far
// (counted all, the witness is divided by more, and that option beats it
// still); a witness that none beat on the way is judged again with all of
// them counted. Under Any, in the others' search (the side's orders held), a kill's
// victim that one of the side's pieces beats in the first fights whatever
// the replies (the argument of doomed.go, with the side's placements next
// to it counted among its sure opponents; a piece on the board at the
// start, or one a held agent of the others places where no other player
// may) is dead: the kill needs no proof (no Priest in play but the
// victim's player's), nor do N such kills for "kills N" (with any Priest
// in play: beaten so, a piece dies or a Priest of the side converts it,
// and both are kills); with fewer than N, each counts toward N without
// being followed, and the goal hangs on the others the side earned a kill
// from, as many as are still needed. So, with two players and no Priest,
// Harpy or piece that fights allies in play, does a piece of the others,
// held standing or walking, that a held piece of the side surely reaches
// later and beats: the side's piece is surely alive on its cell after the
// steps of that stage (the survivor bound up to it), the victim surely on
// its own (no ally of it may bump it before), and the side's number
// divided by all that may stand next to its piece then beats or ties the
// victim's. A walk whose next cell is off the board or removed is bumped
// there for sure, and the bound reads it as standing where it stopped.
// Only the pieces that gave the side a kill in the turn just evaluated
// are asked about: a sure kill is made in every order set of the family,
// that one too (the free agents at "no order", which each has left);
// TestSureKillsGaveAKill asks about every piece as well, and wants the
// same answer. Nor are those a child of the others' search takes from its
// node asked about again: the child's family is within the node's, and a
// kill made in every order set of the one is made in every order set of
// the other (TestSureKillsHeldFromTheNode asks again, and wants the same
// answer).
//
// Nor are all the options of that agent branched on: only those whose
// traces meet the zone it joined the closure by, one branch each. Its other
// options stay open in one more branch (searched first), where the agent
// is branched on again only if the zone grows to meet them; so a move that
// leads away from everything is not tried with every combination of the
// rest. The branches split the agent's options without gap or overlap.
//
// A move that goes on past the edge of the board, or into a removed cell
// or an ally that stands all turn (see blocked.go), is bumped there and
// stops for the rest of the turn; nothing else reads how far it was told to
// go. So it does as the move that stops there, or, with no room at all, as
// no move, while nothing could knock its piece off its walk and with every
// rule of movement on (mergeEdgeMoves). The search never branches on it:
// the solutions with the shorter move are written out with it too, and
// one that does as no move is never part of a minimal solution.
//
// Placements on one cell that differ only in a facing that cannot matter
// are one class: the kind has the same numbers toward every neighbour an
// opposing piece could ever stand on (every direction when a Harpy could
// knock the piece elsewhere, another player's Priest is in play or the
// player has a King; an Imp Swarm's facings are never merged).
// The search tries one placement of each class and writes each solution
// out for every facing of its class. The others' search, which proves a
// candidate under Any, narrows this in each node: the neighbours an
// opponent may stand on are those the family's agents may reach (the held
// ones' options, the free ones' options left), and two facings with the
// same numbers toward them give one child.
//
// The end of the turn couples distant pieces, and the closure accounts for
// it: elimination needs a player without a piece on the board, so it removes
// none and matters only to the goals "eliminate" and "win", whose seeds hold
// the player's pieces, placements and territories (and, failed, each of its
// pieces standing is a witness, and so is each territory it keeps with a
// piece in hand, between two players: it fails for want of a piece of ours
// there, as an empty Pit does); sudden death, when
// whether it comes depends on the orders, makes a goal on a piece that could
// end on the removed ring depend on everything, and "eliminate" and "win"
// always (more cautious than needed: the ring's deaths, and a raise they
// bring, are all it changes before elimination, for the territories go
// only after the turn is judged, ruling
// sudden-death-territories-held-to-the-turn-end); Tech Fall makes
// everything matter. Rotation comes after all movement and combat, and only Cloud Men
// landing fight after it, each against its opponents; no goal reads a
// facing. So a piece's turns change nothing, and are never searched, when
// no Cloud Man of another player's is on the board, or when its player has
// no King and the piece can never stand next to where such a Cloud Man
// could land, or when its kind has the same combat number and the same
// speed number on all six sides. With a Priest, a Cerberus, an Imp Swarm
// or a Harpy in play the sides may blur, and every Cloud Man and every
// King count for every piece. With rotation first (a lesson played without
// the rule, engine.RuleRotateLast) every turn counts; the solver agrees
// with the brute force with each rule switched off
// (TestSolverWithEachRuleOff).
//
// Under Any a candidate's refutation comes from the same search over the
// other players' agents: a reply that beats the candidate is a leaf, a node
// that does not branches on the free agents that could change that, and all
// the children of a node are tried before any is searched deeper; the
// outcome of each is kept when it is evaluated and put back before its
// subtree is searched, so that its closure reads the outcome it came from:
// the cells its pieces took, the stage each died in, the pushes that did
// not happen. It runs
// in passes: replies of at most two orders, then, when that pass cut some
// node short, of at most three when it also resolved many turns, then
// every reply (oSearch; passes.go); so a short reply is not held up by the
// whole subtree of a first child that holds none. A search of every reply
// that runs past a budget of turns stops, for a pass of at most four
// orders, and then begins again without one: a small pass of two does not
// show a small tree. A pass with a budget lends no idle worker, so that
// where it stops is the same whatever the workers. Replies
// that refuted earlier candidates are tried first (killers), and an agent's
// option from the last refutation first among its options. The reply found
// first is then strengthened (strengthenRef): while one more order of the
// others gives a reply that beats the candidate too and that fewer of the
// side's free agents can change, the search follows that one, and keeps it
// as a killer. "No orders" often beats the first candidates for want of a
// piece of ours somewhere, and every agent of ours that could bring one
// joins the closure; a defender the others place there may stand whatever
// we do, and then the whole family fails at once. The evaluations this
// spends are bounded per task (a thousand, and a quarter of the task's),
// so the nodes of a search do not depend on the workers; a refutation that
// fewer than two free agents can change, or a killer that could not be
// strengthened twice, is left as it is. TestStrengthenedRefutations checks
// that every reply followed is legal and read from its own outcome.
//
// A proof stands for its twins (twins.go). Order sets that differ only in
// the facing of one or two placements are often all solutions, and their
// proofs alike node for node. While a candidate is proved, the twins the
// task will judge later are watched: each turn is resolved again with a
// twin's facings, unless the turn read no such facing
// (engine.Outcome.PlacedFaced) or read them only where they change nothing
// (engine.Resolver.Alike: each round of close combat ends the same; the
// engine follows only the facings the twins give, WatchFacingsOf), and
// must come out the same but for them;
// each bound that read such a facing (the first fights' verdicts, the
// survivor bound, the arrivals of the sure kills; the memos keep which
// facings each verdict read) is read again with them and must give the
// same verdict. A twin alike to the end of a proof that no reply beats is
// a solution without a search of its own. TestTwinsAreSolutions proves each
// again; TestTwinsAreChecked shows that without either check a twin that a
// reply beats is kept.
//
// A branch's search stands for its twins too (twins.go). The side's search
// branches on each facing of a placement, and the search below one facing
// is often the search below another, turn for turn. While the branch of one
// facing is searched, the branches of the facings branched on after it are
// watched as a proof's twins are, through the side's turns and bounds and
// through every proof below (an order set of a twin branch that a proof did
// not stand for is proved alone, and the branch ends if a reply beats it);
// a twin branch alike to the end has the branch's solutions with its own
// facing (Stats.Mirrored), and is not searched. One branch is watched at a
// time, and only where no solution known gives the agent either option.
// Under hold and fixed the side's search is its turns and bounds alone, and
// the twin branches are watched through them.
// TestMirrorsKeepTheSolutions compares the solutions with and without;
// TestMirrorsAreSolutions proves each mirrored solution again;
// TestMirrorsAreChecked and TestBranchTwinsOfProofs show that without each
// check a branch is mirrored that should not be.
//
// Every pruning is sound: TestDifferential compares the solver with the
// brute force (BruteForce, a plain enumeration of every legal order set
// against every reply) on random small positions under every model, and
// TestPruningsAreChecked makes each pruning unsound in turn (options left
// open dropped, every facing merged, meetings before the end ignored, held
// pieces put on their end cells all turn, any piece taken as a witness,
// placements given up, pieces with moves held, the dead cut at placement,
// nothing knocked back, a killed piece cut at placement, the knocked back
// read on their walk, the pieces standing of a "kills" goal kept however
// many were lost, an empty Pit drawing no piece we could convert, allied
// Harpies ignored, a Harpy reaching only what walks over its walk, the
// replies' placements left out of the widening, a survivor divided by one
// opponent, no Priest making facings count, an option that could beat a
// witness dropped, a piece beaten at once taken undivided or dead where a
// Priest converts it, an Imp Swarm's jumps cut short, a ransack's defender
// removed by sudden death not followed, a walk taken to stop before the
// witness, a kill's victim or a kills goal's taken beaten by an undivided
// attacker, a wall that could die, a witness's foe divided by the
// opponents that could be next to it, a foe that could be moved taken to
// fight only after its steps, a walking witness never bumped, without
// ranged fights or fighting only foes that step, a met Pit or keep taken to
// hold as evaluated, an ally's walk cut at the witness though a Priest
// could convert it, a territory taken to keep its player in with an empty
// hand, every piece standing taken to give no kill, one Harpy knocking
// pieces toward itself, a met kills goal hanging on a piece fewer than it
// asks or cut at the first death, every turn taken to change nothing, a
// Cloud Man taken to fight only its opponents' facings where the sides may
// blur, a turn taken to change nothing for its player's King,
// every piece of ours taken to be lost before anything moves, a converted
// ally an Imp Swarm's victim only on a Priest's cell, an Imp Swarm killing
// no ally placed that fights allies, a held placement fighting no ally, a
// jumping Imp Swarm acted on by no ally, an Imp Swarm's victims under fixed
// read where they would stand with no order, a piece dead in the first
// round acted on by no placement, or taken to die there next to a Priest,
// a free piece that may die in the first round read as held without
// asking, a placement's facings merged though a Harpy could knock it
// elsewhere, every facing of the others' placements one in a proof,
// a piece whose knockback was stopped read on its walk alone, a piece that
// may be knocked back read one cell out of its walk, or acted on by no
// ally, the Harpies free agents may still place or move left out, every
// piece next to a piece taken to fight it at once, a King's group at once
// joined through any piece or counting its Cloud Men, a King's group left
// out of the closure, a piece a Priest could convert never acting as
// another player's, the first fights' memo reading nothing, a
// placement's facings merged though its player's Priest could convert
// another player's King, a placement next to a piece dead in the first
// round taken to be there whatever another player places on its cell, a
// free piece's move taken to do as no order until a stage after its first
// step, a met kills goal's victims chosen one fewer than it asks, a King
// taken never to fight a Cloud Man landing, a free Priest read on the
// option it holds, a Cloud Man on the board taken never to fight allies,
// a Cloud Man landing taken to be acted on by no ally, even on its cell,
// an Imp Swarm's jumps followed as if no Harpy could knock it back,
// every victim of a met kills goal taken to be surely beaten in the first
// fights, a player taken to place at most one piece next to a piece, a
// piece's speed against a Reverse Centaur taken as divided, a move past
// the edge taken as the move that stops there though a Harpy may knock its
// piece back or the distance gives the priority; the first
// fights' memo reading not the placement on the cell asked about, or not
// how many placements are held, a held Snake taken to be there where
// another player may place one, and a kill's victim taken as dead with a
// third player's Priest in play, the sure kills looked for among the
// pieces on the board alone, and no piece of the side taken to stand by a
// later kill's victim, are caught by tests of their own)
// and wants that comparison, or a position given with the pruning, to
// notice. What the solver knows of each kind of goal is one table
// (goalRules), checked against the engine's (engine.GoalKinds) by
// TestEveryGoalKind.
//
// # Concurrency and limits
//
// Solve uses Options.Workers goroutines (all cores by default). The tree is
// cut near its root into tasks that run in waves (see parallel.go) such
// that the pruning, and so the nodes counted, are the same whatever the
// number of workers: same problem, same Result but for Elapsed. Under Any,
// a task that has searched a hundred thousand nodes hands the branches it
// has not begun to tasks of their own, in waves as those of the root, so
// that one large branch near the root does not leave workers idle; when it
// does depends on its own nodes only. A placement's twin facings stay in
// one task, so that one branch's search may stand for the others'. And a
// worker whose task is deep in one candidate's proof lends the workers
// left idle to the others' search: they search the subtrees below its nodes
// at once, and it counts and goes on as it would have alone (see share.go).
// TestHandOffKeepsTheSolutions compares the solutions with the brute
// force's, and the nodes with one worker and three, with tasks that hand
// off after a single node; TestHandOffIsChecked shows that a hand-off that
// drops a branch is noticed.
// A Problem, its Rules and its Catalogue are only read, and may be shared
// by searches running at once; nothing else is shared.
//
// The context cancels, and Options.Timeout bounds the time. A search that
// stops begins no more branches and returns the solutions found so far with
// Stopped set: each is a solution, but others may exist and one may not be
// minimal; NotProven says how much of the tree was searched, and which
// long check of an order set against every reply the stop cut short.
// Options.Progress is called about ten times a second, from a goroutine of
// the search, with what a progress bar shows: the nodes so far and their
// rate, the part of the search done, the solutions found so far, and under
// Any the order sets being checked against every reply in long searches
// of the replies, which can hold the part done still for minutes (see
// Progress and checks.go), and once the search is done whether the near
// misses are being looked for (Progress.NearMisses). Progress.String writes it in one line, and
// Progress.Fit fits that line to a width, as the solve command shows it.
//
// # Output
//
// Result.WriteText writes a result for people, the solutions in families
// (GroupSolutions: solutions the same but for one order of one piece share
// a line that lists its alternatives, "move A3 D 1 | D 2"; TestGroupSolutions),
// Result.WriteJSON the object of the solve command, each solution on its
// own:
//
//	{"solved": true, "unique": false, "solutions": [["move D1 E 1"], ["move D1 E 2", "turn AB3 C"]],
//	 "nodes": 12345, "seconds": 0.01, "complete": true, "stopped": false,
//	 "stats": {"judged": 40, "remembered": 29, "refuted": 3, "proved": 8, "reply_nodes": 70, "proof_nodes": 24, "twins": 0}}
//
// An empty list inside "solutions" is the solution "give no orders".
// Result.ExitStatus gives the command's exit status: 0 solved, 1 proven
// unsolvable (whether or not the hunt for near misses was stopped), 3
// stopped. Result.Stats (the object's "stats") says where the
// work went: the side's order sets judged, and under Any how each was
// settled (a reply remembered, a reply searched for, or a proof that no
// reply beats it) with the nodes of the replies' search and of the proofs,
// so that a slow search tells many proofs from one reply hard to rule out.
package solver
