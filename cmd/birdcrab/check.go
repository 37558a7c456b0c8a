package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/prove"
)

func init() {
	register(command{
		name:  "check",
		usage: "check [FILE...] [--json] [--strict] [--no-filters] [--timeout 60s] [--pieces FILE] [--max-size SIZE]",
		brief: "prove the puzzles and lessons of packs sound (no file: the shipped packs)",
		run:   runCheck,
	})
}

// checked is what check learned about one pack file: the pack, or the
// problems that kept it from loading, and the verdict on each puzzle and
// lesson with what the proof found.
type checked struct {
	file     string
	pack     *puzzles.Pack
	problems []*puzzles.FileError
	results  []puzzles.Result
	proofs   map[*puzzles.Scenario]proof
	// quality holds the analysis of each sound puzzle (nil with
	// --no-filters).
	quality map[*puzzles.Scenario]judged
	// strict is set when a weak puzzle fails the check: under --strict,
	// unless the pack says filters = false.
	strict bool
	// stops holds, for each puzzle or lesson whose proof the time limit
	// or an interrupt cut short (or an interrupt kept from starting),
	// what was left unproven: it is neither sound nor failed.
	stops map[*puzzles.Scenario]stop
	// unmeasured holds the sound puzzles an interrupt kept from the
	// quality analysis: under --strict they are not known to pass.
	unmeasured map[*puzzles.Scenario]stop
}

// stop is why the check of a puzzle or lesson was cut short before it
// decided: by, as solve's JSON writes it (stoppedByTimeLimit or
// stoppedByInterrupt), and text, what stopped it and what is not proven.
// unbegun is set for a proof an interrupt kept from beginning: the text
// prints those of a file in one line, not a STOP for each.
type stop struct {
	by, text string
	sig      string // with stoppedByInterrupt: the JSON's "signal" (signalField)
	unbegun  bool
}

// stopFor is the stop of a search begun under ctx, check's own, and
// bounded by limit, that did not decide what: an interrupt when ctx was
// cancelled, else the time limit.
func stopFor(ctx context.Context, limit time.Duration, what string) stop {
	if ctx.Err() != nil {
		by := interruptedBy(ctx)
		if by == "" {
			by = "an interrupt"
		}
		return stop{by: stoppedByInterrupt, sig: signalField(ctx), text: fmt.Sprintf("stopped by %s: %s", by, what)}
	}
	return stop{by: stoppedByTimeLimit, text: fmt.Sprintf("the time limit of %s ran out: %s", durationText(limit), what)}
}

// prover is prove.Prover, each proof bounded by limit (0: none), but
// for a proof the time limit or an interrupt stops before it decides:
// that one is kept in c.stops, not made a problem of the scenario (it
// proved the scenario neither sound nor unsound). After an interrupt no
// proof begins.
func (c *checked) prover(limit time.Duration, record prove.Record) puzzles.Prover {
	proof := prove.Prover(0, record)
	return func(ctx context.Context, s *puzzles.Scenario, unique bool) error {
		if ctx.Err() != nil {
			st := stopFor(ctx, limit, "not proven: the check stopped before its proof began")
			st.unbegun = true
			c.stops[s] = st
			return nil
		}
		bounded, cancel := ctx, context.CancelFunc(func() {})
		if limit > 0 {
			bounded, cancel = context.WithTimeout(ctx, limit)
		}
		defer cancel()
		err := proof(bounded, s, unique)
		if err == nil || bounded.Err() == nil {
			return err
		}
		// Stopped: the solver's report of what it searched, or, from the
		// refutation of the stated solution, the context's error.
		what := err.Error()
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			what = "the stated solution not proven to hold against every reply"
		}
		c.stops[s] = stopFor(ctx, limit, what)
		return nil
	}
}

