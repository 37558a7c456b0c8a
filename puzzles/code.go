package puzzles

import (
	"fmt"
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
// "goals G, G, ..." (goals in notation); and, under "fixed", one
// "orders N: O, O, ..." block per other player that has orders. The stated
// solution, the hints and the texts are left out: the code poses the puzzle
// and gives nothing away. A position code alone is a puzzle code too: side
// 1, opponent "hold", no goals.

// The names of a puzzle code's blocks.
const (
	codeSide     = "side"
	codeOpponent = "opponent"
	codeGoals    = "goals"
	codeOrders   = "orders"
)

// PuzzleCode writes the scenario's position, side, opponent model, goals
// and the other players' scripted orders as a one-line puzzle code.
func (s *Scenario) PuzzleCode() string {
	var b strings.Builder
	b.WriteString(s.Position.Code(s.cat))
	fmt.Fprintf(&b, " | %s %d | %s %s", codeSide, max(s.Side, 1), codeOpponent, s.Opponent)
	if len(s.Goals) > 0 {
		fmt.Fprintf(&b, " | %s %s", codeGoals, engine.GoalsText(s.Goals))
	}
	for i, os := range s.Script() {
		if len(os) > 0 {
			fmt.Fprintf(&b, " | %s %d: %s", codeOrders, i+1, strings.Join(engine.FormatOrders(s.cat, os), ", "))
		}
	}
	return b.String()
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
		case codeGoals:
			goals, err := engine.ParseGoals(splitList(rest))
			if err != nil {
				return fmt.Errorf("block %q: %w", blk, err)
			}
			s.Goals = goals
		case codeOrders:
			who, list, ok := strings.Cut(rest, ":")
			player, err := strconv.Atoi(strings.TrimSpace(who))
			if !ok || err != nil || player < 1 || player > n {
				return fmt.Errorf("block %q: want \"orders N: ORDER, ORDER\" with N a player, 1 to %d", blk, n)
			}
			orders, err := engine.ParseOrders(cat, splitList(list))
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
			return fmt.Errorf("unknown block %q after the graveyard (want side, opponent, goals or orders)", blk)
		}
	}
	if !seen[codeOpponent] {
		s.defaultOpponent(false)
	}
	return nil
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
