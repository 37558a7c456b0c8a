package editor

import (
	"errors"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// State is what the editor edits: a position and the orders written for
// it, and when the document is a pack, the pack and the metadata of the
// puzzle on the board. Puzzle and Pack are never changed in place: an edit
// replaces them, so copies of a State may share them.
type State struct {
	Pos    engine.Position
	Orders tui.Orders
	// Puzzle is the metadata of the puzzle on the board; nil when the
	// position is not a puzzle.
	Puzzle *Meta
	// Pack is the pack being edited; nil when the document is a position
	// file.
	Pack *PackData
}

// clone returns a copy of s that shares no orders with it.
func (s State) clone() State {
	c := s
	c.Orders = s.Orders.Clone()
	return c
}

// Equal reports whether two states hold the same position, orders, puzzle
// and pack.
func (s State) Equal(t State) bool {
	return s.Pos == t.Pos && s.Orders.Equal(t.Orders) && metaEqual(s.Puzzle, t.Puzzle) && packEqual(s.Pack, t.Pack)
}

// historyLimit bounds the undo history.
const historyLimit = 2000

// snapshot is one step of the history: a state, what led away from it, and
// its generation (to tell whether it is the saved one).
type snapshot struct {
	label string
	state State
	gen   int
}

// Doc is the document being edited: the catalogue, the current state, the
// undo and redo history, and the file it came from. Every change goes
// through Apply, so every change can be undone. A Doc belongs to the event
// loop; it is not safe for concurrent use.
type Doc struct {
	Cat   *engine.Catalogue
	Path  string // "" until saved
	state State
	undo  []snapshot
	redo  []snapshot
	gen   int // generation of state
	next  int // next generation number
	saved int // generation last saved or loaded
	// clean is the state last saved or loaded, nil when there is none (a
	// recovered document); dirty caches Dirty for generation dirtyGen (-1
	// for none).
	clean    *State
	dirty    bool
	dirtyGen int
	// OnChange, when set, runs after every change of the state (an edit,
	// an undo, a redo, a load).
	OnChange func()
}

// NewDoc returns a document holding s, not modified.
func NewDoc(cat *engine.Catalogue, s State) *Doc {
	c := s.clone()
	return &Doc{Cat: cat, state: s.clone(), next: 1, clean: &c, dirtyGen: -1}
}

// State returns a copy of the current state.
func (d *Doc) State() State { return d.state.clone() }

// Pos returns the current position; the caller must not change it.
func (d *Doc) Pos() *engine.Position { return &d.state.Pos }

// Orders returns the current orders; the caller must not change them.
func (d *Doc) Orders() tui.Orders { return d.state.Orders }

// ErrNoChange is returned by an edit that would change nothing.
var ErrNoChange = errors.New("nothing changes")

// Apply runs edit on a copy of the state; when it succeeds the copy becomes
// the state and the old one goes onto the undo history under label. When
// edit fails, or changes nothing, the state stays as it was and the error
// is returned (ErrNoChange for no change).
func (d *Doc) Apply(label string, edit func(s *State) error) error {
	s := d.state.clone()
	if err := edit(&s); err != nil {
		return err
	}
	if s.Equal(d.state) {
		return ErrNoChange
	}
	d.undo = append(d.undo, snapshot{label: label, state: d.state, gen: d.gen})
	if len(d.undo) > historyLimit {
		d.undo = append([]snapshot(nil), d.undo[len(d.undo)-historyLimit:]...)
	}
	d.redo = nil
	d.state = s
	d.gen = d.next
	d.next++
	d.changed()
	return nil
}

// Replace sets the state without recording history: a new document, a file
// opened, a recovery. The undo history is cleared.
func (d *Doc) Replace(s State, clean bool) {
	d.state = s.clone()
	d.undo, d.redo = nil, nil
	d.gen = d.next
	d.next++
	if clean {
		d.MarkSaved()
	} else {
		d.saved, d.clean, d.dirtyGen = -1, nil, -1
	}
	d.changed()
}

// ReplaceOn is Replace for work based on base, a version of the file it
// is not (a recovery of another editor's unsaved work): base is its clean
// state, as Clean returns it, and the document is dirty where it differs.
// The changed-on-disk question's r lays the work over the file reloaded
// (rebaseOnto) only with a clean state to tell the work's changes from
// another program's.
func (d *Doc) ReplaceOn(s, base State) {
	d.state = s.clone()
	d.undo, d.redo = nil, nil
	d.gen = d.next
	d.next++
	c := base.clone()
	d.saved, d.clean, d.dirtyGen = -1, &c, -1
	d.changed()
}

// Undo goes back one edit and returns its label; ok is false when there is
// nothing to undo.
func (d *Doc) Undo() (label string, ok bool) { return d.walk(&d.undo, &d.redo) }

// Redo replays the edit last undone and returns its label.
func (d *Doc) Redo() (label string, ok bool) { return d.walk(&d.redo, &d.undo) }

// walk restores the state on top of from, keeping the current one on top of
// to: Undo walks from the undo history to the redo one, Redo back.
func (d *Doc) walk(from, to *[]snapshot) (string, bool) {
	if len(*from) == 0 {
		return "", false
	}
	top := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	*to = append(*to, snapshot{label: top.label, state: d.state, gen: d.gen})
	d.state, d.gen = top.state, top.gen
	d.changed()
	return top.label, true
}

// Clean returns the state last saved or loaded; ok is false when there
// is none (a recovered document).
func (d *Doc) Clean() (s State, ok bool) {
	if d.clean == nil {
		return State{}, false
	}
	return d.clean.clone(), true
}

// RebaseHistory makes each state of the undo and redo history what f
// makes of it (a reload lays the edits they hold over the file reloaded).
func (d *Doc) RebaseHistory(f func(State) State) {
	for _, h := range []*[]snapshot{&d.undo, &d.redo} {
		for i := range *h {
			(*h)[i].state = f((*h)[i].state)
		}
	}
}

// HeldSinceClean reports whether has held of every state from the clean
// one (last saved or loaded) to the current one, as far back as the undo
// history goes: whether a puzzle of the file was never removed since, so
// that one of its id now is that puzzle, not a new one that took the id.
func (d *Doc) HeldSinceClean(has func(*State) bool) bool {
	if !has(&d.state) {
		return false
	}
	for i := len(d.undo) - 1; i >= 0 && d.gen != d.saved; i-- {
		s := &d.undo[i]
		if !has(&s.state) {
			return false
		}
		if s.gen == d.saved {
			break
		}
	}
	return true
}

// CanUndo and CanRedo report whether there is history to walk.
func (d *Doc) CanUndo() bool { return len(d.undo) > 0 }

// CanRedo reports whether an undone edit can be replayed.
func (d *Doc) CanRedo() bool { return len(d.redo) > 0 }

// Dirty reports whether the document differs from the one last saved or
// loaded. Only what the file and the recovery file hold counts: putting
// another puzzle of a pack on the board changes none of its puzzles, so it
// is not a change (undo still takes it back), and neither is an edit undone
// by another.
func (d *Doc) Dirty() bool {
	switch {
	case d.gen == d.saved:
		return false
	case d.clean == nil:
		return true
	case d.dirtyGen != d.gen:
		d.dirtyGen, d.dirty = d.gen, !d.state.sameDocument(*d.clean)
	}
	return d.dirty
}

// MarkSaved records that the current state is the one on disk.
func (d *Doc) MarkSaved() { d.MarkSavedAs(d.state) }

// MarkSavedAs records that the file on disk now holds file: the current
// state less what the file cannot hold (orders a pack does not keep). While
// the state differs from file, the document stays dirty.
func (d *Doc) MarkSavedAs(file State) {
	c := file.clone()
	d.saved, d.clean, d.dirtyGen = d.gen, &c, -1
	if !d.state.sameDocument(c) {
		d.saved = -1
	}
}

func (d *Doc) changed() {
	if d.OnChange != nil {
		d.OnChange()
	}
}
