// Command birdcrab is a scenario editor, solver and puzzle trainer for the
// hex-board wargame Bird Crab. Run it without arguments to open the trainer;
// "birdcrab help" lists the commands.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/internal/safetext"
	"github.com/birdcrab/birdcrab/puzzles"
)

// command is one subcommand: its name, a line of usage, and what it runs.
// Each command lives in its own file and registers itself in init.
type command struct {
	name  string
	usage string
	brief string
	run   func(args []string, stdout, stderr io.Writer) int
	// rawOutput is set by a command that writes pictures or colours of its
	// own to stdout: its stdout is not cleaned, so it cleans the text it
	// takes from files itself (safetext.Clean).
	rawOutput bool
}

var commands = map[string]command{}

func register(c command) { commands[c.name] = c }

// defaultCommand runs when birdcrab is started without arguments.
const defaultCommand = "train"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run runs the command args name. What it prints goes through
// safetext, since much of it (titles, names, kind names, messages quoting
// a file) comes from files: a pack cannot send the terminal escape
// sequences (the stdout of a command with rawOutput excepted).
func run(args []string, stdout, stderr io.Writer) int {
	errOut := safetext.NewWriter(stderr)
	defer errOut.Flush()
	return runCommand(args, stdout, errOut)
}

// runCommand runs the command and reports, once for every command, a
// failed write of its output: exit status 2, as for input it cannot use.
func runCommand(args []string, stdout, stderr io.Writer) int {
	out := &outputWriter{w: stdout}
	code := dispatch(args, out, stderr)
	if out.err != nil {
		fmt.Fprintf(stderr, "birdcrab: cannot write the output: %v\n", out.err.err)
		return 2
	}
	return code
}

// dispatch runs the command args name, or help.
func dispatch(args []string, stdout, stderr io.Writer) int {
	name := defaultCommand
	if len(args) > 0 {
		name, args = args[0], args[1:]
	}
	switch name {
	case "help", "-h", "-help", "--help":
		// "help solve", "--help solve" and "help help" alike.
		if len(args) > 0 {
			c, ok := commands[args[0]]
			if !ok && !slices.Contains(helpWords, args[0]) {
				return unknownCommand(stderr, args[0])
			}
			if len(args) > 1 {
				return fail(stderr, "help takes one command, not %q (birdcrab help %s)", strings.Join(args, " "), args[0])
			}
			if ok {
				return c.run([]string{"--help"}, stdout, stderr)
			}
		}
		usage(stdout)
		return 0
	case "-version", "--version":
		name = "version"
	case "__complete":
		return runComplete(args, stdout)
	default:
		if strings.HasPrefix(name, "-") {
			// A flag with no command before it is the default
			// command's: birdcrab --no-color opens the trainer so.
			name, args = defaultCommand, append([]string{name}, args...)
			if i := commandAfterFlags(args); i >= 0 {
				return fail(stderr, "%s comes before the command %s: give the command first, then its flags (birdcrab %s)",
					strings.Join(args[:i], " "), args[i], strings.Join(slices.Concat(args[i:i+1], args[:i], args[i+1:]), " "))
			}
		}
	}
	c, ok := commands[name]
	if !ok {
		return unknownCommand(stderr, name)
	}
	if !c.rawOutput {
		out := safetext.NewWriter(stdout)
		defer out.Flush()
		stdout = out
	}
	return c.run(args, stdout, stderr)
}

// helpWords ask for the usage, as a command or before one.
var helpWords = []string{"help", "-h", "-help", "--help"}

// unknownCommand says that name is no command, with the command meant
// when it looks like a typo of one, or how to open it when it is a file
// or a code (the trainer opens one only when told: "birdcrab train
// FILE"); then the usage, on stderr. It returns exit status 2.
func unknownCommand(stderr io.Writer, name string) int {
	hint := ""
	switch {
	case name == "":
	case puzzles.IsCode(name):
		hint = " (a position or puzzle code goes after a command: birdcrab show CODE, birdcrab train CODE ...)"
	case isFile(name):
		hint = fmt.Sprintf(" (a file goes after a command: birdcrab train %s, birdcrab edit %s, birdcrab check %s ...)", name, name, name)
	default:
		if near := nearCommands(name); len(near) > 0 {
			hint = fmt.Sprintf(" (did you mean %s?)", strings.Join(near, " or "))
		}
	}
	fmt.Fprintf(stderr, "birdcrab: unknown command %q%s\n\n", name, hint)
	usage(stderr)
	return 2
}

// isFile reports whether name is a file that exists (not a folder).
func isFile(name string) bool {
	info, err := os.Stat(name)
	return err == nil && !info.IsDir()
}

// nearCommands returns the commands (and help) that name may be a typo
// of (nearWords).
func nearCommands(name string) []string {
	return nearWords(name, append(sortedCommands(), "help"))
}

