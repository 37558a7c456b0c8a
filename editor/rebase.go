package editor

import (
	"fmt"
	"maps"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

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
	out, renamed := rebasePuzzles(cat, s.packPuzzles(), clean.packPuzzles(), theirs.packPuzzles())
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
	id := s.Puzzle.ID
	if to, ok := renamed[id]; ok {
		id = to
	}
	j := indexID(out, id)
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
// to was laid over them (see rebaseOnto), and the puzzles of mine renamed
// on the way (old id to new): a puzzle new in mine whose id theirs gave a
// different new puzzle too keeps its place under a free id (sameNewIDs),
// where it replaced the other program's puzzle. The order is mine's when
// mine changed it (K and J in L), else theirs': the rebase built the list
// in theirs' order, and u after r dropped an unsaved reorder. A puzzle
// only one side holds goes after the nearest puzzle before it on its own
// side that the list holds (first when none does): one added after a
// puzzle the disk removed went to the top.
func rebasePuzzles(cat *engine.Catalogue, mine, was, theirs []PuzzleData) ([]PuzzleData, map[string]string) {
	renamed := sameNewIDs(mine, was, theirs)
	mine = renamedPuzzles(mine, renamed)
	wasBy := byID(was)
	// changed reports whether s made pd what it is: added it, or changed
	// what its file holds of it since clean.
	changed := func(pd PuzzleData) bool {
		w, ok := wasBy[pd.Meta.ID]
		return !ok || !sameFiled(pd, w)
	}
	out := laidOver(cat, mine, was, theirs, changed)
	// The puzzles s added, or changed where theirs removed them.
	var added []int
	kept := byID(out)
	for i, m := range mine {
		if _, ok := kept[m.Meta.ID]; !ok && changed(m) {
			added = append(added, i)
		}
	}
	if !orderChanged(mine, was) {
		for _, i := range added {
			out = placeAfter(out, mine, i, mine[i])
		}
		return out, renamed
	}
	return inOrderOf(mine, theirs, out, added), renamed
}

// renamedPuzzles returns pds with the ids renamed maps renamed.
func renamedPuzzles(pds []PuzzleData, renamed map[string]string) []PuzzleData {
	if len(renamed) == 0 {
		return pds
	}
	pds = slices.Clone(pds)
	for i := range pds {
		if id, ok := renamed[pds[i].Meta.ID]; ok {
			pds[i].Meta.ID = id
		}
	}
	return pds
}

// laidOver returns the puzzles of theirs, in its order, each as mine has
// it where changed says mine changed it, none where mine removed it.
func laidOver(cat *engine.Catalogue, mine, was, theirs []PuzzleData, changed func(PuzzleData) bool) []PuzzleData {
	wasBy, mineBy := byID(was), byID(mine)
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
	return out
}

// inOrderOf returns the puzzles of out and those of mine at added in
// mine's order, those only theirs holds each after the nearest puzzle
// before it in theirs.
func inOrderOf(mine, theirs, out []PuzzleData, added []int) []PuzzleData {
	mineBy, outBy := byID(mine), byID(out)
	var seq []PuzzleData
	for i, m := range mine {
		if pd, ok := outBy[m.Meta.ID]; ok {
			seq = append(seq, pd)
		} else if slices.Contains(added, i) {
			seq = append(seq, m)
		}
	}
	for i, pd := range theirs {
		_, inOut := outBy[pd.Meta.ID]
		if _, inMine := mineBy[pd.Meta.ID]; !inMine && inOut {
			seq = placeAfter(seq, theirs, i, pd)
		}
	}
	return seq
}

// indexID returns the index of puzzle id in pds, -1 when none has it.
func indexID(pds []PuzzleData, id string) int {
	return slices.IndexFunc(pds, func(pd PuzzleData) bool { return pd.Meta.ID == id })
}

// placeAfter inserts pd, puzzle i of src, into seq after the nearest
// puzzle before it in src that seq holds; first when none does.
func placeAfter(seq, src []PuzzleData, i int, pd PuzzleData) []PuzzleData {
	for j := i - 1; j >= 0; j-- {
		if k := indexID(seq, src[j].Meta.ID); k >= 0 {
			return slices.Insert(seq, k+1, pd)
		}
	}
	return slices.Insert(seq, 0, pd)
}

// orderChanged reports whether the puzzles both a and b hold come in
// another order in a than in b: puzzles added or removed are no change
// of order.
func orderChanged(a, b []PuzzleData) bool {
	return !slices.Equal(commonIDs(a, b), commonIDs(b, a))
}

// commonIDs returns the ids of the puzzles of a that b holds too, in a's
// order.
func commonIDs(a, b []PuzzleData) []string {
	in := byID(b)
	var ids []string
	for _, pd := range a {
		if _, ok := in[pd.Meta.ID]; ok {
			ids = append(ids, pd.Meta.ID)
		}
	}
	return ids
}

// sameNewIDs returns, for each puzzle of mine that was does not hold and
// theirs holds as a different puzzle also new (another program added a
// puzzle of the same id: both suggested puzzle-1), a free id for mine's:
// ID-2, ID-3 ..., one neither side uses.
func sameNewIDs(mine, was, theirs []PuzzleData) map[string]string {
	wasBy, theirsBy, mineBy := byID(was), byID(theirs), byID(mine)
	var renamed map[string]string
	for _, m := range mine {
		id := m.Meta.ID
		t, inT := theirsBy[id]
		if _, inW := wasBy[id]; inW || !inT || sameFiled(m, t) {
			continue
		}
		for n := 2; ; n++ {
			free := fmt.Sprintf("%s-%d", id, n)
			_, usedT := theirsBy[free]
			_, usedM := mineBy[free]
			if _, usedW := wasBy[free]; !usedT && !usedM && !usedW && !slices.Contains(slices.Collect(maps.Values(renamed)), free) {
				if renamed == nil {
					renamed = map[string]string{}
				}
				renamed[id] = free
				break
			}
		}
	}
	return renamed
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

// packOrderName names the order of the pack's puzzles among the puzzles'
// ids overwritten and changedOnDisk return: another program's reorder
// was named nowhere ("No puzzle changed on disk"), and o dropped it.
const packOrderName = "the order of the puzzles"

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
	if orderChanged(d.theirs.packPuzzles(), d.clean.packPuzzles()) && orderChanged(st.packPuzzles(), d.theirs.packPuzzles()) {
		add(packOrderName)
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
	case samePuzzle(clean, theirs, id):
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

// samePuzzle reports whether a and b hold the puzzle id alike, as its file
// holds it (sameFiled), or both none.
func samePuzzle(a, b map[string]PuzzleData, id string) bool {
	pa, inA := a[id]
	pb, inB := b[id]
	return inA == inB && (!inA || sameFiled(pa, pb))
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
	return fmt.Sprintf("; your version replaced %s, changed on disk too: the disk's %s kept in %s (%s)",
		namesText(names), verb, filepath.Base(BackupPath(e.doc.Path)), e.fileWas)
}

// namesText words what overwritten names, the pack's title and the
// order of its puzzles first: "the pack's title and puzzles a and b".
func namesText(names []string) string {
	var words []string
	for len(names) > 0 && (names[0] == packTitleName || names[0] == packOrderName) {
		words, names = append(words, names[0]), names[1:]
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
	renamed := sameNewIDs(mine.packPuzzles(), clean.packPuzzles(), theirs.packPuzzles())
	var both []string
	for _, name := range names {
		if _, ok := renamed[name]; ok {
			continue // kept both (sameIDsNote)
		}
		changed := !samePuzzle(was, now, name)
		switch name {
		case packTitleName:
			changed = mine.Pack.Base.Title != clean.Pack.Base.Title
		case packOrderName:
			changed = orderChanged(mine.packPuzzles(), clean.packPuzzles())
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
	disk, both = packChanges(clean, theirs, mine)
	was, now, ours := byID(clean.packPuzzles()), byID(theirs.packPuzzles()), byID(mine.packPuzzles())
	renamed := sameNewIDs(mine.packPuzzles(), clean.packPuzzles(), theirs.packPuzzles())
	for _, id := range diskOrder(clean, theirs) {
		if samePuzzle(was, now, id) {
			continue
		}
		disk = append(disk, id)
		if _, ok := renamed[id]; ok {
			continue // two puzzles: u keeps both (sameIDsNote)
		}
		if !samePuzzle(was, ours, id) {
			both = append(both, id)
		}
	}
	return disk, both
}

// packChanges is changedOnDisk's part of the pack as a whole: its title,
// the order of its puzzles.
func packChanges(clean, theirs, mine State) (disk, both []string) {
	if clean.Pack.Base.Title != theirs.Pack.Base.Title {
		disk = append(disk, packTitleName)
		if mine.Pack.Base.Title != clean.Pack.Base.Title {
			both = append(both, packTitleName)
		}
	}
	if orderChanged(theirs.packPuzzles(), clean.packPuzzles()) {
		disk = append(disk, packOrderName)
		if orderChanged(mine.packPuzzles(), clean.packPuzzles()) {
			both = append(both, packOrderName)
		}
	}
	return disk, both
}

// diskChangeNote says, for the changed-on-disk question of a pack, what
// the other program changed (the question named no puzzle), and what the
// editor changed too: u after r puts the editor's version of those back.
// theirs is the file as read now, of the editor's kinds. "" when it or
// the document is no pack.
func (e *Editor) diskChangeNote(theirs State) string {
	clean, ok := e.doc.Clean()
	mine := e.doc.State()
	if !ok || mine.Pack == nil || theirs.Pack == nil || clean.Pack == nil {
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
	return note + sameIDsNote(clean, theirs, mine, "after r, u keeps both, yours as ")
}

// sameIDsNote says which puzzles the editor added that another program
// added too, as a different puzzle of the same id (sameNewIDs), and what
// becomes of them: what says it ("after r, u keeps both, yours as "), and
// the new id follows. "" for none.
func sameIDsNote(clean, theirs, mine State, what string) string {
	renamed := sameNewIDs(mine.packPuzzles(), clean.packPuzzles(), theirs.packPuzzles())
	var notes []string
	for _, pd := range mine.packPuzzles() {
		if to, ok := renamed[pd.Meta.ID]; ok {
			notes = append(notes, fmt.Sprintf("Puzzle %s is new here and on disk, a different puzzle with the same id: %s%s.", pd.Meta.ID, what, to))
		}
	}
	if len(notes) == 0 {
		return ""
	}
	return strings.Join(notes, " ") + " "
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
