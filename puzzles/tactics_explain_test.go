package puzzles_test

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/quality"
)

// The tactics pack's generated puzzles are explained by the engine: each
// explanation is what quality.Explain derives from the puzzle's turn, and
// the claims that state its numbers and cells are in the puzzle's claims,
// so that `birdcrab check` tests them too. A change of the engine, the
// pack or the wording that changes what the turn says fails here; rewrite
// the explanations with
//
//	go test ./puzzles -run TestTacticsExplanations -update-explanations
//
// which changes no other line of the pack.

var updateExplanations = flag.Bool("update-explanations", false, "rewrite the generated tactics' explanations in packs/tactics.toml")

const tacticsFile = "packs/tactics.toml"

// handExplained are the tactics whose explanations an author wrote, with
// claims of their own: they are left as they are.
var handExplained = []string{
	"divide-to-save", "even-trade", "pincer", "cover-the-exits",
	"out-of-the-blue", "the-net", "witch-hunt", "at-any-price",
}

// TestTacticsExplanations holds every generated tactic's explanation to the
// engine: the text is the one derived from its turn, every claim the text
// rests on is in the pack and holds (under "any" on the turn of every legal
// reply, as the text says only what holds against all of them), and every
// number and cell the text names is stated by one of those claims.
func TestTacticsExplanations(t *testing.T) {
	data, err := os.ReadFile(tacticsFile)
	if err != nil {
		t.Fatal(err)
	}
	pk, err := puzzles.Parse(tacticsFile, data, nil)
	if err != nil {
		t.Fatal(err)
	}
	derived := map[string]*quality.Explanation{}
	for _, pz := range pk.Puzzles {
		if slices.Contains(handExplained, pz.ID) {
			if strings.TrimSpace(pz.Explanation) == "" {
				t.Errorf("%s: the hand-written explanation is gone", pz.ID)
			}
			continue
		}
		ex, err := quality.Explain(&pz.Scenario)
		if err != nil {
			t.Errorf("%s: %v", pz.ID, err)
			continue
		}
		derived[pz.ID] = ex
		if !*updateExplanations {
			t.Run(pz.ID, func(t *testing.T) { checkExplanation(t, pz, ex) })
		}
	}
	out, err := writeExplanations(data, derived)
	if err != nil {
		t.Fatal(err)
	}
	switch {
	case *updateExplanations:
		if err := os.WriteFile(tacticsFile, out, 0o644); err != nil {
			t.Fatal(err)
		}
	case string(out) != string(data):
		// Above all, a claim of an explanation no longer derived.
		t.Errorf("%s is not what -update-explanations writes: %s", tacticsFile, firstDiff(string(data), string(out)))
	}
}

// writeExplanations writes each puzzle's derived explanation into the
// pack's text, line by line, so that every other line stays as it is: the
// explanation on one line above the claims (replacing the one there), the
// claims it rests on after the puzzle's own. It reads the result back and
// fails unless it holds those explanations and claims.
func writeExplanations(data []byte, derived map[string]*quality.Explanation) ([]byte, error) {
	w := &textWriter{derived: derived}
	for _, line := range strings.SplitAfter(string(data), "\n") {
		w.line(line)
	}
	text := []byte(strings.Join(w.out, ""))
	pk, err := puzzles.Parse(tacticsFile, text, nil)
	if err != nil {
		return nil, err
	}
	for _, pz := range pk.Puzzles {
		ex := derived[pz.ID]
		if ex == nil {
			continue
		}
		if pz.Explanation != ex.Text {
			return nil, fmt.Errorf("%s: the explanation did not go in", pz.ID)
		}
		for _, c := range ex.Claims {
			if !slices.Contains(pz.Claims, c) {
				return nil, fmt.Errorf("%s: the claim %q did not go in", pz.ID, c)
			}
		}
	}
	return text, nil
}

// claimsMark heads, inside a puzzle's claims, those its derived
// explanation rests on: the claims above it are the puzzle's own (its
// hints'), those below it are rewritten with the explanation.
const claimsMark = "  # the explanation's (go test ./puzzles -run TestTacticsExplanations -update-explanations)\n"

