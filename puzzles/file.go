package puzzles

import (
	"math"

	"github.com/birdcrab/birdcrab/internal/fileio"
)

// MaxFileSize is the largest pack or catalogue file Load, LoadArg,
// LoadCatalogue and Parse accept, in bytes (4 MiB unless a program sets
// it, as birdcrab's --max-size does, before loading anything). A larger
// file is refused before it is decoded. The limit is for the user's files:
// the built-in catalogue and the shipped packs are read whatever it is.
var MaxFileSize int64 = fileio.DefaultMaxSize

// noLimit is the size limit of the files built into the program.
const noLimit = math.MaxInt64

// MaxDepth is the deepest nesting of arrays and inline tables a pack or a
// catalogue may have; a pack needs five at most, even written with inline tables. Deeper files are refused
// before they are decoded, since the decoder's time and memory grow fast
// with the depth.
const MaxDepth = 10

// BackupPath is where WriteFile keeps the previous version of path.
func BackupPath(path string) string { return fileio.BackupPath(path) }

// WriteFile writes data to path atomically: a temporary file in the same
// directory is written, synced and given the old file's permissions, then
// renamed over path, and the directory is synced. When path is a symbolic
// link, the file it names is replaced and the link kept. With backup the
// previous file is first kept as path.bak. A failure leaves path as it was.
// Packs, positions, the editor's autosave and the trainer's progress are
// all written this way (by package internal/fileio).
func WriteFile(path string, data []byte, backup bool) error {
	return fileio.WriteFile(path, data, backup)
}

// ReadFile reads the regular file at path, or standard input when path is
// "-", refusing more than MaxFileSize bytes: what Load and LoadCatalogue
// read with. A named pipe or a device is an error, not a hang.
func ReadFile(path string) ([]byte, error) {
	return fileio.ReadFile(path, MaxFileSize)
}
