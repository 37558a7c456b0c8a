package editor

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/safetext"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// prop is one line of a list of things to change: what Enter, + and - (or
// the right and left arrows), and x do on it.
type prop struct {
	text   string
	enter  func()
	adjust func(n int)
	remove func()
	// field, on a line of text, opens its field as Enter does and
	// returns it: a letter typed on the line starts the text with it.
	field func() *tui.TextEntry
	// heading marks a line that titles those under it: the highlight
	// passes over it.
	heading bool
	// removes is what x does on the line, for the key line ("x take
	// out" on a puzzle of L); "" for "x clear".
	removes string
	// enters is what Enter does on the line, for the key line ("Enter
	// load" on a puzzle of L); "" for "Enter change".
	enters string
	// move, on a line that K and J move (a puzzle of L), moves it by n
	// places: -1 up, 1 down.
	move func(n int)
}

// showProps shows a list of props, rebuilt from the document before every
// draw and every key, so that it always shows the current state. Esc
// closes it. A list that changes the document (docs) takes u and Ctrl-R
// as the board does: "taken out of the pack (u brings it back)" said u
// in L did nothing there.
func (e *Editor) showProps(title string, tall, docs bool, build func() []prop, opts ...func(*tui.Menu)) {
	items := func() []tui.MenuItem {
		ps := build()
		out := make([]tui.MenuItem, len(ps))
		for i, p := range ps {
			out[i] = tui.MenuItem{Text: safetext.Clean(p.text), Heading: p.heading}
		}
		return out
	}
	e.shell.ShowMenu(title, items(), false, nil, func(m *tui.Menu) {
		m.Refresh = func() []tui.MenuItem {
			m.Hint = propsHint(build(), m.Current())
			return items()
		}
		m.Hint = propsHint(build(), m.Current())
		m.Activate = func(i int) {
			if ps := build(); i < len(ps) {
				e.enterProp(&ps[i])
			}
		}
		line := func() *prop {
			if ps, i := build(), m.Current(); i >= 0 && i < len(ps) {
				return &ps[i]
			}
			return nil
		}
		var undo []tui.Binding
		if docs {
			undo = e.undoKeys()
		}
		keys := propKeys(func(n int) { e.adjustProp(line(), n) }, func() { e.removeProp(line()) }, func(n int) { e.moveProp(line(), n) }, undo...)
		m.HelpKeys = []*tui.Table{keys}
		capture := keys.Capture(e.say)
		m.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
			if m.Typing() && ev.Key() == tcell.KeyRune {
				return ev // a letter of the filter being typed, x, + and - too
			}
			if p := line(); p != nil && p.field != nil && typesText(ev) {
				// Typed on a line of text, as into a form: "kill
				// A1" typed on Goals moved up (k) and changed
				// Solutions (l) unnoticed; keeping the list's
				// letters its own there (j, q, u ...) made "quick"
				// typed on Title close the window and undo an edit.
				p.field().InputHandler()(ev, func(tview.Primitive) {})
				return nil
			}
			return capture(ev)
		})
		if tall {
			m.MinRows = 40
		}
		for _, o := range opts {
			o(m)
		}
	})
}

// typesText reports whether ev is a letter or digit typed, which starts
// the text of a line of text (prop.field).
func typesText(ev *tcell.EventKey) bool {
	return ev.Key() == tcell.KeyRune && ev.Modifiers()&(tcell.ModAlt|tcell.ModCtrl) == 0 &&
		(unicode.IsLetter(ev.Rune()) || unicode.IsDigit(ev.Rune()))
}

// propsHint is the key line of a list of props on its line cur: + - and x
// only when a line takes them (the puzzles of L adjust nothing, the Solve
// window clears nothing); on a line of text (prop.field), that typing
// edits it, every letter being its text's there, so that the arrows move
// and Delete clears.
func propsHint(ps []prop, cur int) string {
	var here *prop
	if cur >= 0 && cur < len(ps) {
		here = &ps[cur]
	}
	if here != nil && here.field != nil {
		keys := []string{"type or Enter to edit", "↑↓ move"}
		if here.remove != nil {
			keys = append(keys, "Del clear")
		}
		return strings.Join(append(keys, "Esc close"), " · ")
	}
	keys := []string{"Enter change"}
	if here != nil && here.enters != "" {
		keys[0] = "Enter " + here.enters
	}
	adjust, remove, move := propsTake(ps)
	if adjust {
		keys = append(keys, "+ - adjust")
	}
	if move {
		keys = append(keys, "K/J move")
	}
	if remove {
		x := "x clear"
		if here != nil && here.removes != "" {
			x = "x " + here.removes
		}
		keys = append(keys, x)
	}
	return strings.Join(append(keys, "/ filter", "Esc close"), " · ")
}

