package puzzles

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
)

// Load reads the pack file at path ("-": standard input, named "stdin" in
// messages). Its puzzles use cat (nil: the default catalogue) with
// the pack's own [[kind]] tables laid over it; cat itself is not changed. A
// bad file gives an Errors value: every problem found, each with its file,
// line and column. Only a regular file is read, up to MaxFileSize bytes.
func Load(path string, cat *engine.Catalogue) (*Pack, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, Errors{{File: FileName(path), Msg: "cannot read the pack: " + readProblem(err)}}
	}
	if path == fileio.Stdin && Blank(data) {
		return nil, Errors{{File: fileio.StdinName, Msg: EmptyStdin + ": no pack and no code to read"}}
	}
	return Parse(FileName(path), data, cat)
}

// EmptyStdin begins the message of a "-" whose standard input is empty or
// blank, most often because the command before the pipe printed nothing:
// "stdin: standard input is empty: " and what was to be read. Every
// command words it so.
const EmptyStdin = "standard input is empty"

// Blank reports whether data holds nothing but blank space (and a byte
// order mark).
func Blank(data []byte) bool {
	return strings.TrimSpace(strings.TrimPrefix(string(data), "\ufeff")) == ""
}

// FileName is how a file given as path is named in messages: path itself,
// or "stdin" for "-".
func FileName(path string) string {
	if path == fileio.Stdin {
		return fileio.StdinName
	}
	return path
}

// readProblem says why a file could not be read, without its name (which
// the message gives already).
func readProblem(err error) string {
	var fe *fileio.Error
	if errors.As(err, &fe) {
		return fe.Err.Error()
	}
	return err.Error()
}

// IsCode reports whether arg is a one-line position code rather than a file
// name: it starts with "bc1 " (after a byte order mark, for a code read
// from a file).
func IsCode(arg string) bool {
	return strings.HasPrefix(codeText(arg), engine.CodeVersion+" ")
}

// IsCodeText reports whether data, the text of a file or of standard
// input, is a one-line position or puzzle code: one line starting with
// "bc1 ", with a byte order mark, blank space and a final newline aside, and
// what a paste brings along (see codeText). A position file whose code is
// followed by orders is not. Parse reads such a text as FromCode reads the
// code (a position code alone as a position file), so that a code loads the
// same from the command line, a file and standard input.
func IsCodeText(data []byte) bool {
	return IsCode(string(data)) && !strings.ContainsAny(strings.TrimSpace(string(data)), "\r\n")
}

// codeLabels are the labels birdcrab prints before a code ("Puzzle code:
// bc1 ...", show --after's "Position code after the turn:"),
// which a paste of the whole line brings along.
var codeLabels = []string{"puzzle code:", "position code:", "position code after the turn:"}

// codeQuotes are the quotes a code pasted from a pack (position =
// "bc1 ..."), a post, a chat or a document may come between, each opening
// one with its closing one.
var codeQuotes = [][2]string{{`"`, `"`}, {"'", "'"}, {"`", "`"}, {"“", "”"}, {"‘", "’"}, {"«", "»"}, {"„", "“"}}

// codeText is the code held by text: text without a byte order mark, the
// blank space around it, the label show prints before a code and the
// quotes around it (as often as they are nested), and with its words set
// apart by one space where a paste set them apart by tabs, no-break spaces
// (a web page's) or a line break. A text wrapped over lines is joined as
// unwrapLines joins it with mid "": a break inside a word, as fold leaves
// it, joins the word's halves (spacedCodeText is the other reading).
func codeText(text string) string { return codeTextJoined(text, "") }

// spacedCodeText is codeText with every line break read as a space: the
// reading of a code whose wrapping took the space at each break away, as
// a mail client may.
func spacedCodeText(text string) string { return codeTextJoined(text, " ") }

// codeReadings are the one-line codes text may hold: codeText, and
// spacedCodeText when it differs (a text wrapped between two words that
// lost the space between them).
func codeReadings(text string) []string {
	r := []string{codeText(text)}
	if s := spacedCodeText(text); s != r[0] {
		r = append(r, s)
	}
	return r
}

