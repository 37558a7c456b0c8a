package tui

import (
	"fmt"
	"strings"
)

// Plural writes a count and its noun: "1 piece", "3 pieces". A noun whose
// plural is not the singular and an s gives both forms: Plural(2,
// "problem") is "2 problems", Plural(1, "puzzle", "puzzles") "1 puzzle".
func Plural(n int, one string, many ...string) string {
	if n == 1 {
		return "1 " + one
	}
	if len(many) > 0 {
		return fmt.Sprintf("%d %s", n, many[0])
	}
	return fmt.Sprintf("%d %ss", n, one)
}

// Article puts "a" or "an" before a name, as it is said: "a Crab", "an
// Imp Swarm" (an before a written vowel).
func Article(name string) string {
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}
