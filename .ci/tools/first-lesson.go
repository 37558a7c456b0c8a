// Command first-lesson prints what a new user's first lesson in the
// trainer asks and its answer, for .ci/steps/30-trainer-e2e: the first
// lesson (else puzzle) of the first shipped pack, which the trainer's
// "Start here" line opens. Run it from the repository root:
//
//	go run .ci/tools/first-lesson.go
//
// It prints one fact a line: "title TEXT", "task predict|goals", then
// "cell LOC" for each piece that dies, or "order ORDER" for each order of
// the stated solution.
package main

import (
	"fmt"
	"os"

	"github.com/birdcrab/birdcrab/puzzles"
)

func main() {
	packs, err := puzzles.Shipped()
	if err != nil {
		fmt.Fprintln(os.Stderr, "first-lesson:", err)
		os.Exit(1)
	}
	for _, pk := range packs {
		switch {
		case len(pk.Lessons) > 0:
			l := pk.Lessons[0]
			fmt.Printf("title %s\n", l.Title)
			if l.Task == puzzles.TaskPredict {
				fmt.Println("task predict")
				for _, c := range l.Dies {
					fmt.Printf("cell %v\n", c)
				}
				return
			}
			fmt.Println("task goals")
			for _, o := range l.Solution {
				fmt.Printf("order %s\n", o.Format(pk.Catalogue()))
			}
			return
		case len(pk.Puzzles) > 0:
			pz := pk.Puzzles[0]
			fmt.Printf("title %s\ntask goals\n", pz.Title)
			for _, o := range pz.Solution {
				fmt.Printf("order %s\n", o.Format(pk.Catalogue()))
			}
			return
		}
	}
	fmt.Fprintln(os.Stderr, "first-lesson: no shipped lesson or puzzle")
	os.Exit(1)
}
