package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/safetext"
	"github.com/birdcrab/birdcrab/puzzles"
)

func init() {
	register(command{
		name:  "resolve",
		usage: "resolve FILE|CODE [--id ID] [--json] [--techfall N] [--pieces FILE] [--max-size SIZE]",
		brief: "play one turn of a puzzle file or position code and show what happens",
		run:   runResolve,
	})
}

func runResolve(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("resolve", stdout, stderr,
		"usage: birdcrab resolve FILE|CODE [--id ID] [--json] [--techfall N] [--pieces FILE] [--max-size SIZE]",
		"Plays one turn: every player's orders in the file (the side's stated",
		"solution when it carries none), and prints the events and the position.")
	id := fs.String("id", "", "the `ID` of the puzzle or lesson to play, when the file holds several")
	asJSON := fs.Bool("json", false, "print the result as one JSON object")
	techFall := integer(fs, "techfall", 0, fmt.Sprintf("turn Tech Fall on: a player `N` or more pieces of material behind is eliminated (0: off; given, it replaces the file's tech_fall; at most %d)", puzzles.MaxTechFall))
	pos, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	arg, code := fs.oneFile(pos)
	if code != 0 {
		return code
	}
	if *techFall < 0 || *techFall > puzzles.MaxTechFall {
		return fail(stderr, "--techfall %d: want 0 (off) to %d", *techFall, puzzles.MaxTechFall)
	}
	pk, s, code := fs.loadScenario(stderr, arg, *id)
	if code != 0 {
		return code
	}
	targetNotes(stderr, pk, s)
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "techfall" {
			s.TechFall = *techFall
		}
	})
	orders := s.FileOrders()
	turn, err := s.Play(orders)
	if err != nil {
		// Loading checked every order; this only happens if it missed one.
		return fail(stderr, "%s: %v", scenarioPlace(pk, s), err)
	}
	if *asJSON {
		return writeJSON(stdout, stderr, s, turn)
	}
	writeText(stdout, pk, s, turn, !utf8Locale(runtime.GOOS, os.Getenv))
	return 0
}

// targetNotes notes on stderr, as check notes them, a Necromancer target
// of s that the target order could not name: its player has no
// Necromancer, or the graveyard none of its kind. Notes, not refusals: a
// game can leave a target so. Standard output (--json's object) is left
// alone.
func targetNotes(stderr io.Writer, pk *puzzles.Pack, s *puzzles.Scenario) {
	for _, n := range pk.TargetNotes(s) {
		fmt.Fprintf(stderr, "birdcrab: note: %s\n", n)
	}
}

// failProblems prints each problem of a file on its own line, as a
// compiler does but after "birdcrab: " as every error line, and returns
// exit status 2.
func failProblems(stderr io.Writer, err error) int {
	for _, p := range shownProblems(problemsOf(err)) {
		if p.File == "" {
			fmt.Fprintln(stderr, "birdcrab: "+p.Msg)
			continue
		}
		fmt.Fprintln(stderr, "birdcrab: "+p.Error())
	}
	return 2
}

// writeText prints the orders, the events grouped by stage, and the
// position after the turn as a diagram, a list and a code; in ASCII when
// ascii (a locale that is not UTF-8, as show decides): the board's
// directions as letters, a share "2½" as "2 1/2", "×" as "x".
func writeText(w io.Writer, pk *puzzles.Pack, s *puzzles.Scenario, t *puzzles.Turn, ascii bool) {
	if !ascii {
		writeTurnText(w, pk, s, t, tui.TextLook{Mono: true})
		return
	}
	var b strings.Builder
	writeTurnText(&b, pk, s, t, tui.TextLook{Mono: true, ASCII: true})
	io.WriteString(w, safetext.ASCII(b.String()))
}

