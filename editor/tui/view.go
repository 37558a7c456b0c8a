package tui

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// Minimum size of the terminal.
const (
	MinWidth  = 66
	MinHeight = 14
)

// tooSmall says so, across the whole screen, when w by h is too small for
// the program, and reports whether it is. It offers q to quit only when q
// would quit at once: a question before quitting could not be seen.
func (s *Shell) tooSmall(screen tcell.Screen, x, y, w, h int) bool {
	if w >= MinWidth && h >= MinHeight {
		return false
	}
	then, short := "Enlarge it, or press q to quit.", "Enlarge it, or q quits."
	if s.screen != nil {
		if q := s.screen.Quit(); q != nil {
			then = fmt.Sprintf("Enlarge it to go on: q asks %q first, and the question needs the room.", q.Title)
			short = "Enlarge it to go on (q asks first)."
		}
	}
	// The notice in full, else shorter ones: it was cut at 20x6.
	var lines []string
	for _, msg := range []string{
		fmt.Sprintf("The terminal is too small: %dx%d. %s needs %dx%d or more (80x24 is best). %s", w, h, s.opts.Program, MinWidth, MinHeight, then),
		fmt.Sprintf("Too small: %dx%d; needs %dx%d. %s", w, h, MinWidth, MinHeight, short),
		fmt.Sprintf("Too small: %dx%d; needs %dx%d.", w, h, MinWidth, MinHeight),
		fmt.Sprintf("Needs %dx%d.", MinWidth, MinHeight),
	} {
		if lines = WrapText(msg, max(w-2, 8)); len(lines) <= h {
			break
		}
	}
	for i, line := range lines {
		if i < h {
			DrawText(screen, x+1, y+i, w-1, line, s.Theme.Bold())
		}
	}
	return true
}

// small reports whether the terminal was too small at the last draw: the
// notice was all it showed.
func (s *Shell) small() bool {
	_, _, w, h := s.pages.GetRect()
	return s.drawn != nil && (w < MinWidth || h < MinHeight)
}

// draw draws the screen and the dialogs over it; when the terminal is too
// small, the notice alone, over the whole of it.
func (s *Shell) draw(screen tcell.Screen) {
	s.drawn = screen
	// Monochrome when asked, or when the terminal lacks the colours the
	// colour look needs (TERM=xterm-mono drew Red's pieces as Blue's).
	s.Theme.Mono = s.opts.Mono || screen.Colors() < ColoursNeeded
	// The texts of the frame are wrapped as the theme writes them now:
	// ASCII when the terminal's character set is not Unicode, or when
	// asked (see WrapText).
	asciiText.Store(s.Theme.ASCII)
	useASCIIBorders(s.Theme.ASCII)
	if s.Theme.ASCII {
		// "·" separates hints and parts of lines everywhere; a terminal
		// without Unicode draws it as the letter o, a key.
		screen = asciiScreen{screen}
	}
	if !s.small() {
		s.pages.Draw(screen)
		return
	}
	s.view.SetRect(s.pages.GetRect())
	s.view.Draw(screen)
}

// Rows splits a screen h lines high: the title and status lines, the
// message lines (two when the board still gets its 20 lines) and the
// body's height between them.
func Rows(h int) (body, msgLines int) {
	msgLines = 1
	if h >= BoardHeight+4 {
		msgLines = 2
	}
	return h - 2 - msgLines, msgLines
}

// BoardWidthFor is the board's width on a screen w wide with a body bh
// high: the wide layout when the side panel keeps 40 columns beside it and
// the board its full height.
func BoardWidthFor(w, bh int) int {
	if w-BoardWideWidth-1 >= 40 && bh >= BoardHeight {
		return BoardWideWidth
	}
	return BoardWidth
}

// MinPanelWidth is the narrowest side panel the board takes columns from
// for its marks (BoardMarksWidth): 31 at 80 columns.
const MinPanelWidth = 31

