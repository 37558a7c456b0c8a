package puzzles

import (
	"strings"
	"testing"
	"unicode"

	"github.com/birdcrab/birdcrab/engine"
)

// titleMotion are words a title uses for a piece's move.
var titleMotion = []string{"walk", "step", "take", "slip", "goes", "run", "way in", "stumbl",
	"leap", "gallop", "charge", "march", "shortcut", "detour", "comes", "flies", "jump"}

// titleKindWords are the words a title may call a kind by, besides its name.
var titleKindWords = map[string][]string{
	"Cerberus":        {"hound", "dog"},
	"Reverse Centaur": {"centaur"},
	"Left Berzerker":  {"berzerker"},
	"Imp Swarm":       {"swarm", "imps"},
	"Cloud Man":       {"cloud"},
}

// A title of the tactics pack does not give the answer away: it does not
// name a kind of piece the solution moves or places together with a word
// for moving ("The witch takes the Pit", "The crab walks in" named the
// one piece to move and what to do with it). It names the goal or the
// opponent's pieces instead. (First tactics, written by hand, introduces
// its pieces in its descriptions; its titles may name them.)
func TestTacticsTitlesKeepTheAnswer(t *testing.T) {
	pk := shippedPack(t, "packs/tactics.toml")
	cat := pk.Catalogue()
	for _, pz := range pk.Puzzles {
		title := " " + strings.Join(strings.FieldsFunc(strings.ToLower(pz.Title), func(r rune) bool {
			return !unicode.IsLetter(r)
		}), " ")
		motion := ""
		for _, w := range titleMotion {
			if strings.Contains(title, " "+w) {
				motion = w
			}
		}
		if motion == "" {
			continue
		}
		for _, o := range pz.Solution {
			k := o.Kind
			switch o.Op {
			case engine.OpMove:
				k = pz.Position.Board[o.Loc].Kind
			case engine.OpPlace:
			default:
				continue
			}
			kind := cat.Kind(k).Name
			for _, w := range append([]string{strings.ToLower(kind)}, titleKindWords[kind]...) {
				if strings.Contains(title, " "+w) {
					t.Errorf("%s: the title %q names the %s the solution moves, and %q", pz.ID, pz.Title, kind, motion)
				}
			}
		}
	}
}

// A tactics title that places pieces in a territory is true to the
// position. "Two crabs, one territory" had Blue's crabs on DE6, in DE, and
// on D1, in trench D; "A bird and a cloud in FA" read as weather, the
// pack's "cloud" for a Cloud Man standing beside a bird in a title that
// lists pieces. A title "A bird and a cloud man in FA" or "Two crabs, one
// territory" names each kind plainly, and has that many pieces of it in
// the territory it names (or, for "one territory", all in one).
func TestTacticsTitlesPutPiecesWhereTheyStand(t *testing.T) {
	pk := shippedPack(t, "packs/tactics.toml")
	cat := pk.Catalogue()
	count := map[string]int{"a": 1, "an": 1, "the": 1, "one": 1, "two": 2, "three": 3}
	kindOf := func(word string) (engine.KindID, bool) {
		for i, k := range cat.Kinds() {
			name := strings.ToLower(k.Name)
			if word == name || word == name+"s" {
				return engine.KindID(i), true
			}
		}
		return 0, false
	}
	for _, pz := range pk.Puzzles {
		title := strings.ToLower(pz.Title)
		var parts []string
		terr := ""
		switch {
		case strings.HasSuffix(title, ", one territory"):
			parts = strings.Split(strings.TrimSuffix(title, ", one territory"), " and ")
			terr = "one"
		case len(title) > 6 && title[len(title)-6:len(title)-2] == " in " && !strings.HasSuffix(title, " pit"):
			if _, err := engine.ParseTerritory(strings.ToUpper(title[len(title)-2:])); err != nil {
				continue
			}
			terr = strings.ToUpper(title[len(title)-2:])
			parts = strings.Split(title[:len(title)-6], " and ")
		default:
			continue
		}
		var where []engine.Territory
		for _, part := range parts {
			n, word, ok := strings.Cut(part, " ")
			if !ok || count[n] == 0 {
				continue // "Blue's three in DE" counts no kind
			}
			kind, ok := kindOf(word)
			if !ok {
				t.Errorf("%s: the title %q calls a piece %q, which is no kind's name", pz.ID, pz.Title, word)
				continue
			}
			found := 0
			for l := engine.Loc(0); l < engine.NumLocs; l++ {
				pc := pz.Position.Board[l]
				if pc.Empty() || pc.Kind != kind {
					continue
				}
				if terr == "one" || l.Territory().String() == terr {
					found++
					where = append(where, l.Territory())
				}
			}
			if found < count[n] {
				t.Errorf("%s: the title %q has %s %s in %s, the position %d", pz.ID, pz.Title, n, word, terr, found)
			}
		}
		if terr == "one" {
			for _, w := range where {
				if w != where[0] || w == engine.NoTerritory {
					t.Errorf("%s: the title %q puts its pieces in one territory, but they stand in %v", pz.ID, pz.Title, where)
					break
				}
			}
		}
	}
}
