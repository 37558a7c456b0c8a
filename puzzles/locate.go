package puzzles

import (
	"fmt"
	"strconv"
	"strings"
)

// Source remembers where each key of a TOML file stands, so that an error
// found after decoding (an unknown location, an illegal order) can name its
// line and column. BurntSushi/toml reports positions for syntax errors only.
//
// Paths name array tables with their index and array elements with theirs:
// "kind[2].combat", "puzzle[0].player[1].pieces[3]", "pack.title",
// "puzzle[1].alternatives[0][2]".
type Source struct {
	Name  string
	spots map[string]spot
}

// spot is a place in the file: 1-based line and column (in bytes).
type spot struct{ line, col int }

// IndexSource scans data, a TOML file, and records the place of every table,
// key and array element (nested arrays and the keys of inline tables
// included). It never fails: what it cannot follow it leaves out, and Line
// falls back to the nearest parent.
// Its time is linear in the size of data: it records no more than MaxDepth
// levels of keys and arrays, and no elements under a key longer than
// maxPathLen (the nearest recorded parent stands for what is left out).
func IndexSource(name string, data []byte) *Source {
	s := &Source{Name: name, spots: map[string]spot{}}
	counts := map[string]int{} // array-table path without its own index -> tables so far
	prefix := ""               // current table path with indices
	// A byte order mark (Notepad's UTF-8) is no part of the first line,
	// which would then start no table: every key of the file was placed
	// wrongly.
	text := strings.Split(trimBOM(string(data)), "\n")
	for n := 0; n < len(text); n++ {
		raw := strings.TrimRight(text[n], "\r")
		line := stripComment(raw)
		start := len(line) - len(strings.TrimLeft(line, " \t"))
		line = strings.TrimSpace(line)
		here := spot{n + 1, start + 1}
		switch {
		case line == "":
		case strings.HasPrefix(line, "[["):
			name := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(line, "[["), "]]"))
			prefix = s.arrayTable(keyParts(name), counts)
			s.set(prefix, here)
		case strings.HasPrefix(line, "["):
			name := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(line, "["), "]"))
			prefix = s.parentPath(keyParts(name), counts)
			s.set(prefix, here)
		default:
			eq := indexOutsideQuotes(line, '=')
			if eq < 0 {
				continue
			}
			path := prefix
			for _, k := range keyParts(line[:eq]) {
				path = join(path, pathKey(k))
			}
			s.set(path, here)
			// The value and its byte index in the raw line.
			vi := start + eq + 1
			val := line[eq+1:]
			vi += len(val) - len(strings.TrimLeft(val, " \t"))
			val = strings.TrimSpace(val)
			switch {
			case strings.HasPrefix(val, "[") && len(path) > maxPathLen:
				n, _ = skipBrackets(text, n, vi)
			case strings.HasPrefix(val, "["):
				n, _ = s.arrayElements(path, text, n, vi, 0)
			case strings.HasPrefix(val, `"""`) || strings.HasPrefix(val, `'''`):
				n, _ = skipMultilineFrom(text, n, vi+3, val[:3])
			case strings.HasPrefix(val, "{"):
				n, _ = s.inlineTable(path, text, n, vi, 0)
			}
		}
	}
	return s
}

// arrayTable returns the indexed path of a new [[name]] table, given the
// parts of its name.
func (s *Source) arrayTable(name []string, counts map[string]int) string {
	if len(name) == 0 {
		name = []string{""}
	}
	parent := s.parentPath(name[:len(name)-1], counts)
	plain := join(parent, pathKey(name[len(name)-1]))
	i := counts[plain]
	counts[plain] = i + 1
	return fmt.Sprintf("%s[%d]", plain, i)
}

// parentPath turns the parts of a dotted table name into a path with the
// current index of each array table along it ("puzzle.player" ->
// "puzzle[3].player[1]").
func (s *Source) parentPath(name []string, counts map[string]int) string {
	path := ""
	for _, part := range name {
		plain := join(path, pathKey(part))
		if c, ok := counts[plain]; ok && c > 0 {
			path = fmt.Sprintf("%s[%d]", plain, c-1)
		} else {
			path = plain
		}
	}
	return path
}

