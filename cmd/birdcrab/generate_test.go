package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/puzzles/generate"
	"github.com/birdcrab/birdcrab/puzzles/quality"
)

// generate writes a pack that check proves sound with every puzzle passing
// every filter, and the same flags write the same pack whatever --jobs.
func TestGenerateWritesAPackCheckPasses(t *testing.T) {
	dir := t.TempDir()
	var packs []string
	for _, jobs := range []string{"1", "2"} {
		out := filepath.Join(dir, "gen"+jobs+".toml")
		_, errs, code := runCmd(t, "generate", "--count", "2", "--seed", "5", "--opponent", "fixed", "--jobs", jobs, "--out", out)
		if code != 0 {
			t.Fatalf("generate --jobs %s: exit %d: %s", jobs, code, errs)
		}
		if !strings.Contains(errs, "generate: 2 puzzles from") {
			t.Errorf("no progress on stderr: %q", errs)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		packs = append(packs, string(data))
		text, errs, code := runCmd(t, "check", "--strict", out)
		if code != 0 || !strings.Contains(text, "2 puzzles, 0 lessons: all sound\n") {
			t.Errorf("check --strict %s: exit %d:\n%s%s", out, code, text, errs)
		}
	}
	if packs[0] != packs[1] {
		t.Errorf("--jobs 1 and --jobs 2 wrote different packs:\n%s\n---\n%s", packs[0], packs[1])
	}
}

func TestGenerateRefusesBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"generate", "--pieces", "many"},
		{"generate", "--pieces", "9-3"},
		{"generate", "--goal", "dance"},
		{"generate", "--opponent", "nobody"},
		{"generate", "--count", "0"},
		{"generate", "--with", "Unicorn"},
		{"generate", "extra"},
	} {
		_, errs, code := runCmd(t, args...)
		if code != 2 || errs == "" {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message", args, code, errs)
		}
	}
	// Values that ran (or only said "parse error") are refused with the
	// flag and the value named, before any search.
	for _, c := range []struct{ flag, value, want string }{
		{"--jobs", "-3", "birdcrab: --jobs -3: want 1 or more, or 0 for every core"},
		{"--nodes", "0", "birdcrab: --nodes 0: want 1 or more"},
		{"--nodes", "-1", "birdcrab: --nodes -1: want 1 or more"},
		{"--timeout", "-1s", "birdcrab: --timeout -1s: a time limit cannot be negative"},
		{"--seed", "-1", `invalid value "-1" for flag --seed: want a whole number from 0 to 18446744073709551615`},
		{"--count", "0", "birdcrab: --count 0: want 1 or more"},
		{"--count", "-2", "birdcrab: --count -2: want 1 or more"},
		{"--pieces", "9-3", `birdcrab: --pieces "9-3": want a range within 2-20, the smaller number first, such as 4-8`},
		{"--pieces", "1", `birdcrab: --pieces "1": want a range within 2-20`},
		{"--pieces", "4-21", `birdcrab: --pieces "4-21": want a range within 2-20`},
		{"--goal", "dance", `birdcrab: --goal "dance": want one of kill, kills, ransack, pit, keep, eliminate`},
	} {
		_, errs, code := runCmd(t, "generate", "--count", "1", c.flag, c.value)
		if code != 2 || !strings.Contains(errs, c.want) || strings.Contains(errs, "candidates judged") {
			t.Errorf("%s %s: exit %d, stderr %q; want 2 and %q, before any search", c.flag, c.value, code, errs, c.want)
		}
	}
}

