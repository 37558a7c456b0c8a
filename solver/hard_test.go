package solver

import (
	"context"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"
)

// The hard suite (testdata/hard) holds middle-game positions the size of
// those players build from real games, chosen by a written rule rather than
// by hand:
//
//   - for every opponent model, every goal kind and every size class (a: 4
//     to 6 pieces a side on the board and 0 to 2 in hand, b: 7 or 8 and 3 or
//     4, c: 9 or 10 and 5 or 6), candidates are drawn by hardCandidate from
//     seeds 0, 1, 2, ... (a fixed stream per cell of that grid);
//   - the first candidate that the solver of the base commit (see
//     docs/performance.md) could not solve within hardFilterNodes
//     resolutions joins the suite, under the name MODEL-GOAL-CLASS, with its
//     seed; a cell where no candidate of the first hardTries passes stays
//     empty.
//
// TestHardSuiteRule checks that each stored position is the candidate of its
// seed, so the suite cannot drift from the rule. -hard.generate writes the
// suite anew (with today's solver as the filter: run it at the base commit
// only). BenchmarkHard and -hard.report solve it.

var (
	hardGenerate = flag.Bool("hard.generate", false, "write the hard suite (testdata/hard) anew from its rule")
	hardReport   = flag.Bool("hard.report", false, "solve the hard suite and print a line per position")
	hardTimeout  = flag.Duration("hard.timeout", 60*time.Second, "time limit per position of the hard suite")
	hardOnly     = flag.String("hard.only", "", "solve only the hard positions whose name contains this")
	hardWorkers  = flag.Int("hard.workers", 0, "workers for the hard suite (0: all cores)")
	hardMax      = flag.Int("hard.max", 0, "stop each search of the hard suite at this many solutions (Options.MaxSolutions; 0: all)")
)

const (
	hardFilterNodes = 25_000 // about 50 ms of the base solver on this machine
	hardTries       = 60
	hardDir         = "testdata/hard"
)

var hardGoalKinds = []string{"ransack", "kill", "kills", "keep", "no-losses", "pit", "eliminate", "win"}

// hardClass is a size class of the suite.
type hardClass struct {
	name           string
	minBoard, maxB int
	minHand, maxH  int
}

var hardClasses = []hardClass{
	{"a", 4, 6, 0, 2},
	{"b", 7, 8, 3, 4},
	{"c", 9, 10, 5, 6},
}

// hardStream returns the random stream of candidate seed of one cell.
func hardStream(opp Opponent, goal string, class string, seed int) *rand.Rand {
	h := fnv.New64a()
	fmt.Fprintf(h, "%v/%s/%s", opp, goal, class)
	return rand.New(rand.NewPCG(h.Sum64(), uint64(seed)))
}

