package tuitest

import (
	"os"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/internal/fileio"
)

// Capture returns the screen's text as the README shows it: each line
// without its trailing spaces. It reads the screen in the event loop.
func (h *Harness) Capture() string {
	h.T.Helper()
	var b strings.Builder
	h.Sync(func() {
		for _, line := range strings.Split(strings.TrimRight(ScreenText(h.Sim), "\n"), "\n") {
			b.WriteString(strings.TrimRight(line, " ") + "\n")
		}
	})
	return b.String()
}

// READMEScreen checks the block of the README at path between the markers
// of screen name against want (a Capture), or rewrites it when update is
// set (go test -update), atomically (fileio.WriteFile: an -update stopped
// half-way leaves the README as it was, never cut short). The markers are
//
//	<!-- screen NAME: made by go test -update, do not edit -->
//	```
//	...
//	```
//	<!-- end of screen NAME -->
func READMEScreen(t *testing.T, path, name, want string, update bool) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	begin := "<!-- screen " + name + ": made by go test -update, do not edit -->\n```\n"
	end := "```\n<!-- end of screen " + name + " -->\n"
	before, rest, ok := strings.Cut(string(data), begin)
	got, after, ok2 := strings.Cut(rest, end)
	if !ok || !ok2 {
		t.Fatalf("%s lacks the markers of screen %s", path, name)
	}
	switch {
	case got == want:
	case update:
		if err := fileio.WriteFile(path, []byte(before+begin+want+end+after), false); err != nil {
			t.Fatal(err)
		}
	default:
		t.Errorf("%s's screen %s differs from the program's (go test -update rewrites it):\n%s\nwant:\n%s", path, name, got, want)
	}
}
