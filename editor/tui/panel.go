package tui

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// CellLines describe cell l of p: its name and kind, and its piece drawn as
// a card of numbers with its special rule.
func CellLines(th *Theme, cat *engine.Catalogue, b *Board, p *engine.Position, l engine.Loc, width int) []Line {
	if !l.Valid() {
		return nil
	}
	var where string
	switch {
	case l == engine.Pit:
		where = "the Pit"
	case l.Territory() == engine.NoTerritory:
		where = fmt.Sprintf("trench %v", l.Trench())
	default:
		t := l.Territory()
		where = fmt.Sprintf("territory %v, %s", t, ControllerText(p.Control[t]))
	}
	head := Line{{l.String(), th.Bold()}, {" · " + where, th.Dim()}}
	if p.Removed(l) {
		head = append(head, Span{" · removed", th.Error()})
	}
	out := []Line{head}
	if head.Width() > width {
		// Narrow (66 columns): the cell's name, then where it lies, wrapped.
		out = []Line{{{l.String(), th.Bold()}}}
		for _, w := range WrapText(where, width) {
			out = append(out, Plain(w, th.Dim()))
		}
		if p.Removed(l) {
			out = append(out, Plain("removed", th.Error()))
		}
	}
	pc := p.Board[l]
	if pc.Empty() {
		return append(out, Plain("empty", th.Dim()))
	}
	k := cat.Kind(pc.Kind)
	whose := Line{{PlayerName(int(pc.Owner)), th.Player(int(pc.Owner))}, {fmt.Sprintf(" · faces %v %s", pc.Facing, th.Arrow(pc.Facing)), th.Base()}}
	if piece := append(Line{{k.Name, th.Bold()}, {" · ", th.Dim()}}, whose...); piece.Width() <= width {
		out = append(out, piece)
	} else {
		// Narrow, or a long name of a catalogue's: the owner and the facing
		// on a line of their own, not cut off at the panel's edge.
		for _, w := range WrapText(k.Name, width) {
			out = append(out, Plain(w, th.Bold()))
		}
		out = append(out, whose)
	}
	out = append(out, PieceCard(th, cat, b.PieceLetters(cat, pc), pc, 0)...)
	for _, w := range WrapText("*front · combat/speed per side", width) {
		out = append(out, Plain(w, th.Dim()))
	}
	// The whole rule: the panel scrolls (▼) when it runs past its foot.
	for _, w := range WrapText(RuleText(k), width) {
		out = append(out, Plain(w, th.Base()))
	}
	return out
}

// ControllerText names who controls a territory: "Red's", "nobody's".
func ControllerText(c uint8) string {
	if c == 0 {
		return "nobody's"
	}
	return PlayerName(int(c)) + "'s"
}

// NameWidth is the width of the column that names the players 1 to
// players at the head of their lines: the longest of their names and a
// space, at least 6 ("Violet", the fifth, needs 7).
func NameWidth(players int) int {
	w := 6
	for n := 1; n <= players && n <= engine.MaxPlayers; n++ {
		w = max(w, len(PlayerName(n))+1)
	}
	return w
}

// PlayerOrderLines show player n's order text in width columns: the
// player's name in a column col wide, then the order, which goes on under
// itself when too long for the panel.
func PlayerOrderLines(th *Theme, n, col int, text string, width int) []Line {
	var out []Line
	for i, w := range WrapText(text, max(width-col, 1)) {
		who := strings.Repeat(" ", col)
		if i == 0 {
			who = fmt.Sprintf("%-*s", col, PlayerName(n))
		}
		out = append(out, Line{{who, th.Player(n)}, {w, th.Base()}})
	}
	return out
}

// OrderLines list the orders of every player.
func OrderLines(th *Theme, cat *engine.Catalogue, p *engine.Position, o Orders, width int) []Line {
	out := []Line{Plain("Orders", th.Bold())}
	any := false
	col := NameWidth(int(p.NumPlayers))
	for n := 1; n <= int(p.NumPlayers); n++ {
		for _, x := range o[n-1] {
			any = true
			out = append(out, PlayerOrderLines(th, n, col, x.Format(cat), width)...)
		}
	}
	if !any {
		none := "none yet: Enter on a piece, or on an empty cell to place"
		if p.Over {
			none = "none: the game is over" // Enter refuses to give one
		}
		for _, w := range WrapText(none, width) {
			out = append(out, Plain(w, th.Dim()))
		}
	}
	return append(out, arrowLines(th, p, o, width)...)
}

