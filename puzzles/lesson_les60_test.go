package puzzles

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// oneLine folds a text's line breaks and runs of spaces into single spaces.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// Lesson drunk asks which way a Drunk faces after a dying Harpy knocked it
// back; its answer rests on ruling drunk-knocked-back-has-moved (docs/
// rules.md, "Drunk"), which its text never stated: a learner who knew
// only "the way it last went" had to guess whether a push is a move. The
// lesson's rule and text now say that a knockback counts as a move.
func TestDrunkLessonSaysAKnockbackIsAMove(t *testing.T) {
	l := shippedLessons(t).Lesson("drunk")
	if l == nil {
		t.Fatal("no lesson drunk")
	}
	turn, err := l.mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	knocked := false
	for _, e := range turn.Events {
		if e.Type == engine.EvKnock && l.cat.Kind(e.A.Kind).Special == engine.Drunk {
			knocked = true
		}
	}
	if !knocked {
		t.Fatal("the lesson's Drunk is no longer knocked back; the test needs a new look")
	}
	says := regexp.MustCompile(`(?i)knock(ed)? ?back[^.;]*(counts as (a )?mov|has moved)|knockback counts as a move`)
	for what, s := range map[string]string{"rule": l.Rule, "text": l.Text} {
		if !says.MatchString(oneLine(s)) {
			t.Errorf("lesson drunk's %s does not say that a knockback counts as a move:\n%s", what, s)
		}
	}
}

// Lesson king teaches that a King fights on each side with the sum of the
// numbers its allies show that way. Its allies, a Pikeman and a Crab, both
// faced the fight: their fronts, the sides they turned to the King and the
// sides they showed the way it fights all made 9, so a learner with any of
// those readings gave the right answer. Played with each wrong reading
// (every ally turned so that the side it shows the way the King fights is
// its front, or the side it turns to the King), the lesson's turn now ends
// otherwise.
func TestKingLessonTellsTheRuleFromOtherReadings(t *testing.T) {
	l := shippedLessons(t).Lesson("king")
	if l == nil {
		t.Fatal("no lesson king")
	}
	turn, err := l.mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	if got := Deaths(&l.Position, &turn.Outcome); !slices.Equal(got, l.Dies) {
		t.Fatalf("the turn kills %v, the lesson's answer is %v", got, l.Dies)
	}
	var king engine.Loc
	way := engine.NoDir // the way Red's King fights
	for _, e := range turn.Events {
		if e.Type != engine.EvFight {
			continue
		}
		for _, pair := range [][2]engine.Fighter{{e.A, e.B}, {e.B, e.A}} {
			if f, foe := pair[0], pair[1]; f.Owner == 1 && l.cat.Kind(f.Kind).Special == engine.King {
				king = f.Loc
				way, _ = engine.DirTo(f.Loc, foe.Loc)
			}
		}
	}
	if way == engine.NoDir {
		t.Fatal("Red's King fights nobody; the test needs a new look")
	}
	readings := map[string]func(f, toKing engine.Dir) engine.Dir{
		"each ally's front": func(f, toKing engine.Dir) engine.Dir { return way },
		"the side each ally turns to the King": func(f, toKing engine.Dir) engine.Dir {
			return f.Turn(int(way) - int(toKing))
		},
	}
	for name, turnTo := range readings {
		v := *l
		changed := false
		for d := engine.A; d <= engine.F; d++ {
			n := king.Neighbour(d)
			if n == engine.NoLoc || v.Position.Board[n].Empty() || v.Position.Board[n].Owner != 1 {
				continue
			}
			pc := v.Position.Board[n]
			toKing := d.Opposite()
			if nf := turnTo(pc.Facing, toKing); nf != pc.Facing {
				pc.Facing, changed = nf, true
				v.Position.Board[n] = pc
			}
		}
		if !changed {
			t.Errorf("read as %s, the King's allies already show that number the way it fights", name)
			continue
		}
		vt, err := v.Play(v.FileOrders())
		if err != nil {
			t.Fatal(err)
		}
		if got := Deaths(&v.Position, &vt.Outcome); slices.Equal(got, l.Dies) {
			t.Errorf("read as %s, the King's number gives the lesson's answer too, %v: the position does not tell the rule from it", name, got)
		}
	}
}

