package editor

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
)

// openAtStart opens the file named on the command line, or the position
// or puzzle code given in its place. A file that does not exist yet is a
// new one, saved under that name; a file that cannot be read is reported
// and an untitled position is edited instead, so that saving never
// overwrites a file the editor did not understand.
func (e *Editor) openAtStart(path string) {
	if puzzles.IsCode(path) {
		e.openCode(path)
		return
	}
	s, cat, tr, err := openDoc(e.cat, path)
	switch {
	case err == nil:
		e.setCatalogue(cat)
		e.doc.Replace(s, true)
		e.doc.Path, e.file = path, tr
		e.say(fmt.Sprintf("opened %s%s", path, e.packNote()), false)
	case errors.Is(err, fs.ErrNotExist):
		e.doc.Path, e.file = path, tr
		e.say(fmt.Sprintf("%s does not exist yet: w saves the position there", path), false)
	default:
		e.openFailed(path, err)
	}
}

// openText opens a document given as text (standard input, read by the
// command): a position or puzzle code, a position file or a pack. It is
// untitled: w asks for a name.
func (e *Editor) openText(name string, data []byte) {
	if puzzles.IsCodeText(data) {
		e.openCode(string(data))
		return
	}
	s, cat, err := ParseDoc(e.cat, name, data)
	if err != nil {
		e.say(wholeError(err, "", "; editing an untitled position instead"), true)
		return
	}
	e.setCatalogue(cat)
	e.doc.Replace(s, false)
	e.say(fmt.Sprintf("the document read from %s%s: w saves it", name, e.packNote()), false)
}

// openCode opens a one-line position code, or a puzzle code (with its
// side, opponent model and goals) as a puzzle of a new pack.
func (e *Editor) openCode(code string) {
	pk, err := puzzles.FromCode(strings.TrimSpace(code), e.cat)
	if err != nil {
		e.say(tui.OneLine(err), true)
		return
	}
	pz := pk.Puzzles[0]
	if len(pz.Goals) == 0 && pz.Side == 1 && pz.Opponent == engine.Hold && len(pz.Orders) == 0 && pz.TechFall == 0 {
		e.doc.Replace(State{Pos: pz.Position}, false)
		e.say("the position of the code given: w saves it", false)
		return
	}
	pk.File = ""
	e.setCatalogue(pk.Catalogue())
	e.doc.Replace(stateFromPack(pk), false)
	e.say(fmt.Sprintf("the puzzle of the code given (%s): w saves it as a pack", puzzleTraits(pz.Goals, pz.Opponent)), false)
}

// puzzleTraits names a puzzle's goals and opponent model for the status
// line, "kill A1, opponent any", leaving the goals out when there are none
// (not "(, opponent fixed)").
func puzzleTraits(goals []engine.Goal, opponent engine.Opponent) string {
	opp := fmt.Sprintf("opponent %s", opponent)
	if len(goals) == 0 {
		return opp
	}
	return engine.GoalsText(goals) + ", " + opp
}

// packNote says which puzzle of a pack is on the board, or that the file
// opened is empty (a new document).
func (e *Editor) packNote() string {
	st := e.doc.State()
	if st.Pack == nil {
		if f := e.file; f != nil && f.Text() != nil && puzzles.Blank(f.Text()) {
			return ": it is empty, a new file: w saves the position there"
		}
		return ""
	}
	if st.Pack.Base != nil && st.Pack.Base.ReadFromCode() && st.Puzzle != nil {
		// A file holding a puzzle code: w writes it as a pack file.
		return fmt.Sprintf(": the puzzle of its code (%s); w saves it there as a pack, the code kept in %s",
			puzzleTraits(st.Puzzle.Goals, st.Puzzle.Opponent), BackupPath(e.doc.Path))
	}
	if st.Puzzle == nil {
		return fmt.Sprintf(": a pack of %s and %s; a adds the position as a puzzle", tui.Plural(len(st.Pack.Puzzles), "puzzle"), tui.Plural(len(st.Pack.Base.Lessons), "lesson"))
	}
	return fmt.Sprintf(": puzzle %s, 1 of %d (L lists them, M edits its goals and the rest)", st.Puzzle.ID, len(st.Pack.Puzzles))
}

// setCatalogue makes cat the kinds of the document (a pack's own).
func (e *Editor) setCatalogue(cat *engine.Catalogue) {
	if cat != e.cat {
		// Another catalogue's numbers: the last search's result is for
		// pieces of other numbers, however alike the position.
		e.lastSolve = nil
	}
	e.cat = cat
	e.entry.Cat = cat
	e.doc.Cat = cat
}

