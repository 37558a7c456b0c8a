package trainer

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/BurntSushi/toml"
)

// ProgressFormat is the version of the progress file this package reads
// and writes: its `format` key.
const ProgressFormat = 1

// ConfigDirEnv names the environment variable that overrides the directory
// of the progress file (tests and CI use it).
const ConfigDirEnv = "BIRDCRAB_CONFIG_DIR"

// ProgressPath returns where the trainer keeps its progress: progress.toml
// in $BIRDCRAB_CONFIG_DIR when it is set, else in the birdcrab folder of
// the user's configuration directory (os.UserConfigDir).
func ProgressPath() (string, error) {
	if d := os.Getenv(ConfigDirEnv); d != "" {
		return filepath.Join(d, "progress.toml"), nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no configuration directory to keep the progress in: %w", err)
	}
	return filepath.Join(d, "birdcrab", "progress.toml"), nil
}

// ProgressKey names one puzzle or lesson in the progress file: its pack
// (PackIdentity), its id and the hash of its content (ContentHash), so that
// a puzzle changed by its author counts as a new one.
type ProgressKey struct {
	Pack, ID, Hash string
}

// ProgressRecord is what the trainer remembers of one puzzle or lesson.
type ProgressRecord struct {
	Pack string `toml:"pack"`
	ID   string `toml:"id"`
	Hash string `toml:"hash"`
	// Solved is set by the first correct answer and stays set.
	Solved bool `toml:"solved"`
	// Attempts counts the answers submitted, right or wrong.
	Attempts int `toml:"attempts"`
	// Hints is the most hint steps seen in one visit (not counting those
	// asked for once the puzzle is solved); the last step of a puzzle is
	// its solution.
	Hints int `toml:"hints"`
	// SolutionShown is set once the solution (or a lesson's answer) was
	// shown, but for once the puzzle is solved.
	SolutionShown bool `toml:"solution_shown"`
	// Failed is set when the last answer was wrong; a right answer clears
	// it. The trainer's replay list holds these, but for the solved ones
	// (solved stays solved: statusOf), and the seen ones.
	Failed bool `toml:"failed"`
	// Seen is set when the solution was shown before a right answer in
	// the same run of the trainer: the puzzle counts as seen, not solved,
	// until it is answered right in a later run, without the solution.
	Seen bool `toml:"seen"`
	// Updated is when the record last changed: of two trainers' records of
	// one puzzle, the later is kept.
	Updated time.Time `toml:"updated"`
}

// Key returns the record's key.
func (r *ProgressRecord) Key() ProgressKey { return ProgressKey{r.Pack, r.ID, r.Hash} }

// ProgressReset is a reset kept in the file: the records of Pack ("" for
// every pack) last changed before At are forgotten, by every trainer that
// reads the file, so that one that still holds them does not bring them
// back.
type ProgressReset struct {
	Pack string    `toml:"pack"`
	At   time.Time `toml:"at"`
}

// covers reports whether the reset forgets r.
func (x ProgressReset) covers(r *ProgressRecord) bool { return x.forgets(r.Pack, r.Updated) }

// forgets reports whether the reset forgets what pack kept at updated.
func (x ProgressReset) forgets(pack string, updated time.Time) bool {
	return (x.Pack == "" || x.Pack == pack) && !updated.After(x.At)
}

// progressFile is the layout of progress.toml.
type progressFile struct {
	Format  int              `toml:"format"`
	Records []ProgressRecord `toml:"record,omitempty"`
	Resets  []ProgressReset  `toml:"reset"`
	Drafts  []ProgressDraft  `toml:"draft,omitempty"`
}

