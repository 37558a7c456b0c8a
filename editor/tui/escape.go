package tui

import (
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/gdamore/tcell/v2"
)

// A terminal sends the Escape key as the byte ESC, which also starts the
// sequences of the arrows and the other special keys, and which a legacy
// terminal puts before a key to say Alt. tcell tells them apart by time:
// an ESC with nothing after it for 50 ms is Escape. So two quick Escapes
// arrive together and read as one (or as none, until the next key), and
// Escape followed at once by an arrow reads as Alt and the arrow, the
// Escape lost. escTty reads the terminal for tcell and writes each Escape
// it can tell apart as the unambiguous sequence CSI 27 u (the kitty
// keyboard protocol's Escape, which tcell reads as KeyEscape at once): an
// ESC followed by another ESC, by a key that starts no sequence tcell
// reads, or by nothing within escWait. ESC O starts an SS3 sequence (an
// arrow in application mode) only when its final byte follows, in the
// same read or within escWait: else it is Escape and O, and the key after
// it is the next key (tcell swallowed it). The Shell reads what is left of Alt (a key with
// the Alt modifier, as tmux sends Escape and an arrow) as Escape and the
// key (splitAlt).

// escKey is the Escape key as a CSI u sequence.
var escKey = []byte("\x1b[27u")

// escWait is how long a lone ESC (or ESC O) waits for the rest of a
// sequence before it is taken as the Escape key (and O); tcell waits 50 ms.
const escWait = 50 * time.Millisecond

// readResult is one read of the terminal.
type readResult struct {
	data []byte
	err  error
}

// escTty is a tcell.Tty whose Escape keys read unambiguously. A goroutine
// reads the terminal between Start and Stop, so that a lone ESC (or ESC O)
// can wait for what follows with a time limit.
type escTty struct {
	tcell.Tty
	mu      sync.Mutex
	ch      chan readResult // the reads of the running goroutine
	pending []byte          // bytes for tcell not yet returned
	held    []byte          // a lone ESC, or ESC O, waits for what follows
	err     error           // the error the reads ended with, after pending
}

// errRestarted is what a Read returns when Start ran while it waited: it
// read the terminal as it was before, and what follows is the new reads'.
var errRestarted = errors.New("tui: the terminal was started again during the read")

// newEscTty wraps a terminal.
func newEscTty(t tcell.Tty) *escTty { return &escTty{Tty: t} }

// Start starts the terminal and the goroutine that reads it.
func (t *escTty) Start() error {
	if err := t.Tty.Start(); err != nil {
		return err
	}
	ch := make(chan readResult, 1)
	t.mu.Lock()
	t.ch, t.pending, t.held, t.err = ch, nil, nil, nil
	t.mu.Unlock()
	go func() {
		for {
			buf := make([]byte, 256)
			n, err := t.Tty.Read(buf)
			ch <- readResult{buf[:n], err}
			if err != nil {
				return
			}
		}
	}()
	return nil
}

// Read returns the terminal's bytes with each Escape key made
// unambiguous, then the error the terminal's read ended with. tcell calls
// it from one goroutine; a Read that Start (after a suspend) overtook
// returns errRestarted and leaves the new reads' bytes alone.
func (t *escTty) Read(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	ch := t.ch
	for len(t.pending) == 0 {
		if t.err != nil {
			return 0, t.err
		}
		held := len(t.held) > 0
		t.mu.Unlock()
		r, ok := waitRead(ch, held)
		t.mu.Lock()
		if t.ch != ch {
			return 0, errRestarted
		}
		if !ok {
			// Nothing followed: the Escape key, and the O after it.
			t.pending = append(append(t.pending, escKey...), t.held[1:]...)
			t.held = nil
			continue
		}
		t.pending, t.held = splitEscapes(append(t.held, r.data...))
		if r.err != nil {
			// The reading goroutine has ended: nothing follows.
			t.err, t.held = r.err, nil
		}
	}
	n := copy(p, t.pending)
	t.pending = t.pending[n:]
	return n, nil
}

// waitRead returns the next read of ch; when held, only if it comes within
// escWait (else ok is false).
func waitRead(ch chan readResult, held bool) (r readResult, ok bool) {
	if !held {
		return <-ch, true
	}
	select {
	case r = <-ch:
		return r, true
	case <-time.After(escWait):
		return r, false
	}
}

