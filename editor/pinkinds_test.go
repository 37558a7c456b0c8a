package editor

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// house: a pack saved in the editor started with --pieces house.toml (a
// club's catalogue that adds Spear and changes Bird's numbers) had no
// [[kind]] table for them: read without --pieces it failed everywhere
// (`unknown kind "Spear"`), or played Bird with other numbers than those
// tried in the editor. The save pins them, keeps the file's comments, and
// says so once.
func TestSaveUnderPiecesPinsTheKindsItUses(t *testing.T) {
	dir := t.TempDir()
	house, cat := houseCatalogue(t, dir)
	path := filepath.Join(dir, "club.toml")
	const club = "# The club's puzzles.\n[pack]\ntitle = \"Club\" # ours\n\n[[kind]] # the club's own\nname = \"Pikeman\"\ncombat = [6, 2, 0, 0, 0, 2]\n\n# Spear against Bird.\n[[puzzle]]\nid = \"spear\"\nside = 1\nopponent = \"hold\"\ngoals = [\"kill A1\"]\nsolution = [\"turn A3 A\"]\nturn = 2\n\n[[puzzle.player]]\npieces = [\"Spear A3 D\", \"Pikeman AB1 D\"] # the new kind\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n"
	if err := os.WriteFile(path, []byte(club), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path, Cat: cat, Pieces: house}, 80, 24)
	h.waitMessage("opened " + path)
	h.Keys("w")
	h.waitMessage("saved " + path)
	const said = "pinned the new kind Spear and Bird's numbers in the file ([[kind]] tables) so it reads without --pieces; Pikeman keeps the numbers of the pack's own [[kind]] table, not house.toml's"
	if msg := h.message(); !strings.Contains(msg, said) {
		t.Errorf("the save says %q, want %q", msg, said)
	}
	got := string(mustRead(t, path))
	for _, c := range []string{"# The club's puzzles.", "# ours", "[[kind]] # the club's own\nname = \"Pikeman\"\ncombat = [6, 2, 0, 0, 0, 2]\n", "# Spear against Bird.", "# the new kind"} {
		if !strings.Contains(got, c) {
			t.Errorf("the save lost the comment %q:\n%s", c, got)
		}
	}
	if strings.Contains(got, "Crab") {
		t.Errorf("the save pins Crab, which no puzzle uses:\n%s", got)
	}
	if strings.LastIndex(got, "[[kind]]") > strings.Index(got, "[[puzzle]]") {
		t.Errorf("the kinds come after the puzzles:\n%s", got)
	}
	// Read without --pieces, as birdcrab check, show and the trainer
	// read it: the kinds are the house's.
	pk, err := puzzles.Load(path, nil)
	if err != nil {
		t.Fatalf("the saved pack does not read without --pieces: %v\n%s", err, got)
	}
	for _, name := range []string{"Spear", "Bird"} {
		a, _ := cat.Lookup(name)
		b, ok := pk.Catalogue().Lookup(name)
		if !ok || *cat.Kind(a) != *pk.Catalogue().Kind(b) {
			t.Errorf("%s reads as %+v, the house gives %+v", name, *pk.Catalogue().Kind(b), *cat.Kind(a))
		}
	}
	// The pack's own numbers hold over the house's, as in the editor.
	if id, _ := pk.Catalogue().Lookup("Pikeman"); pk.Catalogue().Kind(id).Combat[0] != 6 {
		t.Errorf("Pikeman reads with front %d, want the pack's 6", pk.Catalogue().Kind(id).Combat[0])
	}
	// Said once: the next save writes the same pins and says nothing of
	// them.
	h.Keys("w")
	h.waitFor("a second save", func(e *Editor) bool {
		return !strings.Contains(e.shell.Message(), said) && strings.Contains(e.shell.Message(), "saved")
	})
	if again := string(mustRead(t, path)); again != got {
		t.Errorf("the second save wrote another text:\n%s\nthan the first:\n%s", again, got)
	}
}

// houseCatalogue writes a club's catalogue file in dir, which adds Spear
// and changes Bird, Pikeman and Crab, and returns its path and kinds.
func houseCatalogue(t *testing.T, dir string) (string, *engine.Catalogue) {
	t.Helper()
	house := filepath.Join(dir, "house.toml")
	const houseText = "[[kind]]\nname = \"Spear\"\ncount = \"4\"\ncombat = [5, 2, 0, 0, 0, 2]\nspeed = [2, 1, 0, 0, 0, 1]\n\n" +
		"[[kind]]\nname = \"Bird\"\ncombat = [3, 1, 0, 0, 0, 1]\n\n[[kind]]\nname = \"Pikeman\"\ncombat = [7, 2, 0, 0, 0, 2]\n\n[[kind]]\nname = \"Crab\"\nspecial = \"Skeleton\"\n"
	if err := os.WriteFile(house, []byte(houseText), 0o644); err != nil {
		t.Fatal(err)
	}
	cat, err := puzzles.LoadCatalogue(house)
	if err != nil {
		t.Fatal(err)
	}
	return house, cat
}

// A position file cannot pin kinds: saved under --pieces with a kind of
// the file on the board, the save says it reads as played only with that
// file, and how to save a pack that pins it.
func TestPositionSavedUnderPiecesSaysItNeedsThem(t *testing.T) {
	dir := t.TempDir()
	house, cat := houseCatalogue(t, dir)
	path := filepath.Join(dir, "pos.txt")
	if err := os.WriteFile(path, []byte("bc1 t2 d30 | AB.BC.CD m6 Spear/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	h := start(t, Options{Path: path, Cat: cat, Pieces: house}, 80, 24)
	h.waitMessage("opened " + path)
	h.Keys("w")
	h.waitMessage("saved " + path)
	want := "; it uses Spear, Bird as house.toml gives them, which a position file cannot hold: read it with --pieces " + house + " (a .toml name saves a pack, which pins them)"
	if msg := h.message(); !strings.Contains(msg, want) {
		t.Errorf("the save says %q, want %q", msg, want)
	}
}