// unwrapLines joins the lines of text, blank lines left out. A line break
// with blank space on either side of it is the space between two words (fold
// -s and most mail clients keep the space at the end of the line); one
// between two other characters is joined by mid: "" to read it as a word
// fold cut in two, " " to read it as a space the wrapping took away. A
// code's words are set apart by spaces, and no word holds a line break,
// so no break has to be read as anything but one of those. A break next to
// a "|" is a space (the code writes one on either side of it).
func unwrapLines(text, mid string) string {
	var b strings.Builder
	space := false // a blank line or blank space comes before the next line
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSuffix(l, "\r")
		if strings.TrimSpace(l) == "" {
			space = space || b.Len() > 0
			continue
		}
		if b.Len() > 0 {
			first, _ := utf8.DecodeRuneInString(l)
			if space || unicode.IsSpace(first) || first == '|' || strings.HasSuffix(b.String(), "|") {
				b.WriteByte(' ')
			} else {
				b.WriteString(mid)
			}
		}
		b.WriteString(l)
		last, _ := utf8.DecodeLastRuneInString(l)
		space = unicode.IsSpace(last)
	}
	return b.String()
}

// codeTextJoined is codeText with the lines of text joined by
// unwrapLines with mid.
func codeTextJoined(text, mid string) string {
	t := strings.TrimSpace(trimBOM(strings.TrimSpace(text)))
	t = unwrapLines(t, mid)
	for changed := true; changed; {
		changed = false
		for _, label := range codeLabels {
			if len(t) > len(label) && strings.EqualFold(t[:len(label)], label) {
				t, changed = strings.TrimSpace(t[len(label):]), true
			}
		}
		for _, q := range codeQuotes {
			inner, opened := strings.CutPrefix(t, q[0])
			inner, closed := strings.CutSuffix(inner, q[1])
			if opened && closed && !strings.Contains(inner, q[0]) && !strings.Contains(inner, q[1]) {
				t, changed = strings.TrimSpace(inner), true
				break
			}
		}
	}
	return strings.Join(strings.Fields(t), " ")
}

// wrappedCode is the text of a code that a mail, a terminal or fold
// wrapped over lines, for readCode to join (codeReadings): ok when the
// text's first line starts as a code and no line after it is an order
// line ("order 1: ...", not a code's "orders 1: ..." block that a wrap
// set at the start of a line) or a comment, as those of a position file
// are. Parse reads the joined code when it loads; a text it does not load
// as a code is read as it was.
func wrappedCode(data []byte) (code string, ok bool) {
	text := trimBOM(string(data))
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) < 2 || !IsCode(lines[0]) {
		return "", false
	}
	for _, l := range lines[1:] {
		if strings.HasPrefix(l, "#") || strings.HasPrefix(l, "order") && !strings.HasPrefix(l, codeOrders) {
			return "", false
		}
	}
	return text, true
}

// firstLineReads reports whether the first line of data, alone, reads as
// a code.
func firstLineReads(name string, data []byte, cat *engine.Catalogue, draft bool) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(trimBOM(string(data))), "\n")
	_, err := readCode(name, strings.TrimSpace(first), cat, draft)
	return err == nil
}

// UnwrapCode is data, or the one-line code it holds wrapped over lines
// (see wrappedCode) when that code reads as Parse reads it: for a reader
// that tells a position file from a pack before it parses (the editor),
// which took a wrapped code for a position file and refused its second
// line.
func UnwrapCode(data []byte, cat *engine.Catalogue) []byte {
	if text, ok := wrappedCode(data); ok {
		for _, code := range codeReadings(text) {
			if _, err := readCode(CodeFile, code, cat, false); err == nil {
				return []byte(code + "\n")
			}
		}
	}
	return data
}

// isPuzzleCodeText reports whether data is a one-line puzzle code: a
// position code followed by task blocks (IsCodeText).
func isPuzzleCodeText(data []byte) bool {
	if !IsCodeText(data) {
		return false
	}
	_, task := splitPuzzleCode(codeText(string(data)))
	return len(task) > 0
}

// LoadArg reads a command-line argument that names a pack file or holds a
// one-line position or puzzle code (see FromCode), pasted with quotes or a
// label as codeText reads it unless a file has that name.
func LoadArg(arg string, cat *engine.Catalogue) (*Pack, error) {
	if IsCode(arg) {
		if _, err := os.Stat(arg); err == nil && codeText(arg) != arg {
			return Load(arg, cat) // a file named as a code pasted ('"bc1 a"') is the file
		}
		return FromCode(arg, cat)
	}
	if partialCode(arg) {
		return nil, Errors{{File: CodeFile, Msg: fmt.Sprintf("%q is no file, and looks like an incomplete position code: "+
			"a code is one argument (quoted), %q then the turn, the deck, each player's block and the graveyard, "+
			"such as %q", arg, engine.CodeVersion+" ", exampleCode)}}
	}
	if why := nearCode(arg); why != "" {
		return nil, Errors{{File: CodeFile, Msg: "no file has that name, and " + why}}
	}
	return Load(arg, cat)
}

