package solver

// This file holds the passes of the others' search under Any (oSearch):
// searches of the replies of at most some orders, before the search of
// every reply. A pass finds only a reply that beats the order set, or
// proves that none does when it cut no node short; one stopped over its
// budget proves nothing. The last pass, the search of every reply without
// a budget, settles the order set. So the passes change the order of the
// search, and which reply it finds, never its answer.

// oCaps are the passes of the others' search: each looks for a reply of at
// most that many orders, and the last for any. A reply that beats the
// candidate with two orders is found before the subtree of the first child
// of a node, however large, is searched whole; a candidate that no reply
// beats is searched whole after the small passes. (Passes of 2 and 4, or of
// 2, 3, 4 and 6, searched more nodes on the suite and the positions like
// it; a first pass of 3 found a reply of two orders later.) The pass of 3
// is made only after a pass of 2 of oWidePass turns or more (see there),
// and the pass of 4 only when the last runs past oBudget (see there).
var oCaps = [...]int{2, 3, maxReplyOrders}

// oWidePass is the turns a pass must resolve for the passes between it and
// the last to be made. A reply of three orders may wait, in the last pass,
// for the whole subtree of a first child: an order set of any-kills-b seed
// 1 of the positions like the suite's had such a reply ("move EF1 B 1;
// move DE4 B 1; move C2 E 1") after some 10^10 nodes of the first child's,
// and a pass of 3 finds it in a few thousand turns, after a pass of 2 of
// ten to twenty thousand (see "The fifty-fifth round" in
// docs/performance.md; TestRepliesOfThreeOrdersFirst). A pass of 2 that
// resolves few turns shows a small tree, searched whole at little cost,
// where a pass of 3 adds a part of it to every proof: any-keep-b seed 2,
// whose passes of 2 resolve 226 to 365 turns, searched 33% more with one.
const oWidePass = 2000

// oBudget is the turns the last pass may resolve before it stops, for the
// passes of oDeep to come first; it then begins again, without a budget.
// A small pass of 2 does not show a small tree: in any-kills-c of the
// suite, an order set's pass of 2 resolved 168 turns, and its search of
// every reply found a reply of four orders ("move Pit E 1; move AB1 F 2;
// place Rock FA4 B; place Pawn FA6 B") only after 6,590,063 turns, below
// "place Rock FA3 B" (4.6 million) and the other placements on FA3; a
// pass of 4 finds it in 1,218 (see "The sixtieth round" in
// docs/performance.md; TestRepliesOfFourOrdersFirst). A tree that the
// last pass searches within the budget is searched as before (the
// largest search of the replies in the suite's positions that finish,
// any-kill-c's proof, is 22,445 turns). A larger one pays the budget and
// the pass of 4 on top: in any-kills-c, a proof of 2.8 million turns 2%
// more, proofs of 154,000 to 217,000 turns 39 to 54% more, and one of
// 81,000 twice. (With a budget of 20,000, any-kill-c's proof took 42,445
// turns.) A pass with a budget lends no worker (see share.go): where it
// stops must not hang on the workers' timing.
var oBudget int64 = 50_000

// oDeep are the passes made when the last pass runs past oBudget, but
// for those made before it. (A pass of 3 before the pass of 4 found the
// reply above no sooner, and added 6,370 turns to a proof of 154,130.)
var oDeep = []int{4}

// maxReplyOrders is more orders than any reply gives.
const maxReplyOrders = 1 << 20

// oSearch searches the others' replies for one that beats the side's
// current order set, in passes of growing size (see oCaps and oBudget):
// it fills ref and reports true when it finds one. A pass that cut no
// node short searched them all.
func (w *worker) oSearch(ref *refutation) bool {
	w.beginCheck()
	defer func() {
		w.oCap, w.oLimit, w.oOver = maxReplyOrders, 0, false
		w.endCheck()
	}()
	var last int64 // the turns the pass before resolved
	made := 0      // the cap of the last pass made
	for i, c := range oCaps {
		if testUnsound == unsoundOneDeep && c > oCaps[0] {
			break // TestPruningsAreChecked: the small pass only
		}
		if i > 0 && i < len(oCaps)-1 && last < oWidePass {
			continue // a small tree: on to the last pass (see oWidePass)
		}
		budget := int64(0)
		if c == maxReplyOrders {
			budget = oBudget
		}
		found, more, n := w.oPass(c, budget, ref)
		if found || !more {
			return found
		}
		if last = n; c < maxReplyOrders {
			made = c
		}
	}
	if w.stopped() || testUnsound == unsoundOneDeep {
		return false
	}
	return w.oLarge(made, ref)
}

// oLarge searches the others' replies when the last pass ran past its
// budget, a large tree: the passes of oDeep beyond made (the cap of the
// last pass made before), then every reply without a budget.
func (w *worker) oLarge(made int, ref *refutation) bool {
	for _, c := range oDeep {
		if c <= made {
			continue
		}
		if found, more, _ := w.oPass(c, 0, ref); found || !more {
			return found
		}
	}
	found, _, _ := w.oPass(maxReplyOrders, 0, ref)
	return found
}

// oPass makes one pass of the others' search, of replies of at most c
// orders, stopping after budget turns (0: none). It reports whether it
// found a reply that beats the side's order set (filling ref), whether a
// further pass is due (it cut a node short for want of c, or ran past its
// budget), and the turns it resolved.
func (w *worker) oPass(c int, budget int64, ref *refutation) (found, more bool, turns int64) {
	w.oCap, w.oCapped, w.oOver, w.oLimit = c, false, false, 0
	n := w.nodes
	if budget > 0 {
		w.oLimit = n + budget
	}
	found = w.oNode(w.others, 0, ref)
	over := w.oOver && !testOverDone
	w.oLimit, w.oOver = 0, false
	return found, (w.oCapped || over) && !w.stopped(), w.nodes - n
}

// overBudget reports whether the pass of the others' search has resolved
// the turns of its budget (see oPass), and notes it.
func (w *worker) overBudget() bool {
	if w.oLimit != 0 && w.nodes >= w.oLimit {
		w.oOver = true
	}
	return w.oOver
}

// testOverDone, when set by a test, takes a pass stopped over its budget
// for a pass that searched every reply (TestBudgetIsChecked).
var testOverDone bool
