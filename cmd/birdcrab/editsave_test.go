package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/birdcrab/birdcrab/editor"
	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"

	"github.com/gdamore/tcell/v2"
)

// Issue 18, item 2: every file the editor writes (its w, run on the
// editor itself: the file read as the editor opens it, the text written
// over it as its save writes it, the file as opened kept as the backup) is
// read by every command that takes a file: resolve, solve, check and show.
// (The test wrote with editor.Encode and editor.SaveFile, which no save
// ran: Encode dropped a position file's comments, which w keeps, and
// SaveFile kept the previous save as the backup, where w keeps the file as
// opened.)
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

	// A position file with a comment, opened and saved.
	position := "# the comment of the position file\n" + string(editor.FormatState(cat, &pos))
	// A new pack made from the position, as a and M make it.
	made := []func(*editor.State) error{
		func(s *editor.State) error { s.Pos, s.Orders = pos.Pos, pos.Orders.Clone(); return nil },
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
	}
	// A pack opened, changed and saved twice.
	good, err := os.ReadFile("testdata/check-good.toml")
	if err != nil {
		t.Fatal(err)
	}
	rename := func(title string) []func(*editor.State) error {
		return []func(*editor.State) error{editor.SetMeta(func(m *editor.Meta) error { m.Title = title; return nil })}
	}

	files := []struct {
		name   string
		opened string // the file before the editor opened it ("": none)
		// saves are the changes made before each w.
		saves [][]func(*editor.State) error
		// kept is a line of the file opened that the saves keep.
		kept string
		// args are the extra arguments solve needs.
		solveArgs []string
		check     string // what check says of it
		checkCode int
	}{
		{"position.txt", position, [][]func(*editor.State) error{nil}, "# the comment of the position file", []string{"--goal", "kill DE3"}, "a position file", 2},
		{"new-pack.toml", "", [][]func(*editor.State) error{made}, "", nil, "ok   ", 0},
		{"check-good.toml", string(good), [][]func(*editor.State) error{rename("renamed"), rename("renamed again")}, "# Sound, but player 2 holds DE", []string{"--id", "one-way"}, "ok   ", 0},
	}
	for _, f := range files {
		t.Run(f.name, func(t *testing.T) {
			path := filepath.Join(dir, f.name)
			if f.opened != "" {
				writeFile(t, path, f.opened)
			}
			data := editAndSave(t, cat, path, f.saves)
			if f.kept != "" && !strings.Contains(string(data), f.kept) {
				t.Errorf("the save dropped %q:\n%s", f.kept, data)
			}
			if bak, err := os.ReadFile(path + ".bak"); f.opened != "" && (err != nil || string(bak) != f.opened) {
				t.Errorf("the backup is not the file as opened (%v):\n%s", err, bak)
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

// editAndSave opens path in the editor (on a simulation screen), and for
// each of saves makes its changes to the document and saves with w, as a
// user does; it returns the file as the last save left it.
func editAndSave(t *testing.T, cat *engine.Catalogue, path string, saves [][]func(*editor.State) error) []byte {
	t.Helper()
	sim := tcell.NewSimulationScreen("UTF-8")
	ed, err := editor.New(editor.Options{Path: path, Cat: cat, NoAutosave: true, Screen: sim})
	if err != nil {
		t.Fatal(err)
	}
	sim.SetSize(100, 32)
	h := &tuitest.Harness{T: t, Sim: sim, App: ed.Application(), Board: ed.Board(), Done: make(chan error, 1)}
	go func() { h.Done <- ed.Run() }()
	defer func() {
		h.Sync(func() { ed.Application().Stop() })
		h.WaitDone("the editor")
	}()
	h.WaitText("birdcrab edit")
	for i, edits := range saves {
		before, _ := os.ReadFile(path)
		h.Sync(func() {
			for _, edit := range edits {
				if err := ed.Doc().Apply("edit", edit); err != nil {
					t.Error(err)
				}
			}
		})
		h.Keys("w")
		tuitest.Poll(t, tuitest.WaitLimit, func() (bool, func() string) {
			now, err := os.ReadFile(path)
			return err == nil && (i == 0 && len(edits) == 0 || !bytes.Equal(now, before)) && strings.Contains(h.Screen(), "saved "+path), h.Screen
		})
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
