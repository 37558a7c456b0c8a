package puzzles

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// The claims about fights, players, the end of the turn, the catalogue and
// the rules (see claims.go for the pieces' claims).

// fighterSpec is what a fight claim says of one fighter: the sides it used
// ("all" in top combat) and its number. base/div (or base x mul) give the
// number before division (or a Priest's multiplication); out is the number
// compared.
type fighterSpec struct {
	sides []engine.Side
	all   bool
	base  *big.Rat
	div   int // 0: not said
	mul   int // 0: not said
	out   *big.Rat
}

// parseFight reads "fight [close|ranged|angled|top] [STAGE] A SPEC vs B
// SPEC", with SPEC "SIDE NUM", "SIDE+SIDE NUM" or "all NUM", and NUM "6",
// "1.5", "6/2" (6 divided by 2), "6/2=3", "2x2=4" (a Priest's 2 times 2).
func parseFight(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	var kind engine.CombatKind
	if len(args) > 0 {
		switch args[0] {
		case "close":
			kind = engine.Close
		case "ranged":
			kind = engine.RangedStraight
		case "angled":
			kind = engine.RangedAngled
		case "top":
			kind = engine.Top
		}
		if kind != 0 {
			args = args[1:]
		}
	}
	stage, hasStage := engine.Stage(0), false
	if len(args) > 0 {
		if st, ok := parseStage(args[0]); ok {
			stage, hasStage, args = st, true, args[1:]
		}
	}
	if err := fightWord(args, kind == 0, !hasStage); err != nil {
		return nil, err
	}
	vs := -1
	for i, a := range args {
		if a == "vs" {
			vs = i
		}
	}
	if vs < 1 || vs == len(args)-1 {
		return nil, fmt.Errorf("want \"fight A1 front 6 vs A2 front 2\"")
	}
	a, sa, err := parseFighter(args[:vs])
	if err != nil {
		return nil, err
	}
	b, sb, err := parseFighter(args[vs+1:])
	if err != nil {
		return nil, err
	}
	return func(cx *claimContext) error {
		var found []string
		for _, e := range cx.t.Events {
			if e.Type != engine.EvFight || (kind != 0 && e.Combat != kind) || (hasStage && e.Stage != stage) {
				continue
			}
			fa, fb := &e.A, &e.B
			if fa.Loc != a {
				fa, fb = fb, fa
			}
			if fa.Loc != a || fb.Loc != b {
				continue
			}
			ea, eb := sa.match(fa, e.Combat), sb.match(fb, e.Combat)
			if ea == "" && eb == "" {
				return nil
			}
			found = append(found, fmt.Sprintf("%v %s", e.Stage, e.Text(cx.s.cat)))
		}
		if len(found) == 0 {
			return fmt.Errorf("no such fight between %v and %v", a, b)
		}
		return fmt.Errorf("the fight goes otherwise: %s", strings.Join(found, "; "))
	}, nil
}

// fightForms are the fight forms a fight claim may name before its cells.
var fightForms = []string{"close", "ranged", "angled", "top"}

// fightWord refuses a word in the place of the fight form (when form is
// set) or the stage (when stage is set) that is neither, nor a cell, with
// a cell after it: a misspelt form ("fight clsoe A2 ..."), which the
// fighter would call an unknown location.
func fightWord(args []string, form, stage bool) error {
	if len(args) < 2 || (!form && !stage) {
		return nil
	}
	if _, err := engine.ParseLoc(args[0]); err == nil {
		return nil
	}
	if _, err := engine.ParseLoc(args[1]); err != nil {
		return nil
	}
	var known []string
	what := "stage or cell"
	if form {
		known = append(known, fightForms...)
		what = "fight form or cell"
	}
	if stage {
		known = append(known, "start", "placement", "rotation", "end", "ransack", "bonus", "elimination", "ring")
	}
	if s := suggest(args[0], known); s != "" {
		return fmt.Errorf("unknown %s %q (did you mean %q?)", what, args[0], s)
	}
	if form {
		return fmt.Errorf("unknown %s %q (the forms: %s; then a stage or the first cell)", what, args[0], strings.Join(fightForms, ", "))
	}
	return fmt.Errorf("unknown %s %q (p1 to p5, placement, end ...; then the first cell)", what, args[0])
}

