package engine

import (
	"fmt"
	"strings"
)

// Stage is the part of the turn an event happened in.
type Stage uint8

// The stages of a turn in resolution order. The five priorities run from
// StageP5 down to StageP1.
const (
	StageStart Stage = iota // automatic special actions at the start of the turn
	StagePlace              // placement, then top and close combat
	StageP5
	StageP4
	StageP3
	StageP2
	StageP1
	StageRotate      // rotation
	StageEnd         // automatic special actions at the end of the turn
	StageRansack     // ransacking
	StageBonus       // bonuses
	StageElimination // elimination and the end of the game
	StageSuddenDeath // sudden death
)

// PriorityStage returns the stage of priority p (1..5).
func PriorityStage(p int) Stage { return StageP5 + Stage(5-p) }

// Priority returns the priority of a movement stage, 0 for the others.
func (s Stage) Priority() int {
	if s >= StageP5 && s <= StageP1 {
		return 5 - int(s-StageP5)
	}
	return 0
}

// String names the stage: "placement", "priority 3", ...
func (s Stage) String() string {
	if p := s.Priority(); p > 0 {
		return fmt.Sprintf("priority %d", p)
	}
	switch s {
	case StageStart:
		return "start of turn"
	case StagePlace:
		return "placement"
	case StageRotate:
		return "rotation"
	case StageEnd:
		return "end of turn"
	case StageRansack:
		return "ransacking"
	case StageBonus:
		return "bonuses"
	case StageElimination:
		return "elimination"
	case StageSuddenDeath:
		return "sudden death"
	}
	return "?"
}

// EventType says what happened.
type EventType uint8

// The kinds of event.
const (
	EvVanish      EventType = iota + 1 // a Cloud Man leaves the board
	EvPlace                            // a piece is placed
	EvStep                             // a piece takes one step
	EvBump                             // a piece is bumped and stops
	EvFight                            // two pieces fight
	EvBomb                             // harpies surround a piece: a Harpy Bomb
	EvDie                              // a piece dies
	EvConvert                          // a Priest converts a piece
	EvKill                             // a player is credited with a kill
	EvKnock                            // a Harpy knocks a killer back
	EvJump                             // an Imp Swarm jumps to its victim's cell
	EvRotate                           // a piece turns
	EvLand                             // a Cloud Man lands
	EvDrunk                            // a Drunk turns toward its last step
	EvTarget                           // a Necromancer target is named
	EvRaise                            // a Necromancer raises its target into the hand
	EvRansack                          // a territory is ransacked
	EvBonus                            // a ransacking bonus: the hand maximum rises
	EvDraw                             // bonus pieces drawn from the deck
	EvEliminate                        // a player is eliminated
	EvGameOver                         // the game ends
	EvSuddenDeath                      // a ring of the board is removed
	// EvMaterial states a player's material as Tech Fall judges it at the
	// end of the turn (only with Tech Fall on): a text for the reader,
	// which changes nothing.
	EvMaterial
	// EvTerritoriesGo says, at the end of the turn sudden death begins,
	// that the territories held then go: they counted for this turn's
	// elimination, and from the next turn nobody holds one.
	EvTerritoriesGo
	// EvNoKnock says that a Harpy's knockback of A does not happen, and
	// why (Why: the pushes point between two cells or cancel out, off the
	// board, the cell To removed, taken or wanted by another move); Dir is
	// the push.
	EvNoKnock
	// EvNoJump says that an Imp Swarm's jump does not happen, and why,
	// as EvNoKnock does, or because a Harpy pushed it that round without
	// moving it (WhyPushed).
	EvNoJump
)

var eventNames = map[EventType]string{
	EvVanish: "vanish", EvPlace: "place", EvStep: "step", EvBump: "bump", EvFight: "fight",
	EvBomb: "harpy-bomb", EvDie: "die", EvConvert: "convert", EvKill: "kill", EvKnock: "knockback",
	EvJump: "jump", EvRotate: "rotate", EvLand: "land", EvDrunk: "drunk-turn", EvTarget: "target",
	EvRaise: "raise", EvRansack: "ransack", EvBonus: "bonus", EvDraw: "draw", EvEliminate: "eliminate",
	EvGameOver: "game-over", EvSuddenDeath: "sudden-death", EvMaterial: "material",
	EvTerritoriesGo: "territories-go", EvNoKnock: "no-knockback", EvNoJump: "no-jump",
}

