package trainer

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/internal/safetext"
	"github.com/birdcrab/birdcrab/puzzles"
)

// trainPack is one pack of the trainer: loaded, or the reason it could
// not be.
type trainPack struct {
	file    string // as given on the command line, or "packs/x.toml"
	shipped bool
	pack    *puzzles.Pack
	err     error
	// key names the pack in the progress file (PackIdentity); legacy is
	// the name a shipped pack had there before (its id), whose records
	// are taken over.
	key, legacy string
	// moved are the names a shipped pack's puzzles had their records under
	// in the shipped pack they were in before (movedFrom): a record there
	// of the same id and content is taken over.
	moved []string
	items []*trainItem
	// twin is set when another pack has the same title: the screens write
	// the file name beside it.
	twin bool
	// codeNo numbers the packs made from puzzle codes, 1 up in the order
	// given, when more than one code is given; 0 else.
	codeNo int
	// pieces is the catalogue file the pack was read with (nil for none).
	pieces *piecesFile
}

// title names the pack on screen: its title, with its file name beside it
// when another pack has the same title.
func (tp *trainPack) title() string {
	t := tp.plainTitle()
	if tp.twin {
		t += " (" + tp.where() + ")"
	}
	return clean(t)
}

// where tells a pack from its twin (another of the same title):
// "shipped", else its file name.
func (tp *trainPack) where() string {
	if tp.shipped {
		return "shipped"
	}
	return filepath.Base(tp.file)
}

// plainTitle is the pack's title, else its file name.
func (tp *trainPack) plainTitle() string {
	if tp.pack != nil && !safetext.Blank(tp.pack.Title) {
		return tp.pack.Title
	}
	if puzzles.IsCode(tp.file) {
		if tp.codeNo > 0 {
			// A code is no file name to tell two apart: its last
			// slash cut it ("Puzzle code (B | g:- | side 1 | ...").
			return fmt.Sprintf("Puzzle code %d", tp.codeNo)
		}
		return "Puzzle code"
	}
	if tp.file == "-" {
		// As the rest of birdcrab names standard input (resolve's
		// "(stdin)"), not "-".
		return "(" + fileio.StdinName + ")"
	}
	return filepath.Base(tp.file)
}

// clean makes a text from a pack safe to show: its control characters
// (escape sequences a pack could send to the terminal) are written as
// visible escapes (safetext.Clean).
func clean(s string) string { return safetext.Clean(s) }

// trainItem is one lesson or puzzle of a pack.
type trainItem struct {
	pack   *trainPack
	lesson *puzzles.Lesson // one of lesson and puzzle is set
	puzzle *puzzles.Puzzle
	n      int // its number among the pack's lessons, or its puzzles
	key    ProgressKey
	// miss caches solutionMiss once missKnown.
	miss      string
	missKnown bool
}

// scenario returns the position, side, goals and orders of the item.
func (it *trainItem) scenario() *puzzles.Scenario {
	if it.lesson != nil {
		return &it.lesson.Scenario
	}
	return &it.puzzle.Scenario
}

// predict reports whether the item asks which pieces die.
func (it *trainItem) predict() bool {
	return it.lesson != nil && it.lesson.Task == puzzles.TaskPredict
}

// facing reports whether the item asks which way a piece ends facing.
func (it *trainItem) facing() bool {
	return it.lesson != nil && it.lesson.Task == puzzles.TaskFacing
}

// played reports whether the item plays every player's orders and asks
// what happens (a prediction or a facing question): the learner gives no
// orders.
func (it *trainItem) played() bool { return it.predict() || it.facing() }

// chapter is the chapter of a lesson in a curriculum, "" for none.
func (it *trainItem) chapter() string {
	if it.lesson != nil {
		return it.lesson.Chapter
	}
	return ""
}

// label is "Lesson 2" or "Puzzle 5".
func (it *trainItem) label() string {
	if it.lesson != nil {
		return fmt.Sprintf("Lesson %d", it.n)
	}
	return fmt.Sprintf("Puzzle %d", it.n)
}

