package solver

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// The real-game positions (testdata/real): positions a club player built in
// the editor from a game of his (issue 11), kept as they are, not drawn by a
// rule as the hard suite's are. Their rule is that: a position from a real
// game, 6 to 10 pieces a side with hands, on which the solver was once far
// from issue 11's target; each file's comment says what it is and how far.
// They are written with the default catalogue's kinds (realKinds), in the
// goldens' format, and as the goldens record the solver's result, nodes
// included (TestRealGames; -update rewrites it). The brute force cannot
// check them (eight pieces a side, with hands): their answers were checked
// against the solver before the round that made them fast (see
// docs/performance.md, "The fifty-ninth round").
const realDir = "testdata/real"

// realKinds are the kinds of the default catalogue (puzzles/pieces.toml)
// that the real-game positions use, with its numbers, written here in Go so
// that the tests depend on no other package.
var realKinds = []engine.Kind{
	{Name: "Bird", Combat: [6]int8{2, 1, 0, 0, 0, 1}, Speed: [6]int8{4, 3, 1, 1, 1, 3}},
	{Name: "Blockhead", Combat: [6]int8{5, 5, 4, 4, 4, 5}, Speed: [6]int8{1, 1, 0, 0, 0, 1}},
	{Name: "Cloud Man", Combat: [6]int8{3, 2, 2, 2, 2, 2}, Speed: [6]int8{3, 2, 1, 1, 1, 2}, Special: engine.CloudMan},
	{Name: "Crab", Combat: [6]int8{3, 3, 1, 1, 1, 3}, Speed: [6]int8{0, 3, 2, 0, 2, 3}},
	{Name: "Cyclops", Combat: [6]int8{8, 3, 1, 1, 1, 3}, Speed: [6]int8{2, 1, 0, 0, 0, 1}},
	{Name: "Drunk", Combat: [6]int8{5, 2, 1, 0, 1, 2}, Speed: [6]int8{1, 1, 2, 3, 2, 1}, Special: engine.Drunk},
	{Name: "Harpy", Combat: [6]int8{3, 2, 1, 1, 1, 2}, Speed: [6]int8{3, 3, 1, 0, 1, 3}, Special: engine.Harpy},
	{Name: "Magician", Combat: [6]int8{2, 2, 2, 2, 2, 2}, Speed: [6]int8{2, 1, 1, 1, 1, 1}, Special: engine.Magician},
	{Name: "Pikeman", Combat: [6]int8{6, 2, 0, 0, 0, 2}, Speed: [6]int8{2, 1, 0, 0, 0, 1}},
}

func realCatalogue(t testing.TB) *engine.Catalogue {
	t.Helper()
	cat, err := engine.NewCatalogue(realKinds...)
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

var (
	realReport = flag.Bool("real.report", false, "solve the real-game positions (testdata/real) and print a line per position")
	realDirs   = flag.String("real.dir", realDir, "TestRealReport, BenchmarkRealFirstNodes: the folder of the positions")
	realFirst  = flag.Int64("real.first", 0, "TestRealReport: stop each search, as one task on one worker, past this many nodes (0: no limit)")
)

// readReal reads the real-game positions whose name holds -hard.only.
func readReal(t testing.TB) []*golden {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(*realDirs, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("no positions in " + *realDirs)
	}
	var out []*golden
	for _, path := range paths {
		g, err := readGolden(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if strings.Contains(g.name, *hardOnly) {
			out = append(out, g)
		}
	}
	return out
}

// solveReal solves p with -hard.workers workers and the -hard.timeout
// limit; with -real.first, as one task on one worker, stopped past that
// many nodes (the same nodes every run).
func solveReal(t testing.TB, p *Problem) *Result {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	opt := Options{Timeout: *hardTimeout, Workers: *hardWorkers}
	if *realFirst > 0 {
		testOneTask = true
		defer func() { testOneTask = false }()
		opt.Workers = 1
		opt.Progress = func(pr Progress) {
			if pr.Nodes >= *realFirst {
				cancel() // checked every 100 ms: a little past the count
			}
		}
	}
	r, err := Solve(ctx, p, opt)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestRealReport solves the real-game positions (with -real.report) and
// prints a row per position as TestHardReport does.
func TestRealReport(t *testing.T) {
	if !*realReport {
		t.Skip("run with -real.report to solve the real-game positions")
	}
	cat := realCatalogue(t)
	fmt.Printf("| position | sizes | model | goal | result | nodes | seconds | cpu seconds |\n|---|---|---|---|---|---:|---:|---:|\n")
	for _, g := range readReal(t) {
		p := g.spec.build(t, cat)
		cpu := cpuTime()
		r := solveReal(t, p)
		fmt.Printf("| %s | %s | %v | %s | %s | %d | %.3f | %.3f |\n", g.name, hardSizes(p), p.Opponent,
			engine.GoalsText(p.Goals), hardVerdict(r), r.Nodes, r.Elapsed.Seconds(), (cpuTime() - cpu).Seconds())
	}
}

// TestRealGames solves every real-game position and compares the result,
// nodes included, with the recorded one, as TestGolden does.
func TestRealGames(t *testing.T) {
	cat := realCatalogue(t)
	for _, g := range readReal(t) {
		t.Run(g.name, func(t *testing.T) {
			r, err := Solve(context.Background(), g.spec.build(t, cat), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !r.Complete {
				t.Fatalf("search not complete: %s", r.NotProven)
			}
			g.record(t, render(t, cat, r))
		})
	}
}

// BenchmarkReal solves each real-game position whose name holds -hard.only
// (named by its file) with -hard.workers workers and the -hard.timeout
// limit, and reports the nodes per solve. Run it once: -benchtime 1x.
func BenchmarkReal(b *testing.B) {
	cat := realCatalogue(b)
	for _, g := range readReal(b) {
		b.Run(g.name, func(b *testing.B) {
			p := g.spec.build(b, cat)
			var r *Result
			for b.Loop() {
				r = solveReal(b, p)
			}
			b.ReportMetric(float64(r.Nodes), "nodes/op")
			if r.Stopped {
				b.ReportMetric(1, "stopped")
			}
		})
	}
}