// generate takes --max-size as the other commands do: a --kinds catalogue
// over the default 4 MiB loads when the limit is raised, and a smaller
// limit refuses a small one. (--with Unicorn stops it before any search,
// once the catalogue is read.)
func TestGenerateMaxSize(t *testing.T) {
	big := filepath.Join(t.TempDir(), "big.toml")
	data, err := os.ReadFile("testdata/my-pieces.toml")
	if err != nil {
		t.Fatal(err)
	}
	pad := strings.Repeat("# "+strings.Repeat("x", 1000)+"\n", 4500) // 4.5 MB of comments
	writeFile(t, big, pad+string(data))
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--kinds", big}, "is larger than the limit of 4 MiB"},
		{[]string{"--kinds", big, "--max-size", "8MB"}, `birdcrab: --with: the catalogue has no kind "Unicorn"`},
		{[]string{"--kinds", "testdata/my-pieces.toml", "--max-size", "10"}, "testdata/my-pieces.toml: cannot read the catalogue: it is larger than the limit of 10 bytes"},
	}
	for _, c := range cases {
		_, errs, code := runCmd(t, append([]string{"generate", "--count", "1", "--with", "Unicorn"}, c.args...)...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("generate %v: exit %d, stderr %q; want 2 and %q", c.args, code, errs, c.want)
		}
	}
}

// --max-size limits the --kinds file alone: the pack generate writes,
// larger than the limit, is proven and written all the same. It was refused
// at the end of the search ("generated pack: the file is larger than the
// limit").
func TestGenerateMaxSizeIsNotThePacks(t *testing.T) {
	out, errs, code := runCmd(t, "generate", "--count", "1", "--seed", "5", "--opponent", "fixed", "--kinds", "testdata/my-pieces.toml", "--max-size", "100")
	if code != 0 || !strings.Contains(out, "[[puzzle]]") || len(out) <= 100 {
		t.Errorf("exit %d, %d bytes written; stderr:\n%s", code, len(out), errs)
	}
}

// generate --out keeps the file it replaces as FILE.bak, as the README's
// table of data safety says, through a symbolic link too; and a
// destination that cannot be written is refused before the search.
func TestGenerateOutKeepsABackup(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.toml")
	writeFile(t, real, "# my pack\n")
	link := filepath.Join(dir, "link.toml")
	targets := []string{real}
	if err := os.Symlink("real.toml", link); err == nil {
		targets = append(targets, link)
	}
	for _, out := range targets {
		writeFile(t, real, "# my pack\n")
		os.Remove(out + ".bak")
		_, errs, code := runCmd(t, "generate", "--count", "1", "--seed", "5", "--opponent", "fixed", "--out", out)
		if code != 0 {
			t.Fatalf("--out %s: exit %d: %s", out, code, errs)
		}
		if bak, err := os.ReadFile(out + ".bak"); err != nil || string(bak) != "# my pack\n" {
			t.Errorf("--out %s: the backup holds %q (%v)", out, bak, err)
		}
		if data, _ := os.ReadFile(real); !strings.Contains(string(data), "[[puzzle]]") {
			t.Errorf("--out %s: the pack was not written:\n%s", out, data)
		}
	}
	if info, err := os.Lstat(link); len(targets) > 1 && (err != nil || info.Mode()&os.ModeSymlink == 0) {
		t.Errorf("the link is no longer a link: %v", err)
	}
	missing := filepath.Join(dir, "no-such-folder", "x.toml")
	_, errs, code := runCmd(t, "generate", "--count", "1", "--seed", "5", "--out", missing)
	// The missing folder is named, as edit names it ("cannot save to
	// ...: no such file or directory" left the user to guess which part).
	if code != 2 || !strings.Contains(errs, "--out: cannot make "+missing+": there is no folder "+filepath.Dir(missing)+" (make the folder first") || strings.Contains(errs, "candidates") {
		t.Errorf("--out in a missing folder: exit %d, %q; want 2, the folder named, said before the search", code, errs)
	}
}

// generate --out - writes the pack on standard output, as - names
// standard input wherever a file is read; it wrote a file named "-".
func TestGenerateOutDashIsStandardOutput(t *testing.T) {
	t.Chdir(t.TempDir())
	out, errs, code := runCmd(t, "generate", "--count", "1", "--seed", "5", "--opponent", "fixed", "--out", "-")
	if code != 0 || !strings.Contains(out, "[[puzzle]]") || strings.Contains(errs, "wrote") {
		t.Fatalf("exit %d, stdout %.200q, stderr %q", code, out, errs)
	}
	if _, err := os.Stat("-"); err == nil {
		t.Error("a file named - was written")
	}
}

