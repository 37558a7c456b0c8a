package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/safetext"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
	"golang.org/x/term"
)

func init() {
	register(command{
		name:  "show",
		usage: "show FILE|CODE [--id ID] [--svg|--png|--code] [--orders] [--after] [--no-color] [--ascii] [--pieces FILE] [--max-size SIZE]",
		brief: "draw a puzzle or a position as text, or as an SVG or PNG picture to share",
		run:   runShow,
		// Pictures and colours: headerLines cleans the pack's texts.
		rawOutput: true,
	})
}

// shown is what show draws: the scenario, and the orders and the turn
// when they are asked for.
type shown struct {
	pack   *puzzles.Pack
	s      *puzzles.Scenario
	cat    *engine.Catalogue
	orders [][]engine.Order // nil: not drawn
	turn   *puzzles.Turn    // nil: the position after the turn is not drawn
}

func runShow(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("show", stdout, stderr,
		"usage: birdcrab show FILE|CODE [--id ID] [--svg|--png|--code] [--orders] [--after] [--no-color]",
		"                     [--ascii] [--pieces FILE] [--max-size SIZE]",
		"Draws a puzzle, a lesson or a position: as text (the board as the screens draw it,",
		"in colour on a terminal), or as an SVG or PNG picture for a forum post or a",
		"document. --orders draws every player's orders (a puzzle's side plays its stated",
		"solution), --after the position after the turn; both draw the two side by side.",
		"--code prints only its puzzle code (a position alone: its position code), for a",
		"script; exit status 1, and why on standard error, when no code poses it.")
	id := fs.String("id", "", "the `ID` of the puzzle or lesson to draw, when the file holds several")
	svg := fs.Bool("svg", false, "write an SVG picture")
	png := fs.Bool("png", false, "write a PNG picture (redirect it to a file)")
	orders := fs.Bool("orders", false, "draw the orders of the turn: moves as arrows, turns, placements")
	after := fs.Bool("after", false, "draw the position after the turn")
	codeOnly := fs.Bool("code", false, "print only the puzzle code, alone on its line (exit status 1 when there is none)")
	display := fs.display()
	pos, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	arg, code := fs.oneFile(pos)
	if code != 0 {
		return code
	}
	if msg := showClash(*svg, *png, *codeOnly, *orders || *after); msg != "" {
		return fail(stderr, "show: %s", msg)
	}
	pictureNote(stderr, fs, *svg, *png)
	pk, s, code := fs.loadScenario(stderr, arg, *id)
	if code != 0 {
		return code
	}
	sh := &shown{pack: pk, s: s, cat: s.Catalogue()}
	if *codeOnly {
		return writeCodeOnly(stdout, stderr, sh)
	}
	if err := sh.addTurn(*orders, *after); err != nil {
		return fail(stderr, "%s: %v", scenarioPlace(pk, s), err)
	}
	if *svg || *png {
		return writePicture(stdout, stderr, sh, *png)
	}
	mono, ascii := display()
	colours := 0
	if !mono && colourTerminal(stdout) {
		colours = terminalColours()
	}
	// As the screens: monochrome on a terminal of fewer than 256 colours
	// (TERM=linux, vt100), as --no-color's help says.
	colour := colours >= tui.ColoursNeeded
	writeShowText(stdout, sh, tui.TextLook{Mono: !colour, ASCII: ascii, Colour: colour, Palette: colours < trueColours})
	return 0
}

// trueColours is the count of colours of a terminal that takes 24-bit
// colour, as tcell counts them.
const trueColours = 1 << 24

// terminalColours is how many colours the terminal TERM names takes, as
// tcell counts them for the screens: trueColours with 24-bit colour
// (COLORTERM=truecolor or 24bit, or a terminfo entry that has it), else
// its terminfo entry's count; 0 for a terminal tcell does not know.
func terminalColours() int {
	ti, err := tcell.LookupTerminfo(os.Getenv("TERM"))
	if err != nil {
		return 0
	}
	if (ti.SetFgBgRGB != "" || ti.SetFgRGB != "" || ti.SetBgRGB != "") && os.Getenv("TCELL_TRUECOLOR") != "disable" {
		return trueColours
	}
	return ti.Colors
}