// String returns the short name of the event type ("fight", "bump", ...).
func (t EventType) String() string {
	if s, ok := eventNames[t]; ok {
		return s
	}
	return "?"
}

// CombatKind is the type of a fight.
type CombatKind uint8

// The four types of combat.
const (
	Close CombatKind = iota + 1
	RangedStraight
	RangedAngled
	Top
)

// String names the combat type.
func (c CombatKind) String() string {
	switch c {
	case Close:
		return "close"
	case RangedStraight:
		return "ranged (straight-on)"
	case RangedAngled:
		return "ranged (angled)"
	case Top:
		return "top"
	}
	return "?"
}

// Why gives the reason of a bump or a death.
type Why uint8

// Reasons.
const (
	WhyNone         Why = iota
	WhyOffBoard         // bump: the step would leave the board
	WhyRemoved          // bump: the cell was removed by sudden death
	WhyAllyStays        // bump: an ally holds the cell and does not leave
	WhyAllyTargets      // bump: an ally steps into the same cell
	WhyCombat           // death: lost or tied a fight
	WhyBomb             // death: Harpy Bomb
	WhyHarpyLand        // death: landed on a Harpy
	WhyTrench           // death: a Catapult entered a trench
	WhySkeleton         // death: a Skeleton that fought
	WhyWitch            // death: a Witch that did not move
	WhyRing             // death: sudden death removed its cell
	WhyEliminated       // death: its owner was eliminated
	WhyCloudBlocked     // land: the Cloud Man's path left the board
	WhyHandFull         // raise or bonus: no room in hand
	WhyDeckShort        // bonus: not enough pieces in the deck for every ransacker
	WhyContested        // raise: more raisers of a kind than the graveyard holds
	WhyNoGround         // eliminated: no piece on the board and no territory
	WhyNothingDealt     // eliminated: no piece on the board or in hand, and none dealt next
	WhyTechFall         // eliminated: Tech Fall, too far behind in material
	WhyMostKills        // game over: all remaining players out at once, decided by kills
	WhyAllOut           // game over: all remaining players out at once, a draw without counting kills
	WhyTaken            // no knockback or jump: a piece holds the cell
	WhyWanted           // no knockback or jump: another piece is due on the cell at the same time
	WhyBetween          // no knockback: the Harpies' pushes point between two cells
	WhyCancel           // no knockback: the Harpies' pushes cancel out
	WhyPushed           // no jump: a Harpy pushed the Imp Swarm, and the push goes first
)

var whyText = [...]string{
	WhyNone:         "",
	WhyOffBoard:     "the step leaves the board",
	WhyRemoved:      "the cell was removed by sudden death",
	WhyAllyStays:    "an ally holds the cell and stays",
	WhyAllyTargets:  "an ally steps into the same cell",
	WhyCombat:       "lost or tied a fight",
	WhyBomb:         "Harpy Bomb",
	WhyHarpyLand:    "landed on a Harpy and was knocked into outer space",
	WhyTrench:       "a Catapult that enters a trench dies",
	WhySkeleton:     "a Skeleton dies at the end of a turn in which it fought",
	WhyWitch:        "a Witch dies at the end of a turn in which it did not move",
	WhyRing:         "sudden death removed its cell",
	WhyEliminated:   "its owner was eliminated",
	WhyCloudBlocked: "its path ran off the board; it lands on the last cell in play",
	WhyHandFull:     "the hand is full",
	WhyDeckShort:    "the deck has too few pieces for every ransacker",
	WhyContested:    "more Necromancers raise it than the graveyard holds",
	WhyNoGround:     "no piece on the board and no territory",
	WhyNothingDealt: "no piece on the board, none in hand, and fair dealing deals none at the next draw",
	WhyTechFall:     "Tech Fall: too far behind in material",
	WhyMostKills:    "all remaining players are out at once: the most kills wins",
	WhyAllOut:       "all remaining players are out at once",
	WhyTaken:        "the cell is taken",
	WhyWanted:       "another knockback or jump goes to the same cell",
	WhyBetween:      "the Harpies' pushes point between two cells",
	WhyCancel:       "the Harpies' pushes cancel out",
	WhyPushed:       "a Harpy's push takes the place of its jump",
}

