package trainer

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/puzzles"
)

// adoptMoved takes over, for each lesson and puzzle of tp that has no
// record, the record of the same content (its hash) that the progress
// file keeps under a name the pack no longer uses: an id gone from the
// pack (the author renamed it), or, when tp has no record at all, the
// path of a user's pack the file was moved or copied from
// (earlierPath). Progress was keyed by path, id and hash alone, and lost
// to either. recs are the records read. It returns how many records came
// from other paths, and the path most were kept under.
func (t *Trainer) adoptMoved(tp *trainPack, recs []ProgressRecord) (n int, from string) {
	if tp.pack == nil || len(tp.items) == 0 {
		return 0, ""
	}
	ids := map[string]bool{}
	for _, it := range tp.items {
		ids[it.key.ID] = true
	}
	byPack := map[string][]ProgressRecord{}
	for _, r := range recs {
		byPack[r.Pack] = append(byPack[r.Pack], r)
	}
	// unclaimed counts, by hash, the items with no record: a record of
	// an id gone from the pack goes to the one item of its content, not
	// to each of two copies of it in the pack.
	unclaimed := map[string]int{}
	for _, it := range tp.items {
		if !t.prog.has(it.key) {
			unclaimed[it.key.Hash]++
		}
	}
	sources := adoptSources(tp, byPack, t.earlierPath)
	counts := map[string]int{}
	for _, it := range tp.items {
		if src, ok := t.adoptItem(tp, it, ids, unclaimed, sources, byPack); ok && src != tp.key {
			counts[src]++
			n++
		}
	}
	for src, c := range counts {
		if c > counts[from] || c == counts[from] && src < from {
			from = src
		}
	}
	return n, from
}

// adoptItem gives it the first record sources keep of it (see adoptFrom)
// and names the pack name it came from. A renamed id is read only in the
// pack's own records: from another path, a record of the same content
// under another id may be another pack's puzzle (a pack deleted since).
func (t *Trainer) adoptItem(tp *trainPack, it *trainItem, ids map[string]bool, unclaimed map[string]int, sources []string, byPack map[string][]ProgressRecord) (string, bool) {
	for _, src := range sources {
		renamed := src == tp.key && unclaimed[it.key.Hash] == 1
		if t.adoptFrom(it, ids, renamed, byPack[src]) {
			return src, true
		}
	}
	return "", false
}

// adoptSources are the pack names whose records tp may take over: its
// own, then, when it has none and is a user's pack, every other path
// that earlier reports as one tp was moved or copied from, the one
// changed last first.
func adoptSources(tp *trainPack, byPack map[string][]ProgressRecord, earlier func(tp *trainPack, name string) bool) []string {
	sources := []string{tp.key}
	if len(byPack[tp.key]) > 0 || !userPackKey(tp) {
		return sources
	}
	latest := map[string]time.Time{}
	for name, rs := range byPack {
		if name == tp.key || !filepath.IsAbs(name) || !earlier(tp, name) {
			continue
		}
		sources = append(sources, name)
		for _, r := range rs {
			if r.Updated.After(latest[name]) {
				latest[name] = r.Updated
			}
		}
	}
	slices.SortFunc(sources[1:], func(a, b string) int {
		if c := latest[b].Compare(latest[a]); c != 0 {
			return c
		}
		return strings.Compare(a, b)
	})
	return sources
}

// userPackKey reports whether tp is a user's pack named by its path: not
// shipped (a copy of a shipped pack keeps its own progress), nor a code.
func userPackKey(tp *trainPack) bool {
	return !tp.shipped && filepath.IsAbs(tp.key)
}

// earlierPath reports whether name, the path of a user's pack in the
// progress file, is one tp's file was moved or copied from: no file is
// there any more (moved), or the file there is a pack of the same
// non-empty [pack] id as tp's (a copy of the same pack). Another pack
// that shares a puzzle's content, or one whose file cannot be read or
// loaded, keeps its records to itself.
func (t *Trainer) earlierPath(tp *trainPack, name string) bool {
	_, err := os.Stat(name)
	if errors.Is(err, fs.ErrNotExist) {
		return true
	}
	if err != nil || tp.pack.ID == "" {
		return false
	}
	pk, err := puzzles.LoadArg(name, t.cat)
	return err == nil && pk.ID == tp.pack.ID
}

// adoptFrom gives it the record recs (those of the pack name src) keep
// of its content: under its id (src another path), else, when only is
// set (it is the one item of its content with no record), under an id
// its pack does not have (the author renamed it); it reports whether it
// took one.
func (t *Trainer) adoptFrom(it *trainItem, ids map[string]bool, only bool, recs []ProgressRecord) bool {
	if t.prog.has(it.key) {
		return false
	}
	for _, sameID := range []bool{true, false} {
		if !sameID && !only {
			break
		}
		for _, r := range recs {
			if r.Hash != it.key.Hash || (r.ID == it.key.ID) != sameID || !sameID && ids[r.ID] {
				continue
			}
			if t.prog.Adopt(r.Key(), it.key) {
				return true
			}
		}
	}
	return false
}

// movedNote says that records were taken over from another path.
func movedNote(n int, from string, packs int) string {
	if n == 0 {
		return ""
	}
	what := "1 record"
	if n > 1 {
		what = fmt.Sprintf("%d records", n)
	}
	where := "an earlier path of the pack (" + clean(from) + ")"
	if packs > 1 {
		where = "earlier paths of the packs (" + clean(from) + ", ...)"
	}
	return strings.TrimSpace(fmt.Sprintf("progress: %s of the same puzzles taken over from %s", what, where))
}
