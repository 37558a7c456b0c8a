package puzzles

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// FileError is one problem in a file, with its place:
//
//	packs/intro.toml:14:3: puzzle "pincer": player 1 pieces: unknown location "AB9"
type FileError struct {
	File string
	Line int // 1-based; 0 when unknown
	Col  int // 1-based, in bytes; 0 when unknown
	// Path is the key the problem is about, with array indices
	// ("puzzle[0].player[1].pieces[3]"); "" when the problem is the file's.
	Path string
	Msg  string
}

// place writes "file:line:col", leaving out what is unknown.
func (e *FileError) place() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&b, ":%d", e.Col)
		}
	}
	return b.String()
}

// Error writes the problem as "file:line:col: message".
func (e *FileError) Error() string { return e.place() + ": " + e.Msg }

// Errors is every problem found in one file, ordered by line. Loading
// returns it when a file has one problem or more.
type Errors []*FileError

// maxErrors bounds the problems reported for one file.
const maxErrors = 50

// Error writes one problem a line.
func (es Errors) Error() string {
	var b strings.Builder
	for i, e := range es {
		if i > 0 {
			b.WriteByte('\n')
		}
		if i == maxErrors {
			fmt.Fprintf(&b, "%s: %s", e.File, MoreProblems(len(es)-i))
			break
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// MoreProblems says how many problems a list cut short leaves out, "and 3
// more problems", "and 1 more problem".
func MoreProblems(n int) string {
	if n == 1 {
		return "and 1 more problem"
	}
	return fmt.Sprintf("and %d more problems", n)
}

// Unwrap gives the problems to errors.Is and errors.As.
func (es Errors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

// Problems lists the file errors inside err: the members of an Errors, the
// results of errors.Join, or err itself. An error without a place becomes a
// FileError with only its message.
func Problems(err error) []*FileError {
	if err == nil {
		return nil
	}
	var es Errors
	if errors.As(err, &es) {
		return es
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []*FileError
		for _, e := range j.Unwrap() {
			out = append(out, Problems(e)...)
		}
		return out
	}
	var fe *FileError
	if errors.As(err, &fe) {
		return []*FileError{fe}
	}
	return []*FileError{{Msg: err.Error()}}
}

// collector gathers the problems of one file.
type collector struct {
	errs Errors
	// draft: the file is read as a draft (ParseDraft): what Validate
	// checks is left to it, and only what keeps the text from reading is
	// gathered here.
	draft bool
}

// add records err (a *FileError, an Errors, or a join of them).
func (c *collector) add(err error) {
	if err != nil {
		c.errs = append(c.errs, Problems(err)...)
	}
}

// err returns the problems in line order, or nil.
func (c *collector) err() error {
	if len(c.errs) == 0 {
		return nil
	}
	sort.SliceStable(c.errs, func(i, j int) bool {
		a, b := c.errs[i], c.errs[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return c.errs
}

// suggest returns the known name closest to s when it is close enough to be
// a misspelling, or "".
func suggest(s string, known []string) string {
	best, bestD := "", 3
	if len(s) <= 4 {
		bestD = 2
	}
	for _, k := range known {
		if d := EditDistance(strings.ToLower(s), strings.ToLower(k)); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// EditDistance is the distance between a and b in letters: the fewest
// insertions, deletions, substitutions and swaps of two neighbours that
// turn one into the other (the optimal string alignment distance), so that
// "hnad" is one slip from "hand", as "hands" is. The command line's "did
// you mean" uses it too.
func EditDistance(a, b string) int {
	y := []rune(b)
	// Three rows of the table: the distances from a's first i-2, i-1 and
	// i letters to each of y's first j, so that memory grows with b alone.
	before := make([]int, len(y)+1)
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	i, last := 0, rune(-1) // the letters of a read so far, and the one before this
	for _, x := range a {
		i++
		cur[0] = i
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x == y[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && x == y[j-2] && last == y[j-1] {
				cur[j] = min(cur[j], before[j-2]+1)
			}
		}
		before, prev, cur = prev, cur, before
		last = x
	}
	return prev[len(y)]
}
