package puzzles

import (
	"regexp"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// Every number a lesson's texts name must be stated by one of its claims, so
// that a number in a text is never left unchecked. A claim states the numbers
// written in it: "fight close A1 front 6/2=3 vs Pit front 2" states 6, 2 and
// 3; a cell's name ("A1") is a name, not a number, and so is a player's
// ("player 2").

var (
	playerRef = regexp.MustCompile(`(?i)\bplayers? \d+(?:(?:, | and | or )\d+)*`)
	textNum   = regexp.MustCompile(`\b\d+(?:\.\d+)?\b`)
	claimNum  = regexp.MustCompile(`\d+(?:\.\d+)?`)
)

// textNumbers lists the numbers a text names, leaving out cells and players.
func textNumbers(text string) []string {
	return textNum.FindAllString(playerRef.ReplaceAllString(text, " "), -1)
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
		}
	}
	return out
}

// UnclaimedNumbers lists the numbers the lesson's texts (text, why, hints
// and the wrong answers' whys) name that none of its claims states.
func (l *Lesson) UnclaimedNumbers() []string {
	claims := append([]string(nil), l.Claims...)
	texts := append([]string{l.Text, l.Why}, l.Hints...)
	for _, w := range l.Wrong {
		claims = append(claims, w.Claims...)
		texts = append(texts, w.Why)
	}
	return unclaimed(texts, claims)
}

// UnclaimedNumbers lists the numbers the puzzle's texts (description,
// hints, explanation) name that none of its claims states.
func (pz *Puzzle) UnclaimedNumbers() []string {
	return unclaimed(append([]string{pz.Description, pz.Explanation}, pz.Hints...), pz.Claims)
}

// unclaimed lists the numbers of texts that no claim states, each once.
func unclaimed(texts, claims []string) []string {
	have := claimNumbers(claims)
	var out []string
	seen := map[string]bool{}
	for _, t := range texts {
		for _, n := range textNumbers(t) {
			if !have[n] && !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}
