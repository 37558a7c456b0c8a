package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
)

// Edit, save, reopen in a new editor: the same position and orders. A file
// that did not exist when opened gets no backup, however often it is saved.
func TestSaveAndReload(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pos.txt")
	auto := t.TempDir()
	h := start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	h.WaitText("pos.txt does not exist yet")
	h.setState(fightState(t))
	h.moveTo(loc(t, "BC2"))
	h.Key(tcell.KeyEnter)
	h.Keys("crab")
	h.Key(tcell.KeyEnter)
	h.waitFor("a Crab on BC2", func(e *Editor) bool { return !e.doc.Pos().Board[loc(t, "BC2")].Empty() })
	h.waitFor("an autosave file", func(e *Editor) bool { _, err := os.Stat(e.rec.path); return err == nil })
	h.Keys("w")
	h.waitMessage("saved " + path)
	want := h.state()
	h.waitFor("saved and clean, the autosave gone", func(e *Editor) bool {
		_, err := os.Stat(e.rec.path)
		return !e.doc.Dirty() && os.IsNotExist(err)
	})
	h.WaitNoText("[modified]")
	h.Keys("r")
	h.Key(tcell.KeyCtrlS)
	h.waitFor("saved again", func(e *Editor) bool { return !e.doc.Dirty() && !e.doc.State().Equal(want) })
	if msg := h.message(); strings.Contains(msg, ".bak") {
		t.Errorf("the second save says %q: a backup of a file that did not exist", msg)
	}
	want2 := h.state()
	h.Keys("q")
	if err := h.waitDone(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(BackupPath(path)); !os.IsNotExist(err) {
		t.Errorf("a backup of a file that did not exist when opened: %v", err)
	}
	h2 := start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	h2.WaitText("opened " + path)
	if got := h2.state(); !got.Equal(want2) {
		t.Errorf("reopened %s\nwant %s", got.Pos.Code(testCat), want2.Pos.Code(testCat))
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// An untitled document asks for a name when saved.
func TestSaveAs(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new.txt")
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.moveTo(loc(t, "A3"))
	h.Keys("x")
	h.waitFor("dirty", func(e *Editor) bool { return e.doc.Dirty() })
	h.Keys("w")
	h.WaitText("Save as")
	h.WaitText("File: position.txt")
	// Issue 18, item 1: the name offered is selected; typing replaces it.
	h.Keys(path)
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved " + path)
	got, err := LoadState(testCat, path)
	if err != nil || !got.Equal(h.state()) {
		t.Errorf("the file holds %v (%v)", got.Pos.Code(testCat), err)
	}
	h.WaitText("new.txt")
}

// A file that cannot be read is reported; the editor starts untitled so
// that a save cannot overwrite it.
func TestOpenBadFile(t *testing.T) {
	dir := t.TempDir()
	tests := []struct{ name, content, want string }{
		{"garbage", "this is not a position\n", "garbage:1:"},
		{"bad order", "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-\norder 1: move AB3 C 1\n", "no piece on AB3"},
		{"directory", "", "cannot read"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name)
			if tc.name == "directory" {
				os.Mkdir(path, 0o755)
			} else {
				os.WriteFile(path, []byte(tc.content), 0o644)
			}
			h := start(t, Options{Path: path}, 80, 24)
			h.waitMessage(tc.want)
			h.WaitText("untitled")
			h.waitFor("an untitled document", func(e *Editor) bool { return e.doc.Path == "" })
			if tc.name != "directory" {
				if got := string(mustRead(t, path)); got != tc.content {
					t.Error("the bad file was changed")
				}
			}
		})
	}
}

// A file with several bad lines is refused naming every one: the message
// line shows what fits and i all of it. It used to name the first and say
// "(and 2 more problems)", which nothing showed: the file was not on the
// board for i to list them.
func TestOpenBadFileNamesEveryProblem(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.txt")
	content := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A1/F | DE.EF.FA m6 | g:-\n" +
		"order 1: move A1 Q 1\norder 3: turn A1 B\nfoo\n"
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{}, 80, 24)
	h.Keys("E")
	h.WaitText("Open")
	h.Key(tcell.KeyCtrlU)
	h.Keys(path)
	h.Key(tcell.KeyEnter)
	h.waitMessage("bad.txt:2:")
	h.WaitText("i: all of it")
	h.Keys("i")
	h.WaitText("The message line, all of it")
	for _, want := range []string{"bad.txt:2:", "bad.txt:3:", "bad.txt:4:"} {
		if !strings.Contains(h.message(), want) {
			t.Errorf("the message %q names no %q", h.message(), want)
		}
	}
	// Each on a line of its own (the window reflows a text's lines into
	// paragraphs).
	h.WaitText("The message line, all of it")
	if n := strings.Count(h.Screen(), "║- "+filepath.Dir(path)); n != 2 {
		t.Errorf("%d problems start a line of their own, want 2:\n%s", n, h.Screen())
	}
}