// nearCode says why arg, which IsCode does not take for a code and which
// names no file, is not read as the code it looks like: it holds a code's
// blocks (two | or more) but starts otherwise, with the version in capitals
// ("BC1"), another version ("bc2"), or something before the code ("> bc1",
// "Code: bc1"). It returns "" for an argument that does not look like a
// code, which is then read as a file name ("no such file").
func nearCode(arg string) string {
	t := codeText(arg)
	if strings.Count(t, "|") < 2 {
		return ""
	}
	if _, err := os.Stat(arg); !errors.Is(err, fs.ErrNotExist) {
		return ""
	}
	if why := nearCodeWhy(t); why != "" {
		return why
	}
	return fmt.Sprintf("it looks like a position code, but a code starts with %q, such as %q", engine.CodeVersion+" ", exampleCode)
}

// nearCodeFile says why a file (or standard input) that is no pack, its
// TOML broken, does not read as the code its first line looks like: a code
// quoted in a chat or a mail ("> bc1 ..."), with a label before it
// ("Code: bc1 ..."), or of another version ("BC1", "bc2"); with the line.
// It gives "" for another text, a broken pack: a line with "=" is a key's,
// which no code holds.
func nearCodeFile(data []byte) (line int, why string) {
	for i, l := range strings.Split(trimBOM(string(data)), "\n") {
		if l = strings.TrimSpace(l); l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		t := codeText(l)
		if strings.Count(t, "|") < 2 || strings.Contains(t, "=") {
			return 0, ""
		}
		return i + 1, nearCodeWhy(t)
	}
	return 0, ""
}

// nearCodeWhy says why t, a text with a code's blocks, is not read as a
// code: the version in capitals, another version, or something before the
// code; "" when it is none of those.
func nearCodeWhy(t string) string {
	head, _, _ := strings.Cut(t, " ")
	lower := strings.ToLower(t)
	switch {
	case strings.EqualFold(head, engine.CodeVersion) && head != engine.CodeVersion:
		return fmt.Sprintf("it looks like a position code, but a code starts with %q, in lower case, not %q", engine.CodeVersion, head)
	case isCodeVersion(strings.ToLower(head)):
		return fmt.Sprintf("it looks like a position code of version %q, which this birdcrab does not read: it reads %q codes", head, engine.CodeVersion)
	case strings.Contains(lower, " "+engine.CodeVersion+" "):
		at := strings.Index(lower, " "+engine.CodeVersion+" ")
		return fmt.Sprintf("it looks like a position code with %q before it: give the code alone, from %q on", t[:at], engine.CodeVersion)
	}
	return ""
}

// isCodeVersion reports whether word is written as a code's version is:
// "bc" and a number.
func isCodeVersion(word string) bool {
	digits, ok := strings.CutPrefix(word, "bc")
	return ok && digits != "" && strings.Trim(digits, "0123456789") == ""
}

// exampleCode is the position code the message of an incomplete one shows.
const exampleCode = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-"

// partialCode reports whether arg, which IsCode does not take for a code,
// starts as one ("bc1", "bc1 ", "bc1t2 ...") and names no file: the start
// of a code, cut short or given without quotes, rather than a missing file.
func partialCode(arg string) bool {
	if !strings.HasPrefix(codeText(arg), engine.CodeVersion) {
		return false
	}
	_, err := os.Stat(arg)
	return errors.Is(err, fs.ErrNotExist)
}

// CodeFile is the name a pack made from a position code goes by.
const CodeFile = "position code"

// puzzleCodeFile names a puzzle code given on the command line in the
// problems of its task blocks, where the code is more than a position.
const puzzleCodeFile = "puzzle code"

// CodeID is the id of the puzzle FromCode makes.
const CodeID = "position"

// FromCode makes a pack of one puzzle, id "position", from a one-line
// position code or puzzle code (see Scenario.PuzzleCode). A position code
// alone gives side 1, the "hold" model, no goals and Tech Fall off; a
// puzzle code gives its side, opponent model, Tech Fall option, goals and
// orders, and a title from its goals ("Kill the Bird on A1"). The puzzle
// is validated as a loaded one is.
func FromCode(code string, cat *engine.Catalogue) (*Pack, error) {
	return readCode(CodeFile, code, cat, false)
}

