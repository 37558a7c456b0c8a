package editor

import (
	"fmt"
	"path/filepath"
	"reflect"
	"slices"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
)

// rebaseOnto returns s, a version of a pack whose file held clean, as
// the same edits made on theirs, the file as another program changed it
// since: each puzzle s changed, added or removed since clean is so in the
// result, every other puzzle is as theirs has it, and so is the rest of
// the pack (its title too, unless s changed it). A reload keeps its undo
// history so: u after r brought the whole edited version back, and the
// next save took back every table changed on disk, puzzles the editor
// never touched included. Only what the file holds counts as a change:
// orders it does not keep (the opponent's under hold) made a puzzle the
// editor's, and u then wrote the editor's old copy of it over the other
// program's change; they are laid over the disk's puzzle instead
// (carryUnfiled). s is returned as it is when it, clean or theirs is not a
// pack.
func rebaseOnto(cat *engine.Catalogue, s, clean, theirs State) State {
	if s.Pack == nil || clean.Pack == nil || theirs.Pack == nil {
		return s
	}
	out := rebasePuzzles(cat, s.packPuzzles(), clean.packPuzzles(), theirs.packPuzzles())
	pd := &PackData{Base: theirs.Pack.Base, Puzzles: out, Cur: -1}
	if s.Pack.Base != clean.Pack.Base && s.Pack.Base.Title != clean.Pack.Base.Title {
		base := *theirs.Pack.Base
		base.Title = s.Pack.Base.Title
		pd.Base = &base
	}
	res := State{Pos: s.Pos, Orders: s.Orders.Clone(), Pack: pd}
	if !s.onPuzzle() {
		return res
	}
	j := slices.IndexFunc(out, func(p PuzzleData) bool { return p.Meta.ID == s.Puzzle.ID })
	if j < 0 {
		// Removed on disk, and not changed in the editor: its
		// position stays on the board, no longer a puzzle.
		return res
	}
	if SwitchPuzzle(j)(&res) != nil {
		return s
	}
	return res
}

// rebasePuzzles returns the puzzles of theirs with the changes mine made
// to was laid over them (see rebaseOnto).
func rebasePuzzles(cat *engine.Catalogue, mine, was, theirs []PuzzleData) []PuzzleData {
	wasBy := byID(was)
	// changed reports whether s made pd what it is: added it, or changed
	// what its file holds of it since clean.
	changed := func(pd PuzzleData) bool {
		w, ok := wasBy[pd.Meta.ID]
		return !ok || !sameFiled(pd, w)
	}
	mineBy := byID(mine)
	var out []PuzzleData
	for _, pd := range theirs {
		id := pd.Meta.ID
		m, inMine := mineBy[id]
		w, inWas := wasBy[id]
		switch {
		case inMine && changed(m):
			out = append(out, m)
		case inWas && !inMine:
			// s removed it.
		case inMine && inWas:
			out = append(out, carryUnfiled(cat, pd, m, w))
		default:
			out = append(out, pd)
		}
	}
	// The puzzles s added, or changed where theirs removed them, go
	// after the puzzle before them in s.
	for i, m := range mine {
		has := func(pd PuzzleData) bool { return pd.Meta.ID == m.Meta.ID }
		if slices.ContainsFunc(out, has) || !changed(m) {
			continue
		}
		at := 0
		if i > 0 {
			prev := mine[i-1].Meta.ID
			at = slices.IndexFunc(out, func(pd PuzzleData) bool { return pd.Meta.ID == prev }) + 1
		}
		out = slices.Insert(out, at, m)
	}
	return out
}

// filedPuzzle returns pd as its file holds it: without the orders the
// file does not keep (fileOrders).
func filedPuzzle(pd PuzzleData) PuzzleData {
	pd.Orders, _ = filedOrders(&pd.Meta, pd.Orders.Clone())
	return pd
}

// sameFiled reports whether the files of a and b hold the same puzzle:
// orders a file does not keep (tried out in the editor) are no change.
func sameFiled(a, b PuzzleData) bool {
	return reflect.DeepEqual(filedPuzzle(a), filedPuzzle(b))
}

// carryUnfiled returns theirs, the disk's version of a puzzle whose file
// part the editor did not change (mine, was as last read or saved), with
// the orders the editor tried out on it and the file does not keep laid
// over it: each player's that mine changed and theirs did not, that the
// file of theirs still would not keep, as far as they are legal on its
// position (pruneOrders). The file part stays the disk's.
func carryUnfiled(cat *engine.Catalogue, theirs, mine, was PuzzleData) PuzzleData {
	st := State{Pos: theirs.Pos, Orders: theirs.Orders.Clone()}
	carried := false
	for i, os := range mine.Orders {
		if len(os) == 0 || slices.Equal(os, was.Orders[i]) || !slices.Equal(theirs.Orders[i], was.Orders[i]) || notFiled(&theirs.Meta, i+1, os) == "" {
			continue
		}
		st.Orders[i] = slices.Clone(os)
		carried = true
	}
	if !carried {
		return theirs
	}
	if cat != nil {
		pruneOrders(cat, &st)
	}
	out := theirs
	out.Orders = st.Orders
	if !sameFiled(out, theirs) {
		return theirs // never a change to what the file holds
	}
	return out
}

