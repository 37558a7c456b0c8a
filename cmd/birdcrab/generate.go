package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/generate"
	"github.com/birdcrab/birdcrab/puzzles/prove"
	"github.com/birdcrab/birdcrab/puzzles/quality"
	"github.com/birdcrab/birdcrab/solver"
)

func init() {
	register(command{
		name:  "generate",
		usage: "generate [--count N] [--seed N] [--goal KIND] [--opponent MODEL] [--pieces RANGE] [--with KIND] [--out FILE [--force]] [--timeout DURATION] [--nodes N] [--jobs N] [--kinds FILE] [--max-size SIZE]",
		brief: "mine new puzzles: random positions whose only solution passes every filter",
		run:   runGenerate,
	})
}

func runGenerate(args []string, stdout, stderr io.Writer) int {
	usage := []string{
		"usage: birdcrab generate [--count N] [--seed N] [--goal KIND] [--opponent MODEL] [--pieces RANGE]",
		"                         [--out FILE [--force]] [--timeout DURATION] [--jobs N] [--with KIND] [--nodes N] [--kinds FILE]",
		"                         [--max-size SIZE]",
		"Draws positions from the distribution of docs/generate.md, solves each, and keeps",
		"those with exactly one solution that passes every filter (docs/quality.md); then",
		"proves the pack as check does and writes it (standard output without --out).",
		"--out keeps the file it replaces as FILE.bak, and refuses before the search a FILE.bak",
		"that holds another version (an earlier run's backup) unless given --force, which",
		"keeps that version as FILE.bak.1 (or the first of .2, .3 ... free).",
		fmt.Sprintf("It draws at most %d candidates, and gives up sooner, saying why, when %d in a", generate.DefaultMaxTries, generate.DefaultGiveUp),
		"row that reached the solver were all stopped by --nodes or --timeout.",
		"The same flags give the same pack, whatever --jobs. Progress goes to standard error",
		"on a terminal (one line updated in place; none in a file or a pipe), then a",
		"summary; an interrupt (Ctrl-C, or SIGTERM) stops the search and writes the",
		"puzzles found before the first candidate it cut short (the first puzzles of",
		"the pack the same flags write). --jobs runs at most one job a core.",
		"Exit status: 0 all --count puzzles written; 1 fewer found (those found are written),",
		"or the pack found is not sound (nothing written); 2 bad input, or a pack that cannot",
		"be written; 3 stopped by an interrupt, the puzzles found so far written.",
	}
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cf := commandFlags{FlagSet: fs, stdout: stdout, stderr: stderr}
	cf.pieces = fs.String("kinds", "", "a catalogue `FILE` whose kinds replace or add to the default ones (- reads standard input; the other commands call it --pieces)")
	puzzles.MaxFileSize = fileio.DefaultMaxSize
	fs.Var(sizeFlag{&puzzles.MaxFileSize}, "max-size", "refuse a --kinds file larger than `SIZE` (e.g. 16MB; the built-in catalogue is never refused)")
	fs.Usage = func() {
		for _, line := range usage {
			fmt.Fprintln(fs.Output(), line)
		}
		fmt.Fprintln(fs.Output(), "\nOptions:")
		printDefaults(fs)
	}
	count := integer(cf, "count", 10, "how many puzzles to write (`N`, 1 or more)")
	seed := uint64(1)
	fs.Var(seedFlag{&seed}, "seed", "the random seed, a whole number `N` from 0 to 18446744073709551615")
	goal := fs.String("goal", "", "the goal `KIND` of every puzzle: "+strings.Join(generate.GoalKinds(), ", ")+" (default: drawn)")
	opponent := fs.String("opponent", "", "the opponent `MODEL` of every puzzle: hold, fixed or any (default: drawn)")
	pieces := fs.String("pieces", "4-8", "the pieces on the board, both players together: a `RANGE` such as 4-8, or one number")
	out := fs.String("out", "", "write the pack to `FILE` (atomically; a file replaced is kept as FILE.bak) instead of standard output (-)")
	force := fs.Bool("force", false, "let --out go on when FILE.bak holds another version than FILE (that version is then kept as FILE.bak.1, or the first of .2, .3 ... free)")
	timeout := cf.duration("timeout", 60*time.Second, "skip a candidate whose analysis takes longer than this `DURATION` (such as 60s; 0: no limit)")
	jobs := integer(cf, "jobs", 0, "`N` candidates analysed at once (0, or more than the cores: one a core)")
	with := fs.String("with", "", "give player 1 a piece of this `KIND` in every puzzle, on the board or in hand; a kind with a special rule must decide each puzzle kept (its rule switched off, the answer changes), which takes many more candidates; a plain kind may play no part")
	nodes := integer[int64](cf, "nodes", generate.DefaultMaxNodes, "skip a candidate whose search needs more than `N` resolutions (1 or more)")
	pos, code, ok := cf.parse(args)
	if !ok {
		return code
	}
	if code := cf.noArgs(pos); code != 0 {
		return code
	}
	if *out == "-" {
		// - is standard output, as it is standard input wherever a file
		// is read: it wrote a file named "-".
		*out = ""
	}
	switch {
	case *count < 1:
		return fail(stderr, "--count %d: want 1 or more", *count)
	case *goal != "" && !slices.Contains(generate.GoalKinds(), *goal):
		return fail(stderr, "--goal %q: want one of %s", *goal, strings.Join(generate.GoalKinds(), ", "))
	case *jobs < 0:
		return fail(stderr, "--jobs %d: want 1 or more, or 0 for every core", *jobs)
	case *nodes < 1:
		return fail(stderr, "--nodes %d: want 1 or more", *nodes)
	case *timeout < 0:
		return fail(stderr, "--timeout %v: a time limit cannot be negative (0 means no limit)", *timeout)
	case *force && *out == "":
		return fail(stderr, "--force goes with --out FILE (it lets --out keep an older FILE.bak aside); standard output has no backup to force")
	}
	*jobs = capJobs(stderr, *jobs, runtime.NumCPU())
	lo, hi, err := parseRange(*pieces)
	if err != nil {
		return fail(stderr, "--pieces %q: %v", *pieces, err)
	}
	cfg := generate.Config{Count: *count, Seed: seed, Goal: *goal, MinPieces: lo, MaxPieces: hi,
		Jobs: *jobs, MaxNodes: *nodes, Timeout: *timeout, With: *with, MaxTries: generateMaxTries, GiveUp: generateGiveUp}
	if *opponent != "" {
		o, err := solver.ParseOpponent(*opponent)
		if err != nil {
			return fail(stderr, "--opponent: %v", err)
		}
		cfg.Opponent, cfg.OpponentSet = o, true
	}
	cat, code := cf.catalogue(stderr)
	if code != 0 {
		return code
	}
	cfg.Kinds = cat
	// --max-size is the limit of the --kinds file, read now: the pack
	// generate writes, and reads back to prove it, is its own, and is not
	// refused at the end of a long search.
	puzzles.MaxFileSize = math.MaxInt64
	if err := cfg.Check(); err != nil {
		return fail(stderr, "%v", err)
	}
	// What --out names is checked before the search, which may take
	// hours, not after it.
	if *out != "" {
		if code := checkOut(stderr, *out, *force); code != 0 {
			return code
		}
	}
	ctx, stop := interruptContext()
	defer stop()
	var line progressLine
	if tty, ok := terminal(stderr); ok {
		// The terminal itself, as solve's line: one line rewritten in
		// place, not a new line each second. Elsewhere (a file, a pipe, a
		// CI log) no progress, as solve and check give none: the summary
		// after the search says what it did.
		line.on(tty)
		cfg.Progress = generateProgress(&line, cfg.Count, time.Now)
	}
	found, st, err := generate.Run(ctx, cfg)
	line.clear()
	stopped := signalStopText(ctx)
	if err != nil {
		return fail(stderr, "generate: %v", err)
	}
	run := generated{stderr: stderr, found: found, st: st, timeout: *timeout}
	if len(found) == 0 {
		run.summary()
		return shortfall(stderr, stopped, 0, cfg.Count)
	}
	name := *out
	if name == "" {
		name = "generated pack"
	}
	pk, err := generate.Pack(name, cat, cfg, found)
	if err != nil {
		return fail(stderr, "generate: %v", err)
	}
	data, err := pk.MarshalPlain()
	if err != nil {
		return fail(stderr, "generate: %v", err)
	}
	// Read the pack back and prove it as check does.
	back, err := puzzles.Parse(name, data, cat)
	if err != nil {
		return failProblems(stderr, err)
	}
	// An interrupt stops the search, not the proof of what was found: the
	// puzzles found so far are proven and written (a second interrupt ends
	// the program).
	stop()
	if code := run.prove(back); code != 0 {
		return code
	}
	if code := run.write(stdout, *out, data); code != 0 {
		return code
	}
	return shortfall(stderr, stopped, len(found), cfg.Count)
}

