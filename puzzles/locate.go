package puzzles

import (
	"fmt"
	"strconv"
	"strings"
)

// Source remembers where each key of a TOML file stands, so that an error
// found after decoding (an unknown location, an illegal order) can name its
// line. BurntSushi/toml reports positions for syntax errors only.
//
// Paths name array tables with their index and array elements with theirs:
// "kind[2].combat", "puzzle[0].player[1].pieces[3]", "pack.title".
type Source struct {
	Name  string
	lines map[string]int
}

// IndexSource scans data, a TOML file, and records the line of every table,
// key and (for arrays written one element per line or several) element.
func IndexSource(name string, data []byte) *Source {
	s := &Source{Name: name, lines: map[string]int{}}
	counts := map[string]int{} // array-table path without index -> count
	prefix := ""               // current table path with indices
	text := strings.Split(string(data), "\n")
	for n := 0; n < len(text); n++ {
		line := strings.TrimSpace(stripComment(text[n]))
		switch {
		case line == "":
		case strings.HasPrefix(line, "[["):
			name := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(line, "[["), "]]"))
			prefix = s.arrayTable(name, prefix, counts)
			s.set(prefix, n+1)
		case strings.HasPrefix(line, "["):
			name := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(line, "["), "]"))
			prefix = s.parentPath(name, counts)
			s.set(prefix, n+1)
		default:
			key, val, ok := strings.Cut(line, "=")
			if !ok {
				continue
			}
			key = strings.Trim(strings.TrimSpace(key), `"'`)
			path := join(prefix, key)
			s.set(path, n+1)
			val = strings.TrimSpace(val)
			if strings.HasPrefix(val, "[") {
				n = s.arrayElements(path, text, n, val)
			} else if strings.HasPrefix(val, `"""`) || strings.HasPrefix(val, `'''`) {
				n = skipMultiline(text, n, val[:3])
			}
		}
	}
	return s
}

// arrayTable returns the indexed path of a new [[name]] table.
func (s *Source) arrayTable(name, prefix string, counts map[string]int) string {
	parent, last := "", name
	if i := strings.LastIndex(name, "."); i >= 0 {
		parent, last = s.parentPath(name[:i], counts), name[i+1:]
	}
	plain := join(parent, last)
	i := counts[plain]
	counts[plain] = i + 1
	return fmt.Sprintf("%s[%d]", plain, i)
}

// parentPath turns a dotted table name into a path with the current index of
// each array table along it ("puzzle.player" -> "puzzle[3].player[1]").
func (s *Source) parentPath(name string, counts map[string]int) string {
	path := ""
	for _, part := range strings.Split(name, ".") {
		plain := join(path, part)
		if c, ok := counts[plain]; ok && c > 0 {
			path = fmt.Sprintf("%s[%d]", plain, c-1)
		} else {
			path = plain
		}
	}
	return path
}

// arrayElements records the line of each element of the array starting on
// line n, and returns the line where it ends.
func (s *Source) arrayElements(path string, text []string, n int, first string) int {
	depth, elem, inStr := 0, 0, byte(0)
	started := false
	line := first
	for {
		for i := 0; i < len(line); i++ {
			c := line[i]
			switch {
			case inStr != 0:
				if c == '\\' && inStr == '"' {
					i++
				} else if c == inStr {
					inStr = 0
				}
			case c == '#':
				i = len(line)
			case c == '"' || c == '\'':
				if depth == 1 && !started {
					s.set(fmt.Sprintf("%s[%d]", path, elem), n+1)
					started = true
				}
				inStr = c
			case c == '[':
				depth++
				if depth == 2 && !started {
					s.set(fmt.Sprintf("%s[%d]", path, elem), n+1)
					started = true
				}
			case c == ']':
				depth--
				if depth == 0 {
					return n
				}
			case c == ',' && depth == 1:
				elem++
				started = false
			case c != ' ' && c != '\t' && depth == 1 && !started:
				s.set(fmt.Sprintf("%s[%d]", path, elem), n+1)
				started = true
			}
		}
		n++
		if n >= len(text) {
			return n
		}
		line = text[n]
	}
}

func skipMultiline(text []string, n int, quote string) int {
	if strings.Count(text[n], quote) >= 2 {
		return n
	}
	for n++; n < len(text); n++ {
		if strings.Contains(text[n], quote) {
			return n
		}
	}
	return n
}

func (s *Source) set(path string, line int) {
	if _, ok := s.lines[path]; !ok {
		s.lines[path] = line
	}
}

func join(prefix, key string) string {
	if prefix == "" {
		return key
	}
	return prefix + "." + key
}

// stripComment removes a # comment that is not inside a string.
func stripComment(line string) string {
	var inStr byte
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case inStr != 0:
			if c == '\\' && inStr == '"' {
				i++
			} else if c == inStr {
				inStr = 0
			}
		case c == '"' || c == '\'':
			inStr = c
		case c == '#':
			return line[:i]
		}
	}
	return line
}

// Line returns the line of path, or of its nearest recorded parent, or 0.
func (s *Source) Line(path string) int {
	for path != "" {
		if l, ok := s.lines[path]; ok {
			return l
		}
		// Drop the last element: "a[1].b[2]" -> "a[1].b" -> "a[1]" -> "a".
		switch {
		case strings.HasSuffix(path, "]"):
			path = path[:strings.LastIndex(path, "[")]
		case strings.Contains(path, "."):
			path = path[:strings.LastIndex(path, ".")]
		default:
			path = ""
		}
	}
	return 0
}

// Where returns "name:line" for path, or just the name.
func (s *Source) Where(path string) string {
	if l := s.Line(path); l > 0 {
		return s.Name + ":" + strconv.Itoa(l)
	}
	return s.Name
}

// Errorf returns an error that names the file and line of path.
func (s *Source) Errorf(path, format string, args ...any) error {
	return &FileError{File: s.Name, Line: s.Line(path), Path: path, Msg: fmt.Sprintf(format, args...)}
}

// FileError is a problem in a file, with its place.
type FileError struct {
	File string
	Line int // 0 when unknown
	Col  int // 0 when unknown
	Path string
	Msg  string
}

func (e *FileError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&b, ":%d", e.Col)
		}
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	return b.String()
}
