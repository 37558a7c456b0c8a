package puzzles

import (
	"bufio"
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// A position file holds a position and the orders written for it, as the
// editor saves a position that is not a puzzle:
//
//	# birdcrab position
//	bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-
//	order 1: move AB3 E 2
//	order 2: turn DE3 C
//
// Blank lines and lines starting with # are ignored. The first other line
// is the one-line position code; a file holding only a position code is a
// position file too, so a code pasted into a file opens as it is (a file
// holding only a puzzle code reads as the puzzle, see IsCodeText). Every command that
// reads a pack reads a position file as a pack of one puzzle, id
// "position" (see Parse).

// PositionHeader starts every position file birdcrab writes.
const PositionHeader = "# birdcrab position: the one-line position code, then the orders written for it\n"

// positionEnd ends the position part of a file that goes on with more (the
// editor's recovery file, whose pack follows it).
const positionEnd = "# ---- the pack ----"

// bom is the UTF-8 byte order mark some editors put at the start of a
// text file.
const bom = "\uFEFF"

// trimBOM drops a byte order mark that starts text, so that a position
// file or a code saved by such an editor reads as it is.
func trimBOM(text string) string { return strings.TrimPrefix(text, bom) }

// IsPositionText reports whether data is a position file (or a bare
// position code) rather than a pack: its first line that is not blank or a
// comment starts with the code's version. A one-line puzzle code is not a
// position file: Parse reads it as FromCode does.
func IsPositionText(data []byte) bool {
	if isPuzzleCodeText(data) {
		return false
	}
	for _, line := range strings.Split(trimBOM(string(data)), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		return strings.HasPrefix(line, engine.CodeVersion+" ") || line == engine.CodeVersion
	}
	return false
}

// FormatPosition writes p and the orders written for it (orders[i] are
// player i+1's) as a position file.
func FormatPosition(cat *engine.Catalogue, p *engine.Position, orders [][]engine.Order) []byte {
	var b bytes.Buffer
	b.WriteString(PositionHeader)
	b.WriteString(p.Code(cat))
	b.WriteByte('\n')
	for n := 1; n <= int(p.NumPlayers) && n <= len(orders); n++ {
		for _, o := range orders[n-1] {
			fmt.Fprintf(&b, "order %d: %s\n", n, o.Format(cat))
		}
	}
	return b.Bytes()
}

// FormatPositionOver is FormatPosition for a file that holds old: when old
// is a position file, its comments and blank lines are kept, and its line
// endings and byte order mark. Those above the position code stay above it
// (in place of the header, when one is a comment); each of the others
// stays before the order line that came after it (the orders counted in
// the file's order), or at the end when there is no longer such an order.
// The same position and orders written over a file give that file back.
func FormatPositionOver(cat *engine.Catalogue, p *engine.Position, orders [][]engine.Order, old []byte) []byte {
	plain := FormatPosition(cat, p, orders)
	if len(old) == 0 || !IsPositionText(old) {
		return plain
	}
	text := trimBOM(string(old))
	lines := strings.Split(text, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	var head []string
	notes := map[int][]string{} // the lines before the order line of each index
	headComment, haveCode, k := false, false, 0
	for _, l := range lines {
		l = strings.TrimSuffix(l, "\r")
		t := strings.TrimSpace(l)
		switch {
		case t != "" && !strings.HasPrefix(t, "#"):
			if haveCode {
				k++
			}
			haveCode = true
		case !haveCode:
			head = append(head, l)
			headComment = headComment || t != ""
		default:
			notes[k] = append(notes[k], l)
		}
	}
	// plain is the header, the code, then one line per order.
	out := strings.Split(strings.TrimSuffix(string(plain), "\n"), "\n")
	var b strings.Builder
	if strings.HasPrefix(string(old), bom) {
		b.WriteString(bom)
	}
	add := func(ls ...string) {
		for _, l := range ls {
			b.WriteString(l)
			b.WriteByte('\n')
		}
	}
	if headComment {
		add(head...)
	} else {
		add(out[0])
	}
	add(out[1])
	written := out[2:]
	for i, l := range written {
		add(notes[i]...)
		add(l)
	}
	rest := make([]int, 0, len(notes))
	for i := range notes {
		if i >= len(written) {
			rest = append(rest, i)
		}
	}
	slices.Sort(rest)
	for _, i := range rest {
		add(notes[i]...)
	}
	data := []byte(b.String())
	if crlfLines(old) {
		data = withCRLF(data)
	}
	return data
}

// ReadPosition reads a position file: the position and each player's
// orders (orders[i] are player i+1's, one list a player). name is the file
// named in the error, an Errors with one *FileError a bad line, each with
// its line: "pos.txt:3: order 1: ...".
func ReadPosition(cat *engine.Catalogue, name string, data []byte) (engine.Position, [][]engine.Order, error) {
	p, orders, _, err := readPosition(cat, name, data)
	return p, orders, err
}

// readPosition is ReadPosition; it also returns the place of the code and
// of each order in the file, keyed as they are in a pack's puzzle[0] table.
func readPosition(cat *engine.Catalogue, name string, data []byte) (engine.Position, [][]engine.Order, *Source, error) {
	src := &Source{Name: name, spots: map[string]spot{}}
	p, orders, err := scanPosition(cat, name, data, func(key string, line int) {
		path := "puzzle[0]"
		if key != "" {
			path = join(path, key)
		}
		src.spots[path] = spot{line, 1}
	})
	return p, orders, src, err
}

// scanPosition reads a position file, telling at each of its code and
// orders the key it has in a pack ("", "player[1].orders[0]") and its line.
// Every bad line is reported, as an Errors ordered by line: an order line
// that is wrong is left out and the lines after it are read on, each
// checked with the orders read before it. A bad position code stops the
// reading, since the order lines cannot be checked without the position.
func scanPosition(cat *engine.Catalogue, name string, data []byte, at func(key string, line int)) (engine.Position, [][]engine.Order, error) {
	var p engine.Position
	var orders [][]engine.Order
	var errs Errors
	haveCode := false
	result := func() (engine.Position, [][]engine.Order, error) {
		if len(errs) > 0 {
			return engine.Position{}, nil, errs
		}
		return p, orders, nil
	}
	fail := func(line int, err error) { errs = append(errs, &FileError{File: name, Line: line, Msg: err.Error()}) }
	sc := bufio.NewScanner(strings.NewReader(trimBOM(string(data))))
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	line := 1
	for ; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		switch {
		case text == positionEnd && haveCode:
			return result()
		case text == "" || strings.HasPrefix(text, "#"):
		case !haveCode:
			var err error
			p, err = parseCodeLine(cat, text)
			if err != nil {
				fail(line, err)
				return result()
			}
			haveCode = true
			orders = make([][]engine.Order, p.NumPlayers)
			at("", line)
		default:
			n, err := addOrderLine(cat, &p, orders, text)
			if err != nil {
				fail(line, err)
				continue
			}
			at(fmt.Sprintf("player[%d].orders[%d]", n-1, len(orders[n-1])-1), line)
		}
	}
	if err := sc.Err(); err != nil {
		fail(line, err)
		return result()
	}
	if !haveCode {
		fail(0, fmt.Errorf("no position code in the file"))
	}
	return result()
}

// parseCodeLine reads the position code, the first line of a position
// file.
func parseCodeLine(cat *engine.Catalogue, text string) (engine.Position, error) {
	if !strings.HasPrefix(text, engine.CodeVersion) {
		return engine.Position{}, fmt.Errorf("not a position file: want a position code starting with %q", engine.CodeVersion)
	}
	if err := notPuzzleCode(text, "a position file holds a position code and order lines; a file holding the puzzle code alone, on one line, reads as the puzzle"); err != nil {
		return engine.Position{}, err
	}
	p, err := engine.ParseCode(cat, text)
	if err != nil {
		if hint := Hint(cat, err.Error()); hint != "" {
			return p, fmt.Errorf("%w%s", err, hint)
		}
	}
	return p, err
}

// notPuzzleCode reports a puzzle code given where a position code is
// read, with why it does not belong there, rather than the position code's
// error about its task blocks ("unknown territory").
func notPuzzleCode(text, why string) error {
	if _, task := splitPuzzleCode(text); len(task) > 0 {
		return fmt.Errorf("this is a puzzle code (%q after the graveyard): %s", strings.Join(task, " | "), why)
	}
	return nil
}

// addOrderLine reads an "order N: ORDER" line into orders, checked with
// the orders of the player before it, and returns the player.
func addOrderLine(cat *engine.Catalogue, p *engine.Position, orders [][]engine.Order, text string) (int, error) {
	head, body, ok := strings.Cut(text, ":")
	f := strings.Fields(head)
	if !ok || len(f) != 2 || f[0] != "order" {
		return 0, fmt.Errorf("want \"order PLAYER: ORDER\", got %q%s", text, orderLineHint(cat, p, text))
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 1 || n > int(p.NumPlayers) {
		return 0, fmt.Errorf("order for player %q: there are %d players", f[1], p.NumPlayers)
	}
	if strings.TrimSpace(body) == "" {
		// ParseOrder would say `order "": empty order`, naming no one.
		return 0, fmt.Errorf("player %d's order line holds no order (write \"order %d: ORDER\", as \"order %d: turn A3 B\")", n, n, n)
	}
	o, err := engine.ParseOrder(cat, body)
	if err != nil {
		return 0, err
	}
	list := append(orders[n-1], o)
	var plan engine.Plan
	if err := p.CheckOrders(cat, n, list, &plan); err != nil {
		return 0, err
	}
	orders[n-1] = list
	return n, nil
}

// orderLineHint shows a bare order (move AB3 E 1), written without the
// player it is for, as its line should be: the player who owns the piece
// it moves or turns.
func orderLineHint(cat *engine.Catalogue, p *engine.Position, text string) string {
	o, err := engine.ParseOrder(cat, text)
	if err != nil || o.Op == engine.OpPlace || o.Op == engine.OpTarget {
		return ""
	}
	pc := p.At(o.Loc)
	if pc.Empty() {
		return ""
	}
	return fmt.Sprintf(" (write \"order %d: %s\")", pc.Owner, strings.TrimSpace(text))
}

// PositionID is the id of the puzzle a position file reads as.
const PositionID = "position"

// parsePosition reads a position file as a pack of one puzzle, id
// "position": side 1, no goals, and the file's orders as the orders the
// puzzle carries (what `birdcrab resolve` plays); its opponent model is
// "fixed" when the other players have orders (they are the script), else
// "hold". Problems name the lines of the file. With draft set, the checks
// of Validate are left out (ParseDraft).
func parsePosition(name string, data []byte, cat *engine.Catalogue, draft bool) (*Pack, error) {
	pk := NewPack(name, cat)
	pk.Format, pk.position = 0, true
	p, orders, src, err := readPosition(pk.cat, name, data)
	if err != nil {
		return nil, Errors(Problems(err))
	}
	pz, err := pk.AddPosition(PositionID, p)
	if err != nil {
		return nil, Errors{{File: name, Line: src.Line("puzzle[0]"), Msg: err.Error()}}
	}
	pz.src, pz.path = src, "puzzle[0]"
	for i, os := range orders {
		if len(os) > 0 {
			pz.Orders = orders
			if i+1 != pz.Side {
				pz.Opponent = Fixed
			}
		}
	}
	if draft {
		return pk, nil
	}
	var errs Errors
	pz.problems(func(key, msg string) { errs = append(errs, pz.errorf("", key, "%s", msg)) })
	if len(errs) > 0 {
		return nil, errs
	}
	return pk, nil
}
