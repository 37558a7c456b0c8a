package puzzles

import (
	"os"
	"testing"
)

// FuzzReadCatalogue: a catalogue file never panics or hangs; problems carry file and line.
func FuzzReadCatalogue(f *testing.F) {
	if data, err := os.ReadFile("pieces.toml"); err == nil {
		f.Add(data)
	}
	f.Add([]byte("[[kind]]\nname = \"Spear\"\ncombat = [1,2,3,4,5,6]\nspeed = [1,1,1,1,1,1]\n"))
	f.Add([]byte("[[kind]]\nname = \"X\"\ncombat = [99999999999999999999,2,3,4,5,6]\n"))
	f.Add([]byte("[[kind]]\nname = \"X\"\ncombat = \"six\"\n[[kind]]\nname = \"X\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var err error
		noHang(t, "ReadCatalogue", data, func() { err = ReadCatalogue("fuzz.toml", data, DefaultCatalogue()) })
		if err == nil {
			return
		}
		ps := Problems(err)
		if len(ps) == 0 {
			t.Fatalf("an error without problems: %v", err)
		}
		for _, p := range ps {
			if p.File != "fuzz.toml" || p.Line < 1 {
				t.Fatalf("a problem without a place: %#v (%v)", p, err)
			}
		}
	})
}
