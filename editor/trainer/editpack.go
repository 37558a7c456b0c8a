package trainer

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
	"github.com/birdcrab/birdcrab/internal/fileio"
	"github.com/birdcrab/birdcrab/puzzles"
)

// copyCode puts the one-line puzzle code of the lesson or puzzle on screen
// on the terminal's clipboard (y): `birdcrab train CODE`, `solve CODE` and
// `edit CODE` open it. The message shows it too, for a terminal that keeps
// its clipboard to itself. When no code poses it (kinds of the pack's own,
// a lesson's question), it says so and copies nothing.
func (t *Trainer) copyCode() {
	problem := t.att.sc.CodeProblem()
	if l := t.att.item.lesson; l != nil {
		problem = l.CodeProblem()
	}
	if problem != "" {
		t.say("no puzzle code to copy: "+problem, true)
		return
	}
	code := t.att.sc.PuzzleCode()
	t.shell.SetClipboard(code)
	t.say("puzzle code copied: "+code, false)
}

// editorCommand is the text editor: Options.Editor, else $VISUAL, else
// $EDITOR, else vi, split into words ("code -w"); none on a test's screen
// unless Options.Editor names one.
func (t *Trainer) editorCommand() []string {
	if t.opts.Editor != nil || t.opts.Screen != nil {
		return t.opts.Editor
	}
	return tui.TextEditor()
}

// packHere is the pack of the screen: the one open, the one whose list is
// shown, or the one of the pack list's highlighted line.
func (t *Trainer) packHere() *trainPack {
	switch {
	case t.screen == scrPlay:
		return t.att.item.pack
	case t.screen == scrItems:
		return t.itemsOf
	}
	if i := t.packMenu.Current(); i >= 0 && i < len(t.packRows) {
		return t.packRows[i].pack
	}
	return nil
}

// cannotEdit says why the pack of the screen cannot be opened in the text
// editor, "" when it can.
func (t *Trainer) cannotEdit() string {
	why := t.cannotEditPack()
	if why != "" && t.askingFacing() {
		why += capitalsRefused("E", "e")
	}
	return why
}

func (t *Trainer) cannotEditPack() string {
	tp := t.packHere()
	switch {
	case tp == nil:
		return "E edits a pack: highlight one, or open one of its lessons or puzzles"
	case len(t.editorCommand()) == 0:
		return "no text editor to open the pack in"
	case !found(t.editorCommand()[0]):
		// Before a shipped pack is copied for it: the copy would be
		// left unopened.
		return fmt.Sprintf("no text editor to open the pack in: %s is not found (set $VISUAL or $EDITOR)", t.editorCommand()[0])
	case tp.shipped && t.prog.Path() == "":
		return tp.title() + " is built into birdcrab, and with the progress kept in memory only there is no packs folder to copy it into"
	case puzzles.IsCode(tp.file) || tp.file == "-":
		return "this pack came from a code or standard input, not from a file to edit"
	}
	return ""
}

// found reports whether the program name can be run: a path to it, or a
// name on $PATH.
func found(name string) bool {
	_, err := exec.LookPath(name)
	return err == nil
}

// packsFolder is the folder of the learner's own packs, beside the
// progress file, which birdcrab train loads with the shipped packs; ""
// when the progress is kept in memory only.
func (t *Trainer) packsFolder() string {
	if p := t.prog.Path(); p != "" {
		return packsFolderOf(p)
	}
	return ""
}

// packsFolderOf is the packs folder beside the progress file progress:
// the one place that says where the learner's own packs are.
func packsFolderOf(progress string) string {
	return filepath.Join(filepath.Dir(progress), "packs")
}

// UserPacks lists the learner's own packs: the regular files (or links to
// them) whose names end in .toml in the packs folder beside the progress
// file (ProgressPath; ~/.config/birdcrab/packs on Linux), in name order;
// none when there is no such folder. The folder is read, not globbed, so
// a configuration folder whose path holds glob characters ([, *, ?) lists
// its packs too.
func UserPacks() []string {
	progress, err := ProgressPath()
	if err != nil {
		return nil
	}
	return packsIn(packsFolderOf(progress))
}

// packsIn lists the packs of the packs folder folder as UserPacks does;
// none when it cannot be read.
func packsIn(folder string) []string {
	entries, err := os.ReadDir(folder) // sorted by name
	if err != nil {
		return nil
	}
	var found []string
	for _, e := range entries {
		path := filepath.Join(folder, e.Name())
		if !strings.HasSuffix(e.Name(), ".toml") || !isRegular(path, e) {
			continue
		}
		found = append(found, path)
	}
	return found
}

// isRegular reports whether the folder entry e at path is a regular file,
// or a link to one.
func isRegular(path string, e fs.DirEntry) bool {
	if e.Type()&fs.ModeSymlink != 0 {
		fi, err := os.Stat(path)
		return err == nil && fi.Mode().IsRegular()
	}
	return e.Type().IsRegular()
}