// arrayElements records the place of each element of the array whose "["
// is text[n][i], nested arrays and the keys of inline tables included, and
// returns the line and index of the bracket that closes it. depth is how
// deep the array lies in arrays and inline tables already.
func (s *Source) arrayElements(path string, text []string, n, i, depth int) (int, int) {
	var idx []int      // element index at each depth
	var started []bool // whether the current element at each depth was recorded
	deeper := 0        // arrays open below the MaxDepth levels recorded
	elemPath := func() string {
		var b strings.Builder
		b.WriteString(path)
		for _, i := range idx {
			fmt.Fprintf(&b, "[%d]", i)
		}
		return b.String()
	}
	begin := func(c int) {
		if d := len(idx) - 1; d >= 0 && !started[d] {
			s.set(elemPath(), spot{n + 1, c + 1})
			started[d] = true
		}
	}
	for n < len(text) {
		line := text[n]
		for ; i < len(line); i++ {
			c := line[i]
			switch c {
			case ' ', '\t', '\r':
			case '#':
				i = len(line)
			case '[':
				begin(i)
				if depth+len(idx) >= MaxDepth {
					deeper++
					continue
				}
				idx = append(idx, 0)
				started = append(started, false)
			case ']':
				if deeper > 0 {
					deeper--
					continue
				}
				idx, started = idx[:len(idx)-1], started[:len(started)-1]
				if len(idx) == 0 {
					return n, i
				}
			case ',':
				if deeper > 0 {
					continue
				}
				if d := len(idx) - 1; d >= 0 {
					idx[d]++
					started[d] = false
				}
			case '"', '\'':
				begin(i)
				q := string(c)
				if strings.HasPrefix(line[i:], q+q+q) {
					// i is then the closing delimiter's last quote, which
					// the loop's i++ steps past: read again, it would open a
					// new string that swallows the rest of the line.
					n, i = skipMultilineFrom(text, n, i+3, q+q+q)
					if n >= len(text) {
						return n, 0
					}
					line = text[n]
					continue
				}
				i = endOfString(line, i)
			case '{':
				begin(i)
				if deeper > 0 || len(idx) == 0 {
					n, i = skipBraces(text, n, i)
				} else {
					n, i = s.inlineTable(elemPath(), text, n, i, depth+len(idx))
				}
				if n >= len(text) {
					return n, 0
				}
				line = text[n]
			default:
				begin(i)
			}
		}
		n++
		i = 0
	}
	return n, 0
}

// inlineTable records the place of each key of the inline table whose "{"
// is text[n][i] (puzzle = [{ id = "x", goals = [...] }]), and of the
// elements of its arrays and inline tables, and returns the line and index
// of the brace that closes it. depth is how deep the table lies in arrays
// and inline tables already; below MaxDepth, or under a path longer than
// maxPathLen, it is passed over.
func (s *Source) inlineTable(path string, text []string, n, i, depth int) (int, int) {
	if depth >= MaxDepth || len(path) > maxPathLen {
		return skipBraces(text, n, i)
	}
	for i++; n < len(text); n, i = n+1, 0 {
		line := text[n]
		for ; i < len(line); i++ {
			switch c := line[i]; c {
			case ' ', '\t', '\r', ',':
			case '#':
				i = len(line)
			case '}':
				return n, i
			default:
				eq := indexOutsideQuotes(line[i:], '=')
				if eq < 0 {
					return skipNested(text, n, i, '{', '}')
				}
				key := path
				for _, k := range keyParts(line[i : i+eq]) {
					key = join(key, pathKey(k))
				}
				s.set(key, spot{n + 1, i + 1})
				i += eq + 1
				for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
					i++
				}
				if i >= len(line) {
					continue
				}
				switch v := line[i:]; {
				case v[0] == '[' && len(key) > maxPathLen:
					// As at the top level: a huge key's elements are not
					// recorded, each would cost as much as the key.
					n, i = skipBrackets(text, n, i)
				case v[0] == '[':
					n, i = s.arrayElements(key, text, n, i, depth+1)
				case v[0] == '{':
					n, i = s.inlineTable(key, text, n, i, depth+1)
				case strings.HasPrefix(v, `"""`) || strings.HasPrefix(v, "'''"):
					n, i = skipMultilineFrom(text, n, i+3, v[:3])
				case v[0] == '"' || v[0] == '\'':
					i = endOfString(line, i)
				default:
					// A number, a boolean or a date: up to the next , or }.
					for i+1 < len(line) && line[i+1] != ',' && line[i+1] != '}' {
						i++
					}
				}
				if n >= len(text) {
					return n, 0
				}
				line = text[n]
			}
		}
	}
	return n, 0
}

// endOfString returns the index of the closing quote of the one-line string
// opening at line[i], or the line's last index.
func endOfString(line string, i int) int {
	q := line[i]
	for j := i + 1; j < len(line); j++ {
		switch {
		case line[j] == '\\' && q == '"':
			j++
		case line[j] == q:
			return j
		}
	}
	return len(line) - 1
}