// diskEdits is what the changed-on-disk question's r read into file: the
// pack as last read or saved (clean) and as another program left it
// (theirs). u after r lays the editor's changes over theirs (rebaseOnto),
// its own version of a puzzle included where the other program changed
// that one too: the save then replaced the other program's version, kept
// only in the .bak, and said nothing. told holds what a save named.
type diskEdits struct {
	file          *fileio.Tracked
	clean, theirs State
	told          map[string]bool
}

// packTitleName names the pack's title among the puzzles' ids
// overwritten returns.
const packTitleName = "the pack's title"

// overwritten returns what another program changed on disk (a puzzle it
// changed, added or removed, the pack's title) that st, the version saved,
// has otherwise: what the save replaced with the editor's version. Each
// is named once.
func (d *diskEdits) overwritten(st *State) []string {
	if d == nil || st.Pack == nil || d.clean.Pack == nil || d.theirs.Pack == nil {
		return nil
	}
	var out []string
	add := func(name string) {
		if !d.told[name] {
			d.told[name] = true
			out = append(out, name)
		}
	}
	if ct, tt := d.clean.Pack.Base.Title, d.theirs.Pack.Base.Title; ct != tt && st.Pack.Base.Title != tt {
		add(packTitleName)
	}
	clean, theirs, mine := byID(d.clean.packPuzzles()), byID(d.theirs.packPuzzles()), byID(st.packPuzzles())
	for _, id := range diskOrder(d.clean, d.theirs) {
		if diskChangeLost(clean, theirs, mine, id) {
			add(id)
		}
	}
	return out
}

// diskChangeLost reports whether another program changed puzzle id on
// disk (clean to theirs) and mine, the version saved, lost some of that
// change: it removed the puzzle, brought it back, or holds otherwise a
// part of it (a cell, a piece's facing, a key of its table) that the other
// program changed. Only what the file holds counts. An edit made on the
// disk's version after a reload keeps the disk's change, and is no loss:
// "your version replaced puzzle p1" was said of a puzzle whose .bak
// differed only by the editor's own new change.
func diskChangeLost(clean, theirs, mine map[string]PuzzleData, id string) bool {
	c, inC := clean[id]
	t, inT := theirs[id]
	m, inM := mine[id]
	switch {
	case inC == inT && (!inC || sameFiled(c, t)):
		return false // not changed on disk
	case inC && inT && inM:
		return partLost(reflect.ValueOf(filedPuzzle(c)), reflect.ValueOf(filedPuzzle(t)), reflect.ValueOf(filedPuzzle(m)))
	case inT && inM:
		return !sameFiled(t, m)
	}
	return inT != inM
}

// partLost walks three versions of a value part by part (the fields of a
// struct, the elements of an array: a cell of the board, a piece's
// facing; a slice is one part) and reports whether a part that theirs
// changed since was is otherwise in mine.
func partLost(was, theirs, mine reflect.Value) bool {
	switch was.Kind() {
	case reflect.Struct:
		for i := range was.NumField() {
			if partLost(was.Field(i), theirs.Field(i), mine.Field(i)) {
				return true
			}
		}
		return false
	case reflect.Array:
		for i := range was.Len() {
			if partLost(was.Index(i), theirs.Index(i), mine.Index(i)) {
				return true
			}
		}
		return false
	}
	w, t, m := was.Interface(), theirs.Interface(), mine.Interface()
	return !reflect.DeepEqual(w, t) && !reflect.DeepEqual(m, t)
}

// diskOrder returns the ids of the puzzles of theirs, in its order, then
// those of clean that theirs removed.
func diskOrder(clean, theirs State) []string {
	var ids []string
	now := byID(theirs.packPuzzles())
	for _, pd := range theirs.packPuzzles() {
		ids = append(ids, pd.Meta.ID)
	}
	for _, pd := range clean.packPuzzles() {
		if _, ok := now[pd.Meta.ID]; !ok {
			ids = append(ids, pd.Meta.ID)
		}
	}
	return ids
}

// byID indexes puzzles by their ids.
func byID(pds []PuzzleData) map[string]PuzzleData {
	m := make(map[string]PuzzleData, len(pds))
	for _, pd := range pds {
		m[pd.Meta.ID] = pd
	}
	return m
}

