// Package trainer is the puzzle trainer and the rules lessons, what
// `birdcrab` opens to (`birdcrab train [PACK|CODE|-...] [--id ID]`): New
// builds it on Options (the user's packs, pack files, puzzle codes or
// standard input, listed before the shipped ones; the catalogue;
// monochrome; the puzzle to open; a screen, a progress file, a state file
// and a text editor for tests), Run runs it. It starts where the learner
// quit (Place, in state.toml beside the progress: the screen, the pack,
// the puzzle, the list's line, the panel's scroll). On the play screen y
// copies the puzzle's one-line code to the terminal's clipboard, and E
// (there and in the lists) opens the pack in $VISUAL or $EDITOR, the
// trainer suspended, and reads the packs again after; a shipped pack,
// after a question, as a copy written into the packs folder under a name
// no file there has. It is a tui.Screen: the shell draws it and gives it the keys. It
// uses the shared widgets of package tui and never the scenario editor's
// code: its lists are Menus (with a Match of their own: words, tags, dN
// for a difficulty, new, solved, failed), and its play screen is a Board
// on trainContent with an OrderEntry limited to the learner's side
// (trainHost keeps the orders). Its keys are tables (keys.go): one per
// list and per state of the play screen (answering, a piece selected, an
// order half written, a prediction, the verdict, the side panel focused,
// judging), picked by Keys; the help and the README's table come from
// them.
//
// # Screens
//
//   - the packs (list.go), whose first line starts the next lesson or
//     puzzle not solved, lessons first: a new user presses Enter once;
//   - the lessons and puzzles of a pack, or the ones failed in every pack,
//     with solved marks, difficulty and tags;
//   - one lesson or puzzle (play.go, panel.go; judge.go judges it): the
//     board, the goal in words, the opponent model explained, the orders
//     written (or, for a lesson that predicts deaths, the cells picked; for
//     one that asks where a piece ends facing, the letter a..f given), the
//     lesson's chapter, the hints asked for, the cell under the cursor and
//     the position.
//
// # Judging
//
// An answer is judged by the engine and the goals, never by comparing it
// with the stated solution: the turn is played with the opponent model's
// orders (Scenario.Script) and every goal is checked with Goal.Met; under
// "any" the solver's Refute first looks for the reply that beats the
// orders (on prove.Problem), in a goroutine with a context (Esc stops it),
// and a reply found is played instead. When none is found, every reply of
// the others is played against the answer (rankReplies: all of them up to
// a bound, else each single order) and ranked by how close it came (the
// side lost most, killed least, fought most, then the fewest orders that
// do something: closer); the answer is replayed
// against the closest, and o lists them all to replay any. A prediction is
// marked by Lesson.Judge, a facing question by Lesson.JudgeFacing. The
// verdict comes with the turn's replay (a tui.ReplayView) to step through,
// each fight in words and numbers, the missed goals or cells, and the
// explanation: after a right answer the puzzle's explanation or the
// lesson's why, after a wrong answer to a lesson the text of the wrong
// answer the lesson lists for it (Lesson.Explain, ExplainPrediction,
// ExplainFacing), else its why: for orders and a facing, from the second
// miss of a visit on or once the solution is shown, with the listed text too
// (the first says what became of the pieces given orders, placed ones
// too, and what died and when, from the replay's events, playedText). r goes
// back to the answer as it was. Hints (hintSteps) are the puzzle's own,
// completed from its solution to at least two (the pieces that matter, the
// kinds of orders); the step after them shows the solution, after a
// question: a right answer in the same run of the trainer then counts as
// seen, not solved (ProgressRecord.Seen), and the puzzle stays on the
// replay list. A stated solution that misses the goals (under "any",
// against others who give no orders, as check plays it;
// trainItem.solutionMiss, one turn played) is said to on the puzzle, and
// gives no hints, no solution step and no explanation; an accepted
// alternative that misses (so played too) is left out of the solution
// step.
// Hints, and the solution, asked for once the puzzle is
// solved (in the visit, or before, a wrong try since or not) are shown and not
// counted (recordHints): it stays solved. The hints and the
// solution shown stay shown until the
// trainer quits (Trainer.helped): leaving the puzzle and coming back (n
// and p, the list, E) is the same run, not a later one.
//
// # Progress
//
// Progress (progress.go) is kept in progress.toml of ProgressPath: the
// birdcrab folder of os.UserConfigDir, or $BIRDCRAB_CONFIG_DIR. One
// ProgressRecord per pack identity (PackIdentity: "shipped:ID" for a
// shipped pack, the absolute path of a user's file, so that a copy of a
// shipped pack keeps progress of its own), id and ContentHash (a hash of
// the position, the kinds' numbers, side, opponent, goals, the others'
// orders and the answer of a prediction, so that an edited puzzle is new
// and a retitled one is not): solved, attempts, hints, whether the
// solution was shown, whether the last answer failed, and when it
// changed. The answer being written and not submitted (ProgressDraft:
// the orders, the cells marked, the facing given; a wrong answer judged
// too, to mend) is kept there too, after every change, and put back when
// its item opens again (a draft
// that no longer fits, or of an older version of the item, is dropped
// with a message; one no lesson or puzzle of its loaded pack can reach any
// more, eight weeks old, is dropped at start: dropUnreachableDrafts). Every change is written at once, atomically and under a lock
// (fileio.Lock), merged with what another trainer wrote meanwhile: of two
// records of one puzzle the later wins, and a reset is kept in the file
// ([[reset]]) so that a trainer still holding the records it forgot does
// not write them back. A record that cannot be read (a typo in a key, a
// negative count, a syntax error) is left out and named, the others are
// kept, and the file as it was is copied aside
// (progress.toml.broken-TIME) before anything is written; a file of a
// newer format, or one that cannot be read at all, is left alone and
// progress is then kept in memory only.
//
// # Concurrency
//
// Everything here belongs to tview's event loop; the judge's result comes
// back through tui.Shell.Go.
package trainer
