package quality

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"
)

// A puzzle's explanation, shown once it is solved, says why its solution
// works: what the orders do, the fights that decide the goals with the
// numbers that decided them (worded as the replay words a fight, see
// engine.Fighter.NumberText), and the goals reached. Explain derives it
// from the engine, with the claims that state every number and cell it
// names, so that check tests it and a test can derive it again: a text
// that no longer matches its turn fails.
//
// Under "any" it says only what holds against every reply: each part of
// the text is kept only when its claims hold on the turn of every legal
// reply (the replies are few in a one-turn puzzle: solver.LegalOrderSets),
// and the goals, which the solver proved, are said to be reached whatever
// the opponent does.

// Explanation is a puzzle's explanation and the claims that state what it
// says.
type Explanation struct {
	Text   string
	Claims []string
}

// MaxFights bounds the fights an explanation words, so that it stays at
// three short sentences: the orders, then one sentence a fight.
const MaxFights = 2

// ErrNotSolved is Explain's error for a stated solution that does not reach
// the goals on the turn the opponent model plays.
var ErrNotSolved = errors.New("the stated solution does not reach the goals")

// clause is one part of a sentence and the claims that state it.
type clause struct {
	text   string
	claims []string
}

// explainer holds what Explain reads.
type explainer struct {
	s     *puzzles.Scenario
	cat   *engine.Catalogue
	t     *puzzles.Turn
	f     *followed
	base  *puzzles.Turn   // the turn without the side's orders
	turns []*puzzles.Turn // every turn a clause must hold on
	// replies are the other players' orders of each of turns.
	replies [][][]engine.Order
	order   map[engine.Loc]bool // the cells of the side's pieces given orders
}

// Explain derives the explanation of puzzle s's stated solution.
func Explain(s *puzzles.Scenario) (*Explanation, error) {
	t, ok, err := s.Try(s.Solution)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrNotSolved
	}
	base, _, err := s.Try(nil)
	if err != nil {
		return nil, err
	}
	x := &explainer{s: s, cat: s.Catalogue(), t: t, f: follow(&s.Position, t.Events), base: base, order: map[engine.Loc]bool{}}
	if x.replies, x.turns, err = replyTurns(s); err != nil {
		return nil, err
	}
	for _, o := range s.Solution {
		if o.Op != engine.OpTarget {
			x.order[o.Loc] = true
		}
	}
	return x.explain(), nil
}

// Turns returns the turns on which an explanation of s must hold: the
// turn of its stated solution against the opponent model, and under "any"
// against every legal reply of the other players (see Replies).
func Turns(s *puzzles.Scenario) ([]*puzzles.Turn, error) {
	_, turns, err := replyTurns(s)
	return turns, err
}

// replyTurns returns the other players' replies under the opponent model
// and the turn the stated solution plays against each.
func replyTurns(s *puzzles.Scenario) ([][][]engine.Order, []*puzzles.Turn, error) {
	replies := [][][]engine.Order{s.Script()}
	if s.Opponent == engine.Any {
		replies = Replies(s)
	}
	turns := make([]*puzzles.Turn, len(replies))
	for i, r := range replies {
		all := slices.Clone(r)
		all[s.Side-1] = s.Solution
		t, err := s.Play(all)
		if err != nil {
			return nil, nil, err
		}
		turns[i] = t
	}
	return replies, turns, nil
}

// Replies lists every legal set of orders of the other players of s (the
// side's own entry left empty).
func Replies(s *puzzles.Scenario) [][][]engine.Order {
	pos := &s.Position
	out := [][][]engine.Order{make([][]engine.Order, pos.NumPlayers)}
	for n := 1; n <= int(pos.NumPlayers); n++ {
		if n == s.Side || pos.Player(n).Out {
			continue
		}
		var next [][][]engine.Order
		for _, r := range out {
			for _, os := range solver.LegalOrderSets(pos, s.Catalogue(), n) {
				c := slices.Clone(r)
				c[n-1] = os
				next = append(next, c)
			}
		}
		out = next
	}
	return out
}

