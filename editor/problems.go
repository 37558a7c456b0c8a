package editor

import (
	"errors"
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// Problems names what makes the state one that the rules forbid or that a
// game could not reach: the engine's Validate errors and Warnings, enemies
// standing side by side between turns, more pieces of a kind than the deck
// holds, orders the engine refuses, and what the pack format would refuse
// of the pack being edited. A draft with problems can still be saved as a
// position file.
func Problems(cat *engine.Catalogue, s *State) []string {
	return problems(cat, s, s.Pos.Warnings(cat))
}

// problems is Problems with warnings as the engine's Warnings of the
// position: the list (i) has them placed in the pack's file.
func problems(cat *engine.Catalogue, s *State, warnings []string) []string {
	p := &s.Pos
	var out []string
	if err := p.Validate(cat); err != nil {
		for _, line := range strings.Split(err.Error(), "\n") {
			if line != "" {
				out = append(out, line)
			}
		}
	}
	out = append(out, warnings...)
	out = append(out, enemiesSideBySide(cat, p)...)
	out = append(out, overDeckCounts(cat, p)...)
	out = append(out, notEliminated(p)...)
	for n := 1; n <= int(p.NumPlayers); n++ {
		var plan engine.Plan
		if err := p.CheckOrders(cat, n, s.Orders[n-1], &plan); err != nil {
			out = append(out, ordersProblem(n, err))
		}
	}
	for _, pp := range packProblems(s) {
		out = append(out, "pack: "+pp)
	}
	return out
}

// ordersProblem words a refusal of player n's orders as the screens name
// players, by colour: "Red's orders: place Crab AB1 E: Red has no Crab in
// hand" (the engine's own text said "player 1" twice beside "Red's").
func ordersProblem(n int, err error) string {
	var oe *engine.OrderError
	if errors.As(err, &oe) {
		return fmt.Sprintf("%s's orders: %s: %s", tui.PlayerName(n), oe.Order, oe.ReasonNamed(tui.PlayerName))
	}
	return fmt.Sprintf("%s's orders: %v", tui.PlayerName(n), err)
}

// enemiesSideBySide names opposing pieces on neighbouring cells: close
// combat leaves none between turns, so such a position starts with a fight.
// It names every pair: i promises all the problems, and a pair it left as
// "3 more pairs" was one the player had to find on the board. A piece
// that vanishes as the turn starts (a Cloud Man) is in no pair: it leaves
// the board before any fight and fights where it lands, and landing at
// the end of a turn may leave it beside an enemy.
func enemiesSideBySide(cat *engine.Catalogue, p *engine.Position) []string {
	var out []string
	vanishes := func(pc engine.Piece) bool { return cat.Kind(pc.Kind).Has(engine.Vanishes) }
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		a := p.Board[l]
		if a.Empty() || vanishes(a) {
			continue
		}
		for _, d := range []engine.Dir{engine.A, engine.B, engine.C} {
			m := l.Neighbour(d)
			if m == engine.NoLoc {
				continue
			}
			b := p.Board[m]
			if b.Empty() || b.Owner == a.Owner || vanishes(b) {
				continue
			}
			out = append(out, fmt.Sprintf("enemies side by side: %s on %v and %s on %v (they fight as the turn starts)",
				tui.PieceLabel(cat, a), l, tui.PieceLabel(cat, b), m))
		}
	}
	return out
}

// notEliminated names the players in the game who have no piece on the
// board and no territory after the first turn: the end of every turn
// eliminates such a player (docs/rules.md, "Elimination and the end of the
// game"), and nothing puts a piece on the board or gives a territory
// between the end of a turn and the orders of the next. A game over ends
// with no elimination, so it may leave one. Nor does the first turn of
// sudden death (stage 1): the turn that began it judged elimination while
// the territories were still held, and took them only after (ruling
// sudden-death-territories-held-to-the-turn-end), so a player with no piece
// who held one then is rightly still in.
//
// Kills with an empty graveyard are no problem: a Necromancer takes the
// graveyard's pieces back into hands, and a Priest's conversion counts as
// a kill and leaves nothing in the graveyard; nor are more kills than
// pieces in it (a tie kills both and credits both players). Neither is
// certain to be out of a game's reach, so i says nothing of kills.
func notEliminated(p *engine.Position) []string {
	if p.Turn < 2 || p.Over || p.SuddenDeath == 1 {
		return nil
	}
	var held [engine.MaxPlayers + 1]bool
	for _, c := range p.Control {
		if int(c) < len(held) {
			held[c] = true
		}
	}
	var out []string
	for n := 1; n <= int(p.NumPlayers); n++ {
		if p.Player(n).Out || held[n] || p.CountPieces(uint8(n)) > 0 {
			continue
		}
		out = append(out, fmt.Sprintf("%s has no piece on the board and no territory, but is not eliminated: the end of turn %d would have put him out (F: %s: eliminated)",
			tui.PlayerName(n), p.Turn-1, tui.PlayerName(n)))
	}
	return out
}

