package editor

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// Solver searches for the orders that reach a problem's goals, as
// solver.Solve does (the default); tests give others. It must return soon
// after ctx is cancelled, with what it found so far; opt.Progress may be
// called from any goroutine.
type Solver func(ctx context.Context, p *solver.Problem, opt solver.Options) (*solver.Result, error)

// solveState is a solver run in the background.
type solveState struct {
	req    *solver.Problem
	cancel context.CancelFunc
	// latest is the last progress reported; pending says a draw is queued.
	mu      sync.Mutex
	latest  solver.Progress
	pending atomic.Bool
	view    *tview.TextView
	dialog  string
	started time.Time
	stopped bool // Esc was pressed
	// limit is the search's time limit: when Esc did not stop it, the
	// time limit did.
	limit time.Duration
	// set is the settings the search was started with.
	set solveSettings
	// bar is the share the progress bar shows: the most the search has
	// reported, below full (see barShare).
	bar float64
}

// solveSettings are the choices of the Solve dialog.
type solveSettings struct {
	side     int
	goals    []engine.Goal
	opponent engine.Opponent
	techFall int
	seconds  int
	most     int // stop at this many solutions (0: find them all)
}

// sameSearch reports whether s and t ask for the same search, whatever
// their time limits: a search that finished found the same within one as
// within another (one that did not: see Editor.stale).
func (s solveSettings) sameSearch(t solveSettings) bool {
	s.seconds = t.seconds
	return s.same(t)
}

// same reports whether s and t are the same settings.
func (s solveSettings) same(t solveSettings) bool {
	return s.side == t.side && engine.GoalsText(s.goals) == engine.GoalsText(t.goals) &&
		s.opponent == t.opponent && s.techFall == t.techFall && s.seconds == t.seconds && s.most == t.most
}

// maxMost is the most solutions the Solve window's line stops at.
const maxMost = 9

// mostText says what the Solve window's Solutions line asks of the search.
func mostText(n int) string {
	switch n {
	case 0:
		return "all of them"
	case 1:
		return "stop at the first (is there one?)"
	}
	return fmt.Sprintf("stop at %d", n)
}

// solveMemory is what the Solve window was set to for one file and
// puzzle, and the settings it started from then.
type solveMemory struct {
	from solveSettings
	set  *solveSettings
}

// solveKey names the file and the puzzle on the board, whose Solve
// settings the editor keeps for the session.
func (e *Editor) solveKey() string {
	key := e.doc.Path
	if m := e.doc.State().Puzzle; m != nil {
		key += "\x00" + m.ID
	}
	return key
}

// solveSettingsFor returns the settings the Solve window opens with: those
// it was last left with for this file and puzzle, unless the puzzle's own
// side, goals, opponent or Tech Fall changed since; else the puzzle's, or
// the defaults. On a position whose other players have orders the
// opponent starts at fixed, as birdcrab solve reads such a file: they are
// the script (solvux #1: the window started at hold, and P then played
// them against its solution); a window left at hold before they had
// orders, its opponent never changed, starts at fixed once they have.
func (e *Editor) solveSettingsFor() *solveSettings {
	from := solveSettings{side: 1, opponent: e.startOpponent(1), seconds: 30}
	m := e.doc.State().Puzzle
	if m != nil {
		from.side, from.goals, from.opponent = m.Side, append([]engine.Goal(nil), m.Goals...), m.Opponent
		from.techFall = m.TechFall
	}
	key := e.solveKey()
	// On a position the opponent it starts from follows the others'
	// orders; what else the window was left with is kept.
	if mem, ok := e.solveSets[key]; ok && (mem.from.same(from) || m == nil && mem.from.withOpponent(from.opponent).same(from)) {
		if mem.set.opponent == mem.from.opponent {
			mem.set.opponent = from.opponent
		}
		e.solveSets[key] = solveMemory{from: from, set: mem.set}
		return mem.set
	}
	set := from
	set.goals = append([]engine.Goal(nil), from.goals...)
	if e.solveSets == nil {
		e.solveSets = make(map[string]solveMemory)
	}
	e.solveSets[key] = solveMemory{from: from, set: &set}
	return &set
}

// startOpponent is the opponent model a search or a puzzle of the
// position on the board starts at, for side: fixed when the other players
// have orders on the board (they are the script, as birdcrab solve reads
// such a file), else hold. The Solve window (S) and a puzzle added with a
// both start there: a added one at hold whose others had orders, and w
// then said their orders were not in the file.
func (e *Editor) startOpponent(side int) engine.Opponent {
	if e.othersOrders(side) != "" {
		return engine.Fixed
	}
	return engine.Hold
}

// solveNow returns the settings the Solve window holds for the board (as
// solveSettingsFor would open it), nil when it was not opened for it this
// session.
func (e *Editor) solveNow() *solveSettings {
	mem, ok := e.solveSets[e.solveKey()]
	if !ok {
		return nil
	}
	set := *mem.set
	if set.opponent == mem.from.opponent && e.doc.State().Puzzle == nil {
		set.opponent = e.startOpponent(set.side) // it follows the orders, as solveSettingsFor's
	}
	return &set
}

