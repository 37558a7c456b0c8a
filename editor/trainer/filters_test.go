package trainer

import (
	"fmt"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// Choosing a tag with t shows every puzzle of that tag, for each tag of the
// shipped tactics pack: the themes named after a special rule ("Cloud Man",
// "Imp Swarm") are tags of two words. A puzzle without the tag shows only
// when its title or id holds the words (the filter's words match those too).
func TestTrainTagFilterShowsEveryTaggedPuzzle(t *testing.T) {
	items := tacticsItems(t)
	severalWords := 0
	for _, tag := range allTags(items) {
		if strings.Contains(tag, " ") {
			severalWords++
		}
		for _, before := range []string{"", "d3 priority"} {
			checkTagFilter(t, items, tag, before)
		}
	}
	if severalWords == 0 {
		t.Error("no tag of several words in the tactics pack: this test tests less than it says")
	}
}

// checkTagFilter chooses tag with the filter before and wants exactly the
// items tagged so (and of difficulty 3 when before has d3), or named so.
func checkTagFilter(t *testing.T, items []*trainItem, tag, before string) {
	t.Helper()
	f := tagFilter(before, tag)
	for _, it := range items {
		tagged := hasTag(it, tag) && (before == "" || it.difficulty() == 3)
		got := matchItem(it, statusNew, f)
		named := strings.Contains(engine.NormName(it.title()+" "+it.scenario().ID), engine.NormName(tag))
		if tagged && !got || got && !tagged && !named {
			t.Errorf("filter %q (tag %q after %q) on %s (tags %q, difficulty %d): shown %v", f, tag, before, it.scenario().ID, it.tags(), it.difficulty(), got)
		}
	}
}

// tacticsItems are the puzzles of the shipped tactics pack, as the trainer
// lists them.
func tacticsItems(t *testing.T) []*trainItem {
	t.Helper()
	packs, err := puzzles.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	var items []*trainItem
	for _, pk := range packs {
		if pk.ID != "tactics" {
			continue
		}
		for i, pz := range pk.Puzzles {
			items = append(items, &trainItem{puzzle: pz, n: i + 1})
		}
	}
	if len(items) == 0 {
		t.Fatal("no tactics pack")
	}
	return items
}

// A tag of several words matches typed as it is written, or as one word.
func TestTrainFilterTagOfSeveralWords(t *testing.T) {
	it := &trainItem{puzzle: &puzzles.Puzzle{Scenario: puzzles.Scenario{ID: "landing", Title: "The landing"}, Difficulty: 2, Tags: []string{"priority", "Cloud Man"}}}
	for filter, want := range map[string]bool{
		"Cloud Man": true, "cloud man": true, "cloudman": true, "cloud-man": true,
		"d2 Cloud Man priority": true, "priority cloud man d2": true,
		"Cloud Man d3": false, "Imp Swarm": false, "man cloud": false, "cloud": false,
	} {
		if got := matchItem(it, statusNew, filter); got != want {
			t.Errorf("filter %q: %v, want %v", filter, got, want)
		}
	}
}

func hasTag(it *trainItem, tag string) bool {
	for _, x := range it.tags() {
		if strings.EqualFold(x, tag) {
			return true
		}
	}
	return false
}

// Clearing a filter (Esc while typing it, or Esc on the list) keeps the
// highlight on the line it was on, not on the first line; so does a
// difficulty filter that still shows that line.
func TestTrainFilterKeepsLine(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 32)
	h.waitFor("the item list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Keys("/together")
	h.waitHighlight("together")
	h.Key(tcell.KeyEscape) // clears the filter being typed
	h.waitFor("no filter", func(tr *Trainer) bool { return tr.itemMenu.Filter() == "" })
	h.waitHighlight("together")
	h.Keys("/corner")
	h.Key(tcell.KeyEscape)
	h.waitHighlight("corner")
	h.Keys("ddd") // difficulty 3: the corner still shows
	h.waitFor("difficulty 3 only", func(tr *Trainer) bool { return tr.itemMenu.Filter() == "d3" })
	h.waitHighlight("corner")
	h.Key(tcell.KeyEscape) // clears the filter on the list
	h.waitMessage("filter cleared")
	h.waitHighlight("corner")
}

// Typing a filter keeps the highlight on its item while the filter shows
// it, else puts it on the first line (it kept the row number: from the
// fifth line, /t highlighted the fifth line it shows, another puzzle).
func TestTrainTypedFilterKeepsItem(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 32)
	h.waitFor("the item list", func(tr *Trainer) bool { return tr.screen == scrItems })
	pick := func(id string) {
		t.Helper()
		h.Sync(func() {
			for i, it := range h.tr.items {
				if it.scenario().ID == id {
					h.tr.itemMenu.SetCurrent(i)
				}
			}
		})
		h.waitHighlight(id)
	}
	pick("corner")
	h.Keys("/t") // every line but the first
	h.waitFor("the filter typed", func(tr *Trainer) bool { return tr.itemMenu.Filter() == "t" })
	h.waitHighlight("corner")
	h.Key(tcell.KeyEscape)
	h.waitFor("no filter", func(tr *Trainer) bool { return tr.itemMenu.Filter() == "" && !tr.itemMenu.Typing() })
	h.waitHighlight("corner")
	pick("drunk-turns")
	h.Keys("/priority") // drunk-turns is not shown: the first line
	h.waitFor("the filter typed", func(tr *Trainer) bool { return tr.itemMenu.Filter() == "priority" })
	h.waitHighlight("corner")
}

