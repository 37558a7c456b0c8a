package puzzles

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// A file is decoded into plain maps first (so that a value of the wrong type
// is a problem to report, not a decoding failure), and then read table by
// table. Every read knows the value's path, so every problem names its line,
// and every table reports the keys nobody asked for: misspelt keys.

// table is one TOML table being read.
type table struct {
	c    *collector
	src  *Source
	path string // "puzzle[2].player[0]"
	m    map[string]any
	// who names the thing the table describes in messages ("puzzle \"pincer\"");
	// keyPrefix is put before key names ("player 2 ").
	who, keyPrefix string
	asked          map[string]bool
}

// newTable starts reading table m, found at path.
func newTable(c *collector, src *Source, path string, m map[string]any, who string) *table {
	return &table{c: c, src: src, path: path, m: m, who: who, asked: map[string]bool{}}
}

// at returns the path of key.
func (t *table) at(key string) string { return join(t.path, pathKey(key)) }

// label names key in messages: "player 2 pieces".
func (t *table) label(key string) string { return t.keyPrefix + key }

// errorAt reports a problem at path (a key of t or one of its elements).
func (t *table) errorAt(path, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if t.who != "" {
		msg = t.who + ": " + msg
	}
	t.c.add(t.src.Errorf(path, "%s", msg))
}

// keyError reports a problem with the value of key (or its element elem).
func (t *table) keyError(path, key, format string, args ...any) {
	t.errorAt(path, "%s: %s", t.label(key), fmt.Sprintf(format, args...))
}

// has reports whether key is present; it counts as asked.
func (t *table) has(key string) bool {
	t.asked[key] = true
	_, ok := t.m[key]
	return ok
}

// get returns the raw value of key.
func (t *table) get(key string) (any, bool) {
	t.asked[key] = true
	v, ok := t.m[key]
	return v, ok
}

// typeName names the TOML type of v for messages.
func typeName(v any) string {
	switch v.(type) {
	case string:
		return "a string"
	case int64:
		return "a whole number"
	case float64:
		return "a decimal number"
	case bool:
		return "true or false"
	case []any:
		return "an array"
	case []map[string]any:
		return "an array of tables"
	case map[string]any:
		return "a table"
	}
	return "a date or time"
}

// decodeTOML decodes text into m, with every CR LF in its strings turned
// into a line feed. A file saved with CR LF line endings holds them in its
// multi-line strings, and TOML lets a reader normalise them: the texts read
// as they do from the same file with line feeds, and no carriage return
// reaches the screen (where it would show as \u000d) or a saved file.
func decodeTOML(text string, m *map[string]any) error {
	if _, err := toml.Decode(text, m); err != nil {
		return err
	}
	if strings.Contains(text, "\r") {
		lineFeeds(*m)
	}
	return nil
}

// lineFeeds turns each CR LF in the strings held by v into a line feed,
// in place, and returns v.
func lineFeeds(v any) any {
	switch v := v.(type) {
	case string:
		return strings.ReplaceAll(v, "\r\n", "\n")
	case map[string]any:
		for k, x := range v {
			v[k] = lineFeeds(x)
		}
	case []map[string]any:
		for _, x := range v {
			lineFeeds(x)
		}
	case []any:
		for i, x := range v {
			v[i] = lineFeeds(x)
		}
	}
	return v
}

// str reads a string.
func (t *table) str(key string) (string, bool) {
	v, ok := t.get(key)
	if !ok {
		return "", false
	}
	s, isStr := v.(string)
	if !isStr {
		t.keyError(t.at(key), key, "want a string, not %s%s", typeName(v), quoteHint(key, v))
		return "", false
	}
	return s, true
}

// quoteHint shows, for a whole number or true or false where a string
// goes, the value in quotes (version = 1 for version = "1"), and for an
// array of one string, the string alone. A decimal gets none: its text as
// written (1.10, 1e3) is not what the number prints as.
func quoteHint(key string, v any) string {
	switch v := v.(type) {
	case int64, bool:
		return fmt.Sprintf(" (in quotes: %s = \"%v\")", key, v)
	case []any:
		if len(v) == 1 {
			if s, ok := v[0].(string); ok {
				return fmt.Sprintf(" (one string, without brackets: %s = %q)", key, s)
			}
		}
	}
	return ""
}

