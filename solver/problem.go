package solver

import (
	"errors"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/birdcrab/birdcrab/engine"
)

// Opponent is the model of what the other players do in the turn:
// engine.Opponent, named here too so that solver.Hold reads as before.
type Opponent = engine.Opponent

// The opponent models of the rules document (engine.Hold, engine.Fixed,
// engine.Any).
const (
	Hold  = engine.Hold  // the others give no orders; their pieces still fight where they stand
	Fixed = engine.Fixed // the others give the orders written in Problem.Replies
	Any   = engine.Any   // the goals must be met against every legal set of orders of the others
)

// ParseOpponent reads "hold", "fixed" or "any", in any case
// (engine.ParseOpponent).
func ParseOpponent(s string) (Opponent, error) { return engine.ParseOpponent(s) }

// Problem is one puzzle: a position, the player to solve for, the goals
// (all of them must be met) and the opponent model. Solve and Refute only
// read it.
type Problem struct {
	Rules    *engine.Rules
	Pos      engine.Position
	Side     int           // the player to solve for (1-based)
	Goals    []engine.Goal // all must be met
	Opponent Opponent
	// Replies holds, for Fixed, every player's scripted orders: Replies[n-1]
	// are player n's. The side's own entry is ignored, a missing entry means
	// no orders. The other models ignore Replies.
	Replies [][]engine.Order
}

// Check reports what makes p unsolvable as a problem: no rules, an invalid
// position, a game already over, a side that is not a player or is out, no
// goals or goals that make no sense for the side, an unknown opponent model,
// or illegal fixed replies.
func (p *Problem) Check() error {
	if p == nil || p.Rules == nil || p.Rules.Kinds == nil {
		return errors.New("no rules or no catalogue")
	}
	cat := p.Rules.Kinds
	if err := p.Pos.Validate(cat); err != nil {
		return err
	}
	if p.Pos.Over {
		return errors.New("the game is over")
	}
	if p.Side < 1 || p.Side > int(p.Pos.NumPlayers) {
		return fmt.Errorf("side %d is not a player (there are %d)", p.Side, p.Pos.NumPlayers)
	}
	if p.Pos.Player(p.Side).Out {
		return fmt.Errorf("player %d is eliminated", p.Side)
	}
	if len(p.Goals) == 0 {
		return errors.New("no goals")
	}
	for _, g := range p.Goals {
		if !g.Kind.Valid() {
			return fmt.Errorf("unknown goal %v", g)
		}
		if (g.Kind == engine.GoalKill || g.Kind == engine.GoalKeep) && !g.Loc.Valid() {
			return fmt.Errorf("goal %q names no location", g)
		}
		if g.Kind == engine.GoalRansack && g.Terr > engine.FA {
			return fmt.Errorf("goal %q names no territory", g)
		}
		if g.Kind == engine.GoalEliminate && (g.N < 1 || g.N > int(p.Pos.NumPlayers)) {
			return fmt.Errorf("goal %q: there is no player %d", g, g.N)
		}
		if err := p.Pos.CheckGoal(g, p.Side); err != nil {
			return err
		}
	}
	if !p.Opponent.Valid() {
		return fmt.Errorf("unknown opponent model %d", uint8(p.Opponent))
	}
	if p.Opponent == Fixed {
		if len(p.Replies) > int(p.Pos.NumPlayers) {
			return fmt.Errorf("replies for %d players, but there are %d", len(p.Replies), p.Pos.NumPlayers)
		}
		var pl engine.Plan
		for i, os := range p.Replies {
			if i+1 == p.Side || len(os) == 0 {
				continue
			}
			if err := p.Pos.CheckOrders(cat, i+1, os, &pl); err != nil {
				return fmt.Errorf("fixed replies: %w", err)
			}
		}
	}
	return nil
}

// Options tune a search.
type Options struct {
	Workers  int            // goroutines searching; 0: runtime.NumCPU()
	Timeout  time.Duration  // 0: no limit (ctx may still cancel)
	Progress func(Progress) // may be nil; called now and then from any goroutine
	// Tries is how many near misses (tries) to report, under Any only; 0:
	// none. The hunt for them runs after a complete search and adds at most
	// TriesMaxNodes (550,000) nodes; the time limit and the context stop it
	// too (Result.TriesStopped).
	Tries int
	// TriesIfUnsolved hunts the near misses only when the search proves
	// that there is no solution: a caller that shows them only then (the
	// editor) spares the hunt, up to 550,000 nodes, where solutions
	// exist. The candidates are still gathered during the search.
	TriesIfUnsolved bool
	// MemoryMB bounds, in megabytes, what the search remembers, all its
	// workers together: the verdicts of the survivor bound (see survMemo);
	// 0: 256. A memo that is full keeps what it holds and remembers
	// nothing new: the search and its answer are the same, only slower.
	MemoryMB int
	// MaxSolutions stops the search once it has found that many solutions
	// (0: no limit), to tell at once whether a position has an answer, or
	// more than one. Each solution reported is proven and minimal (see
	// enough.go), but others may exist: Result.Limited says so. Near
	// misses are not hunted for then.
	MaxSolutions int
}

