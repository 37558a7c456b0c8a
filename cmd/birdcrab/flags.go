package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
)

// commandFlags is a command's flag set with the options every command that
// reads positions shares.
type commandFlags struct {
	*flag.FlagSet
	pieces         *string
	stdout, stderr io.Writer
}

// newFlags returns the flag set of command name, a command that reads
// positions: it has --pieces and --max-size. Usage lines are printed, then
// the flags, for --help (on stdout) and when the arguments are wrong (on
// stderr).
func newFlags(name string, stdout, stderr io.Writer, usage ...string) commandFlags {
	cf := newBareFlags(name, stdout, stderr, usage...)
	cf.pieces = cf.String("pieces", "", "a catalogue `FILE` whose kinds replace or add to the default ones (- reads standard input)")
	puzzles.MaxFileSize = fileio.DefaultMaxSize
	cf.Var(sizeFlag{&puzzles.MaxFileSize}, "max-size", "refuse your pack and catalogue files larger than `SIZE` (e.g. 16MB; the built-in ones are never refused)")
	return cf
}

// newBareFlags returns the flag set of a command that reads no file
// (version, completion): no --pieces, no --max-size.
func newBareFlags(name string, stdout, stderr io.Writer, usage ...string) commandFlags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	cf := commandFlags{FlagSet: fs, stdout: stdout, stderr: stderr}
	fs.Usage = func() {
		for _, line := range usage {
			fmt.Fprintln(fs.Output(), line)
		}
		any := false
		fs.VisitAll(func(*flag.Flag) { any = true })
		if any {
			fmt.Fprintln(fs.Output(), "\nOptions:")
			printDefaults(fs)
		}
	}
	return cf
}

// printDefaults lists fs's flags as fs.PrintDefaults does, but each with
// two dashes, "--json", as the usage lines, the README and the messages
// name them (the flag package takes either).
func printDefaults(fs *flag.FlagSet) {
	var b bytes.Buffer
	out := fs.Output()
	fs.SetOutput(&b)
	fs.PrintDefaults()
	fs.SetOutput(out)
	for _, line := range strings.SplitAfter(b.String(), "\n") {
		if rest, ok := strings.CutPrefix(line, "  -"); ok {
			line = "  --" + rest
		}
		io.WriteString(out, line)
	}
}