// unquoteHint shows, for a string that holds a whole number or true or
// false where one goes, the value without its quotes.
func unquoteHint(key string, v any, want string) string {
	s, ok := v.(string)
	if !ok {
		return ""
	}
	s = strings.TrimSpace(s)
	switch want {
	case "int":
		if _, err := strconv.ParseInt(s, 10, 64); err != nil {
			return ""
		}
	case "bool":
		if s != "true" && s != "false" {
			return ""
		}
	}
	return fmt.Sprintf(" (without quotes: %s = %s)", key, s)
}

// integer reads a whole number within lo..hi.
func (t *table) integer(key string, lo, hi int) (int, bool) {
	v, ok := t.get(key)
	if !ok {
		return 0, false
	}
	n, isInt := v.(int64)
	if !isInt {
		t.keyError(t.at(key), key, "want a whole number, not %s%s", typeName(v), unquoteHint(key, v, "int"))
		return 0, false
	}
	if n < int64(lo) || n > int64(hi) {
		t.keyError(t.at(key), key, "%d is outside %d..%d", n, lo, hi)
		return 0, false
	}
	return int(n), true
}

// boolean reads true or false.
func (t *table) boolean(key string) (bool, bool) {
	v, ok := t.get(key)
	if !ok {
		return false, false
	}
	b, isBool := v.(bool)
	if !isBool {
		t.keyError(t.at(key), key, "want true or false, not %s%s", typeName(v), unquoteHint(key, v, "bool"))
		return false, false
	}
	return b, true
}

// array reads an array of any elements.
func (t *table) array(key string) ([]any, bool) {
	v, ok := t.get(key)
	if !ok {
		return nil, false
	}
	switch a := v.(type) {
	case []any:
		return a, true
	case []map[string]any:
		out := make([]any, len(a))
		for i := range a {
			out[i] = a[i]
		}
		return out, true
	}
	t.keyError(t.at(key), key, "want an array, not %s", typeName(v))
	return nil, false
}

// strs reads an array of strings. A lone string is refused with the array
// it should be (`goals = ["pit"]`): the format, its JSON Schema and the
// saved packs all write an array.
func (t *table) strs(key string) ([]string, bool) {
	if v, ok := t.m[key]; ok {
		if s, isStr := v.(string); isStr {
			t.asked[key] = true
			t.keyError(t.at(key), key, "want an array of strings, even for one: %s = [%q], not a lone string", key, s)
			return nil, false
		}
	}
	a, ok := t.array(key)
	if !ok || len(a) == 0 {
		return nil, ok
	}
	out := make([]string, 0, len(a))
	good := true
	for i, e := range a {
		s, isStr := e.(string)
		if !isStr {
			t.keyError(fmt.Sprintf("%s[%d]", t.at(key), i), key, "element %d: want a string, not %s", i+1, typeName(e))
			good = false
			continue
		}
		out = append(out, s)
	}
	return out, good
}

// strLists reads an array of arrays of strings.
func (t *table) strLists(key string) ([][]string, bool) {
	a, ok := t.array(key)
	if !ok {
		return nil, false
	}
	out := make([][]string, 0, len(a))
	good := true
	for i, e := range a {
		inner, isArr := e.([]any)
		if !isArr {
			t.keyError(fmt.Sprintf("%s[%d]", t.at(key), i), key, "element %d: want an array of orders, not %s", i+1, typeName(e))
			good = false
			continue
		}
		list := make([]string, 0, len(inner))
		for j, x := range inner {
			s, isStr := x.(string)
			if !isStr {
				t.keyError(fmt.Sprintf("%s[%d][%d]", t.at(key), i, j), key, "want a string, not %s", typeName(x))
				good = false
				continue
			}
			list = append(list, s)
		}
		out = append(out, list)
	}
	return out, good
}

// tables reads an array of tables ([[key]] or an array of inline tables).
func (t *table) tables(key string, who func(i int) string) []*table {
	if v, ok := t.m[key].(map[string]any); ok && v != nil {
		// [puzzle] for [[puzzle]]: one table where an array of them goes.
		t.asked[key] = true
		header := tableHeader(t.at(key))
		if child := onlyTableArrays(v); child != "" {
			// [[puzzle.player]] with no [[puzzle]] above it: the decoder
			// makes a table puzzle to hold the players.
			t.keyError(t.at(key), key, "[[%s.%s]] without a [[%s]] line above it: each %s starts with its own [[%s]] line, above its other tables", header, child, header, header, header)
			return nil
		}
		t.keyError(t.at(key), key, "want [[%s]] tables, with two brackets, not one table [%s]", header, header)
		return nil
	}
	a, ok := t.array(key)
	if !ok {
		return nil
	}
	var out []*table
	for i, e := range a {
		path := fmt.Sprintf("%s[%d]", t.at(key), i)
		m, isTable := e.(map[string]any)
		if !isTable {
			t.keyError(path, key, "element %d: want a table, not %s", i+1, typeName(e))
			continue
		}
		out = append(out, newTable(t.c, t.src, path, m, who(i)))
	}
	return out
}

