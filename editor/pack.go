package editor

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// Meta is what a puzzle adds to a position and its orders: the rest of its
// [[puzzle]] table, every key of it, so that saving writes back what was
// loaded (TestMetaHoldsEveryPuzzleKey fails when puzzles.Puzzle gains a
// field Meta does not carry). Treat a Meta as a value: an edit makes a new
// one.
type Meta struct {
	ID, Title, Description string
	Difficulty             int
	Tags                   []string
	Side                   int
	Opponent               engine.Opponent
	Goals                  []engine.Goal
	Solution               []engine.Order
	Alternatives           [][]engine.Order
	Hints                  []string
	Explanation            string
	// TechFall is the puzzle's tech_fall key, kept so that saving does not
	// drop it (0: off).
	TechFall int
	// Claims is the puzzle's claims key, which the editor does not edit:
	// kept so that saving does not drop it. An edited position may make a
	// claim false; birdcrab check then says so.
	Claims []string
}

// clone returns a copy sharing no slice with m.
func (m *Meta) clone() *Meta {
	c := *m
	c.Tags = append([]string(nil), m.Tags...)
	c.Goals = append([]engine.Goal(nil), m.Goals...)
	c.Solution = append([]engine.Order(nil), m.Solution...)
	c.Alternatives = nil
	for _, a := range m.Alternatives {
		c.Alternatives = append(c.Alternatives, append([]engine.Order(nil), a...))
	}
	c.Hints = append([]string(nil), m.Hints...)
	c.Claims = append([]string(nil), m.Claims...)
	return &c
}

// PuzzleData is one puzzle of the pack being edited.
type PuzzleData struct {
	Meta   Meta
	Pos    engine.Position
	Orders tui.Orders
}

// PackData is the pack being edited, as a value the history can keep: its
// puzzles, and the rest of the pack (header, kinds, lessons) as loaded,
// which the editor keeps as it is. The puzzle at Cur is stale: the State
// holds its current form. Treat a PackData as immutable: an edit makes a
// new one.
type PackData struct {
	Base    *puzzles.Pack
	Puzzles []PuzzleData
	// Cur is the puzzle on the board, -1 when the position on the board is
	// not (yet) one of the pack's puzzles.
	Cur int
}

// packPuzzles returns the pack's puzzles with the one on the board as it is
// now in s; none when the document is not a pack.
func (s *State) packPuzzles() []PuzzleData {
	if s.Pack == nil {
		return nil
	}
	out := append([]PuzzleData(nil), s.Pack.Puzzles...)
	if s.Puzzle != nil && s.Pack.Cur >= 0 && s.Pack.Cur < len(out) {
		out[s.Pack.Cur] = PuzzleData{Meta: *s.Puzzle.clone(), Pos: s.Pos, Orders: s.Orders.Clone()}
	}
	return out
}

// leavePuzzle keeps the puzzle on the board in the pack as it is now and
// makes the board hold no puzzle of the pack: an edit that puts a whole
// other position on the board (N, a paste, a played turn kept) calls it
// first, so the new position does not silently become that puzzle's (with
// its title, goals and hints). It returns the id of the puzzle left, ""
// when the board held none.
func (s *State) leavePuzzle() string {
	if !s.onPuzzle() {
		return ""
	}
	id := s.Puzzle.ID
	pd := *s.Pack
	pd.Puzzles = s.packPuzzles()
	pd.Cur = -1
	s.Pack, s.Puzzle = &pd, nil
	return id
}

// onPuzzle reports whether the position on the board is a puzzle of the
// state's pack.
func (s *State) onPuzzle() bool {
	return s.Pack != nil && s.Puzzle != nil && s.Pack.Cur >= 0 && s.Pack.Cur < len(s.Pack.Puzzles)
}

