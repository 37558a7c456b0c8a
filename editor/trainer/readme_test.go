package trainer

import (
	"os"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"

	"github.com/gdamore/tcell/v2"
)

// readmeBlock checks the README's block between the markers of screen
// name against want, or rewrites it with -update.
func readmeBlock(t *testing.T, name, want string) {
	t.Helper()
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	begin := "<!-- screen " + name + ": made by go test -update, do not edit -->\n```\n"
	end := "```\n<!-- end of screen " + name + " -->\n"
	before, rest, ok := strings.Cut(string(data), begin)
	got, after, ok2 := strings.Cut(rest, end)
	if !ok || !ok2 {
		t.Fatalf("README.md lacks the markers of screen %s", name)
	}
	switch {
	case got == want:
	case *update:
		if err := os.WriteFile("../../README.md", []byte(before+begin+want+end+after), 0o644); err != nil {
			t.Fatal(err)
		}
	default:
		t.Errorf("README.md's screen %s differs from the trainer's (go test -update rewrites it):\n%s\nwant:\n%s", name, got, want)
	}
}

// capture returns the screen's text as the README shows it: each line
// without its trailing spaces.
func capture(h *trainHarness) string {
	h.T.Helper()
	var b strings.Builder
	h.Sync(func() {
		for _, line := range strings.Split(strings.TrimRight(tuitest.ScreenText(h.Sim), "\n"), "\n") {
			b.WriteString(strings.TrimRight(line, " ") + "\n")
		}
	})
	return b.String()
}

// The README's pictures of the trainer at 80x24 are the trainer's own
// screens, on the shipped packs with no progress: the first screen, the
// first lesson, and a wrong answer to the second (submitted with nothing
// marked) with the first event of the turn picked. go test -update
// rewrites them.
func TestREADMEScreens(t *testing.T) {
	h := startTrainer(t, Options{}, 80, 24)
	h.WaitText("Welcome to Bird Crab!")
	readmeBlock(t, "first", capture(h))
	h.Key(tcell.KeyEnter)
	h.waitFor("the first lesson", func(tr *Trainer) bool { return tr.screen == scrPlay })
	h.WaitText("Lesson 1 · ")
	readmeBlock(t, "lesson", capture(h))
	h.Keys("n")
	h.WaitText("Lesson 2 · ")
	h.Keys("s")
	h.WaitText("Not yet")
	h.Key(tcell.KeyRight)
	h.Key(tcell.KeyDown)
	h.waitFor("an event picked", func(tr *Trainer) bool { return tr.att.result.play.Page == 1 && tr.att.result.play.Event >= 0 })
	readmeBlock(t, "wrong", capture(h))
}
