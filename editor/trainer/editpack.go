package trainer

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"
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
	for _, v := range []string{"VISUAL", "EDITOR"} {
		if f := strings.Fields(os.Getenv(v)); len(f) > 0 {
			return f
		}
	}
	return []string{"vi"}
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
	case tp.shipped:
		return tp.title() + " is built into birdcrab, no file to edit: copy its source's puzzles/" + tp.file + " into " + t.packsFolder()
	case puzzles.IsCode(tp.file) || tp.file == "-":
		return "this pack came from a code or standard input, not from a file to edit"
	}
	return ""
}

// packsFolder names the folder of the learner's own packs, beside the
// progress file, which birdcrab train loads with the shipped packs.
func (t *Trainer) packsFolder() string {
	if p := t.prog.Path(); p != "" {
		return filepath.Join(filepath.Dir(p), "packs")
	}
	return "the packs folder"
}

// editPack opens the pack of the screen in the user's text editor ($VISUAL
// or $EDITOR), the trainer suspended meanwhile, and reads the packs again
// after it: the lesson or puzzle open stays open when it is still there.
func (t *Trainer) editPack() {
	tp := t.packHere()
	cmdline := append(t.editorCommand(), tp.file)
	var runErr error
	t.shell.Suspend(func() {
		cmd := exec.Command(cmdline[0], cmdline[1:]...)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
		runErr = cmd.Run()
	})
	t.reloadPacks()
	var problems []string
	if runErr != nil {
		problems = append(problems, fmt.Sprintf("%s: %v", strings.Join(cmdline, " "), runErr))
	}
	for _, np := range t.packs {
		if np.file == tp.file && np.err != nil {
			// The list marks it "cannot be read": say so, and why.
			problems = append(problems, fmt.Sprintf("%s cannot be read after the editor: %s", filepath.Base(tp.file), briefly(tp.file, np.err)))
		}
	}
	if len(problems) > 0 {
		t.say(clean(strings.Join(problems, "; ")), true)
		return
	}
	t.say(clean(filepath.Base(tp.file)+" read again after the editor"), false)
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

// reloadPacks reads every pack again and goes back to the same place; the
// caller says what became of the pack edited.
func (t *Trainer) reloadPacks() {
	pl := t.place()
	t.leavePlay()
	t.packs = loadTrainPacks(t.opts.Packs, !t.opts.NoShipped, t.cat)
	t.adoptLegacy()
	t.itemMenu, t.itemsOf, t.items = nil, nil, nil
	t.showPacks()
	t.restore(pl)
}
