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
