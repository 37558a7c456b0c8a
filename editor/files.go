package editor

import (
	"errors"
	"fmt"
	"io/fs"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
)

// A position file holds a position and the orders written for it; its
// format is package puzzles' (puzzles.ReadPosition), so that every command
// that reads a pack reads it too.

// FormatState writes a state as a position file.
func FormatState(cat *engine.Catalogue, s *State) []byte {
	return puzzles.FormatPosition(cat, &s.Pos, s.Orders.Lists(int(s.Pos.NumPlayers)))
}

// ParseState reads a position file; name is used in error messages, which
// give the line: "pos.txt:3: order 1: ...".
func ParseState(cat *engine.Catalogue, name string, data []byte) (State, error) {
	p, orders, err := puzzles.ReadPosition(cat, name, data)
	if err != nil {
		return State{}, err
	}
	s := State{Pos: p}
	copy(s.Orders[:], orders)
	return s, nil
}

// isPositionText reports whether data is a position file (or a bare
// position code) rather than a pack.
func isPositionText(data []byte) bool { return puzzles.IsPositionText(data) }

// openDoc reads a document, as the editor opens it: a pack file (its first
// puzzle on the board) or a position file. It returns the state, the
// catalogue its kinds index (base, with a pack's own kinds laid over it)
// and the file tracked, so that a save can tell whether another program
// changed it since, writes over its text (encodeOver) and keeps it as it
// was opened as the backup (fileio.Tracked.Write). Only a regular file is
// read (a named pipe or a device is an error, not a hang), up to
// puzzles.MaxFileSize bytes. A file that does not exist is tracked as
// missing, with an error that wraps fs.ErrNotExist.
func openDoc(base *engine.Catalogue, path string) (State, *engine.Catalogue, *fileio.Tracked, error) {
	tr, data, err := fileio.ReadTracked(path, puzzles.MaxFileSize)
	var big *fileio.TooLargeError
	switch {
	case errors.As(err, &big):
		// As the command line says it (the editor's E said only "it is
		// larger than the limit of 4 MiB").
		return State{}, nil, nil, fmt.Errorf("%w (birdcrab edit --max-size raises it)", err)
	case err != nil:
		return State{}, nil, nil, err
	case data == nil:
		return State{}, nil, tr, &fileio.Error{Op: "read", Path: path, Err: fs.ErrNotExist}
	}
	s, cat, err := ParseDoc(base, path, data)
	if err != nil {
		return State{}, nil, nil, err
	}
	return s, cat, tr, nil
}

// ParseDoc reads a document from data; name is used in messages. Empty
// data (blanks at most: a file made with touch) is a new document, the
// empty position, as a file that does not exist is: w saves it as the
// name asks, a position file or a pack with the position as its puzzle.
// (It was read as a pack of no puzzles: w wrote nothing of the position
// to pos.txt, and a made the position file a pack.)
func ParseDoc(base *engine.Catalogue, name string, data []byte) (State, *engine.Catalogue, error) {
	if puzzles.Blank(data) {
		return State{Pos: engine.NewPosition(2)}, base, nil
	}
	data = puzzles.UnwrapCode(data, base) // a code wrapped over lines, as a mail or fold leaves it
	if isPositionText(data) {
		s, err := ParseState(base, name, data)
		return s, base, err
	}
	pk, err := puzzles.Parse(name, data, base)
	if err != nil {
		return State{}, nil, err
	}
	return stateFromPack(pk), pk.Catalogue(), nil
}

// encodeOver returns what the editor's save writes for state s saved as
// path, over old, the text of the file it replaces (nil: none known): the
// pack, as pk.Marshal writes it (comments and layout kept where the pack
// did not change), when s is a pack; else the position file, keeping old's
// comments, blank lines and line endings (see
// puzzles.FormatPositionOver). A pack that would not load back is refused,
// with what is wrong. Every command that reads a file reads what it
// writes.
func encodeOver(cat *engine.Catalogue, s *State, path string, old []byte) ([]byte, error) {
	data, _, err := encodePinned(cat, s, path, old)
	return data, err
}

// encodePinned is encodeOver, which also returns the kinds the pack's
// text pins so that it reads without the --pieces file the editor was
// started with (puzzles.PinKinds): a pack saved under a catalogue file
// that adds a kind or changes one, and used it, read nowhere else
// (`unknown kind "Spear"`), or with other numbers than those tried in
// the editor.
func encodePinned(cat *engine.Catalogue, s *State, path string, old []byte) ([]byte, []puzzles.PinnedKind, error) {
	if s.Pack == nil {
		return puzzles.FormatPositionOver(cat, &s.Pos, s.Orders.Lists(int(s.Pos.NumPlayers)), old), nil, nil
	}
	pk := BuildPack(s, path)
	if err := pk.Validate(); err != nil {
		return nil, nil, err
	}
	pins := pk.PinKinds()
	data, err := pk.Marshal()
	if err != nil {
		return nil, nil, err
	}
	if _, err := puzzles.Parse(path+" (not saved)", data, pk.Catalogue()); err != nil {
		return nil, nil, err
	}
	return data, pins, nil
}

// BackupPath is where a save keeps the file as it was when the editor
// opened it (fileio.Tracked.Write), or the file a Save as replaced.
func BackupPath(path string) string { return puzzles.BackupPath(path) }
