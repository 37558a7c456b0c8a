package puzzles

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
)

// The decoder reports some mistakes of an author where it noticed them,
// lines after the mistake, in its own words: a player table written with
// one bracket, a [[lessons]] header, a text closed with the other quotes,
// a comma missing at a line's end. mistakeError places each at its line
// and says what to write.

// childTables are the tables a puzzle or lesson holds, a table array each.
var childTables = map[string]string{"puzzle.player": "player", "lesson.player": "player", "lesson.wrong": "wrong answer"}

// packTables are the table headers a pack holds at its top level.
var packTables = []string{"pack", "[kind]", "[puzzle]", "[lesson]"}

// mistakeError gives the place and the message of pe when it is one of
// the mistakes above; ok is false otherwise.
func mistakeError(data []byte, pe toml.ParseError) (line, col int, msg string, ok bool) {
	start := pe.Position.Start
	if start < 0 || start > len(data) {
		return 0, 0, "", false
	}
	sc := scan(data)
	errLine := 1 + bytes.Count(data[:start], []byte("\n"))
	if l, m, ok := oneBracket(sc, pe.Message, errLine); ok {
		return l, 1, m, true
	}
	if l, m, ok := madeOneTable(sc, pe.Message, errLine); ok {
		return l, 1, m, true
	}
	if l, c, m, ok := otherQuotes(data, sc, start); ok {
		return l, c, m, true
	}
	return missingComma(data, sc, pe.Message, start)
}

// headerLines gives the 1-based line of each table header of sc, in order.
func headerLines(sc *scanned) []int {
	var out []int
	for i := range sc.lines {
		if _, ok := sc.headers[i]; ok {
			out = append(out, i+1)
		}
	}
	return out
}

// oneBracket finds the player (or wrong answer) table written with one
// bracket, [puzzle.player], that the decoder's message is about: it says
// so at the [[puzzle.player]] after it ("Key 'puzzle.player' was already
// created and cannot be used as an array."), or at a second one ("has
// already been defined"). It gives the line of the last such header up to
// errLine.
func oneBracket(sc *scanned, msg string, errLine int) (int, string, bool) {
	key, ok := strings.CutPrefix(msg, "Key '")
	if !ok {
		return 0, "", false
	}
	key, _, _ = strings.Cut(key, "'")
	noun, ok := childTables[key]
	if !ok {
		return 0, "", false
	}
	line := 0
	for _, l := range headerLines(sc) {
		if l <= errLine && tableName(sc.headers[l-1]) == key {
			line = l
		}
	}
	if line == 0 {
		return 0, "", false
	}
	return line, fmt.Sprintf("[%s] has one bracket: write [[%s]], with two (each %s has a table of its own)", key, key, noun), true
}

// madeOneTable words the decoder's "Key 'puzzle' was already created and
// cannot be used as an array." (at a [[puzzle]] line) at the line that
// made puzzle one table: a [puzzle] header, or a [[puzzle.player]] with no
// [[puzzle]] above it, under a header misspelt ([[puzzles]]) when there
// is one.
func madeOneTable(sc *scanned, msg string, errLine int) (int, string, bool) {
	key, ok := strings.CutPrefix(msg, "Key '")
	if !ok {
		return 0, "", false
	}
	key, ok = strings.CutSuffix(key, "' was already created and cannot be used as an array.")
	if !ok || (key != "puzzle" && key != "lesson") {
		return 0, "", false
	}
	cause, other := 0, 0 // the line that made key one table; the header not of a pack above it
	for _, l := range headerLines(sc) {
		if l >= errLine {
			break
		}
		name := tableName(sc.headers[l-1])
		if name == "["+key+"]" {
			return 0, "", false // a [[puzzle]] came first: not this mistake
		}
		bare := strings.Trim(name, "[]")
		if name == key || strings.HasPrefix(bare, key+".") {
			cause = l
			break
		}
		if slices.Contains(packTables, name) || strings.Contains(bare, ".") {
			other = 0
		} else {
			other = l
		}
	}
	if cause == 0 {
		return 0, "", false
	}
	causeName := sc.headers[cause-1]
	if other > 0 {
		typo := sc.headers[other-1]
		did := ""
		if s := suggest(tableName(typo), []string{"[kind]", "[puzzle]", "[lesson]"}); s != "" {
			did = fmt.Sprintf(" (did you mean [%s]?)", s)
		}
		return other, fmt.Sprintf("[%s] is no table of a pack%s: the [%s] on line %d under it has no [[%s]] line above it, and the [[%s]] on line %d cannot follow it",
			typo, did, causeName, cause, key, key, errLine), true
	}
	if causeName == key {
		return cause, fmt.Sprintf("[%s] has one bracket: write [[%s]], with two (the [[%s]] on line %d cannot follow one [%s] table)", key, key, key, errLine, key), true
	}
	return cause, fmt.Sprintf("[%s] has no [[%s]] line above it, so the [[%s]] on line %d cannot follow it: each %s starts with its own [[%s]] line, above its other tables",
		causeName, key, key, errLine, key, key), true
}

