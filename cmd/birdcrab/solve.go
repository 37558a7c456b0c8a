package main

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/prove"
	"github.com/birdcrab/birdcrab/solver"
	"golang.org/x/term"
)

func init() {
	register(command{
		name:  "solve",
		usage: "solve FILE|CODE [--id ID] [--json] [--timeout 30s] [--pieces FILE] [--max-size SIZE] [--side N] [--goal GOAL]... [--opponent hold|fixed|any] [--tries N] [--memory MB] [--solutions N]",
		brief: "find every order set that reaches the puzzle's goals (exit 0 solved, 1 unsolvable, 3 stopped: time limit, Ctrl-C or SIGTERM)",
		run:   runSolve,
	})
}

// multi collects a flag given several times.
type multi []string

func (m *multi) String() string     { return fmt.Sprint(*m) }
func (m *multi) Set(s string) error { *m = append(*m, s); return nil }

func runSolve(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("solve", stdout, stderr,
		"usage: birdcrab solve FILE|CODE [--id ID] [--json] [--timeout 30s] [--pieces FILE] [--max-size SIZE]",
		"                      [--side N] [--goal GOAL]... [--opponent hold|fixed|any] [--tries N] [--memory MB]",
		"                      [--solutions N]",
		"Finds every minimal set of the side's orders that reaches the goals.",
		"Exit status: 0 solved, 1 proven unsolvable, 2 bad input (or output that cannot be",
		"written), 3 stopped by the time limit or an interrupt (Ctrl-C, or SIGTERM as",
		"timeout(1) sends), after printing what it found so far. A stop that falls in the",
		"hunt for near misses (--tries), once the search has finished, keeps 0 or 1.")
	id := fs.String("id", "", "the `ID` of the puzzle to solve, when the file holds several")
	asJSON := fs.Bool("json", false, "print the result as one JSON object")
	timeout := fs.duration("timeout", 30*time.Second, "stop after `DURATION` (such as 90s or 5m) and report what is not proven (0: no limit)")
	side := integer(fs, "side", 0, "solve for player `N` instead of the file's side")
	opponent := fs.String("opponent", "", "the opponent `MODEL` instead of the file's: hold, fixed or any")
	var goals multi
	fs.Var(&goals, "goal", "a `GOAL` instead of the file's, e.g. \"ransack DE\", or several: \"ransack DE, kills 2\" (or repeat --goal)")
	tries := integer(fs, "tries", 0, "also report up to `N` near misses (opponent any; under another model a note says none are searched)")
	memory := integer(fs, "memory", 256, "the most `MB` of memory what the search remembers may take, all cores together")
	most := integer(fs, "solutions", 0, "stop once `N` solutions are found, each proven and minimal, though more may exist (0: find them all)")
	pos, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	arg, code := fs.oneFile(pos)
	if code != 0 {
		return code
	}
	if *timeout < 0 {
		return fail(stderr, "--timeout %v: a time limit cannot be negative (0 means no limit)", *timeout)
	}
	if *memory < 1 {
		return fail(stderr, "--memory %d: give at least 1 (megabytes)", *memory)
	}
	if fs.isSet("side") && *side < 1 {
		return fail(stderr, "--side %d: want a player, 1 or more", *side)
	}
	if *tries < 0 {
		return fail(stderr, "--tries %d: want 0 (no near misses) or more", *tries)
	}
	if *most < 0 {
		return fail(stderr, "--solutions %d: want 0 (every solution) or more", *most)
	}
	pk, s, code := fs.loadScenario(stderr, arg, *id)
	if code != 0 {
		return code
	}
	p, err := prove.Problem(s)
	if err != nil {
		return fail(stderr, "%s: %v", scenarioPlace(pk, s), err)
	}
	if fs.isSet("opponent") { // --opponent "" is no model, not the file's
		if p.Opponent, err = engine.ParseOpponent(*opponent); err != nil {
			return fail(stderr, "--opponent: %v", err)
		}
	}
	if err := setTask(stderr, p, *side, goals, scenarioPlace(pk, s), noGoalsText(pk, s)); err != nil {
		return fail(stderr, "%v", err)
	}
	modelNotes(stderr, p, *tries, *opponent != "", scenarioName(pk, s))
	targetNotes(stderr, pk, s)
	ctx, stop := interruptContext()
	defer stop()
	opt := solver.Options{Timeout: *timeout, Tries: *tries, MemoryMB: *memory, MaxSolutions: *most}
	var line progressLine
	if tty, ok := terminal(stderr); ok {
		// The terminal itself: stderr cleans escape sequences, and the
		// line is numbers rewritten in place with one.
		opt.Progress = line.show(tty)
	}
	res, err := solver.Solve(ctx, p, opt)
	line.clear()
	if err != nil {
		return fail(stderr, "%s: %v", scenarioPlace(pk, s), err)
	}
	hunted := triesNote(stderr, *tries, *most, p, res)
	why := stopCause(res, ctx.Err() != nil, *timeout)
	scat := s.Catalogue()
	if *asJSON {
		err = writeSolveJSON(stdout, res, scat, taskOf(p), hunted, why, signalField(ctx))
	} else {
		err = writeWrapped(stdout, func(w io.Writer) error {
			fmt.Fprintf(w, "%s: player %d, opponent %s, goals %s%s\n", scenarioHead(pk, s, false), p.Side, p.Opponent, engine.GoalsText(p.Goals), techFallNote(s.TechFall))
			sig := interruptedBy(ctx)
			return writeSolveText(w, res, scat, hunted, stopHead(why, sig, *timeout), stopBy(why, sig, *timeout))
		})
	}
	if err != nil {
		return failOutput(stderr, err)
	}
	timeNotes(stderr, why, res, *most)
	// A hunt for near misses stopped leaves the search's answer proven:
	// the exit status is its verdict's, 0 or 1 (README, "Solving a
	// position").
	return res.ExitStatus()
}