// parseFighter reads "A1 front 6/2=3".
func parseFighter(args []string) (engine.Loc, *fighterSpec, error) {
	if len(args) < 2 {
		return engine.NoLoc, nil, fmt.Errorf("want a cell, a side and a number")
	}
	loc, err := engine.ParseLoc(args[0])
	if err != nil {
		return engine.NoLoc, nil, err
	}
	sp := &fighterSpec{}
	rest := args[1:]
	if len(rest) == 2 {
		if rest[0] == "all" {
			sp.all = true
		} else {
			for _, name := range strings.Split(rest[0], "+") {
				side, err := sideName(name)
				if err != nil {
					return engine.NoLoc, nil, err
				}
				sp.sides = append(sp.sides, side)
			}
		}
		rest = rest[1:]
	}
	if len(rest) != 1 {
		return engine.NoLoc, nil, fmt.Errorf("want a side and a number after %v", loc)
	}
	num, out, hasOut := strings.Cut(rest[0], "=")
	if hasOut {
		if sp.out, err = ratio(out); err != nil {
			return engine.NoLoc, nil, err
		}
	}
	switch {
	case strings.Contains(num, "/"):
		b, d, _ := strings.Cut(num, "/")
		if sp.base, err = ratio(b); err != nil {
			return engine.NoLoc, nil, err
		}
		if sp.div, err = parseNumber(d); err != nil || sp.div < 1 {
			return engine.NoLoc, nil, fmt.Errorf("%q: want a divisor of 1 or more", num)
		}
	case strings.Contains(num, "x"):
		b, m, _ := strings.Cut(num, "x")
		if sp.base, err = ratio(b); err != nil {
			return engine.NoLoc, nil, err
		}
		if sp.mul, err = parseNumber(m); err != nil || sp.mul < 1 {
			return engine.NoLoc, nil, fmt.Errorf("%q: want a multiplier of 1 or more", num)
		}
	default:
		v, err := ratio(num)
		if err != nil {
			return engine.NoLoc, nil, err
		}
		if hasOut {
			sp.base = v
		} else {
			sp.out = v
		}
	}
	return loc, sp, nil
}

// match says how the fighter differs from the spec; "" when it agrees.
func (sp *fighterSpec) match(f *engine.Fighter, ck engine.CombatKind) string {
	if sp.all != (ck == engine.Top) && (sp.all || len(sp.sides) > 0) {
		return "sides"
	}
	if len(sp.sides) > 0 {
		// Two sides are a sum: their order does not matter.
		if int(f.NSides) != len(sp.sides) {
			return "sides"
		}
		for _, s := range sp.sides {
			if f.Sides[0] != s && (f.NSides < 2 || f.Sides[1] != s) {
				return "sides"
			}
		}
	}
	if f.Den == 0 {
		// No number was compared: a piece that lands on a Harpy dies
		// whatever the numbers, and its fight carries none.
		return "number"
	}
	out := big.NewRat(int64(f.Num), int64(f.Den))
	if sp.out != nil && out.Cmp(sp.out) != 0 {
		return "number"
	}
	if sp.base != nil && big.NewRat(int64(f.Base), 1).Cmp(sp.base) != 0 {
		return "base"
	}
	if sp.div > 0 && int(f.Den) != sp.div {
		return "divisor"
	}
	if sp.mul > 0 && (f.Mods&engine.ModPriest == 0 || int(f.Divisor) != sp.mul) {
		return "multiplier"
	}
	return ""
}

