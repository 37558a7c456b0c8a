package main

import (
	"fmt"
	"strings"
)

// emptyGoal refuses a --goal value with an empty item between its commas
// or semicolons ("ransack DE,,,"), as --goal "," is refused: it is a goal
// forgotten or cut short, not a list of one.
func emptyGoal(value string) error {
	items := strings.Split(strings.ReplaceAll(value, ";", ","), ",")
	for i, item := range items {
		if strings.TrimSpace(item) == "" {
			where := "between its commas"
			switch i {
			case len(items) - 1: // "pit,": no comma after it
				where = "after its last comma"
			case 0:
				where = "before its first comma"
			}
			return fmt.Errorf("--goal %q: an empty goal %s: leave the comma out, or write the goal you meant", strings.TrimSpace(value), where)
		}
	}
	return nil
}
