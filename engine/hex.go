package engine

import (
	"fmt"
	"strings"
)

// Dir is one of the six directions of the board, named by the letters A to F
// clockwise: A east, B south-east, C south-west, D west, E north-west, F north-east.
// Direction X points from the Pit toward the board corner that carries letter X.
// A facing is a Dir too.
type Dir uint8

// The six directions, and NoDir for "none".
const (
	A Dir = iota
	B
	C
	D
	E
	F
	NoDir Dir = 255
)

// dirVec holds the axial step (dq, dr) of each direction; r grows downward.
var dirVec = [6][2]int{{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}}

// Valid reports whether d is one of A..F.
func (d Dir) Valid() bool { return d < 6 }

// String returns the letter of d, or "-" for NoDir.
func (d Dir) String() string {
	if !d.Valid() {
		return "-"
	}
	return string(rune('A' + d))
}

// Opposite returns the direction pointing the other way.
func (d Dir) Opposite() Dir { return (d + 3) % 6 }

// Turn returns d turned n sixths of a circle clockwise (n may be negative).
func (d Dir) Turn(n int) Dir { return Dir(((int(d)+n)%6 + 6) % 6) }

// Arrow returns the arrow glyph of d (→ ↘ ↙ ← ↖ ↗).
func (d Dir) Arrow() string {
	if !d.Valid() {
		return "·"
	}
	return [6]string{"→", "↘", "↙", "←", "↖", "↗"}[d]
}

// ParseDir reads a direction letter, in either case.
func ParseDir(s string) (Dir, error) {
	if len(s) == 1 {
		c := s[0] | 0x20
		if c >= 'a' && c <= 'f' {
			return Dir(c - 'a'), nil
		}
	}
	return NoDir, fmt.Errorf("unknown direction %q (want a letter A to F)", s)
}

// MarshalText writes the letter of d.
func (d Dir) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a direction letter.
func (d *Dir) UnmarshalText(b []byte) error {
	v, err := ParseDir(string(b))
	if err != nil {
		return err
	}
	*d = v
	return nil
}

// Side names one side of a piece relative to its facing, clockwise from the front.
type Side uint8

// The six sides of a piece.
const (
	Front Side = iota
	FrontRight
	BackRight
	Back
	BackLeft
	FrontLeft
)

var sideNames = [6]string{"front", "front-right", "back-right", "back", "back-left", "front-left"}

// String names the side: "front", "front-right", ...
func (s Side) String() string {
	if s > 5 {
		return "?"
	}
	return sideNames[s]
}

// SideOf returns the side of a piece facing facing that points in absolute
// direction d.
func SideOf(facing, d Dir) Side {
	if facing|d < 8 {
		return sideTab[facing&7][d&7]
	}
	return sideOf(facing, d)
}

func sideOf(facing, d Dir) Side { return Side((int(d) - int(facing) + 6) % 6) }

// sideTab holds SideOf for the small arguments: the resolver asks it in its
// inner loops.
var sideTab = func() (t [8][8]Side) {
	for f := range t {
		for d := range t[f] {
			t[f][d] = sideOf(Dir(f), Dir(d))
		}
	}
	return t
}()

// Abs returns the absolute direction in which side s of a piece facing f points.
func (s Side) Abs(f Dir) Dir { return f.Turn(int(s)) }

// ParseSide reads a side name such as "front-left".
func ParseSide(s string) (Side, error) {
	for i, n := range sideNames {
		if strings.EqualFold(s, n) {
			return Side(i), nil
		}
	}
	return 0, fmt.Errorf("unknown side %q", s)
}