// Lesson the-turn gave the turn's first fights as "Placement, and the
// fights of the placed pieces": read literally, only placed pieces fight
// before the priorities. Every two enemies side by side fight there
// (docs/rules.md, "Resolution order", step 2), and lesson necromancer
// rests on it: its two pieces, none placed, "tie and both die, before
// anything moves". The-turn's rule and text now say so.
func TestTurnLessonSaysAllNeighboursFightBeforeMoving(t *testing.T) {
	ls := shippedLessons(t)
	n := ls.Lesson("necromancer")
	turn, err := n.mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	early := false // a fight before the priorities, in a turn that places nothing
	for _, e := range turn.Events {
		if e.Type == engine.EvPlace {
			t.Fatal("lesson necromancer places a piece; the test needs a new look")
		}
		if e.Type == engine.EvFight && e.Stage == engine.StagePlace {
			early = true
		}
	}
	if !early {
		t.Fatal("lesson necromancer has no fight before the moves; the test needs a new look")
	}
	l := ls.Lesson("the-turn")
	onlyPlaced := regexp.MustCompile(`(?i)(fights of the placed pieces|placement and its fights)`)
	all := regexp.MustCompile(`(?i)(every|all)( two)? enemies side by side`)
	for what, s := range map[string]string{"rule": l.Rule, "text": l.Text} {
		s = oneLine(s)
		if m := onlyPlaced.FindString(s); m != "" || !all.MatchString(s) {
			t.Errorf("lesson the-turn's %s gives the fights before the moves as those of the placed pieces, not of all enemies side by side:\n%s", what, s)
		}
	}
}

// Lesson top-combat listed two of the three ways a piece lands on another
// as if they were all: docs/rules.md ("Top combat") has a third, a piece
// stepping onto an ally a Priest converted as it left. Every kind the
// rules name where they list the ways is named in the lesson's text. The
// third way then read "an ally ... just won over by an enemy Priest, met
// later, and stopped", conversion and the Priest coming only in lesson
// priest: the lesson names the Priest and leaves conversion to that
// lesson, which tells how it lands a piece on another.
func TestTopCombatLessonNamesEveryWay(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "rules.md"))
	if err != nil {
		t.Fatal(err)
	}
	sec := string(doc)
	i := strings.Index(sec, "### Top combat")
	if i < 0 {
		t.Fatal(`docs/rules.md has no "### Top combat"`)
	}
	sec = sec[i:]
	j := strings.Index(sec, "It happens when")
	k := strings.Index(sec, "Example:")
	if j < 0 || k < j {
		t.Fatal(`docs/rules.md's "Top combat" no longer lists the ways as "It happens when ... Example:"; the test needs a new look`)
	}
	ways := oneLine(sec[j:k])
	pk := shippedLessons(t)
	l := pk.Lesson("top-combat")
	text := oneLine(l.Text)
	named := 0
	for _, k := range l.cat.Kinds() {
		if !strings.Contains(ways, k.Name) {
			continue
		}
		named++
		if !strings.Contains(text, k.Name) {
			t.Errorf("docs/rules.md gives a way to top combat with a %s, which lesson top-combat does not name:\n%s", k.Name, l.Text)
		}
	}
	if m := regexp.MustCompile(`(?i)\b(convert\w*|won over)\b`).FindString(text); m != "" {
		t.Errorf("lesson top-combat says %q, which only lesson priest teaches:\n%s", m, l.Text)
	}
	priest := oneLine(pk.Lesson("priest").Text)
	for _, want := range []string{"top combat", "stops where it stands", "lands on it"} {
		if !strings.Contains(priest, want) {
			t.Errorf("lesson priest, where top-combat leaves the Priest's way to top combat, does not say %q:\n%s", want, priest)
		}
	}
	if named < 3 {
		t.Errorf("docs/rules.md's ways to top combat name %d kinds, want 3: %s", named, ways)
	}
}

