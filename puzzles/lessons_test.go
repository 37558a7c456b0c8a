package puzzles

import (
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// The tests of the shipped curriculum (issue 14). Each reads the lessons
// pack as shipped; TestOldLessonsFail shows on lessons of the pack as it was
// before that the same checks catch what they are for.

var updateCurriculum = flag.Bool("update-curriculum", false, "rewrite the table of docs/curriculum.md")

// curriculumChapters are the chapters of the shipped curriculum, in order.
var curriculumChapters = []string{
	"The board and the pieces",
	"Movement and the turn",
	"Close combat",
	"Ranged combat",
	"Bumps and knockback",
	"The end of the turn, winning and sudden death",
	"The special pieces, one by one",
}

func shippedLessons(t *testing.T) *Pack { return shippedPack(t, "packs/lessons.toml") }

// shippedPack reads the shipped pack name (packs/NAME.toml).
func shippedPack(t *testing.T, name string) *Pack {
	t.Helper()
	data, err := ShippedData(name)
	if err != nil {
		t.Fatal(err)
	}
	pk, err := Parse(name, data, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pk
}

// The order test: the lessons come in the seven chapters, at least 45 of
// them; no lesson uses a mechanic (found in the events of its turns, a
// wrong answer's under "any" against the reply that beats it) or a kind
// before the lesson that teaches it; each chapter ends with a test of
// two or three lessons mixing its rules; every mechanic the engine can show
// and every kind of the catalogue is taught.
func TestLessonsOrder(t *testing.T) {
	pk := shippedLessons(t)
	if !pk.IsCurriculum() {
		t.Fatal("the lessons pack does not say what its lessons teach")
	}
	if n := len(pk.Lessons); n < 45 {
		t.Errorf("%d lessons, want at least 45", n)
	}
	var chapters []string
	taught := map[string]bool{}
	for _, st := range pk.CurriculumRefuting(context.Background(), solverRefuter) {
		l := st.Lesson
		if len(chapters) == 0 || chapters[len(chapters)-1] != l.Chapter {
			chapters = append(chapters, l.Chapter)
		}
		for _, p := range st.Problems {
			t.Errorf("lesson %q: %s", l.ID, p)
		}
		for _, x := range l.Teaches {
			taught[thingKey(x)] = true
		}
	}
	if strings.Join(chapters, "|") != strings.Join(curriculumChapters, "|") {
		t.Errorf("chapters %q, want %q", chapters, curriculumChapters)
	}
	for _, m := range Mechanics {
		if !taught[m.Name] {
			t.Errorf("no lesson teaches %s: %s", m.Name, m.Text)
		}
	}
	for _, k := range pk.Catalogue().Kinds() {
		if !taught[engine.NormName(k.Name)] {
			t.Errorf("no lesson teaches the %s", k.Name)
		}
	}
}

// The rule-matters test: every lesson, played without its rule (its
// without key: an engine rule switched off, a special rule or a number
// changed), has another answer: a player who ignores the rule answers
// wrongly (under "any": some reply beats it). The Drunk and the
// Necromancer lessons are among them.
func TestLessonsNeedTheirRule(t *testing.T) {
	pk := shippedLessons(t)
	for _, id := range []string{"drunk", "necromancer"} {
		if pk.Lesson(id) == nil {
			t.Errorf("no lesson %q", id)
		}
	}
	for _, l := range pk.Lessons {
		t.Run(l.ID, func(t *testing.T) {
			if err := lessonNeedsRule(l); err != nil {
				t.Error(err)
			}
		})
	}
}

// The claims test: every claim of every lesson holds on the turn it is
// about (the answer's, or a wrong answer's), and every number and every cell
// its texts name is stated by a claim. So no text says what the engine does
// not do.
func TestLessonClaims(t *testing.T) {
	pk := shippedLessons(t)
	total := 0
	for _, l := range pk.Lessons {
		t.Run(l.ID, func(t *testing.T) {
			if len(l.Claims) == 0 {
				t.Error("no claims")
			}
			turn, err := l.mainTurn()
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range l.CheckClaims(l.Claims, turn) {
				t.Error(e)
			}
			total += len(l.Claims)
			for i, w := range l.Wrong {
				wt := turn
				if l.Task == TaskGoals {
					if wt, _, err = l.Try(w.Orders); err != nil {
						t.Fatalf("wrong answer %d: %v", i+1, err)
					}
				}
				for _, e := range l.CheckClaims(w.Claims, wt) {
					t.Errorf("wrong answer %d: %v", i+1, e)
				}
				total += len(w.Claims)
			}
			if nums := l.UnclaimedNumbers(); len(nums) > 0 {
				t.Errorf("the texts name %v, which no claim states", nums)
			}
			if cells := l.UnclaimedCells(); len(cells) > 0 {
				t.Errorf("the texts name the cells %v, which no claim names", cells)
			}
		})
	}
	t.Logf("%d claims checked", total)
}

// Every lesson lists typical wrong answers; each is wrong, and is the one
// the trainer explains when a learner gives it.
func TestLessonWrongAnswers(t *testing.T) {
	pk := shippedLessons(t)
	for _, l := range pk.Lessons {
		t.Run(l.ID, func(t *testing.T) {
			if len(l.Wrong) == 0 {
				t.Fatal("no wrong answers")
			}
			for i, w := range l.Wrong {
				var got string
				switch l.Task {
				case TaskGoals:
					if _, ok, err := l.Try(w.Orders); err != nil || ok {
						t.Errorf("wrong answer %d reaches the goals or is illegal (%v)", i+1, err)
					}
					got = l.Explain(w.Orders)
				case TaskPredict:
					picked := append([]engine.Loc(nil), w.Extra...)
					for _, c := range l.Dies {
						if !cellsIn([]engine.Loc{c}, w.Missed) {
							picked = append(picked, c)
						}
					}
					if right, _, _ := l.Judge(picked); right {
						t.Errorf("wrong answer %d is right", i+1)
					}
					got = l.ExplainPrediction(picked)
				case TaskFacing:
					if l.JudgeFacing(w.Faces) {
						t.Errorf("wrong answer %d is right", i+1)
					}
					got = l.ExplainFacing(w.Faces)
				}
				if got != w.Why {
					t.Errorf("wrong answer %d is explained by %q", i+1, got)
				}
			}
		})
	}
}

// docs/curriculum.md holds the table CurriculumTable makes of the shipped
// lessons (go test ./puzzles -run TestCurriculumDoc -update-curriculum
// rewrites it).
func TestCurriculumDoc(t *testing.T) {
	const path = "../docs/curriculum.md"
	const begin, end = "<!-- curriculum table: begin -->\n", "<!-- curriculum table: end -->"
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	i, j := strings.Index(text, begin), strings.Index(text, end)
	if i < 0 || j < i {
		t.Fatalf("%s has no table markers", path)
	}
	steps := shippedLessons(t).CurriculumRefuting(context.Background(), solverRefuter)
	want := CurriculumTable(steps) + "\n" + MechanicsTable(steps)
	if got := text[i+len(begin) : j]; got != want {
		if *updateCurriculum {
			if err := os.WriteFile(path, []byte(text[:i+len(begin)]+want+text[j:]), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("the table of %s is out of date (run with -update-curriculum)", path)
	}
}

// The checks above, run on lessons of the pack as it was before issue 14
// (testdata/lessons-old.toml), find what the issue found: lessons that use a
// rule taught later, the Drunk and Necromancer lessons solved without their
// rule, and texts the engine contradicts.
func TestOldLessonsFail(t *testing.T) {
	pk, err := Load("testdata/lessons-old.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, st := range pk.Curriculum() {
		for _, p := range st.Problems {
			all = append(all, st.Lesson.ID+": "+p)
		}
	}
	for _, l := range pk.Lessons {
		if err := l.RuleMatters(); err != nil {
			all = append(all, l.ID+": without: "+err.Error())
		}
		turn, err := l.mainTurn()
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range l.CheckClaims(l.Claims, turn) {
			all = append(all, l.ID+": "+e.Error())
		}
		for _, w := range l.Wrong {
			wt, _, err := l.Try(w.Orders)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range l.CheckClaims(w.Claims, wt) {
				all = append(all, l.ID+": wrong: "+e.Error())
			}
		}
		if len(l.UnclaimedNumbers()) > 0 {
			all = append(all, l.ID+": unclaimed numbers")
		}
	}
	report := strings.Join(all, "\n")
	for _, want := range []string{
		"division: uses priority, which no lesson before it teaches",
		"top-combat: uses Cloud Man, which no lesson before it teaches",
		"top-combat: uses Snake, which no lesson before it teaches",
		"ranged-angled: uses bump, which no lesson before it teaches",
		"interrupted-movement: uses Harpy, which no lesson before it teaches",
		"drunk: without: without special Drunk, the stated solution still reaches the goals",
		"necromancer: without: without special Necromancer, the stated solution still reaches the goals",
		`placement: wrong: claim "fight close placement AB1 back 0 vs A1 front 2": the fight goes otherwise`,
		`priest-ties: claim "converted A1 1": the piece from A1 is not converted`,
		"priest: unclaimed numbers",
	} {
		if !strings.Contains(report, want) {
			t.Errorf("the checks do not find %q; they found:\n%s", want, report)
		}
	}
}

// The texts of the tactics packs (Tactics and First tactics) say nothing
// the engine does not do: every puzzle's claims hold (Check tests them on
// the solution's turn and on the lines they name with "with"), and every
// number its description, hints and explanation name is stated by a claim,
// and every cell they name is named by one.
func TestTacticsClaims(t *testing.T) {
	var all []*Puzzle
	for _, name := range []string{"packs/tactics.toml", "packs/first-tactics.toml"} {
		all = append(all, shippedPack(t, name).Puzzles...)
	}
	for _, pz := range all {
		t.Run(pz.ID, func(t *testing.T) {
			if len(pz.Claims) == 0 {
				t.Fatal("no claims")
			}
			turn, _, err := pz.Try(pz.Solution)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range pz.CheckClaims(pz.Claims, turn) {
				t.Error(e)
			}
			if nums := pz.UnclaimedNumbers(); len(nums) > 0 {
				t.Errorf("the texts name %v, which no claim states", nums)
			}
			if cells := pz.UnclaimedCells(); len(cells) > 0 {
				t.Errorf("the texts name the cells %v, which no claim names", cells)
			}
		})
	}
}

// No puzzle of the tactics packs is a lesson again: a puzzle with a
// lesson's pieces, goals and solution (first tactics' meet-it-there was the
// lessons' test test-meet-it) teaches nothing the learner has not just
// solved.
func TestTacticsRepeatNoLesson(t *testing.T) {
	type key struct {
		board           [engine.NumLocs]engine.Piece
		goals, solution string
	}
	keyOf := func(s *Scenario) key {
		goals := make([]string, len(s.Goals))
		for i, g := range s.Goals {
			goals[i] = g.String()
		}
		sol := engine.FormatOrders(s.Catalogue(), s.Solution)
		slices.Sort(goals)
		slices.Sort(sol)
		return key{s.Position.Board, strings.Join(goals, ", "), strings.Join(sol, "; ")}
	}
	lessons := map[key]string{}
	for _, l := range shippedLessons(t).Lessons {
		if l.Task == TaskGoals {
			lessons[keyOf(&l.Scenario)] = l.ID
		}
	}
	if len(lessons) == 0 {
		t.Fatal("no lesson with goals")
	}
	for _, name := range []string{"packs/first-tactics.toml", "packs/tactics.toml"} {
		for _, pz := range shippedPack(t, name).Puzzles {
			if id, ok := lessons[keyOf(&pz.Scenario)]; ok {
				t.Errorf("%s: puzzle %q is lesson %q again", name, pz.ID, id)
			}
		}
	}
}

// The five tactics puzzles issue 14 found weakest, rewritten, each need the
// rule they are about: played without it, the stated solution fails. (They
// left the tactics pack for the filters of issue 15, and ship in First
// tactics.)
func TestRewrittenPuzzlesNeedTheirRule(t *testing.T) {
	pk := shippedPack(t, "packs/first-tactics.toml")
	for id, without := range map[string]string{
		"magician-front":  "special Magician",
		"before-it-flies": "rule placed-fight",
		"siege-engine":    "special Catapult",
		"friendly-fire":   "special Cerberus",
		"walk-in":         "facing EF1 E",
	} {
		pz := pk.Puzzle(id)
		if pz == nil {
			t.Errorf("no puzzle %q", id)
			continue
		}
		l := &Lesson{Task: TaskGoals, Without: []string{without}, Scenario: pz.Scenario}
		if err := l.RuleMatters(); err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
}

// The tactics packs' texts name the players as the trainer's screens do,
// by colour: the screens say "Goal: kill Blue's Bird on A1" and "Your
// orders (Red)", and the texts said "Kill player 2's Pikeman on CD1",
// leaving the learner to work out who player 2 is. (The lessons say once
// that player 1 is Red and player 2 Blue, and the description of a
// puzzle's goals is not in the hash its progress is kept by.)
func TestTacticsNamePlayersByColour(t *testing.T) {
	number := regexp.MustCompile(`\b[Pp]layers? [0-9]`)
	for _, name := range []string{"packs/tactics.toml", "packs/first-tactics.toml"} {
		pk := shippedPack(t, name)
		if m := number.FindString(pk.Description); m != "" {
			t.Errorf("%s: the pack's description says %q", name, m)
		}
		for _, pz := range pk.Puzzles {
			texts := append([]string{pz.Title, pz.Description, pz.Explanation}, pz.Hints...)
			for _, text := range texts {
				if m := number.FindString(text); m != "" {
					t.Errorf("%s: puzzle %q says %q: %q", name, pz.ID, m, text)
				}
			}
		}
	}
}

// The rule line of the chapter test on the last territory once said a player
// out of pieces is out "only when he has lost his last territory", but
// elimination has a second way out (docs/rules.md, "Elimination and the end
// of the game"): nothing on the board or in hand, and no piece to be dealt.
func TestLastTerritoryRuleNamesBothWaysOut(t *testing.T) {
	l := shippedLessons(t).Lesson("test-last-territory")
	if l == nil {
		t.Fatal("no lesson test-last-territory")
	}
	for _, want := range []string{"last territory", "cannot be dealt a piece"} {
		if !strings.Contains(l.Rule, want) {
			t.Errorf("its rule line does not say %q: %q", want, l.Rule)
		}
	}
}

// The Witch lesson shows the ruling witch-placed-survives (docs/rules.md):
// its text says a Witch dies at the end of a turn in which it did not move,
// and a learner who knows only that would expect a Witch placed this turn to
// die. Its turn places one, which lives, and its texts say so.
func TestWitchLessonShowsAPlacedWitchLives(t *testing.T) {
	l := shippedLessons(t).Lesson("witch")
	if l == nil {
		t.Fatal("no lesson witch")
	}
	turn, err := l.mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	witch, _ := l.cat.Parse("Witch")
	placed := false
	for i := 0; i < int(turn.Outcome.NumPlaced); i++ {
		if f := turn.Outcome.Placed[i]; turn.Outcome.PlacedAt[i].Kind == witch {
			placed = true
			if !f.Alive() {
				t.Errorf("the Witch placed on %v dies", turn.Outcome.PlacedAt[i].Loc)
			}
		}
	}
	if !placed {
		t.Error("the lesson places no Witch: nothing shows that a Witch placed this turn lives")
	}
	if !strings.Contains(l.Text, "placed this turn") {
		t.Errorf("the text does not say what happens to a Witch placed this turn:\n%s", l.Text)
	}
}

// The trainer shows a lesson's why after any right answer, and a lesson
// with goals accepts any orders that reach them: the why must be true of
// each. For the lessons below, whose answers are one order, every single
// order that reaches the goals is the stated solution or is stated by a
// claim `with SIDE ORDER: ...`, which TestLessonClaims checks on its turn.
// (Other lessons still accept one-order answers their why does not
// describe; they are listed in the report of the change that added this.)
func TestWhyCoversEveryOneOrderAnswer(t *testing.T) {
	pk := shippedLessons(t)
	for _, id := range []string{"snake"} {
		l := pk.Lesson(id)
		if l == nil {
			t.Errorf("no lesson %q", id)
			continue
		}
		stated := map[string]bool{}
		for _, o := range l.Solution {
			stated[o.Format(l.cat)] = true
		}
		for _, c := range l.Claims {
			if rest, ok := strings.CutPrefix(c, fmt.Sprintf("with %d ", l.Side)); ok {
				if order, _, ok := strings.Cut(rest, ":"); ok && !strings.Contains(order, ";") {
					stated[order] = true
				}
			}
		}
		accepted := 0
		for _, o := range oneOrders(&l.Scenario) {
			if _, ok, err := l.Try([]engine.Order{o}); err != nil || !ok {
				continue
			}
			accepted++
			if s := o.Format(l.cat); !stated[s] {
				t.Errorf("lesson %q accepts %q, which neither its solution nor a claim states: its why does not say why it works", id, s)
			}
		}
		if accepted == 0 {
			t.Errorf("lesson %q: no one-order answer reaches its goals", id)
		}
	}
}

// oneOrders lists every legal order of the side alone: each piece's moves
// and turns, and each placement from its hand.
func oneOrders(s *Scenario) []engine.Order {
	p := &s.Position
	var out []engine.Order
	for l := engine.Loc(0); l < engine.NumLocs; l++ {
		if int(p.At(l).Owner) == s.Side {
			out = p.PieceOptions(s.cat, l, out)
		}
	}
	for k := 0; k < s.cat.Len(); k++ {
		for _, pc := range p.PlaceCells(s.cat, s.Side, engine.KindID(k), nil) {
			for d := engine.A; d <= engine.F; d++ {
				if pc.Facings&(1<<d) != 0 {
					out = append(out, engine.Place(engine.KindID(k), pc.Loc, d))
				}
			}
		}
	}
	return out
}
