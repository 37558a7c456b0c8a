package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/birdcrab/birdcrab/editor"
	"github.com/birdcrab/birdcrab/editor/trainer"
	"github.com/birdcrab/birdcrab/puzzles"
)

// docExample is one fenced block of a Markdown file.
type docExample struct {
	lang string
	line int // the line of the opening fence
	end  int // the line of the closing fence
	text string
}

// docExamples returns the fenced blocks of file in language lang ("" for
// every block).
func docExamples(t *testing.T, file, lang string) []docExample {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []docExample
	var cur *docExample
	for i, line := range strings.Split(string(data), "\n") {
		switch {
		case cur == nil && strings.HasPrefix(line, "```"):
			cur = &docExample{lang: strings.TrimSpace(strings.TrimPrefix(line, "```")), line: i + 1}
		case cur != nil && strings.HasPrefix(line, "```"):
			cur.end = i + 1
			if lang == "" || cur.lang == lang {
				out = append(out, *cur)
			}
			cur = nil
		case cur != nil:
			cur.text += line + "\n"
		}
	}
	return out
}

// exampleDocs are the documents whose examples TestDocsExamplesRun runs
// (and whose packs TestPackSchema validates), relative to the repository's
// root: the README and every docs/*.md but docs/performance.md, a log of
// measurements whose commands take minutes.
var exampleDocs = docsWithExamples()

func docsWithExamples() []string {
	docs, _ := filepath.Glob("../../docs/*.md") // the pattern is good: no error
	out := []string{"README.md"}
	for _, d := range docs {
		if name := "docs/" + filepath.Base(d); name != "docs/performance.md" {
			out = append(out, name)
		}
	}
	return out
}

// slowExamples are the documents whose sh blocks are searches that take
// minutes (docs/generate.md's --with Harpy judges thousands of
// candidates): their TOML blocks are checked, their commands not run. The
// README runs a smaller generate.
var slowExamples = map[string]bool{"docs/generate.md": true}

// TestDocsExamplesRun runs the examples of the README and the docs in a
// folder that holds the files they name (testdata/docs, the shipped tactics
// pack as pack.toml, and every TOML block whose first line is "# NAME"):
// each birdcrab command of a sh block runs without a usage error or bad
// input (exit status 2), and a block that follows a sh block directly is
// the output of its last command ("..." stands for any lines; times are
// left out). Every TOML block loads as what it is: a pack (which must also
// pass check), a catalogue, or the trainer's progress file.
func TestDocsExamplesRun(t *testing.T) {
	dir := t.TempDir()
	copyDir(t, "testdata/docs", dir)
	tactics, err := puzzles.ShippedData("packs/tactics.toml")
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "pack.toml"), string(tactics))
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	docs := exampleDocs
	if len(docs) < 7 {
		t.Fatalf("the docs with examples are %v: want the README and docs/*.md", docs)
	}
	examples := map[string][]docExample{}
	for _, doc := range docs {
		examples[doc] = docExamples(t, filepath.Join(root, doc), "")
		for _, ex := range examples[doc] {
			if name, ok := strings.CutPrefix(firstLine(ex.text), "# "); ok && ex.lang == "toml" && strings.HasSuffix(name, ".toml") && !strings.Contains(name, " ") {
				writeFile(t, filepath.Join(dir, name), ex.text)
			}
		}
	}
	t.Chdir(dir)
	commands, packs := 0, 0
	for _, doc := range docs {
		c, p := runDocExamples(t, doc, examples[doc])
		commands, packs = commands+c, packs+p
	}
	if commands < 15 || packs < 3 {
		t.Errorf("only %d commands ran and %d packs were checked", commands, packs)
	}
}

// runDocExamples runs the examples exs of doc for TestDocsExamplesRun: it
// checks each TOML block and runs each sh block (but slowExamples'),
// and returns how many commands ran and how many packs were checked.
func runDocExamples(t *testing.T, doc string, exs []docExample) (commands, packs int) {
	t.Helper()
	for i, ex := range exs {
		where := fmt.Sprintf("%s:%d", doc, ex.line)
		switch {
		case ex.lang == "toml":
			if checkTOMLExample(t, where, ex.text) {
				packs++
			}
		case ex.lang == "sh" && !slowExamples[doc]:
			var next *docExample
			if i+1 < len(exs) && exs[i+1].line == ex.end+2 && exs[i+1].lang != "sh" && exs[i+1].lang != "toml" {
				next = &exs[i+1]
			}
			commands += runShExample(t, where, ex.text, next)
		}
	}
	return commands, packs
}

