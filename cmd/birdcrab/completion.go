package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"unicode"

	"github.com/birdcrab/birdcrab/editor/trainer"
	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/generate"
)

func init() {
	register(command{
		name:  "completion",
		usage: "completion bash|zsh|fish",
		brief: "print the shell completion script: commands, flags, pack files and puzzle ids",
		run:   runCompletion,
	})
}

func runCompletion(args []string, stdout, stderr io.Writer) int {
	fs := newBareFlags("completion", stdout, stderr,
		"usage: birdcrab completion bash|zsh|fish",
		"Prints the completion script of a shell. Load it with:",
		"  bash:  source <(birdcrab completion bash)      (or save it in ~/.local/share/bash-completion/completions/birdcrab)",
		"  zsh:   source <(birdcrab completion zsh)       (or save it as _birdcrab in a folder of $fpath)",
		"  fish:  birdcrab completion fish | source       (or save it in ~/.config/fish/completions/birdcrab.fish)",
		"The script asks birdcrab itself for the words to offer: commands, flags, the",
		"values of --opponent and --goal (--goal=kill too), the kinds of generate --with,",
		"pack and position files (.toml, .txt) and folders, and the puzzle ids of the",
		"pack on the command line after --id (for train, of your packs and the shipped",
		"ones too).")
	rest, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	if len(rest) != 1 {
		what := "needs a shell"
		if len(rest) > 1 {
			what = fmt.Sprintf("takes one shell, got %d: %s", len(rest), quoteAll(rest))
		}
		fmt.Fprintf(stderr, "birdcrab: completion %s (want bash, zsh or fish)\n\n", what)
		fs.Usage()
		return 2
	}
	script, ok := completionScripts[rest[0]]
	if !ok {
		return fail(stderr, "completion: unknown shell %q (want bash, zsh or fish)", rest[0])
	}
	io.WriteString(stdout, script)
	return 0
}

// completeFiles is what "birdcrab __complete" prints when the shell should
// complete file names itself, any file (generate --out); completePacks,
// where it reads a pack, a position or a catalogue: the shell offers
// folders and the files it reads, .toml and .txt, not the pictures show
// draws (.svg, .png) nor the backups saving keeps (.bak).
const (
	completeFiles = "__files__"
	completePacks = "__packs__"
)

// runComplete answers the completion scripts: args are the words after
// "birdcrab", the last the one being completed (maybe ""). It prints the
// words that fit, one a line, or completeFiles. It is not listed in help.
func runComplete(args []string, stdout io.Writer) int {
	if len(args) == 0 {
		args = []string{""}
	}
	cur := args[len(args)-1]
	var words []string
	if len(args) == 1 {
		completeFirst(stdout, cur)
		return 0
	}
	if strings.HasPrefix(args[0], "-") {
		// Flags with no command before them are the trainer's.
		args = append([]string{defaultCommand}, args...)
	}
	c, ok := commands[args[0]]
	if !ok && args[0] != "help" {
		return 0
	}
	if args[0] == "help" {
		for name := range commands {
			words = append(words, name)
		}
		printMatches(stdout, words, cur)
		return 0
	}
	flags := commandFlagList(c)
	if completeEquals(stdout, c.name, args, flags) {
		return 0
	}
	if prev := args[len(args)-2]; isValueFlag(prev, flags) {
		completeValue(stdout, c.name, strings.TrimLeft(prev, "-"), args[1:len(args)-1], flags, cur)
		return 0
	}
	if strings.HasPrefix(cur, "-") {
		printMatches(stdout, flagsToOffer(c.name, args[1:len(args)-1], flags), cur)
		return 0
	}
	switch c.name {
	case "completion":
		printMatches(stdout, []string{"bash", "zsh", "fish"}, cur)
	case "solve", "resolve", "show", "check", "train", "edit":
		fmt.Fprintln(stdout, completePacks)
	}
	return 0
}

