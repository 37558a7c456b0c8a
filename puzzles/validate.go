package puzzles

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// Validate reports every problem of the pack that resolving a turn is not
// needed to find, as loading does: positions the engine refuses, hands over
// their maximum, illegal orders or stated solutions, goals that make no
// sense, opponent orders under a model without them, duplicate ids. The
// editor calls it after changing a pack in memory; problems of a loaded
// puzzle name the lines it came from. It returns an Errors value or nil.
func (pk *Pack) Validate() error {
	c := &collector{}
	for _, pz := range pk.Puzzles {
		pz.bind(pk.cat)
		pz.problems(func(key, msg string) { c.add(pz.errorf(pk.File, key, "%s", msg)) })
	}
	for _, l := range pk.Lessons {
		l.bind(pk.cat)
		l.problems(func(key, msg string) { c.add(l.errorf(pk.File, key, "%s", msg)) })
	}
	dups := duplicateIDs(pk)
	for _, s := range pk.scenarios() {
		if e := dups[s]; e != nil {
			c.add(e)
		}
	}
	return c.err()
}

// problems reports what is wrong with a puzzle: report(key, message), with
// key a path relative to the puzzle's table.
func (pz *Puzzle) problems(report func(key, msg string)) {
	if err := CheckID(pz.ID); err != nil {
		report("id", labelled("id", err.Error()))
	}
	if pz.Difficulty < 0 || pz.Difficulty > 5 {
		report("difficulty", labelled("difficulty", fmt.Sprintf("%d is outside 1..5", pz.Difficulty)))
	}
	pz.Scenario.problems(false, report)
}

// problems reports what is wrong with a lesson.
func (l *Lesson) problems(report func(key, msg string)) {
	if err := CheckID(l.ID); err != nil {
		report("id", labelled("id", err.Error()))
	}
	switch l.Task {
	case TaskGoals:
		l.Scenario.problems(false, report)
	case TaskPredict, TaskFacing:
		for _, k := range []struct {
			key string
			set bool
		}{{"goals", len(l.Goals) > 0}, {"solution", len(l.Solution) > 0}, {"alternatives", len(l.Alternatives) > 0}} {
			if k.set {
				report(k.key, labelled(k.key, fmt.Sprintf("a lesson that predicts (task %q) takes none", l.Task)))
			}
		}
		l.Scenario.problems(true, report)
		if l.Task == TaskPredict {
			l.diesProblems(report)
		} else {
			l.facesProblems(report)
		}
	default:
		report("task", labelled("task", fmt.Sprintf("unknown task %q (want %s)", l.Task, quoteList([]string{TaskGoals, TaskPredict, TaskFacing}))))
	}
	l.wrongProblems(report)
}

// facesProblems checks the answer of a facing question: a piece stands on
// its cell.
func (l *Lesson) facesProblems(report func(key, msg string)) {
	const want = "name the cell of a piece and the direction it ends facing, such as \"A3 A\""
	switch {
	case !l.FacesAt.Valid() || !l.Faces.Valid():
		report("faces", labelled("faces", want))
	case l.Position.At(l.FacesAt).Empty():
		report("faces", labelled("faces", fmt.Sprintf("no piece stands on %v: %s", l.FacesAt, want)))
	}
}

// diesProblems checks the answer of a lesson that predicts deaths: each cell
// must hold a piece when the turn starts or receive a placement.
func (l *Lesson) diesProblems(report func(key, msg string)) {
	seen := map[engine.Loc]bool{}
	for i, c := range l.Dies {
		key := fmt.Sprintf("dies[%d]", i)
		switch {
		case !c.Valid():
			report(key, labelled(key, "not a location"))
		case seen[c]:
			report(key, labelled(key, fmt.Sprintf("%v is listed twice", c)))
		case l.Position.At(c).Empty() && !l.placesOn(c):
			report(key, labelled(key, fmt.Sprintf("no piece stands on %v and none is placed there", c)))
		}
		if c.Valid() {
			seen[c] = true
		}
	}
}

// placesOn reports whether an order of the scenario places a piece on c.
func (s *Scenario) placesOn(c engine.Loc) bool {
	for _, os := range s.Orders {
		for _, o := range os {
			if o.Op == engine.OpPlace && o.Loc == c {
				return true
			}
		}
	}
	return false
}

