package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/gdamore/tcell/v2"
)

// openTitleField opens M on the test pack and the Title line's field, and
// types XYZ at the end of its text.
func openTitleField(h *harness) {
	h.T.Helper()
	h.Keys("M")
	h.WaitText("Enter proves the puzzle as birdcrab check does")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("Title: From behind")
	h.Key(tcell.KeyEnd)
	h.Keys("XYZ")
	h.WaitText("From behindXYZ")
}

// Text typed in a field of a window and not yet taken is unsaved work:
// Ctrl-C there quit at once, status 0, the text lost without a question;
// after a board change, "s  save, then quit" saved the change and not the
// text. The question now names the field, and s takes its text, then
// saves both.
func TestCtrlCInAFieldAsksAndSaveTakesItsText(t *testing.T) {
	for _, change := range []bool{false, true} {
		name := "clean"
		if change {
			name = "board changed"
		}
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "pack.toml")
			if err := os.WriteFile(path, mustRead(t, testPack), 0o644); err != nil {
				t.Fatal(err)
			}
			h := start(t, Options{Path: path}, 80, 24)
			h.WaitText("puzzle from-behind (1 of 2)")
			if change {
				h.moveTo(loc(t, "DE4"))
				h.Keys("r")
				h.WaitText("[modified]")
			}
			openTitleField(h)
			h.Key(tcell.KeyCtrlC)
			h.WaitText("Unsaved changes: quit?")
			h.WaitText(`The text typed in "Title" is not taken yet`)
			h.Keys("c")
			h.WaitNoText("Unsaved changes: quit?")
			h.WaitText("From behindXYZ") // the field as it was
			h.Key(tcell.KeyCtrlC)
			h.WaitText("Unsaved changes: quit?")
			h.Keys("s")
			if err := h.waitDone(); err != nil {
				t.Fatal(err)
			}
			saved, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(saved), `title = "From behindXYZ"`) {
				t.Errorf("the saved pack has not the title typed:\n%s", saved)
			}
			if change && !strings.Contains(string(saved), `"Bird DE4 B"`) {
				t.Errorf("the saved pack has not the board's change:\n%s", saved)
			}
		})
	}
}

// A text the field refuses is not saved over: s opens the field again,
// saying why, and the program stays.
func TestSaveThenQuitStaysOnARefusedText(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pack.toml")
	if err := os.WriteFile(path, mustRead(t, testPack), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 80, 24)
	h.WaitText("puzzle from-behind (1 of 2)")
	h.Keys("M")
	h.WaitText("Enter proves the puzzle as birdcrab check does")
	h.Key(tcell.KeyEnter) // Id
	h.WaitText("Id: from-behind")
	h.Key(tcell.KeyCtrlU)
	h.Keys("meet-it") // the other puzzle's id
	h.Key(tcell.KeyCtrlC)
	h.WaitText(`The text typed in "Id" is not taken yet`)
	h.Keys("s")
	h.WaitText("Id: meet-it")
	if h.Stopped {
		t.Fatal("the editor quit on a refused id")
	}
	h.waitFor("nothing saved", func(e *Editor) bool { return !e.doc.Dirty() })
}

// Esc in a field of a window keeps what was typed as the field's draft
// until the window closes: Enter on the line again brings it back (it
// showed the field empty, the text thrown away without a word).
func TestEscKeepsTheFieldsDraftUntilTheWindowCloses(t *testing.T) {
	h := startOnTestPack(t)
	h.Keys("M")
	h.WaitText("Enter proves the puzzle as birdcrab check does")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter) // Description
	h.WaitText("Description: Player 2")
	h.Key(tcell.KeyCtrlU)
	h.Keys("a long draft")
	h.Key(tcell.KeyEscape)
	h.WaitNoText("Description: a long draft")
	h.Key(tcell.KeyEnter)
	h.WaitText("Description: a long draft")
	h.WaitText("the text typed before Esc")
	h.Key(tcell.KeyEscape)
	h.Key(tcell.KeyEscape) // M closes: the draft goes with it
	h.WaitNoText("Enter proves the puzzle")
	h.Keys("M")
	h.WaitText("Enter proves the puzzle as birdcrab check does")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("Description: Player 2")
	if st := h.state(); st.Puzzle.Description != "Player 2 has one piece left in DE. Take the territory." {
		t.Errorf("the description is %q", st.Puzzle.Description)
	}
}

// fix2 item 5: a name typed in Save as was no work: after a board change,
// W, a name typed, Ctrl-C, "s  save, then quit" saved under the
// document's old name (untitled, it opened Save as again from its first
// name, the name typed lost). The question names the name typed, and s
// saves under it.
func TestCtrlCInSaveAsSavesUnderTheNameTyped(t *testing.T) {
	for _, titled := range []bool{true, false} {
		name := "untitled"
		if titled {
			name = "titled"
		}
		t.Run(name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			old, typed := "a.txt", "b.txt"
			opts := Options{}
			if titled {
				opts.Path = old
			}
			h := start(t, opts, 80, 24)
			h.setState(fightState(t))
			h.Sync(func() { h.ed.doc.MarkSaved() })
			h.edit("g")
			h.Keys("W")
			h.WaitText("Save as")
			h.Key(tcell.KeyCtrlU)
			h.Keys(typed)
			h.Key(tcell.KeyCtrlC)
			h.WaitText("Unsaved changes: quit?")
			h.WaitText("The name typed in Save as, " + typed + ", is not")
			h.Keys("s")
			if err := h.waitDone(); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(typed); err != nil {
				t.Errorf("nothing saved under the name typed: %v", err)
			}
			if _, err := os.Stat(old); err == nil {
				t.Errorf("saved under the document's old name %s", old)
			}
		})
	}
}