// Progress is the trainer's memory of what the learner did, kept in a TOML
// file. Records are read at start and the file is written after every
// change, atomically (a temporary file renamed over it) and under a lock
// (fileio.Lock), merged with what is on disk: of two records of one
// puzzle the later is kept, and a reset is kept in the file so that
// another trainer that still holds the forgotten records drops them too.
// Two trainers running at once thus lose nothing of each other's. A
// Progress belongs to one goroutine.
type Progress struct {
	path   string
	recs   map[ProgressKey]*ProgressRecord
	resets []ProgressReset
	// touched are the records changed here since the last write: on a tie
	// of times they win.
	touched map[ProgressKey]bool
	// drafts are the answers in progress (ProgressDraft); draftTouched
	// those written or dropped here since the last write.
	drafts       map[ProgressKey]*ProgressDraft
	draftTouched map[ProgressKey]bool
	// resetTouched is set by a reset made here since the last write: the
	// file still holds the records it forgets.
	resetTouched bool
	// aside is set once the file as it was read was copied aside (it held
	// a bad record): it is copied once, before the first write.
	aside   string
	asideOK bool
	// now tells the time; tests may set it.
	now func() time.Time
}

// NewProgress returns an empty progress kept at path; "" keeps it in
// memory only.
func NewProgress(path string) *Progress {
	return &Progress{path: path, recs: map[ProgressKey]*ProgressRecord{}, touched: map[ProgressKey]bool{},
		drafts: map[ProgressKey]*ProgressDraft{}, draftTouched: map[ProgressKey]bool{}, now: time.Now}
}

// Path returns the file the progress is kept in, "" for none.
func (p *Progress) Path() string { return p.path }

// lockWait bounds the wait for another trainer's write.
const lockWait = 5 * time.Second

// LoadProgress reads the progress file at path. A missing file is an
// empty progress. A file with bad records keeps every good one: the error
// names each bad record, and the file as it was is copied aside
// (progress.toml.broken-TIME) before anything is written over it. A file
// written by a newer birdcrab, or one that cannot be read at all, leaves a
// Progress that never writes, so as not to overwrite it.
func LoadProgress(path string) (*Progress, error) {
	p := NewProgress(path)
	if path == "" {
		return p, nil
	}
	f, bad, err := readProgress(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return p, nil
	case err != nil:
		p.path = ""
		return p, fmt.Errorf("%w; progress is not saved this time", err)
	}
	p.take(f)
	if bad == nil {
		return p, nil
	}
	aside, cerr := copyAside(path, p.now())
	if cerr != nil {
		p.path = ""
		return p, fmt.Errorf("%w; it could not be copied aside (%w), so progress is not saved this time", bad, unwrapPathError(cerr))
	}
	p.aside, p.asideOK = aside, true
	return p, fmt.Errorf("%w (the file as it was is kept as %s; the good records are kept)", bad, filepath.Base(aside))
}

// take makes f's records and resets this progress's.
func (p *Progress) take(f progressFile) {
	p.resets = f.Resets
	for i := range f.Records {
		r := f.Records[i]
		p.recs[r.Key()] = &r
	}
	for i := range f.Drafts {
		d := f.Drafts[i]
		p.drafts[d.Key()] = &d
	}
}

// badRecords names the records of a progress file that were left out,
// and what is wrong with its head (the keys above the first record), which
// is no record and is not counted among them.
type badRecords struct {
	path string
	head string
	why  []string
}

func (b *badRecords) Error() string {
	var parts []string
	if b.head != "" {
		parts = append(parts, "the head of the file: "+b.head)
	}
	switch len(b.why) {
	case 0:
	case 1:
		parts = append(parts, "a bad record left out: "+b.why[0])
	default:
		parts = append(parts, fmt.Sprintf("%d bad records left out: %s", len(b.why), strings.Join(b.why, "; ")))
	}
	return b.path + ": " + strings.Join(parts, "; ")
}

