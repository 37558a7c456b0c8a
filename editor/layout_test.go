package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const inlinePack = `# My inline pack -- important notes here
puzzle = [
  # first puzzle
  { id = "spear-step", title = "Spear step", side = 1, opponent = "hold", goals = ["kill A1"], solution = ["move A3 D 1"], position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-" },  # Pikeman one
]

[pack]
title = "Inline"   # title
`

// edfix item 2: a pack laid out as puzzle = [ { ... } ] was rewritten
// whole on the first save, every comment left out, and only the save's
// message said so, too late. w now asks first, saying so; c saves
// nothing, y saves, and later saves do not ask again.
func TestFirstSaveOfAnInlinePackAsksBeforeDroppingComments(t *testing.T) {
	path := filepath.Join(t.TempDir(), "inline.toml")
	if err := os.WriteFile(path, []byte(inlinePack), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 30)
	h.waitMessage("opened " + path)
	changeOnePuzzle(h)
	h.Keys("w")
	h.WaitText("Rewrite inline.toml as tables, leaving out its comments?")
	h.WaitText("inline.toml is laid out as puzzle = [ { ... } ]")
	h.WaitText("y  save it rewritten, leaving out 4 comments")
	h.Keys("c")
	h.waitMessage("not saved: inline.toml would lose its comments")
	if got := string(mustRead(t, path)); got != inlinePack {
		t.Fatalf("c wrote the file:\n%s", got)
	}
	h.Keys("w")
	h.WaitText("Rewrite inline.toml as tables")
	h.Keys("y")
	h.waitMessage("saved " + path)
	if got := string(mustRead(t, path)); !strings.Contains(got, "[[puzzle]]") {
		t.Fatalf("y did not save it as tables:\n%s", got)
	}
	h.Keys("u")
	h.waitFor("dirty again", func(e *Editor) bool { return e.doc.Dirty() })
	h.Keys("w")
	h.waitMessage("saved " + path)
	if strings.Contains(h.Screen(), "Rewrite inline.toml") {
		t.Errorf("a later save asked again:\n%s", h.Screen())
	}
}

// A pack laid out in tables keeps its comments: w does not ask.
func TestSaveOfAPackInTablesDoesNotAskAboutComments(t *testing.T) {
	h := startOnTestPack(t)
	path := h.state().Pack.Base.File
	changeOnePuzzle(h)
	h.Keys("w")
	h.waitMessage("saved " + path)
}

// A pack in tables whose last line has no line break, a comment inside
// the changed puzzle dropped, is no layout rewritten: w does not ask.
func TestSaveOfAPackWithoutAFinalLineBreakDoesNotAsk(t *testing.T) {
	text := strings.TrimRight(string(mustRead(t, testPack)), "\n")
	path := filepath.Join(t.TempDir(), "pack.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 30)
	h.WaitText("puzzle from-behind")
	changeOnePuzzle(h)
	h.Keys("w")
	h.waitMessage("saved " + path)
}