// keepRefuterStops keeps in c.stops what the search for a reply (a
// lesson under "any": its wrong answers, its rule) left unjudged when the
// time limit or an interrupt stopped it (puzzles.Result.Stopped), as
// prover keeps a stopped proof: it proved the lesson neither sound nor
// unsound. It was a problem, "not judged: ...", and check exited 1.
func (c *checked) keepRefuterStops(ctx context.Context, limit time.Duration) {
	for _, r := range c.results {
		s := scenarioOf(c.pack, r)
		if len(r.Stopped) == 0 || s == nil || c.stops[s].text != "" {
			continue
		}
		c.stops[s] = stopFor(ctx, limit, strings.Join(r.Stopped, "; "))
	}
}

// proof is what the uniqueness proof of one scenario found.
type proof struct {
	solutions [][]engine.Order
	nodes     int64
}

func runCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("check", stdout, stderr,
		"usage: birdcrab check [FILE...] [--json] [--strict] [--no-filters] [--timeout 60s] [--pieces FILE]",
		"                      [--max-size SIZE]",
		"Loads each pack (when no file is given, the shipped packs, named \"(shipped)",
		"tactics.toml\" and so on, with a note on standard error; - reads one from",
		"standard input) over the --pieces catalogue, the pack's own kinds over it,",
		"proves each puzzle's solution works and is unique up to its",
		"accepted alternatives, and each lesson's answer right; then measures each",
		"sound puzzle and runs the filters of docs/quality.md, printing why a puzzle is",
		"weak. One line per puzzle, or with --json one object (docs/json.md).",
		"Exit status: 0 all sound; 1 a puzzle or lesson has a problem (with --strict, a",
		"weak puzzle too, but for one of a pack whose [pack] says filters = false;",
		"--no-filters wins over --strict); 2 a file that cannot be read, is broken or",
		"holds nothing to check (no puzzles and no lessons, a position, a code): bad",
		"input, as for every command; the other files are still checked; 3 nothing",
		"failed, but a proof was stopped before it decided: by --timeout, or by an",
		"interrupt (Ctrl-C, or SIGTERM as timeout(1) sends), which leaves the puzzles",
		"not yet proven unproven and prints what was found.")
	timeout := fs.duration("timeout", 60*time.Second, "the most time one puzzle's proof may take, a `DURATION` such as 60s or 5m (0: no limit)")
	asJSON := fs.Bool("json", false, "print the verdicts as one JSON object")
	strict := fs.Bool("strict", false, "a puzzle that a filter rejects fails the check (unless its pack says filters = false, or --no-filters is given)")
	noFilters := fs.Bool("no-filters", false, "prove soundness only: no quality analysis, no filters (--strict then requires none)")
	files, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	if files, code = fs.files(files); code != 0 {
		return code
	}
	if err := oneStdin(append(files, *fs.pieces)...); err != nil {
		return fail(stderr, "%v", err)
	}
	if *timeout < 0 {
		return fail(stderr, "--timeout %v: a time limit cannot be negative (0 means no limit)", *timeout)
	}
	cat, code := fs.catalogue(stderr)
	if code != 0 {
		return code
	}
	var all []*checked
	if len(files) == 0 {
		// The shipped packs, read over the catalogue of --pieces as any
		// pack is: whether they still hold with kinds corrected. A note
		// says so: a script whose file list came out empty would pass.
		fmt.Fprintln(stderr, "birdcrab: note: no file given: checking the packs that ship with birdcrab, named \""+shippedLabel("NAME.toml")+"\"")
		for _, name := range puzzles.ShippedFiles() {
			c := &checked{file: shippedLabel(name)}
			c.take(puzzles.ParseShippedAs(name, c.file, cat))
			all = append(all, c)
		}
	}
	for _, f := range files {
		c := &checked{file: f}
		if f == "-" {
			c.file = stdinName
		}
		c.take(loadPack(f, cat))
		all = append(all, c)
	}
	ctx, unwatch := interruptContext()
	defer unwatch()
	for _, c := range all {
		if c.pack == nil {
			continue
		}
		c.proofs = map[*puzzles.Scenario]proof{}
		c.stops = map[*puzzles.Scenario]stop{}
		record := func(s *puzzles.Scenario, sols [][]engine.Order, nodes int64) {
			c.proofs[s] = proof{solutions: sols, nodes: nodes}
		}
		c.results = puzzles.CheckRefuting(ctx, c.pack, c.prover(*timeout, record), prove.Refuter(*timeout))
		c.keepRefuterStops(ctx, *timeout)
		checkAnswers(ctx, c, *timeout)
		// A pack whose filters are optional has them reported, never
		// required; with --no-filters none run, so none are required.
		c.strict = *strict && !*noFilters && !c.pack.FiltersOptional
		if !*noFilters {
			judgePack(ctx, c)
		}
	}
	if *asJSON {
		return writeCheckJSON(stdout, stderr, all)
	}
	return writeCheckText(stdout, all)
}

