//go:build unix

package main

import (
	"io"
	"os"
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
				go func() { exit <- runScreen(io.Discard, run, stoppedBy) }()
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