// skipMultilineFrom returns the line and the index of the last quote of the
// closing delimiter of a multi-line string whose text starts at text[n][i].
func skipMultilineFrom(text []string, n, i int, quote string) (int, int) {
	for ; n < len(text); n++ {
		line := text[n]
		for ; i < len(line); i++ {
			if quote[0] == '"' && line[i] == '\\' {
				i++
				continue
			}
			if strings.HasPrefix(line[i:], quote) {
				j := i + len(quote)
				for j < len(line) && line[j] == quote[0] { // up to two quotes may end the text
					j++
				}
				return n, j - 1
			}
		}
		i = 0
	}
	return n, 0
}

// maxPathLen bounds the paths under which array elements are recorded, so
// that a huge key cannot make each element's path cost as much as the key.
const maxPathLen = 256

// skipBraces returns the line and index of the brace closing the one that
// opens at text[n][i].
func skipBraces(text []string, n, i int) (int, int) { return skipNested(text, n, i, '{', '}') }

// skipBrackets returns the line and index of the bracket closing the one
// that opens at text[n][i].
func skipBrackets(text []string, n, i int) (int, int) { return skipNested(text, n, i, '[', ']') }

// skipNested returns the line and index of the closing character that
// matches the opening one at text[n][i], passing strings and comments.
func skipNested(text []string, n, i int, open, close byte) (int, int) {
	depth := 0
	for ; n < len(text); n++ {
		line := text[n]
		for ; i < len(line); i++ {
			switch c := line[i]; c {
			case open:
				depth++
			case close:
				depth--
				if depth == 0 {
					return n, i
				}
			case '"', '\'':
				if q := line[i : i+1]; strings.HasPrefix(line[i:], q+q+q) {
					n, i = skipMultilineFrom(text, n, i+3, q+q+q)
					if n >= len(text) {
						return n, 0
					}
					line = text[n]
					continue
				}
				i = endOfString(line, i)
			case '#':
				i = len(line)
			}
		}
		i = 0
	}
	return n, 0
}

// set records the place of path, unless an earlier one was recorded, and of
// every parent not yet recorded: an array or a table defined implicitly
// ("[[a.b]]" defines a) starts where its first part does.
func (s *Source) set(path string, at spot) {
	for ; path != ""; path = parentOf(path) {
		if _, ok := s.spots[path]; ok {
			return // and so are its parents
		}
		s.spots[path] = at
	}
}

func join(prefix, key string) string {
	if prefix == "" {
		return key
	}
	return prefix + "." + key
}

// splitKey splits a dotted TOML key into its parts, without their quotes:
// `a."b.c" . 'd'` -> a, b.c, d. Escapes in basic-string parts are decoded,
// as the decoder does, so that `"\b"` names the key the decoder reports.
func splitKey(k string) []string {
	var parts []string
	var b strings.Builder
	for i := 0; i < len(k); i++ {
		switch c := k[i]; c {
		case '"', '\'':
			j := endOfString(k, i)
			if j > i {
				if c == '"' {
					b.WriteString(unescapeBasic(k[i+1 : j]))
				} else {
					b.WriteString(k[i+1 : j])
				}
			}
			i = j
		case '.':
			parts = append(parts, b.String())
			b.Reset()
		case ' ', '\t':
		default:
			b.WriteByte(c)
		}
	}
	return append(parts, b.String())
}

// unescapeBasic decodes the escapes of a TOML basic string's text (\b \t
// \n \f \r \e \" \\ \xHH \uXXXX \UXXXXXXXX); an escape it does not know
// is kept as written (the decoder has refused such a file already).
func unescapeBasic(t string) string {
	if !strings.Contains(t, "\\") {
		return t
	}
	var b strings.Builder
	for i := 0; i < len(t); i++ {
		if t[i] != '\\' || i+1 >= len(t) {
			b.WriteByte(t[i])
			continue
		}
		i++
		if r, ok := simpleEscapes[t[i]]; ok {
			b.WriteByte(r)
			continue
		}
		if n := hexEscapes[t[i]]; n > 0 && i+1+n <= len(t) {
			if v, err := strconv.ParseUint(t[i+1:i+1+n], 16, 32); err == nil {
				b.WriteRune(rune(v))
				i += n
				continue
			}
		}
		b.WriteByte('\\')
		b.WriteByte(t[i])
	}
	return b.String()
}

