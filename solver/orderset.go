package solver

import (
	"slices"

	"github.com/birdcrab/birdcrab/engine"
)

// This file holds order sets as values: their canonical order, a compact
// key, and the minimal elements of a family of sets.

// orderGroup puts piece orders first, placements next, targets last.
func orderGroup(o engine.Order) int {
	switch o.Op {
	case engine.OpPlace:
		return 1
	case engine.OpTarget:
		return 2
	}
	return 0
}

// compareOrders is the canonical order of orders: moves and turns by cell
// (a move before a turn of the same piece), then placements by cell, then
// Necromancer targets.
func compareOrders(a, b engine.Order) int {
	if ga, gb := orderGroup(a), orderGroup(b); ga != gb {
		return ga - gb
	}
	switch {
	case a.Loc != b.Loc:
		return int(a.Loc) - int(b.Loc)
	case a.Op != b.Op:
		return int(a.Op) - int(b.Op)
	case a.Dir != b.Dir:
		return int(a.Dir) - int(b.Dir)
	case a.Dist != b.Dist:
		return int(a.Dist) - int(b.Dist)
	}
	return int(a.Kind) - int(b.Kind)
}

// SortOrders puts orders in canonical order: moves and turns by cell (a
// Witch's move before its turn), then placements by cell, then targets.
func SortOrders(orders []engine.Order) { slices.SortFunc(orders, compareOrders) }

// compareSets orders order sets: fewer orders first, then by their orders.
func compareSets(a, b []engine.Order) int {
	if len(a) != len(b) {
		return len(a) - len(b)
	}
	for i := range a {
		if c := compareOrders(a[i], b[i]); c != 0 {
			return c
		}
	}
	return 0
}

// setKey encodes a sorted order set as a string, for maps.
func setKey(orders []engine.Order) string {
	b := make([]byte, 0, 5*len(orders))
	for _, o := range orders {
		b = append(b, byte(o.Op), byte(o.Loc), byte(o.Dir), o.Dist, byte(o.Kind))
	}
	return string(b)
}

// isSubset reports whether sorted set a is contained in sorted set b.
func isSubset(a, b []engine.Order) bool {
	i := 0
	for _, o := range b {
		if i < len(a) && a[i] == o {
			i++
		}
	}
	return i == len(a)
}

// minimalSets returns the sets of family (each sorted) that contain no other
// set of the family, sorted by compareSets, without duplicates.
func minimalSets(family [][]engine.Order) [][]engine.Order {
	sets := slices.Clone(family)
	slices.SortFunc(sets, compareSets)
	sets = slices.CompactFunc(sets, func(a, b []engine.Order) bool { return compareSets(a, b) == 0 })
	in := make(map[string]bool, len(sets))
	for _, s := range sets {
		in[setKey(s)] = true
	}
	var out [][]engine.Order
	var sub []engine.Order
	for _, s := range sets {
		minimal := true
		if len(s) <= 12 {
			// Look up every proper subset.
			for mask := 0; mask < 1<<len(s)-1 && minimal; mask++ {
				sub = sub[:0]
				for i, o := range s {
					if mask&(1<<i) != 0 {
						sub = append(sub, o)
					}
				}
				minimal = !in[setKey(sub)]
			}
		} else {
			for _, m := range out {
				if len(m) < len(s) && isSubset(m, s) {
					minimal = false
					break
				}
			}
		}
		if minimal {
			out = append(out, s)
		}
	}
	return out
}
