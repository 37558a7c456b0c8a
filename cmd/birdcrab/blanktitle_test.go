package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// show heads a puzzle whose title, and a pack whose title, are invisible
// characters by the puzzle's name and the file's, as with no title: it
// printed " (), turn 2" with zero-width spaces in it.
func TestShowBlankTitle(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bt.toml")
	text := "[pack]\ntitle = \"\\u200b\"\n\n[[puzzle]]\nid = \"x\"\ntitle = \"\\u200b\\u200b\\u200b\"\nside = 1\nopponent = \"hold\"\n" +
		"goals = [\"kill A1\"]\nsolution = [\"move A3 D 1\"]\nposition = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\"\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errText, code := runCmd(t, "show", path)
	if want := "puzzle \"x\" (bt.toml), turn 2\n"; code != 0 || !strings.HasPrefix(out, want) {
		t.Errorf("exit %d, %s\n%s\nwant it to start %q", code, errText, out, want)
	}
}
