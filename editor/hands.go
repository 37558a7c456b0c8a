package editor

import (
	"fmt"
	"strconv"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// showHands lists each player's hand and the graveyard: Enter on a "+" line
// adds a piece (kind from the palette), x removes the piece of its line,
// Enter asks for the number of unknown pieces in a hand, + and - change it.
// It opens on the line that adds to the first player's hand.
func (e *Editor) showHands() {
	var menu *tui.Menu
	e.showProps("Hands and graveyard", true, true, func() []prop {
		p := e.doc.Pos()
		var ps []prop
		for n := 1; n <= int(p.NumPlayers); n++ {
			n := n
			pl := p.Player(n)
			name := tui.PlayerName(n)
			ps = append(ps, prop{text: fmt.Sprintf("── %s's hand: %d of at most %d ──", name, pl.HandSize(), pl.HandMax), heading: true})
			for _, k := range pl.HandKinds() {
				k := k
				ps = append(ps, prop{
					text: "   " + e.cat.Name(k),
					remove: func() {
						e.apply("hand", TakeFromHand(e.cat, n, k), fmt.Sprintf("took %s from %s's hand", tui.Article(e.cat.Name(k)), name))
					},
				})
			}
			setHidden := func(v int) {
				e.editPos(name+"'s unknown pieces", strconv.Itoa(int(pl.Hidden)), strconv.Itoa(v), func(p *engine.Position) error {
					if v < 0 || v+int(p.Player(n).HandLen) > engine.HandCap {
						return fmt.Errorf("a hand holds 0 to %d pieces", engine.HandCap)
					}
					p.Player(n).Hidden = uint8(v)
					return nil
				})
			}
			ps = append(ps, prop{
				text:   fmt.Sprintf("   unknown pieces (drawn from the deck): %d", pl.Hidden),
				adjust: func(d int) { setHidden(int(pl.Hidden) + d) },
				remove: func() { setHidden(0) }, // x clears the count
				enter: func() {
					e.askNumberNote(name+"'s unknown pieces", int(pl.Hidden), 0, engine.HandCap-int(pl.HandLen), fmt.Sprintf(" (a hand holds 0 to %d pieces)", engine.HandCap), setHidden)
				},
			})
			add := "   + add a piece to " + name + "'s hand"
			ps = append(ps, prop{
				text: add,
				enter: func() {
					e.chooseKind("Add to "+name+"'s hand", func(k engine.KindID) {
						e.apply("hand", AddToHand(e.cat, n, k), fmt.Sprintf("%s added to %s's hand", tui.Article(e.cat.Name(k)), name))
						keepLine(menu, add)
					})
				},
			})
		}
		ps = append(ps, prop{text: fmt.Sprintf("── the graveyard: %s ──", tui.Plural(int(p.GraveLen), "piece")), heading: true})
		for _, g := range p.Graveyard() {
			g := g
			ps = append(ps, prop{
				text: fmt.Sprintf("   %s (%s)", e.cat.Name(g.Kind), tui.PlayerName(int(g.Owner))),
				remove: func() {
					e.apply("graveyard", TakeFromGrave(e.cat, g.Kind, int(g.Owner)), fmt.Sprintf("took %s from the graveyard", tui.Article(e.cat.Name(g.Kind))))
				},
			})
		}
		add := "   + add a piece to the graveyard"
		ps = append(ps, prop{text: add, enter: func() { e.addToGrave(func() { keepLine(menu, add) }) }})
		return ps
	}, func(m *tui.Menu) {
		menu = m
		// The window opens on the line that adds to the first hand, not on
		// its title line: H then Enter adds a piece.
		keepLine(m, "   + add a piece to "+tui.PlayerName(1)+"'s hand")
	})
}

// keepLine highlights the line of m whose text is text, after a change
// added a line above it: Enter on an add line adds again.
func keepLine(m *tui.Menu, text string) {
	if m == nil || m.Refresh == nil {
		return
	}
	m.SetItems(m.Refresh())
	for i, it := range m.Items() {
		if it.Text == text {
			m.SetCurrent(i)
			return
		}
	}
}

// addToGrave asks for a kind, then for the player it belonged to; then
// runs added.
func (e *Editor) addToGrave(added func()) {
	e.chooseKind("Add to the graveyard", func(k engine.KindID) {
		n := int(e.doc.Pos().NumPlayers)
		items := make([]tui.MenuItem, n)
		for i := range items {
			items[i] = tui.MenuItem{Text: fmt.Sprintf("%d  %s", i+1, tui.PlayerName(i+1)), Key: rune('1' + i)}
		}
		e.shell.Confirm("Whose "+e.cat.Name(k)+" was it?", items, func(i int) {
			if i >= 0 {
				e.apply("graveyard", AddToGrave(e.cat, k, i+1), fmt.Sprintf("%s of %s added to the graveyard", tui.Article(e.cat.Name(k)), tui.PlayerName(i+1)))
				added()
			}
		})
	})
}
