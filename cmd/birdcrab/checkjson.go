package main

import (
	"encoding/json"
	"io"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
)

// The JSON shape of "birdcrab check --json"; docs/check.schema.json is its
// schema and docs/json.md describes it.
type (
	jsonCheck struct {
		Files   []jsonCheckFile `json:"files"`
		Summary checkSummary    `json:"summary"`
	}
	jsonCheckFile struct {
		File   string `json:"file"`
		Pack   string `json:"pack,omitempty"`
		Status string `json:"status"` // "ok", "fail", "stopped" or "unreadable"
		// FiltersRequired: a weak puzzle fails the file (--strict, and the
		// pack does not say filters = false); absent for a file that did not
		// load.
		FiltersRequired *bool             `json:"filters_required,omitempty"`
		Problems        []jsonProblem     `json:"problems"`
		Results         []jsonCheckResult `json:"results"`
	}
	jsonCheckResult struct {
		Kind   string `json:"kind"` // "puzzle" or "lesson"
		ID     string `json:"id"`
		File   string `json:"file"`
		Line   int    `json:"line"`
		Status string `json:"status"` // "ok", "fail" or "stopped"
		// StoppedBy and NotProven: what stopped a proof before it
		// decided ("time limit" or "interrupt", as solve's stopped_by),
		// and what was left unproven, in words; Signal, after an
		// interrupt, which ("SIGINT" or "SIGTERM"), as solve's signal.
		StoppedBy string        `json:"stopped_by,omitempty"`
		Signal    string        `json:"signal,omitempty"`
		NotProven string        `json:"not_proven,omitempty"`
		Problems  []jsonProblem `json:"problems"`
		Notes     []string      `json:"notes"`
		Solutions [][]string    `json:"solutions,omitempty"`
		Nodes     int64         `json:"nodes"`
		Seconds   float64       `json:"seconds"`
		Quality   *jsonQuality  `json:"quality,omitempty"`
	}
	jsonProblem struct {
		File    string `json:"file"`
		Line    int    `json:"line,omitempty"`
		Column  int    `json:"column,omitempty"`
		Key     string `json:"key,omitempty"`
		Message string `json:"message"`
		Text    string `json:"text"`
	}
)

// writeCheckJSON prints the verdicts as one JSON object and returns the
// exit status, as writeCheckText does.
func writeCheckJSON(stdout, stderr io.Writer, all []*checked) int {
	out := jsonCheck{Files: []jsonCheckFile{}, Summary: summarize(all)}
	for _, c := range all {
		f := jsonCheckFile{File: c.file, Status: "ok", Problems: problemsJSON(c.problems), Results: []jsonCheckResult{}}
		if c.pack == nil {
			f.Status = "unreadable"
		} else {
			f.Pack = c.pack.ID
			f.FiltersRequired = &c.strict
		}
		for _, r := range c.results {
			jr := jsonCheckResult{Kind: r.What, ID: r.ID, File: r.File, Line: r.Line, Status: "ok",
				Problems: problemsJSON(r.Problems), Notes: append([]string{}, r.Notes...), Seconds: r.Elapsed.Seconds()}
			var st stop
			jr.Status, st = c.status(r)
			switch {
			case jr.Status == statusFail:
				f.Status = statusFail
			case jr.Status == statusStopped && f.Status != statusFail:
				f.Status = statusStopped
			}
			if st.text != "" {
				jr.StoppedBy, jr.Signal, jr.NotProven = st.by, st.sig, st.text
			}
			if j, ok := c.judgedOf(r); ok {
				jr.Quality = qualityJSON(c.pack.Catalogue(), j)
			}
			if s := scenarioOf(c.pack, r); s != nil {
				// A stopped proof's solutions are only some of them.
				if p, ok := c.proofs[s]; ok && jr.Status != statusStopped {
					jr.Nodes = p.nodes
					jr.Solutions = [][]string{}
					for _, sol := range p.solutions {
						jr.Solutions = append(jr.Solutions, append([]string{}, engine.FormatOrders(s.Catalogue(), sol)...))
					}
				}
			}
			f.Results = append(f.Results, jr)
		}
		out.Files = append(out.Files, f)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return failOutput(stderr, err)
	}
	return out.Summary.exitStatus()
}

// scenarioOf finds the puzzle or lesson a result is about.
func scenarioOf(pk *puzzles.Pack, r puzzles.Result) *puzzles.Scenario {
	if r.What == "lesson" {
		if l := pk.Lesson(r.ID); l != nil {
			return &l.Scenario
		}
		return nil
	}
	if pz := pk.Puzzle(r.ID); pz != nil {
		return &pz.Scenario
	}
	return nil
}

// problemsJSON writes problems with their place in the file.
func problemsJSON(ps []*puzzles.FileError) []jsonProblem {
	out := []jsonProblem{}
	for _, p := range ps {
		out = append(out, jsonProblem{File: p.File, Line: p.Line, Column: p.Col, Key: p.Path, Message: p.Msg, Text: p.Error()})
	}
	return out
}