// generated is what generate's search found, to prove, write and sum up
// on stderr.
type generated struct {
	stderr  io.Writer
	found   []*generate.Found
	st      generate.Stats
	timeout time.Duration
}

// summary says on stderr what the search did: the puzzles found, the
// candidates judged and why the others were rejected, and why it gave up
// or skipped candidates when it did. It comes once the outcome is known,
// before the verdict that follows it: a summary of 5 puzzles printed
// before a failed write read as a success.
func (g *generated) summary() {
	fmt.Fprintf(g.stderr, "birdcrab: generate: %s from %s in %v; rejected: %s\n",
		tui.Plural(len(g.found), "puzzle"), tui.Plural(g.st.Tried, "candidate"), g.st.Elapsed.Round(time.Millisecond), rejectedText(g.st))
	if g.st.GaveUp != "" {
		fmt.Fprintf(g.stderr, "birdcrab: generate: gave up: %s\n", g.st.GaveUp)
	}
	if g.st.TimedOut > 0 {
		fmt.Fprintf(g.stderr, "birdcrab: generate: %s ran out of time (--timeout %v): another machine may keep them\n", tui.Plural(g.st.TimedOut, "candidate"), g.timeout)
	}
}

// prove proves the pack read back as check does; when a puzzle fails it
// says so after the summary and returns exit status 1 (nothing written).
func (g *generated) prove(back *puzzles.Pack) int {
	var problems []string
	for _, r := range prove.Pack(context.Background(), back, g.timeout, nil) {
		for _, p := range r.Problems {
			problems = append(problems, p.Error())
		}
	}
	if len(problems) == 0 {
		return 0
	}
	g.summary()
	for _, p := range problems {
		fmt.Fprintf(g.stderr, "birdcrab: generate: %s\n", p)
	}
	fmt.Fprintln(g.stderr, "birdcrab: generate: the pack is not sound; nothing written")
	return 1
}