// BoardWidthBeside is the width of a board with a side panel beside it,
// on a screen w wide with a body bh high: BoardWidthFor's, but where that
// is pitch 4 and the panel keeps MinPanelWidth columns (80x24), the
// board's with a column for each cell's marks (BoardMarksWidth): at pitch 4
// a mark took the gap and touched the next cell, reading as its. The editor
// and the trainer lay out their boards with it.
func BoardWidthBeside(w, bh int) int {
	bw := BoardWidthFor(w, bh)
	if bw == BoardWidth && w-BoardMarksWidth-1 >= MinPanelWidth && bh >= BoardHeight {
		return BoardMarksWidth
	}
	return bw
}

// MoreKeys ends a hint line that had to leave hints out, when the hints
// have no help key of their own ("? keys").
const MoreKeys = "? more keys"

// FitHints joins hints with " · " into at most width columns (terminal
// columns, see StringWidth), the help key ("? keys", or "F1 its keys" in
// a window where ? is typed) last. When they do not all fit, the line
// shortens itself instead of being cut: the hints are taken in order, the
// most important first, each whole, a hint too long for the room left is
// left out (a shorter one after it may still fit), and the line still
// ends with the help key, the hints' own or MoreKeys, so that the keys
// left out are one key away. (F1's hint was left out as any other, and
// "? more keys" offered a key that typed "?" into the field.)
func FitHints(hints []string, width int) string {
	help := ""
	var rest []string
	for _, h := range hints {
		if strings.HasPrefix(h, "? ") || strings.HasPrefix(h, "F1 ") {
			help = h
		} else {
			rest = append(rest, h)
		}
	}
	all := strings.Join(rest, " · ")
	if help != "" {
		all = strings.Join(append(rest[:len(rest):len(rest)], help), " · ")
	}
	if StringWidth(all) <= width {
		return all
	}
	if help == "" {
		help = MoreKeys
	}
	room := width - StringWidth(help)
	var b strings.Builder
	for _, h := range rest {
		if w := StringWidth(h) + 3; w <= room { // " · " after it
			b.WriteString(h + " · ")
			room -= w
		}
	}
	if room < 0 {
		head, _ := cutWidth(help, width)
		return head
	}
	return b.String() + help
}

// shellView is the main view: the title line, the screen's widgets, the
// message lines and the status line; it says so when the terminal is too
// small.
type shellView struct {
	*tview.Box
	s *Shell
}

// Draw lays the screen out and draws it.
func (v *shellView) Draw(screen tcell.Screen) {
	v.DrawForSubclass(screen, v)
	s := v.s
	x, y, w, h := v.GetRect()
	if s.screen == nil || s.tooSmall(screen, x, y, w, h) {
		return
	}
	bh, msgLines := Rows(h)
	s.drawTitle(screen, x, y, w)
	s.widgets = s.screen.Layout(x, y+1, w, bh)
	for _, p := range s.widgets {
		if c, ok := p.(interface{ SetCovered(bool) }); ok {
			c.SetCovered(len(s.dialogs) > 0)
		}
		p.Draw(screen)
	}
	s.drawMessage(screen, x, y+1+bh, w, msgLines)
	Fill(screen, x, y+h-1, w, s.Theme.Selected())
	place := s.Place()
	if s.Theme.ASCII {
		place = ASCIIText(place) // "Play > page 2 of 3"
	}
	hints := s.hints()
	at := x + 1
	bar := " │ "
	if s.Theme.ASCII {
		bar = " | " // frames in + - = |, as the README says of ASCII mode
	}
	if place != "" {
		// The hints give way first, down to their help key (FitHints), so
		// that a window's name is cut only when nothing else is left to
		// shorten ("Open a pack or a position f…" was cut at 28 columns,
		// at 100 columns with room to spare).
		place = CutText(place, max(w-1-StringWidth(bar)-StringWidth(helpHint(hints))-1, 2), s.Theme.ASCII)
		at += DrawText(screen, at, y+h-1, w-1, place, s.Theme.Selected().Bold(true))
		at += DrawText(screen, at, y+h-1, x+w-at, bar, s.Theme.Selected())
	}
	DrawText(screen, at, y+h-1, x+w-at, FitHints(hints, x+w-at-1), s.Theme.Selected())
}

