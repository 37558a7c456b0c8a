package puzzles

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

func loadTeaching(t *testing.T) *Pack {
	t.Helper()
	pk, err := Load("testdata/teaching.toml", nil)
	if err != nil {
		t.Fatal(err)
	}
	return pk
}

func mustParse(t *testing.T, text string) *Pack {
	t.Helper()
	pk, err := Parse("inline.toml", []byte(text), nil)
	if err != nil {
		t.Fatal(err)
	}
	return pk
}

// The fixture reads into the fields, and is a sound curriculum.
func TestTeachingKeys(t *testing.T) {
	pk := loadTeaching(t)
	if !pk.IsCurriculum() {
		t.Fatal("not a curriculum")
	}
	l := pk.Lesson("step-in")
	if l.Chapter != "First steps" || !strings.HasPrefix(l.Rule, "A piece next to") ||
		strings.Join(l.Teaches, ",") != "board,move,card,close,Pikeman,Bird" ||
		len(l.Without) != 1 || len(l.Claims) != 2 || len(l.Wrong) != 1 ||
		len(l.Wrong[0].Orders) != 1 || len(l.Wrong[0].Claims) != 2 {
		t.Errorf("step-in read as %+v", l)
	}
	w := pk.Lesson("which-way")
	if w.Task != TaskFacing || w.FacesAt.String() != "A3" || w.Faces != engine.A || w.Wrong[0].Faces != engine.D {
		t.Errorf("which-way read as task %q faces %v %v, wrong %v", w.Task, w.FacesAt, w.Faces, w.Wrong[0].Faces)
	}
	p := pk.Lesson("who-dies")
	if len(p.Wrong) != 2 || len(p.Wrong[0].Missed) != 1 || len(p.Wrong[1].Extra) != 1 {
		t.Errorf("who-dies wrong answers %+v", p.Wrong)
	}
	if len(pk.Puzzles[0].Claims) != 2 {
		t.Errorf("the puzzle's claims: %v", pk.Puzzles[0].Claims)
	}
	for _, r := range Check(context.Background(), pk, nil) {
		for _, p := range r.Problems {
			t.Errorf("%s: %v", r.ID, p)
		}
	}
}