// shippedLabel is how check names the shipped pack name
// ("packs/tactics.toml"), which is built into birdcrab: "(shipped)
// tactics.toml", which no one takes for a path on disk.
func shippedLabel(name string) string {
	return "(shipped) " + path.Base(name)
}

// take keeps the pack loaded from c's file, or the problems that leave
// nothing in it to check.
func (c *checked) take(pk *puzzles.Pack, err error) {
	switch {
	case err != nil:
		c.problems = problemsOf(err)
	case pk.FromPosition() && !pipedPositionCode(pk):
		c.problems = []*puzzles.FileError{{File: c.file, Msg: "a position file: a position and its orders, with no puzzle to check (resolve plays it, solve --goal solves it, edit makes it a puzzle of a pack)"}}
	case pk.ReadFromCode() || pk.FromPosition():
		// A code leaves the solution out: its puzzle would only fail for
		// want of one, with a hint at keys it has not got. (A position
		// code piped in reads as a position file.)
		c.problems = []*puzzles.FileError{{File: codeFileName(pk), Msg: "a position or puzzle code, with no solution to check (a code leaves it out): solve finds its solutions, edit makes it a puzzle of a pack"}}
	case len(pk.Puzzles) == 0 && len(pk.Lessons) == 0:
		c.problems = []*puzzles.FileError{{File: c.file, Msg: pk.NoScenariosText()}}
	default:
		c.pack = pk
	}
	// A code given as an argument or on standard input is named as its
	// problems name it and as show heads it, "position code" or "puzzle
	// code", not by the whole code (or "stdin") as the file.
	if len(c.problems) > 0 && isCodeName(c.problems[0].File) {
		c.file = c.problems[0].File
	}
}

// codeFileName is the name of pk, read from a code, as show heads it:
// "puzzle code" or "position code" for a code given as an argument or on
// standard input, else its file's name.
func codeFileName(pk *puzzles.Pack) string {
	if len(pk.Puzzles) > 0 {
		if _, from, ok := codeNames(pk, &pk.Puzzles[0].Scenario); ok {
			return from
		}
	}
	return pk.File
}

// pipedPositionCode reports whether pk, read as a position file, is a
// position code alone given on standard input, which is a code.
func pipedPositionCode(pk *puzzles.Pack) bool {
	return isCodeName(codeFileName(pk)) && len(pk.Puzzles) == 1 && len(pk.Puzzles[0].Orders) == 0
}

// isCodeName reports whether name is what a code given as an argument (or
// on standard input) goes by rather than a file's name.
func isCodeName(name string) bool {
	return name == puzzles.CodeFile || name == "puzzle code"
}

