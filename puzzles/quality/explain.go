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

// MaxSentences bounds an explanation's sentences.
const MaxSentences = 3

// ErrNotSolved is Explain's error for a stated solution that does not reach
// the goals on the turn the opponent model plays.
var ErrNotSolved = errors.New("the stated solution does not reach the goals")

// clause is one part of a sentence and the claims that state it.
type clause struct {
	text   string
	claims []string
	// f is a fight's parts, when the clause words one, so that it can be
	// worded after the move of the piece that fights it (see fold).
	f *fightParts
	// at is where and when a moved piece arrives, when the clause says so.
	at *arrival
}

// arrival is where and when piece k (of the turn's puzzles.Track) ends
// its move.
type arrival struct {
	k     int
	loc   engine.Loc
	stage engine.Stage
}

// explainer holds what Explain reads.
type explainer struct {
	s     *puzzles.Scenario
	cat   *engine.Catalogue
	t     *puzzles.Turn
	f     *puzzles.Track
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
	x := &explainer{s: s, cat: s.Catalogue(), t: t, f: puzzles.Follow(&s.Position, t), base: base, order: map[engine.Loc]bool{}}
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
		sets := solver.LegalOrderSets(pos, s.Catalogue(), n)
		var next [][][]engine.Order
		for _, r := range out {
			for _, os := range sets {
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
// beats it when it stays, or what the opponent can try and the fight that
// beats it (see threat). A fight of a moved piece where its move ends is
// said with the move (see fold); fights before the moves come first.
func (x *explainer) explain() *Explanation {
	orders := x.keep(x.orderClauses())
	goals, fights := x.goalsAndFights()
	orders, fights = x.fold(orders, fights)
	orders = sameStage(orders)
	var sentences [][]clause
	if early := x.early(fights); early > 0 && len(orders) > 0 {
		sentences = append(sentences, x.fightSentences(nil, fights[:early])...)
		fights = fights[early:]
		orders[0].text = "then " + orders[0].text
	}
	var prev *fightParts // the fight said last
	if len(orders) > 0 {
		sentences = append(sentences, orders)
		prev = orders[len(orders)-1].f
	}
	if x.s.Opponent == engine.Any && len(goals) > 0 {
		sentences = append(sentences, goals)
		goals, prev = nil, nil
	}
	sentences = append(sentences, x.fightSentences(prev, fights)...)
	if len(goals) > 0 {
		sentences = append(sentences, goals)
	}
	for len(sentences) > MaxSentences {
		// The last two become one: "...; EF is ransacked".
		n := len(sentences)
		sentences[n-2] = append(append(sentences[n-2], clause{text: ";"}), sentences[n-1]...)
		sentences = sentences[:n-1]
	}
	return x.write(sentences)
}

// goalsAndFights returns the goals' clauses and the fights' that the text
// says. Under "any" they are what holds against every reply: the goals
// reached "whatever Blue does", with where the key piece is beaten (see
// beatenEverywhere), then one fight.
func (x *explainer) goalsAndFights() (goals, fights []clause) {
	fights = x.fightClauses()
	if x.s.Opponent != engine.Any {
		return x.keep(x.goalClauses(fights, nil)), fights
	}
	b, _ := x.beatenEverywhere()
	if c, ok := x.earlyKeyFight(b); ok && !x.saysBeaten(fights, b.key) {
		fights = append([]clause{c}, fights...) // no reply changes it
	}
	if b != nil && x.saysBeaten(fights, b.key) {
		b = nil // a fight every reply has says it
	}
	goals = x.keep(x.goalClauses(fights, b))
	if len(goals) == 0 {
		return nil, fights
	}
	goals[0].text = "whatever " + x.others() + " does, " + goals[0].text
	if b != nil && !b.tooMany {
		goals = append(goals, clause{text: ":"}, x.beatenClause(b))
	}
	switch {
	case len(fights) > 0:
		fights = fights[:1] // the goals take the second sentence
	case b != nil && b.stays != nil:
		fights = []clause{{text: "if it stays, " + b.stays.text, claims: b.stays.claims}}
	default:
		if c, ok := x.threat(); ok && len(x.keep([]clause{c})) == 1 {
			fights = []clause{c}
		}
	}
	return goals, fights
}

// saysBeaten reports whether one of fights says that the piece from l is
// beaten: under "any" a fight that every reply has.
func (x *explainer) saysBeaten(fights []clause, l engine.Loc) bool {
	for _, c := range fights {
		for _, cl := range c.claims {
			if cl == fmt.Sprintf("dies %v", l) || strings.HasPrefix(cl, fmt.Sprintf("converted %v ", l)) {
				return true
			}
		}
	}
	return false
}

// fold says a fight with the move of the piece of the side that fights
// it, when it is a close fight fought where and when that move ends:
// "your Pikeman steps from D3 to CD3 at priority 1, where it beats Blue's
// Harpy on CD2, front-right 2 against back 1", or where and when a step of
// it ends on the way: "your Drunk steps from F3 to EF3 at priority 2,
// where it beats ..., and goes on to EF2 at priority 1". Only the first such fight,
// and only when the fights before it come at the same moment, so that the
// fights are still told in the order of the turn. That move goes last
// among the orders, so that "it" is the piece just named.
func (x *explainer) fold(orders, fights []clause) ([]clause, []clause) {
	for i, f := range fights {
		if f.f == nil || (i > 0 && (fights[0].f == nil || fights[0].f.at.stage != f.f.at.stage)) {
			break
		}
		if !f.f.close {
			continue
		}
		for j, o := range orders {
			if o.at == nil || o.at.k != f.f.at.k {
				continue
			}
			where := ", where it " + f.f.what + ", " + f.f.numbers + f.f.after
			switch {
			case *o.at == f.f.at:
				o.text += where
			case f.f.at.stage < o.at.stage:
				m, ok := x.stepTo(f.f.at)
				if !ok {
					continue
				}
				o.text = m.text + where + ", and goes on " + to(o.at.loc) + " " + o.at.stage.When()
				o.claims = append(slices.Clone(o.claims), m.claims...)
			default:
				continue
			}
			o.claims = append(slices.Clone(o.claims), f.claims...)
			o.f = f.f
			return append(slices.Delete(slices.Clone(orders), j, j+1), o), slices.Delete(slices.Clone(fights), i, i+1)
		}
	}
	return orders, fights
}

// stepTo says how the piece a reaches a.loc in stage a.stage, a step of
// its move: "your Drunk steps from F3 to EF3 at priority 2", "your Cyclops
// reaches A1 from A3 at priority 2".
func (x *explainer) stepTo(a arrival) (clause, bool) {
	p := &x.f.Pieces[a.k]
	if p.Placed {
		return clause{}, false
	}
	steps := 0
	for i := range x.t.Events {
		e := &x.t.Events[i]
		if x.f.A[i] != a.k || e.Type != engine.EvStep {
			continue
		}
		steps++
		if e.To != a.loc || e.Stage != a.stage {
			continue
		}
		who := x.whose(p.Owner, p.Kind)
		claim := []string{fmt.Sprintf("reaches %v %v %s", p.Start, a.loc, stageToken(a.stage))}
		if steps == 1 {
			return clause{text: fmt.Sprintf("%s steps %s %s %s", who, from(p.Start), to(a.loc), a.stage.When()), claims: claim}, true
		}
		return clause{text: fmt.Sprintf("%s reaches %v %s %s", who, cellName(a.loc), from(p.Start), a.stage.When()), claims: claim}, true
	}
	return clause{}, false
}

// sameStage says once the priority of moves that all end at the same one
// (the orders that come before the moves, placements, left as they are):
// "your Cyclops steps from F2 to FA2 and your Pikeman reaches FA3 from F1,
// both at priority 1".
func sameStage(orders []clause) []clause {
	first := len(orders)
	for first > 0 && orders[first-1].at != nil {
		first--
	}
	moves := orders[first:]
	if len(moves) < 2 {
		return orders
	}
	st := moves[0].at.stage
	for _, o := range moves {
		if o.f != nil || o.at.stage.Priority() == 0 || o.at.stage != st {
			return orders
		}
	}
	out := slices.Clone(orders)
	for i := first; i < len(out); i++ {
		out[i].text = strings.TrimSuffix(out[i].text, " "+st.When())
	}
	all := "both"
	if len(moves) > 2 {
		all = "all"
	}
	out[len(out)-1].text += ", " + all + " " + st.When()
	return out
}

// early counts the fights at the head of fights that come before anything
// the orders do: in the combat before the moves, or at the start of the
// turn, when no order places a piece (a placement comes before them).
func (x *explainer) early(fights []clause) int {
	if slices.ContainsFunc(x.s.Solution, func(o engine.Order) bool { return o.Op == engine.OpPlace || o.Op == engine.OpTarget }) {
		return 0
	}
	n := 0
	for _, c := range fights {
		if c.f == nil || c.f.at.stage > engine.StagePlace {
			break
		}
		n++
	}
	return n
}

// fightSentences gives each fight a sentence. A fight of the piece the
// one before it named, at the same stage on the same cell, says so: "your
// Cerberus also beats Blue's Pikeman on EF5, ...".
func (x *explainer) fightSentences(prev *fightParts, fights []clause) [][]clause {
	var out [][]clause
	for _, c := range fights {
		if c.f != nil && prev != nil && prev.at == c.f.at {
			c.text = c.f.name + " also " + c.f.what + ", " + c.f.numbers + c.f.after
		}
		prev = c.f
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
				b.WriteString(engine.AndList(list) + c.text + " ")
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
		b.WriteString(engine.AndList(list))
		text := b.String()
		texts = append(texts, strings.ToUpper(text[:1])+text[1:]+".")
	}
	ex.Text = strings.Join(texts, " ")
	return ex
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
