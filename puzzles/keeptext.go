package puzzles

import (
	"bytes"
	"slices"
	"strings"
)

// packText is the text of a loaded pack file cut into blocks, one for the
// [pack] table and one for each [[kind]], [[puzzle]] and [[lesson]] table
// (with its [[puzzle.player]] tables), so that saving can keep, comments and
// all, the text of every block whose content did not change.
type packText struct {
	preamble string // the comments and blank lines before the first table
	blocks   []textBlock
	trailer  string // the comments and blank lines after the last table
}

// textBlock is one table of the file.
type textBlock struct {
	what string // "pack", "kind", "puzzle" or "lesson"
	id   string // the id of a puzzle or lesson
	lead string // the blank and comment lines just above its header
	body string // from its header to its last line that is not a comment
	sum  string // the table as Marshal writes it, when the file was read
}

// topTables are the table headers a file in blocks may have at the top
// level, and the tables each may own.
var topTables = map[string][]string{"pack": nil, "[kind]": nil, "[puzzle]": {"[puzzle.player]"}, "[lesson]": {"[lesson.player]", "[lesson.wrong]"}}

// cutText cuts data, the text pk was loaded from, into blocks. It gives nil
// when the file is not laid out in blocks (top-level keys, inline arrays of
// puzzles, a player table away from its puzzle ...): such a file is saved in
// the stable layout, without its comments.
func cutText(data []byte, pk *Pack) *packText {
	sc := scan(data)
	lines := strings.SplitAfter(string(data), "\n")
	if len(lines) != len(sc.lines) {
		return nil
	}
	text := &packText{}
	var owned []string // the sub-tables the current block may hold
	lastContent := -1
	var cur *textBlock
	start := 0 // first line not yet given to a block
	join := func(from, to int) string { return strings.Join(lines[from:to], "") }
	for i, k := range sc.lines {
		switch k {
		case lineBlank, lineComment:
			continue
		case lineContent, lineInside:
			if cur == nil {
				return nil // a key before the first table
			}
			lastContent = i
			continue
		}
		name := strings.Join(splitKey(strings.TrimPrefix(strings.TrimSuffix(sc.headers[i], "]"), "[")), ".")
		if strings.HasPrefix(sc.headers[i], "[") {
			name = "[" + name + "]"
		}
		if sub, top := topTables[name]; top {
			if cur != nil {
				cur.body = join(start, lastContent+1)
				text.blocks = append(text.blocks, *cur)
				start = lastContent + 1
			} else {
				text.preamble = join(0, i)
				start = i
			}
			cur = &textBlock{what: strings.Trim(name, "[]"), lead: join(start, i)}
			start, lastContent, owned = i, i, sub
			continue
		}
		if cur == nil || !slices.Contains(owned, name) {
			return nil
		}
		lastContent = i
	}
	if cur == nil {
		// Comments and blank lines only: they are the whole text, and
		// saving keeps them (a pack with no tables saves to nothing else).
		text.preamble = string(data)
		if !text.match(pk) {
			return nil
		}
		return text
	}
	cur.body = join(start, lastContent+1)
	text.blocks = append(text.blocks, *cur)
	text.trailer = join(lastContent+1, len(lines))
	if !text.match(pk) {
		return nil
	}
	return text
}

// match gives each block the id and text of the table of pk it holds, in
// file order; it reports false when the blocks and the tables differ.
func (pt *packText) match(pk *Pack) bool {
	var n = map[string]int{}
	for i := range pt.blocks {
		b := &pt.blocks[i]
		j := n[b.what]
		n[b.what]++
		var sum string
		var err error
		switch b.what {
		case "pack":
			if j > 0 {
				return false
			}
			sum = tableText(func(w *writer) error { w.header(pk); return nil })
		case "kind":
			if j >= len(pk.Kinds) {
				return false
			}
			sum = tableText(func(w *writer) error { w.kind(pk.Kinds[j]); return nil })
		case "puzzle":
			if j >= len(pk.Puzzles) {
				return false
			}
			b.id = pk.Puzzles[j].ID
			sum, err = tableTextErr(pk, func(w *writer) error { return w.puzzle(pk.Puzzles[j]) })
		case "lesson":
			if j >= len(pk.Lessons) {
				return false
			}
			b.id = pk.Lessons[j].ID
			sum, err = tableTextErr(pk, func(w *writer) error { return w.lesson(pk.Lessons[j]) })
		}
		if err != nil {
			return false
		}
		b.sum = sum
	}
	return n["kind"] == len(pk.Kinds) && n["puzzle"] == len(pk.Puzzles) && n["lesson"] == len(pk.Lessons)
}

