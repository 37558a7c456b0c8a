package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// Issue 18, item 2: every file the editor writes (editor.Encode, what its
// w and W save) is read by every command that takes a file: resolve,
// solve, check and show.
func TestEditorSavesReadByEveryCommand(t *testing.T) {
	cat := puzzles.DefaultCatalogue()
	dir := t.TempDir()
	order := func(s string) engine.Order {
		t.Helper()
		o, err := engine.ParseOrder(cat, s)
		if err != nil {
			t.Fatal(err)
		}
		return o
	}
	p, err := engine.ParseCode(cat, "bc1 t2 d30 | AB.BC.CD m6 Pikeman/CD3/A Pikeman/A3/D | DE.EF.FA m6 Crab/DE3/B Bird/A1/D | g:-")
	if err != nil {
		t.Fatal(err)
	}
	pos := editor.State{Pos: p}
	pos.Orders[0] = []engine.Order{order("move CD3 A 1")}
	pos.Orders[1] = []engine.Order{order("turn DE3 C")}

	// A new pack made from the position, as a and M make it.
	made := editor.NewDoc(cat, pos)
	for _, edit := range []func(*editor.State) error{
		editor.AddPuzzle(cat, "mine"),
		editor.SetMeta(func(m *editor.Meta) error {
			g, err := engine.ParseGoals([]string{"kill A1"})
			m.Title, m.Goals = "The Bird", g
			m.Solution = []engine.Order{order("move A3 D 1")}
			m.Alternatives = [][]engine.Order{{order("move A3 D 2")}}
			return err
		}),
		editor.SetPlayerOrders(cat, 1, []engine.Order{order("move A3 D 1")}),
		editor.SetPlayerOrders(cat, 2, nil),
	} {
		if err := made.Apply("edit", edit); err != nil {
			t.Fatal(err)
		}
	}
	// A pack opened, changed and saved again.
	opened, ocat, err := editor.LoadDoc(cat, "testdata/check-good.toml")
	if err != nil {
		t.Fatal(err)
	}
	reopened := editor.NewDoc(ocat, opened)
	if err := reopened.Apply("title", editor.SetMeta(func(m *editor.Meta) error { m.Title = "renamed"; return nil })); err != nil {
		t.Fatal(err)
	}

	files := []struct {
		name  string
		cat   *engine.Catalogue
		state editor.State
		// args are the extra arguments solve needs.
		solveArgs []string
		check     string // what check says of it
		checkCode int
	}{
		{"position.txt", cat, pos, []string{"--goal", "kill DE3"}, "a position file", 2},
		{"new-pack.toml", cat, made.State(), nil, "ok   ", 0},
		{"check-good.toml", ocat, reopened.State(), []string{"--id", "one-way"}, "ok   ", 0},
	}
	for _, f := range files {
		t.Run(f.name, func(t *testing.T) {
			path := filepath.Join(dir, f.name)
			data, err := editor.Encode(f.cat, &f.state, path)
			if err != nil {
				t.Fatal(err)
			}
			if err := editor.SaveFile(path, data); err != nil {
				t.Fatal(err)
			}
			id := []string{}
			if f.name == "check-good.toml" {
				id = []string{"--id", "one-way"}
			}
			for _, args := range [][]string{
				append([]string{"resolve", path}, id...),
				append([]string{"resolve", "--json", path}, id...),
				append([]string{"solve", path}, f.solveArgs...),
				append([]string{"show", path}, id...),
			} {
				code, out, errs := birdcrab(t, args...)
				if code > 1 || strings.Contains(errs, "expected") {
					t.Errorf("birdcrab %s: exit %d\n%s%s\n%s", strings.Join(args, " "), code, errs, out, data)
				}
			}
			code, out, _ := birdcrab(t, "check", path)
			if code != f.checkCode || !strings.Contains(out, f.check) {
				t.Errorf("check %s: exit %d, want %d and %q:\n%s", f.name, code, f.checkCode, f.check, out)
			}
		})
	}
	// resolve plays the position file's orders, both players'.
	_, out, _ := birdcrab(t, "resolve", filepath.Join(dir, "position.txt"))
	for _, want := range []string{"player 1: move CD3 A 1", "player 2: turn DE3 C", "Crab(2) on DE3 turns to face C"} {
		if !strings.Contains(out, want) {
			t.Errorf("resolve of the position file lacks %q:\n%s", want, out)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "position.txt")); err != nil {
		t.Fatal(err)
	}
}
