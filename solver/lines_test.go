package solver

import (
	"cmp"
	"slices"
	"testing"
	"unsafe"
)

// TestOwnLinesShareNoLine allocates slices one after the other, as
// newWorker does for two workers, and checks that no two of them have
// bytes on one cache line (see cacheLine). Allocated with make, small
// slices of one size sit side by side, several to a line.
func TestOwnLinesShareNoLine(t *testing.T) {
	type span struct{ from, to uintptr } // the lines a slice's bytes are on
	var spans []span
	var keep []any // the slices, held to the end: none's memory is given to the next
	add := func(p unsafe.Pointer, n, size int) {
		a := uintptr(p)
		spans = append(spans, span{a / cacheLine, (a + uintptr(n*size) - 1) / cacheLine})
	}
	for range 50 {
		b := ownLines[int8](5)
		u := ownLines[uint64](3)
		s := ownLines[stages](2)
		if len(b) != 5 || cap(b) != 5 || len(u) != 3 || cap(u) != 3 || len(s) != 2 || cap(s) != 2 {
			t.Fatalf("ownLines: lengths and capacities %d/%d %d/%d %d/%d, want 5/5 3/3 2/2",
				len(b), cap(b), len(u), cap(u), len(s), cap(s))
		}
		if slices.ContainsFunc(b, func(v int8) bool { return v != 0 }) || slices.ContainsFunc(u, func(v uint64) bool { return v != 0 }) {
			t.Fatal("ownLines: a slice not zero")
		}
		add(unsafe.Pointer(&b[0]), len(b), 1)
		add(unsafe.Pointer(&u[0]), len(u), 8)
		add(unsafe.Pointer(&s[0]), len(s), int(unsafe.Sizeof(stages{})))
		keep = append(keep, b, u, s)
	}
	slices.SortFunc(spans, func(x, y span) int { return cmp.Compare(x.from, y.from) })
	for i := 1; i < len(spans); i++ {
		if spans[i].from <= spans[i-1].to {
			t.Fatalf("two slices share cache line %#x", spans[i].from*cacheLine)
		}
	}
	_ = keep
}

// TestWorkerOpensAndClosesWithALine checks the worker's padding: a line
// before its first field and after its last, so that two workers allocated
// side by side share no line.
func TestWorkerOpensAndClosesWithALine(t *testing.T) {
	var w worker
	if unsafe.Offsetof(w.padHead) != 0 || unsafe.Offsetof(w.m) < cacheLine {
		t.Errorf("the worker's first field at %d, want at least %d", unsafe.Offsetof(w.m), cacheLine)
	}
	if end := unsafe.Offsetof(w.padTail) + cacheLine; end != unsafe.Sizeof(w) {
		t.Errorf("the worker's closing line ends at %d of %d bytes: a field follows it", end, unsafe.Sizeof(w))
	}
}