// Open (E) another file; a bad one is reported and changes nothing.
func TestOpenFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	st := fightState(t)
	if err := os.WriteFile(good, FormatState(testCat, &st), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{}, 80, 24)
	h.Keys("E")
	h.WaitText("Open")
	h.Keys(dir)
	h.Key(tcell.KeyEnter)
	h.waitMessage("cannot read")
	h.Key(tcell.KeyCtrlO)
	h.WaitText("Open")
	h.Keys(good)
	h.Key(tcell.KeyEnter)
	h.waitFor("the file opened", func(e *Editor) bool { return e.doc.Path == good && e.doc.State().Equal(st) && !e.doc.Dirty() })
}

// q and Ctrl-C ask before losing changes; cancel keeps editing, discard
// quits and removes the autosave file.
func TestQuitAsks(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.moveTo(loc(t, "AB3"))
	h.Key(tcell.KeyEnter)
	h.Keys("crab")
	h.Key(tcell.KeyEnter)
	h.waitFor("dirty", func(e *Editor) bool { return e.doc.Dirty() })
	var auto string
	h.Sync(func() { auto = h.ed.rec.path })
	h.Keys("q")
	h.WaitText("Unsaved changes: quit?")
	h.Keys("c")
	h.WaitNoText("Unsaved changes: quit?")
	h.Key(tcell.KeyCtrlC)
	h.WaitText("Unsaved changes: quit?")
	h.Keys("d")
	if err := h.waitDone(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(auto); !os.IsNotExist(err) {
		t.Errorf("the autosave file is still there after a chosen discard: %v", err)
	}
}

// Without changes q quits at once.
func TestQuitClean(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.Keys("q")
	if err := h.waitDone(); err != nil {
		t.Fatal(err)
	}
}

// After a crash (the editor stopped without quitting) the next start
// offers the autosaved work; recovering it gives the work back, unsaved.
func TestRecovery(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "pos.txt")
	st := fightState(t)
	if err := os.WriteFile(path, FormatState(testCat, &st), 0o644); err != nil {
		t.Fatal(err)
	}
	auto := t.TempDir()
	h := start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	h.moveTo(loc(t, "A3"))
	h.Keys("g")
	h.waitFor("an autosave", func(e *Editor) bool {
		_, err := os.Stat(e.rec.path)
		return e.doc.Dirty() && err == nil
	})
	lost := h.state()
	h.close() // a crash: no quit, no save

	h2 := start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	h2.WaitText("Unsaved work of pos.txt")
	h2.Keys("r")
	h2.waitFor("the work recovered", func(e *Editor) bool { return e.doc.State().Equal(lost) && e.doc.Dirty() })
	h2.WaitText("[modified]")

	// Discarding it instead opens the file as saved.
	h2.close()
	h3 := start(t, Options{Path: path, AutosaveDir: auto}, 80, 24)
	h3.WaitText("Unsaved work of pos.txt")
	h3.Keys("d")
	h3.WaitText("for good?")
	h3.Keys("y")
	h3.waitMessage("the unsaved work was discarded")
	h3.waitFor("the file as saved", func(e *Editor) bool { return e.doc.State().Equal(st) && !e.doc.Dirty() })
	entries, _ := os.ReadDir(auto)
	if len(entries) != 0 {
		t.Errorf("the autosave directory still holds %d files", len(entries))
	}
}

// y copies the position code, to the terminal's clipboard too; v pastes a
// code, and a bad one is reported.
func TestCopyPaste(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	st := fightState(t)
	st.Orders = tui.Orders{} // the position alone: see TestCopyKeepsOrders
	h.setState(st)
	h.Keys("y")
	code := st.Pos.Code(testCat)
	h.waitMessage("copied the position code: " + code)
	var clip []byte
	h.Sync(func() { clip = h.Sim.GetClipboardData() })
	if string(clip) != code {
		t.Errorf("the terminal's clipboard holds %q, want %q", clip, code)
	}
	h.Keys("N")
	h.waitFor("a new position", func(e *Editor) bool { return e.doc.Pos().CountPieces(1) == 0 })
	h.Keys("v")
	h.WaitText("Paste a position code")
	h.Key(tcell.KeyEnter)
	h.waitFor("the position pasted", func(e *Editor) bool { return *e.doc.Pos() == st.Pos })
	h.Keys("v")
	h.WaitText("Paste a position code")
	for range len(code) {
		h.Key(tcell.KeyBackspace2)
	}
	h.Keys("bc1 t2 | rubbish")
	h.Key(tcell.KeyEnter)
	h.waitMessage("position code")
	if got := h.state(); got.Pos != st.Pos {
		t.Error("a bad code changed the position")
	}
	if !strings.Contains(h.message(), "want") && !strings.Contains(h.message(), "unknown") {
		t.Errorf("the message does not say what is wrong: %q", h.message())
	}
}

