package puzzles

import (
	"bytes"
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
	// comments gives, for each line with a comment, the byte offset in
	// the line of the comment's "#".
	comments map[int]int
	// deep is the 1-based line and column where nesting first goes
	// deeper than MaxDepth; deepLine is 0 when it never does.
	deepLine, deepCol int
	// texts are the multi-line strings, in file order.
	texts []textSpan
}

// textSpan is a multi-line string: the offsets of its opening quotes and
// of the byte after its closing ones (the size of the file when it is not
// closed), and its quote: a double or a single one.
type textSpan struct {
	open, end int
	quote     byte
}

// scan reads data once, byte by byte, following strings, comments, arrays
// and inline tables: its time is linear in the size of data. It does not
// check the syntax (the decoder does); on text that is not TOML its answer
// is only a guess, but it never fails.
func scan(data []byte) *scanned {
	sc := &scanner{data: data, out: &scanned{headers: map[int]string{}, comments: map[int]int{}, lines: []lineKind{lineBlank}}, atStart: true}
	sc.startKey()
	for sc.i = 0; sc.i < len(data); sc.i++ {
		sc.step()
	}
	return sc.out
}

// scanner is the state of scan.
type scanner struct {
	data     []byte
	out      *scanned
	i        int    // the byte being read
	line     int    // its line, from 0
	col0     int    // the index of the line's first byte
	atStart  bool   // only spaces so far on this line
	open     []byte // the open arrays ('[') and inline tables ('{')
	inKey    bool   // reading a key, not a value
	keyParts int    // dotted parts of the key being read
}

// step reads the byte at sc.i, and what it opens up to its end.
func (sc *scanner) step() {
	c := sc.data[sc.i]
	switch c {
	case '\n':
		sc.newLine(sc.i)
		if len(sc.open) == 0 {
			sc.startKey()
		}
		return
	case ' ', '\t', '\r':
		return
	case '#':
		sc.mark(lineComment)
		sc.out.comments[sc.line] = sc.i - sc.col0
		for sc.i+1 < len(sc.data) && sc.data[sc.i+1] != '\n' {
			sc.i++
		}
		return
	}
	first := sc.atStart
	sc.atStart = false
	if first && len(sc.open) == 0 && c == '[' {
		sc.header()
		return
	}
	sc.mark(lineContent)
	switch c {
	case '"', '\'':
		sc.str(c)
	case '[', '{':
		sc.open = append(sc.open, c)
		sc.tooDeep(len(sc.open))
		sc.inKey = false
		if c == '{' {
			sc.startKey()
		}
	case ']', '}':
		if len(sc.open) > 0 {
			sc.open = sc.open[:len(sc.open)-1]
		}
	case ',':
		if len(sc.open) > 0 && sc.open[len(sc.open)-1] == '{' {
			sc.startKey()
		}
	case '.':
		if sc.inKey {
			sc.keyParts++
			sc.tooDeep(sc.keyParts)
		}
	case '=':
		sc.inKey = false
	}
}

func (sc *scanner) startKey() { sc.inKey, sc.keyParts = true, 1 }

// mark records what the current line holds; content outranks a comment.
func (sc *scanner) mark(k lineKind) {
	if l := &sc.out.lines[sc.line]; *l == lineBlank || *l == lineComment && k > lineComment {
		*l = k
	}
}

// tooDeep records the current place when nesting d is over MaxDepth.
func (sc *scanner) tooDeep(d int) {
	if d > MaxDepth && sc.out.deepLine == 0 {
		sc.out.deepLine, sc.out.deepCol = sc.line+1, sc.i-sc.col0+1
	}
}

// newLine starts the line after the byte at i, a line feed.
func (sc *scanner) newLine(i int) {
	sc.line++
	sc.col0 = i + 1
	sc.atStart = true
	sc.out.lines = append(sc.out.lines, lineBlank)
	if len(sc.open) > 0 {
		sc.out.lines[sc.line] = lineInside
	}
}

// header reads a table header, [name] or [[name]], and records its name.
func (sc *scanner) header() {
	data := sc.data
	sc.mark(lineHeader)
	j := sc.i + 1
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
	sc.i = j
	sc.tooDeep(parts)
	name := string(data[start:min(j, len(data))])
	if double {
		name = "[" + name + "]"
	}
	sc.out.headers[sc.line] = name
	for j < len(data) && data[j] == ']' {
		j++
	}
	sc.i = j - 1
}

