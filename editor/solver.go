package editor

import (
	"context"

	"github.com/birdcrab/birdcrab/solver"
)

// SolverSearch is the Solver of the Solve screen: package solver's Solve.
// New uses it when Options.Solver is nil.
func SolverSearch(ctx context.Context, req SolveRequest, progress func(SolveProgress)) (*SolveResult, error) {
	opp, err := solver.ParseOpponent(req.Opponent)
	if err != nil {
		return nil, err
	}
	p := &solver.Problem{Rules: req.Rules, Pos: req.Pos, Side: req.Side, Goals: req.Goals, Opponent: opp, Replies: req.Replies}
	if err := p.Check(); err != nil {
		return nil, err
	}
	opt := solver.Options{Timeout: req.Timeout}
	if progress != nil {
		opt.Progress = func(pr solver.Progress) {
			progress(SolveProgress{Nodes: pr.Nodes, Done: int64(pr.Done), Total: int64(pr.Total), Found: int64(pr.Found), Elapsed: pr.Elapsed})
		}
	}
	res, err := solver.Solve(ctx, p, opt)
	if err != nil {
		return nil, err
	}
	out := &SolveResult{Unique: res.Unique, Complete: res.Complete, Stopped: res.Stopped, Nodes: res.Nodes, Elapsed: res.Elapsed}
	for _, s := range res.Solutions {
		out.Solutions = append(out.Solutions, s.Orders)
	}
	return out, nil
}
