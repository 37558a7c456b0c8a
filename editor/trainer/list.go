package trainer

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/puzzles"
)

// rowKind is what a line of the pack list stands for.
type rowKind uint8

const (
	rowStart  rowKind = iota // start, or go on with, the next unsolved lesson or puzzle
	rowPack                  // a pack
	rowFailed                // the ones whose last answer was wrong
)

// packRow is one line of the pack list.
type packRow struct {
	kind rowKind
	pack *trainPack
	item *trainItem // rowStart: the item it opens
}

// status returns what the learner did with it.
func (t *Trainer) status(it *trainItem) itemStatus { return statusOf(t.prog.Get(it.key)) }

// nextItem returns the item the pack list's first line opens: the first
// one not solved yet (lessons first) of the pack the learner worked in
// last (lastPack), so that "Continue:" goes on where the learner is; else,
// that pack all solved or nothing done yet, the first not solved of all
// the packs in their order. Without the first rule, the learner's own
// packs, listed first, took the line: a copy of a shipped pack (E), of
// a progress of its own, made "Continue:" start the copy's lesson 1 while
// the learner was at lesson 12 of the shipped one. A puzzle that states
// no goals is never the next one: it can never be solved. Nil when all
// are solved.
func (t *Trainer) nextItem() *trainItem {
	packs := t.packs
	if tp := t.lastPack(); tp != nil {
		packs = append([]*trainPack{tp}, packs...)
	}
	for _, tp := range packs {
		for _, it := range tp.items {
			if it.answerable() && t.status(it) != statusSolved {
				return it
			}
		}
	}
	return nil
}

// lastPack is the loaded pack of the latest record or draft in the
// progress (the last answer judged or written), nil when there is none.
func (t *Trainer) lastPack() *trainPack {
	var last *trainPack
	var at time.Time
	for _, tp := range t.packs {
		for _, it := range tp.items {
			when := t.prog.Get(it.key).Updated
			if d, ok := t.prog.Draft(it.key); ok && d.Updated.After(when) {
				when = d.Updated
			}
			if when.After(at) {
				last, at = tp, when
			}
		}
	}
	return last
}

// failedItems returns the items to replay, in pack order: those not
// solved whose last answer failed and those seen solved (the solution
// shown first).
func (t *Trainer) failedItems() []*trainItem {
	var out []*trainItem
	for _, tp := range t.packs {
		for _, it := range tp.items {
			if st := t.status(it); st == statusFailed || st == statusSeen {
				out = append(out, it)
			}
		}
	}
	return out
}

// solvedCount counts the solved items of a pack: answered right without
// the solution shown first.
func (t *Trainer) solvedCount(tp *trainPack) int {
	n := 0
	for _, it := range tp.items {
		if r := t.prog.Get(it.key); r.Solved && !r.Seen {
			n++
		}
	}
	return n
}

// countFunc counts the items f holds of.
func countFunc(items []*trainItem, f func(*trainItem) bool) int {
	n := 0
	for _, it := range items {
		if f(it) {
			n++
		}
	}
	return n
}

// seenCount counts the items of a pack whose solution was shown before a
// right answer (not solved).
func (t *Trainer) seenCount(tp *trainPack) int {
	n := 0
	for _, it := range tp.items {
		if t.status(it) == statusSeen {
			n++
		}
	}
	return n
}

// countsText is "3/29 solved", with "· 1 seen" when some were seen. A
// puzzle that states no goals can never be solved: it is not counted
// ("2/3 solved" of a pack done but for it).
func (t *Trainer) countsText(tp *trainPack) string {
	s := fmt.Sprintf("%d/%d solved", t.solvedCount(tp), countFunc(tp.items, (*trainItem).answerable))
	if n := t.seenCount(tp); n > 0 {
		s += fmt.Sprintf(" · %d seen", n)
	}
	return s
}

// anyProgress reports whether the learner answered anything yet.
func (t *Trainer) anyProgress() bool {
	for _, tp := range t.packs {
		for _, it := range tp.items {
			if t.prog.Get(it.key).Attempts > 0 {
				return true
			}
		}
	}
	return false
}

