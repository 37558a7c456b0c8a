package tui

import (
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
// ESC followed by another ESC, by a key that starts no sequence, or by
// nothing within escWait. The Shell reads what is left of Alt (a key with
// the Alt modifier, as tmux sends Escape and an arrow) as Escape and the
// key (splitAlt).

// escKey is the Escape key as a CSI u sequence.
var escKey = []byte("\x1b[27u")

// escWait is how long a lone ESC waits for the rest of a sequence before
// it is taken as the Escape key (tcell waits 50 ms).
const escWait = 50 * time.Millisecond

// readResult is one read of the terminal.
type readResult struct {
	data []byte
	err  error
}

// escTty is a tcell.Tty whose Escape keys read unambiguously. A goroutine
// reads the terminal between Start and Stop, so that a lone ESC can wait
// for what follows with a time limit.
type escTty struct {
	tcell.Tty
	mu      sync.Mutex
	ch      chan readResult // the reads of the running goroutine
	pending []byte          // bytes for tcell not yet returned
	held    bool            // a lone ESC waits for what follows
}

// newEscTty wraps a terminal.
func newEscTty(t tcell.Tty) *escTty { return &escTty{Tty: t} }

// Start starts the terminal and the goroutine that reads it.
func (t *escTty) Start() error {
	if err := t.Tty.Start(); err != nil {
		return err
	}
	ch := make(chan readResult, 1)
	t.mu.Lock()
	t.ch, t.pending, t.held = ch, nil, false
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
// unambiguous. tcell calls it from one goroutine.
func (t *escTty) Read(p []byte) (int, error) {
	t.mu.Lock()
	ch := t.ch
	t.mu.Unlock()
	for len(t.pending) == 0 {
		var r readResult
		if t.held {
			select {
			case r = <-ch:
				r.data = append([]byte{0x1b}, r.data...)
			case <-time.After(escWait):
				t.held = false
				t.pending = append(t.pending, escKey...)
				continue
			}
		} else {
			r = <-ch
		}
		t.pending, t.held = splitEscapes(r.data)
		if r.err != nil && len(t.pending) == 0 {
			t.held = false
			return 0, r.err
		}
	}
	n := copy(p, t.pending)
	t.pending = t.pending[n:]
	return n, nil
}

// splitEscapes rewrites each ESC of data that is the Escape key as escKey:
// one followed by another ESC, or by a byte that starts no sequence (a
// legacy terminal's Alt and a key: here Escape, then the key). An ESC
// that ends data is held back (held): what follows decides.
func splitEscapes(data []byte) (out []byte, held bool) {
	out = make([]byte, 0, len(data)+8)
	for i := 0; i < len(data); i++ {
		b := data[i]
		if b != 0x1b {
			out = append(out, b)
			continue
		}
		if i == len(data)-1 {
			return out, true
		}
		if startsSequence(data[i+1]) {
			out = append(out, b)
		} else {
			out = append(out, escKey...)
		}
	}
	return out, false
}

// startsSequence reports whether b after an ESC starts an escape sequence:
// CSI, SS3 (arrows in application mode), OSC, DCS, APC, PM, SOS, SS2 and
// the string terminator.
func startsSequence(b byte) bool {
	switch b {
	case '[', 'O', ']', 'P', '_', '^', 'X', 'N', '\\':
		return true
	}
	return false
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