// hardCandidate builds the candidate of one seed for a cell of the grid, or
// nil when that seed gives no sensible problem. Two players in the standard
// layout (one territory of each sometimes ransacked earlier); pieces around a
// battle centre, some anywhere; mostly plain kinds; the goal of the wanted
// kind for player 1, half the time one that a random order set of the side
// meets and giving no orders does not.
func hardCandidate(cat *engine.Catalogue, opp Opponent, goal string, cl hardClass, seed int) *Problem {
	rng := hardStream(opp, goal, cl.name, seed)
	pos := engine.NewPosition(2)
	pos.Turn = uint16(4 + rng.IntN(9))
	pos.Deck = uint16(8 + rng.IntN(18))
	if rng.IntN(3) == 0 {
		pos.Control[rng.IntN(3)] = 0
	}
	if rng.IntN(3) == 0 {
		pos.Control[3+rng.IntN(3)] = 0
	}
	var centre engine.Loc
	for {
		centre = engine.Loc(rng.IntN(engine.NumLocs))
		if centre.Ring() <= 2 {
			break
		}
	}
	free := func(l engine.Loc) bool { return pos.Board[l].Empty() }
	place := func() engine.Loc {
		for range 200 {
			l := engine.Loc(rng.IntN(engine.NumLocs))
			if !free(l) {
				continue
			}
			if rng.IntN(10) < 7 && engine.Distance(l, centre) > 3 {
				continue
			}
			return l
		}
		return engine.NoLoc
	}
	plain := []string{"Spear", "Shield", "Pawn", "Rock", "Dart", "Runner", "Club", "Bird", "Lance"}
	specials := []string{"Catapult", "Cerberus", "Cloud Man", "Drunk", "Harpy", "Imp Swarm", "King",
		"Left Berzerker", "Magician", "Necromancer", "Priest", "Reverse Centaur", "Skeleton", "Witch"}
	kind := func() engine.KindID {
		name := plain[rng.IntN(len(plain))]
		if rng.IntN(6) == 0 {
			name = specials[rng.IntN(len(specials))]
		}
		k, _ := cat.Lookup(name)
		return k
	}
	for n := 1; n <= 2; n++ {
		board := cl.minBoard + rng.IntN(cl.maxB-cl.minBoard+1)
		hand := cl.minHand + rng.IntN(cl.maxH-cl.minHand+1)
		for range board {
			l := place()
			if l == engine.NoLoc {
				return nil
			}
			pos.Board[l] = engine.Piece{Kind: kind(), Owner: uint8(n), Facing: engine.Dir(rng.IntN(6))}
		}
		for range hand {
			k := kind()
			if rng.IntN(8) == 0 {
				k, _ = cat.Lookup("Snake")
			}
			_ = pos.AddHand(n, k)
		}
	}
	if pos.Validate(cat) != nil {
		return nil
	}
	p := &Problem{Rules: &engine.Rules{Kinds: cat}, Pos: pos, Side: 1, Opponent: opp, Replies: make([][]engine.Order, 2)}
	if opp == Fixed {
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if pos.Board[l].Owner == 2 && rng.IntN(2) == 0 {
				if opts := pos.PieceOptions(cat, l, nil); len(opts) > 0 {
					p.Replies[1] = append(p.Replies[1], opts[rng.IntN(len(opts))])
				}
			}
		}
		if _, err := pos.PlanOrders(cat, p.Replies); err != nil {
			p.Replies[1] = nil
		}
	}
	// The goals of the wanted kind that make sense for player 1.
	var cands []engine.Goal
	switch goal {
	case "ransack":
		for t := engine.AB; t <= engine.FA; t++ {
			cands = append(cands, engine.Goal{Kind: engine.GoalRansack, Terr: t})
		}
	case "kill", "keep":
		k := engine.GoalKill
		if goal == "keep" {
			k = engine.GoalKeep
		}
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if pos.Board[l].Empty() {
				continue
			}
			// A piece with an enemy within three cells.
			near := false
			for m := engine.Loc(0); m < engine.NumLocs; m++ {
				if o := pos.Board[m].Owner; o != 0 && o != pos.Board[l].Owner && engine.Distance(l, m) <= 3 {
					near = true
				}
			}
			if near {
				cands = append(cands, engine.Goal{Kind: k, Loc: l})
			}
		}
	case "kills":
		for n := 1; n <= 3; n++ {
			cands = append(cands, engine.Goal{Kind: engine.GoalKills, N: n})
		}
	case "no-losses":
		cands = append(cands, engine.Goal{Kind: engine.GoalNoLosses})
	case "pit":
		cands = append(cands, engine.Goal{Kind: engine.GoalPit})
	case "eliminate":
		cands = append(cands, engine.Goal{Kind: engine.GoalEliminate, N: 2})
	case "win":
		cands = append(cands, engine.Goal{Kind: engine.GoalWin})
	}
	cands = slices.DeleteFunc(cands, func(g engine.Goal) bool { return pos.CheckGoal(g, 1) != nil })
	if len(cands) == 0 {
		return nil
	}
	if rng.IntN(2) == 0 {
		// Plant: keep the goals some random order set meets (against the
		// fixed replies, or no orders) and giving no orders does not.
		var idle, out engine.Outcome
		plan, _ := pos.PlanOrders(cat, p.Replies)
		p.Rules.Resolve(&pos, &plan, &idle, nil)
		var met []engine.Goal
		for range 40 {
			mine := randomOrders(rng, cat, &pos, 1)
			plan, err := pos.PlanOrders(cat, [][]engine.Order{mine, p.Replies[1]})
			if err != nil {
				continue
			}
			p.Rules.Resolve(&pos, &plan, &out, nil)
			for _, g := range cands {
				if g.Met(&pos, &out, 1) && !g.Met(&pos, &idle, 1) && !slices.Contains(met, g) {
					met = append(met, g)
				}
			}
		}
		if len(met) > 0 {
			cands = met
		}
	}
	p.Goals = []engine.Goal{cands[rng.IntN(len(cands))]}
	if p.Check() != nil {
		return nil
	}
	return p
}