// Progress is a snapshot of a running search: all a progress bar needs.
type Progress struct {
	// Nodes is the turns resolved so far by all the workers, each counted
	// once. It only grows, and ends at least at Result.Nodes: more when
	// workers searched children of the others' search beside the one that
	// found a reply (Result.Nodes counts what one worker would have).
	Nodes int64
	Done  int // tasks (branches near the root) searched to the end
	Total int // tasks created so far; it grows as the root is cut up
	// Part is the part of the search done, from 0 to 1: each task counts
	// for its share of the task that handed it off (the root is all of
	// it, and a task shares its part evenly among itself and the branches
	// it hands off). It never goes back, and is 1 when the search ends
	// complete; unlike Done of Total, it does not read as nearly done
	// while the branches handed off are still being cut up.
	Part    float64
	Found   int           // solutions found so far (before the final minimality filter)
	Elapsed time.Duration // time since the search began
	// Checking is, under Any, how many order sets of the side are being
	// checked against every reply of the others in searches of the replies
	// that have resolved 10,000 turns or more each, and CheckNodes the
	// turns those have resolved so far, by every worker. Such a search ends
	// at the first reply that beats its order set, or proves the order set
	// a solution; one can hold up the whole search, Part staying put
	// meanwhile (see checks.go). The report at the end has none.
	Checking   int
	CheckNodes int64
	// NearMisses reports that the search has ended and the near misses
	// (Options.Tries) are being looked for: Part stays at 1 meanwhile,
	// and Nodes counts the hunt's turns too.
	NearMisses bool
}

// Rate is the resolutions per second so far.
func (p Progress) Rate() float64 {
	if p.Elapsed <= 0 {
		return 0
	}
	return float64(p.Nodes) / p.Elapsed.Seconds()
}

// Share is the part of the search done, from 0 to 1: Part when the search
// gives it, otherwise the part of the branches near the root searched to
// the end. Branches differ in size, so it is a rough guide to the time
// left, never a promise.
func (p Progress) Share() float64 {
	switch {
	case p.Part > 0:
		return min(1, p.Part)
	case p.Total <= 0:
		return 0
	}
	return min(1, float64(p.Done)/float64(p.Total))
}

// String writes the snapshot in one line: "1.2M positions (410k/s), 37%
// searched, 5 solutions so far, 3.0 s"; while order sets are checked
// against every reply (see Checking), it says so after the share: "17M
// positions (69k/s), 0% searched, checking 1 order set against every reply
// (17M replies so far), 0 solutions so far, 240.0 s". While the near
// misses are looked for (see NearMisses), that stands in the share's
// place: "2.1M positions (35k/s), searched, looking for near misses, 0
// solutions so far, 9.0 s".
func (p Progress) String() string { return p.Fit(0) }

// Fit writes the snapshot as String does, in at most width characters
// (any number when width is 0). When the line does not fit, the rate goes
// first, then the replies the checks resolved, then what the order sets
// are checked against ("checking 1 order set"), then the share; what
// still does not fit is cut. (At 80 columns a check of a long search is
// told so: "17.0M positions, checking 1 order set, 1 solution so far,
// 240.0 s".)
func (p Progress) Fit(width int) string {
	positions := ShortCount(float64(p.Nodes)) + " positions"
	rate := fmt.Sprintf(" (%s/s)", ShortCount(p.Rate()))
	share := fmt.Sprintf(", %d%% searched", int(100*p.Share()))
	if p.NearMisses {
		share = ", " + NearMissesPhase
	}
	tail := fmt.Sprintf(", %s so far, %.1f s", plural(p.Found, "solution"), p.Elapsed.Seconds())
	var checks [3]string // the checks under way, shorter and shorter
	if p.Checking > 0 {
		c := "checking " + plural(p.Checking, "order set")
		checks = [3]string{", " + c + againstEvery + " (" + ShortCount(float64(p.CheckNodes)) + " replies so far)",
			", " + c + againstEvery, ", " + c}
	}
	variants := []string{
		positions + rate + share + checks[0] + tail,
		positions + share + checks[0] + tail,
		positions + share + checks[1] + tail,
		positions + share + checks[2] + tail,
	}
	if p.Checking > 0 {
		// The share stands still while the check goes on.
		variants = append(variants, positions+checks[2]+tail)
	}
	if p.NearMisses {
		variants = append(variants, positions+", looking for near misses"+tail)
	}
	text := ""
	for _, v := range variants {
		if text = v; width == 0 || utf8.RuneCountInString(text) <= width {
			return text
		}
	}
	if width < 1 {
		return ""
	}
	return string([]rune(text)[:width])
}

// NearMissesPhase says what a search does once it has searched everything
// and looks for near misses (Progress.NearMisses).
const NearMissesPhase = "searched, looking for near misses"

// CheckingText says which checks of order sets against every reply are
// under way (see Checking): "checking 2 order sets against every reply";
// "" when none is.
func (p Progress) CheckingText() string {
	if p.Checking <= 0 {
		return ""
	}
	return "checking " + plural(p.Checking, "order set") + againstEvery
}

