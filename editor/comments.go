package editor

import (
	"bytes"
	"fmt"
	"strings"
)

// commentsOf returns the comments of a TOML text (or a position file's),
// each from its "#" to the end of its line, spaces trimmed: a "#" inside a
// string (basic, literal, multi-line) is no comment.
func commentsOf(data []byte) []string {
	var out []string
	for i := 0; i < len(data); i++ {
		switch c := data[i]; {
		case c == '#':
			end := bytes.IndexByte(data[i:], '\n')
			if end < 0 {
				end = len(data) - i
			}
			if s := strings.TrimSpace(string(data[i+1 : i+end])); s != "" {
				out = append(out, s)
			}
			i += end
		case c == '"' || c == '\'':
			i = stringEnd(data, i)
		}
	}
	return out
}

// stringEnd returns the index of the last byte of the TOML string opening
// at i (quote data[i]): a multi-line one closes at three quotes, a basic one
// skips its escapes, and a one-line string ends at the line's end at the
// latest.
func stringEnd(data []byte, i int) int {
	q := data[i]
	if bytes.HasPrefix(data[i:], []byte{q, q, q}) {
		for j := i + 3; j < len(data); j++ {
			switch {
			case q == '"' && data[j] == '\\':
				j++
			case bytes.HasPrefix(data[j:], []byte{q, q, q}):
				for j+3 < len(data) && data[j+3] == q { // up to two quotes of the text before the end
					j++
				}
				return j + 2
			}
		}
		return len(data)
	}
	for j := i + 1; j < len(data); j++ {
		switch {
		case q == '"' && data[j] == '\\':
			j++
		case data[j] == q:
			return j
		case data[j] == '\n':
			return j - 1
		}
	}
	return len(data)
}

// droppedComments counts the comments of old that new leaves out (each
// as often as it is there).
func droppedComments(old, new []byte) int {
	left := map[string]int{}
	for _, c := range commentsOf(new) {
		left[c]++
	}
	n := 0
	for _, c := range commentsOf(old) {
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
	// The keeper first: the message line cuts the end of a long message.
	return fmt.Sprintf("; %s left out, kept in %s (a changed puzzle keeps those of the keys it still writes, a pack laid out as puzzle = [ ... ] none)", what, keeper)
}
