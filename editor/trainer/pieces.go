package trainer

import (
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
)

// A catalogue file (birdcrab train --pieces FILE) changes and adds kinds
// under every pack that does not pin them in its own [[kind]] tables. A
// lesson written for other numbers then plays otherwise: its stated answer
// and its texts may not hold. Under house rules (a Crab that follows the
// Skeleton rule) the trainer said "The pack's answer is wrong ...
// (birdcrab check finds such mistakes.)", which check alone did not find,
// showed "Why: the Pikeman's front 6" beside a replay of front 7, and
// never said which catalogue it used.

// piecesFile is what the trainer knows of the catalogue file it was given:
// its name and the default kinds it changes and the kinds it adds.
type piecesFile struct {
	name           string
	changed, added []string
}

// newPiecesFile describes the catalogue file at path that gave cat; nil
// when none was given.
func newPiecesFile(path string, cat *engine.Catalogue) *piecesFile {
	if path == "" {
		return nil
	}
	pf := &piecesFile{name: puzzles.FileName(path)}
	pf.changed, pf.added, _ = puzzles.CatalogueChanges(nil, cat)
	return pf
}

// summary names the file and what it does: "house.toml (changes Bird,
// Crab and Pikeman; adds Spear)".
func (pf *piecesFile) summary() string {
	var what []string
	if len(pf.changed) > 0 {
		what = append(what, "changes "+engine.AndList(pf.changed))
	}
	if len(pf.added) > 0 {
		what = append(what, "adds "+engine.AndList(pf.added))
	}
	if len(what) == 0 {
		what = append(what, "changes no kind")
	}
	return pf.name + " (" + strings.Join(what, "; ") + ")"
}

// kindsOf returns the kinds the item's position uses that the file
// changes or adds and that the item plays as the file gives them: a kind
// whose numbers, count, rule and special rule the pack sets back to the
// default ones (the shipped packs pin every number) is not among them.
func (pf *piecesFile) kindsOf(it *trainItem) []string {
	if pf == nil {
		return nil
	}
	touched := map[string]bool{}
	for _, n := range append(append([]string(nil), pf.changed...), pf.added...) {
		touched[engine.NormName(n)] = true
	}
	sc := it.scenario()
	cat := sc.Catalogue()
	used := map[engine.KindID]bool{}
	sc.Position.AddKinds(used)
	def := puzzles.DefaultCatalogue()
	var names []string
	for id := range engine.KindID(cat.Len()) {
		k := cat.Kind(id)
		if !used[id] || !touched[engine.NormName(k.Name)] {
			continue
		}
		if did, ok := def.Lookup(k.Name); ok && sameKind(def.Kind(did), k) {
			continue
		}
		names = append(names, k.Name)
	}
	return names
}

// sameKind reports whether two kinds have the same numbers, deck count,
// rule text and special rule.
func sameKind(a, b *engine.Kind) bool {
	return a.Combat == b.Combat && a.Speed == b.Speed && a.DeckMin == b.DeckMin && a.DeckMax == b.DeckMax &&
		strings.TrimSpace(a.Rule) == strings.TrimSpace(b.Rule) && a.Special == b.Special
}

// kindsWord says "Crab, a kind it uses" or "Bird and Crab, kinds it uses".
func kindsWord(names []string) string {
	if len(names) == 1 {
		return names[0] + ", a kind it uses"
	}
	return engine.AndList(names) + ", kinds it uses"
}

// statedText says that the pack's stated answer (says) is not what the
// engine makes of the turn (engine): wrong, for a pack read with its own
// kinds, which birdcrab check finds; written for other numbers, when the
// catalogue file changes kinds the item uses, and then the pack is not
// blamed: read alone, it is right for its own kinds.
func (t *Trainer) statedText(it *trainItem, says, engine string) string {
	if names := t.pieces.kindsOf(it); len(names) > 0 {
		return fmt.Sprintf("The lesson says %s, for the kinds it was written for; %s changes %s, and with it %s. Its answer and texts may not hold under these pieces.",
			says, t.pieces.name, kindsWord(names), engine)
	}
	return fmt.Sprintf("The pack's answer is wrong: it says %s; %s. (birdcrab check finds such mistakes.)", says, engine)
}