// parsePlayerCount reads "kills 1 2" (player 1 earns 2 kills this turn),
// "total-kills 1 3" (his kills in the game after it), "draws 1 1" (bonus
// pieces drawn), "next-draw 1 5" (pieces dealt at the next turn's draw),
// "hand-max 1 7" (the hand maximum after the turn), "material 2 3" (his
// material as the end of the turn judges it, see material) and "behind 2 5"
// (how far that is behind the player with the most).
func parsePlayerCount(what string) claimParser {
	return func(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
		if len(args) != 2 {
			return nil, fmt.Errorf("want a player and a number")
		}
		n, err := parsePlayerNum(args[0])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q is no player", args[0])
		}
		want, err := parseNumber(args[1])
		if err != nil {
			return nil, err
		}
		return func(cx *claimContext) error {
			if err := cx.player(n); err != nil {
				return err
			}
			var got int
			after := &cx.t.Outcome.Pos
			switch what {
			case "kills":
				got = int(cx.t.Outcome.Kills[n-1])
			case "total-kills":
				got = int(after.Players[n-1].Kills)
			case "draws":
				for _, e := range cx.t.Events {
					if e.Type == engine.EvDraw && int(e.Player) == n {
						got += int(e.N)
					}
				}
			case "next-draw":
				got = after.FairDeal()[n-1]
			case "hand-max":
				got = int(after.Players[n-1].HandMax)
			case "material", "behind":
				mat, in := material(cx)
				if !in[n-1] {
					return fmt.Errorf("player %d was out before the turn", n)
				}
				got = mat[n-1]
				if what == "behind" {
					most := 0
					for i := range mat {
						if in[i] {
							most = max(most, mat[i])
						}
					}
					got = most - mat[n-1]
				}
			}
			if got != want {
				return fmt.Errorf("player %d: %s %d", n, what, got)
			}
			return nil
		}, nil
	}
}

// material returns each player's material as the end of the turn judged
// it for Tech Fall, as the engine reckons it (engine.Record.Material), and
// which players were in the game before the turn.
func material(cx *claimContext) (mat [engine.MaxPlayers]int, in [engine.MaxPlayers]bool) {
	before := &cx.s.Position
	for n := 0; n < int(before.NumPlayers); n++ {
		in[n] = !before.Players[n].Out
	}
	return cx.t.Material, in
}

// parseTechFall reads "tech-fall 5": the scenario plays with the Tech Fall
// option 5 (0: off).
func parseTechFall(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) != 1 {
		return nil, fmt.Errorf("want a number of pieces, 0 for off")
	}
	want, err := parseNumber(args[0])
	if err != nil {
		return nil, err
	}
	return func(cx *claimContext) error {
		if got := cx.s.TechFall; got != want {
			if got == 0 {
				return fmt.Errorf("the Tech Fall option is off")
			}
			return fmt.Errorf("the Tech Fall option is %d", got)
		}
		return nil
	}, nil
}

// parseRansacked reads "ransacked FA [1]" and "not-ransacked FA".
func parseRansacked(yes bool) claimParser {
	return func(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
		if len(args) < 1 || len(args) > 2 || (!yes && len(args) != 1) {
			return nil, fmt.Errorf("want a territory and maybe the player credited")
		}
		t, err := engine.ParseTerritory(args[0])
		if err != nil {
			return nil, err
		}
		by := 0
		if len(args) == 2 {
			if by, err = parsePlayerNum(args[1]); err != nil || by < 1 {
				return nil, fmt.Errorf("%q is no player", args[1])
			}
		}
		return func(cx *claimContext) error {
			if err := cx.player(by); err != nil {
				return err
			}
			got := cx.t.Outcome.RansackedBy[t]
			switch {
			case yes && got == 0:
				return fmt.Errorf("%v is not ransacked", t)
			case !yes && got != 0:
				return fmt.Errorf("%v is ransacked", t)
			case by > 0 && got&(1<<(by-1)) == 0:
				return fmt.Errorf("player %d is not credited with %v", by, t)
			}
			return nil
		}, nil
	}
}

// parsePlayer reads "eliminated 2" and "not-eliminated 1".
func parsePlayer(what string) claimParser {
	return func(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
		if len(args) != 1 {
			return nil, fmt.Errorf("want a player")
		}
		n, err := parsePlayerNum(args[0])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q is no player", args[0])
		}
		return func(cx *claimContext) error {
			if err := cx.player(n); err != nil {
				return err
			}
			out := cx.t.Outcome.Pos.Players[n-1].Out
			if out != (what == "eliminated") {
				if out {
					return fmt.Errorf("player %d is out", n)
				}
				return fmt.Errorf("player %d stays in", n)
			}
			return nil
		}, nil
	}
}

