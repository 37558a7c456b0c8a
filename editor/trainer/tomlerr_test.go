package trainer

import (
	"path/filepath"
	"strings"
	"testing"
)

// A value of the wrong type in progress.toml or state.toml is said plainly,
// at its line in the file. The decoder's text came out raw, with a line
// counted from the record: "line 10: toml: line 2 (last key
// "record.pack"): incompatible types: TOML value has type int64;
// destination has type string".
func TestTrainerFileTypeErrors(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "progress.toml")
	writeFile(t, prog, `format = 1
[[record]]
pack = "tactics"
id = "pincer"
hash = "x"
solved = true
attempts = -5
[[record]]
pack = 3
[[record]]
pack = "a"
id = "b"
updated = "yesterday"
[[record]]
pack = "a"
id = "c"
attempts = 1.5
[[draft]]
pack = "a"
id = "c"
orders = 3
`)
	_, err := LoadProgress(prog)
	if err == nil {
		t.Fatal("LoadProgress read bad records without an error")
	}
	got := err.Error()
	for _, want := range []string{
		prog + ": 5 bad records left out: line 2: record pincer of tactics: attempts = -5, below 0; ",
		"; line 9: pack: want a string, not a whole number; ",
		"; line 13: updated: want a date and time, as 2025-01-02T15:04:05Z; ",
		"; line 17: attempts: want a whole number, not a decimal number; ",
		"; line 21: orders: want an array, not a whole number (the file as it was is kept as progress.toml.broken-",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("LoadProgress says\n%s\nwant it to hold\n%s", got, want)
		}
	}
	if strings.Contains(got, "toml: line") || strings.Contains(got, "int64") {
		t.Errorf("LoadProgress says the decoder's words: %s", got)
	}

	state := filepath.Join(dir, "state.toml")
	for text, want := range map[string]string{
		"screen = 3\n":                      ": line 1: screen: want a string, not a whole number",
		"screen = \"play\"\nline = \"x\"\n": ": line 2: line: want a whole number, not a string",
	} {
		writeFile(t, state, text)
		if _, err := LoadPlace(state); err == nil || err.Error() != state+want {
			t.Errorf("LoadPlace of %q: %v; want %s", text, err, state+want)
		}
	}
}

// A bad head of progress.toml is said apart from the count of records left
// out: it is no record, and nothing was left out for it. "format = "1""
// and one bad record gave "2 bad records left out: the head of the file:
// ...".
func TestProgressHeadIsNoRecord(t *testing.T) {
	prog := filepath.Join(t.TempDir(), "progress.toml")
	for text, want := range map[string]string{
		"format = \"1\"\n[[record]]\npack = 3\n": prog + ": the head of the file: line 1: format: want a whole number, not a string; " +
			"a bad record left out: line 3: pack: want a string, not a whole number (",
		"format = \"1\"\n[[record]]\npack = \"a\"\nid = \"b\"\n": prog + ": the head of the file: line 1: format: want a whole number, not a string (",
	} {
		writeFile(t, prog, text)
		_, err := LoadProgress(prog)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("LoadProgress of %q: %v\nwant it to start %s", text, err, want)
		}
	}
}
