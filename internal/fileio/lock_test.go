package fileio

import (
	"errors"
	"path/filepath"
	"testing"
	"time"
)

// A lock held keeps a second taker waiting until it is given back, and
// one held for longer than the wait is reported as held.
func TestLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.toml")
	unlock, err := Lock(path, time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Lock(path, 50*time.Millisecond); !errors.Is(err, ErrLocked) {
		t.Fatalf("a second Lock while held: %v, want ErrLocked", err)
	}
	got := make(chan error, 1)
	go func() {
		u, err := Lock(path, 5*time.Second)
		if err == nil {
			u()
		}
		got <- err
	}()
	time.Sleep(30 * time.Millisecond)
	unlock()
	if err := <-got; err != nil {
		t.Fatalf("Lock after the holder gave it back: %v", err)
	}
}