// tableText returns what write writes on a fresh writer.
func tableText(write func(w *writer) error) string {
	s, _ := tableTextErr(nil, write)
	return s
}

func tableTextErr(pk *Pack, write func(w *writer) error) (string, error) {
	w := &writer{}
	if pk != nil {
		w.cat = pk.cat
	}
	if err := write(w); err != nil {
		return "", err
	}
	return w.b.String(), nil
}

// render writes pk in the layout of the text it was read from: blocks in
// their places, each table whose content did not change in its own words,
// comments and all; a changed puzzle or lesson keeps the comments above it.
// New tables come after the last of their kind (or at the end), a removed
// one goes with the comments above it.
func (pt *packText) render(pk *Pack) ([]byte, error) {
	queues, err := tablesOf(pk)
	if err != nil {
		return nil, err
	}
	r := &renderer{pt: pt, used: make([]bool, len(pt.blocks))}
	r.out.WriteString(pt.preamble)
	last := map[string]int{} // the last block of each kind
	for i, b := range pt.blocks {
		last[b.what] = i
	}
	if _, ok := last["pack"]; !ok {
		r.emitAll("pack", queues["pack"])
		queues["pack"] = nil
	}
	// The order of the tables is pk's; each block takes the next table of
	// its kind, and the last block of a kind the rest of them.
	for i, b := range pt.blocks {
		q := queues[b.what]
		n := min(1, len(q))
		if last[b.what] == i {
			n = len(q)
		}
		r.emitAll(b.what, q[:n])
		queues[b.what] = q[n:]
	}
	for _, what := range []string{"kind", "puzzle", "lesson"} {
		r.emitAll(what, queues[what])
	}
	r.out.WriteString(pt.trailer)
	return r.out.Bytes(), nil
}

// tableSum is one table of a pack as Marshal writes it.
type tableSum struct{ id, sum string }

// tablesOf writes the tables of pk, by what they are, in pk's order.
func tablesOf(pk *Pack) (map[string][]tableSum, error) {
	queues := map[string][]tableSum{}
	if s := tableText(func(w *writer) error { w.header(pk); return nil }); s != "" {
		queues["pack"] = []tableSum{{"", s}}
	}
	for _, ks := range pk.Kinds {
		queues["kind"] = append(queues["kind"], tableSum{"", tableText(func(w *writer) error { w.kind(ks); return nil })})
	}
	for _, pz := range pk.Puzzles {
		s, err := tableTextErr(pk, func(w *writer) error { return w.puzzle(pz) })
		if err != nil {
			return nil, err
		}
		queues["puzzle"] = append(queues["puzzle"], tableSum{pz.ID, s})
	}
	for _, l := range pk.Lessons {
		s, err := tableTextErr(pk, func(w *writer) error { return w.lesson(l) })
		if err != nil {
			return nil, err
		}
		queues["lesson"] = append(queues["lesson"], tableSum{l.ID, s})
	}
	return queues, nil
}

// renderer builds the text of render.
type renderer struct {
	pt   *packText
	used []bool // the blocks already written
	out  bytes.Buffer
}

func (r *renderer) emitAll(what string, ts []tableSum) {
	for _, t := range ts {
		r.emit(what, t)
	}
}

// emit writes one table: the block that held it (a puzzle or lesson of the
// same id, or a table of the same text) with its comments, its body as
// written when the table did not change; else the table's text after a
// blank line.
func (r *renderer) emit(what string, t tableSum) {
	if i := r.block(what, t); i >= 0 {
		b := r.pt.blocks[i]
		r.used[i] = true
		r.out.WriteString(b.lead)
		if b.sum == t.sum {
			r.out.WriteString(b.body)
		} else {
			r.out.WriteString(t.sum)
		}
		r.endLine()
		return
	}
	if r.out.Len() > 0 {
		r.endLine()
		if !bytes.HasSuffix(r.out.Bytes(), []byte("\n\n")) {
			r.out.WriteByte('\n')
		}
	}
	r.out.WriteString(t.sum)
}

// block finds the unused block that held t: by id for puzzles and lessons,
// the one [pack] table for the pack's (a changed title keeps the comments
// above it, as a changed puzzle does), by text for the others; -1 when
// none did.
func (r *renderer) block(what string, t tableSum) int {
	for i, b := range r.pt.blocks {
		if r.used[i] || b.what != what {
			continue
		}
		if what == "pack" || (t.id != "" && b.id == t.id) || (t.id == "" && b.sum == t.sum) {
			return i
		}
	}
	return -1
}

// endLine ends the text with a line feed.
func (r *renderer) endLine() {
	if !bytes.HasSuffix(r.out.Bytes(), []byte("\n")) {
		r.out.WriteByte('\n')
	}
}
