package trainer

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// attempt is the lesson or puzzle on the play screen: the learner's
// orders (or picks), the hints shown in this visit, and once submitted the
// verdict and the replay of the turn.
type attempt struct {
	item  *trainItem
	sc    *puzzles.Scenario
	cat   *engine.Catalogue
	rules engine.Rules
	entry *tui.OrderEntry
	// orders are the learner's orders (only the side's are ever set).
	orders tui.Orders
	// picked are the cells the learner says die (a prediction).
	picked []engine.Loc
	// faced is the way the learner says the piece ends facing (a facing
	// question); NoDir while unanswered.
	faced engine.Dir
	// hints is the number of hint steps shown; the last step is the
	// solution.
	hints int
	// misses counts the wrong answers of this visit: a prediction's
	// first names no cell missed, only how many; the first wrong orders
	// to a lesson are not told the lesson's answer (unlistedMiss).
	misses int
	// result is the verdict of the last answer; nil while answering.
	result *verdict
	// canTarget is set when the side has a Necromancer, on the board or
	// in hand: its orders may name a target (T), and the hints say so.
	canTarget bool
	// solvedNow is set once an answer in this visit was right, revealed
	// once the solution was shown before it: a right answer then counts
	// as seen, not solved.
	solvedNow, revealed bool
	// judging cancels the solver's search for a refutation; nil when
	// none runs.
	judging context.CancelFunc
	// judged is the answer last judged, when one was (hasJudged): r
	// brings it back, judged already.
	judged    ProgressDraft
	hasJudged bool
	// judgedRight is set when the answer last judged was right.
	judgedRight bool
	// drafted is set while the progress file holds an answer in progress
	// this attempt brought back or wrote (not judged since): an empty
	// answer drops only that one (keepAnswer), never one another trainer
	// left since.
	drafted bool
	// kept is the answer of drafted, as brought back or last written: an
	// answer not changed since is not written again, over a newer one
	// another trainer wrote since (keepAnswer).
	kept ProgressDraft
	// history holds the answers before each change of this visit, the
	// last the newest, for u; undone the ones u took back, for Ctrl-R.
	history, undone []answerState
}

// verdict is the judgement of one answer, with the turn played out.
type verdict struct {
	ok bool
	// missed are the goals not reached; missedWhy says why each failed.
	missed    []engine.Goal
	missedWhy []string
	// reply is the other players' orders that beat the answer under
	// "any" (nil otherwise), and noReply says the answer fails even
	// when they give none.
	reply   [][]engine.Order
	noReply bool
	// missedCells and wrongCells compare a prediction with the answer;
	// nameMissed is set when the missed cells are named (not at the
	// first miss of a visit: that says how many).
	missedCells, wrongCells []engine.Loc
	nameMissed              bool
	// stated says that the lesson's stated answer (dies, faces) is not
	// the engine's, which judged; "" when they agree. The lesson's texts
	// explain the stated answer, and are not shown then.
	stated string
	play   *tui.ReplayView
	// full is the whole turn when play holds back its end (heldTurn): a
	// facing question's first miss, whose end of turn turns the piece
	// asked about and so gives the answer; nil when play is whole.
	full *tui.Replay
	// replies are, for a right answer under "any", the others' replies,
	// the closest to refuting it first (capped: only the first ones were
	// tried); shown is the one replayed.
	replies []rankedReply
	capped  bool
	shown   int
}

// unsubmitted reports whether an answer was written and not judged, or is
// being judged: an answer that r brought back, not changed since, was
// judged.
func (a *attempt) unsubmitted() bool {
	switch {
	case a == nil:
		return false
	case a.judging != nil:
		return true
	case a.result != nil:
		return false
	}
	now := answerOf(a)
	return !now.empty() && !(a.hasJudged && now.sameAnswer(&a.judged))
}

func (a *attempt) stopJudging() {
	if a.judging != nil {
		a.judging()
		a.judging = nil
	}
}

// side returns the learner's player.
func (a *attempt) side() int { return a.sc.Side }