// title is the item's title, or its id.
func (it *trainItem) title() string {
	if t := it.scenario().Title; !safetext.Blank(t) {
		return clean(t)
	}
	return clean(it.scenario().ID)
}

// text is the lesson's text or the puzzle's description.
func (it *trainItem) text() string {
	if it.lesson != nil {
		return clean(it.lesson.Text)
	}
	return clean(it.puzzle.Description)
}

// difficulty is 1 to 5, 0 when unknown (lessons have none).
func (it *trainItem) difficulty() int {
	if it.puzzle != nil {
		return it.puzzle.Difficulty
	}
	return 0
}

// tags are the puzzle's tags.
func (it *trainItem) tags() []string {
	var out []string
	if it.puzzle != nil {
		for _, t := range it.puzzle.Tags {
			out = append(out, clean(t))
		}
	}
	return out
}

// loadTrainPacks loads the user's files, then the shipped packs, each over
// cat. A file that cannot be read becomes a pack with its error.
func loadTrainPacks(files []string, shipped bool, cat *engine.Catalogue, pieces *piecesFile) []*trainPack {
	var out []*trainPack
	for _, f := range files {
		tp := &trainPack{file: f}
		tp.pack, tp.err = puzzles.LoadArg(f, cat)
		out = append(out, tp)
	}
	if shipped {
		for _, name := range puzzles.ShippedFiles() {
			tp := &trainPack{file: name, shipped: true}
			tp.pack, tp.err = puzzles.ParseShipped(name, cat)
			out = append(out, tp)
		}
	}
	for _, tp := range out {
		if tp.err != nil {
			tp.pack = nil
		}
		tp.pieces = pieces
		tp.key = PackIdentity(tp.file, tp.shipped, tp.pack)
		if tp.shipped && tp.pack != nil {
			tp.moved = movedFrom[tp.pack.ID]
		}
		tp.makeItems()
	}
	legacyNames(out)
	numberCodes(out)
	titles := map[string]int{}
	for _, tp := range out {
		titles[tp.plainTitle()]++
	}
	for _, tp := range out {
		tp.twin = titles[tp.plainTitle()] > 1
	}
	return out
}

// numberCodes numbers the packs made from puzzle codes when there are
// several.
func numberCodes(packs []*trainPack) {
	var codes []*trainPack
	for _, tp := range packs {
		if !tp.shipped && puzzles.IsCode(tp.file) {
			codes = append(codes, tp)
		}
	}
	if len(codes) < 2 {
		return
	}
	for i, tp := range codes {
		tp.codeNo = i + 1
	}
}

// namedProblem says why one of the packs the user named cannot be
// trained: its file's problems, or that it holds nothing to answer (no
// lesson, and no puzzle with goals: a position file, a position code).
func namedProblem(packs []*trainPack) error {
	for _, tp := range packs {
		switch {
		case tp.err != nil:
			return tp.err
		case len(tp.items) == 0:
			return puzzles.Errors{{File: puzzles.FileName(tp.file), Msg: nothingToTrain(tp)}}
		case nothingToTrain(tp) != "":
			return puzzles.Errors{{File: tp.pack.File, Msg: nothingToTrain(tp)}}
		}
	}
	return nil
}

// nothingToTrain says why a pack that was read holds nothing to answer
// (no lesson, and no puzzle with goals), "" when it holds something.
func nothingToTrain(tp *trainPack) string {
	switch {
	case tp.pack == nil:
		return ""
	case len(tp.items) == 0:
		return "the file has no puzzles and no lessons"
	case !slices.ContainsFunc(tp.items, (*trainItem).answerable):
		return nothingToAnswer(tp)
	}
	return ""
}

// answerable reports whether the item asks something to answer: a lesson,
// or a puzzle with goals (one without has nothing to judge).
func (it *trainItem) answerable() bool {
	return it.lesson != nil || len(it.puzzle.Goals) > 0
}