// textWriter is writeExplanations going through the lines of a pack.
type textWriter struct {
	derived map[string]*quality.Explanation
	out     []string
	id      string   // the puzzle the lines are of
	hasText bool     // its explanation line is written
	claims  int      // 1: the lines are its own claims, 2: its explanation's
	own     []string // its own claims
}

// line writes one line of the pack, with what goes before it.
func (w *textWriter) line(line string) {
	if w.claims > 0 {
		w.claimLine(line)
		return
	}
	ex := w.derived[w.id]
	switch {
	case strings.HasPrefix(line, "[[puzzle]]"):
		w.id, w.hasText = "", false
	case w.id == "" && strings.HasPrefix(line, "id = "):
		w.id = strings.Trim(strings.TrimSpace(strings.TrimPrefix(line, "id = ")), `"`)
	case ex != nil && strings.HasPrefix(line, "explanation = "):
		line, w.hasText = "explanation = "+tomlString(ex.Text)+"\n", true
	case ex != nil && line == "claims = [\n":
		if !w.hasText {
			w.out = append(w.out, "explanation = "+tomlString(ex.Text)+"\n")
		}
		w.claims, w.own = 1, nil
	}
	w.out = append(w.out, line)
}

// claimLine writes a line of an explained puzzle's claims: its own are
// kept, the explanation's written before are left out, and written anew
// under claimsMark at the end.
func (w *textWriter) claimLine(line string) {
	switch {
	case line == "]\n":
		w.out = append(w.out, claimsMark)
		for _, c := range w.derived[w.id].Claims {
			if !slices.Contains(w.own, c) {
				w.out = append(w.out, "  "+tomlString(c)+",\n")
			}
		}
		w.out, w.claims = append(w.out, line), 0
	case line == claimsMark:
		w.claims = 2
	case w.claims == 1:
		w.own = append(w.own, strings.Trim(strings.TrimSpace(line), `",`))
		w.out = append(w.out, line)
	}
}

// firstDiff shows the first line where a and b differ.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return fmt.Sprintf("line %d is %q, want %q", i+1, al[i], bl[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(al), len(bl))
}