// newPuzzleMeta is the metadata a puzzle made of the board starts with:
// the side, goals, opponent and Tech Fall the Solve window was left with
// (goals typed in S were typed again in M), else side 1 at the opponent
// startOpponent gives. On a puzzle of a pack the window opens with the
// puzzle's own, so they are taken only when changed there (solveChanged):
// S opened and closed made a the puzzle's copy with its goals.
func (e *Editor) newPuzzleMeta(id string) Meta {
	m := Meta{ID: id, Side: 1, Opponent: e.startOpponent(1)}
	set := e.solveNow()
	if e.doc.State().Puzzle != nil && !e.solveChanged() {
		set = nil
	}
	if set == nil || set.side < 1 || set.side > int(e.doc.Pos().NumPlayers) {
		return m
	}
	m.Side, m.Opponent, m.TechFall = set.side, set.opponent, set.techFall
	for _, g := range set.goals {
		if e.doc.Pos().CheckGoal(g, set.side) != nil {
			return m // the board changed under them: M sets them
		}
	}
	m.Goals = append([]engine.Goal(nil), set.goals...)
	return m
}

// solveChanged reports whether the Solve window, opened for the board this
// session, was left with another side, goals, opponent or Tech Fall than
// it opened with (its time limit and solutions are no puzzle's).
func (e *Editor) solveChanged() bool {
	mem, ok := e.solveSets[e.solveKey()]
	if !ok {
		return false
	}
	set, from := *mem.set, mem.from
	set.seconds, set.most = from.seconds, from.most
	return !set.same(from)
}

// withOpponent returns s with the opponent o.
func (s solveSettings) withOpponent(o engine.Opponent) solveSettings {
	s.opponent = o
	return s
}

// othersOrders names the players other than side who have orders on the
// board ("Blue", "Blue and Green"), "" when none has.
func (e *Editor) othersOrders(side int) string {
	var names []string
	for i, l := range e.doc.Orders().Lists(int(e.doc.Pos().NumPlayers)) {
		if i+1 != side && len(l) > 0 {
			names = append(names, tui.PlayerName(i+1))
		}
	}
	return engine.AndList(names)
}

// startSolve opens the Solve dialog: side, goals and opponent model (those
// of the puzzle on the board, if any, or those the window was left with
// for this file and puzzle), a time limit, and a line to start.
func (e *Editor) startSolve() {
	set := e.solveSettingsFor()
	var closeProps func()
	setSeconds := func(v int) {
		set.seconds = v
		e.say(fmt.Sprintf("time limit: %d seconds", v), false) // not a refusal from before
	}
	// Each choice says what it became: l typed as a letter changed
	// Solutions to "stop at the first" with not a word.
	setSide := func(v int) {
		set.side = v
		e.say("side: "+tui.PlayerName(v)+" looks for orders", false)
	}
	setOpponent := func(o engine.Opponent) {
		set.opponent = o
		e.say(fmt.Sprintf("opponent: %s: %s", o, e.opponentSaid(o, set.side)), false)
	}
	setTechFall := func(v int) {
		set.techFall = v
		e.say("Tech Fall: "+techFallText(v), false)
	}
	setMost := func(v int) {
		set.most = v
		e.say("solutions: "+mostText(v), false)
	}
	askGoals := func() *tui.TextEntry {
		return e.askGoals(engine.GoalsText(set.goals), func(g []engine.Goal) bool {
			// Checked here, as M's goals are: a ransack of
			// nobody's territory was refused only at Start.
			for _, goal := range g {
				if err := e.doc.Pos().CheckGoal(goal, set.side); err != nil {
					e.say(fmt.Sprintf("refused for %s: %v", tui.PlayerName(set.side), err), true)
					return false
				}
			}
			set.goals = g
			e.say("goals: "+cmp.Or(engine.GoalsText(g), "none"), false) // not a refusal from before
			return true
		})
	}
	e.showProps("Solve", false, false, func() []prop {
		n := int(e.doc.Pos().NumPlayers)
		if set.side < 1 || set.side > n {
			set.side = 1
		}
		goals := engine.GoalsText(set.goals)
		if goals == "" {
			goals = "none yet: Enter sets them (ransack DE, kills 2 ...)"
		}
		props := []prop{
			{
				text:   fmt.Sprintf("%-13s %s", "Side:", tui.PlayerName(set.side)+" looks for orders"),
				adjust: func(k int) { setSide((set.side-1+k+n)%n + 1) },
				enter:  func() { setSide(set.side%n + 1) },
			},
			{
				text:  fmt.Sprintf("%-13s %s", "Goals:", goals),
				enter: func() { askGoals() },
				field: askGoals,
			},
			{
				text:   fmt.Sprintf("%-13s %s: %s", "Opponent:", set.opponent, e.opponentLine(set.opponent, set.side)),
				adjust: func(k int) { setOpponent(nextOpponent(set.opponent, k)) },
				enter:  func() { setOpponent(nextOpponent(set.opponent, 1)) },
			},
			{
				text:   fmt.Sprintf("%-13s %s", "Tech Fall:", techFallText(set.techFall)),
				adjust: func(k int) { setTechFall(min(max(set.techFall+k, 0), puzzles.MaxTechFall)) },
				enter:  func() { setTechFall(toggleTechFall(set.techFall)) },
			},
			{
				text:   fmt.Sprintf("%-13s %d seconds", "Time limit:", set.seconds),
				adjust: func(k int) { setSeconds(min(max(set.seconds+5*k, minSeconds), maxSeconds)) },
				enter: func() {
					// birdcrab solve --timeout 0 is no limit: the editor's search always has one.
					e.askNumberNote("Time limit in seconds", set.seconds, minSeconds, maxSeconds, " (the editor's search always has a limit; birdcrab solve --timeout 0 has none)", setSeconds)
				},
			},
			{
				text:   fmt.Sprintf("%-13s %s", "Solutions:", mostText(set.most)),
				adjust: func(k int) { setMost(min(max(set.most+k, 0), maxMost)) },
				enter:  func() { setMost((set.most + 1) % 3) },
			},
		}
		if e.lastSolve != nil {
			props = append(props, e.lastSolveProp(set, closeProps))
		}
		return append(props, prop{
			text:   "▶ Start the search",
			enters: "starts it",
			enter: func() {
				if e.runSolve(set) {
					closeProps()
				}
			},
		})
	}, func(m *tui.Menu) {
		closeProps = m.Close
		// The window opens on its last line, Start the search: it opened
		// on Side, where Up then Enter (as to reach Start) switched the
		// side unnoticed. With no goals yet it opens on Goals, what is
		// to do first (Enter on Start said "give the goals first").
		if len(set.goals) == 0 {
			m.SetCurrent(1)
			return
		}
		m.SetCurrent(len(m.Items()) - 1)
	})
}

