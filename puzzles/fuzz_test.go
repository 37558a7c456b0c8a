package puzzles

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzParse: the loader never panics; every problem it reports carries the
// file and a line; a pack that loads can be checked, and saves (keeping its
// text, and plainly) to a text that loads back to the same pack, stably;
// ParseDraft agrees with Parse (draftAgrees).
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.toml")
	more, _ := filepath.Glob("testdata/errors/*.toml")
	for _, name := range append(files, more...) {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, name := range ShippedFiles() {
		data, _ := ShippedData(name)
		f.Add(data)
	}
	f.Add([]byte(positionText))
	f.Add([]byte("puzzle = [{id = \"x\", player = [{pieces = [\"Bird A1 A\"]}, {}]}]\n"))
	f.Add([]byte("[[puzzle]]\nid='a'\n[[puzzle.player]]\npieces=['''Bird\nA1 A''']\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		pk, err := Parse("fuzz.toml", data, nil)
		draftAgrees(t, data, err)
		if err != nil {
			if pk != nil {
				t.Fatal("a pack and an error")
			}
			ps := Problems(err)
			if len(ps) == 0 {
				t.Fatalf("an error without problems: %v", err)
			}
			for _, p := range ps {
				if p.File != "fuzz.toml" || p.Line < 1 {
					t.Fatalf("a problem without a place: %#v", p)
				}
			}
			return
		}
		// Checking resolves turns with the engine: it must not panic either.
		for _, r := range Check(context.Background(), pk, nil) {
			for _, p := range r.Problems {
				if p.File != "fuzz.toml" || p.Line < 1 {
					t.Fatalf("a check problem without a place: %#v", p)
				}
			}
		}
		for _, m := range []struct {
			name    string
			marshal func(*Pack) ([]byte, error)
		}{{"Marshal", (*Pack).Marshal}, {"MarshalPlain", (*Pack).MarshalPlain}} {
			saved, err := m.marshal(pk)
			if err != nil {
				t.Fatalf("%s: a loaded pack does not save: %v", m.name, err)
			}
			back, err := Parse("saved.toml", saved, nil)
			if err != nil {
				t.Fatalf("%s: the saved pack does not load: %v\n%s", m.name, err, saved)
			}
			if !reflect.DeepEqual(comparable(pk), comparable(back)) {
				t.Fatalf("%s: the pack changed on saving:\n%s", m.name, saved)
			}
			again, _ := m.marshal(back)
			if !bytes.Equal(saved, again) {
				t.Fatalf("%s: saving is not stable:\n%s\n---\n%s", m.name, saved, again)
			}
		}
		// Edited as the editor does (a title changed, the first puzzle
		// moved to the end under a new id), the pack keeps what it can of
		// its text and still saves to itself.
		if len(pk.Puzzles) > 0 {
			np := *pk
			first := *pk.Puzzles[0]
			first.ID += "-moved"
			np.Puzzles = append(append([]*Puzzle(nil), pk.Puzzles[1:]...), &first)
			last := *np.Puzzles[0]
			last.Title += " (edited)"
			np.Puzzles[0] = &last
			if dupe := duplicateIDs(&np); len(dupe) > 0 || CheckID(first.ID) != nil {
				return
			}
			saved, err := np.Marshal()
			if err != nil {
				t.Fatalf("the edited pack does not save: %v", err)
			}
			back, err := Parse("edited.toml", saved, nil)
			if err != nil {
				t.Fatalf("the edited pack does not load: %v\n%s", err, saved)
			}
			if !reflect.DeepEqual(comparable(&np), comparable(back)) {
				t.Fatalf("the edited pack changed on saving:\n%s", saved)
			}
		}
	})
}

// draftAgrees checks ParseDraft against Parse's error err: a text that
// reads comes back as a draft whose problems are err; one that does not is
// refused with problems that err lists too.
func draftAgrees(t *testing.T, data []byte, err error) {
	t.Helper()
	dk, problems, derr := ParseDraft("fuzz.toml", data, nil)
	switch {
	case derr == nil && dk == nil, derr != nil && (dk != nil || problems != nil):
		t.Fatalf("ParseDraft gave a pack %v, problems %v and the error %v", dk != nil, problems, derr)
	case derr == nil && fmt.Sprint(problems) != fmt.Sprint(err):
		t.Fatalf("the draft's problems\n  %v\nParse's error\n  %v", problems, err)
	case derr != nil:
		all := map[string]bool{}
		for _, p := range Problems(err) {
			all[p.Error()] = true
		}
		for _, p := range Problems(derr) {
			if !all[p.Error()] {
				t.Fatalf("ParseDraft refuses the text for %q, which Parse does not say:\n  %v", p, err)
			}
		}
	}
}
