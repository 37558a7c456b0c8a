package trainer

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"
)

// maxReplies bounds the replies a right answer under "any" is played
// against to rank them; past it the ranking covers the first ones.
const maxReplies = 20000

// rankedReply is one reply of the other players to a right answer under "any",
// played out: how close it came to refuting the answer.
type rankedReply struct {
	orders [][]engine.Order // every player's; the side's are the answer
	// lost are the side's pieces lost, kills the side's kills, fights the
	// fights the side's pieces were in: the more the side lost and the
	// fewer it killed, the closer the reply came.
	lost, kills, fights int
}

// closer reports whether reply a came closer than b to refuting the
// answer: the side lost more, killed fewer, fought more; then a reply
// that does something before one of no orders (it shows more than one
// that holds), and of those the one with the fewest orders: an order that
// changes nothing only hides the one that counts. Of replies as close,
// the one with the most orders was shown, "move Pit B 1; place Snake A1
// B" where the puzzle's explanation names the Snake alone (the Pikeman
// dies before it moves).
func closer(a, b *rankedReply, side int) bool {
	switch {
	case a.lost != b.lost:
		return a.lost > b.lost
	case a.kills != b.kills:
		return a.kills < b.kills
	case a.fights != b.fights:
		return a.fights > b.fights
	}
	na, nb := orderCount(a.orders, side), orderCount(b.orders, side)
	if (na == 0) != (nb == 0) {
		return na > 0
	}
	return na < nb
}

func orderCount(orders [][]engine.Order, side int) int {
	n := 0
	for i, os := range orders {
		if i+1 != side {
			n += len(os)
		}
	}
	return n
}

// rankReplies plays the side's orders mine against every reply of the
// other players (up to maxReplies of them: capped says so) and returns the
// replies, the closest to refuting first. It is for a right answer: no
// reply refutes it.
func rankReplies(ctx context.Context, sc *puzzles.Scenario, mine []engine.Order) (out []rankedReply, capped bool, err error) {
	p := sc.Position
	cat := sc.Catalogue()
	rules := sc.Rules()
	np := int(p.NumPlayers)
	sets := make([][][]engine.Order, np)
	whole := estimate(&p, cat, sc.Side) <= maxReplies
	for n := 1; n <= np; n++ {
		switch {
		case n == sc.Side:
			sets[n-1] = [][]engine.Order{mine}
		case whole:
			sets[n-1] = solver.LegalOrderSets(&p, cat, n)
		default:
			sets[n-1] = singleOrders(&p, cat, n)
		}
	}
	capped = !whole
	idx := make([]int, np)
	for {
		if len(out)%256 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, false, err
			}
		}
		if len(out) == maxReplies {
			capped = true
			break
		}
		orders := make([][]engine.Order, np)
		for i := range np {
			orders[i] = sets[i][idx[i]]
		}
		if r, ok := playReply(rules, p, orders, sc.Side); ok {
			out = append(out, r)
		}
		if !next(idx, sets) {
			break
		}
	}
	slices.SortStableFunc(out, func(a, b rankedReply) int {
		switch {
		case closer(&a, &b, sc.Side):
			return -1
		case closer(&b, &a, sc.Side):
			return 1
		}
		return 0
	})
	return out, capped, nil
}

// estimate bounds from below the number of replies of the players other
// than side: the product of each piece's options (and no order), times the
// placements from hand. It stops counting past maxReplies.
func estimate(p *engine.Position, cat *engine.Catalogue, side int) int {
	n := 1
	for l := engine.Loc(0); l < engine.NumLocs && n <= maxReplies; l++ {
		if pc := p.Board[l]; !pc.Empty() && int(pc.Owner) != side {
			n *= 1 + len(p.PieceOptions(cat, l, nil))
		}
	}
	for pl := 1; pl <= int(p.NumPlayers) && n <= maxReplies; pl++ {
		if pl == side {
			continue
		}
		for _, k := range p.Player(pl).HandKinds() {
			n *= 1 + len(p.PlaceCells(cat, pl, k, nil))
			if n > maxReplies {
				break
			}
		}
	}
	return n
}