// timeLimitNote is what solve suggests when its time limit stopped a
// search for every solution: a long search under any often finds its
// first solution at once (README, "Solving a position").
const timeLimitNote = "birdcrab: note: to learn whether there is a solution at all, --solutions 1 stops at the first one found, often at once where listing every one takes minutes; --timeout 0 lifts the limit"

// foundNote is what solve suggests when its time limit stopped a search
// for every solution that found some: whether there is one is answered,
// and the solutions listed may not be minimal ("to learn whether there is
// a solution at all" was said over five solutions listed).
const foundNote = "birdcrab: note: there is a solution; --solutions N stops at N solutions, each proven minimal, " +
	"often at once where listing every one takes minutes; --timeout 0 lifts the limit"

// timeNotes suggests on stderr what to do when the time limit stopped res
// (why, see stopCause), most being --solutions: a longer limit, for the
// hunt for near misses; for a search of every solution, --solutions 1 when
// it found none, --solutions N when it found some.
func timeNotes(stderr io.Writer, why string, res *solver.Result, most int) {
	switch {
	case why != stoppedByTimeLimit:
	case res.TriesStopped:
		fmt.Fprintln(stderr, triesTimeNote)
	case most == 0 && len(res.Solutions) > 0:
		fmt.Fprintln(stderr, foundNote)
	case most == 0:
		fmt.Fprintln(stderr, timeLimitNote)
	}
}

// triesTimeNote is what solve suggests when its time limit stopped the hunt
// for near misses after a search that finished.
const triesTimeNote = "birdcrab: note: the search finished, but the time limit stopped the hunt for near misses: " +
	"a longer --timeout (0: no limit) lets it end (it takes at most 550,000 positions more)"