// isSet reports whether the flag name was given on the command line.
func (cf commandFlags) isSet(name string) bool {
	set := false
	cf.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// duration declares a time limit option. Its message for a value it cannot
// read says what it wants, where the flag package's says "parse error"
// (--timeout 5, a number without its unit).
func (cf commandFlags) duration(name string, value time.Duration, usage string) *time.Duration {
	d := value
	cf.Var(durationFlag{&d}, name, usage)
	return &d
}

// durationFlag is the value of a time limit option (duration).
type durationFlag struct{ d *time.Duration }

func (f durationFlag) String() string {
	if f.d == nil {
		return "0s"
	}
	return f.d.String()
}

func (f durationFlag) Set(s string) error {
	d, err := time.ParseDuration(strings.TrimSpace(s))
	if err == nil {
		*f.d = d
		return nil
	}
	if _, nerr := strconv.ParseFloat(strings.TrimSpace(s), 64); nerr == nil {
		return fmt.Errorf("a time needs its unit, such as %ss or %sm (0: no limit)", strings.TrimSpace(s), strings.TrimSpace(s))
	}
	if wellFormedDuration.MatchString(strings.TrimSpace(s)) {
		// Written as a time, and too long for one: Go's times end at
		// about 292 years.
		return fmt.Errorf("the time is too large: the most is %s (0: no limit)", durationText(math.MaxInt64/time.Hour*time.Hour))
	}
	return fmt.Errorf("want a time such as 30s, 2m or 1h30m (0: no limit)")
}

// wellFormedDuration matches a time written as time.ParseDuration reads
// one, numbers with their units, whatever its size.
var wellFormedDuration = regexp.MustCompile(`^[+]?([0-9]*\.?[0-9]+(ns|us|µs|μs|ms|s|m|h))+$`)

// integer declares an option whose value is a whole number, with a message
// for a value it cannot read that says so, where the flag package's says
// "parse error" (--count ten).
func integer[T int | int64](cf commandFlags, name string, value T, usage string) *T {
	n := value
	cf.Var(intFlag[T]{&n}, name, usage)
	return &n
}

// intFlag is the value of an option that takes a whole number (integer).
type intFlag[T int | int64] struct{ n *T }

func (f intFlag[T]) String() string {
	if f.n == nil {
		return "0"
	}
	return strconv.FormatInt(int64(*f.n), 10)
}

func (f intFlag[T]) Set(s string) error {
	v, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if errors.Is(err, strconv.ErrRange) || err == nil && int64(T(v)) != v {
		return fmt.Errorf("the number is too large")
	}
	if err != nil {
		return fmt.Errorf("want a whole number, such as 3")
	}
	*f.n = T(v)
	return nil
}

// listFlagsArg is the argument with which a command lists its flags for
// shell completion instead of running: "birdcrab __complete" passes it. It
// holds a NUL byte, which no command line can carry.
const listFlagsArg = "\x00flags"

// parse parses the arguments, flags before or after the positional ones
// ("--" ends the flags), and returns the positional ones. When the command
// should stop, ok is false and code is its exit status: 0 after --help,
// which prints the usage on stdout, and 2 for a usage error, whose message
// and usage go to stderr.
func (cf commandFlags) parse(args []string) (pos []string, code int, ok bool) {
	if len(args) == 1 && args[0] == listFlagsArg {
		cf.listFlags()
		return nil, 0, false
	}
	var buf bytes.Buffer
	cf.SetOutput(&buf)
	pos, err := parseInterspersed(cf.FlagSet, args)
	cf.SetOutput(cf.stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		cf.stdout.Write(buf.Bytes())
		return nil, 0, false
	case err != nil:
		// The flag package's message opens what it wrote: it is written
		// again as every error line is, the usage after it.
		_, usage, _ := bytes.Cut(buf.Bytes(), []byte("\n"))
		fmt.Fprintf(cf.stderr, "birdcrab: %s%s\n%s", flagMessage(err), cf.flagHint(err), usage)
		return nil, 2, false
	}
	return pos, 0, true
}

// files returns the positional arguments of a command that takes files
// or codes (check, train, edit), or exit status 2 after saying that one is
// empty: most often a script's variable that is not set ("$PACK"), which
// read as a file of no name ("cannot read the pack", naming nothing).
func (cf commandFlags) files(pos []string) ([]string, int) {
	if slices.Contains(pos, "") {
		fmt.Fprintf(cf.stderr, "birdcrab: %s: an empty argument (\"\") where a file or a code goes: a variable that is not set?\n", cf.Name())
		return nil, 2
	}
	return pos, 0
}

// flagMessage is the flag package's message for err with each flag named
// with two dashes, as the usage lines name them: "invalid value "5" for
// flag --timeout: ...", "flag provided but not defined: --josn".
func flagMessage(err error) string {
	msg := err.Error()
	for _, p := range []string{"flag provided but not defined: -", "flag needs an argument: -"} {
		if rest, ok := strings.CutPrefix(msg, p); ok && !strings.HasPrefix(rest, "-") {
			return p + "-" + rest
		}
	}
	// invalid value "V" for flag -NAME: ..., invalid boolean value "V" for -NAME: ...
	for _, p := range []string{"invalid value ", "invalid boolean value "} {
		rest, ok := strings.CutPrefix(msg, p)
		if !ok {
			continue
		}
		value, err := strconv.QuotedPrefix(rest)
		if err != nil {
			return msg
		}
		rest = rest[len(value):]
		for _, q := range []string{" for flag -", " for -"} {
			if after, ok := strings.CutPrefix(rest, q); ok {
				// A switch given a value it cannot read (--json=maybe):
				// the flag package says only "parse error".
				if name, ok := strings.CutSuffix(after, ": parse error"); ok && p == "invalid boolean value " {
					after = name + ": want true or false (or the flag alone)"
				}
				return p + value + q + "-" + after
			}
		}
	}
	return msg
}

// flagHint is what follows the message of an unknown flag (--josn): the
// flags it may be a typo of, " (did you mean --json?)", or "".
func (cf commandFlags) flagHint(err error) string {
	name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: ")
	if !ok {
		return ""
	}
	name = strings.TrimLeft(name, "-")
	names := []string{"help"} // the flag package's own
	cf.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	near := nearWords(name, names)
	if len(near) == 0 {
		return ""
	}
	for i := range near {
		near[i] = "--" + near[i]
	}
	return fmt.Sprintf(" (did you mean %s?)", strings.Join(near, " or "))
}

// oneFile returns the one FILE|CODE argument of a command that takes
// exactly one (solve, resolve, show). Otherwise it says what is wrong, then
// prints the usage, on stderr, and returns exit status 2: most often a
// value with spaces given without quotes (--goal kill A1), whose second
// word is taken for a second file.
func (cf commandFlags) oneFile(pos []string) (string, int) {
	switch len(pos) {
	case 1:
		files, code := cf.files(pos)
		if code != 0 {
			return "", code
		}
		return files[0], 0
	case 0:
		fmt.Fprintf(cf.stderr, "birdcrab: %s needs a file or a position code (- reads standard input)\n\n", cf.Name())
	default:
		fmt.Fprintf(cf.stderr, "birdcrab: %s takes one file or code, got %d: %s (%s)\n\n", cf.Name(), len(pos), quoteAll(pos), cf.extraHint(pos))
	}
	cf.SetOutput(cf.stderr)
	cf.Usage()
	return "", 2
}

// extraHint says why a command that takes one file or code most likely got
// the arguments pos: options after "--", which are read as files (an
// argument that starts with "-", but "-" itself, is one only there); else
// a value with spaces given without quotes, --goal's where the command
// has it, a code's or a file name's elsewhere (resolve and show have no
// --goal).
func (cf commandFlags) extraHint(pos []string) string {
	for _, a := range pos {
		if len(a) > 1 && strings.HasPrefix(a, "-") {
			return fmt.Sprintf("after --, every argument is a file or a code, %s too: put the options before --", strconv.Quote(a))
		}
	}
	if cf.Lookup("goal") != nil {
		return `quote a value that holds spaces, such as --goal "kill A1"`
	}
	return "quote a code, or a name that holds spaces: it is one argument"
}

// noArgs reports the positional arguments of a command that takes none
// (generate), as oneFile does, and returns exit status 2; 0 when there
// are none.
func (cf commandFlags) noArgs(pos []string) int {
	if len(pos) == 0 {
		return 0
	}
	fmt.Fprintf(cf.stderr, "birdcrab: %s takes no arguments, only options (got %s)\n\n", cf.Name(), quoteAll(pos))
	cf.SetOutput(cf.stderr)
	cf.Usage()
	return 2
}

// quoteAll quotes each argument, for a message that names them.
func quoteAll(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = strconv.Quote(a)
	}
	return strings.Join(q, " ")
}

