package puzzles

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// Marshal writes the pack as Save does. A pack loaded from a file laid out
// in tables keeps that file's text wherever the pack did not change: the
// comments, the key order and the layout of each [pack], [[kind]],
// [[puzzle]] and [[lesson]] table whose content is as loaded, the comments
// above a changed puzzle or lesson and those inside it that its keys still
// written can hold (see mergeComments), and those at the top and the end
// of the file; changed and new tables are written as MarshalPlain writes
// them.
// Whatever it writes loads back to the same pack. A file whose lines ended
// in CR LF is written with CR LF line endings throughout, and one that
// started with a byte order mark starts with one.
func (pk *Pack) Marshal() ([]byte, error) {
	data, err := pk.marshalKept()
	if err != nil {
		return data, err
	}
	if pk.crlf {
		data = withCRLF(data)
	}
	if pk.bom {
		data = append([]byte(bom), data...)
	}
	return data, nil
}

// crlfLines reports whether the lines of data end in CR LF, as its first
// line does.
func crlfLines(data []byte) bool {
	i := bytes.IndexByte(data, '\n')
	return i > 0 && data[i-1] == '\r'
}

// withCRLF returns data with every line ending in CR LF.
func withCRLF(data []byte) []byte {
	lf := bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
	return bytes.ReplaceAll(lf, []byte("\n"), []byte("\r\n"))
}

// marshalKept is Marshal with line feeds for the lines written anew.
func (pk *Pack) marshalKept() ([]byte, error) {
	plain, err := pk.MarshalPlain()
	if err != nil || pk.text == nil {
		return plain, err
	}
	// A changed table keeps the author's keys the writer leaves out (a
	// value written as its default) when the text still loads as the
	// pack; else they go, as in the plain text.
	for _, keep := range []bool{true, false} {
		if kept, ok := pk.keptAs(plain, keep); ok {
			return kept, nil
		}
	}
	return plain, nil
}

// keptAs renders the pack in its text, a changed table keeping its keys
// left out when keep is set, and reports whether that text loads to the
// very pack the plain text does.
func (pk *Pack) keptAs(plain []byte, keep bool) ([]byte, bool) {
	kept, err := pk.text.render(pk, keep)
	if err != nil {
		return nil, false
	}
	back, err := Parse(pk.File, kept, pk.cat)
	if err != nil {
		return nil, false
	}
	if again, err := back.MarshalPlain(); err != nil || !bytes.Equal(again, plain) {
		return nil, false
	}
	return kept, true
}

// MarshalPlain writes the pack in the stable layout: [pack], the [[kind]]
// tables, the puzzles, then the lessons; each position as tables, one piece
// a line; values equal to their defaults left out; no comments. The same
// pack always gives the same bytes, and they load back to the same pack.
func (pk *Pack) MarshalPlain() ([]byte, error) {
	w := &writer{cat: pk.cat}
	w.header(pk)
	for _, ks := range pk.Kinds {
		w.kind(ks)
	}
	for _, pz := range pk.Puzzles {
		if err := w.puzzle(pz); err != nil {
			return nil, err
		}
	}
	for _, l := range pk.Lessons {
		if err := w.lesson(l); err != nil {
			return nil, err
		}
	}
	return []byte(w.b.String()), nil
}

// Save writes the pack to path atomically (see WriteFile): path always
// holds either the old pack or the new one, and a symbolic link is
// followed. An existing file is first copied to path + ".bak". The text is
// Marshal's: comments and layout are kept wherever the pack did not change.
// Save refuses to write a pack that would not load back, returning the
// problems. On success the pack's File becomes path, and the next save keeps
// the text just written.
func (pk *Pack) Save(path string) error {
	data, err := pk.Marshal()
	if err != nil {
		return err
	}
	back, err := Parse(path+" (not saved)", data, pk.cat)
	if err != nil {
		return err
	}
	if err := WriteFile(path, data, true); err != nil {
		return err
	}
	pk.File = path
	pk.text = back.text
	pk.crlf = back.crlf
	pk.bom = back.bom
	return nil
}

// writer builds the text of a pack.
type writer struct {
	b   strings.Builder
	cat *engine.Catalogue
	// kept, when not nil, is the text the pack was read from: a position
	// it gave as a code is written as that code while it is unchanged.
	kept *packText
}

