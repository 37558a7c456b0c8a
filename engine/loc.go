package engine

import (
	"fmt"
	"strings"
)

// Radius is the number of rings around the Pit.
const Radius = 4

// NumLocs is the number of locations on the board.
const NumLocs = 61

// Loc is a location of the board, numbered 0..60 row by row from the top
// (as printed, player 2's side first) and left to right inside a row.
type Loc uint8

// NoLoc stands for "no location" (off the board).
const NoLoc Loc = 255

// Territory is one of the six wedges of six cells between two trenches,
// numbered by its first letter: AB=0, BC=1, CD=2, DE=3, EF=4, FA=5.
type Territory uint8

// The six territories, and NoTerritory for trench cells and the Pit.
const (
	AB Territory = iota
	BC
	CD
	DE
	EF
	FA
	NoTerritory Territory = 255
)

// Hex is an axial coordinate: Q grows eastward, R grows downward.
type Hex struct{ Q, R int }

// Add returns h moved n steps in direction d.
func (h Hex) Add(d Dir, n int) Hex {
	return Hex{h.Q + n*dirVec[d][0], h.R + n*dirVec[d][1]}
}

// Ring returns the distance of h from the Pit.
func (h Hex) Ring() int {
	return (abs(h.Q) + abs(h.R) + abs(h.Q+h.R)) / 2
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// The geometry tables, computed once at start-up from the axial model.
var (
	locHex   [NumLocs]Hex
	locName  [NumLocs]string
	locRing  [NumLocs]uint8
	locTerr  [NumLocs]Territory
	locTrch  [NumLocs]Dir // the trench a cell belongs to, NoDir if none
	locNum   [NumLocs]uint8
	nbr      [NumLocs][6]Loc
	hexIndex [2*Radius + 1][2*Radius + 1]Loc
	terrLocs [6][6]Loc
	nameLoc  = map[string]Loc{}
	// nbrMask holds the neighbours of each cell and terrMask the cells of
	// each territory as sets of cells (bit l for location l): the resolver
	// keeps the occupied cells so and asks them in one instruction.
	nbrMask  [NumLocs]uint64
	terrMask [6]uint64
	// nbrDir[l][m-l+nbrSpan] is the direction from l to its neighbour m.
	nbrDir [NumLocs][2*nbrSpan + 1]Dir
	// step is nbr for any Loc and direction (NoLoc where nbr has none), so
	// that the resolver looks up a unit's next cell without bounds checks.
	step [256][8]Loc
)

// nbrSpan bounds the difference between the numbers of two neighbours.
const nbrSpan = 2*Radius + 2

// Pit is the centre of the board.
var Pit Loc

func init() {
	for i := range hexIndex {
		for j := range hexIndex[i] {
			hexIndex[i][j] = NoLoc
		}
	}
	n := 0
	for r := -Radius; r <= Radius; r++ {
		for q := -Radius; q <= Radius; q++ {
			h := Hex{q, r}
			if h.Ring() > Radius {
				continue
			}
			locHex[n] = h
			hexIndex[q+Radius][r+Radius] = Loc(n)
			locRing[n] = uint8(h.Ring())
			locTerr[n] = NoTerritory
			locTrch[n] = NoDir
			n++
		}
	}
	Pit = HexLoc(Hex{})
	locName[Pit] = "Pit"
	for d := A; d <= F; d++ {
		for k := 1; k <= Radius; k++ {
			l := HexLoc(Hex{}.Add(d, k))
			locTrch[l] = d
			locNum[l] = uint8(k)
			locName[l] = fmt.Sprintf("%s%d", d, k)
		}
		// Territory between trench d and the next clockwise one: ring by ring,
		// from the d side to the other side.
		t := Territory(d)
		num := 0
		for ring := 2; ring <= Radius; ring++ {
			for i := 1; i < ring; i++ {
				l := HexLoc(Hex{}.Add(d, ring).Add(d.Turn(2), i))
				terrLocs[t][num] = l
				terrMask[t] |= 1 << l
				num++
				locTerr[l] = t
				locNum[l] = uint8(num)
				locName[l] = fmt.Sprintf("%s%d", t, num)
			}
		}
	}
	for l := range step {
		for d := range step[l] {
			step[l][d] = NoLoc
		}
	}
	for l := Loc(0); l < NumLocs; l++ {
		nameLoc[strings.ToLower(locName[l])] = l
		for d := A; d <= F; d++ {
			nbr[l][d] = HexLoc(locHex[l].Add(d, 1))
			step[l][d] = nbr[l][d]
			if m := nbr[l][d]; m != NoLoc {
				nbrMask[l] |= 1 << m
				nbrDir[l][int(m)-int(l)+nbrSpan] = d
			}
		}
	}
}

// HexLoc returns the location at h, or NoLoc when h is off the board.
func HexLoc(h Hex) Loc {
	if h.Ring() > Radius {
		return NoLoc
	}
	return hexIndex[h.Q+Radius][h.R+Radius]
}

// Valid reports whether l is a location of the board.
func (l Loc) Valid() bool { return l < NumLocs }

// String returns the name of l: "Pit", "A1".."F4", "AB1".."FA6".
func (l Loc) String() string {
	if !l.Valid() {
		return "off-board"
	}
	return locName[l]
}

// Hex returns the axial coordinate of l.
func (l Loc) Hex() Hex { return locHex[l] }

// Ring returns the distance of l from the Pit (0 for the Pit, 4 for the outer ring).
func (l Loc) Ring() int { return int(locRing[l]) }

// Neighbour returns the location next to l in direction d, or NoLoc.
func (l Loc) Neighbour(d Dir) Loc { return nbr[l][d] }

// Territory returns the territory l lies in, or NoTerritory for trenches and the Pit.
func (l Loc) Territory() Territory { return locTerr[l] }

// Trench returns the trench l lies in (NoDir for territory cells and the Pit).
func (l Loc) Trench() Dir { return locTrch[l] }

// InTrench reports whether l is a trench cell; the Pit counts as a trench cell.
func (l Loc) InTrench() bool { return locTerr[l] == NoTerritory }

// Distance returns the number of steps between a and b.
func Distance(a, b Loc) int {
	ha, hb := locHex[a], locHex[b]
	return Hex{ha.Q - hb.Q, ha.R - hb.R}.Ring()
}

// DirTo returns the direction from a to b when they are neighbours.
func DirTo(a, b Loc) (Dir, bool) {
	for d := A; d <= F; d++ {
		if nbr[a][d] == b {
			return d, true
		}
	}
	return NoDir, false
}

// ParseLoc reads a location name, in any case.
func ParseLoc(s string) (Loc, error) {
	if l, ok := nameLoc[strings.ToLower(strings.TrimSpace(s))]; ok {
		return l, nil
	}
	return NoLoc, fmt.Errorf("unknown location %q", s)
}

// MarshalText writes the name of l.
func (l Loc) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText reads a location name.
func (l *Loc) UnmarshalText(b []byte) error {
	v, err := ParseLoc(string(b))
	if err != nil {
		return err
	}
	*l = v
	return nil
}

// String returns the two letters of t ("AB"), or "-".
func (t Territory) String() string {
	if t > FA {
		return "-"
	}
	d := Dir(t)
	return d.String() + d.Turn(1).String()
}

// Cells returns the six cells of t in numbering order.
func (t Territory) Cells() [6]Loc { return terrLocs[t] }

// Letters returns the two directions whose letters name t.
func (t Territory) Letters() (Dir, Dir) { return Dir(t), Dir(t).Turn(1) }

// Borders reports whether trench d borders territory t (trench X borders WX and XY).
func (t Territory) Borders(d Dir) bool {
	x, y := t.Letters()
	return d == x || d == y
}

// ParseTerritory reads a territory name such as "AB" or "fa".
func ParseTerritory(s string) (Territory, error) {
	u := strings.ToUpper(strings.TrimSpace(s))
	for t := AB; t <= FA; t++ {
		if t.String() == u {
			return t, nil
		}
	}
	return NoTerritory, fmt.Errorf("unknown territory %q (want AB, BC, CD, DE, EF or FA)", s)
}

// MarshalText writes the name of t.
func (t Territory) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a territory name.
func (t *Territory) UnmarshalText(b []byte) error {
	v, err := ParseTerritory(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}
