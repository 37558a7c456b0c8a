package tui

import (
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// The side panel names each player at the head of its lines, the text
// after the name: a fifth player, Violet, is no "Violethand 0/6", and
// every player's text starts in one column.
func TestPanelNamesStandApartFromTheirText(t *testing.T) {
	p := mustPos(t, "bc1 t2 d30 | AB m6 | BC m6 | CD m6 | DE m6 | EF m6 Crab/EF3/A | FA m6 | g:-")
	var orders Orders
	for n := range int(p.NumPlayers) {
		orders[n] = []engine.Order{engine.Move(loc(t, "EF3"), engine.A, 1)}
	}
	lines := append(PositionLines(NewTheme(false), testCat, &p, 40), OrderLines(NewTheme(false), testCat, &p, orders, 40)...)
	col := -1
	seen := 0
	for _, l := range lines {
		if len(l) < 2 || strings.TrimSpace(l[0].Text) == "" {
			continue
		}
		name := strings.TrimSpace(l[0].Text)
		if !strings.HasSuffix(l[0].Text, " ") {
			t.Errorf("%q runs into its text %q", l[0].Text, l[1].Text)
		}
		if col >= 0 && len(l[0].Text) != col {
			t.Errorf("%s's text starts at column %d, another's at %d", name, len(l[0].Text), col)
		}
		col = len(l[0].Text)
		seen++
	}
	if seen != 2*int(p.NumPlayers) {
		t.Fatalf("want a hand line and an order line for each of the %d players, found %d named lines", p.NumPlayers, seen)
	}
	if w := NameWidth(2); w != 6 {
		t.Errorf("two players' names take %d columns, want 6 as before", w)
	}
}

// The line that names the piece under the cursor, its owner and its facing
// is cut at no width: at 66 columns (a panel of about 24) "Pikeman · Red ·
// faces E ↖" lost its facing, and a catalogue's long kind name its owner
// too. The kind palette's detail wraps a long name as well.
func TestCellLinesKeepOwnerAndFacing(t *testing.T) {
	th := NewTheme(false)
	board := NewBoard(&StaticContent{Cat: testCat}, th)
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 | g:-")
	for _, width := range []int{24, 38} {
		var text []string
		for _, l := range CellLines(th, testCat, board, &p, loc(t, "AB3"), width) {
			if w := l.Width(); w > width {
				t.Errorf("width %d: the line %q is %d wide", width, l.String(), w)
			}
			text = append(text, l.String())
		}
		if all := strings.Join(text, "\n"); !strings.Contains(all, "Pikeman") || !strings.Contains(all, "Red · faces E") {
			t.Errorf("width %d: the panel reads\n%s\nwant the Pikeman, Red and its facing", width, all)
		}
	}
	if got := CellLines(th, testCat, board, &p, loc(t, "AB3"), 38)[1].String(); got != "Pikeman · Red · faces E ↖" {
		t.Errorf("where it fits, the piece's line reads %q, want it on one line as before", got)
	}
	k := &engine.Kind{Name: "Extraordinarily Long Kind Name Here"}
	var name []string
	for _, l := range KindDetail(th, k, 24) {
		if w := l.Width(); w > 24 {
			t.Errorf("the kind's detail line %q is %d wide", l.String(), w)
		}
		name = append(name, l.String())
	}
	if got := strings.Join(name[:2], " "); got != k.Name {
		t.Errorf("the detail names the kind %q, want %q", got, k.Name)
	}
}

// The side panel shows a piece's whole rule: it cut every rule after three
// lines without a sign, and the Cloud Man's card stopped at "...with top
// combat", its clause on a Cloud Man placed this turn never shown. Every
// kind of the catalogue, at the panel's narrowest and widest.
func TestCellLinesShowTheWholeRule(t *testing.T) {
	th := NewTheme(false)
	board := NewBoard(&StaticContent{Cat: testCat}, th)
	for i := range testCat.Kinds() {
		k := testCat.Kind(engine.KindID(i))
		p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-")
		p.Board[loc(t, "AB2")] = engine.Piece{Kind: engine.KindID(i), Owner: 1, Facing: engine.D}
		for _, width := range []int{24, 38} {
			var text []string
			for _, l := range CellLines(th, testCat, board, &p, loc(t, "AB2"), width) {
				text = append(text, l.String())
			}
			got := strings.Join(strings.Fields(strings.Join(text, " ")), " ")
			if want := strings.Join(strings.Fields(RuleText(k)), " "); !strings.Contains(got, want) {
				t.Errorf("%s at width %d: the panel reads\n%s\nwant all of its rule %q", k.Name, width, strings.Join(text, "\n"), want)
			}
		}
	}
	p := mustPos(t, "bc1 t2 d30 | AB.BC.CD m6 CloudMan/AB2/D | DE.EF.FA m6 | g:-")
	var text []string
	for _, l := range CellLines(th, testCat, board, &p, loc(t, "AB2"), 38) {
		text = append(text, l.String())
	}
	if all := strings.Join(text, " "); !strings.Contains(all, "fights where it is placed") {
		t.Errorf("the Cloud Man's card reads\n%s\nwant its clause on a Cloud Man placed this turn", strings.Join(text, "\n"))
	}
}

// A page after a turn gave the turn's kills as "(1 last turn: bonus draw)",
// the words of a position as players write orders, and promised a bonus
// draw that fair dealing does not give with a full hand or a short deck.
// TurnKillsText says what the engine's next draw gives; LastKillsText keeps
// the panel's words.
func TestTurnKillsTextIsTrueToTheNextDraw(t *testing.T) {
	cases := []struct{ name, code, red, blue string }{
		{"a bonus draw", "bc1 t3 d30 | AB.BC.CD m6 k1 l1 Pikeman/AB2/E | DE.EF.FA m6 | g:Crab/2",
			" (1 this turn: a bonus draw next turn)", ""},
		{"hand full", "bc1 t3 d30 | AB.BC.CD m6 k2 l2 ?6 Pikeman/AB2/E | DE.EF.FA m6 Crab/DE3/B | g:Crab/2,Crab/2",
			" (2 this turn: no bonus draw, hand full)", ""},
		{"deck empty", "bc1 t3 d0 | AB.BC.CD m6 k1 l1 Pikeman/AB2/E | DE.EF.FA m6 Crab/DE3/B | g:Crab/2",
			" (1 this turn: no bonus draw, deck short)", ""},
		// The deck's one piece is the Pit bonus: Red gets it, and the two
		// kill bonuses it cannot serve are void for both.
		{"Pit bonus only", "bc1 t3 d1 | AB.BC.CD m6 k1 l1 Pikeman/Pit/E | DE.EF.FA m6 k1 l1 Crab/DE3/B | g:Crab/2,Pikeman/1",
			" (1 this turn: no bonus draw, deck short)", " (1 this turn: no bonus draw, deck short)"},
		{"Pit and kill bonus", "bc1 t3 d30 | AB.BC.CD m6 k1 l1 Pikeman/Pit/E | DE.EF.FA m6 Crab/DE3/B | g:Crab/2",
			" (1 this turn: a bonus draw next turn)", ""},
		{"game over", "bc1 t3 d30 w1 | AB.BC.CD m6 k1 l1 Pikeman/AB2/E | DE.EF.FA m6 out | g:Crab/2",
			" (1 this turn)", ""},
	}
	for _, c := range cases {
		p := mustPos(t, c.code)
		for n, want := range []string{c.red, c.blue} {
			if got := TurnKillsText(&p, n+1); got != want {
				t.Errorf("%s: player %d: %q, want %q", c.name, n+1, got, want)
			}
		}
	}
	// Blue is out but killed in the turn that put him out, and the game
	// goes on between Red and Green: no next draw for him, so no word of
	// a bonus.
	three := mustPos(t, "bc1 t3 d30 | AB.BC.CD m6 k1 l1 Pikeman/AB2/E | DE m6 k1 l1 out | EF.FA m6 Crab/EF3/B | g:Crab/3,Crab/1")
	for n, want := range []string{" (1 this turn: a bonus draw next turn)", " (1 this turn)", ""} {
		if got := TurnKillsText(&three, n+1); got != want {
			t.Errorf("a player out in a game that goes on: player %d: %q, want %q", n+1, got, want)
		}
	}
	p := mustPos(t, cases[1].code)
	if got, want := LastKillsText(&p, 1), " (2 last turn: bonus draw)"; got != want {
		t.Errorf("a position as players write orders: %q, want %q", got, want)
	}
}

// A position whose turn began with nobody drawing (n: every hand full)
// said "(2 last turn: bonus draw)" below both players, and a finished game
// "(1 last turn: bonus draw)": no bonus draw came, nor will one.
func TestLastKillsTextSaysNoBonusWhenNobodyDrew(t *testing.T) {
	cases := []struct{ name, code, want string }{
		{"a draw", "bc1 t3 d30 | AB.BC.CD m6 k2 l2 Pikeman/AB2/E | DE.EF.FA m6 | g:Crab/2,Crab/2",
			" (2 last turn: bonus draw)"},
		{"nobody drew", "bc1 t3 d30 n | AB.BC.CD m6 k2 l2 ?6 Pikeman/AB2/E | DE.EF.FA m6 ?6 Crab/DE3/B | g:Crab/2,Crab/2",
			" (2 last turn: no bonus draw)"},
		{"game over", "bc1 t3 d30 w1 | AB.BC.CD m6 k1 l1 Pikeman/AB2/E | DE.EF.FA m6 out | g:Crab/2",
			" (1 last turn)"},
	}
	for _, c := range cases {
		p := mustPos(t, c.code)
		if got := LastKillsText(&p, 1); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// The panel said "the game is over: Red won" and no why; show said nothing
// of it. GameOverText says who won and why, as far as the position tells.
func TestGameOverTextSaysWhy(t *testing.T) {
	cases := []struct{ name, code, want string }{
		{"going on", "bc1 t3 d30 | AB.BC.CD m6 Pikeman/AB2/E | DE.EF.FA m6 | g:-", ""},
		{"one left", "bc1 t8 d30 w1 | - m6 k6 Pikeman/AB2/E | - m6 k5 out | g:-",
			"the game is over: Red won (Blue eliminated)"},
		{"all out, most kills", "bc1 t8 d30 w2 | - m6 k4 out | - m6 k5 out | g:-",
			"the game is over: Blue won on kills (every player eliminated)"},
		{"all out, a draw", "bc1 t8 d30 w0 | - m6 k5 out | - m6 k5 out | g:-",
			"the game is over: a draw (every player eliminated, the last out tied on kills)"},
		{"three players", "bc1 t8 d30 w3 | AB.BC m6 out | CD.DE m6 out | EF.FA m6 Crab/EF3/B | g:-",
			"the game is over: Green won (Red and Blue eliminated)"},
		// Which players went out together the position does not say:
		// Green, out before with 9 kills, is not among those Red beat on
		// kills ("Red with the most kills, 3" was false), nor those tied.
		{"all out, one before", "bc1 t9 d0 w1 | - m6 k3 out | - m6 k1 out | - m6 k9 out | g:-",
			"the game is over: Red won on kills (every player eliminated)"},
		{"all out, a draw, one before", "bc1 t9 d0 w0 | - m6 k3 out | - m6 k3 out | - m6 k1 out | g:-",
			"the game is over: a draw (every player eliminated, the last out tied on kills)"},
		// Set over by hand (F), nobody out: who won, and no reason made up.
		{"set by hand, a draw", "bc1 t8 d53 w0 | AB.BC.CD m6 Crab/Pit/A | DE.EF.FA m6 Bird/D3/A | g:-",
			"the game is over: a draw"},
	}
	for _, c := range cases {
		p := mustPos(t, c.code)
		if got := GameOverText(&p); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// The panel's turn line was cut at its width: "Turn 8 · deck 53 · sudden
// death 2 · nob". It wraps.
func TestTurnLineWraps(t *testing.T) {
	p := mustPos(t, "bc1 t8 d53 s2 n | AB.BC.CD m6 Pikeman/Pit/E | DE.EF.FA m6 Crab/A1/B | g:-")
	var words []string
	for _, l := range PositionLines(NewTheme(false), testCat, &p, 24) {
		if w := StringWidth(l.String()); w > 24 {
			t.Errorf("%q is %d wide, the panel 24: the screen cuts it", l.String(), w)
		}
		words = append(words, l.String())
	}
	if all := strings.Join(strings.Fields(strings.Join(words, " ")), " "); !strings.Contains(all, "Turn 8 · deck 53 · sudden death 2 · nobody drew") {
		t.Errorf("the panel reads\n%s\nwant the whole turn line", strings.Join(words, "\n"))
	}
}
