// Package editor holds the terminal screens of birdcrab: the scenario
// editor (`birdcrab edit`), the puzzle trainer (`birdcrab train`, and
// birdcrab without arguments), and the pieces they share: the board
// widget, order entry, piece cards, menus and the replay of a turn. It is
// built with tview and tcell on the engine, the puzzles and the solver.
//
// # The board widget
//
// Board embeds *tview.Box and draws in Draw the 61 cells as offset rows: a
// cell is 4 columns by 2 lines (6 columns where the screen is wide, one
// line where it is short), its location name dimmed on line one and its
// piece on line two: the kind's two letters (KindLetters), the owner by
// colour (by attributes and letter case in monochrome) and the facing
// arrow (letters a..f in ASCII mode). Territories are tinted by their
// controller, trenches are plain and the Pit is shaded apart. The board
// keeps no position: on every draw it asks a BoardContent for the
// position, the catalogue and the Marks laid over it (orders as arrows,
// placements as ghost pieces, highlights, the selection). StaticContent is
// a ready BoardContent. The cursor moves with the arrows, hjkl and the
// mouse; Enter, Space or a second click call the selected function.
//
// # Order entry
//
// OrderEntry turns cells and keys on a Board into orders through an
// OrderHost (the position, the orders so far, a way to change one player's
// orders, a status line and a chooser). Every order is checked with the
// engine's CheckOrders and refused with its reason. Its Allowed function
// limits it to some players (the trainer's learner); Mark lays the
// selection and the legal destinations over the board's Marks.
//
// # Reusing the board and order entry (the trainer)
//
// A screen that shows a puzzle builds a Board on its own BoardContent
// (StaticContent will do) and refreshes its Marks before each draw:
// Marks.AddOrders for the orders written, OrderEntry.Mark for the
// selection, Hi for the cells of an event. It gives an OrderEntry an
// OrderHost that keeps the learner's orders, sets Allowed to the learner's
// side and Cursor to the board's, and wires the board to it:
//
//	board.SetSelectedFunc(entry.Activate)                          // Enter, Space
//	board.SetClickedFunc(func(l engine.Loc) bool { entry.Activate(l); return true })
//	board.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
//		if ev.Key() == tcell.KeyEscape && entry.Cancel() || entry.HandleKey(ev) {
//			return nil
//		}
//		return ev // the board moves its cursor
//	})
//
// Host.Choose can show a Menu. PlayTurn, ReplayPage and PieceCard show a
// turn step by step; Event.Text explains each fight. ExampleBoard and
// ExampleOrderEntry show both in a few lines.
//
// # The document
//
// Doc holds a State (a position and the orders written for it), the undo
// and redo history and the file it came from. Every change goes through
// Doc.Apply with one of the edits of edit.go, which refuse with a reason
// what the engine's Validate would reject and drop the orders a change
// makes illegal (an undo brings them back). Problems names what the rules
// forbid or a game could not reach; a draft with problems can still be
// saved.
//
// # Files and packs
//
// The editor edits puzzle packs (package puzzles) and position files.
// LoadDoc tells them apart. A pack's State carries a PackData (the pack as
// loaded, its puzzles as edited) and the Meta of the puzzle on the board;
// AddPuzzle, SwitchPuzzle, RemovePuzzle and SetMeta are undoable edits, and
// BuildPack writes the pack back, the orders on the board going to the file
// as the format allows (fileOrders). A position file holds the one-line
// position code and the orders, one "order N: ..." line each (FormatState,
// ParseState); SaveFile writes through a temporary file and a rename,
// keeping the previous file as FILE.bak, as puzzles.Pack.Save does. While
// there are unsaved changes the editor keeps a recovery file in the user's
// cache directory and offers it at the next start.
//
// # Playing a turn
//
// PlayTurn resolves a turn and follows every piece through its events, a
// ReplayPage per stage (placement, each priority, rotation, the end of the
// turn), so that the screen can step through it forward and back with each
// fight explained by Event.Text and the fighters' cards (PieceCard).
//
// # The editor
//
// Editor ties it together: New builds it on Options (the file, the
// catalogue, monochrome, a screen for tests), Run runs it. Its modes are
// Edit (build the position), Orders (write orders for every player) and
// Play (step through the turn); helpSections lists every key. The Solve
// screen runs a Solver (SolverSearch: package solver) in a goroutine with a
// context, its progress and result coming back through QueueUpdateDraw.
//
// # The trainer
//
// Trainer is what `birdcrab` opens to (`birdcrab train [PACK...]`):
// NewTrainer builds it on TrainOptions (the user's packs, listed before
// the shipped ones; the catalogue; monochrome; a screen and a progress
// file for tests), Run runs it. It shares the editor's pieces: its dialogs
// are the same layers, its screen runs under the same guard, its lists
// are Menus (with a Match of their own: words, tags, dN for a difficulty,
// new, solved, failed), and its play screen is a Board on trainContent
// with an OrderEntry limited to the learner's side (trainHost keeps the
// orders). It has three screens:
//
//   - the packs (trainlist.go), whose first line starts the next lesson or
//     puzzle not solved, lessons first: a new user presses Enter once;
//   - the lessons and puzzles of a pack, or the ones failed in every pack,
//     with solved marks, difficulty and tags;
//   - one lesson or puzzle (trainplay.go, trainpanel.go): the board, the
//     goal in words, the opponent model explained, the orders written (or,
//     for a lesson that predicts deaths, the cells picked), the hints
//     asked for, the cell under the cursor and the position.
//
// An answer is judged by the engine and the goals, never by comparing it
// with the stated solution: the turn is played with the opponent model's
// orders (Scenario.Script) and every goal is checked with Goal.Met; under
// "any" the solver's Refute first looks for the reply that beats the
// orders, in a goroutine with a context (Esc stops it), and a reply found
// is played instead. A prediction is marked by Lesson.Judge. The verdict
// comes with the turn's Replay (PlayTurn) to step through, each fight in
// words and numbers (eventLines, fightCards), the missed goals or cells,
// and the explanation or the lesson's why. r goes back to the answer as it
// was. Hints (hintSteps) are the puzzle's own, completed from its solution
// to at least two (the pieces that matter, the kinds of orders); the step
// after them shows the solution, after a question.
//
// # Progress
//
// Progress (progress.go) is kept in progress.toml of ProgressPath: the
// birdcrab folder of os.UserConfigDir, or $BIRDCRAB_CONFIG_DIR. One
// ProgressRecord per pack, id and ContentHash (a hash of the position,
// the kinds' numbers, side, opponent, goals, the others' orders and the
// answer of a prediction, so that an edited puzzle is new and a retitled
// one is not): solved, attempts, hints, whether the solution was shown,
// whether the last answer failed. Every change is written at once through
// a temporary file and a rename, merged with what another trainer wrote
// meanwhile. A broken file is renamed aside (progress.toml.broken-TIME)
// and reported; an unreadable one is left alone and progress is then kept
// in memory only.
//
// # Concurrency
//
// Everything here belongs to tview's event loop. Work from other
// goroutines (the solver, the trainer's judge under "any") comes back
// through Application().QueueUpdateDraw. Tests read the simulation screen
// inside QueueUpdate.
package editor