// explain writes the text: one sentence for the orders, one for each
// deciding fight, the goals reached after the last. Under "any", where
// the fights depend on the reply, the goals follow the orders, with where
// and by whom the piece they turn on is beaten, and then the fight that
// beats it when it stays.
func (x *explainer) explain() *Explanation {
	var sentences [][]clause
	if cl := x.keep(x.orderClauses()); len(cl) > 0 {
		sentences = append(sentences, cl)
	}
	fights := x.fightClauses()
	var b *beaten
	if x.s.Opponent == engine.Any {
		b, _ = x.beatenEverywhere()
	}
	goals := x.keep(x.goalClauses(fights, b))
	if len(goals) > 0 && x.s.Opponent == engine.Any {
		goals[0].text = "whatever " + x.others() + " does, " + goals[0].text
	}
	if b != nil && !b.tooMany && len(goals) > 0 {
		goals = append(goals, clause{text: ":"}, x.beatenClause(b))
	}
	switch {
	case len(goals) == 0:
		sentences = append(sentences, x.fightSentences(fights)...)
	case x.s.Opponent == engine.Any:
		sentences = append(sentences, goals)
		if len(fights) > 0 {
			sentences = append(sentences, fights[:1])
		} else if b != nil && b.stays != nil {
			sentences = append(sentences, []clause{{"if it stays, " + b.stays.text, b.stays.claims}})
		}
	case len(fights) > 0:
		sentences = append(sentences, x.fightSentences(fights)...)
		last := &sentences[len(sentences)-1]
		*last = append(append(*last, clause{text: ";"}), goals...)
	default:
		sentences = append(sentences, goals)
	}
	return x.write(sentences)
}

// fightSentences gives each fight a sentence.
func (x *explainer) fightSentences(fights []clause) [][]clause {
	var out [][]clause
	for _, c := range fights {
		out = append(out, []clause{c})
	}
	return out
}

// write joins the sentences: a sentence's clauses with commas and a last
// "and" (";" and ":" clauses start a new list after that mark), each
// sentence with a capital and a full stop.
func (x *explainer) write(sentences [][]clause) *Explanation {
	ex := &Explanation{}
	var texts []string
	for _, sn := range sentences {
		var b strings.Builder
		var list []string
		for _, c := range sn {
			if c.text == ";" || c.text == ":" {
				b.WriteString(andList(list) + c.text + " ")
				list = nil
				continue
			}
			list = append(list, c.text)
			for _, cl := range c.claims {
				if !slices.Contains(ex.Claims, cl) {
					ex.Claims = append(ex.Claims, cl)
				}
			}
		}
		b.WriteString(andList(list))
		text := b.String()
		texts = append(texts, strings.ToUpper(text[:1])+text[1:]+".")
	}
	ex.Text = strings.Join(texts, " ")
	return ex
}

// andList writes "a", "a and b", "a, b and c".
func andList(items []string) string {
	if len(items) == 1 {
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// keep keeps the clauses whose claims hold on every turn of x.turns.
func (x *explainer) keep(cls []clause) []clause {
	var out []clause
	for _, c := range cls {
		ok := true
		for _, t := range x.turns {
			if len(x.s.CheckClaims(c.claims, t)) > 0 {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, c)
		}
	}
	return out
}

// others names the other players: "Blue", or "the others".
func (x *explainer) others() string {
	var names []string
	for n := 1; n <= int(x.s.Position.NumPlayers); n++ {
		if n != x.s.Side && !x.s.Position.Player(n).Out {
			names = append(names, engine.PlayerName(n))
		}
	}
	if len(names) == 1 {
		return names[0]
	}
	return "the others"
}

// whose names a piece by its owner and kind: "your Cyclops", "Blue's Bird".
func (x *explainer) whose(owner uint8, kind engine.KindID) string {
	if int(owner) == x.s.Side {
		return "your " + x.cat.Name(kind)
	}
	return engine.PlayerName(int(owner)) + "'s " + x.cat.Name(kind)
}

// on writes where a piece stands: "on A1", "in the Pit", as the replay does.
func on(l engine.Loc) string {
	if l == engine.Pit {
		return "in the Pit"
	}
	return "on " + l.String()
}

// to writes where a piece goes: "to A1", "into the Pit".
func to(l engine.Loc) string {
	if l == engine.Pit {
		return "into the Pit"
	}
	return "to " + l.String()
}

// cellName names a cell as a place: "A1", "the Pit".
func cellName(l engine.Loc) string {
	if l == engine.Pit {
		return "the Pit"
	}
	return l.String()
}

// from writes where a piece leaves: "from A1", "from the Pit".
func from(l engine.Loc) string {
	if l == engine.Pit {
		return "from the Pit"
	}
	return "from " + l.String()
}

// stageToken writes a stage as a claim does: "p2", "placement", "end".
func stageToken(st engine.Stage) string {
	if p := st.Priority(); p > 0 {
		return fmt.Sprintf("p%d", p)
	}
	switch st {
	case engine.StageStart:
		return "start"
	case engine.StagePlace:
		return "placement"
	case engine.StageRotate:
		return "rotation"
	}
	return "end"
}

// when writes a stage as a sentence starts with it: "at priority 2",
// "before anything moves", "at the end of the turn".
func when(st engine.Stage) string {
	switch {
	case st.Priority() > 0:
		return "at " + st.String()
	case st == engine.StagePlace:
		return "before anything moves"
	case st == engine.StageStart:
		return "at the start of the turn"
	case st == engine.StageRotate:
		return "as the pieces turn"
	}
	return "at the end of the turn"
}
