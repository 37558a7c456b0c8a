package trainer

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"

	"github.com/gdamore/tcell/v2"
)

// A right answer against "any" (18.7) is replayed against the reply that
// comes closest to refuting it, not against no orders; o lists every
// reply, the closest first, and Enter replays the answer against the one
// chosen. Every reply in the list fails to beat the answer.
func TestTrainRightAnswerAgainstStrongestReply(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 30)
	h.openItem("corner")
	h.moveTo(loc(t, "FA3"))
	h.Key(tcell.KeyEnter)
	h.Keys("mc1")
	h.waitMessage("Red: move FA3 C 1")
	h.Keys("s")
	h.WaitText("✓ Right!")
	h.waitMessage("here is the one that comes closest")
	h.waitPanel("No reply of Blue beats your orders. Here they are played against the one that comes closest to beating them")
	var n int
	var first string
	h.Sync(func() {
		v := h.tr.att.result
		n = len(v.replies)
		first = replyText(h.tr.att.cat, v.replies[0].orders, 1)
		for i := range v.replies {
			if i > 0 && closer(&v.replies[i], &v.replies[i-1], 1) {
				t.Errorf("reply %d comes closer than reply %d: the list is not ordered", i+1, i)
			}
		}
	})
	if n < 2 || strings.Contains(first, "no orders") {
		t.Fatalf("%d replies, the closest %q: want several, the closest one that does something", n, first)
	}
	// The replay's first page lists the reply's orders.
	h.WaitText("Blue  " + strings.TrimPrefix(first, "Blue: "))
	h.WaitText("o other replies")
	h.Keys("o")
	h.WaitText("Blue's replies, the closest to beating you first")
	h.Key(tcell.KeyDown)
	h.Key(tcell.KeyEnter)
	h.waitMessage("your orders against reply 2 of")
	h.waitPanel("Here they are played against reply 2 of")
	h.WaitText("✓ Right!")
}

// With too many replies to try them all, a right answer against "any" is
// played against the closest of the replies tried, and o lists those:
// the message said "o lists all N" and the panel "the one that comes
// closest", of replies that were not all tried.
func TestTrainTooManyRepliesSaysSo(t *testing.T) {
	pack := filepath.Join(t.TempDir(), "many.toml")
	writeFile(t, pack, `[[puzzle]]
id = "many"
title = "Many replies"
opponent = "any"
goals = ["kill A1"]
position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D Pikeman/DE4/A Pikeman/E4/C Pikeman/EF6/C Pikeman/F4/C Pikeman/DE6/C | g:-"
`)
	// The search for a refutation is not what is tested: none is found.
	none := func(context.Context, *solver.Problem, []engine.Order) ([][]engine.Order, bool, error) {
		return nil, false, nil
	}
	h := startTrainer(t, Options{NoShipped: true, Packs: []string{pack}, Named: 1, Refute: none}, 100, 30)
	h.openItem("many")
	h.moveTo(loc(t, "A3"))
	h.Key(tcell.KeyEnter)
	h.Keys("md1")
	h.waitMessage("Red: move A3 D 1")
	h.Keys("s")
	h.WaitText("✓ Right!")
	var n int
	h.Sync(func() {
		n = len(h.tr.att.result.replies)
		if !h.tr.att.result.capped {
			t.Error("the replies are not capped: the test needs a position with more")
		}
	})
	h.waitMessage(fmt.Sprintf("too many replies to try them all: here is the closest of the %d tried · o lists them", n))
	h.waitPanel(fmt.Sprintf("Here they are played against the one of the %d tried (too many to try them all) that comes closest to beating them", n))
	if strings.Contains(h.tr.shell.Message(), "o lists all") {
		t.Errorf("the message says o lists all the replies: %s", h.tr.shell.Message())
	}
}