// writeCheckText prints one line per puzzle and lesson, its problems and
// notes under it, and a summary; it returns the exit status.
func writeCheckText(stdout io.Writer, all []*checked) int {
	sum := summarize(all)
	for _, c := range all {
		for _, p := range shownProblems(c.problems) {
			fmt.Fprintf(stdout, "FAIL %v\n", p)
		}
		var unbegun []puzzles.Result
		for _, r := range c.results {
			if c.unbegun(r) {
				unbegun = append(unbegun, r)
				continue
			}
			writeResultText(stdout, c, r)
		}
		writeUnbegunText(stdout, c, unbegun)
	}
	fmt.Fprintf(stdout, "%s, %s, %s: ", tui.Plural(sum.Packs, "pack"), tui.Plural(sum.Puzzles, "puzzle"), tui.Plural(sum.Lessons, "lesson"))
	weak := ""
	if sum.Weak > 0 {
		weak = fmt.Sprintf(" (%d weak by the filters)", sum.Weak)
	}
	if sum.OK {
		fmt.Fprintf(stdout, "all sound%s\n", weak)
		return sum.exitStatus()
	}
	parts := []string{fmt.Sprintf("%d failed", sum.Failed)}
	if sum.Stopped > 0 {
		parts = append(parts, fmt.Sprintf("%d not proven, %s", sum.Stopped, stoppedText(all)))
	}
	if sum.Unreadable > 0 {
		parts, weak = append(parts, unloaded(sum.Unreadable)), ""
	}
	fmt.Fprintf(stdout, "%s%s\n", strings.Join(parts, ", "), weak)
	return sum.exitStatus()
}

// writeResultText prints the line of one puzzle or lesson (ok, FAIL, or
// STOP for one whose proof was stopped before it decided), and under it
// its problems, what stopped it, its notes (whether it passes or not) and
// what the filters say.
func writeResultText(stdout io.Writer, c *checked, r puzzles.Result) {
	where := r.File
	if r.Line > 0 { // a position code has no lines
		where = fmt.Sprintf("%s:%d", r.File, r.Line)
	}
	j, measured := c.judgedOf(r)
	status, st := c.status(r)
	head := map[string]string{statusOK: "ok  ", statusFail: "FAIL", statusStopped: "STOP"}[status]
	fmt.Fprintf(stdout, "%s %s %s %q\n", head, where, r.What, r.ID)
	for _, p := range r.Problems {
		fmt.Fprintf(stdout, "     %v\n", p)
	}
	if st.text != "" {
		fmt.Fprintf(stdout, "     %s\n", st.text)
	}
	if s := scenarioOf(c.pack, r); s != nil && c.unmeasured[s].text != "" && c.unmeasured[s] != st {
		fmt.Fprintf(stdout, "     %s\n", c.unmeasured[s].text)
	}
	// Notes print under a failure too: they may explain it.
	for _, n := range r.Notes {
		fmt.Fprintf(stdout, "     note: %s\n", n)
	}
	if measured {
		for _, l := range j.weakLines() {
			fmt.Fprintf(stdout, "     %s\n", l)
		}
	}
}

// unbegun reports whether r is a puzzle or lesson whose proof an
// interrupt kept from beginning, with nothing else to say of it: one of
// those check prints together.
func (c *checked) unbegun(r puzzles.Result) bool {
	status, st := c.status(r)
	return status == statusStopped && st.unbegun && len(r.Problems) == 0 && len(r.Notes) == 0
}

// writeUnbegunText prints one line for the puzzles and lessons of a file
// whose proofs an interrupt kept from beginning (rs): a STOP line and
// what stopped it for each made a Ctrl-C print thousands of lines.
func writeUnbegunText(stdout io.Writer, c *checked, rs []puzzles.Result) {
	if len(rs) == 0 {
		return
	}
	puzzleCount, lessonCount := 0, 0
	for _, r := range rs {
		if r.What == "lesson" {
			lessonCount++
		} else {
			puzzleCount++
		}
	}
	var parts []string
	if puzzleCount > 0 {
		parts = append(parts, tui.Plural(puzzleCount, "puzzle"))
	}
	if lessonCount > 0 {
		parts = append(parts, tui.Plural(lessonCount, "lesson"))
	}
	_, st := c.status(rs[0])
	by, _, _ := strings.Cut(st.text, ":")
	whose := "their proofs"
	if len(rs) == 1 {
		whose = "its proof"
	}
	fmt.Fprintf(stdout, "STOP %s: %s not proven, %s before %s began\n", rs[0].File, strings.Join(parts, " and "), by, whose)
}

