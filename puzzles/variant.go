package puzzles

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// A lesson tests its rule when a player who ignores the rule answers wrongly.
// Its `without` key says how to play the lesson as that player imagines the
// game: a rule switched off in the engine, a kind without its special rule
// or with other numbers, a piece facing elsewhere or gone, the goals he
// would aim for, or an option (Tech Fall) off. RuleMatters plays the lesson so and wants the answer to
// change.

// Variant is one change of a lesson's `without` key.
type Variant struct {
	Text  string
	apply func(v *Scenario) error
}

// ParseVariant reads one change:
//
//	rule NAME              the engine rule NAME switched off (engine.ParseRule)
//	special KIND           the kind follows no special rule
//	combat KIND c c c c c c  the kind's six combat numbers
//	speed KIND s s s s s s   the kind's six speed numbers
//	facing LOC DIR         the piece on LOC faces DIR
//	remove LOC             no piece on LOC
//	goals GOAL; GOAL       the goals, in notation, separated by ";"
//	no-draw on|off         whether the turn began without a draw
//	sudden-death N         the rings sudden death has removed
//	tech-fall N            the Tech Fall option (0: off)
func ParseVariant(cat *engine.Catalogue, text string) (*Variant, error) {
	f := strings.Fields(text)
	if len(f) < 2 {
		return nil, fmt.Errorf("%q: want a change such as \"rule division\" or \"special Harpy\"", text)
	}
	v := &Variant{Text: text}
	var err error
	switch f[0] {
	case "rule":
		v.apply, err = ruleVariant(f[1:])
	case "special":
		v.apply, err = specialVariant(cat, f[1:])
	case "combat", "speed":
		v.apply, err = statVariant(cat, f[0], f[1:])
	case "facing":
		v.apply, err = facingVariant(f[1:])
	case "remove":
		v.apply, err = removeVariant(f[1:])
	case "goals":
		v.apply, err = goalsVariant(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "goals")))
	case "no-draw":
		v.apply, err = noDrawVariant(f[1:])
	case "sudden-death":
		v.apply, err = suddenVariant(f[1:])
	case "tech-fall":
		v.apply, err = techFallVariant(f[1:])
	default:
		err = fmt.Errorf("unknown change %q (rule, special, combat, speed, facing, remove, goals, no-draw, sudden-death, tech-fall)", f[0])
	}
	if err != nil {
		return nil, fmt.Errorf("without %q: %w", text, err)
	}
	return v, nil
}

func ruleVariant(args []string) (func(*Scenario) error, error) {
	if len(args) != 1 {
		return nil, fmt.Errorf("want one rule")
	}
	r, err := engine.ParseRule(args[0])
	if err != nil {
		return nil, err
	}
	return func(v *Scenario) error { v.off |= r; return nil }, nil
}

// changeKind returns a change that edits one kind in a copy of the
// scenario's catalogue.
func changeKind(k engine.KindID, edit func(*engine.Kind)) func(*Scenario) error {
	return func(v *Scenario) error {
		cat := v.cat.Clone()
		kd := *cat.Kind(k)
		edit(&kd)
		if _, err := cat.Put(kd); err != nil {
			return err
		}
		v.cat = cat
		return nil
	}
}

func specialVariant(cat *engine.Catalogue, args []string) (func(*Scenario) error, error) {
	k, rest, err := kindAndRest(cat, args)
	if err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		return nil, fmt.Errorf("want a kind alone, not %q after the %s", strings.Join(rest, " "), cat.Name(k))
	}
	if cat.Kind(k).Special == engine.Plain {
		return nil, fmt.Errorf("the %s follows no special rule", cat.Name(k))
	}
	return changeKind(k, func(kd *engine.Kind) { kd.Special = engine.Plain }), nil
}

func statVariant(cat *engine.Catalogue, what string, args []string) (func(*Scenario) error, error) {
	k, rest, err := kindAndRest(cat, args)
	if err != nil {
		return nil, err
	}
	if len(rest) != 6 {
		return nil, fmt.Errorf("want six numbers after the %s (front, front-right, back-right, back, back-left, front-left), not %d", cat.Name(k), len(rest))
	}
	var nums [6]int8
	for i, s := range rest {
		n, err := parseNumber(s)
		if err != nil {
			return nil, err
		}
		nums[i] = int8(n)
	}
	return changeKind(k, func(kd *engine.Kind) {
		if what == "combat" {
			kd.Combat = nums
		} else {
			kd.Speed = nums
		}
	}), nil
}

func facingVariant(args []string) (func(*Scenario) error, error) {
	if len(args) != 2 {
		return nil, fmt.Errorf("want a cell and a direction")
	}
	l, err := engine.ParseLoc(args[0])
	if err != nil {
		return nil, err
	}
	d, err := engine.ParseDir(args[1])
	if err != nil {
		return nil, err
	}
	return func(v *Scenario) error {
		pc := v.Position.At(l)
		if pc.Empty() {
			return fmt.Errorf("no piece on %v", l)
		}
		pc.Facing = d
		v.Position.Board[l] = pc
		return nil
	}, nil
}

func removeVariant(args []string) (func(*Scenario) error, error) {
	if len(args) != 1 {
		return nil, fmt.Errorf("want a cell")
	}
	l, err := engine.ParseLoc(args[0])
	if err != nil {
		return nil, err
	}
	return func(v *Scenario) error {
		if v.Position.At(l).Empty() {
			return fmt.Errorf("no piece on %v", l)
		}
		v.Position.Board[l] = engine.Piece{}
		return nil
	}, nil
}

