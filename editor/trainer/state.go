package trainer

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/internal/fileio"

	"github.com/BurntSushi/toml"
)

// Place is where the learner was when the trainer last quit, kept in
// state.toml beside the progress file so that the next run starts there:
// the screen, the pack, the lesson or puzzle, and how far the lists and
// the side panel were scrolled.
type Place struct {
	// Screen is "packs", "items" or "play".
	Screen string `toml:"screen"`
	// Pack is the pack's identity (PackIdentity); "" with Screen "items"
	// is the replay list.
	Pack string `toml:"pack"`
	// ID and Hash name the lesson or puzzle: the one open, else the one
	// highlighted in the list.
	ID   string `toml:"id"`
	Hash string `toml:"hash"`
	// Line is the highlighted line of the pack list; Scroll the first
	// line the side panel showed.
	Line   int `toml:"line"`
	Scroll int `toml:"scroll"`
	// Replay is set when the lesson or puzzle open was opened from the
	// replay list: the next run opens it there again, so that n and p
	// walk that list, not its pack.
	Replay bool `toml:"replay,omitempty"`
	// Filter is the filter of the list of lessons or puzzles (on the play
	// screen, of the list it goes back to), kept while the trainer reads
	// the packs again (a pack saved elsewhere, E), which dropped it: the
	// whole list came back. Not kept for the next start, whose lists are
	// whole.
	Filter string `toml:"-"`
	// Pieces is the catalogue file the trainer was given (--pieces), its
	// full path ("-" for standard input), "" for none: the progress of a lesson is kept per numbers of its
	// kinds, and a start with another catalogue says why lessons read
	// "not tried yet" (piecesNote).
	Pieces string `toml:"pieces,omitempty"`
}

// StatePath returns where the trainer keeps its Place: state.toml beside
// progress.
func StatePath(progress string) string {
	return filepath.Join(filepath.Dir(progress), "state.toml")
}

// LoadPlace reads the place kept at path; a missing file is no place. The
// error of a file that cannot be read or decoded names it; the trainer
// adds where it starts instead.
func LoadPlace(path string) (Place, error) {
	var pl Place
	data, err := fileio.ReadFile(path, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return pl, nil
	}
	if err != nil {
		return pl, err
	}
	if _, err := toml.Decode(string(data), &pl); err != nil {
		return Place{}, fmt.Errorf("%s: %w", path, &tomlError{tomlProblem(err, string(data), 1), err})
	}
	return pl, nil
}

// SavePlace writes the place to path, atomically.
func SavePlace(path string, pl Place) error {
	var buf bytes.Buffer
	buf.WriteString("# Where the birdcrab trainer was when it last quit: it starts there. Safe to delete.\n\n")
	if err := toml.NewEncoder(&buf).Encode(pl); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return fileio.WriteFile(path, buf.Bytes(), false)
}

// place returns where the learner is.
func (t *Trainer) place() Place {
	filter := ""
	if t.itemMenu != nil {
		filter = t.itemMenu.Filter()
	}
	switch t.screen {
	case scrPlay:
		it := t.att.item
		if t.itemMenu == nil || t.itemsOf != nil && t.itemsOf != it.pack {
			filter = "" // the list it goes back to is not that one
		}
		return Place{Screen: "play", Pack: it.pack.key, ID: it.key.ID, Hash: it.key.Hash, Scroll: t.side.Offset(), Replay: t.replaying, Filter: filter}
	case scrItems:
		pl := Place{Screen: "items", Filter: filter}
		if t.itemsOf != nil {
			pl.Pack = t.itemsOf.key
		}
		if i := t.itemMenu.Current(); i >= 0 && i < len(t.items) {
			pl.ID, pl.Hash = t.items[i].key.ID, t.items[i].key.Hash
		}
		return pl
	}
	return Place{Screen: "packs", Line: t.packMenu.Current()}
}