// generate --out says which file it replaced and where the old one is
// kept, and a second run never destroys the only copy of the user's
// original: the first run keeps it as FILE.bak, the second refuses before
// the search, naming both files and the way on (--force), and leaves both
// as they are. It used to say nothing, and the second run replaced the
// backup with the first run's pack, losing the user's file.
func TestGenerateTwiceKeepsTheUsersOriginal(t *testing.T) {
	out := filepath.Join(t.TempDir(), "mine.toml")
	writeFile(t, out, "# my pack\n")
	args := []string{"generate", "--count", "1", "--seed", "5", "--opponent", "fixed", "--out", out}
	_, errs, code := runCmd(t, args...)
	if code != 0 || !strings.Contains(errs, "wrote 1 puzzle to "+out+"; the file it replaced is kept as "+out+".bak") {
		t.Fatalf("first run: exit %d, %q; want 0 and the file replaced named", code, errs)
	}
	first, _ := os.ReadFile(out)
	_, errs, code = runCmd(t, args...)
	want := out + ".bak already holds another version of " + out
	if code != 2 || !strings.Contains(errs, want) || !strings.Contains(errs, "--force") || strings.Contains(errs, "candidates") {
		t.Errorf("second run: exit %d, %q; want 2 and %q with --force, before the search", code, errs, want)
	}
	if bak, _ := os.ReadFile(out + ".bak"); string(bak) != "# my pack\n" {
		t.Errorf("the backup holds %q, not the user's original", bak)
	}
	if now, _ := os.ReadFile(out); string(now) != string(first) {
		t.Errorf("the second run changed %s", out)
	}
	_, errs, code = runCmd(t, append(args, "--force")...)
	if code != 0 {
		t.Fatalf("--force: exit %d: %s", code, errs)
	}
	if bak, _ := os.ReadFile(out + ".bak"); string(bak) != string(first) {
		t.Errorf("--force: the backup holds %q, not the file replaced", bak)
	}
	// --force keeps the original as FILE.bak.1, and the last line names
	// both backups (it said only "kept as FILE.bak").
	if old, _ := os.ReadFile(out + ".bak.1"); string(old) != "# my pack\n" {
		t.Errorf("--force: %s.bak.1 holds %q, not the user's original", out, old)
	}
	want = "the file it replaced is kept as " + out + ".bak, and the older backup that was there as " + out + ".bak.1\n"
	if !strings.HasSuffix(errs, want) {
		t.Errorf("--force: %q; want it to end %q", errs, want)
	}
}

// generate --help says what --force does with the backup of another
// version: it is kept as FILE.bak.1 since the file layer keeps it aside;
// the help said "(that version is then lost)", and the refusal "give
// --force to let it go".
func TestGenerateHelpSaysForceKeepsTheOlderBackup(t *testing.T) {
	help, _, code := runCmd(t, "generate", "--help")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	if strings.Contains(help, "lost") || !strings.Contains(help, "kept as FILE.bak.1") {
		t.Errorf("generate --help on --force:\n%s", help)
	}
	out := filepath.Join(t.TempDir(), "mine.toml")
	writeFile(t, out, "# mine\n")
	writeFile(t, out+".bak", "# older\n")
	_, errs, code := runCmd(t, "generate", "--count", "1", "--out", out)
	if want := "give --force to go on (it is then kept as " + out + ".bak.1"; code != 2 || !strings.Contains(errs, want) || strings.Contains(errs, "let it go") {
		t.Errorf("exit %d, %q; want 2 and %q", code, errs, want)
	}
}