func (w *writer) line(format string, args ...any) {
	fmt.Fprintf(&w.b, format, args...)
	w.b.WriteByte('\n')
}

// str writes key = "value" when value is not empty.
func (w *writer) str(key, value string) {
	if value != "" {
		w.line("%s = %s", key, quote(value))
	}
}

// num writes key = n when n differs from its default.
func (w *writer) num(key string, n, def int) {
	if n != def {
		w.line("%s = %d", key, n)
	}
}

// list writes a list of strings: on one line when it is short, else one
// element a line. With tall set it always takes one element a line.
func (w *writer) list(key string, items []string, tall bool) {
	if len(items) == 0 {
		return
	}
	q := make([]string, len(items))
	for i, s := range items {
		q[i] = quote(s)
	}
	one := key + " = [" + strings.Join(q, ", ") + "]"
	if !tall && len(one) <= 80 && !strings.Contains(one, "\n") {
		w.line("%s", one)
		return
	}
	w.line("%s = [", key)
	for _, s := range q {
		w.line("  %s,", s)
	}
	w.line("]")
}

func (w *writer) header(pk *Pack) {
	if pk.ID == "" && pk.Title == "" && pk.Author == "" && pk.License == "" && pk.Version == "" && pk.Format == 0 && pk.Description == "" && !pk.FiltersOptional {
		return
	}
	w.line("[pack]")
	w.str("id", pk.ID)
	w.str("title", pk.Title)
	w.str("author", pk.Author)
	w.str("license", pk.License)
	w.str("version", pk.Version)
	w.num("format", pk.Format, 0)
	w.str("description", pk.Description)
	if pk.FiltersOptional {
		w.line("filters = false")
	}
}

func (w *writer) kind(ks KindSpec) {
	w.gap()
	w.line("[[kind]]")
	w.str("name", ks.Name)
	w.str("count", ks.Count)
	w.str("rule", ks.Rule)
	w.str("special", ks.Special)
	for _, f := range []struct {
		key  string
		vals []int
	}{{"combat", ks.Combat}, {"speed", ks.Speed}} {
		if f.vals != nil {
			s := make([]string, len(f.vals))
			for i, v := range f.vals {
				s[i] = fmt.Sprint(v)
			}
			w.line("%s = [%s]", f.key, strings.Join(s, ", "))
		}
	}
}

// gap separates tables by a blank line.
func (w *writer) gap() {
	if w.b.Len() > 0 {
		w.b.WriteByte('\n')
	}
}

func (w *writer) puzzle(pz *Puzzle) error {
	w.gap()
	w.line("[[puzzle]]")
	w.str("id", pz.ID)
	w.str("title", pz.Title)
	w.str("description", pz.Description)
	w.num("difficulty", pz.Difficulty, 0)
	w.list("tags", pz.Tags, false)
	w.task(&pz.Scenario)
	w.list("hints", pz.Hints, true)
	w.str("explanation", pz.Explanation)
	w.list("claims", pz.Claims, true)
	return w.position(&pz.Scenario, "puzzle")
}

func (w *writer) lesson(l *Lesson) error {
	w.gap()
	w.line("[[lesson]]")
	w.str("id", l.ID)
	w.str("title", l.Title)
	w.str("text", l.Text)
	w.teaching(l)
	w.str("task", l.Task)
	switch l.Task {
	case TaskPredict:
		w.line("dies = [%s]", strings.Join(quoteAll(locNames(l.Dies)), ", "))
	case TaskFacing:
		w.str("faces", fmt.Sprintf("%v %v", l.FacesAt, l.Faces))
	default:
		w.task(&l.Scenario)
	}
	w.str("why", l.Why)
	w.list("hints", l.Hints, true)
	w.list("claims", l.Claims, true)
	if err := w.position(&l.Scenario, "lesson"); err != nil {
		return err
	}
	w.wrongTables(l)
	return nil
}

// quoteAll quotes each item.
func quoteAll(items []string) []string {
	out := make([]string, len(items))
	for i, s := range items {
		out[i] = quote(s)
	}
	return out
}

