package editor

import (
	"os"
	"path/filepath"
	"testing"
)

// A file whose name holds "~" ("notes~old.txt") has a recovery file named
// "notes~old.txt-KEY~SESSION.recovery": strays read the session from the
// first "~", so a live editor's work read as a dead session's ("old.txt-…"
// names no process) and was offered as stray work while that editor ran.
// The session is what follows the last "~".
func TestStraysReadTheSessionAfterTheLastTilde(t *testing.T) {
	dir := t.TempDir()
	gone := filepath.Join(t.TempDir(), "moved", "notes~old.txt")
	s := newSession()
	name := docKey(gone) + "~" + string(s) + ".recovery"
	data := []byte(fullPathHeader + gone + "\n")
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o600); err != nil {
		t.Fatal(err)
	}
	var asked []session
	live := func(f found, _ []byte) bool {
		asked = append(asked, f.session)
		return f.session == s
	}
	if got := strays(dir, "", live); len(got) != 0 {
		t.Errorf("a live session's work listed as stray: %+v", got)
	}
	if len(asked) != 1 || asked[0] != s {
		t.Errorf("sessions asked about %q, want [%q]", asked, s)
	}
}
