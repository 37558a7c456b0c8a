package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// safe10 item 4: the editor started in a folder that another program then
// removed (cd sub && birdcrab edit cm.toml; rm -rf sub). w offered
// "o save this version there again", which failed with "no such file or
// directory": the folder of "cm.toml" is ".", which still reads as a
// folder. W x.toml failed the same way, and W ../x.toml said the comments
// left out were kept in the file it was read from, which was gone. The
// question now says the folder is gone and that W with a full path saves
// elsewhere; W refuses a relative name there; and the note no longer
// names the removed file as the keeper of the comments.
func TestSaveWhenTheWorkingFolderIsGone(t *testing.T) {
	root := t.TempDir()
	sub := filepath.Join(root, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(sub)
	// A pack laid out as puzzle = [ ... ]: a save keeps none of its
	// comments.
	text := `# my pack
puzzle = [ { id = "p1", side = 1, goals = ["kill A1"], turn = 2, player = [ { pieces = ["Pikeman AB2 E"] }, { pieces = ["Crab A1 A"] } ] } ]

[pack]
format = 1
`
	if err := os.WriteFile("cm.toml", []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: "cm.toml"}, 100, 32)
	h.waitMessage("opened cm.toml")
	h.Keys("M")
	h.WaitText("Difficulty:")
	for range 3 {
		h.Key(tcell.KeyDown)
	}
	h.WaitText("(1 easy to 5; 0 not given)")
	h.Keys("+")
	h.waitMessage("the puzzle's difficulty: 1")
	h.Key(tcell.KeyEscape)
	h.waitFor("the document changed", func(e *Editor) bool { return e.doc.Dirty() })
	if err := os.RemoveAll(sub); err != nil {
		t.Fatal(err)
	}
	h.Keys("w")
	h.WaitText("cm.toml is no longer on disk, nor the folder the editor was started in")
	h.WaitNoText("o  save this version there again")
	h.Keys("c")
	h.waitMessage("not saved: the folder the editor was started in is gone (another program removed it): W with a full path (/… or ~/…) saves elsewhere")

	h.Keys("W")
	h.WaitText("File: ")
	h.Key(tcell.KeyCtrlU)
	h.Keys("x.toml")
	h.Key(tcell.KeyEnter)
	h.waitMessage("not saved: the folder the editor was started in is gone")
	h.WaitText("File: ") // asked again, to type a full path

	h.Key(tcell.KeyCtrlU)
	h.Keys("../x.toml")
	h.Key(tcell.KeyEnter)
	h.waitFor("saved", func(e *Editor) bool { return !e.doc.Dirty() })
	if m := h.message(); strings.Contains(m, "kept in the file it was read from") || !strings.Contains(m, "1 comment left out, and the file it was read from is no longer on disk to keep them") {
		t.Errorf("the message after W ../x.toml: %q", m)
	}
	if _, err := os.Stat(filepath.Join(root, "x.toml")); err != nil {
		t.Errorf("x.toml was not saved beside the folder removed: %v", err)
	}
}
