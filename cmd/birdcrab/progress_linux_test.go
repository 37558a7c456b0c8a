//go:build linux

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"unsafe"
)

// TestSolveProgressOnATerminal: with stderr a terminal, a search that runs
// past a second shows its progress line there, though birdcrab cleans
// what it writes to stderr (the line is written to the terminal itself),
// cut to the terminal's width, and takes it away before the answer.
func TestSolveProgressOnATerminal(t *testing.T) {
	master, tty := openPTY(t)
	var (
		mu   sync.Mutex
		seen bytes.Buffer
		done = make(chan struct{})
	)
	go func() {
		defer close(done)
		buf := make([]byte, 4096)
		for {
			n, err := master.Read(buf)
			mu.Lock()
			seen.Write(buf[:n])
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	// 40 columns: the line (some 70 characters) must be cut to fit, or each
	// update would leave its wrapped first part behind.
	ws := struct{ row, col, x, y uint16 }{row: 24, col: 40}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, tty.Fd(), syscall.TIOCSWINSZ, uintptr(unsafe.Pointer(&ws))); e != 0 {
		t.Skip("cannot size the pseudo-terminal:", e)
	}
	var out strings.Builder
	code := run([]string{"solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "2500ms"}, &out, tty)
	// Read all the terminal holds before closing its master end: the
	// reads end (EIO) once the terminal is closed and they have it all.
	// Closing the master first lost what was not read yet, often the
	// last clearing of the line on a busy machine.
	tty.Close()
	<-done
	master.Close()
	mu.Lock()
	defer mu.Unlock()
	got := seen.String()
	if code != 3 {
		t.Fatalf("exit %d, want 3 (stopped by the time limit)\n%s", code, out.String())
	}
	if !strings.Contains(got, "solving:") || !strings.Contains(got, "\x1b[K") {
		t.Errorf("no progress line on the terminal: %q", got)
	}
	for _, line := range strings.Split(got, "\r\x1b[K") {
		if n := len([]rune(line)); n > 39 {
			t.Errorf("a progress line of %d characters on a terminal 40 wide: %q", n, line)
		}
	}
	if i := strings.LastIndex(got, "solving:"); !strings.Contains(got[i:], "\r\x1b[K") {
		t.Errorf("the progress line is not taken away at the end: %q", got[i:])
	}
}

// openPTY opens a pseudo-terminal: its master end, and the terminal.
func openPTY(t *testing.T) (master, tty *os.File) {
	t.Helper()
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skip("no pseudo-terminals here:", err)
	}
	unlock := int32(0)
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, master.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		master.Close()
		t.Skip("cannot unlock the pseudo-terminal:", e)
	}
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, master.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		master.Close()
		t.Skip("cannot name the pseudo-terminal:", e)
	}
	tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		master.Close()
		t.Skip("cannot open the pseudo-terminal:", err)
	}
	return master, tty
}

// TestSolveInterrupted: an interrupt (Ctrl-C) stops the search as the time
// limit does: exit status 3, and the answer says what was found and what
// is not proven, as the README and solve's help say, and that the
// interrupt stopped it ("stopped_by"). The interrupt is sent
// once the progress line shows that the search runs; the terminal is not
// sized, so it says its width is 0, which cut the line to nothing: a
// terminal that does not know its width gets the line whole.
func TestSolveInterrupted(t *testing.T) {
	master, tty := openPTY(t)
	defer master.Close()
	var out strings.Builder
	result := make(chan int, 1)
	go func() {
		result <- run([]string{"solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "0", "--json"}, &out, tty)
		tty.Close()
	}()
	var seen bytes.Buffer
	buf := make([]byte, 4096)
	for !strings.Contains(seen.String(), "solving:") {
		n, err := master.Read(buf)
		seen.Write(buf[:n])
		if err != nil {
			t.Fatalf("no progress line before the end: %v: %q", err, seen.String())
		}
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	go func() { // keep the terminal drained until the end
		for {
			if _, err := master.Read(buf); err != nil {
				return
			}
		}
	}()
	code := <-result
	var got struct {
		Stopped   bool   `json:"stopped"`
		Complete  bool   `json:"complete"`
		NotProven string `json:"not_proven"`
		StoppedBy string `json:"stopped_by"`
	}
	if err := json.Unmarshal([]byte(out.String()), &got); err != nil {
		t.Fatalf("exit %d, not JSON: %v\n%s", code, err, out.String())
	}
	if code != 3 || !got.Stopped || got.Complete || got.NotProven == "" || got.StoppedBy != "interrupt" {
		t.Errorf("exit %d, want 3 (stopped); %+v", code, got)
	}
}