// minSeconds and maxSeconds bound the Solve window's time limit.
const (
	minSeconds = 5
	maxSeconds = 3600
)

// runSolve checks the settings and starts the solver in a goroutine; its
// progress and result come back through QueueUpdateDraw.
func (e *Editor) runSolve(set *solveSettings) bool {
	p := *e.doc.Pos()
	if len(set.goals) == 0 {
		e.say("give the goals first", true)
		return false
	}
	for _, g := range set.goals {
		if err := p.CheckGoal(g, set.side); err != nil {
			e.say(err.Error(), true)
			return false
		}
	}
	req := &solver.Problem{Rules: &engine.Rules{Kinds: e.cat, TechFall: set.techFall}, Pos: p, Side: set.side, Goals: set.goals, Opponent: set.opponent}
	if set.opponent == engine.Fixed {
		req.Replies = e.doc.Orders().Lists(int(p.NumPlayers))
		req.Replies[set.side-1] = nil
	}
	opt := solver.Options{Timeout: time.Duration(set.seconds) * time.Second, MaxSolutions: set.most}
	if set.opponent == engine.Any && set.most == 0 {
		// Near misses only when the search looks for every solution:
		// collecting them made a search stopping at the first
		// solutions (is there one?) several times slower. And only
		// when it finds none, the one time the window shows them: the
		// hunt after a search that found solutions took up to 15
		// times the search (t9, keep B1: 596,022 positions in 16.9 s
		// where the search took 38,495 in 1.0 s).
		opt.Tries, opt.TriesIfUnsolved = maxTries, true
	}
	ctx, cancel := context.WithCancel(context.Background())
	st := &solveState{req: req, cancel: cancel, started: time.Now(), limit: opt.Timeout, set: *set}
	st.set.goals = append([]engine.Goal(nil), set.goals...)
	e.solve = st
	st.view = tview.NewTextView()
	st.view.SetBorder(true).SetTitle(" Solving · Esc stops ")
	keys := solveKeys(e.stopSolve)
	st.view.SetInputCapture(keys.Capture(e.say))
	e.updateSolveView()
	win := solveWindow{st.view, keys, st}
	st.dialog = e.shell.OpenDialog(win, 64, 6, win)
	// A new action: what the message line said before (a refusal of the
	// settings) no longer holds.
	msg := fmt.Sprintf("searching for %s's orders: Esc stops the search", tui.PlayerName(set.side))
	if set.opponent == engine.Fixed && e.othersOrders(set.side) == "" {
		msg += "; note: " + fixedAsHold
	}
	e.say(msg, false)

	search := e.opts.Solver
	go func() {
		opt.Progress = func(pr solver.Progress) {
			st.mu.Lock()
			st.latest = pr
			st.mu.Unlock()
			if !e.shell.Stopped() && !st.pending.Swap(true) {
				go e.shell.Go(func() {
					st.pending.Store(false)
					if e.solve == st {
						e.updateSolveView()
					}
				})
			}
		}
		res, err := search(ctx, req, opt)
		// Not after the editor quit (Go checks): nobody would take it.
		e.shell.Go(func() { e.solveDone(st, res, err) })
	}()
	return true
}

// defaultTechFall is the Tech Fall option Enter turns on: 5 pieces of
// material behind, as games usually play it (docs/packs.md).
const defaultTechFall = 5

// toggleTechFall turns the Tech Fall option on (at defaultTechFall) or off.
func toggleTechFall(n int) int {
	if n > 0 {
		return 0
	}
	return defaultTechFall
}

// techFallText says what the Tech Fall option n does.
func techFallText(n int) string {
	if n <= 0 {
		return "off (Enter turns it on, + - set it)"
	}
	return fmt.Sprintf("on: a player %d or more pieces of material behind is out", n)
}

