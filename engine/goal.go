package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// GoalKind is what a goal asks for.
type GoalKind uint8

// The goals of a puzzle.
const (
	GoalRansack   GoalKind = iota + 1 // ransack XY: take part in ransacking territory XY
	GoalKill                          // kill LOC: the piece that began on LOC dies (or is converted to us)
	GoalKills                         // kills N: earn at least N kills this turn
	GoalKeep                          // keep LOC: the piece that began on LOC survives, still ours
	GoalNoLosses                      // no-losses: lose no piece
	GoalPit                           // pit: own the piece in the Pit at the end of the turn
	GoalEliminate                     // eliminate N: player N is out at the end of the turn
	GoalWin                           // win: the game ends this turn and we win it
)

// Goal is one goal in the notation of the rules document. A list of goals
// means all of them.
type Goal struct {
	Kind GoalKind
	Loc  Loc       // kill, keep
	Terr Territory // ransack
	N    int       // kills, eliminate
}

// String writes g in notation: "ransack DE", "kill DE3", "kills 2", ...
func (g Goal) String() string {
	switch g.Kind {
	case GoalRansack:
		return "ransack " + g.Terr.String()
	case GoalKill:
		return "kill " + g.Loc.String()
	case GoalKills:
		return fmt.Sprintf("kills %d", g.N)
	case GoalKeep:
		return "keep " + g.Loc.String()
	case GoalNoLosses:
		return "no-losses"
	case GoalPit:
		return "pit"
	case GoalEliminate:
		return fmt.Sprintf("eliminate %d", g.N)
	case GoalWin:
		return "win"
	}
	return "?"
}

// MarshalText writes g in notation.
func (g Goal) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// UnmarshalText reads a goal in notation.
func (g *Goal) UnmarshalText(b []byte) error {
	v, err := ParseGoal(string(b))
	if err != nil {
		return err
	}
	*g = v
	return nil
}

// ParseGoal reads one goal: "ransack DE", "kill DE3", "kills 2", "keep AB3",
// "no-losses", "pit", "eliminate 2" or "win".
func ParseGoal(s string) (Goal, error) {
	f := strings.Fields(s)
	bad := func(format string, args ...any) (Goal, error) {
		return Goal{}, fmt.Errorf("goal %q: %s", strings.TrimSpace(s), fmt.Sprintf(format, args...))
	}
	if len(f) == 0 {
		return bad("empty goal")
	}
	want := func(n int, form string) error {
		if len(f) != n {
			return fmt.Errorf("goal %q: want %s", strings.TrimSpace(s), form)
		}
		return nil
	}
	num := func(form string, min int) (int, error) {
		if err := want(2, form); err != nil {
			return 0, err
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < min {
			return 0, fmt.Errorf("goal %q: %q is not a number of at least %d", strings.TrimSpace(s), f[1], min)
		}
		return n, nil
	}
	switch strings.ToLower(f[0]) {
	case "ransack":
		if err := want(2, "ransack TERRITORY"); err != nil {
			return Goal{}, err
		}
		t, err := ParseTerritory(f[1])
		if err != nil {
			return bad("%v", err)
		}
		return Goal{Kind: GoalRansack, Terr: t}, nil
	case "kill", "keep":
		if err := want(2, f[0]+" LOC"); err != nil {
			return Goal{}, err
		}
		l, err := ParseLoc(f[1])
		if err != nil {
			return bad("%v", err)
		}
		k := GoalKill
		if strings.ToLower(f[0]) == "keep" {
			k = GoalKeep
		}
		return Goal{Kind: k, Loc: l}, nil
	case "kills":
		n, err := num("kills N", 1)
		return Goal{Kind: GoalKills, N: n}, err
	case "eliminate":
		n, err := num("eliminate PLAYER", 1)
		if err == nil && n > MaxPlayers {
			return bad("there is no player %d", n)
		}
		return Goal{Kind: GoalEliminate, N: n}, err
	case "no-losses", "nolosses":
		return Goal{Kind: GoalNoLosses}, want(1, "no-losses")
	case "pit":
		return Goal{Kind: GoalPit}, want(1, "pit")
	case "win":
		return Goal{Kind: GoalWin}, want(1, "win")
	}
	return bad("unknown goal %q (want ransack, kill, kills, keep, no-losses, pit, eliminate or win)", f[0])
}

// GoalsText writes goals in notation separated by ", ".
func GoalsText(goals []Goal) string {
	parts := make([]string, len(goals))
	for i, g := range goals {
		parts[i] = g.String()
	}
	return strings.Join(parts, ", ")
}

// ParseGoals reads a list of goals.
func ParseGoals(ss []string) ([]Goal, error) {
	out := make([]Goal, 0, len(ss))
	for _, s := range ss {
		g, err := ParseGoal(s)
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

// CheckGoal reports what makes g meaningless for side in p: a kill or keep
// of an empty cell, a kill of one's own piece, a keep of an enemy, a
// ransack of one's own territory, the elimination of oneself.
func (p *Position) CheckGoal(g Goal, side int) error {
	switch g.Kind {
	case GoalKill, GoalKeep:
		pc := p.Board[g.Loc]
		if pc.Empty() {
			return fmt.Errorf("goal %q: no piece on %v", g, g.Loc)
		}
		if g.Kind == GoalKill && pc.Owner == uint8(side) {
			return fmt.Errorf("goal %q: the piece on %v is player %d's own", g, g.Loc, side)
		}
		if g.Kind == GoalKeep && pc.Owner != uint8(side) {
			return fmt.Errorf("goal %q: the piece on %v belongs to player %d", g, g.Loc, pc.Owner)
		}
	case GoalRansack:
		if c := p.Control[g.Terr]; c == uint8(side) || c == 0 {
			return fmt.Errorf("goal %q: territory %v is not an opponent's", g, g.Terr)
		}
	case GoalEliminate:
		if g.N == side || g.N > int(p.NumPlayers) {
			return fmt.Errorf("goal %q: player %d cannot be eliminated by player %d", g, g.N, side)
		}
	}
	return nil
}

// Met reports whether side reached g in the turn that led from before to out.
func (g Goal) Met(before *Position, out *Outcome, side int) bool {
	me := uint8(side)
	switch g.Kind {
	case GoalRansack:
		return out.RansackedBy[g.Terr]&bit(me) != 0
	case GoalKill:
		f := out.Start[g.Loc]
		return !before.Board[g.Loc].Empty() && (!f.Alive() || f.Owner == me)
	case GoalKills:
		return int(out.Kills[side-1]) >= g.N
	case GoalKeep:
		f := out.Start[g.Loc]
		return f.Alive() && f.Owner == me
	case GoalNoLosses:
		return out.Lost[side-1] == 0
	case GoalPit:
		return out.Pos.Board[Pit].Owner == me
	case GoalEliminate:
		return g.N >= 1 && g.N <= MaxPlayers && out.Pos.Players[g.N-1].Out
	case GoalWin:
		return out.Pos.Over && out.Pos.Winner == me
	}
	return false
}

// AllMet reports whether side reached every goal.
func AllMet(goals []Goal, before *Position, out *Outcome, side int) bool {
	for _, g := range goals {
		if !g.Met(before, out, side) {
			return false
		}
	}
	return true
}
