package editor

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/prove"
)

// addPuzzleDialog asks for an id and makes the position on the board a new
// puzzle of the pack (of a new pack, when the document is a position).
func (e *Editor) addPuzzleDialog() {
	st := e.doc.State()
	e.ask("Add the position as a puzzle", "Puzzle id: ", newPuzzleID(&st), func(id string) bool {
		id = strings.TrimSpace(id)
		wasPack := st.Pack != nil
		from := e.newPuzzleMeta(id)
		if !e.apply("add a puzzle", AddPuzzleAs(e.cat, from), "") {
			return false
		}
		msg, orig := fmt.Sprintf("puzzle %s added: M sets its goals, side and opponent", id), ""
		if st.onPuzzle() {
			// The board was that puzzle's: the new puzzle is a copy,
			// and the old one goes back to its board as saved.
			msg, orig = fmt.Sprintf("puzzle %s added, a copy of %s's board: M sets its goals", id, st.Puzzle.ID), e.keepOriginal(&st, id)
		}
		if len(from.Goals) > 0 {
			msg = fmt.Sprintf("puzzle %s added with the Solve window's goals (%s), side %s and opponent %s: M changes them", id, engine.GoalsText(from.Goals), tui.PlayerName(from.Side), from.Opponent)
		}
		msg += orig
		if !wasPack {
			msg += "; the document is now a pack (w asks for a .toml name)"
			if from := e.doc.Path; !isPackName(from) {
				file := e.file
				e.setPath("")
				e.madePackFrom, e.madePackFile = from, madeFile(file, from)
				e.autosave() // the recovery file is untitled's now
			}
		}
		e.say(msg, false)
		if len(from.Goals) > 0 {
			// Goals from S, the side's orders on the board: the
			// solution they likely are (see offerSolution).
			e.offerSolution()
		}
		return true
	})
}

// keepOriginal is a's second step when the board it made a new puzzle
// of was a puzzle's (st, the state before a) edited since the file was
// read or saved: the edits go to the new puzzle, a variant, and the old
// one's board goes back to the file's, as a step of its own (u keeps the
// edits in both). a left the edits in both, and the save silently
// replaced the original, kept only in the .bak. It returns what the
// message says of the original: "" when its board was not edited. A
// puzzle the file does not hold (added since), or whose stated solution
// is not legal on its board as saved, keeps the edits, and says so. added
// is the new puzzle's id.
func (e *Editor) keepOriginal(st *State, added string) string {
	id := st.Puzzle.ID
	clean, _ := e.doc.Clean() // none: a recovered document
	was, ok := byID(clean.packPuzzles())[id]
	// The file's puzzle of that id, unless it was removed since and
	// the id given to a new one (added, or renamed to it): its board
	// went onto the new puzzle.
	same := ok && e.doc.HeldSinceClean(func(s *State) bool { return indexID(s.packPuzzles(), id) >= 0 })
	switch {
	case same && was.Pos == st.Pos && was.Orders.Equal(st.Orders):
		return "" // not edited
	case !ok:
		return fmt.Sprintf("; %s keeps the board too: it is not in the file yet", id)
	case !same:
		return fmt.Sprintf("; %s keeps the board too: it is a new puzzle, not the file's %s", id, id)
	}
	m := st.Puzzle
	var plan engine.Plan
	if len(m.Solution) > 0 && was.Pos.CheckOrders(e.cat, m.Side, m.Solution, &plan) != nil && st.Pos.CheckOrders(e.cat, m.Side, m.Solution, &plan) == nil {
		return fmt.Sprintf("; %s keeps the edits too: its stated solution needs them", id)
	}
	if !e.apply("put "+id+"'s board back", SetPuzzleBoard(id, was.Pos, was.Orders), "") {
		return fmt.Sprintf("; %s keeps the edits too", id)
	}
	return fmt.Sprintf("; your edits are %s's alone: %s's board is back as saved (u gives %s the edits again)", added, id, id)
}