// modelNotes notes on stderr what of the task the opponent model leaves
// unused: --tries under another model than any, and fixed when the others
// have no orders, so that it plays as hold. Notes, not refusals: a script
// may pass --tries or --opponent for every puzzle of a pack whose models
// and scripts differ. flagged tells that --opponent set the model.
func modelNotes(stderr io.Writer, p *solver.Problem, tries int, flagged bool, name string) {
	if tries > 0 && p.Opponent != solver.Any {
		fmt.Fprintf(stderr, "birdcrab: note: --tries %d is ignored: near misses are searched only under opponent any, and %s has opponent %v\n", tries, name, p.Opponent)
	}
	if p.Opponent != solver.Fixed {
		return
	}
	for i, orders := range p.Replies {
		if i+1 != p.Side && len(orders) > 0 {
			return
		}
	}
	what := "opponent fixed"
	if flagged {
		what = "--opponent fixed"
	}
	fmt.Fprintf(stderr, "birdcrab: note: %s: %s gives the others no orders, so fixed plays as hold\n", what, name)
}

// triesNote tells whether near misses were looked for: when asked for,
// under any, and the search finished. A search that stopped before, at
// --solutions N or by its time limit, gets a note on stderr saying why it
// looked for none.
func triesNote(stderr io.Writer, tries, most int, p *solver.Problem, res *solver.Result) bool {
	if tries == 0 || p.Opponent != solver.Any {
		return false
	}
	switch {
	case res.Limited:
		fmt.Fprintf(stderr, "birdcrab: note: --tries %d: no near misses were looked for: they are looked for once the search has found every solution, and --solutions %d stopped it before\n", tries, most)
	case res.Stopped:
		fmt.Fprintf(stderr, "birdcrab: note: --tries %d: no near misses were looked for: they are looked for once the search has found every solution, and it was stopped before\n", tries)
	}
	return res.Complete
}

// noNearMisses is the line that takes the place of the near misses when
// they were looked for and none was found. A near miss meets the goals
// when the others give no orders and is beaten by one or two replies (see
// solver.Options.Tries); the hunt for them is bounded.
const noNearMisses = "no near misses found: no order set judged both meets the goals when the others give no orders " +
	"and is beaten by only one or two replies (the hunt is bounded, so one may be missing)\n"

// The causes of a stopped search (stopCause), as solve's JSON writes them
// in "stopped_by".
const (
	stoppedByTimeLimit = "time limit"
	stoppedByInterrupt = "interrupt"
)

// stopCause tells what stopped res, or the hunt for its near misses
// (Result.TriesStopped): the interrupt (Ctrl-C or SIGTERM, see
// stopSignals) when interrupted, else the time limit; "" when neither
// was stopped.
func stopCause(res *solver.Result, interrupted bool, timeout time.Duration) string {
	switch {
	case !res.Stopped && !res.TriesStopped:
		return ""
	case interrupted:
		return stoppedByInterrupt
	case timeout > 0:
		return stoppedByTimeLimit
	}
	return ""
}

// stopHead is the first line's head of a search stopped by why, with the
// signal that interrupted it (sig, see interruptedBy) and its time limit
// timeout: "stopped by Ctrl-C:", "stopped by SIGTERM:" or "stopped: the
// time limit of 5s was reached;", before what was found so far.
func stopHead(why, sig string, timeout time.Duration) string {
	switch why {
	case stoppedByInterrupt:
		if sig == "" {
			sig = "Ctrl-C"
		}
		return "stopped by " + sig + ":"
	case stoppedByTimeLimit:
		return fmt.Sprintf("stopped: the time limit of %s was reached;", durationText(timeout))
	}
	return "stopped:"
}

// stopBy says what stopped the search or the hunt for near misses (why,
// see stopCause), with the signal that interrupted it (sig) and its time
// limit timeout: "by Ctrl-C", "by SIGTERM", "by the time limit of 3s"; ""
// when neither stopped it.
func stopBy(why, sig string, timeout time.Duration) string {
	switch why {
	case stoppedByInterrupt:
		return "by " + cmp.Or(sig, "Ctrl-C")
	case stoppedByTimeLimit:
		return "by the time limit of " + durationText(timeout)
	}
	return ""
}