// helpHint is the hint FitHints ends a line it shortens with: the help key,
// or MoreKeys.
func helpHint(hints []string) string {
	for _, h := range hints {
		if strings.HasPrefix(h, "? ") || strings.HasPrefix(h, "F1 ") {
			return h
		}
	}
	return MoreKeys
}

// Place returns where the user is, as the status line begins: the
// screen's place (see Placer) and the dialog open over it, by its title.
func (s *Shell) Place() string {
	place := ""
	if p, ok := s.screen.(Placer); ok {
		place = p.Place()
	}
	if len(s.dialogs) > 0 {
		if d := s.dialogTitle(s.dialogs[len(s.dialogs)-1]); d != "" {
			if place != "" {
				place += " › "
			}
			place += d
		}
	}
	return place
}

// dialogTitle returns a dialog's title, short: up to a parenthesis, a
// middle dot, a colon or a comma (the status line cuts it further when it
// has no room, see shellView.Draw; the short help's title, 60 columns at most).
func (s *Shell) dialogTitle(name string) string {
	p := s.dialogPrims[name]
	b, ok := p.(interface{ GetTitle() string })
	if !ok {
		return ""
	}
	t := strings.TrimSpace(b.GetTitle())
	for _, cut := range []string{" (", " ·", ": ", ", "} {
		if i := strings.Index(t, cut); i > 0 {
			t = t[:i]
		}
	}
	if r := []rune(t); len(r) > 60 {
		t = string(r[:59]) + "…"
	}
	return strings.TrimSpace(t)
}

// drawTitle writes the screen's title and, right, the help key. A title
// too wide for the line ends with a mark where it is cut ("…", "..." in
// ASCII), so that a cut name does not pass for a whole one.
func (s *Shell) drawTitle(screen tcell.Screen, x, y, w int) {
	right := "? keys "
	left := s.screen.Title()
	if f, ok := s.screen.(TitleFitter); ok && left.Width() > w-len(right)-2 {
		left = f.FitTitle(w - len(right) - 2)
	}
	if left.Width() <= w {
		left.Draw(screen, x, y, w)
	} else {
		mark := "…"
		if s.Theme.ASCII {
			mark = "..."
		}
		n := max(w-StringWidth(mark), 0)
		left.Draw(screen, x, y, n)
		DrawText(screen, x+n, y, w-n, mark, s.Theme.Dim())
	}
	if w-left.Width() > len(right)+1 {
		DrawText(screen, x+w-len(right), y, len(right), right, s.Theme.Dim())
	}
}

// drawMessage writes the last message, else the screen's notice, wrapped
// to at most lines lines.
func (s *Shell) drawMessage(screen tcell.Screen, x, y, w, lines int) {
	text, st := s.msg, s.Theme.Good()
	if s.msgErr {
		st = s.Theme.Error()
	}
	if n, ok := s.screen.(Noticer); ok && text == "" {
		text, st = n.Notice(), s.Theme.Error()
	}
	wrapped := WrapText(text, w-2)
	s.msgCut, s.msgShown = len(wrapped) > lines && text != "", text
	if s.msgCut && s.opts.MessageMore != "" {
		// The last line shown ends with a mark and the key that shows
		// the rest.
		more := " … " + s.opts.MessageMore
		last, tail := cutWidth(wrapped[lines-1], max(w-2-StringWidth(more), 0))
		if tail != "" && !strings.HasPrefix(tail, " ") {
			// Back to the last space: a word cut ("the so… i: all of
			// it") read as another word.
			if i := strings.LastIndex(last, " "); i > 0 {
				last = last[:i]
			}
		}
		wrapped[lines-1] = strings.TrimRight(last, " ") + more
	}
	for i, line := range wrapped {
		if i < lines && line != "" {
			DrawText(screen, x+1, y+i, w-1, line, st)
		}
	}
}