// "Turns to face" is the order to rotate (lessons placement, rotation,
// the-turn); the lessons also said a piece "turns its back to the Pit" or
// "turns its front to the Pikeman" of a piece that had no order to turn:
// "Blue's Bird on A2 turns its back to the Pit", "The Catapult steps from
// AB3 to AB1 ... and turns its front to the Pikeman", which a learner read
// as a turn. A side a piece shows is "shows its" or "has its back to".
func TestLessonsTurnOnlyWhatRotates(t *testing.T) {
	turnsSide := regexp.MustCompile(`(?i)\bturns? its (front|back)`)
	for _, l := range shippedLessons(t).Lessons {
		texts, _ := l.textsAndClaims()
		for _, s := range append(texts, l.Rule) {
			s = oneLine(s)
			if m := turnsSide.FindString(s); m != "" {
				t.Errorf("lesson %s says %q of a side a piece shows:\n%s", l.ID, m, s)
			}
			if m := showsAsTurn.FindString(s); m != "" {
				t.Errorf("lesson %s says %q of a side a piece shows:\n%s", l.ID, m, s)
			}
		}
	}
	// The tactics packs' hints and explanations too (first-tactics'
	// magician-front said a Bird "turns its back" to the Pit), where
	// "lets it turn its front to you" is a reply's rotation. A line break
	// is read as a space, so a phrase split over two lines is found too.
	for _, name := range []string{"first-tactics.toml", "tactics.toml"} {
		data, err := os.ReadFile(filepath.Join("packs", name))
		if err != nil {
			t.Fatal(err)
		}
		flat := strings.ReplaceAll(string(data), "\n", " ")
		for _, at := range showsAsTurn.FindAllStringIndex(flat, -1) {
			line := strings.Count(string(data[:at[0]]), "\n") + 1
			t.Errorf("packs/%s:%d says %q of a side a piece shows", name, line, flat[at[0]:at[1]])
		}
	}
}

// showsAsTurn finds the other ways the packs said "turn" of a side a
// piece only shows, left by the first rewording: "The Birds on D1 and D2
// turn their backs to each other", "a Snake that turns a back side, 1,
// toward it", "nor the sides they turn to the King", "back-sides turned
// toward cells you can reach". "Lets it turn its front to you", a reply's
// rotation order, is none of them.
var showsAsTurn = regexp.MustCompile(`(?i)\bturns (its|their|an?) ([a-z-]+ ){0,2}(fronts?|backs?|sides?)\b|` +
	`\bturn their (fronts?|backs?)\b|\bturned (to|toward|its|their)\b|\bsides? (it|they|each piece) turns?\b`)

// Lesson ransacking's why said the Pikeman "steps into FA3 ... and kills
// the Bird there": the Bird stands on FA1, beside FA3. The why names the
// cell the Bird dies on, and puts it nowhere else.
func TestRansackingWhyPutsTheBirdWhereItIs(t *testing.T) {
	l := shippedLessons(t).Lesson("ransacking")
	turn, err := l.mainTurn()
	if err != nil {
		t.Fatal(err)
	}
	var victim, from engine.Loc = engine.NoLoc, engine.NoLoc
	for _, e := range turn.Events {
		switch {
		case e.Type == engine.EvDie && e.A.Owner == 2:
			victim = e.A.Loc
		case e.Type == engine.EvStep && e.A.Owner == 1:
			from = e.To
		}
	}
	if victim == engine.NoLoc || from == engine.NoLoc || victim == from {
		t.Fatalf("the Pikeman steps to %v and Blue loses a piece on %v; the test needs a new look", from, victim)
	}
	why := oneLine(l.Why)
	if strings.Contains(why, "the Bird there") || !strings.Contains(why, "the Bird on "+victim.String()) {
		t.Errorf("the Pikeman steps to %s and kills the Bird on %s, but the why says:\n%s", from, victim, l.Why)
	}
}

// The trainer's side panel shows a Cloud Man's card, the catalogue's rule:
// it speaks of "top combat" and of one "placed this turn", and lesson
// cloud-man said nothing of either, top combat coming only in the next
// lesson and a Cloud Man placed this turn in none. The lesson's text now
// speaks of each clause of the card it shows.
func TestCloudManLessonExplainsItsCard(t *testing.T) {
	l := shippedLessons(t).Lesson("cloud-man")
	id, ok := l.cat.Lookup("Cloud Man")
	if !ok {
		t.Fatal("no Cloud Man in the lesson's catalogue")
	}
	card, text := oneLine(l.cat.Kind(id).Rule), oneLine(l.Text)
	clauses := 0
	for _, words := range []string{"top combat", "placed this turn"} {
		if !strings.Contains(card, words) {
			continue
		}
		clauses++
		if !strings.Contains(text, words) {
			t.Errorf("the Cloud Man's card reads %q; lesson cloud-man's text does not speak of %q:\n%s", card, words, l.Text)
		}
	}
	if clauses == 0 {
		t.Fatalf("the Cloud Man's card reads %q; the test needs a new look", card)
	}
}

