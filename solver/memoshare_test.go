package solver

import (
	"math"
	"testing"
)

// TestMemoShareSaturates: a memory budget too large to count in bytes is
// the most an int64 counts, shared among the memos; before, the shift
// wrapped and --memory 99999999999999 gave every memo a budget of 1 byte
// or less, turning the memo off without a word.
func TestMemoShareSaturates(t *testing.T) {
	for _, c := range []struct {
		mb, n int
		want  int64
	}{
		{0, 1, defaultMemoryMB << 20},
		{-5, 2, defaultMemoryMB << 19},
		{256, 4, 64 << 20},
		{1, 1 << 30, 1},
		{math.MaxInt64 >> 20, 1, (math.MaxInt64 >> 20) << 20},
		{8796093022208, 1, math.MaxInt64},
		{99999999999999, 2, math.MaxInt64 / 2},
		{math.MaxInt, 3, math.MaxInt64 / 3},
	} {
		if got := memoShare(c.mb, c.n); got != c.want {
			t.Errorf("memoShare(%d, %d) = %d, want %d", c.mb, c.n, got, c.want)
		}
	}
}