// task writes side, opponent, goals, solution and alternatives.
func (w *writer) task(s *Scenario) {
	w.line("side = %d", s.Side)
	w.str("opponent", s.Opponent.String())
	goals := make([]string, len(s.Goals))
	for i, g := range s.Goals {
		goals[i] = g.String()
	}
	w.list("goals", goals, false)
	w.list("solution", w.orders(s.Solution), false)
	if len(s.Alternatives) > 0 {
		w.line("alternatives = [")
		for _, alt := range s.Alternatives {
			w.line("  [%s],", strings.Join(quoteAll(w.orders(alt)), ", "))
		}
		w.line("]")
	}
}

func (w *writer) orders(os []engine.Order) []string {
	out := make([]string, len(os))
	for i, o := range os {
		out[i] = o.Format(w.cat)
	}
	return out
}

// position writes the position as tables: its own keys, then one
// [[WHAT.player]] table per player.
func (w *writer) position(s *Scenario, what string) error {
	p, cat := &s.Position, w.cat
	n := int(p.NumPlayers)
	if n < 2 || n > engine.MaxPlayers {
		return fmt.Errorf("%s: %d players (want 2 to %d)", s.Name(), n, engine.MaxPlayers)
	}
	if err := checkKinds(p, s.Orders, cat); err != nil {
		return fmt.Errorf("%s: %w", s.Name(), err)
	}
	if w.codePosition(s, what) {
		return nil
	}
	w.num("tech_fall", s.TechFall, 0)
	w.line("turn = %d", p.Turn)
	w.num("deck", int(p.Deck), engine.DefaultDeck)
	w.num("sudden_death", int(p.SuddenDeath), 0)
	if p.NoDraw {
		w.line("no_draw = true")
	}
	if p.Over {
		w.line("winner = %d", p.Winner)
	}
	var grave []string
	for _, g := range p.Graveyard() {
		grave = append(grave, fmt.Sprintf("%s %d", cat.Name(g.Kind), g.Owner))
	}
	w.list("graveyard", grave, false)
	for i := 0; i < n; i++ {
		pl := p.Player(i + 1)
		w.b.WriteByte('\n')
		w.line("[[%s.player]]", what)
		var ts []string
		for t := engine.AB; t <= engine.FA; t++ {
			if p.Control[t] == uint8(i+1) {
				ts = append(ts, t.String())
			}
		}
		if strings.Join(ts, " ") != defaultTerritories(n, i+1) {
			w.line("territories = [%s]", strings.Join(quoteAll(ts), ", "))
		}
		w.num("hand_max", int(pl.HandMax), engine.DefaultHandMax)
		w.num("kills", int(pl.Kills), 0)
		w.num("last_kills", int(pl.LastKills), 0)
		w.num("ransacks", int(pl.Ransacks), 0)
		w.num("hidden", int(pl.Hidden), 0)
		if pl.Target != engine.NoKind {
			w.str("target", cat.Name(pl.Target))
		}
		if pl.Out {
			w.line("out = true")
		}
		var hand []string
		for _, k := range pl.HandKinds() {
			hand = append(hand, cat.Name(k))
		}
		w.list("hand", hand, false)
		var pieces []string
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if pc := p.At(l); pc.Owner == uint8(i+1) {
				pieces = append(pieces, fmt.Sprintf("%s %v %v", cat.Name(pc.Kind), l, pc.Facing))
			}
		}
		w.list("pieces", pieces, true)
		if i < len(s.Orders) {
			w.list("orders", w.orders(s.Orders[i]), false)
		}
	}
	return nil
}

// codePosition writes the position of s as the code its text gave it as,
// when it did and the code still reads as the position: the key position
// and, for the orders, one [[WHAT.player]] table a player up to the last
// one with orders. It reports false, writing nothing, otherwise.
func (w *writer) codePosition(s *Scenario, what string) bool {
	code := w.kept.code(what, s.ID)
	if code == "" {
		return false
	}
	if p, err := engine.ParseCode(w.cat, strings.TrimSpace(code)); err != nil || p != s.Position {
		return false
	}
	w.num("tech_fall", s.TechFall, 0)
	w.str("position", code)
	last := -1
	for i, os := range s.Orders {
		if len(os) > 0 {
			last = i
		}
	}
	for i := 0; i <= last; i++ {
		w.b.WriteByte('\n')
		w.line("[[%s.player]]", what)
		w.list("orders", w.orders(s.Orders[i]), false)
	}
	return true
}