// nothingToAnswer says why a pack whose puzzles state no goals is no
// puzzle to train, and where to give it some.
func nothingToAnswer(tp *trainPack) string {
	switch {
	case tp.pack.FromPosition():
		return "a position file: a position and its orders, with no goals, so there is no puzzle to train; birdcrab edit opens it to give it goals and save it as a puzzle of a pack (and solve --goal solves it as it is)"
	case tp.pack.ReadFromCode():
		return "a position with no goals, so there is no puzzle to train; a puzzle code carries its goals (y copies one in the trainer and the editor), and birdcrab edit opens this one to give it goals"
	}
	return "no lesson, and no puzzle with goals, so there is nothing to train; birdcrab check names what its puzzles lack, birdcrab edit opens it to give them goals"
}

// PackIdentity names a pack in the progress file, so that two packs never
// share their progress however alike they are: "shipped:ID" for a pack
// shipped with birdcrab (each of its puzzles also has its content hash),
// the absolute path of a user's file, "code" for a pack made from a puzzle
// code and "stdin" for one read from standard input. A copy of a shipped
// pack, same ids and all, is a file of its own and keeps its own progress.
func PackIdentity(file string, shipped bool, pk *puzzles.Pack) string {
	switch {
	case shipped && pk != nil && pk.ID != "":
		return "shipped:" + pk.ID
	case shipped:
		return "shipped:" + file
	case puzzles.IsCode(file):
		return "code"
	case file == "-":
		return "stdin"
	}
	if abs, err := filepath.Abs(file); err == nil {
		return abs
	}
	return file
}

// movedFrom names, by the id of a shipped pack whose puzzles were another
// shipped pack's, the names their records had there: its PackIdentity, then
// the id it went by before. The puzzles of First tactics were the tactics
// pack's until they left it for the filters of issue 15, unchanged (ids and
// content). A copy of the pack, a user's file, takes over nothing.
var movedFrom = map[string][]string{"first-tactics": {"shipped:tactics", "tactics"}}

// legacyNames gives each pack the name its records had before
// PackIdentity (its id), to take them over: a shipped pack always, a
// user's pack when no shipped pack has that id (else the records were the
// shipped pack's, most likely, and a copy must not take them).
func legacyNames(packs []*trainPack) {
	shippedIDs := map[string]bool{}
	for _, tp := range packs {
		if tp.shipped {
			shippedIDs[packID(tp)] = true
		}
	}
	for _, tp := range packs {
		if id := packID(tp); tp.pack != nil && (tp.shipped || !shippedIDs[id]) {
			tp.legacy = id
		}
	}
}

// packID is the pack's id, else its file name without the extension: how
// the progress file named packs before PackIdentity.
func packID(tp *trainPack) string {
	if tp.pack != nil && tp.pack.ID != "" {
		return tp.pack.ID
	}
	base := filepath.Base(tp.file)
	return strings.TrimSuffix(base, filepath.Ext(base))
}

// makeItems lists the pack's lessons in order, then its puzzles.
func (tp *trainPack) makeItems() {
	if tp.pack == nil {
		return
	}
	for i, l := range tp.pack.Lessons {
		it := &trainItem{pack: tp, lesson: l, n: i + 1}
		task := lessonTask(l)
		if task == puzzles.TaskFacing {
			task += fmt.Sprintf(" %v %v", l.FacesAt, l.Faces) // the answer counts
		}
		it.key = ProgressKey{tp.key, l.ID, ContentHash(&l.Scenario, task, l.Dies)}
		tp.items = append(tp.items, it)
	}
	for i, pz := range tp.pack.Puzzles {
		it := &trainItem{pack: tp, puzzle: pz, n: i + 1}
		it.key = ProgressKey{tp.key, pz.ID, ContentHash(&pz.Scenario, "puzzle", nil)}
		tp.items = append(tp.items, it)
	}
}

