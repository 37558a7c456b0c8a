package trainer

import (
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/puzzles"
)

// The trainer reads its packs at start and after E. A pack saved by an
// editor meanwhile (birdcrab edit in another terminal) left the lists
// stale: 4 puzzles shown, 5 in the file. The trainer looks at its pack
// files every Options.WatchEvery and reads the packs again when one
// changed, the learner on a list; on the play screen it waits until the
// learner goes back to one, so that the answer being written, the hints
// shown and the turn stepped through stay as they are.

// defaultWatch is how often the pack files are looked at.
const defaultWatch = 2 * time.Second

// fileStamp is what tells that a file changed: its size and modification
// time, or that it could not be looked at.
type fileStamp struct {
	size    int64
	modTime time.Time
	missing bool
}

// stampOf looks at the file at path.
func stampOf(path string) fileStamp {
	fi, err := os.Stat(path)
	if err != nil {
		return fileStamp{missing: true}
	}
	return fileStamp{size: fi.Size(), modTime: fi.ModTime()}
}

// watchedFiles are the pack files the trainer reads from disk: not the
// shipped packs, not codes, not standard input.
func (t *Trainer) watchedFiles() []string {
	var out []string
	for _, tp := range t.packs {
		if !tp.shipped && tp.file != "-" && !puzzles.IsCode(tp.file) {
			out = append(out, tp.file)
		}
	}
	return out
}

// stampPacks notes the pack files as they are now, read.
func (t *Trainer) stampPacks() {
	t.stamps = map[string]fileStamp{}
	for _, f := range t.watchedFiles() {
		t.stamps[f] = stampOf(f)
	}
}

// changedPacks lists the pack files that changed since they were read.
func (t *Trainer) changedPacks() []string {
	var out []string
	for _, f := range t.watchedFiles() {
		if was, ok := t.stamps[f]; ok && stampOf(f) != was {
			out = append(out, f)
		}
	}
	return out
}

// newFolderPacks lists the packs in the packs folder (as UserPacks finds
// them at start) that the trainer does not list yet: copied or saved
// there since. They were not listed until the next start.
func (t *Trainer) newFolderPacks() []string {
	folder := t.packsFolder()
	if folder == "" {
		return nil
	}
	// A folder that cannot be read lists none: packsFolderProblems says
	// why, at the start.
	return slices.DeleteFunc(packsIn(folder), t.listsFile)
}

// listsFile reports whether the trainer lists the pack file at path,
// under that path or another.
func (t *Trainer) listsFile(path string) bool {
	return slices.ContainsFunc(t.opts.Packs, func(f string) bool { return f == path || sameFile(f, path) })
}

// startWatching looks at the pack files every Options.WatchEvery until
// the shell stops.
func (t *Trainer) startWatching() {
	every := t.opts.WatchEvery
	switch {
	case every == 0 && t.opts.Screen != nil:
		return
	case every == 0:
		every = defaultWatch
	}
	if every < 0 {
		return
	}
	stop := make(chan struct{})
	t.shell.OnStop(func() { close(stop) })
	go func() {
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
				t.shell.Go(t.reloadIfChanged)
			}
		}
	}()
}

// reloadIfChanged reads the packs again when a pack file changed on disk,
// or a new one is in the packs folder, and the learner is on a list with
// no window open.
func (t *Trainer) reloadIfChanged() {
	if t.screen == scrPlay || t.shell.Dialogs() > 0 || t.typingFilter() {
		return
	}
	changed, added := t.changedPacks(), t.newFolderPacks()
	if len(changed) == 0 && len(added) == 0 {
		return
	}
	t.reloadPacks()
	if len(changed) == 0 {
		t.sayAdded(added)
		return
	}
	var problems []string
	for _, np := range t.packs {
		for _, f := range changed {
			if np.file == f && np.err != nil {
				problems = append(problems, filepath.Base(f)+" cannot be read: "+briefly(f, np.err))
			}
		}
	}
	name := filepath.Base(changed[0])
	if len(changed) > 1 {
		name = tui.Plural(len(changed), "pack")
	}
	if len(problems) > 0 {
		t.say(clean(name+" changed on disk and was read again; "+problems[0]), true)
		return
	}
	t.say(clean(name+" changed on disk: read again"), false)
}

// sayAdded says which new packs of the packs folder are listed now.
func (t *Trainer) sayAdded(added []string) {
	name := filepath.Base(added[0]) + " is"
	if len(added) > 1 {
		name = tui.Plural(len(added), "pack") + " are"
	}
	for _, np := range t.packs {
		if np.file == added[0] && np.err != nil && len(added) == 1 {
			t.say(clean(name+" new in your packs folder, and cannot be read: "+briefly(added[0], np.err)), true)
			return
		}
	}
	t.say(clean(name+" new in your packs folder: listed"), false)
}

// typingFilter reports whether the learner is typing a list's filter.
func (t *Trainer) typingFilter() bool {
	return t.screen == scrPacks && t.packMenu.Typing() || t.screen == scrItems && t.itemMenu != nil && t.itemMenu.Typing()
}