// maxTries is how many near misses the Solve screen asks for under "any",
// when it looks for every solution.
const maxTries = 5

// solveWindow is the solver's window: its text, and its keys for the
// short help ? shows in it (tui.KeyedWindow).
type solveWindow struct {
	*tview.TextView
	keys *tui.Table
	st   *solveState
}

// WindowKeys returns the window's keys.
func (w solveWindow) WindowKeys() []*tui.Table { return []*tui.Table{w.keys} }

// TakesHelpKey reports that ? is no letter typed here.
func (w solveWindow) TakesHelpKey() bool { return false }

// EscHint says on the hint line what Esc does here: it stops the search
// ("Esc closes the window" read as losing it).
func (w solveWindow) EscHint() string { return "Esc or Ctrl-C stops the search, keeps what it found" }

// TakesCtrlC reports that Ctrl-C stops the search here, as it does the
// command line's solve: it quit at once, the solutions found lost. Once
// the search is stopping, Ctrl-C quits again (asking first as ever).
func (w solveWindow) TakesCtrlC() bool { return !w.st.stopped }

// solveKeys are the keys of the solver's window: Esc (or q, or Ctrl-C)
// stops the search; the others wait.
func solveKeys(stop func()) *tui.Table {
	return &tui.Table{Title: "The solver's window (S)", Bindings: []tui.Binding{
		{Keys: tui.Keys(tcell.KeyEscape, 'q', tcell.KeyCtrlC), Action: "stopSearch", Do: stop, Help: "stop the search and keep what it found"},
	}, Else: func(tui.Key) bool { return true }}
}

// solveBarWidth is the width of the solving window's progress bar, and
// solveBarMost the most of it filled while the search runs: one cell
// short of full.
const (
	solveBarWidth = 16
	solveBarMost  = (solveBarWidth - 1) / float64(solveBarWidth)
)

// barShare is the share the progress bar shows after a report of share:
// never less than it showed (the solver cuts the branches near the root as
// it goes, so the share of the branches known so far falls when it finds
// more), and never full while the search runs (all the branches known
// may be done while it cuts more).
func (st *solveState) barShare(share float64) float64 {
	st.bar = max(st.bar, min(share, solveBarMost))
	return st.bar
}

// updateSolveView writes the progress into the solving window: first the
// solutions so far and the time against the limit, the surest news of a
// long search; then a bar of the part of the search done (solver.Progress
// Part, or else the branches near the root searched to the end of those
// known so far: the solver cuts more as it goes, and "38 of the 39
// branches" read as nearly done for the whole of a long search), beside
// it the order sets being checked against every reply when such a check
// goes on (the bar stood at 0% for minutes with nothing said), or once
// the search is done that it looks for near misses; the positions
// searched and their rate.
func (e *Editor) updateSolveView() {
	st := e.solve
	st.mu.Lock()
	pr := st.latest
	st.mu.Unlock()
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s: %s\n", tui.PlayerName(st.req.Side), st.req.Opponent, engine.GoalsText(st.req.Goals))
	elapsed := pr.Elapsed
	if elapsed <= 0 {
		elapsed = time.Since(st.started)
	}
	fmt.Fprintf(&b, "%s so far · %.1f s", tui.Plural(pr.Found, "solution"), elapsed.Seconds())
	if st.limit > 0 {
		fmt.Fprintf(&b, " of at most %s", limitText(st.limit))
	}
	b.WriteString("\n")
	b.WriteString(tui.ProgressBar(st.barShare(pr.Share()), solveBarWidth, e.theme.ASCII))
	switch {
	case pr.NearMisses:
		// The search is done: the bar stood at "about 100% searched"
		// for the seconds the hunt took.
		b.WriteString(" " + solver.NearMissesPhase)
	case pr.Checking > 0:
		// The side's branches wait on it: the bar may stand still.
		b.WriteString(" " + pr.CheckingText())
	case pr.Part > 0:
		// Each branch counted for its part of the one it was cut from.
		fmt.Fprintf(&b, " about %d%% searched", int(100*pr.Part))
	case pr.Total > 0:
		fmt.Fprintf(&b, " branches: %d done, %d known so far", pr.Done, pr.Total)
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "%s positions, %s/s · ", solver.ShortCount(float64(pr.Nodes)), solver.ShortCount(pr.Rate()))
	if st.stopped {
		b.WriteString("stopping ...")
	} else {
		b.WriteString("Esc stops, keeps what it found")
	}
	st.view.SetText(b.String())
}

// stopSolve cancels the running search; its result still comes back.
func (e *Editor) stopSolve() {
	if st := e.solve; st != nil && !st.stopped {
		st.stopped = true
		st.cancel()
		e.updateSolveView()
		e.say("stopping the search", false)
	}
}

// cancelSolve stops a run when the editor quits.
func (e *Editor) cancelSolve() {
	if e.solve != nil {
		e.solve.cancel()
	}
	e.solve = nil
}