// open shows item it on the play screen; queue is the list it was opened
// from, which n and p walk: a pack's items (openReplay opens one of the
// replay list).
func (t *Trainer) open(it *trainItem, queue []*trainItem) {
	t.leavePlay()
	t.replaying = false
	sc := it.scenario()
	a := &attempt{item: it, sc: sc, cat: sc.Catalogue(), rules: *sc.Rules(), faced: engine.NoDir}
	a.canTarget = hasRaiser(sc)
	restored, lost := t.restoreAnswer(a)
	if h, ok := t.helped[it.key]; ok {
		a.hints, a.revealed = h.hints, h.revealed
		if a.revealed {
			// The solution stays shown, however many hints the pack
			// (read again after E) now gives before it.
			a.hints = max(a.hints, len(hintSteps(it))+1)
		}
	}
	a.entry = tui.NewOrderEntry(a.cat, trainHost{t})
	a.entry.Allowed = func(n int) bool { return n == sc.Side }
	a.entry.Cursor = t.board.Cursor
	t.att = a
	t.queue = queue
	t.screen = scrPlay
	t.side.ScrollTo(0)
	t.board.SetCursor(startCursor(sc))
	t.shell.SetFocus(t.board)
	switch {
	case restored != "":
		t.say(restored, lost)
	case it.predict():
		t.say("Which pieces die? Enter on a piece marks it (again unmarks); s submits", false)
	case it.facing():
		t.say(fmt.Sprintf("Which way will %s face? a..f answer; s submits", it.lesson.FacingPiece()), false)
	case len(sc.Goals) == 0:
		t.say("this puzzle states no goals: there is nothing to judge", true)
	default:
		t.say(ordersHowTo(sc), false)
	}
}

// orderWays reports how the side can write orders: to its pieces on the
// board, and placements (pieces in hand and a territory held).
func orderWays(sc *puzzles.Scenario) (pieces, places bool) {
	p := &sc.Position
	pieces = slices.ContainsFunc(p.Board[:], func(pc engine.Piece) bool { return int(pc.Owner) == sc.Side })
	places = p.Players[sc.Side-1].HandLen > 0 && slices.Contains(p.Control[:], uint8(sc.Side))
	return pieces, places
}

// hasRaiser reports whether the side has a piece that raises the dead (a
// Necromancer), on the board or in hand.
func hasRaiser(sc *puzzles.Scenario) bool {
	cat, p := sc.Catalogue(), &sc.Position
	if sc.Side < 1 || sc.Side > int(p.NumPlayers) {
		return false // a prediction or a facing question: no orders
	}
	raises := func(k engine.KindID) bool { return int(k) < cat.Len() && cat.Kind(k).Has(engine.Raises) }
	if slices.ContainsFunc(p.Player(sc.Side).HandKinds(), raises) {
		return true
	}
	return slices.ContainsFunc(p.Board[:], func(pc engine.Piece) bool { return int(pc.Owner) == sc.Side && raises(pc.Kind) })
}

// ordersHowTo says how the side's orders are written and submitted:
// Enter on its pieces, and on an empty cell when it can place from its
// hand; a side with nothing on the board only places, and one with
// nothing to place either has no orders to write.
func ordersHowTo(sc *puzzles.Scenario) string {
	switch pieces, places := orderWays(sc); {
	case !places && !pieces:
		return "you have no piece on the board and none to place: s submits no orders"
	case places && !pieces:
		return "Enter on an empty cell places a piece from your hand; s submits them"
	case places:
		return "Enter on one of your pieces gives it orders, on an empty cell places from your hand; s submits them"
	}
	return "Enter on one of your pieces to give it orders; s submits them"
}

// startCursor puts the cursor on one of the side's pieces.
func startCursor(sc *puzzles.Scenario) engine.Loc {
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if pc := sc.Position.Board[l]; !pc.Empty() && int(pc.Owner) == sc.Side {
			return l
		}
	}
	return engine.Pit
}

