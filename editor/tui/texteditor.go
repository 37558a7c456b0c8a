package tui

import (
	"os"
	"strings"
)

// shellSyntax holds the characters after which a $VISUAL or $EDITOR value
// is more than words split at spaces: quotes, escapes, variables.
const shellSyntax = "\"'\\$`|&;<>()*?[#~=%"

// TextEditor is the user's text editor as a command and its first
// arguments, the file to edit to be added last: $VISUAL, else $EDITOR,
// else vi. Plain words ("code -w") run as they are; a value with quotes or
// other shell syntax (`emacsclient -a ""`) is run by sh, as git runs it,
// since splitting it at spaces would hand the editor the quotes.
func TextEditor() []string {
	for _, v := range []string{"VISUAL", "EDITOR"} {
		val := strings.TrimSpace(os.Getenv(v))
		switch {
		case val == "":
			continue
		case strings.ContainsAny(val, shellSyntax):
			return []string{"sh", "-c", val + ` "$@"`, val}
		}
		return strings.Fields(val)
	}
	return []string{"vi"}
}

// EditorName is what a TextEditor command is called in a message: the
// user's value when sh runs it.
func EditorName(args []string) string {
	if len(args) >= 4 && args[0] == "sh" && args[1] == "-c" {
		return args[3]
	}
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// EditorLine is a TextEditor command with its file, written as the user
// wrote the command.
func EditorLine(args []string) string {
	if len(args) >= 4 && args[0] == "sh" && args[1] == "-c" {
		return strings.Join(args[3:], " ")
	}
	return strings.Join(args, " ")
}