// parseWinner reads "winner 1" (0: a draw).
func parseWinner(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) != 1 {
		return nil, fmt.Errorf("want a player, 0 for a draw")
	}
	n, err := parsePlayerNum(args[0])
	if err != nil {
		return nil, err
	}
	return func(cx *claimContext) error {
		if err := cx.player(n); err != nil {
			return err
		}
		p := &cx.t.Outcome.Pos
		switch {
		case !p.Over:
			return fmt.Errorf("the game goes on")
		case int(p.Winner) != n:
			return fmt.Errorf("the winner is %d (0: a draw)", p.Winner)
		}
		return nil
	}, nil
}

// parseRaises reads "raises 1 Cyclops" (player 1's Necromancer raises a
// Cyclops into the hand) and "raises 1 none" (it raises nothing).
func parseRaises(cat *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) < 2 {
		return nil, fmt.Errorf("want a player and a kind, or none")
	}
	n, err := parsePlayerNum(args[0])
	if err != nil || n < 1 {
		return nil, fmt.Errorf("%q is no player", args[0])
	}
	name := strings.Join(args[1:], " ")
	kind := engine.NoKind
	if name != "none" {
		if kind, err = cat.Parse(name); err != nil {
			return nil, err
		}
	}
	return func(cx *claimContext) error {
		if err := cx.player(n); err != nil {
			return err
		}
		for _, e := range cx.t.Events {
			if e.Type == engine.EvRaise && int(e.Player) == n && e.Why == engine.WhyNone {
				if kind == engine.NoKind {
					return fmt.Errorf("player %d raises %s", n, cx.s.cat.Name(e.A.Kind))
				}
				if e.A.Kind == kind {
					return nil
				}
			}
		}
		if kind == engine.NoKind {
			return nil
		}
		return fmt.Errorf("player %d raises no %s", n, name)
	}, nil
}

// parseSudden reads "sudden-death 4": the ring 4 is removed this turn.
func parseSudden(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) != 1 {
		return nil, fmt.Errorf("want the ring removed, 4 the outermost")
	}
	ring, err := parseNumber(args[0])
	if err != nil {
		return nil, err
	}
	return func(cx *claimContext) error {
		for _, e := range cx.t.Events {
			if e.Type == engine.EvSuddenDeath {
				if int(e.N) != ring {
					return fmt.Errorf("ring %d is removed", e.N)
				}
				return nil
			}
		}
		return fmt.Errorf("no ring is removed")
	}, nil
}

// parseNoSudden reads "no-sudden-death": no ring is removed this turn.
func parseNoSudden(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) != 0 {
		return nil, fmt.Errorf("takes nothing more")
	}
	return func(cx *claimContext) error {
		for _, e := range cx.t.Events {
			if e.Type == engine.EvSuddenDeath {
				return fmt.Errorf("ring %d is removed", e.N)
			}
		}
		return nil
	}, nil
}

// sideName reads a side name, as engine.ParseSide does, and names the
// nearest side of a misspelt one, or lists them.
func sideName(name string) (engine.Side, error) {
	side, err := engine.ParseSide(name)
	if err == nil {
		return side, nil
	}
	names := make([]string, 6)
	for i := range names {
		names[i] = engine.Side(i).String()
	}
	if s := suggest(name, names); s != "" {
		return 0, fmt.Errorf("%w (did you mean %q?)", err, s)
	}
	return 0, fmt.Errorf("%w (sides: %s)", err, strings.Join(names, ", "))
}

// kindAndRest splits "Cloud Man front 3" into a kind and what follows, the
// kind being the longest run of words the catalogue knows.
func kindAndRest(cat *engine.Catalogue, args []string) (engine.KindID, []string, error) {
	for n := len(args); n >= 1; n-- {
		if k, ok := cat.Lookup(strings.Join(args[:n], " ")); ok {
			return k, args[n:], nil
		}
	}
	return engine.NoKind, nil, noKindError(cat, args)
}

