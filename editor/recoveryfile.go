package editor

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
)

// Recovery files keep the unsaved work of each running editor, one file a
// session: RECOVERY-DIR/KEY~SESSION.recovery, where KEY names the document
// (its base name and a hash of its absolute path, or "untitled") and
// SESSION the editor (its process id and start time). The session holds
// SESSION.lock for as long as it runs (an flock on Unix, which the system
// gives back when the process dies; elsewhere the process id in the file
// tells), so that another editor tells a live session's work, never
// offered for deletion, from a dead one's, offered for recovery.

// StateDirEnv overrides the folder of the files birdcrab keeps between
// runs that are neither settings nor documents (the recovery files).
const StateDirEnv = "BIRDCRAB_STATE_DIR"

// StateDir returns that folder: $BIRDCRAB_STATE_DIR; else birdcrab in
// $XDG_STATE_HOME, or in ~/.local/state (the XDG default); on macOS and
// Windows, birdcrab/state in the user's application data folder.
func StateDir() string {
	if d := os.Getenv(StateDirEnv); d != "" {
		return d
	}
	if d := os.Getenv("XDG_STATE_HOME"); filepath.IsAbs(d) {
		return filepath.Join(d, "birdcrab")
	}
	switch runtime.GOOS {
	case "windows":
		if d, err := os.UserCacheDir(); err == nil { // %LocalAppData%
			return filepath.Join(d, "birdcrab", "state")
		}
	case "darwin", "ios":
		if d, err := os.UserConfigDir(); err == nil { // ~/Library/Application Support
			return filepath.Join(d, "birdcrab", "state")
		}
	}
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".local", "state", "birdcrab")
	}
	return filepath.Join(os.TempDir(), "birdcrab-state")
}

// recoveryDir is where recovery files go: dir when set (Options), else
// recovery in the state folder.
func recoveryDir(dir string) string {
	if dir != "" {
		return dir
	}
	return filepath.Join(StateDir(), "recovery")
}

// legacyRecoveryDir is where editors before the state folder kept their
// recovery files (NAME.autosave, one per document): they are still found
// there.
func legacyRecoveryDir() string {
	cache, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(cache, "birdcrab", "autosave")
}

// docKey names the document at path in recovery file names: its base name
// (cut to keyNameMax bytes) and a hash of its absolute path with links
// resolved, or "untitled". A long base name made the recovery file's name
// longer than a file system allows (255 bytes), and every autosave failed;
// a file opened through a link and by its own path had two keys, and the
// work of one was not offered to the other.
func docKey(path string) string {
	if path == "" {
		return "untitled"
	}
	sum := sha256.Sum256([]byte(absPath(path)))
	name := filepath.Base(path)
	if len(name) > keyNameMax {
		cut := keyNameMax
		for cut > 0 && !utf8.RuneStart(name[cut]) {
			cut--
		}
		name = name[:cut]
	}
	return name + "-" + hex.EncodeToString(sum[:6])
}

// keyNameMax is the most bytes of a base name a recovery file's name holds.
const keyNameMax = 64