// generate --out refuses a read-only file before the search, naming it
// and the way on, and leaves it as it was; it used to replace it.
func TestGenerateRefusesAReadOnlyOut(t *testing.T) {
	out := filepath.Join(t.TempDir(), "mine.toml")
	writeFile(t, out, "# my pack\n")
	if err := os.Chmod(out, 0o444); err != nil {
		t.Fatal(err)
	}
	_, errs, code := runCmd(t, "generate", "--count", "1", "--seed", "5", "--opponent", "fixed", "--out", out)
	want := "--out " + out + ": the file is read-only: not replaced"
	if code != 2 || !strings.Contains(errs, want) || !strings.Contains(errs, "chmod u+w") || strings.Contains(errs, "candidates") {
		t.Errorf("exit %d, %q; want 2 and %q, before the search", code, errs, want)
	}
	if data, _ := os.ReadFile(out); string(data) != "# my pack\n" {
		t.Errorf("the file was replaced:\n%s", data)
	}
	if _, err := os.Stat(out + ".bak"); err == nil {
		t.Error("a backup was made")
	}
}

// A search that finds no puzzle (an interrupt before the first, or every
// candidate drawn rejected) writes no pack: a pack of no puzzle is one
// check and train refuse, and --out would put it in place of the file.
func TestGenerateWritesNothingWhenNothingFound(t *testing.T) {
	old := generateMaxTries
	generateMaxTries = 3
	defer func() { generateMaxTries = old }()
	dir := t.TempDir()
	out := filepath.Join(dir, "mine.toml")
	writeFile(t, out, "# my pack\n")
	_, errs, code := runCmd(t, "generate", "--count", "1", "--seed", "5", "--nodes", "1", "--jobs", "1", "--out", out)
	if code != 1 || !strings.Contains(errs, "birdcrab: generate: no puzzle found; nothing written") {
		t.Errorf("exit %d, stderr %q; want 1 and nothing written", code, errs)
	}
	if data, _ := os.ReadFile(out); string(data) != "# my pack\n" {
		t.Errorf("the file --out names was replaced:\n%s", data)
	}
	if _, err := os.Stat(out + ".bak"); err == nil {
		t.Error("a backup was made though nothing was written")
	}
	text, _, code := runCmd(t, "generate", "--count", "1", "--seed", "5", "--nodes", "1", "--jobs", "1")
	if code != 1 || text != "" {
		t.Errorf("without --out: exit %d, standard output %q; want 1 and nothing", code, text)
	}
}

// The rejections of generate's summary name a filter as one: "144 unique"
// read as 144 unique puzzles rejected, "42 not-trivial" as 42 rejected for
// not being trivial.
func TestGenerateRejectedNamesTheFilters(t *testing.T) {
	got := rejectedText(generate.Stats{Rejected: map[string]int{"unique": 144, "not-trivial": 42, "no sensible position": 707}})
	want := "707 no sensible position, 144 by the unique filter, 42 by the not-trivial filter"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Not on a terminal (a file, a pipe, a CI log) generate prints no
// progress, as solve and check print none, only its summary at the end:
// it printed a line each second (12 lines in 12 s), the first one at once.
func TestGenerateProgressInAPipe(t *testing.T) {
	_, errs, code := runCmd(t, "generate", "--count", "1", "--seed", "5", "--out", filepath.Join(t.TempDir(), "g.toml"))
	progress := regexp.MustCompile(`(?m)^generate: \d+/1 puzzle, `)
	summary := regexp.MustCompile(`(?m)^birdcrab: generate: 1 puzzle from \d+ candidates? in `)
	if code != 0 || progress.MatchString(errs) || !summary.MatchString(errs) || strings.ContainsAny(errs, "\r\x1b") {
		t.Errorf("exit %d, want no progress line and the summary: stderr %q", code, errs)
	}
}

// A search that cannot succeed (every search past --nodes 1) ends early and
// says why, instead of drawing millions of candidates for hours.
func TestGenerateGivesUpAFruitlessSearch(t *testing.T) {
	old := generateGiveUp
	generateGiveUp = 5
	defer func() { generateGiveUp = old }()
	_, errs, code := runCmd(t, "generate", "--count", "1", "--seed", "5", "--nodes", "1", "--jobs", "1")
	want := "generate: gave up: the last 5 candidates that reached the solver all stopped before an answer (5 search too big): raise --nodes or --timeout"
	if code != 1 || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stderr %q; want 1 and %q", code, errs, want)
	}
}

