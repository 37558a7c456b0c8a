package puzzles

import (
	_ "embed"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/birdcrab/birdcrab/engine"
)

//go:embed pieces.toml
var defaultPieces []byte

// DefaultPiecesFile is the name the embedded catalogue goes by in messages.
const DefaultPiecesFile = "pieces.toml (built in)"

// ProvisionalNote is shown wherever the default numbers are: they are the
// project's own, since the game's were printed on pictures that are lost.
const ProvisionalNote = "The combat and speed numbers of the default catalogue are birdcrab's provisional values: the game's real numbers were printed on pictures that are lost."

// KindSpec is a [[kind]] table: a new kind, or new numbers for a kind of the
// catalogue. Omitted fields of an existing kind keep their values.
type KindSpec struct {
	Name    string `toml:"name"`
	Count   string `toml:"count,omitempty"`
	Rule    string `toml:"rule,omitempty"`
	Special string `toml:"special,omitempty"`
	Combat  []int  `toml:"combat,omitempty"`
	Speed   []int  `toml:"speed,omitempty"`
}

var (
	defaultOnce sync.Once
	defaultCat  *engine.Catalogue
	defaultErr  error
)

// DefaultCatalogue returns a fresh copy of the built-in catalogue.
func DefaultCatalogue() *engine.Catalogue {
	defaultOnce.Do(func() { defaultCat, defaultErr = readDefault() })
	if defaultErr != nil {
		panic("the built-in catalogue is broken: " + defaultErr.Error())
	}
	return defaultCat.Clone()
}

// readDefault reads the built-in catalogue, whatever MaxFileSize is: the
// limit is for the user's files.
func readDefault() (*engine.Catalogue, error) {
	cat, _ := engine.NewCatalogue()
	return cat, readCatalogue(DefaultPiecesFile, defaultPieces, cat, noLimit)
}

// DefaultPieces returns the text of the built-in catalogue file.
func DefaultPieces() []byte { return append([]byte(nil), defaultPieces...) }

// LoadCatalogue returns the default catalogue with the kinds of the file at
// path put over it (path "" gives the default alone, "-" reads standard
// input). Only a regular file is read, up to MaxFileSize bytes.
func LoadCatalogue(path string) (*engine.Catalogue, error) {
	cat := DefaultCatalogue()
	if path == "" {
		return cat, nil
	}
	data, err := ReadFile(path)
	if err != nil {
		return nil, Errors{{File: FileName(path), Msg: "cannot read the catalogue: " + readProblem(err)}}
	}
	if err := ReadCatalogue(FileName(path), data, cat); err != nil {
		return nil, err
	}
	return cat, nil
}

// ReadCatalogue reads a catalogue file's kinds into cat: a [catalogue]
// table (title, provisional, note) and [[kind]] tables. A bad file gives an
// Errors value naming each problem's line.
func ReadCatalogue(name string, data []byte, cat *engine.Catalogue) error {
	return readCatalogue(name, data, cat, MaxFileSize)
}

// readCatalogue is ReadCatalogue with the size limit given: MaxFileSize for
// the user's files, noLimit for the built-in catalogue.
func readCatalogue(name string, data []byte, cat *engine.Catalogue, limit int64) error {
	if e := checkShape(name, data, limit); e != nil {
		return Errors{e}
	}
	var m map[string]any
	if err := decodeTOML(string(data), &m); err != nil {
		return Errors{syntaxError(name, data, err)}
	}
	src := IndexSource(name, data)
	c := &collector{}
	root := newTable(c, src, "", m, "")
	if h := root.sub("catalogue", "catalogue"); h != nil {
		h.str("title")
		h.boolean("provisional")
		h.str("note")
		h.done()
	}
	specs, broken := readKinds(root)
	root.done()
	c.add(applyKinds(src, "kind", specs, broken, cat))
	return c.err()
}

