// Package editor is the scenario editor (`birdcrab edit`): build any
// position, write orders for every player, play the turn out step by step,
// solve it, and save it as a position file or a puzzle of a pack. New
// builds it on Options (the file, the catalogue, monochrome, a screen for
// tests), Run runs it. It is a tui.Screen hosted by a tui.Shell, built on
// the shared widgets of package tui (the board, order entry, menus, the
// replay); the trainer lives apart, in package editor/trainer.
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
// openDoc, which opens a file, tells them apart (ParseDoc), reading only
// regular files (a named pipe is an error, not a hang). A pack's State carries a PackData (the pack as
// loaded, its puzzles as edited) and the Meta of the puzzle on the board;
// AddPuzzle, SwitchPuzzle, RemovePuzzle and SetMeta are undoable edits, and
// BuildPack writes the pack back, the orders on the board going to the file
// as the format allows (fileOrders). A position file holds the one-line
// position code and the orders, one "order N: ..." line each (FormatState,
// ParseState: puzzles.ReadPosition's format, which every command reads).
// A save writes encodeOver's text over the file's (a position file keeps
// its comments, blank lines and line endings; a pack its text where the
// pack did not change). The document's file is a fileio.Tracked: before a
// save the editor looks whether another program changed the file since it
// was read or saved, and then asks (overwrite, save as, reload); every
// save (Tracked.Write) keeps the file as it was when opened as FILE.bak. The editor
// opens a one-line position or puzzle code too, and a document read from
// standard input (Options.Text).
//
// While there are unsaved changes each running editor keeps them in a
// recovery file of its own in the state folder (StateDir, recovery/),
// holding a lock for as long as it runs; at start the editor offers the
// work a dead editor left for the same document, and leaves a live one's
// alone (recoveryfile.go). The last line of M proves the puzzle on the
// board with prove.Pack, the proof `birdcrab check` runs, in the
// background.
//
// # Modes
//
// Its modes are Edit (build the position), Orders (write orders for every
// player) and Play (step through the turn, a tui.ReplayView). Each mode,
// and each state of a mode whose keys or hints differ (a piece lifted, a
// piece selected, an order half written), has its key table (keys.go);
// Keys picks the tables of the moment, Help lists them all, and the README
// shows them as Help.Markdown writes them. Each key's handler is a short
// method named after its action (removePiece, rotatePiece, startPlay ...).
// The Solve screen runs a Solver (solver.Solve by default) in a goroutine
// with a context, its progress and result coming back through
// tui.Shell.Go.
//
// # Concurrency
//
// Everything here belongs to tview's event loop. Tests read the
// simulation screen inside QueueUpdate.
package editor
