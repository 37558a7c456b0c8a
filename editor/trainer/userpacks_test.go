package trainer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The packs in the packs folder of the configuration folder are the
// trainer's too, after those given, each once: regular files (or links to
// them) ending in .toml, in name order. A configuration folder whose path
// holds glob characters lists them too: the folder was globbed, and
// BIRDCRAB_CONFIG_DIR=/x/cfg[1] listed none of the user's packs, not even
// the copy of a shipped pack that E had just written there.
func TestUserPacks(t *testing.T) {
	for _, name := range []string{"plain", "cfg[1]", "a*b?"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), name)
			t.Setenv(ConfigDirEnv, dir)
			if got := UserPacks(); len(got) != 0 {
				t.Errorf("no packs folder: %v", got)
			}
			progress, err := ProgressPath()
			if err != nil {
				t.Fatal(err)
			}
			packs := packsFolderOf(progress) // where E copies a shipped pack
			if err := os.MkdirAll(filepath.Join(packs, "folder.toml"), 0o755); err != nil {
				t.Fatal(err)
			}
			for _, name := range []string{"b.toml", "a.toml", "notes.txt"} {
				writeFile(t, filepath.Join(packs, name), "")
			}
			elsewhere := filepath.Join(dir, "elsewhere.toml")
			writeFile(t, elsewhere, "")
			if err := os.Symlink(elsewhere, filepath.Join(packs, "link.toml")); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink("nowhere.toml", filepath.Join(packs, "dangling.toml")); err != nil {
				t.Fatal(err)
			}
			got := UserPacks()
			want := []string{filepath.Join(packs, "a.toml"), filepath.Join(packs, "b.toml"), filepath.Join(packs, "link.toml")}
			if strings.Join(got, ",") != strings.Join(want, ",") {
				t.Fatalf("UserPacks %q, want %q", got, want)
			}
			given := []string{"mine.toml", filepath.Join(packs, "..", "packs", "b.toml")}
			all := WithUserPacks(given, got)
			if strings.Join(all, ",") != strings.Join(append(given, want[0], want[2]), ",") {
				t.Errorf("WithUserPacks %q", all)
			}
		})
	}
}