// writeTurnText is writeText, the board drawn with look.
func writeTurnText(w io.Writer, pk *puzzles.Pack, s *puzzles.Scenario, t *puzzles.Turn, look tui.TextLook) {
	cat := s.Catalogue()
	before := &s.Position
	fmt.Fprintf(w, "%s, turn %d\n\n", scenarioHead(pk, s, false), before.Turn)
	fmt.Fprintln(w, "Orders")
	fromSolution := len(s.Solution) > 0 && (s.Side > len(s.Orders) || len(s.Orders[s.Side-1]) == 0)
	for i, os := range t.Orders {
		text := engine.OrdersText(cat, os, "none")
		note := ""
		if i+1 == s.Side && fromSolution {
			note = " (the stated solution)"
		}
		fmt.Fprintf(w, "  player %d: %s%s\n", i+1, text, note)
	}
	fmt.Fprintln(w)
	if len(t.Events) == 0 {
		fmt.Fprintln(w, "Nothing happens.")
		fmt.Fprintln(w)
	}
	for i, e := range t.Events {
		if i == 0 || t.Events[i-1].Stage != e.Stage {
			if i > 0 {
				fmt.Fprintln(w)
			}
			fmt.Fprintf(w, "%s\n", stageHeading(t.Events[i:]))
		}
		fmt.Fprintf(w, "  %s\n", e.Text(cat))
	}
	if len(t.Events) > 0 {
		fmt.Fprintln(w)
	}
	after := &t.Outcome.Pos
	fmt.Fprintf(w, "%s\n\n", afterCaption(after, false))
	// The board as show, the editor and the trainer draw it, without
	// colours: player 1's pieces in capitals, player 2's in lower case.
	writeLines(w, tui.BoardText(after, cat, nil, look))
	fmt.Fprintln(w)
	for n := 1; n <= int(after.NumPlayers); n++ {
		fmt.Fprintf(w, "  %s\n", playerLine(after, cat, n))
	}
	// Players go by number here, as in the events: "Spear (player 1)".
	fmt.Fprintf(w, "  graveyard: %s\n", orNone(after.GraveyardText(cat, plainName)))
	fmt.Fprintf(w, "  ransacked this turn: %s\n", orNone(strings.Join(ransacked(&t.Outcome), ", ")))
	if after.Over {
		if after.Winner == 0 {
			fmt.Fprintln(w, "  the game is over: a draw")
		} else {
			fmt.Fprintf(w, "  the game is over: player %d wins\n", after.Winner)
		}
	}
	fmt.Fprintf(w, "\nPosition code: %s\n", afterCodeText(s, after))
}

// afterCode is the position code of after, the position after s's turn,
// or why no code gives it (s.CodeProblem, as show's puzzle code): a code
// names kinds, not their numbers, so one of the pack's own kinds, or of
// numbers the pack changed, would load as another position or not at all.
func afterCode(s *puzzles.Scenario, after *engine.Position) (code, problem string) {
	if problem := s.CodeProblem(); problem != "" {
		return "", problem
	}
	return after.Code(s.Catalogue()), ""
}

// afterCodeText is afterCode as the text output gives it: the code, or
// "none, since ...".
func afterCodeText(s *puzzles.Scenario, after *engine.Position) string {
	code, problem := afterCode(s, after)
	if problem != "" {
		return "none, since " + problem + "; share the file instead"
	}
	return code
}

// playerLine describes one player after the turn, pieces in notation: its
// territories, hand, kills (those of the turn played, the code's l after
// it, with what they give at the next draw: tui.TurnKillsText, as show
// --after gives them) and, when it has them, the territories it has
// ransacked this game (the code's r) and its Necromancer target (the
// code's x), as show gives them.
func playerLine(p *engine.Position, cat *engine.Catalogue, n int) string {
	pl := p.Player(n)
	var pieces []string
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := p.At(l); pc.Owner == uint8(n) {
			pieces = append(pieces, fmt.Sprintf("%s %v %v", cat.Name(pc.Kind), l, pc.Facing))
		}
	}
	var ts, hand []string
	for t := engine.AB; t <= engine.FA; t++ {
		if p.Control[t] == uint8(n) {
			ts = append(ts, t.String())
		}
	}
	for _, k := range pl.HandKinds() {
		hand = append(hand, cat.Name(k))
	}
	if pl.Hidden > 0 {
		hand = append(hand, fmt.Sprintf("%d unknown", pl.Hidden))
	}
	more := ""
	if pl.Ransacks > 0 {
		more = fmt.Sprintf("; ransacks %d", pl.Ransacks)
	}
	if target := tui.TargetText(cat, pl); target != "" {
		more += "; " + target
	}
	out := ""
	if pl.Out {
		out = ", eliminated"
	}
	return fmt.Sprintf("player %d: %s; territories %s; hand %s (maximum %d); kills %d%s%s%s",
		n, orText(strings.Join(pieces, ", "), "no pieces"), orNone(strings.Join(ts, " ")), orNone(strings.Join(hand, ", ")),
		pl.HandMax, pl.Kills, tui.TurnKillsText(p, n), more, out)
}

