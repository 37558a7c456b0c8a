package puzzles

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// The one-line puzzle code is a position code followed by the task, so that
// a puzzle can be shared in one line as a position can:
//
//	bc1 t2 d30 | AB.BC.CD m6 Pikeman/A4/D | DE.EF.FA m6 Bird/A1/A | g:- | side 1 | opponent fixed | goals kill A1 | orders 2: move A1 A 1
//
// After the position code's graveyard block come " | "-separated blocks,
// each named by its first word: "side N"; "opponent hold|fixed|any";
// "techfall N" (the Tech Fall option, the key tech_fall; left out when
// off); "goals G, G, ..." (goals in notation); and, under "fixed", one
// "orders N: O, O, ..." block per other player that has orders (the side's
// own orders too when the puzzle has no goals: then they are the turn to
// play, not an answer). The stated solution, the hints and the texts are
// left out: the code poses the puzzle and gives nothing away. A position
// code alone is a puzzle code too: side 1, opponent "hold", no goals, Tech
// Fall off.
//
// A code carries no kinds: it names them, and the reader's catalogue (the
// default one, or --pieces) gives their numbers. A puzzle whose kinds are
// not the default catalogue's has no code that poses it; CodeProblem says
// so.

// The names of a puzzle code's blocks.
const (
	codeSide     = "side"
	codeOpponent = "opponent"
	codeGoals    = "goals"
	codeOrders   = "orders"
	codeTechFall = "techfall"
)

// PuzzleCode writes the scenario's position, side, opponent model, Tech
// Fall option, goals and the other players' scripted orders as a one-line
// puzzle code (with the side's own orders when there are no goals). The
// code names kinds without their numbers: see CodeProblem.
func (s *Scenario) PuzzleCode() string {
	var b strings.Builder
	b.WriteString(s.Position.Code(s.cat))
	fmt.Fprintf(&b, " | %s %d | %s %s", codeSide, max(s.Side, 1), codeOpponent, s.Opponent)
	if s.TechFall > 0 {
		fmt.Fprintf(&b, " | %s %d", codeTechFall, s.TechFall)
	}
	if len(s.Goals) > 0 {
		fmt.Fprintf(&b, " | %s %s", codeGoals, engine.GoalsText(s.Goals))
	}
	for i, os := range s.codeOrders() {
		if len(os) > 0 {
			fmt.Fprintf(&b, " | %s %d: %s", codeOrders, i+1, strings.Join(engine.FormatOrders(s.cat, os), ", "))
		}
	}
	return b.String()
}

// codeOrders returns the orders a puzzle code carries: the script, and
// the side's own orders when the scenario has no goals (a turn to play, as
// in a position file: they are no answer to give away).
func (s *Scenario) codeOrders() [][]engine.Order {
	out := s.Script()
	if n := s.Side - 1; len(s.Goals) == 0 && n >= 0 && n < len(out) && n < len(s.Orders) {
		out[n] = s.Orders[n]
	}
	return out
}

// CodeProblem says why the puzzle code of s would pose another puzzle than
// s, or returns "" when it poses the same one. A code names kinds but does
// not carry their numbers: whoever reads it gets the default catalogue's
// (unless he gives --pieces). So a scenario that uses a kind the default
// catalogue lacks, or gives a kind other numbers or another special rule
// (a pack's own [[kind]] tables, a catalogue given with --pieces), has no
// code that poses it. Only the kinds the position and the carried orders
// use count. Nor does a scenario that lists a goal twice (which check
// refuses) have one: a code refuses it.
func (s *Scenario) CodeProblem() string {
	if j, i := repeatedGoal(s.Goals); i >= 0 {
		return fmt.Sprintf("a code lists each goal once, and here %q is listed twice (goals %d and %d)", s.Goals[i].String(), j+1, i+1)
	}
	if s.cat == nil {
		return ""
	}
	def := DefaultCatalogue()
	var missing, numbers, special []string
	for _, k := range s.usedKinds() {
		kind := s.cat.Kind(k)
		id, ok := def.Lookup(kind.Name)
		switch {
		case !ok:
			missing = append(missing, kind.Name)
		case def.Kind(id).Special != kind.Special:
			special = append(special, kind.Name)
		case def.Kind(id).Combat != kind.Combat || def.Kind(id).Speed != kind.Speed:
			numbers = append(numbers, kind.Name)
		}
	}
	var clauses []string
	for _, c := range []struct {
		names     []string
		one, many string
	}{
		{missing, " is not in the default catalogue", " are not in the default catalogue"},
		{numbers, " has other numbers than the default catalogue gives", " have other numbers than the default catalogue gives"},
		{special, " follows another special rule than the default catalogue gives", " follow other special rules than the default catalogue gives"},
	} {
		switch len(c.names) {
		case 0:
		case 1:
			clauses = append(clauses, c.names[0]+c.one)
		default:
			clauses = append(clauses, engine.AndList(c.names)+c.many)
		}
	}
	if len(clauses) == 0 {
		return ""
	}
	return "a code names kinds without their numbers, and here " + engine.AndList(clauses)
}

// CodeProblem says why no puzzle code poses the lesson, or returns "" when
// its code does. A code poses goals to reach: a lesson that asks which
// pieces die, or which way a piece ends facing, has none. A lesson with
// goals is as a puzzle (Scenario.CodeProblem).
func (l *Lesson) CodeProblem() string {
	switch l.Task {
	case TaskPredict:
		return "a code poses goals to reach, and this lesson asks which pieces die"
	case TaskFacing:
		return "a code poses goals to reach, and this lesson asks which way a piece ends facing"
	}
	return l.Scenario.CodeProblem()
}

