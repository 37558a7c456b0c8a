package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"
)

// bigSpec is a middle-game position of nineteen pieces, nine and ten a
// side, with five and six in hand (any-kills-c of the hard suite), whose
// search takes far longer than these tests wait: long enough for a time
// limit or a cancel to cut it. (Positions used before became quick: a
// twelve-piece one when the closure learnt the stages of the turn, and
// any-win-c, a proof of 8 nodes, when it learnt that the dead stay dead.)
var bigSpec = problemSpec{
	code: "bc1 t12 d19 | AB.BC.CD m6 h:Shield,Pawn,Runner,Snake,ImpSwarm Dart/E4/E Club/EF5/A Magician/E3/D" +
		" Runner/EF2/D Runner/FA2/E Priest/D3/F Runner/A3/D Runner/CD1/C Witch/CD4/C" +
		" | DE.EF.FA m6 h:Pawn,Rock,Rock,Runner,Club,Magician Witch/EF6/B Shield/DE3/B Rock/DE4/E Bird/DE1/F" +
		" LeftBerzerker/FA1/E Bird/Pit/E Runner/A4/B Shield/B1/E Dart/AB1/F Runner/BC6/F | g:-",
	goals:    []string{"kills 3"},
	opponent: Any,
}

// TestTimeLimit checks that a search cut by the time limit says so: not
// complete, not unique, what it has not proven (the part of the search
// done first, alone: "31 of 33 branches" read as nearly done), exit status 3.
func TestTimeLimit(t *testing.T) {
	cat := testCatalogue(t)
	r, err := Solve(context.Background(), bigSpec.build(t, cat), Options{Timeout: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Stopped || r.Complete || r.Unique || !strings.HasPrefix(r.NotProven, "stopped at about ") ||
		!strings.Contains(r.NotProven, "% of the search") || strings.Contains(r.NotProven, "branches") || r.ExitStatus() != 3 || r.Nodes == 0 {
		t.Errorf("stopped %v, complete %v, unique %v, not proven %q, exit %d, nodes %d",
			r.Stopped, r.Complete, r.Unique, r.NotProven, r.ExitStatus(), r.Nodes)
	}
}

// TestStoppedText checks what a stopped search says it has not proven: the
// part done alone ("about 27% of the search done (225 of the 232 branches
// made so far searched to the end)" read as 97% beside 27%), and that a
// solution found may not be minimal only when one was found (it was said
// of none).
func TestStoppedText(t *testing.T) {
	for _, c := range []struct {
		found int
		want  string
	}{
		{0, "stopped at about 27% of the search: a solution may exist"},
		{2, "stopped at about 27% of the search: other solutions may exist, and a solution found may not be minimal"},
	} {
		if got := stoppedText(0.275, "", c.found); got != c.want {
			t.Errorf("%d found: %q, want %q", c.found, got, c.want)
		}
	}
}

// TestCancelAndProgress cancels a search from its first progress report,
// and checks the reports: never more done than there are, never fewer
// nodes or less time than the report before, the last one at least the
// result's nodes (the reports count the work of every worker, the result
// what one worker would have searched: see Progress.Nodes) and matching
// its solutions.
func TestCancelAndProgress(t *testing.T) {
	cat := testCatalogue(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var mu sync.Mutex
	var reports []Progress
	r, err := Solve(ctx, bigSpec.build(t, cat), Options{Progress: func(p Progress) {
		mu.Lock()
		reports = append(reports, p)
		mu.Unlock()
		cancel()
	}})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Stopped || r.Complete {
		t.Errorf("cancelled search: stopped %v, complete %v", r.Stopped, r.Complete)
	}
	if len(reports) < 2 {
		t.Fatalf("%d progress reports, want one while searching and one at the end", len(reports))
	}
	// The reports come one after another (the watcher's, then the final
	// one): the work they count only grows.
	for i, p := range reports {
		if p.Done > p.Total || p.Elapsed <= 0 {
			t.Errorf("progress %+v, result nodes %d", p, r.Nodes)
		}
		if i > 0 && (p.Nodes < reports[i-1].Nodes || p.Elapsed < reports[i-1].Elapsed || p.Part < reports[i-1].Part) {
			t.Errorf("progress went back: %+v after %+v", p, reports[i-1])
		}
	}
	// A stopped search never counts every branch as searched to the end.
	if last := reports[len(reports)-1]; last.Done >= last.Total || last.Part >= 1 {
		t.Errorf("stopped search reports %d of %d branches done, part %v", last.Done, last.Total, last.Part)
	}
	if last := reports[len(reports)-1]; last.Nodes < r.Nodes || last.Found != len(r.Solutions) {
		t.Errorf("last progress %+v, result nodes %d, solutions %d", last, r.Nodes, len(r.Solutions))
	}
}

// TestCancelledBefore checks that a search given a cancelled context stops
// at once.
func TestCancelledBefore(t *testing.T) {
	cat := testCatalogue(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := Solve(ctx, bigSpec.build(t, cat), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Stopped || r.Nodes > 1 {
		t.Errorf("stopped %v after %d nodes", r.Stopped, r.Nodes)
	}
}

// TestStopStartsNoBranch stops a search with many branches left (and many
// solutions) from its first progress report, and wants no branch begun
// after the stop: each used to be set up (the solutions known so far handed
// to it) and its first node resolved, which took seconds past the time
// limit when there were many of both.
func TestStopStartsNoBranch(t *testing.T) {
	cat := testCatalogue(t)
	g, err := readGolden("testdata/hard/any-kills-c.txt")
	if err != nil {
		t.Fatal(err)
	}
	p := g.spec.build(t, cat)
	for _, workers := range []int{1, 2} {
		ctx, cancel := context.WithCancel(context.Background())
		var once sync.Once
		var sh *shared
		testShared = func(s *shared) { sh = s }
		r, err := Solve(ctx, p, Options{Workers: workers, Progress: func(pr Progress) { once.Do(cancel) }})
		testShared = nil
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if !r.Stopped || !strings.Contains(r.NotProven, "% of the search") {
			t.Fatalf("%d workers: the search was not stopped (%d nodes)", workers, r.Nodes)
		}
		if n := sh.late.Load(); n > 0 {
			t.Errorf("%d workers: %d branches begun after the stop", workers, n)
		}
	}
}

// TestProgressFigures checks what a progress bar reads: the rate, the share
// of branches done (never above 1) and the one-line summary, with the
// checks under way, fitted to a width.
func TestProgressFigures(t *testing.T) {
	p := Progress{Nodes: 1_500_000, Done: 3, Total: 8, Found: 2, Elapsed: 3 * time.Second}
	if p.Rate() != 500_000 || p.Share() != 0.375 {
		t.Errorf("rate %v, share %v", p.Rate(), p.Share())
	}
	if got, want := p.String(), "1.5M positions (500k/s), 37% searched, 2 solutions so far, 3.0 s"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if (Progress{Done: 9, Total: 8}).Share() != 1 || (Progress{}).Share() != 0 || (Progress{}).Rate() != 0 {
		t.Error("share or rate out of range")
	}
	// A check of order sets against every reply under way is told after
	// the share. A narrow line loses the rate first, then the check's
	// replies, then what it checks against, then the share; then it is
	// cut.
	p = Progress{Nodes: 17_000_000, Total: 1, Found: 1, Elapsed: 240 * time.Second, Checking: 1, CheckNodes: 16_900_000}
	full := "17.0M positions (71k/s), 0% searched, checking 1 order set against every reply (16.9M replies so far), 1 solution so far, 240.0 s"
	if got := p.String(); got != full {
		t.Errorf("got %q, want %q", got, full)
	}
	for _, want := range []string{
		full,
		"17.0M positions, 0% searched, checking 1 order set against every reply (16.9M replies so far), 1 solution so far, 240.0 s",
		"17.0M positions, 0% searched, checking 1 order set against every reply, 1 solution so far, 240.0 s",
		"17.0M positions, 0% searched, checking 1 order set, 1 solution so far, 240.0 s",
		"17.0M positions, checking 1 order set, 1 solution so far, 240.0 s",
	} {
		if got := p.Fit(len(want)); got != want {
			t.Errorf("width %d: %q, want %q", len(want), got, want)
		}
	}
	if got, want := p.Fit(20), "17.0M positions, che"; got != want {
		t.Errorf("width 20: %q, want %q", got, want)
	}
	p.Checking = 2
	if got, want := p.CheckingText(), "checking 2 order sets against every reply"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := (Progress{}).CheckingText(); got != "" {
		t.Errorf("no check under way: %q", got)
	}
}

// checkSpec is a middle-game position (seed 10 of pit, class c, of the
// positions like the hard suite's) whose search is nearly all one check:
// after 689 turns, one order set is checked against every reply for
// 223,264 more, and proved. (A real-game position, "keep CD2" under any,
// checked its root for minutes, the progress reading 0% meanwhile.)
var checkSpec = problemSpec{
	code: "bc1 t4 d21 | AB.BC.CD m6 h:Spear,Rock,Lance,Catapult,Skeleton Lance/F3/C Pawn/E1/D CloudMan/F1/A" +
		" ReverseCentaur/CD3/C Shield/C1/D Necromancer/BC1/F ReverseCentaur/BC3/B Catapult/BC2/F Spear/BC5/B" +
		" Runner/BC4/B | DE.FA m6 h:Shield,Dart,Dart,Bird,Snake,Catapult ReverseCentaur/F4/A Bird/E3/D King/A4/A" +
		" Dart/CD1/E Shield/AB2/B Runner/CD5/F Lance/CD2/D Pawn/AB5/A King/C3/C | g:-",
	goals:    []string{"pit"},
	opponent: Any,
}

// TestProgressSaysWhatIsChecked: a search whose progress is all in one
// check of an order set against every reply says so, with the replies
// the check resolved, by one worker and by two (the second lent to the
// check). The part of the search done stands still meanwhile, and nothing
// said why; a search stopped then says it was in that check.
func TestProgressSaysWhatIsChecked(t *testing.T) {
	cat := testCatalogue(t)
	for _, workers := range []int{1, 2} {
		ctx, cancel := context.WithCancel(context.Background())
		var mu sync.Mutex
		var seen Progress // the first report past three long checks' turns
		r, err := Solve(ctx, checkSpec.build(t, cat), Options{Workers: workers, Progress: func(p Progress) {
			mu.Lock()
			defer mu.Unlock()
			if seen.Nodes == 0 && p.Nodes >= 3*longCheck {
				seen = p
				cancel()
			}
		}})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if !r.Stopped || seen.Nodes == 0 {
			t.Fatalf("%d workers: stopped %v, report %+v: the search ended before it was cancelled", workers, r.Stopped, seen)
		}
		// Every turn resolved but the first 689 is the check's, each
		// worker's counted to the check after the positions: the check's
		// count read first, the positions may hold a batch more of each.
		slack := int64(689 + workers*flushNodes)
		if seen.Checking != 1 || seen.CheckNodes < seen.Nodes-slack || seen.CheckNodes > seen.Nodes {
			t.Errorf("%d workers: %d checks under way, their replies %d, of %d positions", workers, seen.Checking, seen.CheckNodes, seen.Nodes)
		}
		want := fmt.Sprintf("%% searched, checking 1 order set against every reply (%s replies so far), 0 solutions so far, ",
			ShortCount(float64(seen.CheckNodes)))
		if got := seen.String(); !strings.Contains(got, want) {
			t.Errorf("%d workers: progress %q, want it to say %q", workers, got, want)
		}
		if !strings.Contains(r.NotProven, "% of the search, checking 1 order set against every reply when stopped (") {
			t.Errorf("%d workers: not proven %q", workers, r.NotProven)
		}
	}
}

// TestPartOfTheSearchEndsWhole: a search that ends complete has done the
// whole of it (each task counts for its share of the task that handed it
// off, and the shares add up), on random positions of every model, by one
// worker and by two. Done of Total, the share before, went back as the
// branches were cut up (97%, 94%, 89% on any-kills-c) and read as nearly
// done for a search far from it; TestCancelAndProgress wants the part to
// only grow.
func TestPartOfTheSearchEndsWhole(t *testing.T) {
	cat := testCatalogue(t)
	for _, opp := range []Opponent{Hold, Fixed, Any} {
		rng := rand.New(rand.NewPCG(7105, uint64(opp)))
		for i := range 40 {
			p := randomProblem(rng, cat, opp)
			for _, workers := range []int{1, 2} {
				var last Progress
				r, err := Solve(context.Background(), p, Options{Workers: workers, Progress: func(pr Progress) { last = pr }})
				if err != nil {
					t.Fatal(err)
				}
				if r.Complete && last.Part != 1 {
					t.Fatalf("%v %d, %d workers: complete, part %v (%d of %d tasks)\n%s", opp, i, workers, last.Part, last.Done, last.Total, describe(cat, p))
				}
			}
		}
	}
}

// TestFoundCountsAsTheResultWrites: the solutions a search reports found
// as it goes count each as the result writes it out (one for each facing
// of a placement the opponents cannot tell apart), so a complete search
// never ends with more solutions than it reported: the progress said 2,675
// solutions so far of a search that then listed 8,180.
func TestFoundCountsAsTheResultWrites(t *testing.T) {
	cat := testCatalogue(t)
	var sh *shared
	testShared = func(s *shared) { sh = s }
	defer func() { testShared = nil }()
	expanded := 0
	for _, opp := range []Opponent{Hold, Fixed, Any} {
		rng := rand.New(rand.NewPCG(7106, uint64(opp)))
		for i := range 80 {
			p := randomProblem(rng, cat, opp)
			r, err := Solve(context.Background(), p, Options{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			if !r.Complete {
				continue
			}
			m, err := buildModel(p)
			if err != nil {
				t.Fatal(err)
			}
			if len(m.equiv) > 0 && len(r.Solutions) > 0 {
				expanded++
			}
			if found := int(sh.found.Load()); found < len(r.Solutions) {
				t.Errorf("%v %d: %d found as it went, %d listed\n%s", opp, i, found, len(r.Solutions), describe(cat, p))
			}
		}
	}
	if expanded < 5 {
		t.Fatalf("only %d solved positions with facings written out", expanded)
	}
}