// stoppedText says what stopped the proofs that did not decide: an
// interrupt, when one did (it stops all that were left), else the time
// limit.
func stoppedText(all []*checked) string {
	text := "stopped by the time limit"
	for _, c := range all {
		for _, st := range c.stops {
			if st.by == stoppedByInterrupt {
				by, _, _ := strings.Cut(st.text, ":")
				return by
			}
		}
	}
	return text
}

// unloaded says that n files did not load, or held nothing to check.
func unloaded(n int) string {
	if n == 1 {
		return "1 file does not load or holds nothing to check"
	}
	return fmt.Sprintf("%d files do not load or hold nothing to check", n)
}

// checkSummary counts what check found.
type checkSummary struct {
	Packs      int  `json:"packs"`
	Puzzles    int  `json:"puzzles"`
	Lessons    int  `json:"lessons"`
	Failed     int  `json:"failed"`
	Stopped    int  `json:"stopped"`
	Unreadable int  `json:"unreadable"`
	Weak       int  `json:"weak"`
	OK         bool `json:"ok"`
}

// exitStatus is check's exit status: 0 when all is sound; 2 when a file
// could not be read or held nothing to check (bad input, as for every
// command, even when a puzzle of another file failed too); 1 when every
// file loaded and a puzzle or lesson has a problem; 3 when nothing failed
// but a proof was stopped (the time limit, an interrupt) before it
// decided, as solve's 3.
func (s checkSummary) exitStatus() int {
	switch {
	case s.OK:
		return 0
	case s.Unreadable > 0:
		return 2
	case s.Failed > 0:
		return 1
	}
	return 3
}

func summarize(all []*checked) checkSummary {
	var s checkSummary
	for _, c := range all {
		if c.pack == nil {
			s.Unreadable++
			continue
		}
		s.Packs++
		for _, r := range c.results {
			if r.What == "lesson" {
				s.Lessons++
			} else {
				s.Puzzles++
			}
			switch status, _ := c.status(r); status {
			case statusFail:
				s.Failed++
			case statusStopped:
				s.Stopped++
			}
			if j, ok := c.judgedOf(r); ok && j.weak() {
				s.Weak++
			}
		}
	}
	s.OK = s.Failed == 0 && s.Unreadable == 0 && s.Stopped == 0
	return s
}

// judgedOf returns the quality analysis of a result's puzzle, if it ran.
func (c *checked) judgedOf(r puzzles.Result) (judged, bool) {
	if c.quality == nil || r.What != "puzzle" {
		return judged{}, false
	}
	pz := c.pack.Puzzle(r.ID)
	if pz == nil {
		return judged{}, false
	}
	j, ok := c.quality[&pz.Scenario]
	return j, ok
}

// The verdicts on one puzzle or lesson, as check --json writes them.
const (
	statusOK      = "ok"
	statusFail    = "fail"
	statusStopped = "stopped"
)

// status is the verdict on a result: fail with a problem, or under
// --strict with a filter rejecting it; else stopped, with what stopped
// it, when a proof (or under --strict the quality analysis) was stopped
// before it decided; else ok.
func (c *checked) status(r puzzles.Result) (string, stop) {
	j, measured := c.judgedOf(r)
	if !r.OK() || (measured && c.strict && j.weak()) {
		return statusFail, c.stopOf(r)
	}
	if st := c.stopOf(r); st.text != "" {
		return statusStopped, st
	}
	if s := scenarioOf(c.pack, r); s != nil && c.strict && c.unmeasured[s].text != "" {
		return statusStopped, c.unmeasured[s]
	}
	return statusOK, stop{}
}

// stopOf is what stopped the proof of a result's puzzle or lesson, if
// one was stopped.
func (c *checked) stopOf(r puzzles.Result) stop {
	if s := scenarioOf(c.pack, r); s != nil {
		return c.stops[s]
	}
	return stop{}
}