// applyKinds puts specs into cat; path is the array's name in src ("kind").
// It reports every problem of every table; a table with a problem is not
// put. Two tables of one kind (names compared as kinds are: without case,
// spaces, hyphens or underscores) are a problem too. broken[i] says that
// table i had a value of the wrong type, already reported and left out of
// specs[i]: its other values are checked, and it is not put.
func applyKinds(src *Source, path string, specs []KindSpec, broken []bool, cat *engine.Catalogue) error {
	var errs []error
	first := map[string]int{} // a kind's folded name: the table that gave it first
	for i, ks := range specs {
		at := fmt.Sprintf("%s[%d]", path, i)
		bad := i < len(broken) && broken[i]
		if norm := engine.NormName(ks.Name); norm != "" {
			if j, dup := first[norm]; dup {
				errs = append(errs, src.Errorf(at+".name", "kind %q is given twice: first as %q on line %d (kind names are compared without case, spaces, hyphens and underscores); write it in one table",
					strings.TrimSpace(ks.Name), strings.TrimSpace(specs[j].Name), src.Line(fmt.Sprintf("%s[%d].name", path, j))))
				continue
			}
			first[norm] = i
		}
		errs = append(errs, applyKind(src, at, ks, bad, cat)...)
	}
	return errors.Join(errs...)
}

// applyKind checks one [[kind]] table and, when it has no problem and is not
// broken (see applyKinds), puts it into cat. It returns every problem.
func applyKind(src *Source, at string, ks KindSpec, broken bool, cat *engine.Catalogue) []error {
	name := strings.TrimSpace(ks.Name)
	if name == "" {
		if broken { // the name was not a string: reported
			return nil
		}
		return []error{src.Errorf(at, "a [[kind]] without a name")}
	}
	var errs []error
	problem := func(key, format string, args ...any) {
		errs = append(errs, src.Errorf(join(at, key), "kind %q: %s", name, fmt.Sprintf(format, args...)))
	}
	if err := CheckKindName(name); err != nil {
		errs = append(errs, src.Errorf(at+".name", "%v", err))
	}
	var k engine.Kind
	id, exists := cat.Lookup(name)
	if exists {
		k = *cat.Kind(id)
	} else {
		k = engine.Kind{Name: name, Special: engine.SpecialOf(name), Rule: "none"}
		if (ks.Combat == nil || ks.Speed == nil) && !broken {
			errs = append(errs, src.Errorf(at, "kind %q: a new kind needs six combat and six speed numbers", name))
		}
	}
	for _, f := range []struct {
		key  string
		vals []int
		dst  *[6]int8
		max  int
	}{{"combat", ks.Combat, &k.Combat, engine.MaxCombat}, {"speed", ks.Speed, &k.Speed, engine.MaxSpeed}} {
		if f.vals == nil {
			continue
		}
		if len(f.vals) != 6 {
			problem(f.key, "%s has %s; want six (front, front-right, back-right, back, back-left, front-left)", f.key, countOf(len(f.vals), "number"))
			continue
		}
		for s, v := range f.vals {
			if v < 0 || v > f.max {
				problem(fmt.Sprintf("%s[%d]", f.key, s), "%s %d on the %v side is outside 0..%d", f.key, v, engine.Side(s), f.max)
				continue
			}
			f.dst[s] = int8(v)
		}
	}
	if ks.Special != "" {
		sp, err := engine.ParseSpecial(ks.Special)
		if err != nil {
			problem("special", "%v%s", err, specialHint(ks.Special))
		}
		k.Special = sp
	}
	if ks.Rule != "" {
		k.Rule = ks.Rule
	}
	if ks.Count != "" {
		lo, hi, err := parseCount(ks.Count)
		if err != nil {
			problem("count", "%v", err)
		}
		k.DeckMin, k.DeckMax = lo, hi
	}
	fillSpecial(cat, &k, exists, ks.Special != "")
	if len(errs) > 0 || broken {
		return errs
	}
	if _, err := cat.Put(k); err != nil {
		return []error{src.Errorf(at, "%v", err)}
	}
	return nil
}