// stageHeading heads the events of one stage, evs[0]'s, in the text:
// the stage's name, but the placement stage when no piece was placed is
// the close combat of the pieces that face each other as the turn begins,
// and is headed so.
func stageHeading(evs []engine.Event) string {
	st := evs[0].Stage
	if st == engine.StagePlace {
		placed := false
		for _, e := range evs {
			if e.Stage != st {
				break
			}
			placed = placed || e.Type == engine.EvPlace
		}
		if !placed {
			return "Close combat before the moves"
		}
	}
	return capitalize(st.String())
}

// ransacked lists the territories ransacked in the turn.
func ransacked(out *engine.Outcome) []string {
	list := []string{}
	for t := engine.AB; t <= engine.FA; t++ {
		if out.RansackedBy[t] != 0 {
			list = append(list, t.String())
		}
	}
	return list
}

// orNone returns s, or "none" when s is "".
func orNone(s string) string { return orText(s, "none") }

// orText returns s, or the text empty when s is "".
func orText(s, empty string) string {
	if s == "" {
		return empty
	}
	return s
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// The JSON shape of `birdcrab resolve --json`; see docs/packs.md.
type (
	jsonPiece struct {
		Loc    string `json:"loc"`
		Kind   string `json:"kind"`
		Owner  int    `json:"owner"`
		Facing string `json:"facing"`
	}
	jsonGrave struct {
		Kind  string `json:"kind"`
		Owner int    `json:"owner"`
	}
	jsonEvent struct {
		Type   string `json:"type"`
		Stage  string `json:"stage"`
		Text   string `json:"text"`
		Combat string `json:"combat,omitempty"`
		Player int    `json:"player,omitempty"`
	}
	jsonResult struct {
		Board      []jsonPiece    `json:"board"`
		Graveyard  []jsonGrave    `json:"graveyard"`
		Kills      map[string]int `json:"kills"`
		Control    map[string]int `json:"control"`
		Ransacked  []string       `json:"ransacked"`
		Eliminated []int          `json:"eliminated"`
		Winner     int            `json:"winner"`
		Events     []jsonEvent    `json:"events"`
		TurnKills  map[string]int `json:"turn_kills"`
		Over       bool           `json:"over"`
		Turn       int            `json:"turn"`
		// Code is the position code after the turn; NoCode, in its place,
		// why no code gives it (afterCode).
		Code   string `json:"code,omitempty"`
		NoCode string `json:"no_code,omitempty"`
		// EliminatedNow lists the players eliminated in this turn; NoDraw
		// reports that the next turn begins without a draw (fair dealing
		// deals nobody a piece; the code's n); SuddenDeath is the stage
		// after the turn; TechFall the option the turn was played with.
		EliminatedNow []int `json:"eliminated_this_turn"`
		NoDraw        bool  `json:"no_draw"`
		SuddenDeath   int   `json:"sudden_death"`
		TechFall      int   `json:"tech_fall"`
		// Orders are the orders played, by player, in notation: the
		// file's, or the side's stated solution when it carries none
		// (the text's "Orders"); last, after the keys the engine issue
		// fixed the order of.
		Orders map[string][]string `json:"orders"`
		// Hands are every player's hand after the turn, as the text's
		// "hand" gives it; after the keys above, whose order stays.
		Hands map[string]jsonHand `json:"hands"`
		// Targets are every player's Necromancer target after the turn,
		// by player: the kind's name, null when none is named (a raise
		// clears it; the code's x); after hands, whose place stays.
		Targets map[string]*string `json:"targets"`
		// Deck is the pieces left in the deck after the turn (the code's
		// d); LastKills every player's kills of the turn before the next
		// (the next turn's bonus draw, the code's l); Ransacks the
		// territories each player has helped ransack in the game (the
		// code's r). The code gives them too, but only when there is one
		// (not with a pack's own kinds). After targets, whose place stays.
		Deck      int            `json:"deck"`
		LastKills map[string]int `json:"last_kills"`
		Ransacks  map[string]int `json:"ransacks"`
	}
	// jsonHand is one player's hand: the kinds known (one name a piece,
	// in catalogue order), how many pieces are unknown (drawn from the
	// deck) and the hand's maximum.
	jsonHand struct {
		Kinds   []string `json:"kinds"`
		Unknown int      `json:"unknown"`
		Maximum int      `json:"maximum"`
	}
)

// handJSON is the hand of pl for resolve --json.
func handJSON(pl *engine.Player, cat *engine.Catalogue) jsonHand {
	h := jsonHand{Kinds: []string{}, Unknown: int(pl.Hidden), Maximum: int(pl.HandMax)}
	for _, k := range pl.HandKinds() {
		h.Kinds = append(h.Kinds, cat.Name(k))
	}
	return h
}

// writeJSON prints the turn as one JSON object.
func writeJSON(w, stderr io.Writer, s *puzzles.Scenario, t *puzzles.Turn) int {
	cat := s.Catalogue()
	p := &t.Outcome.Pos
	r := jsonResult{
		Orders: map[string][]string{}, Hands: map[string]jsonHand{}, Targets: map[string]*string{}, Board: []jsonPiece{}, Graveyard: []jsonGrave{}, Kills: map[string]int{}, Control: map[string]int{},
		Ransacked: ransacked(&t.Outcome), Eliminated: []int{}, Events: []jsonEvent{}, TurnKills: map[string]int{},
		Winner: int(p.Winner), Over: p.Over, Turn: int(p.Turn),
		EliminatedNow: []int{}, NoDraw: p.NoDraw, SuddenDeath: int(p.SuddenDeath), TechFall: s.TechFall,
		Deck: int(p.Deck), LastKills: map[string]int{}, Ransacks: map[string]int{},
	}
	r.Code, r.NoCode = afterCode(s, p)
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := p.At(l); !pc.Empty() {
			r.Board = append(r.Board, jsonPiece{Loc: l.String(), Kind: cat.Name(pc.Kind), Owner: int(pc.Owner), Facing: pc.Facing.String()})
		}
	}
	for _, g := range p.Graveyard() {
		r.Graveyard = append(r.Graveyard, jsonGrave{Kind: cat.Name(g.Kind), Owner: int(g.Owner)})
	}
	for n := 1; n <= int(p.NumPlayers); n++ {
		key := strconv.Itoa(n)
		r.Orders[key] = []string{}
		if n <= len(t.Orders) {
			r.Orders[key] = append(r.Orders[key], engine.FormatOrders(cat, t.Orders[n-1])...)
		}
		r.Hands[key] = handJSON(p.Player(n), cat)
		r.Targets[key] = nil
		if k := p.Player(n).Target; k != engine.NoKind {
			name := cat.Name(k)
			r.Targets[key] = &name
		}
		r.Kills[key] = int(p.Player(n).Kills)
		r.TurnKills[key] = int(t.Outcome.Kills[n-1])
		r.LastKills[key] = int(p.Player(n).LastKills)
		r.Ransacks[key] = int(p.Player(n).Ransacks)
		if p.Player(n).Out {
			r.Eliminated = append(r.Eliminated, n)
		}
		if t.Outcome.Eliminated&(1<<(n-1)) != 0 {
			r.EliminatedNow = append(r.EliminatedNow, n)
		}
	}
	for tr := engine.AB; tr <= engine.FA; tr++ {
		r.Control[tr.String()] = int(p.Control[tr])
	}
	for i := range t.Events {
		e := &t.Events[i]
		je := jsonEvent{Type: e.Type.String(), Stage: e.Stage.String(), Text: e.Text(cat), Player: int(e.Player)}
		if e.Type == engine.EvFight {
			je.Combat = e.Combat.String()
		}
		r.Events = append(r.Events, je)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(r); err != nil {
		return failOutput(stderr, err)
	}
	return 0
}

// plainName names player n as resolve's text does, by number: "player 1".
func plainName(n int) string { return fmt.Sprintf("player %d", n) }
