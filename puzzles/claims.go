package puzzles

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// A claim states in a few words what a lesson's or a puzzle's text says
// about its turn, so that Check can test it against the engine: who dies,
// which numbers decide a fight, where a piece steps and when, who ransacks,
// wins or draws. docs/packs.md lists the forms. A cell names the piece that
// stood there when the turn began (or was placed there), except in a fight,
// whose cells are where the two pieces stand when they fight.

// Claim is one parsed claim.
type Claim struct {
	Text  string
	check func(cx *claimContext) error
}

// claimContext is what a claim is checked against: the scenario and one
// turn played in it.
type claimContext struct {
	s  *Scenario
	t  *Turn
	tr *Track
}

// player reports a claim about player n, 1 or more, in a position that has
// no player n: it would hold or fail for want of the player, and "with"
// would play orders for him.
func (cx *claimContext) player(n int) error {
	if p := int(cx.s.Position.NumPlayers); n > p {
		return fmt.Errorf("there is no player %d: the position has %d players", n, p)
	}
	return nil
}

// CheckClaims checks every claim against turn t of scenario s and returns
// one error per false claim (or claim that does not parse).
func (s *Scenario) CheckClaims(claims []string, t *Turn) []error {
	if len(claims) == 0 {
		return nil
	}
	cx := &claimContext{s: s, t: t, tr: Follow(&s.Position, t)}
	var errs []error
	for i, text := range claims {
		c, err := ParseClaim(s.cat, text)
		if err == nil {
			err = c.check(cx)
		}
		if err != nil {
			errs = append(errs, &claimError{index: i, err: fmt.Errorf("claim %q: %w", text, err)})
		}
	}
	return errs
}

// claimError is a claim that does not hold, with its index in the list, so
// that a problem names the claim's own line.
type claimError struct {
	index int
	err   error
}

func (e *claimError) Error() string { return e.err.Error() }
func (e *claimError) Unwrap() error { return e.err }

// claimKey is the key of the claim err is about, under key ("claims"
// gives "claims[2]"), or key when err names no claim.
func claimKey(key string, err error) string {
	var ce *claimError
	if errors.As(err, &ce) {
		return fmt.Sprintf("%s[%d]", key, ce.index)
	}
	return key
}

// ParseClaim reads one claim.
func ParseClaim(cat *engine.Catalogue, text string) (*Claim, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return nil, fmt.Errorf("an empty claim")
	}
	if f[0] == "with" {
		return parseWith(cat, text)
	}
	parse, ok := claimForms[f[0]]
	if !ok {
		if s := suggest(f[0], claimVerbs()); s != "" {
			return nil, fmt.Errorf("unknown claim %q (did you mean %q?)", f[0], s)
		}
		return nil, fmt.Errorf("unknown claim %q (claims: %s)", f[0], strings.Join(claimVerbs(), ", "))
	}
	check, err := parse(cat, f[1:])
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f[0], err)
	}
	return &Claim{Text: text, check: check}, nil
}

type claimParser func(cat *engine.Catalogue, args []string) (func(cx *claimContext) error, error)

var claimForms map[string]claimParser

func init() {
	claimForms = map[string]claimParser{
		"dies":            parseFate(true),
		"lives":           parseFate(false),
		"ends":            parseEnds,
		"converted":       parseConverted,
		"reaches":         parseMove(engine.EvStep),
		"knocked":         parseMove(engine.EvKnock),
		"jumps":           parseMove(engine.EvJump),
		"lands":           parseMove(engine.EvLand),
		"bumped":          parseBumped,
		"fight":           parseFight,
		"kills":           parsePlayerCount("kills"),
		"total-kills":     parsePlayerCount("total-kills"),
		"draws":           parsePlayerCount("draws"),
		"next-draw":       parsePlayerCount("next-draw"),
		"hand-max":        parsePlayerCount("hand-max"),
		"material":        parsePlayerCount("material"),
		"behind":          parsePlayerCount("behind"),
		"tech-fall":       parseTechFall,
		"ransacked":       parseRansacked(true),
		"not-ransacked":   parseRansacked(false),
		"eliminated":      parsePlayer("eliminated"),
		"not-eliminated":  parsePlayer("not-eliminated"),
		"winner":          parseWinner,
		"raises":          parseRaises,
		"sudden-death":    parseSudden,
		"no-sudden-death": parseNoSudden,
		"combat":          parseStat("combat"),
		"speed":           parseStat("speed"),
		"sum":             parseSum,
		"side":            parseSide,
		"legal":           parseLegal(true),
		"illegal":         parseLegal(false),
		"rule":            parseRuleConst,
		"ring":            parseRing,
		"next":            parseNext,
		"trench":          parseTrench,
	}
}