// writePicture writes the picture of show --svg, or of --png when png.
func writePicture(stdout, stderr io.Writer, sh *shown, png bool) int {
	if png && isTerminal(stdout) {
		return fail(stderr, "show --png writes a picture: redirect it to a file (birdcrab show ... --png > board.png)")
	}
	pic, err := pictureOf(sh)
	if err != nil {
		return fail(stderr, "cannot draw the picture: %v", err)
	}
	if !png {
		if _, err := io.WriteString(stdout, pic.SVG()); err != nil {
			return failOutput(stderr, err)
		}
		return 0
	}
	var buf bytes.Buffer
	if err := pic.PNG(&buf); err != nil {
		return fail(stderr, "cannot draw the picture: %v", err)
	}
	if _, err := stdout.Write(buf.Bytes()); err != nil {
		return failOutput(stderr, err)
	}
	return 0
}

// addTurn sets what --orders and --after draw: the orders of the file
// (the side's stated solution) and the turn they play.
func (sh *shown) addTurn(orders, after bool) error {
	if !orders && !after {
		return nil
	}
	fileOrders := sh.s.FileOrders()
	if orders {
		sh.orders = fileOrders
	}
	if after {
		turn, err := sh.s.Play(fileOrders)
		if err != nil {
			return err
		}
		sh.turn = turn
	}
	return nil
}

// showClash says which of show's options cannot go together, or "".
func showClash(svg, png, codeOnly, turn bool) string {
	switch {
	case svg && png:
		return "choose --svg or --png, not both"
	case codeOnly && (svg || png || turn):
		return "--code prints the code alone: it takes no --svg, --png, --orders or --after"
	}
	return ""
}

// pictureNote says, on stderr, that --no-color and --ascii, given with
// --svg or --png, are ignored: they are the text board's options, and a
// picture is drawn in colour with arrows. A note, not a refusal, as for
// solve --tries under another model than any; NO_COLOR and the locale,
// which are not asked for on the command line, get none.
func pictureNote(stderr io.Writer, fs commandFlags, svg, png bool) {
	if !svg && !png {
		return
	}
	var ignored []string
	for _, name := range []string{"no-color", "ascii"} {
		if fs.isSet(name) {
			ignored = append(ignored, "--"+name)
		}
	}
	switch len(ignored) {
	case 1:
		fmt.Fprintf(stderr, "birdcrab: note: %s is ignored: it is an option of the text board, and a picture is drawn in colour, with arrows\n", ignored[0])
	case 2:
		fmt.Fprintf(stderr, "birdcrab: note: %s are ignored: they are options of the text board, and a picture is drawn in colour, with arrows\n", strings.Join(ignored, " and "))
	}
}

// isTerminal reports whether w is a terminal (not a file, a pipe, or a
// device such as /dev/null, which a character device's mode alone does not
// tell apart).
func isTerminal(w io.Writer) bool {
	_, ok := terminal(w)
	return ok
}

// colourTerminal reports whether w is a terminal that takes colours: not
// one whose TERM is "dumb" (Emacs' shell, some editors' consoles), which
// would show the escape sequences as text.
func colourTerminal(w io.Writer) bool {
	return isTerminal(w) && os.Getenv("TERM") != "dumb"
}

// terminal returns the terminal w writes to, through the writers birdcrab
// wraps its output in (a command's standard output, safetext's cleaning),
// and whether there is one.
func terminal(w io.Writer) (*os.File, bool) {
	for {
		switch x := w.(type) {
		case *outputWriter:
			w = x.w
		case *safetext.Writer:
			w = x.Unwrap()
		case *os.File:
			return x, term.IsTerminal(int(x.Fd()))
		default:
			return nil, false
		}
	}
}

// codeLine gives the puzzle code of what is shown, or says why no code
// poses it (kinds that are not the default catalogue's, a lesson's
// question) rather than print a code of another puzzle.
func codeLine(sh *shown) string {
	label, code, problem := shareCode(sh)
	if problem != "" {
		return label + ": none, since " + problem + "; share the file instead"
	}
	return label + ": " + code
}

