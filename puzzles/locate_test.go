package puzzles

import (
	"fmt"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

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

// multilineForms are TOML values that open with a multi-line string
// delimiter, each written on one line or over several, with brackets,
// braces, quotes, commas and # signs inside that are no part of the array.
var multilineForms = []string{
	`"""x"""`,
	`'''x'''`,
	`"""x""""`,  // the text ends in a quote
	`"""x"""""`, // two quotes
	`'''it's'''`,
	`'''x''''`,
	`"""a \""" b"""`,
	`"""a, ] } # [ b"""`,
	`'''a, ] } # [ "b'''`,
	"\"\"\"\nline ] one,\n[[puzzle]]\n\"\"\"",
	"'''\n[[puzzle]]\nid = \"no\" ]\n'''",
	"\"\"\"one \\\n  two\"\"\"",
	`""""quoted""""`,
}

// multilineArrays place a value (%[1]s) in arrays and inline tables, with
// other elements or spaces after it on its closing line.
var multilineArrays = []string{
	`[%[1]s]`,
	`[%[1]s ]`,
	`[%[1]s, "y"]`,
	`["x", %[1]s]`,
	`["x", %[1]s, 'z' ]  # a comment`,
	`[%[1]s,%[1]s,%[1]s]`,
	"[\n  %[1]s,\n  \"y\",\n]",
	`[[%[1]s], ["y", %[1]s]]`,
	`[{ a = %[1]s, b = "y" }, { c = %[1]s }]`,
	`{ a = %[1]s, b = [%[1]s, "y"] }`,
	`{ a = [{ b = %[1]s }], c = 1 }`,
	`[[[[[[[[[[%[1]s]]]]]]]]]]`, // below the depth recorded
	`{ a = { b = { c = { d = { e = { f = { g = { h = { i = %[1]s } } } } } } } } }`,
	`{ a = { b = { c = { d = { e = { f = { g = { h = { i = { j = { k = %[1]s } } } } } } } } } } }`, // passed over
}

// TestLocateAfterMultilineStrings checks that a multi-line string inside an
// array or an inline table, with anything after it on its line, leaves every
// later key where it is: each [[puzzle]] is located at its header, each key
// at its line, and the element after the value at its column.
func TestLocateAfterMultilineStrings(t *testing.T) {
	for _, form := range multilineForms {
		for _, array := range multilineArrays {
			value := fmt.Sprintf(array, form)
			var b strings.Builder
			var headers, after []int
			line := func() int { return strings.Count(b.String(), "\n") + 1 }
			for p := 0; p < 3; p++ {
				headers = append(headers, line())
				fmt.Fprintf(&b, "[[puzzle]]\nid = \"p%d\"\nv = %s\n", p, value)
				after = append(after, line())
				b.WriteString("after = [\"k\", \"l\"]\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n\n")
			}
			text := b.String()
			var m map[string]any
			if _, err := toml.Decode(text, &m); err != nil {
				t.Fatalf("the test's own file does not decode: %v\n%s", err, text)
			}
			src := IndexSource("f.toml", []byte(text))
			for p := range headers {
				for _, c := range []struct {
					path      string
					line, col int
				}{
					{fmt.Sprintf("puzzle[%d]", p), headers[p], 1},
					{fmt.Sprintf("puzzle[%d].id", p), headers[p] + 1, 1},
					{fmt.Sprintf("puzzle[%d].v", p), headers[p] + 2, 1},
					{fmt.Sprintf("puzzle[%d].after", p), after[p], 1},
					{fmt.Sprintf("puzzle[%d].after[1]", p), after[p], 15},
					{fmt.Sprintf("puzzle[%d].player[0]", p), after[p] + 2, 1},
					{fmt.Sprintf("puzzle[%d].player[0].pieces[0]", p), after[p] + 3, 11},
				} {
					if at := src.find(c.path); at.line != c.line || at.col != c.col {
						t.Errorf("v = %s\n%s: at %d:%d, want %d:%d", value, c.path, at.line, at.col, c.line, c.col)
					}
				}
			}
		}
	}
}

// TestLocateElementsAfterMultilineStrings checks the columns of the elements
// that follow a multi-line string on its closing line.
func TestLocateElementsAfterMultilineStrings(t *testing.T) {
	for _, c := range []struct {
		text      string
		path      string
		line, col int
	}{
		{`v = ["""x""", "y"]`, "v[1]", 1, 15},
		{`v = ['''x''' , "y"]`, "v[1]", 1, 16},
		{`v = ["""x"""", "y"]`, "v[1]", 1, 16},
		{"v = [\"\"\"x\n]\"\"\", \"y\"]", "v[1]", 2, 7},
		{`v = [["""x"""], ["y"]]`, "v[1][0]", 1, 18},
		{`v = [{ a = """x""", b = "y" }]`, "v[0].b", 1, 21},
		{`v = { a = ['''x'''], b = 1 }`, "v.b", 1, 22},
	} {
		src := IndexSource("f.toml", []byte(c.text+"\nw = 1\n"))
		if at := src.find(c.path); at.line != c.line || at.col != c.col {
			t.Errorf("%s\n%s: at %d:%d, want %d:%d", c.text, c.path, at.line, at.col, c.line, c.col)
		}
		if at := src.find("w"); at.line != strings.Count(c.text, "\n")+2 {
			t.Errorf("%s\nw: at line %d", c.text, at.line)
		}
	}
}

// TestLoadErrorAfterMultilineHint is the user's case: a puzzle whose hint
// is a """ string inside its array, and a later puzzle with a bad cell,
// whose error named line 1 (the pack's first line) in place of its own.
func TestLoadErrorAfterMultilineHint(t *testing.T) {
	const text = `[pack]
id = "ml"

[[puzzle]]
id = "a"
goals = ["kill A1"]
hints = ["""Look at the Bird."""]

[[puzzle.player]]
pieces = ["Pikeman A4 D"]

[[puzzle.player]]
pieces = ["Bird A1 A"]

[[puzzle]]
id = "b"
goals = ["kill A1"]

[[puzzle.player]]
pieces = ["Pikeman AB9 D"]

[[puzzle.player]]
pieces = ["Bird A1 A"]
`
	_, err := Parse("ml.toml", []byte(text), nil)
	if err == nil || !strings.Contains(err.Error(), `ml.toml:20:11: puzzle "b"`) {
		t.Errorf("got %v, want the error at ml.toml:20:11", err)
	}
}