// showPuzzles lists the pack's title and puzzles: Enter puts one on the
// board and closes the list, K and J move one up and down in the pack, x
// takes it out of the pack, the last line adds the position on the board.
// It opens on the puzzle on the board (marked apart from the highlight,
// which a "> " looked like in monochrome), else on the first.
func (e *Editor) showPuzzles() {
	var menu *tui.Menu
	closeList := func() {
		if menu != nil {
			menu.Close()
		}
	}
	follow := func(i int) {
		if menu != nil {
			menu.SetCurrent(i + 1) // under the title's line
		}
	}
	e.showProps("Puzzles of the pack", true, true, func() []prop {
		st := e.doc.State()
		if st.Pack == nil {
			return nil // u took back the pack's making
		}
		ps := []prop{e.packTitleProp(st.Pack.Base.Title)}
		for i, pd := range st.packPuzzles() {
			ps = append(ps, e.puzzleProp(&st, i, pd.Meta, closeList, follow))
		}
		if n := len(st.Pack.Base.Lessons); n > 0 {
			kept := "kept as they are"
			if n == 1 {
				kept = "kept as it is"
			}
			ps = append(ps, prop{text: fmt.Sprintf("  (and %s, %s)", tui.Plural(n, "lesson"), kept)})
		}
		ps = append(ps, prop{text: "  + add the position on the board as a new puzzle", enter: e.addPuzzleDialog})
		return ps
	}, func(m *tui.Menu) {
		menu = m
		st := e.doc.State()
		cur := 0
		if st.onPuzzle() {
			cur = st.Pack.Cur
		}
		m.SetCurrent(cur + 1) // under the title's line
	})
}

// puzzleProp is the line of puzzle i of L: Enter puts it on the board
// and closes the list (closeList), K and J move it (follow keeps the
// highlight on it), x takes it out of the pack.
func (e *Editor) puzzleProp(st *State, i int, m Meta, closeList func(), follow func(int)) prop {
	mark, text := "  ", m.ID
	if i == st.Pack.Cur && st.onPuzzle() {
		mark, text = onBoardMark(e.theme.ASCII), text+" (on the board)"
	}
	text = mark + text
	if m.Title != "" {
		text += " · " + m.Title
	}
	if len(m.Goals) > 0 {
		var gs []string
		for _, g := range m.Goals {
			gs = append(gs, g.String())
		}
		text += " · " + strings.Join(gs, ", ")
	}
	return prop{
		text:   text,
		enters: "load",
		enter:  func() { e.loadPuzzle(i, m.ID, closeList) },
		move: func(n int) {
			if e.movePuzzle(i, n) {
				follow(i + n)
			}
		},
		removes: "take out",
		remove: func() {
			e.apply("remove a puzzle", RemovePuzzle(i), fmt.Sprintf("puzzle %s taken out of the pack (u brings it back)", m.ID))
		},
	}
}

// onBoardMark marks the puzzle on the board in L: a dot, not the "> "
// that read as the highlight where colours are off.
func onBoardMark(ascii bool) string {
	if ascii {
		return "* "
	}
	return "● "
}

// loadPuzzle is Enter on puzzle i of L: it puts the puzzle on the board
// and closes the list, so that the keys typed next go to the board (L,
// Up, Enter, M set the pack's title with "M" when the list stayed open).
func (e *Editor) loadPuzzle(i int, id string, closeList func()) {
	cur := e.doc.State()
	if i == cur.Pack.Cur && cur.onPuzzle() {
		closeList()
		e.say(fmt.Sprintf("puzzle %s is on the board already (L lists the puzzles again)", id), false)
		return
	}
	_, _, loose := cur.looseBoard()
	if !e.apply("switch puzzle", SwitchPuzzle(i), "") {
		return
	}
	closeList()
	e.entry.Reset()
	st := e.doc.State()
	msg := fmt.Sprintf("puzzle %s on the board, %d of %d (L lists them again)", st.Puzzle.ID, st.Pack.Cur+1, len(st.Pack.Puzzles))
	if loose {
		// The position there was no puzzle, so in no file: say where
		// it went.
		msg += "; the position there, not a puzzle, is gone: u brings it back"
	}
	e.say(msg, false)
}