func (v *shellView) Focus(delegate func(tview.Primitive)) {
	if v.s.focus != nil {
		delegate(v.s.focus)
	}
}

func (v *shellView) HasFocus() bool {
	if f := v.s.focus; f != nil && f.HasFocus() {
		return true
	}
	for _, p := range v.s.widgets {
		if p.HasFocus() {
			return true
		}
	}
	return false
}

// InputHandler offers each key to the screen, then to the focused widget;
// a key that a widget able to tell (a Menu) has no use for says so.
func (v *shellView) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return v.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(tview.Primitive)) {
		s := v.s
		k := KeyOf(ev)
		if s.screen == nil || s.screen.Keys().Dispatch(k, s.Say) || s.focus == nil {
			return
		}
		if w, ok := s.focus.(interface{ Takes(Key) bool }); ok && !w.Takes(k) {
			// A list of the screen (the trainer's packs) with no use for
			// the key: say so, as the screens do of the keys they leave.
			s.Say(fmt.Sprintf("%v does nothing here (? lists the keys)", k), true)
			return
		}
		if h := s.focus.InputHandler(); h != nil {
			h(ev, setFocus)
		}
	})
}

// MouseHandler offers mouse events to the screen's widgets; a widget that
// takes the focus gets the keys the screen leaves.
func (v *shellView) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	return v.WrapMouseHandler(func(action tview.MouseAction, ev *tcell.EventMouse, setFocus func(tview.Primitive)) (bool, tview.Primitive) {
		s := v.s
		for _, p := range s.widgets {
			if ok, capture := p.MouseHandler()(action, ev, func(q tview.Primitive) {
				s.focus = q
				setFocus(q)
			}); ok {
				return true, capture
			}
		}
		return false, nil
	})
}

// guard runs every draw and event of the screen under protect, which
// turns a panic into a message; while the terminal is too small it drops
// pasted text, which would go to what is not drawn (the shell's mouse
// capture drops the mouse).
type guard struct {
	protect func(func())
	draw    func(tcell.Screen) // draws inner
	small   func() bool
	inner   tview.Primitive
}

func (g *guard) Draw(screen tcell.Screen) {
	g.protect(func() { g.draw(screen) })
}

func (g *guard) GetRect() (int, int, int, int) { return g.inner.GetRect() }

func (g *guard) SetRect(x, y, w, h int) { g.inner.SetRect(x, y, w, h) }

func (g *guard) Focus(delegate func(p tview.Primitive)) { g.inner.Focus(delegate) }

func (g *guard) HasFocus() bool { return g.inner.HasFocus() }

func (g *guard) Blur() { g.inner.Blur() }

func (g *guard) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return func(ev *tcell.EventKey, setFocus func(tview.Primitive)) {
		g.protect(func() {
			if h := g.inner.InputHandler(); h != nil {
				h(ev, setFocus)
			}
		})
	}
}

func (g *guard) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	return func(a tview.MouseAction, ev *tcell.EventMouse, setFocus func(tview.Primitive)) (consumed bool, capture tview.Primitive) {
		g.protect(func() {
			if h := g.inner.MouseHandler(); h != nil {
				consumed, capture = h(a, ev, setFocus)
			}
		})
		return
	}
}

func (g *guard) PasteHandler() func(string, func(tview.Primitive)) {
	return func(text string, setFocus func(tview.Primitive)) {
		if g.small() {
			return
		}
		g.protect(func() {
			if h := g.inner.PasteHandler(); h != nil {
				h(text, setFocus)
			}
		})
	}
}