// WithUserPacks appends the user's packs (UserPacks) to the files given,
// leaving out those given already (by another path to the same file).
func WithUserPacks(files, user []string) []string {
	out := append([]string{}, files...)
	for _, u := range user {
		dup := false
		for _, f := range files {
			dup = dup || sameFile(f, u)
		}
		if !dup {
			out = append(out, u)
		}
	}
	return out
}

// sameFile reports whether two paths name one file.
func sameFile(a, b string) bool {
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

// editPack opens the pack of the screen in the user's text editor ($VISUAL
// or $EDITOR); a shipped pack, which is no file, after the question
// whether to copy it into the packs folder (askCopyShipped).
func (t *Trainer) editPack() {
	tp := t.packHere()
	if tp.shipped {
		t.askCopyShipped(tp)
		return
	}
	t.askIfEditedElsewhere(tp.file, func() { t.runEditor(tp.file) })
}

// askIfEditedElsewhere runs then, after asking when a scenario editor
// holds unsaved changes to file (Options.EditedElsewhere): a second
// birdcrab edit on the file warns so, and E rewrote the file silently,
// leaving that editor's next save to find it changed.
func (t *Trainer) askIfEditedElsewhere(file string, then func()) {
	if t.opts.EditedElsewhere == nil || !t.opts.EditedElsewhere(file) {
		then()
		return
	}
	name := clean(filepath.Base(file))
	t.shell.Confirm("birdcrab edit has unsaved changes to "+name+": edit it anyway?", []tui.MenuItem{
		{Key: 'y', Text: "y  yes: that editor's next save asks first"},
		{Key: 'n', Text: "n  no: save or quit that editor first"},
	}, func(i int) {
		if i == 0 {
			then()
			return
		}
		t.say(name+" not opened: a scenario editor has unsaved changes to it", false)
	})
}

// runEditor opens file in the user's text editor, the trainer suspended
// meanwhile, and reads the packs again after it: the lesson or puzzle open
// stays open when it is still there. It reports whether the editor ran
// and left a pack that can be read.
func (t *Trainer) runEditor(file string) bool {
	cmdline := append(t.editorCommand(), file)
	runErr := t.shell.RunSuspended(cmdline)
	if errors.Is(runErr, tui.ErrStopped) {
		return false // the terminal is gone: the trainer kept its place and stopped
	}
	written := answering(t.att)
	t.reloadPacks()
	dropped := ""
	if written && t.att != nil && !answering(t.att) {
		// The answer being written did not come back (its puzzle changed:
		// it is dropped, as at a start): the message restore gave says so
		// and why, and the one below must not hide it.
		dropped = t.shell.Message()
	}
	var problems []string
	if runErr != nil {
		problems = append(problems, fmt.Sprintf("%s: %v", tui.EditorLine(cmdline), runErr))
	}
	for _, np := range t.packs {
		if np.file == file && np.err != nil {
			// The list marks it "cannot be read": say so, and why.
			problems = append(problems, fmt.Sprintf("%s cannot be read after the editor: %s", filepath.Base(file), briefly(file, np.err)))
		}
	}
	read := clean(filepath.Base(file) + " read again after the editor")
	switch {
	case len(problems) > 0:
		t.say(clean(strings.Join(problems, "; ")), true)
		return false
	case dropped != "":
		t.say(read+"; "+dropped, true)
	default:
		t.say(read, false)
	}
	return true
}

// answering reports whether a holds an answer being written.
func answering(a *attempt) bool {
	if a == nil {
		return false
	}
	d := answerOf(a)
	return !d.empty()
}

// briefly is the first problem of a pack's error without the file's
// path, which the message names already: "line 3:1: puzzle ...".
func briefly(file string, err error) string {
	s := tui.OneLine(err)
	if rest, ok := strings.CutPrefix(s, file+":"); ok {
		return "line " + strings.TrimSpace(rest)
	}
	return s
}

// reloadPacks reads every pack again, and the new ones of the packs
// folder, and goes back to the same place; the caller says what became of
// the pack edited.
func (t *Trainer) reloadPacks() {
	pl := t.place()
	t.leavePlay()
	t.opts.Packs = append(t.opts.Packs, t.newFolderPacks()...) // saved there since
	t.packs = loadTrainPacks(t.opts.Packs, !t.opts.NoShipped, t.cat, t.pieces)
	t.stampPacks()
	t.adoptLegacy()
	t.itemMenu, t.itemsOf, t.items = nil, nil, nil
	t.showPacks()
	t.restore(pl)
}

// askCopyShipped is E on a shipped pack, built into birdcrab and no file
// to edit: it asks whether to write a copy of it into the packs folder
// and open that. A file of the pack's name already there is never written
// over: the copy takes the next free name (lessons-2.toml), and the
// question offers to open the file there instead.
func (t *Trainer) askCopyShipped(tp *trainPack) {
	folder := t.packsFolder()
	base := filepath.Base(tp.file)
	name, err := freeName(folder, base)
	if err != nil {
		t.say(clean(fmt.Sprintf("cannot copy %s into %s: %v", tp.title(), folder, err)), true)
		return
	}
	items := []tui.MenuItem{{Key: 'y', Text: "y  yes: write it as " + name + " in your packs folder, and open that"}}
	actions := []func(){func() { t.copyShipped(tp, name) }}
	if name != base {
		items = append(items, tui.MenuItem{Key: 'o', Text: "o  open the " + base + " there already"})
		there := filepath.Join(folder, base)
		actions = append(actions, func() { t.askIfEditedElsewhere(there, func() { t.openCopy(there) }) })
	}
	items = append(items, tui.MenuItem{Key: 'n', Text: "n  no: leave it"})
	t.say(clean("your packs folder, whose packs the trainer lists with the shipped ones: "+folder), false)
	t.shell.Confirm(clean(tp.title())+" is built into birdcrab: edit a copy?", items, func(i int) {
		if i >= 0 && i < len(actions) {
			actions[i]()
			return
		}
		t.say("nothing copied", false)
	})
}

// freeName is base when no file of that name is in folder, else the first
// of base-2, base-3 ... that is free. The error says why folder cannot be
// looked in (a file of that name, a folder that may not be read): no
// name there is free then.
func freeName(folder, base string) (string, error) {
	ext := filepath.Ext(base)
	stem := strings.TrimSuffix(base, ext)
	name := base
	for i := 2; ; i++ {
		_, err := os.Lstat(filepath.Join(folder, name))
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return name, nil
		case err != nil:
			return "", unwrapPathError(err)
		}
		name = fmt.Sprintf("%s-%d%s", stem, i, ext)
	}
}

