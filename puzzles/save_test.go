package puzzles

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/engine"
)

// comparable returns what of a pack must survive saving: everything but the
// places it was read from.
func comparable(pk *Pack) Pack {
	c := *pk
	// bare, as text, is of the file read: a [pack] table with nothing in
	// it is not saved, and the file saved holds only comments.
	c.File, c.cat, c.text, c.position, c.bare = "", nil, nil, false, ""
	c.Puzzles, c.Lessons = nil, nil
	strip := func(s Scenario) Scenario {
		s.cat, s.src, s.path, s.pieceKeys, s.defaultHeld = nil, nil, "", nil, 0
		return s
	}
	for _, pz := range pk.Puzzles {
		q := *pz
		q.Scenario = strip(q.Scenario)
		c.Puzzles = append(c.Puzzles, &q)
	}
	for _, l := range pk.Lessons {
		q := *l
		q.Scenario = strip(q.Scenario)
		c.Lessons = append(c.Lessons, &q)
	}
	return c
}

// roundTrip saves pk in memory, with Marshal and with MarshalPlain, and
// loads it back, failing when anything changed; it returns the plain text.
func roundTrip(t *testing.T, pk *Pack) []byte {
	t.Helper()
	var plain []byte
	for _, m := range []struct {
		name    string
		marshal func(*Pack) ([]byte, error)
	}{{"Marshal", (*Pack).Marshal}, {"MarshalPlain", (*Pack).MarshalPlain}} {
		data, err := m.marshal(pk)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Parse("saved.toml", data, nil)
		if err != nil {
			t.Fatalf("%s: the saved pack does not load: %v\n%s", m.name, err, data)
		}
		if a, b := comparable(pk), comparable(back); !reflect.DeepEqual(a, b) {
			t.Fatalf("%s: the pack changed on saving:\nbefore %+v\nafter  %+v\n%s", m.name, a, b, data)
		}
		if !reflect.DeepEqual(pk.Catalogue().Kinds(), back.Catalogue().Kinds()) {
			t.Fatalf("%s: the catalogue changed on saving", m.name)
		}
		again, err := m.marshal(back)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(data, again) {
			t.Fatalf("%s: saving is not stable:\n%s\n---\n%s", m.name, data, again)
		}
		plain = data
	}
	return plain
}

func TestRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.toml")
	if len(files) < 3 {
		t.Fatalf("only %d fixtures", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			pk, err := Load(f, nil)
			if err != nil {
				t.Fatal(err)
			}
			roundTrip(t, pk)
		})
	}
	packs, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, pk := range packs {
		t.Run(pk.File, func(t *testing.T) { roundTrip(t, pk) })
	}
}

// The saved layout: the position as tables, one piece a line, defaults
// left out but for side, opponent and turn.
func TestSavedLayout(t *testing.T) {
	pk := loadFixture(t, "full.toml")
	data := string(roundTrip(t, pk))
	for _, want := range []string{
		"[pack]\nid = \"example\"\n",
		"[[puzzle]]\nid = \"meet-it\"\n",
		"pieces = [\n  \"Bird DE4 A\",\n  \"Pikeman D3 A\",\n]\n",
		"graveyard = [\"Bird 2\", \"Crab 1\"]\n",
		"description = \"Two puzzles and two lessons that show every key of the format.\"\n",
		"[[lesson.player]]\npieces = [\n  \"Pikeman A3 D\",\n]\norders = [\"move A3 D 1\"]\n",
		"tech_fall = 7\nturn = 2\n",
		// Written at their defaults too, as docs/packs.md says.
		"side = 1\nopponent = \"hold\"\n",
	} {
		if !strings.Contains(data, want) {
			t.Errorf("the saved pack lacks %q", want)
		}
	}
	for _, absent := range []string{"position = ", "territories = [\"AB\", \"BC\", \"CD\"]", "hand_max = 6", "out = false", "tech_fall = 0"} {
		if strings.Contains(data, absent) {
			t.Errorf("the saved pack holds %q", absent)
		}
	}
}