// runShExample runs the birdcrab commands of a sh block and compares the
// last one's output with want, when there is one. It returns how many
// commands ran.
func runShExample(t *testing.T, where, text string, want *docExample) int {
	t.Helper()
	ran := 0
	var last string
	for _, line := range strings.Split(text, "\n") {
		args, redirect, input, ok := exampleCommand(line)
		if !ok {
			continue
		}
		data := ""
		if input != "" {
			b, err := os.ReadFile(input)
			if err != nil {
				t.Fatalf("%s: %q: %v", where, line, err)
			}
			data = string(b)
		}
		out, errs, code := runStdin(t, data, args...)
		ran++
		last = out + errs
		if redirect != "" {
			writeFile(t, redirect, out)
		}
		if code == 2 && want == nil {
			t.Errorf("%s: %q exits 2:\n%s", where, line, errs)
		}
	}
	if want != nil && ran > 0 && !outputMatches(normalizeTimes(want.text), normalizeTimes(last)) {
		t.Errorf("%s: the output shown is not what the command prints:\n--- shown\n%s--- printed\n%s", where, want.text, last)
	}
	return ran
}

// exampleCommand reads one line of a sh block: the arguments of a
// birdcrab command ("birdcrab ..." or "go run ./cmd/birdcrab ..."), and the
// files its output and its input are redirected to. Screens (train, edit, no command) and
// other lines are not commands to run.
func exampleCommand(line string) (args []string, redirect, input string, ok bool) {
	fields := shellFields(line)
	switch {
	case len(fields) >= 3 && fields[0] == "go" && fields[1] == "run" && fields[2] == "./cmd/birdcrab":
		fields = fields[3:]
	case len(fields) >= 1 && fields[0] == "birdcrab":
		fields = fields[1:]
	default:
		return nil, "", "", false
	}
	for i := 0; i+1 < len(fields); i++ {
		if fields[i] == "<" {
			input = fields[i+1]
			fields = append(fields[:i:i], fields[i+2:]...)
			break
		}
	}
	for i, f := range fields {
		if f == "|" {
			fields = fields[:i] // what a pipe does with the output is not birdcrab's
			break
		}
		if f == ">" && i+1 < len(fields) {
			redirect = fields[i+1]
			fields = fields[:i]
			break
		}
	}
	if len(fields) == 0 || fields[0] == "train" || fields[0] == "edit" || strings.HasPrefix(fields[0], "-") && fields[0] != "--version" {
		return nil, "", "", false
	}
	return fields, redirect, input, true
}

// shellFields splits a command line as a shell would for these examples:
// words, "double" and 'single' quotes, and a comment from " #".
func shellFields(line string) []string {
	var out []string
	var cur strings.Builder
	inWord := false
	var quote rune
	for _, r := range line {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '"' || r == '\'':
			quote, inWord = r, true
		case r == '#' && !inWord:
			return out
		case r == ' ' || r == '\t':
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		out = append(out, cur.String())
	}
	return out
}

var timesRE = regexp.MustCompile(`in \d+\.\d+ s|"seconds": ?[0-9.e-]+`)

// normalizeTimes blanks the times, which differ from run to run.
func normalizeTimes(s string) string {
	return timesRE.ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasPrefix(m, "in ") {
			return "in N s"
		}
		return `"seconds": N`
	})
}

// outputMatches compares printed output with the lines shown; a shown line
// "..." matches any number of printed lines.
func outputMatches(shown, printed string) bool {
	want := strings.Split(strings.TrimRight(shown, "\n"), "\n")
	got := strings.Split(strings.TrimRight(printed, "\n"), "\n")
	var match func(w, g []string) bool
	match = func(w, g []string) bool {
		if len(w) == 0 {
			return len(g) == 0
		}
		if strings.TrimSpace(w[0]) == "..." {
			for i := 0; i <= len(g); i++ {
				if match(w[1:], g[i:]) {
					return true
				}
			}
			return false
		}
		return len(g) > 0 && strings.TrimRight(w[0], " ") == strings.TrimRight(g[0], " ") && match(w[1:], g[1:])
	}
	return match(want, got)
}