// restore goes back to a place; a place whose pack or item is gone
// leaves the trainer where it is. It reports whether it moved.
func (t *Trainer) restore(pl Place) bool {
	tp := t.packOf(pl.Pack)
	switch {
	case pl.Screen == "packs":
		t.packMenu.SetCurrent(pl.Line)
		return pl.Line > 0
	case pl.Screen == "items" && pl.Pack == "" && len(t.failedItems()) > 0:
		t.showItemsOf(nil)
		t.itemMenu.SetFilter(pl.Filter)
	case pl.Screen == "play" && pl.Replay && t.reopenReplay(pl):
		return true
	case tp == nil:
		return false
	case pl.Screen == "items":
		t.showItemsOf(tp)
		t.itemMenu.SetFilter(pl.Filter)
	case pl.Screen == "play":
		return t.reopen(tp, pl)
	default:
		return false
	}
	if i := pl.find(t.items); i >= 0 {
		t.itemMenu.SetCurrent(i)
	}
	return true
}

// packOf returns the loaded pack of identity key, nil when there is none.
func (t *Trainer) packOf(key string) *trainPack {
	for _, p := range t.packs {
		if p.key == key && p.pack != nil {
			return p
		}
	}
	return nil
}

// reopen opens the place's lesson or puzzle of tp, scrolled as it was.
func (t *Trainer) reopen(tp *trainPack, pl Place) bool {
	i := pl.find(tp.items)
	if i < 0 {
		return false
	}
	if pl.Filter != "" {
		// The list under it keeps its filter, and n and p walk what it
		// shows, as when it was opened from there.
		t.showItemsOf(tp)
		t.itemMenu.SetFilter(pl.Filter)
		t.itemMenu.SetCurrent(i)
		t.open(tp.items[i], t.queueWith(tp.items[i]))
	} else {
		t.open(tp.items[i], tp.items)
	}
	t.side.ScrollTo(pl.Scroll)
	return true
}

// queueWith is the list n and p walk from it: the items the list shows,
// or every item when its filter leaves it out (changed since).
func (t *Trainer) queueWith(it *trainItem) []*trainItem {
	if q := t.visibleItems(); slices.Contains(q, it) {
		return q
	}
	return t.items
}

// reopenReplay opens the place's lesson or puzzle on the replay list, as
// it was opened before the quit, when it is still to replay; it reports
// whether it did. The next run opened it in its pack's list, where n and
// p walked the pack.
func (t *Trainer) reopenReplay(pl Place) bool {
	match := func(it *trainItem) bool {
		return it.pack.key == pl.Pack && it.key.ID == pl.ID && it.key.Hash == pl.Hash
	}
	if !slices.ContainsFunc(t.failedItems(), match) {
		return false
	}
	// The list is made again from the progress file as read now (another
	// trainer may have written since): the place is looked up in it.
	t.showItemsOf(nil)
	t.itemMenu.SetFilter(pl.Filter)
	i := slices.IndexFunc(t.items, match)
	if i < 0 {
		return false
	}
	t.itemMenu.SetCurrent(i)
	t.open(t.items[i], t.queueWith(t.items[i]))
	t.replaying = true
	t.side.ScrollTo(pl.Scroll)
	return true
}

// find returns the index of the place's item among items: by id and hash,
// else (the puzzle changed since) by id; -1 when it is not there.
func (pl Place) find(items []*trainItem) int {
	for i, it := range items {
		if it.key.ID == pl.ID && it.key.Hash == pl.Hash {
			return i
		}
	}
	for i, it := range items {
		if it.key.ID == pl.ID {
			return i
		}
	}
	return -1
}

// keepPlace writes where the learner is, as the trainer quits; not when
// the screen never started (no terminal): the place kept from the last
// session was replaced by the first screen of one nobody saw.
func (t *Trainer) keepPlace() {
	if t.statePath == "" || !t.shell.Started() {
		return
	}
	pl := t.place()
	pl.Pieces = piecesPath(t.opts.Pieces)
	if err := SavePlace(t.statePath, pl); err != nil {
		// The screen is closing: said after it is closed (Run).
		t.stopNotes = append(t.stopNotes, "where you were is not kept for the next start: "+clean(tui.OneLine(err)))
	}
}
