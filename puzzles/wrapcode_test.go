package puzzles

import (
	"strings"
	"testing"
)

// foldAtSpaces wraps text as `fold -s -w width` does: each line at most
// width bytes, broken after the last space that fits (the space stays at
// the end of its line), or at width when a word is longer.
func foldAtSpaces(text string, width int) string {
	var b strings.Builder
	for len(text) > width {
		cut := strings.LastIndex(text[:width], " ") + 1
		if cut == 0 {
			cut = width
		}
		b.WriteString(text[:cut])
		b.WriteByte('\n')
		text = text[cut:]
	}
	b.WriteString(text)
	b.WriteByte('\n')
	return b.String()
}

// Every shipped puzzle's and lesson's code, wrapped at spaces (fold -s, a
// mail) at widths 40 and 72, reads from a file as the one-line code does.
// A wrapped line that started with the code's "orders N:" was taken for a
// position file's order line, and the file read as a position file whose
// first line is a puzzle code: "this is a puzzle code (...): a position
// file holds a position code and order lines" (9 codes failed at 72, 30
// at 40).
func TestWrappedShippedCodesRead(t *testing.T) {
	packs, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	var codes []string
	for _, pk := range packs {
		for _, pz := range pk.Puzzles {
			if pz.CodeProblem() == "" {
				codes = append(codes, pz.PuzzleCode())
			}
		}
		for _, l := range pk.Lessons {
			if l.CodeProblem() == "" {
				codes = append(codes, l.PuzzleCode())
			}
		}
	}
	if len(codes) < 100 {
		t.Fatalf("only %d shipped codes", len(codes))
	}
	withOrders := 0
	for _, code := range codes {
		want, err := Parse("one.txt", []byte(code+"\n"), nil)
		if err != nil {
			t.Errorf("%s: %v", code, err)
			continue
		}
		for _, width := range []int{40, 72} {
			text := foldAtSpaces(code, width)
			if strings.Contains(text, "\norders ") {
				withOrders++
			}
			pk, err := Parse("wrapped.txt", []byte(text), nil)
			if err != nil {
				t.Errorf("wrapped at %d:\n%s%v", width, text, err)
				continue
			}
			if got := pk.Puzzles[0].PuzzleCode(); got != want.Puzzles[0].PuzzleCode() || pk.FromPosition() || !pk.ReadFromCode() {
				t.Errorf("wrapped at %d:\n%sreads as %s, want %s", width, text, got, want.Puzzles[0].PuzzleCode())
			}
		}
	}
	if withOrders == 0 {
		t.Error("no wrapped code has a line starting with its orders block: the test proves nothing")
	}
}

// A position file still reads as one beside wrapped codes: its order
// lines ("order 1:"), a mistyped one, and a wrapped puzzle code with a bad
// block gets the code's problem, not a position file's.
func TestWrappedCodeOrPositionFile(t *testing.T) {
	pos := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:-"
	pk, err := Parse("pos.txt", []byte(pos+"\norder 1: move A4 D 1\norder 2: turn A1 B\n"), nil)
	if err != nil || !pk.FromPosition() || len(pk.Puzzles[0].Orders[1]) != 1 {
		t.Errorf("a position file with orders: %v", err)
	}
	for _, c := range []struct{ text, want string }{
		{pos + "\norders 1: move A4 D 1\n", `pos.txt:2: want "order PLAYER: ORDER", got "orders 1: move A4 D 1"`},
		{pos + "\nmove A4 D 1\n", `pos.txt:2: want "order PLAYER: ORDER"`},
		{pos + " | side 1 | opponent fixed |\ngoals kill A9\n", `pos.txt:1: puzzle code: block "goals kill A9"`},
	} {
		_, err := Parse("pos.txt", []byte(c.text), nil)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v\nwant %s...", c.text, err, c.want)
		}
	}
}
