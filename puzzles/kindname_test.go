package puzzles

import (
	"fmt"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// kindFile is a catalogue file with one new kind called name.
func kindFile(name string) []byte {
	return []byte(fmt.Sprintf("# one kind\n[[kind]]\nname = %s\ncombat = [1, 1, 1, 1, 1, 1]\nspeed = [1, 1, 1, 1, 1, 1]\n", quote(name)))
}

// Issue 17 item 7: a kind name that would break position codes is refused
// when the catalogue or pack loads, naming the file and the line.
func TestKindNamesThatBreakCodesRefused(t *testing.T) {
	for _, name := range []string{"Spear/Man", "Left|Right", "Crab, Big", "h:Crab", "x:Crab", "Tab\tMan", "Non\u00a0Break", "Esc\x1b", "--", "Crab: Big"} {
		err := ReadCatalogue("mine.toml", kindFile(name), DefaultCatalogue())
		ps := Problems(err)
		if len(ps) != 1 || ps[0].File != "mine.toml" || ps[0].Line != 3 || !strings.Contains(ps[0].Msg, "kind name") {
			t.Errorf("%q: got %v, want one problem on mine.toml line 3", name, err)
		}
		pack := append(kindFile(name), "\n[[puzzle]]\nid = \"p\"\nposition = \"bc1 t1 d30 | AB.BC.CD m6 | DE.EF.FA m6 | g:-\"\n"...)
		if _, err := Parse("pack.toml", pack, nil); err == nil || !strings.Contains(err.Error(), "pack.toml:3:") {
			t.Errorf("%q: a pack with it loads: %v", name, err)
		}
	}
	for _, name := range []string{"Spear Man", "Crab-Queen", "O'Brien", "Ritter (alt)", "Kämpfer", "騎士", "Imp 2"} {
		if err := ReadCatalogue("mine.toml", kindFile(name), DefaultCatalogue()); err != nil {
			t.Errorf("%q refused: %v", name, err)
		}
	}
}

// FuzzKindNameCode: every kind name the loader accepts survives a position
// code (on the board, in hand, as a target, in the graveyard) and the orders
// that name kinds.
func FuzzKindNameCode(f *testing.F) {
	for _, s := range []string{"Spear", "Cloud Man", "h:x", "a/b", "x|y", "out", "?", "m6", "O'Brien (2)", "騎士", "İstanbul", "k", "g:-"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		cat := DefaultCatalogue()
		if err := ReadCatalogue("fuzz.toml", kindFile(name), cat); err != nil {
			return
		}
		k, ok := cat.Lookup(strings.TrimSpace(name))
		if !ok {
			t.Fatalf("%q loaded but is not in the catalogue", name)
		}
		p := engine.NewPosition(2)
		p.Board[engine.Loc(3)] = engine.Piece{Kind: k, Owner: 1, Facing: engine.Dir(2)}
		if err := p.AddHand(2, k); err != nil {
			t.Fatal(err)
		}
		p.Player(1).Target = k
		if err := p.AddGrave(engine.Grave{Kind: k, Owner: 2}); err != nil {
			t.Fatal(err)
		}
		code := p.Code(cat)
		back, err := engine.ParseCode(cat, code)
		if err != nil {
			t.Fatalf("kind %q: the code %q does not read back: %v", name, code, err)
		}
		if back != p {
			t.Fatalf("kind %q: the code %q reads back to another position", name, code)
		}
		for _, o := range []engine.Order{engine.Place(k, engine.Loc(5), engine.Dir(1)), engine.Target(k)} {
			text := o.Format(cat)
			o2, err := engine.ParseOrder(cat, text)
			if err != nil || o2 != o {
				t.Fatalf("kind %q: the order %q reads back as %+v, %v", name, text, o2, err)
			}
		}
	})
}