// A name that does not exist, given to the open window (E), offers a new
// file there, as "birdcrab edit NAME" starts one: n gives an empty
// position under that name, which w saves there; c keeps the document.
// The window used to say only "cannot read ...: file does not exist".
func TestOpenWindowOffersANewFileForANewName(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "new.toml")
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	open := func() {
		h.T.Helper()
		h.Keys("E")
		h.WaitText("Open")
		h.Keys(path)
		h.Key(tcell.KeyEnter)
		h.WaitText("new.toml does not exist: start a new file there?")
	}
	open()
	h.Keys("c")
	h.waitMessage("does not exist: nothing opened")
	h.waitFor("the document kept", func(e *Editor) bool { return e.doc.Path == "" && e.doc.State().Equal(fightState(t)) })
	open()
	h.Keys("n")
	h.waitMessage("new.toml does not exist yet: w saves the position there")
	h.waitFor("an empty position named new.toml", func(e *Editor) bool {
		return e.doc.Path == path && *e.doc.Pos() == engine.NewPosition(2) && !e.doc.Dirty()
	})
	h.Keys("w")
	h.waitMessage("saved " + path)
	if _, err := os.Stat(path); err != nil {
		t.Error(err)
	}
}

// An empty file (made with touch) opens as a new file, as one that does
// not exist: w saves the position there as the name asks, a position file
// for pos.txt, a pack with the position as its puzzle for pos.toml. It
// opened as a pack of no puzzles: w wrote an empty file and said the
// position was not in it, and a made pos.txt a pack.
func TestOpenEmptyFileIsANewFile(t *testing.T) {
	for _, name := range []string{"pos.txt", "pos.toml"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), name)
			if err := os.WriteFile(path, []byte("\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			h := start(t, Options{Path: path}, 100, 32)
			h.WaitText(name)
			h.moveTo(loc(t, "AB3"))
			h.Key(tcell.KeyEnter)
			h.Keys("crab")
			h.Key(tcell.KeyEnter)
			h.waitFor("the Crab placed", func(e *Editor) bool { return !e.doc.Pos().Board[loc(t, "AB3")].Empty() })
			h.Keys("w")
			h.waitFor("saved", func(e *Editor) bool { return !e.doc.Dirty() })
			want := h.state().Pos
			s, _, err := LoadDoc(testCat, path)
			if err != nil {
				t.Fatal(err)
			}
			if s.Pos != want {
				t.Errorf("%s holds %s, want %s", name, s.Pos.Code(testCat), want.Code(testCat))
			}
			if isPack := s.Pack != nil; isPack != (name == "pos.toml") {
				t.Errorf("%s saved as a pack: %v", name, isPack)
			}
		})
	}
}

// Opening an empty file says it is a new one.
func TestOpenEmptyFileSaysSo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pos.txt")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 32)
	h.waitMessage("opened " + path + ": it is empty, a new file: w saves the position there")
}

