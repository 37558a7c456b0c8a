package puzzles

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// FormatVersion is the version of the pack format this package reads and
// writes: the `format` key of [pack].
const FormatVersion = 1

// The opponent models of a puzzle (engine.Opponent).
const (
	Hold  = engine.Hold  // the other players give no orders
	Fixed = engine.Fixed // the other players' orders are part of the puzzle
	Any   = engine.Any   // the solution must work against every legal set of orders
)

// The tasks of a lesson.
const (
	TaskGoals   = "goals"   // reach the goals with orders, as in a puzzle
	TaskPredict = "predict" // say which pieces die
	TaskFacing  = "facing"  // say which way a piece faces at the end of the turn
)

// Pack is a puzzle pack: its description, its own kinds, its puzzles and its
// lessons. Every puzzle and lesson of a pack uses the pack's catalogue (see
// Catalogue). A Pack is not safe for concurrent modification.
type Pack struct {
	// File is the name the pack goes by in messages: the path it was loaded
	// from, "packs/lessons.toml" for a shipped pack, or "position code".
	File string

	ID          string
	Title       string
	Author      string
	License     string
	Version     string // the pack's own version, free text
	Format      int    // the format version the file declares; 0 when it says none
	Description string
	// FiltersOptional is set by filters = false in [pack]: check reports
	// the verdicts of the quality filters (docs/quality.md) on the pack's
	// puzzles but --strict does not require them. Soundness and uniqueness
	// are required all the same.
	FiltersOptional bool

	// Kinds are the pack's [[kind]] tables as written, laid over the base
	// catalogue to give Catalogue.
	Kinds []KindSpec

	Puzzles []*Puzzle
	Lessons []*Lesson

	cat  *engine.Catalogue
	text *packText // the file's text, for saves that keep it; nil: none
	// crlf: the file's lines end in CR LF, and Marshal writes them so.
	crlf bool
	// bom: the file starts with a byte order mark, and Marshal writes one.
	bom bool
	// position: the pack was read from a position file (see ReadPosition).
	position bool
	// code: the pack was made from a one-line code (see ReadFromCode).
	code bool
	// bare says what the file held when it held nothing but blank lines
	// and comments: "is empty" or "holds only comments"; else "".
	bare string
}

// FromPosition reports whether the pack was read from a position file: one
// puzzle, id "position", with the file's orders and no task.
func (pk *Pack) FromPosition() bool { return pk.position }

// ReadFromCode reports whether the pack was made from a one-line position
// or puzzle code, by FromCode or from a file holding a puzzle code (see
// IsCodeText): one puzzle, id "position", and no text of a pack to keep
// when it is saved.
func (pk *Pack) ReadFromCode() bool { return pk.code }

// NewPack returns an empty pack whose puzzles use cat (nil: the default
// catalogue). The editor starts a pack with it and adds puzzles with
// AddPosition.
func NewPack(file string, cat *engine.Catalogue) *Pack {
	if cat == nil {
		cat = DefaultCatalogue()
	} else {
		cat = cat.Clone()
	}
	return &Pack{File: file, Format: FormatVersion, cat: cat}
}

// Catalogue returns the kinds the pack's puzzles use: the base catalogue it
// was loaded with, with the pack's [[kind]] tables laid over it. Callers must
// not change it.
func (pk *Pack) Catalogue() *engine.Catalogue { return pk.cat }

// Scenario is what puzzles and lessons share: an id and a title, a position,
// the orders given in it, and a task of reaching goals for one side.
type Scenario struct {
	// ID is the stable id of the puzzle or lesson, unique in its pack.
	ID    string
	Title string

	Position engine.Position
	// Orders holds the orders each player carries in the file (Orders[0] is
	// player 1's): under the "fixed" opponent model the other players'
	// orders are the script; `birdcrab resolve` plays them all. Its length
	// is the number of players, or 0 when nobody has orders.
	Orders [][]engine.Order

	// Side is the player to solve for (1-based).
	Side int
	// Opponent is the opponent model: Hold, Fixed or Any.
	Opponent engine.Opponent
	Goals    []engine.Goal
	// Solution is the author's solution: the orders of Side.
	Solution []engine.Order
	// Alternatives are other solutions the author accepts.
	Alternatives [][]engine.Order
	// Hints are shown one at a time, in order.
	Hints []string
	// Claims state, in a form Check tests against the engine, what the
	// texts say about the turn played (see claims.go and docs/packs.md).
	Claims []string
	// TechFall, when above 0, turns the Tech Fall option on for this
	// scenario (the key tech_fall): a player at least this many pieces of
	// material behind the leader is eliminated. 0 leaves it off. See
	// engine.Rules.TechFall; Rules carries it to the engine and the solver.
	TechFall int

	cat *engine.Catalogue
	// off switches rules off: only for a lesson played without its rule
	// (Lesson.PlayedWithout).
	off engine.Rule
	// what is "puzzle" or "lesson"; src and path place the scenario in its
	// file (src is nil for one made in memory).
	what string
	src  *Source
	path string
	// pieceKeys gives, for a position read from tables, the key that put a
	// piece on each cell ("player[1].pieces[3]").
	pieceKeys map[engine.Loc]string
	// defaultHeld marks the territories (bit t) a position read from
	// tables gives a player by default, its table listing no territories.
	defaultHeld uint8
}