// openFile asks for a file to open, after asking about unsaved changes:
// the question names what a save first would lose, as q's does (what the
// pack's file cannot hold: the file opened then takes its place, and u
// cannot bring it back).
func (e *Editor) openFile() {
	ask := func() { e.askOpen(e.doc.Path, false) }
	if !e.doc.Dirty() {
		ask()
		return
	}
	e.shell.Confirm("Unsaved changes: open another file?", []tui.MenuItem{
		{Text: "s  save them first", Key: 's'},
		{Text: "d  discard them", Key: 'd'},
		{Text: "c  cancel", Key: 'c'},
	}, func(i int) {
		switch i {
		case 0:
			e.saveNow(false, ask)
		case 1:
			ask()
		}
	}, tui.WithNote(e.lostNote()))
}

// askOpen asks for the file to open, the field holding text (selected,
// so that typing replaces it, unless again): a code that cannot be read
// opens the field again with it, to correct, as v does.
func (e *Editor) askOpen(text string, again bool) {
	in := e.shell.Prompt("Open a pack or a position file", "File: ", text, func(path string, ok bool) {
		if trimmed := strings.TrimSpace(path); ok && trimmed != "" && !e.openPath(tui.ExpandHome(trimmed)) {
			e.askOpen(path, true)
		}
	})
	in.Complete = tui.CompletePath
	if again {
		in.SetText(text)
	}
}

// openPath opens the document at path in place of the one edited (a name
// that does not exist offers a new file there, as the command line starts
// one); or the one-line position or puzzle code
// given in its place, as an untitled document. A code that cannot be read
// gets the code's error, as v gives it, and openPath reports false: the
// field is to open again with it.
func (e *Editor) openPath(path string) bool {
	if puzzles.IsCode(path) {
		if _, err := puzzles.FromCode(strings.TrimSpace(path), e.opts.baseCat()); err != nil {
			e.say(tui.OneLine(err), true)
			return false
		}
		e.leaveDoc()
		e.setPath("")
		e.file = nil
		e.setCatalogue(e.opts.baseCat())
		e.openCode(path)
		return true
	}
	s, cat, tr, err := openDoc(e.opts.baseCat(), path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && tr != nil:
		e.offerNewFile(path, tr)
		return true
	case err != nil && e.doc.Path == "":
		// Ctrl-E edits this file, the one that just failed, not one
		// that failed before; editFailed keeps unsaved work on the
		// board.
		e.openFailed(path, err)
		return true
	case err != nil:
		e.failedPath, e.failedErr = "", nil // the document has a file: Ctrl-E edits it
		e.say(wholeError(err, "", ""), true)
		return true
	}
	e.openedDoc(path, s, cat, tr)
	return true
}

// openedDoc makes the document read from path (s, of the kinds cat, its
// file tr) the one edited, in place of the one on the board, and offers
// the work a dead editor left for it, as a start on it does.
func (e *Editor) openedDoc(path string, s State, cat *engine.Catalogue, tr *fileio.Tracked) {
	e.leaveDoc()
	e.setPath(path)
	e.file, e.fileWas = tr, ""
	e.setCatalogue(cat)
	e.doc.Replace(s, true)
	e.say("opened "+path+e.packNote(), false)
	e.recheckRecovery()
}

// openFailed says that the file at path could not be opened (err), the
// document being untitled, and keeps it for Ctrl-E to edit. What the
// editor does instead, and how to fix the file, come first: at 80 columns
// the message line cuts the problem's end.
func (e *Editor) openFailed(path string, err error) {
	e.failedPath, e.failedErr = path, err
	e.say(wholeError(err, failedSaid(path), ""), true)
}

// sayFailedToo says msg, then again what openFailed said of the file that
// could not be opened, if one is kept for Ctrl-E (said, one of
// failedSaid's texts): a question answered at start (recovery) said msg
// in place of it, and the user never learnt how to fix the file.
func (e *Editor) sayFailedToo(msg string, isErr bool, said func(string) string) {
	if e.failedPath == "" || e.failedErr == nil {
		e.say(msg, isErr)
		return
	}
	e.say(wholeError(e.failedErr, msg+". "+said(e.failedPath), ""), true)
}

// failedSaid begins the message of a file that could not be opened: what
// the editor does instead, and that Ctrl-E edits the file to fix it.
func failedSaid(path string) string {
	name := filepath.Base(path)
	return fmt.Sprintf("%s is not opened, an untitled position is edited instead; Ctrl-E edits %s in $EDITOR. ", name, name)
}

// failedSaidRecovered is failedSaid once recovered work, untitled, is
// edited in place of the file.
func failedSaidRecovered(path string) string {
	name := filepath.Base(path)
	return fmt.Sprintf("%s is not opened; Ctrl-E edits %s in $EDITOR. ", name, name)
}

