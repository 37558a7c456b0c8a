package puzzles

import (
	"strings"
	"testing"
)

// An author's parse errors pointed lines away from the mistake, in the
// decoder's words, or gave no fix: [puzzle.player] with one bracket was
// "Key 'puzzle.player' was already created and cannot be used as an
// array." three lines below it; a text opened with """ and closed with ”'
// failed 77 lines later; a comma missing at a line's end was placed at
// the next element; [[lessons]] was never named; goals = [...] under
// [pack] was an unknown key with no hint. Each is placed at its line and
// says what to write.
func TestParseMistakesPlaced(t *testing.T) {
	const head = "[[puzzle]]\nid = \"a\"\nside = 1\ngoals = [\"kill A1\"]\nsolution = [\"move A3 D 1\"]\nturn = 2\n"
	const players = "\n[[puzzle.player]]\npieces = [\"Pikeman A3 D\"]\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n"
	for _, c := range []struct{ name, text, want string }{
		{"one bracket, then two", head + "\n[puzzle.player]   # Red\npieces = [\"Pikeman A3 D\"]\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n",
			`pack.toml:8:1: [puzzle.player] has one bracket: write [[puzzle.player]], with two (each player has a table of its own)`},
		{"two, then one bracket", head + "\n[[puzzle.player]]\npieces = [\"Pikeman A3 D\"]\n\n[puzzle.player]\npieces = [\"Bird A1 A\"]\n",
			`pack.toml:11:1: [puzzle.player] has one bracket: write [[puzzle.player]], with two (each player has a table of its own)`},
		{"wrong answer", "[[lesson]]\nid = \"l\"\n\n[lesson.wrong]\norders = []\n\n[[lesson.wrong]]\norders = []\n",
			`pack.toml:4:1: [lesson.wrong] has one bracket: write [[lesson.wrong]], with two (each wrong answer has a table of its own)`},
		{"other quotes", head + "explanation = \"\"\"\nOne.\nTwo.'''\n" + players + "\n[[puzzle]]\nid = \"b\"\ndescription = \"\"\"\nThree.\"\"\"\n",
			`pack.toml:9:5: the text opened with """ on line 7 is closed with ''' here: close it with """, as it opened (as it is, the text runs on to the """ on line 19)`},
		{"other quotes to the end", head + "why = '''\nOne.\nTwo.\"\"\"\n" + players,
			`pack.toml:9:5: the text opened with ''' on line 7 is closed with """ here: close it with ''', as it opened (as it is, the text runs on to the end of the file)`},
		{"comma at a line's end", head + "hints = [\n  \"Look.\"   # first\n  # then\n  \"Step in.\",\n]\n" + players,
			`pack.toml:8:10: add a comma at the end of line 8 (before its comment): the array's next element, on line 10, follows it with none`},
		{"[[lessons]]", "[[lessons]]\nid = \"l\"\ntext = \"x\"\n\n[[lesson.player]]\npieces = []\n\n[[lesson.player]]\npieces = []\n\n[[lesson]]\nid = \"m\"\n",
			`pack.toml:1:1: [[lessons]] is no table of a pack (did you mean [[lesson]]?): the [[lesson.player]] on line 5 under it has no [[lesson]] line above it, and the [[lesson]] on line 11 cannot follow it`},
		{"goals under [pack]", "[pack]\ntitle = \"x\"\ngoals = [\"kill A1\"]\n",
			`pack.toml:3:1: pack: unknown key "goals" (a puzzle's or a lesson's key, not the pack's: a key belongs to the table whose header is above it, so write it under the [[puzzle]] or [[lesson]] line it belongs to)`},
		{"puzzle under [pack]", "[pack]\ntitle = \"x\"\npuzzle = [{id = \"a\"}]\n",
			`pack.toml:3:1: pack: unknown key "puzzle" (a key belongs to the table whose header is above it, and this one is under [pack]: write puzzle = [...] above the [pack] line, or each puzzle as a [[puzzle]] table)`},
		{"pieces under [pack]", "[pack]\ntitle = \"x\"\npieces = []\n",
			`pack.toml:3:1: pack: unknown key "pieces" (a player's key, not the pack's: a key belongs to the table whose header is above it, so write it in the [[puzzle.player]] table of each player)`},
	} {
		_, err := Parse("pack.toml", []byte(c.text), nil)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s:\ngot  %v\nwant %s", c.name, err, c.want)
		}
	}
}

