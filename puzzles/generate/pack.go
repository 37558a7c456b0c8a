package generate

import (
	"fmt"
	"strings"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/quality"
	"github.com/birdcrab/birdcrab/solver"
)

// Pack makes the pack, to be written to file, of the puzzles found by a
// run of cfg over cat: the kinds they use pinned (puzzles.PinKind), each
// puzzle titled from its goals and the rules that decide it, tagged with
// its themes and difficulty, and given hints that follow from the
// analysis, and explained (quality.Explain: the text with the claims
// that state what it says); its id is gen-SEED-INDEX. It returns the pack with the error
// of its validation, if any, or nil and the error of a puzzle it could
// not add.
func Pack(file string, cat *engine.Catalogue, cfg Config, found []*Found) (*puzzles.Pack, error) {
	pk := puzzles.NewPack(file, cat)
	pk.ID = fmt.Sprintf("generated-%d", cfg.Seed)
	pk.Title = fmt.Sprintf("Generated puzzles (seed %d)", cfg.Seed)
	pk.Author = "birdcrab generate"
	pk.Description = "Puzzles mined by birdcrab generate: each has one solution, and passes every filter of docs/quality.md."
	used := map[engine.KindID]bool{}
	for _, f := range found {
		f.Problem.Pos.AddKinds(used)
	}
	for id := engine.KindID(0); int(id) < cat.Len(); id++ {
		if !used[id] {
			continue
		}
		pk.Kinds = append(pk.Kinds, puzzles.PinKind(cat.Kind(id)))
	}
	titles := map[string]bool{}
	for _, f := range found {
		id := fmt.Sprintf("gen-%d-%d", cfg.Seed, f.Index)
		pz, err := pk.AddPosition(id, f.Problem.Pos)
		if err != nil {
			return nil, err
		}
		r := f.Report
		pz.Title = genTitle(cat, &f.Problem.Pos, f.Problem.Side, f.Problem.Goals, decisive(r), id, titles)
		pz.Opponent = f.Problem.Opponent
		pz.Goals = append([]engine.Goal(nil), f.Problem.Goals...)
		pz.Solution = append([]engine.Order(nil), f.Solution...)
		if f.Problem.Opponent == solver.Fixed {
			pz.Orders = make([][]engine.Order, f.Problem.Pos.NumPlayers)
			for i, os := range f.Problem.Replies {
				if i+1 != f.Problem.Side && i < len(pz.Orders) {
					pz.Orders[i] = append([]engine.Order(nil), os...)
				}
			}
		}
		pz.Difficulty = r.Difficulty
		pz.Tags = append([]string(nil), r.Themes...)
		pz.Hints = autoHints(cat, f.Problem, r)
		if ex, err := quality.Explain(&pz.Scenario); err == nil {
			pz.Explanation, pz.Claims = ex.Text, ex.Claims
		}
	}
	return pk, pk.Validate()
}

// autoHints writes hints that follow from the analysis: how many orders
// the solution takes, and which rules decide it: the decisive themes
// (a special rule whose piece only took part is none), without the weak
// ones the goal or a side effect gives (ransack, eliminate, facing).
func autoHints(cat *engine.Catalogue, p *solver.Problem, r *quality.Report) []string {
	n := len(r.Stated)
	h := []string{fmt.Sprintf("The solution takes %d order%s.", n, plural(n))}
	if th := quality.Strong(decisive(r)); len(th) > 0 {
		h = append(h, "What decides it: "+strings.Join(th, ", ")+".")
	}
	return h
}

// decisive returns the themes that decide a generated puzzle: those the
// analysis found decisive when it measured them, else every theme.
func decisive(r *quality.Report) []string {
	if r.DecisiveMeasured {
		return r.Decisive
	}
	return r.Themes
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