// Catalogue returns the kinds the scenario uses (its pack's).
func (s *Scenario) Catalogue() *engine.Catalogue { return s.cat }

// MaxTechFall bounds the Tech Fall option of a scenario (no game has more
// material than this).
const MaxTechFall = 99

// Rules returns the rules to resolve the scenario with: its catalogue and
// its Tech Fall option.
func (s *Scenario) Rules() *engine.Rules {
	return &engine.Rules{Kinds: s.cat, TechFall: s.TechFall, Off: s.off}
}

// Name names the scenario in messages: `puzzle "pincer"`.
func (s *Scenario) Name() string { return fmt.Sprintf("%s %q", s.what, s.ID) }

// Line returns the line of the scenario's table in its file, 0 when unknown.
func (s *Scenario) Line() int {
	if s.src == nil {
		return 0
	}
	return s.src.Line(s.path)
}

// errorf returns a problem about key (a path relative to the scenario's
// table, such as "solution[1]"), placed in the file when the scenario came
// from one.
func (s *Scenario) errorf(file, key, format string, args ...any) *FileError {
	msg := s.Name() + ": " + fmt.Sprintf(format, args...)
	if s.src == nil {
		return &FileError{File: file, Path: key, Msg: msg}
	}
	path := join(s.path, key)
	if key == "" {
		path = s.path
	}
	at := s.src.find(path)
	return &FileError{File: s.src.Name, Line: at.line, Col: at.col, Path: path, Msg: msg}
}

// Puzzle is one puzzle of a pack.
type Puzzle struct {
	Description string
	// Difficulty is 1 to 5; 0 when not given.
	Difficulty int
	Tags       []string
	// Explanation is shown after the puzzle is solved.
	Explanation string
	Scenario
}

// Lesson is one lesson of a pack: a text, a position and a task.
type Lesson struct {
	// Text teaches the rule; it is shown with the position.
	Text string
	// Task is TaskGoals (reach Goals with orders, as in a puzzle) or
	// TaskPredict (say which pieces die when every player's Orders are
	// resolved).
	Task string
	// Dies is the answer of a TaskPredict lesson: the cells whose pieces die
	// in the turn (start cells; a placed piece counts by its placement cell);
	// nil when none does.
	Dies []engine.Loc
	// Why is shown after a wrong answer that no entry of Wrong explains.
	Why string
	// FacesAt and Faces are the answer of a TaskFacing lesson: the piece
	// that starts the turn on FacesAt ends it facing Faces.
	FacesAt engine.Loc
	Faces   engine.Dir
	// Chapter names the chapter of the curriculum the lesson belongs to;
	// the lessons of a chapter follow each other in the pack.
	Chapter string
	// Rule is the lesson's one rule, in a sentence.
	Rule string
	// Teaches lists what the lesson introduces: mechanics (see Mechanics)
	// and kinds. A chapter's closing test introduces nothing.
	Teaches []string
	// Without lists changes that switch the lesson's rule off (see
	// ParseVariant): played without it, the lesson's answer changes.
	Without []string
	// Wrong lists typical wrong answers, each with why it fails.
	Wrong []Wrong
	Scenario
}

// Wrong is a typical wrong answer of a lesson and why it fails. Which
// fields apply depends on the lesson's task: Orders for goals (the side's
// orders), Missed and Extra for a prediction (it explains an answer that
// leaves out every cell of Missed and picks every cell of Extra), Faces for
// a facing question.
type Wrong struct {
	Orders []engine.Order
	Missed []engine.Loc
	Extra  []engine.Loc
	Faces  engine.Dir
	// Why says, with the decisive numbers, why the answer fails.
	Why string
	// Claims are checked on the turn the wrong answer plays.
	Claims []string
}

// IDs lists the ids of the pack's puzzles, then its lessons.
func (pk *Pack) IDs() []string {
	var ids []string
	for _, pz := range pk.Puzzles {
		ids = append(ids, pz.ID)
	}
	for _, l := range pk.Lessons {
		ids = append(ids, l.ID)
	}
	return ids
}

