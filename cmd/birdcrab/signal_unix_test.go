//go:build unix

package main

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"github.com/birdcrab/birdcrab/editor"
	"github.com/birdcrab/birdcrab/editor/trainer"
)

// shownScreen is a simulation screen that says when it was first shown:
// the shell watches for the signals by then (it starts to before its
// event loop draws).
type shownScreen struct {
	tcell.SimulationScreen
	once  sync.Once
	shown chan struct{}
}

func (s *shownScreen) Show() {
	s.SimulationScreen.Show()
	s.once.Do(func() { close(s.shown) })
}

// A trainer or an editor stopped by SIGHUP or SIGTERM exits 128 plus the
// signal (129, 143), as shells expect of a program a signal ended; the
// screens catch the signal to quit cleanly, and the program exited 0
// then. The screen stopping at all shows the shell got the signal too.
func TestScreenStoppedBySignalExitStatus(t *testing.T) {
	screens := map[string]func(sim tcell.Screen) (run func() error, stoppedBy func() os.Signal){
		"train": func(sim tcell.Screen) (func() error, func() os.Signal) {
			tr, err := trainer.New(trainer.Options{Packs: []string{"testdata/two.toml"}, Named: 1,
				NoShipped: true, NoProgress: true, NoState: true, Screen: sim})
			if err != nil {
				t.Fatal(err)
			}
			return tr.Run, tr.StoppedBy
		},
		"edit": func(sim tcell.Screen) (func() error, func() os.Signal) {
			ed, err := editor.New(editor.Options{Path: "testdata/two.toml", NoAutosave: true, Screen: sim})
			if err != nil {
				t.Fatal(err)
			}
			return ed.Run, ed.StoppedBy
		},
	}
	for name, open := range screens {
		for sig, want := range map[syscall.Signal]int{syscall.SIGHUP: 129, syscall.SIGTERM: 143} {
			t.Run(name+" "+sig.String(), func(t *testing.T) {
				sim := &shownScreen{SimulationScreen: tcell.NewSimulationScreen(""), shown: make(chan struct{})}
				run, stoppedBy := open(sim)
				exit := make(chan int, 1)
				go func() { exit <- runScreen(io.Discard, "edit", run, stoppedBy) }()
				select {
				case <-sim.shown:
				case <-time.After(10 * time.Second):
					t.Fatal("the screen never showed")
				}
				if err := syscall.Kill(syscall.Getpid(), sig); err != nil {
					t.Fatal(err)
				}
				select {
				case got := <-exit:
					if got != want {
						t.Errorf("exit status %d, want %d", got, want)
					}
				case <-time.After(10 * time.Second):
					t.Fatalf("the screen did not stop on %v", sig)
				}
			})
		}
	}
}

// slowPuzzle is a pack of one puzzle whose uniqueness proof runs for
// minutes: a check with no time limit is still proving it when a signal
// comes.
const slowPuzzle = `[[puzzle]]
id = "slow"
goals = ["kills 3"]
opponent = "any"
solution = ["place Crab BC6 A", "place Witch BC4 A"]
position = "bc1 t7 d16 | AB.BC.CD m6 h:Crab,Witch,Priest Pikeman/E3/B Crab/DE3/F Magician/Pit/D Bird/A1/A Cyclops/CD3/D Harpy/B1/A | DE.EF.FA m6 h:Snake,ImpSwarm Priest/EF2/E Witch/DE4/B Pikeman/DE2/B Crab/D1/A Drunk/C3/F Cerberus/B4/A | g:-"
`

// sendOnWatch makes the command under test send itself sig as soon as it
// catches the stop signals (before that, SIGTERM would end the test).
func sendOnWatch(t *testing.T, sig syscall.Signal) {
	t.Helper()
	old := signalsWatched
	signalsWatched = func() {
		if err := syscall.Kill(syscall.Getpid(), sig); err != nil {
			t.Error(err)
		}
	}
	t.Cleanup(func() { signalsWatched = old })
}

// check stopped by Ctrl-C or SIGTERM says so: the puzzle whose proof it
// stopped, and those after it, whose proofs never began, are "stopped"
// (STOP), not failed, and it exits 3, as solve does. Ctrl-C gave the
// puzzle being proven "uniqueness not proven within 1m0s" and each after
// it "context canceled", all failed with exit 1; SIGTERM ended it with
// nothing printed. The puzzles of a file whose proofs never began are one
// line (two lines each made 1,156 lines for 6 copies of tactics.toml);
// the signal may come before the slow puzzle's proof begins, so it is
// either stopped alone or one of its file's.
func TestCheckStoppedBySignal(t *testing.T) {
	slow := filepath.Join(t.TempDir(), "slow.toml")
	writeFile(t, slow, slowPuzzle)
	for sig, name := range map[syscall.Signal]string{syscall.SIGINT: "Ctrl-C", syscall.SIGTERM: "SIGTERM"} {
		t.Run(name, func(t *testing.T) {
			sendOnWatch(t, sig)
			out, errs, code := runCmd(t, "check", "--timeout", "0", slow, "testdata/check-good.toml")
			for _, want := range []string{
				"\nSTOP testdata/check-good.toml: 1 puzzle not proven, stopped by " + name + " before its proof began\n",
				// A puzzle with something to say keeps its lines.
				`STOP testdata/check-good.toml:30 puzzle "odd-position"` + "\n     stopped by " + name + ": not proven: the check stopped before its proof began\n     note: ",
				"2 packs, 3 puzzles, 0 lessons: 0 failed, 3 not proven, stopped by " + name + "\n",
			} {
				if !strings.Contains(out, want) {
					t.Errorf("output lacks %q", want)
				}
			}
			if !strings.HasPrefix(out, "STOP "+slow+":1 puzzle \"slow\"\n     stopped by "+name+": ") &&
				!strings.HasPrefix(out, "STOP "+slow+": 1 puzzle not proven, stopped by "+name+" before its proof began\n") {
				t.Errorf("the slow puzzle is not stopped:\n%s", out)
			}
			if strings.Contains(out, `"one-way"`) {
				t.Errorf("a puzzle whose proof never began has a STOP of its own:\n%s", out)
			}
			if code != 3 || strings.Contains(out, "FAIL") || strings.Contains(out, "canceled") || strings.Contains(out, "within") {
				t.Errorf("exit %d, want 3:\n%s%s", code, out, errs)
			}
		})
	}
}