// readProgress reads a progress file and checks it record by record: each
// [[record]] and [[reset]] is decoded alone, so that one broken record
// (a typo in a key, a negative count, a syntax error) costs that record
// only. bad names the records left out; err is for a file that cannot be
// used at all (unreadable, or of a newer format).
func readProgress(path string) (f progressFile, bad *badRecords, err error) {
	data, err := fileio.ReadFile(path, 0)
	if err != nil {
		return f, nil, err
	}
	chunks := splitTables(string(data))
	var head struct {
		Format int `toml:"format"`
	}
	if _, err := toml.Decode(chunks[0].text, &head); err != nil {
		bad = &badRecords{path: path, head: tomlProblem(err, chunks[0].text, 1)}
	}
	if head.Format > ProgressFormat {
		return f, nil, fmt.Errorf("the progress file %s has format %d, newer than this birdcrab reads (%d)", path, head.Format, ProgressFormat)
	}
	f.Format = ProgressFormat
	for _, c := range chunks[1:] {
		var one progressFile
		md, err := toml.Decode(c.text, &one)
		why := ""
		switch {
		case err != nil:
			why = tomlProblem(err, c.text, c.line) // the line of the key, not of the record
		case len(md.Undecoded()) > 0:
			k := md.Undecoded()[0]
			why = fmt.Sprintf("unknown key %q", k[len(k)-1])
		case len(one.Records) == 1:
			why = checkRecord(&one.Records[0])
		case len(one.Drafts) == 1:
			why = checkDraft(&one.Drafts[0])
		}
		if why != "" {
			if !strings.HasPrefix(why, "line ") {
				why = fmt.Sprintf("line %d: %s", c.line, why)
			}
			bad = addBad(bad, path, why)
			continue
		}
		f.Records = append(f.Records, one.Records...)
		f.Resets = append(f.Resets, one.Resets...)
		f.Drafts = append(f.Drafts, one.Drafts...)
	}
	f.Records = dropReset(f.Records, f.Resets)
	f.Drafts = slices.DeleteFunc(f.Drafts, func(d ProgressDraft) bool {
		return slices.ContainsFunc(f.Resets, func(x ProgressReset) bool { return x.forgets(d.Pack, d.Updated) })
	})
	capTimes(&f)
	return f, bad, nil
}

func addBad(b *badRecords, path, why string) *badRecords {
	if b == nil {
		b = &badRecords{path: path}
	}
	b.why = append(b.why, why)
	return b
}

// checkRecord says what is wrong with a record, "" when nothing is.
func checkRecord(r *ProgressRecord) string {
	switch {
	case r.Pack == "" || r.ID == "":
		return "a record needs its pack and id"
	case r.Attempts < 0:
		return fmt.Sprintf("record %s of %s: attempts = %d, below 0", r.ID, r.Pack, r.Attempts)
	case r.Hints < 0:
		return fmt.Sprintf("record %s of %s: hints = %d, below 0", r.ID, r.Pack, r.Hints)
	}
	return ""
}

// latestStamp is the latest time stamp writes: TOML has four-digit years.
var latestStamp = time.Date(9999, 12, 31, 23, 59, 59, 999999000, time.UTC)

// latestRead is the latest time a time read from the progress file is
// kept as: a later one (a hand-written year 9999) is read as latestRead,
// so that stamp still has a year of later times to write before
// latestStamp, and a reset that far ahead does not forget the changes made
// after it. A time merely ahead of this computer's clock (progress saved
// while the clock was set years ahead) is kept as it is: it is the
// learner's progress, and stamp orders the changes made here after it.
var latestRead = latestStamp.AddDate(-1, 0, 0)

// capTimes brings the times of the file read that are later than
// latestRead back to it, once its resets have forgotten what they cover.
// A reset is brought a microsecond earlier (the file's precision), so that
// a record or draft kept after it stays after it: equal, the reset would
// forget it on the next load.
func capTimes(one *progressFile) {
	capAt := func(t *time.Time, at time.Time) {
		if t.After(at) {
			*t = at
		}
	}
	for i := range one.Records {
		capAt(&one.Records[i].Updated, latestRead)
	}
	for i := range one.Drafts {
		capAt(&one.Drafts[i].Updated, latestRead)
	}
	for i := range one.Resets {
		capAt(&one.Resets[i].At, latestRead.Add(-time.Microsecond))
	}
}

// chunk is a piece of a TOML file: the keys before the first table
// header, or one [[record]] or [[reset]] with its keys.
type chunk struct {
	text string
	line int
}

// splitTables cuts a progress file at each line that starts an array
// table ([[record]], [[reset]]).
func splitTables(text string) []chunk {
	out := []chunk{{line: 1}}
	var b strings.Builder
	for i, line := range strings.SplitAfter(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "[[") {
			out[len(out)-1].text = b.String()
			b.Reset()
			out = append(out, chunk{line: i + 1})
		}
		b.WriteString(line)
	}
	out[len(out)-1].text = b.String()
	return out
}

