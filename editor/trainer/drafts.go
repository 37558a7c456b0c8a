package trainer

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
)

// ProgressDraft is an answer in progress, kept in the progress file
// ([[draft]]) so that quitting mid-answer loses nothing: the orders the
// learner wrote for a puzzle or a lesson with goals, the cells marked as
// dying in a lesson that asks which pieces die, or the facing given in one
// that asks where a piece ends facing, all in notation. It is keyed as a
// record is (ProgressKey): a draft of an older version of the puzzle is
// another key's, and dropped when the puzzle is opened.
type ProgressDraft struct {
	Pack string `toml:"pack"`
	ID   string `toml:"id"`
	Hash string `toml:"hash"`
	// Orders are the side's orders ("move A3 D 1").
	Orders []string `toml:"orders,omitempty"`
	// Dies are the cells marked as dying ("A1").
	Dies []string `toml:"dies,omitempty"`
	// Faces is the facing given, "" for none.
	Faces string `toml:"faces,omitempty"`
	// Judged is set when the answer is the one last judged, wrong, kept
	// to mend: q does not call it "not judged" when it comes back.
	Judged bool `toml:"judged,omitempty"`
	// Updated is when the draft was written: a reset made after it keeps
	// it.
	Updated time.Time `toml:"updated"`
}

// Key returns the draft's key.
func (d *ProgressDraft) Key() ProgressKey { return ProgressKey{d.Pack, d.ID, d.Hash} }

// empty reports whether the draft holds no answer.
func (d *ProgressDraft) empty() bool {
	return len(d.Orders) == 0 && len(d.Dies) == 0 && d.Faces == ""
}

// sameAnswer reports whether two drafts hold the same answer.
func (d *ProgressDraft) sameAnswer(e *ProgressDraft) bool {
	return slices.Equal(d.Orders, e.Orders) && slices.Equal(d.Dies, e.Dies) && d.Faces == e.Faces
}

// checkDraft says what is wrong with a draft as read, "" when nothing is.
func checkDraft(d *ProgressDraft) string {
	if d.Pack == "" || d.ID == "" {
		return "a draft needs its pack and id"
	}
	return ""
}

// Draft returns the answer in progress kept for key.
func (p *Progress) Draft(key ProgressKey) (ProgressDraft, bool) {
	if d := p.drafts[key]; d != nil {
		return *d, true
	}
	return ProgressDraft{}, false
}

// Drafts returns every answer in progress, by pack, id and hash.
func (p *Progress) Drafts() []ProgressDraft {
	out := make([]ProgressDraft, 0, len(p.drafts))
	for _, d := range p.drafts {
		out = append(out, *d)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i].Key(), out[j].Key()
		return a.Pack < b.Pack || a.Pack == b.Pack && (a.ID < b.ID || a.ID == b.ID && a.Hash < b.Hash)
	})
	return out
}

// SetDraft keeps d as the answer in progress of its key and writes the
// file; an empty d drops it. Nothing is written when the answer kept is
// the same already.
func (p *Progress) SetDraft(d ProgressDraft) error {
	if d.empty() {
		return p.DropDraft(d.Key())
	}
	if old := p.drafts[d.Key()]; old != nil && old.sameAnswer(&d) {
		return nil
	}
	p.putDraft(d)
	return p.Save()
}

// putDraft holds d, stamped now, as its key's answer in progress, to be
// written with the next save.
func (p *Progress) putDraft(d ProgressDraft) {
	d.Updated = p.stamp()
	p.drafts[d.Key()] = &d
	p.draftTouched[d.Key()] = true
}

// KeepDraft makes sure the progress file holds d as the answer in progress
// of its key, so that a promise to keep it holds: it is written again when
// the file holds another answer there, or none (another trainer judged or
// reset it since, or the last write failed). The error says why it could
// not be kept; with no progress file it cannot. The file is checked and
// written under one lock, so that another trainer cannot drop the draft
// between the two.
func (p *Progress) KeepDraft(d ProgressDraft) error {
	if p.path == "" {
		return errors.New("no progress file to keep it in")
	}
	return p.locked(func() error {
		if disk, _, err := readProgress(p.path); err == nil {
			i := slices.IndexFunc(disk.Drafts, func(e ProgressDraft) bool { return e.Key() == d.Key() })
			if i >= 0 && disk.Drafts[i].sameAnswer(&d) {
				return nil
			}
		}
		p.putDraft(d)
		return p.save()
	})
}

// DropDraft forgets the answer in progress of key, and writes the file
// when there was one.
func (p *Progress) DropDraft(key ProgressKey) error {
	if !p.forgetDraft(key) {
		return nil
	}
	return p.Save()
}

