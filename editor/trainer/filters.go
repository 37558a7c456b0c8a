package trainer

import (
	"fmt"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
)

// startFilter clears the filter and types a new one (/).
func (t *Trainer) startFilter() {
	m := t.listMenu()
	m.SetFilter("")
	m.StartTyping()
}

// openFiltered stops typing the filter and opens the line (Enter). When
// the filter matches nothing there is no line to open: Enter said nothing,
// and the letters typed next to mend the filter ran as keys of the list.
// It says so.
func (t *Trainer) openFiltered() {
	m := t.listMenu()
	m.StopTyping()
	if len(m.Visible()) == 0 {
		t.say(clean(fmt.Sprintf("nothing matches %q, nothing to open: / types another filter, Esc clears this one", m.Filter())), true)
		return
	}
	m.ChooseCurrent()
}

// pageList moves the list's highlight a page up (dir -1) or down (1): by
// the lines it shows less one, as a text window pages. It moved ten lines
// however many were shown.
func (t *Trainer) pageList(dir int) {
	m := t.listMenu()
	_, _, _, h := m.ListRect()
	m.Step(dir * max(h-1, 1))
}

// clearFilter drops the filter being typed (Esc).
func (t *Trainer) clearFilter() {
	m := t.listMenu()
	m.SetFilter("")
	m.StopTyping()
}

// eraseFilter erases the last letter of the list's filter (Backspace),
// as while typing it.
func (t *Trainer) eraseFilter() {
	m := t.listMenu()
	r := []rune(m.Filter())
	m.SetFilter(string(r[:len(r)-1]))
	if len(r) == 1 {
		t.say("filter cleared", false)
	}
}

// noFilter says why Backspace has nothing to erase on a list: it did
// nothing without a word.
func (t *Trainer) noFilter() string {
	switch {
	case t.listMenu().Filter() != "":
		return ""
	case t.screen == scrItems:
		return "Backspace erases a letter of the filter, and there is none (Esc goes back to the packs)"
	}
	return "Backspace erases a letter of the filter, and there is none (/ types one)"
}

// listBack is Esc on a list: it clears the filter, else goes back to the
// packs.
func (t *Trainer) listBack() {
	switch {
	case t.listMenu().Filter() != "":
		t.listMenu().SetFilter("")
		t.say("filter cleared", false)
	case t.screen == scrItems:
		t.showPacks()
	default:
		t.say("q quits", false)
	}
}

// chooseTag filters the item list by one of its tags.
func (t *Trainer) chooseTag() {
	tags := allTags(t.items)
	if len(tags) == 0 {
		t.say("these have no tags", true)
		return
	}
	items := []tui.MenuItem{{Text: "(every tag)"}}
	for _, tag := range tags {
		items = append(items, tui.MenuItem{Text: tag})
	}
	t.shell.ShowMenu("Show the ones tagged", items, false, func(i int) {
		if i < 0 {
			return
		}
		tag := ""
		if i > 0 {
			tag = tags[i-1]
		}
		t.itemMenu.SetFilter(tagFilter(t.itemMenu.Filter(), tag))
	})
}

// tagFilter is the filter that shows the items tagged tag (every item when
// tag is ""), keeping the difficulty of filter.
func tagFilter(filter, tag string) string {
	var keep []string
	for _, w := range strings.Fields(filter) {
		if isDifficultyWord(w) {
			keep = append(keep, w)
		}
	}
	if tag != "" {
		keep = append(keep, tag)
	}
	return strings.Join(keep, " ")
}

func isDifficultyWord(w string) bool {
	return len(w) == 2 && (w[0] == 'd' || w[0] == 'D') && w[1] >= '0' && w[1] <= '5'
}

// cycleDifficulty filters the item list by difficulty 1, 2, ... 5, then
// none.
func (t *Trainer) cycleDifficulty() {
	m := t.itemMenu
	if !slices.ContainsFunc(t.items, func(it *trainItem) bool { return it.difficulty() > 0 }) {
		// Lessons have none: d1 showed "(nothing matches)".
		t.say("these have no difficulty: lessons have none, nor puzzles that do not state one", true)
		return
	}
	var words []string
	next := 1
	for _, w := range strings.Fields(m.Filter()) {
		if isDifficultyWord(w) {
			next = int(w[1]-'0') + 1
			continue
		}
		words = append(words, w)
	}
	switch {
	case next < 5:
		words = append(words, fmt.Sprintf("d%d", next))
		t.say(fmt.Sprintf("difficulty %d only; d again for %d", next, next+1), false)
	case next == 5:
		words = append(words, "d5")
		t.say("difficulty 5 only; d again for every difficulty", false)
	default:
		t.say("every difficulty", false)
	}
	m.SetFilter(strings.Join(words, " "))
}

// askReset offers to forget the progress of a pack, or all of it. Nothing
// brings it back: the answer chosen first is to cancel, as the editor's
// recovery question does.
func (t *Trainer) askReset() {
	var tp *trainPack
	switch {
	case t.screen == scrItems:
		tp = t.itemsOf
	default:
		if i := t.packMenu.Current(); i >= 0 && i < len(t.packRows) && t.packRows[i].kind == rowPack && t.packRows[i].pack.pack != nil {
			tp = t.packRows[i].pack
		}
	}
	// Cancel first: Enter, or Space, keeps the progress; only a letter
	// forgets it. The question takes no key typed ahead of it (R Enter
	// erased everything at once, with nothing to bring it back).
	items := []tui.MenuItem{{Text: "c  cancel: keep it", Key: 'c'}}
	actions := []func(){nil}
	if tp != nil {
		items = append(items, tui.MenuItem{Text: "r  forget what I did in " + tp.title(), Key: 'r'})
		actions = append(actions, func() { t.reset(tp) })
	}
	items = append(items, tui.MenuItem{Text: "a  forget all my progress, in every pack", Key: 'a'})
	actions = append(actions, func() { t.reset(nil) })
	t.shell.Confirm("Reset the progress?", items, func(i int) {
		if i > 0 && i < len(actions) {
			actions[i]()
		} else {
			t.say("progress kept", false)
		}
	}, tui.WithFreshKeys)
}

// reset forgets the progress of tp, or of every pack.
func (t *Trainer) reset(tp *trainPack) {
	key, what := "", "all progress"
	if tp != nil {
		key, what = tp.key, "the progress of "+tp.title()
	}
	// A reset that cannot be written is made in memory all the same, like
	// any change of the progress: said, marked in the title, and written
	// again at the next change and at q (Progress.Unsaved).
	if tp != nil && tp.legacy != "" {
		// The records under the pack's old name too, or the next start
		// would take them over again.
		t.saved(t.prog.Reset(tp.legacy))
	}
	t.saved(t.prog.Reset(key))
	// The hints and solutions shown are forgotten with the progress.
	for k := range t.helped {
		if tp == nil || k.Pack == tp.key {
			delete(t.helped, k)
		}
	}
	if t.screen == scrItems && t.itemsOf == nil {
		t.items = t.failedItems()
	}
	t.say(what+" is forgotten", false)
}