// dropReset leaves out the records a reset forgets.
func dropReset(recs []ProgressRecord, resets []ProgressReset) []ProgressRecord {
	out := recs[:0]
	for _, r := range recs {
		if !slices.ContainsFunc(resets, func(x ProgressReset) bool { return x.covers(&r) }) {
			out = append(out, r)
		}
	}
	return out
}

// copyAside copies a progress file that had bad records beside it, as
// path.broken-TIME, atomically. A copy of the same bytes made before (a
// trainer started again before anything was written over the file) is
// named instead of copying the file again.
func copyAside(path string, now time.Time) (string, error) {
	data, err := fileio.ReadFile(path, 0)
	if err != nil {
		return "", err
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), filepath.Base(path)+".broken-") {
			continue
		}
		old := filepath.Join(filepath.Dir(path), e.Name())
		if same, err := fileio.ReadFile(old, 0); err == nil && bytes.Equal(same, data) {
			return old, nil
		}
	}
	stamp := now.Format("20060102-150405")
	aside := fmt.Sprintf("%s.broken-%s", path, stamp)
	for i := 2; ; i++ {
		if _, err := os.Lstat(aside); errors.Is(err, fs.ErrNotExist) {
			break
		}
		aside = fmt.Sprintf("%s.broken-%s-%d", path, stamp, i)
	}
	return aside, fileio.WriteFile(aside, data, false)
}

// Get returns the record of key; the zero record (but for its key) when
// there is none.
func (p *Progress) Get(key ProgressKey) ProgressRecord {
	if r := p.recs[key]; r != nil {
		return *r
	}
	return ProgressRecord{Pack: key.Pack, ID: key.ID, Hash: key.Hash}
}

// stamp is the time of a change: now, and later than any time already
// kept (a clock that went back, or two changes in one tick, still order),
// but never later than latestStamp, so that a reader can read it back
// (readProgress reads no time later than latestRead, a year before it).
func (p *Progress) stamp() time.Time {
	now := p.now().UTC()
	later := func(t time.Time) {
		if !now.After(t) {
			now = t.Add(time.Microsecond)
		}
	}
	for _, r := range p.recs {
		later(r.Updated)
	}
	for _, d := range p.drafts {
		later(d.Updated)
	}
	for _, x := range p.resets {
		later(x.At)
	}
	if now.After(latestStamp) {
		now = latestStamp
	}
	return now.Truncate(time.Microsecond)
}

// Adopt gives key the record of old when key has none: the record a
// pack kept under the name it had before. A record that a kept reset of
// key's pack forgets is not taken (the learner reset the pack since). It
// changes nothing on disk until the next write. It reports whether it
// took the record.
func (p *Progress) Adopt(old, key ProgressKey) bool {
	if r := p.recs[old]; r != nil && p.recs[key] == nil {
		c := *r
		c.Pack, c.ID, c.Hash = key.Pack, key.ID, key.Hash
		if slices.ContainsFunc(p.resets, func(x ProgressReset) bool { return x.covers(&c) }) {
			return false
		}
		p.recs[key] = &c
		return true
	}
	return false
}

// has reports whether key has a record.
func (p *Progress) has(key ProgressKey) bool { return p.recs[key] != nil }

// Update changes the record of key with change and writes the file. The
// change is made, under the file's lock, to the record the file holds
// then (another trainer's newer one): a change made to the record read
// before was written over the other's, a right answer there lost to a
// wrong one here. The change is kept in memory even when writing fails;
// the error says why.
func (p *Progress) Update(key ProgressKey, change func(r *ProgressRecord)) error {
	if p.path == "" {
		p.change(key, change)
		return nil
	}
	changed := false
	err := p.locked(func() error {
		p.Refresh()
		p.change(key, change)
		changed = true
		return p.save()
	})
	if !changed {
		p.change(key, change)
	}
	return err
}

// change changes the record of key in memory, to be written.
func (p *Progress) change(key ProgressKey, change func(r *ProgressRecord)) {
	r := p.recs[key]
	if r == nil {
		r = &ProgressRecord{Pack: key.Pack, ID: key.ID, Hash: key.Hash}
		p.recs[key] = r
	}
	change(r)
	r.Pack, r.ID, r.Hash = key.Pack, key.ID, key.Hash
	r.Updated = p.stamp()
	p.touched[key] = true
}