// forgetDraft forgets the answer in progress of key without writing;
// it reports whether there was one.
func (p *Progress) forgetDraft(key ProgressKey) bool {
	if p.drafts[key] == nil {
		return false
	}
	delete(p.drafts, key)
	p.draftTouched[key] = true
	return true
}

// DropDrafts forgets the answers in progress that drop reports, and
// writes the file when there was one.
func (p *Progress) DropDrafts(drop func(d *ProgressDraft) bool) error {
	dropped := false
	for k, d := range p.drafts {
		if drop(d) {
			dropped = p.forgetDraft(k) || dropped
		}
	}
	if !dropped {
		return nil
	}
	return p.Save()
}

// unreachableAge is how long a draft nobody can reach any more is kept
// before dropUnreachableDrafts drops it.
const unreachableAge = 8 * 7 * 24 * time.Hour

// dropUnreachableDrafts drops, at start, the drafts that no lesson or
// puzzle can bring back, lest the progress file keep them for ever: a
// draft is dropped when its pack is loaded this run (read without an
// error), none of that pack's lessons and puzzles has its key (the id was
// removed or renamed, or the content changed since, and the draft was
// never opened again), and it was last written more than eight weeks
// ago. The draft of a pack that is not loaded this run (a file not named,
// moved away or broken, the shipped packs under Options.NoShipped) is kept,
// whatever its age; so is one of a pack from a puzzle code or standard
// input, whose identity every such pack shares. A reset (R) drops the
// drafts of its pack too, at once.
func (t *Trainer) dropUnreachableDrafts() error {
	loaded := map[string]bool{}
	reach := map[ProgressKey]bool{}
	for _, tp := range t.packs {
		if tp.pack == nil || sharedIdentity(tp.key) {
			continue
		}
		loaded[tp.key] = true
		for _, it := range tp.items {
			reach[it.key] = true
		}
	}
	now := t.prog.now()
	return t.prog.DropDrafts(func(d *ProgressDraft) bool {
		return loaded[d.Pack] && !reach[d.Key()] && now.Sub(d.Updated) > unreachableAge
	})
}

// sharedIdentity reports whether a pack's identity (PackIdentity) is
// every pack's of its sort: "code" for a puzzle code, "stdin" for a pack
// read from standard input. A draft of such a pack whose key no item of
// this one has is another code's or pack's, not an older version's.
func sharedIdentity(pack string) bool { return pack == "code" || pack == "stdin" }

// mergeDrafts lays the file's drafts under this progress's changes: a
// draft written or dropped here since the last write is this one's, every
// other is the file's (another trainer may have written or dropped it);
// the resets forget the drafts made before them.
func (p *Progress) mergeDrafts(disk []ProgressDraft) {
	merged := map[ProgressKey]*ProgressDraft{}
	for i := range disk {
		d := disk[i]
		if !p.draftTouched[d.Key()] {
			merged[d.Key()] = &d
		}
	}
	for k := range p.draftTouched {
		if d := p.drafts[k]; d != nil {
			merged[k] = d
		}
	}
	for k, d := range merged {
		if slices.ContainsFunc(p.resets, func(x ProgressReset) bool { return x.forgets(d.Pack, d.Updated) }) {
			delete(merged, k)
		}
	}
	p.drafts = merged
}

// answerDraft is the answer of the attempt, as a draft; empty when there
// is none to keep (nothing written, or the answer judged right). The right
// answer back after r or Esc, not changed since, is no draft either: it
// was kept, and the next visit, even on the replay list in a later run,
// opened with it written ("the answer you left here is back: s submits
// it"), a solve for one key. A wrong one is, on its verdict too: to mend,
// marked as judged while it is the answer judged.
func answerDraft(a *attempt) ProgressDraft {
	d := answerOf(a)
	if (a.result != nil && a.result.ok) || (a.hasJudged && a.judgedRight && d.sameAnswer(&a.judged)) {
		k := a.item.key
		return ProgressDraft{Pack: k.Pack, ID: k.ID, Hash: k.Hash}
	}
	d.Judged = a.hasJudged && d.sameAnswer(&a.judged)
	return d
}

// answerOf is the answer of the attempt as a draft, judged or not.
func answerOf(a *attempt) ProgressDraft {
	k := a.item.key
	d := ProgressDraft{Pack: k.Pack, ID: k.ID, Hash: k.Hash}
	if !a.item.played() { // a lesson that plays every player's orders has no side
		for _, o := range a.orders[a.side()-1] {
			d.Orders = append(d.Orders, o.Format(a.cat))
		}
	}
	for _, l := range a.picked {
		d.Dies = append(d.Dies, l.String())
	}
	if a.faced != engine.NoDir {
		d.Faces = a.faced.String()
	}
	return d
}

