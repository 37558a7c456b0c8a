package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
)

// placedScreen is a shellScreen that says where the user is.
type placedScreen struct {
	*shellScreen
	place string
}

func (p *placedScreen) Place() string { return p.place }

// In ASCII mode the shell draws what a terminal without Unicode shows:
// the window's frame (tview's double lines ═ ║ ╔ ╗ ╚ ╝) in + = |, and the
// status line's "›" as ">" ("Play > page 2 of 3 > Keys"); back in Unicode
// (the A key) the frame is drawn in lines again.
func TestShellASCIIFramesAndStatus(t *testing.T) {
	h := startShell(t, 80, 24)
	h.Sync(func() {
		h.s.Theme.ASCII = true
		h.s.SetScreen(&placedScreen{shellScreen: h.sc, place: "Play › page 2 of 3"})
	})
	h.Keys("?")
	h.WaitText("Play > page 2 of 3 > Keys")
	h.WaitText("+==")
	var bad []string
	h.Sync(func() { bad = tuitest.Unshowable(h.Sim) })
	if len(bad) > 0 {
		t.Errorf("cells a terminal in ASCII draws as \"?\" or as a letter: %s\n%s", strings.Join(bad, ", "), h.Screen())
	}
	h.Sync(func() { h.s.Theme.ASCII = false })
	h.Keys("q") // closes the window
	h.WaitNoText("Keys")
	h.Keys("?")
	h.WaitText("╔══")
	h.WaitText("Play › page 2 of 3 › Keys")
}

// In ASCII mode the status line set the place apart from the hints with
// the box-drawing "│" ("Place on AB4 │ Esc closes the window"): it is "|".
func TestShellASCIIStatusBar(t *testing.T) {
	h := startShell(t, 80, 24)
	h.Sync(func() {
		h.s.Theme.ASCII = true
		h.s.SetScreen(&placedScreen{shellScreen: h.sc, place: "Play › page 2 of 3"})
	})
	h.Sync(func() { h.s.App.ForceDraw() })
	h.WaitText("Play > page 2 of 3 | ")
	if strings.Contains(h.Screen(), "│") {
		t.Errorf("the screen in ASCII mode draws \"│\":\n%s", h.Screen())
	}
	// Back in Unicode, for the tests after this one (a draw stores the
	// mode WrapText writes in).
	h.Sync(func() {
		h.s.Theme.ASCII = false
		h.s.App.ForceDraw()
	})
	h.WaitText("Play › page 2 of 3 │ ")
}
