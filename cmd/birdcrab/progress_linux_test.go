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
	"time"
	"unsafe"

	"github.com/birdcrab/birdcrab/solver"
)

// TestSolveProgressOnATerminal: with stderr a terminal, a search that runs
// past a second shows its progress line there, though birdcrab cleans
// what it writes to stderr (the line is written to the terminal itself),
// cut to the terminal's width less room for an echoed ^C, and takes it
// away before the answer.
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
	// After the line is taken away, the time limit's note (timeLimitNote),
	// a line of stderr of its own.
	lines, ok := strings.CutSuffix(got, timeLimitNote+"\r\n")
	if !ok {
		t.Errorf("no note on the time limit at the end: %q", got)
	}
	for _, line := range strings.Split(lines, "\r\x1b[K") {
		line = strings.TrimSuffix(line, "\r") // the cursor back at its start
		if n := len([]rune(line)); n > 40-echoRoom {
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

// TestSolveInterruptClearsTheLine: Ctrl-C on a terminal 40 wide, with the
// progress line showing. The terminal echoes "^C" after the line; a line
// cut to the width less one wrapped then, and the clearing took away only
// the second row, leaving "solving: ...^" on the screen. The test plays
// what the terminal receives, its echo included, on a small screen of 40
// columns (screen), and wants it blank at the end.
func TestSolveInterruptClearsTheLine(t *testing.T) {
	master, tty := openPTY(t)
	defer master.Close()
	ws := struct{ row, col, x, y uint16 }{row: 24, col: 40}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, tty.Fd(), syscall.TIOCSWINSZ, uintptr(unsafe.Pointer(&ws))); e != 0 {
		t.Skip("cannot size the pseudo-terminal:", e)
	}
	var out strings.Builder
	result := make(chan int, 1)
	go func() {
		result <- run([]string{"solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "0", "--json"}, &out, tty)
		tty.Close()
	}()
	var seen bytes.Buffer
	buf := make([]byte, 4096)
	// Wait for a whole progress line: one cut to fit, some 37 characters.
	for {
		got := seen.String()
		line := got[strings.LastIndex(got, "\r\x1b[K")+1:]
		if line, ok := strings.CutPrefix(line, "\r\x1b[K"[1:]); ok && strings.HasPrefix(line, "solving:") && len([]rune(line)) >= 40-echoRoom {
			break
		}
		n, err := master.Read(buf)
		seen.Write(buf[:n])
		if err != nil {
			t.Fatalf("no progress line before the end: %v: %q", err, seen.String())
		}
	}
	// Ctrl-C typed: the terminal echoes ^C (the test is not the
	// terminal's foreground process group, so the interrupt is sent too).
	if _, err := master.Write([]byte{3}); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	for {
		n, err := master.Read(buf)
		seen.Write(buf[:n])
		if err != nil {
			break
		}
	}
	if code := <-result; code != 3 {
		t.Fatalf("exit %d, want 3 (stopped)", code)
	}
	if !strings.Contains(seen.String(), "^C") {
		t.Skip("the terminal echoed no ^C:", seen.String())
	}
	if left := screen(seen.String(), 40); strings.TrimSpace(left) != "" {
		t.Errorf("left on the screen after Ctrl-C:\n%s\n(the terminal got %q)", left, seen.String())
	}
}

// TestSolveSecondInterruptLeavesNoLine: two quick Ctrl-C on a terminal 40
// wide, with the progress line showing. The terminal echoes "^C" at each:
// four columns after the line, which leaves three free (echoRoom), so the
// second echo wrapped the row, and the clearing at the end took away only
// the second row, leaving "solving: ...^C^" behind. The cursor now waits at
// the start of the line, where the echoes overwrite it, on its row. The
// test plays what the terminal receives, its echoes included, on a screen
// of 40 columns.
func TestSolveSecondInterruptLeavesNoLine(t *testing.T) {
	master, tty := openPTY(t)
	defer master.Close()
	ws := struct{ row, col, x, y uint16 }{row: 24, col: 40}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, tty.Fd(), syscall.TIOCSWINSZ, uintptr(unsafe.Pointer(&ws))); e != 0 {
		t.Skip("cannot size the pseudo-terminal:", e)
	}
	var seen bytes.Buffer
	buf := make([]byte, 4096)
	// readUntil reads what the terminal shows until it holds want after
	// the offset from.
	readUntil := func(from int, want string) {
		t.Helper()
		for !strings.Contains(seen.String()[from:], want) {
			n, err := master.Read(buf)
			seen.Write(buf[:n])
			if err != nil {
				t.Fatalf("no %q on the terminal: %v: %q", want, err, seen.String())
			}
		}
	}
	var line progressLine
	draw := line.show(tty)
	draw(solver.Progress{Nodes: 123456, Total: 10, Part: 0.25, Found: 2, Elapsed: 3 * time.Second})
	readUntil(0, "solving:")
	// Ctrl-C typed twice: the terminal echoes ^C at each, before the
	// search winds down.
	for range 2 {
		from := seen.Len()
		if _, err := master.Write([]byte{3}); err != nil {
			t.Fatal(err)
		}
		readUntil(from, "^C")
	}
	line.clear() // the search has wound down
	tty.Close()
	for {
		n, err := master.Read(buf)
		seen.Write(buf[:n])
		if err != nil {
			break
		}
	}
	if left := screen(seen.String(), 40); strings.TrimSpace(left) != "" {
		t.Errorf("left on the screen after two Ctrl-C:\n%s\n(the terminal got %q)", left, seen.String())
	}
}

// screen plays s on a screen width columns wide as a terminal does: text,
// wrapping at the right edge when one more character comes, carriage
// return, newline, and erase to the end of the row (ESC [ K); other
// escape sequences are skipped. It returns the rows, one a line.
func screen(s string, width int) string {
	sc := &playScreen{width: width}
	in := []rune(s)
	for i := 0; i < len(in); i++ {
		switch ch := in[i]; {
		case ch == '\r':
			sc.c = 0
		case ch == '\n':
			sc.r++
		case ch == 0x1b:
			i = sc.escape(in, i)
		case ch >= ' ':
			sc.put(ch)
		}
	}
	var b strings.Builder
	for _, row := range sc.rows {
		b.WriteString(strings.TrimRight(strings.ReplaceAll(string(row), "\x00", " "), " ") + "\n")
	}
	return b.String()
}

// playScreen is screen's screen: its rows and its cursor.
type playScreen struct {
	width int
	rows  [][]rune
	r, c  int
}

// row returns the cursor's row, made when there is none yet.
func (sc *playScreen) row() []rune {
	for sc.r >= len(sc.rows) {
		sc.rows = append(sc.rows, make([]rune, sc.width))
	}
	return sc.rows[sc.r]
}

// put writes ch at the cursor, wrapping first when the row is full.
func (sc *playScreen) put(ch rune) {
	if sc.c == sc.width {
		sc.r, sc.c = sc.r+1, 0
	}
	sc.row()[sc.c] = ch
	sc.c++
}

// escape plays the escape sequence at in[i] and returns where it ends.
func (sc *playScreen) escape(in []rune, i int) int {
	j := i + 1
	if j < len(in) && in[j] == '[' {
		j++
		for j < len(in) && (in[j] < 0x40 || in[j] > 0x7e) {
			j++
		}
	}
	if j < len(in) && in[j] == 'K' {
		row := sc.row()
		for k := sc.c; k < sc.width; k++ {
			row[k] = 0
		}
	}
	return j
}

// TestGenerateProgressOnATerminal: generate's progress on a terminal is
// one line rewritten in place, as solve's, and taken away before the
// summary; it wrote a new line each second.
func TestGenerateProgressOnATerminal(t *testing.T) {
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
	ws := struct{ row, col, x, y uint16 }{row: 24, col: 40}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, tty.Fd(), syscall.TIOCSWINSZ, uintptr(unsafe.Pointer(&ws))); e != 0 {
		t.Skip("cannot size the pseudo-terminal:", e)
	}
	var out strings.Builder
	code := run([]string{"generate", "--count", "1", "--seed", "5", "--out", t.TempDir() + "/g.toml"}, &out, tty)
	tty.Close()
	<-done
	master.Close()
	mu.Lock()
	defer mu.Unlock()
	got := seen.String()
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, got)
	}
	if !strings.Contains(got, "\r\x1b[Kgenerate: 0/1 puzzle, ") {
		t.Errorf("no progress line drawn in place: %q", got)
	}
	for _, l := range strings.Split(got, "\r\x1b[K") {
		if !strings.Contains(l, "/1 puzzle, ") {
			continue
		}
		if strings.Contains(l, "\n") {
			t.Errorf("a progress line of its own: %q", l)
		}
		if l = strings.TrimSuffix(l, "\r"); len([]rune(l)) > 40-echoRoom {
			t.Errorf("a progress line of %d characters on a terminal 40 wide: %q", len([]rune(l)), l)
		}
	}
	if !strings.Contains(got, "\r\x1b[Kbirdcrab: generate: 1 puzzle from") {
		t.Errorf("the progress line is not taken away before the summary: %q", got)
	}
}
