package puzzles

import (
	"fmt"

	"github.com/birdcrab/birdcrab/internal/fileio"
)

// lineKind says what a line of a TOML file holds, as scan sees it.
type lineKind uint8

const (
	lineBlank   lineKind = iota // nothing, or spaces
	lineComment                 // a comment alone
	lineHeader                  // a table header: [name] or [[name]]
	lineContent                 // a key and (the start of) its value
	lineInside                  // it starts inside a multi-line string, array or inline table
)

// scanned is the shape of a TOML file: what each line holds, the name of
// each header line, and the first place that nests deeper than MaxDepth.
type scanned struct {
	lines   []lineKind
	headers map[int]string // line index -> header text between the brackets, "[x]" for [[x]]
	// deep is the 1-based line and column where nesting first goes
	// deeper than MaxDepth; deepLine is 0 when it never does.
	deepLine, deepCol int
}

// scan reads data once, byte by byte, following strings, comments, arrays
// and inline tables: its time is linear in the size of data. It does not
// check the syntax (the decoder does); on text that is not TOML its answer
// is only a guess, but it never fails.
func scan(data []byte) *scanned {
	s := &scanned{headers: map[int]string{}}
	depth := 0 // open arrays and inline tables
	line, col0 := 0, 0
	atStart := true // only spaces so far on this line
	s.lines = append(s.lines, lineBlank)
	mark := func(k lineKind) {
		if s.lines[line] == lineBlank || s.lines[line] == lineComment && k > lineComment {
			s.lines[line] = k
		}
	}
	tooDeep := func(i, d int) {
		if d > MaxDepth && s.deepLine == 0 {
			s.deepLine, s.deepCol = line+1, i-col0+1
		}
	}
	newLine := func(i int) {
		line++
		col0 = i + 1
		atStart = true
		s.lines = append(s.lines, lineBlank)
		if depth > 0 {
			s.lines[line] = lineInside
		}
	}
	var open []byte // the open arrays ('[') and inline tables ('{')
	inKey := true   // reading a key, not a value
	keyParts := 1   // dotted parts of the key being read
	startKey := func() { inKey, keyParts = true, 1 }
	for i := 0; i < len(data); i++ {
		c := data[i]
		switch {
		case c == '\n':
			newLine(i)
			if depth == 0 {
				startKey()
			}
			continue
		case c == ' ' || c == '\t' || c == '\r':
			continue
		case c == '#':
			mark(lineComment)
			for i+1 < len(data) && data[i+1] != '\n' {
				i++
			}
			continue
		}
		first := atStart
		atStart = false
		switch {
		case first && depth == 0 && c == '[':
			mark(lineHeader)
			j := i + 1
			double := j < len(data) && data[j] == '['
			if double {
				j++
			}
			start, parts := j, 1
			for j < len(data) && data[j] != ']' && data[j] != '\n' {
				switch data[j] {
				case '"', '\'':
					j = endQuoted(data, j)
				case '.':
					parts++
				}
				j++
			}
			tooDeep(j, parts)
			name := string(data[start:min(j, len(data))])
			if double {
				name = "[" + name + "]"
			}
			s.headers[line] = name
			for j < len(data) && data[j] == ']' {
				j++
			}
			i = j - 1
		case c == '"' || c == '\'':
			mark(lineContent)
			q := string([]byte{c, c, c})
			if i+3 <= len(data) && string(data[i:i+3]) == q {
				// A multi-line string: every line it crosses starts inside it.
				j := i + 3
				for ; j < len(data); j++ {
					if c == '"' && data[j] == '\\' {
						j++
						if j < len(data) && data[j] == '\n' {
							newLine(j)
							s.lines[line] = lineInside
						}
						continue
					}
					if data[j] == '\n' {
						newLine(j)
						s.lines[line] = lineInside
						continue
					}
					if j+3 <= len(data) && string(data[j:j+3]) == q {
						j += 2
						for j+1 < len(data) && data[j+1] == c { // up to two quotes end the text
							j++
						}
						break
					}
				}
				i = j
				atStart = false
				continue
			}
			i = endQuoted(data, i)
		case c == '[' || c == '{':
			mark(lineContent)
			depth++
			open = append(open, c)
			tooDeep(i, depth)
			inKey = false
			if c == '{' {
				startKey()
			}
		case c == ']' || c == '}':
			mark(lineContent)
			if depth > 0 {
				depth--
				open = open[:len(open)-1]
			}
		case c == ',':
			mark(lineContent)
			if depth > 0 && open[len(open)-1] == '{' {
				startKey()
			}
		case c == '.' && inKey:
			mark(lineContent)
			keyParts++
			tooDeep(i, keyParts)
		case c == '=':
			mark(lineContent)
			inKey = false
		default:
			mark(lineContent)
		}
	}
	return s
}

// endQuoted returns the index of the quote closing the one-line string
// that opens at data[i], or of the end of its line.
func endQuoted(data []byte, i int) int {
	q := data[i]
	for j := i + 1; j < len(data); j++ {
		switch {
		case data[j] == '\n':
			return j - 1
		case data[j] == '\\' && q == '"':
			j++
		case data[j] == q:
			return j
		}
	}
	return len(data) - 1
}

// checkShape refuses, before decoding, a file over MaxFileSize or nested
// deeper than MaxDepth: the decoder's time and memory grow much faster than
// the file on such input.
func checkShape(name string, data []byte) *FileError {
	if int64(len(data)) > MaxFileSize {
		return &FileError{File: name, Msg: fmt.Sprintf("the file is larger than the limit of %s (birdcrab --max-size raises it)", fileio.SizeText(MaxFileSize))}
	}
	if s := scan(data); s.deepLine > 0 {
		return &FileError{File: name, Line: s.deepLine, Col: s.deepCol, Msg: fmt.Sprintf("arrays, tables or dotted keys nested more than %d deep", MaxDepth)}
	}
	return nil
}