// sameDocument reports whether s and t hold the same document, whichever
// puzzle of a pack each has on the board: the same pack with the same
// puzzles (each with the orders on its board) and the same work on a board
// that holds no puzzle of the pack (looseBoard); for a position file, the
// same position and orders.
func (s State) sameDocument(t State) bool {
	if s.Pack == nil || t.Pack == nil {
		return s.Equal(t)
	}
	if s.Pack.Base != t.Pack.Base || !reflect.DeepEqual(s.packPuzzles(), t.packPuzzles()) {
		return false
	}
	sp, so, sl := s.looseBoard()
	tp, to, tl := t.looseBoard()
	return sl == tl && (!sl || sp == tp && so.Equal(to))
}

// looseBoard returns the position and orders on the board of a pack when
// they are not one of its puzzles, so not in its file; ok is false when
// the board holds a puzzle, or nothing (an empty board, no orders).
func (s *State) looseBoard() (engine.Position, tui.Orders, bool) {
	if s.Pack == nil || s.onPuzzle() || s.blankBoard() {
		return engine.Position{}, tui.Orders{}, false
	}
	return s.Pos, s.Orders, true
}

// blankBoard reports whether the board holds a new, empty position (as N
// or a new pack leaves it) and no orders.
func (s *State) blankBoard() bool {
	return s.Pos == engine.NewPosition(int(s.Pos.NumPlayers)) && s.Orders.Equal(tui.Orders{})
}

// metaEqual and packEqual compare the pack parts of two states.
func metaEqual(a, b *Meta) bool { return a == b || a != nil && b != nil && reflect.DeepEqual(a, b) }

func packEqual(a, b *PackData) bool { return a == b || a != nil && b != nil && reflect.DeepEqual(a, b) }

// metaFromPuzzle reads the metadata of a loaded puzzle.
func metaFromPuzzle(pz *puzzles.Puzzle) Meta {
	m := Meta{
		ID: pz.ID, Title: pz.Title, Description: pz.Description, Difficulty: pz.Difficulty,
		Tags: pz.Tags, Side: pz.Side, Opponent: pz.Opponent, Goals: pz.Goals,
		Solution: pz.Solution, Alternatives: pz.Alternatives, Hints: pz.Hints, Explanation: pz.Explanation,
		TechFall: pz.TechFall, Claims: pz.Claims,
	}
	return *m.clone()
}

// stateFromPack makes the state of a pack just opened: its first puzzle on
// the board (every player's orders from the file, the side's being the
// stated solution when the file gives it none), or an empty position when
// the pack has no puzzle.
func stateFromPack(pk *puzzles.Pack) State {
	pd := &PackData{Base: pk, Cur: -1}
	for _, pz := range pk.Puzzles {
		var o tui.Orders
		for i, os := range pz.FileOrders() {
			if i < engine.MaxPlayers {
				o[i] = append([]engine.Order(nil), os...)
			}
		}
		pd.Puzzles = append(pd.Puzzles, PuzzleData{Meta: metaFromPuzzle(pz), Pos: pz.Position, Orders: o})
	}
	if len(pd.Puzzles) == 0 {
		return State{Pos: engine.NewPosition(2), Pack: pd}
	}
	pd.Cur = 0
	first := pd.Puzzles[0]
	return State{Pos: first.Pos, Orders: first.Orders.Clone(), Puzzle: first.Meta.clone(), Pack: pd}
}

// fileOrders returns the orders of a puzzle that its file holds: the
// side's orders on the board when it has no stated solution (with one, the
// solution is its orders), and the other players' orders under the "fixed"
// model, where they are the script. The rest of the orders on the board
// are tried out in the editor but not saved; unsaved names them.
func fileOrders(pd *PuzzleData) (orders [][]engine.Order, unsaved []string) {
	m := &pd.Meta
	n := int(pd.Pos.NumPlayers)
	orders = make([][]engine.Order, n)
	any := false
	for i := 0; i < n; i++ {
		os := pd.Orders[i]
		if len(os) == 0 {
			continue
		}
		if why := notFiled(m, i+1, os); why != "" {
			unsaved = append(unsaved, why)
			continue
		}
		if i+1 == m.Side && len(m.Solution) > 0 {
			continue // the stated solution, saved as such
		}
		orders[i] = append([]engine.Order(nil), os...)
		any = true
	}
	if !any {
		orders = nil
	}
	return orders, unsaved
}