// completeEquals completes the value of a flag written --flag=VALUE, as
// the flags are parsed, and reports whether the word is one: bash splits
// it at "=" (COMP_WORDBREAKS), so the words end "--flag", "=" or "--flag",
// "=", "VAL" and the value alone is offered; zsh and fish give it whole,
// "--flag=VAL", and get "--flag=" before each value. A file to complete
// after "=" is left to the shell as the word is (a pack or a file: none).
func completeEquals(stdout io.Writer, command string, args []string, flags map[string]string) bool {
	n := len(args)
	cur := args[n-1]
	switch {
	case cur == "=" && n >= 3 && isValueFlag(args[n-2], flags):
		completeValue(stdout, command, strings.TrimLeft(args[n-2], "-"), args[1:n-2], flags, "")
	case n >= 4 && args[n-2] == "=" && isValueFlag(args[n-3], flags):
		completeValue(stdout, command, strings.TrimLeft(args[n-3], "-"), args[1:n-3], flags, cur)
	case strings.HasPrefix(cur, "-") && strings.Contains(cur, "="):
		name, value, _ := strings.Cut(cur, "=")
		if !isValueFlag(name, flags) {
			return true // no value to offer
		}
		var b bytes.Buffer
		completeValue(&b, command, strings.TrimLeft(name, "-"), args[1:n-1], flags, value)
		for _, v := range strings.Split(b.String(), "\n") {
			if v != "" && v != completePacks && v != completeFiles {
				fmt.Fprintln(stdout, name+"="+v)
			}
		}
	default:
		return false
	}
	return true
}

// repeatable are the flags a command takes more than once ("COMMAND
// --flag"), which completion offers again once given.
var repeatable = map[string]bool{"solve --goal": true}

// flagsToOffer are the flags of command not among typed, and those that
// may be repeated, as "--name".
func flagsToOffer(command string, typed []string, flags map[string]string) []string {
	given := givenFlags(typed)
	var words []string
	for name := range flags {
		if !given[name] || repeatable[command+" --"+name] {
			words = append(words, "--"+name)
		}
	}
	return words
}

// givenFlags are the flags among words, by name (--id, -id, --id=x).
func givenFlags(words []string) map[string]bool {
	given := map[string]bool{}
	for _, w := range words {
		if name, ok := strings.CutPrefix(w, "-"); ok && name != "" {
			name, _, _ = strings.Cut(strings.TrimPrefix(name, "-"), "=")
			given[name] = true
		}
	}
	return given
}

// completeFirst prints the words that fit first: the commands, help,
// and the trainer's flags, which may come with no command before them
// (birdcrab --no-color).
func completeFirst(stdout io.Writer, cur string) {
	words := []string{"help", "--help", "--version"}
	for name := range commands {
		words = append(words, name)
	}
	if strings.HasPrefix(cur, "-") {
		for name := range commandFlagList(commands[defaultCommand]) {
			words = append(words, "--"+name)
		}
	}
	printMatches(stdout, words, cur)
}

// commandFlagList asks a command for its flags: name to the name of its
// value ("" for a flag without one).
func commandFlagList(c command) map[string]string {
	var out bytes.Buffer
	c.run([]string{listFlagsArg}, &out, io.Discard)
	flags := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		name, value, _ := strings.Cut(line, "\t")
		if name = strings.TrimPrefix(name, "--"); name != "" {
			flags[name] = value
		}
	}
	return flags
}

// goalWords start every goal in notation.
var goalWords = []string{"ransack", "kill", "kills", "keep", "no-losses", "pit", "eliminate", "win"}