// check --json stopped by Ctrl-C or SIGTERM gives the puzzle stopped by
// an interrupt, with the signal in "signal" (the JSON could not tell the
// two apart, where the text can), and exits 3.
func TestCheckStoppedBySignalJSON(t *testing.T) {
	slow := filepath.Join(t.TempDir(), "slow.toml")
	writeFile(t, slow, slowPuzzle)
	schema := loadSchema(t, "check.schema.json")
	for sig, c := range map[syscall.Signal]struct{ name, field string }{syscall.SIGINT: {"Ctrl-C", "SIGINT"}, syscall.SIGTERM: {"SIGTERM", "SIGTERM"}} {
		t.Run(c.name, func(t *testing.T) {
			sendOnWatch(t, sig)
			args := []string{"check", "--json", "--timeout", "0", slow}
			js, _, code := runCmd(t, args...)
			var got jsonCheck
			if err := json.Unmarshal([]byte(js), &got); err != nil {
				t.Fatalf("exit %d, not JSON: %v\n%s", code, err, js)
			}
			assertValid(t, schema, js, args)
			r := got.Files[0].Results[0]
			if code != 3 || got.Summary.Stopped != 1 || got.Summary.Failed != 0 || r.Status != "stopped" || r.StoppedBy != "interrupt" ||
				r.Signal != c.field || !strings.HasPrefix(r.NotProven, "stopped by "+c.name+": ") {
				t.Errorf("exit %d, summary %+v, result %+v", code, got.Summary, r)
			}
		})
	}
}

// solve stopped by SIGTERM (timeout(1), a cancelled CI job) prints what
// it found, as for Ctrl-C, and exits 3; it printed nothing and died with
// 143.
func TestSolveStoppedBySIGTERM(t *testing.T) {
	sendOnWatch(t, syscall.SIGTERM)
	out, errs, code := runCmd(t, "solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "0")
	if code != 3 || !strings.Contains(out, "\nstopped by SIGTERM: ") {
		t.Errorf("exit %d, want 3 and stopped by SIGTERM:\n%s%s", code, out, errs)
	}
	// The JSON tells SIGTERM from Ctrl-C in "signal", as the text does;
	// "interrupt" stands for both.
	schema := loadSchema(t, "solve.schema.json")
	for sig, name := range map[syscall.Signal]string{syscall.SIGINT: "SIGINT", syscall.SIGTERM: "SIGTERM"} {
		t.Run(name, func(t *testing.T) {
			sendOnWatch(t, sig)
			args := []string{"solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "0", "--json"}
			js, _, code := runCmd(t, args...)
			var got struct {
				Stopped   bool   `json:"stopped"`
				StoppedBy string `json:"stopped_by"`
				Signal    string `json:"signal"`
			}
			if err := json.Unmarshal([]byte(js), &got); err != nil || code != 3 || !got.Stopped || got.StoppedBy != "interrupt" || got.Signal != name {
				t.Errorf("exit %d, %v, %+v:\n%s", code, err, got, js)
			}
			assertValid(t, schema, js, args)
		})
	}
}

// A search stopped by its time limit has no signal in its JSON.
func TestSolveTimeLimitHasNoSignal(t *testing.T) {
	js, _, code := runCmd(t, "solve", crowded, "--goal", "kills 3", "--opponent", "any", "--timeout", "1ns", "--json")
	if code != 3 || !strings.Contains(js, `"stopped_by":"time limit"`) || strings.Contains(js, `"signal"`) {
		t.Errorf("stopped by the time limit: exit %d:\n%s", code, js)
	}
}

// generate stopped by Ctrl-C says so and exits 3, as solve and check do:
// it said "only 6 of 300 puzzles" (or "no puzzle found") with exit 1, as
// for a search that ran its course and found too few.
func TestGenerateStoppedBySignal(t *testing.T) {
	old := generateMaxTries
	generateMaxTries = 1 << 30 // far more than the signal leaves time for
	defer func() { generateMaxTries = old }()
	sendOnWatch(t, syscall.SIGINT)
	out := filepath.Join(t.TempDir(), "g.toml")
	_, errs, code := runCmd(t, "generate", "--count", "1000", "--seed", "5", "--nodes", "1", "--jobs", "1", "--out", out)
	if code != 3 || !strings.Contains(errs, "birdcrab: generate: stopped by Ctrl-C") {
		t.Errorf("exit %d, want 3 and stopped by Ctrl-C:\n%s", code, errs)
	}
}
