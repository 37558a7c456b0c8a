package tui

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
)

// hostile finding 4: $EDITOR was split at spaces with no regard for
// quotes, so `sh -c "exec true"` or `emacsclient -a ""` got the quotes
// as words and failed. Plain words still run as they are; shell syntax
// goes to sh, which gets the file as "$@".
func TestTextEditorHonoursQuotes(t *testing.T) {
	t.Setenv("VISUAL", "")
	for _, c := range []struct {
		val  string
		want []string
	}{
		{"", []string{"vi"}},
		{"  ", []string{"vi"}},
		{"code -w", []string{"code", "-w"}},
		{`emacsclient -a ""`, []string{"sh", "-c", `emacsclient -a "" "$@"`, `emacsclient -a ""`}},
	} {
		t.Setenv("EDITOR", c.val)
		if got := TextEditor(); !slices.Equal(got, c.want) {
			t.Errorf("EDITOR=%q: %q, want %q", c.val, got, c.want)
		}
		if got, want := EditorName(c.want), c.want[len(c.want)-1]; got != want && c.want[0] == "sh" {
			t.Errorf("EDITOR=%q: named %q, want %q", c.val, got, want)
		}
	}
	// The file reaches the command whole, spaces and all.
	dir := t.TempDir()
	file := filepath.Join(dir, "my pack.toml")
	t.Setenv("EDITOR", `sh -c 'echo edited > "$1"' editor`)
	args := append(TextEditor(), file)
	if out, err := exec.Command(args[0], args[1:]...).CombinedOutput(); err != nil {
		t.Fatalf("%q: %v: %s", args, err, out)
	}
	if b, err := os.ReadFile(file); err != nil || string(b) != "edited\n" {
		t.Errorf("the editor wrote %q (%v), want \"edited\\n\"", b, err)
	}
}
