package engine

import (
	"strings"
	"testing"
)

// The board exactly as GAME.md prints it.
const printedBoard = `
               E4   EF4   EF5   EF6    F4
           DE6    E3   EF2   EF3    F3   FA4
        DE5   DE3    E2   EF1    F2   FA2   FA5
     DE4   DE2   DE1    E1    F1   FA1   FA3   FA6
   D4    D3    D2    D1   Pit    A1    A2    A3    A4
     CD6   CD3   CD1    C1    B1   AB1   AB2   AB4
        CD5   CD2    C2   BC1    B2   AB3   AB5
           CD4    C3   BC3   BC2    B3   AB6
               C4   BC6   BC5   BC4    B4
`

func TestBoardMatchesGameDocument(t *testing.T) {
	rows := strings.Fields(strings.ReplaceAll(printedBoard, "\n", " | "))
	var got []string
	for l := Loc(0); l < NumLocs; l++ {
		if l > 0 && locHex[l].R != locHex[l-1].R {
			got = append(got, "|")
		}
		got = append(got, l.String())
	}
	want := append([]string{}, rows...)
	// Strip the leading and trailing separators of the printed form.
	want = want[1 : len(want)-1]
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("board layout differs:\n got %v\nwant %v", got, want)
	}
}

func TestLocationCounts(t *testing.T) {
	terr, trench := 0, 0
	for l := Loc(0); l < NumLocs; l++ {
		if l.Territory() != NoTerritory {
			terr++
		} else if l != Pit {
			trench++
		}
	}
	if terr != 36 || trench != 24 {
		t.Fatalf("territory cells %d, trench cells %d; want 36 and 24", terr, trench)
	}
	for tr := AB; tr <= FA; tr++ {
		cells := tr.Cells()
		rings := []int{2, 3, 3, 4, 4, 4}
		for i, c := range cells {
			if c.Territory() != tr || c.Ring() != rings[i] {
				t.Errorf("%v cell %d is %v in ring %d", tr, i+1, c, c.Ring())
			}
		}
	}
}

func TestNamesRoundTrip(t *testing.T) {
	for l := Loc(0); l < NumLocs; l++ {
		for _, s := range []string{l.String(), strings.ToLower(l.String()), strings.ToUpper(l.String())} {
			got, err := ParseLoc(s)
			if err != nil || got != l {
				t.Errorf("ParseLoc(%q) = %v, %v; want %v", s, got, err, l)
			}
		}
	}
	for _, bad := range []string{"", "AB9", "AB0", "G1", "A5", "Pitt", "BA1"} {
		if _, err := ParseLoc(bad); err == nil {
			t.Errorf("ParseLoc(%q) accepted", bad)
		}
	}
}

func TestNeighboursAndDistance(t *testing.T) {
	for l := Loc(0); l < NumLocs; l++ {
		for d := A; d <= F; d++ {
			n := l.Neighbour(d)
			if n == NoLoc {
				if l.Ring() != Radius {
					t.Errorf("%v has no neighbour %v but is not on the rim", l, d)
				}
				continue
			}
			if n.Neighbour(d.Opposite()) != l {
				t.Errorf("%v -%v-> %v does not lead back", l, d, n)
			}
			if Distance(l, n) != 1 {
				t.Errorf("distance %v-%v = %d", l, n, Distance(l, n))
			}
		}
	}
	if Distance(mustLoc(t, "D4"), mustLoc(t, "A4")) != 8 {
		t.Error("corner to corner is not 8")
	}
	// Trench X runs from the Pit toward corner X.
	if mustLoc(t, "Pit").Neighbour(A) != mustLoc(t, "A1") || mustLoc(t, "B3").Neighbour(B) != mustLoc(t, "B4") {
		t.Error("trenches do not run outward")
	}
}

func TestSides(t *testing.T) {
	// A piece facing A: its front-right points B, its back points D.
	if SideOf(A, B) != FrontRight || SideOf(A, D) != Back || SideOf(C, B) != FrontLeft {
		t.Error("SideOf is wrong")
	}
	for f := A; f <= F; f++ {
		for s := Front; s <= FrontLeft; s++ {
			if SideOf(f, s.Abs(f)) != s {
				t.Errorf("Abs/SideOf do not invert for %v %v", f, s)
			}
		}
	}
}

func mustLoc(t testing.TB, s string) Loc {
	t.Helper()
	l, err := ParseLoc(s)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
