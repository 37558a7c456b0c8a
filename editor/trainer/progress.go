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
	"sort"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
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

// ProgressKey names one puzzle or lesson in the progress file: its pack,
// its id and the hash of its content (ContentHash), so that a puzzle
// changed by its author counts as a new one.
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
	// Hints is the most hint steps seen in one visit; the last step of a
	// puzzle is its solution.
	Hints int `toml:"hints"`
	// SolutionShown is set once the solution (or a lesson's answer) was
	// shown.
	SolutionShown bool `toml:"solution_shown"`
	// Failed is set when the last answer was wrong, or when the solution
	// was shown before a right answer; a right answer clears it. The
	// trainer's "replay the ones I failed" list holds these.
	Failed bool `toml:"failed"`
	// Updated is when the record last changed.
	Updated time.Time `toml:"updated"`
}

// Key returns the record's key.
func (r *ProgressRecord) Key() ProgressKey { return ProgressKey{r.Pack, r.ID, r.Hash} }

// progressFile is the layout of progress.toml.
type progressFile struct {
	Format  int              `toml:"format"`
	Records []ProgressRecord `toml:"record"`
}

// Progress is the trainer's memory of what the learner did, kept in a TOML
// file. Records are read at start and the file is written after every
// change, atomically (a temporary file renamed over it). Writing merges
// the records another trainer wrote in the meantime, so two trainers
// running at once lose nothing but each other's changes to the same
// puzzle. A Progress belongs to one goroutine.
type Progress struct {
	path    string
	recs    map[ProgressKey]*ProgressRecord
	touched map[ProgressKey]bool
	// resetPacks are the packs reset since the last write ("" means all).
	resetPacks map[string]bool
	// now tells the time; tests may set it.
	now func() time.Time
}

// NewProgress returns an empty progress kept at path; "" keeps it in
// memory only.
func NewProgress(path string) *Progress {
	return &Progress{path: path, recs: map[ProgressKey]*ProgressRecord{}, touched: map[ProgressKey]bool{}, resetPacks: map[string]bool{}, now: time.Now}
}

// Path returns the file the progress is kept in, "" for none.
func (p *Progress) Path() string { return p.path }

// LoadProgress reads the progress file at path. A missing file is an
// empty progress. A file that cannot be parsed (or was written by a newer
// birdcrab) is renamed aside (progress.toml.broken-TIME) and the progress
// starts empty: the returned Progress is usable and the error says what
// happened and where the old file went. A file that cannot be read at all
// leaves a Progress that never writes, so as not to overwrite it.
func LoadProgress(path string) (*Progress, error) {
	p := NewProgress(path)
	if path == "" {
		return p, nil
	}
	recs, err := readProgress(path)
	switch {
	case err == nil:
		for i := range recs {
			r := recs[i]
			p.recs[r.Key()] = &r
		}
		return p, nil
	case errors.Is(err, fs.ErrNotExist):
		return p, nil
	case errors.As(err, new(*brokenProgress)):
		aside, rerr := setAside(path, p.now())
		if rerr != nil {
			p.path = ""
			return p, fmt.Errorf("%v; it could not be set aside (%v), so progress is not saved this time", err, rerr)
		}
		return p, fmt.Errorf("%v; it was kept as %s and progress starts afresh", err, filepath.Base(aside))
	}
	p.path = ""
	return p, fmt.Errorf("cannot read the progress file: %v; progress is not saved this time", unwrapPathError(err))
}

// brokenProgress is a progress file that was read but cannot be used.
type brokenProgress struct {
	path string
	why  string
}

func (b *brokenProgress) Error() string {
	return fmt.Sprintf("the progress file %s is broken: %s", b.path, b.why)
}

// readProgress reads and checks a progress file.
func readProgress(path string) ([]ProgressRecord, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f progressFile
	if _, err := toml.Decode(string(data), &f); err != nil {
		return nil, &brokenProgress{path, tui.OneLine(err)}
	}
	if f.Format > ProgressFormat {
		return nil, &brokenProgress{path, fmt.Sprintf("format %d is newer than this birdcrab reads (%d)", f.Format, ProgressFormat)}
	}
	out := f.Records[:0]
	for _, r := range f.Records {
		if r.Pack != "" && r.ID != "" && r.Attempts >= 0 && r.Hints >= 0 {
			out = append(out, r)
		}
	}
	return out, nil
}