// parseInterspersed parses flags that may come before or after the
// positional arguments, and returns the positional ones. After "--" every
// argument is positional.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if consumed := len(args) - len(rest); consumed > 0 && args[consumed-1] == "--" {
			return append(pos, rest...), nil
		}
		if len(rest) == 0 {
			return pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// listFlags prints one line per flag for shell completion: "--name" and,
// for a flag that takes a value, a tab and the name of the value.
func (cf commandFlags) listFlags() {
	var lines []string
	cf.VisitAll(func(f *flag.Flag) {
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			lines = append(lines, "--"+f.Name)
			return
		}
		name, _ := flag.UnquoteUsage(f)
		lines = append(lines, "--"+f.Name+"\t"+strings.ToLower(name))
	})
	sort.Strings(lines)
	for _, l := range lines {
		fmt.Fprintln(cf.stdout, l)
	}
}

// catalogue loads the --pieces catalogue over the default one; on failure it
// prints the problems and returns exit status 2.
func (cf commandFlags) catalogue(stderr io.Writer) (*engine.Catalogue, int) {
	cat, err := loadCatalogue(*cf.pieces)
	if err != nil {
		if packKeys(err) {
			return nil, fail(stderr, "%s: a pack, not a catalogue: %s takes a file of [[kind]] tables alone (the [[kind]] tables of a pack are read with the pack)", puzzles.FileName(*cf.pieces), cf.piecesFlag())
		}
		return nil, failProblems(stderr, err)
	}
	if *cf.pieces != "" && reflect.DeepEqual(cat.Kinds(), puzzles.DefaultCatalogue().Kinds()) {
		fmt.Fprintf(stderr, "birdcrab: note: %s %s changes no kind: the default catalogue is used\n", cf.piecesFlag(), puzzles.FileName(*cf.pieces))
	}
	return cat, 0
}

// piecesFlag is the name of the catalogue flag: --pieces, or generate's
// --kinds (its --pieces is how many pieces to draw).
func (cf commandFlags) piecesFlag() string {
	if cf.Lookup("kinds") != nil {
		return "--kinds"
	}
	return "--pieces"
}

// packKeys reports whether the problems of a catalogue file that did not
// load are a pack's keys ([pack], [[puzzle]], [[lesson]]): a pack given
// for a catalogue, which said only "unknown key \"pack\"".
func packKeys(err error) bool {
	ps := puzzles.Problems(err)
	for _, p := range ps {
		switch p.Msg {
		case `unknown key "pack"`, `unknown key "puzzle"`, `unknown key "lesson"`:
		default:
			return false
		}
	}
	return len(ps) > 0
}

// loadScenario reads a pack file or a position code and picks the puzzle or
// lesson id ("" for the only one). On failure it prints why and returns exit
// status 2.
func (cf commandFlags) loadScenario(stderr io.Writer, arg, id string) (*puzzles.Pack, *puzzles.Scenario, int) {
	if err := oneStdin(arg, *cf.pieces); err != nil {
		return nil, nil, fail(stderr, "%v", err)
	}
	cat, code := cf.catalogue(stderr)
	if code != 0 {
		return nil, nil, code
	}
	pk, err := loadPack(arg, cat)
	if err != nil {
		return nil, nil, failProblems(stderr, err)
	}
	if note := puzzles.PinnedNote(cat, pk, *cf.pieces); note != "" && *cf.pieces != "" {
		fmt.Fprintf(stderr, "birdcrab: note: %s\n", note)
	}
	s, err := pickScenario(pk, id)
	if err != nil {
		return nil, nil, fail(stderr, "%v", err)
	}
	return pk, s, 0
}