func goalsVariant(text string) (func(*Scenario) error, error) {
	var goals []engine.Goal
	for _, g := range strings.Split(text, ";") {
		goal, err := engine.ParseGoal(strings.TrimSpace(g))
		if err != nil {
			return nil, err
		}
		goals = append(goals, goal)
	}
	return func(v *Scenario) error { v.Goals = goals; return nil }, nil
}

func noDrawVariant(args []string) (func(*Scenario) error, error) {
	if len(args) != 1 || (args[0] != "on" && args[0] != "off") {
		return nil, fmt.Errorf("want on or off")
	}
	on := args[0] == "on"
	return func(v *Scenario) error { v.Position.NoDraw = on; return nil }, nil
}

func suddenVariant(args []string) (func(*Scenario) error, error) {
	if len(args) != 1 {
		return nil, fmt.Errorf("want a number of rings")
	}
	n, err := parseNumber(args[0])
	if err != nil || n < 0 || n > engine.Radius {
		return nil, fmt.Errorf("want 0 to %d rings", engine.Radius)
	}
	return func(v *Scenario) error {
		v.Position.SuddenDeath = uint8(n)
		if err := v.Position.Validate(v.cat); err != nil {
			return err
		}
		return nil
	}, nil
}

func techFallVariant(args []string) (func(*Scenario) error, error) {
	if len(args) != 1 {
		return nil, fmt.Errorf("want a number of pieces, 0 for off")
	}
	n, err := parseNumber(args[0])
	if err != nil || n < 0 || n > MaxTechFall {
		return nil, fmt.Errorf("want 0 (off) to %d pieces", MaxTechFall)
	}
	return func(v *Scenario) error { v.TechFall = n; return nil }, nil
}

// legalPart returns the orders of player n that stay legal, taken in turn:
// without a rule some orders may be refused (a Witch's second order, a
// Necromancer's target), and the player gives the others.
func (s *Scenario) legalPart(n int, orders []engine.Order) []engine.Order {
	var kept []engine.Order
	for _, o := range orders {
		try := append(append([]engine.Order(nil), kept...), o)
		var plan engine.Plan
		if s.Position.CheckOrders(s.cat, n, try, &plan) == nil {
			kept = try
		}
	}
	return kept
}

// legalOrders returns every player's file orders, each player's cut to its
// legal part.
func (s *Scenario) legalOrders() [][]engine.Order {
	all := s.FileOrders()
	for i := range all {
		all[i] = s.legalPart(i+1, all[i])
	}
	return all
}

// removedCells lists the cells the lesson's `without` empties.
func (l *Lesson) removedCells() []engine.Loc {
	var out []engine.Loc
	for _, text := range l.Without {
		if f := strings.Fields(text); len(f) == 2 && f[0] == "remove" {
			if c, err := engine.ParseLoc(f[1]); err == nil {
				out = append(out, c)
			}
		}
	}
	return out
}

// PlayedWithout returns a copy of the lesson played with the changes of its
// `without` key: as a player who ignores its rule imagines it.
func (l *Lesson) PlayedWithout() (*Lesson, error) {
	v := *l
	v.Scenario.Goals = append([]engine.Goal(nil), l.Goals...)
	for _, text := range l.Without {
		ch, err := ParseVariant(l.cat, text)
		if err != nil {
			return nil, err
		}
		if err := ch.apply(&v.Scenario); err != nil {
			return nil, fmt.Errorf("without %q: %w", text, err)
		}
	}
	return &v, nil
}

// RuleMatters reports, with an error, a lesson whose answer does not change
// when it is played without its rule (see PlayedWithout): the stated solution
// still works and no listed wrong answer does; the same pieces die; the
// piece ends facing the same way.
func (l *Lesson) RuleMatters() error {
	if len(l.Without) == 0 {
		return fmt.Errorf("no without: say how to switch the lesson's rule off")
	}
	v, err := l.PlayedWithout()
	if err != nil {
		return err
	}
	what := strings.Join(l.Without, "; ")
	switch l.Task {
	case TaskGoals:
		// Orders the rule alone allows (a Necromancer's target, a move as
		// far as a speed) are left out: the rest must fail.
		if l.RuleMattersFor(l.Solution) == nil {
			return nil
		}
		for _, w := range l.Wrong {
			if _, ok, err := v.Try(w.Orders); err == nil && ok {
				return nil
			}
		}
		return fmt.Errorf("without %s, the stated solution still reaches the goals and no listed wrong answer does: the lesson can be solved without its rule", what)
	case TaskPredict:
		t, err := v.Play(v.legalOrders())
		if err != nil {
			return err
		}
		// A piece taken away cannot die: compare the others.
		gone := l.removedCells()
		var want []engine.Loc
		for _, c := range l.Dies {
			if !cellsIn([]engine.Loc{c}, gone) {
				want = append(want, c)
			}
		}
		if same, _, _ := CompareCells(Deaths(&v.Position, &t.Outcome), want); same {
			return fmt.Errorf("without %s, the same pieces die: the lesson can be answered without its rule", what)
		}
	case TaskFacing:
		t, err := v.Play(v.legalOrders())
		if err != nil {
			return err
		}
		if f := t.Outcome.Start[l.FacesAt]; f.Alive() && f.Facing == l.Faces {
			return fmt.Errorf("without %s, the piece still ends facing %v: the lesson can be answered without its rule", what, l.Faces)
		}
	}
	return nil
}