// singleOrders are the replies of player n of at most one order: none, or
// one order of one piece, or one placement; for positions with too many
// replies to try them all.
func singleOrders(p *engine.Position, cat *engine.Catalogue, n int) [][]engine.Order {
	out := [][]engine.Order{{}}
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := p.Board[l]; int(pc.Owner) == n {
			for _, o := range p.PieceOptions(cat, l, nil) {
				out = append(out, []engine.Order{o})
			}
		}
	}
	for _, k := range p.Player(n).HandKinds() {
		for _, c := range p.PlaceCells(cat, n, k, nil) {
			for f := engine.A; f <= engine.F; f++ {
				if c.Facings&(1<<f) != 0 {
					out = append(out, []engine.Order{engine.Place(k, c.Loc, f)})
					break
				}
			}
		}
	}
	return out
}

// next steps idx to the next combination of sets, false after the last.
func next(idx []int, sets [][][]engine.Order) bool {
	for i := len(idx) - 1; i >= 0; i-- {
		if idx[i]++; idx[i] < len(sets[i]) {
			return true
		}
		idx[i] = 0
	}
	return false
}

// playReply plays one turn and measures it for the side.
func playReply(rules *engine.Rules, p engine.Position, orders [][]engine.Order, side int) (rankedReply, bool) {
	plan, err := p.PlanOrders(rules.Kinds, orders)
	if err != nil {
		return rankedReply{}, false
	}
	var out engine.Outcome
	var rec engine.Record
	rules.Resolve(&p, &plan, &out, &rec)
	r := rankedReply{orders: orders, lost: int(out.Lost[side-1]), kills: int(out.Kills[side-1])}
	for _, e := range rec.Events {
		if e.Type == engine.EvFight && (int(e.A.Owner) == side || int(e.B.Owner) == side) {
			r.fights++
		}
	}
	return r, true
}

// replyText writes the others' orders of a reply in one line: "Blue: move
// A1 C 1; turn ...", or "Blue: no orders".
func replyText(cat *engine.Catalogue, orders [][]engine.Order, side int) string {
	var parts []string
	for i, os := range orders {
		if i+1 != side {
			parts = append(parts, tui.PlayerName(i+1)+": "+engine.OrdersText(cat, os, "no orders"))
		}
	}
	return strings.Join(parts, " · ")
}

// measureText says how a reply went for the side: "you lose 1 piece, kill
// 1".
func measureText(r *rankedReply) string {
	return fmt.Sprintf("you lose %d, kill %d", r.lost, r.kills)
}

// chooseReply lists the replies to a right answer, the closest to
// refuting first, and replays the answer against the one chosen (o).
func (t *Trainer) chooseReply() {
	a := t.att
	v := a.result
	items := make([]tui.MenuItem, len(v.replies))
	for i := range v.replies {
		r := &v.replies[i]
		items[i] = tui.MenuItem{Text: clean(replyText(a.cat, r.orders, a.side())) + "  (" + measureText(r) + ")"}
	}
	title := fmt.Sprintf("%s's replies, the closest to beating you first (%d)", othersName(a.sc), len(items))
	if v.capped {
		title = fmt.Sprintf("%s's replies (too many to try all: %d of them), the closest first", othersName(a.sc), len(items))
	}
	t.shell.ShowMenu(title, items, false, func(i int) {
		if i < 0 || t.att != a || a.result != v {
			return
		}
		t.showReply(i)
	})
}

// showReply replays the answer against reply i of the verdict.
func (t *Trainer) showReply(i int) {
	a := t.att
	v := a.result
	r, err := tui.PlayTurn(&a.rules, a.sc.Position, v.replies[i].orders)
	if err != nil {
		t.say("cannot play this reply: "+tui.Reason(err), true)
		return
	}
	v.play = tui.NewReplayView(r, v.replies[i].orders)
	v.shown = i
	t.side.ScrollTo(0)
	t.say(fmt.Sprintf("your orders against reply %d of %d: %s", i+1, len(v.replies), clean(replyText(a.cat, v.replies[i].orders, a.side()))), false)
}

// noReplies says why o lists nothing.
func (t *Trainer) noReplies() string {
	if v := t.att.result; v == nil || len(v.replies) == 0 {
		return "o lists the other side's replies after a right answer against \"any\""
	}
	return ""
}