// A Save as field emptied holds no name to save under: Ctrl-C asked about
// "The name typed in Save as, , ..." (on a document with nothing to save
// too), and its s saved nothing. Emptied, it is no unsaved work.
func TestCtrlCInAnEmptiedSaveAsAsksNothingOfIt(t *testing.T) {
	for _, dirty := range []bool{false, true} {
		name := "clean"
		if dirty {
			name = "changed"
		}
		t.Run(name, func(t *testing.T) {
			t.Chdir(t.TempDir())
			h := start(t, Options{Path: "a.txt"}, 80, 24)
			h.setState(fightState(t))
			h.Sync(func() { h.ed.doc.MarkSaved() })
			if dirty {
				h.edit("g")
			}
			h.Keys("W")
			h.WaitText("Save as")
			h.Key(tcell.KeyCtrlU)
			h.Key(tcell.KeyCtrlC)
			if !dirty {
				if err := h.waitDone(); err != nil {
					t.Fatal(err)
				}
				return
			}
			h.WaitText("Unsaved changes: quit?")
			if s := h.flatScreen(); strings.Contains(s, "typed in Save as") {
				t.Errorf("the question offers to save under an empty name:\n%s", h.Screen())
			}
			h.Keys("d")
			if err := h.waitDone(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// Esc keeps the text typed in a field of a window as its draft until the
// window closes, but a quit with the window open dropped it without a
// question (a field open with text typed asks). The question names the
// field, and s takes the draft as Enter would have, then saves; d drops
// it.
func TestQuitAsksAboutADraftKeptByEsc(t *testing.T) {
	for _, answer := range []string{"s", "d"} {
		t.Run(answer, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "pack.toml")
			if err := os.WriteFile(path, mustRead(t, testPack), 0o644); err != nil {
				t.Fatal(err)
			}
			h := start(t, Options{Path: path}, 80, 24)
			h.WaitText("puzzle from-behind (1 of 2)")
			openTitleField(h)
			h.Key(tcell.KeyEscape)
			h.WaitNoText("From behindXYZ")
			h.WaitText("Enter proves the puzzle as birdcrab check does") // M is open
			h.Key(tcell.KeyCtrlC)
			h.WaitText("Unsaved changes: quit?")
			h.WaitText(`The text typed in "Title", kept by Esc, is not taken yet`)
			h.WaitText("d  quit and discard the text typed")
			h.Keys("c")
			h.WaitNoText("Unsaved changes: quit?")
			h.Key(tcell.KeyCtrlC)
			h.WaitText("Unsaved changes: quit?")
			h.Keys(answer)
			if err := h.waitDone(); err != nil {
				t.Fatal(err)
			}
			saved, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if took := strings.Contains(string(saved), `title = "From behindXYZ"`); took != (answer == "s") {
				t.Errorf("%s: the saved pack has the draft: %v, want %v:\n%s", answer, took, answer == "s", saved)
			}
		})
	}
}

// A draft brought back into its field is the field's text, named once;
// the window closed, it is no work, and quit asks nothing.
func TestADraftBroughtBackOrGoneAsksOnce(t *testing.T) {
	h := startOnTestPack(t)
	openTitleField(h)
	h.Key(tcell.KeyEscape)
	h.WaitNoText("From behindXYZ")
	h.Key(tcell.KeyEnter)
	h.WaitText("From behindXYZ")
	h.Key(tcell.KeyCtrlC)
	h.WaitText("Unsaved changes: quit?")
	if s := h.flatScreen(); !strings.Contains(s, `The text typed in "Title" is not taken yet`) || strings.Contains(s, "kept by Esc") {
		t.Errorf("want the field open named once:\n%s", h.Screen())
	}
	h.Keys("c")
	h.WaitNoText("Unsaved changes: quit?")
	h.Key(tcell.KeyEscape) // the field: its draft is kept again
	h.Key(tcell.KeyEscape) // M closes: the draft goes with it
	h.WaitNoText("Enter proves the puzzle")
	h.Key(tcell.KeyCtrlC)
	if err := h.waitDone(); err != nil {
		t.Fatal(err)
	}
}

// The quit question joins the names of the drafts Esc kept as a sentence
// does, quoted: two read "The text typed in Id, Title and kept by Esc are
// not taken yet", and a field's name beginning with a capital read as
// the start of a sentence mid-line ("in A hint, The pack's title and").
func TestTypedNoteJoinsTheDraftsNames(t *testing.T) {
	open := tui.NewTextEntry(tui.NewTheme(true), "Title", "", func(string, bool) {})
	open.SetTitle(" Title ") // as the shell titles a field's window
	for _, c := range []struct {
		field  *tui.TextEntry
		drafts []string
		want   string
	}{
		{nil, []string{"Id"}, `The text typed in "Id", kept by Esc, is not taken yet: s takes it,`},
		{nil, []string{"Id", "Title"}, `The texts typed in "Id" and "Title", kept by Esc, are not taken yet: s takes them,`},
		{nil, []string{"A hint", "The pack's title", "Title"}, `The texts typed in "A hint", "The pack's title" and "Title", kept by Esc, are not taken yet: s takes them,`},
		{open, nil, `The text typed in "Title" is not taken yet: s takes it,`},
		{open, []string{"A hint"}, `The text typed in "Title", and the text typed in "A hint", kept by Esc, are not taken yet: s takes them,`},
		{open, []string{"A hint", "Id"}, `The text typed in "Title", and the texts typed in "A hint" and "Id", kept by Esc, are not taken yet: s takes them,`},
	} {
		if got := typedNote(c.field, c.drafts); !strings.HasPrefix(got, c.want) {
			t.Errorf("typedNote(%v, %q) =\n%s\nwant it to begin\n%s", c.field != nil, c.drafts, got, c.want)
		}
	}
}
