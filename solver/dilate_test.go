package solver

import (
	"math/rand/v2"
	"testing"
)

// TestDilateManyIsDilate: the two ways of adding a set's neighbours agree.
func TestDilateManyIsDilate(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		m := rng.Uint64() & (1<<61 - 1)
		if i%2 == 0 {
			m &= rng.Uint64() & rng.Uint64() // sparser
		}
		if got, want := dilateMany(m), dilate(m); got != want {
			t.Fatalf("dilateMany(%x) = %x, dilate gives %x", m, got, want)
		}
	}
}
