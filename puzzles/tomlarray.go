package puzzles

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"

	"github.com/BurntSushi/toml"
)

// An array whose closing "]" is missing is reported by the decoder where it
// stopped reading it: at the next key's line ("broken.toml:4:1: expected a
// comma (',') or array terminator (']'), but got 's'"), or at the end of the
// file. unclosedArray names the array's key and the line where it opened.

// unclosedArrayMsg starts the decoder's message for an array that is not
// closed where it stops.
const unclosedArrayMsg = "expected a comma (',') or array terminator (']'), but got "

// nextEntry matches a line that starts a new entry: a bare key and "=",
// or a table header alone on its line ("[[puzzle.player]]"), not an array
// item such as ["kill A1"].
var nextEntry = regexp.MustCompile(`^[ \t]*([A-Za-z0-9_.-]+[ \t]*=|\[\[?[ \t]*[A-Za-z0-9_.-]+[ \t]*\]\]?[ \t]*(#.*)?\r?(\n|$))`)

// unclosedArray gives the line and column of the "[" that opens the
// array pe stopped in, and a message naming its key, when pe is an array
// left unclosed: the decoder met the end of the file, or a line starting
// a key or a table, where a "," or a "]" was due. ok is false otherwise
// (a comma missing between two items on a line, say).
func unclosedArray(data []byte, pe toml.ParseError) (line, col int, msg string, ok bool) {
	got, isArray := strings.CutPrefix(pe.Message, unclosedArrayMsg)
	start := pe.Position.Start
	if !isArray || pe.LastKey == "" || start < 0 || start > len(data) {
		return 0, 0, "", false
	}
	atEnd := got == "end of file"
	lineStart := bytes.LastIndexByte(data[:start], '\n') + 1
	if !atEnd && (strings.TrimSpace(string(data[lineStart:start])) != "" || !nextEntry.Match(data[lineStart:])) {
		return 0, 0, "", false
	}
	_, key, _ := cutLast(pe.LastKey, ".")
	if key == "" {
		key = pe.LastKey
	}
	opens := regexp.MustCompile(`(?m)^[ \t]*"?`+regexp.QuoteMeta(key)+`"?[ \t]*=[ \t]*\[`).FindAllIndex(data[:start], -1)
	if len(opens) == 0 {
		return 0, 0, "", false
	}
	open := opens[len(opens)-1][1] - 1 // the "["
	line = 1 + bytes.Count(data[:open], []byte("\n"))
	col = open - bytes.LastIndexByte(data[:open], '\n')
	where := "before the end of the file"
	if !atEnd {
		where = fmt.Sprintf("before line %d, which starts another entry", 1+bytes.Count(data[:start], []byte("\n")))
	}
	return line, col, fmt.Sprintf("the array of %s opened here is not closed: a \"]\" is missing %s", key, where), true
}