// Reset forgets every record of pack ("" forgets them all) and writes the
// file; the reset is kept in it for the other trainers.
func (p *Progress) Reset(pack string) error {
	x := ProgressReset{Pack: pack, At: p.stamp()}
	p.resets = append(p.resets, x)
	p.resetTouched = true
	for k, r := range p.recs {
		if x.covers(r) {
			delete(p.recs, k)
			delete(p.touched, k)
		}
	}
	for k, d := range p.drafts {
		if x.forgets(d.Pack, d.Updated) {
			p.forgetDraft(k)
		}
	}
	return p.Save()
}

// Records returns every record, by pack, id and hash.
func (p *Progress) Records() []ProgressRecord {
	out := make([]ProgressRecord, 0, len(p.recs))
	for _, r := range p.recs {
		out = append(out, *r)
	}
	sortRecords(out)
	return out
}

func sortRecords(rs []ProgressRecord) {
	sort.Slice(rs, func(i, j int) bool {
		a, b := rs[i], rs[j]
		if a.Pack != b.Pack {
			return a.Pack < b.Pack
		}
		if a.ID != b.ID {
			return a.ID < b.ID
		}
		return a.Hash < b.Hash
	})
}

// Unsaved reports whether this progress holds changes its file does not
// (records, drafts, a reset): a write of them failed (a full disk, a
// folder not writable), and the next Save tries them again.
func (p *Progress) Unsaved() bool {
	return p.path != "" && (len(p.touched) > 0 || len(p.draftTouched) > 0 || p.resetTouched)
}

// Save writes the progress file under its lock: the file as it is on disk
// (another trainer's changes included) merged with this one, record by
// record the later of the two, resets of both applied; this progress then
// holds the merge.
func (p *Progress) Save() error {
	if p.path == "" {
		return nil
	}
	return p.locked(p.save)
}

// locked runs f under the progress file's lock, for one read-change-write
// of it.
func (p *Progress) locked(f func() error) error {
	if err := os.MkdirAll(filepath.Dir(p.path), 0o755); err != nil {
		return fmt.Errorf("cannot save the progress: %w", unwrapPathError(err))
	}
	unlock, err := fileio.Lock(p.path, lockWait)
	if err != nil {
		return fmt.Errorf("cannot save the progress: %w", err)
	}
	defer unlock()
	return f()
}

// save is Save under the lock.
func (p *Progress) save() error {
	disk, bad, err := readProgress(p.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return fmt.Errorf("cannot save the progress: %w", err)
	case bad != nil && !p.asideOK:
		// Broken since we read it: keep it aside before writing over it.
		if _, err := copyAside(p.path, p.now()); err != nil {
			return fmt.Errorf("%w, and it could not be copied aside: %w", bad, unwrapPathError(err))
		}
	}
	p.merge(disk)
	p.mergeDrafts(disk.Drafts)
	if err := p.write(); err != nil {
		return err // the changes stay this progress's, for the next write
	}
	clear(p.touched)
	clear(p.draftTouched)
	p.resetTouched = false
	return nil
}

// Refresh lays what the progress file holds now under this progress, as
// Save does, without writing: the records, resets and drafts another
// trainer wrote since, and the drafts it dropped. A changed record or
// draft that could not be written is kept. A file that cannot be read
// leaves the progress as it is.
func (p *Progress) Refresh() {
	if p.path == "" {
		return
	}
	disk, _, err := readProgress(p.path)
	if err != nil {
		return
	}
	p.merge(disk)
	p.mergeDrafts(disk.Drafts)
}

// merge lays the file's records and resets over this progress's: the
// later record of each puzzle wins (this one's on a tie, when changed
// here), and every reset of either forgets what it covers.
func (p *Progress) merge(disk progressFile) {
	for _, x := range disk.Resets {
		if !slices.Contains(p.resets, x) {
			p.resets = append(p.resets, x)
		}
	}
	for i := range disk.Records {
		d := disk.Records[i]
		k := d.Key()
		mine := p.recs[k]
		if mine == nil || d.Updated.After(mine.Updated) || (d.Updated.Equal(mine.Updated) && !p.touched[k]) {
			p.recs[k] = &d
		}
	}
	for k, r := range p.recs {
		if slices.ContainsFunc(p.resets, func(x ProgressReset) bool { return x.covers(r) }) {
			delete(p.recs, k)
		}
	}
	p.resets = compactResets(p.resets)
}