// readCode makes the pack of a one-line code for FromCode (file is
// CodeFile) and for Parse (file is the name of the file holding the code,
// whose line the problems then give). With draft set, the checks of
// Validate are left out (ParseDraft).
//
// A code wrapped over lines is read as codeText joins it and, when that
// does not read, with its line breaks read as spaces (codeReadings); when
// neither reads, the joined reading's problems are given, with a word on
// how the lines were joined, but the spaced reading's when the joined
// reading's first problem names a word that a join made (spansJoin): a
// typo later in the code is then the problem to show, not "m6Pikeman".
func readCode(file, code string, cat *engine.Catalogue, draft bool) (*Pack, error) {
	readings := codeReadings(code)
	pk, err := readCodeText(file, code, readings[0], cat, draft)
	if err == nil || !strings.Contains(strings.TrimSpace(code), "\n") {
		return pk, err
	}
	note := wrapNote
	for _, r := range readings[1:] {
		pk, spacedErr := readCodeText(file, code, r, cat, draft)
		if spacedErr == nil {
			return pk, nil
		}
		if es := Problems(err); len(es) > 0 && len(Problems(spacedErr)) > 0 && spansJoin(es[0].Msg, readings[0], r) {
			err, note = spacedErr, spacedNote
		}
	}
	es := Problems(err)
	if len(es) == 0 {
		return nil, err
	}
	out := make(Errors, len(es))
	for i, e := range es {
		c := *e
		out[i] = &c
	}
	out[len(out)-1].Msg += " (" + note + ")"
	return nil, out
}

// wrapNote says how a code given over several lines was read.
const wrapNote = "the code was read joined from its lines: a line break next to a space is that space, " +
	"and one between two other characters joins them, as where fold cut a word"

// spacedNote says how a code given over several lines was read when
// joining its lines ran two words together.
const spacedNote = "the code was read from its lines with each line break as a space: " +
	"joined, they ran two of its words together, as where the wrapping took a space away"

// quoted are the texts a problem quotes.
var quoted = regexp.MustCompile(`"([^"\\]*)"`)

// spansJoin reports whether msg, a problem of joined (a code's lines
// joined), quotes a text that spaced (the lines set apart by spaces) does
// not hold: a text across a line break, which joining made.
func spansJoin(msg, joined, spaced string) bool {
	for _, m := range quoted.FindAllStringSubmatch(msg, -1) {
		if m[1] != "" && strings.Contains(joined, m[1]) && !strings.Contains(spaced, m[1]) {
			return true
		}
	}
	return false
}

// readCodeText is readCode of one reading, text, of the code as it was
// given, code (whose line in the file the problems give).
func readCodeText(file, code, text string, cat *engine.Catalogue, draft bool) (*Pack, error) {
	pk := NewPack(file, cat)
	pk.code = true
	var src *Source
	if file != CodeFile {
		line := 1 + strings.Count(code[:strings.Index(code, engine.CodeVersion)], "\n")
		src = &Source{Name: file, spots: map[string]spot{"puzzle[0]": {line, 0}}}
	}
	problem := func(msg string) error {
		if src == nil {
			return Errors{{File: file, Msg: msg}}
		}
		return Errors{{File: file, Line: src.Line("puzzle[0]"), Msg: msg}}
	}
	posCode, task := splitPuzzleCode(text)
	p, err := engine.ParseCode(pk.cat, strings.TrimSpace(posCode))
	if err != nil {
		if src == nil {
			return nil, problem(codeProblem(pk.cat, err))
		}
		return nil, problem(err.Error() + Hint(pk.cat, err.Error()))
	}
	pz, err := pk.AddPosition(CodeID, p)
	if err != nil {
		return nil, problem(err.Error())
	}
	if src != nil {
		pz.src, pz.path = src, "puzzle[0]"
	}
	if err := readTaskBlocks(&pz.Scenario, pk.cat, task); err != nil {
		if src == nil {
			// The code names itself: "puzzle code: block ...", not
			// "position code: puzzle code: block ...".
			return nil, Errors{{File: puzzleCodeFile, Msg: err.Error()}}
		}
		return nil, problem("puzzle code: " + err.Error())
	}
	pz.Title = codeTitle(&pz.Scenario)
	if draft {
		return pk, nil
	}
	if err := pk.Validate(); err != nil {
		return nil, codeErrors(err, len(task) > 0)
	}
	return pk, nil
}

// codeErrors words the problems Validate finds in the pack of a code as
// the code's own: its puzzle's id, CodeID, is none the code names, so
// `puzzle "position": ` is left out (and the key "position", the code
// itself), and the problems of a puzzle code
// (one with task blocks) are the puzzle code's ("puzzle code: player 2
// orders: ..."), as those of its blocks are, not the position code's.
func codeErrors(err error, puzzle bool) error {
	es := Problems(err)
	name := fmt.Sprintf("puzzle %q: ", CodeID)
	for _, e := range es {
		e.Msg = strings.TrimPrefix(strings.TrimPrefix(e.Msg, name), "position: ")
		switch {
		case !puzzle:
		case e.File == CodeFile:
			e.File = puzzleCodeFile
		default:
			e.Msg = "puzzle code: " + e.Msg
		}
	}
	return Errors(es)
}