// parseWith reads "with 2 move EF3 D 1; turn A1 B: dies EF3": the claim
// after the colon holds on the turn played with player 2's orders replaced
// by those given ("with 2 -": no orders). It states what happens in a line
// the text considers: another reply, another answer.
func parseWith(cat *engine.Catalogue, text string) (*Claim, error) {
	head, tail, ok := strings.Cut(text, ":")
	f := strings.Fields(head)
	if !ok || len(f) < 3 {
		return nil, fmt.Errorf("with: want \"with 2 move EF3 D 1; turn A1 B: CLAIM\"")
	}
	n, err := parsePlayerNum(f[1])
	if err != nil || n < 1 {
		return nil, fmt.Errorf("with: %q is no player", f[1])
	}
	var orders []engine.Order
	if rest := strings.TrimSpace(strings.Join(f[2:], " ")); rest != "-" {
		for _, o := range strings.Split(rest, ";") {
			ord, err := engine.ParseOrder(cat, strings.TrimSpace(o))
			if err != nil {
				return nil, fmt.Errorf("with: %w", err)
			}
			orders = append(orders, ord)
		}
	}
	inner, err := ParseClaim(cat, strings.TrimSpace(tail))
	if err != nil {
		return nil, fmt.Errorf("with: %w", err)
	}
	return &Claim{Text: text, check: func(cx *claimContext) error {
		if err := cx.player(n); err != nil {
			return err
		}
		all := make([][]engine.Order, cx.s.Position.NumPlayers)
		copy(all, cx.t.Orders)
		all[n-1] = orders
		t, err := cx.s.Play(all)
		if err != nil {
			return fmt.Errorf("with these orders: %v", err)
		}
		return inner.check(&claimContext{s: cx.s, t: t, tr: Follow(&cx.s.Position, t)})
	}}, nil
}

// claimVerbs lists the claim forms by their first word.
func claimVerbs() []string {
	out := make([]string, 0, len(claimForms)+1)
	for v := range claimForms {
		out = append(out, v)
	}
	out = append(out, "with") // read apart: "with 2 ORDERS: CLAIM"
	sort.Strings(out)
	return out
}

// parseFate reads "dies A1 B2 [STAGE]" and "lives A1 B2".
func parseFate(dies bool) claimParser {
	return func(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
		stage, hasStage := engine.Stage(0), false
		if n := len(args); dies && n > 1 {
			if st, ok := parseStage(args[n-1]); ok {
				stage, hasStage, args = st, true, args[:n-1]
			} else if last := args[n-1]; len(last) > 1 && (last[0] == 'p' || last[0] == 'P') && strings.Trim(last[1:], "0123456789") == "" {
				// p9: a priority that is none, and no cell either.
				return nil, fmt.Errorf("%q is no stage (p1 to p5, placement, end ...)", last)
			}
		}
		locs, err := parseLocs(args, 1)
		if err != nil {
			return nil, err
		}
		return func(cx *claimContext) error {
			for _, l := range locs {
				k, err := cx.piece(l)
				if err != nil {
					return err
				}
				alive := cx.tr.Fate(k).Alive()
				switch {
				case dies && alive:
					return fmt.Errorf("the piece from %v lives", l)
				case !dies && !alive:
					return fmt.Errorf("the piece from %v dies", l)
				case hasStage:
					if st, ok := cx.deathStage(k); !ok || st != stage {
						return fmt.Errorf("the piece from %v dies at %v", l, st)
					}
				}
			}
			return nil
		}, nil
	}
}

// deathStage returns the stage in which piece k died.
func (cx *claimContext) deathStage(k int) (engine.Stage, bool) {
	for i, e := range cx.t.Events {
		if e.Type == engine.EvDie && cx.tr.A[i] == k {
			return e.Stage, true
		}
	}
	return 0, false
}

// piece returns the tracked piece a claim names by cell l.
func (cx *claimContext) piece(l engine.Loc) (int, error) {
	if k := cx.tr.Of(l); k >= 0 {
		return k, nil
	}
	return -1, fmt.Errorf("no piece starts on %v or is placed there", l)
}

// parseEnds reads "ends A3 A1 [D]": the piece from A3 ends on A1 (facing D).
func parseEnds(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) != 2 && len(args) != 3 {
		return nil, fmt.Errorf("want a start cell, an end cell and maybe a facing")
	}
	locs, err := parseLocs(args[:2], 2)
	if err != nil {
		return nil, err
	}
	face := engine.NoDir
	if len(args) == 3 {
		if face, err = engine.ParseDir(args[2]); err != nil {
			return nil, err
		}
	}
	return func(cx *claimContext) error {
		k, err := cx.piece(locs[0])
		if err != nil {
			return err
		}
		f := cx.tr.Fate(k)
		switch {
		case !f.Alive():
			return fmt.Errorf("the piece from %v dies", locs[0])
		case f.Loc != locs[1]:
			return fmt.Errorf("the piece from %v ends on %v", locs[0], f.Loc)
		case face != engine.NoDir && f.Facing != face:
			return fmt.Errorf("the piece from %v ends facing %v", locs[0], f.Facing)
		}
		return nil
	}, nil
}

