package generate

import (
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/quality"
)

// themePhrases end a generated puzzle's title with the rule that decides
// it. Facing, ransack and eliminate are left out: nearly every puzzle has
// them, or its goal says them already.
var themePhrases = map[string]string{
	quality.ThemeDivision:    "by division",
	quality.ThemeRanged:      "in a crossfire",
	quality.ThemeAngled:      "in a crossfire",
	quality.ThemeTop:         "from above",
	quality.ThemeTie:         "by a trade",
	quality.ThemeBump:        "with a bump",
	quality.ThemeInterrupted: "with a move cut short",
	quality.ThemePriority:    "by timing",
	quality.ThemeKnockback:   "with a knockback",
	quality.ThemeHarpyBomb:   "with a Harpy bomb",
	quality.ThemePlacement:   "from the hand",
	quality.ThemeTechFall:    "by Tech Fall",
	quality.ThemeSuddenDeath: "in sudden death",
}

// genTitle titles a generated puzzle from what it asks and what decides
// it: "Kill the Cyclops on D3 with the Cerberus", "Take the Pit by
// division", "Ransack EF against the Witch". A title in used gets a second
// theme, then its id; the title is added to used. A special rule comes
// before a mechanism: it says more.
func genTitle(cat *engine.Catalogue, pos *engine.Position, side int, goals []engine.Goal, themes []string, id string, used map[string]bool) string {
	base := puzzles.GoalPhrase(cat, pos, goals)
	var rules, mechanisms []string
	for _, th := range themes {
		p := themePhrase(cat, pos, side, th)
		switch {
		case p == "" || slices.Contains(rules, p) || slices.Contains(mechanisms, p):
		case themePhrases[th] == p:
			mechanisms = append(mechanisms, p)
		case !namesPiece(base, th) || kindCount(pos, th, cat) > 1:
			rules = append(rules, p) // not "Kill the Witch on B2 against the Witch"
		}
	}
	phrases := append(rules, mechanisms...)
	tail := ""
	if slices.ContainsFunc(goals, func(g engine.Goal) bool { return g.Kind == engine.GoalNoLosses }) {
		tail = ", losing nothing"
	}
	tries := []string{base + tail}
	if len(phrases) > 0 {
		tries = []string{base + " " + phrases[0] + tail}
	}
	if len(phrases) > 1 {
		tries = append(tries, base+" "+phrases[0]+" and "+phrases[1]+tail)
	}
	for _, t := range tries {
		if !used[t] {
			used[t] = true
			return t
		}
	}
	t := tries[len(tries)-1] + " (" + id + ")"
	used[t] = true
	return t
}

// namesPiece reports whether the goal phrase names the piece of the kind
// called name: "the Witch on B2", "the Cerberus in the Pit".
func namesPiece(base, name string) bool {
	return strings.Contains(base, " "+name+" on ") || strings.Contains(base, " "+name+" in the Pit")
}

// themePhrase says a theme for a title: a special rule by whose piece it
// is ("with the Harpy", "against the Witch", "with a Priest on each side"; "by
// the Skeleton rule" when no such piece is on the board or in a hand), a
// mechanism by its phrase, "" for the themes left out.
func themePhrase(cat *engine.Catalogue, pos *engine.Position, side int, theme string) string {
	k, ok := cat.Lookup(theme)
	if !ok {
		return themePhrases[theme]
	}
	ours, theirs := false, false
	for _, owner := range kindOwners(pos, k) {
		ours = ours || owner == side
		theirs = theirs || owner != side
	}
	name := cat.Kind(k).Name
	switch {
	case ours && theirs:
		return "with " + article(name) + " " + name + " on each side"
	case theirs:
		return "against the " + name
	case ours:
		return "with the " + name
	}
	return "by the " + name + " rule" // a piece raised from the graveyard
}

// article is "an" before a vowel, else "a".
func article(name string) string {
	if name != "" && strings.ContainsRune("AEIOU", rune(name[0])) {
		return "an"
	}
	return "a"
}

// kindOwners lists the owner of each piece of kind k on the board and in
// the hands.
func kindOwners(pos *engine.Position, k engine.KindID) []int {
	var out []int
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := pos.Board[l]; !pc.Empty() && pc.Kind == k {
			out = append(out, int(pc.Owner))
		}
	}
	for n := 1; n <= int(pos.NumPlayers); n++ {
		for _, h := range pos.Player(n).HandKinds() {
			if h == k {
				out = append(out, n)
			}
		}
	}
	return out
}

// kindCount counts the pieces of the kind named name, on the board and in
// the hands.
func kindCount(pos *engine.Position, name string, cat *engine.Catalogue) int {
	k, ok := cat.Lookup(name)
	if !ok {
		return 0
	}
	return len(kindOwners(pos, k))
}
