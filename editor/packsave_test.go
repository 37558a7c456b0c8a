package editor

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// Saving a pack in the editor drops no key and keeps, byte for byte, the
// text of every table it did not change, as the README promises. For every
// shipped pack: open a copy, rotate a piece of the first puzzle (a pack
// without puzzles gains one: the only change the editor makes to it), save
// with w. Every puzzle and lesson of the file, the one changed aside, must
// read back key for key and keep its text; the changed one keeps its
// claims and every other key the editor holds. The editor used to write
// every puzzle without its claims (36 lost in first-tactics.toml, 226 in
// tactics.toml), and so in the plain layout.
func TestEditorSaveKeepsEveryKeyAndUntouchedTableOfShippedPacks(t *testing.T) {
	files, err := filepath.Glob("../puzzles/packs/*.toml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no shipped packs: %v", err)
	}
	for _, src := range files {
		t.Run(filepath.Base(src), func(t *testing.T) {
			orig := string(mustRead(t, src))
			path := filepath.Join(t.TempDir(), filepath.Base(src))
			if err := os.WriteFile(path, []byte(orig), 0o644); err != nil {
				t.Fatal(err)
			}
			h := start(t, Options{Path: path}, 80, 24)
			h.waitMessage("opened " + path)
			changed := changeOnePuzzle(h)
			edited := h.state()
			h.Keys("w")
			h.waitMessage("saved " + path)
			got := string(mustRead(t, path))
			if bak := string(mustRead(t, BackupPath(path))); bak != orig {
				t.Error("the backup is not the file as opened")
			}
			sameTextBut(t, orig, got, "puzzle "+changed)
			sameKeysBut(t, orig, got, changed)
			// The changed puzzle reads back as the editor held it,
			// claims and all.
			pk, err := puzzles.Parse(path, []byte(got), testCat)
			if err != nil {
				t.Fatal(err)
			}
			pz := pk.Puzzle(changed)
			if pz == nil {
				t.Fatalf("puzzle %s is not in the saved file", changed)
			}
			if m := metaFromPuzzle(pz); !reflect.DeepEqual(m, *edited.Puzzle) || pz.Position != edited.Pos {
				t.Errorf("puzzle %s reads back as\n%+v\nwant\n%+v", changed, m, *edited.Puzzle)
			}
		})
	}
}

// changeOnePuzzle changes the pack open in h by keys, as a user would, and
// returns the id of the puzzle changed: r on the first piece of the puzzle
// on the board, or, in a pack without puzzles, a adds the empty board as
// one.
func changeOnePuzzle(h *harness) string {
	h.T.Helper()
	st := h.state()
	if st.Puzzle == nil {
		h.Keys("a")
		h.WaitText("Puzzle id: puzzle-1")
		h.Key(tcell.KeyEnter)
		h.waitMessage("puzzle puzzle-1 added")
		return "puzzle-1"
	}
	at := engine.NoLoc
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if !st.Pos.At(l).Empty() {
			at = l
			break
		}
	}
	if at == engine.NoLoc {
		h.T.Fatalf("puzzle %s has no piece to rotate", st.Puzzle.ID)
	}
	before := st.Pos.At(at).Facing
	h.moveTo(at)
	h.Keys("r")
	h.waitFor("the piece rotated", func(e *Editor) bool { return e.doc.Pos().At(at).Facing != before })
	return st.Puzzle.ID
}

// topHeader matches the header of a table the editor saves as a whole.
var topHeader = regexp.MustCompile(`^(\[pack\]|\[\[(kind|puzzle|lesson)\]\])\s*(#.*)?$`)