// propsTake reports whether any line of ps takes + and - (adjust), x
// (remove), K and J (move).
func propsTake(ps []prop) (adjust, remove, move bool) {
	for _, p := range ps {
		adjust = adjust || p.adjust != nil
		remove = remove || p.remove != nil
		move = move || p.move != nil
	}
	return adjust, remove, move
}

// propKeys are the keys a list of props takes before the menu: + and -
// (or → and ←, or l and h as in vim, as j and k move) adjust the line, x
// clears it, K and J (j and k with Shift) move it up and down, and more
// (undo, redo) follow; a filter being typed takes the letters (showProps).
func propKeys(adjust func(n int), remove func(), move func(n int), more ...tui.Binding) *tui.Table {
	return &tui.Table{Title: "Lists of fields and lines (F, H, L, M, S)", Bindings: append([]tui.Binding{
		{Keys: tui.Keys(tcell.KeyEnter), Action: "changeLine", Help: "change the line: a yes or no switches, a number or a text is asked for; on a line of text every letter or digit typed starts its text (j, k, q and x too: there the arrows move, Esc closes, Delete clears)"},
		{Keys: tui.Keys(tcell.KeyRight, "+=l"), Action: "increase", Do: func() { adjust(1) }, Help: "more, less: a number, a player, a model"},
		{Keys: tui.Keys(tcell.KeyLeft, "-h"), Action: "decrease", Do: func() { adjust(-1) }, Also: true},
		{Keys: tui.Keys(tcell.KeyDelete, 'x'), Action: "clearLine", Do: remove, Help: "clear the line: a hint, a piece of a hand, the solution ...; on a puzzle of L, take it out of the pack"},
		{Keys: tui.Keys('K'), Action: "moveLineUp", Do: func() { move(-1) }, Help: "move a puzzle of L up, down in the pack (the order w saves and the trainer shows)"},
		{Keys: tui.Keys('J'), Action: "moveLineDown", Do: func() { move(1) }, Also: true},
	}, more...)}
}

// undoKeys are u and Ctrl-R as the board has them, for the windows that
// change the document (F, H, L, M): on a line of text u is a letter of
// it, Ctrl-R still redoes.
func (e *Editor) undoKeys() []tui.Binding {
	u, r := tui.Find("undo", e.keys.global), tui.Find("redo", e.keys.global)
	u.Label, u.Help, u.Hint = "u, Ctrl-R", "undo, redo, as on the board (F, H, L, M; on a line of text u is a letter)", ""
	r.Hint = ""
	return []tui.Binding{u, r}
}

// adjustProp is + or - on a line.
func (e *Editor) adjustProp(p *prop, n int) {
	switch {
	case p == nil:
	case p.adjust != nil:
		p.adjust(n)
	default:
		e.say("+ and - change numbers; Enter changes this line", true)
	}
}

// enterProp is Enter on a line: it changes the line, else says what does.
func (e *Editor) enterProp(p *prop) {
	switch {
	case p.enter != nil:
		p.enter()
	case p.adjust != nil:
		e.say("+ and - change this line", true)
	case p.remove != nil:
		e.say("Enter changes nothing on this line; x takes it out", true)
	default:
		e.say("nothing to change on this line", true)
	}
}

// moveProp is K or J on a line.
func (e *Editor) moveProp(p *prop, n int) {
	switch {
	case p == nil:
	case p.move != nil:
		p.move(n)
	default:
		e.say("K and J move a puzzle of L in the pack; nothing moves on this line", true)
	}
}

// removeProp is x on a line.
func (e *Editor) removeProp(p *prop) {
	switch {
	case p == nil:
	case p.remove != nil:
		p.remove()
	default:
		e.say("nothing to remove on this line", true)
	}
}

// editPos applies a change of the position fields as one undoable edit,
// saying that label changed from was to now (it said "changed" alone).
func (e *Editor) editPos(label, was, now string, f func(p *engine.Position) error) {
	np := *e.doc.Pos()
	if err := f(&np); err != nil {
		e.say("cannot change "+label+": "+err.Error(), true)
		return
	}
	e.apply(label, SetPosition(e.cat, np), fmt.Sprintf("%s changed from %s to %s", label, was, now))
}