// Lesson bonuses said a player "draws 3 pieces (and keeps two)", then
// "draw 5", and its why "5 pieces to choose from": a learner was left to
// guess how many of 5 he keeps, which docs/rules.md ("Bonuses") says the
// rules do not fix. The lesson says so and counts only what is drawn.
func TestBonusesLessonCountsOnlyTheDraw(t *testing.T) {
	l := shippedLessons(t).Lesson("bonuses")
	open := regexp.MustCompile(`(?i)keep[^.]*(rules do not say|is not fixed)`)
	if !open.MatchString(oneLine(l.Text)) {
		t.Errorf("lesson bonuses does not say that how many of a bigger draw are kept is not fixed:\n%s", l.Text)
	}
	texts, _ := l.textsAndClaims()
	for _, s := range texts {
		if strings.Contains(oneLine(s), "to choose from") {
			t.Errorf("lesson bonuses counts pieces \"to choose from\", a choice the rules do not fix:\n%s", s)
		}
	}
}

// Lessons magician and reverse-centaur each said how their rule meets
// division ("its 9 minus its number is what gets divided", "that speed is
// never divided") with one enemy a fight on their boards: nothing showed
// it. A lesson of a special kind whose rule or text speaks of division
// plays it: in its answer's turn or a wrong answer's, an enemy of that
// kind fights it with a number shared among two or more opponents; or,
// against a Reverse Centaur, whose enemies' speed is never divided, an
// enemy with two or more opponents fights it undivided, and that decides
// the fight (the lesson had dropped "undivided" for want of such a fight,
// and a learner fresh from the Magician's "what gets divided" divided it).
func TestSpecialLessonsShowTheDivisionTheyTeach(t *testing.T) {
	divided := regexp.MustCompile(`(?i)\bdivided\b`)
	for _, id := range []string{"magician", "reverse-centaur"} {
		l := shippedLessons(t).Lesson(id)
		if l == nil {
			t.Fatalf("no lesson %s", id)
		}
		if !divided.MatchString(oneLine(l.Rule + " " + l.Text)) {
			continue
		}
		kind, ok := l.cat.Lookup(l.Teaches[0])
		if !ok {
			t.Fatalf("lesson %s teaches %q, no kind", id, l.Teaches[0])
		}
		turns := []*Turn{}
		if turn, err := l.mainTurn(); err == nil {
			turns = append(turns, turn)
		}
		for _, w := range l.Wrong {
			if len(w.Orders) > 0 {
				if turn, _, err := l.Try(w.Orders); err == nil {
					turns = append(turns, turn)
				}
			}
		}
		shown := false
		for _, turn := range turns {
			for _, e := range turn.Events {
				if e.Type != engine.EvFight {
					continue
				}
				for _, pair := range [][2]engine.Fighter{{e.A, e.B}, {e.B, e.A}} {
					if pair[0].Kind != kind || pair[1].Owner == pair[0].Owner {
						continue
					}
					if pair[1].Mods&engine.ModReverse != 0 {
						shown = shown || undividedSpeedDecides(turn, e, pair[0], pair[1])
					} else if pair[1].Divisor > 1 {
						shown = true
					}
				}
			}
		}
		if !shown {
			t.Errorf("lesson %s speaks of division, and no enemy of its %s fights it with a divided number (or, against a Reverse Centaur, with two opponents and an undivided speed that decides the fight):\n%s", id, l.Teaches[0], l.Text)
		}
	}
}

// undividedSpeedDecides reports whether foe, fighting a Reverse Centaur
// (rc) with its speed in fight e, has other opponents at the same moment
// (it fights another piece with a divided number) and whether its speed,
// divided among them, would have let the Centaur live where it died.
func undividedSpeedDecides(turn *Turn, e engine.Event, rc, foe engine.Fighter) bool {
	div := 0
	for _, o := range turn.Events {
		if o.Type != engine.EvFight || o.Stage != e.Stage || o.Combat != e.Combat {
			continue
		}
		for _, f := range []engine.Fighter{o.A, o.B} {
			if f.Loc == foe.Loc && f.Owner == foe.Owner && f.Mods&engine.ModReverse == 0 && int(f.Divisor) > div {
				div = int(f.Divisor)
			}
		}
	}
	if div < 2 || !rc.Lost {
		return false
	}
	// rc's number beats foe's divided: rc.Num/rc.Den > foe.Num/(foe.Den*div).
	return int(rc.Num)*int(foe.Den)*div > int(foe.Num)*int(rc.Den)
}