// otherQuotes finds a multi-line text opened with three double quotes and
// closed with three single ones (or the other way round): the text reads
// on to the next quotes of its kind, lines further, and the decoder stops
// where it ends, at the error at start. It gives the line and column of
// the wrong closing quotes.
func otherQuotes(data []byte, sc *scanned, start int) (int, int, string, bool) {
	lineOf := func(at int) int { return 1 + bytes.Count(data[:at], []byte("\n")) }
	errLine := lineOf(start)
	// The text that read on is the last one to end on the error's line or
	// the line above (the error may sit in a text that opens after it).
	for k := len(sc.texts) - 1; k >= 0; k-- {
		span := sc.texts[k]
		if span.open >= start {
			continue
		}
		if lineOf(max(span.end-1, span.open)) < errLine-1 {
			break // the text ended lines before the error
		}
		q, other := `"""`, `'''`
		if span.quote == '\'' {
			q, other = other, q
		}
		at := bytes.Index(data[span.open+3:span.end], []byte(other))
		if at < 0 {
			continue
		}
		at += span.open + 3
		if !closesHere(data, at, q, start) {
			continue // a text closed as it opened that holds the other quotes
		}
		line := lineOf(at)
		col := at - bytes.LastIndexByte(data[:at], '\n')
		ends := "the end of the file"
		if span.end < len(data) || bytes.HasSuffix(data, []byte(q)) {
			ends = fmt.Sprintf("the %s on line %d", q, lineOf(span.end-1))
		}
		return line, col, fmt.Sprintf("the text opened with %s on line %d is closed with %s here: close it with %s, as it opened (as it is, the text runs on to %s)",
			q, lineOf(span.open), other, q, ends), true
	}
	return 0, 0, "", false
}

// closesHere tells whether closing the text with q at at, in place of the
// other quotes there, gets the decoder past the error at start: only then
// did the text run on from there. A text closed as it opened, that holds
// the other quotes, stops the decoder at the same place or sooner.
func closesHere(data []byte, at int, q string, start int) bool {
	fixed := slices.Clone(data)
	copy(fixed[at:], q)
	var m map[string]any
	_, err := toml.Decode(string(fixed), &m)
	pe, ok := err.(toml.ParseError)
	return err == nil || (ok && pe.Position.Start > start)
}

// missingComma finds the comma missing at the end of an array's element
// when the next element starts a line further ("expected a comma (',') or
// array terminator (']'), but got '\"'" at that element): it gives the
// line and column of the end of the element before.
func missingComma(data []byte, sc *scanned, msg string, start int) (int, int, string, bool) {
	got, ok := strings.CutPrefix(msg, unclosedArrayMsg)
	if !ok || got == "end of file" {
		return 0, 0, "", false
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	errLine := bytes.Count(data[:start], []byte("\n")) // from 0
	if len(lines) != len(sc.lines) || strings.TrimSpace(string(data[bytes.LastIndexByte(data[:start], '\n')+1:start])) != "" {
		return 0, 0, "", false // the element before is on the same line: the decoder's column is right
	}
	for i := errLine - 1; i >= 0; i-- {
		text := string(lines[i])
		if c, ok := sc.comments[i]; ok {
			text = text[:c]
		}
		text = strings.TrimRight(text, " \t\r\n")
		if text == "" {
			continue
		}
		comment := ""
		if _, ok := sc.comments[i]; ok {
			comment = " (before its comment)"
		}
		return i + 1, len(text) + 1, fmt.Sprintf("add a comma at the end of line %d%s: the array's next element, on line %d, follows it with none", i+1, comment, errLine+1), true
	}
	return 0, 0, "", false
}