// randomOrders draws a legal order set of player n: each piece an option
// half the time, each piece in hand placed a third of the time.
func randomOrders(rng *rand.Rand, cat *engine.Catalogue, pos *engine.Position, n int) []engine.Order {
	var out []engine.Order
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pos.Board[l].Owner == uint8(n) && rng.IntN(2) == 0 {
			if opts := pos.PieceOptions(cat, l, nil); len(opts) > 0 {
				out = append(out, opts[rng.IntN(len(opts))])
			}
		}
	}
	placed := 0
	for _, k := range pos.Player(n).HandKinds() {
		if placed == engine.MaxPlace || rng.IntN(3) > 0 {
			continue
		}
		cells := pos.PlaceCells(cat, n, k, nil)
		if len(cells) == 0 {
			continue
		}
		c := cells[rng.IntN(len(cells))]
		var fs []engine.Dir
		for f := engine.A; f <= engine.F; f++ {
			if c.Facings&(1<<f) != 0 {
				fs = append(fs, f)
			}
		}
		try := append(slices.Clone(out), engine.Place(k, c.Loc, fs[rng.IntN(len(fs))]))
		var pl engine.Plan
		if pos.CheckOrders(cat, n, try, &pl) == nil {
			out = try
			placed++
		}
	}
	return out
}

// hardFilter reports whether the solver needs more than hardFilterNodes
// resolutions for p. The count of a finished search is the same whatever the
// workers; a search is cancelled only after it passed the bound.
func hardFilter(p *Problem) bool {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r, err := Solve(ctx, p, Options{Workers: 1, Progress: func(pr Progress) {
		if pr.Nodes > hardFilterNodes {
			cancel()
		}
	}})
	return err == nil && (r.Nodes > hardFilterNodes || !r.Complete)
}

// hardEntry is one position of the suite.
type hardEntry struct {
	name string
	seed int
	g    *golden
}

// writeHard writes one suite file.
func writeHard(cat *engine.Catalogue, name string, cl hardClass, seed int, p *Problem) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# Hard suite, class %s (%d to %d pieces a side on the board, %d to %d in hand): the\n",
		cl.name, cl.minBoard, cl.maxB, cl.minHand, cl.maxH)
	fmt.Fprintf(&b, "# first candidate of its cell that the base solver could not solve within %d\n", hardFilterNodes)
	b.WriteString("# resolutions. Written by go test -run TestHardGenerate -hard.generate; do not edit.\n")
	fmt.Fprintf(&b, "seed: %d\n", seed)
	fmt.Fprintf(&b, "position: %s\n", p.Pos.Code(cat))
	fmt.Fprintf(&b, "side: %d\n", p.Side)
	fmt.Fprintf(&b, "goals: %s\n", strings.ReplaceAll(engine.GoalsText(p.Goals), ", ", "; "))
	fmt.Fprintf(&b, "opponent: %v\n", p.Opponent)
	if p.Opponent == Fixed && len(p.Replies) > 1 && len(p.Replies[1]) > 0 {
		fmt.Fprintf(&b, "reply 2: %s\n", strings.Join(engine.FormatOrders(cat, p.Replies[1]), "; "))
	}
	return os.WriteFile(filepath.Join(hardDir, name+".txt"), []byte(b.String()), 0o644)
}

func hardName(opp Opponent, goal, class string) string {
	return fmt.Sprintf("%v-%s-%s", opp, goal, class)
}

// hardKey writes a problem in notation, for comparisons.
func hardKey(cat *engine.Catalogue, p *Problem) string {
	var replies []string
	if p.Opponent == Fixed {
		for _, os := range p.Replies {
			replies = append(replies, engine.OrdersText(cat, os, "-"))
		}
	}
	return fmt.Sprintf("%s side %d goals %s opponent %v replies %q", p.Pos.Code(cat), p.Side, engine.GoalsText(p.Goals), p.Opponent, replies)
}

