package tui

import (
	"fmt"
	"strings"
)

// KeyHelp is one line of the help screen.
type KeyHelp struct {
	Keys string
	What string
}

// KeySection is a part of the help screen.
type KeySection struct {
	Title string
	Keys  []KeyHelp
}

// KeyTable draws a help screen: its title, then each section's keys, the
// descriptions wrapped to width.
func KeyTable(th *Theme, title string, sections []KeySection, width int) []Line {
	out := []Line{Plain(title, th.Bold()), {}}
	for _, s := range sections {
		out = append(out, Plain(s.Title, th.Key()))
		for _, k := range s.Keys {
			what := WrapText(k.What, max(width-26, 20))
			out = append(out, Line{{fmt.Sprintf("  %-23s ", k.Keys), th.Bold()}, {what[0], th.Base()}})
			for _, w := range what[1:] {
				out = append(out, Line{{strings.Repeat(" ", 26), th.Base()}, {w, th.Base()}})
			}
		}
		out = append(out, Line{})
	}
	return out
}
