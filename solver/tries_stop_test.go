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