// write writes the pack to out (standard output when ""), then sums up;
// a write that fails says so alone and returns exit status 2.
func (g *generated) write(stdout io.Writer, out string, data []byte) int {
	if out == "" {
		if _, err := stdout.Write(data); err != nil {
			return failOutput(g.stderr, err)
		}
		g.summary()
		return 0
	}
	wrote, err := writeOut(out, data, len(g.found))
	if err != nil {
		return fail(g.stderr, "generate: %v", err)
	}
	g.summary()
	fmt.Fprintln(g.stderr, wrote)
	return 0
}

// capJobs returns the jobs generate runs, at most cores: each candidate
// keeps a core busy, so more jobs only share them,
// each holding its search in memory (--jobs 100000 took 12 minutes and
// 1.9 GB where 1 took 3 s, and a stop took minutes to be felt). It says
// so on stderr when it lowers jobs. 0 stays 0: every core.
func capJobs(stderr io.Writer, jobs, cores int) int {
	if jobs <= cores {
		return jobs
	}
	fmt.Fprintf(stderr, "birdcrab: note: --jobs %d: this machine has %s, so %s run: more would only share them (the pack is the same whatever --jobs)\n",
		jobs, tui.Plural(cores, "core"), tui.Plural(cores, "job"))
	return cores
}