// arrowLines say, in monochrome, how the board draws the orders listed:
// each player's arrows (Blue's double, plain), a move's end, a turn. With
// NO_COLOR the editor drew Blue's ⇗ and ⇐ and nothing said what they were.
func arrowLines(th *Theme, p *engine.Position, o Orders, width int) []Line {
	if !th.Mono {
		return nil
	}
	var players []int
	moves, turns := false, false
	for n := 1; n <= int(p.NumPlayers); n++ {
		if len(o[n-1]) > 0 {
			players = append(players, n)
		}
		for _, x := range o[n-1] {
			moves = moves || x.Op == engine.OpMove
			turns = turns || x.Op == engine.OpTurn
		}
	}
	if !moves && !turns {
		return nil
	}
	s := "Arrows: " + th.ArrowLegend(players)
	if moves {
		s += "; underlined where a move ends"
	}
	if turns {
		s += "; " + th.TurnLegend()
	}
	return WrapLines(s, width, th.Dim())
}

// PositionLines describe the rest of the position: turn, deck and sudden
// death; each player's hand, kills, bonuses and territories; the graveyard.
func PositionLines(th *Theme, cat *engine.Catalogue, p *engine.Position, width int) []Line {
	out := turnLines(th, p, width)
	for n := 1; n <= int(p.NumPlayers); n++ {
		out = append(out, playerLines(th, cat, p, n, width)...)
	}
	gs := "Graveyard: empty"
	if grave := p.GraveyardText(cat, PlayerName); grave != "" {
		gs = "Graveyard: " + grave
	}
	for _, w := range WrapText(gs, width) {
		out = append(out, Plain(w, th.Base()))
	}
	if th.Mono {
		for _, w := range WrapText("Control: "+th.ControlLegend(int(p.NumPlayers)), width) {
			out = append(out, Plain(w, th.Dim()))
		}
	}
	return out
}

// turnLines are the turn, the deck, sudden death and the end of the game.
func turnLines(th *Theme, p *engine.Position, width int) []Line {
	head := fmt.Sprintf("Turn %d · deck %d", p.Turn, p.Deck)
	if p.SuddenDeath > 0 {
		head += fmt.Sprintf(" · sudden death %d", p.SuddenDeath)
	}
	if p.NoDraw {
		head += " · nobody drew"
	}
	// Wrapped, not cut: "Turn 8 · deck 53 · sudden death 2 · nobody
	// drew" is wider than the panel at 80 columns.
	var out []Line
	for _, w := range WrapText(head, width) {
		out = append(out, Plain(w, th.Bold()))
	}
	if over := GameOverText(p); over != "" {
		for _, w := range WrapText(over, width) {
			out = append(out, Plain(w, th.Error()))
		}
	}
	return out
}

// GameOverText says that the game of p is over, who won and why, as far
// as the position tells it: "the game is over: Red won (Blue eliminated)"
// when one player is left; "the game is over: Red won on kills (every
// player eliminated)" when the last went out together; "the game is over:
// a draw (every player eliminated, the last out tied on kills)". Which
// players went out together, and why a player went out (no piece and no
// territory, nothing left to be dealt, Tech Fall), the position no longer
// shows: with three players it said "Red with the most kills, 3" beside
// Green's 9, out a turn before. A game set over by hand, nobody out, says
// who won and no more. "" while the game goes on.
func GameOverText(p *engine.Position) string {
	if !p.Over {
		return ""
	}
	w := int(p.Winner)
	var out []string
	all := true
	for n := 1; n <= int(p.NumPlayers); n++ {
		all = all && p.Player(n).Out
		if n != w && p.Player(n).Out {
			out = append(out, PlayerName(n))
		}
	}
	switch {
	case w == 0 && all:
		return "the game is over: a draw (every player eliminated, the last out tied on kills)"
	case w == 0:
		return "the game is over: a draw"
	case all:
		return fmt.Sprintf("the game is over: %s won on kills (every player eliminated)", PlayerName(w))
	case len(out) == 0:
		return "the game is over: " + PlayerName(w) + " won"
	}
	return fmt.Sprintf("the game is over: %s won (%s eliminated)", PlayerName(w), engine.AndList(out))
}

// HandNames lists player n's hand: the kinds, then the pieces of unknown
// kind ("2 unknown").
func HandNames(cat *engine.Catalogue, p *engine.Position, n int) []string {
	pl := p.Player(n)
	var hand []string
	for _, k := range pl.HandKinds() {
		hand = append(hand, cat.Name(k))
	}
	if pl.Hidden > 0 {
		hand = append(hand, fmt.Sprintf("%d unknown", pl.Hidden))
	}
	return hand
}