// notFiled says why the file of puzzle m does not hold player n's orders
// os, or "" when it holds them (as orders, or as the stated solution).
func notFiled(m *Meta, n int, os []engine.Order) string {
	switch {
	case n == m.Side && len(m.Solution) > 0 && !slices.Equal(os, m.Solution):
		return fmt.Sprintf("%s's orders on the board (the stated solution is saved; M takes them as the solution)", tui.PlayerName(n))
	case n != m.Side && m.Opponent != engine.Fixed:
		return fmt.Sprintf("%s's orders (the opponent model is %s, not fixed)", tui.PlayerName(n), m.Opponent)
	}
	return ""
}

// filedOrders returns orders of puzzle m without those its file does not
// hold; ok is false when it holds them all (orders is then returned as it
// is).
func filedOrders(m *Meta, orders tui.Orders) (tui.Orders, bool) {
	out, cut := orders, false
	for i := range out {
		if len(out[i]) > 0 && notFiled(m, i+1, out[i]) != "" {
			out[i], cut = nil, true
		}
	}
	return out, cut
}

// filed returns s as its file holds it: in a pack, every puzzle without the
// orders the file does not hold (fileOrders). A save marks it as the saved
// state, so that the orders left out keep the document modified.
func (s State) filed() State {
	c := s.clone()
	if c.Pack == nil {
		return c
	}
	if _, _, loose := c.looseBoard(); loose {
		// The board is not a puzzle: the file holds none of it.
		c.Pos, c.Orders = engine.NewPosition(int(c.Pos.NumPlayers)), tui.Orders{}
	}
	if c.Puzzle != nil {
		c.Orders, _ = filedOrders(c.Puzzle, c.Orders)
	}
	var pk *PackData
	for i := range c.Pack.Puzzles {
		pd := &c.Pack.Puzzles[i]
		o, cut := filedOrders(&pd.Meta, pd.Orders)
		if !cut {
			continue
		}
		if pk == nil {
			cp := *c.Pack
			cp.Puzzles = append([]PuzzleData(nil), cp.Puzzles...)
			pk = &cp
		}
		pk.Puzzles[i].Orders = o
	}
	if pk != nil {
		c.Pack = pk
	}
	return c
}

// toPuzzle writes one puzzle for the pack file.
func toPuzzle(pd PuzzleData) *puzzles.Puzzle {
	m := pd.Meta.clone()
	orders, _ := fileOrders(&pd)
	return &puzzles.Puzzle{
		Description: m.Description, Difficulty: m.Difficulty, Tags: m.Tags, Explanation: m.Explanation,
		Scenario: puzzles.Scenario{
			ID: m.ID, Title: m.Title, Position: pd.Pos, Orders: orders, Side: m.Side, Opponent: m.Opponent,
			Goals: m.Goals, Solution: m.Solution, Alternatives: m.Alternatives, Hints: m.Hints,
			TechFall: m.TechFall, Claims: m.Claims,
		},
	}
}

// unsavedOrders names the orders of the pack's puzzles that its file will
// not hold, and why: those on the board, then those of the other puzzles.
func unsavedOrders(s *State) []string {
	var out []string
	eachUnfiled(s, func(id string, n int, why string) {
		if id != "" {
			why = "puzzle " + id + ": " + why
		}
		out = append(out, why)
	})
	return out
}

// lostOrders names the same orders as unsavedOrders, in short: "Blue's
// orders", "Blue's orders of puzzle p2".
func lostOrders(s *State) []string {
	var out []string
	eachUnfiled(s, func(id string, n int, _ string) {
		name := tui.PlayerName(n) + "'s orders"
		if id != "" {
			name += " of puzzle " + id
		}
		out = append(out, name)
	})
	return out
}