// nearWords returns the words that typed may be a typo of: those fewest
// edits away (a letter missing, extra, wrong, or two swapped), one edit or
// two for a longer word; else those that start with it. Case is ignored.
func nearWords(typed string, words []string) []string {
	var near, starting []string
	lower, best := strings.ToLower(typed), 3
	for _, w := range words {
		d := puzzles.EditDistance(lower, w)
		switch {
		case d > 2 || d == 2 && len(w) <= 4 || d > best:
		case d < best:
			near, best = []string{w}, d
		default:
			near = append(near, w)
		}
		if len(lower) >= 2 && strings.HasPrefix(w, lower) {
			starting = append(starting, w)
		}
	}
	if len(near) == 0 {
		return starting
	}
	return near
}

// trainValueFlags are the trainer's flags that take a value: the argument
// after one is its value, never a command.
var trainValueFlags = []string{"id", "pieces", "max-size"}

// commandAfterFlags returns the index of the command named among args,
// which come after a flag given with no command before it ("birdcrab
// --no-color solve x" means "birdcrab solve --no-color x", which the
// trainer would read as a pack named solve), or -1 when none is. The
// value of a trainer's flag ("--id solve"), an argument after "--" and an
// existing file are no command.
func commandAfterFlags(args []string) int {
	for i, a := range args {
		if a == "--" {
			return -1
		}
		if _, ok := commands[a]; !ok {
			continue
		}
		if i > 0 {
			prev := args[i-1]
			if !strings.Contains(prev, "=") && strings.HasPrefix(prev, "-") && slices.Contains(trainValueFlags, strings.TrimLeft(prev, "-")) {
				continue
			}
		}
		if _, err := os.Stat(a); err == nil {
			continue
		}
		return i
	}
	return -1
}

// commandOrder is the order usage lists the commands in: the screens first.
var commandOrder = []string{"train", "edit", "solve", "check", "resolve", "show", "pieces", "completion", "version"}

// sortedCommands returns the names of the commands in usage order.
func sortedCommands() []string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := slices.Index(commandOrder, names[i]), slices.Index(commandOrder, names[j])
		if a < 0 || b < 0 {
			return a > b || (a == b && names[i] < names[j])
		}
		return a < b
	})
	return names
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "birdcrab: a scenario editor, solver and puzzle trainer for Bird Crab")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "usage: birdcrab [COMMAND] [ARGUMENTS]")
	fmt.Fprintln(w)
	for _, n := range sortedCommands() {
		c := commands[n]
		fmt.Fprintf(w, "  birdcrab %s\n      %s\n", c.usage, c.brief)
	}
	fmt.Fprintf(w, "\nWithout a command birdcrab opens the trainer (%q), and takes its flags.\n", defaultCommand)
	fmt.Fprintln(w, "Every command that reads positions or kinds takes --pieces FILE to correct the catalogue")
	fmt.Fprintln(w, "(generate takes it as --kinds FILE: its --pieces RANGE is how many pieces to draw),")
	fmt.Fprintln(w, "a one-line position or puzzle code (\"bc1 ...\") wherever it takes a file")
	fmt.Fprintln(w, "(or in the file), and - to read a file from standard input.")
	fmt.Fprintf(w, "Files over %s are refused (--max-size SIZE raises the limit).\n", fileio.SizeText(fileio.DefaultMaxSize))
	fmt.Fprintln(w, "\"birdcrab COMMAND --help\" (or \"birdcrab help COMMAND\") describes a command's options.")
	fmt.Fprintln(w, "Rules: docs/rules.md; puzzle files: docs/packs.md; JSON for scripts: docs/json.md.")
}

// outputWriter is a command's standard output. It keeps the first error a
// write met (later writes fail at once with it), which runCommand reports.
type outputWriter struct {
	w   io.Writer
	err *outputError
}

func (o *outputWriter) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		o.err = &outputError{err}
		return n, o.err
	}
	return n, nil
}

// outputError is a failed write of a command's output, which runCommand
// reports: a command that meets it returns without a message of its own
// (failOutput).
type outputError struct{ err error }

func (e *outputError) Error() string { return e.err.Error() }
func (e *outputError) Unwrap() error { return e.err }

// failOutput returns exit status 2 after writing the output failed with
// err: a failed write of standard output is left to runCommand, which says
// so for every command alike; any other error is reported here.
func failOutput(stderr io.Writer, err error) int {
	var oe *outputError
	if errors.As(err, &oe) {
		return 2
	}
	return fail(stderr, "%v", err)
}

// fail prints a message for bad input and returns exit status 2.
func fail(stderr io.Writer, format string, args ...any) int {
	msg := fmt.Sprintf(format, args...)
	fmt.Fprintln(stderr, "birdcrab: "+strings.TrimSpace(msg))
	return 2
}
