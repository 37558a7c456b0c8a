package main

import (
	"fmt"
	"strings"
)

// emptyGoal refuses a --goal value with an empty item between its commas
// or semicolons ("ransack DE,,,"), as --goal "," is refused: it is a goal
// forgotten or cut short, not a list of one.
func emptyGoal(value string) error {
	for _, item := range strings.Split(strings.ReplaceAll(value, ";", ","), ",") {
		if strings.TrimSpace(item) == "" {
			return fmt.Errorf("--goal %q: an empty goal between its commas: leave the comma out, or write the goal you meant", strings.TrimSpace(value))
		}
	}
	return nil
}