// A claim that the engine contradicts, a wrong answer that is right, a
// facing answer that is wrong and a rule that does not matter are each
// reported by Check at their key; a claim at its own line and column.
func TestCheckTeachingProblems(t *testing.T) {
	data := readFixture(t, "testdata/teaching.toml")
	for _, c := range []struct{ name, from, to, want string }{
		{"false claim", `"dies A1",`, `"lives A1",`, `inline.toml:44:3: lesson "step-in": claims: claim "lives A1": the piece from A1 dies`},
		{"false number", `"fight close A2 front 6 vs A1 front 2"`, `"fight close A2 front 6 vs A1 front 1"`, `inline.toml:43:3: lesson "step-in": claims: claim "fight close A2 front 6 vs A1 front 1": the fight goes otherwise`},
		{"right wrong answer", `orders = ["move D3 A 1"]`, `orders = ["move A3 D 1"]`, `lesson "step-in": wrong answer 1: these orders reach the goals`},
		{"missed survivor", `missed = ["D2"]`, `missed = ["D4"]`, "the piece on D4 does not die"},
		{"extra victim", `extra = ["D4"]`, `extra = ["D2"]`, "the piece on D2 does die"},
		// The trainer lets no empty cell be picked: an entry naming one
		// would never be shown.
		{"extra on an empty cell", `extra = ["D4"]`, `extra = ["D3"]`, `inline.toml:115:1: lesson "who-dies": wrong answer 2: extra: no piece stands on D3 and none is placed there`},
		{"missed on an empty cell", `missed = ["D2"]`, `missed = ["B3"]`, `lesson "who-dies": wrong answer 1: missed: no piece stands on B3 and none is placed there`},
		{"wrong facing", `faces = "A3 A"`, `faces = "A3 B"`, "faces: the answer is wrong"},
		{"facing is the answer", `faces = "D"`, `faces = "A"`, "faces: A is the answer"},
		{"rule does not matter", `without = ["combat Pikeman 1 2 0 0 0 2"]`, `without = ["combat Pikeman 6 2 0 0 0 2"]`, "without: without combat Pikeman 6 2 0 0 0 2, the stated solution still reaches the goals"},
		{"no without", `without = ["special Drunk"]`, `without = []`, "no without"},
		{"unclaimed number", `why = "Step in with the Pikeman's front."`, `why = "Step in with the Pikeman's front, 7."`, "the texts name 7"},
		{"puzzle claim", `"reaches D3 D1 p3"`, `"reaches D3 D1 p2"`, `inline.toml:26:11: puzzle "behind": claims: claim "reaches D3 D1 p2"`},
		{"wrong answer's claim", `"ends D3 D2", "lives A1"]`, `"ends D3 D2", "dies A1"]`, `inline.toml:64:25: lesson "step-in": wrong answer 1 claims: claim "dies A1"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(data, c.from) {
				t.Fatalf("the fixture has no %s", c.from)
			}
			pk := mustParse(t, strings.Replace(data, c.from, c.to, 1))
			var all []string
			for _, r := range Check(context.Background(), pk, nil) {
				for _, p := range r.Problems {
					all = append(all, p.Error())
				}
			}
			if !strings.Contains(strings.Join(all, "\n"), c.want) {
				t.Errorf("want a problem with %q, got:\n%s", c.want, strings.Join(all, "\n"))
			}
		})
	}
}

// Loading refuses a claim, a change or a teaches entry that does not read,
// and wrong answers that do not fit the task.
func TestTeachingLoadErrors(t *testing.T) {
	data := readFixture(t, "testdata/teaching.toml")
	for _, c := range []struct{ name, from, to, want string }{
		{"claim verb", `"dies A1",`, `"perishes A1",`, `unknown claim "perishes"`},
		{"claim cell", `"dies A1",`, `"dies A9",`, `unknown location "A9"`},
		{"variant", `without = ["special Drunk"]`, `without = ["gravity off"]`, `unknown change "gravity"`},
		{"variant rule", `without = ["special Drunk"]`, `without = ["rule gravity"]`, `unknown rule "gravity"`},
		{"variant misspelt kind", `without = ["special Drunk"]`, `without = ["special Drunkk"]`, `without "special Drunkk": unknown kind "Drunkk" (did you mean "Drunk"?)`},
		{"variant special with more", `without = ["special Drunk"]`, `without = ["special Drunk A3"]`, `want a kind alone, not "A3" after the Drunk`},
		{"variant stat misspelt kind", `without = ["special Drunk"]`, `without = ["speed Drunkk 0 0 0 3 0 0"]`, `unknown kind "Drunkk" (did you mean "Drunk"?)`},
		{"variant stat count", `without = ["special Drunk"]`, `without = ["speed Drunk 0 0 3"]`, `want six numbers after the Drunk (front, front-right, back-right, back, back-left, front-left), not 3`},
		{"teaches", `teaches = ["speed", "Drunk"]`, `teaches = ["speed", "Dragon"]`, `"Dragon" is neither a mechanic`},
		{"teaches misspelt kind", `teaches = ["speed", "Drunk"]`, `teaches = ["speed", "Drunks"]`, `"Drunks" is neither a mechanic nor a kind (did you mean "Drunk"?)`},
		{"teaches misspelt mechanic", `teaches = ["speed", "Drunk"]`, `teaches = ["sped", "Drunk"]`, `"sped" is neither a mechanic nor a kind (did you mean "speed"?)`},
		{"wrong orders in a prediction", `missed = ["D2"]`, `orders = ["move D4 A 1"]`, "names the cells missed or picked wrongly"},
		{"task", `task = "facing"`, `task = "dance"`, `unknown task "dance"`},
		{"faces", `faces = "A3 A"`, `faces = "A3"`, "want a cell and a direction"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("inline.toml", []byte(strings.Replace(data, c.from, c.to, 1)), nil)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("want an error with %q, got %v", c.want, err)
			}
		})
	}
}

// Explain picks the wrong answer that matches a learner's answer, one it
// contains when its claims hold on the turn played, and falls back to the
// lesson's why.
func TestExplain(t *testing.T) {
	pk := loadTeaching(t)
	cat := pk.Catalogue()
	l := pk.Lesson("step-in")
	wrong := l.Wrong[0].Why
	for _, c := range []struct {
		orders []string
		want   string
	}{
		{[]string{"move D3 A 1"}, wrong},
		{[]string{"move D3 A 1", "turn A3 E"}, wrong},
		{[]string{"move D3 A 1", "move A3 D 1"}, l.Why}, // the Bird dies: "lives A1" is false
		{[]string{"move D3 A 2"}, l.Why},
		{nil, l.Why},
	} {
		if got := l.Explain(orders(t, cat, c.orders...)); got != c.want {
			t.Errorf("%v explained as %q, want %q", c.orders, got, c.want)
		}
	}
	p := pk.Lesson("who-dies")
	cells := func(names ...string) []engine.Loc {
		var out []engine.Loc
		for _, n := range names {
			l, _ := engine.ParseLoc(n)
			out = append(out, l)
		}
		return out
	}
	for _, c := range []struct {
		picked []engine.Loc
		want   string
	}{
		{nil, p.Wrong[0].Why},
		{cells("D2", "D4"), p.Wrong[1].Why},
		{cells("D2"), p.Why},
	} {
		if got := p.ExplainPrediction(c.picked); got != c.want {
			t.Errorf("%v explained as %q, want %q", c.picked, got, c.want)
		}
	}
	f := pk.Lesson("which-way")
	if !f.JudgeFacing(engine.A) || f.JudgeFacing(engine.D) {
		t.Error("JudgeFacing")
	}
	if f.ExplainFacing(engine.D) != f.Wrong[0].Why || f.ExplainFacing(engine.C) != f.Why {
		t.Error("ExplainFacing")
	}
}

// A curriculum out of order is reported lesson by lesson: a mechanic or a
// kind used before the lesson that teaches it, a thing taught twice or not
// shown, a chapter that comes back, a chapter without its test, a test that
// does not mix its chapter's rules.
func TestCurriculumProblems(t *testing.T) {
	data := readFixture(t, "testdata/teaching.toml")
	for _, c := range []struct{ name, from, to, want string }{
		{"used before taught", `teaches = ["board", "move", "card", "close", "Pikeman", "Bird"]`, `teaches = ["board", "move", "card", "Pikeman", "Bird"]`,
			`lesson "step-in": curriculum: uses close, which no lesson before it teaches`},
		{"kind before taught", `teaches = ["board", "move", "card", "close", "Pikeman", "Bird"]`, `teaches = ["board", "move", "card", "close", "Pikeman"]`,
			`uses Bird, which no lesson before it teaches`},
		{"taught later", `teaches = ["speed", "Drunk"]`, `teaches = ["Drunk"]`, `uses speed, which no lesson before it teaches`},
		{"taught twice", `teaches = ["speed", "Drunk"]`, `teaches = ["speed", "Drunk", "close"]`, `teaches close, which lesson "step-in" taught already`},
		{"not shown", `teaches = ["speed", "Drunk"]`, `teaches = ["speed", "Drunk", "ranged"]`, `teaches ranged but its turns do not show it`},
		{"no teaches", `teaches = ["speed", "Drunk"]`, ``, `no teaches`},
		{"no rule", `rule = "The lower number dies."`, ``, `no rule`},
		{"chapter back", `rule = "The lower number dies."`, "rule = \"x\"\nchapter = \"Second\"", `chapter "First steps" comes back`},
		{"one test", `teaches = []
without = ["facing Pit A"]`, `teaches = ["tie"]
without = ["facing Pit A"]`, `ends with 0 tests`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(data, c.from) {
				t.Fatalf("the fixture has no %s", c.from)
			}
			text := strings.Replace(data, c.from, c.to, 1)
			if c.name == "chapter back" {
				text = strings.Replace(data, "chapter = \"First steps\"\nrule = \"The lower number dies.\"", "chapter = \"Second\"\nrule = \"The lower number dies.\"", 1)
			}
			pk := mustParse(t, text)
			var all []string
			for _, st := range pk.Curriculum() {
				for _, p := range st.Problems {
					all = append(all, "lesson \""+st.Lesson.ID+"\": curriculum: "+p)
				}
			}
			if !strings.Contains(strings.Join(all, "\n"), c.want) {
				t.Errorf("want a problem with %q, got:\n%s", c.want, strings.Join(all, "\n"))
			}
		})
	}
}

// The numbers of a text are its standalone numbers: not the digits of a
// cell's name, nor a player's number.
func TestTextNumbers(t *testing.T) {
	got := textNumbers("Player 2's Pikeman on A1 turns its front 6 (6/2 = 3) toward AB3; players 1 and 3 draw 1.5 pieces at priority 4.")
	if strings.Join(got, " ") != "6 6 2 3 1.5 4" {
		t.Errorf("numbers %v", got)
	}
	have := claimNumbers([]string{"fight close p2 A1 front 6/2=3 vs Pit front-left 1.5", "reaches AB3 A1 p4"})
	for _, n := range []string{"2", "6", "3", "1.5", "4"} {
		if !have[n] {
			t.Errorf("claims do not state %s: %v", n, have)
		}
	}
	if have["1"] {
		t.Error("a cell's digit counts as a number")
	}
}

// A share written as a mixed number names its exact value, and only a
// claim that states that share (a number divided) names it: "2½" is the
// 5/2 of "front 5/2", not the 2 of "front 2".
func TestTextNumbersMixed(t *testing.T) {
	got := textNumbers("front 5 counts 2½ against 2, back 1 counts ½, front 8 counts 2⅔ on A1")
	if strings.Join(got, " ") != "5 5/2 2 1 1/2 8 8/3" {
		t.Errorf("numbers %v", got)
	}
	if u := unclaimed([]string{"the front 5 counts 2½"}, []string{"fight close A1 front 3 vs Pit front 5 front 2"}); strings.Join(u, " ") != "5/2" {
		t.Errorf("2½ claimed by a 5 and a 2 that are no share: unclaimed %v", u)
	}
	if u := unclaimed([]string{"the front 5 counts 2½"}, []string{"fight close A1 front 3 vs Pit front 5/2"}); len(u) != 0 {
		t.Errorf("2½ not claimed by front 5/2: unclaimed %v", u)
	}
}

// The cells of a text are its words written as the engine writes a cell:
// not a direction ("A"), a territory ("AB"), a kind, or "pit" in lower case.
func TestTextCells(t *testing.T) {
	got := textCells("A Bird on A1's left flies from CD5, through the Pit, toward AB (direction A) and the pit; AB6-FA1.")
	if strings.Join(got, " ") != "A1 CD5 Pit AB6 FA1" {
		t.Errorf("cells %v", got)
	}
	texts := []string{"The Bird on D3 flies to FA3, beside the Pit."}
	if got := unclaimedCells(texts, []string{"ends d3 FA3", "with 1 move FA3 A 1: dies pit"}); len(got) != 0 {
		t.Errorf("unclaimed %v", got)
	}
	if got := unclaimedCells(texts, []string{"ends D3 FA2", "dies Pit"}); strings.Join(got, " ") != "FA3" {
		t.Errorf("unclaimed %v, want FA3", got)
	}
}

// readFixture returns a file of testdata as text.
func readFixture(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Each form of `without` changes what it says and nothing else; a form
// that does not read, or names what is not there, is refused.
func TestVariantForms(t *testing.T) {
	pk := loadTeaching(t)
	base := pk.Lesson("step-in")
	for _, c := range []struct {
		text  string
		check func(v *Lesson) bool
	}{
		{"rule division", func(v *Lesson) bool { return v.Rules().Off == engine.RuleDivision }},
		{"special Drunk", func(v *Lesson) bool {
			k, _ := v.cat.Lookup("Drunk")
			return v.cat.Kind(k).Special == engine.Plain
		}},
		{"combat Bird 1 1 1 1 1 1", func(v *Lesson) bool {
			k, _ := v.cat.Lookup("Bird")
			return v.cat.Kind(k).Combat == [6]int8{1, 1, 1, 1, 1, 1}
		}},
		{"speed Bird 0 0 0 0 0 0", func(v *Lesson) bool {
			k, _ := v.cat.Lookup("Bird")
			return v.cat.Kind(k).Speed == [6]int8{}
		}},
		{"facing A1 D", func(v *Lesson) bool { return v.Position.At(mustLoc(t, "A1")).Facing == engine.D }},
		{"remove D3", func(v *Lesson) bool { return v.Position.At(mustLoc(t, "D3")).Empty() }},
		{"goals kill A1; pit", func(v *Lesson) bool { return len(v.Goals) == 2 && v.Goals[1].Kind == engine.GoalPit }},
		{"no-draw on", func(v *Lesson) bool { return v.Position.NoDraw }},
		{"sudden-death 1", func(v *Lesson) bool { return v.Position.SuddenDeath == 1 }},
		{"tech-fall 5", func(v *Lesson) bool { return v.TechFall == 5 }},
	} {
		l := *base
		l.Without = []string{c.text}
		v, err := l.PlayedWithout()
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if !c.check(v) {
			t.Errorf("%q did not change what it says", c.text)
		}
		if base.Rules().Off != 0 || len(base.Goals) != 2 || base.Position.At(mustLoc(t, "D3")).Empty() || base.TechFall != 0 {
			t.Fatalf("%q changed the lesson itself", c.text)
		}
		if k, _ := base.cat.Lookup("Bird"); base.cat.Kind(k).Combat[0] != 2 {
			t.Fatalf("%q changed the pack's catalogue", c.text)
		}
	}
	for _, bad := range []string{"facing A2 D", "remove A2", "special Bird", "sudden-death 4", "combat Bird 1 2", "goals kill Z9", "no-draw maybe", "rule", "tech-fall", "tech-fall -1", "tech-fall 100"} {
		l := *base
		l.Without = []string{bad}
		if _, err := l.PlayedWithout(); err == nil {
			t.Errorf("%q is accepted", bad)
		}
	}
}

// check reports a curriculum problem at the key it is about: what a lesson
// teaches, or uses without a lesson teaching it, at its teaches line (the
// entry's own when one entry is at fault), not at the lesson's first line.
func TestCurriculumProblemsAtTheirKey(t *testing.T) {
	data := readFixture(t, "testdata/teaching.toml")
	lineOf := func(text, s string) int {
		i := strings.Index(text, s)
		if i < 0 {
			t.Fatalf("no %q in the fixture", s)
		}
		return strings.Count(text[:i], "\n") + 1
	}
	for _, c := range []struct{ name, from, to, want, at string }{
		{"used before taught", `teaches = ["board", "move", "card", "close", "Pikeman", "Bird"]`,
			`teaches = ["board", "move", "card", "Pikeman", "Bird"]`, `lesson "step-in": curriculum: uses close`, `teaches = ["board", "move", "card", "Pikeman"`},
		{"taught twice", `teaches = ["speed", "Drunk"]`, "teaches = [\n  \"speed\",\n  \"close\",\n]", `teaches close, which`, `  "close"`},
		{"no rule", `rule = "A Drunk that moved ends facing the way it last went."`, ``, `no rule`, "[[lesson]]\nid = \"which-way\""},
	} {
		t.Run(c.name, func(t *testing.T) {
			text := strings.Replace(data, c.from, c.to, 1)
			pk := mustParse(t, text)
			var found []string
			for _, r := range Check(context.Background(), pk, nil) {
				for _, p := range r.Problems {
					if strings.Contains(p.Msg, c.want) {
						found = append(found, p.Error())
						if want := lineOf(text, c.at); p.Line != want {
							t.Errorf("%s: at line %d, want %d (%q)", p.Msg, p.Line, want, c.at)
						}
					}
				}
			}
			if len(found) == 0 {
				t.Errorf("no problem with %q", c.want)
			}
		})
	}
}
