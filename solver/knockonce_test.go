package solver

import (
	"math/bits"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// cellSet returns the cells named.
func cellSet(t *testing.T, names ...string) uint64 {
	t.Helper()
	var c uint64
	for _, s := range names {
		l, err := engine.ParseLoc(s)
		if err != nil {
			t.Fatal(err)
		}
		c |= 1 << l
	}
	return c
}

// TestKnockedOnceCells: with a Harpy each (the position of the pruning
// case in TestPruningsAreChecked), our Rock in the Pit may be knocked back
// by their Harpy alone, once, and only away from where it may stand when it
// dies: E2, or E1 once our Harpy, beaten on E3, has knocked it there (or a
// cell off E2 where our Harpy's other walks pass next to it). So the Rock's
// cells are the Pit and B1, not the two rings around the Pit that two
// Harpies in play gave before (see knockonce.go). With a second Harpy of
// theirs on B3, two could knock it: it is knocked back twice at most, a
// cell away from where each may stand when it dies (within a cell of E2
// and of B3, each knocked once at most by ours), not three rings around,
// one for each Harpy in play (see knocknear.go).
func TestKnockedOnceCells(t *testing.T) {
	const two = "bc1 t3 d3 | - m6 Harpy/E4/F Rock/Pit/A | - m6 Harpy/E2/E Zero/AB1/A | g:-"
	m := problemSpec{code: two, goals: []string{"kill AB1"}, opponent: Hold}.model(t)
	if !m.knock.ok[0] || !m.knock.ok[1] {
		t.Fatalf("each player's one Harpy is knocked back at most once: got %v", m.knock.ok)
	}
	blue := m.agents[m.pieceAt[cellLoc(t, "E2")]].opts[0]
	if blue.trace&cellSet(t, "E1") == 0 {
		t.Errorf("their Harpy may be knocked from E2 to E1, by ours beaten on E3: cells %x", blue.trace)
	}
	rock := m.agents[m.pieceAt[cellLoc(t, "Pit")]]
	want := cellSet(t, "Pit", "B1")
	for o, op := range rock.opts {
		if op.trace != want || op.st.union() != want {
			t.Errorf("the Rock's option %d: cells %x, want the Pit and B1 (%x)", o, op.trace, want)
		}
	}

	const three = "bc1 t3 d3 | - m6 Harpy/E4/F Rock/Pit/A | - m6 Harpy/E2/E Zero/AB1/A Harpy/B3/A | g:-"
	m = problemSpec{code: three, goals: []string{"kill AB1"}, opponent: Hold}.model(t)
	rock = m.agents[m.pieceAt[cellLoc(t, "Pit")]]
	want = cellSet(t, "Pit", "E1", "B1", "B2")
	if got := rock.opts[0].trace; got != want {
		t.Errorf("with two Harpies of theirs, the Rock's cells are %d (%x), want the Pit, E1, B1 and B2 (%x)", bits.OnesCount64(got), got, want)
	}
	testUnsound = noKnockNear
	defer func() { testUnsound = soundPrunings }()
	m = problemSpec{code: three, goals: []string{"kill AB1"}, opponent: Hold}.model(t)
	rock = m.agents[m.pieceAt[cellLoc(t, "Pit")]]
	if n := bits.OnesCount64(rock.opts[0].trace); n != 37 {
		t.Errorf("with two Harpies of theirs, read as before knocknear.go, the Rock's cells are %d, want the Pit and three rings around (37)", n)
	}
}

// cellLoc returns the cell named.
func cellLoc(t *testing.T, name string) engine.Loc {
	t.Helper()
	l, err := engine.ParseLoc(name)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
