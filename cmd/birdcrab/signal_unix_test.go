//go:build unix

package main

import (
	"io"
	"syscall"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"github.com/birdcrab/birdcrab/editor"
	"github.com/birdcrab/birdcrab/editor/trainer"
	"github.com/birdcrab/birdcrab/editor/tui/tuitest"
)

// A trainer or an editor stopped by SIGHUP or SIGTERM exits 128 plus the
// signal (129, 143), as shells expect of a program a signal ended; the
// screens catch the signal to quit cleanly, and the program exited 0
// then. The screen stopping at all shows the shell got the signal too.
func TestScreenStoppedBySignalExitStatus(t *testing.T) {
	screens := map[string]func(sim tcell.Screen) (run func() error, shown string){
		"train": func(sim tcell.Screen) (func() error, string) {
			tr, err := trainer.New(trainer.Options{Packs: []string{"testdata/two.toml"}, Named: 1,
				NoShipped: true, NoProgress: true, NoState: true, Screen: sim})
			if err != nil {
				t.Fatal(err)
			}
			return tr.Run, "two.toml"
		},
		"edit": func(sim tcell.Screen) (func() error, string) {
			ed, err := editor.New(editor.Options{Path: "testdata/two.toml", NoAutosave: true, Screen: sim})
			if err != nil {
				t.Fatal(err)
			}
			return ed.Run, "two.toml"
		},
	}
	for name, open := range screens {
		for sig, want := range map[syscall.Signal]int{syscall.SIGHUP: 129, syscall.SIGTERM: 143} {
			t.Run(name+" "+sig.String(), func(t *testing.T) {
				sim := tcell.NewSimulationScreen("")
				run, shown := open(sim)
				exit := make(chan int, 1)
				go func() { exit <- runScreen(io.Discard, run) }()
				sim.SetSize(100, 32)
				screen := func() string { return tuitest.ScreenText(sim) }
				tuitest.Poll(t, 10*time.Second, tuitest.Shown(screen, shown))
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
