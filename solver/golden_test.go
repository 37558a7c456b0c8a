package solver

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

var update = flag.Bool("update", false, "rewrite the recorded results of the golden positions")

// A golden position, testdata/golden/NAME.txt:
//
//	# what the position shows (comment lines)
//	position: <position code>
//	side: 1
//	goals: kill E1; pit
//	opponent: hold | fixed | any
//	reply 2: move A1 D 1; turn A2 C     (fixed: player 2's orders)
//	techfall: 2                          (the Tech Fall option)
//	tries: 3                             (near misses to report)
//	brute: yes                           (the brute force finishes: the test
//	                                      compares, the benchmark counts)
//	=== result
//	<the solver's text output, time zeroed, nodes included>
//
// The recorded part pins the solutions and the nodes searched: a change that
// weakens the pruning shows up as a diff. -update rewrites it.
type golden struct {
	name     string
	path     string
	input    []string
	recorded string
	spec     problemSpec
	tries    int
	brute    bool
	seed     int // the hard suite: the candidate's seed
}

const resultMark = "=== result"

// readGoldens reads every golden position.
// record compares a result with the one recorded in the golden file,
// or, with -update, writes it there and reports true (nothing more to
// check).
func (g *golden) record(t *testing.T, got string) bool {
	t.Helper()
	if *update {
		out := strings.Join(g.input, "\n") + "\n" + resultMark + "\n" + got
		if err := os.WriteFile(g.path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return true
	}
	if got != g.recorded {
		t.Errorf("result differs from %s (run with -update after a deliberate change)\ngot:\n%s\nwant:\n%s", g.path, got, g.recorded)
	}
	return false
}

func readGoldens(t testing.TB) []*golden {
	t.Helper()
	paths, err := filepath.Glob("testdata/golden/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("no golden positions in testdata/golden")
	}
	var out []*golden
	for _, p := range paths {
		g, err := readGolden(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		out = append(out, g)
	}
	return out
}

func readGolden(path string) (*golden, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	g := &golden{name: strings.TrimSuffix(filepath.Base(path), ".txt"), path: path}
	text := string(data)
	if i := strings.Index(text, resultMark+"\n"); i >= 0 {
		g.recorded = text[i+len(resultMark)+1:]
		text = text[:i]
	}
	g.input = strings.Split(strings.TrimRight(text, "\n"), "\n")
	for n, line := range g.input {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("line %d: want KEY: VALUE", n+1)
		}
		val = strings.TrimSpace(val)
		switch {
		case key == "position":
			g.spec.code = val
		case key == "side":
			g.spec.side, err = strconv.Atoi(val)
		case key == "goals":
			for _, s := range strings.Split(val, ";") {
				g.spec.goals = append(g.spec.goals, strings.TrimSpace(s))
			}
		case key == "opponent":
			g.spec.opponent, err = ParseOpponent(val)
		case strings.HasPrefix(key, "reply "):
			var pl int
			pl, err = strconv.Atoi(strings.TrimPrefix(key, "reply "))
			if err == nil {
				for len(g.spec.replies) < pl {
					g.spec.replies = append(g.spec.replies, nil)
				}
				for _, s := range strings.Split(val, ";") {
					if s = strings.TrimSpace(s); s != "" {
						g.spec.replies[pl-1] = append(g.spec.replies[pl-1], s)
					}
				}
			}
		case key == "techfall":
			g.spec.techFall, err = strconv.Atoi(val)
		case key == "tries":
			g.tries, err = strconv.Atoi(val)
		case key == "brute":
			g.brute = val == "yes"
		case key == "seed":
			g.seed, err = strconv.Atoi(val)
		default:
			err = fmt.Errorf("unknown key %q", key)
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n+1, err)
		}
	}
	return g, nil
}

// render writes r as the goldens record it: WriteText's, with the time
// zeroed and a line for each solution rather than its groups.
func render(t testing.TB, cat *engine.Catalogue, r *Result) string {
	t.Helper()
	c := *r
	c.Elapsed = 0
	var b bytes.Buffer
	if err := c.writeText(&b, cat, flatGroups(c.Solutions)); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestGolden solves every golden position and compares the result, nodes
// included, with the recorded one; where the brute force finishes, its
// solutions must be the same.
func TestGolden(t *testing.T) {
	cat := testCatalogue(t)
	for _, g := range readGoldens(t) {
		t.Run(g.name, func(t *testing.T) {
			p := g.spec.build(t, cat)
			r, err := Solve(context.Background(), p, Options{Tries: g.tries})
			if err != nil {
				t.Fatal(err)
			}
			if !r.Complete {
				t.Fatalf("search not complete: %s", r.NotProven)
			}
			if g.record(t, render(t, cat, r)) {
				return
			}
			if g.brute {
				b, err := BruteForce(context.Background(), p)
				if err != nil {
					t.Fatal(err)
				}
				if gs, bs := solutionStrings(cat, r), solutionStrings(cat, b); !slices.Equal(gs, bs) {
					t.Errorf("solver %q, brute force %q", gs, bs)
				}
				if b.Nodes >= 1000 && r.Nodes > b.Nodes {
					t.Errorf("the solver searched %d positions, the brute force only %d", r.Nodes, b.Nodes)
				}
			}
		})
	}
}