// docKeys are the keys a recovery file of the document at path may have
// been written under: docKey's, and that of earlier versions (the whole
// base name, the path's links not resolved), so that work an older editor
// left is still offered.
func docKeys(path string) []string {
	keys := []string{docKey(path)}
	if path == "" {
		return keys
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	sum := sha256.Sum256([]byte(abs))
	if old := filepath.Base(path) + "-" + hex.EncodeToString(sum[:6]); old != keys[0] {
		keys = append(keys, old)
	}
	return keys
}

// session names one running editor in file names: its process id and the
// time it started.
type session string

func newSession() session {
	return session(fmt.Sprintf("%d-%d", os.Getpid(), time.Now().UnixNano()))
}

// pid returns the process id the session was named after, 0 when unknown.
func (s session) pid() int {
	n, _ := strconv.Atoi(strings.SplitN(string(s), "-", 2)[0])
	return n
}

// recoveryFile is the recovery file of the document at path in dir for a
// session.
func recoveryFile(dir, path string, s session) string {
	return filepath.Join(dir, docKey(path)+"~"+string(s)+".recovery")
}

// lockFile is the lock a session holds while it runs.
func lockFile(dir string, s session) string { return filepath.Join(dir, string(s)+".lock") }

// found is a recovery file left by another session.
type found struct {
	path    string
	session session // "" for a file of the old layout
	modTime time.Time
	// movedFrom is the full path of the file the work was of, when the
	// document's file is that file moved (see Editor.movedHere).
	movedFrom string
}

// recoveryName splits the name of a recovery file, KEY~SESSION.recovery,
// into the document's key and the session that wrote it; ok is false for
// another name. The session follows the last "~": a key holds the file's
// name, which may hold "~" too.
func recoveryName(name string) (key string, s session, ok bool) {
	name, ok = strings.CutSuffix(name, ".recovery")
	i := strings.LastIndex(name, "~")
	if !ok || i < 0 {
		return "", "", false
	}
	return name[:i], session(name[i+1:]), true
}

// findRecovery lists the recovery files of the document at path in dir
// (and, old ones, in legacy) other than own's, newest first; for a file,
// the untitled ones of a pack made from it too (a, see formatRecovery).
func findRecovery(dir, legacy, path string, own session) []found {
	var out []found
	keys := docKeys(path)
	entries, _ := os.ReadDir(dir) // not Glob: a file name may hold [ * ?
	for _, ent := range entries {
		k, s, ok := recoveryName(ent.Name())
		if ok && slices.Contains(keys, k) && s != own && ent.Type().IsRegular() {
			out = append(out, found{path: filepath.Join(dir, ent.Name()), session: s})
		}
	}
	if path != "" {
		out = append(out, madeFrom(dir, path, own)...)
	}
	for _, d := range []string{dir, legacy} {
		for _, key := range keys {
			if d == "" {
				continue
			}
			if old := filepath.Join(d, key+".autosave"); fileio.CheckRegular(old) == nil {
				out = append(out, found{path: old})
			}
		}
	}
	for i := range out {
		if info, err := os.Stat(out[i].path); err == nil {
			out[i].modTime = info.ModTime()
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].modTime.After(out[j].modTime) })
	return out
}

// A recovery file holds the document's path, the editor that writes it,
// the version of the file on disk its work is based on (when known), the
// catalogue file --pieces gave (when one did: its kinds may be needed to
// read the work back), the position on the board and its orders as a
// position file, and for a pack, the id of the puzzle on the board and the
// whole pack after a separator line.
const (
	autosaveHeader = "# birdcrab autosave of: "
	ownerHeader    = "# kept by the editor with process id "
	fileHeader     = "# the file as this editor read or saved it last: "
	piecesHeader   = "# the catalogue of --pieces: "
	madeFromHeader = "# a pack made from the position file: "
	fullPathHeader = "# the file's full path: "
	puzzleHeader   = "# puzzle on the board: "
	typedHeader    = "# text typed in a field and not taken: "
	packSeparator  = "# ---- the pack ----\n"
	// cleanSeparator comes after the pack, before the pack as the file
	// held it when the editor last read or saved it (see cleanPackPart).
	cleanSeparator = "# ---- the pack as the file held it ----\n"
)

// typedLine is the header line of a recovery file that keeps the text
// typed in a field of a window and not taken when a signal ended the
// editor (field names it): both quoted, on one line.
func typedLine(field, text string) string {
	return typedHeader + strconv.Quote(field) + " " + strconv.Quote(text) + "\n"
}

// recoveryTyped reads typedLine back; ok is false when the file has none.
func recoveryTyped(data []byte) (field, text string, ok bool) {
	v := recoveryHeader(data, typedHeader)
	q, err := strconv.QuotedPrefix(v)
	if err != nil {
		return "", "", false
	}
	field, _ = strconv.Unquote(q)
	text, err = strconv.Unquote(strings.TrimSpace(v[len(q):]))
	return field, text, err == nil
}

