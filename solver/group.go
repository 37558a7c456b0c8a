package solver

import (
	"fmt"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// SolutionGroup is solutions written as one line for people (see
// GroupSolutions): Slots are the slots of the orders of its first solution
// in their order, each with its alternatives (by direction, then
// distance), and the group is every choice of one alternative per slot,
// each a solution. A slot's alternatives are orders of one piece (the
// same cell, for a move or a turn) or placements of one kind on one cell,
// and differ only in their direction and distance.
type SolutionGroup struct {
	Slots [][]engine.Order
	// First is the index of the group's first solution in the list
	// grouped.
	First int
}

// Len is how many solutions the group stands for.
func (g SolutionGroup) Len() int {
	n := 1
	for _, s := range g.Slots {
		n *= len(s)
	}
	return n
}

// Orders returns the order sets the group stands for, every choice of one
// alternative per slot, the first slot's changing slowest.
func (g SolutionGroup) Orders() [][]engine.Order {
	out := [][]engine.Order{nil}
	for _, alts := range g.Slots {
		var next [][]engine.Order
		for _, prefix := range out {
			for _, o := range alts {
				next = append(next, append(slices.Clone(prefix), o))
			}
		}
		out = next
	}
	return out
}

// GroupNumbers numbers groups by the solutions each stands for, counted on
// from the group before ("5", "6-14"): the index of each group's first
// solution so counted, and its number.
func GroupNumbers(groups []SolutionGroup) (firsts []int, nums []string) {
	k := 0
	for _, g := range groups {
		num := fmt.Sprint(k + 1)
		if g.Len() > 1 {
			num = fmt.Sprintf("%d-%d", k+1, k+g.Len())
		}
		firsts, nums = append(firsts, k), append(nums, num)
		k += g.Len()
	}
	return firsts, nums
}

// Text writes the group in notation: the orders separated by "; ", a
// slot's alternatives after its first order each as the words that differ,
// separated by " | " ("place Crab BC1 D | E | F", "move A3 D 1 | D 2 |
// E 1"), and none when it has no orders.
func (g SolutionGroup) Text(cat *engine.Catalogue, none string) string {
	if len(g.Slots) == 0 {
		return none
	}
	parts := make([]string, len(g.Slots))
	for i, alts := range g.Slots {
		words := []string{alts[0].Format(cat)}
		for _, o := range alts[1:] {
			words = append(words, orderTail(o))
		}
		parts[i] = strings.Join(words, " | ")
	}
	return strings.Join(parts, "; ")
}

// orderTail is what an alternative of a slot adds to the slot's first
// order: the direction and, for a move, the distance.
func orderTail(o engine.Order) string {
	if o.Op == engine.OpMove {
		return fmt.Sprintf("%v %d", o.Dir, o.Dist)
	}
	return o.Dir.String()
}

// slotKey is what the orders of one slot share: the operation, the cell
// (the piece's, or the placement's) and for a placement or a target the
// kind. A target has no alternatives: its kind is all it says.
type slotKey struct {
	op   engine.Op
	loc  engine.Loc
	kind engine.KindID
}

func keyOf(o engine.Order) slotKey {
	k := slotKey{op: o.Op, loc: o.Loc}
	if o.Op == engine.OpPlace || o.Op == engine.OpTarget {
		k.kind = o.Kind
	}
	return k
}

// flatGroups gives each solution a group of its own: a line each, as the
// solver's goldens record them, so that a change in the solutions shows
// line by line.
func flatGroups(sols []Solution) []SolutionGroup {
	gs := make([]SolutionGroup, len(sols))
	for i, s := range sols {
		gs[i].First = i
		for _, o := range s.Orders {
			gs[i].Slots = append(gs[i].Slots, []engine.Order{o})
		}
	}
	return gs
}

// GroupSolutions writes solutions for people: solutions whose orders are
// the same but for one order of the same piece (a placement's: of the same
// kind on the same cell) become one group that lists that order's
// alternatives, and groups that are the same but for one slot merge again,
// so that the choices of a placement's facing or of a move's direction and
// distance share a line. Each solution is in exactly one group, and a group is exactly
// its solutions: two groups merge only when all their other slots hold the
// same alternatives. The groups are in the order of their first solutions,
// each slot's alternatives by direction, then distance; the result depends
// only on the list given.
func GroupSolutions(sols []Solution) []SolutionGroup {
	gs := flatGroups(sols)
	fixed := make([]bool, len(sols)) // never merged: two orders of one slot key
	gone := make([]bool, len(sols))  // merged into an earlier group
	for i, s := range sols {
		fixed[i] = !distinctKeys(s.Orders)
	}
	for merged := true; merged; {
		merged = false
		// seen holds the signatures of the groups unchanged in this pass,
		// each with its first group; a group merged into is looked for
		// again in the next pass.
		seen := map[string]int{}
		changed := make([]bool, len(gs))
		for j := range gs {
			if gone[j] || fixed[j] {
				continue
			}
			for s := range gs[j].Slots {
				if i, ok := seen[gs[j].signature(s)]; ok && !changed[i] {
					gs[i].merge(gs[j], s)
					gone[j], changed[i], merged = true, true, true
					break
				}
			}
			if gone[j] {
				continue
			}
			for s := range gs[j].Slots {
				if sig := gs[j].signature(s); !hasKey(seen, sig) {
					seen[sig] = j
				}
			}
		}
	}
	var out []SolutionGroup
	for i, g := range gs {
		if !gone[i] {
			out = append(out, g)
		}
	}
	return out
}

func hasKey(m map[string]int, k string) bool {
	_, ok := m[k]
	return ok
}

// distinctKeys says whether no two orders share a slot key; a solution
// with two such orders is left alone.
func distinctKeys(os []engine.Order) bool {
	for i := range os {
		for j := i + 1; j < len(os); j++ {
			if keyOf(os[i]) == keyOf(os[j]) {
				return false
			}
		}
	}
	return true
}

// signature writes g with slot s's alternatives left out: two groups of
// one signature have the same slots, and the same alternatives in each but
// s.
func (g SolutionGroup) signature(s int) string {
	type slot struct {
		key  slotKey
		alts string
	}
	slots := make([]slot, len(g.Slots))
	for i, alts := range g.Slots {
		slots[i].key = keyOf(alts[0])
		if i != s {
			slots[i].alts = fmt.Sprint(alts)
		}
	}
	slices.SortFunc(slots, func(a, b slot) int {
		return cmpKey(a.key, b.key)
	})
	return fmt.Sprint(slots)
}

func cmpKey(a, b slotKey) int {
	switch {
	case a.op != b.op:
		return int(a.op) - int(b.op)
	case a.loc != b.loc:
		return int(a.loc) - int(b.loc)
	}
	return int(a.kind) - int(b.kind)
}

// merge adds to g's slot of the key of h's slot s the alternatives of h's,
// h being the same as g in every other slot.
func (g *SolutionGroup) merge(h SolutionGroup, s int) {
	k := keyOf(h.Slots[s][0])
	for i, alts := range g.Slots {
		if keyOf(alts[0]) != k {
			continue
		}
		alts = append(alts, h.Slots[s]...)
		slices.SortStableFunc(alts, func(a, b engine.Order) int {
			if a.Dir != b.Dir {
				return int(a.Dir) - int(b.Dir)
			}
			return int(a.Dist) - int(b.Dist)
		})
		g.Slots[i] = alts
		return
	}
}