// packRowsNow lists the pack list's lines as the progress stands.
func (t *Trainer) packRowsNow() []packRow {
	var rows []packRow
	if it := t.nextItem(); it != nil {
		rows = append(rows, packRow{kind: rowStart, pack: it.pack, item: it})
	}
	for _, tp := range t.packs {
		rows = append(rows, packRow{kind: rowPack, pack: tp})
	}
	return append(rows, packRow{kind: rowFailed})
}

// packRowText writes a line of the pack list.
func (t *Trainer) packRowText(r packRow) string {
	switch r.kind {
	case rowStart:
		verb := "Start here"
		if t.anyProgress() {
			verb = "Continue"
		}
		if r.pack.twin {
			// "Continue: Puzzle 1, From behind" named no pack when
			// a copy and the shipped pack share a title.
			verb += " (" + clean(r.pack.where()) + ")"
		}
		return fmt.Sprintf("%s %s: %s, %s", startMark(t.theme), verb, r.item.label(), r.item.title())
	case rowFailed:
		return fmt.Sprintf("  Replay: failed or seen (%d)", len(t.failedItems()))
	}
	if r.pack.pack == nil {
		return fmt.Sprintf("%s %s: cannot be read", statusMark(t.theme, statusFailed), filepath.Base(r.pack.file))
	}
	if nothingToTrain(r.pack) != "" {
		return fmt.Sprintf("%s %s: nothing to train", statusMark(t.theme, statusFailed), r.pack.title())
	}
	counts := t.countsText(r.pack)
	return fmt.Sprintf("  %s  %s", t.fitPackTitle(r.pack, t.packTextWidth()-4-tui.StringWidth(counts)), counts)
}

// startMark marks the pack list's first line, the next lesson or puzzle
// to do: a star ("*" in ASCII). It was ">", which read as the cursor: back
// on the packs with another line highlighted (reversed, as in
// monochrome), "> Continue: Lesson 4" still looked chosen.
func startMark(th *tui.Theme) string {
	if th.ASCII {
		return "*"
	}
	return "★"
}

// packTextWidth is the width of the pack list's text (its last column
// kept for the scroll marks when the lines do not all fit), 0 before the
// list was drawn.
func (t *Trainer) packTextWidth() int {
	_, _, w, h := t.packMenu.ListRect()
	if len(t.packRows) > h {
		w--
	}
	return w
}

// fitPackTitle is the title of a pack as it fits room columns, so that
// its line's counts are whole: a copy of a shipped pack at 80 columns
// read "First tactics (first-tactics.toml)  0/3…". The title gives way
// first, then the file name that tells a twin apart is all there is; room
// 0 or less (the list not drawn yet) keeps the title whole.
func (t *Trainer) fitPackTitle(tp *trainPack, room int) string {
	full := tp.title()
	if room <= 0 || tui.StringWidth(full) <= room {
		return full
	}
	if tp.twin && !tp.shipped {
		file := clean(filepath.Base(tp.file))
		where := " (" + file + ")"
		if keep := room - tui.StringWidth(where); keep >= 8 {
			return t.cutMarked(clean(tp.plainTitle()), keep) + where
		}
		if tui.StringWidth(file) <= room {
			return file
		}
	}
	return t.cutMarked(full, room)
}

// cutAtWord cuts s to width columns as cutMarked does, but at the end of
// a word when the cut falls in one and that keeps most of the line: at
// 80 columns the lesson list read "Priorities: the fast move fi…". Width
// 0 or less (the list not drawn yet) keeps s whole.
func (t *Trainer) cutAtWord(s string, width int) string {
	if width <= 0 || tui.StringWidth(s) <= width {
		return s
	}
	cut := t.cutMarked(s, width)
	mark := "…"
	if t.theme.ASCII {
		mark = "~"
	}
	head := strings.TrimSuffix(cut, mark)
	if strings.HasPrefix(s[len(head):], " ") {
		return cut // cut between two words already
	}
	i := strings.LastIndex(head, " ")
	if i <= 0 || tui.StringWidth(head[i:]) > 10 {
		return cut
	}
	return strings.TrimRight(head[:i], " ") + mark
}

// cutMarked cuts s to width columns, its last one "…" ("~" in ASCII) when
// it is cut.
func (t *Trainer) cutMarked(s string, width int) string {
	if tui.StringWidth(s) <= width {
		return s
	}
	mark := "…"
	if t.theme.ASCII {
		mark = "~"
	}
	var b strings.Builder
	w := 0
	for _, r := range s {
		rw := tui.StringWidth(string(r))
		if w+rw > width-1 {
			break
		}
		b.WriteRune(r)
		w += rw
	}
	return strings.TrimRight(b.String(), " ") + mark
}

