package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
)

// keyScreen is a tcell screen reading a fake terminal through escTty, and
// the names of the events it reads ("↑", "Alt-x", "paste[", "paste]").
func keyScreen(t *testing.T) (*fakeTty, <-chan string) {
	t.Helper()
	t.Setenv("TERM", "xterm-256color")
	tty := newFakeTty()
	sc, err := tcell.NewTerminfoScreenFromTty(newEscTty(tty))
	if err != nil {
		t.Skip("no terminfo here:", err)
	}
	if err := sc.Init(); err != nil {
		t.Fatal(err)
	}
	sc.EnablePaste()
	t.Cleanup(sc.Fini)
	events := make(chan string, 64)
	go func() {
		for {
			switch ev := sc.PollEvent().(type) {
			case nil:
				close(events)
				return
			case *tcell.EventKey:
				s := KeyOf(ev).String()
				if ev.Modifiers()&tcell.ModAlt != 0 {
					s = "Alt-" + s
				}
				events <- s
			case *tcell.EventPaste:
				if ev.Start() {
					events <- "paste["
				} else {
					events <- "paste]"
				}
			}
		}
	}()
	return tty, events
}

// Real terminals' sequences read as their keys through escTty, whole or
// split over two reads within escWait, in cursor and keypad application
// mode (tcell turns both on).
func TestEscTtySequences(t *testing.T) {
	tests := []struct {
		name  string
		reads []string // each a read of its own, 10 ms apart
		want  string
	}{
		{"SS3 arrows", []string{"\x1bOA\x1bOB\x1bOC\x1bOD"}, "↑ ↓ → ←"},
		{"CSI arrows", []string{"\x1b[A\x1b[B\x1b[C\x1b[D"}, "↑ ↓ → ←"},
		{"SS3 F1-F4", []string{"\x1bOP\x1bOQ\x1bOR\x1bOS"}, "F1 F2 F3 F4"},
		{"CSI F5", []string{"\x1b[15~"}, "F5"},
		{"SS3 Home End", []string{"\x1bOH\x1bOF"}, "Home End"},
		{"CSI Home End", []string{"\x1b[H\x1b[F\x1b[1~\x1b[4~"}, "Home End Home End"},
		{"modified arrow", []string{"\x1b[1;5A"}, "↑"},
		{"Alt-letter", []string{"\x1bx"}, "Esc x"},
		{"Alt-O alone", []string{"\x1bO"}, "Esc O"},
		{"Esc alone", []string{"\x1b"}, "Esc"},
		{"Esc then key later", []string{"\x1b", "j"}, "Esc j"},
		{"paste", []string{"\x1b[200~ab\x1b[201~"}, "paste[ a b paste]"},
		{"paste split", []string{"\x1b[200~a", "b\x1b[201~"}, "paste[ a b paste]"},
		{"split SS3 after ESC", []string{"\x1b", "OA"}, "↑"},
		{"split SS3 after O", []string{"\x1bO", "P"}, "F1"},
		{"split CSI", []string{"\x1b[", "A"}, "↑"},
		{"split CSI after ESC", []string{"\x1b", "[B"}, "↓"},
		{"SS3 with a modifier", []string{"\x1bO2P\x1bO5A\x1bO10S"}, "F1 ↑ F4"},
		{"SS3 with a modifier split", []string{"\x1bO2", "Q"}, "F2"},
		{"Alt-O and a digit", []string{"\x1bO2"}, "Esc O 2"},
		{"Alt-O and digits", []string{"\x1bO123"}, "Esc O 1 2 3"},
		{"keypad Enter", []string{"\x1bOM"}, "Enter"},
		{"keypad Enter split", []string{"\x1bO", "M"}, "Enter"},
		{"keypad digits", []string{"\x1bOp\x1bOq\x1bOy"}, "0 1 9"},
		{"keypad operators", []string{"\x1bOj\x1bOk\x1bOm\x1bOn\x1bOo"}, "* + - . /"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tty, events := keyScreen(t)
			for i, r := range tc.reads {
				if i > 0 {
					time.Sleep(escWait / 5)
				}
				if _, err := tty.keys.Write([]byte(r)); err != nil {
					t.Fatal(err)
				}
			}
			want := strings.Fields(tc.want)
			var got []string
			deadline := time.After(2 * time.Second)
			for len(got) < len(want) {
				select {
				case s := <-events:
					got = append(got, s)
				case <-deadline:
					t.Fatalf("sent %q: got %q, want %q", tc.reads, got, want)
				}
			}
			select {
			case s := <-events:
				got = append(got, s)
			case <-time.After(3 * escWait):
			}
			if strings.Join(got, " ") != tc.want {
				t.Errorf("sent %q: got %q, want %q", tc.reads, got, want)
			}
		})
	}
}
