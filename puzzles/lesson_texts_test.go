package puzzles

import (
	"math/big"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// Lesson 16 ("All at once") teaches that a piece about to die still fights.
// Its turn has three fights, and the one that shows the rule best (the
// Cyclops and the Bird on D1, both about to die, fight each other) was in
// no text: a learner saw it in the replay, "back 1 / 2 opponents = 1/2",
// and found it nowhere in the why. The why names the numbers of every
// fight of the turn, each as the replay writes it (a whole number or a
// fraction in lowest terms).
func TestTogetherWhyTellsEveryFight(t *testing.T) {
	l := shippedLessons(t).Lesson("together")
	if l == nil {
		t.Fatal("no lesson together")
	}
	turn, err := l.mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	named := shareText.FindAllString(l.Why, -1)
	fights := 0
	for _, e := range turn.Events {
		if e.Type != engine.EvFight {
			continue
		}
		fights++
		for _, f := range []engine.Fighter{e.A, e.B} {
			n := big.NewRat(int64(f.Num), int64(f.Den)).RatString()
			if !slices.Contains(named, n) {
				t.Errorf("the why does not name %s, the number %s on %v fights with (%s):\n%s",
					n, l.cat.Name(f.Kind), f.Loc, e.Text(l.cat), l.Why)
			}
		}
	}
	if fights < 3 {
		t.Errorf("the turn has %d fights, want 3", fights)
	}
}

// shareText finds the numbers of a text as a fight's text writes them: a
// whole number ("2") or a fraction ("1/2"), never the parts of one.
var shareText = regexp.MustCompile(`\b\d+(?:/\d+)?\b`)

// The replay writes a fight's share among opponents as an exact fraction,
// "front 5 / 2 opponents = 5/2"; a text that wrote the same number "2.5"
// had a learner read one fight's number two ways, "2.5" in the lesson and
// "5/2" in its replay. No shipped text or claim writes a decimal.
func TestShippedTextsWriteNoDecimals(t *testing.T) {
	decimal := regexp.MustCompile(`\b\d+\.\d+\b`)
	for _, name := range []string{"packs/lessons.toml", "packs/first-tactics.toml", "packs/tactics.toml"} {
		pk := shippedPack(t, name)
		check := func(what string, texts []string) {
			for _, s := range texts {
				if d := decimal.FindString(s); d != "" {
					t.Errorf("%s %s writes %s, where the replay writes a fraction:\n%s", name, what, d, s)
				}
			}
		}
		for _, l := range pk.Lessons {
			texts, claims := l.textsAndClaims()
			check("lesson "+l.ID, append(append(texts, l.Rule), claims...))
		}
		for _, pz := range pk.Puzzles {
			check("puzzle "+pz.ID, append(append([]string{pz.Description, pz.Explanation}, pz.Hints...), pz.Claims...))
		}
	}
}

// A text that says a piece strikes "from behind" (or stands "behind the
// Cyclops")
// must mean the side the engine names: the replay says "back-right 0"
// where lesson 38 said the Pikeman kills the Bird "from behind". So a text
// that says so is stated by claims that name a plain back side, not only a
// back-left or back-right one.
func TestShippedTextsBehindMeanTheBack(t *testing.T) {
	behind := regexp.MustCompile(`\b[Ff]rom behind\b|\bbehind (?:the|Blue's|your) [A-Z]\w*`)
	oblique := regexp.MustCompile(`\bback-(?:left|right)\b`)
	back := regexp.MustCompile(`\bback\b(?:[^-]|$)`)
	for _, l := range shippedLessons(t).Lessons {
		check := func(what string, texts, claims []string) {
			all := strings.Join(claims, "\n")
			if !oblique.MatchString(all) || back.MatchString(all) {
				return
			}
			for _, s := range texts {
				if m := behind.FindString(s); m != "" {
					t.Errorf("lesson %q %s says %q, but its claims name only a back-left or back-right side: say the side the engine names\n%s", l.ID, what, m, s)
				}
			}
		}
		check("text", append([]string{l.Text, l.Why}, l.Hints...), l.Claims)
		for _, w := range l.Wrong {
			check("wrong answer", []string{w.Why}, w.Claims)
		}
	}
}

// The replay shows a player's material only when Tech Fall puts him out, so
// a text that says how far behind a player is ("only 2 behind") must say
// what both materials are, for the learner to count them on the board: its
// claims state the material of two players, and the text names both
// numbers.
func TestShippedTextsBehindCountTheMaterial(t *testing.T) {
	behind := regexp.MustCompile(`\b\d+ behind\b`)
	for _, l := range shippedLessons(t).Lessons {
		check := func(what, text string, claims []string) {
			if !behind.MatchString(text) {
				return
			}
			named := textNumbers(text)
			var mats []string
			for _, c := range claims {
				if f := strings.Fields(c); len(f) == 3 && f[0] == "material" {
					mats = append(mats, f[2])
				}
			}
			if len(mats) < 2 {
				t.Errorf("lesson %q %s says how far behind a player is, but its claims state %d players' material, want 2:\n%s", l.ID, what, len(mats), text)
			}
			for _, m := range mats {
				if !slices.Contains(named, m) {
					t.Errorf("lesson %q %s does not name the material %s its claims state:\n%s", l.ID, what, m, text)
				}
			}
		}
		check("why", l.Why, l.Claims)
		for _, w := range l.Wrong {
			check("wrong answer", w.Why, w.Claims)
		}
	}
}

// The lesson texts are read by beginners. These phrases said what a
// beginner could not follow: a kill "to nobody's credit", "nobody of yours",
// a Snake not facing "straight out", a Necromancer that "raises" a piece.
var beginnerUnclear = []struct{ phrase, plain string }{
	{"to nobody's credit", "nobody earns a kill for it"},
	{"nobody of yours", "none of your pieces"},
	{"straight out along", "outward along its trench, toward the corner"},
	{"raises", "brings back"},
	{"neighbour of that side", "the side next to it"},
}

// And a text that names a ring by its number says what the number counts
// (the replay says "ring 4 is removed"; a lesson said "ring 3 falls" and
// only ever "the outer ring" before).
func TestShippedLessonTextsArePlain(t *testing.T) {
	ringNum := regexp.MustCompile(`\bring \d\b`)
	for _, l := range shippedLessons(t).Lessons {
		texts, _ := l.textsAndClaims()
		all := strings.Join(texts, "\n")
		for _, u := range beginnerUnclear {
			if strings.Contains(all, u.phrase) {
				t.Errorf("lesson %q says %q: say it plainly (%s)", l.ID, u.phrase, u.plain)
			}
		}
		if m := ringNum.FindString(all); m != "" && !strings.Contains(all, "steps from the Pit") {
			t.Errorf("lesson %q names %q without saying what the number counts (the cells that many steps from the Pit)", l.ID, m)
		}
	}
}
