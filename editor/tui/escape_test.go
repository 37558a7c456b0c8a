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
		in, out string
		held    bool
	}{
		{"abc", "abc", false},
		{"\x1b", "", true},
		{"\x1b\x1b", "\x1b[27u", true},
		{"\x1b\x1b\x1b[A", "\x1b[27u\x1b[27u\x1b[A", false},
		{"\x1b\x1b[A", "\x1b[27u\x1b[A", false},
		{"\x1b[A\x1bOB", "\x1b[A\x1bOB", false},
		{"\x1bj", "\x1b[27uj", false},
		{"\x1b]11;rgb:0/0/0\x1b\\", "\x1b]11;rgb:0/0/0\x1b\\", false},
		{"q\x1b", "q", true},
	}
	for _, tc := range tests {
		out, held := splitEscapes([]byte(tc.in))
		if string(out) != tc.out || held != tc.held {
			t.Errorf("splitEscapes(%q) = %q, %v; want %q, %v", tc.in, out, held, tc.out, tc.held)
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
}

func join(s []string) string {
	var b bytes.Buffer
	for _, x := range s {
		b.WriteString(x + " ")
	}
	return b.String()
}