// lostWork names, in short, what the pack's file of state s cannot hold:
// the position on the board when it is not a puzzle, and the orders
// lostOrders names.
func lostWork(s *State) []string {
	var out []string
	if _, _, loose := s.looseBoard(); loose {
		out = append(out, "the position on the board, not a puzzle")
	}
	return append(out, lostOrders(s)...)
}

// eachUnfiled calls f for each player's orders that the pack's file will
// not hold: id is the puzzle's, "" for the puzzle on the board; n the
// player; why says why, as notFiled.
func eachUnfiled(s *State, f func(id string, n int, why string)) {
	each := func(id string, m *Meta, orders *tui.Orders) {
		for i, os := range orders {
			if len(os) > 0 {
				if why := notFiled(m, i+1, os); why != "" {
					f(id, i+1, why)
				}
			}
		}
	}
	if s.Puzzle != nil {
		each("", s.Puzzle, &s.Orders)
	}
	for i, pd := range s.packPuzzles() {
		if s.Puzzle == nil || i != s.Pack.Cur {
			each(pd.Meta.ID, &pd.Meta, &pd.Orders)
		}
	}
}

// BuildPack returns the pack of state s, as it would be saved under name:
// the loaded pack's header, kinds and lessons, and the puzzles as edited.
func BuildPack(s *State, name string) *puzzles.Pack {
	np := *s.Pack.Base
	np.File = name
	np.Puzzles = nil
	for _, pd := range s.packPuzzles() {
		np.Puzzles = append(np.Puzzles, toPuzzle(pd))
	}
	return &np
}

// newPuzzleID returns an id not used in the pack: for a copy of the
// puzzle on the board, its id and a number ("from-behind-2"); else
// "puzzle-1", "puzzle-2" ... Every copy was "puzzle-1" at first, so a
// puzzle added in each of two programs on one file took the same id.
func newPuzzleID(s *State) string {
	used := usedIDs(s)
	if s.onPuzzle() {
		for i := 2; ; i++ {
			if id := fmt.Sprintf("%s-%d", s.Puzzle.ID, i); !used[id] {
				return id
			}
		}
	}
	for i := 1; ; i++ {
		id := fmt.Sprintf("puzzle-%d", i)
		if !used[id] {
			return id
		}
	}
}

// usedIDs returns the ids of the pack's puzzles and lessons.
func usedIDs(s *State) map[string]bool {
	used := map[string]bool{}
	for _, pd := range s.packPuzzles() {
		used[pd.Meta.ID] = true
	}
	if s.Pack != nil {
		for _, l := range s.Pack.Base.Lessons {
			used[l.ID] = true
		}
	}
	return used
}

// checkPuzzleID refuses an id the pack format would refuse, or one used by
// another puzzle or lesson of the pack.
func checkPuzzleID(s *State, id string, self int) error {
	if err := puzzles.CheckID(id); err != nil {
		return err
	}
	if s.Pack == nil {
		return nil
	}
	for i, pd := range s.packPuzzles() {
		if i != self && pd.Meta.ID == id {
			return fmt.Errorf("the pack already has a puzzle %q", id)
		}
	}
	for _, l := range s.Pack.Base.Lessons {
		if l.ID == id {
			return fmt.Errorf("the pack already has a lesson %q", id)
		}
	}
	return nil
}

// AddPuzzle makes the position on the board a new puzzle of the pack (of a
// new pack when the document is not one yet), with id, side 1, opponent
// "hold" and no goals yet.
func AddPuzzle(cat *engine.Catalogue, id string) func(*State) error {
	return AddPuzzleAs(cat, Meta{ID: id, Side: 1, Opponent: engine.Hold})
}