// fieldLabel is the width of a field's label and its colon: the longest,
// "Player 4: unknown pieces in hand:", fits; the values start after it, in
// one column (a label wider than it pushed its value out of the column).
const fieldLabel = 34

// fieldText is a field's line: its label, then its value in the column
// of the values.
func fieldText(label, value string) string {
	return fmt.Sprintf("%-*s %s", fieldLabel, label+":", value)
}

// numberProp is a line holding a number from lo to hi.
func (e *Editor) numberProp(label string, v, lo, hi int, set func(p *engine.Position, v int)) prop {
	change := func(nv int) {
		if nv < lo || nv > hi {
			e.say(fmt.Sprintf("%s goes from %d to %d", label, lo, hi), true)
			return
		}
		e.editPos(label, strconv.Itoa(v), strconv.Itoa(nv), func(p *engine.Position) error { set(p, nv); return nil })
	}
	return prop{
		text:   fieldText(label, strconv.Itoa(v)),
		adjust: func(n int) { change(v + n) },
		enter:  func() { e.askNumber(label, v, lo, hi, change) },
	}
}

// askNumber asks for the number of a line, from lo to hi, starting from v,
// and gives it to change. What is not a number from lo to hi is refused
// and the field opens again with it, to correct (it used to close, the
// digits typed after it going to the list of fields), as the goals'
// field does.
func (e *Editor) askNumber(label string, v, lo, hi int, change func(int)) {
	e.askNumberNote(label, v, lo, hi, "", change)
}

// askNumberNote is askNumber with a note added to the refusal of a number
// out of range (why the range is what it is).
func (e *Editor) askNumberNote(label string, v, lo, hi int, note string, change func(int)) {
	e.ask(label, fmt.Sprintf("%s (%d..%d): ", label, lo, hi), strconv.Itoa(v), func(text string) bool {
		text = strings.TrimSpace(text)
		nv, err := strconv.Atoi(text)
		var big *strconv.NumError
		switch {
		case err != nil && !(errors.As(err, &big) && errors.Is(big.Err, strconv.ErrRange)):
			e.say(fmt.Sprintf("%q is not a number: type one from %d to %d, or Esc", text, lo, hi), true)
			return false
		case err != nil || nv < lo || nv > hi:
			// err: a number too big for an int.
			e.say(fmt.Sprintf("%s: from %d to %d, not %s%s; correct it, or Esc", label, lo, hi, text, note), true)
			return false
		}
		change(nv)
		return true
	})
}

// boolProp is a yes-or-no line: Enter, + and - switch it.
func (e *Editor) boolProp(label string, v bool, set func(p *engine.Position, v bool)) prop {
	yes := "no"
	if v {
		yes = "yes"
	}
	no := map[bool]string{true: "yes", false: "no"}
	flip := func() {
		e.editPos(label, no[v], no[!v], func(p *engine.Position) error { set(p, !v); return nil })
	}
	return prop{text: fieldText(label, yes), enter: flip, adjust: func(int) { flip() }}
}

// showFields lists every field of the position that the board does not
// show: turn, deck, sudden death, players, the end of the game, and each
// player's hand maximum, unknown pieces, kills, ransacks, target and
// elimination.
func (e *Editor) showFields() {
	e.showProps("Position fields", true, true, func() []prop {
		p := e.doc.Pos()
		ps := []prop{
			e.numberProp("Turn", int(p.Turn), 1, 9999, func(p *engine.Position, v int) { p.Turn = uint16(v) }),
			e.numberProp("Pieces left in the deck", int(p.Deck), 0, 9999, func(p *engine.Position, v int) { p.Deck = uint16(v) }),
			e.numberProp("Sudden death: rings removed", int(p.SuddenDeath), 0, engine.Radius, func(p *engine.Position, v int) { p.SuddenDeath = uint8(v) }),
			e.boolProp("Nobody drew a piece this turn", p.NoDraw, func(p *engine.Position, v bool) { p.NoDraw = v }),
			e.playersProp(),
			e.boolProp("The game is over", p.Over, func(p *engine.Position, v bool) { p.Over = v; p.Winner = 0 }),
		}
		if p.Over {
			ps = append(ps, e.numberProp("Winner (0: a draw)", int(p.Winner), 0, int(p.NumPlayers), func(p *engine.Position, v int) { p.Winner = uint8(v) }))
		}
		for t := engine.AB; t <= engine.FA; t++ {
			t := t
			ps = append(ps, prop{
				text:   fieldText("Territory "+t.String()+" belongs to", ownerText(p.Control[t])),
				adjust: func(n int) { e.applySaying("territory control", StepControl(e.cat, t, n), e.controlSaid(t)) },
				enter:  func() { e.applySaying("territory control", CycleControl(e.cat, t), e.controlSaid(t)) },
			})
		}
		for n := 1; n <= int(p.NumPlayers); n++ {
			ps = append(ps, e.playerProps(n)...)
		}
		return ps
	})
}