// String describes the reason.
func (w Why) String() string {
	if int(w) < len(whyText) {
		return whyText[w]
	}
	return "?"
}

// Mod is a set of special effects applied to a fighter's number.
type Mod uint8

// The effects.
const (
	ModMagician Mod = 1 << iota // fought with 9 minus its number (opponent is a Magician)
	ModReverse                  // fought with its speed, undivided (opponent is a Reverse Centaur)
	ModCatapult                 // doubled: a Catapult against an enemy in a trench
	ModKing                     // a King's combat numbers, summed over its group
	ModPriest                   // a Priest's number multiplied by its enemies
	ModHarpy                    // a Harpy that a piece landed on
)

// Fighter is one side of a fight: who fought and the numbers that decided it.
type Fighter struct {
	Kind   KindID
	Owner  uint8
	Loc    Loc
	Facing Dir
	// Sides are the sides whose numbers were used: one in close and
	// straight-on combat, two in angled combat, none (all six) in top combat.
	Sides  [2]Side
	NSides uint8
	// Raw holds the printed (or King-summed) number on each side used.
	Raw [2]int8
	// Base is the number after special effects, before division.
	Base int16
	// Num/Den is the output compared with the opponent's.
	Num, Den int16
	// Divisor is the number of opponents it divided by (close combat), or
	// the Priest's multiplier.
	Divisor int8
	Mods    Mod
	// Lost reports that this fighter lost or tied this fight, which kills it
	// (a Priest's victim is converted instead).
	Lost bool
}

// Out returns the output as a float, for display only.
func (f *Fighter) Out() float64 { return float64(f.Num) / float64(f.Den) }

// Event is one thing that happened in a turn.
type Event struct {
	Type   EventType
	Stage  Stage
	Combat CombatKind
	// A is the piece concerned; in a fight, A and B are the two fighters.
	A, B     Fighter
	From, To Loc
	Dir      Dir
	Player   uint8
	Terr     Territory
	N        int16
	// M is a second number: for EvMaterial the most material any player
	// has (N being this player's), for EvGameOver decided by kills the
	// runner-up's kills (N being the winner's, or the tied players').
	M   int16
	Why Why
}

func actor(pc Piece, l Loc) Fighter {
	return Fighter{Kind: pc.Kind, Owner: pc.Owner, Loc: l, Facing: pc.Facing}
}

// PlayerNamer names player n in an event's text ("player 1", "Red").
type PlayerNamer func(n int) string

// playerNames are the colours that name the players wherever a player
// reads them: the screens, the pictures, a puzzle's title.
var playerNames = [MaxPlayers]string{"Red", "Blue", "Green", "Gold", "Violet", "Teal"}

// PlayerName returns the colour that names player n ("Red", "Blue", ...),
// "nobody" for a number that names no player. It is a PlayerNamer.
func PlayerName(n int) string {
	if n < 1 || n > MaxPlayers {
		return "nobody"
	}
	return playerNames[n-1]
}

// numbered is the plain namer: "player 1".
func numbered(n int) string { return fmt.Sprintf("player %d", n) }

// pieceName writes a piece with its owner: "Pikeman(1)" with the plain
// namer, "Pikeman (Red)" with one that names players otherwise.
func pieceName(cat *Catalogue, f *Fighter, name PlayerNamer) string {
	if name == nil {
		return fmt.Sprintf("%s(%d)", cat.Name(f.Kind), f.Owner)
	}
	return fmt.Sprintf("%s (%s)", cat.Name(f.Kind), name(int(f.Owner)))
}

// Text describes the event in plain words, with the numbers of a fight;
// players are "player 1", pieces "Pikeman(1)".
func (e *Event) Text(cat *Catalogue) string { return e.TextNamed(cat, nil) }

