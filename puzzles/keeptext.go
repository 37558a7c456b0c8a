package puzzles

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/birdcrab/birdcrab/engine"
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
	id   string // the id of a puzzle or lesson, the name of a kind
	lead string // the blank and comment lines just above its header
	body string // from its header to its last line that is not a comment
	sum  string // the table as Marshal writes it, when the file was read
	// code is the position code of a puzzle or lesson whose position was
	// given as one (position = "bc1 ..."), "" when it was given as tables.
	code string
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
		name := tableName(sc.headers[i])
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

// codeOf returns the position code of b, the block of s, when its text
// gives the position as a code (position = "bc1 ...") that reads as s's
// position; else "".
func codeOf(b *textBlock, s *Scenario, cat *engine.Catalogue) string {
	t, ok := cutItems(b.body)
	if !ok {
		return ""
	}
	for _, it := range t.items {
		if it.id != "["+b.what+"]#0 position" {
			continue
		}
		var v struct{ Position string }
		if _, err := toml.Decode(t.text(it.from, it.to), &v); err != nil {
			return ""
		}
		if p, err := engine.ParseCode(cat, strings.TrimSpace(v.Position)); err != nil || p != s.Position {
			return ""
		}
		return v.Position
	}
	return ""
}

// code returns the position code the block of what (puzzle or lesson) id
// gave its position as, "" when none did.
func (pt *packText) code(what, id string) string {
	if pt == nil || id == "" {
		return ""
	}
	for _, b := range pt.blocks {
		if b.what == what && b.id == id {
			return b.code
		}
	}
	return ""
}

// tableName is the name of a table header as scan gives it, its key's
// parts unquoted: "[puzzle.player]" for [[ puzzle."player" ]].
func tableName(header string) string {
	name := strings.Join(splitKey(strings.TrimPrefix(strings.TrimSuffix(header, "]"), "[")), ".")
	if strings.HasPrefix(header, "[") {
		name = "[" + name + "]"
	}
	return name
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
			b.id = pk.Kinds[j].Name
			sum = tableText(func(w *writer) error { w.kind(pk.Kinds[j]); return nil })
		case "puzzle":
			if j >= len(pk.Puzzles) {
				return false
			}
			b.id = pk.Puzzles[j].ID
			b.code = codeOf(b, &pk.Puzzles[j].Scenario, pk.cat)
			sum, err = tableTextErr(pk, pt, func(w *writer) error { return w.puzzle(pk.Puzzles[j]) })
		case "lesson":
			if j >= len(pk.Lessons) {
				return false
			}
			b.id = pk.Lessons[j].ID
			b.code = codeOf(b, &pk.Lessons[j].Scenario, pk.cat)
			sum, err = tableTextErr(pk, pt, func(w *writer) error { return w.lesson(pk.Lessons[j]) })
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
	s, _ := tableTextErr(nil, nil, write)
	return s
}