// defaultTerritories gives the territories a player holds when its table
// lists none, as Marshal compares them: "AB BC CD" for player 1 of two.
func defaultTerritories(players, n int) string {
	if players != 2 {
		return ""
	}
	if n == 1 {
		return "AB BC CD"
	}
	return "DE EF FA"
}

// checkKinds reports a kind id that the catalogue does not hold, which
// Marshal could not name.
func checkKinds(p *engine.Position, orders [][]engine.Order, cat *engine.Catalogue) error {
	bad := func(k engine.KindID) bool { return int(k) >= cat.Len() }
	for l, pc := range p.Board {
		if !pc.Empty() && bad(pc.Kind) {
			return fmt.Errorf("the piece on %v is of a kind the catalogue does not hold", engine.Loc(l))
		}
	}
	for i := 0; i < int(p.NumPlayers); i++ {
		pl := &p.Players[i]
		for _, k := range pl.HandKinds() {
			if bad(k) {
				return fmt.Errorf("player %d holds a kind the catalogue does not hold", i+1)
			}
		}
		if pl.Target != engine.NoKind && bad(pl.Target) {
			return fmt.Errorf("player %d targets a kind the catalogue does not hold", i+1)
		}
	}
	for _, g := range p.Graveyard() {
		if bad(g.Kind) {
			return fmt.Errorf("the graveyard holds a kind the catalogue does not hold")
		}
	}
	for i, os := range orders {
		for _, o := range os {
			if (o.Op == engine.OpPlace || o.Op == engine.OpTarget) && bad(o.Kind) {
				return fmt.Errorf("player %d orders a kind the catalogue does not hold", i+1)
			}
		}
	}
	return nil
}

// quote writes s as a TOML string: a basic string, or a multi-line basic
// string when s holds line breaks.
func quote(s string) string {
	multi := strings.Contains(s, "\n")
	var b strings.Builder
	if multi {
		b.WriteString(`"""` + "\n")
	} else {
		b.WriteByte('"')
	}
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '"':
			b.WriteString(`\"`)
		case r == '\n' && multi:
			b.WriteByte('\n')
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	if multi {
		b.WriteString(`"""`)
	} else {
		b.WriteByte('"')
	}
	return b.String()
}

// PinnedKind is a kind PinKinds pinned in a pack's [[kind]] tables.
type PinnedKind struct {
	Name string
	// New says that the default catalogue lacks the kind: its table holds
	// all of it.
	New bool
	// Fields names what the table pins that it did not: "numbers",
	// "count", "rule text", "special rule".
	Fields []string
}

// PinKinds adds to the pack's [[kind]] tables what the pack needs to be
// read over the default catalogue (without --pieces) with the kinds its
// catalogue gives: for each kind its puzzles and lessons use (on the
// board, in a hand, in the graveyard, as a target, in orders, or named
// by claims, teaches or without) that the default catalogue lacks, or
// whose numbers, count, rule text or special rule differ from the
// default's, the fields of PinKind that its table does not set yet (a
// table for it is added when there is none). The values the pack's own
// tables give are kept: read with a --pieces file, they hold over the
// file's, and so they are what the pack's catalogue holds. A pack saved
// under a --pieces file that adds a kind ("Spear") was read nowhere
// else: `unknown kind "Spear"`. It returns the kinds it pinned, in the
// order of the catalogue; the catalogue itself does not change.
func (pk *Pack) PinKinds() []PinnedKind {
	def := DefaultCatalogue()
	used := pk.usedKinds()
	var pins []PinnedKind
	kinds := append([]KindSpec(nil), pk.Kinds...)
	for id := engine.KindID(0); int(id) < pk.cat.Len(); id++ {
		k := pk.cat.Kind(id)
		if !used[id] {
			continue
		}
		want := PinKind(k)
		did, known := def.Lookup(k.Name)
		if known {
			d := def.Kind(did)
			if sameKind(d, k) {
				continue
			}
			if d.Combat == k.Combat {
				want.Combat = nil
			}
			if d.Speed == k.Speed {
				want.Speed = nil
			}
		}
		i := tableOf(kinds, k.Name)
		if i < 0 {
			kinds = append(kinds, KindSpec{Name: k.Name})
			i = len(kinds) - 1
		}
		if fields := fillPin(&kinds[i], want); len(fields) > 0 {
			pins = append(pins, PinnedKind{Name: k.Name, New: !known, Fields: fields})
		}
	}
	if len(pins) > 0 {
		pk.Kinds = kinds
	}
	return pins
}

