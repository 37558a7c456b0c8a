package solver

import "fmt"

// statsWrong reports how r's Stats break what Stats promises for a search
// under opp ("" when they do not): every order set judged is accounted
// for once the search is complete, the proofs are part of the others'
// search and that of the nodes, and under Hold and Fixed nothing but the
// judging is counted.
func statsWrong(r *Result, opp Opponent) string {
	s := r.Stats
	switch {
	case s.Judged < 1:
		return "no order set judged"
	case s.ProofNodes > s.ReplyNodes || s.ReplyNodes > r.Nodes:
		return fmt.Sprintf("proof nodes %d, reply nodes %d, nodes %d", s.ProofNodes, s.ReplyNodes, r.Nodes)
	case opp != Any && (s.Remembered != 0 || s.Refuted != 0 || s.Proved != 0 || s.ReplyNodes != 0):
		return fmt.Sprintf("under %s, the others' search counted: %+v", opp, s)
	case opp != Any && s.Judged > r.Nodes:
		return fmt.Sprintf("under %s, %d judged in %d nodes", opp, s.Judged, r.Nodes)
	case opp == Any && r.Complete && s.Judged != s.Remembered+s.Refuted+s.Proved:
		return fmt.Sprintf("%d judged, %d+%d+%d accounted for", s.Judged, s.Remembered, s.Refuted, s.Proved)
	case opp == Any && r.Complete && (s.Proved == 0) != (len(r.Solutions) == 0):
		return fmt.Sprintf("%d proved, %d solutions", s.Proved, len(r.Solutions))
	}
	return ""
}