// writeOut writes the pack of n puzzles to out, keeping the file it
// replaces as out.bak, and returns what it wrote where, for stderr: the
// file replaced, and an older backup of another version kept aside
// (out.bak.1, ...), each by its name.
func writeOut(out string, data []byte, n int) (string, error) {
	_, err := os.Stat(out)
	replaced := err == nil
	aside, err := fileio.WriteFileKept(out, data)
	if err != nil {
		return "", err
	}
	msg := fmt.Sprintf("birdcrab: generate: wrote %s to %s", tui.Plural(n, "puzzle"), out)
	if replaced {
		msg += fmt.Sprintf("; the file it replaced is kept as %s", fileio.BackupPath(out))
	}
	if aside != "" {
		msg += fmt.Sprintf(", and the older backup that was there as %s", aside)
	}
	return msg, nil
}

// shortfall says on stderr why generate wrote fewer puzzles than --count
// (found of count; none: nothing written), and returns the exit status: 0
// when none is missing; 3 when an interrupt stopped the search (stopped
// says so, see signalStopText), as solve's and check's 3; else 1.
func shortfall(stderr io.Writer, stopped string, found, count int) int {
	switch {
	case found >= count:
		return 0
	case found == 0 && stopped != "":
		fmt.Fprintf(stderr, "birdcrab: generate: %s before a puzzle was found; nothing written\n", stopped)
		return 3
	case found == 0:
		// A pack of no puzzle is no pack: check and train refuse it, so
		// it would only replace the file --out names with nothing.
		fmt.Fprintln(stderr, "birdcrab: generate: no puzzle found; nothing written")
		return 1
	case stopped != "":
		fmt.Fprintf(stderr, "birdcrab: generate: %s: only %d of %d puzzles\n", stopped, found, count)
		return 3
	}
	fmt.Fprintf(stderr, "birdcrab: generate: only %d of %d puzzles\n", found, count)
	return 1
}

// generateProgress returns generate's progress callback: at most a line a
// second (and the last, when the count is reached), "generate: 3/10
// puzzles, 41 candidates judged, 12s", drawn on line, solve's progress
// line on the terminal.
func generateProgress(line *progressLine, count int, now func() time.Time) func(generate.Stats) {
	last := time.Time{}
	return func(st generate.Stats) {
		if now().Sub(last) < time.Second && st.Accepted < count {
			return
		}
		last = now()
		text := fmt.Sprintf("generate: %d/%s, %s judged, %v",
			st.Accepted, tui.Plural(count, "puzzle"), tui.Plural(st.Tried, "candidate"), st.Elapsed.Round(time.Second))
		line.draw(func(width int) string {
			if width == 0 {
				return text
			}
			return fitWidth(text, width)
		})
	}
}

// checkOut refuses, before the search, an --out that could not be
// written: in a folder that does not exist (named, as edit names it),
// read-only, or whose backup would replace another version (checkBackup).
// It returns the exit status, 0 to go on.
func checkOut(stderr io.Writer, out string, force bool) int {
	if err := checkNewFileFolder([]string{out}); err != nil {
		return fail(stderr, "--out: %v (make the folder first, or choose another --out): nothing was generated", err)
	}
	if err := fileio.CheckWritable(out, true); err != nil {
		return fail(stderr, "--out: %v", err)
	}
	if ro, err := fileio.ReadOnly(out); err != nil {
		return fail(stderr, "--out: %v", err)
	} else if ro {
		return fail(stderr, "--out %s: the file is read-only: not replaced, nothing was generated. Make it writable (chmod u+w %s) or choose another --out", out, out)
	}
	return checkBackup(stderr, out, force)
}

