package solver

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
)

// Report is a Result in notation, as the solve command prints it with
// --json. The first keys are those of the issue: solved, unique, solutions
// (each a list of orders; an empty list is "give no orders"), nodes and
// seconds.
type Report struct {
	Solved    bool       `json:"solved"`
	Unique    bool       `json:"unique"`
	Solutions [][]string `json:"solutions"`
	Nodes     int64      `json:"nodes"`
	Seconds   float64    `json:"seconds"`
	// Complete: the search finished, so Solutions is all of them (none:
	// proven unsolvable). Stopped: the time limit or a cancel ended it.
	// Limited: it stopped, as asked, at the most solutions wanted
	// (Options.MaxSolutions); others may exist.
	Complete  bool        `json:"complete"`
	Stopped   bool        `json:"stopped"`
	Limited   bool        `json:"limited,omitempty"`
	NotProven string      `json:"not_proven,omitempty"`
	Tries     []TryReport `json:"tries,omitempty"`
	// TriesStopped (only when true): the time limit or a cancel stopped
	// the hunt for near misses, after a complete search; Tries holds
	// those found before, and others may exist.
	TriesStopped bool  `json:"tries_stopped,omitempty"`
	Stats        Stats `json:"stats"` // where the search's work went
}

// TryReport is a near miss in notation.
type TryReport struct {
	Orders      []string         `json:"orders"`
	Refutations [][]PlayerOrders `json:"refutations"`
}

// PlayerOrders is one player's part of a reply.
type PlayerOrders struct {
	Player int      `json:"player"`
	Orders []string `json:"orders"`
}

// Report returns r in notation; cat names the kinds placed or targeted.
func (r *Result) Report(cat *engine.Catalogue) Report {
	rep := Report{
		Solved:    len(r.Solutions) > 0,
		Unique:    r.Unique,
		Solutions: make([][]string, 0, len(r.Solutions)),
		Nodes:     r.Nodes,
		Seconds:   math.Round(r.Elapsed.Seconds()*1e6) / 1e6,
		Complete:  r.Complete,
		Stopped:   r.Stopped,
		Limited:   r.Limited,
		NotProven: r.NotProven,
		Stats:     r.Stats,
	}
	rep.TriesStopped = r.TriesStopped
	for _, s := range r.Solutions {
		rep.Solutions = append(rep.Solutions, s.Format(cat))
	}
	for _, t := range r.Tries {
		tr := TryReport{Orders: engine.FormatOrders(cat, t.Orders), Refutations: [][]PlayerOrders{}}
		for _, reply := range t.Refutations {
			tr.Refutations = append(tr.Refutations, replyReport(cat, reply))
		}
		rep.Tries = append(rep.Tries, tr)
	}
	return rep
}

// replyReport lists the players of a reply that give orders.
func replyReport(cat *engine.Catalogue, reply [][]engine.Order) []PlayerOrders {
	out := []PlayerOrders{}
	for i, os := range reply {
		if len(os) > 0 {
			out = append(out, PlayerOrders{Player: i + 1, Orders: engine.FormatOrders(cat, os)})
		}
	}
	return out
}

