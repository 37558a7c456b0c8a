package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/BurntSushi/toml"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"
)

// assertValid fails the test when out, the output of args, breaks schema.
func assertValid(t *testing.T, s *jsonSchema, out string, args []string) {
	t.Helper()
	v, err := decodeJSON([]byte(out))
	if err != nil {
		t.Fatalf("%v: not one JSON value: %v\n%s", args, err, out)
	}
	if errs := s.validate(v); len(errs) > 0 {
		t.Errorf("%v breaks %s:\n  %s", args, s.name, strings.Join(errs, "\n  "))
	}
}

// resolve --json of the test files and of every shipped puzzle and lesson
// follows docs/schema/resolve.schema.json.
func TestResolveJSONFollowsSchema(t *testing.T) {
	s := loadSchema(t, "resolve.schema.json")
	runs := [][]string{
		{"resolve", "--json", "testdata/close.toml"},
		{"resolve", "--json", "testdata/two.toml", "--id", "ransack"},
		{"resolve", "--json", "testdata/two.toml", "--id", "standoff"},
		{"resolve", "--json", "testdata/check-good.toml", "--id", "one-way"},                          // kinds of its own: no_code
		{"resolve", "--json", strings.Replace(necroCode, "Necromancer/B1/F", "Necromancer/EF1/D", 1)}, // a target that stays named
	}
	packs, err := puzzles.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, pk := range packs {
		for _, id := range pk.IDs() {
			runs = append(runs, []string{"resolve", "--json", "-", "--id", id})
		}
	}
	events := 0
	for _, args := range runs {
		input := ""
		if args[2] == "-" {
			input = shippedText(t, args[4])
		}
		out, errs, code := runStdin(t, input, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		assertValid(t, s, out, args)
		events += strings.Count(out, `"stage"`)
	}
	if events < 100 {
		t.Errorf("only %d events checked", events)
	}
	if missing := s.unseen(); len(missing) > 0 {
		t.Errorf("no output checked has %s", strings.Join(missing, ", "))
	}
	// One of code and no_code is there, never both or neither.
	out, _, _ := runCmd(t, "resolve", "--json", "testdata/close.toml")
	for name, edit := range map[string]func(m map[string]any){
		"neither": func(m map[string]any) { delete(m, "code"); delete(m, "no_code") },
		"both":    func(m map[string]any) { m["code"], m["no_code"] = "bc1 t1", "why" },
	} {
		v, err := decodeJSON([]byte(out))
		if err != nil {
			t.Fatal(err)
		}
		edit(v.(map[string]any))
		if errs := s.validate(v); !strings.Contains(strings.Join(errs, "\n"), "oneOf") {
			t.Errorf("%s of code and no_code passes the schema: %v", name, errs)
		}
	}
}

// shippedText returns the text of the shipped pack that holds id.
func shippedText(t *testing.T, id string) string {
	t.Helper()
	shippedOnce.Do(func() {
		shippedByID = map[string]string{}
		for _, name := range puzzles.ShippedFiles() {
			data, err := puzzles.ShippedData(name)
			if err != nil {
				panic(err)
			}
			// As birdcrab reads a shipped pack: never refused for its size
			// (a test's --max-size 100 stays in puzzles.MaxFileSize).
			pk, err := puzzles.ParseShipped(name, nil)
			if err != nil {
				panic(err)
			}
			for _, id := range pk.IDs() {
				shippedByID[id] = string(data)
			}
		}
	})
	text, ok := shippedByID[id]
	if !ok {
		t.Fatalf("no shipped pack holds %q", id)
	}
	return text
}

var (
	shippedOnce sync.Once
	shippedByID map[string]string
)

// solve --json follows docs/schema/solve.schema.json: solved, unsolvable,
// stopped, limited by --solutions, and with near misses; every field of
// the schema is in one of these outputs.
func TestSolveJSONFollowsSchema(t *testing.T) {
	s := loadSchema(t, "solve.schema.json")
	for _, args := range [][]string{
		{"solve", "--json", "testdata/check-good.toml", "--id", "one-way"},
		{"solve", "--json", "testdata/check-bad.toml", "--id", "two-ways"},
		{"solve", "--json", "testdata/check-bad.toml", "--id", "hare-escapes"},
		{"solve", "--json", "testdata/check-bad.toml", "--id", "hare-escapes", "--tries", "3"},
		{"solve", "--json", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "1ms"},
		{"solve", "--json", "../../puzzles/packs/tactics.toml", "--id", "cover-the-exits", "--tries", "3"},
		{"solve", "--json", "../../puzzles/packs/tactics.toml", "--id", "pincer", "--opponent", "any", "--tries", "3"},
		{"solve", "--json", "testdata/check-bad.toml", "--id", "two-ways", "--solutions", "1"},
	} {
		out, errs, code := runCmd(t, args...)
		if code == 2 {
			t.Fatalf("%v: exit 2: %s", args, errs)
		}
		assertValid(t, s, out, args)
	}
	// A hunt for near misses stopped after a search that finished: a
	// stop timed to fall in the hunt would make the test depend on the
	// machine's speed, so the result is made here.
	var b strings.Builder
	res := &solver.Result{Complete: true, TriesStopped: true, Nodes: 9}
	if err := writeSolveJSON(&b, res, nil, solveTask{Side: 1, Goals: []string{"kill A1"}, Opponent: "any"}, true, stopCause(res, false, time.Second), ""); err != nil {
		t.Fatal(err)
	}
	assertValid(t, s, b.String(), []string{"a hunt for near misses stopped"})
	// signal: only a signal gives it, which TestSolveStoppedBySIGTERM
	// sends (on unix), checking its output by the schema.
	if missing := s.unseen("signal"); len(missing) > 0 {
		t.Errorf("no output checked has %s", strings.Join(missing, ", "))
	}
}

// check --json follows docs/schema/check.schema.json, for sound, broken and
// unreadable packs and for the shipped ones, and its exit status agrees
// with summary.ok (2 with an unreadable file: bad input, as without
// --json). Every field of the schema is in one of these outputs, but for
// quality.error (an analysis that failed: no pack makes one on purpose).
func TestCheckJSONFollowsSchema(t *testing.T) {
	s := loadSchema(t, "check.schema.json")
	args := []string{"check", "--json", "testdata/check-bad.toml", "testdata/check-good.toml", "testdata/broken.toml"}
	out, errs, code := runCmd(t, args...)
	if code != 2 {
		t.Fatalf("exit %d, want 2: %s", code, errs)
	}
	assertValid(t, s, out, args)
	var got jsonCheck
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := checkSummary{Packs: 2, Puzzles: 5, Lessons: 0, Failed: 3, Stopped: 0, Unreadable: 1, Weak: 2, OK: false}
	if got.Summary != want {
		t.Errorf("summary %+v, want %+v", got.Summary, want)
	}
	if len(got.Files) != 3 || got.Files[0].Status != "fail" || got.Files[1].Status != "ok" || got.Files[2].Status != "unreadable" {
		t.Fatalf("files %+v", got.Files)
	}
	if p := got.Files[2].Problems; len(p) == 0 || p[0].File != "testdata/broken.toml" || p[0].Line != 5 {
		t.Errorf("unreadable file's problems %+v", p)
	}
	first := got.Files[0].Results[0]
	if first.ID != "two-ways" || first.Line != 23 || first.Status != "fail" || len(first.Solutions) != 5 || first.Nodes == 0 ||
		!strings.Contains(first.Problems[0].Message, "not unique") || first.Problems[0].Line != 23 {
		t.Errorf("two-ways: %+v", first)
	}
	good := got.Files[1].Results[0]
	if good.ID != "one-way" || good.Status != "ok" || len(good.Solutions) != 2 || good.Solutions[0][0] != "move A3 D 1" || good.Seconds <= 0 {
		t.Errorf("one-way: %+v", good)
	}
	out, _, code = runCmd(t, "check", "--json", "testdata/check-good.toml")
	if code != 0 || !strings.Contains(out, `"ok": true`) {
		t.Errorf("a sound pack: exit %d\n%s", code, out)
	}
	// Proofs the time limit stops: stopped_by and not_proven.
	args = []string{"check", "--json", "--timeout", "1ns", "testdata/check-good.toml"}
	out, _, code = runCmd(t, args...)
	if code != 3 || !strings.Contains(out, `"status": "stopped"`) {
		t.Errorf("proofs stopped by the time limit: exit %d\n%s", code, out)
	}
	assertValid(t, s, out, args)
	// The shipped packs: lessons, near misses under any, hold_solutions
	// under fixed.
	out, errs, code = runCmd(t, "check", "--json")
	if code != 0 {
		t.Errorf("the shipped packs: exit %d: %s", code, errs)
	}
	assertValid(t, s, out, []string{"check", "--json"})
	// $defs/result.signal: only a signal gives it, which
	// TestCheckStoppedBySignalJSON sends (on unix), checking its output by
	// the schema.
	if missing := s.unseen("$defs/quality.error", "$defs/result.signal"); len(missing) > 0 {
		t.Errorf("no output checked has %s", strings.Join(missing, ", "))
	}
}

// tomlToJSON turns a decoded TOML document into the values a JSON decoder
// gives, so that the pack schema can judge it.
func tomlToJSON(v any) any {
	switch x := v.(type) {
	case map[string]any:
		m := map[string]any{}
		for k, e := range x {
			m[k] = tomlToJSON(e)
		}
		return m
	case []map[string]any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = tomlToJSON(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = tomlToJSON(e)
		}
		return out
	case int64:
		return json.Number(fmt.Sprint(x))
	case float64:
		return json.Number(fmt.Sprint(x))
	}
	return v
}

// validatePack judges the TOML text of a pack by the pack schema.
func validatePack(s *jsonSchema, data string) ([]string, error) {
	var m map[string]any
	if _, err := toml.Decode(data, &m); err != nil {
		return nil, err
	}
	return s.validate(tomlToJSON(m)), nil
}

// Every pack that loads (the shipped ones, the test files, the examples of
// docs/packs.md) follows docs/schema/pack.schema.json, and a misspelt key,
// a wrong type or an unknown opponent model breaks it.
func TestPacksFollowSchema(t *testing.T) {
	s := loadSchema(t, "pack.schema.json")
	texts := map[string]string{}
	for _, name := range puzzles.ShippedFiles() {
		data, err := puzzles.ShippedData(name)
		if err != nil {
			t.Fatal(err)
		}
		texts[name] = string(data)
	}
	for _, dir := range []string{"testdata", "../../puzzles/testdata", "../../editor/testdata"} {
		files, _ := filepath.Glob(dir + "/*.toml")
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := puzzles.Parse(f, data, nil); err != nil {
				continue // the schema need not reject what loading does
			}
			texts[f] = string(data)
		}
	}
	for _, doc := range exampleDocs {
		for _, ex := range docExamples(t, "../../"+doc, "toml") {
			if strings.Contains(ex.text, "[[puzzle]]") || strings.Contains(ex.text, "[[lesson]]") {
				texts[fmt.Sprintf("%s:%d", doc, ex.line)] = ex.text
			}
		}
	}
	if len(texts) < 8 {
		t.Fatalf("only %d packs to check", len(texts))
	}
	for name, text := range texts {
		errs, err := validatePack(s, text)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(errs) > 0 {
			t.Errorf("%s breaks the pack schema:\n  %s", name, strings.Join(errs, "\n  "))
		}
	}
	for _, bad := range []struct{ text, want string }{
		{"[[puzzle]]\nid = \"x\"\nsoluton = [\"move A3 D 1\"]\n", `"soluton" is not a property here`},
		{"[[puzzle]]\nid = \"x\"\nside = \"1\"\n", "want type integer"},
		{"[pack]\nfilters = \"no\"\n", "want type boolean"},
		{"[[puzzle]]\nid = \"x\"\nopponent = \"all\"\n", "is not one of"},
		{"[[puzzle]]\ntitle = \"no id\"\n", `lacks the required "id"`},
		{"[[kind]]\nname = \"Spear\"\ncombat = [5, 2, 0, 0, 2]\n", "fewer than 6"},
		{"[[lesson]]\nid = \"x\"\ndies = [\"AB9\"]\n", `"AB9" does not match`},
		{"[[puzzle]]\nid = \"x\"\n[[puzzle.player]]\npeices = []\n", `"peices" is not a property here`},
		// A lone string where a list is wanted: loading refuses it too.
		{"[[puzzle]]\nid = \"x\"\ngoals = \"pit\"\n", "want type array"},
		{"[[puzzle]]\nid = \"x\"\n[[puzzle.player]]\npieces = \"Pikeman A3 D\"\n", "want type array"},
	} {
		errs, err := validatePack(s, bad.text)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.Join(errs, "\n"), bad.want) {
			t.Errorf("%q: errors %v, want %q", bad.text, errs, bad.want)
		}
	}
}