// playerLines are player n's hand, then territories, kills and bonuses.
func playerLines(th *Theme, cat *engine.Catalogue, p *engine.Position, n, width int) []Line {
	pl := p.Player(n)
	hand := HandNames(cat, p, n)
	h := fmt.Sprintf("hand %d/%d", pl.HandSize(), pl.HandMax)
	if len(hand) > 0 {
		h += ": " + strings.Join(hand, ", ")
	}
	col := NameWidth(int(p.NumPlayers))
	indent := strings.Repeat(" ", col)
	lines := WrapText(h, width-col)
	out := []Line{{{fmt.Sprintf("%-*s", col, PlayerName(n)), th.Player(n)}, {lines[0], th.Base()}}}
	for _, w := range lines[1:] {
		out = append(out, Plain(indent+w, th.Base()))
	}
	for _, w := range WrapText(playerStats(cat, p, n), width-col) {
		out = append(out, Plain(indent+w, th.Dim()))
	}
	return out
}

// LastKillsText is what follows player n's count of kills for his kills
// of the turn before (the code's l), as the panel, show and resolve give
// it for a position as players write orders: " (1 last turn: bonus
// draw)"; " (1 last turn: no bonus draw)" when nobody drew at the start
// of the turn (the code's n: every hand was full or the deck empty);
// " (1 last turn)" when the game is over or he is out, as no draw is to
// come; "" when he has none. A page after a turn uses TurnKillsText.
func LastKillsText(p *engine.Position, n int) string {
	pl := p.Player(n)
	switch {
	case pl.LastKills == 0:
		return ""
	case p.Over || pl.Out:
		return fmt.Sprintf(" (%d last turn)", pl.LastKills)
	case p.NoDraw:
		return fmt.Sprintf(" (%d last turn: no bonus draw)", pl.LastKills)
	}
	return fmt.Sprintf(" (%d last turn: bonus draw)", pl.LastKills)
}

// TurnKillsText is what follows a player's count of kills on a page after
// a turn, for player n's kills of that turn (the code's l of the position
// the turn leaves, p): what they give at the next draw (KillBonusText):
// " (1 this turn: a bonus draw next turn)", " (1 this turn: no bonus draw,
// hand full)" or "deck short"; " (1 this turn)" when there is no next
// draw for him (the game is over, or he is out); "" with none.
// LastKillsText is the wording of a position as players write orders.
func TurnKillsText(p *engine.Position, n int) string {
	pl := p.Player(n)
	if pl.LastKills == 0 {
		return ""
	}
	if bonus := KillBonusText(p, n); bonus != "" {
		return fmt.Sprintf(" (%d this turn: %s)", pl.LastKills, bonus)
	}
	return fmt.Sprintf(" (%d this turn)", pl.LastKills)
}

// KillBonusText says what player n's kills of the turn that left p give
// at the next draw, as fair dealing deals it (engine.Position.FairDeal):
// "a bonus draw next turn", or "no bonus draw, hand full" or "no bonus
// draw, deck short"; "" when he has no kill of the turn or there is no
// next draw for him (the game is over, or he is out).
func KillBonusText(p *engine.Position, n int) string {
	pl := p.Player(n)
	if pl.LastKills == 0 || p.Over || pl.Out {
		return ""
	}
	switch d := p.NextDraw(); {
	case d.KillBonus[n-1]:
		return "a bonus draw next turn"
	case d.HandFull[n-1]:
		return "no bonus draw, hand full"
	}
	return "no bonus draw, deck short"
}

// TargetText is a player's Necromancer target (the code's x) as the
// panel, show and resolve give it: "Necromancer target Cyclops"; "" when
// he names none.
func TargetText(cat *engine.Catalogue, pl *engine.Player) string {
	if pl.Target == engine.NoKind {
		return ""
	}
	return "Necromancer target " + cat.Name(pl.Target)
}

// playerStats says what player n holds and has done.
func playerStats(cat *engine.Catalogue, p *engine.Position, n int) string {
	pl := p.Player(n)
	var terr []string
	for t := engine.AB; t <= engine.FA; t++ {
		if p.Control[t] == uint8(n) {
			terr = append(terr, t.String())
		}
	}
	ts := "no territory"
	if len(terr) > 0 {
		ts = "holds " + strings.Join(terr, " ")
	}
	stats := fmt.Sprintf("%s · kills %d", ts, pl.Kills) + LastKillsText(p, n)
	if pl.Ransacks > 0 {
		stats += fmt.Sprintf(" · ransacks %d", pl.Ransacks)
	}
	if target := TargetText(cat, pl); target != "" {
		stats += " · " + target
	}
	if pl.Out {
		stats += " · ELIMINATED"
	}
	return stats
}