// shareCode gives the code of what is shown and its label ("Puzzle code",
// "Position code" for a position alone, or for a lesson that asks what no
// code poses: see lessonCode), or, in problem, why no code poses it (then
// code is "").
func shareCode(sh *shown) (label, code, problem string) {
	problem = sh.s.CodeProblem()
	lesson := false
	if l := sh.pack.Lesson(sh.s.ID); l != nil && &l.Scenario == sh.s {
		if c, ok := lessonCode(l); ok {
			if problem := c.CodeProblem(); problem != "" {
				return "Position code", "", problem
			}
			if positionOnly(&c) {
				return "Position code", c.Position.Code(sh.cat), ""
			}
			return "Position code", c.PuzzleCode(), ""
		}
		problem, lesson = l.CodeProblem(), true
	}
	label, code = "Puzzle code", sh.s.PuzzleCode()
	// A lesson with no goals and no orders asks a question (which pieces
	// die) that no code poses: it is not a position alone.
	if !lesson && positionOnly(sh.s) {
		label, code = "Position code", sh.s.Position.Code(sh.cat)
	}
	if problem != "" {
		return label, "", problem
	}
	return label, code, ""
}

// lessonQuestions are the questions of a lesson that no code poses: a
// code poses goals to reach.
var lessonQuestions = map[string]string{
	puzzles.TaskPredict: "which pieces die",
	puzzles.TaskFacing:  "which way a piece ends facing",
}

// lessonCode is, for a lesson that asks what no code poses (which pieces
// die, which way a piece ends facing), its position with every player's
// orders, as a position file holds them: the turn the lesson plays, to
// share or replay with resolve, show --after or the editor, where there is
// no file to share (a shipped pack); ok is false for another lesson.
func lessonCode(l *puzzles.Lesson) (c puzzles.Scenario, ok bool) {
	if _, ok := lessonQuestions[l.Task]; !ok {
		return c, false
	}
	c = l.Scenario
	c.Orders = l.FileOrders()
	c.Goals, c.Side, c.Opponent, c.Solution = nil, 1, puzzles.Hold, nil
	for i, os := range c.Orders {
		if i > 0 && len(os) > 0 {
			c.Opponent = puzzles.Fixed // the others play theirs
		}
	}
	return c, true
}

// lessonQuestion is the question the lesson shown asks that no code
// poses (see lessonQuestions); "" for what is not such a lesson.
func lessonQuestion(sh *shown) string {
	if l := sh.pack.Lesson(sh.s.ID); l != nil && &l.Scenario == sh.s {
		return lessonQuestions[l.Task]
	}
	return ""
}

// lessonCodeNote says that the code of a lesson is a position's and its
// orders', not the lesson's question; "" for what has no such code.
func lessonCodeNote(sh *shown) string {
	q := lessonQuestion(sh)
	if q == "" {
		return ""
	}
	return fmt.Sprintf("This lesson asks %s, which no code poses: the code below is its position and every player's orders.", q)
}

// writeCodeOnly is show --code: the code alone on stdout, for a script
// (the text's "Puzzle code:" line holds prose when there is none), or exit
// status 1 with why there is none on stderr. A lesson's position code (see
// lessonCode) gets a note on stderr that it is not the lesson's.
func writeCodeOnly(stdout, stderr io.Writer, sh *shown) int {
	_, code, problem := shareCode(sh)
	if problem != "" {
		fmt.Fprintf(stderr, "birdcrab: %s: %s: no code poses it, since %s; share the file instead\n", sh.pack.File, sh.s.Name(), problem)
		return 1
	}
	if q := lessonQuestion(sh); q != "" {
		fmt.Fprintf(stderr, "birdcrab: note: %s asks %s, which no code poses: this is the position code of its position and every player's orders\n", sh.s.Name(), q)
	}
	if _, err := fmt.Fprintln(stdout, code); err != nil {
		return failOutput(stderr, err)
	}
	return 0
}

// positionOnly reports whether s is a position alone: no goals, no
// orders, and nothing a puzzle code would add but the defaults (side 1,
// opponent hold, no Tech Fall). Its code is the position code, as given:
// the puzzle code's "| side 1 | opponent hold" made it read as a puzzle,
// which train refuses for want of goals.
func positionOnly(s *puzzles.Scenario) bool {
	if len(s.Goals) > 0 || s.TechFall > 0 || s.Side > 1 || s.Opponent != engine.Hold {
		return false
	}
	for _, os := range s.Orders {
		if len(os) > 0 {
			return false
		}
	}
	return true
}