// buildPackMenu makes the list of packs.
func (t *Trainer) buildPackMenu() {
	t.packMenu = tui.NewMenu(t.theme, "Packs", nil, nil)
	t.packMenu.Refresh = func() []tui.MenuItem {
		t.packRows = t.packRowsNow()
		items := make([]tui.MenuItem, len(t.packRows))
		for i, r := range t.packRows {
			items[i] = tui.MenuItem{Text: t.packRowText(r)}
		}
		return items
	}
	t.packMenu.SetItems(t.packMenu.Refresh())
	t.packMenu.Hint = "Enter open · / filter"
	t.packMenu.Activate = func(i int) { t.openPackRow(i) }
	t.packMenu.Detail = func(i int) []tui.Line { return t.packDetail(i, t.packMenu.DetailWidth-1) }
}

// listMenu returns the list of the screen: the packs or the items.
func (t *Trainer) listMenu() *tui.Menu {
	if t.screen == scrItems && t.itemMenu != nil {
		return t.itemMenu
	}
	return t.packMenu
}

// showPacks shows the list of packs. The message of the screen left
// (a pack's "every difficulty") says nothing of the packs: it goes, as
// showItemsOf's does.
func (t *Trainer) showPacks() {
	t.leavePlay()
	t.prog.Refresh() // what another trainer on the file did meanwhile
	t.screen = scrPacks
	t.packMenu.StopTyping()
	t.shell.SetFocus(t.packMenu)
	t.say("", false)
	if it := t.nextItem(); it != nil && !t.anyProgress() {
		t.say(fmt.Sprintf("Welcome to Bird Crab! Enter starts %s: %s.", strings.ToLower(it.label()), it.title()), false)
	}
	t.sayBrokenDue()
}

// openPackRow opens a line of the pack list.
func (t *Trainer) openPackRow(i int) {
	if i < 0 || i >= len(t.packRows) {
		return
	}
	t.packMenu.StopTyping()
	r := t.packRows[i]
	switch r.kind {
	case rowStart:
		t.open(r.item, r.pack.items)
	case rowFailed:
		if len(t.failedItems()) == 0 {
			// Solved stays solved (statusOf): "a wrong answer puts a
			// puzzle here" was not true of one answered right before.
			t.say("nothing to replay yet: a wrong answer, or a solution looked at, puts a puzzle not solved yet here", false)
			return
		}
		t.showItemsOf(nil)
	default:
		if r.pack.pack == nil {
			t.showPackErrors(r.pack)
			return
		}
		if len(r.pack.items) == 0 {
			t.say(clean(filepath.Base(r.pack.file)+": "+nothingToTrain(r.pack)), true)
			return
		}
		t.showItemsOf(r.pack)
		if why := nothingToTrain(r.pack); why != "" {
			// Its positions can be looked at, but the line's "✗ nothing
			// to train" is not left unexplained: the list opened in
			// silence.
			t.say(clean(filepath.Base(r.pack.file)+": "+why), true)
		}
	}
}

// showPackErrors lists why a pack cannot be read.
func (t *Trainer) showPackErrors(tp *trainPack) {
	t.shell.TextDialog(filepath.Base(tp.file)+" cannot be read", func(width int) []tui.Line {
		var out []tui.Line
		for _, p := range strings.Split(strings.TrimSpace(clean(tp.err.Error())), "\n") {
			out = append(out, tui.WrapLines(p, width-2, t.theme.Base())...)
		}
		return append(out, tui.Line{}, tui.Plain("docs/packs.md describes the format.", t.theme.Dim()))
	})
}