// splitEscapes rewrites each ESC of data that is the Escape key as escKey:
// one followed by another ESC, by a byte that starts no sequence tcell
// reads (a legacy terminal's Alt and a key: here Escape, then the key), or
// by O (SS3) and a byte that ends no SS3 key. The keypad's SS3 keys are
// the keys they stand for (keypadKey), and an SS3 key with a modifier is
// written as tcell reads it (ss3Mod). An ESC, or ESC O, that ends
// data is held back (held): what follows decides.
func splitEscapes(data []byte) (out, held []byte) {
	out = make([]byte, 0, len(data)+8)
	for i := 0; i < len(data); i++ {
		b := data[i]
		if b != 0x1b {
			out = append(out, b)
			continue
		}
		rest := data[i+1:]
		switch {
		case len(rest) == 0, len(rest) == 1 && rest[0] == 'O', ss3Mod(rest) < 0:
			return out, append([]byte(nil), data[i:]...)
		case ss3Mod(rest) > 0:
			n := ss3Mod(rest)
			out = append(append(append(out, "\x1b[1;"...), rest[1:n-1]...), rest[n-1])
			i += n
		case rest[0] == 'O' && ss3Final(rest[1]):
			out = append(out, b, 'O', rest[1])
			i += 2
		case rest[0] == 'O' && keypadKey(rest[1]) != 0:
			out = append(out, keypadKey(rest[1]))
			i += 2
		case rest[0] != 'O' && startsSequence(rest[0]):
			out = append(out, b)
		default:
			out = append(out, escKey...)
		}
	}
	return out, nil
}

// startsSequence reports whether b after an ESC starts an escape sequence
// that tcell reads and a terminal sends: CSI (keys, the mouse, reports),
// OSC (the clipboard) and the string terminator that ends an OSC. SS3 (O)
// is one only with its final byte (ss3Final). tcell reads no DCS (P): it
// takes ESC P as Alt-P; and it swallows what follows ESC N (SS2), and
// every key up to a string terminator after ESC X (SOS), ESC ^ (PM) and
// ESC _ (APC), which a terminal never sends as keys: Escape followed at
// once by N or X (the editor's new position, clear every order) lost the
// keys after it. Each of them is Escape and the key.
func startsSequence(b byte) bool {
	switch b {
	case '[', ']', '\\':
		return true
	}
	return false
}

// ss3Final reports whether b ends an SS3 sequence that tcell reads as a key
// (an arrow, Home, End or a function key in application mode): tcell
// swallows any other byte after ESC O, so that Escape followed at once by
// O (the editor's switch of mode) lost the key after it.
func ss3Final(b byte) bool {
	return strings.IndexByte("ABCDFHPQRStuvlwx", b) >= 0
}

// keypadKey returns the key that ESC O and b stand for on the keypad in
// application mode (tcell turns it on, and PuTTY, iTerm2, Terminal.app and
// tmux then send SS3 M for the keypad's Enter): Enter, a digit, an
// operator or =; 0 for any other b. tcell reads none of them (it swallowed
// the keypad's Enter); read as Escape, O and the key, the keypad's Enter
// left a dialog and switched the editor's mode.
func keypadKey(b byte) byte {
	switch {
	case b == 'M':
		return '\r'
	case b == 'X':
		return '='
	case b >= 'j' && b <= 'y':
		return "*+,-./0123456789"[b-'j']
	}
	return 0
}

// ss3Mod returns the length of the SS3 key with a modifier that rest (what
// follows an ESC) starts with: O, the modifier's digits and a final byte
// (ss3Final), as Konsole sends Shift-F1 (ESC O 2 P); 0 when it starts
// none, -1 when it ends inside one. tcell reads the key as CSI 1;2 P
// only: it swallowed the 2 and read P, and as Escape, O, 2 and P the
// key left a dialog and switched the editor's mode.
func ss3Mod(rest []byte) int {
	if len(rest) < 2 || rest[0] != 'O' || rest[1] < '1' || rest[1] > '9' {
		return 0
	}
	for i := 2; i < len(rest) && i < 4; i++ {
		switch {
		case ss3Final(rest[i]):
			return i + 1
		case rest[i] < '0' || rest[i] > '9':
			return 0
		}
	}
	if len(rest) < 4 {
		return -1
	}
	return 0
}

// splitAlt returns the keys an event with the Alt modifier stands for:
// Escape, then the key without Alt. No screen binds a key with Alt; a
// terminal (or tmux) sends Escape followed quickly by a key as Alt and
// that key. Other events come back alone.
func splitAlt(ev *tcell.EventKey) []*tcell.EventKey {
	if ev.Modifiers()&tcell.ModAlt == 0 {
		return []*tcell.EventKey{ev}
	}
	mods := ev.Modifiers() &^ tcell.ModAlt
	return []*tcell.EventKey{
		tcell.NewEventKey(tcell.KeyEscape, 0, tcell.ModNone),
		tcell.NewEventKey(ev.Key(), ev.Rune(), mods),
	}
}