// writeShowText writes the scenario as text: its title and task, the board
// (with the orders, and the board after the turn, when asked), each
// player's pieces and hand in notation, and its puzzle code.
func writeShowText(w io.Writer, sh *shown, look tui.TextLook) {
	s, cat := sh.s, sh.cat
	for _, line := range headerLines(sh, false) {
		fmt.Fprintln(w, line)
	}
	for _, line := range fixedLines(sh) {
		fmt.Fprintln(w, "  "+line)
	}
	fmt.Fprintln(w)
	if sh.orders != nil {
		fmt.Fprintln(w, "Orders")
		for _, line := range orderLines(sh) {
			fmt.Fprintln(w, "  "+line)
		}
		fmt.Fprintln(w)
	}
	before := tui.BoardText(&s.Position, cat, sh.orders, look)
	if sh.turn == nil {
		writeLines(w, before)
		fmt.Fprintln(w)
		writeLines(w, playerLines(&s.Position, cat, look.ASCII, false))
		fmt.Fprintln(w)
		if note := lessonCodeNote(sh); note != "" {
			fmt.Fprintln(w, note)
		}
		fmt.Fprintln(w, codeLine(sh))
		return
	}
	after := &sh.turn.Outcome.Pos
	afterLines := tui.BoardText(after, cat, nil, look)
	if sh.orders == nil {
		fmt.Fprintf(w, "%s\n\n", afterCaption(after, true))
		writeLines(w, afterLines)
	} else {
		fmt.Fprintf(w, "%-*s   %s\n\n", boardTextWidth(before), "Before, with the orders", afterCaption(after, true))
		writeLines(w, sideBySide(before, afterLines))
	}
	fmt.Fprintln(w)
	if sh.orders != nil {
		// Two boards: each one's hands and kills under its label (the
		// after-turn ones stood alone under both boards).
		fmt.Fprintln(w, factsLabels[0])
		writeLines(w, playerLines(&s.Position, cat, look.ASCII, false))
		fmt.Fprintln(w)
		fmt.Fprintln(w, factsLabels[1])
	}
	writeLines(w, playerLines(after, cat, look.ASCII, true))
	fmt.Fprintln(w)
	fmt.Fprintf(w, "Position code after the turn: %s\n", afterCodeText(s, after))
}

func writeLines(w io.Writer, lines []string) {
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
}

// boardTextWidth is the width in columns of the widest line.
func boardTextWidth(lines []string) int {
	n := 0
	for _, l := range lines {
		n = max(n, len([]rune(tui.StripSGR(l))))
	}
	return n
}

// sideBySide sets two drawings next to each other.
func sideBySide(left, right []string) []string {
	width := boardTextWidth(left)
	var out []string
	for i := 0; i < max(len(left), len(right)); i++ {
		l, r := "", ""
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		pad := width - len([]rune(tui.StripSGR(l)))
		out = append(out, strings.TrimRight(l+strings.Repeat(" ", pad)+"   "+r, " "))
	}
	return out
}

// headerLines are the title and the task of the scenario. The title names
// the pack, by its title or its file; in a picture (shared), by its title
// only: the name of a file on the author's disk tells whoever sees the
// picture nothing.
func headerLines(sh *shown, shared bool) []string {
	s := sh.s
	lines := []string{fmt.Sprintf("%s, turn %d", scenarioHead(sh.pack, s, shared), s.Position.Turn)}
	switch {
	case len(s.Goals) > 0:
		lines = append(lines, fmt.Sprintf("%s (player %d) to play: %s; %s%s", tui.PlayerName(s.Side), s.Side, engine.GoalsText(s.Goals), opponentText(s), techFallNote(s.TechFall)))
	case s.TechFall > 0:
		// A position or a lesson played with Tech Fall: the turn it
		// plays (--after) may eliminate a player by it.
		lines = append(lines, strings.TrimPrefix(techFallNote(s.TechFall), "; "))
	}
	return lines
}