// TestHardGenerate writes the suite anew (with -hard.generate).
func TestHardGenerate(t *testing.T) {
	if !*hardGenerate {
		t.Skip("run with -hard.generate to write the hard suite")
	}
	cat := testCatalogue(t)
	if err := os.MkdirAll(hardDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, opp := range []Opponent{Hold, Fixed, Any} {
		for _, goal := range hardGoalKinds {
			for _, cl := range hardClasses {
				name := hardName(opp, goal, cl.name)
				found := false
				for seed := 0; seed < hardTries && !found; seed++ {
					p := hardCandidate(cat, opp, goal, cl, seed)
					if p == nil || !hardFilter(p) {
						continue
					}
					if err := writeHard(cat, name, cl, seed, p); err != nil {
						t.Fatal(err)
					}
					t.Logf("%s: seed %d", name, seed)
					found = true
				}
				if !found {
					t.Logf("%s: no candidate among the first %d passes the filter", name, hardTries)
				}
			}
		}
	}
}

// readHard reads the suite.
func readHard(t testing.TB) []hardEntry {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(hardDir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("no positions in " + hardDir)
	}
	var out []hardEntry
	for _, path := range paths {
		g, err := readGolden(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, hardEntry{name: g.name, seed: g.seed, g: g})
	}
	return out
}

// TestHardSuiteRule checks that every position of the suite is the
// candidate its seed gives for its cell: the suite comes from the rule.
func TestHardSuiteRule(t *testing.T) {
	cat := testCatalogue(t)
	cells := map[string]bool{}
	for _, e := range readHard(t) {
		parts := strings.Split(e.name, "-")
		class := parts[len(parts)-1]
		goal := strings.Join(parts[1:len(parts)-1], "-")
		opp, err := ParseOpponent(parts[0])
		if err != nil {
			t.Fatalf("%s: %v", e.name, err)
		}
		var cl hardClass
		for _, c := range hardClasses {
			if c.name == class {
				cl = c
			}
		}
		want := hardCandidate(cat, opp, goal, cl, e.seed)
		got := e.g.spec.build(t, cat)
		if want == nil || hardKey(cat, want) != hardKey(cat, got) {
			t.Errorf("%s: not the candidate of seed %d\nstored    %s", e.name, e.seed, hardKey(cat, got))
		}
		cells[opp.String()+"/"+goal] = true
	}
	// Every goal kind under every model.
	for _, opp := range []Opponent{Hold, Fixed, Any} {
		for _, goal := range hardGoalKinds {
			if !cells[opp.String()+"/"+goal] {
				t.Errorf("the suite has no %s position under %v", goal, opp)
			}
		}
	}
}

// hardSizes describes a problem's size: pieces on the board and in hand of
// each player.
func hardSizes(p *Problem) string {
	var parts []string
	for n := 1; n <= int(p.Pos.NumPlayers); n++ {
		parts = append(parts, fmt.Sprintf("%d+%d", p.Pos.CountPieces(uint8(n)), p.Pos.Player(n).HandSize()))
	}
	return strings.Join(parts, " v ")
}

// hardVerdict writes a result in a few words.
func hardVerdict(r *Result) string {
	switch {
	case r.Stopped:
		return fmt.Sprintf("> limit (%d found)", len(r.Solutions))
	case r.Limited:
		return fmt.Sprintf("%d found, enough", len(r.Solutions))
	case len(r.Solutions) == 0:
		return "unsolvable"
	case r.Unique:
		return "unique"
	}
	return fmt.Sprintf("%d solutions", len(r.Solutions))
}

// statsCells writes the last three cells of both reports' rows: the
// side's order sets judged, those proved and the proofs' nodes.
func statsCells(s Stats) string {
	return fmt.Sprintf("%d | %d | %d", s.Judged, s.Proved, s.ProofNodes)
}

// TestHardReport solves the suite (with -hard.report) and prints, per
// position, its sizes (board+hand, side 1 first), model, goal, result, nodes,
// time on the clock and processor time, the memo's size, the side's order
// sets judged, and under any those proved and the proofs' nodes (see
// Stats), as rows of a Markdown table.
func TestHardReport(t *testing.T) {
	if !*hardReport {
		t.Skip("run with -hard.report to solve the hard suite")
	}
	cat := testCatalogue(t)
	fmt.Printf("| position | sizes | model | goal | result | nodes | seconds | cpu seconds | memo KB | judged | proved | proof nodes |\n|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, e := range readHard(t) {
		if !strings.Contains(e.name, *hardOnly) {
			continue
		}
		p := e.g.spec.build(t, cat)
		cpu := cpuTime()
		var sh *shared
		testShared = func(s *shared) { sh = s }
		r, err := Solve(context.Background(), p, Options{Timeout: *hardTimeout, Workers: *hardWorkers, MaxSolutions: *hardMax})
		testShared = nil
		if err != nil {
			t.Fatalf("%s: %v", e.name, err)
		}
		fmt.Printf("| %s | %s | %v | %s | %s | %d | %.3f | %.3f | %d | %s |\n", e.name, hardSizes(p), p.Opponent,
			engine.GoalsText(p.Goals), hardVerdict(r), r.Nodes, r.Elapsed.Seconds(), (cpuTime() - cpu).Seconds(),
			(sh.memoUsed.Load()+1023)/1024, statsCells(r.Stats))
	}
}

// BenchmarkHard solves each position of the hard suite, named by its file,
// with all cores and the -hard.timeout limit, and reports the nodes per
// solve. Run it once: -benchtime 1x.
func BenchmarkHard(b *testing.B) {
	benchHard(b, func(b *testing.B, p *Problem) {
		var r *Result
		b.ReportAllocs()
		for b.Loop() {
			var err error
			r, err = Solve(context.Background(), p, Options{Timeout: *hardTimeout, Workers: *hardWorkers})
			if err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(r.Nodes), "nodes/op")
		if r.Stopped {
			b.ReportMetric(1, "stopped")
		}
	})
}

// benchHard runs f as a sub-benchmark, named by its file, on each position
// of the hard suite whose name holds -hard.only.
func benchHard(b *testing.B, f func(b *testing.B, p *Problem)) {
	cat := testCatalogue(b)
	for _, e := range readHard(b) {
		if strings.Contains(e.name, *hardOnly) {
			b.Run(e.name, func(b *testing.B) { f(b, e.g.spec.build(b, cat)) })
		}
	}
}

var hardFirst = flag.Int64("hard.first", 1_000_000, "BenchmarkHardFirstNodes: the nodes to search of each position")

// BenchmarkHardFirstNodes searches each position of the hard suite that
// -hard.only picks (say -hard.only any-kills-c) as one task on one worker,
// and stops it once it has searched -hard.first nodes; it reports the
// nanoseconds a node. One task on one worker walks the same nodes in every
// run, so this measures what a node costs on a position that does not
// finish, where a time limit gives another path each run (the tasks of a
// wave take the worker in any order). A position that finishes sooner is
// measured whole. Run it once: -benchtime 1x.
func BenchmarkHardFirstNodes(b *testing.B) {
	testOneTask = true
	defer func() { testOneTask = false }()
	benchHard(b, func(b *testing.B, p *Problem) {
		var r *Result
		for b.Loop() {
			ctx, cancel := context.WithCancel(context.Background())
			var err error
			r, err = Solve(ctx, p, Options{Workers: 1, Progress: func(pr Progress) {
				if pr.Nodes >= *hardFirst {
					cancel() // checked every 100 ms: a little past the count
				}
			}})
			cancel()
			if err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(r.Nodes), "nodes/op")
		b.ReportMetric(float64(r.Elapsed.Nanoseconds())/float64(max(r.Nodes, 1)), "ns/node")
	})
}

var (
	hardLike = flag.Int("hard.like", 0, "solve the candidates of the next N seeds of every cell of classes a and b (positions like the suite's)")
	hardSeed = flag.Int("hard.seed", -1, "TestHardLike: solve the candidates of this seed alone, counted from 0 as the suite's own seeds are (with -hard.only, one position: -hard.seed 7 -hard.only any-kills-b); at or below a cell's suite seed it is the suite's position or a candidate the suite passed over")
)

// likeWanted reports whether TestHardLike was asked for (-hard.like or
// -hard.seed).
func likeWanted() bool { return *hardLike > 0 || *hardSeed >= 0 }

// likeSeeds returns the seeds TestHardLike solves of a cell whose first
// seed after the suite's is start: -hard.seed alone when it is given, else
// the -hard.like from start on. -hard.seed is absolute, not counted from
// start: for a cell whose suite seed is 1 or more (fixed-keep-a's is 7), a
// seed at or below it is the suite's own position or a candidate the suite
// passed over, solved all the same.
func likeSeeds(start int) (from, to int) {
	if *hardSeed >= 0 {
		return *hardSeed, *hardSeed + 1
	}
	return start, start + *hardLike
}

// hardTarget is the time the issue asks a position of a class to finish in
// under an opponent model: classes a and b in 2 s under hold and fixed and
// 10 s under any, class c in 60 s.
func hardTarget(opp Opponent, class string) time.Duration {
	switch {
	case class == "c":
		return 60 * time.Second
	case opp == Any:
		return 10 * time.Second
	}
	return 2 * time.Second
}

// TestHardLike (with -hard.like N) checks the suite's targets on positions
// like it: for every cell of classes a and b, the candidates of the N seeds
// after the suite's own, drawn by the same rule but not filtered (with
// -hard.seed S, those of seed S alone). Each is
// solved with all cores (or -hard.workers) and three times its target on the
// clock. It prints a row for each candidate that needs more than the
// filter's resolutions, then a tally per class and model.
func TestHardLike(t *testing.T) {
	if !likeWanted() {
		t.Skip("run with -hard.like N (or -hard.seed S) to solve positions like the hard suite")
	}
	cat := testCatalogue(t)
	seeds := map[string]int{}
	for _, e := range readHard(t) {
		seeds[e.name] = e.seed
	}
	type tally struct {
		n, hard, on, stopped int
		worst                time.Duration
		worstName            string
	}
	tallies := map[string]*tally{}
	var keys []string
	fmt.Printf("| position | seed | sizes | goal | result | nodes | seconds | target | judged | proved | proof nodes |\n|---|---:|---|---|---|---:|---:|---|---:|---:|---:|\n")
	for _, cl := range hardClasses[:2] {
		for _, opp := range []Opponent{Hold, Fixed, Any} {
			key := fmt.Sprintf("%s %v", cl.name, opp)
			tl := &tally{}
			tallies[key] = tl
			keys = append(keys, key)
			target := hardTarget(opp, cl.name)
			for _, goal := range hardGoalKinds {
				name := hardName(opp, goal, cl.name)
				if !strings.Contains(name, *hardOnly) {
					continue
				}
				start := 0
				if s, ok := seeds[name]; ok {
					start = s + 1
				}
				from, to := likeSeeds(start)
				for seed := from; seed < to; seed++ {
					p := hardCandidate(cat, opp, goal, cl, seed)
					if p == nil {
						continue
					}
					r, err := Solve(context.Background(), p, Options{Timeout: 3 * target, Workers: *hardWorkers, MaxSolutions: *hardMax})
					if err != nil {
						t.Fatalf("%s seed %d: %v", name, seed, err)
					}
					tl.n++
					on := !r.Stopped && r.Elapsed < target
					if on {
						tl.on++
					}
					if r.Stopped {
						tl.stopped++
					}
					if r.Elapsed > tl.worst {
						tl.worst, tl.worstName = r.Elapsed, fmt.Sprintf("%s seed %d", name, seed)
					}
					if r.Nodes > hardFilterNodes || !on {
						tl.hard++
						fmt.Printf("| %s | %d | %s | %s | %s | %d | %.3f | %v | %s |\n", name, seed, hardSizes(p),
							engine.GoalsText(p.Goals), hardVerdict(r), r.Nodes, r.Elapsed.Seconds(), target, statsCells(r.Stats))
					}
				}
			}
		}
	}
	fmt.Printf("\n| class, model | candidates | over %d nodes | on target | stopped | slowest |\n|---|---:|---:|---:|---:|---|\n", hardFilterNodes)
	for _, k := range keys {
		tl := tallies[k]
		fmt.Printf("| %s | %d | %d | %d | %d | %.3f s (%s) |\n", k, tl.n, tl.hard, tl.on, tl.stopped, tl.worst.Seconds(), tl.worstName)
	}
}
