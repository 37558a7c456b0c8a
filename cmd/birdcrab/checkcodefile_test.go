package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// check --json names a code given on the command line or on standard
// input as its problems name it and as show heads it, "position code" or
// "puzzle code": its "file" was the whole code (a puzzle code that does
// not load, whose problems say "puzzle code"), a puzzle code that loads
// was a "position code", and a code piped in was "stdin".
func TestCheckJSONNamesACodeAsACode(t *testing.T) {
	const pos = "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:-"
	for _, tc := range []struct{ code, want string }{
		{pos + " | side 1 | goals kill A1", "puzzle code"},
		{pos + " | goals kill A1, kill A1", "puzzle code"}, // does not load
		{pos, "position code"},
		{strings.Replace(pos, "A3/D", "A3/X", 1), "position code"}, // does not load
	} {
		for _, stdin := range []bool{false, true} {
			var out, errs string
			if stdin {
				out, errs, _ = runStdin(t, tc.code+"\n", "check", "-", "--json")
				if strings.Contains(tc.code, "X") || strings.Contains(tc.code, "kill A1, kill A1") {
					continue // its problems name the line of standard input
				}
			} else {
				out, errs, _ = runCmd(t, "check", tc.code, "--json")
			}
			var v struct {
				Files []struct {
					File     string `json:"file"`
					Problems []struct {
						File string `json:"file"`
					} `json:"problems"`
				} `json:"files"`
			}
			if err := json.Unmarshal([]byte(out), &v); err != nil || len(v.Files) != 1 {
				t.Fatalf("%q (stdin %v): %v\n%s%s", tc.code, stdin, err, out, errs)
			}
			if f := v.Files[0]; f.File != tc.want || len(f.Problems) == 0 || f.Problems[0].File != f.File {
				t.Errorf("%q (stdin %v): file %q, problems %+v, want %q", tc.code, stdin, f.File, f.Problems, tc.want)
			}
		}
	}
	// The text names it so too.
	if out, errs, _ := runStdin(t, pos+" | goals kill A1\n", "check", "-"); !strings.Contains(out, "FAIL puzzle code: ") {
		t.Errorf("check - of a puzzle code:\n%s%s", out, errs)
	}
}