// fillSpecial keeps a kind's special rule and its rule text together. A new
// kind that names no special and whose rule text is word for word that of
// a special kind of cat follows that rule: it is such a kind renamed in a
// copy of the catalogue file ("Harpy" made "Fury"), which otherwise showed
// the Harpy's text on its card and played as a plain kind. A kind that
// follows a special rule and has no rule text ("none", as the dumped file
// writes it for a plain kind given a special) takes the text of the kind
// named after that rule, where its card said "Skeleton rule: no special
// rule".
func fillSpecial(cat *engine.Catalogue, k *engine.Kind, exists, specialGiven bool) {
	if !exists && !specialGiven && k.Special == engine.Plain && hasRuleText(k.Rule) {
		for _, o := range cat.Kinds() {
			if o.Special != engine.Plain && strings.TrimSpace(o.Rule) == strings.TrimSpace(k.Rule) {
				k.Special = o.Special
				break
			}
		}
	}
	if k.Special == engine.Plain || hasRuleText(k.Rule) {
		return
	}
	if id, ok := cat.Lookup(k.Special.String()); ok {
		if o := cat.Kind(id); o.Special == k.Special && hasRuleText(o.Rule) {
			k.Rule = o.Rule
		}
	}
}

// hasRuleText reports whether a kind's rule text says something: it is not
// empty, nor "none".
func hasRuleText(rule string) bool {
	r := strings.TrimSpace(rule)
	return r != "" && r != "none"
}

// specialHint suggests the special rule an unknown name misspells, or lists
// them all.
func specialHint(name string) string {
	var names []string
	for sp := engine.Special(0); sp.String() != "?"; sp++ {
		names = append(names, sp.String())
	}
	if s := suggest(name, names); s != "" {
		return fmt.Sprintf(" (did you mean %q?)", s)
	}
	return " (want " + strings.Join(names, ", ") + ")"
}

// kindNamePunct is the punctuation a kind name may hold besides letters,
// digits, marks and spaces.
const kindNamePunct = "-'._()&+!?"

// CheckKindName refuses a kind name that could not be written in a
// position code or an order and read back: the code separates its fields
// with spaces, "|", "/", "," and ":". A name holds letters, digits, marks,
// spaces and the punctuation - ' . _ ( ) & + ! ?, and at least one letter
// or digit.
func CheckKindName(name string) error {
	word := false
	for _, r := range name {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsNumber(r):
			word = true
		case unicode.IsMark(r) || r == ' ' || strings.ContainsRune(kindNamePunct, r):
		default:
			return fmt.Errorf("kind name %q: %q cannot be part of a kind name, which position codes and orders carry (use letters, digits, spaces and %s)", name, r, strings.Join(strings.Split(kindNamePunct, ""), " "))
		}
	}
	if !word {
		return fmt.Errorf("kind name %q: a kind name needs a letter or a digit", name)
	}
	return nil
}

// parseCount reads a deck count: "15-20", "1" or "?".
func parseCount(s string) (int, int, error) {
	s = strings.TrimSpace(s)
	if s == "?" {
		return 0, 0, nil
	}
	lo, hi, isRange := strings.Cut(s, "-")
	a, err1 := strconv.Atoi(strings.TrimSpace(lo))
	b := a
	var err2 error
	if isRange {
		b, err2 = strconv.Atoi(strings.TrimSpace(hi))
	}
	if err1 == nil && err2 == nil && a >= 0 && b < a {
		return 0, 0, fmt.Errorf("count %q: a range goes from the smaller number to the larger (\"%d-%d\")", s, b, a)
	}
	if err1 != nil || err2 != nil || a < 0 || b < a {
		return 0, 0, fmt.Errorf("count %q: want a number, a range such as \"15-20\", or \"?\"", s)
	}
	return a, b, nil
}