// noKindError says that args start with no kind of the catalogue, and
// names the kind the author most likely meant: the longest run of leading
// words close to a kind's name ("Birdy front 6": did you mean "Bird"?).
func noKindError(cat *engine.Catalogue, args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("want a kind")
	}
	names := make([]string, 0, cat.Len())
	for _, k := range cat.Kinds() {
		names = append(names, k.Name)
	}
	for n := len(args); n >= 1; n-- {
		word := strings.Join(args[:n], " ")
		if s := suggest(word, names); s != "" {
			return fmt.Errorf("unknown kind %q (did you mean %q?)", word, s)
		}
	}
	return fmt.Errorf("no kind at the start of %q: want a kind of the catalogue (%s)", strings.Join(args, " "), strings.Join(names, ", "))
}

// parseStat reads "combat Pikeman front 6" and "speed Crab front 0": the
// number the pack's catalogue gives.
func parseStat(what string) claimParser {
	return func(cat *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
		k, rest, err := kindAndRest(cat, args)
		if err != nil {
			return nil, err
		}
		if len(rest) != 2 {
			return nil, fmt.Errorf("want a kind, a side and a number")
		}
		side, err := sideName(rest[0])
		if err != nil {
			return nil, err
		}
		want, err := parseNumber(rest[1])
		if err != nil {
			return nil, err
		}
		return func(cx *claimContext) error {
			kd := cx.s.cat.Kind(k)
			got := kd.Combat[side]
			if what == "speed" {
				got = kd.Speed[side]
			}
			if int(got) != want {
				return fmt.Errorf("the %s's %s %s is %d", kd.Name, side, what, got)
			}
			return nil
		}, nil
	}
}

// parseSum reads "sum Snake 13": the six combat numbers add up to 13.
func parseSum(cat *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	k, rest, err := kindAndRest(cat, args)
	if err != nil {
		return nil, err
	}
	if len(rest) != 1 {
		return nil, fmt.Errorf("want a kind and a number")
	}
	want, err := parseNumber(rest[0])
	if err != nil {
		return nil, err
	}
	return func(cx *claimContext) error {
		kd := cx.s.cat.Kind(k)
		if got := kd.CombatSum(); got != want {
			return fmt.Errorf("the %s's numbers add up to %d", kd.Name, got)
		}
		return nil
	}, nil
}

// parseSide reads "side CD1 C1 back 0": when the turn begins, the piece on
// CD1 turns its back toward C1 (a cell in a straight line, or a direction),
// with combat 0 on that side.
func parseSide(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) != 3 && len(args) != 4 {
		return nil, fmt.Errorf("want a cell, a cell or direction, a side and maybe its number")
	}
	from, err := engine.ParseLoc(args[0])
	if err != nil {
		return nil, err
	}
	dir, err := engine.ParseDir(args[1])
	if err != nil {
		to, lerr := engine.ParseLoc(args[1])
		if lerr != nil {
			return nil, fmt.Errorf("%q is no cell or direction", args[1])
		}
		d, ok := lineDir(from, to)
		if !ok {
			return nil, fmt.Errorf("%v and %v are not in a straight line", from, to)
		}
		dir = d
	}
	side, err := sideName(args[2])
	if err != nil {
		return nil, err
	}
	num := -1
	if len(args) == 4 {
		if num, err = parseNumber(args[3]); err != nil {
			return nil, err
		}
	}
	return func(cx *claimContext) error {
		pc := cx.s.Position.At(from)
		if pc.Empty() {
			return fmt.Errorf("no piece on %v", from)
		}
		got := engine.SideOf(pc.Facing, dir)
		if got != side {
			return fmt.Errorf("the piece on %v turns its %v that way", from, got)
		}
		if c := int(cx.s.cat.Kind(pc.Kind).Combat[side]); num >= 0 && c != num {
			return fmt.Errorf("its %v is %d", side, c)
		}
		return nil
	}, nil
}

// parseLegal reads "illegal 1 place Pikeman AB1 A" and "legal 1 move A3 D
// 2": the order is refused (or accepted) for player 1 when the turn begins.
func parseLegal(legal bool) claimParser {
	return func(cat *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
		if len(args) < 2 {
			return nil, fmt.Errorf("want a player and an order")
		}
		n, err := parsePlayerNum(args[0])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q is no player", args[0])
		}
		o, err := engine.ParseOrder(cat, strings.Join(args[1:], " "))
		if err != nil {
			return nil, err
		}
		return func(cx *claimContext) error {
			if err := cx.player(n); err != nil {
				return err
			}
			var plan engine.Plan
			err := cx.s.Position.CheckOrders(cx.s.cat, n, []engine.Order{o}, &plan)
			switch {
			case legal && err != nil:
				return fmt.Errorf("refused: %v", err)
			case !legal && err == nil:
				return fmt.Errorf("the order is legal")
			}
			return nil
		}, nil
	}
}