// Puzzle returns the puzzle with id, or nil.
func (pk *Pack) Puzzle(id string) *Puzzle {
	for _, pz := range pk.Puzzles {
		if pz.ID == id {
			return pz
		}
	}
	return nil
}

// Lesson returns the lesson with id, or nil.
func (pk *Pack) Lesson(id string) *Lesson {
	for _, l := range pk.Lessons {
		if l.ID == id {
			return l
		}
	}
	return nil
}

// NoScenarios says that a pack holds no puzzle and no lesson, after its
// file name: every command, and the trainer, says it so.
const NoScenarios = "the file has no puzzles and no lessons"

// NoScenariosText says that the pack holds no puzzle and no lesson:
// NoScenarios, but of a file that holds only comments (or nothing) and is
// not named .toml, as a position file is not, that it holds no position
// code either (it talked of packs alone, of a position file whose code
// was left out).
func (pk *Pack) NoScenariosText() string {
	if pk.bare == "" || strings.EqualFold(filepath.Ext(pk.File), ".toml") {
		return NoScenarios
	}
	return "the file " + pk.bare + ": no position code, no puzzles and no lessons"
}

// Scenario returns the scenario of the puzzle or lesson with id. With id ""
// it returns the pack's only one, or an error listing the ids to choose from.
// A pack with none gives the error NoScenarios, whatever id.
func (pk *Pack) Scenario(id string) (*Scenario, error) {
	ids := pk.IDs()
	if len(ids) == 0 {
		return nil, fmt.Errorf("%s: %s", pk.File, pk.NoScenariosText())
	}
	if id == "" {
		switch {
		case len(ids) == 1 && len(pk.Puzzles) == 1:
			return &pk.Puzzles[0].Scenario, nil
		case len(ids) == 1:
			return &pk.Lessons[0].Scenario, nil
		}
		return nil, fmt.Errorf("%s holds %d puzzles and lessons; choose one with --id: %s", pk.File, len(ids), strings.Join(ids, ", "))
	}
	if pz := pk.Puzzle(id); pz != nil {
		return &pz.Scenario, nil
	}
	if l := pk.Lesson(id); l != nil {
		return &l.Scenario, nil
	}
	return nil, fmt.Errorf("%s: no puzzle or lesson %q (it holds: %s)", pk.File, id, strings.Join(pk.IDs(), ", "))
}

// AddPosition adds a puzzle with the given id made from position p: side 1,
// opponent "hold", no goals yet. p must be valid for the pack's catalogue;
// the id must be new. The editor fills in goals and a solution, then calls
// Validate before saving.
func (pk *Pack) AddPosition(id string, p engine.Position) (*Puzzle, error) {
	if err := CheckID(id); err != nil {
		return nil, err
	}
	for _, have := range pk.IDs() {
		if have == id {
			return nil, fmt.Errorf("%s: there is already a puzzle or lesson %q", pk.File, id)
		}
	}
	if err := p.Validate(pk.cat); err != nil {
		return nil, fmt.Errorf("puzzle %q: %w", id, err)
	}
	pz := &Puzzle{Scenario: Scenario{ID: id, Position: p, Side: 1, Opponent: Hold}}
	pz.bind(pk.cat)
	pk.Puzzles = append(pk.Puzzles, pz)
	return pz, nil
}

// bind ties a puzzle made or changed in memory to its catalogue.
func (pz *Puzzle) bind(cat *engine.Catalogue) { pz.cat, pz.what = cat, "puzzle" }

// bind ties a lesson made or changed in memory to its catalogue.
func (l *Lesson) bind(cat *engine.Catalogue) { l.cat, l.what = cat, "lesson" }

// CheckID reports an id that cannot serve: empty, or with characters other
// than letters, digits, '-', '_' and '.'.
func CheckID(id string) error {
	if id == "" {
		return fmt.Errorf("an empty id")
	}
	for _, r := range id {
		ok := r == '-' || r == '_' || r == '.' || (r >= '0' && r <= '9') || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z')
		if !ok {
			what := fmt.Sprintf("%q", r)
			if r == ' ' {
				what = "a space"
			}
			return fmt.Errorf("id %q: %s cannot be part of an id: use the letters a to z and A to Z, digits, '-', '_' and '.' only", id, what)
		}
	}
	return nil
}

// opponentNames are the names of the opponent models, for messages.
func opponentNames() []string {
	var out []string
	for _, o := range engine.Opponents() {
		out = append(out, o.String())
	}
	return out
}
