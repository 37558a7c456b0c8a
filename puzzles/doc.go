// Package puzzles reads, checks and writes puzzle packs, and holds the
// catalogue of kinds. It uses package engine, BurntSushi/toml and
// rivo/uniseg (the columns a text takes on a terminal, for KindCard), and
// not the solver: a solver-based proof plugs into Check as a value.
//
// # Packs
//
// A pack is a TOML file with a [pack] table, [[kind]] tables, [[puzzle]]
// tables and [[lesson]] tables; docs/packs.md describes every key with a
// complete example. In Go a pack is a *Pack:
//
//	pk, err := puzzles.Load("mine.toml", nil)      // nil: the default catalogue
//	pk, err := puzzles.Parse(name, data, cat)     // from bytes
//	pk, err := puzzles.LoadArg(arg, cat)          // a file name or a "bc1 ..." position code
//	packs, err := puzzles.Shipped()               // the packs embedded from packs/*.toml
//
// A position file, as the editor saves a position that is not a puzzle (a
// position code and "order N: ..." lines; ReadPosition, FormatPosition),
// loads as a pack of one puzzle, id "position", carrying the file's
// orders; Pack.FromPosition tells it apart. A file (or data given to
// Parse) holding a one-line puzzle code alone reads as FromCode reads the
// code (IsCodeText), its problems naming the file and line;
// Pack.ReadFromCode tells it apart.
//
// Pack.Catalogue is the base catalogue with the pack's kinds laid over it;
// every puzzle and lesson of the pack uses it (engine.KindID values in its
// positions and orders index it). Pack.Puzzles and Pack.Lessons hold
// *Puzzle and *Lesson values, found by id with Pack.Puzzle, Pack.Lesson and
// Pack.Scenario.
//
// # Puzzles and lessons
//
// Puzzle and Lesson embed a Scenario: the id and title, an engine.Position,
// the Orders each player carries in the file, the Side to solve for, the
// Opponent model (an engine.Opponent: Hold, Fixed or Any), Goals, the
// stated Solution, the accepted Alternatives and the Hints. A Puzzle adds a
// description, a difficulty, tags and an explanation; a Lesson adds its
// text, its Task (TaskGoals, TaskPredict or TaskFacing), the answer Dies of
// a prediction or FacesAt and Faces of a facing question, and the Why shown
// with the verdict.
//
// Scenario.Try plays the side's orders against the opponent model and says
// whether the goals were reached; Scenario.Play resolves any orders with
// events; Deaths lists the cells whose pieces died; Lesson.Judge and
// Lesson.JudgeFacing mark a learner's answer. Scenario.FileOrders gives what
// `birdcrab resolve` plays.
//
// # Lessons that teach
//
// A lesson may carry what a curriculum needs (teaching.go): its Chapter, its
// one Rule, what it Teaches (mechanics, see Mechanics, and kinds), Without
// (changes that switch its rule off, ParseVariant; Lesson.RuleMatters wants
// the answer to change then), typical Wrong answers with why each fails
// (Lesson.Explain, ExplainPrediction and ExplainFacing pick the one a
// learner gave), and Claims: what its texts say, in a form
// Scenario.CheckClaims tests against the engine (claims.go, claimforms.go;
// a puzzle may carry claims too). UnclaimedNumbers lists the numbers a text
// names that no claim states, UnclaimedCells the cells it names that no
// claim names. A pack whose lessons say what they teach is
// a curriculum: Pack.Curriculum finds what each lesson uses from the events
// of its turns (track.go follows each piece through them) and reports a
// rule used before the lesson that teaches it. Check runs all of it.
//
// # Editing and saving
//
// NewPack starts an empty pack; Pack.AddPosition adds a puzzle made from an
// engine.Position (the editor's current position). After changing fields,
// Pack.Validate reports what loading would refuse. ParseDraft reads back an
// unsaved draft that reads but fails Validate (as the editor's recovery
// file may hold one), returning those problems beside the pack.
// Pack.MarshalPlain writes the stable layout (positions as tables, one
// piece a line, defaults left out); Pack.Marshal keeps the loaded file's
// text, comments and key order wherever a table did not change, and writes
// changed tables in the stable layout. Pack.Save writes Marshal's text
// atomically through WriteFile (a symbolic link is followed), keeping the
// old file as FILE.bak and refusing to write a pack that would not load
// back.
//
// # Files
//
// Every file is read through ReadFile (package internal/fileio): regular
// files only, or "-" for standard input, up to MaxFileSize bytes; Parse
// also refuses nesting deeper than MaxDepth before decoding. Kind names are
// checked by CheckKindName, so that position codes and orders can carry
// them.
//
// # Errors
//
// Loading reports every problem it finds as an Errors value, ordered by
// line: each a *FileError with the file, line and column, the path of the
// key, and a message naming the puzzle or lesson and the key:
//
//	packs/intro.toml:14:3: puzzle "pincer": player 1 pieces: piece "Spear AB9 D": unknown location "AB9"
//
// Problems flattens any error into its FileErrors. Positions come from
// Source, an index of the file's keys and array elements, since the TOML
// decoder gives positions for syntax errors only. Files are decoded into
// plain maps and read key by key, so that a value of the wrong type or an
// unknown (misspelt) key is one more problem with its line, never a panic.
//
// # Checking
//
// Check resolves what the engine can: each stated solution and accepted
// alternative reaches its goals under "hold" and "fixed" (under "any",
// against an opponent who gives no orders), giving no orders does not, and
// each lesson's answer is right. What needs search (uniqueness, opponents
// under "any") is left to a Prover passed in, which package puzzles/prove
// supplies from the solver (prove.Pack is the whole check, as `birdcrab
// check` and the editor run it); without one, each Result lists what was
// not proved. A lesson with goals under "any" is also judged by the
// replies of the others (its wrong answers beaten by one, its rule needed
// against every one): CheckRefuting takes a Refuter for that, which
// prove.Refuter supplies; Check leaves it unproved.
//
// # The catalogue
//
// DefaultCatalogue returns a copy of the built-in catalogue (pieces.toml,
// provisional numbers); LoadCatalogue and ReadCatalogue lay a user's
// catalogue file over it; KindCard draws a kind.
//
// # Concurrency
//
// Packs are plain values: load and check them from any goroutine, but do
// not change one while another goroutine reads it. DefaultCatalogue and
// Shipped return fresh values on every call.
package puzzles