// Each status is a word of the filter, and the help of "/" names every one
// (the README's table of keys is made from it).
func TestTrainFilterStatusWords(t *testing.T) {
	it := &trainItem{puzzle: &puzzles.Puzzle{Scenario: puzzles.Scenario{ID: "p", Title: "A puzzle"}}}
	statuses := []itemStatus{statusNew, statusSolved, statusFailed, statusSeen}
	h := startTrainer(t, Options{}, 80, 24)
	var help string
	h.waitFor("the help of /", func(tr *Trainer) bool {
		for _, b := range tr.keys.lists.Bindings {
			if b.Action == "filter" {
				help = b.Help
			}
		}
		return help != ""
	})
	for _, st := range statuses {
		w := statusWord(st)
		for _, other := range statuses {
			if got := matchItem(it, other, w); got != (other == st) {
				t.Errorf("filter %q on a %s puzzle: %v", w, statusWord(other), got)
			}
		}
		if !strings.Contains(help, " "+w+",") {
			t.Errorf("the help of / does not name %q: %s", w, help)
		}
	}
}

// d says what the next d shows: after difficulty 5 it is every difficulty
// again, not difficulty 1 (it said "d again for 1").
func TestTrainDifficultyKeySaysWhatComesNext(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 32)
	h.waitFor("the item list", func(tr *Trainer) bool { return tr.screen == scrItems })
	for n := 1; n <= 4; n++ {
		h.Keys("d")
		h.waitMessage(fmt.Sprintf("difficulty %d only; d again for %d", n, n+1))
	}
	h.Keys("d")
	h.waitMessage("difficulty 5 only; d again for every difficulty")
	h.Keys("d")
	h.waitFor("every difficulty", func(tr *Trainer) bool {
		return tr.itemMenu.Filter() == "" && strings.Contains(tr.shell.Message(), "every difficulty")
	})
}