// codeProblem drops the "position code" that ParseCode puts before its
// messages, for callers that name the code themselves.
func codeProblem(cat *engine.Catalogue, err error) string {
	msg := err.Error()
	for _, p := range []string{"position code: ", "position code, "} {
		msg = strings.TrimPrefix(msg, p)
	}
	return msg + Hint(cat, msg)
}

// Hint is what a message that ends with an unknown kind or location (as
// the engine words them: `unknown kind "Pikemn"`, `unknown location
// "A5"`) may add, as the tables of a pack add it: the kind of cat it
// looks like a typo of, or which cells there are; "" for another message.
// A code and a --goal get the hints a pack's tables get.
func Hint(cat *engine.Catalogue, msg string) string {
	if !strings.HasSuffix(msg, `"`) {
		return ""
	}
	if i := strings.LastIndex(msg, "unknown kind "); i >= 0 && !strings.Contains(msg[i:], "unknown location") {
		if cat == nil {
			cat = DefaultCatalogue()
		}
		return kindHint(cat, errors.New(msg[i:]))
	}
	return locationHint(msg)
}

// Parse reads a pack from data; name is the file name used in messages. A
// position file (see ReadPosition) reads as a pack of one puzzle, and so
// does a one-line puzzle code (see IsCodeText), as FromCode reads it. Its
// puzzles use cat (nil: the default catalogue) with the pack's own [[kind]]
// tables laid over it; cat itself is not changed. A bad file gives an Errors
// value listing every problem found, ordered by line. Parse never panics.
// Data over MaxFileSize bytes, or nested deeper than MaxDepth, is refused
// before it is decoded.
func Parse(name string, data []byte, cat *engine.Catalogue) (*Pack, error) {
	return parse(name, data, cat, MaxFileSize, false)
}

// ParseDraft reads a pack as Parse does, but a pack whose text reads and
// that only fails the checks of Validate (a hand over its maximum, an
// illegal order or stated solution, a goal that makes no sense, an id used
// twice) comes back all the same, with those problems in problems: an
// unsaved draft, such as the editor keeps in its recovery file, which Save
// and the editor's save still refuse until it is fixed. err is what keeps
// the text from reading at all (its syntax, an unknown key or kind, a value
// of the wrong type); then pk is nil. When the text reads, problems is
// Parse's error; when it does not, err lists some of Parse's problems.
func ParseDraft(name string, data []byte, cat *engine.Catalogue) (pk *Pack, problems, err error) {
	pk, err = parse(name, data, cat, MaxFileSize, true)
	if err != nil {
		return nil, nil, err
	}
	return pk, pk.Validate(), nil
}

// parseCodeOrPosition reads data for parse when it holds a code (one line,
// or wrapped over lines and read joined) or a position file; ok is false
// when it holds neither, a pack.
func parseCodeOrPosition(name string, data []byte, cat *engine.Catalogue, draft bool) (pk *Pack, ok bool, err error) {
	if isPuzzleCodeText(data) {
		pk, err = readCode(name, string(data), cat, draft)
		return pk, true, err
	}
	if code, wrapped := wrappedCode(data); wrapped {
		pk, err := readCode(name, code, cat, draft)
		if err == nil {
			return pk, true, nil
		}
		if !IsPositionText(data) {
			return nil, true, err
		}
		pos, perr := parsePosition(name, data, cat, draft)
		if perr == nil {
			return pos, true, nil
		}
		// A wrapped code that does not read is more likely a code than a
		// position file whose second line is no order, and its problems
		// say more; unless its first line is a whole position code and the
		// rest holds no task: then a line below is a mistyped order.
		if _, task := splitPuzzleCode(codeText(code)); len(task) == 0 && firstLineReads(name, data, cat, draft) {
			return nil, true, perr
		}
		return nil, true, err
	}
	if IsCodeText(data) && !IsPositionText(data) {
		// a position code pasted with a label or quotes, read as the
		// position file of that code alone, as FromCode reads it
		data = []byte(codeText(string(data)) + "\n")
	}
	if IsPositionText(data) {
		pk, err = parsePosition(name, data, cat, draft)
		return pk, true, err
	}
	return nil, false, nil
}

