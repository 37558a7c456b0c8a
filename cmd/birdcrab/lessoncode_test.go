package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// A lesson that asks which pieces die, or which way a piece ends facing,
// poses nothing a code can (a code poses goals), and show --code refused
// it: a shipped pack has no file to share. It now gives the position code
// of its position and every player's orders, says so (a note on stderr;
// a line above the text's code), and that code plays the lesson's turn.
func TestShowCodeOfAQuestionLesson(t *testing.T) {
	lessons := filepath.Join("..", "..", "puzzles", "packs", "lessons.toml")
	for _, id := range firstLessonsOf(t, lessons, "predict", "facing") {
		code, errs, status := runCmd(t, "show", lessons, "--id", id, "--code")
		code = strings.TrimSuffix(code, "\n")
		if status != 0 || !strings.HasPrefix(code, "bc1 ") || !strings.Contains(errs, "note: lesson \""+id+"\" asks ") || !strings.Contains(errs, "position code of its position and every player's orders") {
			t.Errorf("show --code of lesson %q: exit %d, code %q\n%s", id, status, code, errs)
			continue
		}
		text, _, _ := runCmd(t, "show", lessons, "--id", id, "--no-color")
		if !strings.Contains(text, "which no code poses: the code below is its position and every player's orders.\nPosition code: "+code+"\n") {
			t.Errorf("show of lesson %q: no note and position code %q:\n%s", id, code, text)
		}
		after, _, _ := runCmd(t, "show", lessons, "--id", id, "--after", "--no-color")
		played, errs, _ := runCmd(t, "resolve", code)
		_, want, _ := strings.Cut(after, "Position code after the turn: ")
		_, got, _ := strings.Cut(played, "\nPosition code: ")
		if want == "" || got != want {
			t.Errorf("lesson %q: its code %q plays to %q, the lesson to %q%s", id, code, got, want, errs)
		}
	}
}

// firstLessonsOf gives the id of the first lesson of file with each task.
func firstLessonsOf(t *testing.T, file string, tasks ...string) []string {
	t.Helper()
	pk, err := loadPack(file, nil)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, task := range tasks {
		for _, l := range pk.Lessons {
			if l.Task == task {
				ids = append(ids, l.ID)
				break
			}
		}
	}
	if len(ids) != len(tasks) {
		t.Fatalf("%s: lessons %v for tasks %v", file, ids, tasks)
	}
	return ids
}