// completeValue prints the values that fit flag of command: the puzzle
// ids of the pack named on the command line for --id, the models for
// --opponent, goal words for --goal (generate's goal kinds), files for
// --pieces (but generate's, a range), --kinds and --out.
func completeValue(stdout io.Writer, command, flag string, typed []string, flags map[string]string, cur string) {
	if command == "generate" {
		switch flag {
		case "goal":
			printMatches(stdout, generate.GoalKinds(), cur)
		case "opponent":
			printMatches(stdout, []string{"hold", "fixed", "any"}, cur)
		case "kinds":
			fmt.Fprintln(stdout, completePacks)
		case "out":
			fmt.Fprintln(stdout, completeFiles)
		case "with":
			printMatches(stdout, defaultKindNames(), cur)
		}
		return
	}
	switch flag {
	case "id":
		printMatches(stdout, packIDs(command, typed, flags), cur)
	case "opponent":
		printMatches(stdout, []string{"hold", "fixed", "any"}, cur)
	case "goal":
		printMatches(stdout, goalWords, cur)
	case "side":
		printMatches(stdout, []string{"1", "2", "3", "4", "5", "6"}, cur)
	case "pieces":
		fmt.Fprintln(stdout, completePacks)
	}
}

// defaultKindNames are the kinds of the default catalogue, which
// generate --with takes, written as a code writes them, without spaces
// ("CloudMan"): a name with a space went into the line unquoted, two
// arguments, and the --with= form was split in two at the space.
func defaultKindNames() []string {
	cat := puzzles.DefaultCatalogue()
	var names []string
	for k := range engine.KindID(cat.Len()) {
		names = append(names, cat.Token(k))
	}
	return names
}

// packIDs are the ids --id of command takes: those of the first pack
// named on the command line (typed; not standard input, which the
// completion must not read); for train, those of every pack named, of the
// packs folder and of the shipped packs, among which train --id looks.
func packIDs(command string, typed []string, flags map[string]string) []string {
	var files []string
	for i, a := range typed {
		// bash splits --flag=VALUE at "=": "=" and the value are no file.
		if !strings.HasPrefix(a, "-") && a != "" && a != "=" && (i == 0 || !isValueFlag(typed[i-1], flags) && typed[i-1] != "=") {
			files = append(files, a)
		}
	}
	if command != defaultCommand {
		files = files[:min(len(files), 1)]
	} else {
		files = append(files, trainer.UserPacks()...)
	}
	var ids []string
	for _, f := range files {
		if !exists(f) {
			f = shellWord(f)
		}
		if f == "-" {
			continue // '-' or \- typed: standard input is the terminal, not a pack
		}
		if pk, err := loadPack(f, nil); err == nil {
			ids = append(ids, pk.IDs()...)
		}
	}
	if command == defaultCommand {
		shipped, _ := puzzles.Shipped()
		for _, pk := range shipped {
			ids = append(ids, pk.IDs()...)
		}
	}
	return ids
}

// isValueFlag reports whether word is a flag that takes the next word as
// its value.
func isValueFlag(word string, flags map[string]string) bool {
	if !strings.HasPrefix(word, "-") || strings.Contains(word, "=") {
		return false
	}
	return flags[strings.TrimLeft(word, "-")] != ""
}

// printMatches prints the words that start with prefix, sorted.
func printMatches(w io.Writer, words []string, prefix string) {
	sort.Strings(words)
	for i, word := range words {
		if strings.HasPrefix(word, prefix) && (i == 0 || words[i-1] != word) {
			fmt.Fprintln(w, word)
		}
	}
}

