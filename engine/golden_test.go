package engine

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the recorded part of the golden cases")

// A golden case, testdata/golden/NAME.txt:
//
//	# what the case shows (comment lines)
//	kind Name: 5 2 0 0 0 2 / 2 1 0 0 0 1 [Special]   (adds or overrides a test kind)
//	option techfall 5
//	before: <position code>
//	orders 1: move A2 D 1; turn AB3 C
//	expect dead A1                                 (hand-written checks, see checkExpect)
//	=== after
//	<position code after the turn>
//	<stage>: <event>                               (recorded; -update rewrites)
//
// The expect lines are written by hand and always checked; the recorded part
// below "=== after" pins everything else and is rewritten by -update.
type goldenCase struct {
	input    []string // the lines above "=== after"
	recorded []string
	rules    Rules
	before   Position
	orders   [][]string
	expects  []string
}

const afterMark = "=== after"

// testCatalogue reads testdata/kinds.txt.
func testCatalogue(t testing.TB) *Catalogue {
	t.Helper()
	f, err := os.Open("testdata/kinds.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cat, _ := NewCatalogue()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, err := parseKindLine(line)
		if err != nil {
			t.Fatalf("kinds.txt: %v", err)
		}
		if _, err := cat.Put(k); err != nil {
			t.Fatal(err)
		}
	}
	return cat
}

// parseKindLine reads "Name: c c c c c c / s s s s s s [Special]".
func parseKindLine(line string) (Kind, error) {
	name, rest, ok := strings.Cut(line, ":")
	if !ok {
		return Kind{}, fmt.Errorf("%q: want NAME: combat / speed", line)
	}
	k := Kind{Name: strings.TrimSpace(name), Special: SpecialOf(name)}
	f := strings.Fields(rest)
	if len(f) < 13 || f[6] != "/" {
		return Kind{}, fmt.Errorf("%q: want six combat numbers, /, six speed numbers", line)
	}
	for i := 0; i < 6; i++ {
		c, err1 := strconv.Atoi(f[i])
		s, err2 := strconv.Atoi(f[7+i])
		if err1 != nil || err2 != nil {
			return Kind{}, fmt.Errorf("%q: bad number", line)
		}
		k.Combat[i], k.Speed[i] = int8(c), int8(s)
	}
	if len(f) > 13 {
		sp, err := ParseSpecial(strings.Join(f[13:], " "))
		if err != nil {
			return Kind{}, err
		}
		k.Special = sp
	}
	return k, k.Check()
}

func readGolden(t *testing.T, path string) *goldenCase {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	gc := &goldenCase{}
	cat := testCatalogue(t)
	gc.rules.Kinds = cat
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	inRecorded := false
	var code string
	for n, line := range lines {
		if inRecorded {
			gc.recorded = append(gc.recorded, line)
			continue
		}
		if line == afterMark {
			inRecorded = true
			continue
		}
		gc.input = append(gc.input, line)
		tl := strings.TrimSpace(line)
		switch {
		case tl == "" || strings.HasPrefix(tl, "#"):
		case strings.HasPrefix(tl, "kind "):
			k, err := parseKindLine(strings.TrimPrefix(tl, "kind "))
			if err != nil {
				t.Fatalf("%s:%d: %v", path, n+1, err)
			}
			if _, err := cat.Put(k); err != nil {
				t.Fatalf("%s:%d: %v", path, n+1, err)
			}
		case strings.HasPrefix(tl, "option techfall "):
			gc.rules.TechFall, _ = strconv.Atoi(strings.TrimPrefix(tl, "option techfall "))
		case strings.HasPrefix(tl, "option off "):
			r, err := ParseRule(strings.TrimPrefix(tl, "option off "))
			if err != nil {
				t.Fatalf("%s:%d: %v", path, n+1, err)
			}
			gc.rules.Off |= r
		case strings.HasPrefix(tl, "before:"):
			code = strings.TrimSpace(strings.TrimPrefix(tl, "before:"))
		case strings.HasPrefix(tl, "orders "):
			head, body, _ := strings.Cut(strings.TrimPrefix(tl, "orders "), ":")
			pn, err := strconv.Atoi(strings.TrimSpace(head))
			if err != nil || pn < 1 || pn > MaxPlayers {
				t.Fatalf("%s:%d: bad player in %q", path, n+1, tl)
			}
			for len(gc.orders) < pn {
				gc.orders = append(gc.orders, nil)
			}
			for _, o := range strings.Split(body, ";") {
				if o = strings.TrimSpace(o); o != "" {
					gc.orders[pn-1] = append(gc.orders[pn-1], o)
				}
			}
		case strings.HasPrefix(tl, "expect "):
			gc.expects = append(gc.expects, strings.TrimPrefix(tl, "expect "))
		default:
			t.Fatalf("%s:%d: cannot read %q", path, n+1, tl)
		}
	}
	if code == "" {
		t.Fatalf("%s: no before: line", path)
	}
	gc.before, err = ParseCode(cat, code)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return gc
}