// TestJSONDocNamesEveryKey: each key the schema of resolve, solve or check
// --json names is named in docs/json.md's section of that command, in
// backquotes (`key`, or as a part of `a.key`), so that a script's author
// reads what every key means there, not only in the schema. The keys of
// control are the territories (AB to FA), which the section names as such.
func TestJSONDocNamesEveryKey(t *testing.T) {
	data, err := os.ReadFile("../../docs/json.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	territory := regexp.MustCompile(`^[A-F]{2}$`)
	for _, cmd := range []string{"resolve", "solve", "check"} {
		_, section, ok := strings.Cut(doc, "## `"+cmd+" --json`")
		if !ok {
			t.Fatalf("docs/json.md has no section %q", cmd+" --json")
		}
		section, _, _ = strings.Cut(section, "\n## ")
		named := map[string]bool{}
		for _, m := range regexp.MustCompile("`([^`\n]+)`").FindAllStringSubmatch(section, -1) {
			for _, part := range strings.Split(m[1], ".") {
				named[part] = true
			}
		}
		raw, err := os.ReadFile(filepath.Join("../../docs/schema", cmd+".schema.json"))
		if err != nil {
			t.Fatal(err)
		}
		var schema any
		if err := json.Unmarshal(raw, &schema); err != nil {
			t.Fatal(err)
		}
		var walk func(v any)
		walk = func(v any) {
			switch v := v.(type) {
			case map[string]any:
				if props, ok := v["properties"].(map[string]any); ok {
					for key := range props {
						if !named[key] && !territory.MatchString(key) {
							t.Errorf("docs/json.md, %s --json: the key %q of the schema is not named", cmd, key)
						}
					}
				}
				for _, w := range v {
					walk(w)
				}
			case []any:
				for _, w := range v {
					walk(w)
				}
			}
		}
		walk(schema)
	}
}

// TestJSONOnBadInput: what docs/json.md says of bad input under --json.
// resolve and solve print no JSON but the message on stderr, exit 2;
// check puts a pack it cannot read in its JSON, nothing on stderr; a
// --pieces catalogue that does not load stops check before any JSON, and
// so does a misused command line, which docs/json.md names (it said check
// reports what it cannot read in its JSON, and `check - - --json` printed
// none).
func TestJSONOnBadInput(t *testing.T) {
	doc, err := os.ReadFile("../../docs/json.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		doc  string // what docs/json.md names it by
	}{
		{[]string{"resolve", "testdata/broken.toml", "--json"}, ""},
		{[]string{"solve", "testdata/broken.toml", "--json"}, ""},
		{[]string{"solve", "bc1 t2 d30 | AB.BC.CD m6 Pikeman/Z9/D | DE.EF.FA m6 | g:-", "--json"}, ""},
		{[]string{"check", "testdata/check-good.toml", "--json", "--pieces", "testdata/bad-pieces.toml"}, "a `--pieces` catalogue that does not load"},
		{[]string{"check", "-", "-", "--json"}, "`-` given twice"},
		{[]string{"check", "--pieces", "-", "-", "--json"}, "`-` given twice"},
		{[]string{"check", "testdata/check-good.toml", "--json", "--timeout", "-1s"}, "a negative `--timeout`"},
	} {
		out, errs, code := runCmd(t, c.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errs, "birdcrab: ") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2, no JSON, the message", c.args, code, out, errs)
		}
		if !strings.Contains(strings.Join(strings.Fields(string(doc)), " "), c.doc) {
			t.Errorf("%v: docs/json.md does not name this bad input among those that print no JSON (%q)", c.args, c.doc)
		}
	}
	out, errs, code := runCmd(t, "check", "testdata/broken.toml", "--json")
	var got struct {
		Files []struct {
			Status   string `json:"status"`
			Problems []any  `json:"problems"`
		} `json:"files"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 2 || errs != "" ||
		len(got.Files) != 1 || got.Files[0].Status != "unreadable" || len(got.Files[0].Problems) == 0 {
		t.Errorf("check a broken pack --json: exit %d, stderr %q, %v:\n%s", code, errs, err, out)
	}
}