// str passes the string that opens at sc.i with quote q; every line a
// multi-line string crosses starts inside it.
func (sc *scanner) str(q byte) {
	data := sc.data
	i := sc.i
	delim := string([]byte{q, q, q})
	if i+3 > len(data) || string(data[i:i+3]) != delim {
		sc.i = endQuoted(data, i)
		return
	}
	j := i + 3
	for ; j < len(data); j++ {
		escaped := q == '"' && data[j] == '\\'
		if escaped {
			j++ // the escaped byte is text, even a quote
		}
		if j < len(data) && data[j] == '\n' {
			sc.newLine(j)
			sc.out.lines[sc.line] = lineInside
			sc.atStart = false
			continue
		}
		if escaped {
			continue
		}
		if j+3 <= len(data) && string(data[j:j+3]) == delim {
			j += 2
			for j+1 < len(data) && data[j+1] == q { // up to two quotes end the text
				j++
			}
			break
		}
	}
	sc.out.texts = append(sc.out.texts, textSpan{open: i, end: min(j+1, len(data)), quote: q})
	sc.i = j
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

// checkShape refuses, before decoding, a file over limit bytes (MaxFileSize
// for the user's files, noLimit for the built-in ones) or nested deeper than
// MaxDepth: the decoder's time and memory grow much faster than the file on
// such input.
func checkShape(name string, data []byte, limit int64) *FileError {
	if int64(len(data)) > limit {
		return &FileError{File: name, Msg: fmt.Sprintf("the file is larger than the limit of %s (birdcrab --max-size raises it)", fileio.SizeText(limit))}
	}
	if e := binaryFile(name, data); e != nil {
		return e
	}
	if s := scan(data); s.deepLine > 0 {
		return &FileError{File: name, Line: s.deepLine, Col: s.deepCol, Msg: fmt.Sprintf("arrays, tables or dotted keys nested more than %d deep", MaxDepth)}
	}
	return nil
}

// binaryFile refuses data that holds a NUL byte: a text saved as UTF-16,
// with its byte order mark or without (NULs at every other byte, ASCII
// between them), is told to be saved as UTF-8; any other is a binary file
// (an executable, an archive, a picture) given in place of a text one,
// which the decoder would call UTF-16 when the NUL came in its first
// bytes, or a file of control characters otherwise. The problem of a
// binary file is placed at its first NUL.
func binaryFile(name string, data []byte) *FileError {
	i := bytes.IndexByte(data, 0)
	if order, mark := utf16Order(data); order != "" {
		how := order
		if mark {
			how += ", with a byte order mark"
		}
		return &FileError{File: name, Line: 1, Msg: "the file is saved as UTF-16 (" + how + "): save it as UTF-8, the text birdcrab reads"}
	}
	if i < 0 {
		return nil
	}
	line := 1 + bytes.Count(data[:i], []byte("\n"))
	col := i - bytes.LastIndexByte(data[:i], '\n')
	nul := "NUL bytes"
	if bytes.Count(data, []byte{0}) == 1 {
		nul = "a NUL byte"
	}
	return &FileError{File: name, Line: line, Col: col, Msg: "not a text file: it holds " + nul + ", as a binary file does; birdcrab reads text in UTF-8"}
}

// utf16Order gives the byte order of data when it is text saved as UTF-16,
// "little-endian" or "big-endian", and whether it starts with a byte order
// mark; "" when it is not. Without a mark, data is UTF-16 when most of its
// first characters are ASCII, each a byte beside a NUL.
func utf16Order(data []byte) (order string, mark bool) {
	switch {
	case bytes.HasPrefix(data, []byte("\xff\xfe")):
		return "little-endian", true
	case bytes.HasPrefix(data, []byte("\xfe\xff")):
		return "big-endian", true
	}
	n := min(len(data), 512) / 2
	if n < 2 {
		return "", false
	}
	ascii := func(c byte) bool { return c == '\t' || c == '\n' || c == '\r' || c >= 0x20 && c < 0x7f }
	le, be := 0, 0
	for k := 0; k < n; k++ {
		a, b := data[2*k], data[2*k+1]
		if b == 0 && ascii(a) {
			le++
		}
		if a == 0 && ascii(b) {
			be++
		}
	}
	switch {
	case le*4 >= n*3:
		return "little-endian", false
	case be*4 >= n*3:
		return "big-endian", false
	}
	return "", false
}

// Comments returns the comments of a TOML text, in order, each from after
// its "#" to the end of its line with spaces trimmed (empty ones left
// out): a "#" inside a string is no comment, as scan reads it.
func Comments(data []byte) []string {
	sc := scan(data)
	var out []string
	for i, line := range bytes.SplitAfter(data, []byte("\n")) {
		if at, ok := sc.comments[i]; ok {
			if s := string(bytes.TrimSpace(line[at+1:])); s != "" {
				out = append(out, s)
			}
		}
	}
	return out
}