// JudgeTimeout bounded the ranking of the replies as well as the search
// for a refutation: a proof found near the bound, with no time left to
// rank, read "the search for Blue's reply took longer than ...: not
// judged". The bound is the search's; an answer proved right is judged
// right. Here the stand-in search proves it at the very bound.
func TestTrainProofAtTheBoundIsJudged(t *testing.T) {
	refute := func(ctx context.Context, p *solver.Problem, orders []engine.Order) ([][]engine.Order, bool, error) {
		<-ctx.Done()
		return nil, false, nil
	}
	h := startTrainer(t, Options{NoShipped: true, Refute: refute, JudgeTimeout: time.Millisecond}, 100, 30)
	h.openItem("corner")
	h.moveTo(loc(t, "FA3"))
	h.Key(tcell.KeyEnter)
	h.Keys("mc1")
	h.waitMessage("Red: move FA3 C 1")
	h.Keys("s")
	h.WaitText("✓ Right!")
	h.waitMessage("here is the one that comes closest")
}

// A reply that gives no orders, chosen with o, is written as such under
// "o lists every reply to try:": the panel had nothing under the colon,
// as if the reply were missing.
func TestTrainReplyOfNoOrdersIsSaid(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 30)
	h.openItem("corner")
	h.moveTo(loc(t, "FA3"))
	h.Key(tcell.KeyEnter)
	h.Keys("mc1")
	h.waitMessage("Red: move FA3 C 1")
	h.Keys("s")
	h.WaitText("✓ Right!")
	h.waitMessage("here is the one that comes closest")
	idle := -1
	h.Sync(func() {
		for i, r := range h.tr.att.result.replies {
			if len(r.orders) < 2 || len(r.orders[1]) == 0 {
				idle = i
			}
		}
	})
	if idle < 1 {
		t.Fatalf("no reply of no orders past the first (%d): the test needs one", idle)
	}
	h.Keys("o")
	h.WaitText("Blue's replies, the closest to beating you first")
	for range idle {
		h.Key(tcell.KeyDown)
	}
	h.Key(tcell.KeyEnter)
	h.waitMessage(fmt.Sprintf("your orders against reply %d of", idle+1))
	h.waitPanel("o lists every reply to try: Blue no orders Turn")
}

// Of replies that come as close to beating a right answer, the one shown
// first is the one of the fewest orders that does something: snake-in-the-
// grass showed "move Pit B 1; place Snake A1 B" (the Pikeman dies before
// it moves), where the explanation names Blue's best answer, the Snake on
// A1, alone.
func TestClosestReplyHasTheFewestOrders(t *testing.T) {
	data, err := puzzles.ShippedData("packs/first-tactics.toml")
	if err != nil {
		t.Fatal(err)
	}
	pk, err := puzzles.Parse("first-tactics.toml", data, puzzles.DefaultCatalogue())
	if err != nil {
		t.Fatal(err)
	}
	sc := &pk.Puzzle("snake-in-the-grass").Scenario
	ranked, capped, err := rankReplies(context.Background(), sc, sc.Solution)
	if err != nil || capped || len(ranked) < 2 {
		t.Fatalf("%d replies (capped %v): %v", len(ranked), capped, err)
	}
	cat := sc.Catalogue()
	if got := engine.OrdersText(cat, ranked[0].orders[1], "no orders"); !strings.HasPrefix(got, "place Snake A1 ") || strings.Contains(got, ";") {
		t.Errorf("the closest reply is %q, want Blue's Snake on A1 alone", got)
	}

	// A reply of no orders comes after one that does something, as close.
	none := rankedReply{orders: [][]engine.Order{nil, nil}}
	one := rankedReply{orders: [][]engine.Order{nil, ranked[0].orders[1]}}
	two := rankedReply{orders: [][]engine.Order{nil, append(slices.Clone(ranked[0].orders[1]), ranked[0].orders[1]...)}}
	if !closer(&one, &none, 1) || closer(&none, &one, 1) {
		t.Errorf("no orders ranks before a reply that does something, as close")
	}
	if !closer(&one, &two, 1) || closer(&two, &one, 1) {
		t.Errorf("two orders rank before one, as close")
	}
}
