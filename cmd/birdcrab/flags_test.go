package main

import (
	"strings"
	"testing"
)

// A time limit or a whole number that cannot be read is refused with what
// the option wants, where the flag package said only "parse error":
// --timeout 5 lacks its unit.
func TestFlagValuesSayWhatTheyWant(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"solve", "testdata/close.toml", "--timeout", "5"}, `birdcrab: invalid value "5" for flag --timeout: a time needs its unit, such as 5s or 5m`},
		{[]string{"check", "--timeout", "soon"}, `birdcrab: invalid value "soon" for flag --timeout: want a time such as 30s, 2m or 1h30m`},
		{[]string{"generate", "--timeout", "2"}, `birdcrab: invalid value "2" for flag --timeout: a time needs its unit, such as 2s or 2m`},
		{[]string{"solve", "testdata/close.toml", "--side", "two"}, `birdcrab: invalid value "two" for flag --side: want a whole number`},
		{[]string{"solve", "testdata/close.toml", "--tries", "1.5"}, `birdcrab: invalid value "1.5" for flag --tries: want a whole number`},
		{[]string{"solve", "testdata/close.toml", "--memory", "99999999999999999999"}, `birdcrab: invalid value "99999999999999999999" for flag --memory: the number is too large`},
		{[]string{"resolve", "testdata/close.toml", "--techfall", "x"}, `birdcrab: invalid value "x" for flag --techfall: want a whole number`},
		{[]string{"generate", "--count", "ten"}, `birdcrab: invalid value "ten" for flag --count: want a whole number`},
		{[]string{"generate", "--jobs", "all"}, `birdcrab: invalid value "all" for flag --jobs: want a whole number`},
		{[]string{"generate", "--nodes", "1e6"}, `birdcrab: invalid value "1e6" for flag --nodes: want a whole number`},
		{[]string{"check", "--max-size", "lots"}, `birdcrab: invalid value "lots" for flag --max-size: want a size such as 4MB, 512KB, 2GB or 100000`},
		{[]string{"solve", "testdata/close.toml", "--json=maybe"}, `birdcrab: invalid boolean value "maybe" for --json: want true or false (or the flag alone)`},
		{[]string{"check", "--max-size", "0"}, `birdcrab: invalid value "0" for flag --max-size: the limit must be at least 1 byte`},
		{[]string{"check", "--max-size", "2000GB"}, `birdcrab: invalid value "2000GB" for flag --max-size: the limit can be at most 1024GB`},
		{[]string{"check", "--max-size", "99999999999999999999"}, `birdcrab: invalid value "99999999999999999999" for flag --max-size: the limit can be at most 1024GB`},
		// Too large, not of the wrong form: it said "want a size such as 4MB".
		{[]string{"check", "--max-size", "99999999999TB"}, `birdcrab: invalid value "99999999999TB" for flag --max-size: the limit can be at most 1024GB`},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			out, errs, code := runCmd(t, c.args...)
			if code != 2 || out != "" || !strings.HasPrefix(errs, c.want) || strings.Contains(errs, "parse error") {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit 2 and %q", code, out, errs, c.want)
			}
		})
	}
	// The values they read are the ones they read before.
	if _, errs, code := runCmd(t, "resolve", "testdata/close.toml", "--techfall", "5"); code != 0 {
		t.Errorf("--techfall 5: exit %d: %s", code, errs)
	}
	if _, errs, code := runCmd(t, "solve", "testdata/check-good.toml", "--id", "one-way", "--timeout", "1m30s", "--side", "1", "--memory", "64"); code != 0 {
		t.Errorf("--timeout 1m30s --side 1 --memory 64: exit %d: %s", code, errs)
	}
}

// --max-size takes gigabytes too (1GB was refused as no size at all), up
// to 1024GB, and a file under the limit is read.
func TestMaxSizeUnits(t *testing.T) {
	for _, size := range []string{"1GB", "2 GiB", "1g", "1024GB", "64MB", "512KiB", "100000"} {
		if out, errs, code := runCmd(t, "check", "--no-filters", "--max-size", size, "testdata/check-good.toml"); code != 0 {
			t.Errorf("--max-size %s: exit %d: %s%s", size, code, out, errs)
		}
	}
	var limit int64
	for size, want := range map[string]int64{"1GB": 1 << 30, "3g": 3 << 30, "2 GiB": 2 << 30, "1024GB": 1 << 40, "5MB": 5 << 20, "7k": 7 << 10, "100B": 100, "1TB": 1 << 40, "1 TiB": 1 << 40} {
		if err := (sizeFlag{&limit}).Set(size); err != nil || limit != want {
			t.Errorf("--max-size %s: %d, %v; want %d", size, limit, err, want)
		}
	}
}

