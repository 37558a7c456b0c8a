package tui

import (
	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// LinesView draws lines of styled text that its owner computes for the
// width it gets, on every draw. When focused, the arrows, j/k, PgUp/PgDn
// and the mouse wheel scroll it. The side panel of the editor is one.
type LinesView struct {
	*tview.Box
	lines  func(width int) []Line
	offset int
	total  int
	height int
	// KeepLine, when set, returns the index of a line that must come into
	// view (the event being shown) when it changes; the wheel and the
	// keys still scroll away from it.
	KeepLine func() int
	kept     int
	// More, when set, says what lies below the view while some lines are
	// hidden there, from the first hidden line on (its index): the last
	// row then says so with the key that scrolls ("▼ PgDn: the piece's
	// numbers ...") instead of a line of text.
	More func(firstHidden int) string
	keys *Table
	// covered is set while a window is open over the screen (SetCovered).
	covered bool
}

// SetCovered says whether a window is open over the view: the shell sets
// it before each draw. While it is, the view draws no scroll mark and no
// More row (their row stays blank): its keys are the window's then, and
// a ▼ beside the window's frame reads as the window's own.
func (v *LinesView) SetCovered(c bool) { v.covered = c }

// NewLinesView returns a view of the lines that lines returns.
func NewLinesView(lines func(width int) []Line) *LinesView {
	return &LinesView{Box: tview.NewBox(), lines: lines, kept: -1}
}

// ScrollTo scrolls so that line i is the first shown.
func (v *LinesView) ScrollTo(i int) { v.offset, v.kept = max(i, 0), -1 }

// Follow brings the KeepLine into view at the next draw, even when it is
// the line kept before (a new page whose event sits on the same line).
func (v *LinesView) Follow() { v.kept = -1 }

// Offset returns the first line shown.
func (v *LinesView) Offset() int { return v.offset }

// Draw draws the visible lines and a scroll mark when some are hidden (or
// the More row).
func (v *LinesView) Draw(screen tcell.Screen) {
	v.DrawForSubclass(screen, v)
	x, y, w, h := v.GetInnerRect()
	if w <= 0 || h <= 0 || v.lines == nil {
		return
	}
	// The last column is the scroll marks'; in ASCII mode one more is
	// left blank before it: "kills 2v" read the mark as a letter.
	tw := w - 1
	if asciiText.Load() && w > 2 {
		tw = w - 2
	}
	lines := v.lines(tw)
	more := v.moreText(len(lines), h)
	if more != "" {
		h-- // the last row says what is below
	}
	v.total, v.height = len(lines), h
	v.follow(h)
	v.offset = min(v.offset, max(len(lines)-h, 0))
	for i := 0; i < h && v.offset+i < len(lines); i++ {
		lines[v.offset+i].Draw(screen, x, y+i, tw)
	}
	if v.covered {
		return
	}
	st := tcell.StyleDefault.Dim(true)
	up, down := '▲', '▼'
	if asciiText.Load() { // ASCII mode, as Menu draws its marks
		up, down, more = '^', 'v', ASCIIText(more)
	}
	if len(lines) > h && v.offset > 0 {
		screen.SetContent(x+w-1, y, up, nil, st)
	}
	switch {
	case more != "":
		Plain(string(down)+" "+more, tcell.StyleDefault.Reverse(true)).Draw(screen, x, y+h, w)
	case v.offset+h < len(lines):
		screen.SetContent(x+w-1, y+h-1, down, nil, st)
	}
}

// moreText is the More row for total lines in h rows, "" when there is
// none: no More, nothing hidden below, or too few rows.
func (v *LinesView) moreText(total, h int) string {
	if v.More == nil || total <= h || h <= 2 {
		return ""
	}
	v.offset = min(v.offset, total-h)
	if v.offset+h >= total {
		return ""
	}
	return v.More(v.offset + h - 1)
}

// follow scrolls the KeepLine into view when it changed.
func (v *LinesView) follow(h int) {
	if v.KeepLine == nil {
		return
	}
	k := v.KeepLine()
	if k < 0 || k == v.kept {
		return
	}
	v.kept = k
	if k < v.offset {
		v.offset = k
	}
	if k >= v.offset+h {
		v.offset = k - h + 1
	}
}

// Page scrolls by a page: n = 1 down, n = -1 up.
func (v *LinesView) Page(n int) { v.Scroll(n * max(v.height-1, 1)) }

// Scroll moves the view by n lines.
func (v *LinesView) Scroll(n int) {
	v.offset = min(max(v.offset+n, 0), max(v.total-v.height, 0))
}

// Keys returns the view's key table: it scrolls.
func (v *LinesView) Keys() *Table {
	if v.keys == nil {
		v.keys = &Table{Title: "A side panel with the keys", Bindings: []Binding{
			{Keys: Keys(tcell.KeyUp, 'k'), Action: "scrollUp", Do: func() { v.Scroll(-1) }, Help: "scroll up a line"},
			{Keys: Keys(tcell.KeyDown, 'j'), Action: "scrollDown", Do: func() { v.Scroll(1) }, Help: "scroll down a line"},
			{Keys: Keys(tcell.KeyPgUp), Action: "pageUp", Do: func() { v.Page(-1) }, Help: "scroll up a page"},
			{Keys: Keys(tcell.KeyPgDn), Action: "pageDown", Do: func() { v.Page(1) }, Help: "scroll down a page"},
			{Keys: Keys(tcell.KeyHome), Action: "top", Do: func() { v.offset = 0 }, Help: "the top"},
			{Keys: Keys(tcell.KeyEnd), Action: "bottom", Do: func() { v.Scroll(v.total) }, Help: "the bottom"},
			{Keys: []Key{Mouse}, Action: "click", Help: "a click gives the view the keys; the wheel scrolls"},
		}}
	}
	return v.keys
}

// InputHandler runs the view's key table.
func (v *LinesView) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return v.WrapInputHandler(func(ev *tcell.EventKey, _ func(tview.Primitive)) {
		Keymap{v.Keys()}.Dispatch(KeyOf(ev), quiet)
	})
}

// MouseHandler scrolls with the wheel and takes focus on a click.
func (v *LinesView) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	return v.WrapMouseHandler(func(action tview.MouseAction, ev *tcell.EventMouse, setFocus func(tview.Primitive)) (bool, tview.Primitive) {
		if !v.InRect(ev.Position()) {
			return false, nil
		}
		switch action {
		case tview.MouseScrollUp:
			v.Scroll(-1)
		case tview.MouseScrollDown:
			v.Scroll(1)
		case tview.MouseLeftDown:
			setFocus(v)
		default:
			return false, nil
		}
		return true, nil
	})
}