// durationText writes d as --timeout reads it, without the zeros Go's
// own writing ends a whole number of minutes or hours with: 1m, not 1m0s.
func durationText(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

// writeSolveText writes res for people (see solver.Result.WriteText),
// with head (stopHead) saying what stopped a stopped search, and by
// (stopBy) what stopped the hunt for near misses when one did; when near
// misses were hunted to the end and none was found, it says so where they
// would be listed, before the line of what was searched.
func writeSolveText(w io.Writer, res *solver.Result, cat *engine.Catalogue, hunted bool, head, by string) error {
	var b strings.Builder
	if err := res.WriteText(&b, cat); err != nil {
		return err
	}
	text := b.String()
	if rest, ok := strings.CutPrefix(text, "stopped:"); ok && res.Stopped {
		text = head + rest
	}
	if res.TriesStopped && by != "" {
		text = strings.Replace(text, solver.TriesStoppedHead, solver.TriesStoppedHead+" "+by, 1)
	}
	if hunted && len(res.Tries) == 0 && !res.TriesStopped {
		at := strings.Index(text, "\nsearched ") + 1 // 0 when there is no such line: first
		text = text[:at] + noNearMisses + text[at:]
	}
	_, err := io.WriteString(w, text)
	return err
}

// solveReport is solve's JSON: the solver's report, and when the search
// was stopped what stopped it (stopCause), with the signal when an
// interrupt did (signalField: "interrupt" stands for Ctrl-C and SIGTERM
// alike); then the task solved.
type solveReport struct {
	solver.Report
	StoppedBy string `json:"stopped_by,omitempty"`
	Signal    string `json:"signal,omitempty"`
	solveTask
}

// solveTask is what solve --json solved, after --side, --goal and
// --opponent: the side, its goals in notation (as a pack's goals), the
// opponent model and the Tech Fall option (0: off), so that a script that
// reads the verdict need not know the file's puzzle nor the flags given.
type solveTask struct {
	Side     int      `json:"side"`
	Goals    []string `json:"goals"`
	Opponent string   `json:"opponent"`
	TechFall int      `json:"tech_fall"`
}

// taskOf is the task p poses.
func taskOf(p *solver.Problem) solveTask {
	t := solveTask{Side: p.Side, Goals: []string{}, Opponent: p.Opponent.String()}
	for _, g := range p.Goals {
		t.Goals = append(t.Goals, g.String())
	}
	if p.Rules != nil {
		t.TechFall = p.Rules.TechFall
	}
	return t
}

// huntedReport is solve's JSON when near misses were looked for, with
// "tries" an empty list, not left out, when none was found.
type huntedReport struct {
	solveReport
	Tries []solver.TryReport `json:"tries"`
}

// writeSolveJSON writes res as one JSON object and a newline (see
// solver.Result.WriteJSON), with "stopped_by" why when it was stopped,
// and "signal" sig when an interrupt stopped it; "tries" is there, if
// only as [], when near misses were hunted.
func writeSolveJSON(w io.Writer, res *solver.Result, cat *engine.Catalogue, task solveTask, hunted bool, why, sig string) error {
	rep := solveReport{res.Report(cat), why, "", task}
	if why == stoppedByInterrupt {
		rep.Signal = sig
	}
	var v any = rep
	if hunted {
		v = huntedReport{rep, append([]solver.TryReport{}, rep.Tries...)}
	}
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// setTask puts the values of --side (0: not given) and --goal into p and
// checks p. A value that does not fit is named by its flag ("--side 3:
// ...", "--goal "kill A3": ..."); a problem of the file's own, by where,
// the file and the puzzle; noGoals says that p has no goals.
func setTask(stderr io.Writer, p *solver.Problem, side int, goals []string, where, noGoals string) error {
	if side != 0 {
		if side > int(p.Pos.NumPlayers) {
			return fmt.Errorf("--side %d: there is no player %d: the position has %d players", side, side, p.Pos.NumPlayers)
		}
		if p.Pos.Player(side).Out {
			return fmt.Errorf("--side %d: player %d is eliminated", side, side)
		}
		p.Side = side
	}
	if p.Side == 0 {
		// A lesson that asks which pieces die, or where a piece ends up
		// facing, plays every player's orders: it poses no goal to a side.
		return fmt.Errorf("%s has no side to solve for (it asks what the turn does, not for orders): give --side N and --goal GOAL to solve its position", where)
	}
	// The position and the side, before any goal is checked against them.
	if err := withGoal(p, engine.Goal{Kind: engine.GoalNoLosses}).Check(); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if len(goals) > 0 {
		var err error
		if p.Goals, err = flagGoals(stderr, p, goals); err != nil {
			return err
		}
	}
	if len(p.Goals) == 0 {
		return errors.New(noGoals)
	}
	if err := p.Check(); err != nil && side != 0 {
		return fmt.Errorf("%s: %w (for --side %d)", where, err, side)
	} else if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	return nil
}

// noGoalsText says that s, of pk, has no goals, and how to give them: a
// position file or code holds none (it cannot), a puzzle may.
func noGoalsText(pk *puzzles.Pack, s *puzzles.Scenario) string {
	const flag = `give them with --goal (e.g. --goal "kill A1")`
	switch {
	case pk.FromPosition():
		return fmt.Sprintf("%s is a position, which holds no goals: %s, or make it a puzzle (editor: a, then M)", pk.File, flag)
	case pk.ReadFromCode() && pk.File == puzzles.CodeFile:
		return fmt.Sprintf("the position code holds no goals: %s, or end the code with them (... | side 1 | goals kill A1)", flag)
	case pk.ReadFromCode():
		return fmt.Sprintf("%s holds a position code, which holds no goals: %s, or end the code with them (... | side 1 | goals kill A1)", pk.File, flag)
	}
	return fmt.Sprintf("%s: %s has no goals: give them in the file or with --goal", pk.File, s.Name())
}

// flagGoals reads the values of --goal for p: each one goal or a list
// ("kill A1, kills 1", as the editor's Solve window takes them). A goal
// that does not read or fit is named by its text, and by the value it is
// part of when that holds more.
func flagGoals(stderr io.Writer, p *solver.Problem, values []string) ([]engine.Goal, error) {
	var out []engine.Goal
	given := map[engine.Goal]string{}
	for _, value := range values {
		texts := engine.SplitGoals(value)
		if len(texts) == 0 {
			return nil, fmt.Errorf("--goal %q: no goal (such as --goal \"kill A1\" or --goal \"ransack DE, kills 2\")", value)
		}
		if err := emptyGoal(value); err != nil {
			return nil, err
		}
		for _, text := range texts {
			g, err := engine.ParseGoal(text)
			if err == nil {
				err = withGoal(p, g).Check()
			}
			if err != nil && len(texts) > 1 {
				return nil, fmt.Errorf("--goal %q: goal %q: %s", strings.TrimSpace(value), text, goalProblem(err, text, g))
			} else if err != nil {
				return nil, fmt.Errorf("--goal %q: %s", text, goalProblem(err, text, g))
			}
			if first, ok := given[g]; ok {
				// A note, not a refusal: the goal is reached once.
				fmt.Fprintf(stderr, "birdcrab: note: --goal %q repeats --goal %q: it is solved for once\n", text, first)
				continue
			}
			given[g] = text
			out = append(out, g)
		}
	}
	return out, nil
}

// withGoal returns a copy of p with the one goal g, against an opponent
// who holds: its Check then judges the position, the side and g alone.
func withGoal(p *solver.Problem, g engine.Goal) *solver.Problem {
	q := *p
	q.Goals, q.Opponent, q.Replies = []engine.Goal{g}, solver.Hold, nil
	return &q
}

// goalProblem is the message of err about the goal of a --goal value,
// without the goal itself, which the flag's value names already, and with
// the hint a pack's goals get at an unknown location (puzzles.Hint).
func goalProblem(err error, text string, g engine.Goal) string {
	msg := err.Error()
	for _, name := range []string{strings.TrimSpace(text), g.String()} {
		msg = strings.TrimPrefix(msg, fmt.Sprintf("goal %q: ", name))
	}
	return msg + puzzles.Hint(nil, msg)
}

// progressLine shows a running search's progress on one line of a terminal,
// rewritten in place, and takes it away at the end: solve's and generate's.
type progressLine struct {
	mu sync.Mutex
	w  io.Writer
	// width is the columns the line may take (0: any), read at each
	// drawing: the terminal may be resized.
	width func() int
	shown bool
}

// on makes the line draw on the terminal tty, fitted to its width less
// room for an echoed ^C (echoRoom): a line that wrapped would leave its
// first part behind at each update. A terminal that does not know its
// width says 0: the line is then written whole, not cut to nothing.
func (l *progressLine) on(tty *os.File) {
	l.w = tty
	l.width = func() int {
		if w, _, err := term.GetSize(int(tty.Fd())); err == nil && w > 0 {
			return max(1, w-echoRoom)
		}
		return 0
	}
}

// draw writes the line text makes for its width in place of the last,
// the cursor back at its start.
func (l *progressLine) draw(text func(width int) string) {
	t := text(l.width())
	l.mu.Lock()
	defer l.mu.Unlock()
	fmt.Fprintf(l.w, "\r\033[K%s\r", t)
	l.shown = true
}

// echoRoom is the columns a progress line leaves free at the end of the
// terminal's row, for the "^C" the terminal echoes when Ctrl-C stops the
// search. An echo that wrapped the line to a second row would leave the
// first behind, since the clearing takes away the row the cursor is on;
// so the cursor goes back to the start of the line after each drawing,
// and the echoes overwrite its start instead (two quick Ctrl-C echo four
// columns, more than this room).
const echoRoom = 3

// show returns the progress callback: the line appears on the terminal
// tty once the search has run a second (see on).
func (l *progressLine) show(tty *os.File) func(solver.Progress) {
	l.on(tty)
	return func(p solver.Progress) {
		if p.Elapsed < time.Second {
			return
		}
		l.draw(func(width int) string { return progressText(p, width) })
	}
}

// progressText is the progress line of p, in at most width characters
// (any number when width is 0): solver.Progress.Fit's line after
// "solving: ", the one the solver's String writes. It gives the positions
// searched and their rate, the part of the search done (solver.Progress.Share:
// each branch counted for its part of the one it was cut from, so it never
// goes back; the branches done of those cut so far went backwards, and read
// near done for a search far from it), the order sets being checked against
// every reply when such a check goes on (one can hold the part at 0% for
// minutes), the solutions found so far and the time. When the line does not
// fit, the rate goes first, then the check's replies, then its words; what
// still does not fit is cut.
func progressText(p solver.Progress, width int) string {
	const head = "solving: "
	if width > 0 && width <= len(head) {
		return fitWidth(head, width)
	}
	return head + p.Fit(max(0, width-len(head)))
}

// fitWidth cuts s to at most width characters (none when width < 1).
func fitWidth(s string, width int) string {
	if width < 1 {
		return ""
	}
	if r := []rune(s); len(r) > width {
		return string(r[:width])
	}
	return s
}

// clear takes the line away, if it was drawn.
func (l *progressLine) clear() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.shown {
		fmt.Fprint(l.w, "\r\033[K")
		l.shown = false
	}
}
