package editor

import (
	"fmt"
	"path/filepath"
	"regexp"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/puzzles"
)

// inlineArray matches a pack's puzzles or lessons written as an inline
// array of tables: puzzle = [ { ... } ].
var inlineArray = regexp.MustCompile(`(?m)^\s*(puzzle|lesson|kind)\s*=\s*\[`)

// rewrittenComments returns how many comments of text, the file a pack
// was read from, the save of data leaves out because the file is not laid
// out in the tables a save keeps (puzzle = [ { ... } ], keys before the
// first table ...): the whole file is then written anew, in the stable
// layout. 0 when the file keeps its layout, or loses no comment.
func (e *Editor) rewrittenComments(st *State, text, data []byte) int {
	if st.Pack == nil || text == nil || st.Pack.Base == nil || st.Pack.Base.FromPosition() || st.Pack.Base.ReadFromCode() {
		return 0
	}
	n := droppedComments(text, data)
	if n == 0 {
		return 0
	}
	pk, err := puzzles.Parse(e.doc.Path, text, e.opts.baseCat())
	if err != nil {
		return 0
	}
	// The pack as read, saved unchanged, keeps every comment of a file
	// laid out in tables (a changed puzzle may drop some of its own: the
	// save's message says so).
	same, err := pk.Marshal()
	if err != nil || droppedComments(text, same) == 0 {
		return 0
	}
	return n
}

// askRewrite asks before the first save of a pack whose file's layout a
// save cannot keep (rewrittenComments gives n): it writes the file anew
// as tables, leaving out its comments. y saves (save: later saves of the
// file do not ask again), s saves under another name, c saves nothing.
// The question came only after the save, in its message ("4 comments
// left out, kept in .bak"), too late to back out.
func (e *Editor) askRewrite(n int, text []byte, save func(), then func()) {
	path := e.doc.Path
	name := filepath.Base(path)
	layout := "is not laid out in tables"
	if inlineArray.Match(text) {
		layout = "is laid out as puzzle = [ { ... } ]"
	}
	note := fmt.Sprintf("%s %s: a save writes it anew as [pack] and [[puzzle]] tables, and leaves out its %s (the file as it is now is kept as %s).",
		name, layout, tui.Plural(n, "comment"), filepath.Base(BackupPath(path)))
	e.shell.Confirm("Rewrite "+name+" as tables, leaving out its comments?", []tui.MenuItem{
		{Text: "y  save it rewritten, leaving out " + tui.Plural(n, "comment"), Key: 'y'},
		{Text: "s  save under another name (" + name + " stays as it is)", Key: 's'},
		{Text: "c  cancel: keep editing, save nothing", Key: 'c'},
	}, func(i int) {
		switch i {
		case 0:
			if e.doc.Path != path {
				e.say("not saved: the document is no longer "+name+"'s", true)
				return
			}
			e.rewriteAgreed = path
			save()
		case 1:
			e.save(true, then)
		default:
			e.say("not saved: "+name+" would lose its comments", true)
		}
	}, tui.WithNote(note))
}