// solveDone shows the result of a search: its solutions, to load one as
// the side's orders.
func (e *Editor) solveDone(st *solveState, res *solver.Result, err error) {
	if e.solve != st {
		return // the editor quit, or another search replaced it
	}
	st.cancel()
	e.shell.CloseDialog(st.dialog)
	e.solve = nil
	if err != nil {
		e.say("the solver failed: "+err.Error(), true)
		return
	}
	if res == nil {
		res = &solver.Result{}
	}
	cause := st.stopCause()
	head := solveHeadline(res, cause)
	if res.Complete && len(res.Solutions) == 0 && st.req.Opponent == engine.Any && st.set.most > 0 {
		head += "; near misses are looked for when Solutions is " + mostText(0)
	}
	if st.req.Opponent == engine.Fixed && noReplies(st.req.Replies) {
		head += "; note: " + fixedAsHold
	}
	e.lastSolve = &solveResult{req: st.req, set: st.set, res: res, cause: cause, head: head}
	e.showSolveResult(e.lastSolve)
}

// noReplies reports whether the others' scripted orders are none at all.
func noReplies(replies [][]engine.Order) bool {
	for _, r := range replies {
		if len(r) > 0 {
			return false
		}
	}
	return true
}

// solveResult is a search's result, kept for the Solve window to offer
// again (Editor.lastSolve): loading a solution and playing it used to lose
// the list, and a long search had to be run again.
type solveResult struct {
	req *solver.Problem
	set solveSettings
	res *solver.Result
	// cause is what stopped the search, when it did not finish
	// (res.Stopped).
	cause stopCause
	head  string // solveHeadline's words for it
}

// summary says in a few words what the search found.
func (r *solveResult) summary() string {
	res := r.res
	n := len(res.Solutions)
	switch {
	case n == 0:
		return r.noneSummary()
	case res.Unique && len(res.Solutions[0].Orders) == 0:
		return "no orders needed"
	case res.Unique:
		return "one minimal solution"
	case res.Stopped:
		return r.cause.stoppedShare() + ": " + tui.Plural(n, "solution") + ", maybe more"
	case res.Limited:
		return tui.Plural(n, "solution") + ", maybe more"
	case res.Complete:
		return tui.Plural(n, "solution") + ", all of them"
	}
	return tui.Plural(n, "solution")
}

// noneSummary is summary's words for a search that found no solution: it
// proved there is none (with the near misses found, and whether their
// hunt was stopped), or it stopped, at about which part of it.
func (r *solveResult) noneSummary() string {
	res := r.res
	switch {
	case !res.Complete:
		return r.cause.stoppedShare() + ": no solution found"
	case len(res.Tries) > 0 && res.TriesStopped:
		return "no solution, " + tui.Plural(len(res.Tries), "near miss", "near misses") + " before the hunt for them stopped"
	case len(res.Tries) > 0:
		return "no solution, " + tui.Plural(len(res.Tries), "near miss", "near misses")
	case res.TriesStopped:
		return "no solution; the hunt for near misses stopped"
	}
	return "no solution"
}

// stale says why the last result no longer answers the Solve window's
// settings set on the board as it is now: "" when it does.
func (e *Editor) stale(r *solveResult, set *solveSettings) string {
	if *e.doc.Pos() != r.req.Pos {
		return "the position changed since"
	}
	if r.req.Opponent == engine.Fixed {
		now := e.doc.Orders().Lists(int(r.req.Pos.NumPlayers))
		for i, list := range r.req.Replies {
			if i != r.req.Side-1 && engine.OrdersText(e.cat, list, "") != engine.OrdersText(e.cat, now[i], "") {
				return "the others' orders changed since"
			}
		}
	}
	if !r.set.sameSearch(*set) {
		return "it was found with other settings"
	}
	// A search stopped before its end, at its time limit or by Esc, is
	// no answer for a longer limit: that search may find more, prove it
	// the only minimal solution, or find one where this found none (a
	// result stopped at 5 s was offered when the limit was 60 s); nor is
	// one whose hunt for near misses was stopped.
	if (r.res.Stopped || r.res.TriesStopped) && set.seconds > r.set.seconds {
		return fmt.Sprintf("%s; %d s may find more", r.cause.stoppedAt(), set.seconds)
	}
	return ""
}

// lastSolveProp is the Solve window's line of the last result (there is
// one): Enter lists it again while it answers the settings on the board
// as it is, and says why not when it does not. The key is said on the key
// line above: at 80 columns "◀ The last result (...): Enter shows it
// again" was cut before it.
func (e *Editor) lastSolveProp(set *solveSettings, closeProps func()) prop {
	r := e.lastSolve
	if why := e.stale(r, set); why != "" {
		msg := fmt.Sprintf("the last result (%s) no longer applies: %s", r.summary(), why)
		return prop{text: "Last result: no longer applies (" + why + ")", enters: "says why", enter: func() { e.say(msg, true) }}
	}
	return prop{text: "◀ Last result: " + r.summary(), enters: "shows it again", enter: func() {
		if closeProps != nil {
			closeProps()
		}
		e.showSolveResult(r)
	}}
}

// showSolveResult says what a search found and lists its solutions, to
// load one as the side's orders, or its near misses.
func (e *Editor) showSolveResult(r *solveResult) {
	res := r.res
	e.say(r.head, len(res.Solutions) == 0)
	if len(res.Solutions) == 0 {
		if len(res.Tries) > 0 {
			e.showTries(r.req.Side, res.Tries)
		}
		return
	}
	e.showGroups(r, 0, "")
}