// movePuzzle is K (n -1) or J (n 1) on puzzle i of L: it moves the
// puzzle one place up or down in the pack, the order a save writes and
// the trainer shows. It reports whether it moved.
func (e *Editor) movePuzzle(i, n int) bool {
	st := e.doc.State()
	ps := st.packPuzzles()
	if i < 0 || i >= len(ps) {
		return false
	}
	to := i + n
	switch {
	case to < 0:
		e.say(fmt.Sprintf("puzzle %s is the first already", ps[i].Meta.ID), true)
		return false
	case to >= len(ps):
		e.say(fmt.Sprintf("puzzle %s is the last already", ps[i].Meta.ID), true)
		return false
	}
	way := "down"
	if n < 0 {
		way = "up"
	}
	return e.apply("move a puzzle", MovePuzzle(i, to),
		fmt.Sprintf("puzzle %s moved %s, now %d of %d (u takes it back; w saves the order)", ps[i].Meta.ID, way, to+1, len(ps)))
}

// packTitleProp is the line of the pack's title, the [pack] table's: Enter
// asks for it, x clears it.
func (e *Editor) packTitleProp(title string) prop {
	shown := title
	if shown == "" {
		shown = "none: Enter gives one (the trainer shows the file's name)"
	}
	set := func(v string) {
		done := "the pack's title: " + v
		if v == "" {
			done = "the pack's title cleared"
		}
		e.apply("the pack's title", SetPackTitle(v), done)
	}
	return prop{
		text: fmt.Sprintf("Pack title: %s", shown),
		enter: func() {
			e.shell.Prompt("The pack's title", "Pack title: ", title, func(v string, ok bool) {
				switch v = strings.TrimSpace(v); {
				case ok && v != "":
					set(v)
				case ok:
					e.say("no title given: the title stays (x on this line clears it)", false)
				}
			})
		},
		remove: func() { set("") },
	}
}

// showMeta lists the metadata of the puzzle on the board: id, title,
// description, difficulty, tags, side, opponent, goals, solution,
// alternatives, hints, explanation, and a line that plays the solution.
func (e *Editor) showMeta() {
	e.showProps("The puzzle", true, true, func() []prop {
		st := e.doc.State()
		m := st.Puzzle
		if m == nil {
			return nil
		}
		text := func(label, v string) string { return fmt.Sprintf("%-13s %s", label+":", v) }
		var ps []prop
		ps = append(ps,
			e.textProp("Id", m.ID, func(m *Meta, v string) error {
				if err := checkPuzzleID(&st, v, st.Pack.Cur); err != nil {
					return err
				}
				m.ID = v
				return nil
			}),
			e.textProp("Title", m.Title, func(m *Meta, v string) error { m.Title = v; return nil }),
			e.textProp("Description", m.Description, func(m *Meta, v string) error { m.Description = v; return nil }),
			e.difficultyProp(m.Difficulty),
			e.textProp("Tags", strings.Join(m.Tags, ", "), func(m *Meta, v string) error { m.Tags = splitList(v); return nil }),
			prop{
				text:   text("Side", tui.PlayerName(m.Side)+" solves"),
				adjust: func(n int) { e.setSide((m.Side-1+n+len(e.players()))%len(e.players()) + 1) },
				enter:  func() { e.setSide(m.Side%len(e.players()) + 1) },
			},
			prop{
				text: text("Opponent", m.Opponent.String()+": "+e.opponentSaid(m.Opponent, m.Side)),
				adjust: func(n int) {
					e.setMetaSaid("opponent", func(m *Meta) error { m.Opponent = nextOpponent(m.Opponent, n); return nil })
				},
				enter: func() {
					e.setMetaSaid("opponent", func(m *Meta) error { m.Opponent = nextOpponent(m.Opponent, 1); return nil })
				},
			},
			e.goalsProp(m),
			prop{
				text:   text("Solution", engine.OrdersText(e.cat, m.Solution, "none: Enter takes the side's orders on the board")),
				enter:  func() { e.takeSolution(false) },
				remove: func() { e.setMeta("solution", func(m *Meta) error { m.Solution = nil; return nil }) },
			},
		)
		for i, alt := range m.Alternatives {
			i := i
			ps = append(ps, prop{
				text: text(fmt.Sprintf("Also right %d", i+1), engine.OrdersText(e.cat, alt, "")),
				remove: func() {
					e.setMeta("alternatives", func(m *Meta) error {
						m.Alternatives = append(m.Alternatives[:i], m.Alternatives[i+1:]...)
						return nil
					})
				},
			})
		}
		ps = append(ps, prop{text: text("+ also right", "Enter adds the side's orders on the board"), enter: func() { e.takeSolution(true) }})
		for i, h := range m.Hints {
			i := i
			ps = append(ps, prop{
				text:  text(fmt.Sprintf("Hint %d", i+1), h),
				enter: func() { e.editHint(i, h) },
				field: func() *tui.TextEntry { return e.editHint(i, h) },
				remove: func() {
					e.setMeta("hints", func(m *Meta) error { m.Hints = append(m.Hints[:i], m.Hints[i+1:]...); return nil })
				},
			})
		}
		ps = append(ps, prop{text: text("+ hint", "Enter adds a hint"), enter: func() {
			e.shell.Prompt("A hint", "Hint: ", "", func(v string, ok bool) {
				if ok && strings.TrimSpace(v) != "" {
					e.setMeta("hints", func(m *Meta) error { m.Hints = append(m.Hints, strings.TrimSpace(v)); return nil })
				}
			})
		}})
		ps = append(ps,
			e.textProp("Explanation", m.Explanation, func(m *Meta, v string) error { m.Explanation = v; return nil }),
			prop{
				text: text("Tech Fall", techFallText(m.TechFall)),
				adjust: func(n int) {
					e.setMetaSaid("Tech Fall", func(m *Meta) error { return between(&m.TechFall, m.TechFall+n, 0, puzzles.MaxTechFall) })
				},
				enter: func() {
					e.setMetaSaid("Tech Fall", func(m *Meta) error { m.TechFall = toggleTechFall(m.TechFall); return nil })
				},
				// x turns it off, as the key line's "x clear" says (it
				// said "nothing to remove on this line").
				remove: func() {
					e.setMeta("Tech Fall", func(m *Meta) error {
						if m.TechFall == 0 {
							return errTechFallOff
						}
						m.TechFall = 0
						return nil
					})
				},
			},
			prop{text: text("Check", "Enter proves the puzzle as birdcrab check does"), enter: e.checkSolution},
		)
		return ps
	})
}

