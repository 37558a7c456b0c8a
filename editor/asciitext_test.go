package editor

import (
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// In ASCII mode (a terminal whose character set is not Unicode, or
// --ascii) a replay step of a fight with a share writes the share in
// ASCII, "1 1/2": the mixed number "1½" was drawn as "1?" there. With
// Unicode it stays "1½".
func TestPlayShareInASCII(t *testing.T) {
	// Two Pikemen fight the Crab on A1 as the turn starts: its front 3
	// is shared by its 2 opponents.
	pos := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A2/D Pikeman/AB1/E | DE.EF.FA m6 Crab/A1/A | g:-")
	for _, c := range []struct {
		ascii     bool
		want, not string
	}{
		{true, "front 3 / 2 opponents = 1 1/2", "½"}, // nor any rune a terminal without Unicode draws as ?
		{false, "front 3 / 2 opponents = 1½", "1 1/2"},
	} {
		h := start(t, Options{ASCII: c.ascii}, 100, 32)
		h.setState(State{Pos: pos})
		h.Keys("P")
		h.WaitText("before the turn")
		h.Key(tcell.KeyRight)
		h.WaitText("close combat: Pikeman (Red) on A2,")
		h.WaitText(c.want)
		if s := h.Screen(); strings.Contains(s, c.not) || (c.ascii && strings.ContainsAny(s, "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚×")) {
			t.Errorf("ASCII %v: the replay shows %q:\n%s", c.ascii, c.not, s)
		}
		h.Keys("q")
		h.waitDone()
	}
}

// In ASCII mode the hint line's separators are drawn " - ": "·" falls
// back to the letter o on a terminal without Unicode, a key ("Enter
// select/place o p place"). The cursor starts on the empty Pit: Enter
// places there.
func TestASCIIHintSeparators(t *testing.T) {
	h := start(t, Options{ASCII: true}, 80, 24)
	h.Keys("O")
	h.WaitText("Enter place - P play - ")
	if s := h.Screen(); strings.Contains(s, "·") {
		t.Errorf("the screen draws ·:\n%s", s)
	}
}