// showGroups lists a search's solutions by families, the cursor on family
// at, filtered by filter (the filter the list had when a family was
// chosen: Esc back from the family lost it).
func (e *Editor) showGroups(r *solveResult, at int, filter string) {
	res := r.res
	// A family of solutions is one line, as birdcrab solve writes it
	// ("6-14. move AB1 E 1 | E 2 | E 3; ..."): the list had a line for
	// each, 14 where solve wrote 4, and "9." stood out of line with
	// "10.". Enter on a family lists its solutions, to load one.
	groups := solver.GroupSolutions(res.Solutions)
	firsts, labels := groupNumbers(groups)
	items := make([]tui.MenuItem, len(groups))
	for i, g := range groups {
		items[i] = tui.MenuItem{Text: labels[i] + " " + g.Text(e.cat, noOrders)}
	}
	var m *tui.Menu
	m = e.shell.ShowMenu(solutionsTitle(res, r.req.Side, ""), items, false, func(i int) {
		switch {
		case i < 0:
		case groups[i].Len() == 1:
			e.loadSolution(r.req, firsts[i]+1, res.Solutions[groups[i].First].Orders, res)
		default:
			filter := m.Filter()
			e.showFamily(r, groups[i], firsts[i], labels[i], func() { e.showGroups(r, i, filter) })
		}
	}, e.solutionsMenu(r))
	if filter != "" {
		m.SetFilter(filter)
	}
	m.SetCurrent(at)
}

// solutionsTitle is the title of a list of solutions found for side, of
// the family numbered family ("" for the whole list).
func solutionsTitle(res *solver.Result, side int, family string) string {
	what := "Solutions"
	if family != "" {
		what = "Solutions " + strings.TrimSpace(strings.TrimSuffix(family, "."))
	}
	if res.Stopped || res.Limited {
		// Marked as a part: the message saying so was lost to the
		// next key.
		what += ", maybe not all"
	}
	return what + ": Enter loads one as " + tui.PlayerName(side) + "'s orders"
}

// groupNumbers numbers groups of solutions as birdcrab solve does, each
// with the solutions it stands for counted on from the group before
// ("5.", "6-14."): the index of each group's first solution so counted,
// and the labels, right-aligned.
func groupNumbers(groups []solver.SolutionGroup) (firsts []int, labels []string) {
	firsts, nums := solver.GroupNumbers(groups)
	width := 0
	for _, num := range nums {
		width = max(width, len(num)+1)
	}
	for _, num := range nums {
		labels = append(labels, fmt.Sprintf("%*s", width, num+"."))
	}
	return firsts, labels
}

// showFamily lists the solutions of family g, numbered from first+1 as
// the whole list counts them, to load one as the side's orders. Esc goes
// back (it closed every list, and the families were S, Enter away).
func (e *Editor) showFamily(r *solveResult, g solver.SolutionGroup, first int, label string, back func()) {
	sols := g.Orders()
	width := len(fmt.Sprint(first+len(sols))) + 1
	items := make([]tui.MenuItem, len(sols))
	for i, orders := range sols {
		items[i] = tui.MenuItem{Text: fmt.Sprintf("%*s %s", width, fmt.Sprintf("%d.", first+i+1), engine.OrdersText(e.cat, orders, noOrders))}
	}
	e.shell.ShowMenu(solutionsTitle(r.res, r.req.Side, label), items, false, func(i int) {
		if i >= 0 {
			e.loadSolution(r.req, first+i+1, sols[i], r.res)
		} else {
			back()
		}
	}, func(m *tui.Menu) { m.Back = "back to the families" }, e.solutionsMenu(r))
}

// solutionsMenu sets a list of solutions' keys (solutionsKeys).
func (e *Editor) solutionsMenu(r *solveResult) func(m *tui.Menu) {
	return func(m *tui.Menu) {
		keys := solutionsKeys(func() {
			e.shell.TextDialog("What the search found, all of it", func(width int) []tui.Line {
				return tui.WrapLines(r.head, width, e.theme.Base())
			})
		})
		m.HelpKeys = []*tui.Table{keys}
		m.SetInputCapture(keys.MenuCapture(m, e.say))
	}
}

// noOrders is a solution of no orders in the list, as birdcrab solve
// writes it (it said "hold everything").
const noOrders = "(no orders)"

// solutionsKeys are the keys the list of solutions takes before the
// list's own: i shows what the search said of them (the message line
// cuts it, "i: all of it", and i did nothing in the list).
func solutionsKeys(show func()) *tui.Table {
	return &tui.Table{Title: "The solutions found (after S)", Bindings: []tui.Binding{
		{Keys: tui.Keys('i'), Action: "searchNote", Do: show, Help: "all of what the search said of them: why it stopped, what it left unproven"},
	}}
}

