package puzzles

import (
	"strconv"
	"strings"
	"testing"
)

// foldCode wraps code at width as fold does: each line holds width
// characters, a word cut wherever the line ends.
func foldCode(code string, width int) string {
	var lines []string
	r := []rune(code)
	for len(r) > width {
		lines = append(lines, string(r[:width]))
		r = r[width:]
	}
	return strings.Join(append(lines, string(r)), "\n")
}

// foldWords wraps code at width between words, as fold -s does (keep
// set: the space stays at the end of the line, and a word longer than
// width is cut as fold cuts it) or as a mail client that takes the space
// at the break away does (keep unset: a longer word runs past width).
func foldWords(code string, width int, keep bool) string {
	var lines []string
	r := []rune(code)
	for len(r) > width {
		cut := -1
		for i := width; i > 0; i-- {
			if r[i] == ' ' {
				cut = i
				break
			}
		}
		if cut < 0 && !keep {
			for i := width; i < len(r) && cut < 0; i++ {
				if r[i] == ' ' {
					cut = i
				}
			}
			if cut < 0 {
				break
			}
		}
		if cut < 0 {
			lines = append(lines, string(r[:width]))
			r = r[width:]
			continue
		}
		if keep {
			lines = append(lines, string(r[:cut+1]))
		} else {
			lines = append(lines, string(r[:cut]))
		}
		r = r[cut+1:]
	}
	return strings.Join(append(lines, string(r)), "\n")
}

// A puzzle code wrapped over lines reads as the code itself, in a file and
// as an argument, however it was wrapped: by fold, which cuts words; by fold
// -s, which keeps the space at the end of a line; by a mail client, which
// takes it away. Every shipped puzzle's code, at 20, 40 and 60 columns.
// Plain fold's wrapping used to read the halves of a cut word as two
// words ("position code: want a header, ...").
func TestWrappedCodeReadsBack(t *testing.T) {
	packs, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, pk := range packs {
		var scenarios []*Scenario
		for _, pz := range pk.Puzzles {
			if pz.CodeProblem() == "" {
				scenarios = append(scenarios, &pz.Scenario)
			}
		}
		for _, l := range pk.Lessons {
			if l.CodeProblem() == "" {
				scenarios = append(scenarios, &l.Scenario)
			}
		}
		for _, s := range scenarios {
			code := s.PuzzleCode()
			for _, width := range []int{20, 40, 60} {
				for _, w := range []struct{ how, text string }{
					{"fold", foldCode(code, width)},
					{"fold -s", foldWords(code, width, true)},
					{"a mail", foldWords(code, width, false)},
				} {
					if !strings.Contains(w.text, "\n") {
						continue
					}
					n++
					checkWrappedCode(t, pk.File+"/"+s.ID+" wrapped by "+w.how+" at "+strconv.Itoa(width), w.text, code)
				}
			}
		}
	}
	if n < 300 {
		t.Errorf("only %d wrapped codes tried", n)
	}
}

// A wrapped code that does not read, either way its line breaks are read,
// says how its lines were joined, in a file and as an argument; a code on
// one line does not.
func TestWrappedCodeErrorSaysHowItWasJoined(t *testing.T) {
	bad := "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:- | side 1 | goals\nkils A1"
	_, fileErr := Parse("wrapped.txt", []byte(bad+"\n"), nil)
	_, argErr := FromCode(bad, nil)
	for _, err := range []error{fileErr, argErr} {
		// Joined, "goals\nkils" is "goalskils": the lines are read with
		// the break as a space, which finds the typo
		// (TestWrappedCodeErrorShowsTheRealTypo).
		if err == nil || !strings.Contains(err.Error(), "read from its lines") || !strings.Contains(err.Error(), `unknown goal "kils"`) {
			t.Errorf("a wrapped code with a typo: %v, want the typo and a word on how the lines were read", err)
		}
	}
	if _, err := FromCode(strings.ReplaceAll(bad, "\n", " "), nil); err == nil || strings.Contains(err.Error(), "joined") {
		t.Errorf("a one-line code with a typo: %v", err)
	}
}

// A wrapped code that does not read either way showed the problem of its
// lines joined, even where joining ran two words together ("m6\nPikeman"
// read as the kind "m6Pikeman") and the real problem was a typo further
// on: that typo is shown, read with the break as a space. A code cut
// inside a word (as fold cuts) still shows the joined reading's problem,
// not the cut word's.
func TestWrappedCodeErrorShowsTheRealTypo(t *testing.T) {
	for _, c := range []struct {
		what, code, want, note string
	}{
		{"a space lost at the break", "bc1 t2 d30 | AB.BC.CD m6\nPikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:- | side 1 | opponent hold | goals kils A1",
			`unknown goal "kils"`, spacedNote},
		{"a word cut", "bc1 t2 d30 | AB.BC.CD m6 Pike\nman/A3/D | DE.EF.FA m6 Bird/A1/A | g:- | side 1 | opponent hold | goals kils A1",
			`unknown goal "kils"`, wrapNote},
		{"a word cut, the typo before it", "bc1 t2 d30 | AB.BC.CD m6 Pikemn/A3/D | DE.EF.FA m6 Bi\nrd/A1/A | g:-",
			`unknown kind "Pikemn"`, wrapNote},
	} {
		_, fileErr := Parse("wrapped.txt", []byte(c.code+"\n"), nil)
		_, argErr := FromCode(c.code, nil)
		for _, err := range []error{fileErr, argErr} {
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasSuffix(err.Error(), "("+c.note+")") {
				t.Errorf("%s: %v\nwant %s and the note (%s)", c.what, err, c.want, c.note)
			}
		}
	}
}

// checkWrappedCode checks that text, code wrapped over lines, reads as
// code in a file and as an argument, and that UnwrapCode gives one line
// that does.
func checkWrappedCode(t *testing.T, what, text, code string) {
	t.Helper()
	file, err := Parse("wrapped.txt", []byte(text+"\n"), nil)
	if err != nil {
		t.Errorf("%s, in a file:\n%s\n%v", what, text, err)
	} else if got := file.Puzzles[0].PuzzleCode(); got != code {
		t.Errorf("%s, in a file, reads as\n%s\nwant\n%s", what, got, code)
	}
	arg, err := FromCode(text, nil)
	if err != nil {
		t.Errorf("%s, as an argument:\n%s\n%v", what, text, err)
	} else if got := arg.Puzzles[0].PuzzleCode(); got != code {
		t.Errorf("%s, as an argument, reads as\n%s\nwant\n%s", what, got, code)
	}
	// The editor reads the one line UnwrapCode gives.
	line := string(UnwrapCode([]byte(text+"\n"), nil))
	if back, err := Parse("unwrapped.txt", []byte(line), nil); strings.Count(line, "\n") != 1 || err != nil || back.Puzzles[0].PuzzleCode() != code {
		t.Errorf("%s: UnwrapCode gives\n%s\nwant one line that reads as\n%s", what, line, code)
	}
}
