package trainer

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// adoptMoved takes over, for each lesson and puzzle of tp that has no
// record, the record of the same content (its hash) that the progress
// file keeps under a name the pack no longer uses: an id gone from the
// pack (the author renamed it), or, when tp has no record at all, the
// path of a user's pack the file was moved or copied from. Progress was
// keyed by path, id and hash alone, and lost to either. recs are the
// records read. It returns how many records came from other paths, and
// the path most were kept under.
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
	sources := adoptSources(tp, byPack)
	counts := map[string]int{}
	for _, it := range tp.items {
		for _, src := range sources {
			if t.adoptFrom(it, ids, byPack[src]) {
				if src != tp.key {
					counts[src]++
					n++
				}
				break
			}
		}
	}
	for src, c := range counts {
		if c > counts[from] || c == counts[from] && src < from {
			from = src
		}
	}
	return n, from
}

// adoptSources are the pack names whose records tp may take over: its
// own, then, when it has none and is a user's pack, every other path's,
// the one changed last first.
func adoptSources(tp *trainPack, byPack map[string][]ProgressRecord) []string {
	sources := []string{tp.key}
	if len(byPack[tp.key]) > 0 || !userPackKey(tp) {
		return sources
	}
	latest := map[string]time.Time{}
	for name, rs := range byPack {
		if name == tp.key || !filepath.IsAbs(name) {
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

// adoptFrom gives it the record recs (those of the pack name src) keep
// of its content: under its id (src another path), else under an id its
// pack does not have (the author renamed it); it reports whether it took
// one.
func (t *Trainer) adoptFrom(it *trainItem, ids map[string]bool, recs []ProgressRecord) bool {
	if t.prog.has(it.key) {
		return false
	}
	for _, sameID := range []bool{true, false} {
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