// showItemsOf shows the items of a pack, or (tp nil) the failed ones.
func (t *Trainer) showItemsOf(tp *trainPack) {
	t.leavePlay()
	t.prog.Refresh() // what another trainer on the file did meanwhile
	t.itemsOf = tp
	if tp != nil {
		t.items = tp.items
	} else {
		t.items = t.failedItems()
	}
	title := "Replay: failed or seen"
	if tp != nil {
		title = tp.title()
	}
	t.itemMenu = tui.NewMenu(t.theme, title, nil, nil)
	m := t.itemMenu
	m.Refresh = func() []tui.MenuItem {
		out := make([]tui.MenuItem, len(t.items))
		_, _, w, h := m.ListRect()
		if len(m.Visible()) > h {
			w-- // the column of the scroll marks
		}
		for i, it := range t.items {
			out[i] = tui.MenuItem{Text: t.cutAtWord(t.itemText(it), w)}
		}
		return out
	}
	m.Match = func(i int, f string) bool {
		return i < len(t.items) && matchItem(t.items[i], t.status(t.items[i]), f)
	}
	m.SetItems(m.Refresh())
	// The hint fits the list's 41 columns at 80; ? says what else / takes.
	m.Hint = "Enter start · / filter (words, tags, d3)"
	m.Activate = func(i int) {
		m.StopTyping()
		if i >= 0 && i < len(t.items) {
			t.open(t.items[i], t.visibleItems())
			t.replaying = tp == nil
		}
	}
	m.Detail = func(i int) []tui.Line { return t.itemDetail(t.items[i], m.DetailWidth-1) }
	// Start on the first item not solved yet (one with goals to reach).
	for i, it := range t.items {
		if it.answerable() && t.status(it) != statusSolved {
			m.SetCurrent(i)
			break
		}
	}
	t.screen = scrItems
	t.shell.SetFocus(t.itemMenu)
	if tp == nil {
		t.say(fmt.Sprintf("%d to replay: a right answer takes one off the list", len(t.items)), false)
	} else {
		t.say("", false)
	}
	t.sayBrokenDue()
}

// visibleItems returns the items the item list shows under its filter.
func (t *Trainer) visibleItems() []*trainItem {
	if t.itemMenu == nil {
		return t.items
	}
	var out []*trainItem
	for _, i := range t.itemMenu.Visible() {
		if i < len(t.items) {
			out = append(out, t.items[i])
		}
	}
	return out
}

// itemText writes a line of the item list: status, label, difficulty,
// title and tags.
func (t *Trainer) itemText(it *trainItem) string {
	s := statusMark(t.theme, t.status(it)) + " " + it.label()
	if n := it.difficulty(); n > 0 {
		s += fmt.Sprintf(" d%d", n)
	}
	s += "  " + it.title()
	if t.itemsOf == nil {
		s += " (" + it.pack.title() + ")"
	}
	if tags := it.tags(); len(tags) > 0 {
		s += "  [" + strings.Join(tags, ", ") + "]"
	}
	return s
}

// packDetail describes the highlighted line of the pack list.
func (t *Trainer) packDetail(i, width int) []tui.Line {
	th := t.theme
	if i < 0 || i >= len(t.packRows) {
		return nil
	}
	r := t.packRows[i]
	var out []tui.Line
	switch r.kind {
	case rowStart:
		it := r.item
		out = append(out, tui.WrapLines(it.title(), width, th.Bold())...)
		out = append(out, tui.WrapLines(fmt.Sprintf("%s of %s", it.label(), it.pack.title()), width, th.Dim())...)
		out = append(out, tui.Line{})
		out = append(out, tui.WrapLines(it.text(), width, th.Base())...)
		out = append(out, tui.Line{}, tui.Plain("Enter starts it.", th.Good()))
	case rowFailed:
		out = append(out, tui.WrapLines("Replay: failed or seen", width, th.Bold())...)
		out = append(out, tui.WrapLines(fmt.Sprintf("Lessons and puzzles whose last answer was wrong (%s), or whose solution you looked at before answering (%s seen: not solved). A right answer without the solution takes one off the list for good.",
			statusMark(th, statusFailed), statusMark(th, statusSeen)), width, th.Dim())...)
		out = append(out, tui.Line{})
		for _, it := range t.failedItems() {
			out = append(out, tui.WrapLines("- "+it.title(), width, th.Base())...)
		}
	default:
		tp := r.pack
		out = append(out, tui.WrapLines(tp.title(), width, th.Bold())...)
		if tp.pack == nil {
			out = append(out, tui.WrapLines(tp.file+" cannot be read:", width, th.Error())...)
			out = append(out, tui.WrapLines(clean(tui.OneLine(tp.err)), width, th.Base())...)
			return append(out, tui.Line{}, tui.Plain("Enter lists every problem.", th.Dim()))
		}
		pk := tp.pack
		var where string
		switch {
		case tp.shipped:
			where = "shipped with birdcrab"
		case puzzles.IsCode(tp.file):
			where = "from a puzzle code" // the code itself took five lines
		case tp.file == "-":
			where = "from standard input"
		default:
			where = tp.file
		}
		out = append(out, tui.WrapLines(plural(len(pk.Lessons), "lesson")+", "+plural(len(pk.Puzzles), "puzzle")+" · "+where, width, th.Dim())...)
		if pk.Author != "" && !(tp.shipped && pk.Author == "birdcrab") { // "shipped with birdcrab" says it
			out = append(out, tui.WrapLines("by "+clean(pk.Author), width, th.Dim())...)
		}
		if why := nothingToTrain(tp); why != "" {
			out = append(out, tui.WrapLines(strings.ToUpper(why[:1])+why[1:], width, th.Error())...)
		} else {
			out = append(out, tui.WrapLines(t.countsText(tp), width, th.Good())...)
		}
		out = append(out, t.piecesLines(tp, width)...)
		out = append(out, tui.Line{})
		out = append(out, tui.WrapLines(clean(pk.Description), width, th.Base())...)
	}
	return out
}