// copyShipped writes the shipped pack tp into the packs folder as name, or
// the next free name should a file of that name appear meanwhile: the name
// is taken by creating the file (O_EXCL, so another's file is never
// replaced), then the text is written over it atomically. It then opens
// the copy.
func (t *Trainer) copyShipped(tp *trainPack, name string) {
	folder := t.packsFolder()
	fail := func(err error) { t.say(clean(fmt.Sprintf("cannot copy %s: %v", tp.title(), err)), true) }
	data, err := puzzles.ShippedData(tp.file)
	if err != nil {
		fail(err)
		return
	}
	if err := os.MkdirAll(folder, 0o755); err != nil {
		fail(err)
		return
	}
	var path string
	for {
		path = filepath.Join(folder, name)
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) { // made since the question
			if name, err = freeName(folder, filepath.Base(tp.file)); err != nil {
				fail(err)
				return
			}
			continue
		}
		if err != nil {
			fail(err)
			return
		}
		f.Close()
		break
	}
	if err := fileio.WriteFile(path, data, false); err != nil {
		os.Remove(path) // the empty file that took the name
		fail(err)
		return
	}
	t.openCopy(path)
}

// openCopy opens a copy of a shipped pack in the packs folder in the text
// editor; the trainer lists it from now on, as it lists the packs folder's
// packs at start, and shows it where the shipped pack was (showCopy).
func (t *Trainer) openCopy(path string) {
	if !slices.Contains(t.opts.Packs, path) {
		t.opts.Packs = append(t.opts.Packs, path)
	}
	from := t.place()
	if t.runEditor(path) {
		t.showCopy(from, path)
		t.say(clean(path+" read again after the editor: it is listed with your packs, and shown here"), false)
	}
}

// showCopy moves the screen from the shipped pack to its copy at path,
// just read: the same lesson or puzzle (by its id), the copy's list with
// the same line highlighted, or the copy's line in the list of packs. So
// what the editor changed is on screen, and E edits the copy again
// instead of offering a second copy.
func (t *Trainer) showCopy(from Place, path string) {
	var cp *trainPack
	for _, tp := range t.packs {
		if tp.file == path && tp.pack != nil {
			cp = tp
		}
	}
	if cp == nil {
		return
	}
	t.carryToCopy(from, cp)
	switch from.Screen {
	case "play", "items":
		from.Pack = cp.key
		if !t.restore(from) {
			t.showItemsOf(cp)
		}
	default:
		t.packMenu.SetItems(t.packMenu.Refresh()) // the rows of the packs read again
		for i, r := range t.packRows {
			if r.kind == rowPack && r.pack == cp {
				t.packMenu.SetCurrent(i)
			}
		}
	}
}

// carryToCopy gives the copy cp what the learner had of the shipped pack
// of the place from: the hints and solutions shown stay shown, as they
// stay for the learner coming back to a puzzle, and the answer in progress
// of the lesson or puzzle open comes with it (the shipped one keeps it
// too).
func (t *Trainer) carryToCopy(from Place, cp *trainPack) {
	for k, h := range t.helped {
		if k.Pack == from.Pack {
			t.helped[ProgressKey{cp.key, k.ID, k.Hash}] = h
		}
	}
	if from.Screen != "play" {
		return
	}
	d, ok := t.prog.Draft(ProgressKey{from.Pack, from.ID, from.Hash})
	if _, has := t.prog.Draft(ProgressKey{cp.key, from.ID, from.Hash}); ok && !has {
		d.Pack = cp.key
		t.saved(t.prog.SetDraft(d))
	}
}
