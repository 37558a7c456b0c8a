package puzzles

import (
	"fmt"
	"strings"
	"testing"
)

// deepInputs are files built to make a decoder or a locator work much
// harder than their size: nested arrays, inline tables, dotted keys and
// headers, and a long key over many elements.
func deepInputs(depth int) map[string]string {
	var elems strings.Builder
	for i := 0; i < depth; i++ {
		fmt.Fprintf(&elems, "%d,", i)
	}
	long := strings.Repeat("k", depth)
	return map[string]string{
		"arrays":        "x = " + strings.Repeat("[", depth) + strings.Repeat("]", depth) + "\n",
		"inline tables": "x = " + strings.Repeat("{a = ", depth) + "1" + strings.Repeat("}", depth) + "\n",
		"dotted key":    strings.Repeat("a.", depth) + "b = 1\n",
		"header":        "[" + strings.Repeat("a.", depth) + "b]\n",
		"array tables":  "[[" + strings.Repeat("a.", depth) + "b]]\n",
		"long key":      long + " = [" + elems.String() + "]\n" + long + "2 = [" + elems.String() + "]\n",
		// The same in inline tables (each element's path once held the key).
		"long key in an inline table":         "x = { " + long + " = [" + elems.String() + "] }\n",
		"long key in an array's inline table": "x = [{ " + long + " = [" + elems.String() + "] }]\n",
		"long key of an inline table's table": "x = { " + long + " = { a = [" + elems.String() + "] } }\n",
	}
}

// Issue 17, item 9: a file nested deeper than MaxDepth is refused before it
// is decoded, with its line and column.
func TestDeepFileRefused(t *testing.T) {
	for name, text := range deepInputs(10000) {
		if strings.HasPrefix(name, "long key") {
			continue
		}
		text = "# a deep file\n" + text
		_, err := Parse("deep.toml", []byte(text), nil)
		ps := Problems(err)
		if len(ps) != 1 || ps[0].Line != 2 || ps[0].Col < 1 || !strings.Contains(ps[0].Msg, fmt.Sprintf("nested more than %d deep", MaxDepth)) {
			t.Errorf("%s: got %v, want one problem on line 2 naming the depth", name, err)
		}
		if err := ReadCatalogue("deep.toml", []byte(text), DefaultCatalogue()); err == nil || !strings.Contains(err.Error(), "nested more than") {
			t.Errorf("%s: the catalogue reader took it: %v", name, err)
		}
	}
	// The shipped packs and the test packs are well inside the limit.
	for _, name := range ShippedFiles() {
		data, _ := ShippedData(name)
		if e := checkShape(name, data, MaxFileSize); e != nil {
			t.Errorf("%s: %v", name, e)
		}
	}
}

// Issue 17, item 9: a file over MaxFileSize is refused before it is decoded.
func TestLargeFileRefused(t *testing.T) {
	defer func(old int64) { MaxFileSize = old }(MaxFileSize)
	MaxFileSize = 1 << 10
	data := []byte("# padding\n" + strings.Repeat("# more padding\n", 100))
	_, err := Parse("big.toml", data, nil)
	if err == nil || err.Error() != "big.toml: the file is larger than the limit of 1 KiB (birdcrab --max-size raises it)" {
		t.Fatalf("got %v", err)
	}
	if _, err := Parse("small.toml", data[:1<<10], nil); err != nil {
		t.Fatalf("a file at the limit: %v", err)
	}
}