// tableOf returns the index of the table of kinds that gives the kind
// name (compared as kinds are), -1 when none does.
func tableOf(kinds []KindSpec, name string) int {
	for i, ks := range kinds {
		if engine.NormName(ks.Name) == engine.NormName(name) {
			return i
		}
	}
	return -1
}

// fillPin sets in ks each field of want that ks leaves out, and names
// what it set.
func fillPin(ks *KindSpec, want KindSpec) []string {
	var fields []string
	add := func(what string) {
		if len(fields) == 0 || fields[len(fields)-1] != what {
			fields = append(fields, what)
		}
	}
	if ks.Combat == nil && want.Combat != nil {
		ks.Combat = want.Combat
		add("numbers")
	}
	if ks.Speed == nil && want.Speed != nil {
		ks.Speed = want.Speed
		add("numbers")
	}
	if ks.Count == "" && want.Count != "" {
		ks.Count = want.Count
		add("count")
	}
	special := ks.Special == "" && want.Special != ""
	if ks.Rule == "" && want.Rule != "" {
		ks.Rule = want.Rule
		if !special {
			add("rule text") // a special rule's text goes with it
		}
	}
	if special {
		ks.Special = want.Special
		add("special rule")
	}
	return fields
}

// usedKinds returns the kinds the pack's puzzles and lessons use (see
// PinKinds).
func (pk *Pack) usedKinds() map[engine.KindID]bool {
	used := map[engine.KindID]bool{}
	orders := func(os []engine.Order) {
		for _, o := range os {
			if o.Op == engine.OpPlace || o.Op == engine.OpTarget {
				used[o.Kind] = true
			}
		}
	}
	texts := func(ts []string) {
		for _, t := range ts {
			pk.namedKinds(t, used)
		}
	}
	scenario := func(s *Scenario) {
		s.Position.AddKinds(used)
		for _, os := range s.Orders {
			orders(os)
		}
		orders(s.Solution)
		for _, alt := range s.Alternatives {
			orders(alt)
		}
		texts(s.Claims)
	}
	for _, pz := range pk.Puzzles {
		scenario(&pz.Scenario)
	}
	for _, l := range pk.Lessons {
		scenario(&l.Scenario)
		texts(l.Teaches)
		texts(l.Without)
		for _, w := range l.Wrong {
			orders(w.Orders)
			texts(w.Claims)
		}
	}
	return used
}

// namedKinds marks in used each kind of the pack's catalogue that a run of
// the words of text names ("combat Cloud Man front 3": Cloud Man), as
// claims, teaches and without name them.
func (pk *Pack) namedKinds(text string, used map[engine.KindID]bool) {
	words := strings.Fields(text)
	for i := range words {
		for j := i + 1; j <= len(words); j++ {
			if id, ok := pk.cat.Lookup(strings.Join(words[i:j], " ")); ok {
				used[id] = true
			}
		}
	}
}

// PinnedText says what PinKinds pinned: "the new kind Spear, Bird's
// numbers and Crab's special rule"; "" for nothing.
func PinnedText(pins []PinnedKind) string {
	var newKinds, parts []string
	for _, p := range pins {
		if p.New {
			newKinds = append(newKinds, p.Name)
			continue
		}
		parts = append(parts, p.Name+"'s "+engine.AndList(p.Fields))
	}
	switch len(newKinds) {
	case 0:
	case 1:
		parts = append([]string{"the new kind " + newKinds[0]}, parts...)
	default:
		parts = append([]string{"the new kinds " + engine.AndList(newKinds)}, parts...)
	}
	return engine.AndList(parts)
}