// pickScenario returns the puzzle or lesson id of pk ("" for the only
// one), as pk.Scenario does, but names at most a few of the ids of a big
// pack when id is missing or unknown, not all of them on one line.
func pickScenario(pk *puzzles.Pack, id string) (*puzzles.Scenario, error) {
	ids := pk.IDs()
	switch {
	case len(ids) > 0 && id != "" && pk.Puzzle(id) == nil && pk.Lesson(id) == nil:
		return nil, noSuchID(pk, id)
	case id == "" && len(ids) > 1:
		return nil, fmt.Errorf("%s holds %s; choose one with --id: %s", pk.File, holdsText(pk), idsText(ids))
	}
	return pk.Scenario(id)
}

// holdsText says what pk holds: "2 puzzles", "3 lessons", "1 puzzle and 2
// lessons".
func holdsText(pk *puzzles.Pack) string {
	var parts []string
	if n := len(pk.Puzzles); n > 0 {
		parts = append(parts, tui.Plural(n, "puzzle"))
	}
	if n := len(pk.Lessons); n > 0 {
		parts = append(parts, tui.Plural(n, "lesson"))
	}
	return strings.Join(parts, " and ")
}

// mostIDs is how many ids a message lists.
const mostIDs = 8

// idsText lists the ids, the first mostIDs of them and how many more.
func idsText(ids []string) string {
	if len(ids) <= mostIDs {
		return strings.Join(ids, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(ids[:mostIDs], ", "), len(ids)-mostIDs)
}

// display declares the options of the screens, --no-color and --ascii; the
// function it returns reads them once the flags are parsed. NO_COLOR in the
// environment also turns colour off, and a locale whose character set is
// not UTF-8 turns --ascii on (see utf8Locale).
func (cf commandFlags) display() func() (mono, ascii bool) {
	noColor := cf.Bool("no-color", false, "draw in monochrome (also when NO_COLOR is set, or on a terminal of fewer than 256 colours)")
	letters := cf.Bool("ascii", false, "draw directions as the letters a..f instead of arrows (also when the locale is not UTF-8)")
	return func() (bool, bool) {
		return *noColor || os.Getenv("NO_COLOR") != "", *letters || !utf8Locale(runtime.GOOS, os.Getenv)
	}
}

// utf8Locale reports whether the locale's character set is UTF-8, read as
// tcell reads it, so that the arrows are drawn exactly when tcell would not
// turn them into question marks: the first of LC_ALL, LC_CTYPE and LANG that
// is set; "C" and "POSIX" are ASCII; a locale without a ".CHARSET" part (or
// none at all) counts as UTF-8. Windows consoles take Unicode.
func utf8Locale(goos string, getenv func(string) string) bool {
	if goos == "windows" {
		return true
	}
	locale := getenv("LC_ALL")
	if locale == "" {
		locale = getenv("LC_CTYPE")
	}
	if locale == "" {
		locale = getenv("LANG")
	}
	if locale == "C" || locale == "POSIX" {
		return false
	}
	locale, _, _ = strings.Cut(locale, "@")
	_, charset, ok := strings.Cut(locale, ".")
	if !ok {
		return true
	}
	charset = strings.ToLower(strings.ReplaceAll(charset, "-", ""))
	return charset == "utf8"
}

// runScreen runs the screen of the command name until the user quits; no
// terminal to draw on says that the command needs one ("birdcrab edit
// needs a terminal: ..."). A terminal that fails gives exit status 1, and a screen stopped by SIGHUP or SIGTERM (stoppedBy says
// which) 128 plus the signal's number (129, 143), as shells expect of a
// program a signal ended: the shell catches the signal to quit cleanly
// (tui's catchSignals), and the program used to exit 0 then.
func runScreen(stderr io.Writer, name string, run func() error, stoppedBy func() os.Signal) int {
	if err := run(); err != nil {
		var nt *tui.NoTerminalError
		if errors.As(err, &nt) {
			fmt.Fprintf(stderr, "birdcrab: birdcrab %s needs a terminal: %v\n", name, nt.Err)
			return 1
		}
		fmt.Fprintf(stderr, "birdcrab: the terminal failed: %v\n", err)
		return 1
	}
	if sig, ok := stoppedBy().(syscall.Signal); ok {
		return 128 + int(sig)
	}
	return 0
}
