package puzzles

import (
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// Every number a lesson's texts name must be stated by one of its claims, so
// that a number in a text is never left unchecked. A claim states the numbers
// written in it: "fight close A1 front 6/2=3 vs Pit front 2" states 6, 2 and
// 3, and "Pit front 5/2" states 5, 2 and the share 5/2 that a text writes
// "2½"; a cell's name ("A1") is a name, not a number, and so is a player's
// ("player 2").

var (
	playerRef = regexp.MustCompile(`(?i)\bplayers? \d+(?:(?:, | and | or )\d+)*`)
	textNum   = regexp.MustCompile(`(?:\b\d+)?[` + vulgarGlyphs + `]|\b\d+(?:\.\d+)?\b`)
	claimNum  = regexp.MustCompile(`\d+(?:\.\d+)?`)
	claimFrac = regexp.MustCompile(`(\d+)/(\d+)`)
)

// vulgarGlyphs are the Unicode vulgar fractions a text writes a share with,
// as the engine's fight texts do (engine.FractionText): "1½" is 3/2.
const vulgarGlyphs = "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚"

// vulgarValue holds each glyph's numerator and denominator.
var vulgarValue = map[rune][2]int64{
	'½': {1, 2}, '⅓': {1, 3}, '⅔': {2, 3}, '¼': {1, 4}, '¾': {3, 4},
	'⅕': {1, 5}, '⅖': {2, 5}, '⅗': {3, 5}, '⅘': {4, 5}, '⅙': {1, 6}, '⅚': {5, 6},
}

// textNumbers lists the numbers a text names, leaving out cells and
// players. A mixed number ("2½", "⅔") is named by its exact value written
// as a fraction in lowest terms ("5/2", "2/3"), as a claim states it.
func textNumbers(text string) []string {
	nums := textNum.FindAllString(playerRef.ReplaceAllString(text, " "), -1)
	for i, n := range nums {
		if r, ok := mixedValue(n); ok {
			nums[i] = r.RatString()
		}
	}
	return nums
}

// mixedValue reads a mixed number, "2½" or "⅔", as an exact value.
func mixedValue(s string) (*big.Rat, bool) {
	rs := []rune(s)
	v, ok := vulgarValue[rs[len(rs)-1]]
	if !ok {
		return nil, false
	}
	whole := int64(0)
	if w := string(rs[:len(rs)-1]); w != "" {
		n, err := strconv.ParseInt(w, 10, 64)
		if err != nil {
			return nil, false
		}
		whole = n
	}
	return big.NewRat(whole*v[1]+v[0], v[1]), true
}

// claimNumbers lists the numbers the claims state.
func claimNumbers(claims []string) map[string]bool {
	out := map[string]bool{}
	for _, c := range claims {
		for _, tok := range strings.Fields(c) {
			if _, err := engine.ParseLoc(tok); err == nil {
				continue
			}
			for _, n := range claimNum.FindAllString(tok, -1) {
				out[n] = true
			}
			for _, m := range claimFrac.FindAllStringSubmatch(tok, -1) {
				n, _ := strconv.ParseInt(m[1], 10, 64)
				if d, _ := strconv.ParseInt(m[2], 10, 64); d != 0 {
					out[big.NewRat(n, d).RatString()] = true
				}
			}
		}
	}
	return out
}

// UnclaimedNumbers lists the numbers the lesson's texts (text, why, hints
// and the wrong answers' whys) name that none of its claims states.
func (l *Lesson) UnclaimedNumbers() []string {
	texts, claims := l.textsAndClaims()
	return unclaimed(texts, claims)
}

// textsAndClaims returns the lesson's texts (text, why, hints, the wrong
// answers' whys) and all its claims (its own and its wrong answers').
func (l *Lesson) textsAndClaims() (texts, claims []string) {
	claims = append([]string(nil), l.Claims...)
	texts = append([]string{l.Text, l.Why}, l.Hints...)
	for _, w := range l.Wrong {
		claims = append(claims, w.Claims...)
		texts = append(texts, w.Why)
	}
	return texts, claims
}

// UnclaimedNumbers lists the numbers the puzzle's texts (description,
// hints, explanation) name that none of its claims states.
func (pz *Puzzle) UnclaimedNumbers() []string {
	return unclaimed(append([]string{pz.Description, pz.Explanation}, pz.Hints...), pz.Claims)
}

// unclaimed lists the numbers of texts that no claim states, each once.
func unclaimed(texts, claims []string) []string {
	return missing(texts, textNumbers, claimNumbers(claims))
}

// missing lists what find finds in texts and have does not hold, each
// once, in the order the texts name them.
func missing(texts []string, find func(string) []string, have map[string]bool) []string {
	var out []string
	seen := map[string]bool{}
	for _, t := range texts {
		for _, x := range find(t) {
			if !have[x] && !seen[x] {
				seen[x] = true
				out = append(out, x)
			}
		}
	}
	return out
}

// Every cell a lesson's texts name must be named by one of its claims too,
// so that a text never sends a piece to a cell the engine does not. A text
// names a cell when one of its words (a run of letters and digits) is a
// cell's name written as the engine writes it: "A1", "CD5", "Pit". So "A"
// (a direction), "AB" (a territory), "Bird" and "pit" are no cells. A claim
// names every cell written in it, in any case.

var word = regexp.MustCompile(`[\pL\pN]+`)

// textCells lists the cells a text names, as it writes them.
func textCells(text string) []string {
	var out []string
	for _, w := range word.FindAllString(text, -1) {
		if l, err := engine.ParseLoc(w); err == nil && l.String() == w {
			out = append(out, w)
		}
	}
	return out
}

// claimCells lists the cells the claims name, each as the engine writes
// it.
func claimCells(claims []string) map[string]bool {
	out := map[string]bool{}
	for _, c := range claims {
		for _, w := range word.FindAllString(c, -1) {
			if l, err := engine.ParseLoc(w); err == nil {
				out[l.String()] = true
			}
		}
	}
	return out
}

// UnclaimedCells lists the cells the lesson's texts (text, why, hints and
// the wrong answers' whys) name that none of its claims names.
func (l *Lesson) UnclaimedCells() []string {
	texts, claims := l.textsAndClaims()
	return unclaimedCells(texts, claims)
}

// UnclaimedCells lists the cells the puzzle's texts (description, hints,
// explanation) name that none of its claims names.
func (pz *Puzzle) UnclaimedCells() []string {
	return unclaimedCells(append([]string{pz.Description, pz.Explanation}, pz.Hints...), pz.Claims)
}

// unclaimedCells lists the cells of texts that no claim names, each once.
func unclaimedCells(texts, claims []string) []string {
	return missing(texts, textCells, claimCells(claims))
}