// tomlString writes s as a TOML basic string.
func tomlString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// checkExplanation checks one puzzle's explanation against ex, derived
// from the engine.
func checkExplanation(t *testing.T, pz *puzzles.Puzzle, ex *quality.Explanation) {
	t.Helper()
	if pz.Explanation != ex.Text {
		t.Errorf("the explanation\n\t%q\nis not what the engine says\n\t%q\n(rewrite it with -update-explanations)", pz.Explanation, ex.Text)
	}
	if n := strings.Count(ex.Text, ". "); n > 2 {
		t.Errorf("%q: %d sentences, want at most three", ex.Text, n+1)
	}
	for _, c := range ex.Claims {
		if !slices.Contains(pz.Claims, c) {
			t.Errorf("the explanation rests on %q, which the puzzle's claims do not hold", c)
		}
	}
	// What the text names, its own claims state.
	only := *pz
	only.Description, only.Hints, only.Claims = "", nil, ex.Claims
	only.Explanation = pz.Explanation
	if nums := only.UnclaimedNumbers(); len(nums) > 0 {
		t.Errorf("the explanation names %v, which no claim of it states", nums)
	}
	if cells := only.UnclaimedCells(); len(cells) > 0 {
		t.Errorf("the explanation names %v, which no claim of it names", cells)
	}
	// And they hold on every turn the text speaks of.
	turns, err := quality.Turns(&pz.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	if pz.Opponent == engine.Any && len(turns) < 2 {
		t.Errorf("under \"any\" only %d turn checked", len(turns))
	}
	for _, turn := range turns {
		for _, err := range pz.CheckClaims(ex.Claims, turn) {
			t.Errorf("against %s: %v", ordersText(pz, turn), err)
		}
	}
}

// ordersText writes the other players' orders of a turn, for a message.
func ordersText(pz *puzzles.Puzzle, turn *puzzles.Turn) string {
	var out []string
	for n, os := range turn.Orders {
		if n+1 != pz.Side {
			out = append(out, engine.OrdersText(pz.Catalogue(), os, "no orders"))
		}
	}
	return strings.Join(out, "; ")
}

// anyWithoutWhy are the "any" tactics whose explanations say no fight: no
// order of Blue's has its piece beaten the same way whatever Blue's other
// pieces do (the Skeleton that slips away, where nothing fights it; two
// pieces walking into a territory nobody defends; a Pikeman whose step
// another of Blue's pieces can block).
var anyWithoutWhy = []string{"the-skeleton-slips-away", "two-ways-in", "priest-and-cloud"}

// Under "any" an explanation says why no reply stops the orders, not only
// that none does: the fight that beats the piece the goals turn on, where
// each reply leaves it, or what one of the opponent's pieces can try and
// the fight it loses then ("If Blue's Cloud Man ... lands on A1 ..., your
// Crab in the Pit beats it, ..."). That fight is the same in every reply
// in which that piece moves so, whatever the opponent's other pieces do.
func TestTacticsAnyExplanationsSayWhy(t *testing.T) {
	pk, err := puzzles.ParseShipped(tacticsFile, nil)
	if err != nil {
		t.Fatal(err)
	}
	tries := 0
	for _, pz := range pk.Puzzles {
		if pz.Opponent != engine.Any || slices.Contains(handExplained, pz.ID) {
			continue
		}
		says := strings.Contains(pz.Explanation, " beats ") || strings.Contains(pz.Explanation, " ties with ")
		if says == slices.Contains(anyWithoutWhy, pz.ID) {
			t.Errorf("%s: %q says a fight: %v", pz.ID, pz.Explanation, says)
		}
		if !strings.Contains(pz.Explanation, "If "+engine.PlayerName(2)+"'s ") {
			continue
		}
		tries++
		checkTry(t, pz)
	}
	if tries < 10 {
		t.Errorf("%d explanations say what the opponent can try, want at least 10", tries)
	}
}

// checkTry checks the claims of pz's explanation that a try of one of
// Blue's pieces rests on ("with 2 move A2 D 1: lands A2 A1 end", then the
// fight) on every reply in which that piece moves so.
func checkTry(t *testing.T, pz *puzzles.Puzzle) {
	t.Helper()
	order, inner := tryClaims(pz)
	if len(inner) < 2 {
		t.Errorf("%s: no claims of the try in %q", pz.ID, pz.Explanation)
		return
	}
	n := 0
	for _, r := range quality.Replies(&pz.Scenario) {
		if !slices.Contains(r[1], order) {
			continue
		}
		n++
		all := slices.Clone(r)
		all[pz.Side-1] = pz.Solution
		turn, err := pz.Play(all)
		if err != nil {
			t.Fatal(err)
		}
		for _, err := range pz.CheckClaims(inner, turn) {
			t.Errorf("%s: against %s: %v", pz.ID, ordersText(pz, turn), err)
		}
	}
	if n == 0 {
		t.Errorf("%s: no reply plays %s", pz.ID, order.Format(pz.Catalogue()))
	}
}

// tryClaims returns the order of Blue's the first try of pz's claims
// names (the one whose piece "reaches" or "lands" somewhere), and the
// claims of that reply, without their "with".
func tryClaims(pz *puzzles.Puzzle) (engine.Order, []string) {
	var order engine.Order
	var head string
	var inner []string
	for _, c := range pz.Claims {
		h, claim, ok := strings.Cut(c, ": ")
		orders, with := strings.CutPrefix(h, "with 2 ")
		if !ok || !with {
			continue
		}
		for _, text := range strings.Split(orders, "; ") {
			o, err := engine.ParseOrder(pz.Catalogue(), text)
			moves := err == nil && o.Op == engine.OpMove && (strings.HasPrefix(claim, "reaches "+o.Loc.String()+" ") || strings.HasPrefix(claim, "lands "+o.Loc.String()+" "))
			if head == "" && moves {
				order, head = o, h
			}
		}
		if h == head {
			inner = append(inner, claim)
		}
	}
	return order, inner
}