// AddPuzzleAs is AddPuzzle with the new puzzle's metadata starting as from
// (its id, side, opponent, goals ...): the editor starts it with what the
// Solve window was set to.
func AddPuzzleAs(cat *engine.Catalogue, from Meta) func(*State) error {
	return func(s *State) error {
		if s.Pack == nil {
			s.Pack = &PackData{Base: puzzles.NewPack("", cat), Cur: -1}
		}
		if err := checkPuzzleID(s, from.ID, -1); err != nil {
			return err
		}
		pd := *s.Pack
		pd.Puzzles = s.packPuzzles()
		m := from.clone()
		pd.Puzzles = append(pd.Puzzles, PuzzleData{Meta: *m, Pos: s.Pos, Orders: s.Orders.Clone()})
		pd.Cur = len(pd.Puzzles) - 1
		s.Pack, s.Puzzle = &pd, m
		return nil
	}
}

// SetPuzzleBoard makes the position and orders of the pack's puzzle id,
// one not on the board, pos and orders; its metadata stays.
func SetPuzzleBoard(id string, pos engine.Position, orders tui.Orders) func(*State) error {
	return func(s *State) error {
		if s.Pack == nil {
			return fmt.Errorf("no such puzzle")
		}
		i := indexID(s.Pack.Puzzles, id)
		if i < 0 || i == s.Pack.Cur && s.Puzzle != nil {
			return fmt.Errorf("no such puzzle off the board")
		}
		pd := *s.Pack
		pd.Puzzles = s.packPuzzles()
		pd.Puzzles[i].Pos, pd.Puzzles[i].Orders = pos, orders.Clone()
		s.Pack = &pd
		return nil
	}
}

// SwitchPuzzle puts puzzle i of the pack on the board; the one there is
// kept in the pack as it is now.
func SwitchPuzzle(i int) func(*State) error {
	return func(s *State) error {
		if s.Pack == nil || i < 0 || i >= len(s.Pack.Puzzles) {
			return fmt.Errorf("no such puzzle")
		}
		if i == s.Pack.Cur && s.Puzzle != nil {
			return ErrNoChange
		}
		pd := *s.Pack
		pd.Puzzles = s.packPuzzles()
		pd.Cur = i
		next := pd.Puzzles[i]
		*s = State{Pos: next.Pos, Orders: next.Orders.Clone(), Puzzle: next.Meta.clone(), Pack: &pd}
		return nil
	}
}

// RemovePuzzle takes puzzle i out of the pack. When it is the one on the
// board, its position stays there, no longer a puzzle.
func RemovePuzzle(i int) func(*State) error {
	return func(s *State) error {
		if s.Pack == nil || i < 0 || i >= len(s.Pack.Puzzles) {
			return fmt.Errorf("no such puzzle")
		}
		pd := *s.Pack
		all := s.packPuzzles()
		pd.Puzzles = append(append([]PuzzleData(nil), all[:i]...), all[i+1:]...)
		switch {
		case i == pd.Cur:
			pd.Cur, s.Puzzle = -1, nil
		case i < pd.Cur:
			pd.Cur--
		}
		s.Pack = &pd
		return nil
	}
}

// SetPackTitle sets the pack's title, its [pack] table's title: what the
// trainer and show call the pack (a pack made in the editor had none, and
// showed as its file's name).
func SetPackTitle(title string) func(*State) error {
	return func(s *State) error {
		if s.Pack == nil {
			return fmt.Errorf("the document is not a pack: a adds the position as a puzzle")
		}
		if title == s.Pack.Base.Title {
			return ErrNoChange
		}
		base := *s.Pack.Base
		base.Title = title
		pd := *s.Pack
		pd.Puzzles = s.packPuzzles()
		pd.Base = &base
		s.Pack = &pd
		return nil
	}
}

// SetMeta changes the metadata of the puzzle on the board.
func SetMeta(change func(m *Meta) error) func(*State) error {
	return func(s *State) error {
		if s.Puzzle == nil {
			return fmt.Errorf("the position is not a puzzle yet: a adds it to the pack")
		}
		m := s.Puzzle.clone()
		if err := change(m); err != nil {
			return err
		}
		s.Puzzle = m
		return nil
	}
}