func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/golden/*.txt")
	if len(files) == 0 {
		t.Fatal("no golden cases")
	}
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".txt")
		t.Run(name, func(t *testing.T) {
			gc := readGolden(t, path)
			got, refused := gc.play(t)
			for _, ex := range gc.expects {
				if msg := gc.checkExpect(ex, got, refused); msg != "" {
					t.Errorf("expect %s: %s", ex, msg)
				}
			}
			if *update {
				out := strings.Join(gc.input, "\n") + "\n" + afterMark + "\n" + strings.Join(got.lines, "\n") + "\n"
				if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if strings.Join(got.lines, "\n") != strings.Join(gc.recorded, "\n") {
				t.Errorf("recorded result differs (run with -update after a deliberate change)\n--- got\n%s\n--- recorded\n%s",
					strings.Join(got.lines, "\n"), strings.Join(gc.recorded, "\n"))
			}
		})
	}
}

type goldenResult struct {
	out    Outcome
	events []Event
	lines  []string
}

// play validates and resolves the case; refused holds the order errors.
func (gc *goldenCase) play(t *testing.T) (goldenResult, map[int]string) {
	cat := gc.rules.Kinds
	refused := map[int]string{}
	var plan Plan
	for i, os := range gc.orders {
		orders, err := ParseOrders(cat, os)
		if err != nil {
			refused[i+1] = err.Error()
			continue
		}
		if err := gc.before.CheckOrders(cat, i+1, orders, &plan); err != nil {
			refused[i+1] = err.Error()
		}
	}
	var res goldenResult
	if len(refused) > 0 {
		for pn := 1; pn <= MaxPlayers; pn++ {
			if msg, ok := refused[pn]; ok {
				res.lines = append(res.lines, "refused: "+msg)
			}
		}
		return res, refused
	}
	before := gc.before
	var rec Record
	gc.rules.Resolve(&gc.before, &plan, &res.out, &rec)
	if before != gc.before {
		t.Fatal("Resolve changed its input position")
	}
	// The search resolves without events, in a Resolver it reuses: the
	// resolver's shortcuts for that case, the rule switches included, must
	// reach the same outcome.
	var quiet Outcome
	var r Resolver
	for range 2 {
		r.Resolve(&gc.rules, &gc.before, &plan, &quiet, nil)
		if quiet != res.out {
			t.Fatalf("without events the turn ends otherwise:\n%s\nnot\n%s", quiet.Pos.Code(cat), res.out.Pos.Code(cat))
		}
	}
	res.events = rec.Events
	res.lines = append(res.lines, res.out.Pos.Code(cat))
	for _, e := range rec.Events {
		res.lines = append(res.lines, e.Stage.String()+": "+e.Text(cat))
	}
	return res, refused
}

// checkExpect checks one hand-written expectation and returns what is wrong.
func (gc *goldenCase) checkExpect(ex string, got goldenResult, refused map[int]string) string {
	cat := gc.rules.Kinds
	f := strings.Fields(ex)
	if len(f) == 0 {
		return "empty"
	}
	arg := func(i int) string {
		if i < len(f) {
			return f[i]
		}
		return ""
	}
	loc := func(s string) Loc {
		l, err := ParseLoc(s)
		if err != nil {
			return NoLoc
		}
		return l
	}
	atoi := func(s string) int { v, _ := strconv.Atoi(s); return v }
	rest := strings.TrimSpace(strings.TrimPrefix(ex, f[0]))
	if f[0] == "illegal" {
		msg, ok := refused[atoi(arg(1))]
		want := strings.TrimSpace(strings.TrimPrefix(rest, arg(1)))
		if !ok {
			return "the orders were accepted"
		}
		if !strings.Contains(msg, want) {
			return fmt.Sprintf("refused with %q", msg)
		}
		return ""
	}
	if len(refused) > 0 {
		return fmt.Sprintf("orders refused: %v", refused)
	}
	p := &got.out.Pos
	switch f[0] {
	case "dead", "alive":
		l := loc(arg(1))
		if l == NoLoc || gc.before.Board[l].Empty() {
			return "no piece began there"
		}
		if alive := got.out.Start[l].Alive(); alive != (f[0] == "alive") {
			return fmt.Sprintf("the piece from %v is %s", l, map[bool]string{true: "alive", false: "dead"}[alive])
		}
	case "at":
		l := loc(arg(1))
		want := fmt.Sprintf("%s %s %s", arg(2), arg(3), arg(4))
		pc := p.Board[l]
		have := "empty"
		if !pc.Empty() {
			have = fmt.Sprintf("%s %d %v", cat.Token(pc.Kind), pc.Owner, pc.Facing)
		}
		if !strings.EqualFold(have, want) {
			return "found " + have
		}
	case "empty":
		if pc := p.Board[loc(arg(1))]; !pc.Empty() {
			return fmt.Sprintf("found %s of player %d", cat.Name(pc.Kind), pc.Owner)
		}
	case "kills":
		if k := got.out.Kills[atoi(arg(1))-1]; int(k) != atoi(arg(2)) {
			return fmt.Sprintf("player %s earned %d kills", arg(1), k)
		}
	case "lost":
		if k := got.out.Lost[atoi(arg(1))-1]; int(k) != atoi(arg(2)) {
			return fmt.Sprintf("player %s lost %d pieces", arg(1), k)
		}
	case "ransacked", "not-ransacked":
		tr, err := ParseTerritory(arg(1))
		if err != nil {
			return err.Error()
		}
		if (got.out.RansackedBy[tr] != 0) != (f[0] == "ransacked") {
			return fmt.Sprintf("ransackers of %v: %b", tr, got.out.RansackedBy[tr])
		}
	case "control":
		tr, _ := ParseTerritory(arg(1))
		if int(p.Control[tr]) != atoi(arg(2)) {
			return fmt.Sprintf("controlled by %d", p.Control[tr])
		}
	case "eliminated":
		if got.out.Eliminated&bit(uint8(atoi(arg(1)))) == 0 {
			return "not eliminated"
		}
	case "winner":
		if !p.Over || int(p.Winner) != atoi(arg(1)) {
			return fmt.Sprintf("over %v, winner %d", p.Over, p.Winner)
		}
	case "ongoing":
		if p.Over {
			return "the game is over"
		}
	case "sudden":
		if int(p.SuddenDeath) != atoi(arg(1)) {
			return fmt.Sprintf("stage %d", p.SuddenDeath)
		}
	case "handmax":
		if v := p.Player(atoi(arg(1))).HandMax; int(v) != atoi(arg(2)) {
			return fmt.Sprintf("hand maximum %d", v)
		}
	case "hidden":
		if v := p.Player(atoi(arg(1))).Hidden; int(v) != atoi(arg(2)) {
			return fmt.Sprintf("%d hidden", v)
		}
	case "hand":
		var names []string
		for _, k := range p.Player(atoi(arg(1))).HandKinds() {
			names = append(names, cat.Token(k))
		}
		if h := strings.Join(names, ","); !strings.EqualFold(h, arg(2)) && !(h == "" && arg(2) == "-") {
			return "hand " + h
		}
	case "deck":
		if int(p.Deck) != atoi(arg(1)) {
			return fmt.Sprintf("deck %d", p.Deck)
		}
	case "grave":
		code := p.Code(cat)
		g := code[strings.LastIndex(code, "g:")+2:]
		if !strings.EqualFold(g, arg(1)) {
			return "graveyard " + g
		}
	case "nodraw":
		if !p.NoDraw {
			return "a draw is due"
		}
	case "draw":
		if p.NoDraw {
			return "no draw is due"
		}
	case "event", "no-event":
		found := false
		for i := range got.events {
			if strings.Contains(got.events[i].Stage.String()+": "+got.events[i].Text(cat), rest) {
				found = true
			}
		}
		if found != (f[0] == "event") {
			return fmt.Sprintf("found=%v among:\n%s", found, strings.Join(got.lines[1:], "\n"))
		}
	default:
		return "unknown expectation"
	}
	return ""
}