// onlyTableArrays returns the first key of m (in sorted order) when every
// value of m is an array of tables, as in the table the decoder makes for
// [[puzzle.player]] written with no [[puzzle]] above it; else "".
func onlyTableArrays(m map[string]any) string {
	if len(m) == 0 {
		return ""
	}
	keys := make([]string, 0, len(m))
	for k, v := range m {
		if _, ok := v.([]map[string]any); !ok {
			return ""
		}
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys[0]
}

// tableHeader is the header of the tables at path, its indices left out:
// "puzzle.player" for "puzzle[0].player".
func tableHeader(path string) string {
	var b strings.Builder
	depth := 0
	for _, r := range path {
		switch {
		case r == '[':
			depth++
		case r == ']':
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// sub reads a single table [key].
func (t *table) sub(key, who string) *table {
	v, ok := t.get(key)
	if !ok {
		return nil
	}
	m, isTable := v.(map[string]any)
	if !isTable {
		t.keyError(t.at(key), key, "want a table [%s], not %s", key, typeName(v))
		return nil
	}
	return newTable(t.c, t.src, t.at(key), m, who)
}

// done reports every key of t that was never asked for, with the nearest
// known key when it looks misspelt.
func (t *table) done() {
	known := make([]string, 0, len(t.asked))
	for k := range t.asked {
		known = append(known, k)
	}
	sort.Strings(known)
	var unknown []string
	for k := range t.m {
		if !t.asked[k] {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	where := ""
	if p := strings.TrimSpace(t.keyPrefix); p != "" {
		where = p + ": "
	}
	for _, k := range unknown {
		if s := suggest(k, known); s != "" {
			t.errorAt(t.at(k), "%sunknown key %q (did you mean %q?)", where, k, s)
		} else if h := crossKey(t.path, k); h != "" {
			t.errorAt(t.at(k), "%sunknown key %q (%s)", where, k, h)
		} else {
			t.errorAt(t.at(k), "%sunknown key %q", where, k)
		}
	}
}

// crossKeys names, for a key of a lesson written in a puzzle, and of a
// puzzle in a lesson, whose key it is and what the table takes instead.
var crossKeys = map[string]map[string]string{
	"puzzle": {
		"text": "a lesson's key: a puzzle says description", "why": "a lesson's key: a puzzle says explanation",
		"task": "a lesson's key", "dies": "a lesson's key", "faces": "a lesson's key", "wrong": "a lesson's key",
		"chapter": "a lesson's key", "rule": "a lesson's key", "teaches": "a lesson's key", "without": "a lesson's key",
	},
	"lesson": {
		"description": "a puzzle's key: a lesson says text", "explanation": "a puzzle's key: a lesson says why",
		"difficulty": "a puzzle's key", "tags": "a puzzle's key",
	},
}

// The keys of a puzzle's and of a lesson's own table, and of a player's
// table: a key written in the wrong one of these is named with the table it
// goes in. TestMisplacedKeyLists keeps them true to what loading reads.
var (
	puzzleKeys = []string{"id", "title", "description", "difficulty", "tags", "side", "opponent",
		"goals", "solution", "alternatives", "hints", "explanation", "tech_fall", "claims",
		"turn", "deck", "sudden_death", "no_draw", "winner", "graveyard", "position"}
	lessonKeys = []string{"id", "title", "text", "task", "side", "opponent", "goals", "solution",
		"alternatives", "dies", "faces", "why", "hints", "tech_fall", "chapter", "rule", "teaches",
		"without", "claims", "turn", "deck", "sudden_death", "no_draw", "winner", "graveyard", "position"}
	playerKeys = []string{"territories", "pieces", "hand", "hand_max", "hidden", "kills",
		"last_kills", "ransacks", "target", "out", "orders"}
)

// crossKey is what crossKeys says of key in the puzzle or lesson table at
// path ("puzzle[2]"), or where a key of a player's table, or of the puzzle's
// own, goes when it is written in the other; or "".
func crossKey(path, key string) string {
	if path == "pack" {
		return packCrossKey(key)
	}
	what, idx, ok := strings.Cut(path, "[")
	if !ok || (what != "puzzle" && what != "lesson") {
		return ""
	}
	if !strings.ContainsAny(idx, ".[") {
		if h := crossKeys[what][key]; h != "" {
			return h
		}
		if slices.Contains(playerKeys, key) {
			return fmt.Sprintf("a player's key: write it in the [[%s.player]] table of each player", what)
		}
		return ""
	}
	_, child, ok := strings.Cut(idx, "].")
	child, _, _ = strings.Cut(child, "[")
	if !ok || (child != "player" && child != "wrong") {
		return ""
	}
	own := puzzleKeys
	if what == "lesson" {
		own = lessonKeys
	}
	if !slices.Contains(own, key) {
		return ""
	}
	noun, first := "player's", "[[puzzle.player]]"
	if child == "wrong" {
		noun = "wrong answer's"
	}
	if what == "lesson" {
		first = "[[lesson.player]] or [[lesson.wrong]]"
	}
	return fmt.Sprintf("a %s's key, not a %s: a key belongs to the table whose header is above it, so write it before the %s's first %s line", what, noun, what, first)
}

// packCrossKey says where a key of a puzzle, a lesson or a player written
// under [pack] goes, and where puzzle = [...] (and lesson, kind) goes; or
// "".
func packCrossKey(key string) string {
	const above = "a key belongs to the table whose header is above it"
	switch key {
	case "puzzle", "lesson", "kind":
		return fmt.Sprintf("%s, and this one is under [pack]: write %s = [...] above the [pack] line, or each %s as a [[%s]] table", above, key, key, key)
	}
	inPuzzle, inLesson := slices.Contains(puzzleKeys, key), slices.Contains(lessonKeys, key)
	whose := ""
	switch {
	case inPuzzle && inLesson:
		whose = "a puzzle's or a lesson's key, not the pack's: %s, so write it under the [[puzzle]] or [[lesson]] line it belongs to"
	case inPuzzle:
		whose = "a puzzle's key, not the pack's: %s, so write it under the [[puzzle]] line it belongs to"
	case inLesson:
		whose = "a lesson's key, not the pack's: %s, so write it under the [[lesson]] line it belongs to"
	case slices.Contains(playerKeys, key):
		whose = "a player's key, not the pack's: %s, so write it in the [[puzzle.player]] table of each player"
	default:
		return ""
	}
	return fmt.Sprintf(whose, above)
}

// ints reads an array of whole numbers (combat and speed numbers), each as
// written: a number out of range is for the caller to report, with its
// value.
func (t *table) ints(key string) ([]int, bool) {
	a, ok := t.array(key)
	if !ok {
		return nil, false
	}
	out := make([]int, 0, len(a))
	good := true
	for i, e := range a {
		n, isInt := e.(int64)
		if !isInt {
			t.keyError(fmt.Sprintf("%s[%d]", t.at(key), i), key, "element %d: want a whole number, not %s", i+1, typeName(e))
			good = false
			continue
		}
		if int64(int(n)) != n { // only where int has 32 bits
			t.keyError(fmt.Sprintf("%s[%d]", t.at(key), i), key, "element %d: %d is not a number a kind can have", i+1, n)
			good = false
			continue
		}
		out = append(out, int(n))
	}
	return out, good
}

// quoteList writes names as "a", "b" and "c" for messages.
func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	switch len(q) {
	case 0:
		return "none"
	case 1:
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// syntaxMessage words a decoder's message as the others are: "Key 'a.b'
// has already been defined." names what is given twice and, in the tables
// a pack repeats, the header a new one starts with (two puzzles written
// under one [[puzzle]] line give their keys twice).
func syntaxMessage(msg string) string {
	if key, ok := strings.CutPrefix(msg, "Key '"); ok {
		// [[puzzle]] after [puzzle], or after [[puzzle.player]] written
		// with no [[puzzle]] above it.
		switch strings.TrimSuffix(key, "' was already created and cannot be used as an array.") {
		case "puzzle", "lesson":
			key = key[:strings.IndexByte(key, '\'')]
			child := map[string]string{"puzzle": "[[puzzle.player]]", "lesson": "[[lesson.player]] or [[lesson.wrong]]"}[key]
			return fmt.Sprintf("[[%s]] after a line that made %s one table ([%s], or %s with no [[%s]] above it): each %s starts with its own [[%s]] line, above its other tables", key, key, key, child, key, key, key)
		case "kind":
			return "[[kind]] after a [kind] line: write every kind as [[kind]], with two brackets"
		case "pack":
			return "[[pack]]: a pack has one [pack] table, written with one bracket"
		}
	}
	const pre, post = "Key '", "' has already been defined."
	key, ok := strings.CutPrefix(msg, pre)
	if !ok || !strings.HasSuffix(key, post) {
		return msg + syntaxHint(msg)
	}
	key = strings.TrimSuffix(key, post)
	parent, _, nested := cutLast(key, ".")
	if !nested {
		switch key {
		case "puzzle", "lesson", "kind":
			// [[puzzle]] ... [puzzle]: one bracket too few.
			return fmt.Sprintf("%q is given twice: each %s starts with its own [[%s]] line, with two brackets", key, key, key)
		}
		return fmt.Sprintf("%q is given twice: write it once", key)
	}
	text := fmt.Sprintf("%q is given twice: a table holds each key once", key)
	switch parent {
	case "puzzle", "lesson", "kind", "puzzle.player", "lesson.player", "lesson.wrong":
		_, noun, _ := cutLast(parent, ".")
		if noun == "" {
			noun = parent
		}
		text += fmt.Sprintf(" (each %s starts with its own [[%s]] line)", noun, parent)
	}
	return text
}

// firstInvalidUTF8 gives the offset of the first byte of data that is not
// UTF-8, or -1.
func firstInvalidUTF8(data []byte) int {
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return -1
}

// syntaxHint suggests the fix for the decoder's messages about the
// mistakes an author makes most: text without quotes, typographic quotes
// from a word processor, True for true, a string left open at the line's
// end, a version number written bare, a file not saved as UTF-8.
func syntaxHint(msg string) string {
	if found, ok := strings.CutPrefix(msg, "expected value but found "); ok {
		found = strings.TrimSuffix(found, " instead")
		word, err := strconv.Unquote(found)
		if err != nil {
			return ""
		}
		switch {
		case word == "\n" || word == "\r" || word == "\r\n":
			return " (the key has no value: write one after =)"
		case strings.ContainsAny(word, "\u201c\u201d\u2018\u2019"):
			return ` (write straight quotes " ", not typographic ones)`
		case strings.EqualFold(word, "true") || strings.EqualFold(word, "false"):
			return fmt.Sprintf(" (write %s in lower case)", strings.ToLower(word))
		case len(word) > 0 && (unicode.IsLetter([]rune(word)[0]) || unicode.IsDigit([]rune(word)[0])):
			return fmt.Sprintf(` (text goes in double quotes: "%s ...")`, word)
		}
		return ""
	}
	switch {
	case strings.HasPrefix(msg, "invalid UTF-8 byte"):
		return " (save the file as UTF-8)"
	case msg == "strings cannot contain newlines":
		return ` (end the string with " on its line, or write text of several lines between """ and """)`
	case strings.HasPrefix(msg, "Invalid float value: "):
		return fmt.Sprintf(" (a version or other text goes in double quotes: %s)", strings.TrimPrefix(msg, "Invalid float value: "))
	}
	return ""
}

// cutLast cuts s around the last sep: "a.b.c" gives "a.b", "c", true.
func cutLast(s, sep string) (before, after string, found bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

// syntaxError turns a TOML error into a *FileError with line and column.
// The place is worked out from the byte offset of the error in data, since
// the decoder's line can be the next one when the error is at a line's end.
func syntaxError(name string, data []byte, err error) *FileError {
	if pe, ok := err.(toml.ParseError); ok {
		line, col := pe.Position.Line, pe.Position.Col
		start := pe.Position.Start
		if strings.HasPrefix(pe.Message, "invalid UTF-8 byte") {
			// The decoder places the error at the start of the string
			// that holds the byte, lines before it in a long text.
			if bad := firstInvalidUTF8(data); bad >= 0 {
				start = bad
			}
		}
		if start >= 0 && start <= len(data) {
			line = 1 + bytes.Count(data[:start], []byte("\n"))
			col = start - bytes.LastIndexByte(data[:start], '\n')
		}
		if line < 1 {
			line = 1
		}
		if l, c, msg, ok := unclosedArray(data, pe); ok {
			return &FileError{File: name, Line: l, Col: c, Msg: msg}
		}
		if l, c, msg, ok := mistakeError(data, pe); ok {
			return &FileError{File: name, Line: l, Col: c, Msg: msg}
		}
		msg, ok := rangeMessage(data, pe)
		if !ok {
			msg = syntaxMessage(pe.Message)
		}
		return &FileError{File: name, Line: line, Col: col, Msg: msg}
	}
	// BurntSushi reports every syntax error as a ParseError; decoding into
	// plain maps cannot fail otherwise. Keep the message all the same.
	return &FileError{File: name, Line: 1, Msg: err.Error()}
}
