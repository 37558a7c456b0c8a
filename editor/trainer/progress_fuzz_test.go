package trainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fuzzNoHang runs f and fails when it takes more than a few seconds, which
// the fuzzer would otherwise wait for without end (as puzzles' noHang).
func fuzzNoHang(t *testing.T, what string, data []byte, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { defer close(done); f() }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s hangs on %q", what, data)
	}
}

// FuzzLoadProgress: a progress file never panics or hangs the loader; the
// records it keeps survive one more change saved and the file read again.
func FuzzLoadProgress(f *testing.F) {
	f.Add([]byte("format = 1\n\n[[record]]\npack = \"tactics\"\nid = \"pincer\"\nhash = \"abc\"\nsolved = true\nattempts = 2\nupdated = 2026-01-02T03:04:05Z\n"))
	f.Add([]byte("format = 1\n[[reset]]\npack = \"\"\nat = 2026-01-02T03:04:05Z\n[[record]]\npack = \"x\"\nid = \"y\"\nhash = \"z\"\nupdated = 2025-01-01T00:00:00Z\n"))
	f.Add([]byte("format = 99\n"))
	f.Add([]byte("format = 1\n[[record]]\npack = 3\nid = [1]\nattempts = -5\nhints = 99999999999999999999\nupdated = 9999-12-31T23:59:59Z\n"))
	f.Add([]byte("format = 1\n[[draft]]\npack = \"x\"\nid = \"y\"\nhash = \"z\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		path := filepath.Join(dir, "progress.toml")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		var p *Progress
		var err error
		fuzzNoHang(t, "LoadProgress", data, func() { p, err = LoadProgress(path) })
		if err != nil && p == nil {
			t.Fatalf("an error and no progress: %v", err)
		}
		if p.Path() == "" {
			return
		}
		before := p.Records()
		key := ProgressKey{"fuzz-pack", "fuzz-id", "fuzz-hash"}
		if err := p.Update(key, func(r *ProgressRecord) { r.Attempts++ }); err != nil {
			t.Fatalf("update: %v", err)
		}
		q, err := LoadProgress(path)
		if err != nil {
			t.Fatalf("the file written does not load: %v", err)
		}
		for _, r := range before {
			got := q.Get(r.Key())
			if got.Solved != r.Solved || got.Attempts != r.Attempts || got.Hints != r.Hints {
				t.Fatalf("record %+v lost or changed on save: %+v", r, got)
			}
		}
		if q.Get(key).Attempts != 1 {
			t.Fatalf("the new record is lost: %+v", q.Get(key))
		}
	})
}

// FuzzLoadPlace: state.toml never panics or hangs the loader, and its
// errors name the file.
func FuzzLoadPlace(f *testing.F) {
	f.Add([]byte("screen = \"play\"\npack = \"tactics\"\nid = \"pincer\"\nhash = \"x\"\nline = 3\nscroll = 1\nreplay = true\n"))
	f.Add([]byte("line = -99999999999\nscroll = 99999999999999999999\n"))
	f.Add([]byte("screen = 3\n[screen]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		path := filepath.Join(dir, "state.toml")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		fuzzNoHang(t, "LoadPlace", data, func() {
			_, err := LoadPlace(path)
			if err != nil && !strings.Contains(err.Error(), path) {
				t.Errorf("error does not name the file: %v", err)
			}
		})
	})
}