// TextNamed is Text with the players named by name (a screen's colour
// names), pieces as "Pikeman (Red)"; a nil name is Text's.
func (e *Event) TextNamed(cat *Catalogue, name PlayerNamer) string {
	pn := name
	if pn == nil {
		pn = numbered
	}
	p := pn(int(e.Player))
	a := pieceName(cat, &e.A, name)
	switch e.Type {
	case EvVanish:
		return fmt.Sprintf("%s %s vanishes until the end of the turn", a, on(e.From))
	case EvPlace:
		return fmt.Sprintf("%s places %s %s facing %v", pn(int(e.A.Owner)), cat.Name(e.A.Kind), on(e.To), e.A.Facing)
	case EvStep:
		return fmt.Sprintf("%s steps %v from %s to %s", a, e.Dir, cell(e.From), cell(e.To))
	case EvBump:
		return fmt.Sprintf("%s %s is bumped going %v (%s) and stops", a, on(e.From), e.Dir, e.Why)
	case EvFight:
		return e.fightText(cat, name)
	case EvBomb:
		return fmt.Sprintf("%s %s is caught in a Harpy Bomb", a, on(e.A.Loc))
	case EvDie:
		if e.Why == WhyCombat {
			return fmt.Sprintf("%s %s dies", a, on(e.A.Loc))
		}
		return fmt.Sprintf("%s %s dies: %s", a, on(e.A.Loc), e.Why)
	case EvConvert:
		return fmt.Sprintf("%s %s is converted and now belongs to %s", a, on(e.A.Loc), p)
	case EvKill:
		return fmt.Sprintf("%s is credited with the kill of %s", p, a)
	case EvKnock:
		return fmt.Sprintf("%s is knocked back %v from %s to %s", a, e.Dir, cell(e.From), cell(e.To))
	case EvJump:
		return fmt.Sprintf("%s jumps from %s to %s", a, cell(e.From), cell(e.To))
	case EvNoKnock, EvNoJump:
		return e.heldText(a)
	case EvRotate:
		return fmt.Sprintf("%s %s turns to face %v", a, on(e.A.Loc), e.Dir)
	case EvLand:
		if e.Why != WhyNone {
			return fmt.Sprintf("%s lands %s (%s)", a, on(e.To), e.Why)
		}
		return fmt.Sprintf("%s lands %s", a, on(e.To))
	case EvDrunk:
		return fmt.Sprintf("%s %s turns to face %v, the way it last moved", a, on(e.A.Loc), e.Dir)
	case EvTarget:
		return fmt.Sprintf("%s's Necromancer targets %s", p, cat.Name(e.A.Kind))
	case EvRaise:
		if e.Why != WhyNone {
			return fmt.Sprintf("%s's Necromancer cannot raise %s: %s", p, cat.Name(e.A.Kind), e.Why)
		}
		return fmt.Sprintf("%s's Necromancer raises %s from the graveyard into the hand", p, cat.Name(e.A.Kind))
	case EvRansack:
		return fmt.Sprintf("territory %v of %s is ransacked", e.Terr, pn(int(e.N)))
	case EvBonus:
		if e.Why != WhyNone {
			return fmt.Sprintf("%s ransacked %v: hand maximum %d; no bonus draw: %s", p, e.Terr, e.N, e.Why)
		}
		return fmt.Sprintf("%s ransacked %v: hand maximum %d and a bonus draw", p, e.Terr, e.N)
	case EvDraw:
		pieces := "pieces"
		if e.N == 1 {
			pieces = "piece"
		}
		if e.Why != WhyNone {
			return fmt.Sprintf("%s draws %d bonus %s (fewer than earned: %s)", p, e.N, pieces, e.Why)
		}
		return fmt.Sprintf("%s draws %d bonus %s", p, e.N, pieces)
	case EvEliminate:
		if e.Why == WhyTechFall {
			return fmt.Sprintf("%s is eliminated: %s (%d behind)", p, e.Why, e.N)
		}
		if e.Why != WhyNone {
			return fmt.Sprintf("%s is eliminated: %s", p, e.Why)
		}
		return fmt.Sprintf("%s is eliminated", p)
	case EvGameOver:
		return e.gameOverText(p)
	case EvSuddenDeath:
		if e.N == Radius {
			// The first ring: sudden death begins, and the pages said
			// nothing of why.
			return fmt.Sprintf("sudden death begins, as nothing was drawn, placed or killed in the turn: the outer ring (ring %d) is removed from the board", e.N)
		}
		return fmt.Sprintf("ring %d, now the outer ring, is removed from the board", e.N)
	case EvTerritoriesGo:
		return "from the next turn nobody holds a territory (they still counted for this turn's elimination)"
	case EvMaterial:
		if e.N >= e.M {
			return fmt.Sprintf("%s has %s of material, the most", p, pieces(int(e.N)))
		}
		return fmt.Sprintf("%s has %s of material, %d behind the most (%d)", p, pieces(int(e.N)), e.M-e.N, e.M)
	}
	return e.Type.String()
}