// formatRecovery writes a recovery file; version is the file's as the
// editor read or saved it last (fileio.Tracked.Version), "" when unknown;
// pieces the catalogue file --pieces named, "" for none; madeFrom the
// position file an untitled pack was made from (by a), "" for none: an
// editor opening that file offers the work too (findRecovery).
func formatRecovery(cat *engine.Catalogue, path, version, pieces, madeFrom string, s *State) []byte {
	var b bytes.Buffer
	b.WriteString(autosaveHeader + path + "\n")
	fmt.Fprintf(&b, "%s%d\n", ownerHeader, os.Getpid())
	if path != "" {
		b.WriteString(fullPathHeader + absPath(path) + "\n")
	}
	if madeFrom != "" && path == "" {
		b.WriteString(madeFromHeader + absPath(madeFrom) + "\n")
	}
	if version != "" {
		b.WriteString(fileHeader + version + "\n")
	}
	if pieces != "" {
		b.WriteString(piecesHeader + pieces + "\n")
	}
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

// recoveryFullPath returns the full path of the file a recovery file's
// work is of: what the file says, or its path when that is absolute (a
// file of an older version); "" for untitled work, or when it is not known.
func recoveryFullPath(data []byte) string {
	if p := recoveryHeader(data, fullPathHeader); p != "" {
		return p
	}
	first, _, _ := bytes.Cut(data, []byte("\n"))
	if p, ok := bytes.CutPrefix(first, []byte(autosaveHeader)); ok && filepath.IsAbs(strings.TrimSpace(string(p))) {
		return strings.TrimSpace(string(p))
	}
	return ""
}

// stray is a recovery file whose document's file is no longer where it
// was (its folder renamed or removed, the file renamed): found by no
// path, it is looked for by what it holds.
type stray struct {
	found
	file    string // the document's full path
	version string // the file as its editor read or saved it last
}

// strays lists the recovery files in dir, other than own's, whose
// document's file is no longer at its path, newest first; live reports
// whether the session that wrote one still runs.
func strays(dir string, own session, live func(found, []byte) bool) []stray {
	var out []stray
	entries, _ := os.ReadDir(dir)
	for _, ent := range entries {
		_, s, ok := recoveryName(ent.Name())
		if !ok || s == own || !ent.Type().IsRegular() {
			continue
		}
		f := found{path: filepath.Join(dir, ent.Name()), session: s}
		data, err := fileio.ReadFile(f.path, puzzles.MaxFileSize)
		if err != nil {
			continue
		}
		file := recoveryFullPath(data)
		if file == "" || live(f, data) {
			continue
		}
		if _, err := os.Lstat(file); !os.IsNotExist(err) {
			continue
		}
		if info, err := os.Stat(f.path); err == nil {
			f.modTime = info.ModTime()
		}
		out = append(out, stray{found: f, file: file, version: recoveryVersion(data)})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].modTime.After(out[j].modTime) })
	return out
}

// StrayWork returns the recovery files, in the recovery folder (dir: see
// Options.AutosaveDir), that editors now gone left for the file at path,
// which is no longer there: birdcrab edit names them when it refuses a
// path whose folder is gone, rather than say nothing of the work.
func StrayWork(dir, path string) []string {
	dir = recoveryDir(dir)
	live := func(f found, data []byte) bool {
		return f.session != "" && sessionLive(lockFile(dir, f.session), f.session.pid())
	}
	var out []string
	for _, st := range strays(dir, "", live) {
		if st.file == absPath(path) {
			out = append(out, st.path)
		}
	}
	return out
}

// madeFrom lists the untitled recovery files in dir, other than own's, of
// a pack made from the position file at path.
func madeFrom(dir, path string, own session) []found {
	var out []found
	key, abs := docKey(""), absPath(path)
	entries, _ := os.ReadDir(dir)
	for _, ent := range entries {
		k, s, ok := recoveryName(ent.Name())
		if !ok || k != key || s == own || !ent.Type().IsRegular() {
			continue
		}
		f := filepath.Join(dir, ent.Name())
		// An older editor wrote the path with its links unresolved.
		if data, err := fileio.ReadFile(f, puzzles.MaxFileSize); err == nil && recoveryMadeFrom(data) != "" && absPath(recoveryMadeFrom(data)) == abs {
			out = append(out, found{path: f, session: s})
		}
	}
	return out
}

// absPath is path made absolute, with the links of its folder resolved
// (the file itself may not exist yet, and a link to a file names that
// file), or path when it cannot be.
func absPath(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return path
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		return real
	}
	if dir, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		return filepath.Join(dir, filepath.Base(abs))
	}
	return abs
}

// recoveryPID returns the process id a recovery file names, 0 when it
// names none (an old one).
func recoveryPID(data []byte) int {
	for _, line := range strings.SplitN(string(data), "\n", 4) {
		if rest, ok := strings.CutPrefix(line, ownerHeader); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(rest))
			return n
		}
	}
	return 0
}