// loadSolution makes solution n of the search for req the side's orders.
// On a puzzle that has no goals yet, the one edit also gives the puzzle
// the Solve window's side, goals, opponent and Tech Fall, and the orders as
// its stated solution: what the search was for is what the organiser
// means the puzzle to ask (w used to save it with no goals, which the
// trainer refuses). A puzzle that has goals keeps them, and the message
// says so when the search asked for others. A solution adopted so from a
// search that found others, or did not finish, is said not to be proven
// the puzzle's only one (check refuses a puzzle whose answer is not).
func (e *Editor) loadSolution(req *solver.Problem, n int, orders []engine.Order, res *solver.Result) {
	side := req.Side
	m := e.doc.State().Puzzle
	adopt := m != nil && len(m.Goals) == 0
	edit := SetPlayerOrders(e.cat, side, orders)
	if adopt {
		setOrders := edit
		edit = func(s *State) error {
			if err := setOrders(s); err != nil {
				return err
			}
			return SetMeta(func(m *Meta) error {
				m.Side, m.Opponent, m.TechFall = side, req.Opponent, req.Rules.TechFall
				m.Goals = append([]engine.Goal(nil), req.Goals...)
				m.Solution = append([]engine.Order(nil), orders...)
				return nil
			})(s)
		}
	}
	err := e.doc.Apply("load a solution", edit)
	if err != nil && !errors.Is(err, ErrNoChange) {
		e.say("cannot load the solution: "+tui.Reason(err), true)
		return
	}
	e.mode = modeOrders
	e.entry.Reset()
	e.say(e.loadedText(req, n, m, adopt, res), false)
}

// loadedText says what loading solution n of the search for req did to
// the puzzle m on the board (nil for a position), adopt telling that the
// puzzle took the search's goals and the orders as its solution.
func (e *Editor) loadedText(req *solver.Problem, n int, m *Meta, adopt bool, res *solver.Result) string {
	side := req.Side
	msg := fmt.Sprintf("solution %d is %s's orders: P plays it", n, tui.PlayerName(side))
	switch {
	case adopt && !res.Unique:
		why := notTheOnlyOne(res)
		msg = fmt.Sprintf("solution %d is %s's orders, and %s's solution; its goals: %s; but %s: "+
			"a puzzle's answer must be the only one (M: alternatives, or change the position)",
			n, tui.PlayerName(side), m.ID, engine.GoalsText(req.Goals), why)
	case adopt:
		msg = fmt.Sprintf("solution %d is %s's orders, and %s's solution; its goals: %s (M changes them)",
			n, tui.PlayerName(side), m.ID, engine.GoalsText(req.Goals))
	case m != nil && (m.Side != side || engine.GoalsText(m.Goals) != engine.GoalsText(req.Goals) ||
		m.Opponent != req.Opponent || m.TechFall != req.Rules.TechFall):
		msg += fmt.Sprintf("; %s keeps its own goals (M sets them)", m.ID)
	}
	if others := e.othersOrders(side); others != "" && req.Opponent == engine.Hold {
		msg += fmt.Sprintf("; but P plays %s's orders too, which this search (opponent hold) left out", others)
	}
	return msg
}

// notTheOnlyOne says why a search's solution is not proven the only one:
// the solutions it found, two or more proving it is not, finished or not
// (a search stopped at its limit with 16 said only that it did not
// finish), else that it did not finish.
func notTheOnlyOne(res *solver.Result) string {
	why := fmt.Sprintf("the search found %d", len(res.Solutions))
	switch {
	case !res.Complete && len(res.Solutions) > 1:
		why += ", and did not finish"
	case !res.Complete:
		why = "the search did not finish"
	}
	return why
}

// stopCause says what stopped a search that did not finish: Esc, or else
// its time limit (the editor quitting stops it too, but then nobody reads
// the result).
func (st *solveState) stopCause() stopCause {
	st.mu.Lock()
	share := st.latest.Part // as the window said it: "about 97% searched"
	st.mu.Unlock()
	if share <= 0 {
		share = st.bar
	}
	if st.stopped {
		return stopCause{share: share}
	}
	return stopCause{limit: st.limit, share: share}
}

// stopCause is what stopped a search: the player (limit 0), or the time
// limit; share is the part of the search done, as its window showed it.
type stopCause struct {
	limit time.Duration
	share float64
}

// before completes "no solution found before ...".
func (c stopCause) before() string {
	if c.limit <= 0 {
		return "the search was stopped by you"
	}
	return fmt.Sprintf("the time limit of %s", limitText(c.limit))
}

// String completes "N solutions, ...".
func (c stopCause) String() string {
	if c.limit <= 0 {
		return "the search was stopped by you"
	}
	return fmt.Sprintf("the search reached its time limit of %s", limitText(c.limit))
}

// stoppedAt says what stopped a search, for the Solve window's line of a
// last result no longer offered: "stopped at 30 s", "you stopped it"
// ("it stopped at its time limit of 30 s" cut the line at 80 columns).
func (c stopCause) stoppedAt() string {
	if c.limit <= 0 {
		return "you stopped it"
	}
	return "stopped at " + limitText(c.limit)
}

// stoppedShare says that a search stopped, and at about which part of it
// when its window showed one: "stopped at about 27%".
func (c stopCause) stoppedShare() string {
	if c.share <= 0 {
		return "stopped"
	}
	return fmt.Sprintf("stopped at about %d%%", int(100*c.share))
}

