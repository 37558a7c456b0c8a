package solver

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// keepAnySpec has 8 solutions and, with Tries 3, 3 near misses (the
// golden keep-any); pitTrySpec none and 1 near miss (TestReportTries).
var (
	keepAnySpec = problemSpec{code: "bc1 t3 d20 | AB.BC.CD m6 Pawn/B1/F Shield/B2/E | DE.EF.FA m6 Spear/F2/C | g:-",
		goals: []string{"keep B1"}, opponent: Any}
	pitTrySpec = problemSpec{code: "bc1 t2 d30 | AB.BC.CD m6 Pawn/A1/A | DE.EF.FA m6 Pawn/D2/A | g:-", goals: []string{"pit"}, opponent: Any}
)

// TestTriesStopped stops the hunt for near misses, after a complete
// search, as the time limit or Ctrl-C would: the result keeps the near
// misses found before, says the hunt was stopped (text and JSON), and its
// verdict stands. A hunt stopped before it found any was "no near misses
// found", as if the hunt had ended, with "complete": true and "tries": [].
func TestTriesStopped(t *testing.T) {
	cat := testCatalogue(t)
	defer func() { testHuntStop = nil }()
	for _, c := range []struct {
		name   string
		spec   problemSpec
		at     int // stop once that many are found
		status int
	}{
		{"none found", pitTrySpec, 0, 1},
		{"one found", keepAnySpec, 1, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			testHuntStop = func(found int) bool { return found >= c.at }
			r, err := Solve(context.Background(), c.spec.build(t, cat), Options{Tries: 3, Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			if !r.Complete || r.Stopped || !r.TriesStopped || len(r.Tries) != c.at || r.ExitStatus() != c.status {
				t.Fatalf("complete %v, stopped %v, tries stopped %v, %d tries, exit %d; want complete, the hunt stopped after %d, exit %d",
					r.Complete, r.Stopped, r.TriesStopped, len(r.Tries), r.ExitStatus(), c.at, c.status)
			}
			var b bytes.Buffer
			if err := r.WriteText(&b, cat); err != nil {
				t.Fatal(err)
			}
			if want := TriesStoppedText(c.at); !strings.Contains(b.String(), want+"\n") {
				t.Errorf("text\n%s\nwant a line %q", b.String(), want)
			}
			b.Reset()
			if err := r.WriteJSON(&b, cat); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), `"tries_stopped":true`) || !strings.Contains(b.String(), `"complete":true`) {
				t.Errorf("JSON %s: want complete, tries_stopped", b.String())
			}
		})
	}
	// A hunt that ends by itself is not said to be stopped.
	testHuntStop = nil
	r, err := Solve(context.Background(), keepAnySpec.build(t, cat), Options{Tries: 3, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := r.WriteJSON(&b, cat); err != nil {
		t.Fatal(err)
	}
	if r.TriesStopped || len(r.Tries) != 3 || strings.Contains(b.String(), "tries_stopped") {
		t.Errorf("tries stopped %v, %d tries, JSON %s; want 3, not stopped", r.TriesStopped, len(r.Tries), b.String())
	}
}

// TestTriesStoppedText checks the words for a hunt stopped after n near
// misses.
func TestTriesStoppedText(t *testing.T) {
	for n, want := range map[int]string{
		0: "near misses: the hunt for them was stopped before it found any, though one may exist (the search itself finished: its answer stands)",
		1: "near misses: the hunt for them was stopped after 1 near miss: others may exist (the search itself finished: its answer stands)",
		2: "near misses: the hunt for them was stopped after 2 near misses: others may exist (the search itself finished: its answer stands)",
	} {
		if got := TriesStoppedText(n); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
}

// TestTriesIfUnsolved checks that Options.TriesIfUnsolved hunts near
// misses only where the search found no solution: the editor, which shows
// them only then, paid the hunt (up to 550,000 positions) for
// nothing wherever solutions existed.
func TestTriesIfUnsolved(t *testing.T) {
	cat := testCatalogue(t)
	solve := func(spec problemSpec, opt Options) *Result {
		t.Helper()
		opt.Workers = 1
		r, err := Solve(context.Background(), spec.build(t, cat), opt)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	all := solve(keepAnySpec, Options{Tries: 3})
	only := solve(keepAnySpec, Options{Tries: 3, TriesIfUnsolved: true})
	if len(all.Tries) != 3 || len(only.Tries) != 0 || only.TriesStopped || len(only.Solutions) != len(all.Solutions) ||
		only.Nodes >= all.Nodes {
		t.Errorf("solved: %d tries in %d positions, if unsolved %d tries in %d positions (%d and %d solutions); want 3, then none in fewer",
			len(all.Tries), all.Nodes, len(only.Tries), only.Nodes, len(all.Solutions), len(only.Solutions))
	}
	all = solve(pitTrySpec, Options{Tries: 3})
	only = solve(pitTrySpec, Options{Tries: 3, TriesIfUnsolved: true})
	if len(all.Tries) != 1 || len(only.Tries) != 1 || only.Nodes != all.Nodes {
		t.Errorf("unsolvable: %d tries in %d positions, if unsolved %d in %d; want the same, 1", len(all.Tries), all.Nodes, len(only.Tries), only.Nodes)
	}
}

// TestProgressNearMisses checks that the progress line says the search is
// done and looks for near misses, where it said "100% searched" for the
// seconds the hunt takes, and keeps saying it when narrow.
func TestProgressNearMisses(t *testing.T) {
	p := Progress{Nodes: 2_100_000, Part: 1, Found: 0, Elapsed: 9e9, NearMisses: true}
	if got, want := p.String(), "2.1M positions (233k/s), searched, looking for near misses, 0 solutions so far, 9.0 s"; got != want {
		t.Errorf("progress %q, want %q", got, want)
	}
	if got, want := p.Fit(60), "2.1M positions, looking for near misses, 0 solutions so far"; !strings.HasPrefix(got, want) {
		t.Errorf("at 60 columns %q, want it to begin %q", got, want)
	}
}