// compactResets keeps, of the resets of one pack, the latest; a reset of
// every pack makes the earlier resets of single packs needless.
func compactResets(xs []ProgressReset) []ProgressReset {
	latest := map[string]time.Time{}
	for _, x := range xs {
		if x.At.After(latest[x.Pack]) {
			latest[x.Pack] = x.At
		}
	}
	var out []ProgressReset
	for pack, at := range latest {
		if all, ok := latest[""]; pack != "" && ok && !at.After(all) {
			continue
		}
		out = append(out, ProgressReset{pack, at})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Pack < out[j].Pack })
	return out
}

// write writes the progress file, atomically.
func (p *Progress) write() error {
	f := progressFile{Format: ProgressFormat, Records: p.Records(), Resets: p.resets, Drafts: p.Drafts()}
	var buf bytes.Buffer
	buf.WriteString("# The birdcrab trainer's progress: one [[record]] per puzzle or lesson tried,\n")
	buf.WriteString("# keyed by pack, id and a hash of the puzzle's content, the resets\n")
	buf.WriteString("# ([[reset]]) that forget the records made before them, and the answers\n")
	buf.WriteString("# written and not submitted yet ([[draft]]). Safe to delete.\n\n")
	if err := toml.NewEncoder(&buf).Encode(f); err != nil {
		return fmt.Errorf("cannot save the progress: %w", err)
	}
	if err := fileio.WriteFile(p.path, buf.Bytes(), false); err != nil {
		return fmt.Errorf("cannot save the progress to %s: %w", p.path, unwrapPathError(err))
	}
	return nil
}

// ContentHash returns a short hash of what a learner solves in a puzzle or
// lesson: the position, the numbers and rules of the kinds in it, the side,
// the opponent model, the goals, the orders played by the others (every
// player's orders for a lesson that predicts deaths), the Tech Fall option
// when it is on, and the answer of a prediction. Titles, texts, hints and the stated solution are left out:
// fixing a typo keeps the learner's progress, changing the puzzle does not.
func ContentHash(s *puzzles.Scenario, task string, dies []engine.Loc) string {
	cat := s.Catalogue()
	h := sha256.New()
	fmt.Fprintf(h, "birdcrab content 1\ntask %s\nposition %s\n", task, s.Position.Code(cat))
	if s.TechFall > 0 {
		// Only when on, so the hashes of the puzzles without it stay as
		// they were and so does their progress.
		fmt.Fprintf(h, "techfall %d\n", s.TechFall)
	}
	kinds := map[engine.KindID]bool{}
	s.Position.AddKinds(kinds)
	var played [][]engine.Order
	if playsAll(task) {
		played = s.FileOrders()
	} else {
		fmt.Fprintf(h, "side %d\nopponent %s\n", s.Side, s.Opponent)
		for _, g := range s.Goals {
			fmt.Fprintf(h, "goal %s\n", g)
		}
		played = s.Script()
	}
	for i, os := range played {
		for _, o := range os {
			if o.Op == engine.OpPlace || o.Op == engine.OpTarget {
				kinds[o.Kind] = true
			}
			fmt.Fprintf(h, "order %d %s\n", i+1, o.Format(cat))
		}
	}
	for _, l := range dies {
		fmt.Fprintf(h, "dies %v\n", l)
	}
	var names []string
	for k := range kinds {
		kd := cat.Kind(k)
		names = append(names, fmt.Sprintf("kind %s %v %v %v", engine.NormName(kd.Name), kd.Combat, kd.Speed, kd.Special))
	}
	sort.Strings(names)
	fmt.Fprintln(h, strings.Join(names, "\n"))
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// playsAll reports whether a task plays every player's orders (a
// prediction, or a facing question whose task carries its answer).
func playsAll(task string) bool {
	return task == puzzles.TaskPredict || strings.HasPrefix(task, puzzles.TaskFacing)
}

// unwrapPathError drops the path that os errors repeat.
func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