// ownerText names the player who holds a territory, or nobody.
func ownerText(c uint8) string {
	if c == 0 {
		return "nobody"
	}
	return tui.PlayerName(int(c))
}

// playersProp changes the number of players; a player leaving must have
// nothing left in the game.
func (e *Editor) playersProp() prop {
	p := e.doc.Pos()
	change := func(n int) {
		if n < 2 || n > engine.MaxPlayers {
			e.say(fmt.Sprintf("a game has 2 to %d players", engine.MaxPlayers), true)
			return
		}
		e.editPos("the number of players", strconv.Itoa(int(p.NumPlayers)), strconv.Itoa(n), func(p *engine.Position) error {
			for gone := n + 1; gone <= int(p.NumPlayers); gone++ {
				if why := holdings(p, gone); why != "" {
					return fmt.Errorf("%s still has %s", tui.PlayerName(gone), why)
				}
				fresh := engine.NewPosition(2)
				p.Players[gone-1] = fresh.Players[gone-1]
			}
			p.NumPlayers = uint8(n)
			if p.Winner > p.NumPlayers {
				p.Winner = 0
			}
			return nil
		})
	}
	return prop{
		text:   fieldText("Players", strconv.Itoa(int(p.NumPlayers))),
		adjust: func(k int) { change(int(p.NumPlayers) + k) },
		enter:  func() { change(int(p.NumPlayers)%engine.MaxPlayers + 1) },
	}
}

// holdings names what player n still has in p, or "".
func holdings(p *engine.Position, n int) string {
	switch {
	case p.CountPieces(uint8(n)) > 0:
		return "pieces on the board"
	case p.Territories(uint8(n)) > 0:
		return "territories"
	case p.Player(n).HandSize() > 0:
		return "pieces in hand"
	}
	for _, g := range p.Graveyard() {
		if int(g.Owner) == n {
			return "pieces in the graveyard"
		}
	}
	return ""
}

// playerProps are the lines of player n.
func (e *Editor) playerProps(n int) []prop {
	pl := e.doc.Pos().Player(n)
	name := tui.PlayerName(n)
	me := func(p *engine.Position) *engine.Player { return p.Player(n) }
	target := "none"
	if pl.Target != engine.NoKind {
		target = e.cat.Name(pl.Target)
	}
	setTarget := func(k engine.KindID) {
		now := "none"
		if k != engine.NoKind {
			now = e.cat.Name(k)
		}
		e.editPos(name+"'s Necromancer target", target, now, func(p *engine.Position) error { me(p).Target = k; return nil })
	}
	return []prop{
		{text: "── " + name + " ──"},
		e.numberProp(name+": hand maximum", int(pl.HandMax), 0, engine.HandCap, func(p *engine.Position, v int) { me(p).HandMax = uint8(v) }),
		e.numberProp(name+": unknown pieces in hand", int(pl.Hidden), 0, engine.HandCap-int(pl.HandLen), func(p *engine.Position, v int) { me(p).Hidden = uint8(v) }),
		e.numberProp(name+": kills so far", int(pl.Kills), 0, 9999, func(p *engine.Position, v int) { me(p).Kills = uint16(v) }),
		e.numberProp(name+": kills last turn", int(pl.LastKills), 0, 255, func(p *engine.Position, v int) { me(p).LastKills = uint8(v) }),
		e.numberProp(name+": territories ransacked", int(pl.Ransacks), 0, 255, func(p *engine.Position, v int) { me(p).Ransacks = uint8(v) }),
		{
			text:   fieldText(name+": Necromancer target", target),
			enter:  func() { e.chooseKind(name+"'s Necromancer target", setTarget) },
			remove: func() { setTarget(engine.NoKind) },
		},
		e.boolProp(name+": eliminated", pl.Out, func(p *engine.Position, v bool) { me(p).Out = v }),
	}
}