// problems reports what is wrong with a scenario. With every set, the orders
// of all players are played (a lesson that predicts deaths) and side,
// opponent and goals do not apply.
func (s *Scenario) problems(every bool, report func(key, msg string)) {
	p, cat := &s.Position, s.cat
	n := int(p.NumPlayers)
	if n < 2 || n > engine.MaxPlayers {
		report(s.posKey(""), fmt.Sprintf("%d players (want 2 to %d)", n, engine.MaxPlayers))
		return
	}
	bad := false
	say := func(key, msg string) {
		bad = true
		report(key, labelled(key, msg))
	}
	if s.TechFall < 0 || s.TechFall > MaxTechFall {
		say("tech_fall", fmt.Sprintf("%d is outside 0..%d", s.TechFall, MaxTechFall))
	}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := p.At(l); !pc.Empty() && int(pc.Kind) < cat.Len() && p.Removed(l) {
			say(s.pieceKey(l), fmt.Sprintf("piece \"%s %v %v\": %v was removed by sudden death (stage %d)", cat.Name(pc.Kind), l, pc.Facing, l, p.SuddenDeath))
		}
	}
	for i := 0; i < n; i++ {
		pl := &p.Players[i]
		key := s.posKey(fmt.Sprintf("player[%d].hand", i))
		if pl.Hidden > 0 && pl.HandLen == 0 {
			// The hidden pieces alone take the hand over: point at them,
			// not at a hand list that is not written.
			key = s.posKey(fmt.Sprintf("player[%d].hidden", i))
		}
		switch {
		case pl.HandSize() > engine.HandCap:
			say(key, fmt.Sprintf("player %d holds %d pieces (at most %d)", i+1, pl.HandSize(), engine.HandCap))
		case pl.HandSize() > int(pl.HandMax):
			held := fmt.Sprintf("%d pieces", pl.HandSize())
			if pl.HandSize() == 1 {
				held = "1 piece"
			}
			say(key, fmt.Sprintf("player %d holds %s, over the hand maximum of %d", i+1, held, pl.HandMax))
		}
	}
	if !bad {
		if err := p.Validate(cat); err != nil {
			for _, line := range strings.Split(err.Error(), "\n") {
				say(s.posKey(""), line)
			}
		}
	}
	if bad {
		return // orders and goals would only repeat it
	}
	if !every {
		if s.Side < 1 || s.Side > n {
			say("side", fmt.Sprintf("player %d is not in the position (players 1 to %d)", s.Side, n))
			return
		}
		if !s.Opponent.Valid() {
			say("opponent", fmt.Sprintf("unknown opponent model %q (want %s)", s.Opponent, quoteList(opponentNames())))
		}
	}
	if len(s.Orders) > n {
		say("player", fmt.Sprintf("orders for %d players, but the position has %d", len(s.Orders), n))
	}
	for i, os := range s.Orders {
		if len(os) == 0 || i >= n {
			continue
		}
		key := fmt.Sprintf("player[%d].orders", i)
		if !every {
			switch {
			case i+1 == s.Side && len(s.Solution) > 0:
				say(key, fmt.Sprintf("player %d is the side to solve for: its orders are the solution; give them there only", s.Side))
				continue
			case i+1 != s.Side && s.Opponent != Fixed:
				say(key, fmt.Sprintf("player %d has orders, but the opponent model is %q: other players' orders are the script of opponent = %q", i+1, s.Opponent, Fixed))
				continue
			}
		}
		var plan engine.Plan
		if err := p.CheckOrders(cat, i+1, os, &plan); err != nil {
			k, msg := orderProblem(key, err)
			say(k, msg)
		}
	}
	if every {
		return
	}
	for i, g := range s.Goals {
		if err := p.CheckGoal(g, s.Side); err != nil {
			say(fmt.Sprintf("goals[%d]", i), err.Error())
		}
	}
	check := func(key, what string, orders []engine.Order) {
		var plan engine.Plan
		if err := p.CheckOrders(cat, s.Side, orders, &plan); err != nil {
			k, msg := orderProblem(key, err)
			say(k, what+": "+msg)
		}
	}
	if len(s.Solution) > 0 {
		check("solution", "illegal stated solution", s.Solution)
	}
	for i, alt := range s.Alternatives {
		check(fmt.Sprintf("alternatives[%d]", i), "illegal accepted alternative", alt)
	}
}

// orderProblem turns an error of CheckOrders into the key of the order at
// fault and a message.
func orderProblem(key string, err error) (string, string) {
	var oe *engine.OrderError
	if errors.As(err, &oe) {
		if oe.Index >= 0 {
			return fmt.Sprintf("%s[%d]", key, oe.Index), fmt.Sprintf("order %q: %s", oe.Order, oe.Reason)
		}
		return key, oe.Reason
	}
	return key, err.Error()
}

// posKey returns key for a position written as tables, and "position" for
// one given as a code or made in memory.
func (s *Scenario) posKey(key string) string {
	if s.pieceKeys == nil {
		return "position"
	}
	return key
}

// pieceKey returns the key that put the piece on l.
func (s *Scenario) pieceKey(l engine.Loc) string {
	if k, ok := s.pieceKeys[l]; ok {
		return k
	}
	return s.posKey("")
}

// labelled puts the readable name of key before msg: "player 2 orders: ...".
func labelled(key, msg string) string {
	if l := keyLabel(key); l != "" {
		return l + ": " + msg
	}
	return msg
}

// keyLabel names a key relative to a puzzle in words: "player[1].orders[2]"
// gives "player 2 orders", "alternatives[0][3]" gives "alternative 1",
// "wrong[1].claims[0]" gives "wrong answer 2 claims", "goals[2]" gives
// "goals".
func keyLabel(key string) string {
	var words []string
	for _, part := range strings.Split(key, ".") {
		name, idx, _ := strings.Cut(part, "[")
		first := -1
		if idx != "" {
			first, _ = strconv.Atoi(strings.TrimSuffix(strings.SplitN(idx, "]", 2)[0], "]"))
		}
		switch {
		case name == "player" && first >= 0:
			words = append(words, fmt.Sprintf("player %d", first+1))
		case name == "alternatives" && first >= 0:
			words = append(words, fmt.Sprintf("alternative %d", first+1))
		case name == "wrong" && first >= 0:
			words = append(words, fmt.Sprintf("wrong answer %d", first+1))
		case name != "":
			words = append(words, name)
		}
	}
	return strings.Join(words, " ")
}
