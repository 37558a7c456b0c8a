package engine

import "testing"

// AddKinds finds a kind wherever a position holds it: on the board, in a
// hand, as a Necromancer's target, in the graveyard; and no other.
func TestAddKindsEverywhere(t *testing.T) {
	cat := testCatalogue(t)
	p, err := ParseCode(cat, "bc1 t9 d20 | AB.BC.CD m6 h:Pawn x:Rock Spear/A2/D | DE.EF.FA m6 | g:Shield/1")
	if err != nil {
		t.Fatal(err)
	}
	used := map[KindID]bool{}
	p.AddKinds(used)
	want := map[string]bool{"Spear": true, "Pawn": true, "Rock": true, "Shield": true}
	for k := range KindID(cat.Len()) {
		if name := cat.Name(k); used[k] != want[name] {
			t.Errorf("%s: used %v, want %v", name, used[k], want[name])
		}
	}
	if len(used) != len(want) {
		t.Errorf("%d kinds used, want %d", len(used), len(want))
	}
}
