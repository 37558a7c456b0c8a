package generate

import (
	"context"
	"testing"
)

// A stop ends the run at the first candidate it cut short: the puzzles
// kept are those before it, as a run with no stop gives them, and the
// candidates after it that had already finished are not taken in its
// place. Many jobs leave many such candidates waiting; taking them wrote a
// pack no flags give, and filled the count, so that an interrupted run
// looked complete. A candidate whose judging the stop cut short counts as
// cancelled whatever it returned: a search stopped early can look like any
// verdict, even a puzzle found.
func TestStopKeepsOnlyThePuzzlesBeforeTheFirstCancelled(t *testing.T) {
	for _, tc := range []struct {
		name string
		cut  func(p *Found) verdict // what the candidate the stop cuts short returns
	}{
		{"cancelled", func(*Found) verdict { return verdict{reason: reasonCancelled} }},
		{"found when cut short", func(f *Found) verdict { return verdict{found: f, searched: true} }},
		{"too big when cut short", func(*Found) verdict { return verdict{reason: ReasonTooBig, bounded: true} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stopAmidFinishedCandidates(t, tc.cut)
		})
	}
}

// stopAmidFinishedCandidates runs a fake judge whose third sensible
// candidate waits for the stop, then returns cut, while every candidate
// after it finishes first; the run must keep only the two before it.
func stopAmidFinishedCandidates(t *testing.T, cut func(*Found) verdict) {
	t.Helper()
	cfg := testConfig(t)
	cfg.Count, cfg.Jobs, cfg.MaxTries = 5, 4, 40
	var found []int // the sensible candidates, which the fake judge finds
	for i := 0; len(found) < 8; i++ {
		if Candidate(&cfg, i) != nil {
			found = append(found, i)
		}
	}
	slow := found[2]
	later := make(chan struct{}, cfg.MaxTries)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	t.Cleanup(func() { judgeCandidate = judge })
	judgeCandidate = func(ctx context.Context, cfg *Config, i int) verdict {
		p := Candidate(cfg, i)
		if i == slow {
			<-ctx.Done()
			return cut(&Found{Index: i, Problem: p})
		}
		if i > slow {
			defer func() { later <- struct{}{} }()
		}
		if p != nil {
			return verdict{found: &Found{Index: i, Problem: p}, searched: true}
		}
		return verdict{reason: ReasonNoPosition}
	}
	before := make(chan struct{}, 1)
	cfg.Progress = func(st Stats) {
		if st.Tried == slow {
			before <- struct{}{}
		}
	}
	go func() {
		// Every candidate before the slow one taken, every one after it
		// waiting judged; then the stop.
		<-before
		for range cfg.MaxTries - 1 - slow {
			<-later
		}
		cancel()
	}()
	out, st, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, f := range out {
		got = append(got, f.Index)
	}
	if len(got) != 2 || got[0] != found[0] || got[1] != found[1] {
		t.Errorf("kept candidates %v, want %v: those before candidate %d, which the stop cut short", got, found[:2], slow)
	}
	if st.Accepted != 2 || st.Tried != slow {
		t.Errorf("stats: %d accepted of %d tried, want 2 of %d", st.Accepted, st.Tried, slow)
	}
}
