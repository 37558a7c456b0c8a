//go:build linux

package main

import (
	"bytes"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"unsafe"
)

// manyFamilies is a 9-a-side position (made in the editor) whose goal,
// three kills against the orders the puzzle gives the others, has 23
// solutions in 6 families, some of them longer than 44 columns.
const manyFamilies = "bc1 t6 d30 | AB.BC.CD m6 k1 l1 r1 ?1 h:Bird,Crab,Harpy,Pikeman Harpy/CD3/F Pikeman/CD1/F" +
	" Crab/AB1/F Bird/AB4/A Cyclops/C2/F Crab/BC1/F Blockhead/B2/F Pikeman/AB3/A Magician/BC3/F" +
	" | EF.FA m6 k1 h:Bird,Crab,Pikeman Harpy/EF2/C Pikeman/DE3/C Drunk/E2/C Bird/EF1/C Magician/F2/C" +
	" Pikeman/FA2/C CloudMan/FA5/C Crab/DE1/C Crab/FA1/C | g:Crab/2,Pikeman/1 | side 1 | opponent fixed" +
	" | goals kills 3 | orders 2: turn DE1 A, move DE3 C 1, move EF1 C 2, turn F2 B"

// TestSolveWrapsFamiliesOnATerminal: on a terminal 44 columns wide, solve
// wraps a family between its orders, the rest hung under its first order,
// and no line passes the terminal's edge; written to a pipe, each family
// is one line.
func TestSolveWrapsFamiliesOnATerminal(t *testing.T) {
	got, code, stderr := solveOnTerminal(t, 44, "solve", manyFamilies)
	if code != 0 {
		t.Fatalf("exit %d, want 0\n%s%s", code, got, stderr)
	}
	want := "  3-8. move CD3 E 2 | E 3;\n       move AB1 E 1 | E 2 | E 3\n"
	if !strings.Contains(got, want) {
		t.Errorf("no family wrapped as\n%s\nin\n%s", want, got)
	}
	for _, line := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
		if n := len([]rune(line)); n > 44 {
			t.Errorf("a line of %d characters on a terminal 44 wide: %q", n, line)
		}
	}
	var piped, errs strings.Builder
	if code := run([]string{"solve", manyFamilies}, &piped, &errs); code != 0 {
		t.Fatalf("piped: exit %d, want 0\n%s", code, errs.String())
	}
	if !strings.Contains(piped.String(), "\n  3-8. move CD3 E 2 | E 3; move AB1 E 1 | E 2 | E 3\n") {
		t.Errorf("piped, a family is not one line:\n%s", piped.String())
	}
}

// TestSolveJSONUnwrappedOnATerminal: solve --json writes the same on a
// narrow terminal as to a pipe: JSON is never wrapped.
func TestSolveJSONUnwrappedOnATerminal(t *testing.T) {
	got, code, stderr := solveOnTerminal(t, 44, "solve", manyFamilies, "--json")
	if code != 0 {
		t.Fatalf("exit %d, want 0\n%s%s", code, got, stderr)
	}
	var piped, errs strings.Builder
	if code := run([]string{"solve", manyFamilies, "--json"}, &piped, &errs); code != 0 {
		t.Fatalf("piped: exit %d, want 0\n%s", code, errs.String())
	}
	// The seconds differ from run to run.
	seconds := regexp.MustCompile(`"seconds":[0-9.e-]+`)
	if a, b := seconds.ReplaceAllString(got, ""), seconds.ReplaceAllString(piped.String(), ""); a != b {
		t.Errorf("on a terminal:\n%s\npiped:\n%s", a, b)
	}
}

// solveOnTerminal runs birdcrab with args, its standard output a terminal
// width columns wide, and returns what the terminal got (newlines as
// "\n"), the exit status and stderr.
func solveOnTerminal(t *testing.T, width uint16, args ...string) (out string, code int, stderr string) {
	t.Helper()
	master, tty := openPTY(t)
	ws := struct{ row, col, x, y uint16 }{row: 24, col: width}
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, tty.Fd(), syscall.TIOCSWINSZ, uintptr(unsafe.Pointer(&ws))); e != 0 {
		t.Skip("cannot size the pseudo-terminal:", e)
	}
	done := make(chan []byte)
	go func() {
		var seen bytes.Buffer
		buf := make([]byte, 4096)
		for {
			n, err := master.Read(buf)
			seen.Write(buf[:n])
			if err != nil {
				done <- seen.Bytes()
				return
			}
		}
	}()
	var errs strings.Builder
	code = run(args, tty, &errs)
	// Read all the terminal holds before closing its master end (see
	// TestSolveProgressOnATerminal).
	tty.Close()
	out = strings.ReplaceAll(string(<-done), "\r\n", "\n")
	master.Close()
	return out, code, errs.String()
}
