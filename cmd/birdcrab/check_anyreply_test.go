package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// anyLesson is a lesson under "any" whose wrong answer and rule are judged
// by the search for a reply (Blue's Left Berzerker cannot turn to meet the
// Cloud Man landing behind it).
const anyLesson = `[[lesson]]
id = "berzerker"
text = "Kill the Berzerker, whatever Blue does."
side = 1
opponent = "any"
goals = ["kill D4"]
solution = ["move D1 D 2"]
without = ["special Left Berzerker"]
why = "It cannot turn to face D3."

[[lesson.player]]
pieces = ["Cloud Man D1 D"]

[[lesson.player]]
pieces = ["Left Berzerker D4 D"]

[[lesson.wrong]]
orders = ["move D1 D 1"]
why = "The Cloud Man lands on D2, too far from the Berzerker."
`

// A search for a reply that --timeout stops leaves the lesson unjudged, a
// STOP with exit 3 as a stopped proof is; it was a FAIL, "not judged: ...
// context deadline exceeded", with exit 1.
func TestCheckAnyLessonTimeLimitIsNotAFailure(t *testing.T) {
	file := filepath.Join(t.TempDir(), "any.toml")
	if err := os.WriteFile(file, []byte(anyLesson), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, code := runCmd(t, "check", "--no-filters", "--timeout", "1ns", file)
	if code != 3 || strings.Contains(out, "FAIL") || strings.Contains(out, "not judged: ") || !strings.Contains(out, "STOP "+file+":1 lesson \"berzerker\"\n     the time limit of 1ns ran out: ") {
		t.Errorf("exit %d, want 3 and the lesson stopped:\n%s", code, out)
	}
	if out, _, code := runCmd(t, "check", "--no-filters", file); code != 0 {
		t.Errorf("without a time limit: exit %d:\n%s", code, out)
	}
}

// What the stopped searches left unjudged is said as the other stops are:
// what stopped it, then what is not judged.
func TestCheckRefuterStopWording(t *testing.T) {
	pk, err := puzzles.Parse("any.toml", []byte(anyLesson), puzzles.DefaultCatalogue())
	if err != nil {
		t.Fatal(err)
	}
	stopped := func(context.Context, *puzzles.Scenario, []engine.Order) ([][]engine.Order, bool, error) {
		return nil, false, context.DeadlineExceeded
	}
	c := &checked{file: "any.toml", pack: pk, stops: map[*puzzles.Scenario]stop{}}
	c.results = puzzles.CheckRefuting(context.Background(), pk, nil, stopped)
	c.keepRefuterStops(context.Background(), 2*time.Second)
	var b bytes.Buffer
	code := writeCheckText(&b, []*checked{c})
	want := `STOP any.toml:1 lesson "berzerker"
     the time limit of 2s ran out: giving no orders not judged: the search for a reply that beats it did not finish; wrong answer 1 not judged: the search for a reply that beats it did not finish; its rule not judged: the search for a reply that beats its answer without the rule did not finish
`
	if code != 3 || !strings.Contains(b.String(), want) {
		t.Errorf("exit %d, want 3 and\n%s\ngot:\n%s", code, want, b.String())
	}
}