// huntStopped says that what stopped the search (the player or the time
// limit) stopped the hunt for near misses after it found n, the search
// itself done.
func (c stopCause) huntStopped(n int) string {
	by := "you stopped the hunt for near misses"
	if c.limit > 0 {
		by = "the time limit of " + limitText(c.limit) + " stopped the hunt for near misses"
	}
	if n == 0 {
		return by + " before it found any: there may be some"
	}
	return by + " after " + tui.Plural(n, "near miss", "near misses") + ": there may be more"
}

// limitText writes a time limit as the Solve window sets it: "5 s".
func limitText(d time.Duration) string {
	return fmt.Sprintf("%d s", int(d.Round(time.Second)/time.Second))
}

// solveHeadline says what a search found, why it stopped if it did not
// finish (by the player or at the time limit: cause), and what it cost.
// A search that did not finish gets the solver's own words on what it did
// not prove (Result.NotProven: at about which part of the search it
// stopped, other solutions may exist, and a solution found may not be
// minimal), as solve prints them, whether it found solutions or none. A
// search that finished says what its hunt for near misses could not do
// when the stop came then.
func solveHeadline(res *solver.Result, cause stopCause) string {
	head := tui.Plural(len(res.Solutions), "solution")
	unproven := func(def string) string {
		if res.NotProven != "" {
			return "; not proven: " + res.NotProven
		}
		return def
	}
	switch {
	case res.Stopped && len(res.Solutions) == 0:
		// The solver's words, as solve's "not proven:" line: how much
		// was searched, and the order sets still being checked against
		// every reply when it stopped (only the CLI said them); without
		// them the share the window showed (solvux #8: it was said of a
		// result with solutions only).
		head = "no solution found before " + cause.before()
		if cause.share > 0 {
			head += unproven(": there may be one; " + cause.stoppedShare() + " of the search")
		} else {
			head += unproven(": there may be one")
		}
	case res.Stopped:
		head += ", " + cause.String() + unproven(": there may be more")
	case res.Limited:
		head += ", as many as asked for" + unproven(": there may be more")
	case res.Unique:
		head = uniqueText(res.Solutions[0])
	case res.Complete && len(res.Solutions) == 0 && res.TriesStopped:
		head = "no solution: the goals cannot be reached; " + cause.huntStopped(len(res.Tries))
	case res.Complete && len(res.Solutions) == 0:
		head = "no solution: the goals cannot be reached"
	case res.Complete:
		head += ", all of them"
	}
	return head + fmt.Sprintf(" (%s, %v)", tui.Plural(int(res.Nodes), "position"), res.Elapsed.Round(time.Millisecond))
}

// uniqueText says what the one minimal solution sol of a search that
// finished is: not "the only solution", which every order set holding it
// may be too, and some not (an order added may spoil it; the search checks
// none of them). No orders meeting the goals is said so.
func uniqueText(sol solver.Solution) string {
	if len(sol.Orders) == 0 {
		return "no orders needed: giving none meets the goals, the one minimal solution (orders added to it are not checked: some may spoil it)"
	}
	return "one minimal solution: every order set that reaches the goals holds its orders (orders added to it are not checked: some may spoil it)"
}

// showTries lists the near misses of a search under "any" that found no
// solution: order sets that fail only against the replies named. Enter
// loads one as the side's orders and its first refutation as the others'
// orders, so that P plays out why it fails.
func (e *Editor) showTries(side int, tries []solver.Try) {
	items := make([]tui.MenuItem, len(tries))
	for i, tr := range tries {
		var refs []string
		for _, r := range tr.Refutations {
			refs = append(refs, e.replyText(r))
		}
		items[i] = tui.MenuItem{Text: fmt.Sprintf("%d. %s · fails to %s", i+1,
			engine.OrdersText(e.cat, tr.Orders, "no orders"), strings.Join(refs, " | "))}
	}
	e.shell.ShowMenu("No solution. Near misses: Enter loads one and its first refutation", items, false, func(i int) {
		if i < 0 {
			return
		}
		tr := tries[i]
		err := e.doc.Apply("load a near miss", func(s *State) error {
			for n := 1; n <= int(s.Pos.NumPlayers); n++ {
				list := tr.Orders
				if n != side {
					list = nil
					if len(tr.Refutations) > 0 && n-1 < len(tr.Refutations[0]) {
						list = tr.Refutations[0][n-1]
					}
				}
				if err := SetPlayerOrders(e.cat, n, list)(s); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil && !errors.Is(err, ErrNoChange) {
			e.say("cannot load the near miss: "+tui.Reason(err), true)
			return
		}
		e.mode = modeOrders
		e.entry.Reset()
		e.say(fmt.Sprintf("near miss %d is %s's orders, against its refutation: P plays it to see it fail", i+1, tui.PlayerName(side)), false)
	})
}

// replyText writes the orders of a reply, player by player: "Blue move
// D2 A 1".
func (e *Editor) replyText(reply [][]engine.Order) string {
	var parts []string
	for i, os := range reply {
		if len(os) > 0 {
			parts = append(parts, tui.PlayerName(i+1)+" "+engine.OrdersText(e.cat, os, ""))
		}
	}
	if len(parts) == 0 {
		return "no orders"
	}
	return strings.Join(parts, ", ")
}