// --force only means something with --out: alone it is refused, not
// silently ignored.
func TestGenerateRefusesForceWithoutOut(t *testing.T) {
	text, errs, code := runCmd(t, "generate", "--count", "1", "--force")
	if code != 2 || text != "" || !strings.Contains(errs, "--force goes with --out FILE") || strings.Contains(errs, "candidates judged") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2, nothing written, and a message before any search", code, text, errs)
	}
}

// The usage line of every command in "birdcrab help" (and so the README's,
// which TestReadmeListsTheCommands keeps equal to it), and the usage lines
// "COMMAND --help" opens with, name every flag that "COMMAND --help" lists:
// generate's left out --with, --nodes, --force and --max-size, solve's
// --side, --goal, --opponent, --tries, --memory and --solutions, and all
// but generate's left out --max-size.
func TestUsageLinesNameEveryFlag(t *testing.T) {
	for _, name := range sortedCommands() {
		help, _, _ := runCmd(t, name, "--help")
		helpUsage := usageBlock(help)
		_, options, ok := strings.Cut(help, "\nOptions:\n")
		if !ok {
			continue // version and completion take no flags
		}
		for _, line := range strings.Split(options, "\n") {
			flag, _, _ := strings.Cut(strings.TrimSpace(line), " ")
			if !strings.HasPrefix(line, "  --") || flag == "--help" {
				continue
			}
			// [--json], [--id ID], [--svg|--png], [--out FILE [--force]]
			named := regexp.MustCompile(`[\[|]` + regexp.QuoteMeta(flag) + `[ \]|]`)
			if !named.MatchString(commands[name].usage) {
				t.Errorf("the usage line of %s in birdcrab help, %q, leaves out %s", name, commands[name].usage, flag)
			}
			if !named.MatchString(helpUsage) {
				t.Errorf("the usage lines of %s --help, %q, leave out %s", name, helpUsage, flag)
			}
		}
	}
}

// usageBlock returns the usage lines a command's --help opens with: the
// "usage:" line and the indented lines that go on with it.
func usageBlock(help string) string {
	var lines []string
	for i, line := range strings.Split(help, "\n") {
		if i > 0 && !strings.HasPrefix(line, " ") {
			break
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// Every label the summary of generate can print for a rejection is in
// docs/generate.md, beside the step it names: the doc said "the census",
// "the solver", and the summary "no solution among the candidates".
func TestGenerateRejectionLabelsAreDocumented(t *testing.T) {
	data, err := os.ReadFile("../../docs/generate.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	counts := map[string]int{}
	for _, r := range generate.Reasons {
		counts[r] = 1
	}
	for _, f := range quality.Filters {
		counts[f.Name] = 1
	}
	for _, part := range strings.Split(rejectedText(generate.Stats{Rejected: counts}), ", ") {
		label := strings.TrimPrefix(part, "1 ")
		if !strings.Contains(doc, `"`+label+`"`) {
			t.Errorf("docs/generate.md does not name the label %q", label)
		}
	}
}

// generate sums up its search once the pack is written, each line
// "birdcrab: generate: ..." as every other line birdcrab writes on
// stderr; a write that fails says so alone: the summary of the puzzles
// found, printed before "cannot write the output", read as a success.
func TestGenerateSumsUpAfterTheWrite(t *testing.T) {
	args := []string{"generate", "--count", "1", "--seed", "5", "--opponent", "fixed"}
	var errb strings.Builder
	status := run(args, &fullWriter{}, &errb)
	if want := "birdcrab: cannot write the output: no space left on device\n"; status != 2 || errb.String() != want {
		t.Errorf("a failed write: exit %d, stderr %q; want 2 and only %q", status, errb.String(), want)
	}
	out := filepath.Join(t.TempDir(), "g.toml")
	_, errs, code := runCmd(t, append(args, "--out", out)...)
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if code != 0 || len(lines) != 2 || !strings.HasPrefix(lines[0], "birdcrab: generate: 1 puzzle from ") || lines[1] != "birdcrab: generate: wrote 1 puzzle to "+out {
		t.Errorf("exit %d, stderr %q; want 0, the summary, then what was written where", code, errs)
	}
}
