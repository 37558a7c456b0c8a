package tui

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/engine"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"
)

// OpenDialog shows p centred at w by h over the screen, or smaller when
// the screen is, and focuses focus.
func (s *Shell) OpenDialog(p tview.Primitive, w, h int, focus tview.Primitive) string {
	return s.openDialog(p, func(int, int) (int, int) { return w, h }, focus)
}

// openDialog shows p centred over the screen at the size that size gives
// for the room a dialog has (see centered), at every draw, and focuses
// focus.
func (s *Shell) openDialog(p tview.Primitive, size func(roomW, roomH int) (int, int), focus tview.Primitive) string {
	if s.msgAt != s.presses {
		// Said before the key that opens the window: stale ("b does
		// nothing here" stayed under a question it had nothing to do
		// with). What this key said before opening it stays.
		s.msg, s.msgErr = "", false
	}
	s.seq++
	name := fmt.Sprintf("dialog-%d", s.seq)
	s.pages.AddPage(name, centered(p, size), true, true)
	s.dialogs = append(s.dialogs, name)
	if s.dialogPrims == nil {
		s.dialogPrims = map[string]tview.Primitive{}
	}
	s.dialogPrims[name] = p
	s.App.SetFocus(focus)
	return name
}

// CloseDialog removes a dialog and gives the focus back to what is under it.
func (s *Shell) CloseDialog(name string) {
	s.pages.RemovePage(name)
	delete(s.dialogPrims, name)
	delete(s.drafts, name) // the drafts of its fields go with the window
	for i, d := range s.dialogs {
		if d == name {
			s.dialogs = append(s.dialogs[:i], s.dialogs[i+1:]...)
			break
		}
	}
	if len(s.dialogs) == 0 {
		s.App.SetFocus(s.view)
		return
	}
	top := s.dialogs[len(s.dialogs)-1]
	if _, p := s.pages.GetFrontPage(); p != nil && top != "" {
		s.App.SetFocus(p)
	}
}

// ShowMenu shows a menu; done gets the index chosen, or -1. The dialog
// closes before done runs, so done may open another one. Each opt may set
// up the menu (a detail pane, the highlighted item) before it is sized.
func (s *Shell) ShowMenu(title string, items []MenuItem, filter bool, done func(int), opts ...func(*Menu)) *Menu {
	var name string
	m := NewMenu(s.Theme, title, items, func(i int) {
		s.CloseDialog(name)
		if done != nil {
			done(i)
		}
	})
	m.TypeToFilter = filter
	m.Say = s.Say
	for _, o := range opts {
		o(m)
	}
	name = s.openDialog(m, func(w, h int) (int, int) { return m.Size(w-2, h) }, m)
	return m
}

// Prompt asks for a line of text in a TextEntry: initial is selected, so
// that typing replaces it; done gets the text, or ok false on Esc. The
// entry is returned so that the caller can set Complete (file names).
//
// A field opened over a window (M, S, L ...) is work (TextEntry.Work):
// text typed there makes the question before quitting ask (TypedField),
// and Esc keeps it as the field's draft until that window closes: the
// same field asked again, from the same text, starts from the draft
// (Esc threw the text away, and Enter again showed the field empty).
func (s *Shell) Prompt(title, label, initial string, done func(text string, ok bool)) *TextEntry {
	s.closePrompt(" " + title + " ")
	var name string
	parent := ""
	if len(s.dialogs) > 0 {
		parent = s.dialogs[len(s.dialogs)-1]
	}
	var in *TextEntry
	in = NewTextEntry(s.Theme, label, initial, func(text string, ok bool) {
		s.keepDraft(parent, title, in, ok, done)
		s.CloseDialog(name)
		done(text, ok)
	})
	in.Work = parent != ""
	if d, ok := s.drafts[parent][title]; ok && d.initial == initial {
		// The field open holds it now (TypedField); Esc keeps it again.
		delete(s.drafts[parent], title)
		in.SetText(d.text)
		in.note = "the text typed before Esc (Ctrl-U clears it)"
	}
	in.SetBorder(true).SetTitle(" " + title + " ")
	name = s.openDialog(in, func(w, _ int) (int, int) {
		if in.Example != "" {
			return min(w-2, 76), 5 // a line for the example
		}
		return min(w-2, 76), 4
	}, in)
	return in
}