// CountText writes a kind's deck count as the catalogue does.
func CountText(k *engine.Kind) string {
	switch {
	case k.DeckMax == 0:
		return "?"
	case k.DeckMin == k.DeckMax:
		return strconv.Itoa(k.DeckMin)
	}
	return fmt.Sprintf("%d-%d", k.DeckMin, k.DeckMax)
}

// readKinds reads the [[kind]] tables into specs, one a table in the order
// of the file. broken[i] says that table i had a value of the wrong type (or
// an unknown key), reported here: that value is left out of specs[i], so
// that applyKinds checks the others without reporting it twice.
func readKinds(root *table) (specs []KindSpec, broken []bool) {
	tables := root.tables("kind", func(i int) string { return fmt.Sprintf("kind %d", i+1) })
	if len(tables) == 0 {
		return nil, nil
	}
	if a, _ := root.array("kind"); len(a) != len(tables) {
		// An element that is not a table (reported): the paths of the
		// others would not match their places.
		return nil, nil
	}
	for _, t := range tables {
		before := len(t.c.errs)
		var ks KindSpec
		ks.Name, _ = t.str("name")
		if ks.Name != "" {
			t.who = fmt.Sprintf("kind %q", ks.Name)
		}
		if c, ok := t.str("count"); ok {
			if strings.TrimSpace(c) == "" {
				t.errorAt(t.at("count"), "count %q: want a number, a range such as \"15-20\", or \"?\"", c)
			} else {
				ks.Count = c
			}
		}
		ks.Rule, _ = t.str("rule")
		ks.Special, _ = t.str("special")
		var ok bool
		if ks.Combat, ok = t.ints("combat"); !ok {
			ks.Combat = nil
		}
		if ks.Speed, ok = t.ints("speed"); !ok {
			ks.Speed = nil
		}
		t.done()
		specs = append(specs, ks)
		broken = append(broken, len(t.c.errs) > before)
	}
	return specs, broken
}