// ruleConsts are the numbers of the rules a text may state.
var ruleConsts = map[string]int{
	"place-max": engine.MaxPlace,       // pieces placed a turn
	"draw":      engine.RegularDraw,    // pieces drawn a turn without bonuses
	"hand-max":  engine.DefaultHandMax, // the hand maximum before any ransack
	"cells":     int(engine.NumLocs),   // locations on the board
	"priority":  engine.MaxSpeed,       // the first priority
	"radius":    engine.Radius,         // rings around the Pit
	"nine":      engine.MaxCombat,      // the Magician's 9
}

// parseRuleConst reads "rule place-max 3".
func parseRuleConst(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) != 2 {
		return nil, fmt.Errorf("want a rule's name and its number")
	}
	got, ok := ruleConsts[args[0]]
	if !ok {
		var names []string
		for k := range ruleConsts {
			names = append(names, k)
		}
		sort.Strings(names)
		return nil, fmt.Errorf("unknown rule %q (%s)", args[0], strings.Join(names, ", "))
	}
	want, err := parseNumber(args[1])
	if err != nil {
		return nil, err
	}
	return func(*claimContext) error {
		if got != want {
			return fmt.Errorf("it is %d", got)
		}
		return nil
	}, nil
}

// The board's geometry: claims a text's "D4 is the corner", "B2, a trench
// cell" or "D1 touches the Pit" rest on. They hold whatever the turn.

// parseRing reads "ring D4 4": D4 lies 4 steps from the Pit (the Pit is
// ring 0, the board's edge ring 4; the trench cell on ring 4 is a corner).
func parseRing(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) != 2 {
		return nil, fmt.Errorf("want a cell and its ring, 0 (the Pit) to %d", engine.Radius)
	}
	l, err := engine.ParseLoc(args[0])
	if err != nil {
		return nil, err
	}
	want, err := parseNumber(args[1])
	if err != nil {
		return nil, err
	}
	return func(*claimContext) error {
		if got := l.Ring(); got != want {
			return fmt.Errorf("%v is on ring %d", l, got)
		}
		return nil
	}, nil
}

// parseNext reads "next D1 Pit [A]": D1 and the Pit touch (the Pit lies in
// direction A from D1).
func parseNext(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) != 2 && len(args) != 3 {
		return nil, fmt.Errorf("want two cells and maybe the direction from the first to the second")
	}
	locs, err := parseLocs(args[:2], 2)
	if err != nil {
		return nil, err
	}
	want := engine.NoDir
	if len(args) == 3 {
		if want, err = engine.ParseDir(args[2]); err != nil {
			return nil, err
		}
	}
	a, b := locs[0], locs[1]
	return func(*claimContext) error {
		got, ok := engine.DirTo(a, b)
		switch {
		case !ok:
			return fmt.Errorf("%v and %v do not touch", a, b)
		case want != engine.NoDir && got != want:
			return fmt.Errorf("%v lies %v of %v", b, got, a)
		}
		return nil
	}, nil
}

// parseTrench reads "trench B2": B2 is a trench cell (the Pit counts as one).
func parseTrench(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) != 1 {
		return nil, fmt.Errorf("want one cell")
	}
	l, err := engine.ParseLoc(args[0])
	if err != nil {
		return nil, err
	}
	return func(*claimContext) error {
		if !l.InTrench() {
			return fmt.Errorf("%v lies in territory %v", l, l.Territory())
		}
		return nil
	}, nil
}

// lineDir returns the direction of the straight line from a to b.
func lineDir(a, b engine.Loc) (engine.Dir, bool) {
	for d := engine.A; d <= engine.F; d++ {
		for l := a.Neighbour(d); l != engine.NoLoc; l = l.Neighbour(d) {
			if l == b {
				return d, true
			}
		}
	}
	return engine.NoDir, false
}