// itemDetail describes a lesson or puzzle in the item list.
func (t *Trainer) itemDetail(it *trainItem, width int) []tui.Line {
	th := t.theme
	sc := it.scenario()
	var out []tui.Line
	out = append(out, tui.WrapLines(it.title(), width, th.Bold())...)
	what := it.label()
	switch {
	case it.predict():
		what += " · say which pieces die"
	case it.facing():
		what += " · say where a piece ends facing"
	case it.lesson != nil:
		what += " · reach the goal"
	case it.difficulty() > 0:
		what += fmt.Sprintf(" · difficulty %d of 5", it.difficulty())
	}
	out = append(out, tui.WrapLines(what, width, th.Dim())...)
	if ch := it.chapter(); ch != "" {
		out = append(out, tui.WrapLines("Chapter: "+ch, width, th.Dim())...)
	}
	if tags := it.tags(); len(tags) > 0 {
		out = append(out, tui.WrapLines("tags: "+strings.Join(tags, ", "), width, th.Dim())...)
	}
	r := t.prog.Get(it.key)
	d, drafted := t.prog.Draft(it.key)
	out = append(out, tui.WrapLines(recordText(r, len(hintSteps(it)), drafted && !d.Judged), width, th.Good())...)
	out = append(out, tui.Line{})
	if !it.played() {
		out = append(out, tui.WrapLines("Goal: "+goalsWords(sc), width, th.Base())...)
		out = append(out, techFallLines(sc, width, th.Dim())...)
		out = append(out, opponentLines(th, sc.Catalogue(), sc, width, th.Dim())...)
		out = append(out, tui.Line{})
	} else if tf := techFallLines(sc, width, th.Dim()); len(tf) > 0 {
		out = append(out, tf...)
		out = append(out, tui.Line{})
	}
	return append(out, tui.WrapLines(it.text(), width, th.Base())...)
}

// recordText says what the learner did with a puzzle of steps hints. The
// record counts the hint steps shown, the solution among them (the step
// after the hints): the hints are said apart from it. drafted says that
// an answer is written and not judged yet (a draft): the puzzle read "not
// tried yet" over it.
func recordText(r ProgressRecord, steps int, drafted bool) string {
	if r.Attempts == 0 && r.Hints == 0 {
		if drafted {
			return "answer in progress, not submitted yet"
		}
		return "not tried yet"
	}
	var parts []string
	switch statusOf(r) {
	case statusSolved:
		parts = append(parts, "solved")
		if r.Failed {
			parts = append(parts, "last try wrong")
		}
	case statusFailed:
		parts = append(parts, "to replay")
	case statusSeen:
		parts = append(parts, "seen, not solved: the solution was shown")
	}
	parts = append(parts, plural(r.Attempts, "attempt"))
	if hints := min(r.Hints, steps); hints > 0 {
		parts = append(parts, plural(hints, "hint"))
	}
	if r.SolutionShown {
		parts = append(parts, "solution seen")
	}
	if drafted {
		parts = append(parts, "answer in progress")
	}
	return strings.Join(parts, " · ")
}

// plural writes "1 attempt", "3 attempts".
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