// techFallNote ends a task line with the Tech Fall option n, as the
// editor's panel says it ("; Tech Fall at 5"), or "" when it is off: a
// puzzle won through Tech Fall is not solvable without it.
func techFallNote(n int) string {
	if n <= 0 {
		return ""
	}
	return fmt.Sprintf("; Tech Fall at %d", n)
}

// opponentText says what the other players do under the opponent model.
func opponentText(s *puzzles.Scenario) string {
	switch s.Opponent {
	case puzzles.Fixed:
		return "the others play the orders given"
	case puzzles.Any:
		return "against any reply"
	}
	return "the others give no orders"
}

// orderLines lists each player's orders in notation.
func orderLines(sh *shown) []string {
	var lines []string
	for i, os := range sh.orders {
		note := ""
		if i+1 == sh.s.Side && len(sh.s.Solution) > 0 && (i >= len(sh.s.Orders) || len(sh.s.Orders[i]) == 0) {
			note = " (the stated solution)"
		}
		lines = append(lines, fmt.Sprintf("%s (player %d): %s%s", tui.PlayerName(i+1), i+1, engine.OrdersText(sh.cat, os, "none"), note))
	}
	return lines
}

// fixedLines are the orders the other players play under opponent fixed,
// which the task line names as "the orders given" and a picture without
// --orders would not show: "Blue (player 2) plays: move A1 A 1". None
// under another model, or when the orders are drawn (--orders).
func fixedLines(sh *shown) []string {
	s := sh.s
	if s.Opponent != puzzles.Fixed || sh.orders != nil || len(s.Goals) == 0 {
		return nil
	}
	var lines []string
	for i, os := range s.Orders {
		if i+1 != s.Side && len(os) > 0 {
			lines = append(lines, fmt.Sprintf("%s (player %d) plays: %s", tui.PlayerName(i+1), i+1, engine.OrdersText(sh.cat, os, "none")))
		}
	}
	return lines
}

// factsLabels head the players' lines of the two boards of --orders
// --after, before the turn's and after it.
var factsLabels = [2]string{"Before the turn:", "After the turn:"}

// playerLines describe each player: pieces in notation, hand, territories
// kills and ransacks (ascii and after: see playerFacts); then the graveyard
// and the deck (positionFacts).
func playerLines(p *engine.Position, cat *engine.Catalogue, ascii, after bool) []string {
	var lines []string
	for n := 1; n <= int(p.NumPlayers); n++ {
		var pieces []string
		for l := engine.Loc(0); l < engine.NumLocs; l++ {
			if pc := p.At(l); pc.Owner == uint8(n) {
				pieces = append(pieces, fmt.Sprintf("%s %v %v", cat.Name(pc.Kind), l, pc.Facing))
			}
		}
		lines = append(lines, fmt.Sprintf("%s (player %d): %s", tui.PlayerName(n), n, orText(strings.Join(pieces, ", "), "no pieces")))
		lines = append(lines, "    "+playerFacts(p, cat, n, ascii, after))
	}
	if grave := p.GraveyardText(cat, tui.PlayerName); grave != "" {
		lines = append(lines, "Graveyard: "+grave)
	}
	return append(lines, positionFacts(p, ascii))
}

// playerFacts is one player's hand, territories, kills, and last turn's
// kills, ransacks and Necromancer target (when there are any, as the
// editor's panel gives them) in a line, its parts
// set apart by " · ", or with ascii (a locale that is not UTF-8, or
// --ascii) by "; ", as the arrows become letters. After (p is the
// position a turn leaves): the kills of that turn and what they give at
// the next draw (tui.TurnKillsText), not "last turn".
func playerFacts(p *engine.Position, cat *engine.Catalogue, n int, ascii, after bool) string {
	pl := p.Player(n)
	var hand, ts []string
	for _, k := range pl.HandKinds() {
		hand = append(hand, cat.Name(k))
	}
	if pl.Hidden > 0 {
		hand = append(hand, fmt.Sprintf("%d unknown", pl.Hidden))
	}
	for t := engine.AB; t <= engine.FA; t++ {
		if p.Control[t] == uint8(n) {
			ts = append(ts, t.String())
		}
	}
	sep := " · "
	if ascii {
		sep = "; "
	}
	kills := fmt.Sprintf("kills %d", pl.Kills) + tui.LastKillsText(p, n)
	if after {
		kills = fmt.Sprintf("kills %d", pl.Kills) + tui.TurnKillsText(p, n)
	}
	parts := []string{fmt.Sprintf("hand %s (max %d)", orNone(strings.Join(hand, ", ")), pl.HandMax), "holds " + orNone(strings.Join(ts, " ")), kills}
	if pl.Ransacks > 0 {
		parts = append(parts, fmt.Sprintf("ransacks %d", pl.Ransacks))
	}
	if target := tui.TargetText(cat, pl); target != "" {
		parts = append(parts, target)
	}
	if pl.Out {
		parts = append(parts, "eliminated")
	}
	return strings.Join(parts, sep)
}