// overwrittenNote says, for the message of a save that kept the file as
// reloaded as the backup, what another program changed on disk that the
// save replaced with the editor's version, and that the backup has the
// other version: "" for nothing.
func (e *Editor) overwrittenNote(st *State) string {
	if e.diskEdits == nil || e.diskEdits.file != e.file {
		return ""
	}
	names := e.diskEdits.overwritten(st)
	if len(names) == 0 {
		return ""
	}
	verb := "is"
	if len(names) > 1 {
		verb = "are"
	}
	return fmt.Sprintf("; your version replaced %s, changed on disk too: the disk's %s kept in %s (the file as reloaded)",
		namesText(names), verb, filepath.Base(BackupPath(e.doc.Path)))
}

// namesText words what overwritten names, the pack's title first:
// "the pack's title and puzzles a and b".
func namesText(names []string) string {
	var words []string
	if len(names) > 0 && names[0] == packTitleName {
		words, names = []string{packTitleName}, names[1:]
	}
	return engine.AndList(append(words, ids(names)...))
}

// ids names puzzles by their ids: "puzzle a", "puzzles a and b" as one
// word of a list; none for none.
func ids(names []string) []string {
	switch len(names) {
	case 0:
		return nil
	case 1:
		return []string{"puzzle " + names[0]}
	}
	return []string{"puzzles " + engine.AndList(names)}
}

// bothSides says, for the message of a reload, what both the editor
// (mine) and another program changed since clean, which u puts back as
// the editor has it: "" for nothing.
func bothSides(clean, theirs, mine State) string {
	d := &diskEdits{clean: clean, theirs: theirs, told: map[string]bool{}}
	names := d.overwritten(&mine)
	was, now := byID(clean.packPuzzles()), byID(mine.packPuzzles())
	var both []string
	for _, name := range names {
		w, inW := was[name]
		n, inN := now[name]
		changed := inW != inN || inW && !sameFiled(w, n)
		if name == packTitleName {
			changed = mine.Pack.Base.Title != clean.Pack.Base.Title
		}
		if changed {
			both = append(both, name)
		}
	}
	if len(both) == 0 {
		return ""
	}
	return " (" + namesText(both) + " changed on disk too: u puts your version back over the disk's, which the next save keeps in the .bak)"
}

// changedOnDisk names what another program changed in the pack's file
// since clean, as theirs holds it (the pack's title, puzzles changed,
// added or removed), and of those, what mine changed too; only what the
// file holds counts.
func changedOnDisk(clean, theirs, mine State) (disk, both []string) {
	if clean.Pack == nil || theirs.Pack == nil || mine.Pack == nil {
		return nil, nil
	}
	if clean.Pack.Base.Title != theirs.Pack.Base.Title {
		disk = append(disk, packTitleName)
		if mine.Pack.Base.Title != clean.Pack.Base.Title {
			both = append(both, packTitleName)
		}
	}
	was, now, ours := byID(clean.packPuzzles()), byID(theirs.packPuzzles()), byID(mine.packPuzzles())
	for _, id := range diskOrder(clean, theirs) {
		c, inC := was[id]
		t, inT := now[id]
		if inC == inT && (!inC || sameFiled(c, t)) {
			continue
		}
		disk = append(disk, id)
		if m, inM := ours[id]; inC != inM || inC && !sameFiled(c, m) {
			both = append(both, id)
		}
	}
	return disk, both
}

// diskChangeNote says, for the changed-on-disk question of a pack, what
// the other program changed (the question named no puzzle), and what the
// editor changed too: u after r puts the editor's version of those back.
// "" when the file cannot be read, or is no pack.
func (e *Editor) diskChangeNote() string {
	clean, ok := e.doc.Clean()
	mine := e.doc.State()
	if !ok || mine.Pack == nil {
		return ""
	}
	theirs, cat, _, err := openDoc(e.opts.baseCat(), e.doc.Path)
	if err != nil || !sameKinds(cat, e.cat) || theirs.Pack == nil || clean.Pack == nil {
		return ""
	}
	disk, both := changedOnDisk(clean, theirs, mine)
	if len(disk) == 0 {
		return "No puzzle changed on disk, nor the pack's title: the change is elsewhere in the file (comments, lessons, the header). "
	}
	note := "Changed on disk: " + namesText(fewNames(disk)) + ". "
	if len(both) > 0 {
		note += "You changed " + namesText(fewNames(both)) + " too: after r, u puts your version back over the disk's. "
	}
	return note
}

// fewNamesMax is the most names fewNames keeps.
const fewNamesMax = 8

// fewNames cuts a list of names for a question's note to fewNamesMax,
// the last one then saying how many more there are: a pack of hundreds
// of puzzles all changed on disk filled the screen.
func fewNames(names []string) []string {
	if len(names) <= fewNamesMax {
		return names
	}
	keep := fewNamesMax - 1
	return append(slices.Clip(names[:keep]), fmt.Sprintf("%d more", len(names)-keep))
}
