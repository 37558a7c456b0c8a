package solver

import (
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// walkOn is a position where our Runner on E4 walks A 2 (speed 3: it steps
// to EF4 at priority 3, to EF5 at priority 2) and then stands next to
// player 2's Pawn on EF6, which it beats: 2 against 1. With player 2's
// Club on EF2 it arrives on EF4 next to the Club, which may beat it there
// first: facing E, it turns its front, 6, toward EF4.
func walkOn(club bool) problemSpec {
	code := "bc1 t3 d30 | AB m6 Runner/E4/A | CD m6 Pawn/EF6/A | g:-"
	if club {
		code = "bc1 t3 d30 | AB m6 Runner/E4/A | CD m6 Pawn/EF6/A Club/EF2/E | g:-"
	}
	return problemSpec{code: code, goals: []string{"kills 1"}, opponent: Any}
}

// laterKill reads, in walkOn, whether the Pawn is taken to be surely
// killed by our Runner's walk, with the Club free to do anything and
// without the Club; it says where the reading is wrong ("" when it is
// right).
func laterKill(t *testing.T) string {
	for _, club := range []bool{false, true} {
		w, _ := heldMove(t, walkOn(club), "E4", engine.A, 2)
		if !w.m.laterKills {
			t.Fatal("later kills are not read in a position of plain kinds")
		}
		var free aset
		if club {
			free.set(int(w.m.pieceAt[loc(t, "EF2")]))
		}
		v := int(w.m.pieceAt[loc(t, "EF6")])
		switch got := w.killedLater(v, &free); {
		case club && got:
			return "the Pawn on EF6 is taken to be killed surely, though the Club on EF2 may beat our Runner on its way"
		case !club && !got:
			return "the Pawn on EF6 is not taken to be killed surely, though nothing can stop our Runner"
		}
	}
	// A Shield numbers 3 toward the Runner: it is not beaten.
	spec := walkOn(false)
	spec.code = "bc1 t3 d30 | AB m6 Runner/E4/A | CD m6 Shield/EF6/A | g:-"
	w, _ := heldMove(t, spec, "E4", engine.A, 2)
	if w.killedLater(int(w.m.pieceAt[loc(t, "EF6")]), &aset{}) {
		return "the Shield on EF6 is taken to be killed surely by our Runner, which numbers 2 against its 3"
	}
	return ""
}

// TestKilledLater: a piece the side's walker surely reaches and beats is a
// sure kill, unless something may beat the walker on its way, or the
// walker does not beat it.
func TestKilledLater(t *testing.T) {
	if d := laterKill(t); d != "" {
		t.Error(d)
	}
}

// TestKilledLaterIsChecked: made to take a walker to arrive whatever may
// beat it on its way (unsoundArrives), the reading is wrong, and
// TestKilledLater sees it.
func TestKilledLaterIsChecked(t *testing.T) {
	noticedWhenUnsound(t, unsoundArrives, laterKill, "a walker taken to arrive whatever may beat it on its way")
}

// stepInto is a position where player 2's Pawn on F4, held on "move F4 D
// 1", steps at priority 1 onto EF6, next to EF5 where our Runner from E4
// (move A 2) stands since priority 2, and loses to it: 2 against 1 divided
// by at most two. With player 2's Pawn on F3 too, which may step onto EF6
// at the same priority, both may be bumped, and the Pawn from F4 then
// stays on F4, out of our Runner's reach.
func stepInto(blocker bool) problemSpec {
	code := "bc1 t3 d30 | AB m6 Runner/E4/A | CD m6 Pawn/F4/A | g:-"
	if blocker {
		code = "bc1 t3 d30 | AB m6 Runner/E4/A | CD m6 Pawn/F4/A Pawn/F3/A | g:-"
	}
	return problemSpec{code: code, goals: []string{"kills 1"}, opponent: Any}
}

// bumpedVictim reads, in stepInto, whether the Pawn from F4 is taken to be
// surely killed by our Runner, with the Pawn on F3 free and without it; it
// says where the reading is wrong ("" when it is right).
func bumpedVictim(t *testing.T) string {
	for _, blocker := range []bool{false, true} {
		w, _ := heldMove(t, stepInto(blocker), "E4", engine.A, 2)
		v := holdMove(t, w, "F4", engine.D, 1)
		var free aset
		if blocker {
			free.set(int(w.m.pieceAt[loc(t, "F3")]))
		}
		switch got := w.killedLater(v, &free); {
		case blocker && got:
			return "the Pawn from F4 is taken to be killed surely, though the Pawn on F3 may bump it off its step"
		case !blocker && !got:
			return "the Pawn from F4 is not taken to be killed surely, though it steps next to our Runner"
		}
	}
	return ""
}

// TestKilledLaterWalking: a walking victim is a sure kill where it surely
// stands, up to the first stage in which an ally of it may bump it.
func TestKilledLaterWalking(t *testing.T) {
	if d := bumpedVictim(t); d != "" {
		t.Error(d)
	}
}

// TestKilledLaterWalkingIsChecked: made to take a walking victim never to
// be bumped by its allies (unsoundVictimBumped), the reading is wrong, and
// TestKilledLaterWalking sees it.
func TestKilledLaterWalkingIsChecked(t *testing.T) {
	noticedWhenUnsound(t, unsoundVictimBumped, bumpedVictim, "a walking victim taken never to be bumped by its allies")
}