// overDeckCounts names kinds with more pieces in play than the deck holds.
func overDeckCounts(cat *engine.Catalogue, p *engine.Position) []string {
	counts := make([]int, cat.Len())
	add := func(k engine.KindID) {
		if int(k) < len(counts) {
			counts[k]++
		}
	}
	for _, pc := range p.Board {
		if !pc.Empty() {
			add(pc.Kind)
		}
	}
	for n := 1; n <= int(p.NumPlayers); n++ {
		for _, k := range p.Player(n).HandKinds() {
			add(k)
		}
	}
	for _, g := range p.Graveyard() {
		add(g.Kind)
	}
	var out []string
	for i, c := range counts {
		k := cat.Kind(engine.KindID(i))
		if k.DeckMax > 0 && c > k.DeckMax {
			out = append(out, fmt.Sprintf("%d %s in play, but the deck holds at most %d", c, k.Name, k.DeckMax))
		}
	}
	return out
}

// showProblems lists what is wrong with the position, after what the
// recovery at the start left behind (the recovery file kept, by its full
// path, which the message line has no room for).
func (e *Editor) showProblems() {
	st := e.doc.State()
	probs := problems(e.cat, &st, e.placedWarnings(&st))
	var msg string
	if e.shell.MessageCut() {
		msg = e.shell.Message()
		e.shell.KeepMessage() // the window shows it
	}
	e.shell.TextDialog("Problems of the position", func(width int) []tui.Line {
		var out []tui.Line
		if msg != "" {
			out = append(out, tui.Plain("The message line, all of it:", e.theme.Bold()))
			out = append(out, tui.WrapLines(msg, width, e.theme.Base())...)
			out = append(out, tui.Line{})
		}
		notes := append([]string{e.autosaveNote()}, e.rec.notes...)
		for _, note := range notes {
			if note == "" {
				continue
			}
			out = append(out, bullet(note, width, e.theme.Error())...)
			out = append(out, tui.Line{})
		}
		if len(probs) == 0 {
			return append(out, tui.Plain("No problems: the position is one a game can reach.", e.theme.Good()))
		}
		for _, p := range probs {
			out = append(out, bullet(p, width, e.theme.Base())...)
		}
		out = append(out, tui.Line{}, tui.Plain("A draft with problems can still be saved.", e.theme.Dim()))
		return out
	})
}

// placedWarnings are the position's warnings (engine.Position.Warnings)
// for the list of problems. When the board holds a puzzle of the pack's
// file, each is placed as birdcrab check places it, at the line of the key
// it is about in the file as it is on disk now (puzzles'
// Pack.PlacedWarnings): "pack.toml:16:1: puzzle "p1": player 2 is
// eliminated, but ...". They were listed with no place, while check placed
// them. A puzzle the file does not hold yet, or a file that does not read,
// leaves them in the engine's words.
func (e *Editor) placedWarnings(st *State) []string {
	if st.Puzzle == nil || st.Pack == nil || e.doc.Path == "" {
		return st.Pos.Warnings(e.cat)
	}
	data, err := fileio.ReadFile(e.doc.Path, puzzles.MaxFileSize)
	if err != nil {
		return st.Pos.Warnings(e.cat)
	}
	pk, _, err := puzzles.ParseDraft(e.doc.Path, data, e.opts.baseCat())
	if err != nil || !sameKinds(pk.Catalogue(), e.cat) {
		return st.Pos.Warnings(e.cat)
	}
	pz := pk.Puzzle(st.Puzzle.ID)
	if pz == nil {
		return st.Pos.Warnings(e.cat)
	}
	return pk.PlacedWarnings(&pz.Scenario, &st.Pos)
}

// bullet wraps text to width as one item of a list: "- " before its first
// line, its other lines indented.
func bullet(text string, width int, st tcell.Style) []tui.Line {
	var out []tui.Line
	for i, w := range tui.WrapText(text, width-2) {
		lead := "- "
		if i > 0 {
			lead = "  "
		}
		out = append(out, tui.Plain(lead+w, st))
	}
	return out
}
