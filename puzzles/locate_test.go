package puzzles

import "testing"

func TestSourcePlaces(t *testing.T) {
	const text = `# a comment with [brackets] and = signs
[pack]
title = "a # not a comment"

[[puzzle]]
id = "one"
alternatives = [
  ["move A1 A 1", "turn A2 B"],
  [ "move B1 B 1" ],
]
explanation = """
several
lines = [ not, an, array ]
"""
hints = ["x"]  # after a multi-line string

[[puzzle.player]]
pieces = [
  "Bird A1 A",   # a comment
  'Crab "B1" C',
]
inline = { a = [1, 2], b = "]" }
after = 1

[[puzzle.player]]
"quoted key" = 2
a.b = 3

[[puzzle]]
id = "two"

[[puzzle.player]]
[[x.y]]
`
	src := IndexSource("f.toml", []byte(text))
	for _, c := range []struct {
		path      string
		line, col int
	}{
		{"pack", 2, 1},
		{"pack.title", 3, 1},
		{"puzzle", 5, 1},
		{"puzzle[0]", 5, 1},
		{"puzzle[0].alternatives", 7, 1},
		{"puzzle[0].alternatives[0]", 8, 3},
		{"puzzle[0].alternatives[0][1]", 8, 19},
		{"puzzle[0].alternatives[1][0]", 9, 5},
		{"puzzle[0].explanation", 11, 1},
		{"puzzle[0].hints[0]", 15, 10},
		{"puzzle[0].player[0]", 17, 1},
		{"puzzle[0].player[0].pieces[0]", 19, 3},
		{"puzzle[0].player[0].pieces[1]", 20, 3},
		{"puzzle[0].player[0].inline", 22, 1},
		{"puzzle[0].player[0].after", 23, 1},
		{`puzzle[0].player[1]."quoted key"`, 26, 1},
		{"puzzle[0].player[1].a.b", 27, 1},
		{"puzzle[0].player[1].a", 27, 1},
		{"puzzle[1].id", 30, 1},
		{"puzzle[1].player[0]", 32, 1},
		{"x", 33, 1},
		{"x.y[0]", 33, 1},
		// Unknown paths fall back to their nearest parent.
		{"puzzle[1].player[0].pieces[7]", 32, 1},
		{"puzzle[0].player[0].pieces[9]", 18, 1},
	} {
		at := src.find(c.path)
		if at.line != c.line || at.col != c.col {
			t.Errorf("%s: line %d col %d, want %d:%d", c.path, at.line, at.col, c.line, c.col)
		}
	}
	if got := src.Where("puzzle[0].player[0].pieces[1]"); got != "f.toml:20:3" {
		t.Errorf("Where: %s", got)
	}
	if got := src.Line("nothing"); got != 0 {
		t.Errorf("an unknown path has line %d", got)
	}
}

func TestSuggest(t *testing.T) {
	known := []string{"pieces", "orders", "hand", "hand_max", "territories"}
	for s, want := range map[string]string{"peices": "pieces", "order": "orders", "terrirtories": "territories", "colour": "", "hnd": "hand",
		// Two letters swapped are one slip, in a short word too.
		"hnad": "hand", "odrers": "orders", "pieecs": "pieces"} {
		if got := suggest(s, known); got != want {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	}
}

// A quoted key with escapes is named by the decoder with the escapes decoded;
// the locator decodes them too, so an unknown key "\b" or "\u00e9" is still
// found on its line (a FuzzParse finding: key-with-escape). Literal strings
// ('...') have no escapes.
func TestLocateEscapedKeys(t *testing.T) {
	const text = "[pack]\ntitle = \"t\"\n\"\\b\" = 0\n\"caf\\u00e9\" = 1\n[\"x\\ty\"]\n'lit\\b' = 2\n"
	src := IndexSource("f.toml", []byte(text))
	for _, c := range []struct {
		keys []string
		line int
	}{
		{[]string{"pack", "\b"}, 3},
		{[]string{"pack", "café"}, 4},
		{[]string{"x\ty"}, 5},
		{[]string{"x\ty", `lit\b`}, 6},
	} {
		path := ""
		for _, k := range c.keys {
			path = join(path, pathKey(k))
		}
		if got := src.Line(path); got != c.line {
			t.Errorf("%q: line %d, want %d", c.keys, got, c.line)
		}
	}
}

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		d    int
	}{
		{"", "", 0}, {"", "abc", 3}, {"abc", "", 3}, {"hand", "hand", 0},
		{"hnad", "hand", 1}, {"ab", "ba", 1}, {"hands", "hand", 1}, {"kitten", "sitting", 3},
		{"ca", "abc", 3}, {"peices", "pieces", 1}, {"abcdef", "badcfe", 3},
		{"éa", "aé", 1}, {"Drachenkämpfer", "Drachenkämfper", 1}, // letters, not bytes
	} {
		if got := EditDistance(c.a, c.b); got != c.d {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.d)
		}
	}
}

// The keys inside inline tables, and the elements of their arrays, are
// placed where they are written, not at the table's brace: a pack written
// as puzzle = [{ ... }] names the line and column of its mistakes.
func TestLocateInlineTables(t *testing.T) {
	const text = "puzzle = [\n" +
		"  { id = \"x\", goals = [\"kill A1\"], player = [\n" +
		"      { pieces = [\"Pikeman A3 D\"] },\n" +
		"      { pieces = [\"Bird A1 A\", \"Crab A2 D\"],\n" +
		"        hand = [\"Bird\"], kills = 1, pos = { a.b = 2, c = '''x''' } },\n" +
		"  ] },\n" +
		"]\n" +
		"x = { y = [1, { z = 3 }] }\n"
	src := IndexSource("f.toml", []byte(text))
	for _, c := range []struct {
		path      string
		line, col int
	}{
		{"puzzle[0]", 2, 3},
		{"puzzle[0].id", 2, 5},
		{"puzzle[0].goals", 2, 15},
		{"puzzle[0].goals[0]", 2, 24},
		{"puzzle[0].player[0].pieces[0]", 3, 19},
		{"puzzle[0].player[1].pieces[1]", 4, 32},
		{"puzzle[0].player[1].hand", 5, 9},
		{"puzzle[0].player[1].kills", 5, 26},
		{"puzzle[0].player[1].pos.a.b", 5, 45},
		{"puzzle[0].player[1].pos.c", 5, 54},
		{"x.y[1].z", 8, 17},
	} {
		at := src.find(c.path)
		if at.line != c.line || at.col != c.col {
			t.Errorf("%s: at %d:%d, want %d:%d", c.path, at.line, at.col, c.line, c.col)
		}
	}
}