// SetSide makes player n the puzzle's side. The stated solution and the
// other right answers are the old side's orders: they go (u brings them
// back), since the file of a puzzle holds its side's alone (w refused the
// pack with them).
func SetSide(n int) func(*State) error {
	return SetMeta(func(m *Meta) error {
		if n == m.Side {
			return ErrNoChange
		}
		m.Side, m.Solution, m.Alternatives = n, nil, nil
		return nil
	})
}

// sideSaid says what a change of the puzzle's side from before made of
// its stated solution.
func sideSaid(before *Meta, side int) string {
	msg := tui.PlayerName(side) + " solves now"
	if len(before.Solution) == 0 && len(before.Alternatives) == 0 {
		return msg
	}
	what := "stated solution"
	if n := len(before.Alternatives); n > 0 {
		what += " and " + tui.Plural(n, "other right answer")
	}
	return fmt.Sprintf("%s; %s's %s went with the old side (u brings it back); M's Solution takes %s's orders on the board", msg, tui.PlayerName(before.Side), what, tui.PlayerName(side))
}

// solutionBroken says, after an edit from before to after of the puzzle
// on the board, when its stated solution was legal and is not any more:
// w refuses the pack until M changes it. "" otherwise.
func solutionBroken(cat *engine.Catalogue, before, after *State) string {
	m, was := after.Puzzle, before.Puzzle
	if m == nil || was == nil || m.ID != was.ID || len(m.Solution) == 0 || m.Side < 1 || m.Side > int(after.Pos.NumPlayers) {
		return ""
	}
	var plan engine.Plan
	if before.Pos.CheckOrders(cat, was.Side, was.Solution, &plan) != nil || after.Pos.CheckOrders(cat, m.Side, m.Solution, &plan) == nil {
		return ""
	}
	return fmt.Sprintf("; the stated solution (%s) is not legal on the board now: M changes it, and w refuses the pack until then", engine.OrdersText(cat, m.Solution, ""))
}

// puzzleLabel names the puzzle on the board for the title line.
func puzzleLabel(s *State) string {
	switch {
	case s.Pack == nil:
		return ""
	case s.Puzzle == nil:
		return fmt.Sprintf("not a puzzle (%d in the pack)", len(s.Pack.Puzzles))
	}
	return fmt.Sprintf("puzzle %s (%d of %d)", s.Puzzle.ID, s.Pack.Cur+1, len(s.Pack.Puzzles))
}

// shortPuzzleLabel is puzzleLabel for a narrow title line:
// "divide-to-save 1/226", "not a puzzle (of 226)"; with idRoom not -1,
// the id is cut to idRoom columns and marked ("divide-to-s… 1/226", "..."
// in ASCII).
func shortPuzzleLabel(s *State, idRoom int, ascii bool) string {
	switch {
	case s.Pack == nil:
		return ""
	case s.Puzzle == nil:
		return fmt.Sprintf("not a puzzle (of %d)", len(s.Pack.Puzzles))
	}
	id := s.Puzzle.ID
	if idRoom >= 0 && idRoom < len(id) && utf8.RuneCountInString(id) == len(id) {
		// Ids are ASCII (puzzles.CheckID): a byte a column.
		id = id[:idRoom] + cutMark(ascii)
	}
	return fmt.Sprintf("%s %d/%d", id, s.Pack.Cur+1, len(s.Pack.Puzzles))
}

// cutMark marks a text cut: "…", "..." in ASCII.
func cutMark(ascii bool) string {
	if ascii {
		return "..."
	}
	return "…"
}

// packProblems lists what would stop the pack from saving, as the pack
// format's Validate says it, one line each.
func packProblems(s *State) []string {
	if s.Pack == nil {
		return nil
	}
	err := BuildPack(s, "the pack").Validate()
	if err == nil {
		return nil
	}
	var out []string
	for _, fe := range puzzles.Problems(err) {
		out = append(out, fe.Msg)
	}
	if len(out) == 0 {
		out = strings.Split(err.Error(), "\n")
	}
	return out
}