// A text closed as it opened that holds the other quotes (three single
// quotes in a text opened with three double ones) took the blame for a
// mistake after it: the message said it was closed with the other quotes
// and told to close it as it opened, which would break it. The decoder's
// message, or the missing comma's, is given there instead.
func TestOtherQuotesInAClosedText(t *testing.T) {
	const head = "[[puzzle]]\nid = \"a\"\nside = 1\ngoals = [\"kill A1\"]\nsolution = [\"move A3 D 1\"]\nturn = 2\n"
	const players = "\n[[puzzle.player]]\npieces = [\"Pikeman A3 D\"]\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n"
	for _, c := range []struct{ name, text, want string }{
		{"closed on the line", head + "explanation = \"\"\"\nhe said ''' yes\"\"\"\nhints = [\"a\" \"b\"]\n" + players,
			`pack.toml:9:14: expected a comma (',') or array terminator (']'), but got '"'`},
		{"closed a line below", head + "explanation = '''\nx \"\"\" y\n'''\ndifficulty = 2 2\n" + players,
			`pack.toml:10:15: expected a top-level item to end with a newline, comment, or EOF, but got '2' instead`},
		{"in an array", head + "hints = ['''\nx \"\"\" y\n''', 'z' 'w']\n" + players,
			`pack.toml:9:10: expected a comma (',') or array terminator (']'), but got '''`},
		{"comma at a line's end", head + "explanation = \"\"\"\nhe said ''' yes\"\"\"\nhints = [\n  \"a\"\n  \"b\",\n]\n" + players,
			`pack.toml:10:6: add a comma at the end of line 10: the array's next element, on line 11, follows it with none`},
	} {
		_, err := Parse("pack.toml", []byte(c.text), nil)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s:\ngot  %v\nwant %s", c.name, err, c.want)
		}
	}
}

// One mistake gave a second problem with wrong advice: a key misspelt in
// a [[kind]] table made every piece of that kind an "unknown kind", though
// the pack defines it; a lesson's position written under its [[lesson.wrong]]
// (or player tables written [[puzzle.players]]) gave "no [[lesson.player]]
// tables" first. Each mistake is reported alone.
func TestFollowOnProblemsLeftOut(t *testing.T) {
	const spear = "[[kind]]\nname = \"Spear\"\ncombat = [5, 2, 0, 0, 0, 2]\nspeed = [2, 1, 0, 0, 0, 1]\nspecail = \"none\"\n\n"
	const puzzle = "[[puzzle]]\nid = \"a\"\nside = 1\ngoals = [\"kill A1\"]\nsolution = [\"move A3 D 1\"]\nturn = 2\n"
	for _, c := range []struct{ name, text, want string }{
		{"kind", spear + puzzle + "\n[[puzzle.player]]\npieces = [\"Spear A3 D\"]\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n",
			`pack.toml:5:1: kind "Spear": unknown key "specail" (did you mean "special"?)`},
		{"kind and a real problem", spear + puzzle + "\n[[puzzle.player]]\npieces = [\"Spear A3 D\", \"Spaer B3 D\"]\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n",
			`pack.toml:5:1: kind "Spear": unknown key "specail" (did you mean "special"?)` + "\n" +
				`pack.toml:15:25: puzzle "a": player 1 pieces: piece "Spaer B3 D": unknown kind "Spaer"`},
		{"lesson.wrong", "[[lesson]]\nid = \"l\"\ntext = \"Kill it.\"\ngoals = [\"kill A1\"]\nsolution = [\"move A3 D 1\"]\n\n[[lesson.wrong]]\norders = [\"move A3 D 2\"]\nposition = \"bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-\"\n",
			`pack.toml:9:1: lesson "l" wrong answer 1: unknown key "position" (a lesson's key, not a wrong answer's: a key belongs to the table whose header is above it, so write it before the lesson's first [[lesson.player]] or [[lesson.wrong]] line)`},
		{"puzzle.players", puzzle + "\n[[puzzle.players]]\npieces = [\"Pikeman A3 D\"]\n\n[[puzzle.player]]\npieces = [\"Bird A1 A\"]\n",
			`pack.toml:8:1: puzzle "a": unknown key "players" (did you mean "player"?)`},
	} {
		_, err := Parse("pack.toml", []byte(c.text), nil)
		if err == nil || err.Error() != c.want {
			t.Errorf("%s:\ngot  %v\nwant %s", c.name, err, c.want)
		}
	}
}
