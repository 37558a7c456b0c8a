package editor

import (
	"reflect"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/puzzles"
)

// FuzzParseDoc: whatever the editor is given to open never panics or
// hangs; a position that opens saves as a position file that opens to the
// same position and orders.
func FuzzParseDoc(f *testing.F) {
	f.Add([]byte(puzzles.PositionHeader + "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-\norder 1: move AB3 C 2\n"))
	f.Add([]byte("bc1 t2 d30 | AB m6 | DE m6 | g:- | side 1 | opponent fixed | goals pit | orders 2: move DE3 A 1\n"))
	f.Add([]byte("[[puzzle]]\nid = \"x\"\nside = 1\ngoals = [\"pit\"]\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n[[puzzle.player]]\n"))
	f.Add([]byte("bc1 t2 d30 | AB m6 | DE\n m6 | g:-\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cat := puzzles.DefaultCatalogue()
		var s State
		var err error
		done := make(chan struct{})
		go func() { defer close(done); s, _, err = ParseDoc(cat, "fuzz.txt", data) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("ParseDoc hangs on %q", data)
		}
		if err != nil || !isPositionText(data) {
			return
		}
		text := FormatState(cat, &s)
		s2, err := ParseState(cat, "saved.txt", text)
		if err != nil {
			t.Fatalf("%q opens, saved as %q which does not: %v", data, text, err)
		}
		if s2.Pos != s.Pos {
			t.Fatalf("position changed on save:\n%q\n%q", data, text)
		}
		if !reflect.DeepEqual(s.Orders.Lists(int(s.Pos.NumPlayers)), s2.Orders.Lists(int(s.Pos.NumPlayers))) {
			t.Fatalf("orders changed on save:\n%q\n%q", data, text)
		}
	})
}
