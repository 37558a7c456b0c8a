package puzzles

import (
	"strings"
	"testing"
)

// A pack read with a --pieces file and saved pins, for the kinds it uses,
// what the file changes and its own tables leave out; a table of its own
// keeps its numbers (they held over the file's), and a kind it does not
// use is not pinned. Read again without --pieces, each kind it uses is
// the one it was played with.
func TestPinKindsReadsWithoutPieces(t *testing.T) {
	house := DefaultCatalogue()
	const houseText = "[[kind]]\nname = \"Spear\"\ncount = \"4\"\ncombat = [5, 2, 0, 0, 0, 2]\nspeed = [2, 1, 0, 0, 0, 1]\n\n" +
		"[[kind]]\nname = \"Pikeman\"\ncount = \"10-12\"\ncombat = [7, 2, 0, 0, 0, 2]\n\n" +
		"[[kind]]\nname = \"Crab\"\nspecial = \"Skeleton\"\n\n[[kind]]\nname = \"Bird\"\ncombat = [3, 1, 0, 0, 0, 1]\n"
	if err := ReadCatalogue("house.toml", []byte(houseText), house); err != nil {
		t.Fatal(err)
	}
	const pack = "[[kind]] # the club's Pikeman\nname = \"Pikeman\"\ncombat = [6, 2, 0, 0, 0, 2]\n\n" +
		"[[puzzle]]\nid = \"p\"\nside = 1\nopponent = \"hold\"\nturn = 2\nclaims = [\"combat Spear front 5\"]\n\n" +
		"[[puzzle.player]]\npieces = [\"Pikeman A3 D\", \"Crab AB1 D\"]\n\n[[puzzle.player]]\npieces = [\"King A1 A\"]\n"
	pk, err := Parse("club.toml", []byte(pack), house)
	if err != nil {
		t.Fatal(err)
	}
	pins := pk.PinKinds()
	if got, want := PinnedText(pins), "the new kind Spear, Crab's special rule and Pikeman's count"; got != want {
		t.Errorf("PinnedText = %q, want %q", got, want)
	}
	data, err := pk.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if !strings.Contains(text, "[[kind]] # the club's Pikeman\nname = \"Pikeman\"\ncount = \"10-12\"\ncombat = [6, 2, 0, 0, 0, 2]\n") {
		t.Errorf("the pack's Pikeman table is not kept with its count added:\n%s", text)
	}
	if strings.Contains(text, "Bird") {
		t.Errorf("Bird, which the pack does not use, is pinned:\n%s", text)
	}
	back, err := Parse("club.toml", data, nil)
	if err != nil {
		t.Fatalf("does not read without --pieces: %v\n%s", err, text)
	}
	for _, name := range []string{"Spear", "Pikeman", "Crab"} {
		a, _ := pk.Catalogue().Lookup(name)
		b, ok := back.Catalogue().Lookup(name)
		if !ok || !sameKind(pk.Catalogue().Kind(a), back.Catalogue().Kind(b)) {
			t.Errorf("%s reads back as %+v, played as %+v", name, *back.Catalogue().Kind(b), *pk.Catalogue().Kind(a))
		}
	}
	if id, _ := back.Catalogue().Lookup("Pikeman"); back.Catalogue().Kind(id).Combat[0] != 6 {
		t.Errorf("the pack's own Pikeman numbers gave way to the file's")
	}
	// Pinned once: a pack that reads alone pins nothing more.
	if again := back.PinKinds(); len(again) != 0 {
		t.Errorf("the pinned pack pins again: %+v", again)
	}
}