// countOf says n things: "1 number", "3 numbers", "no numbers".
func countOf(n int, thing string) string {
	switch n {
	case 0:
		return "no " + thing + "s"
	case 1:
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// PinKind returns the [[kind]] table that pins k in a pack: its numbers,
// and its deck count, rule text and special rule where they are not those
// of the default catalogue's kind of that name (all three for a kind the
// default catalogue lacks). The pack read over the default catalogue then
// plays k as given: `generate --kinds` pinned the numbers alone, so a
// special rule the catalogue file gave a kind was lost.
func PinKind(k *engine.Kind) KindSpec {
	ks := KindSpec{Name: k.Name}
	for i := range k.Combat {
		ks.Combat = append(ks.Combat, int(k.Combat[i]))
		ks.Speed = append(ks.Speed, int(k.Speed[i]))
	}
	def := DefaultCatalogue()
	id, known := def.Lookup(k.Name)
	if !known {
		ks.Count, ks.Rule, ks.Special = CountText(k), k.Rule, k.Special.String()
		return ks
	}
	d := def.Kind(id)
	if CountText(d) != CountText(k) {
		ks.Count = CountText(k)
	}
	if strings.TrimSpace(d.Rule) != strings.TrimSpace(k.Rule) && strings.TrimSpace(k.Rule) != "" {
		ks.Rule = k.Rule
	}
	if d.Special != k.Special {
		ks.Special = k.Special.String()
	}
	return ks
}

// catalogueAsPack is the problem of a catalogue file read where a pack
// goes (`birdcrab check my-pieces.toml`): a [catalogue] table, as `birdcrab
// pieces --dump` writes, and no [pack], puzzle or lesson. It said only
// `unknown key "catalogue"`.
func catalogueAsPack(src *Source, m map[string]any) error {
	if _, ok := m["catalogue"]; !ok {
		return nil
	}
	for _, key := range []string{"pack", "puzzle", "lesson"} {
		if _, ok := m[key]; ok {
			return nil
		}
	}
	e, _ := src.Errorf("catalogue", "a catalogue file of kinds, not a pack: give it with --pieces %s (generate: --kinds %s) to a command that reads a pack or a code", src.Name, src.Name).(*FileError)
	return Errors{e}
}

// CatalogueChanges says what a catalogue file does to the default
// catalogue, cat being the catalogue it gave: the default kinds it changes
// (numbers, deck count, rule or special rule), the kinds it adds, and, for
// a file whose [[kind]] tables (data, nil when unknown) name at least half
// the default kinds, as a corrected copy of `birdcrab pieces --dump` does,
// the default kinds it leaves out. A catalogue file cannot remove or
// rename a kind: those keep their default values, and a new name adds a
// kind, which a club that renamed or deleted a table was not told.
func CatalogueChanges(data []byte, cat *engine.Catalogue) (changed, added, left []string) {
	def := DefaultCatalogue()
	for _, k := range cat.Kinds() {
		id, ok := def.Lookup(k.Name)
		switch {
		case !ok:
			added = append(added, k.Name)
		case !sameKind(def.Kind(id), &k):
			changed = append(changed, k.Name)
		}
	}
	named := map[string]bool{}
	var m map[string]any
	if data != nil && decodeTOML(string(data), &m) == nil {
		tables, _ := m["kind"].([]map[string]any)
		for _, t := range tables {
			if name, ok := t["name"].(string); ok {
				named[engine.NormName(name)] = true
			}
		}
	}
	if 2*len(named) < def.Len() {
		return changed, added, nil
	}
	for _, k := range def.Kinds() {
		if !named[engine.NormName(k.Name)] {
			left = append(left, k.Name)
		}
	}
	return changed, added, left
}

// sameKind reports whether two kinds have the same numbers, deck count,
// rule text and special rule.
func sameKind(a, b *engine.Kind) bool {
	return a.Combat == b.Combat && a.Speed == b.Speed && a.DeckMin == b.DeckMin && a.DeckMax == b.DeckMax &&
		strings.TrimSpace(a.Rule) == strings.TrimSpace(b.Rule) && a.Special == b.Special
}

// PinnedOver returns the kinds whose numbers a catalogue file changes (base
// is the default catalogue with the file laid over it) and the pack's own
// [[kind]] tables set otherwise: for them the pack's numbers hold, not the
// file's. The shipped packs pin every kind's numbers, so a club's
// `--pieces` file changed none of them, and nothing said so.
func PinnedOver(base *engine.Catalogue, pk *Pack) []string {
	def := DefaultCatalogue()
	var names []string
	for _, ks := range pk.Kinds {
		bid, ok := base.Lookup(ks.Name)
		pid, ok2 := pk.cat.Lookup(ks.Name)
		if !ok || !ok2 || ks.Combat == nil && ks.Speed == nil {
			continue
		}
		b, p := base.Kind(bid), pk.cat.Kind(pid)
		if did, inDefault := def.Lookup(ks.Name); inDefault && def.Kind(did).Combat == b.Combat && def.Kind(did).Speed == b.Speed {
			continue // the file left its numbers as they are
		}
		if p.Combat != b.Combat || p.Speed != b.Speed {
			names = append(names, b.Name)
		}
	}
	return names
}

// PinnedNote is what a command says when the pack pins numbers that the
// catalogue file at pieces changes (see PinnedOver); "" when it pins none.
func PinnedNote(base *engine.Catalogue, pk *Pack, pieces string) string {
	names := PinnedOver(base, pk)
	if len(names) == 0 {
		return ""
	}
	return fmt.Sprintf("%s sets numbers of %s in its [[kind]] tables: where they differ from those of %s, the pack's hold for its puzzles and lessons", pk.File, engine.AndList(names), FileName(pieces))
}