// The size limit is for the user's files: the built-in catalogue and the
// shipped packs load whatever it is (birdcrab --max-size 1000 panicked on
// the catalogue, and check --max-size 10000 failed the shipped packs).
func TestBuiltInFilesIgnoreTheLimit(t *testing.T) {
	defer func(old int64) { MaxFileSize = old }(MaxFileSize)
	MaxFileSize = 1000
	if _, err := readDefault(); err != nil {
		t.Errorf("the built-in catalogue: %v", err)
	}
	if _, err := Shipped(); err != nil {
		t.Errorf("the shipped packs: %v", err)
	}
	for _, name := range ShippedFiles() {
		if _, err := ParseShipped(name, DefaultCatalogue()); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	// A user's catalogue is still held to the limit.
	if err := ReadCatalogue("mine.toml", DefaultPieces(), DefaultCatalogue()); err == nil || !strings.Contains(err.Error(), "larger than the limit of 1000 bytes") {
		t.Errorf("a user's catalogue over the limit: %v", err)
	}
}

// recorded sums the lengths of the paths a Source holds: the work the
// locator did, give or take a constant.
func recorded(s *Source) int {
	n := 0
	for p := range s.spots {
		n += len(p) + 16
	}
	return n
}

// Issue 17, item 9: the locator's work is linear in the size of the file,
// however the file nests: what it records stays within a fixed multiple of
// the file's size.
func TestIndexSourceLinear(t *testing.T) {
	for name, text := range deepInputs(3000) {
		if got := recorded(IndexSource("deep.toml", []byte(text))); got > 64*len(text) {
			t.Errorf("%s: %d bytes of paths recorded for a file of %d bytes", name, got, len(text))
		}
	}
}

// BenchmarkIndexSourceDeep shows the locator's time per byte staying flat as
// nested input grows (compare the ns/op of the two depths: 10 times the
// input, about 10 times the time).
func BenchmarkIndexSourceDeep(b *testing.B) {
	for _, depth := range []int{1000, 10000} {
		for name, text := range deepInputs(depth) {
			b.Run(fmt.Sprintf("%s/%d", strings.ReplaceAll(name, " ", "-"), depth), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				for range b.N {
					IndexSource("deep.toml", []byte(text))
				}
			})
		}
	}
}

// A binary file given as a pack or a pieces file (NUL bytes, no UTF-16
// byte order mark) is said to be one, at its first NUL: the decoder called
// an archive "probably using UTF-16" (a NUL in its first bytes) and an
// executable a file of control characters ('0x7f', the first byte of
// head -c 200 /bin/ls). A UTF-16 file, with its mark or without, is told
// to be saved as UTF-8: without the mark it was called a binary file.
func TestBinaryFileRefused(t *testing.T) {
	const binary = "not a text file: it holds NUL bytes, as a binary file does; birdcrab reads text in UTF-8"
	for _, c := range []struct {
		name, data string
		line, col  int
		msg        string
	}{
		{"zip.toml", "PK\x03\x04\x14\x00\x00\x00\x08\x00", 1, 6, binary},
		{"gzip.toml", "\x1f\x8b\x08\x00\x00\x00\x00\x00", 1, 4, binary},
		{"elf.toml", "\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00>\x00", 1, 8, binary},
		{"stray.toml", "[pack]\ntitle = \"x\x00\"\n", 2, 11, "not a text file: it holds a NUL byte, as a binary file does; birdcrab reads text in UTF-8"},
		{"utf16.toml", "\xff\xfe[\x00p\x00a\x00c\x00k\x00]\x00\n\x00", 1, 0, "the file is saved as UTF-16 (little-endian, with a byte order mark): save it as UTF-8"},
		// Without the mark, as Notepad may save it: NULs at every other
		// byte, ASCII between them.
		{"utf16le.toml", "[\x00p\x00a\x00c\x00k\x00]\x00\n\x00t\x00i\x00t\x00l\x00e\x00 \x00=\x00 \x00\"\x00\xe9\x00\"\x00\n\x00", 1, 0, "the file is saved as UTF-16 (little-endian): save it as UTF-8, the text birdcrab reads"},
		{"utf16be.toml", "\x00[\x00p\x00a\x00c\x00k\x00]\x00\n", 1, 0, "the file is saved as UTF-16 (big-endian): save it as UTF-8, the text birdcrab reads"},
	} {
		for reader, err := range map[string]error{
			"Parse":         func() error { _, err := Parse(c.name, []byte(c.data), nil); return err }(),
			"ReadCatalogue": ReadCatalogue(c.name, []byte(c.data), DefaultCatalogue()),
		} {
			ps := Problems(err)
			if len(ps) != 1 || ps[0].File != c.name || !strings.Contains(ps[0].Msg, c.msg) ||
				c.line > 0 && (ps[0].Line != c.line || ps[0].Col != c.col) {
				t.Errorf("%s, %s: got %v, want one problem at %d:%d saying %q", c.name, reader, err, c.line, c.col, c.msg)
			}
			if c.msg == binary && strings.Contains(err.Error(), "UTF-16") {
				t.Errorf("%s, %s: a binary file called UTF-16: %v", c.name, reader, err)
			}
		}
	}
}