// Lesson reverse-centaur's rule and text had dropped "undivided": they said
// its enemies fight it with their speed, and nothing of division, where
// docs/rules.md ("Reverse Centaur") says that speed is not divided by their
// opponents, and the lesson before (magician) teaches what gets divided.
func TestReverseCentaurLessonSaysTheSpeedIsUndivided(t *testing.T) {
	l := shippedLessons(t).Lesson("reverse-centaur")
	if l == nil {
		t.Fatal("no lesson reverse-centaur")
	}
	never := regexp.MustCompile(`(?i)\bspeed is never divided\b`)
	for name, s := range map[string]string{"rule": l.Rule, "text": l.Text} {
		if !never.MatchString(oneLine(s)) {
			t.Errorf("lesson reverse-centaur's %s does not say the speed is never divided:\n%s", name, s)
		}
	}
}

// Lesson king's wrong answer that misses A1 said the King fights with "the
// sides they show toward A1: 6 and 2", but A1 is in no straight line from
// the ally on AB2 (its side toward A1 is back-right 0, the very mistake the
// lesson warns of): the sides that count are those shown west, the way the
// King fights. Every "toward A1" in the lesson says "west" with it.
func TestKingLessonSaysWhichWayTheSidesAreShown(t *testing.T) {
	l := shippedLessons(t).Lesson("king")
	if l == nil {
		t.Fatal("no lesson king")
	}
	texts, _ := l.textsAndClaims()
	for _, s := range texts {
		s = oneLine(s)
		for rest := s; ; {
			i := strings.Index(rest, "toward A1")
			if i < 0 {
				break
			}
			rest = rest[i+len("toward A1"):]
			if !strings.HasPrefix(rest, ", west") {
				t.Errorf("lesson king says \"toward A1\" without \"west\", as if A1 were in a straight line from every ally:\n%s", s)
			}
		}
		// "the sides they show the way the King fights" left the way
		// unnamed beside "the sides they show the King".
		if strings.Contains(s, "show the way the King fights") {
			t.Errorf("lesson king speaks of the sides shown \"the way the King fights\" without naming the way, west:\n%s", s)
		}
	}
}

// Lesson king's text said "Your King on A2 stands with two Pikemen, facing
// Blue's Cyclops", which reads as the Pikemen facing the Cyclops: they face
// D and C, and only the King faces it. The text says the King faces it.
func TestKingLessonSaysWhoFacesTheCyclops(t *testing.T) {
	l := shippedLessons(t).Lesson("king")
	if l == nil {
		t.Fatal("no lesson king")
	}
	text := oneLine(l.Text)
	if strings.Contains(text, "Pikemen, facing") || !strings.Contains(text, "King on A2 faces Blue's Cyclops") {
		t.Errorf("lesson king does not say plainly that its King, not the Pikemen, faces the Cyclops:\n%s", l.Text)
	}
}

// Lesson magician's why said "9 - 8 = 1"; the trainer reflows a text and
// wraps it to the window, and at 80x24 a line began "- 8 = 1", which reads
// as a list item. No text of the lessons or the tactics packs puts a
// spaced hyphen inside a line, where a wrap could start a line with it:
// "9 minus 8" (a list item's "- " starts its own line, and stays).
func TestTextsPutNoSpacedHyphenInsideALine(t *testing.T) {
	inside := regexp.MustCompile(`\S - `)
	for _, l := range shippedLessons(t).Lessons {
		texts, _ := l.textsAndClaims()
		for _, s := range append(texts, l.Rule) {
			for _, line := range strings.Split(s, "\n") {
				if m := inside.FindString(line); m != "" {
					t.Errorf("lesson %s has %q inside a line, which a wrap may start a line with:\n%s", l.ID, m, line)
				}
			}
		}
	}
	for _, name := range []string{"first-tactics.toml", "tactics.toml"} {
		data, err := os.ReadFile(filepath.Join("packs", name))
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			if tl := strings.TrimSpace(line); strings.HasPrefix(tl, "#") || strings.HasPrefix(tl, "position = ") {
				continue // a comment, or a position code ("| g:- |")
			}
			if m := inside.FindString(line); m != "" {
				t.Errorf("packs/%s:%d has %q inside a line, which a wrap may start a line with:\n%s", name, i+1, m, line)
			}
		}
	}
}