// draft is the text typed in a field of a window and left with Esc, and
// the text the field started with (a field asked again from another text
// does not take it); done is the field's, which takes a text as Enter
// does (AcceptDrafts).
type draft struct {
	initial, text string
	done          func(text string, ok bool)
}

// keepDraft keeps the text of field in, titled title, over the window
// parent, as its draft when Esc leaves it edited, and forgets the draft
// when Enter takes the text. done is the field's (draft.done).
func (s *Shell) keepDraft(parent, title string, in *TextEntry, ok bool, done func(string, bool)) {
	if parent == "" {
		return
	}
	if ok || !in.Edited() {
		delete(s.drafts[parent], title)
		return
	}
	if s.drafts == nil {
		s.drafts = map[string]map[string]draft{}
	}
	if s.drafts[parent] == nil {
		s.drafts[parent] = map[string]draft{}
	}
	s.drafts[parent][title] = draft{initial: in.initial, text: in.Text(), done: done}
}

// TypedDrafts names the fields (their windows' titles) whose typed text
// Esc kept as a draft in the windows still open, the top window's first:
// unsaved work as a field open with text typed is (TypedField), which a
// quit dropped without a question.
func (s *Shell) TypedDrafts() []string {
	var names []string
	for i := len(s.dialogs) - 1; i >= 0; i-- {
		names = append(names, slices.Sorted(maps.Keys(s.drafts[s.dialogs[i]]))...)
	}
	return names
}

// AcceptDrafts takes the texts of the drafts TypedDrafts names, in its
// order, as Enter in their fields would have, and reports whether they
// were all taken with nothing in their place: false when one was refused
// (its field opens again, saying why) or taking it asked a question.
func (s *Shell) AcceptDrafts() bool {
	for {
		parent, title, ok := s.topDraft()
		if !ok {
			return true
		}
		d := s.drafts[parent][title]
		delete(s.drafts[parent], title)
		n := len(s.dialogs)
		d.done(d.text, true)
		if len(s.dialogs) > n {
			return false
		}
	}
}

// topDraft is the window and the title of the first draft TypedDrafts
// names; ok false for none.
func (s *Shell) topDraft() (parent, title string, ok bool) {
	for i := len(s.dialogs) - 1; i >= 0; i-- {
		if titles := slices.Sorted(maps.Keys(s.drafts[s.dialogs[i]])); len(titles) > 0 {
			return s.dialogs[i], titles[0], true
		}
	}
	return "", "", false
}

// TypedField returns the field of work (TextEntry.Work) open with text
// typed in it and not yet taken, the one on top; nil for none. Ctrl-C
// there quit at once, the text lost without a question.
func (s *Shell) TypedField() *TextEntry {
	for i := len(s.dialogs) - 1; i >= 0; i-- {
		if in, ok := s.dialogPrims[s.dialogs[i]].(*TextEntry); ok && in.Work && in.Edited() {
			return in
		}
	}
	return nil
}

// AcceptField takes the text of the field in as Enter does, and reports
// whether it closed with nothing in its place: false when it was refused
// (the field opens again, the message says why) or taking it asked a
// question.
func (s *Shell) AcceptField(in *TextEntry) bool {
	n := len(s.dialogs)
	in.Accept()
	return len(s.dialogs) < n
}

// FieldName is the name of a field for a message: its window's title.
func FieldName(in *TextEntry) string { return strings.TrimSpace(in.GetTitle()) }

// closePrompt closes a field titled title that is open: a prompt asked
// again takes its place. Ctrl-C over the editor's Save as, then "save,
// then quit", opened a second Save as over the first, and Esc in it said
// "not saved" with the first still open behind.
func (s *Shell) closePrompt(title string) {
	for _, name := range append([]string(nil), s.dialogs...) {
		if in, ok := s.dialogPrims[name].(*TextEntry); ok && in.GetTitle() == title {
			s.CloseDialog(name)
		}
	}
}

// Confirm asks a question answered by one of the keyed items: a menu
// without a filter (see Menu.Question). opts set the menu further
// (WithNote).
func (s *Shell) Confirm(title string, items []MenuItem, done func(int), opts ...func(*Menu)) {
	s.ShowMenu(title, items, false, done, append([]func(*Menu){asQuestion}, opts...)...)
}

// WithNote gives a menu a note above its items (Menu.Note): what an
// answer means that its line has no room for.
func WithNote(note string) func(*Menu) { return func(m *Menu) { m.Note = note } }

