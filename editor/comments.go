package editor

import (
	"fmt"

	"github.com/birdcrab/birdcrab/puzzles"
)

// droppedComments counts the comments of old that new leaves out (each
// as often as it is there).
func droppedComments(old, new []byte) int {
	left := map[string]int{}
	for _, c := range puzzles.Comments(new) {
		left[c]++
	}
	n := 0
	for _, c := range puzzles.Comments(old) {
		if left[c] > 0 {
			left[c]--
		} else {
			n++
		}
	}
	return n
}

// droppedNote says that a save left out n comments of the text it was
// made from, and what keeps them (a backup, or the file it came from): a
// changed puzzle keeps the comments of the keys and tables it still
// writes, one of a pack laid out as "puzzle = [ ... ]" none.
func droppedNote(n int, keeper string) string {
	if n == 0 {
		return ""
	}
	what := "1 comment"
	if n > 1 {
		what = fmt.Sprintf("%d comments", n)
	}
	if keeper == "" {
		return fmt.Sprintf("; %s left out, and the file it was read from is no longer on disk to keep them", what)
	}
	// The keeper first: the message line cuts the end of a long message.
	return fmt.Sprintf("; %s left out, kept in %s (a changed puzzle keeps those of the keys it still writes, a pack laid out as puzzle = [ ... ] none)", what, keeper)
}
