package tui

import "github.com/birdcrab/birdcrab/engine"

// Orders holds the orders written for each player: Orders[n-1] are player
// n's, in the order they were given. The editor's document and the
// trainer's attempt both keep one, and an OrderEntry writes into it.
type Orders [engine.MaxPlayers][]engine.Order

// Clone returns a copy that shares no slice with o.
func (o Orders) Clone() Orders {
	var c Orders
	for i, l := range o {
		if len(l) > 0 {
			c[i] = append([]engine.Order(nil), l...)
		}
	}
	return c
}

// Lists returns the orders of players 1..n as the engine takes them.
func (o Orders) Lists(n int) [][]engine.Order {
	out := make([][]engine.Order, n)
	for i := 0; i < n && i < engine.MaxPlayers; i++ {
		out[i] = o[i]
	}
	return out
}

// Count returns the number of orders of all players.
func (o Orders) Count() int {
	n := 0
	for _, l := range o {
		n += len(l)
	}
	return n
}

// Equal reports whether o and p hold the same orders in the same order.
func (o Orders) Equal(p Orders) bool {
	for i := range o {
		if len(o[i]) != len(p[i]) {
			return false
		}
		for j := range o[i] {
			if o[i][j] != p[i][j] {
				return false
			}
		}
	}
	return true
}
