package editor

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
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

// LoadDoc reads a document: a pack file (its first puzzle on the board) or a
// position file. It returns the state and the catalogue its kinds index:
// base, with a pack's own kinds laid over it.
func LoadDoc(base *engine.Catalogue, path string) (State, *engine.Catalogue, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return State{}, nil, fmt.Errorf("cannot read %s: %w", path, unwrapPathError(err))
	}
	return ParseDoc(base, path, data)
}

// ParseDoc reads a document from data; name is used in messages.
func ParseDoc(base *engine.Catalogue, name string, data []byte) (State, *engine.Catalogue, error) {
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

// LoadState reads a position file from disk.
func LoadState(cat *engine.Catalogue, path string) (State, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return State{}, fmt.Errorf("cannot read %s: %w", path, unwrapPathError(err))
	}
	return ParseState(cat, path, data)
}

// unwrapPathError drops the path that os errors repeat.
func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Encode returns what the editor writes for state s saved as path: the
// pack, as pk.Marshal writes it (comments and layout kept where the pack did
// not change), when s is a pack; else the position file. A pack that would
// not load back is refused, with what is wrong. Every command that reads a
// file reads what Encode writes.
func Encode(cat *engine.Catalogue, s *State, path string) ([]byte, error) {
	if s.Pack == nil {
		return FormatState(cat, s), nil
	}
	pk := BuildPack(s, path)
	if err := pk.Validate(); err != nil {
		return nil, err
	}
	data, err := pk.Marshal()
	if err != nil {
		return nil, err
	}
	if _, err := puzzles.Parse(path+" (not saved)", data, pk.Catalogue()); err != nil {
		return nil, err
	}
	return data, nil
}

// BackupPath is where SaveFile keeps the previous version of path.
func BackupPath(path string) string { return puzzles.BackupPath(path) }

// SaveFile writes data to path atomically, keeping the previous file as
// path.bak (see puzzles.WriteFile). A failure leaves path as it was.
func SaveFile(path string, data []byte) error { return puzzles.WriteFile(path, data, true) }

// recoveryPath returns the autosave file of the document at path ("" for
// an untitled one) inside dir, or inside the user's cache directory when
// dir is "".
func recoveryPath(dir, path string) string {
	if dir == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			cache = os.TempDir()
		}
		dir = filepath.Join(cache, "birdcrab", "autosave")
	}
	key := "untitled"
	if path != "" {
		abs, err := filepath.Abs(path)
		if err != nil {
			abs = path
		}
		sum := sha256.Sum256([]byte(abs))
		key = filepath.Base(path) + "-" + hex.EncodeToString(sum[:6])
	}
	return filepath.Join(dir, key+".autosave")
}

// A recovery file holds the document's path, the position on the board and
// its orders as a position file, and for a pack, the id of the puzzle on
// the board and the whole pack after a separator line.
const (
	autosaveHeader = "# birdcrab autosave of: "
	puzzleHeader   = "# puzzle on the board: "
	packSeparator  = "# ---- the pack ----\n"
)

// formatRecovery writes a recovery file.
func formatRecovery(cat *engine.Catalogue, path string, s *State) []byte {
	var b bytes.Buffer
	b.WriteString(autosaveHeader + path + "\n")
	if s.Puzzle != nil {
		b.WriteString(puzzleHeader + s.Puzzle.ID + "\n")
	}
	b.Write(FormatState(cat, s))
	if s.Pack != nil {
		if data, err := BuildPack(s, path).Marshal(); err == nil {
			b.WriteString(packSeparator)
			b.Write(data)
		}
	}
	return b.Bytes()
}

// parseRecovery reads a recovery file back: the document's path, its state
// and catalogue. When the pack part cannot be read (a draft the pack format
// refuses), the position and its orders are recovered alone and packErr
// says why.
func parseRecovery(base *engine.Catalogue, name string, data []byte) (path string, s State, cat *engine.Catalogue, packErr, err error) {
	first, _, _ := bytes.Cut(data, []byte("\n"))
	if !bytes.HasPrefix(first, []byte(autosaveHeader)) {
		return "", State{}, nil, nil, fmt.Errorf("%s: not a birdcrab autosave file", name)
	}
	path = strings.TrimSpace(string(first[len(autosaveHeader):]))
	posPart, packPart, hasPack := bytes.Cut(data, []byte(packSeparator))
	cat = base
	var ps State
	if hasPack {
		pk, perr := puzzles.Parse(name+" (the pack)", packPart, base)
		if perr != nil {
			packErr = perr
		} else {
			ps, cat = stateFromPack(pk), pk.Catalogue()
		}
	}
	s, err = ParseState(cat, name, posPart)
	if err != nil {
		return "", State{}, nil, nil, err
	}
	if ps.Pack != nil {
		id := ""
		for _, line := range strings.Split(string(posPart), "\n") {
			if strings.HasPrefix(line, puzzleHeader) {
				id = strings.TrimSpace(line[len(puzzleHeader):])
			}
		}
		s.Pack = ps.Pack
		s.Pack.Cur = -1
		for i, pd := range s.Pack.Puzzles {
			if id != "" && pd.Meta.ID == id {
				s.Pack.Cur, s.Puzzle = i, pd.Meta.clone()
			}
		}
	}
	return path, s, cat, packErr, nil
}