// heldText says why the knockback or the jump of piece a did not happen:
// "Pikeman(1) on A2 is not knocked back A: A3 is taken".
func (e *Event) heldText(a string) string {
	what := fmt.Sprintf("%s %s is not knocked back", a, on(e.From))
	if e.Type == EvNoJump {
		what = fmt.Sprintf("%s %s does not jump", a, on(e.From))
	}
	switch e.Why {
	case WhyBetween, WhyCancel:
		return fmt.Sprintf("%s: %s", what, e.Why)
	case WhyPushed:
		return fmt.Sprintf("%s %v to %s: %s", what, e.Dir, cell(e.To), e.Why)
	case WhyOffBoard:
		return fmt.Sprintf("%s %v: that is off the board", what, e.Dir)
	case WhyRemoved:
		return fmt.Sprintf("%s %v: %s was removed by sudden death", what, e.Dir, cell(e.To))
	case WhyTaken:
		return fmt.Sprintf("%s %v: %s is taken", what, e.Dir, cell(e.To))
	case WhyWanted:
		return fmt.Sprintf("%s %v: another knockback or jump goes to %s too", what, e.Dir, cell(e.To))
	}
	return what
}

// gameOverText describes the end of the game, p naming the winner.
func (e *Event) gameOverText(p string) string {
	switch {
	case e.Why == WhyMostKills && e.Player == 0:
		return fmt.Sprintf("the game ends in a draw on kills, %d to %d (all remaining players are out at once)", e.N, e.M)
	case e.Why == WhyMostKills:
		return fmt.Sprintf("the game ends: %s wins on kills, %d to %d (all remaining players are out at once)", p, e.N, e.M)
	case e.Why == WhyAllOut:
		return "the game ends in a draw: all remaining players are out at once"
	case e.Player == 0:
		return "the game ends in a draw"
	}
	return fmt.Sprintf("the game ends: %s wins", p)
}

// pieces writes n pieces: "1 piece", "3 pieces".
func pieces(n int) string {
	if n == 1 {
		return "1 piece"
	}
	return fmt.Sprintf("%d pieces", n)
}

// on writes where a piece stands: "on A1", "in the Pit" (the lessons' words).
func on(l Loc) string {
	if l == Pit {
		return "in the Pit"
	}
	return "on " + l.String()
}

// cell names a cell as a place to go from or to: "A1", "the Pit".
func cell(l Loc) string {
	if l == Pit {
		return "the Pit"
	}
	return l.String()
}

// numberText explains how a fighter's output came about, e.g.
// "front-left 3 / 2 opponents = 1½" or "front 4, doubled against a trench = 8".
func numberText(f *Fighter, ck CombatKind) string {
	var b strings.Builder
	switch {
	case ck == Top && f.Mods&ModHarpy != 0:
		return "a Harpy, which kills what lands on it"
	case ck == Top:
		b.WriteString("all six sides")
	case f.NSides == 2:
		fmt.Fprintf(&b, "%v %d + %v %d", f.Sides[0], f.Raw[0], f.Sides[1], f.Raw[1])
	default:
		fmt.Fprintf(&b, "%v %d", f.Sides[0], f.Raw[0])
	}
	if f.Mods&ModKing != 0 {
		b.WriteString(" (summed over its group)")
	}
	if f.Mods&ModReverse != 0 {
		b.WriteString(" (its speed, against a Reverse Centaur)")
	}
	b.WriteString(magicianText(f, ck))
	if f.Mods&ModCatapult != 0 {
		b.WriteString(", doubled against a trench")
	}
	if ck == Top || f.NSides == 2 || f.Mods&(ModMagician|ModCatapult) != 0 {
		fmt.Fprintf(&b, " = %d", f.Base)
	}
	if f.Mods&ModPriest != 0 && f.Divisor > 1 {
		fmt.Fprintf(&b, " × %d enemies = %d", f.Divisor, f.Num)
	} else if f.Den > 1 {
		fmt.Fprintf(&b, " / %d opponents = %s", f.Den, FractionText(int(f.Num), int(f.Den)))
	}
	return b.String()
}

