package editor

import (
	"fmt"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// layers are the pages of a screen, shared by the editor and the trainer:
// the main view at the bottom and the dialogs opened over it, the last one
// on top and focused.
type layers struct {
	app   *tview.Application
	pages *tview.Pages
	theme *Theme
	// base is the main view: it sizes the dialogs and takes the focus back
	// when the last one closes.
	base    tview.Primitive
	dialogs []string
	seq     int // names dialog pages
}

// openDialog shows p centred at w by h over the screen and focuses focus.
func (e *layers) openDialog(p tview.Primitive, w, h int, focus tview.Primitive) string {
	e.seq++
	name := fmt.Sprintf("dialog-%d", e.seq)
	sw, sh := e.screenSize()
	w, h = min(w, sw), min(h, sh-dialogTop-dialogBottom)
	e.pages.AddPage(name, centered(p, w, h), true, true)
	e.dialogs = append(e.dialogs, name)
	e.app.SetFocus(focus)
	return name
}

// closeDialog removes a dialog and gives the focus back to what is under it.
func (e *layers) closeDialog(name string) {
	e.pages.RemovePage(name)
	for i, d := range e.dialogs {
		if d == name {
			e.dialogs = append(e.dialogs[:i], e.dialogs[i+1:]...)
			break
		}
	}
	if len(e.dialogs) == 0 {
		e.app.SetFocus(e.base)
		return
	}
	top := e.dialogs[len(e.dialogs)-1]
	if _, p := e.pages.GetFrontPage(); p != nil && top != "" {
		e.app.SetFocus(p)
	}
}

// closeAllDialogs removes every dialog.
func (e *layers) closeAllDialogs() {
	for len(e.dialogs) > 0 {
		e.closeDialog(e.dialogs[len(e.dialogs)-1])
	}
}

// screenSize returns the size of the screen the editor draws on.
func (e *layers) screenSize() (int, int) {
	_, _, w, h := e.base.GetRect()
	if w <= 0 || h <= 0 {
		return 80, 24
	}
	return w, h
}

// showMenu shows a menu; done gets the index chosen, or -1. The dialog
// closes before done runs, so done may open another one. Each opt may set
// up the menu (a detail pane, the highlighted item) before it is sized.
func (e *layers) showMenu(title string, items []MenuItem, filter bool, done func(int), opts ...func(*Menu)) *Menu {
	var name string
	m := NewMenu(e.theme, title, items, func(i int) {
		e.closeDialog(name)
		if done != nil {
			done(i)
		}
	})
	m.TypeToFilter = filter
	for _, o := range opts {
		o(m)
	}
	sw, sh := e.screenSize()
	w, h := m.Size(sw-2, sh-dialogTop-dialogBottom)
	name = e.openDialog(m, w, h, m)
	return m
}

// prompt asks for a line of text; done gets it, or ok false on Esc.
func (e *layers) prompt(title, label, initial string, done func(text string, ok bool)) *tview.InputField {
	in := tview.NewInputField().SetLabel(label).SetText(initial)
	in.SetFieldStyle(tcell.StyleDefault.Underline(true)).SetLabelStyle(e.theme.Bold())
	in.SetBorder(true).SetTitle(" " + title + " · Enter accept · Esc cancel ")
	var name string
	in.SetDoneFunc(func(key tcell.Key) {
		switch key {
		case tcell.KeyEnter:
			e.closeDialog(name)
			done(in.GetText(), true)
		case tcell.KeyEscape:
			e.closeDialog(name)
			done("", false)
		}
	})
	sw, _ := e.screenSize()
	name = e.openDialog(in, min(sw-2, 76), 3, in)
	return in
}

// confirm asks a question answered by one of the keyed items.
func (e *layers) confirm(title string, items []MenuItem, done func(int)) {
	e.showMenu(title, items, false, done)
}

// textDialog shows lines in a framed, scrolling view closed by Esc, q,
// Enter or ?.
func (e *layers) textDialog(title string, lines func(int) []Line) {
	v := NewLinesView(lines)
	v.SetBorder(true).SetTitle(" " + title + " · arrows scroll · Esc closes ")
	var name string
	v.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		switch {
		case ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter,
			ev.Key() == tcell.KeyRune && (ev.Rune() == 'q' || ev.Rune() == '?'):
			e.closeDialog(name)
			return nil
		}
		return ev
	})
	sw, sh := e.screenSize()
	name = e.openDialog(v, min(sw-2, 90), sh, v)
}

// showHelp shows every key.
func (e *Editor) showHelp() { e.textDialog("Keys", e.helpLines) }

// showProblems lists what is wrong with the position.
func (e *Editor) showProblems() {
	st := e.doc.State()
	probs := Problems(e.cat, &st)
	e.textDialog("Problems of the position", func(width int) []Line {
		if len(probs) == 0 {
			return []Line{Plain("No problems: the position is one a game can reach.", e.theme.Good())}
		}
		var out []Line
		for _, p := range probs {
			for i, w := range wrapText(p, width-2) {
				lead := "- "
				if i > 0 {
					lead = "  "
				}
				out = append(out, Plain(lead+w, e.theme.Base()))
			}
		}
		out = append(out, Line{}, Plain("A draft with problems can still be saved.", e.theme.Dim()))
		return out
	})
}

// requestQuit quits, asking first when there are unsaved changes.
func (e *Editor) requestQuit() {
	if !e.doc.Dirty() {
		e.quit()
		return
	}
	if e.quitAsked {
		return
	}
	e.quitAsked = true
	e.confirm("Unsaved changes: quit?", []MenuItem{
		{Text: "s  save, then quit", Key: 's'},
		{Text: "d  quit and discard the changes", Key: 'd'},
		{Text: "c  cancel: keep editing", Key: 'c'},
	}, func(i int) {
		e.quitAsked = false
		switch i {
		case 0:
			if e.saveNow(false) {
				e.quit()
			}
		case 1:
			e.quit()
		}
	})
}

// quit stops the editor; the recovery file goes, since nothing is lost.
func (e *Editor) quit() {
	e.stopped.Store(true)
	e.cancelSolve()
	e.removeAutosave()
	e.app.Stop()
}
