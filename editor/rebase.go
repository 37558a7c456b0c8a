package editor

import (
	"reflect"
	"slices"
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