func TestQuote(t *testing.T) {
	for _, s := range []string{"", "plain", `a "quoted" \ word`, "tab\there", "two\nlines\n", "ends with a quote\"", "\x01\x7f", "ünïcode ✓", "\"\"\"\n\"\"\"", "cr\r\nlf"} {
		data := []byte("[pack]\ntitle = " + quote(s) + "\n")
		pk, err := Parse("q.toml", data, nil)
		if err != nil {
			t.Errorf("%q: %v\n%s", s, err, data)
			continue
		}
		if pk.Title != s {
			t.Errorf("%q came back as %q", s, pk.Title)
		}
	}
}

// Save writes atomically, keeps a backup, and refuses a pack that would not
// load back.
func TestSave(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "mine.toml")
	pk := NewPack(path, nil)
	pk.ID, pk.Title = "mine", "Mine"
	p, err := engine.ParseCode(pk.Catalogue(), "bc1 t2 d30 | AB.BC.CD m6 Pikeman/A3/D | DE.EF.FA m6 Bird/A1/A | g:-")
	if err != nil {
		t.Fatal(err)
	}
	pz, err := pk.AddPosition("first", p)
	if err != nil {
		t.Fatal(err)
	}
	pz.Goals = []engine.Goal{{Kind: engine.GoalKill, Loc: mustLoc(t, "A1")}}
	pz.Solution = orders(t, pk.Catalogue(), "move A3 D 1")
	if err := pk.Save(path); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + ".bak"); !os.IsNotExist(err) {
		t.Error("a backup of a file that did not exist")
	}
	first, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Load(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(comparable(pk), comparable(back)) {
		t.Errorf("saved and loaded differ:\n%+v\n%+v", comparable(pk), comparable(back))
	}

	// A second save keeps the first as the backup.
	pk.Title = "Mine, again"
	if err := pk.Save(path); err != nil {
		t.Fatal(err)
	}
	if bak, _ := os.ReadFile(path + ".bak"); !bytes.Equal(bak, first) {
		t.Error("the backup is not the previous file")
	}

	// A pack that would not load back is not written.
	pz.Solution = orders(t, pk.Catalogue(), "move A1 A 1") // player 2's piece
	before, _ := os.ReadFile(path)
	err = pk.Save(path)
	if err == nil || !strings.Contains(err.Error(), `puzzle "first": solution: illegal stated solution: order "move A1 A 1": the Bird on A1 belongs to player 2`) {
		t.Errorf("saving an illegal solution: %v", err)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("a refused save changed the file")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("temporary files left behind: %v", entries)
	}
}

// Validate finds in memory what loading finds in a file.
func TestValidateInMemory(t *testing.T) {
	pk := loadFixture(t, "full.toml")
	if err := pk.Validate(); err != nil {
		t.Fatalf("a loaded pack: %v", err)
	}
	pz := pk.Puzzle("from-behind")
	pz.Side = 3
	pk.Lessons[0].ID = pk.Puzzles[0].ID
	err := pk.Validate()
	want := []string{
		`full.toml:32:1: puzzle "from-behind": side: player 3 is not in the position (players 1 to 2)`,
		`full.toml:94:1: lesson "from-behind": the id is already used by the puzzle on line 26`,
	}
	var got []string
	for _, p := range Problems(err) {
		got = append(got, strings.TrimPrefix(p.Error(), "testdata/"))
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func TestAddPositionRefuses(t *testing.T) {
	pk := loadFixture(t, "full.toml")
	p := pk.Puzzles[0].Position
	if _, err := pk.AddPosition("meet-it", p); err == nil || !strings.Contains(err.Error(), `already a puzzle or lesson "meet-it"`) {
		t.Errorf("duplicate id: %v", err)
	}
	if _, err := pk.AddPosition("has space", p); err == nil {
		t.Error("an id with a space")
	}
	p.NumPlayers = 1
	if _, err := pk.AddPosition("broken", p); err == nil {
		t.Error("a position of one player")
	}
}