// errTechFallOff refuses x on a Tech Fall already off.
var errTechFallOff = errors.New("nothing to clear: Tech Fall is off (Enter turns it on)")

// difficultyProp is the line of the puzzle's difficulty, 0 (not given) to
// 5: + and - change it, Enter asks for it.
func (e *Editor) difficultyProp(v int) prop {
	set := func(nv int) {
		if nv < 0 || nv > 5 {
			e.say("the difficulty goes from 0 to 5", true)
			return
		}
		e.setMetaSaid("difficulty", func(m *Meta) error { m.Difficulty = nv; return nil })
	}
	return prop{
		text:   fmt.Sprintf("%-13s %d (1 easy to 5; 0 not given)", "Difficulty:", v),
		adjust: func(n int) { set(v + n) },
		enter:  func() { e.askNumber("Difficulty", v, 0, 5, set) },
	}
}

// editHint asks for the new text of hint i, starting from its text h; an
// empty text leaves it as it was (x takes a hint out).
func (e *Editor) editHint(i int, h string) *tui.TextEntry {
	label := fmt.Sprintf("Hint %d", i+1)
	return e.shell.Prompt(label, label+": ", h, func(v string, ok bool) {
		if v = strings.TrimSpace(v); !ok || v == "" || v == h {
			return
		}
		e.setMeta("hints", func(m *Meta) error {
			if i >= len(m.Hints) {
				return fmt.Errorf("there is no hint %d", i+1)
			}
			m.Hints[i] = v
			return nil
		})
	})
}

