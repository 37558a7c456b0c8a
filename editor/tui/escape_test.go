package tui

import (
	"bytes"
	"io"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
)

func TestSplitEscapes(t *testing.T) {
	tests := []struct {
		in, out, held string
	}{
		{"abc", "abc", ""},
		{"\x1b", "", "\x1b"},
		{"\x1b\x1b", "\x1b[27u", "\x1b"},
		{"\x1b\x1b\x1b[A", "\x1b[27u\x1b[27u\x1b[A", ""},
		{"\x1b\x1b[A", "\x1b[27u\x1b[A", ""},
		{"\x1b[A\x1bOB", "\x1b[A\x1bOB", ""},
		{"\x1bj", "\x1b[27uj", ""},
		{"\x1b]11;rgb:0/0/0\x1b\\", "\x1b]11;rgb:0/0/0\x1b\\", ""},
		{"q\x1b", "q", "\x1b"},
		// ESC O is SS3 only with a final byte tcell reads: else Escape,
		// O and the key after it, which tcell swallowed.
		{"\x1bOA\x1bOP", "\x1bOA\x1bOP", ""},
		{"\x1bOg", "\x1b[27uOg", ""},
		// The keypad in application mode: Enter, digits, operators.
		{"\x1bOM\x1bOp\x1bOy\x1bOj\x1bOX", "\r09*=", ""},
		// An SS3 key with a modifier (Konsole's Shift-F1) is written as
		// tcell reads it.
		{"\x1bO2P\x1bO13A", "\x1b[1;2P\x1b[1;13A", ""},
		{"j\x1bO1", "j", "\x1bO1"},
		{"\x1bO2x\x1bO2z", "\x1b[1;2x\x1b[27uO2z", ""},
		{"\x1bO\x1b", "\x1b[27uO", "\x1b"},
		{"j\x1bO", "j", "\x1bO"},
		// tcell reads no DCS, SS2, SOS, PM or APC: it took ESC P as Alt-P
		// and swallowed the keys after ESC N and ESC X.
		{"\x1bPx\x1bNx\x1bXx", "\x1b[27uPx\x1b[27uNx\x1b[27uXx", ""},
	}
	for _, tc := range tests {
		out, held := splitEscapes([]byte(tc.in))
		if string(out) != tc.out || string(held) != tc.held {
			t.Errorf("splitEscapes(%q) = %q, %q; want %q, %q", tc.in, out, held, tc.out, tc.held)
		}
	}
}

// fakeTty is a terminal whose keys a test writes.
type fakeTty struct {
	in   *io.PipeReader
	keys *io.PipeWriter
}

func newFakeTty() *fakeTty {
	r, w := io.Pipe()
	return &fakeTty{in: r, keys: w}
}

func (f *fakeTty) Start() error        { return nil }
func (f *fakeTty) Stop() error         { return nil }
func (f *fakeTty) Drain() error        { f.keys.CloseWithError(io.EOF); return nil }
func (f *fakeTty) NotifyResize(func()) {}
func (f *fakeTty) WindowSize() (tcell.WindowSize, error) {
	return tcell.WindowSize{Width: 80, Height: 24}, nil
}
func (f *fakeTty) Read(p []byte) (int, error)  { return f.in.Read(p) }
func (f *fakeTty) Write(p []byte) (int, error) { return len(p), nil }
func (f *fakeTty) Close() error                { return nil }

// Issue 18, item 6: through escTty, tcell reads two quick Escapes as two
// Escape keys (not one, or none until the next key), Escape and an arrow
// sent together as Escape then the arrow, and a lone Escape as Escape.
func TestEscTtyKeys(t *testing.T) {
	t.Setenv("TERM", "xterm-256color")
	tty := newFakeTty()
	sc, err := tcell.NewTerminfoScreenFromTty(newEscTty(tty))
	if err != nil {
		t.Skip("no terminfo here:", err)
	}
	if err := sc.Init(); err != nil {
		t.Fatal(err)
	}
	defer sc.Fini()
	events := make(chan *tcell.EventKey, 16)
	go func() {
		for {
			switch ev := sc.PollEvent().(type) {
			case nil:
				close(events)
				return
			case *tcell.EventKey:
				events <- ev
			}
		}
	}()
	name := func(ev *tcell.EventKey) string {
		s := KeyOf(ev).String()
		if ev.Modifiers()&tcell.ModAlt != 0 {
			s = "Alt-" + s
		}
		return s
	}
	expect := func(send string, want ...string) {
		t.Helper()
		if _, err := tty.keys.Write([]byte(send)); err != nil {
			t.Fatal(err)
		}
		var got []string
		for len(got) < len(want) {
			select {
			case ev := <-events:
				got = append(got, name(ev))
			case <-time.After(2 * time.Second):
				t.Fatalf("sent %q: got %v, want %v", send, got, want)
			}
		}
		if !bytes.Equal([]byte(join(got)), []byte(join(want))) {
			t.Errorf("sent %q: got %v, want %v", send, got, want)
		}
		select {
		case ev := <-events:
			t.Errorf("sent %q: one key too many: %s", send, name(ev))
		case <-time.After(3 * escWait):
		}
	}
	expect("\x1b\x1b", "Esc", "Esc")
	expect("\x1b\x1b[A", "Esc", "↑")
	expect("\x1b", "Esc")
	expect("\x1b[B", "↓")
	expect("j", "j")
	// Escape and O sent together, the next key later, as tmux sends
	// Escape O: SS3 waited for its final byte and swallowed the key.
	expect("\x1bO", "Esc", "O")
	expect("j", "j")
	expect("\x1bOg", "Esc", "O", "g")
	expect("\x1bX", "Esc", "X")
	expect("j", "j")
	expect("\x1bOA\x1bOt", "↑", "F5")
}

func join(s []string) string {
	var b bytes.Buffer
	for _, x := range s {
		b.WriteString(x + " ")
	}
	return b.String()
}