// claimsNote says, of a lesson whose kinds the catalogue file changes,
// which of the claims of its text (what its why states, in a form the
// engine checks) fail on the turn played under the file: the text was
// written for other numbers, and is shown with this note rather than as
// the truth. "" when none fails, or the file changes none of its kinds.
func (t *Trainer) claimsNote(it *trainItem) string {
	l := it.lesson
	if l == nil || len(l.Claims) == 0 || len(t.pieces.kindsOf(it)) == 0 {
		return ""
	}
	var turn *puzzles.Turn
	var err error
	if l.Task == puzzles.TaskGoals {
		turn, _, err = l.Try(l.Solution)
	} else {
		turn, err = l.Play(l.FileOrders())
	}
	if err != nil {
		return ""
	}
	var fails []string
	for _, e := range l.CheckClaims(l.Claims, turn) {
		if inner := errors.Unwrap(errors.Unwrap(e)); inner != nil {
			e = inner // "claim \"combat Pikeman front 6\": " left out
		}
		fails = append(fails, e.Error())
	}
	if len(fails) == 0 {
		return ""
	}
	// The shortest first, two at most: a fight's whole record took ten
	// lines of the panel.
	sort.SliceStable(fails, func(i, j int) bool { return len(fails[i]) < len(fails[j]) })
	more := ""
	if n := len(fails) - 2; n > 0 {
		verb := "fail"
		if n == 1 {
			verb = "fails"
		}
		more = fmt.Sprintf("; %s of the text %s too (birdcrab check --pieces %s lists them)", plural(n, "more claim"), verb, t.pieces.name)
		fails = fails[:2]
	}
	return fmt.Sprintf("Written for other numbers: under %s, %s%s.", t.pieces.name, engine.AndList(fails), more)
}

// piecesNote says, at a start with another catalogue file than the last
// session's (state.toml keeps it), why lessons it answered read "not tried
// yet": the progress of a lesson or puzzle is kept per numbers of its
// kinds (ContentHash), and another catalogue makes it another one. ""
// when the catalogue is the same.
func (t *Trainer) piecesNote() string {
	last, now := t.lastPieces, piecesPath(t.opts.Pieces)
	switch {
	case last == now:
		return ""
	case now == "":
		return fmt.Sprintf("Last time you trained with --pieces %s; now with the default kinds. Progress is kept per numbers of a lesson's kinds: a lesson or puzzle whose kinds %[1]s changes shows what you did with the default numbers (\"not tried yet\" if nothing); your answers under %[1]s come back with --pieces %[1]s.", puzzles.FileName(last))
	case last == "":
		return fmt.Sprintf("Pieces: %s. Progress is kept per numbers of a lesson's kinds: a lesson or puzzle whose kinds it changes reads \"not tried yet\" until you answer it with them; without --pieces your answers with the default numbers come back.", t.pieces.summary())
	}
	return fmt.Sprintf("Pieces: %s; last time %s. Progress is kept per numbers of a lesson's kinds: a lesson or puzzle whose kinds the two files set otherwise shows what you did with these numbers (\"not tried yet\" if nothing).", t.pieces.summary(), puzzles.FileName(last))
}

// piecesLines name, in the packs list's side panel, the catalogue file the
// packs are read with and what it changes, and the numbers the pack sets
// back in its own [[kind]] tables (puzzles.PinnedNote): the trainer never
// said which catalogue it used.
func (t *Trainer) piecesLines(tp *trainPack, width int) []tui.Line {
	if t.pieces == nil {
		return nil
	}
	th := t.theme
	out := tui.WrapLines("Pieces: "+t.pieces.summary()+".", width, th.Dim())
	if note := puzzles.PinnedNote(t.cat, tp.pack, t.opts.Pieces); note != "" {
		out = append(out, tui.WrapLines(clean(note)+".", width, th.Dim())...)
	}
	return out
}

// piecesPath is the full path of the catalogue file at path, as state.toml
// keeps it: the same file named from another folder is the same file.
func piecesPath(path string) string {
	if path == "" || path == fileio.Stdin {
		return path
	}
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}
