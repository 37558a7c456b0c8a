package tui

import "testing"

// TestEscDeselectSaysSo: Esc with a piece selected (and no order begun)
// says which piece it deselected, as Enter on the piece does; the message
// line used to go blank.
func TestEscDeselectSaysSo(t *testing.T) {
	h := &fakeHost{pos: mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Bird/A1/D | DE.EF.FA m6 | g:-")}
	e := NewOrderEntry(testCat, h)
	e.Activate(loc(t, "A1"))
	if e.sel != loc(t, "A1") {
		t.Fatalf("Enter on A1 did not select the Bird: %q", h.msg)
	}
	if !e.Cancel() {
		t.Fatal("Esc with a piece selected did nothing")
	}
	if want := "Bird (Red) on A1 deselected"; h.msg != want {
		t.Errorf("Esc said %q, want %q", h.msg, want)
	}
}