// decodePack decodes a pack's TOML text and indexes it, or says why it
// does not read: its syntax, or a catalogue file given for a pack.
func decodePack(name string, data []byte) (map[string]any, *Source, error) {
	var m map[string]any
	if err := decodeTOML(string(data), &m); err != nil {
		if line, why := nearCodeFile(data); why != "" {
			return nil, nil, Errors{{File: name, Line: line, Msg: why}}
		}
		return nil, nil, Errors{syntaxError(name, data, err)}
	}
	src := IndexSource(name, data)
	return m, src, catalogueAsPack(src, m)
}

// parse reads a pack for Parse and, with draft set, for ParseDraft, which
// leaves the checks of Validate out; limit is the size limit: MaxFileSize
// for the user's files, noLimit for the shipped packs.
func parse(name string, data []byte, cat *engine.Catalogue, limit int64, draft bool) (*Pack, error) {
	if e := checkShape(name, data, limit); e != nil {
		return nil, Errors{e}
	}
	if pk, ok, err := parseCodeOrPosition(name, data, cat, draft); ok {
		return pk, err
	}
	m, src, err := decodePack(name, data)
	if err != nil {
		return nil, err
	}
	c := &collector{draft: draft}
	root := newTable(c, src, "", m, "")
	pk := NewPack(name, cat)
	pk.Format = 0
	if len(m) == 0 && !hasContent(data) {
		pk.bare = "holds only comments"
		if strings.TrimSpace(trimBOM(string(data))) == "" {
			pk.bare = "is empty"
		}
	}
	readHeader(root, pk)
	kinds, broken := readKinds(root)
	pk.Kinds = kinds
	kindErrs := len(c.errs)
	c.add(applyKinds(src, "kind", kinds, broken, pk.cat))
	if len(c.errs) > kindErrs {
		// Puzzles would only repeat the problem as unknown kinds.
		root.asked["puzzle"], root.asked["lesson"] = true, true
		root.done()
		return nil, c.err()
	}
	for _, t := range root.tables("puzzle", func(i int) string { return fmt.Sprintf("puzzle %d", i+1) }) {
		pz := readPuzzle(t, pk.cat)
		pk.Puzzles = append(pk.Puzzles, pz)
	}
	for _, t := range root.tables("lesson", func(i int) string { return fmt.Sprintf("lesson %d", i+1) }) {
		l := readLesson(t, pk.cat)
		pk.Lessons = append(pk.Lessons, l)
	}
	c.errs = append(c.errs[:kindErrs], withoutFailedKinds(c.errs[kindErrs:], kinds, broken)...)
	root.done()
	if !draft {
		dups := duplicateIDs(pk)
		for _, s := range pk.scenarios() {
			if e := dups[s]; e != nil {
				c.add(e)
			}
		}
	}
	if err := c.err(); err != nil {
		return nil, err
	}
	// The text kept for saves is the file's without its byte order mark,
	// which would put the first table's header in no table (a file that
	// starts with one was saved in the stable layout, its comments lost);
	// Marshal writes the mark back.
	pk.bom = strings.HasPrefix(string(data), bom)
	pk.text = cutText([]byte(trimBOM(string(data))), pk)
	pk.crlf = crlfLines(data)
	return pk, nil
}

// withoutFailedKinds drops from errs the follow-on problems of a [[kind]]
// table that failed (a key misspelt, a value of the wrong type: reported,
// and the kind not defined): "unknown kind "Spear"" for each piece, order
// or claim of a kind its table named.
func withoutFailedKinds(errs Errors, kinds []KindSpec, broken []bool) Errors {
	failed := map[string]bool{}
	for i, ks := range kinds {
		if i < len(broken) && broken[i] && engine.NormName(ks.Name) != "" {
			failed[engine.NormName(ks.Name)] = true
		}
	}
	if len(failed) == 0 {
		return errs
	}
	var out Errors
	for _, e := range errs {
		if !failed[unknownKindIn(e.Msg)] {
			out = append(out, e)
		}
	}
	return out
}

// unknownKindIn gives the folded name of the unknown kind msg is about
// (`... unknown kind "Spear"`), "" when it is about none.
func unknownKindIn(msg string) string {
	_, rest, ok := strings.Cut(msg, `unknown kind "`)
	if !ok {
		return ""
	}
	name, _, ok := strings.Cut(rest, `"`)
	if !ok {
		return ""
	}
	return engine.NormName(name)
}

