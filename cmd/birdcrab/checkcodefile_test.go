package main

import (
	"encoding/json"
	"testing"
)

// check --json names a code given on the command line "position code", as
// its problems do: its "file" was the whole code.
func TestCheckJSONNamesACodeAsACode(t *testing.T) {
	for _, code := range []string{
		"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/D | g:- | side 1 | goals kill A1",
		"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/X | DE.EF.FA m6 Bird/A1/D | g:-", // does not load
	} {
		out, errs, _ := runCmd(t, "check", code, "--json")
		var v struct {
			Files []struct {
				File     string `json:"file"`
				Problems []struct {
					File string `json:"file"`
				} `json:"problems"`
			} `json:"files"`
		}
		if err := json.Unmarshal([]byte(out), &v); err != nil || len(v.Files) != 1 {
			t.Fatalf("%q: %v\n%s%s", code, err, out, errs)
		}
		if f := v.Files[0]; f.File != "position code" || len(f.Problems) == 0 || f.Problems[0].File != f.File {
			t.Errorf("%q: file %q, problems %+v", code, f.File, f.Problems)
		}
	}
}