// keepAnswer writes the answer in progress of the attempt to the progress
// file, or drops the one kept when there is none (judged, or cleared);
// an attempt that holds no draft of its own (it never held an answer, or
// its answer was judged, and the draft dropped with the record) drops
// nothing, not even a draft another trainer on the file wrote since; and
// an answer not changed since it was brought back or written is not
// written again, over the newer one another trainer wrote since.
// Called after every change of the answer, so that quitting, or a
// terminal closed, loses none of it.
func (t *Trainer) keepAnswer() {
	if t.att == nil {
		return
	}
	d := answerDraft(t.att)
	if d.empty() && !t.att.drafted {
		return // nothing to keep, and no answer of this attempt's to drop
	}
	if t.att.drafted && d.sameAnswer(&t.att.kept) {
		return // not changed since: another trainer's newer answer stays
	}
	t.att.drafted, t.att.kept = !d.empty(), d
	t.saved(t.prog.SetDraft(d))
}

// restoreAnswer puts back the answer in progress kept for the attempt's
// item, as the progress file holds it now, and drops the drafts of older
// versions of it (the pack changed since), but in a pack whose identity
// every puzzle code, or every pack from standard input, shares
// (sharedIdentity): there they are another code's. A draft that does not
// fit the item (an order now illegal, a cell with no piece) is dropped
// too. It returns what to tell the
// learner, "" for nothing, and whether that is a loss.
func (t *Trainer) restoreAnswer(a *attempt) (msg string, lost bool) {
	k := a.item.key
	t.prog.Refresh() // another trainer may have written or dropped it since
	for _, d := range t.prog.Drafts() {
		if d.Pack == k.Pack && d.ID == k.ID && d.Hash != k.Hash && !sharedIdentity(k.Pack) {
			t.dropDraft(d.Key())
			msg, lost = "the answer you left here was for an older version of this "+a.item.noun()+" (its pack, or the numbers of its kinds --pieces gives, changed since): it is dropped", true
		}
	}
	d, ok := t.prog.Draft(k)
	if !ok {
		return msg, lost
	}
	if err := a.takeDraft(&d); err != nil {
		t.dropDraft(k)
		return clean("the answer you left here no longer fits, so it is dropped: " + tui.Reason(err)), true
	}
	a.drafted, a.kept = true, d
	if d.Judged {
		// The wrong answer left from its verdict: judged already, q
		// must not call it "not judged".
		a.judged, a.hasJudged, a.judgedRight = d, true, false
		return "the answer you left here is back, judged wrong: change it, then s submits it", false
	}
	return "the answer you left here is back: s submits it", false
}

// dropDraft forgets a draft, saying so when the file cannot be written.
func (t *Trainer) dropDraft(k ProgressKey) {
	t.saved(t.prog.DropDraft(k))
}

// takeDraft makes the draft the attempt's answer, after checking it
// against the item; on an error the attempt is left as it was.
func (a *attempt) takeDraft(d *ProgressDraft) error {
	it := a.item
	switch {
	case len(d.Orders) > 0 && it.played(), len(d.Dies) > 0 && !it.predict(), d.Faces != "" && !it.facing():
		return errors.New("it answers another kind of question")
	}
	orders, err := engine.ParseOrders(a.cat, d.Orders)
	if err != nil {
		return err
	}
	if len(orders) > 0 {
		var plan engine.Plan
		if err := a.sc.Position.CheckOrders(a.cat, a.side(), orders, &plan); err != nil {
			return err
		}
	}
	picked, err := draftCells(a, d.Dies)
	if err != nil {
		return err
	}
	faced := engine.NoDir
	if d.Faces != "" {
		if faced, err = engine.ParseDir(d.Faces); err != nil {
			return err
		}
	}
	if len(orders) > 0 {
		a.orders[a.side()-1] = orders
	}
	a.picked, a.faced = picked, faced
	return nil
}

// draftCells reads the cells of a draft's prediction: each must hold a
// piece, or have one placed on it, as a mark needs.
func draftCells(a *attempt, names []string) ([]engine.Loc, error) {
	var out []engine.Loc
	m := tui.NewMarks()
	m.AddOrders(&a.sc.Position, a.sc.FileOrders())
	for _, s := range names {
		l, err := engine.ParseLoc(s)
		if err != nil {
			return nil, err
		}
		if a.sc.Position.Board[l].Empty() && m.Ghost[l].Empty() {
			return nil, fmt.Errorf("no piece on %v, and none is placed there", l)
		}
		if !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	slices.Sort(out)
	return out, nil
}

// noun is "lesson" or "puzzle".
func (it *trainItem) noun() string {
	return strings.ToLower(strings.Fields(it.label())[0])
}
