package trainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
)

// A long pack title is cut in the title line, with a mark, so that the
// puzzle's label and "? keys" stay: at 80 columns the line read
// " birdcrab · trainer · PackAbcdefghij…", both lost.
func TestTrainTitleCutsALongPackTitle(t *testing.T) {
	src, err := os.ReadFile(trainPackFile)
	if err != nil {
		t.Fatal(err)
	}
	long := "Pack" + strings.Repeat("Abcdefghij", 8)
	text := strings.Replace(string(src), `title = "Trainer test pack"`, `title = "`+long+`"`, 1)
	if text == string(src) {
		t.Fatal("the test pack changed: its title is gone")
	}
	pack := filepath.Join(t.TempDir(), "long.toml")
	writeFile(t, pack, text)
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1}, 80, 24)
	h.openItem("step-in")
	var label string
	h.Sync(func() { label = h.tr.att.item.label() })
	tuitest.Poll(t, tuitest.WaitLimit, func() (bool, func() string) {
		line := strings.Split(h.Screen(), "\n")[0]
		ok := strings.Contains(line, "…") && strings.Contains(line, " · "+label) && strings.HasSuffix(strings.TrimRight(line, " "), "? keys")
		return ok, func() string { return "the title line reads " + line }
	})
}