// leavePlay leaves the play screen; an unanswered attempt is kept in the
// progress file as a draft (keepAnswer), to come back when it is opened
// again, in this run or a later one.
func (t *Trainer) leavePlay() {
	a := t.att
	if a == nil {
		return
	}
	a.stopJudging()
	if a.hints > 0 {
		t.helped[a.item.key] = hinted{hints: a.hints, revealed: a.revealed}
	}
	t.keepAnswer()
	t.att = nil
}

// step opens the next (n = 1) or previous (n = -1) item of the queue.
func (t *Trainer) step(n int) {
	i := slices.Index(t.queue, t.att.item)
	if j := i + n; i >= 0 && j >= 0 && j < len(t.queue) { // else its key says why not
		replaying := t.replaying
		t.open(t.queue[j], t.queue)
		t.replaying = replaying
	}
}

// trainContent shows the play screen's position on the board: before the
// answer, the position with the orders written (the opponent's scripted
// orders too) and the picks; after it, the replay's page.
type trainContent struct{ t *Trainer }

func (c trainContent) BoardPosition() *engine.Position {
	a := c.t.att
	if a == nil {
		return &engine.Position{}
	}
	if a.result != nil {
		return a.result.play.Pos()
	}
	return &a.sc.Position
}

func (c trainContent) BoardCatalogue() *engine.Catalogue {
	if a := c.t.att; a != nil {
		return a.cat
	}
	return c.t.cat
}

func (c trainContent) BoardMarks() *tui.Marks {
	t := c.t
	m := &t.marks
	m.Reset()
	a := t.att
	switch {
	case a == nil:
	case a.result != nil:
		a.result.play.Mark(m)
	case a.item.played():
		m.AddOrders(&a.sc.Position, a.sc.FileOrders())
		for _, l := range a.picked {
			m.Dying[l] = true
		}
		if a.item.facing() {
			m.Hi[a.item.lesson.FacesAt] = tui.HiTarget
		}
	default:
		m.AddOrders(&a.sc.Position, a.sc.Script())
		m.AddOrders(&a.sc.Position, a.orders.Lists(int(a.sc.Position.NumPlayers)))
		a.entry.Mark(m)
	}
	return m
}

// trainHost keeps the learner's orders for the order entry.
type trainHost struct{ t *Trainer }

func (h trainHost) EntryPosition() *engine.Position { return &h.t.att.sc.Position }
func (h trainHost) EntryOrders() tui.Orders         { return h.t.att.orders }

// Say shows the order entry's message, but for its question of the moment
// ("move: which direction? a-f"): the hint line below shows that already,
// and the message line repeated it. A key that does not answer it gets a
// word of its own.
func (h trainHost) Say(msg string, isErr bool) {
	if e := h.t.att.entry; e != nil && e.Busy() && msg == e.Hint() {
		msg = ""
		if isErr {
			msg = "that key does not answer the question below (Esc cancels the order)"
		}
	}
	h.t.say(msg, isErr)
}

func (h trainHost) SetEntryOrders(o tui.Orders) error {
	a := h.t.att
	for n := 1; n <= engine.MaxPlayers; n++ {
		if slices.Equal(a.orders[n-1], o[n-1]) {
			continue
		}
		var plan engine.Plan
		if err := a.sc.Position.CheckOrders(a.cat, n, o[n-1], &plan); err != nil {
			return err
		}
	}
	if o.Equal(a.orders) {
		return nil
	}
	a.remember()
	a.orders = o.Clone()
	h.t.keepAnswer()
	return nil
}

func (h trainHost) Choose(title string, items []tui.MenuItem, done func(int)) {
	h.t.shell.ShowMenu(title, items, false, done)
}

// ChooseWith is Choose, the menu taking the keys of keys(m) too
// (tui.KeyedChooser: a facing letter places the highlighted piece), as in
// the editor.
func (h trainHost) ChooseWith(title string, items []tui.MenuItem, done func(int), keys func(m *tui.Menu) *tui.Table) {
	h.t.shell.ShowMenu(title, items, false, done, func(m *tui.Menu) {
		t := keys(m)
		m.HelpKeys = []*tui.Table{t}
		m.SetInputCapture(t.MenuCapture(m, h.t.say))
	})
}