// players lists the players of the position.
func (e *Editor) players() []int {
	n := int(e.doc.Pos().NumPlayers)
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

// setMeta changes the puzzle's metadata as one undoable edit.
func (e *Editor) setMeta(label string, change func(m *Meta) error) {
	e.apply("the puzzle's "+label, SetMeta(change), "the puzzle's "+label+" changed")
}

// setMetaSaid is setMeta for a choice of M (opponent, Tech Fall,
// difficulty): it says what the choice became, as l or h typed as a letter
// changes it ("the puzzle's opponent changed" said not to what).
func (e *Editor) setMetaSaid(label string, change func(m *Meta) error) {
	e.applySaying("the puzzle's "+label, SetMeta(change), func() string {
		m := e.doc.State().Puzzle
		if m == nil {
			return "the puzzle's " + label + " changed"
		}
		switch label {
		case "opponent":
			return fmt.Sprintf("the puzzle's opponent: %s: %s", m.Opponent, e.opponentSaid(m.Opponent, m.Side))
		case "Tech Fall":
			return "the puzzle's Tech Fall: " + techFallText(m.TechFall)
		}
		return fmt.Sprintf("the puzzle's %s: %d", label, m.Difficulty)
	})
}

// setSide makes player n the puzzle's side, and says what became of the
// old side's stated solution.
func (e *Editor) setSide(n int) {
	before := e.doc.State().Puzzle.clone()
	e.apply("the puzzle's side", SetSide(n), sideSaid(before, n))
}

// textProp is a line of free text, changed through a prompt.
func (e *Editor) textProp(label, v string, set func(m *Meta, v string) error) prop {
	shown := v
	if shown == "" {
		shown = "(none)"
	}
	change := func() *tui.TextEntry {
		return e.ask(label, label+": ", v, func(nv string) bool {
			return e.notRefused("the puzzle's "+strings.ToLower(label), SetMeta(func(m *Meta) error { return set(m, strings.TrimSpace(nv)) }), "the puzzle's "+strings.ToLower(label)+" changed")
		})
	}
	return prop{
		text:   fmt.Sprintf("%-13s %s", label+":", shown),
		enter:  func() { change() },
		field:  change,
		remove: func() { e.setMeta(strings.ToLower(label), func(m *Meta) error { return set(m, "") }) },
	}
}

// goalsProp is the line of the goals: Enter asks for them in notation.
func (e *Editor) goalsProp(m *Meta) prop {
	var gs []string
	for _, g := range m.Goals {
		gs = append(gs, g.String())
	}
	cur := strings.Join(gs, ", ")
	shown := cur
	if shown == "" {
		shown = "none: Enter sets them (ransack DE, kills 2 ...)"
	}
	ask := func() *tui.TextEntry {
		return e.askGoals(cur, func(goals []engine.Goal) bool {
			for _, g := range goals {
				if err := e.doc.Pos().CheckGoal(g, m.Side); err != nil {
					e.say("refused: the puzzle's goals: "+err.Error(), true)
					return false
				}
			}
			e.setMeta("goals", func(m *Meta) error { m.Goals = goals; return nil })
			e.offerSolution()
			return true
		})
	}
	return prop{
		text:   fmt.Sprintf("%-13s %s", "Goals:", shown),
		enter:  func() { ask() },
		field:  ask,
		remove: func() { e.setMeta("goals", func(m *Meta) error { m.Goals = nil; return nil }) },
	}
}

// goalExamples shows the goals' notation where goals are asked for.
const goalExamples = "ransack DE, kill DE3, kills 2, keep AB3, no-losses, pit ..."

// askGoals asks for goals in notation, the field starting with initial;
// take gets them and reports whether it took them (else it said why).
// Goals that do not parse, or that take refuses, open the field again
// with the text as typed, to correct it rather than type it again.
func (e *Editor) askGoals(initial string, take func([]engine.Goal) bool) *tui.TextEntry {
	return e.askExample("Goals, all to reach", "Goals: ", initial, goalExamples, func(v string) bool {
		goals, err := engine.ParseGoals(engine.SplitGoals(v))
		if err == nil {
			err = puzzles.RepeatedGoal(goals)
		}
		if err != nil {
			e.say(err.Error(), true)
			return false
		}
		return take(goals)
	})
}

// offerSolution offers to take the side's orders on the board as the
// solution of a puzzle with goals and none stated: a pack saved after M
// set the goals failed birdcrab check ("no stated solution"), the orders
// saved as the board's, and the way out (M, Solution, Enter) had to be
// guessed.
func (e *Editor) offerSolution() {
	st := e.doc.State()
	m := st.Puzzle
	if m == nil || len(m.Goals) == 0 || len(m.Solution) > 0 || m.Side < 1 || m.Side > int(st.Pos.NumPlayers) {
		return
	}
	orders := st.Orders[m.Side-1]
	if len(orders) == 0 {
		return
	}
	name := tui.PlayerName(m.Side)
	e.shell.Confirm(fmt.Sprintf("Take %s's orders on the board as the solution?", name), []tui.MenuItem{
		{Text: "y  yes: " + engine.OrdersText(e.cat, orders, ""), Key: 'y'},
		{Text: "n  no: not now (Solution, Enter takes them later)", Key: 'n'},
	}, func(i int) {
		if i == 0 {
			e.takeSolution(false)
		}
	}, tui.WithNote("The puzzle has no solution yet: birdcrab check and the trainer need one."))
}

// takeSolution makes the side's orders on the board the stated solution,
// or adds them as another accepted one.
func (e *Editor) takeSolution(alternative bool) {
	st := e.doc.State()
	side := st.Puzzle.Side
	if side < 1 || side > int(st.Pos.NumPlayers) {
		e.say("the side is not a player of the position", true)
		return
	}
	orders := append([]engine.Order(nil), st.Orders[side-1]...)
	if len(orders) == 0 {
		e.say(fmt.Sprintf("%s has no orders on the board: write them in Orders mode (O) first", tui.PlayerName(side)), true)
		return
	}
	if alternative {
		e.setMeta("alternatives", func(m *Meta) error {
			if sameOrderSet(e.cat, orders, m.Solution) {
				return errors.New("these orders are the stated solution")
			}
			for _, a := range m.Alternatives {
				if sameOrderSet(e.cat, orders, a) {
					return errors.New("these orders are an alternative already")
				}
			}
			m.Alternatives = append(m.Alternatives, orders)
			return nil
		})
		return
	}
	e.setMeta("solution", func(m *Meta) error { m.Solution = orders; return nil })
}

// sameOrderSet reports whether a and b hold the same orders, in any order.
func sameOrderSet(cat *engine.Catalogue, a, b []engine.Order) bool {
	if len(a) != len(b) {
		return false
	}
	key := func(os []engine.Order) []string {
		out := make([]string, len(os))
		for i, o := range os {
			out[i] = o.Format(cat)
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(key(a), key(b))
}

// checkSolution proves the puzzle on the board as birdcrab check does
// (prove.Pack): the solution reaches the goals, holds against every reply
// the opponent model allows, and is the only one but for the accepted
// alternatives. The proof runs in the background, up to a minute; a new
// check, or quitting, stops it.
func (e *Editor) checkSolution() {
	st := e.doc.State()
	m := st.Puzzle
	pz := toPuzzle(PuzzleData{Meta: *m, Pos: st.Pos, Orders: st.Orders})
	pk := puzzles.NewPack("check", e.cat)
	pk.Puzzles = []*puzzles.Puzzle{pz}
	if err := pk.Validate(); err != nil {
		e.say("cannot check: "+tui.OneLine(err), true)
		return
	}
	if len(m.Goals) == 0 || len(m.Solution) == 0 {
		e.say("the puzzle needs goals and a solution to check", true)
		return
	}
	e.stopCheck()
	ctx, cancel := context.WithCancel(context.Background())
	e.checking = cancel
	e.say(fmt.Sprintf("checking puzzle %s as birdcrab check does …", m.ID), false)
	begun := checkedPuzzle(&st)
	go func() {
		results := prove.Pack(ctx, pk, prove.DefaultLimit, nil)
		e.shell.Go(func() {
			if ctx.Err() == nil { // not stopped, nor replaced by another check
				e.checking = nil
				e.checked(begun, results)
			}
			cancel()
		})
	}()
}

// checkedPuzzle is the puzzle on the board of st as the check proves it
// (as its file holds it), nil when the board holds none.
func checkedPuzzle(st *State) *puzzles.Puzzle {
	if st.Puzzle == nil {
		return nil
	}
	return toPuzzle(PuzzleData{Meta: *st.Puzzle, Pos: st.Pos, Orders: st.Orders})
}

// checked says what the proof of puzzle begun (the puzzle on the board
// when the check began) found, while it is the puzzle on the board: a
// check runs up to a minute, and its verdict on a puzzle since changed,
// or put away for another, was said of the board as it is ("sound", or
// "P plays the orders on the board").
func (e *Editor) checked(begun *puzzles.Puzzle, results []puzzles.Result) {
	id := begun.ID
	st := e.doc.State()
	if now := checkedPuzzle(&st); now == nil || !reflect.DeepEqual(now, begun) {
		e.say(fmt.Sprintf("puzzle %s changed, or left the board, while its check ran: its result is for the puzzle as it was (M, Check proves the one on the board)", id), true)
		return
	}
	if len(results) != 1 {
		e.say(fmt.Sprintf("puzzle %s: the check found %d puzzles", id, len(results)), true)
		return
	}
	if r := results[0]; !r.OK() {
		e.say(fmt.Sprintf("the check fails: %s (P plays the orders on the board)", r.Problems[0].Msg), true)
		return
	}
	msg := fmt.Sprintf("puzzle %s is sound: its solution reaches the goals against every reply of the model and is the only one, but for its alternatives", id)
	if notes := results[0].Notes; len(notes) > 0 {
		msg += "; note: " + noteWords(&results[0], notes[0])
	}
	e.say(msg, false)
}

// noteWords is a note of r, a result of checkSolution's pack, in its own
// words: without the place the check puts before it, the pack made for the
// check and the puzzle ("check: puzzle "p1": "), which read badly in the
// message line after "puzzle p1 is sound".
func noteWords(r *puzzles.Result, note string) string {
	return strings.TrimPrefix(note, fmt.Sprintf("%s: %s %q: ", r.File, r.What, r.ID))
}

// stopCheck stops a check that runs.
func (e *Editor) stopCheck() {
	if e.checking != nil {
		e.checking()
		e.checking = nil
	}
}
func between(dst *int, v, lo, hi int) error {
	if v < lo || v > hi {
		return fmt.Errorf("%d is outside %d..%d", v, lo, hi)
	}
	*dst = v
	return nil
}

// splitList splits "a, b; c" into its items: the tags. Goals are split by
// engine.SplitGoals, as the command line splits them.
func splitList(v string) []string {
	var out []string
	for _, s := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ';' }) {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// nextOpponent returns the model n steps after cur, round the list.
func nextOpponent(cur engine.Opponent, n int) engine.Opponent {
	const k = engine.NumOpponents
	return engine.Opponent(((int(cur)+n)%k + k) % k)
}

// opponentSaid is opponentText for a search or puzzle of side on the
// board: fixed, when the others have no orders there, plays as hold, and
// says so, as birdcrab solve's note does (it said "the others play their
// orders on the board" when they had none, and the search found the
// solutions of hold without a word).
func (e *Editor) opponentSaid(o engine.Opponent, side int) string {
	if o == engine.Fixed && e.othersOrders(side) == "" {
		return fixedAsHold
	}
	return opponentText(o)
}

// fixedAsHold says what fixed does when the others have no orders.
const fixedAsHold = "the others have no orders, so fixed plays as hold"

// opponentLine is opponentSaid for the Solve window's line, after
// "Opponent:     fixed: ": at 66 columns the line ended "so fixed play…".
func (e *Editor) opponentLine(o engine.Opponent, side int) string {
	switch said := e.opponentSaid(o, side); said {
	case fixedAsHold:
		return "the others have no orders: plays as hold"
	case opponentText(engine.Fixed):
		return "the others play the orders on the board"
	default:
		return said
	}
}

// opponentText explains an opponent model.
func opponentText(o engine.Opponent) string {
	switch o {
	case engine.Hold:
		return "the others give no orders"
	case engine.Fixed:
		return "the others play their orders on the board"
	case engine.Any:
		return "the solution must beat every reply"
	}
	return "unknown"
}