// bad9 #1: "-" typed as a name in Save as or Open is the file ./-, not
// standard input. It used to read the terminal on the event loop, to an
// end of file that never came: the editor froze and had to be killed.
func TestDashTypedIsAFileName(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.Keys("W")
	h.WaitText("Save as")
	h.Key(tcell.KeyCtrlU)
	h.Keys("-")
	h.Key(tcell.KeyEnter)
	h.waitMessage("saved ./-")
	saved := h.state()
	got, err := LoadState(testCat, filepath.Join(dir, "-"))
	if err != nil || !got.Equal(saved) {
		t.Fatalf("the file - holds %v (%v)", got.Pos.Code(testCat), err)
	}
	h.setState(State{Pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")})
	h.Keys("E")
	h.WaitText("Open")
	h.Key(tcell.KeyCtrlU)
	h.Keys("-")
	h.Key(tcell.KeyEnter)
	h.waitMessage("opened ./-")
	if got := h.state(); !got.Equal(saved) {
		t.Errorf("opened %s\nwant %s", got.Pos.Code(testCat), saved.Pos.Code(testCat))
	}
}

// kb9 #9: "save, then quit" asked again over an open Save as (q s, then
// Ctrl-C s) opens one Save as, not a second over the first: Esc in it
// said "not saved" and left the first open behind, where q d typed into
// its name.
func TestSaveAsAskedTwiceIsOneWindow(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	h.setState(fightState(t))
	h.moveTo(loc(t, "A3"))
	h.Keys("x")
	h.waitFor("dirty", func(e *Editor) bool { return e.doc.Dirty() })
	h.Keys("q")
	h.WaitText("Unsaved changes: quit?")
	h.Keys("s")
	h.WaitText("File: position.txt")
	h.Key(tcell.KeyCtrlC)
	h.WaitText("Unsaved changes: quit?")
	h.Keys("s")
	h.WaitNoText("Unsaved changes: quit?")
	h.WaitText("File: position.txt")
	h.waitFor("one window open", func(e *Editor) bool { return e.shell.Dialogs() == 1 })
	h.Key(tcell.KeyEscape)
	h.waitMessage("not saved")
	h.WaitNoText("Save as")
	h.waitFor("no window open", func(e *Editor) bool { return e.shell.Dialogs() == 0 && e.doc.Dirty() })
}

// y copied the position code alone of a position with orders, "bc1 t2 ...
// | g:-", the orders lost; show --code gives them ("| side 1 | opponent
// fixed | orders 1: ..."). y now copies that, says so, and v gives both
// back.
func TestCopyKeepsOrders(t *testing.T) {
	h := start(t, Options{}, 80, 24)
	st := fightState(t)
	turn, err := engine.ParseOrder(testCat, "turn A1 B")
	if err != nil {
		t.Fatal(err)
	}
	st.Orders[1] = []engine.Order{turn}
	h.setState(st)
	h.Keys("y")
	code := st.Pos.Code(testCat) + " | side 1 | opponent fixed | orders 1: move AB2 E 1 | orders 2: turn A1 B"
	h.waitMessage("copied the position and its orders: " + code)
	h.Keys("N")
	h.waitFor("a new position", func(e *Editor) bool { return e.doc.Pos().CountPieces(1) == 0 })
	h.Keys("v")
	h.WaitText("Paste a position code")
	h.Key(tcell.KeyEnter)
	h.waitFor("the position and its orders pasted", func(e *Editor) bool {
		return *e.doc.Pos() == st.Pos && e.doc.Orders().Equal(st.Orders)
	})
	// rev10 #7: the side and opponent the code says are those its
	// orders imply, not settings to warn of: v said "the code's Red
	// solves, opponent fixed are not kept".
	if msg := h.message(); msg != "pasted the position and the code's orders (u undoes)" {
		t.Errorf("v of y's code says %q", msg)
	}
	// A code that sets what the orders do not imply is still warned of.
	h.Sync(func() { h.ed.clipboard = st.Pos.Code(testCat) + " | side 1 | opponent fixed | orders 1: move AB2 E 1" })
	h.Keys("v")
	h.WaitText("Paste a position code")
	h.Key(tcell.KeyEnter)
	h.waitMessage("; the code's Red solves, opponent fixed are kept in S")
}

// rev10 #4: a puzzle code pasted (v) with a bad order was refused with
// the position code's reading of it: "position code, player 3: unknown
// territory "g:-"", of the graveyard. The message now names the order,
// as birdcrab show does.
func TestPasteNamesAPuzzleCodesProblem(t *testing.T) {
	const pos = "bc1 t7 d40 | AB.BC m6 Pikeman/B1/E Crab/AB1/F | DE.EF.FA m6 Bird/EF1/B | g:- | side 1 | opponent hold | "
	for _, c := range []struct{ orders, want string }{
		{"orders 1: move Z9 E 1", `unknown location "Z9"`},
		{"orders 3: move AB1 E 1", "with N a player, 1 to 2"},
		{"orders 1: move AB1 E 1, move AB1 E 1", "the Crab on AB1 already has an order"},
		{"orders 1: place Bird AB3 E", "player 1 has no Bird in hand"},
	} {
		t.Run(c.orders, func(t *testing.T) {
			h := start(t, Options{}, 100, 32)
			st := fightState(t)
			h.setState(st)
			h.Sync(func() { h.ed.clipboard = pos + c.orders })
			h.Keys("v")
			h.WaitText("Paste a position code")
			h.Key(tcell.KeyEnter)
			h.waitMessage(c.want)
			if msg := h.message(); strings.Contains(msg, "g:-") {
				t.Errorf("the message names the graveyard: %s", msg)
			}
			if got := h.state(); got.Pos != st.Pos {
				t.Error("a bad code changed the position")
			}
		})
	}
}