// parseRecovery reads a recovery file back: the document's path, its state
// and catalogue. The pack is read as a draft (puzzles.ParseDraft): one the
// pack format would refuse to save yet (a hand over its maximum, a goal
// not yet true) comes back whole, as it was being edited, and the editor's
// save refuses it until it is fixed. Only when the pack part does not read
// at all are the position and its orders recovered alone, and packErr says
// why.
func parseRecovery(base *engine.Catalogue, name string, data []byte) (path string, s State, cat *engine.Catalogue, packErr, err error) {
	first, _, _ := bytes.Cut(data, []byte("\n"))
	if !bytes.HasPrefix(first, []byte(autosaveHeader)) {
		return "", State{}, nil, nil, fmt.Errorf("%s: not a birdcrab autosave file", name)
	}
	path = strings.TrimSpace(string(first[len(autosaveHeader):]))
	posPart, packPart, hasPack := bytes.Cut(data, []byte(packSeparator))
	packPart, _, _ = bytes.Cut(packPart, []byte(cleanSeparator))
	cat = base
	var ps State
	if hasPack {
		// The draft's problems are the state's: Problems lists them.
		pk, _, perr := puzzles.ParseDraft(name, packPart, base)
		if perr != nil {
			packErr = shiftLines(perr, bytes.Count(data[:len(posPart)+len(packSeparator)], []byte("\n")))
		} else {
			ps, cat = stateFromPack(pk), pk.Catalogue()
		}
	}
	s, err = ParseState(cat, name, posPart)
	if err != nil {
		return "", State{}, nil, nil, err
	}
	if ps.Pack != nil {
		id := recoveryPuzzle(data)
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

// cleanPackPart returns what a recovery file of a pack keeps after its
// pack, for the document's clean state: the pack as the file held it when
// the editor last read or saved it (path, the document's), "" when there
// is none. A recovered pack had no clean state: the changed-on-disk
// question's r then laid nothing over the file reloaded, and u, then w,
// wrote the whole recovered version over another program's changes
// without naming them.
func cleanPackPart(clean *State, path string) []byte {
	if clean.Pack == nil {
		return nil
	}
	data, err := BuildPack(clean, path).Marshal()
	if err != nil {
		return nil
	}
	return append([]byte(cleanSeparator), data...)
}

// recoveryClean reads cleanPackPart back with the catalogue of the
// recovered pack; ok is false when the file has none, or it does not read.
func recoveryClean(cat *engine.Catalogue, name string, data []byte) (clean State, ok bool) {
	_, part, found := bytes.Cut(data, []byte(cleanSeparator))
	if !found {
		return State{}, false
	}
	pk, _, err := puzzles.ParseDraft(name, part, cat)
	if err != nil || !sameKinds(pk.Catalogue(), cat) {
		return State{}, false
	}
	return stateFromPack(pk), true
}

// recoveryPuzzle returns the id of the puzzle a recovery file says was on
// the board, "" when none was.
func recoveryPuzzle(data []byte) string { return recoveryHeader(data, puzzleHeader) }

// recoveryVersion returns the version of the file on disk a recovery
// file's work is based on, "" when it does not say (a file of an older
// version).
func recoveryVersion(data []byte) string { return recoveryHeader(data, fileHeader) }

// recoveryPieces returns the catalogue file a recovery file's editor was
// given by --pieces, "" when none (or the file does not say: an older
// version).
func recoveryPieces(data []byte) string { return recoveryHeader(data, piecesHeader) }

// recoveryMadeFrom returns the position file (its absolute path) the
// untitled pack of a recovery file was made from, "" when none.
func recoveryMadeFrom(data []byte) string { return recoveryHeader(data, madeFromHeader) }

// recoveryHeader returns what follows header on its line before the pack
// part of a recovery file, "" when no line has it.
func recoveryHeader(data []byte, header string) string {
	posPart, _, _ := bytes.Cut(data, []byte(packSeparator))
	value := ""
	for _, line := range strings.Split(string(posPart), "\n") {
		if rest, ok := strings.CutPrefix(line, header); ok {
			value = strings.TrimSpace(rest)
		}
	}
	return value
}

// shiftLines moves the lines err names down by n: from the pack part of a
// recovery file to the whole file.
func shiftLines(err error, n int) error {
	var out puzzles.Errors
	for _, fe := range puzzles.Problems(err) {
		c := *fe
		if c.Line > 0 {
			c.Line += n
		}
		out = append(out, &c)
	}
	return out
}