// readHeader reads the [pack] table.
func readHeader(root *table, pk *Pack) {
	h := root.sub("pack", "pack")
	if h == nil {
		return
	}
	pk.ID, _ = h.str("id")
	if pk.ID != "" || h.has("id") {
		if err := CheckID(pk.ID); err != nil {
			h.keyError(h.at("id"), "id", "%v", err)
		}
	}
	pk.Title, _ = h.str("title")
	pk.Author, _ = h.str("author")
	pk.License, _ = h.str("license")
	pk.Version, _ = h.str("version")
	pk.Description, _ = h.str("description")
	if f, ok := h.integer("format", math.MinInt, math.MaxInt); ok {
		switch {
		case f < 1:
			h.keyError(h.at("format"), "format", "%d is no pack format: formats count from 1 (format = %d, the one this birdcrab reads)", f, FormatVersion)
		case f > FormatVersion:
			h.keyError(h.at("format"), "format", "format %d is newer than this birdcrab reads (%d); update birdcrab", f, FormatVersion)
		default:
			pk.Format = f
		}
	}
	if f, ok := h.boolean("filters"); ok {
		pk.FiltersOptional = !f
	}
	h.done()
}

// readPuzzle reads one [[puzzle]] table.
func readPuzzle(t *table, cat *engine.Catalogue) *Puzzle {
	pz := &Puzzle{}
	pz.bind(cat)
	pz.src, pz.path = t.src, t.path
	before := len(t.c.errs)
	readID(t, &pz.Scenario, "puzzle")
	pz.Title, _ = t.str("title")
	pz.Description, _ = t.str("description")
	pz.Difficulty, _ = t.integer("difficulty", 1, 5)
	pz.Tags, _ = t.strs("tags")
	pz.Hints, _ = t.strs("hints")
	pz.Explanation, _ = t.str("explanation")
	pz.Claims = readClaims(t, cat)
	readTask(t, &pz.Scenario, cat)
	readScenario(t, &pz.Scenario, cat)
	pz.defaultOpponent(t.has("opponent"))
	// A position not read (NumPlayers 0) was reported, or written where its
	// key is reported as misplaced (see positionElsewhere).
	sound := len(t.c.errs) == before && pz.Position.NumPlayers > 0
	t.done()
	if sound && !t.c.draft {
		pz.problems(func(key, msg string) { t.c.add(pz.errorf("", key, "%s", msg)) })
	}
	return pz
}

// readLesson reads one [[lesson]] table.
func readLesson(t *table, cat *engine.Catalogue) *Lesson {
	l := &Lesson{}
	l.bind(cat)
	l.src, l.path = t.src, t.path
	before := len(t.c.errs)
	readID(t, &l.Scenario, "lesson")
	l.Title, _ = t.str("title")
	l.Text, _ = t.str("text")
	l.Why, _ = t.str("why")
	l.Hints, _ = t.strs("hints")
	readLessonTask(t, l, cat)
	readScenario(t, &l.Scenario, cat)
	if l.Task == TaskGoals {
		l.defaultOpponent(t.has("opponent"))
	}
	readTeaching(t, l, cat)
	sound := len(t.c.errs) == before && l.Position.NumPlayers > 0
	t.done()
	if sound && !t.c.draft {
		l.problems(func(key, msg string) { t.c.add(l.errorf("", key, "%s", msg)) })
	}
	return l
}

// readID reads the id of a puzzle or lesson and names the table after it.
func readID(t *table, s *Scenario, what string) {
	id, ok := t.str("id")
	if !ok {
		if !t.has("id") {
			t.errorAt(t.path, "a %s needs an id (id = \"...\", unique in the pack)", what)
		}
		return
	}
	s.ID = id
	if err := CheckID(id); err != nil {
		t.keyError(t.at("id"), "id", "%v", err)
		return
	}
	t.who = fmt.Sprintf("%s %q", what, id)
}

// readTask reads side, opponent, goals, solution and alternatives.
func readTask(t *table, s *Scenario, cat *engine.Catalogue) {
	s.Side = 1
	if side, ok := t.integer("side", 1, engine.MaxPlayers); ok {
		s.Side = side
	}
	if opp, ok := t.str("opponent"); ok {
		o, err := engine.ParseOpponent(opp)
		switch {
		case err == nil && o.String() != opp && strings.EqualFold(o.String(), opp):
			// The file writes the name exactly, as it is saved.
			t.keyError(t.at("opponent"), "opponent", "%q: write it in lower case, %q", opp, o.String())
		case err != nil || o.String() != opp:
			t.keyError(t.at("opponent"), "opponent", "unknown opponent model %q (want %s)", opp, quoteList(opponentNames()))
		}
		s.Opponent = o
	}
	if goals, _ := t.strs("goals"); len(goals) > 0 {
		s.Goals = make([]engine.Goal, 0, len(goals))
		for i, g := range goals {
			goal, err := engine.ParseGoal(g)
			if err != nil {
				t.keyError(fmt.Sprintf("%s[%d]", t.at("goals"), i), "goals", "%v", err)
				continue
			}
			s.Goals = append(s.Goals, goal)
		}
	}
	if sol, ok := t.strs("solution"); ok {
		s.Solution = readOrders(t, cat, t.at("solution"), "solution", sol)
	}
	if alts, ok := t.strLists("alternatives"); ok {
		for i, alt := range alts {
			s.Alternatives = append(s.Alternatives, readOrders(t, cat, fmt.Sprintf("%s[%d]", t.at("alternatives"), i), fmt.Sprintf("alternative %d", i+1), alt))
		}
	}
}