// activate is Enter, Space or a click on a cell of the board.
func (t *Trainer) activate(l engine.Loc) {
	a := t.att
	if a == nil || a.result != nil || a.judging != nil {
		return
	}
	switch {
	case a.item.predict():
		t.togglePick(l)
	case a.item.facing():
		t.say("answer with a letter, a..f: the way the piece ends facing", false)
	default:
		a.entry.Activate(l)
	}
}

// clicked acts on every click of a cell while answering.
func (t *Trainer) clicked(l engine.Loc) bool {
	a := t.att
	if a == nil || a.result != nil || a.judging != nil {
		return false
	}
	t.activate(l)
	return true
}

// togglePick marks or unmarks the piece on l as one that dies.
func (t *Trainer) togglePick(l engine.Loc) {
	a := t.att
	if i := slices.Index(a.picked, l); i >= 0 {
		a.remember()
		a.picked = slices.Delete(a.picked, i, i+1)
		t.keepAnswer()
		t.say(fmt.Sprintf("%v unmarked: %s", l, pickedText(a.picked)), false)
		return
	}
	m := tui.NewMarks()
	m.AddOrders(&a.sc.Position, a.sc.FileOrders())
	pc := a.sc.Position.Board[l]
	if pc.Empty() && m.Ghost[l].Empty() {
		t.say(fmt.Sprintf("no piece on %v, and none is placed there", l), true)
		return
	}
	a.remember()
	a.picked = append(a.picked, l)
	slices.Sort(a.picked)
	t.keepAnswer()
	t.say(fmt.Sprintf("%v marked: %s", l, pickedText(a.picked)), false)
}

// pickedText says which cells the learner picked.
func pickedText(cells []engine.Loc) string {
	if len(cells) == 0 {
		return "you say nothing dies"
	}
	return "you say the pieces on " + cellsText(cells) + " die"
}

// cellsText writes cells as "A1, CD1", or "none".
func cellsText(cells []engine.Loc) string {
	if len(cells) == 0 {
		return "none"
	}
	s := ""
	for i, c := range cells {
		if i > 0 {
			s += ", "
		}
		s += c.String()
	}
	return s
}

// stopJudging stops the search for a reply (Esc while judging).
func (t *Trainer) stopJudging() {
	t.att.stopJudging()
	t.say("stopped: the answer was not judged and does not count", false)
}

// cancelOrder is Esc while answering: it drops the order being written or
// the selection, else goes back to the list.
func (t *Trainer) cancelOrder() {
	if !t.att.entry.Cancel() {
		t.backToList()
	}
}

// unmark takes the mark off the piece under the cursor (x); on a cell
// not marked it says so, and did nothing without a word.
func (t *Trainer) unmark() {
	l := t.board.Cursor()
	if !slices.Contains(t.att.picked, l) {
		t.say(fmt.Sprintf("%v is not marked: x unmarks a marked cell (%s)", l, pickedText(t.att.picked)), true)
		return
	}
	t.togglePick(l)
}

// unmarkAll takes every mark off (X); with none, it says so, and no
// longer "every mark cleared".
func (t *Trainer) unmarkAll() {
	if len(t.att.picked) == 0 {
		t.say("nothing is marked: Enter on a piece marks it as dying", true)
		return
	}
	t.att.remember()
	t.att.picked = nil
	t.keepAnswer()
	t.say("every mark cleared (u brings them back)", false)
}

// backToList leaves the play screen for the list it came from.
func (t *Trainer) backToList() {
	if t.itemMenu != nil && (t.itemsOf == nil || t.itemsOf == t.att.item.pack) {
		it := t.att.item
		t.leavePlay()
		t.prog.Refresh() // what another trainer on the file did meanwhile
		t.screen = scrItems
		for i, x := range t.items {
			if x == it {
				t.itemMenu.SetCurrent(i)
			}
		}
		t.shell.SetFocus(t.itemMenu)
		t.say("", false)
		return
	}
	it := t.att.item
	t.showItemsOf(it.pack)
	if i := slices.Index(t.items, it); i >= 0 {
		t.itemMenu.SetCurrent(i)
	}
}