// offerNewFile asks whether to start a new file at path, which does not
// exist (tr tracks it as missing): as "birdcrab edit" does for a new name,
// an empty position that w saves there.
func (e *Editor) offerNewFile(path string, tr *fileio.Tracked) {
	e.shell.Confirm(filepath.Base(path)+" does not exist: start a new file there?", []tui.MenuItem{
		{Text: "n  a new file: an empty position, which w saves there", Key: 'n'},
		{Text: "c  cancel: keep editing this document", Key: 'c'},
	}, func(i int) {
		if i != 0 {
			e.say(path+" does not exist: nothing opened", false)
			return
		}
		e.leaveDoc()
		e.setPath(path)
		e.file, e.fileWas = tr, ""
		e.setCatalogue(e.opts.baseCat())
		e.doc.Replace(State{Pos: engine.NewPosition(2)}, true)
		e.say(path+" does not exist yet: w saves the position there", false)
		e.recheckRecovery()
	})
}

// wholeError is an error of several lines (a file's problems, one a
// line) for the message line: the first with the number of the others
// (tui.OneLine) between before and after, then each of the others on a
// line of its own, as an item of a list. The message line shows what fits, and i all of it: a file that
// cannot be opened is not on the board for i to list its problems, and
// "(and 2 more problems)" named neither.
func wholeError(err error, before, after string) string {
	lines := strings.Split(strings.TrimSpace(err.Error()), "\n")
	out := []string{before + tui.OneLine(err) + after}
	for _, l := range lines[1:] {
		out = append(out, "- "+l) // a list item: i's window keeps it a line of its own
	}
	return strings.Join(out, "\n")
}

// leaveDoc ends what the keys were doing in the document before another
// takes its place: Edit mode, no order half written, no piece lifted.
func (e *Editor) leaveDoc() {
	e.madePackFrom, e.madePackFile, e.failedPath, e.failedErr = "", nil, "", nil
	e.keptOwed = nil // the draw a result kept owes is the document's
	e.mode = modeEdit
	e.entry.Reset()
	e.carry = engine.NoLoc
}

// copyCode copies the one-line code of the position, or of the puzzle
// when the position is one (its side, opponent model and goals too: what
// birdcrab solve, train and edit take): into the editor's own clipboard (v
// pastes a position code back) and to the terminal's clipboard.
//
// A puzzle that no code poses (its kinds are its pack's own) still gets
// its position code copied: v and the pack's file read it with the pack's
// kinds, which is what a pack's author copies it for. The message says it
// holds only there, since it names the kinds without their numbers too.
func (e *Editor) copyCode() {
	code, what := e.doc.Pos().Code(e.cat), "position code"
	pc, problem := e.puzzleCode()
	warn := false
	if pc == "" && problem == "" {
		// A position with orders: its code and the orders, as show
		// --code gives them (y copied the position alone, the orders
		// lost on the way).
		if oc := e.positionOrdersCode(); oc != "" {
			code, what = oc, "position and its orders"
		}
	}
	if pc != "" {
		code, what = pc, "puzzle code"
		if st := e.doc.State(); len(st.Puzzle.Goals) == 0 {
			// Said before the code, which the message line may cut.
			what, warn = "puzzle code, which birdcrab train refuses while the puzzle has no goals (M sets them)", true
		}
	}
	if problem != "" {
		what += ", which holds only in this pack (v, or a position of its file): no puzzle code, since " + problem
	}
	e.clipboard = code
	e.shell.SetClipboard(code)
	e.say("copied the "+what+": "+code, warn)
}

// positionOrdersCode returns the code of the position on the board with
// its orders, as a position file with them reads (side 1, opponent fixed
// when the other players have orders: see puzzles' parsePosition) and
// birdcrab show --code gives it; "" when the board is a puzzle, has no
// orders, or no code carries them (a position that does not validate, or
// kinds the default catalogue lacks: the position code alone then).
func (e *Editor) positionOrdersCode() string {
	st := e.doc.State()
	if st.Puzzle != nil || st.Orders.Count() == 0 {
		return ""
	}
	pk := puzzles.NewPack("", e.cat)
	pz, err := pk.AddPosition(puzzles.PositionID, st.Pos)
	if err != nil {
		return ""
	}
	pz.Orders = st.Orders.Lists(int(st.Pos.NumPlayers))
	pz.Opponent = pz.ImpliedOpponent()
	if pz.CodeProblem() != "" {
		return ""
	}
	return pz.PuzzleCode()
}