// checkTOMLExample loads a TOML block as what it is, and runs check on a
// pack with a lesson or a puzzle with a stated solution (a file for
// resolve, whose puzzle has orders and no solution, has nothing to
// check). It reports whether check ran.
func checkTOMLExample(t *testing.T, where, text string) bool {
	t.Helper()
	switch {
	case strings.Contains(text, "[[record]]"):
		var m map[string]any
		if _, err := toml.Decode(text, &m); err != nil || m["format"] == nil {
			t.Errorf("%s: the progress file example does not read: %v", where, err)
		}
	case !strings.Contains(text, "[[puzzle]]") && !strings.Contains(text, "[[lesson]]"):
		if err := puzzles.ReadCatalogue(where, []byte(text), puzzles.DefaultCatalogue()); err != nil {
			t.Errorf("%s: the catalogue example does not load: %v", where, err)
		}
	default:
		pk, err := puzzles.Parse(where, []byte(text), nil)
		if err != nil {
			t.Errorf("%s: the pack example does not load: %v", where, err)
			return false
		}
		solved := len(pk.Lessons) > 0
		for _, pz := range pk.Puzzles {
			solved = solved || len(pz.Solution) > 0
		}
		if !solved {
			return false
		}
		file := filepath.Join(t.TempDir(), "example.toml")
		writeFile(t, file, text)
		if out, _, code := runCmd(t, "check", file); code != 0 {
			t.Errorf("%s: the pack example fails check:\n%s", where, out)
		}
		return true
	}
	return false
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return strings.TrimSpace(line)
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// copyDir copies the files under src into dst.
func copyDir(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		writeFile(t, filepath.Join(dst, rel), string(data))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The README's "Tests and CI" names every step of .ci/steps, so a step
// added is a step described.
func TestREADMENamesEveryCIStep(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	steps, err := os.ReadDir("../../.ci/steps")
	if err != nil {
		t.Fatal(err)
	}
	if len(steps) == 0 {
		t.Fatal("no CI steps")
	}
	for _, s := range steps {
		if name := ".ci/steps/" + s.Name(); !strings.Contains(string(readme), "`"+name+"`") {
			t.Errorf("the README does not name %s", name)
		}
	}
}

// The README's two accounts of the trainer's filter, the pack list's
// paragraph and the key table, name every word it takes besides the
// title's, id's and tags' (editor/trainer's matchWord): the paragraph
// once left out lesson and puzzle.
func TestREADMENamesEveryFilterWord(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(readme)), " ")
	var accounts []string
	for _, a := range []struct{ start, end string }{{"`/` filters by words of", ", `t` picks"}, {"| `/` | filter:", " |"}} {
		i := strings.Index(text, a.start)
		if i < 0 {
			t.Fatalf("the README has no %q", a.start)
		}
		end := strings.Index(text[i+len(a.start):], a.end)
		if end < 0 {
			t.Fatalf("the README's %q does not end with %q", a.start, a.end)
		}
		accounts = append(accounts, text[i:i+len(a.start)+end])
	}
	for _, a := range accounts {
		for _, w := range []string{"title", "id", "tags", "d3", "new", "solved", "failed", "seen", "lesson", "puzzle"} {
			if w == "d3" && strings.Contains(a, "d1..d5") {
				continue
			}
			if !regexp.MustCompile(`\b` + w + `\b`).MatchString(a) {
				t.Errorf("%q does not name %q", a, w)
			}
		}
	}
}

