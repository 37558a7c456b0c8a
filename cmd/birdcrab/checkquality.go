package main

import (
	"context"
	"fmt"
	"math"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/quality"
	"github.com/birdcrab/birdcrab/solver"
)

// judged is what the quality analysis found of one puzzle: the report and
// the filters' verdicts, or why it could not be measured.
type judged struct {
	report   *quality.Report
	verdicts []quality.Verdict
	err      error
}

// weak reports whether a filter rejected the puzzle or it could not be
// measured.
func (j judged) weak() bool { return j.err != nil || !quality.Passes(j.verdicts) }

// judgePack runs the quality analysis on every puzzle of a checked pack
// proven sound (lessons teach, and are not judged). One an interrupt
// keeps from being measured goes in c.unmeasured instead: it is neither
// weak nor passed.
func judgePack(ctx context.Context, c *checked) {
	c.quality = map[*puzzles.Scenario]judged{}
	c.unmeasured = map[*puzzles.Scenario]stop{}
	for _, r := range c.results {
		if r.What != "puzzle" || !r.OK() {
			continue
		}
		pz := c.pack.Puzzle(r.ID)
		if pz == nil || c.stops[&pz.Scenario].text != "" {
			continue
		}
		var j judged
		q, err := quality.FromScenario(&pz.Scenario)
		if err == nil {
			j.report, err = quality.Analyze(ctx, q, quality.Options{})
		}
		if ctx.Err() != nil {
			c.unmeasured[&pz.Scenario] = stopFor(ctx, 0, "its quality not measured")
			continue
		}
		if err == nil {
			j.verdicts = quality.Judge(j.report, pz.Catalogue())
		}
		j.err = err
		c.quality[&pz.Scenario] = j
	}
}

// weakLines are the lines check prints under a weak puzzle.
func (j judged) weakLines() []string {
	if j.err != nil {
		return []string{"not measured: " + j.err.Error()}
	}
	var out []string
	for _, v := range j.verdicts {
		if v.Err != nil {
			out = append(out, fmt.Sprintf("weak: %s: %v", v.Filter, v.Err))
		}
	}
	return out
}

// The JSON of the quality analysis, under "quality" in a puzzle's result.
type (
	jsonQuality struct {
		Candidates    int                `json:"candidates"`
		Reaching      int                `json:"reaching"`
		Working       int                `json:"working"`
		Tempting      int                `json:"tempting"`
		TemptingShare float64            `json:"tempting_share"`
		NearMisses    []solver.TryReport `json:"near_misses"`
		HoldSolutions [][]string         `json:"hold_solutions,omitempty"`
		Themes        []string           `json:"themes"`
		Pieces        int                `json:"pieces"`
		Difficulty    int                `json:"difficulty"`
		Score         float64            `json:"score"`
		Filters       []jsonFilter       `json:"filters"`
		OK            bool               `json:"ok"`
		Error         string             `json:"error,omitempty"`
	}
	jsonFilter struct {
		Name string `json:"name"`
		OK   bool   `json:"ok"`
		Why  string `json:"why,omitempty"`
	}
)

// qualityJSON writes what the analysis found.
func qualityJSON(cat *engine.Catalogue, j judged) *jsonQuality {
	out := &jsonQuality{NearMisses: []solver.TryReport{}, Themes: []string{}, Filters: []jsonFilter{}, OK: !j.weak()}
	if j.err != nil {
		out.Error = j.err.Error()
		return out
	}
	r := j.report
	out.Candidates, out.Reaching, out.Working, out.Tempting = r.Count.Candidates, r.Count.Reaching, r.Count.Working, r.Count.Tempting
	out.TemptingShare = math.Round(r.Count.TemptingShare()*1e4) / 1e4
	res := solver.Result{Tries: r.NearMisses}
	if rep := res.Report(cat); rep.Tries != nil {
		out.NearMisses = rep.Tries
	}
	if r.Opponent == solver.Fixed {
		out.HoldSolutions = [][]string{}
		for _, s := range r.HoldSolutions {
			out.HoldSolutions = append(out.HoldSolutions, append([]string{}, engine.FormatOrders(cat, s)...))
		}
	}
	out.Themes = append(out.Themes, r.Themes...)
	out.Pieces, out.Difficulty = r.Pieces, r.Difficulty
	out.Score = math.Round(r.Score*100) / 100
	for _, v := range j.verdicts {
		f := jsonFilter{Name: v.Filter, OK: v.Err == nil}
		if v.Err != nil {
			f.Why = v.Err.Error()
		}
		out.Filters = append(out.Filters, f)
	}
	return out
}
