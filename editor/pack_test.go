package editor

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

const testPack = "testdata/pack.toml"

// loadTestPack opens the example pack of docs/packs.md.
func loadTestPack(t *testing.T) (State, *engine.Catalogue) {
	t.Helper()
	s, cat, err := LoadDoc(testCat, testPack)
	if err != nil {
		t.Fatal(err)
	}
	return s, cat
}

// A pack opened and written back without edits holds the same puzzles,
// lessons, kinds and header.
func TestPackRoundTrip(t *testing.T) {
	s, _ := loadTestPack(t)
	if s.Puzzle == nil || s.Puzzle.ID != "from-behind" || len(s.Pack.Puzzles) != 2 {
		t.Fatalf("opened on %+v with %d puzzles", s.Puzzle, len(s.Pack.Puzzles))
	}
	orig, err := puzzles.Load(testPack, testCat)
	if err != nil {
		t.Fatal(err)
	}
	// The second puzzle, on the board: the script of the other player and
	// the solution as the side's orders.
	if err := SwitchPuzzle(1)(&s); err != nil {
		t.Fatal(err)
	}
	if got := engine.OrdersText(orig.Catalogue(), s.Orders[0], ""); got != "move A4 D 1" {
		t.Errorf("the side's orders on the board are %q, want the solution", got)
	}
	if got := engine.OrdersText(orig.Catalogue(), s.Orders[1], ""); got != "move A1 A 1" {
		t.Errorf("the opponent's orders on the board are %q, want the script", got)
	}
	back := BuildPack(&s, "x.toml")
	data, err := back.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	again, err := puzzles.Parse("again", data, testCat)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	samePack(t, again, orig)
	if got := again.Puzzle("meet-it"); got == nil || got.TechFall != 7 {
		t.Errorf("meet-it's tech_fall was not written back: %+v", got)
	}
}

// samePack fails the test unless got holds orig's header, kinds, lessons
// and puzzles.
func samePack(t *testing.T, got, orig *puzzles.Pack) {
	t.Helper()
	if len(got.Puzzles) != len(orig.Puzzles) || len(got.Lessons) != len(orig.Lessons) || len(got.Kinds) != len(orig.Kinds) || got.Title != orig.Title {
		t.Fatalf("written back: %d puzzles, %d lessons, %d kinds, title %q", len(got.Puzzles), len(got.Lessons), len(got.Kinds), got.Title)
	}
	for i, pz := range orig.Puzzles {
		g := got.Puzzles[i]
		if g.Position != pz.Position || !reflect.DeepEqual(metaFromPuzzle(g), metaFromPuzzle(pz)) || !reflect.DeepEqual(g.FileOrders(), pz.FileOrders()) {
			t.Errorf("puzzle %s changed:\n%+v\nwant\n%+v", pz.ID, metaFromPuzzle(g), metaFromPuzzle(pz))
		}
	}
}

// Adding, switching and removing puzzles keep every puzzle's edits.
func TestPackPuzzleEdits(t *testing.T) {
	s, cat := loadTestPack(t)
	d := NewDoc(cat, s)
	d3 := loc(t, "D3")
	mustApply(t, d, "remove", RemovePiece(cat, d3, false))
	if err := d.Apply("add", AddPuzzle(cat, "from-behind")); err == nil {
		t.Error("a second puzzle with an id in use was added")
	}
	mustApply(t, d, "add", AddPuzzle(cat, "copy"))
	mustApply(t, d, "switch", SwitchPuzzle(0))
	st := d.State()
	if !st.Pos.Board[d3].Empty() || st.Puzzle.ID != "from-behind" {
		t.Errorf("back on the first puzzle, its edit is lost: %v", st.Pos.Code(cat))
	}
	pz := st.packPuzzles()
	if len(pz) != 3 || pz[2].Meta.ID != "copy" || pz[2].Pos != st.Pos {
		t.Errorf("the added puzzle: %+v", pz[len(pz)-1].Meta)
	}
	mustApply(t, d, "remove", RemovePuzzle(0))
	if st := d.State(); st.Puzzle != nil || len(st.Pack.Puzzles) != 2 {
		t.Errorf("after removing the puzzle on the board: %+v, %d puzzles", st.Puzzle, len(st.Pack.Puzzles))
	}
	d.Undo()
	if st := d.State(); st.Puzzle == nil || st.Puzzle.ID != "from-behind" || len(st.Pack.Puzzles) != 3 {
		t.Error("undo did not bring the removed puzzle back")
	}
}