// parseConverted reads "converted F1 [N]": the piece from F1 is converted
// (and ends the turn belonging to player N).
func parseConverted(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	if len(args) != 1 && len(args) != 2 {
		return nil, fmt.Errorf("want a cell and maybe a player")
	}
	locs, err := parseLocs(args[:1], 1)
	if err != nil {
		return nil, err
	}
	owner := -1
	if len(args) == 2 {
		if owner, err = parsePlayerNum(args[1]); err != nil {
			return nil, err
		}
	}
	return func(cx *claimContext) error {
		if err := cx.player(owner); err != nil {
			return err
		}
		k, err := cx.piece(locs[0])
		if err != nil {
			return err
		}
		for i, e := range cx.t.Events {
			if e.Type == engine.EvConvert && cx.tr.A[i] == k {
				if owner >= 0 && int(e.Player) != owner {
					return fmt.Errorf("the piece from %v joins player %d", locs[0], e.Player)
				}
				return nil
			}
		}
		return fmt.Errorf("the piece from %v is not converted", locs[0])
	}, nil
}

// parseMove reads "reaches A3 A1 p2" (and knocked, jumps, lands): the piece
// from A3 steps (is knocked back, jumps, lands) onto A1 (at priority 2).
func parseMove(typ engine.EventType) claimParser {
	return func(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
		stage, hasStage := engine.Stage(0), false
		if n := len(args); n == 3 {
			st, ok := parseStage(args[2])
			if !ok {
				return nil, fmt.Errorf("%q is no stage (p1 to p5, placement, end ...)", args[2])
			}
			stage, hasStage, args = st, true, args[:2]
		}
		if len(args) != 2 {
			return nil, fmt.Errorf("want a start cell, a cell and maybe a stage")
		}
		locs, err := parseLocs(args, 2)
		if err != nil {
			return nil, err
		}
		return func(cx *claimContext) error {
			k, err := cx.piece(locs[0])
			if err != nil {
				return err
			}
			var seen []string
			for i, e := range cx.t.Events {
				if e.Type != typ || cx.tr.A[i] != k {
					continue
				}
				if e.To == locs[1] && (!hasStage || e.Stage == stage) {
					return nil
				}
				seen = append(seen, fmt.Sprintf("%v at %v", e.To, e.Stage))
			}
			if len(seen) == 0 {
				return fmt.Errorf("the piece from %v never does", locs[0])
			}
			return fmt.Errorf("the piece from %v goes to %s", locs[0], strings.Join(seen, ", "))
		}, nil
	}
}

// parseBumped reads "bumped A2 [p2]": the piece from A2 is bumped.
func parseBumped(_ *engine.Catalogue, args []string) (func(cx *claimContext) error, error) {
	stage, hasStage := engine.Stage(0), false
	if n := len(args); n == 2 {
		st, ok := parseStage(args[1])
		if !ok {
			return nil, fmt.Errorf("%q is no stage", args[1])
		}
		stage, hasStage, args = st, true, args[:1]
	}
	locs, err := parseLocs(args, 1)
	if err != nil || len(locs) != 1 {
		return nil, fmt.Errorf("want one cell and maybe a stage")
	}
	return func(cx *claimContext) error {
		k, err := cx.piece(locs[0])
		if err != nil {
			return err
		}
		for i, e := range cx.t.Events {
			if e.Type == engine.EvBump && cx.tr.A[i] == k {
				if hasStage && e.Stage != stage {
					return fmt.Errorf("the piece from %v is bumped at %v", locs[0], e.Stage)
				}
				return nil
			}
		}
		return fmt.Errorf("the piece from %v is not bumped", locs[0])
	}, nil
}

// parseLocs reads at least min cells.
func parseLocs(args []string, min int) ([]engine.Loc, error) {
	if len(args) < min {
		return nil, fmt.Errorf("want a cell")
	}
	out := make([]engine.Loc, 0, len(args))
	for _, a := range args {
		l, err := engine.ParseLoc(a)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, nil
}

// parseStage reads a stage: p1 to p5, start, placement, rotation, end,
// ransack, bonus, elimination, ring.
func parseStage(s string) (engine.Stage, bool) {
	if len(s) == 2 && s[0] == 'p' && s[1] >= '1' && s[1] <= '5' {
		return engine.PriorityStage(int(s[1] - '0')), true
	}
	switch s {
	case "start":
		return engine.StageStart, true
	case "placement":
		return engine.StagePlace, true
	case "rotation":
		return engine.StageRotate, true
	case "end":
		return engine.StageEnd, true
	case "ransack":
		return engine.StageRansack, true
	case "bonus":
		return engine.StageBonus, true
	case "elimination":
		return engine.StageElimination, true
	case "ring":
		return engine.StageSuddenDeath, true
	}
	return 0, false
}

// parsePlayerNum reads a player number, 0 to 6.
func parsePlayerNum(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > engine.MaxPlayers {
		return 0, fmt.Errorf("%q is no player", s)
	}
	return n, nil
}

// parseNumber reads a whole number.
func parseNumber(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("%q is no whole number", s)
	}
	return n, nil
}

// ratio reads a number written as 3, 1.5 or 8/3.
func ratio(s string) (*big.Rat, error) {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, fmt.Errorf("%q is no number", s)
	}
	return r, nil
}
