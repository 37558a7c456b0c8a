// Command birdcrab is a scenario editor, solver and puzzle trainer for the
// hex-board wargame Bird Crab. Run it without arguments to open the trainer;
// "birdcrab help" lists the commands.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// command is one subcommand: its name, a line of usage, and what it runs.
// Each command lives in its own file and registers itself in init.
type command struct {
	name  string
	usage string
	brief string
	run   func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

// defaultCommand runs when birdcrab is started without arguments.
const defaultCommand = "train"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	name := defaultCommand
	if len(args) > 0 {
		name, args = args[0], args[1:]
	}
	switch name {
	case "help", "-h", "-help", "--help":
		usage(stdout)
		return 0
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "birdcrab: unknown command %q\n\n", name)
		usage(stderr)
		return 2
	}
	return c.run(args, stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "birdcrab: a scenario editor, solver and puzzle trainer for Bird Crab")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "usage:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	width := 0
	for _, n := range names {
		width = max(width, len(commands[n].usage))
	}
	for _, n := range names {
		c := commands[n]
		fmt.Fprintf(w, "  birdcrab %-*s  %s\n", width, c.usage, c.brief)
	}
	fmt.Fprintf(w, "\nWithout a command birdcrab opens the trainer (%q).\n", defaultCommand)
	fmt.Fprintln(w, "Every command that reads positions takes --pieces FILE to correct the catalogue.")
	fmt.Fprintln(w, "Rules: docs/rules.md; puzzle files: docs/packs.md.")
}

// fail prints a message for bad input and returns exit status 2.
func fail(stderr io.Writer, format string, args ...any) int {
	msg := fmt.Sprintf(format, args...)
	fmt.Fprintln(stderr, "birdcrab: "+strings.TrimSpace(msg))
	return 2
}