// In the editor: open a pack, change a puzzle's position and goals, save;
// the file loads back with the changes and keeps its lessons.
func TestEditPackByKeys(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pack.toml")
	if err := os.WriteFile(path, mustRead(t, testPack), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("puzzle from-behind (1 of 2)")
	// Move the Bird from DE4 to DE5.
	h.moveTo(loc(t, "DE4"))
	h.Key(tcell.KeyEnter)
	h.Keys("k")
	h.Key(tcell.KeyEnter)
	h.waitFor("the Bird on DE5", func(e *Editor) bool { return !e.doc.Pos().Board[loc(t, "DE5")].Empty() })
	// M: the goals.
	h.typeGoals("ransack DE")
	h.waitFor("one goal", func(e *Editor) bool { return len(e.doc.State().Puzzle.Goals) == 1 })
	// The Bird moved, the stated solution no longer fits: take the side's
	// orders on the board (the solution, following the Bird) as the solution.
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.waitFor("the new solution", func(e *Editor) bool {
		return engine.OrdersText(e.cat, e.doc.State().Puzzle.Solution, "") == "move DE5 A 1"
	})
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ The puzzle ═")
	// L: the second puzzle on the board, then back.
	h.Keys("L")
	h.WaitText("meet-it · Meet it")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("puzzle meet-it (2 of 2)")
	h.Key(tcell.KeyEscape)
	h.Keys("w")
	h.waitMessage("saved " + path + " (2 puzzles, 2 lessons)")

	pk, err := puzzles.Load(path, testCat)
	if err != nil {
		t.Fatal(err)
	}
	first := pk.Puzzle("from-behind")
	if first == nil || len(first.Goals) != 1 || first.Goals[0].String() != "ransack DE" || first.Position.At(loc(t, "DE5")).Empty() {
		t.Errorf("the saved puzzle: %+v", first)
	}
	if len(pk.Lessons) != 2 || pk.Lesson("face-to-face") == nil {
		t.Errorf("the lessons were not kept: %d", len(pk.Lessons))
	}
	if _, err := os.Stat(BackupPath(path)); err != nil {
		t.Errorf("no backup of the pack: %v", err)
	}
}

// A pack the format would refuse is not saved; the message says why, and W
// with a .txt name saves the position alone.
func TestPackSaveRefused(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pack.toml")
	if err := os.WriteFile(path, mustRead(t, testPack), 0o644); err != nil {
		t.Fatal(err)
	}
	before := string(mustRead(t, path))
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("puzzle from-behind")
	// Red's hand maximum to 0: a hand over its maximum, which a pack refuses.
	h.setStateKeepPack(func(s *State) { s.Pos.Player(1).HandMax = 0 })
	h.Keys("w")
	h.waitMessage("the pack is not saved")
	if got := string(mustRead(t, path)); got != before {
		t.Error("a refused pack was written")
	}
	h.Keys("W")
	h.WaitText("File: " + path)
	for range len(path) {
		h.Key(tcell.KeyBackspace2)
	}
	draft := filepath.Join(dir, "draft.txt")
	h.Keys(draft)
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved the position on the board alone to " + draft)
	got, err := LoadState(testCat, draft)
	if err != nil || got.Pos.Player(1).HandMax != 0 {
		t.Errorf("the draft: %v %v", got.Pos.Code(testCat), err)
	}
	h.WaitText("[modified]")
}

// Safe8: W of a pack to a position file that exists, whose .bak holds
// another version, replaces the file (asking first) and keeps that .bak
// as .bak.1, saying so: it was lost without a word.
func TestPositionAloneKeepsOtherBackupAside(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pack.toml")
	if err := os.WriteFile(path, mustRead(t, testPack), 0o644); err != nil {
		t.Fatal(err)
	}
	draft := filepath.Join(dir, "draft.txt")
	for name, text := range map[string]string{draft: "draft two\n", draft + ".bak": "draft one\n"} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("puzzle from-behind")
	h.Keys("W")
	h.WaitText("File: " + path)
	for range len(path) {
		h.Key(tcell.KeyBackspace2)
	}
	h.Keys(draft)
	h.Key(tcell.KeyEnter)
	h.WaitText("draft.txt exists: replace it?")
	h.Keys("y")
	h.waitMessage("saved the position on the board alone to " + draft + "; the file it replaced is kept as draft.txt.bak (the older draft.txt.bak is kept as draft.txt.bak.1); the pack is not saved")
	for name, want := range map[string]string{".bak": "draft two\n", ".bak.1": "draft one\n"} {
		if got := string(mustRead(t, draft+name)); got != want {
			t.Errorf("draft.txt%s is %q, want %q", name, got, want)
		}
	}
}

// setStateKeepPack changes the state as an edit, keeping its pack.
func (h *harness) setStateKeepPack(change func(s *State)) {
	h.T.Helper()
	h.Sync(func() {
		if err := h.ed.doc.Apply("test", func(s *State) error { change(s); return nil }); err != nil {
			h.T.Error(err)
		}
		h.ed.shell.App.ForceDraw()
	})
}

// a makes a position a puzzle of a new pack; saving asks for a .toml name.
func TestAddPuzzleToNewPack(t *testing.T) {
	dir := t.TempDir()
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	h.WaitText("puzzle puzzle-1 (1 of 1)")
	h.Keys("M")
	h.WaitText("Side:")
	for range 5 {
		h.Key(tcell.KeyDown)
	}
	h.Keys("+") // side: Blue
	h.waitFor("Blue solves", func(e *Editor) bool { return e.doc.State().Puzzle.Side == 2 })
	h.Key(tcell.KeyEscape)
	path := filepath.Join(dir, "new.toml")
	h.Keys("w")
	h.WaitText("File: puzzles.toml")
	for range len("puzzles.toml") {
		h.Key(tcell.KeyBackspace2)
	}
	h.Keys(path)
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved " + path)
	h.waitMessage("not in the file: Red's orders (the opponent model is hold, not fixed)")
	pk, err := puzzles.Load(path, testCat)
	if err != nil {
		t.Fatal(err)
	}
	if len(pk.Puzzles) != 1 || pk.Puzzles[0].Side != 2 || strings.Join(pk.IDs(), ",") != "puzzle-1" {
		t.Errorf("the new pack: %v, side %d", pk.IDs(), pk.Puzzles[0].Side)
	}
}

// A pack's recovery file brings back the pack and the puzzle on the board.
func TestPackRecovery(t *testing.T) {
	s, cat := loadTestPack(t)
	if err := SwitchPuzzle(1)(&s); err != nil {
		t.Fatal(err)
	}
	if err := SetMeta(func(m *Meta) error { m.Title = "Changed"; return nil })(&s); err != nil {
		t.Fatal(err)
	}
	data := formatRecovery(cat, "p.toml", "", "", "", &s)
	path, got, gotCat, packErr, err := parseRecovery(testCat, "r", data)
	if err != nil || packErr != nil || path != "p.toml" {
		t.Fatalf("%v %v %q", err, packErr, path)
	}
	if got.Puzzle == nil || got.Puzzle.Title != "Changed" || got.Pack.Cur != 1 || got.Pos != s.Pos || !got.Orders.Equal(s.Orders) {
		t.Errorf("recovered %+v at %d", got.Puzzle, got.Pack.Cur)
	}
	if gotCat.Len() != cat.Len() {
		t.Errorf("the pack's kinds were not recovered")
	}
}

// startOnTestPack opens a copy of the test pack in the editor.
func startOnTestPack(t *testing.T) *harness {
	t.Helper()
	path := filepath.Join(t.TempDir(), "pack.toml")
	if err := os.WriteFile(path, mustRead(t, testPack), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("puzzle from-behind (1 of 2)")
	return h
}

// The Check line of M proves the puzzle as birdcrab check does: a sound
// puzzle passes, one with other solutions fails and says which.
func TestCheckPuzzleAsCheckDoes(t *testing.T) {
	h := startOnTestPack(t)
	h.Keys("M")
	h.WaitText("Enter proves the puzzle as birdcrab check does")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	// The proof is a real search: give it longer than a key takes.
	proved := func(want string) {
		t.Helper()
		tuitest.Poll(t, 60*time.Second, tuitest.Holds(h.Sync, func() bool { return strings.Contains(h.ed.shell.Message(), want) }, "the message says "+want, h.Screen))
	}
	proved(`the check fails: puzzle "from-behind": not unique: 2 other solutions: move DE4 A 2 | move D3 F 1`)
	h.Key(tcell.KeyEscape)
	h.Keys("L")
	h.WaitText("meet-it")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.waitFor("meet-it on the board", func(e *Editor) bool { st := e.doc.State(); return st.Puzzle != nil && st.Puzzle.ID == "meet-it" })
	h.Key(tcell.KeyEscape)
	h.Keys("M")
	h.WaitText("Enter proves the puzzle as birdcrab check does")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyEnter)
	proved("puzzle meet-it is sound")
}

// Meta holds every key of a puzzle: each exported field of puzzles.Puzzle
// goes through the editor (metaFromPuzzle, then toPuzzle as a save writes
// it) unchanged, for every puzzle of the shipped packs and of the example
// of docs/packs.md, and each field is set by one of them at least. A field
// added to puzzles.Puzzle and not to Meta fails here: the editor would
// drop its key from every puzzle it saves, as it once dropped claims.
func TestMetaHoldsEveryPuzzleKey(t *testing.T) {
	files, err := filepath.Glob("../puzzles/packs/*.toml")
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{}
	for _, f := range append(files, testPack) {
		s, _, err := LoadDoc(testCat, f)
		if err != nil {
			t.Fatal(err)
		}
		for i, pd := range s.Pack.Puzzles {
			orig := reflect.ValueOf(*s.Pack.Base.Puzzles[i])
			back := reflect.ValueOf(*toPuzzle(pd))
			for _, name := range exportedFields(orig.Type()) {
				o, b := orig.FieldByName(name), back.FieldByName(name)
				if !o.IsZero() && (o.Kind() != reflect.Slice || o.Len() > 0) {
					set[name] = true
				}
				if fmt.Sprint(o.Interface()) != fmt.Sprint(b.Interface()) {
					t.Errorf("%s: puzzle %s: %s is %v after the editor, want %v", f, pd.Meta.ID, name, b.Interface(), o.Interface())
				}
			}
		}
	}
	for _, name := range exportedFields(reflect.TypeFor[puzzles.Puzzle]()) {
		if !set[name] {
			t.Errorf("no puzzle of the packs tried sets %s: give one a value for it", name)
		}
	}
}

// exportedFields lists the exported fields of a struct type, those of its
// embedded structs in their place.
func exportedFields(typ reflect.Type) []string {
	var out []string
	for f := range typ.Fields() {
		switch {
		case f.Anonymous && f.Type.Kind() == reflect.Struct:
			out = append(out, exportedFields(f.Type)...)
		case f.IsExported():
			out = append(out, f.Name)
		}
	}
	return out
}

// Putting another puzzle of a pack on the board is browsing, not an edit:
// the document stays unmodified (u still takes the switch back), an edit
// stays one whichever puzzle is then on the board, and undoing it makes the
// document as saved again.
func TestSwitchingPuzzleIsNotAChange(t *testing.T) {
	s, cat := loadTestPack(t)
	d := NewDoc(cat, s)
	mustApply(t, d, "switch puzzle", SwitchPuzzle(1))
	if d.Dirty() {
		t.Error("modified after a switch alone")
	}
	if label, ok := d.Undo(); !ok || label != "switch puzzle" || d.State().Pack.Cur != 0 || d.Dirty() {
		t.Errorf("undo: %q %v, on puzzle %d, modified %v", label, ok, d.State().Pack.Cur, d.Dirty())
	}
	mustApply(t, d, "remove", RemovePiece(cat, loc(t, "D3"), false))
	mustApply(t, d, "switch puzzle", SwitchPuzzle(1))
	if !d.Dirty() {
		t.Error("the edit of the first puzzle no longer counts once another is on the board")
	}
	d.MarkSaved()
	mustApply(t, d, "switch puzzle", SwitchPuzzle(0))
	if d.Dirty() {
		t.Error("modified after a switch from the saved state")
	}
	for range 3 { // the switches and the edit
		d.Undo()
	}
	if d.State().Pos.Board[loc(t, "D3")].Empty() || !d.Dirty() {
		t.Errorf("the saved edit undone: modified %v", d.Dirty())
	}
	d.Redo()
	if d.Dirty() {
		t.Error("back at the saved pack, but modified")
	}
}

// In the editor (report 4): L, Down, Enter puts another puzzle on the
// board without [modified]; u takes the switch back; q quits without
// asking about unsaved changes.
func TestSwitchingPuzzleByKeysLeavesThePackUnmodified(t *testing.T) {
	h := startOnTestPack(t)
	switchTo := func(want string) {
		t.Helper()
		h.Keys("L")
		h.WaitText("meet-it · Meet it")
		h.Key(tcell.KeyDown)
		h.Key(tcell.KeyEnter)
		h.WaitText(want)
		h.WaitNoText("═ Puzzles of the pack ═")
	}
	switchTo("puzzle meet-it (2 of 2)")
	h.WaitNoText("[modified]")
	h.Keys("u")
	h.waitMessage("undone: switch puzzle")
	h.WaitText("puzzle from-behind (1 of 2)")
	h.WaitNoText("[modified]")
	switchTo("puzzle meet-it (2 of 2)")
	h.Keys("q")
	if err := h.waitDone(); err != nil {
		t.Fatal(err)
	}
}

// A filter typed into a list of lines (L, M, H, F, S) takes every letter:
// x, + and - go to the filter, as the help says, and do not take the
// highlighted puzzle out of the pack or change a line unseen.
func TestPropsFilterTakesEveryLetter(t *testing.T) {
	h := startOnTestPack(t)
	h.Keys("L")
	h.WaitText("meet-it · Meet it")
	h.Keys("/x+-=")
	h.WaitText("filter: x+-=_")
	h.Key(tcell.KeyEscape)
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Puzzles of the pack")
	if n := len(h.state().Pack.Puzzles); n != 2 {
		t.Errorf("typing a filter in L left %d puzzles in the pack, want 2", n)
	}
	h.Keys("F")
	h.WaitText("Pieces left in the deck")
	before := h.state().Pos
	h.Keys("/x+")
	h.WaitText("filter: x+_")
	if after := h.state().Pos; after != before {
		t.Errorf("typing a filter in F changed the position")
	}
}

// Enter changes the line it is on in M, as the window's key line says:
// the difficulty, a number, is asked for; a hint's text is asked for,
// starting from the hint. A line Enter cannot change says so.
func TestMetaEnterChangesEveryLine(t *testing.T) {
	h := startOnTestPack(t)
	h.Keys("M")
	h.WaitText("Difficulty:   1")
	for range 3 { // Id, Title, Description, then Difficulty
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyEnter)
	h.WaitText("Difficulty (0..5): ")
	h.Key(tcell.KeyCtrlU)
	h.Keys("4")
	h.Key(tcell.KeyEnter)
	h.waitFor("difficulty 4", func(e *Editor) bool { return e.doc.State().Puzzle.Difficulty == 4 })
	h.WaitText("Difficulty:   4")
	h.Key(tcell.KeyEnter)
	h.WaitText("Difficulty (0..5): ")
	h.Key(tcell.KeyCtrlU)
	h.Keys("9")
	h.Key(tcell.KeyEnter)
	h.waitMessage("Difficulty: from 0 to 5, not 9; correct it, or Esc")
	h.WaitText("Difficulty (0..5): 9")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Difficulty (0..5)")
	h.Keys("/hint 2")
	h.WaitText("Which of your pieces")
	h.Key(tcell.KeyEnter) // the line the filter shows
	h.WaitText("Hint 2: ")
	h.Key(tcell.KeyCtrlU)
	h.Keys("Look behind the Pikeman.")
	h.Key(tcell.KeyEnter)
	h.waitFor("the second hint changed", func(e *Editor) bool {
		hs := e.doc.State().Puzzle.Hints
		return len(hs) == 2 && hs[1] == "Look behind the Pikeman." && strings.HasPrefix(hs[0], "The Pikeman on DE1")
	})
	h.Key(tcell.KeyEscape) // the filter
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ The puzzle ═")
	h.Keys("L")
	h.WaitText("(and 2 lessons, kept as they are)")
	h.Key(tcell.KeyEnd)
	h.Key(tcell.KeyUp)
	h.Key(tcell.KeyEnter)
	h.waitMessage("nothing to change on this line")
}

// A save on a board that holds no puzzle of the pack marks as saved the
// pack without that position: the position keeps the document modified,
// and putting a puzzle on the board, which leaves the position behind (u
// brings it back), makes the document the file again. An empty board is
// no work to keep.
func TestAPositionThatIsNotAPuzzleIsWorkThePackFileDoesNotHold(t *testing.T) {
	s, cat := loadTestPack(t)
	if err := RemovePuzzle(0)(&s); err != nil {
		t.Fatal(err)
	}
	d := NewDoc(cat, s)
	d.MarkSavedAs(s.filed())
	if !d.Dirty() {
		t.Fatal("the position on the board, not a puzzle, counts as saved")
	}
	if err := d.Apply("switch", SwitchPuzzle(0)); err != nil {
		t.Fatal(err)
	}
	if d.Dirty() {
		t.Error("a puzzle of the saved pack put on the board counts as a change")
	}
	if _, ok := d.Undo(); !ok || !d.Dirty() {
		t.Error("undo did not bring back the unsaved position")
	}
	if err := d.Apply("new position", func(st *State) error {
		st.Pos, st.Orders = engine.NewPosition(int(st.Pos.NumPlayers)), tui.Orders{}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if d.Dirty() {
		t.Error("an empty board counts as unsaved work")
	}
}

// M: goals the position refuses (a kill on an empty cell) open the field
// again with the text as typed, and the puzzle keeps its goals meanwhile.
func TestMetaGoalsRefusedStayToCorrect(t *testing.T) {
	h := start(t, Options{Path: testPack}, 80, 24)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.Keys("M")
	h.WaitText("ransack DE, no-losses")
	for range 7 {
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.Key(tcell.KeyCtrlU)
	h.Keys("kill AB6")
	h.Key(tcell.KeyEnter)
	h.waitMessage("refused: the puzzle's goals:")
	h.WaitText("Goals: kill AB6")
	for range len("AB6") {
		h.Key(tcell.KeyBackspace2)
	}
	h.Keys("DE1")
	h.Key(tcell.KeyEnter)
	h.waitFor("the goal kill DE1", func(e *Editor) bool {
		g := e.doc.State().Puzzle.Goals
		return len(g) == 1 && g[0].String() == "kill DE1"
	})
}

// A text refused, an id the pack has already or a code that does not
// parse, opens its field again with the text as typed, to correct it: the
// puzzle id of a (add) and of M, and the code of v (paste).
func TestRefusedTextsStayToCorrect(t *testing.T) {
	h := start(t, Options{Path: testPack}, 80, 24)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.Keys("a")
	h.WaitText("Add the position as a puzzle")
	h.Key(tcell.KeyCtrlU)
	h.Keys("meet-it")
	h.Key(tcell.KeyEnter)
	h.waitMessage(`already has a puzzle "meet-it"`)
	h.WaitText("Puzzle id: meet-it")
	h.Keys("-again")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle meet-it-again added, a copy of from-behind's board")

	h.Keys("M")
	h.WaitText("═ The puzzle ═")
	h.Key(tcell.KeyEnter) // the id
	h.WaitText("Id: meet-it-again")
	h.Key(tcell.KeyCtrlU)
	h.Keys("from-behind")
	h.Key(tcell.KeyEnter)
	h.waitMessage("refused: the puzzle's id")
	h.WaitText("Id: from-behind")
	h.Keys("-2")
	h.Key(tcell.KeyEnter)
	h.waitFor("the id from-behind-2", func(e *Editor) bool { return e.doc.State().Puzzle.ID == "from-behind-2" })
	h.Key(tcell.KeyEscape)
	h.WaitNoText("═ The puzzle ═")

	h.Keys("v")
	h.WaitText("Paste a position code")
	h.Key(tcell.KeyCtrlU)
	h.Keys("bc1 t2 d30 | AB.BC.CD m6 Crab/AB1/Q | DE.EF.FA m6 | g:-")
	h.Key(tcell.KeyEnter)
	h.WaitText("Code: bc1 t2 d30 | AB.BC.CD m6 Crab/AB1/Q")
	for range len("Q | DE.EF.FA m6 | g:-") {
		h.Key(tcell.KeyBackspace2)
	}
	h.Keys("E | DE.EF.FA m6 | g:-")
	h.Key(tcell.KeyEnter)
	h.waitMessage("pasted the position")
}

// Enter on the puzzle already on the board says so; it used to say
// "nothing changes". Either way Enter closes the list.
func TestPuzzleListEnterOnTheCurrentOne(t *testing.T) {
	h := start(t, Options{Path: testPack}, 80, 24)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.Keys("L")
	h.WaitText("● from-behind (on the board)")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle from-behind is on the board already (L lists the puzzles again)")
	h.WaitNoText("═ Puzzles of the pack ═")
	h.Keys("L")
	h.WaitText("═ Puzzles of the pack ═")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle meet-it on the board, 2 of 2 (L lists them again)")
	h.WaitNoText("═ Puzzles of the pack ═")
}

// N on a puzzle of a pack starts a new position that is no puzzle yet:
// the title and the panel say so, a adds it as a puzzle of its own and the
// puzzle it replaced on the board is saved as it was. N used to blank the
// puzzle's own position, and a (which keeps the board's puzzle as the
// board holds it) then saved the new position under its title, goals and
// hints; the original survived only in the backup.
func TestNewPositionInAPackLeavesThePuzzleAsItWas(t *testing.T) {
	h := startOnTestPack(t)
	orig, err := puzzles.Load(testPack, testCat)
	if err != nil {
		t.Fatal(err)
	}
	h.Keys("N")
	h.waitMessage("a new, empty position, not a puzzle yet (a adds it); puzzle \"from-behind\" stays as it was")
	h.WaitText("not a puzzle (2 in the pack)")
	h.WaitNoText("from-behind (1 of 2)")
	h.Key(tcell.KeyEnter) // the kinds' menu
	h.WaitText("Place in the Pit")
	h.Key(tcell.KeyEnter)
	h.waitFor("a piece on the board", func(e *Editor) bool { return *e.doc.Pos() != engine.NewPosition(2) })
	placed := *h.ed.doc.Pos()
	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyCtrlU)
	h.Keys("cyclops")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle cyclops added")
	h.WaitText("puzzle cyclops (3 of 3)")
	h.Keys("w")
	h.waitMessage("saved")
	pk, err := puzzles.Load(h.ed.doc.Path, testCat)
	if err != nil {
		t.Fatal(err)
	}
	fb, ofb := pk.Puzzle("from-behind"), orig.Puzzle("from-behind")
	if fb == nil || fb.Position != ofb.Position || fb.Title != ofb.Title || len(fb.Hints) != len(ofb.Hints) {
		t.Errorf("from-behind changed: %+v", fb)
	}
	if cy := pk.Puzzle("cyclops"); cy == nil || cy.Position != placed || cy.Title != "" || len(cy.Goals) != 0 {
		t.Errorf("cyclops: %+v", cy)
	}
	// Undo brings the puzzle back on the board.
	h.Keys("uuu")
	h.WaitText("puzzle from-behind (1 of 2)")
}

// A position that is no puzzle, put away by L's switch to a puzzle, is
// said to be gone and how to get it back: it left without a word.
func TestSwitchingAwayFromALoosePositionSaysSo(t *testing.T) {
	h := startOnTestPack(t)
	h.Keys("N")
	h.WaitText("not a puzzle (2 in the pack)")
	h.Key(tcell.KeyEnter) // the kinds' menu
	h.WaitText("Place in the Pit")
	h.Key(tcell.KeyEnter)
	h.waitFor("a piece on the board", func(e *Editor) bool { return *e.doc.Pos() != engine.NewPosition(2) })
	placed := *h.ed.doc.Pos()
	h.Keys("L")
	h.WaitText("meet-it · Meet it")
	h.Key(tcell.KeyHome) // the pack's title
	h.Key(tcell.KeyDown) // the first puzzle
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle from-behind on the board, 1 of 2 (L lists them again); the position there, not a puzzle, is gone: u brings it back")
	h.Keys("u")
	h.waitFor("the position back", func(e *Editor) bool { return *e.doc.Pos() == placed })
}

// At 80 columns M's Goals line of a puzzle with no goals is whole (it was
// cut: "none: Enter sets them (ransack DE, kill DE3, kills 2, keep AB…"),
// and the goals' field shows the notation by example, again when it opens
// anew on goals refused.
func TestMetaGoalsLineWholeAndFieldShowsExamplesAt80Columns(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.Keys("a")
	h.WaitText("Puzzle id: puzzle-1")
	h.Key(tcell.KeyEnter)
	h.waitMessage("puzzle puzzle-1 added")
	h.Keys("M")
	h.WaitText("Goals:        none: Enter sets them (ransack DE, kills 2 ...)")
	for _, row := range strings.Split(h.Screen(), "\n") {
		if strings.Contains(row, "Goals:") && strings.Contains(row, "…") {
			t.Errorf("the Goals line is cut: %q", row)
		}
	}
	for range 7 {
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	h.WaitText("e.g. " + goalExamples)
	h.WaitText("Enter accept · Esc cancel")
	h.Keys("kill DE6")
	h.Key(tcell.KeyEnter)
	h.waitMessage("refused: the puzzle's goals:")
	h.WaitText("Goals: kill DE6")
	h.WaitText("e.g. " + goalExamples)
}

// A check's verdict is said of the puzzle it proved: the puzzle changed
// while the check ran (the proof runs up to a minute in the background)
// gets no "the check fails ... (P plays the orders on the board)" or
// "sound" about a board that no longer holds what was proved, but says it
// changed. The edit is made in the same turn of the event loop as the
// check begins, so that the verdict comes after it.
func TestCheckResultOfAPuzzleChangedSinceIsNotSaidOfTheBoard(t *testing.T) {
	h := startOnTestPack(t)
	h.Sync(func() {
		h.ed.checkSolution()
		if err := h.ed.doc.Apply("a later turn", func(s *State) error { s.Pos.Turn++; return nil }); err != nil {
			t.Error(err)
		}
	})
	tuitest.Poll(t, 60*time.Second, tuitest.Holds(h.Sync, func() bool { return h.ed.checking == nil }, "the check ended", h.Screen))
	want := "puzzle from-behind changed, or left the board, while its check ran"
	if msg := h.message(); !strings.Contains(msg, want) {
		t.Errorf("the message says %q, want %q", msg, want)
	}
}

// The stated solution follows a piece moved, as the board's orders do: it
// stayed on the cell the piece left, and w refused the pack.
func TestSolutionFollowsAMovedPiece(t *testing.T) {
	s, cat := loadTestPack(t)
	d := NewDoc(cat, s)
	mustApply(t, d, "move", MovePiece(cat, loc(t, "DE4"), loc(t, "DE5")))
	st := d.State()
	if got := engine.OrdersText(cat, st.Puzzle.Solution, ""); got != "move DE5 A 1" {
		t.Errorf("the stated solution is %q", got)
	}
	if got := engine.OrdersText(cat, st.Orders[0], ""); got != "move DE5 A 1" {
		t.Errorf("the board's orders are %q", got)
	}
	if err := BuildPack(&st, "p.toml").Validate(); err != nil {
		t.Errorf("the pack does not save: %v", err)
	}
	if got := engine.OrdersText(cat, s.Puzzle.Solution, ""); got != "move DE4 A 1" {
		t.Errorf("the state before the move changed: %q", got)
	}
}

// Changing the puzzle's side in M kept the old side's stated solution,
// which w then refused; an edit that makes the stated solution illegal
// said nothing of it. The side's change takes it out and says so (u
// brings it back), and the edit says that w refuses the pack until M
// changes it.
func TestSideChangeAndBrokenSolutionSaid(t *testing.T) {
	h := startOnTestPack(t)
	h.Keys("M")
	h.WaitText("Red solves")
	for range 5 {
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyEnter)
	h.waitMessage("Blue solves now; Red's stated solution went with the old side (u brings it back); M's Solution takes Blue's orders on the board")
	if st := h.state(); st.Puzzle.Side != 2 || len(st.Puzzle.Solution) != 0 {
		t.Errorf("side %d, solution %v", st.Puzzle.Side, st.Puzzle.Solution)
	}
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Red solves")
	h.Keys("u")
	h.waitFor("Red's side and solution back", func(e *Editor) bool {
		m := e.doc.State().Puzzle
		return m.Side == 1 && engine.OrdersText(e.cat, m.Solution, "") == "move DE4 A 1"
	})
	h.moveTo(loc(t, "DE4"))
	h.Keys("x")
	h.waitMessage("; the stated solution (move DE4 A 1) is not legal on the board now: M changes it, and w refuses the pack until then")
}

// The Goals field (M) took "pit, pit", and the pack saved failed
// birdcrab check ("listed twice"); a code with it is refused. The field
// refuses it in check's words, and the goals stay as they were.
func TestGoalsFieldRefusesARepeat(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pack.toml")
	if err := os.WriteFile(path, mustRead(t, testPack), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.typeGoals("pit, pit")
	h.waitMessage(`"pit" is listed twice (goals 1 and 2)`)
	if got := engine.GoalsText(h.state().Puzzle.Goals); got != "ransack DE, no-losses" {
		t.Errorf("the goals became %q", got)
	}
}

// typeGoals types goals into the Goals field of M, over the test pack's
// first puzzle's "ransack DE, no-losses", and Enter.
func (h *harness) typeGoals(goals string) {
	h.T.Helper()
	h.Keys("M")
	h.WaitText("ransack DE, no-losses")
	for range 7 {
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyEnter)
	h.WaitText("Goals, all to reach")
	for range len("ransack DE, no-losses") {
		h.Key(tcell.KeyBackspace2)
	}
	h.Keys(goals)
	h.Key(tcell.KeyEnter)
}