// WriteJSON writes r as one JSON object (see Report) and a newline.
func (r *Result) WriteJSON(w io.Writer, cat *engine.Catalogue) error {
	b, err := json.Marshal(r.Report(cat))
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// WriteText writes r for people: the verdict, the solutions in notation, the
// near misses with their refutations, when the search was stopped what it
// has not proven, what was searched and how long it took, and under Any
// how the order sets judged were settled (see Stats). The solutions are
// written in groups (see GroupSolutions), a line each: a slot's
// alternatives after its first order, separated by " | ", and the line
// numbered with the solutions it stands for, counted on from the line
// before ("  4-6. place Crab BC1 D | E | F; move A3 D 1"); the verdict
// says in how many lines when that is fewer than the solutions.
func (r *Result) WriteText(w io.Writer, cat *engine.Catalogue) error {
	return r.writeText(w, cat, GroupSolutions(r.Solutions))
}

// writeText is WriteText with the solutions in the groups given.
func (r *Result) writeText(w io.Writer, cat *engine.Catalogue, groups []SolutionGroup) error {
	var b strings.Builder
	n := len(r.Solutions)
	lines := ""
	if len(groups) < n {
		lines = ", in " + plural(len(groups), "line")
	}
	switch {
	case r.Stopped && n == 0:
		b.WriteString("stopped: no solution found so far; the search did not finish\n")
	case r.Stopped:
		fmt.Fprintf(&b, "stopped: %s found so far%s; the search did not finish\n", plural(n, "solution"), lines)
	case r.Limited:
		fmt.Fprintf(&b, "solved: %s%s; the search stopped early, as asked, so there may be more\n", plural(n, "solution"), lines)
	case n == 0:
		b.WriteString("no solution: proven unsolvable\n")
	case r.Unique && len(r.Solutions[0].Orders) == 0:
		b.WriteString(NoOrdersVerdict + "\n")
	case r.Unique:
		b.WriteString("solved: the minimal solution is unique\n")
	default:
		fmt.Fprintf(&b, "solved: %s, not unique%s\n", plural(n, "solution"), lines)
	}
	writeGroups(&b, cat, groups)
	if len(r.Tries) > 0 {
		b.WriteString("near misses (each fails only to the replies named):\n")
		for _, t := range r.Tries {
			fmt.Fprintf(&b, "  %s\n", engine.OrdersText(cat, t.Orders, "(no orders)"))
			for _, reply := range t.Refutations {
				fmt.Fprintf(&b, "    refuted by %s\n", replyText(cat, reply))
			}
		}
	}
	if r.TriesStopped {
		b.WriteString(TriesStoppedText(len(r.Tries)) + "\n")
	}
	if (r.Stopped || r.Limited) && r.NotProven != "" {
		fmt.Fprintf(&b, "not proven: %s\n", r.NotProven)
	}
	fmt.Fprintf(&b, "searched %s in %.3f s\n", plural(int(r.Nodes), "position"), r.Elapsed.Seconds())
	if s := r.Stats; s.Remembered+s.Refuted+s.Proved > 0 {
		fmt.Fprintf(&b, "judged %s: %d beaten by a reply remembered, %d by a reply searched for, %d proved against every reply",
			plural(int(s.Judged), "order set"), s.Remembered, s.Refuted, s.Proved)
		if s.Twins > 0 {
			fmt.Fprintf(&b, " (%d of them by the proof of the same order set with other facings)", s.Twins)
		}
		if s.Proved > 0 {
			fmt.Fprintf(&b, ", in %s", plural(int(s.ProofNodes), "position"))
		}
		b.WriteString("\n")
	}
	if s := r.Stats; s.Mirrored > 0 {
		fmt.Fprintf(&b, "%s found by the search of the same placement with another facing, which came out the same\n", plural(int(s.Mirrored), "solution"))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// NoOrdersVerdict is WriteText's verdict when giving no orders meets the
// goals: the one minimal solution, which every order set holds, though an
// order given may spoil it (the search checks no order set that holds a
// solution found: see the package documentation).
const NoOrdersVerdict = "solved: giving no orders meets the goals, the one minimal solution " +
	"(orders added to it are not checked: some may spoil it)"

// TriesStoppedHead opens TriesStoppedText: the solve command says after it
// what stopped the hunt.
const TriesStoppedHead = "near misses: the hunt for them was stopped"

// TriesStoppedText says that the hunt for near misses was stopped before
// its end, having found n: the search's answer stands, but near misses
// may be missing.
func TriesStoppedText(n int) string {
	if n == 0 {
		return TriesStoppedHead + " before it found any, though one may exist (the search itself finished: its answer stands)"
	}
	found := "1 near miss"
	if n > 1 {
		found = fmt.Sprintf("%d near misses", n)
	}
	return fmt.Sprintf("%s after %s: others may exist (the search itself finished: its answer stands)", TriesStoppedHead, found)
}

// writeGroups writes the groups of solutions a line each, numbered with
// the solutions each stands for ("  4-6. place Crab BC1 D | E | F").
func writeGroups(b *strings.Builder, cat *engine.Catalogue, groups []SolutionGroup) {
	_, nums := GroupNumbers(groups)
	for i, g := range groups {
		fmt.Fprintf(b, "  %s. %s\n", nums[i], g.Text(cat, "(no orders)"))
	}
}

// replyText writes a reply as "player 2: move A1 D 1; turn A2 C", players
// separated by " / ", or "no orders".
func replyText(cat *engine.Catalogue, reply [][]engine.Order) string {
	var parts []string
	for _, p := range replyReport(cat, reply) {
		parts = append(parts, fmt.Sprintf("player %d: %s", p.Player, strings.Join(p.Orders, "; ")))
	}
	if len(parts) == 0 {
		return "no orders"
	}
	return strings.Join(parts, " / ")
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