// Esc from a pack's list to the packs takes the list's message away: after
// d back to every difficulty, "every difficulty" stayed under the packs.
func TestTrainLeavingTheListClearsItsMessage(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 32)
	// Some progress, or the packs greet a newcomer over any message.
	h.openItem("step-in")
	h.Keys("s")
	h.WaitText("Not yet.")
	h.Key(tcell.KeyBackspace) // to the list, filtered for step-in
	h.waitFor("the list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Key(tcell.KeyEscape) // the filter cleared
	h.waitFor("the whole list", func(tr *Trainer) bool { return tr.screen == scrItems && tr.itemMenu.Filter() == "" })
	h.Keys("dddddd")
	h.waitFor("every difficulty", func(tr *Trainer) bool {
		return tr.itemMenu.Filter() == "" && tr.shell.Message() == "every difficulty"
	})
	h.Key(tcell.KeyEscape)
	h.waitFor("the packs, the message gone", func(tr *Trainer) bool {
		return tr.screen == scrPacks && !strings.Contains(tr.shell.Message(), "every difficulty")
	})
	h.WaitNoText("every difficulty")
}

// d on a list with no difficulty (a pack of lessons) filtered it to
// "(nothing matches)", saying "difficulty 1 only; d again for 2". It says
// there is none to filter by, as t does of tags, and filters nothing.
func TestTrainDifficultyKeyOnLessons(t *testing.T) {
	h := startTrainer(t, Options{}, 80, 24)
	h.WaitText("  Learning Bird Crab  0/")
	h.Key(tcell.KeyDown) // from the line that starts lesson 1
	h.Key(tcell.KeyEnter)
	h.WaitText("Lesson 1  The board")
	h.Keys("d")
	h.waitMessage("these have no difficulty: lessons have none")
	h.waitFor("no filter", func(tr *Trainer) bool { return tr.itemMenu.Filter() == "" })
	h.WaitNoText("nothing matches")
}

// Enter on a filter that matches nothing said nothing, and stopped the
// typing: the letters typed next to mend the filter ran as the list's keys
// (d, t, n, E ...) with no word why. It says there is nothing to open,
// and how to type another filter or clear this one.
func TestTrainEnterOnEmptyFilter(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 80, 24)
	h.waitFor("the item list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Keys("/zzz")
	h.WaitText("(nothing matches)")
	h.Key(tcell.KeyEnter)
	h.waitMessage(`nothing matches "zzz", nothing to open: / types another filter, Esc clears this one`)
	h.Key(tcell.KeyEscape)
	h.waitFor("the filter cleared", func(tr *Trainer) bool { return tr.itemMenu.Filter() == "" })
	h.openItem("corner")
}

// Backspace on a list erases the last letter of its filter, or says that
// there is none: it did nothing without a word. Tab and Shift-Tab move
// the line, as the help says.
func TestTrainListBackspace(t *testing.T) {
	h := startTrainer(t, Options{NoShipped: true}, 100, 30)
	h.waitFor("the item list", func(tr *Trainer) bool { return tr.screen == scrItems })
	h.Key(tcell.KeyBackspace)
	h.waitMessage("Backspace erases a letter of the filter, and there is none (Esc goes back to the packs)")
	h.Key(tcell.KeyHome)
	h.Key(tcell.KeyTab)
	h.waitHighlight("together")
	h.Key(tcell.KeyBacktab)
	h.waitHighlight("facing")
	h.openItem("step-in")
	h.Key(tcell.KeyBackspace)
	h.waitFor("the list, its filter kept", func(tr *Trainer) bool { return tr.screen == scrItems && tr.itemMenu.Filter() == "step-in" })
	h.Key(tcell.KeyBackspace)
	h.waitFor("a letter erased", func(tr *Trainer) bool { return tr.itemMenu.Filter() == "step-i" })
	h.Key(tcell.KeyEscape)
	h.waitFor("the filter cleared", func(tr *Trainer) bool { return tr.itemMenu.Filter() == "" })
	h.Key(tcell.KeyEscape)
	h.waitFor("the packs", func(tr *Trainer) bool { return tr.screen == scrPacks })
	h.Key(tcell.KeyBackspace)
	h.waitMessage("Backspace erases a letter of the filter, and there is none (/ types one)")
}
