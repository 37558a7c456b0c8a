package editor

import (
	"path/filepath"
	"testing"
)

// tedit 7: the trainer's E rewrote a pack an editor held unsaved changes
// to without a word. UnsavedElsewhere is the check a second editor makes
// (openElsewhere), for the trainer to ask first too: true while an editor
// runs with unsaved changes to the file, false before and after.
func TestUnsavedElsewhereSeesAnEditorsWork(t *testing.T) {
	auto := t.TempDir()
	file := filepath.Join(t.TempDir(), "b.txt")
	one := openSavedIn(t, auto, file)
	if UnsavedElsewhere(auto, file) {
		t.Error("nothing changed yet, and UnsavedElsewhere says an editor has unsaved changes")
	}
	one.edit("g")
	one.waitFor("its recovery file", func(*Editor) bool { return len(recoveryFiles(t, auto)) == 1 })
	if !UnsavedElsewhere(auto, file) {
		t.Error("an editor has unsaved changes to the file, and UnsavedElsewhere does not see them")
	}
	if UnsavedElsewhere(auto, filepath.Join(filepath.Dir(file), "other.txt")) {
		t.Error("UnsavedElsewhere sees them for another file")
	}
	one.Keys("w")
	one.waitFor("saved", func(e *Editor) bool { return !e.doc.Dirty() })
	if UnsavedElsewhere(auto, file) {
		t.Error("the changes saved, UnsavedElsewhere still sees them")
	}
}