// tableTexts cuts a pack's text into its top-level tables, each from its
// header to the next one (sub-tables, and the comments above the next
// table, included), named "pack", "kind N", "puzzle ID" or "lesson ID"
// and listed in file order; the text before the first table is named "".
func tableTexts(t *testing.T, text string) (names []string, texts map[string]string) {
	t.Helper()
	texts = map[string]string{}
	idLine := regexp.MustCompile(`(?m)^id = "([^"]*)"`)
	kinds := 0
	name := ""
	var cur strings.Builder
	flush := func() {
		if _, dup := texts[name]; dup {
			t.Fatalf("two tables named %q", name)
		}
		names = append(names, name)
		texts[name] = cur.String()
		cur.Reset()
	}
	for _, line := range strings.SplitAfter(text, "\n") {
		if m := topHeader.FindStringSubmatch(strings.TrimRight(line, "\n")); m != nil {
			flush()
			switch m[2] {
			case "":
				name = "pack"
			case "kind":
				kinds++
				name = fmt.Sprintf("kind %d", kinds)
			default:
				name = m[2] + " ?"
			}
		}
		cur.WriteString(line)
		if strings.HasSuffix(name, " ?") {
			if id := idLine.FindStringSubmatch(line); id != nil {
				name = strings.TrimSuffix(name, "?") + id[1]
			}
		}
	}
	flush()
	return names, texts
}

// sameTextBut fails unless got holds every table of orig, but the one
// named changed, in the same order and with the same text. Only a table
// that a new table follows may gain a blank line at its end.
func sameTextBut(t *testing.T, orig, got, changed string) {
	t.Helper()
	wantNames, want := tableTexts(t, orig)
	gotNames, have := tableTexts(t, got)
	var kept []string
	for i, name := range gotNames {
		if _, old := want[name]; !old && name != changed {
			t.Errorf("a table %q that the file did not have", name)
		}
		if _, old := want[name]; !old {
			continue
		}
		kept = append(kept, name)
		if name == changed || have[name] == want[name] {
			continue
		}
		next := ""
		if i+1 < len(gotNames) {
			next = gotNames[i+1]
		}
		_, nextOld := want[next]
		if !nextOld && have[name] == want[name]+"\n" {
			continue
		}
		t.Errorf("%s: its text changed, though the table did not:\n%s\nwant\n%s", orDefault(name, "the text before the first table"), have[name], want[name])
	}
	if !reflect.DeepEqual(kept, wantNames) {
		t.Errorf("the tables are now\n%v\nwant\n%v", kept, wantNames)
	}
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// sameKeysBut fails unless every table of orig, but the puzzle changed,
// reads back from got with every key and value; the changed puzzle keeps
// its claims.
func sameKeysBut(t *testing.T, orig, got, changed string) {
	t.Helper()
	var a, b map[string]any
	if _, err := toml.Decode(orig, &a); err != nil {
		t.Fatal(err)
	}
	if _, err := toml.Decode(got, &b); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a["pack"], b["pack"]) || !reflect.DeepEqual(a["kind"], b["kind"]) {
		t.Error("the [pack] or [[kind]] tables changed")
	}
	for _, what := range []string{"puzzle", "lesson"} {
		byID := map[string]map[string]any{}
		tables, _ := b[what].([]map[string]any)
		for _, tb := range tables {
			byID[fmt.Sprint(tb["id"])] = tb
		}
		tables, _ = a[what].([]map[string]any)
		for _, tb := range tables {
			id := fmt.Sprint(tb["id"])
			now, ok := byID[id]
			switch {
			case !ok:
				t.Errorf("%s %s is gone", what, id)
			case id == changed:
				if !reflect.DeepEqual(tb["claims"], now["claims"]) {
					t.Errorf("%s %s: claims %v, want %v", what, id, now["claims"], tb["claims"])
				}
			default:
				for _, k := range keysOf(tb, now) {
					if !reflect.DeepEqual(tb[k], now[k]) {
						t.Errorf("%s %s: %s = %v, want %v", what, id, k, now[k], tb[k])
					}
				}
			}
		}
	}
}

// keysOf lists the keys of a and b.
func keysOf(a, b map[string]any) []string {
	var out []string
	for k := range a {
		out = append(out, k)
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			out = append(out, k)
		}
	}
	return out
}