// simpleEscapes are TOML's one-letter escapes; hexEscapes the ones followed
// by a number of hex digits.
var (
	simpleEscapes = map[byte]byte{'b': '\b', 't': '\t', 'n': '\n', 'f': '\f', 'r': '\r', 'e': 0x1b, '"': '"', '\\': '\\'}
	hexEscapes    = map[byte]int{'x': 2, 'u': 4, 'U': 8}
)

// keyParts splits a dotted key as splitKey does, keeping no more than
// MaxDepth parts: deeper keys are located at that depth.
func keyParts(k string) []string {
	parts := splitKey(k)
	return parts[:min(len(parts), MaxDepth)]
}

// pathKey writes one key as a part of a path: as it is when it is a bare
// key, quoted otherwise (empty, or with dots, brackets or spaces), so that
// paths stay unambiguous.
func pathKey(k string) string {
	if k == "" || strings.ContainsAny(k, ".[]\" \t") {
		return strconv.Quote(k)
	}
	return k
}

// indexOutsideQuotes returns the index of the first c in line that is not
// inside a string, or -1.
func indexOutsideQuotes(line string, c byte) int {
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case c:
			return i
		case '"', '\'':
			i = endOfString(line, i)
		}
	}
	return -1
}

// stripComment removes a # comment that is not inside a string.
func stripComment(line string) string {
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '"', '\'':
			i = endOfString(line, i)
		case '#':
			return line[:i]
		}
	}
	return line
}

// Line returns the line of path, or of its nearest recorded parent, or 0.
func (s *Source) Line(path string) int { return s.find(path).line }

// find returns the place of path or of its nearest recorded parent.
func (s *Source) find(path string) spot {
	for path != "" {
		if at, ok := s.spots[path]; ok {
			return at
		}
		path = parentOf(path)
	}
	return spot{}
}

// parentOf drops the last element of a path: "a[1].b[2]" -> "a[1].b" ->
// "a[1]" -> "a" -> "". Dots and brackets inside a quoted key
// (`"a.b"[0]`) do not count.
func parentOf(path string) string {
	cut := 0
	for i := 0; i < len(path); i++ {
		switch path[i] {
		case '"':
			for i++; i < len(path) && path[i] != '"'; i++ {
				if path[i] == '\\' {
					i++
				}
			}
		case '.', '[':
			cut = i
		}
	}
	return path[:cut]
}

// Where returns "name:line:col" for path, or just the name.
func (s *Source) Where(path string) string {
	e := FileError{File: s.Name}
	at := s.find(path)
	e.Line, e.Col = at.line, at.col
	return e.place()
}

// Errorf returns a *FileError that names the file, line and column of path.
func (s *Source) Errorf(path, format string, args ...any) error {
	at := s.find(path)
	msg := fmt.Sprintf(format, args...)
	return &FileError{File: s.Name, Line: at.line, Col: at.col, Path: path, Msg: msg + locationHint(msg)}
}

// locationHint says, for a message that ends with an unknown location
// (`unknown location "A5"`, as the engine words it), which cells there
// are: the trench's or the territory's when the name starts with one.
func locationHint(msg string) string {
	i := strings.LastIndex(msg, `unknown location "`)
	if i < 0 || !strings.HasSuffix(msg, `"`) {
		return ""
	}
	name, err := strconv.Unquote(msg[i+len("unknown location "):])
	if err != nil {
		return ""
	}
	up := strings.ToUpper(strings.TrimSpace(name))
	letters := strings.TrimRightFunc(up, func(r rune) bool { return r >= '0' && r <= '9' || r == '-' })
	switch {
	case up == "":
		return ""
	case strings.HasPrefix("PIT", up) || EditDistance(up, "PIT") == 1:
		return " (did you mean Pit?)"
	case len(letters) == 1 && strings.Contains("ABCDEF", letters):
		return fmt.Sprintf(" (trench %s runs from %s1 by the Pit to %s4 at the corner)", letters, letters, letters)
	case len(letters) == 2:
		for _, t := range []string{"AB", "BC", "CD", "DE", "EF", "FA"} {
			if letters == t {
				return fmt.Sprintf(" (territory %s has the cells %s1 to %s6)", t, t, t)
			}
			if letters == t[1:]+t[:1] {
				return fmt.Sprintf(" (did you mean %s%s? territories are AB, BC, CD, DE, EF and FA)", t, up[2:])
			}
		}
	}
	return " (the cells are Pit, the trench cells A1 to F4 and the territory cells AB1 to FA6)"
}