const againstEvery = " against every reply"

// ShortCount writes a number shortly, with a k or M suffix: 950, 12k, 3.4M.
func ShortCount(x float64) string {
	switch {
	case x >= 1e6:
		return fmt.Sprintf("%.1fM", x/1e6)
	case x >= 1e4:
		return fmt.Sprintf("%.0fk", x/1e3)
	}
	return fmt.Sprintf("%.0f", x)
}

// Solution is one minimal order set of the side, in canonical order (see
// SortOrders). An empty Solution is the solution "give no orders".
type Solution struct {
	Orders []engine.Order
}

// Format writes the orders in notation.
func (s Solution) Format(cat *engine.Catalogue) []string { return engine.FormatOrders(cat, s.Orders) }

// Try is a near miss (under Any): an order set of the side that meets the
// goals when the others give no orders, and fails only against replies
// that contain one of one or two minimal refutations. Refutations lists
// them, each as orders per player (index player-1; the side's entry is
// empty).
type Try struct {
	Orders      []engine.Order
	Refutations [][][]engine.Order
}

// Result is what a search found.
type Result struct {
	// Solutions are the minimal solutions, in canonical order: shorter
	// first, then by their orders. See the package documentation for what
	// minimal means.
	Solutions []Solution
	// Unique reports exactly one minimal solution, proven: the search was
	// complete.
	Unique bool
	// Complete reports that the search finished: Solutions is all of them,
	// and none means the problem is proven unsolvable.
	Complete bool
	// Stopped reports that the time limit or the context stopped the search.
	// The solutions found are solutions, but others may exist, and one found
	// may not be minimal; NotProven says what was left.
	Stopped bool
	// Limited reports that the search stopped, as asked, once it had found
	// Options.MaxSolutions solutions: those listed (at most that many) are
	// solutions, each minimal unless NotProven says otherwise, and others
	// may exist. It is not Stopped, nor Complete.
	Limited bool
	// NotProven describes, when Stopped or Limited, the part of the search
	// not finished.
	NotProven string
	// Nodes is the turns resolved, each counted once (a child of the others'
	// search resolved again to be read once more is not counted again), as
	// one worker would have resolved them: children searched at once by
	// several workers past the one that found a reply are not counted, so
	// that the count does not hang on the workers (Progress.Nodes counts
	// them).
	Nodes   int64
	Elapsed time.Duration // wall-clock time of the search
	// Tries are near misses (Any only), smallest first; see Options.Tries.
	Tries []Try
	// TriesStopped reports that the time limit or the context stopped
	// the hunt for near misses before its end, after a complete search:
	// the search's answer stands (Complete), and Tries holds the near
	// misses found before the stop, each exact, but others may exist.
	TriesStopped bool
	// Stats tells where the search's work went.
	Stats Stats
}

// Stats tells where a search's work went, for the order sets of the side
// it judged. Under Hold and Fixed each is judged by one resolution. Under
// Any each is beaten by a reply remembered from an earlier one, or the
// others' search looks for a reply: it finds one, or proves there is none
// (the order set is then a solution, minimal or not). So, once the search
// is complete, Judged is Remembered + Refuted + Proved under Any. Like
// Nodes, the figures are the same whatever the number of workers; the hunt
// for near misses (Options.Tries) is not in them.
// Its JSON keys are those of the solve command's "stats" (see Report).
type Stats struct {
	Judged     int64 `json:"judged"`      // order sets of the side judged: the side's nodes
	Remembered int64 `json:"remembered"`  // beaten by a reply remembered from an earlier order set (Any)
	Refuted    int64 `json:"refuted"`     // beaten by a reply the others' search found (Any)
	Proved     int64 `json:"proved"`      // proven to meet the goals against every reply (Any)
	ReplyNodes int64 `json:"reply_nodes"` // turns resolved in the others' searches (Any), the proofs' included
	ProofNodes int64 `json:"proof_nodes"` // turns resolved in the proofs (Any)
	Twins      int64 `json:"twins"`       // of the proved, those a twin's proof stood for (Any; see twins.go)
	Mirrored   int64 `json:"mirrored"`    // solutions a twin branch's search stood for, not judged (see twins.go)
}

func (s *Stats) add(t *Stats) {
	s.Judged += t.Judged
	s.Remembered += t.Remembered
	s.Refuted += t.Refuted
	s.Proved += t.Proved
	s.ReplyNodes += t.ReplyNodes
	s.ProofNodes += t.ProofNodes
	s.Twins += t.Twins
	s.Mirrored += t.Mirrored
}

// Solved reports whether at least one solution was found.
func (r *Result) Solved() bool { return len(r.Solutions) > 0 }

// ExitStatus is the exit status the solve command gives for r: 0 when
// solved (completely), 1 when proven unsolvable, 3 when stopped by the time
// limit or cancelled. Status 2 (bad input) is the caller's.
func (r *Result) ExitStatus() int {
	switch {
	case r.Stopped:
		return 3
	case len(r.Solutions) > 0:
		return 0
	}
	return 1
}