// lessonTask is the lesson's task, goals when it says none.
func lessonTask(l *puzzles.Lesson) string {
	if l.Task == puzzles.TaskPredict || l.Task == puzzles.TaskFacing {
		return l.Task
	}
	return puzzles.TaskGoals
}

// itemStatus is what the learner did with an item.
type itemStatus uint8

const (
	statusNew    itemStatus = iota // never answered
	statusSolved                   // answered right at least once (not seen)
	statusFailed                   // the last answer was wrong, not solved
	statusSeen                     // the solution was shown before a right answer
)

// statusOf is the status of a record. Solved stays solved: a wrong try
// after a right answer (exploring, or a slip) does not make it failed,
// nor put it on the replay list; it counted as solved all along.
func statusOf(r ProgressRecord) itemStatus {
	switch {
	case r.Solved && !r.Seen:
		return statusSolved
	case r.Failed:
		return statusFailed
	case r.Seen:
		return statusSeen
	}
	return statusNew
}

// statusMark is the glyph of a status in lists.
func statusMark(t *tui.Theme, st itemStatus) string {
	switch st {
	case statusSolved:
		if t.ASCII {
			return "+"
		}
		return "✓"
	case statusFailed:
		if t.ASCII {
			return "x"
		}
		return "✗"
	case statusSeen:
		if t.ASCII {
			return "o"
		}
		return "◌"
	}
	return " "
}

// statusWord names a status in words, for the filter.
func statusWord(st itemStatus) string {
	switch st {
	case statusSolved:
		return "solved"
	case statusFailed:
		return "failed"
	case statusSeen:
		return "seen"
	}
	return "new"
}

// matchItem reports whether an item passes a filter: every word of it must
// match. A word matches "dN" (difficulty N), a status (new, solved,
// failed, seen), "lesson" or "puzzle", one of the item's tags, or a piece of its
// title or id, ignoring case. A tag of several words ("Cloud Man", the
// themes named after a special rule) matches those words in a row, or
// written as one ("cloudman", "cloud-man").
func matchItem(it *trainItem, st itemStatus, filter string) bool {
	words := strings.Fields(strings.ToLower(filter))
	for len(words) > 0 {
		if n := tagPhrase(it, words); n > 0 {
			words = words[n:]
			continue
		}
		if !matchWord(it, st, words[0]) {
			return false
		}
		words = words[1:]
	}
	return true
}

// tagPhrase is the number of words at the start of words that spell one of
// the item's tags of two words or more, 0 when none does.
func tagPhrase(it *trainItem, words []string) int {
	for _, tag := range it.tags() {
		tw := strings.Fields(strings.ToLower(tag))
		if len(tw) > 1 && len(tw) <= len(words) && slices.Equal(tw, words[:len(tw)]) {
			return len(tw)
		}
	}
	return 0
}

func matchWord(it *trainItem, st itemStatus, w string) bool {
	if len(w) == 2 && w[0] == 'd' && w[1] >= '0' && w[1] <= '5' {
		return it.difficulty() == int(w[1]-'0')
	}
	switch w {
	case "new", "solved", "failed", "seen":
		return statusWord(st) == w
	case "lesson", "lessons":
		return it.lesson != nil
	case "puzzle", "puzzles":
		return it.puzzle != nil
	}
	n := engine.NormName(w)
	for _, tag := range it.tags() {
		if engine.NormName(tag) == n {
			return true
		}
	}
	return strings.Contains(engine.NormName(it.title()), n) || strings.Contains(engine.NormName(it.scenario().ID), n)
}

// allTags lists the tags of items, each once, in the order first met.
func allTags(items []*trainItem) []string {
	var out []string
	seen := map[string]bool{}
	for _, it := range items {
		for _, t := range it.tags() {
			if k := strings.ToLower(t); !seen[k] {
				seen[k] = true
				out = append(out, t)
			}
		}
	}
	return out
}
