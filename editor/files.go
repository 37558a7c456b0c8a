package editor

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// A position file holds a position and the orders written for it:
//
//	# birdcrab position
//	bc1 t2 d30 | AB.BC.CD m6 Pikeman/AB3/E | DE.EF.FA m6 Crab/DE3/B | g:-
//	order 1: move AB3 E 2
//	order 2: turn DE3 C
//
// Blank lines and lines starting with # are ignored. The first other line
// is the one-line position code; a file holding only a code is a position
// file too, so a code pasted into a file opens as it is.

// positionHeader starts every position file the editor writes.
const positionHeader = "# birdcrab position: the one-line position code, then the orders written for it\n"

// FormatState writes a state as a position file.
func FormatState(cat *engine.Catalogue, s *State) []byte {
	var b bytes.Buffer
	b.WriteString(positionHeader)
	b.WriteString(s.Pos.Code(cat))
	b.WriteByte('\n')
	for n := 1; n <= int(s.Pos.NumPlayers); n++ {
		for _, o := range s.Orders[n-1] {
			fmt.Fprintf(&b, "order %d: %s\n", n, o.Format(cat))
		}
	}
	return b.Bytes()
}

// ParseState reads a position file; name is used in error messages, which
// give the line: "pos.txt:3: order 1: ...".
func ParseState(cat *engine.Catalogue, name string, data []byte) (State, error) {
	var s State
	haveCode := false
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		var err error
		switch {
		case text == "" || strings.HasPrefix(text, "#"):
		case !haveCode:
			s.Pos, err = parseCodeLine(cat, text)
			haveCode = true
		default:
			err = addOrderLine(cat, &s, text)
		}
		if err != nil {
			return State{}, fmt.Errorf("%s:%d: %w", name, line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return State{}, fmt.Errorf("%s: %w", name, err)
	}
	if !haveCode {
		return State{}, fmt.Errorf("%s: no position code in the file", name)
	}
	return s, nil
}

// parseCodeLine reads the position code, the first line of a position
// file.
func parseCodeLine(cat *engine.Catalogue, text string) (engine.Position, error) {
	if !strings.HasPrefix(text, engine.CodeVersion) {
		return engine.Position{}, fmt.Errorf("not a position file: want a position code starting with %q", engine.CodeVersion)
	}
	return engine.ParseCode(cat, text)
}

// addOrderLine reads an "order N: ORDER" line into s, checked with the
// orders before it.
func addOrderLine(cat *engine.Catalogue, s *State, text string) error {
	head, body, ok := strings.Cut(text, ":")
	f := strings.Fields(head)
	if !ok || len(f) != 2 || f[0] != "order" {
		return fmt.Errorf("want \"order PLAYER: ORDER\", got %q", text)
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 1 || n > int(s.Pos.NumPlayers) {
		return fmt.Errorf("order for player %q: there are %d players", f[1], s.Pos.NumPlayers)
	}
	o, err := engine.ParseOrder(cat, body)
	if err != nil {
		return err
	}
	list := append(s.Orders[n-1], o)
	var plan engine.Plan
	if err := s.Pos.CheckOrders(cat, n, list, &plan); err != nil {
		return err
	}
	s.Orders[n-1] = list
	return nil
}

// isPositionText reports whether data is a position file (or a bare
// position code) rather than a pack: its first line that is not blank or a
// comment starts with the code's version.
func isPositionText(data []byte) bool {
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		return strings.HasPrefix(line, engine.CodeVersion+" ") || line == engine.CodeVersion
	}
	return false
}

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