// WithFreshKeys has a menu take only the keys pressed once it appeared
// (Menu.Since): one whose answer loses something for good is not answered
// by keys typed ahead of it.
func WithFreshKeys(m *Menu) { m.Since = time.Now() }

// asQuestion makes a menu a question.
func asQuestion(m *Menu) { m.Question = true }

// TextDialog shows lines in a framed, scrolling view closed by Esc, q,
// Enter or ?.
func (s *Shell) TextDialog(title string, lines func(int) []Line) {
	v := NewLinesView(lines)
	v.SetBorder(true).SetTitle(" " + title + " · arrows scroll · Esc closes ")
	var name string
	closeKeys := &Table{Bindings: []Binding{
		{Keys: Keys(tcell.KeyEscape, tcell.KeyEnter, "q?"), Action: "close", Do: func() { s.CloseDialog(name) }, Help: "close the window"},
	}}
	v.SetInputCapture(closeKeys.Capture(s.Say))
	name = s.openDialog(v, func(w, h int) (int, int) { return min(w-2, 90), h }, v)
}

// Dialogs returns the number of dialogs open.
func (s *Shell) Dialogs() int { return len(s.dialogs) }

// dialogMargins are the lines a dialog leaves free: the title line above,
// the message lines and the status line below.
const (
	dialogTop    = 1
	dialogBottom = 3
)

// centered returns p centred between the title line and the message
// lines, modal: a click outside it does not reach what is under it. At
// each draw size gives its size for the room there is (the screen's width,
// its height less those lines), and the room caps it: a dialog opened on
// a small terminal grows with it.
func centered(p tview.Primitive, size func(roomW, roomH int) (int, int)) tview.Primitive {
	col := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(nil, dialogTop, 0, false).
		AddItem(nil, 0, 1, false).
		AddItem(p, 0, 0, true).
		AddItem(nil, 0, 1, false).
		AddItem(nil, dialogBottom, 0, false)
	row := tview.NewFlex().
		AddItem(nil, 0, 1, false).
		AddItem(col, 0, 0, true).
		AddItem(nil, 0, 1, false)
	return &modal{Flex: row, col: col, p: p, size: size}
}

// modal is a full-screen layer that sizes its dialog at each draw and
// takes every mouse event.
type modal struct {
	*tview.Flex
	col  *tview.Flex
	p    tview.Primitive
	size func(roomW, roomH int) (int, int)
}

// Draw sizes the dialog for the screen and draws it.
func (m *modal) Draw(screen tcell.Screen) {
	_, _, sw, sh := m.GetRect()
	roomW, roomH := sw, max(sh-dialogTop-dialogBottom, 0)
	w, h := m.size(roomW, roomH)
	m.Flex.ResizeItem(m.col, max(min(w, roomW), 0), 0)
	m.col.ResizeItem(m.p, max(min(h, roomH), 0), 0)
	m.Flex.Draw(screen)
}

// MouseHandler passes the event to the dialog and keeps it from the screen
// below.
func (m *modal) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	inner := m.Flex.MouseHandler()
	return func(a tview.MouseAction, ev *tcell.EventMouse, setFocus func(tview.Primitive)) (bool, tview.Primitive) {
		_, capture := inner(a, ev, setFocus)
		return true, capture
	}
}

// GoToCell asks for a cell named in notation and moves b's cursor there,
// saying through say why a name is refused; key is the key that asked
// ("g" in the trainer, "G" in the editor), named in the hint for an empty
// answer.
func (s *Shell) GoToCell(b *Board, key string, say func(msg string, isErr bool)) {
	s.goToCell(b, key, say, "")
}

// goToCell is GoToCell, the field holding text. A name that is no cell
// opens the field again with the name as typed, to correct it: the window
// closed, and the next Enter acted on the cell the cursor had stayed on.
func (s *Shell) goToCell(b *Board, key string, say func(msg string, isErr bool), text string) {
	in := s.Prompt("Go to a cell", "Cell (A1, Pit, DE3 ...): ", "", func(text string, ok bool) {
		if !ok {
			return
		}
		if strings.TrimSpace(text) == "" {
			say("no cell given: "+key+", then a cell's name such as A1, Pit or DE3", true)
			return
		}
		l, err := engine.ParseLoc(text)
		if err != nil {
			say(err.Error()+" (correct it, or Esc)", true)
			s.goToCell(b, key, say, text)
			return
		}
		b.SetCursor(l)
		say("", false)
	})
	if text != "" {
		in.SetText(text)
	}
}