// The README states once where birdcrab keeps its files, and the folders
// the program picks follow it: the variables it names move them. It had
// said "~/.config on Linux" in three places, one without macOS and
// Windows, where the program follows $XDG_CONFIG_HOME.
func TestREADMEFolders(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(readme)), " ")
	for _, v := range []string{"$XDG_CONFIG_HOME", "$BIRDCRAB_CONFIG_DIR", "$XDG_STATE_HOME", "$BIRDCRAB_STATE_DIR", "$XDG_CACHE_HOME"} {
		if !strings.Contains(text, "`"+v+"`") {
			t.Errorf("the README does not name %s", v)
		}
	}
	if n := strings.Count(text, "`~/.config`"); n != 1 {
		t.Errorf("the README says where the configuration folder is %d times, want once (the others point to it)", n)
	}
	if runtime.GOOS != "linux" {
		return
	}
	t.Setenv(trainer.ConfigDirEnv, "")
	t.Setenv("XDG_CONFIG_HOME", "/cfg")
	if p, err := trainer.ProgressPath(); err != nil || p != "/cfg/birdcrab/progress.toml" {
		t.Errorf("with XDG_CONFIG_HOME=/cfg the progress is %q (%v)", p, err)
	}
	t.Setenv(trainer.ConfigDirEnv, "/mine")
	if p, err := trainer.ProgressPath(); err != nil || p != "/mine/progress.toml" {
		t.Errorf("with BIRDCRAB_CONFIG_DIR=/mine the progress is %q (%v)", p, err)
	}
	t.Setenv(editor.StateDirEnv, "")
	t.Setenv("XDG_STATE_HOME", "/st")
	if d := editor.StateDir(); d != "/st/birdcrab" {
		t.Errorf("with XDG_STATE_HOME=/st the state folder is %q", d)
	}
	t.Setenv("XDG_STATE_HOME", "")
	t.Setenv("HOME", "/home/u")
	if d := editor.StateDir(); d != "/home/u/.local/state/birdcrab" {
		t.Errorf("without XDG_STATE_HOME the state folder is %q", d)
	}
	t.Setenv(editor.StateDirEnv, "/state")
	if d := editor.StateDir(); d != "/state" {
		t.Errorf("with BIRDCRAB_STATE_DIR=/state the state folder is %q", d)
	}
}

// docs/rules.md's examples name test kinds (Spear, Dart ...) the default
// catalogue lacks: its test-kinds.toml block gives every one its codes
// name, with the numbers of the engine's test kinds
// (engine/testdata/kinds.txt), so that --pieces tries them. The list of
// test kinds had left out the Dart, and nothing said how to try a code.
func TestRulesTestKindsCatalogue(t *testing.T) {
	var block string
	for _, ex := range docExamples(t, "../../docs/rules.md", "toml") {
		if firstLine(ex.text) == "# test-kinds.toml" {
			block = ex.text
		}
	}
	if block == "" {
		t.Fatal("docs/rules.md has no test-kinds.toml block")
	}
	cat := puzzles.DefaultCatalogue()
	if err := puzzles.ReadCatalogue("test-kinds.toml", []byte(block), cat); err != nil {
		t.Fatal(err)
	}
	want := engineTestKinds(t)
	def := puzzles.DefaultCatalogue()
	for _, k := range cat.Kinds() {
		if _, ok := def.Lookup(k.Name); ok {
			continue
		}
		got := strings.Trim(fmt.Sprint(k.Combat), "[]") + " / " + strings.Trim(fmt.Sprint(k.Speed), "[]")
		if want[k.Name] != got {
			t.Errorf("test-kinds.toml gives %s %q, engine/testdata/kinds.txt %q", k.Name, got, want[k.Name])
		}
	}
	doc, err := os.ReadFile("../../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	named := 0
	for _, m := range regexp.MustCompile(`\b([A-Z][A-Za-z]+)/[A-Z]*[0-9]*(?:Pit)?/[A-F]\b`).FindAllStringSubmatch(string(doc), -1) {
		named++
		if _, ok := cat.Lookup(m[1]); !ok {
			t.Errorf("docs/rules.md's codes name %s, which neither the default catalogue nor test-kinds.toml gives", m[1])
		}
	}
	if named < 10 {
		t.Errorf("only %d pieces found in docs/rules.md's codes", named)
	}
}

// engineTestKinds reads engine/testdata/kinds.txt: each kind's numbers as
// written there ("5 2 0 0 0 2 / 2 1 0 0 0 1"), by name.
func engineTestKinds(t *testing.T) map[string]string {
	t.Helper()
	kinds, err := os.ReadFile("../../engine/testdata/kinds.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for _, line := range strings.Split(string(kinds), "\n") {
		if name, nums, ok := strings.Cut(line, ": "); ok && !strings.HasPrefix(line, "#") {
			want[name] = strings.Join(strings.Fields(nums), " ")
		}
	}
	return want
}
