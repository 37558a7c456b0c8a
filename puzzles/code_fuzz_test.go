package puzzles

import (
	"strings"
	"testing"
)

// fuzzCodes seed the fuzzers of codes and position files: puzzle codes of
// every block, and codes with blocks that are refused.
var fuzzCodes = []string{
	"bc1 t3 d30 | AB.BC.CD m6 h:Bird Bird/B1/A Crab/AB3/E | DE.EF.FA m6 Cyclops/AB1/B | g:- | side 1 | opponent hold | goals keep AB3, no-losses",
	"bc1 t2 d30 | AB.BC.CD m6 Crab/AB2/D Blockhead/C2/F Bird/AB3/E Bird/BC2/F | DE.EF.FA m6 Pikeman/E3/C Crab/F2/F Cyclops/E1/C | g:- | side 1 | opponent fixed | goals kills 1, no-losses | orders 2: move E3 D 1, move F2 E 2, move E1 B 1",
	"bc1 t2 d30 | AB.BC.CD m6 Cyclops/EF1/C Crab/D2/E Crab/AB1/F | DE.FA m6 Cyclops/C1/F Pikeman/C2/E | g:- | side 1 | opponent fixed | goals pit, no-losses | orders 2: move C1 F 1, move C2 F 1",
	"bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-",
	"bc1 t2 d30 | AB m6 | DE m6 | g:- | side 3 | opponent any | techfall 5 | orders 1: move AB3 C 2",
	"bc1 t2 d30 | AB m6 | DE m6 | g:- | side 1 | side 2",
	"bc1 t2 d30 | AB m6 | DE m6 | g:- | orders 1: place Bird AB3 A, place Bird AB3 A",
}

// FuzzFromCode: a one-line puzzle code never panics or hangs; one that
// loads gives back a puzzle code that loads to the same code (stable).
func FuzzFromCode(f *testing.F) {
	for _, s := range fuzzCodes {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		var pk *Pack
		var err error
		noHang(t, "FromCode", []byte(code), func() { pk, err = FromCode(code, DefaultCatalogue()) })
		if err != nil {
			if pk != nil {
				t.Fatal("a pack and an error")
			}
			if err.Error() == "" {
				t.Fatal("an empty error")
			}
			return
		}
		var scs []*Scenario
		for _, p := range pk.Puzzles {
			scs = append(scs, &p.Scenario)
		}
		for _, l := range pk.Lessons {
			scs = append(scs, &l.Scenario)
		}
		for _, s := range scs {
			c1 := s.PuzzleCode()
			pk2, err := FromCode(c1, DefaultCatalogue())
			if err != nil {
				t.Fatalf("%q loads, its code %q does not: %v", code, c1, err)
			}
			var c2 string
			if len(pk2.Puzzles) > 0 {
				c2 = pk2.Puzzles[0].PuzzleCode()
			} else if len(pk2.Lessons) > 0 {
				c2 = pk2.Lessons[0].PuzzleCode()
			}
			if c1 != c2 {
				t.Fatalf("code not stable:\n%q\n%q\n%q", code, c1, c2)
			}
		}
	})
}

// FuzzReadPosition: a position file never panics or hangs; errors name the file.
func FuzzReadPosition(f *testing.F) {
	f.Add([]byte(positionText))
	for _, s := range fuzzCodes {
		f.Add([]byte(s + "\n"))
		f.Add([]byte(PositionHeader + s + "\r\norder 1: move AB3 C 2\r\n"))
	}
	f.Add([]byte(PositionHeader + "bc1 t2 d30 | AB m6 | DE m6 | g:-\norder 1: move AB3 C 2\norder 2: turn DE3 B\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var err error
		noHang(t, "ReadPosition", data, func() { _, _, err = ReadPosition(DefaultCatalogue(), "fuzz.txt", data) })
		if err != nil && !strings.Contains(err.Error(), "fuzz.txt") {
			t.Fatalf("error does not name the file: %v", err)
		}
	})
}