// The scripts call "birdcrab __complete WORD..." with the words after the
// command name, up to the one under the cursor.
var completionScripts = map[string]string{
	"bash": `# bash completion for birdcrab.
# Load it with: source <(birdcrab completion bash)
_birdcrab() {
    local cur=${COMP_WORDS[COMP_CWORD]}
    local IFS=$'\n'
    local -a out
    out=($("${COMP_WORDS[0]}" __complete "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
    if [[ ${out[0]} == __files__ ]]; then
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -- "$cur"))
    elif [[ ${out[0]} == __packs__ ]]; then
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -d -- "$cur"; { compgen -f -X '!*.toml' -- "$cur"; compgen -f -X '!*.txt' -- "$cur"; } |
            while IFS= read -r f; do [[ -d $f ]] || printf '%s\n' "$f"; done))
    else
        COMPREPLY=("${out[@]}")
    fi
}
complete -F _birdcrab birdcrab
`,
	"zsh": `#compdef birdcrab
# zsh completion for birdcrab.
# Load it with: source <(birdcrab completion zsh)
# (compinit must have run), or save it as _birdcrab in a folder of $fpath.
_birdcrab() {
  local -a out
  out=("${(@f)$(${words[1]} __complete "${(@)words[2,CURRENT]}" 2>/dev/null)}")
  if [[ ${out[1]} == __files__ ]]; then
    _files
  elif [[ ${out[1]} == __packs__ ]]; then
    _files -g '*.(toml|txt)'
  elif (( ${#out} )) && [[ -n ${out[1]} ]]; then
    compadd -- "${out[@]}"
  fi
}
if [[ $funcstack[1] == _birdcrab ]]; then
  _birdcrab "$@"
else
  compdef _birdcrab birdcrab
fi
`,
	"fish": `# fish completion for birdcrab.
# Load it with: birdcrab completion fish | source
function __birdcrab_complete
    set -l words (commandline -opc) (commandline -ct)
    set -l out ($words[1] __complete $words[2..-1] 2>/dev/null)
    if test "$out[1]" = __files__
        __fish_complete_path (commandline -ct)
    else if test "$out[1]" = __packs__
        __fish_complete_path (commandline -ct) | string match -r -- '^[^\t]*(?:/|\.toml|\.txt)(?:\t.*)?$'
    else
        printf '%s\n' $out
    end
end
complete -c birdcrab -f -a '(__birdcrab_complete)'
`,
}

// shellWord is word as the shell will pass it to birdcrab: bash and zsh
// give the completion the words as typed, quotes, backslashes, a leading ~
// and variables in them ("my pack.toml", my\ pack.toml, ~/pack.toml,
// $HOME/pack.toml), where fish gives them as passed. Quotes and
// backslashes are taken away as the shell does, ~ or ~/ at the start is
// the home folder, and $NAME or ${NAME} (but in single quotes) its value
// in the environment.
func shellWord(word string) string {
	var b strings.Builder
	home, word := homePrefix(word)
	b.WriteString(home)
	var quote rune // the quote open, or 0
	escaped := false
	rs := []rune(word)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r == '$' && !escaped && quote != '\'' {
			if value, n, ok := shellVar(rs[i+1:]); ok {
				b.WriteString(value)
				i += n
				continue
			}
		}
		switch {
		case escaped:
			if quote == '"' && !strings.ContainsRune("$`\"\\\n", r) {
				b.WriteRune('\\') // a backslash in double quotes stays but before these
			}
			b.WriteRune(r)
			escaped = false
		case r == '\\' && quote != '\'':
			escaped = true
		case quote == 0 && (r == '\'' || r == '"'):
			quote = r
		case r == quote:
			quote = 0
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// homePrefix splits a leading ~ or ~/ off word, as the home folder.
func homePrefix(word string) (home, rest string) {
	if rest, ok := strings.CutPrefix(word, "~"); ok && (rest == "" || rest[0] == '/') {
		if home, err := os.UserHomeDir(); err == nil {
			return home, rest
		}
	}
	return "", word
}

// shellVar reads the name of a variable after "$", NAME or {NAME}, and
// gives its value and the runes the name took; ok is false when no name
// follows (a "$" alone stays).
func shellVar(rs []rune) (value string, n int, ok bool) {
	if len(rs) > 0 && rs[0] == '{' {
		end := 1 + nameLen(rs[1:])
		if end == 1 || end == len(rs) || rs[end] != '}' {
			return "", 0, false
		}
		return os.Getenv(string(rs[1:end])), end + 1, true
	}
	if n = nameLen(rs); n == 0 {
		return "", 0, false
	}
	return os.Getenv(string(rs[:n])), n, true
}

// nameLen is the length of the variable name rs starts with: a letter or
// _, then letters, digits and _.
func nameLen(rs []rune) int {
	n := 0
	for n < len(rs) && (rs[n] == '_' || unicode.IsLetter(rs[n]) && rs[n] < 128 || n > 0 && rs[n] >= '0' && rs[n] <= '9') {
		n++
	}
	return n
}
