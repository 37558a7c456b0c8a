package main

import (
	"strings"
	"testing"
)

// A code read from standard input is headed as the same code given as an
// argument, "(puzzle code)" or "(position code)": it was headed "(stdin)",
// where it came from rather than what it is.
func TestCodeOnStdinHeadedAsACode(t *testing.T) {
	const position = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-"
	for _, c := range []struct {
		code string
		args []string
	}{
		{position + " | side 1 | goals kill A1", []string{"show", "--no-color"}},
		{position + " | side 1 | goals kill A1", []string{"solve"}},
		{position + " | side 1 | goals kill A1", []string{"resolve"}},
		{position, []string{"show", "--no-color"}},
	} {
		arg, _, _ := runCmd(t, append([]string{c.args[0], c.code}, c.args[1:]...)...)
		in, errs, _ := runStdin(t, c.code+"\n", append([]string{c.args[0], "-"}, c.args[1:]...)...)
		argHead, _, _ := strings.Cut(arg, "\n")
		inHead, _, _ := strings.Cut(in, "\n")
		if inHead != argHead || strings.Contains(inHead, "stdin") {
			t.Errorf("%s of %q: headed %q on standard input, %q as an argument%s", c.args[0], c.code, inHead, argHead, errs)
		}
	}
}