// usedKinds returns the kinds the position uses (on the board, in hands,
// as Necromancer targets, in the graveyard) and those the code's orders
// name, each once, in catalogue order.
func (s *Scenario) usedKinds() []engine.KindID {
	used := map[engine.KindID]bool{}
	s.Position.AddKinds(used)
	for _, os := range s.codeOrders() {
		for _, o := range os {
			if o.Op == engine.OpPlace || o.Op == engine.OpTarget {
				used[o.Kind] = true
			}
		}
	}
	var out []engine.KindID
	for k := range engine.KindID(s.cat.Len()) {
		if used[k] {
			out = append(out, k)
		}
	}
	return out
}

// splitPuzzleCode cuts a puzzle code into its position code and its task
// blocks: the position code ends with its graveyard block, the first that
// starts with "g:".
func splitPuzzleCode(code string) (pos string, task []string) {
	blocks := strings.Split(code, "|")
	for i, blk := range blocks {
		if strings.HasPrefix(strings.TrimSpace(blk), "g:") {
			for _, t := range blocks[i+1:] {
				task = append(task, strings.TrimSpace(t))
			}
			return strings.Join(blocks[:i+1], "|"), task
		}
	}
	return code, nil
}

// readTaskBlocks reads the task blocks of a puzzle code into s, whose
// position is set. Orders blocks are read with the catalogue cat.
func readTaskBlocks(s *Scenario, cat *engine.Catalogue, blocks []string) error {
	seen := map[string]bool{}
	n := int(s.Position.NumPlayers)
	for _, blk := range blocks {
		name, rest, _ := strings.Cut(blk, " ")
		rest = strings.TrimSpace(rest)
		if seen[name] && name != codeOrders {
			return fmt.Errorf("block %q: %s is given twice", blk, name)
		}
		seen[name] = true
		switch name {
		case codeSide:
			side, err := strconv.Atoi(rest)
			if err != nil || side < 1 || side > n {
				return fmt.Errorf("block %q: the side is a player, 1 to %d", blk, n)
			}
			s.Side = side
		case codeOpponent:
			o, err := engine.ParseOpponent(rest)
			if err != nil || o.String() != rest { // the code writes the name exactly
				return fmt.Errorf("block %q: unknown opponent model %q (want %s)", blk, rest, quoteList(opponentNames()))
			}
			s.Opponent = o
		case codeTechFall:
			v, err := strconv.Atoi(rest)
			if err != nil || v < 0 || v > MaxTechFall || rest != strconv.Itoa(v) {
				return fmt.Errorf("block %q: the Tech Fall option is a number of pieces, 0 (off) to %d", blk, MaxTechFall)
			}
			s.TechFall = v
		case codeGoals:
			goals, err := readGoalsBlock(blk, rest)
			if err != nil {
				return err
			}
			s.Goals = goals
		case codeOrders:
			who, list, ok := strings.Cut(rest, ":")
			player, err := strconv.Atoi(strings.TrimSpace(who))
			if !ok || err != nil || player < 1 || player > n {
				return fmt.Errorf("block %q: want \"orders N: ORDER, ORDER\" with N a player, 1 to %d", blk, n)
			}
			// ";" separates orders as "," does: solve lists a solution's
			// orders joined by "; ", and a solution pasted here checks it.
			orders, err := engine.ParseOrders(cat, splitList(strings.ReplaceAll(list, ";", ",")))
			if err != nil {
				return fmt.Errorf("block %q: %w", blk, err)
			}
			if s.Orders == nil {
				s.Orders = make([][]engine.Order, n)
			}
			if s.Orders[player-1] != nil {
				return fmt.Errorf("block %q: player %d's orders are given twice", blk, player)
			}
			s.Orders[player-1] = orders
		default:
			return fmt.Errorf("unknown block %q after the graveyard (want side, opponent, techfall, goals or orders)", blk)
		}
	}
	if !seen[codeOpponent] {
		s.defaultOpponent(false)
	}
	return nil
}

// readGoalsBlock reads the goals of the block blk, whose words after
// "goals" are rest. A block with no goal is refused: a code without goals
// leaves the block out (PuzzleCode does), and an empty one is a code cut
// short or a goal forgotten, not a puzzle without goals.
func readGoalsBlock(blk, rest string) ([]engine.Goal, error) {
	list := splitList(rest)
	if len(list) == 0 {
		return nil, fmt.Errorf("block %q holds no goal: give them, as in \"goals kill A1, ransack DE\", or leave the block out for a position with no goals", blk)
	}
	goals, err := engine.ParseGoals(list)
	if err != nil {
		return nil, fmt.Errorf("block %q: %w", blk, err)
	}
	if err := RepeatedGoal(goals); err != nil {
		// check refuses it in a pack (checkGoals): a code made a pack
		// that check failed.
		return nil, fmt.Errorf("block %q: %w", blk, err)
	}
	return goals, nil
}

// RepeatedGoal says, in check's words, which goal of goals is listed
// twice; nil when none is. Where goals are typed (a code, the editor's
// Goals field), a repeat is refused: the pack it made failed check.
func RepeatedGoal(goals []engine.Goal) error {
	if j, i := repeatedGoal(goals); i >= 0 {
		return fmt.Errorf("%q is listed twice (goals %d and %d): leave one out, or write the goal you meant", goals[i].String(), j+1, i+1)
	}
	return nil
}

// repeatedGoal finds the first goal of goals listed before it too: j is
// the first place and i the second, -1 and -1 when none is.
func repeatedGoal(goals []engine.Goal) (j, i int) {
	for i, g := range goals {
		if j := slices.Index(goals[:i], g); j >= 0 {
			return j, i
		}
	}
	return -1, -1
}

// splitList splits a comma-separated list, dropping empty items.
func splitList(s string) []string {
	var out []string
	for _, item := range strings.Split(s, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}
