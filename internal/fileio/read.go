// Package fileio is how birdcrab reads and writes its files.
//
// Reading takes regular files only (a named pipe or a device would hang or
// never end), or "-" for standard input, and refuses more than a size limit
// before holding it in memory. Writing replaces a file atomically: the data
// goes to a temporary file in the same folder, is synced, given the old
// file's permissions and renamed over the file, and the folder is synced; a
// symbolic link is followed, so the file it names is replaced and the link
// stays. A backup, when asked, is a copy of the file being replaced
// (FILE.bak), or with Tracked, of the file as it was when it was read.
//
// The package uses the standard library only and knows nothing of packs.
package fileio

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// DefaultMaxSize is the size limit of the files birdcrab reads: 4 MiB,
// hundreds of times the largest pack shipped.
const DefaultMaxSize = 4 << 20

// Stdin is the name that stands for standard input.
const Stdin = "-"

// StdinName is how standard input is named in messages.
const StdinName = "stdin"

// Error is a file that cannot be read or written: "cannot read x.toml: it
// is a named pipe (FIFO), not a regular file".
type Error struct {
	Op   string // "read" or "save to"
	Path string // the file as named by the caller, or StdinName
	Err  error  // what went wrong, without the path
}

func (e *Error) Error() string { return fmt.Sprintf("cannot %s %s: %v", e.Op, e.Path, e.Err) }

// Unwrap gives the cause to errors.Is and errors.As.
func (e *Error) Unwrap() error { return e.Err }

// TooLargeError says a file is over the size limit.
type TooLargeError struct {
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("it is larger than the limit of %s", SizeText(e.Limit))
}

// SizeText writes a size in bytes as people read it: "4 MiB", "512 KiB", "100 bytes".
func SizeText(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// ReadFile reads the regular file at path, or standard input (os.Stdin)
// when path is "-", refusing more than limit bytes (limit <= 0:
// DefaultMaxSize). A named pipe, a device, a socket or a directory is an
// error that says what it is, found before anything is read from it.
func ReadFile(path string, limit int64) ([]byte, error) {
	if path == Stdin {
		return ReadAll(os.Stdin, StdinName, limit)
	}
	if err := checkRegular(path, os.Stat); err != nil {
		return nil, err
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return nil, &Error{"read", path, pathErr(err)}
	}
	defer f.Close()
	// The file may have been replaced between the two looks.
	if err := checkRegular(path, func(string) (fs.FileInfo, error) { return f.Stat() }); err != nil {
		return nil, err
	}
	return ReadAll(f, path, limit)
}

// ReadAll reads r to its end, refusing more than limit bytes (limit <= 0:
// DefaultMaxSize); name is the file named in messages.
func ReadAll(r io.Reader, name string, limit int64) ([]byte, error) {
	if limit <= 0 {
		limit = DefaultMaxSize
	}
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, &Error{"read", name, pathErr(err)}
	}
	if int64(len(data)) > limit {
		return nil, &Error{"read", name, &TooLargeError{Limit: limit}}
	}
	return data, nil
}

// CheckRegular reports an error unless path is a regular file (a symbolic
// link is followed) or "-": what a command checks before handing a path to
// code that reads it later.
func CheckRegular(path string) error {
	if path == Stdin {
		return nil
	}
	return checkRegular(path, os.Stat)
}

func checkRegular(path string, stat func(string) (fs.FileInfo, error)) error {
	info, err := stat(path)
	if err != nil {
		return &Error{"read", path, pathErr(err)}
	}
	if what := kindOf(info.Mode()); what != "" {
		return &Error{"read", path, fmt.Errorf("it is %s, not a regular file", what)}
	}
	return nil
}

// kindOf names what a file that is not regular is, or gives "".
func kindOf(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return ""
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "not a plain file"
}

// pathErr drops the path an *fs.PathError repeats, since the messages name
// the file already.
func pathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