// Saving a pack puzzle whose opponent model is hold writes the side's
// orders only: the other player's orders on the board are not in the file,
// so the document stays modified after the save, their autosave stays, and
// q asks before they are lost, naming them. The editor used to mark the
// document saved, and q quit at once, losing them. Taking the orders back
// leaves nothing unsaved: q then quits at once.
func TestSavingAPackKeepsOrdersItCannotHoldAsUnsavedWork(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.toml")
	if err := os.WriteFile(path, mustRead(t, "testdata/one-puzzle.toml"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 110, 34)
	h.waitMessage("opened " + path)
	h.Keys("O")
	h.moveTo(loc(t, "A3")) // Blue's Crab
	h.Key(tcell.KeyEnter)
	h.Keys("tb")
	h.waitFor("Blue's order", func(e *Editor) bool { return len(e.doc.Orders()[1]) == 1 })
	h.Key(tcell.KeyEscape)
	saveKeepsUnsaved(t, h, "not in the file: Blue's orders (the opponent model is hold, not fixed)",
		"the file cannot hold Blue's orders: they are lost", "u")
}

// Saving a pack while the position on the board is not one of its puzzles
// writes the pack without it, as the message says: the position stays
// unsaved work, so the title keeps [modified], the recovery file keeps it,
// and q asks, naming it as lost by a save. The editor used to mark the
// document saved, and q quit at once, losing the position. An empty board
// loses nothing: once cleared (N), q quits at once.
func TestSavingAPackKeepsAPositionThatIsNotAPuzzleAsUnsavedWork(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.toml")
	if err := os.WriteFile(path, []byte("[pack]\nformat = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 110, 34)
	h.waitMessage("opened " + path)
	h.Key(tcell.KeyEnter) // the kinds' menu
	h.WaitText("Place in the Pit")
	h.Key(tcell.KeyEnter) // a Bird on the Pit
	h.waitFor("a piece on the board", func(e *Editor) bool { return *e.doc.Pos() != engine.NewPosition(2) })
	saveKeepsUnsaved(t, h, "the position on the board is not a puzzle, so not in the file (a adds it)",
		"the file cannot hold the position on the board, not a puzzle: it is lost", "N")
}

// At 80 columns the quit question says all of what a save would lose:
// the note used to end the save's line, which ran past the window and was
// cut ("... on the board, not a p…").
func TestQuitSaysAllASaveLosesAt80Columns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.toml")
	if err := os.WriteFile(path, []byte("[pack]\nformat = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.waitMessage("opened " + path)
	h.Key(tcell.KeyEnter)
	h.WaitText("Place in the Pit")
	h.Key(tcell.KeyEnter)
	h.waitFor("a piece on the board", func(e *Editor) bool { return *e.doc.Pos() != engine.NewPosition(2) })
	h.Keys("q")
	h.WaitText("Unsaved changes: quit?")
	var inside []string
	for _, row := range strings.Split(h.Screen(), "\n") {
		if i, j := strings.Index(row, "║"), strings.LastIndex(row, "║"); i >= 0 && j > i {
			inside = append(inside, strings.TrimSpace(row[i+len("║"):j]))
		}
	}
	text := strings.Join(strings.Fields(strings.Join(inside, " ")), " ")
	for _, want := range []string{"the file cannot hold the position on the board, not a puzzle: it is lost.", "s save, then quit"} {
		if !strings.Contains(text, want) {
			t.Errorf("the question reads %q, want %q in it", text, want)
		}
	}
	if strings.Contains(text, "…") {
		t.Errorf("the question reads %q, cut", text)
	}
	h.Keys("d")
	if err := h.waitDone(); err != nil {
		t.Fatal(err)
	}
}

// saveKeepsUnsaved saves with w, wants the message said, the document still
// [modified] and its recovery file kept, and q to ask, naming what a save
// loses (lost); then cancels, takes what the file cannot hold back (with
// the keys drop), and wants the document as saved and q to quit at once.
func saveKeepsUnsaved(t *testing.T, h *harness, said, lost, drop string) {
	t.Helper()
	h.Keys("w")
	h.waitMessage(said)
	h.WaitText("[modified]")
	h.waitFor("the recovery file kept", func(e *Editor) bool {
		_, err := os.Stat(e.rec.path)
		return err == nil
	})
	h.Keys("q")
	h.WaitText("Unsaved changes: quit?")
	h.WaitText(lost)
	h.Keys("c")
	h.WaitNoText("Unsaved changes: quit?")
	h.Keys(drop)
	h.waitFor("the document as saved", func(e *Editor) bool { return !e.doc.Dirty() })
	h.Keys("q")
	if err := h.waitDone(); err != nil {
		t.Fatal(err)
	}
}

// Opening another file asks about unsaved changes, and names what s (save
// them first) would lose, as q does: the position on the board that is not
// a puzzle of the pack. The open question used to offer "save them first"
// with no word of it, and the file opened took the position's place for
// good (u had nothing to undo).
func TestOpenSaysWhatASaveFirstLoses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.toml")
	if err := os.WriteFile(path, []byte("[pack]\nformat = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 110, 34)
	h.waitMessage("opened " + path)
	h.Key(tcell.KeyEnter)
	h.WaitText("Place in the Pit")
	h.Key(tcell.KeyEnter)
	h.waitFor("a piece on the board", func(e *Editor) bool { return *e.doc.Pos() != engine.NewPosition(2) })
	h.Keys("E")
	h.WaitText("Unsaved changes: open another file?")
	h.WaitText("the file cannot hold the position on the board, not a puzzle: it is lost")
	h.Keys("c")
	h.WaitNoText("Unsaved changes: open another file?")

	// Nothing a save loses: no note.
	h.Keys("a")
	h.WaitText("Puzzle id:")
	h.Key(tcell.KeyEnter)
	h.waitMessage("added")
	h.Keys("E")
	h.WaitText("Unsaved changes: open another file?")
	if strings.Contains(h.Screen(), "cannot hold") {
		t.Errorf("the question names a loss with none:\n%s", h.Screen())
	}
}

// L's first line sets the pack's title, saved as [pack] title with the
// file's comments kept (a pack made in the editor had no title, and the
// editor no way to give one: the trainer showed it as "mine.toml"); x
// clears it.
func TestPackTitleSetAndSaved(t *testing.T) {
	orig := string(mustRead(t, "testdata/one-puzzle.toml"))
	path := filepath.Join(t.TempDir(), "mine.toml")
	if err := os.WriteFile(path, []byte(orig), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 30)
	h.WaitText("opened " + path)
	h.Keys("L")
	h.WaitText("Pack title: none: Enter gives one")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyEnter)
	h.WaitText("Pack title: ")
	h.Keys("My first pack")
	h.Key(tcell.KeyEnter)
	h.WaitText("Pack title: My first pack")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Pack title:")
	h.Keys("w")
	h.waitMessage("saved " + path)
	got := string(mustRead(t, path))
	for _, want := range []string{"# A pack of one puzzle with no title or goals yet", "[pack]\ntitle = \"My first pack\"\nformat = 1\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("the saved pack lacks %q:\n%s", want, got)
		}
	}
	pk, err := puzzles.Load(path, testCat)
	if err != nil || pk.Title != "My first pack" {
		t.Fatalf("the saved pack's title is %q (%v), want My first pack", pk.Title, err)
	}

	h.Keys("L")
	h.WaitText("Pack title: My first pack")
	h.Key(tcell.KeyHome)
	h.Keys("x")
	h.WaitText("Pack title: none: Enter gives one")
	h.waitMessage("the pack's title cleared")
	h.Key(tcell.KeyEscape)
	h.Keys("w")
	h.waitMessage("saved " + path)
	if got := string(mustRead(t, path)); got != orig {
		t.Errorf("the pack saved without its title is not the file as it was:\n%s", got)
	}
}

// Enter on an empty pack title did nothing and said nothing.
func TestPackTitleEmptySaysSo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mine.toml")
	if err := os.WriteFile(path, mustRead(t, "testdata/one-puzzle.toml"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 30)
	h.WaitText("opened " + path)
	h.Keys("L")
	h.WaitText("Pack title: none: Enter gives one")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyEnter)
	h.WaitText("Pack title: ")
	h.Key(tcell.KeyEnter)
	h.waitMessage("no title given: the title stays (x on this line clears it)")
}