// afterCaption heads the position after a turn: "After the turn (turn 3
// next)", or when the turn ended the game, that it is over: there is no
// next turn. resolve says who won, by number, as its events do; show
// (byColour) leaves that to the footer under the board, which says it by
// colour and why ("the game is over: Red won (Blue eliminated)"): the
// heading said it too, in other words.
func afterCaption(after *engine.Position, byColour bool) string {
	switch {
	case !after.Over:
		return fmt.Sprintf("After the turn (turn %d next)", after.Turn)
	case byColour:
		return "After the turn (the game is over)"
	case after.Winner == 0:
		return "After the turn (the game is over: a draw)"
	}
	return fmt.Sprintf("After the turn (the game is over: player %d wins)", after.Winner)
}

// positionTitle heads what a code or a position file holds, whose puzzle
// has the id "position": `puzzle "position"` read as a title, and
// "(position code)" named a puzzle code a position code.
const positionTitle = "A position"

// codeNames names what a code or a position file holds for the first line
// of show, solve and resolve: the title of a puzzle code's puzzle, from
// its goals ("Kill the Bird on A1"), else "A position"; and where it is
// from, "puzzle code" for a code given on the command line that sets a
// task (a side, an opponent, goals, orders or Tech Fall), "position
// code" for one that does not (on the command line or standard input),
// the file's name for a file. ok is false
// for a pack's puzzle or lesson, which its id and its file name.
func codeNames(pk *puzzles.Pack, s *puzzles.Scenario) (title, from string, ok bool) {
	if !pk.ReadFromCode() && !pk.FromPosition() {
		return "", "", false
	}
	title, from = s.Title, pk.File
	if title == "" {
		title = positionTitle
	}
	if from == stdinName && (pk.ReadFromCode() || pk.FromPosition()) {
		// A code piped in is the code given as an argument: "(stdin)"
		// named where it came from, not what it is.
		from = puzzles.CodeFile
	}
	if from == puzzles.CodeFile && setsTask(s) {
		from = "puzzle code"
	}
	return title, from, true
}

// scenarioHead names the scenario and where it is from, as the first line
// of show, solve and resolve give it: its title (else `puzzle "pincer"`)
// and its pack's title (else its file's name), "Pincer (Tactics)", or
// codeNames'. In a picture (shared) a file's name is left out.
func scenarioHead(pk *puzzles.Pack, s *puzzles.Scenario, shared bool) string {
	title := s.Title
	if safetext.Blank(title) {
		title = s.Name()
	}
	from := pk.Title
	if safetext.Blank(from) && !shared {
		from = filepath.Base(pk.File)
	}
	if t, f, ok := codeNames(pk, s); ok {
		title, from = t, filepath.Base(f)
		if shared && !isCodeName(f) {
			// A file holding a code or a position: the author's name
			// for it, which a picture does not give away either.
			from = ""
		}
	}
	head := safetext.Clean(title)
	if !safetext.Blank(from) {
		head += " (" + safetext.Clean(from) + ")"
	}
	return head
}

// setsTask reports whether s has more than a position code gives: a
// position code alone is side 1, the hold model, no goals, no orders and
// Tech Fall off.
func setsTask(s *puzzles.Scenario) bool {
	if len(s.Goals) > 0 || s.Side != 1 || s.Opponent != engine.Hold || s.TechFall > 0 {
		return true
	}
	for _, os := range s.Orders {
		if len(os) > 0 {
			return true
		}
	}
	return false
}