// defaultOpponent sets the opponent model a file leaves out (given is
// false): "fixed" when another player carries orders, else "hold".
func (s *Scenario) defaultOpponent(given bool) {
	if given {
		return
	}
	s.Opponent = s.ImpliedOpponent()
}

// ImpliedOpponent is the opponent model a file that names none gives
// the scenario: "fixed" when another player than the side carries
// orders, else "hold". A position file reads so, and its code says it.
func (s *Scenario) ImpliedOpponent() engine.Opponent {
	for i, os := range s.Orders {
		if i+1 != s.Side && len(os) > 0 {
			return Fixed
		}
	}
	return Hold
}

// readOrders parses a list of orders written at path; it reports each bad one.
func readOrders(t *table, cat *engine.Catalogue, path, key string, texts []string) []engine.Order {
	if len(texts) == 0 {
		return nil
	}
	out := make([]engine.Order, 0, len(texts))
	for i, text := range texts {
		o, err := engine.ParseOrder(cat, text)
		if err != nil {
			t.keyError(fmt.Sprintf("%s[%d]", path, i), key, "%v%s", err, kindHint(cat, err))
			continue
		}
		out = append(out, o)
	}
	return out
}

// kindHint suggests a kind name when err is about an unknown one.
func kindHint(cat *engine.Catalogue, err error) string {
	msg := err.Error()
	i := strings.Index(msg, "unknown kind ")
	if i < 0 {
		return ""
	}
	name := strings.Trim(msg[i+len("unknown kind "):], `"`)
	names := make([]string, 0, cat.Len())
	for _, k := range cat.Kinds() {
		names = append(names, k.Name)
	}
	if s := suggest(name, names); s != "" {
		return fmt.Sprintf(" (did you mean %q?)", s)
	}
	return ""
}

// duplicateIDs reports ids used twice among a pack's puzzles and lessons:
// the problem of each puzzle or lesson whose id an earlier one has.
func duplicateIDs(pk *Pack) map[*Scenario]*FileError {
	dups := map[*Scenario]*FileError{}
	first := map[string]*Scenario{}
	for _, s := range pk.scenarios() {
		if s.ID == "" {
			continue
		}
		if prev, ok := first[s.ID]; ok {
			dups[s] = s.errorf(pk.File, "id", "the id is already used by the %s %s", prev.what, lineOf(prev))
			continue
		}
		first[s.ID] = s
	}
	return dups
}

// caseIDs notes ids that differ from an earlier one only in case ("p1",
// "P1"): birdcrab keeps them apart (--id, the trainer's progress), but an
// author or a player reading or typing them may not.
func caseIDs(pk *Pack) map[*Scenario]string {
	notes := map[*Scenario]string{}
	first := map[string]*Scenario{}
	for _, s := range pk.scenarios() {
		low := strings.ToLower(s.ID)
		if s.ID == "" {
			continue
		}
		if prev, ok := first[low]; ok && prev.ID != s.ID {
			notes[s] = pk.Note(s, "id", "id: %q differs only in case from the id of %s %s: birdcrab keeps them apart (--id, the trainer's progress), but a reader may take them for one; give it another id", s.ID, prev.Name(), lineOf(prev))
			continue
		}
		if _, ok := first[low]; !ok {
			first[low] = s
		}
	}
	return notes
}

// scenarios lists the scenarios of the pack's puzzles, then its lessons.
func (pk *Pack) scenarios() []*Scenario {
	var out []*Scenario
	for _, pz := range pk.Puzzles {
		out = append(out, &pz.Scenario)
	}
	for _, l := range pk.Lessons {
		out = append(out, &l.Scenario)
	}
	return out
}

// lineOf says where a scenario stands: "on line 12", or "" when unknown.
func lineOf(s *Scenario) string {
	if l := s.Line(); l > 0 {
		return fmt.Sprintf("on line %d", l)
	}
	return "before it"
}

// hasContent reports whether data holds a line that is neither blank nor a
// comment.
func hasContent(data []byte) bool {
	for _, line := range strings.Split(trimBOM(string(data)), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			return true
		}
	}
	return false
}