// tableTextErr returns what write writes on a fresh writer for pk, which
// writes a position given as a code in pt, and not changed, as that code.
func tableTextErr(pk *Pack, pt *packText, write func(w *writer) error) (string, error) {
	w := &writer{kept: pt}
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
// comments and all; a changed puzzle or lesson keeps the comments above it,
// and those inside it that mergeComments can place.
// New tables come after the last of their kind (or at the end; new kinds
// in a file without any, before the first puzzle or lesson), a removed
// one goes with the comments above it.
// With keep, a changed table also keeps the keys of its text that its new
// text leaves out (see mergeKeeping).
func (pt *packText) render(pk *Pack, keep bool) ([]byte, error) {
	queues, err := tablesOf(pk, pt)
	if err != nil {
		return nil, err
	}
	r := &renderer{pt: pt, used: make([]bool, len(pt.blocks)), keep: keep, at: -1, live: map[string]bool{}}
	for what, q := range queues {
		for _, t := range q {
			r.live[what+" "+t.id] = true
		}
	}
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
	_, hasKinds := last["kind"]
	for i, b := range pt.blocks {
		if !hasKinds && (b.what == "puzzle" || b.what == "lesson") {
			// Kinds new to a file that had none (the editor's pins,
			// PinKinds) go before the puzzles, as the stable layout
			// has them, not after the last lesson.
			r.emitAll("kind", queues["kind"])
			queues["kind"], hasKinds = nil, true
		}
		q := queues[b.what]
		n := min(1, len(q))
		if last[b.what] == i {
			n = len(q)
		}
		r.at = i
		r.emitAll(b.what, q[:n])
		queues[b.what] = q[n:]
	}
	r.at = -1
	for _, what := range []string{"kind", "puzzle", "lesson"} {
		r.emitAll(what, queues[what])
	}
	r.out.WriteString(pt.trailer)
	return r.out.Bytes(), nil
}

// tableSum is one table of a pack as Marshal writes it.
type tableSum struct{ id, sum string }

// tablesOf writes the tables of pk, by what they are, in pk's order, a
// position given as a code in pt as that code while it is unchanged.
func tablesOf(pk *Pack, pt *packText) (map[string][]tableSum, error) {
	queues := map[string][]tableSum{}
	if s := tableText(func(w *writer) error { w.header(pk); return nil }); s != "" {
		queues["pack"] = []tableSum{{"", s}}
	}
	for _, ks := range pk.Kinds {
		queues["kind"] = append(queues["kind"], tableSum{ks.Name, tableText(func(w *writer) error { w.kind(ks); return nil })})
	}
	for _, pz := range pk.Puzzles {
		s, err := tableTextErr(pk, pt, func(w *writer) error { return w.puzzle(pz) })
		if err != nil {
			return nil, err
		}
		queues["puzzle"] = append(queues["puzzle"], tableSum{pz.ID, s})
	}
	for _, l := range pk.Lessons {
		s, err := tableTextErr(pk, pt, func(w *writer) error { return w.lesson(l) })
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
	keep bool   // a changed table keeps the keys its new text leaves out
	at   int    // the block in whose place tables are written, -1 after the last
	// live holds what+" "+id for each table of the pack written.
	live map[string]bool
	out  bytes.Buffer
}

func (r *renderer) emitAll(what string, ts []tableSum) {
	for _, t := range ts {
		r.emit(what, t)
	}
}

// emit writes one table: the block that held it (a puzzle or lesson of the
// same id, or a table of the same text) with its comments, its body as
// written when the table did not change, else the table's text with the
// comments of the body that mergeComments can place; a table no block
// held is written after a blank line.
func (r *renderer) emit(what string, t tableSum) {
	if i := r.block(what, t); i >= 0 {
		b := r.pt.blocks[i]
		r.used[i] = true
		r.out.WriteString(b.lead)
		if b.sum == t.sum {
			r.out.WriteString(b.body)
		} else {
			r.out.WriteString(mergeKeeping(b.body, b.sum, t.sum, r.keep))
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
// by name for kinds (a kind given a field, as PinKinds gives one, keeps
// its comments), the one [pack] table for the pack's (a changed title
// keeps the comments above it, as a changed puzzle does); -1 when none
// did.
func (r *renderer) block(what string, t tableSum) int {
	for i, b := range r.pt.blocks {
		if r.used[i] || b.what != what {
			continue
		}
		if what == "pack" || (t.id != "" && b.id == t.id) || (t.id == "" && b.sum == t.sum) {
			return i
		}
	}
	return r.renamed(what, t)
}

// renamed finds the block of a puzzle or lesson whose id alone changed:
// the block in whose place t is written, when its id is no longer the
// pack's, no block held t's id, and its table is t but for the id (the
// same table renamed, not another one put in its place); -1 when none.
func (r *renderer) renamed(what string, t tableSum) int {
	if r.at < 0 || t.id == "" || r.used[r.at] {
		return -1
	}
	b := r.pt.blocks[r.at]
	if b.what != what || b.id == "" || r.live[what+" "+b.id] {
		return -1
	}
	for _, o := range r.pt.blocks {
		if o.what == what && o.id == t.id {
			return -1
		}
	}
	idLine := func(id string) string { return "\nid = " + quote(id) + "\n" }
	if strings.Replace("\n"+b.sum, idLine(b.id), idLine(t.id), 1) != "\n"+t.sum {
		return -1
	}
	return r.at
}

// endLine ends the text with a line feed.
func (r *renderer) endLine() {
	if !bytes.HasSuffix(r.out.Bytes(), []byte("\n")) {
		r.out.WriteByte('\n')
	}
}

// A changed table is written anew, and mergeComments carries over the
// comments of its old text: each header and key of the old text is an
// item, named by its table (and which of the tables of that name it is)
// and its key; the new text's item of the same name gets the comment lines
// above the old one and the comment at the end of its line. A key whose
// value is as it was keeps its old lines, whatever comments they hold. In
// a changed array of one element a line, each element still there keeps
// its comments. Comments no item of the new text takes are left out: those
// of a key or table no longer written, and those inside a changed value
// that belong to no element kept. Only comments move: every value is the
// new text's (or an old text that reads as the same value).

// textItem is one header or key of a table's text.
type textItem struct {
	id       string // "[puzzle.player]#1" for the second [[puzzle.player]]; a key adds " key"
	lead     int    // its first line above it: blank and comment lines from lead to from
	from, to int    // its lines
	header   bool
}

// tableLines is a table's text cut into items.
type tableLines struct {
	lines []string // SplitAfter "\n"
	sc    *scanned
	items []textItem
	end   int // the first line after the last item
}

// cutItems cuts text into its headers and keys; it reports false when the
// text does not scan as TOML lines.
func cutItems(text string) (*tableLines, bool) {
	t := &tableLines{lines: strings.SplitAfter(text, "\n"), sc: scan([]byte(text))}
	if len(t.lines) != len(t.sc.lines) {
		return nil, false
	}
	count := map[string]int{}
	section, lead := "", 0
	for i := 0; i < len(t.lines); {
		switch t.sc.lines[i] {
		case lineHeader:
			name := tableName(t.sc.headers[i])
			section = fmt.Sprintf("%s#%d", name, count[name])
			count[name]++
			t.items = append(t.items, textItem{id: section, lead: lead, from: i, to: i + 1, header: true})
			i++
		case lineContent:
			j := i + 1
			for j < len(t.lines) && t.sc.lines[j] == lineInside {
				j++
			}
			key, ok := keyOf(t.lines[i])
			if !ok {
				return nil, false
			}
			t.items = append(t.items, textItem{id: section + " " + key, lead: lead, from: i, to: j})
			i = j
		case lineInside:
			return nil, false // a value with no key
		default:
			i++
			continue
		}
		lead, t.end = i, i
	}
	return t, true
}

// keyOf returns the key of a line that holds key = value, its parts
// unquoted and joined by dots.
func keyOf(line string) (string, bool) {
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '"', '\'':
			i = endOfString(line, i)
		case '=':
			return strings.Join(splitKey(line[:i]), "."), true
		}
	}
	return "", false
}

// text joins lines from to to.
func (t *tableLines) text(from, to int) string { return strings.Join(t.lines[from:to], "") }

// hasComment reports whether a line from from to to holds a comment.
func (t *tableLines) hasComment(from, to int) bool {
	for i := from; i < to; i++ {
		if _, ok := t.sc.comments[i]; ok {
			return true
		}
	}
	return false
}

// tail returns the comment at the end of line i, with the spaces before
// it, its line end cut; "" when the line has none or is only a comment.
func (t *tableLines) tail(i int) string {
	c, ok := t.sc.comments[i]
	if !ok || t.sc.lines[i] == lineComment {
		return ""
	}
	line := t.lines[i]
	start := len(strings.TrimRight(line[:c], " \t"))
	if start == 0 {
		return "" // inside a value, a line with only a comment
	}
	gap := line[start:c]
	if gap == "" {
		gap = " "
	}
	return gap + strings.TrimRight(line[c:], "\r\n")
}

// withTail returns line with the comment tail added at its end.
func withTail(line, tail string) string {
	if tail == "" {
		return line
	}
	body := strings.TrimRight(line, "\r\n")
	return body + tail + line[len(body):]
}

// mergeComments returns changed, a table's new text, with the comments of
// old, its text as read, that the new text can hold (see above). When
// either text does not cut into items it returns changed.
func mergeComments(old, changed string) string { return mergeKeeping(old, "", changed, false) }

// mergeKeeping is mergeComments that, with keep, also keeps each key of
// old that both changed and was, the writer's text of the table as
// loaded, leave out, with its lines, after the item before it: the writer
// leaves out a value equal to its default, and a key an author wrote at
// its default (sudden_death = 0, filters = true) keeps its lines while
// its value did not change. The caller checks that the text still reads
// as the pack.
func mergeKeeping(old, was, changed string, keep bool) string {
	o, ok1 := cutItems(old)
	n, ok2 := cutItems(changed)
	if !ok1 || !ok2 {
		return changed
	}
	at := map[string]int{}
	for k, it := range o.items {
		at[it.id] = k
	}
	written := map[string]bool{}
	for _, it := range n.items {
		written[it.id] = true
	}
	wasWritten := map[string]bool{} // the keys whose value was not at its default
	if w, ok := cutItems(was); ok && keep {
		for _, it := range w.items {
			wasWritten[it.id] = true
		}
	} else {
		keep = false
	}
	var out strings.Builder
	for _, it := range n.items {
		k, ok := at[it.id]
		if !ok {
			out.WriteString(n.text(it.lead, it.to))
			continue
		}
		w := o.items[k]
		if o.hasComment(w.lead, w.from) {
			out.WriteString(o.text(w.lead, w.from))
		} else {
			out.WriteString(n.text(it.lead, it.from))
		}
		switch {
		case it.header:
			out.WriteString(withTail(n.lines[it.from], o.tail(w.from)))
		case sameValue(o.text(w.from, w.to), n.text(it.from, it.to)),
			unordered(it.id) && sameSet(o.text(w.from, w.to), n.text(it.from, it.to)):
			out.WriteString(o.text(w.from, w.to))
		default:
			out.WriteString(mergeValue(o, w, n, it))
		}
		for k++; keep && k < len(o.items) && !o.items[k].header && !written[o.items[k].id]; k++ {
			if !wasWritten[o.items[k].id] {
				out.WriteString(lineEnded(o.text(o.items[k].lead, o.items[k].to)))
			}
		}
	}
	out.WriteString(n.text(n.end, len(n.lines)))
	return out.String()
}

// sameValue reports whether two texts of one key = value read as the same
// key and value, as the loader reads them (a CR LF in a text is a line
// feed).
func sameValue(a, b string) bool {
	va, vb := map[string]any{}, map[string]any{}
	if err := decodeTOML(a, &va); err != nil {
		return false
	}
	if err := decodeTOML(b, &vb); err != nil {
		return false
	}
	return reflect.DeepEqual(va, vb)
}

// unorderedKeys are the keys, by the table that holds them, whose arrays
// are sets: the position the elements make is the same in any order.
var unorderedKeys = map[string][]string{
	"[puzzle.player]": {"pieces", "hand", "territories"},
	"[lesson.player]": {"pieces", "hand", "territories"},
	"[puzzle]":        {"graveyard"},
	"[lesson]":        {"graveyard"},
}

// unordered reports whether the item of id (see textItem) is an array
// whose order does not count.
func unordered(id string) bool {
	section, key, ok := strings.Cut(id, " ")
	if !ok {
		return false
	}
	table, _, _ := strings.Cut(section, "#")
	return slices.Contains(unorderedKeys[table], key)
}

// sameSet reports whether two texts of one key = array read as the same
// key and the same elements, in any order: the old text of a hand or a
// list of pieces is kept when the writer, which writes them in the
// engine's order, only put them in another.
func sameSet(a, b string) bool {
	va, vb := map[string]any{}, map[string]any{}
	if err := decodeTOML(a, &va); err != nil || len(va) != 1 {
		return false
	}
	if err := decodeTOML(b, &vb); err != nil || len(vb) != 1 {
		return false
	}
	for k, x := range va {
		xs, ok1 := x.([]any)
		ys, ok2 := vb[k].([]any)
		if !ok1 || !ok2 || len(xs) != len(ys) {
			return false
		}
		strs := func(vs []any) []string {
			out := make([]string, len(vs))
			for i, v := range vs {
				out[i] = fmt.Sprintf("%T %v", v, v)
			}
			slices.Sort(out)
			return out
		}
		return slices.Equal(strs(xs), strs(ys))
	}
	return false
}

// mergeValue writes the new lines of a key whose value changed, with the
// comments of its old lines that still fit: the one at the end of its
// first line (on the new first line, or above the key when the new value
// takes one line), the one at the end of its last line (on the new last
// line), and those of the elements of an array still there.
func mergeValue(o *tableLines, w textItem, n *tableLines, it textItem) string {
	var out strings.Builder
	last := n.lines[it.to-1]
	lastTail := o.tail(w.to - 1)
	if w.to-w.from == 1 {
		out.WriteString(n.text(it.from, it.to-1))
		out.WriteString(withTail(last, lastTail))
		return out.String()
	}
	head := o.tail(w.from)
	if it.to-it.from == 1 || multiLineString(n.lines[it.from]) {
		// No room on the first line (the rest of a line that opens a
		// multi-line string is the string's).
		if head != "" {
			end := lineEnd(last)
			if end == "" {
				end = "\n" // a last line with no end must not take the key into the comment
			}
			out.WriteString(strings.TrimLeft(head, " \t") + end)
		}
		out.WriteString(n.text(it.from, it.to-1))
		out.WriteString(withTail(last, lastTail))
		return out.String()
	}
	out.WriteString(withTail(n.lines[it.from], head))
	out.WriteString(mergeElements(o, w, n, it))
	out.WriteString(withTail(last, lastTail))
	return out.String()
}

// lineEnd returns the line end of line: "\r\n", "\n" or "".
func lineEnd(line string) string {
	return line[len(strings.TrimRight(line, "\r\n")):]
}

// arrayElement is one element of a multi-line array: on one line, or
// over several when it is (or holds) a multi-line string.
type arrayElement struct {
	value    any
	from, to int    // its lines
	lead     string // the comment lines above it, when they hold a comment
	tail     string // the comment at the end of its last line
	used     bool
}

// mergeElements writes the lines inside a changed multi-line array (all
// but the first and the last), giving each element that was in the old
// array the comments it had there. It does so only when both arrays hold
// one element a line (an element over lines being a multi-line string's)
// with nothing else on them but comments; else it writes the new lines as
// they are.
func mergeElements(o *tableLines, w textItem, n *tableLines, it textItem) string {
	inside := n.text(it.from+1, it.to-1)
	olds, ok := elementsOf(o, w.from+1, w.to-1)
	if !ok || len(olds) == 0 {
		return inside
	}
	news, ok := elementsOf(n, it.from+1, it.to-1)
	if !ok {
		return inside
	}
	var out strings.Builder
	at := it.from + 1
	for _, ne := range news {
		out.WriteString(n.text(at, ne.from))
		tail := ""
		for j := range olds {
			if e := &olds[j]; !e.used && reflect.DeepEqual(e.value, ne.value) {
				e.used = true
				out.WriteString(e.lead)
				tail = e.tail
				break
			}
		}
		out.WriteString(n.text(ne.from, ne.to-1))
		out.WriteString(withTail(n.lines[ne.to-1], tail))
		at = ne.to
	}
	out.WriteString(n.text(at, it.to-1))
	return out.String()
}

// elementsOf reads lines from to to of t, inside an array, as its
// elements, each alone on its line or lines (a multi-line string takes
// more than one), with the comments above and after them; it reports
// false when a line holds more or less than an element and its comment.
// The lines of a multi-line string are its own: what looks like a comment
// there is text.
func elementsOf(t *tableLines, from, to int) ([]arrayElement, bool) {
	var out []arrayElement
	lead := from
	for i := from; i < to; i++ {
		if t.blankOrComment(i) {
			continue
		}
		// An element ends on the first line up to which it reads as one:
		// the lines of a multi-line string do not, up to its end.
		j, v := i, any(nil)
		for ; j < to; j++ {
			var ok bool
			if v, ok = elementOf(t.text(i, j+1)); ok {
				break
			}
		}
		if j == to {
			return nil, false
		}
		e := arrayElement{value: v, from: i, to: j + 1, tail: t.tail(j)}
		if t.hasComment(lead, i) {
			e.lead = t.text(lead, i)
		}
		out = append(out, e)
		i = j
		lead = j + 1
	}
	return out, true
}

// blankOrComment reports whether line i of t holds nothing but spaces and
// a comment (as scan reads it: not a line of a multi-line string).
func (t *tableLines) blankOrComment(i int) bool {
	line := strings.TrimSpace(t.lines[i])
	if line == "" {
		return true
	}
	c, ok := t.sc.comments[i]
	return ok && strings.TrimSpace(t.lines[i][:c]) == ""
}

// elementOf reads lines inside an array as one element and a comma, with a
// comment or not, as the loader reads them.
func elementOf(lines string) (any, bool) {
	v := map[string]any{}
	if err := decodeTOML("x = [\n"+lines+"\n]", &v); err != nil {
		return nil, false
	}
	xs, ok := v["x"].([]any)
	if !ok || len(xs) != 1 {
		return nil, false
	}
	return xs[0], true
}

// multiLineString reports whether text may hold a multi-line string, whose
// lines are no place for a comment.
func multiLineString(text string) bool {
	return strings.Contains(text, `"""`) || strings.Contains(text, "'''")
}

// lineEnded returns s ending with a line feed.
func lineEnded(s string) string {
	if strings.HasSuffix(s, "\n") {
		return s
	}
	return s + "\n"
}