// setAside renames a broken progress file out of the way.
func setAside(path string, now time.Time) (string, error) {
	aside := fmt.Sprintf("%s.broken-%s", path, now.Format("20060102-150405"))
	for i := 2; ; i++ {
		if _, err := os.Lstat(aside); errors.Is(err, fs.ErrNotExist) {
			break
		}
		aside = fmt.Sprintf("%s.broken-%s-%d", path, now.Format("20060102-150405"), i)
	}
	return aside, os.Rename(path, aside)
}

// Get returns the record of key; the zero record (but for its key) when
// there is none.
func (p *Progress) Get(key ProgressKey) ProgressRecord {
	if r := p.recs[key]; r != nil {
		return *r
	}
	return ProgressRecord{Pack: key.Pack, ID: key.ID, Hash: key.Hash}
}

// Update changes the record of key with change and writes the file. The
// change is kept in memory even when writing fails; the error says why.
func (p *Progress) Update(key ProgressKey, change func(r *ProgressRecord)) error {
	r := p.recs[key]
	if r == nil {
		r = &ProgressRecord{Pack: key.Pack, ID: key.ID, Hash: key.Hash}
		p.recs[key] = r
	}
	change(r)
	r.Pack, r.ID, r.Hash = key.Pack, key.ID, key.Hash
	r.Updated = p.now().UTC().Truncate(time.Second)
	p.touched[key] = true
	return p.Save()
}

// Reset forgets every record of pack ("" forgets them all) and writes the
// file.
func (p *Progress) Reset(pack string) error {
	for k := range p.recs {
		if pack == "" || k.Pack == pack {
			delete(p.recs, k)
			delete(p.touched, k)
		}
	}
	p.resetPacks[pack] = true
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

// Save writes the progress file: the records on disk (another trainer's
// included) with this one's changes laid over them, through a temporary
// file renamed over the old one.
func (p *Progress) Save() error {
	if p.path == "" {
		return nil
	}
	merged := map[ProgressKey]*ProgressRecord{}
	disk, err := readProgress(p.path)
	switch {
	case err == nil:
		for i := range disk {
			r := disk[i]
			if p.resetPacks[""] || p.resetPacks[r.Pack] {
				continue
			}
			merged[r.Key()] = &r
		}
	case errors.As(err, new(*brokenProgress)):
		// Broken since we read it: keep it aside rather than lose it.
		if _, rerr := setAside(p.path, p.now()); rerr != nil {
			return fmt.Errorf("%v, and it could not be set aside: %v", err, rerr)
		}
	case !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("cannot save the progress: %v", unwrapPathError(err))
	}
	for k, r := range p.recs {
		if p.touched[k] || merged[k] == nil {
			merged[k] = r
		}
	}
	p.recs = merged
	clear(p.resetPacks)

	f := progressFile{Format: ProgressFormat, Records: p.Records()}
	var buf bytes.Buffer
	buf.WriteString("# The birdcrab trainer's progress: one [[record]] per puzzle or lesson tried,\n")
	buf.WriteString("# keyed by pack, id and a hash of the puzzle's content. Safe to delete.\n\n")
	if err := toml.NewEncoder(&buf).Encode(f); err != nil {
		return fmt.Errorf("cannot save the progress: %v", err)
	}
	if err := os.MkdirAll(filepath.Dir(p.path), 0o755); err != nil {
		return fmt.Errorf("cannot save the progress: %v", unwrapPathError(err))
	}
	if err := puzzles.WriteFile(p.path, buf.Bytes(), false); err != nil {
		return fmt.Errorf("cannot save the progress to %s: %v", p.path, unwrapPathError(err))
	}
	return nil
}

// ContentHash returns a short hash of what a learner solves in a puzzle or
// lesson: the position, the numbers and rules of the kinds in it, the side,
// the opponent model, the goals, the orders played by the others (every
// player's orders for a lesson that predicts deaths), and the answer of a
// prediction. Titles, texts, hints and the stated solution are left out:
// fixing a typo keeps the learner's progress, changing the puzzle does not.
func ContentHash(s *puzzles.Scenario, task string, dies []engine.Loc) string {
	cat := s.Catalogue()
	h := sha256.New()
	fmt.Fprintf(h, "birdcrab content 1\ntask %s\nposition %s\n", task, s.Position.Code(cat))
	kinds := map[engine.KindID]bool{}
	p := &s.Position
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := p.Board[l]; !pc.Empty() {
			kinds[pc.Kind] = true
		}
	}
	for n := 1; n <= int(p.NumPlayers); n++ {
		for _, k := range p.Player(n).HandKinds() {
			kinds[k] = true
		}
		if t := p.Player(n).Target; t != engine.NoKind {
			kinds[t] = true
		}
	}
	for _, g := range p.Graveyard() {
		kinds[g.Kind] = true
	}
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