// NumberText explains how f's number in a fight of kind ck came about, in
// the words of the fight's text (Event.Text): "front-left 3 / 2 opponents =
// 1½". A puzzle's explanation reuses it, so that it words a fight as the
// replay does.
func (f *Fighter) NumberText(ck CombatKind) string { return numberText(f, ck) }

// magicianText is what a Magician's numbers do to f's, or "": one number
// is taken from 9 ("9 minus it"), a King's sum toward one side as a whole
// ("9 minus the sum"); an angled pair and a top combat's six each, a
// King's sum toward each side among them (ruling magician-nine-minus-each).
func magicianText(f *Fighter, ck CombatKind) string {
	switch {
	case f.Mods&ModMagician == 0:
		return ""
	case ck == Top || f.NSides == 2:
		return " (9 minus each, against a Magician)"
	case f.Mods&ModKing != 0:
		return " (9 minus the sum, against a Magician)"
	}
	return " (9 minus it, against a Magician)"
}

// FractionText writes the exact value n/d (d > 0) in lowest terms, the way
// a fight text writes a share: a whole number ("3"), a vulgar fraction
// ("½", "⅔") or a mixed number ("1½", "2⅔"); never a decimal, so that
// every share is written one way and compared exactly (GAME.md). Not
// "3/2": the panels write a card's combat and speed on a side that way. A
// denominator over 6, which has no vulgar fraction for every numerator,
// falls back to "n/d" ("5/8").
func FractionText(n, d int) string {
	g := gcd(abs(n), d)
	n, d = n/g, d/g
	if d == 1 {
		return fmt.Sprint(n)
	}
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	glyph, ok := vulgar[[2]int{n % d, d}]
	if !ok {
		return fmt.Sprintf("%s%d/%d", sign, n, d)
	}
	if n < d {
		return sign + glyph
	}
	return fmt.Sprintf("%s%d%s", sign, n/d, glyph)
}

// vulgar holds the Unicode vulgar fractions of denominators 2 to 6, by
// numerator and denominator in lowest terms.
var vulgar = map[[2]int]string{
	{1, 2}: "½",
	{1, 3}: "⅓", {2, 3}: "⅔",
	{1, 4}: "¼", {3, 4}: "¾",
	{1, 5}: "⅕", {2, 5}: "⅖", {3, 5}: "⅗", {4, 5}: "⅘",
	{1, 6}: "⅙", {5, 6}: "⅚",
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}

func (e *Event) fightText(cat *Catalogue, name PlayerNamer) string {
	a, b := pieceName(cat, &e.A, name), pieceName(cat, &e.B, name)
	var res string
	switch {
	case e.A.Lost && e.B.Lost:
		res = "a tie: both die"
	case e.A.Lost:
		res = a + " loses"
	case e.B.Lost:
		res = b + " loses"
	default:
		res = "neither dies"
	}
	at, bt := numberText(&e.A, e.Combat), numberText(&e.B, e.Combat)
	if e.Combat == Top && e.B.Mods&ModHarpy != 0 {
		// Landing on a Harpy: no number was worked out (see topFight).
		at = "its numbers do not count"
	}
	return fmt.Sprintf("%s combat: %s %s, %s, against %s %s, %s: %s",
		e.Combat, a, on(e.A.Loc), at, b, on(e.B.Loc), bt, res)
}

// Record collects the events of a turn. Resolve appends to Events; reuse a
// Record across turns to avoid allocation.
type Record struct {
	Events []Event
	// Material holds each player's material as the end of the turn judges
	// it for Tech Fall, whether the option is on or not: his pieces on the
	// board once the ring has gone, and his hand if he held a territory
	// then (ruling sudden-death-territories-held-to-the-turn-end). A player
	// eliminated this turn is counted before his pieces leave the board;
	// one out before the turn, or every one when the game was over, has 0.
	// Resolve sets it anew each turn.
	Material [MaxPlayers]int
}