// toggleFocus moves the keys between the board and the side panel.
func (t *Trainer) toggleFocus() {
	if t.sideFocused() {
		t.shell.SetFocus(t.board)
		t.say("", false)
		return
	}
	t.shell.SetFocus(t.side)
	t.say("side panel: arrows scroll, Tab or Esc back to the board", false)
}

// panelEnter is Enter or Space while the side panel has the arrows: what
// the key does on the board. After submitting, the next stage; while
// answering, the board gets the arrows back (to go on to a cell in line,
// a piece's orders) and the key acts on the cell under the cursor.
func (t *Trainer) panelEnter() {
	if t.att.result != nil {
		tui.Find("nextStage", t.keys.result).Do()
		return
	}
	t.shell.SetFocus(t.board)
	t.say("", false)
	t.activate(t.board.Cursor())
}

// goToCell moves the cursor to a cell named in notation; key is the key
// that asked (g, or G as in the editor).
func (t *Trainer) goToCell(key string) {
	t.shell.GoToCell(t.board, key, t.say)
}

// What the replay says when a key cannot step it: past the end or the
// start of the turn, or a page without events.
const (
	sayTurnEnd   = "the end of the turn: ← steps back, r tries again, n goes to the next one"
	sayHeldEnd   = "the end of the turn is held back, as it shows the answer: a second miss, or the answer shown (H), shows it"
	sayTurnStart = "the start of the turn: → steps through it"
	sayNoEvents  = "no events on this page: → and ← change the stage"
	sayStepKeys  = "→ and ← step through the turn; r tries again; n goes to the next one"
)

// goStage shows the stage n pages on (→ n = 1, ← n = -1); past the end
// or the start of the turn it says where the replay is, instead of
// doing nothing without a word.
func (t *Trainer) goStage(n int) {
	v := t.att.result.play
	switch to := v.Page + n; {
	case to > v.Last() && t.att.result.full != nil:
		t.say(sayHeldEnd, true)
	case to > v.Last():
		t.say(sayTurnEnd, true)
	case to < 0:
		t.say(sayTurnStart, true)
	default:
		v.GoPage(to)
		t.side.Follow()
		t.clearReplaySaid()
	}
}

// pickEvent moves the picked event of the replay's page by n.
func (t *Trainer) pickEvent(n int) {
	t.side.Follow()
	if !t.att.result.play.PickEvent(n) {
		t.say(sayNoEvents, true)
		return
	}
	t.clearReplaySaid()
}

// clearReplaySaid clears the refusal of a key on the message line once a
// key steps the replay: "no events on this page" stayed over the events
// of the next page, "the end of the turn" over its first page, and what
// a key that cannot act here said (o in a lesson: "o lists the other
// side's replies ...") over every page after. Any other message stays.
func (t *Trainer) clearReplaySaid() {
	if t.refusal(t.shell.Message()) {
		t.say("", false)
	}
}

// refusal reports whether msg is what a key said that could not act on
// the screen of the moment: a step of the replay refused, a letter the
// verdict does not take, a key doing nothing, a key disabled here.
func (t *Trainer) refusal(msg string) bool {
	switch {
	case msg == "":
		return false
	case msg == sayTurnEnd, msg == sayTurnStart, msg == sayNoEvents, msg == sayStepKeys:
		return true
	case strings.HasSuffix(msg, sayDoesNothing):
		return true
	}
	for _, tb := range t.Keys() {
		for _, b := range tb.Bindings {
			if b.Disabled != nil && b.Disabled() == msg {
				return true
			}
		}
	}
	return false
}

// retry goes back to the answer, as it was, to change it.
func (t *Trainer) retry() {
	a := t.att
	a.result = nil
	a.entry.Reset()
	t.keepAnswer()
	t.side.ScrollTo(0)
	t.say("try again: your answer is as you left it", false)
}
