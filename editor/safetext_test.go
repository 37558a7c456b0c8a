package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// Issue 17, item 12, in the editor: the texts of a pack (a title, a hint,
// a description) reach the screen with their control characters and
// direction overrides escaped, never as they are: no cell holds one, and
// the escape shows what was there.
func TestPackTextsCleaned(t *testing.T) {
	path := filepath.Join(t.TempDir(), "evil.toml")
	pack := `[[puzzle]]
id = "evil"
title = "\u001b]0;pwned\u0007Title"
description = "back\u202ewards"
hints = ["\u009b2J hint"]
goals = ["kill A1"]
solution = ["move A3 D 1"]

[[puzzle.player]]
pieces = ["Pikeman A3 D"]

[[puzzle.player]]
pieces = ["Bird A1 D"]
`
	if err := os.WriteFile(path, []byte(pack), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path}, 100, 30)
	h.WaitText(`Puzzle evil: \u001b]0;pwned\u0007Title`)
	h.Keys("M")
	h.WaitText(`Description:  back\u202ewards`)
	h.WaitText(`Hint 1:       \u009b2J hint`)
	// The title's prompt shows the text it edits without its controls.
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.WaitText("Title: ")
	h.Sync(func() {
		cells, _, _ := h.Sim.GetContents()
		for i, c := range cells {
			for _, r := range c.Runes {
				if r < ' ' || r >= 0x7f && r < 0xa0 || r == 0x202e {
					t.Errorf("cell %d holds %U", i, r)
				}
			}
		}
	})
	if strings.Contains(h.Screen(), "pwned\u0007") {
		t.Error("the bell reached the screen")
	}
}
