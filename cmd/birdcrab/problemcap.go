package main

import "github.com/birdcrab/birdcrab/puzzles"

// maxProblemLines bounds the problems printed for one file: a file of
// 100,000 bad lines printed 100,000 messages.
const maxProblemLines = 20

// shownProblems are the problems to print of ps: the first maxProblemLines
// of each file, then, for a file with more, one line saying how many more
// ("big.txt: and 99980 more problems", as puzzles.Errors says it).
func shownProblems(ps []*puzzles.FileError) []*puzzles.FileError {
	count := map[string]int{}
	for _, p := range ps {
		count[p.File]++
	}
	seen := map[string]int{}
	var out []*puzzles.FileError
	for _, p := range ps {
		seen[p.File]++
		switch n := seen[p.File]; {
		case n <= maxProblemLines:
			out = append(out, p)
		case n == maxProblemLines+1:
			out = append(out, &puzzles.FileError{File: p.File, Msg: puzzles.MoreProblems(count[p.File] - maxProblemLines)})
		}
	}
	return out
}
