package tui

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/gdamore/tcell/v2"
)

// Help is what the help screen (?) shows: a title, the sections of key
// tables (those with a Title) and notes below them.
type Help struct {
	Title  string
	Tables []*Table
	Notes  func(width int) []Line
}

// HelpLine is one line of the help: the keys as written, what they do.
type HelpLine struct {
	Keys, What string
	keys       []Key // the keys of its bindings
}

// Lines returns the help lines of a table: one per documented binding,
// the bindings marked Also joining the line before theirs.
func (t *Table) Lines() []HelpLine {
	var out []HelpLine
	for i := 0; i < len(t.Bindings); i++ {
		b := &t.Bindings[i]
		if b.Help == "" {
			continue
		}
		labels, keys := []string{b.label()}, append([]Key(nil), b.Keys...)
		for i+1 < len(t.Bindings) && t.Bindings[i+1].Also {
			i++
			keys = append(keys, t.Bindings[i].Keys...)
			if b.Label == "" {
				labels = append(labels, t.Bindings[i].label())
			}
		}
		out = append(out, HelpLine{Keys: strings.Join(labels, ", "), What: b.Help, keys: keys})
	}
	return out
}

// Lines returns the help screen for a width: the title, then each
// section's keys with their descriptions wrapped, then the notes.
func (h Help) Lines(th *Theme, width int) []Line {
	out := []Line{Plain(h.Title, th.Bold()), {}}
	for _, t := range h.Tables {
		if t.Title == "" {
			continue
		}
		out = append(out, Plain(t.Title, th.Key()))
		for _, l := range t.Lines() {
			what := WrapText(l.What, max(width-26, 20))
			keys := l.Keys
			if StringWidth(keys) > 23 {
				// Too long for the column: on a line of its own, else the
				// first line of the text runs past the right edge and is cut.
				out = append(out, Line{{"  " + keys, th.Bold()}})
				keys = ""
			}
			out = append(out, Line{{fmt.Sprintf("  %-23s ", keys), th.Bold()}, {what[0], th.Base()}})
			for _, w := range what[1:] {
				out = append(out, Line{{strings.Repeat(" ", 26), th.Base()}, {w, th.Base()}})
			}
		}
		out = append(out, Line{})
	}
	if h.Notes != nil {
		out = append(out, h.Notes(width)...)
	}
	return out
}

// Markdown writes the help's sections as one Markdown table, as the
// README shows them: a bold row per section, the keys' names in code.
func (h Help) Markdown() string {
	var b strings.Builder
	b.WriteString("| keys | what they do |\n|---|---|\n")
	for _, t := range h.Tables {
		if t.Title == "" {
			continue
		}
		fmt.Fprintf(&b, "| **%s** | |\n", t.Title)
		for _, l := range t.Lines() {
			fmt.Fprintf(&b, "| %s | %s |\n", markdownKeys(l.Keys, l.keys), strings.ReplaceAll(l.What, "|", `\|`))
		}
	}
	return b.String()
}

// markdownKeys puts the keys named in a help line's label in code: a
// letter or an arrow of its bindings ("q", "→"), or a range ("a..f");
// words (Enter, Ctrl-R, "on a piece") stay as they are.
func markdownKeys(label string, keys []Key) string {
	code := map[string]bool{}
	for _, k := range keys {
		if k.IsRune() && k.Rune != ' ' || k.Code >= tcell.KeyUp && k.Code <= tcell.KeyLeft {
			code[k.String()] = true
		}
	}
	var b strings.Builder
	word := func(w string) {
		if code[w] || utf8.RuneCountInString(w) == 4 && strings.Contains(w, "..") {
			w = "`" + w + "`"
		}
		b.WriteString(strings.ReplaceAll(w, "|", `\|`))
	}
	start := 0
	for i, r := range label {
		if r == ' ' || r == ',' || r == ';' {
			word(label[start:i])
			b.WriteRune(r)
			start = i + utf8.RuneLen(r)
		}
	}
	word(label[start:])
	return b.String()
}
