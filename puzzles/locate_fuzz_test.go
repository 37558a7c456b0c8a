package puzzles

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/BurntSushi/toml"
)

// FuzzLocate checks the locator against the decoder's own list of keys:
// for every key the decoder reads (outside inline tables and arrays, whose
// inner keys TestLocateInlineTables checks), the line the locator names
// holds that key, and an [[array]] table's line is its header. On any
// input the locator never panics.
func FuzzLocate(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.toml")
	more, _ := filepath.Glob("testdata/errors/*.toml")
	for _, name := range append(files, more...) {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, name := range ShippedFiles() {
		data, _ := ShippedData(name)
		f.Add(data)
	}
	f.Add([]byte("a.\"b.c\" . 'd' = 1 # x\n[t] # [u]\nk = '''\n[[not]]\n'''\n[[t.u]]\nv = [\"]\", [1, {w = 2}]]\n"))
	f.Add([]byte("x = {a = 1,\n b = 2}\n[[p]]\nq=1\n[[p]]\ny.z=[{c=1}]\n"))
	f.Add([]byte("[[p]]\nh = [\"\"\"x\"\"\" ]\ni = ['''y''', {j = \"\"\"]\"\"\"}]\n[[p]]\nq = 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		noHang(t, "the locator", data, func() { IndexSource("fuzz.toml", data); scan(data) })
		noHang(t, "the decoder", data, func() { var m map[string]any; toml.Decode(string(data), &m) })
		src := IndexSource("fuzz.toml", data)
		if len(data) > 1<<16 || checkShape("fuzz.toml", data, MaxFileSize) != nil {
			return
		}
		var m map[string]any
		md, err := toml.Decode(string(data), &m)
		if err != nil {
			return
		}
		lines := strings.Split(string(data), "\n")
		counts := map[string]int{}  // array table -> tables so far
		inline := map[string]bool{} // indexed paths of inline values
		for _, k := range md.Keys() {
			// The decoder's types are kept per dotted key, so one key that
			// is an array of tables in one element of an [[array]] and a
			// plain value in another has one type for both: the decoded
			// values, walked along the current elements, tell them apart.
			path, skip := "", false
			var at any = m
			for i, part := range k {
				path = join(path, pathKey(part))
				if inline[path] {
					skip = true
				}
				if t, ok := at.(map[string]any); ok {
					at = t[part]
				} else {
					at, skip = nil, true
				}
				if ts, ok := at.([]map[string]any); ok && i < len(k)-1 && counts[path] > 0 && counts[path] <= len(ts) {
					at = ts[counts[path]-1]
					path = fmt.Sprintf("%s[%d]", path, counts[path]-1)
				}
			}
			_, tables := at.([]map[string]any)
			header := md.Type(k...) == "ArrayHash" && tables
			if header {
				n := counts[path]
				counts[path]++
				path = fmt.Sprintf("%s[%d]", path, n)
			}
			if skip {
				continue
			}
			n := src.Line(path)
			if n < 1 || n > len(lines) {
				t.Fatalf("key %v (%s): line %d of %d", k, path, n, len(lines))
			}
			text := stripComment(lines[n-1])
			last := k[len(k)-1]
			if !holdsKey(text, last) && strings.Contains(string(data), last) {
				t.Fatalf("key %v (%s): line %d is %q, which does not hold %q", k, path, n, lines[n-1], last)
			}
			trimmed := strings.TrimSpace(text)
			if header && !strings.HasPrefix(trimmed, "[[") {
				t.Fatalf("array table %v (%s): line %d is %q, not its header", k, path, n, lines[n-1])
			}
			if typ := md.Type(k...); (typ == "Hash" || typ == "Array") && !strings.HasPrefix(trimmed, "[") {
				inline[path] = true
			}
		}
	})
}

// holdsKey reports whether a line holds the key part as a bare or quoted key.
func holdsKey(line, key string) bool {
	return strings.Contains(line, key) || strings.Contains(line, strconv.Quote(key)) || strings.Contains(line, "'"+key+"'")
}

// noHang runs f and fails when it takes more than a few seconds, which the
// fuzzer would otherwise wait for without end.
func noHang(t *testing.T, what string, data []byte, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatalf("%s hangs on %q", what, data)
	}
}
