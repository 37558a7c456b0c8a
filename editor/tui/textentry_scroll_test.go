package tui

import (
	"math/rand/v2"
	"testing"

	"github.com/gdamore/tcell/v2"
)

// A field scrolls to the first character from which the text up to the
// cursor fits: the same as the walk it replaced (which counted every
// column to the cursor at each step, quadratic in the text: a pasted
// 88 KB code froze the editor for 24 s), on texts of narrow, wide,
// control and bidi characters.
func TestFieldScrollsAsTheWalkDid(t *testing.T) {
	sc := tcell.NewSimulationScreen("UTF-8")
	if err := sc.Init(); err != nil {
		t.Fatal(err)
	}
	sc.SetSize(120, 10)
	alphabet := []rune("ab字😀\n\u202e\x01 ")
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		te := NewTextEntry(&Theme{}, "L: ", "", func(string, bool) {})
		n := rng.IntN(80)
		text := make([]rune, n)
		for k := range text {
			text[k] = alphabet[rng.IntN(len(alphabet))]
		}
		te.text = text
		te.cursor = rng.IntN(n + 1)
		te.offset = rng.IntN(n + 1)
		fw := 2 + rng.IntN(30)
		want := min(te.offset, te.cursor)
		for want < te.cursor && te.columns(want, te.cursor) >= fw {
			want++
		}
		te.drawField(sc, 0, 0, fw)
		if te.offset != want {
			t.Fatalf("text %q, cursor %d, %d columns: drawn from %d, want %d", string(text), te.cursor, fw, te.offset, want)
		}
	}
}

// BenchmarkDrawLongField draws a field of 50,000 wide characters with the
// cursor at the end, as after a paste.
func BenchmarkDrawLongField(b *testing.B) {
	sc := tcell.NewSimulationScreen("UTF-8")
	if err := sc.Init(); err != nil {
		b.Fatal(err)
	}
	sc.SetSize(100, 10)
	te := NewTextEntry(&Theme{}, "Code: ", "", func(string, bool) {})
	long := make([]rune, 50000)
	for i := range long {
		long[i] = '字'
	}
	for b.Loop() {
		te.text, te.cursor, te.offset = long, len(long), 0
		te.drawField(sc, 0, 0, 80)
	}
}