// puzzleCode returns the one-line puzzle code of the puzzle on the board,
// "" when the position is not a puzzle, or when no code poses it: problem
// then says why (see puzzles.Scenario.CodeProblem).
func (e *Editor) puzzleCode() (code, problem string) {
	st := e.doc.State()
	if st.Puzzle == nil {
		return "", ""
	}
	pk := puzzles.NewPack("", e.cat)
	pz := toPuzzle(PuzzleData{Meta: *st.Puzzle, Pos: st.Pos, Orders: st.Orders})
	pk.Puzzles = []*puzzles.Puzzle{pz}
	pk.Validate() // binds the puzzle to the catalogue; a draft still has a code
	if problem := pz.CodeProblem(); problem != "" {
		return "", problem
	}
	return pz.PuzzleCode(), ""
}

// pasteDialog reads a one-line position code, pasted or typed, and makes
// it the position (orders cleared; undo brings the old one back). A
// puzzle code gives its position and its orders (a fixed opponent's), and
// its goals, side and opponent become the Solve window's (S searches
// them, a adds the position as a puzzle with them); the message says so.
func (e *Editor) pasteDialog() {
	e.ask("Paste a position code", "Code: ", e.clipboard, func(text string) bool {
		text = strings.TrimSpace(text)
		if text == "" {
			return true
		}
		var orders tui.Orders
		var pz *puzzles.Puzzle
		p, err := engine.ParseCode(e.cat, text)
		if err != nil {
			// A puzzle code gives its position and orders.
			pk, perr := puzzles.FromCode(text, e.cat)
			if perr != nil {
				// The puzzle code's reading names the problem: the
				// position code's said "unknown territory "g:-"" of a
				// puzzle code's bad order. Of a position code's
				// problem it says as much, or more ("did you mean").
				e.say(perr.Error(), true)
				return false
			}
			pz = pk.Puzzles[0]
			p = pz.Position
			for i, os := range pz.FileOrders() {
				if i < engine.MaxPlayers {
					orders[i] = append([]engine.Order(nil), os...)
				}
			}
		}
		what, undo := "pasted the position", " (its orders cleared; u undoes)"
		if !orders.Equal(tui.Orders{}) {
			what, undo = "pasted the position and the code's orders", " (u undoes)"
		}
		done := what + undo
		if st := e.doc.State(); st.onPuzzle() {
			done = leftPuzzleSaid(what, st.Puzzle.ID)
		}
		done += codeKept(pz)
		if e.applyEdit("paste a position", func(s *State) error {
			s.leavePuzzle()
			s.Pos, s.Orders = p, orders.Clone()
			return nil
		}, done, false) {
			e.keepCodeSettings(pz)
		}
		return true
	})
}

// keepCodeSettings makes a pasted puzzle code's side, goals, opponent
// model and Tech Fall the Solve window's for the board (S opens with
// them, a adds the position as a puzzle with them: see newPuzzleMeta).
// They were dropped, and a then asked for them in M again (tedit #10).
// A plain position's code, or one whose side and opponent its orders
// imply, sets nothing.
func (e *Editor) keepCodeSettings(pz *puzzles.Puzzle) {
	if codeKept(pz) == "" {
		return
	}
	from := solveSettings{side: 1, opponent: e.startOpponent(1), seconds: 30}
	set := from
	set.side, set.goals, set.opponent, set.techFall = pz.Side, append([]engine.Goal(nil), pz.Goals...), pz.Opponent, pz.TechFall
	if e.solveSets == nil {
		e.solveSets = make(map[string]solveMemory)
	}
	e.solveSets[e.solveKey()] = solveMemory{from: from, set: &set}
}

// codeKept names what a pasted puzzle code holds that a position has
// not, and where it is kept: its goals, side, opponent model and Tech
// Fall become the Solve window's (keepCodeSettings). "" when it holds none
// of them (a plain position, or nil: a position code). A position's own
// code with orders (y, show --code) says "side 1" and "opponent fixed"
// when another player has orders, as its file reads: what the orders
// pasted keep, not settings to carry.
func codeKept(pz *puzzles.Puzzle) string {
	if pz == nil || len(pz.Goals) == 0 && pz.Side == 1 && pz.TechFall == 0 && pz.Opponent == pz.ImpliedOpponent() {
		return ""
	}
	var parts []string
	if len(pz.Goals) > 0 {
		parts = append(parts, "goals "+engine.GoalsText(pz.Goals))
	}
	parts = append(parts, engine.PlayerName(pz.Side)+" solves", fmt.Sprintf("opponent %s", pz.Opponent))
	if pz.TechFall != 0 {
		parts = append(parts, fmt.Sprintf("tech fall %d", pz.TechFall))
	}
	return "; the code's " + strings.Join(parts, ", ") + " are kept in S: a adds the position as a puzzle with them"
}
