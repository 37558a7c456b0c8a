package trainer

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"

	"github.com/gdamore/tcell/v2"
)

// In ASCII mode (LANG=C, --ascii) every cell of the screens is one a
// terminal without Unicode shows: the window and list frames were tview's
// double lines (═ ║ ╔ ╗ ╚ ╝), the side panel's fold row began "▼ PgDn",
// and the help said "(…)", all
// drawn as "?".
func TestTrainASCIIScreensDrawNoUnshowable(t *testing.T) {
	h := startTrainer(t, Options{ASCII: true}, 100, 32)
	check := func(where string) {
		t.Helper()
		var bad []string
		h.Sync(func() { bad = tuitest.Unshowable(h.Sim) })
		if len(bad) > 0 {
			t.Errorf("%s: cells a terminal in ASCII draws as \"?\" or as a letter: %s\n%s", where, strings.Join(bad, ", "), h.Screen())
		}
	}
	h.WaitText("Start here: Lesson 1")
	check("the packs list")
	h.Key(tcell.KeyEnter)
	h.WaitText(" PgDn: Bird's numbers")
	check("lesson 1")
	h.Keys("?")
	h.WaitText("Keys | Esc closes") // "|" in ASCII mode, not the box-drawing "│"
	check("the keys window over lesson 1")
}
