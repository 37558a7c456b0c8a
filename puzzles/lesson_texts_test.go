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
// no text: a learner saw it in the replay, "back 1 / 2 opponents = ½",
// and found it nowhere in the why. The why names the numbers of every
// fight of the turn, each as the replay writes it (a whole number or a
// mixed number, "½").
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
			n := engine.FractionText(int(f.Num), int(f.Den))
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
// whole number ("2") or a mixed number ("½", "1½"), never the parts of one.
var shareText = regexp.MustCompile(`(?:\b\d+)?[` + vulgarGlyphs + `]|\b\d+\b`)

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

// The replay writes a share as a mixed number, "front 3 / 2 opponents =
// 1½": "3/2" on the panels beside it is a card's combat and speed on one
// side. A text that wrote the share "3/2" had a learner read it as a card.
// No shipped text writes a share as "a/b": a fraction in lowest terms with a
// denominator of 2 to 6, which has a vulgar fraction. A division written
// out, "6/2 = 3", and a number that is no share ("6/2", a card; "2/2")
// are left alone, as the pack script /tmp/lespacks/shares.py does.
func TestShippedTextsWriteSharesAsMixedNumbers(t *testing.T) {
	for _, name := range []string{"packs/lessons.toml", "packs/first-tactics.toml", "packs/tactics.toml"} {
		pk := shippedPack(t, name)
		check := func(what string, texts []string) {
			for _, s := range texts {
				for _, sh := range fractionShares(s) {
					r, _ := new(big.Rat).SetString(sh)
					want := engine.FractionText(int(r.Num().Int64()), int(r.Denom().Int64()))
					t.Errorf("%s %s writes the share %s, where the replay writes %s:\n%s", name, what, sh, want, s)
				}
			}
		}
		for _, l := range pk.Lessons {
			texts, _ := l.textsAndClaims()
			check("lesson "+l.ID, append(append(texts, l.Rule, l.Title), l.Chapter))
		}
		for _, pz := range pk.Puzzles {
			check("puzzle "+pz.ID, append([]string{pz.Description, pz.Explanation, pz.Title}, pz.Hints...))
		}
	}
}

// fractionShares lists the shares a text writes as "a/b": in lowest terms,
// b from 2 to 6, not part of a longer run of digits and slashes, and not a
// division written out ("5/2 = 2½").
func fractionShares(s string) []string {
	var out []string
	for _, m := range fracWritten.FindAllStringSubmatchIndex(s, -1) {
		if m[0] > 0 && strings.ContainsAny(s[m[0]-1:m[0]], "0123456789/.") {
			continue
		}
		rest := s[m[1]:]
		if strings.HasPrefix(rest, "/") || strings.HasPrefix(strings.TrimLeft(rest, " "), "=") ||
			(rest != "" && rest[0] >= '0' && rest[0] <= '9') {
			continue
		}
		n, d := atoiOr0(s[m[2]:m[3]]), atoiOr0(s[m[4]:m[5]])
		if n == 0 || d < 2 || d > 6 || big.NewRat(int64(n), int64(d)).Denom().Int64() != int64(d) {
			continue
		}
		out = append(out, s[m[0]:m[1]])
	}
	return out
}

var fracWritten = regexp.MustCompile(`(\d+)/(\d+)`)

func atoiOr0(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func TestFractionShares(t *testing.T) {
	for s, want := range map[string]string{
		"counts 3/2 against":       "3/2",
		"halved, 1/2.":             "1/2",
		"becomes 8/3, less":        "8/3",
		"front 6/2 = 3 against":    "",
		"a 6/2 card":               "",
		"its front-right 2/2 ties": "",
		"5/8 of it":                "",
		"dates 1/2/3":              "",
		"counts 1½ against":        "",
	} {
		if got := strings.Join(fractionShares(s), " "); got != want {
			t.Errorf("shares of %q: %q, want %q", s, got, want)
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
