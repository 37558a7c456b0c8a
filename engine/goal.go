package engine

import (
	"errors"
	"fmt"
	"slices"
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
	numGoalKinds
)

// GoalArg is the form of a goal's argument.
type GoalArg uint8

// The forms of a goal's argument.
const (
	ArgNone      GoalArg = iota
	ArgTerritory         // Goal.Terr, written "DE"
	ArgLoc               // Goal.Loc, written "DE3"
	ArgCount             // Goal.N, a number from 1 to MaxKills
	ArgPlayer            // Goal.N, a player from 1 to MaxPlayers
)

// GoalKindInfo describes one kind of goal: the word that writes it, the form
// of its argument, an example and what it asks, in words.
type GoalKindInfo struct {
	Kind    GoalKind
	Word    string
	Also    []string // other words the parser accepts
	Arg     GoalArg
	Example string
	Asks    string
}

// goalKinds is the one list of the kinds of goal: the parser, String, the
// solver's relevance and the documentation read it, and tests check each of
// them against it.
var goalKinds = [...]GoalKindInfo{
	{GoalRansack, "ransack", nil, ArgTerritory, "ransack DE", "take part in ransacking the territory"},
	{GoalKill, "kill", nil, ArgLoc, "kill DE3", "the piece on the cell when the turn starts dies or becomes ours"},
	{GoalKills, "kills", nil, ArgCount, "kills 2", "earn at least that many kills this turn"},
	{GoalKeep, "keep", nil, ArgLoc, "keep AB3", "our piece on the cell when the turn starts survives, still ours"},
	{GoalNoLosses, "no-losses", []string{"nolosses"}, ArgNone, "no-losses", "lose no piece"},
	{GoalPit, "pit", nil, ArgNone, "pit", "own the piece in the Pit at the end of the turn"},
	{GoalEliminate, "eliminate", nil, ArgPlayer, "eliminate 2", "the player is out at the end of the turn"},
	{GoalWin, "win", nil, ArgNone, "win", "the game ends this turn and we win it"},
}

// GoalKinds returns every kind of goal, in order.
func GoalKinds() []GoalKindInfo { return goalKinds[:] }

// Info returns what the table says of kind k; ok is false for a kind it
// does not hold.
func (k GoalKind) Info() (info GoalKindInfo, ok bool) {
	for _, gk := range goalKinds {
		if gk.Kind == k {
			return gk, true
		}
	}
	return GoalKindInfo{}, false
}

// Valid reports whether k is a kind of goal.
func (k GoalKind) Valid() bool {
	_, ok := k.Info()
	return ok
}

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
	info, ok := g.Kind.Info()
	if !ok {
		return "?"
	}
	switch info.Arg {
	case ArgTerritory:
		return info.Word + " " + g.Terr.String()
	case ArgLoc:
		return info.Word + " " + g.Loc.String()
	case ArgCount, ArgPlayer:
		return fmt.Sprintf("%s %d", info.Word, g.N)
	}
	return info.Word
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
// "no-losses", "pit", "eliminate 2" or "win" (see GoalKinds).
func ParseGoal(s string) (Goal, error) {
	f := strings.Fields(s)
	bad := func(format string, args ...any) (Goal, error) {
		return Goal{}, fmt.Errorf("goal %q: %s", strings.TrimSpace(s), fmt.Sprintf(format, args...))
	}
	if len(f) == 0 {
		return bad("empty goal")
	}
	word := strings.ToLower(f[0])
	var info GoalKindInfo
	var words []string
	for _, gk := range goalKinds {
		words = append(words, gk.Word)
		if gk.Word == word || slices.Contains(gk.Also, word) {
			info = gk
		}
	}
	if info.Kind == 0 {
		return bad("unknown goal %q (want %s or %s)", f[0], strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
	}
	form := map[GoalArg]string{ArgTerritory: " TERRITORY", ArgLoc: " LOC", ArgCount: " N", ArgPlayer: " PLAYER"}[info.Arg]
	if (info.Arg == ArgNone) != (len(f) == 1) || len(f) > 2 {
		return bad("want %s%s", info.Word, form)
	}
	g := Goal{Kind: info.Kind}
	var err error
	switch info.Arg {
	case ArgTerritory:
		if g.Terr, err = ParseTerritory(f[1]); err != nil {
			return bad("%v", err)
		}
	case ArgLoc:
		if g.Loc, err = ParseLoc(f[1]); err != nil {
			return bad("%v", err)
		}
	case ArgCount, ArgPlayer:
		n, err := strconv.Atoi(f[1])
		tooLarge := errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(f[1], "-")
		switch {
		case info.Arg == ArgPlayer && (tooLarge || err == nil && n > MaxPlayers):
			return bad("there is no player %s (players are 1 to %d)", f[1], MaxPlayers)
		case tooLarge || err == nil && n > MaxKills:
			return bad("%s is too large: at most %d (a turn cannot kill more pieces than the board's %d cells hold)", f[1], MaxKills, NumLocs)
		case err != nil || n < 1:
			return bad("%q is not a number of at least 1", f[1])
		}
		g.N = n
	}
	return g, nil
}

// MaxKills is the largest N of "kills N": pieces die only on the board,
// and none comes onto it while they fight (placements come first, a
// Necromancer's raise at the end of the turn), so no turn kills more
// pieces than the board has cells.
const MaxKills = NumLocs

// GoalsText writes goals in notation separated by ", ".
func GoalsText(goals []Goal) string {
	parts := make([]string, len(goals))
	for i, g := range goals {
		parts[i] = g.String()
	}
	return strings.Join(parts, ", ")
}

// SplitGoals splits a list of goals written on one line, as the editor's
// Solve window and solve --goal take them: "ransack DE, kills 2" (commas or
// semicolons between goals), into the goals' texts, blanks left out.
func SplitGoals(text string) []string {
	var out []string
	for _, s := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' }) {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
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
		if c := p.Control[g.Terr]; p.SuddenDeath > 0 || c == uint8(side) || c == 0 {
			return fmt.Errorf("goal %q: %s", g, p.notRansackable(g.Terr, side))
		}
	case GoalEliminate:
		switch {
		case g.N > int(p.NumPlayers):
			return fmt.Errorf("goal %q: there is no player %d: the position has %d players", g, g.N, p.NumPlayers)
		case g.N == side:
			return fmt.Errorf("goal %q: player %d cannot eliminate himself", g, side)
		}
	}
	return nil
}

// notRansackable says why side cannot ransack territory t: sudden death
// has begun, or t is its own or nobody's (and what goal to write instead).
func (p *Position) notRansackable(t Territory, side int) string {
	if p.SuddenDeath > 0 {
		return fmt.Sprintf("territory %v cannot be ransacked: nobody controls a territory once sudden death has begun, so none can be", t)
	}
	whose := fmt.Sprintf("territory %v is not an opponent's but player %d's own", t, side)
	if p.Control[t] == 0 {
		whose = fmt.Sprintf("territory %v is not an opponent's but nobody's", t)
	}
	var theirs []string
	for u := AB; u <= FA; u++ {
		if c := p.Control[u]; c != 0 && c != uint8(side) {
			theirs = append(theirs, "ransack "+u.String())
		}
	}
	switch len(theirs) {
	case 0:
		return fmt.Sprintf("%s, and no opponent of player %d holds a territory: no ransack goal can be reached", whose, side)
	case 1:
		return fmt.Sprintf("%s: write %s", whose, theirs[0])
	}
	last := len(theirs) - 1
	return fmt.Sprintf("%s: write %s or %s", whose, strings.Join(theirs[:last], ", "), theirs[last])
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
