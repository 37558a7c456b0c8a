package puzzles

import (
	"strings"
	"testing"
)

// An array left unclosed is reported at the line where it opened, naming
// its key: the decoder placed it where it stopped, on the next key's line
// ("broken.toml:4:1: expected a comma (',') or array terminator (']'), but
// got 's'"), naming neither. A comma missing between two elements on a
// line is reported as the decoder reports it, where it is; one missing at
// a line's end at that line's end (see TestParseMistakesPlaced).
func TestUnclosedArrayNamed(t *testing.T) {
	const pos = "position = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\"\n"
	for _, c := range []struct{ text, want string }{
		{"[[puzzle]]\nid = \"x\"\ngoals = [\"kill A1\"\nsolution = [\"move A3 D 1\"]\n" + pos,
			`broken.toml:3:9: the array of goals opened here is not closed: a "]" is missing before line 4, which starts another entry`},
		{"[[puzzle]]\nid = \"x\"\ngoals = [\"kill A1\",\n  \"kill A2\"\n\n# the position\n" + pos,
			`broken.toml:3:9: the array of goals opened here is not closed: a "]" is missing before line 7, which starts another entry`},
		{"[[puzzle]]\nid = \"x\"\ngoals = [\"kill A1\"]\n[[puzzle.player]]\npieces = [\"Pikeman A3 D\"\n[[puzzle.player]]\npieces = []\n",
			`broken.toml:5:10: the array of pieces opened here is not closed: a "]" is missing before line 6, which starts another entry`},
		{"[[puzzle]]\nid = \"x\"\ngoals = [\"kill A1\"",
			`broken.toml:3:9: the array of goals opened here is not closed: a "]" is missing before the end of the file`},
		// A comma missing on a line: as it was.
		{"[[puzzle]]\nid = \"x\"\ngoals = [\"kill A1\" \"kill A2\"]\n",
			`broken.toml:3:20: expected a comma (',') or array terminator (']'), but got '"'`},
		// Between lines: at the end of the line it is missing from.
		{"[[puzzle]]\nid = \"x\"\nsolution = [\n  [\"move A3 D 1\"]\n  [\"move A3 D 2\"]\n]\n",
			`broken.toml:4:18: add a comma at the end of line 4: the array's next element, on line 5, follows it with none`},
	} {
		_, err := Parse("broken.toml", []byte(c.text), nil)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q:\ngot  %v\nwant %s", c.text, err, c.want)
		}
	}
}
