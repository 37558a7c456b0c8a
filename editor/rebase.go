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
// never touched included. s is returned as it is when it, clean or theirs
// is not a pack.
func rebaseOnto(s, clean, theirs State) State {
	if s.Pack == nil || clean.Pack == nil || theirs.Pack == nil {
		return s
	}
	out := rebasePuzzles(s.packPuzzles(), clean.packPuzzles(), theirs.packPuzzles())
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
func rebasePuzzles(mine, was, theirs []PuzzleData) []PuzzleData {
	wasBy := map[string]PuzzleData{}
	for _, pd := range was {
		wasBy[pd.Meta.ID] = pd
	}
	// changed reports whether s made pd what it is: added it, or changed
	// it since clean.
	changed := func(pd PuzzleData) bool {
		w, ok := wasBy[pd.Meta.ID]
		return !ok || !reflect.DeepEqual(pd, w)
	}
	mineBy := map[string]PuzzleData{}
	for _, pd := range mine {
		mineBy[pd.Meta.ID] = pd
	}
	var out []PuzzleData
	for _, pd := range theirs {
		id := pd.Meta.ID
		m, inMine := mineBy[id]
		_, inWas := wasBy[id]
		switch {
		case inMine && changed(m):
			out = append(out, m)
		case inWas && !inMine:
			// s removed it.
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
	var ids []string
	for _, pd := range d.theirs.packPuzzles() {
		ids = append(ids, pd.Meta.ID)
	}
	for _, pd := range d.clean.packPuzzles() {
		if _, ok := theirs[pd.Meta.ID]; !ok {
			ids = append(ids, pd.Meta.ID)
		}
	}
	for _, id := range ids {
		if !samePuzzle(clean, theirs, id) && !samePuzzle(mine, theirs, id) {
			add(id)
		}
	}
	return out
}

// byID indexes puzzles by their ids.
func byID(pds []PuzzleData) map[string]PuzzleData {
	m := make(map[string]PuzzleData, len(pds))
	for _, pd := range pds {
		m[pd.Meta.ID] = pd
	}
	return m
}

// samePuzzle reports whether a and b hold the puzzle id alike, or both
// none.
func samePuzzle(a, b map[string]PuzzleData, id string) bool {
	pa, inA := a[id]
	pb, inB := b[id]
	return inA == inB && (!inA || reflect.DeepEqual(pa, pb))
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
		changed := !samePuzzle(was, now, name)
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