// checkBackup refuses, before the search, an --out whose backup would
// replace another version than the file (that of an earlier run: perhaps
// the only copy of the user's original), unless force; it returns the
// exit status (0: go on).
func checkBackup(stderr io.Writer, out string, force bool) int {
	lose, err := fileio.BackupWouldLose(out)
	if err != nil {
		return fail(stderr, "--out: %v", err)
	}
	if !lose || force {
		return 0
	}
	bak := fileio.BackupPath(out)
	return fail(stderr, "--out %s: %s already holds another version of %s (the file an earlier run replaced, perhaps your original), "+
		"and keeping %s as the backup would replace it; nothing was generated. Rename or remove %s, or give --force to go on (it is then kept as %s.1, or the first of .2, .3 ... free)",
		out, bak, out, out, bak, bak)
}

// generateMaxTries bounds the candidates generate draws (0: the package's
// default); tests lower it to see a search that finds nothing.
var generateMaxTries = 0

// generateGiveUp ends a fruitless search after this many candidates in a
// row stopped by a bound (0: the package's default); tests lower it.
var generateGiveUp = 0

// seedFlag is --seed: a whole number, with a message that says which.
type seedFlag struct{ n *uint64 }

func (f seedFlag) String() string {
	if f.n == nil {
		return "0"
	}
	return strconv.FormatUint(*f.n, 10)
}

func (f seedFlag) Set(s string) error {
	v, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	if err != nil {
		return fmt.Errorf("want a whole number from 0 to %d", uint64(math.MaxUint64))
	}
	*f.n = v
	return nil
}

// parseRange reads the --pieces range: "4-8", or one number, within
// generate.FewestPieces to generate.MostPieces, the smaller number first.
func parseRange(s string) (lo, hi int, err error) {
	lo, hi, err = readRange(s)
	if err == nil && (lo < generate.FewestPieces || hi > generate.MostPieces || hi < lo) {
		err = fmt.Errorf("want a range within %d-%d, the smaller number first, such as 4-8", generate.FewestPieces, generate.MostPieces)
	}
	return lo, hi, err
}

// readRange reads "4-8" or "6".
func readRange(s string) (lo, hi int, err error) {
	a, b, two := strings.Cut(strings.TrimSpace(s), "-")
	if lo, err = strconv.Atoi(strings.TrimSpace(a)); err != nil {
		return 0, 0, fmt.Errorf("want a range such as 4-8")
	}
	hi = lo
	if two {
		if hi, err = strconv.Atoi(strings.TrimSpace(b)); err != nil {
			return 0, 0, fmt.Errorf("want a range such as 4-8")
		}
	}
	return lo, hi, nil
}

// rejectedText writes the rejection counts, most first.
func rejectedText(st generate.Stats) string {
	type kv struct {
		k string
		v int
	}
	var all []kv
	for k, v := range st.Rejected {
		all = append(all, kv{k, v})
	}
	for i := 1; i < len(all); i++ {
		for j := i; j > 0 && (all[j].v > all[j-1].v || all[j].v == all[j-1].v && all[j].k < all[j-1].k); j-- {
			all[j], all[j-1] = all[j-1], all[j]
		}
	}
	var parts []string
	for _, x := range all {
		if isFilter(x.k) {
			// "144 unique" read as 144 unique puzzles rejected.
			parts = append(parts, fmt.Sprintf("%d by the %s filter", x.v, x.k))
			continue
		}
		parts = append(parts, fmt.Sprintf("%d %s", x.v, x.k))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// isFilter reports whether a reason of rejection is the name of a filter
// of docs/quality.md.
func isFilter(reason string) bool {
	for _, f := range quality.Filters {
		if f.Name == reason {
			return true
		}
	}
	return false
}