// An unknown flag that is a typo of one of the command's flags names it;
// one that is not is refused as before. Both exit 2 with the usage.
func TestUnknownFlagSaysWhatWasMeant(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "testdata/close.toml", "--josn"}, "birdcrab: flag provided but not defined: --josn (did you mean --json?)\n"},
		{[]string{"solve", "testdata/close.toml", "--tiemout", "5s"}, "birdcrab: flag provided but not defined: --tiemout (did you mean --timeout?)\n"},
		{[]string{"show", "testdata/close.toml", "--no-colour"}, "birdcrab: flag provided but not defined: --no-colour (did you mean --no-color?)\n"},
		{[]string{"generate", "--seeed", "3"}, "birdcrab: flag provided but not defined: --seeed (did you mean --seed?)\n"},
		{[]string{"--no-colr"}, "birdcrab: flag provided but not defined: --no-colr (did you mean --no-color?)\n"},
		{[]string{"show", "testdata/close.toml", "--json"}, "birdcrab: flag provided but not defined: --json\n"},
	} {
		out, errs, code := runCmd(t, c.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errs, c.want) || !strings.Contains(errs, "usage: birdcrab ") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errs, c.want)
		}
	}
}

// Every command's --help lists its flags with two dashes, "--json", as its
// usage line, the README and the messages name them: the flag package
// listed "-json".
func TestHelpListsFlagsWithTwoDashes(t *testing.T) {
	for name := range commands {
		out, _, _ := runCmd(t, name, "--help")
		_, options, ok := strings.Cut(out, "\nOptions:\n")
		if !ok {
			continue
		}
		flags := 0
		for _, line := range strings.Split(options, "\n") {
			if strings.HasPrefix(line, "  -") {
				flags++
				if !strings.HasPrefix(line, "  --") || strings.HasPrefix(line, "  ---") {
					t.Errorf("%s --help: %q", name, line)
				}
			}
		}
		if flags == 0 {
			t.Errorf("%s --help lists no flag after Options:\n%s", name, out)
		}
	}
}

// A flag's message says what is wrong with its value: --timeout written
// as a time but too long for one, --max-size 0 (it said, of both, "want a
// time such as 30s" or "want a size such as 4MB", as for one it could not
// read); and --hlep, like --jsn, gets the flag it looks like: --help.
func TestFlagMessagesSayWhatIsWrong(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "testdata/check-good.toml", "--timeout", "99999999h"}, `invalid value "99999999h" for flag --timeout: the time is too large: the most is 2562047h (0: no limit)`},
		{[]string{"solve", "testdata/check-good.toml", "--timeout", "1h30x"}, `invalid value "1h30x" for flag --timeout: want a time such as 30s`},
		{[]string{"show", "testdata/check-good.toml", "--max-size", "0"}, `invalid value "0" for flag --max-size: the limit must be at least 1 byte, such as 4MB`},
		{[]string{"show", "testdata/check-good.toml", "--max-size", "x"}, `invalid value "x" for flag --max-size: want a size such as 4MB`},
		{[]string{"--hlep"}, "flag provided but not defined: --hlep (did you mean --help?)"},
		{[]string{"solve", "--hepl"}, "flag provided but not defined: --hepl (did you mean --help?)"},
	} {
		_, errs, code := runCmd(t, c.args...)
		if code != 2 || !strings.HasPrefix(errs, "birdcrab: "+c.want) {
			t.Errorf("%v: exit %d, want 2 and %q:\n%s", c.args, code, c.want, errs)
		}
	}
}

// A second file or code is explained by what most likely gave it: options
// after "--", which are files there; --goal's value without quotes where
// the command has --goal; else a code or a file name without quotes.
// resolve, which has no --goal, pointed at --goal, and so did options
// after "--".
func TestOneFileHintsTheCause(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"resolve", "testdata/close.toml", "testdata/close.toml"}, `(quote a code, or a name that holds spaces: it is one argument)`},
		{[]string{"resolve", "--json", "--", "testdata/close.toml", "--id", "close-1"}, `(after --, every argument is a file or a code, "--id" too: put the options before --)`},
		{[]string{"show", "bc1", "t2", "d30"}, `(quote a code, or a name that holds spaces`},
		{[]string{"solve", "testdata/close.toml", "--goal", "kill", "A1"}, `(quote a value that holds spaces, such as --goal "kill A1")`},
		{[]string{"solve", "--", "testdata/close.toml", "-x"}, `(after --, every argument is a file or a code, "-x" too`},
	}
	for _, c := range cases {
		_, errs, code := runCmd(t, c.args...)
		if first, _, _ := strings.Cut(errs, "\n"); code != 2 || !strings.Contains(first, c.want) {
			t.Errorf("%q: exit %d, first line %q; want 2 and %q", c.args, code, first, c.want)
		}
	}
}
