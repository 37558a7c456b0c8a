// Package prove joins the packs to the solver: it turns a puzzle or a
// lesson into the solver's problem (Problem), and proves a pack sound
// (Pack): puzzles.Check with the solver's proof that each solution holds
// against every reply the opponent model allows and is unique up to its
// accepted alternatives, and each lesson under "any" judged by the
// replies that beat its answers (Refuter). `birdcrab check`, the editor
// and the trainer all go through it, so that a pack is judged one way
// everywhere. It also
// judges every answer a lesson accepts, not only the stated one, as
// `birdcrab check` does (Answers, AnswersNote).
//
// Package puzzles does not import the solver (it reads files and knows no
// search); the solver does not read files. This package imports both and
// nothing imports it but the commands and the screens.
package prove

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"
)

// DefaultLimit is how long one puzzle's proof takes at most when the
// caller has no limit of its own (the check command's default).
const DefaultLimit = 60 * time.Second

// Problem turns a puzzle or a lesson into the solver's problem: its
// position, side, goals and opponent model, and under "fixed" the others'
// scripted orders.
func Problem(s *puzzles.Scenario) (*solver.Problem, error) {
	if !s.Opponent.Valid() {
		return nil, fmt.Errorf("%s: unknown opponent model %v", s.Name(), s.Opponent)
	}
	return &solver.Problem{Rules: s.Rules(), Pos: s.Position, Side: s.Side, Goals: s.Goals, Opponent: s.Opponent, Replies: s.Script()}, nil
}

// Record is told, for each scenario whose uniqueness the proof searched,
// the minimal solutions the solver found and the positions it searched
// (`birdcrab check --json` reports them). It is called from the goroutine
// that runs Pack.
type Record func(s *puzzles.Scenario, solutions [][]engine.Order, nodes int64)

// Pack checks every puzzle and lesson of pk as puzzles.Check does, with the
// solver's proof (Prover) bounded by limit for each (0 or less: none);
// record, when not nil, is told what each uniqueness proof found.
func Pack(ctx context.Context, pk *puzzles.Pack, limit time.Duration, record Record) []puzzles.Result {
	return puzzles.CheckRefuting(ctx, pk, Prover(limit, record), Refuter(limit))
}

// Refuter returns the solver's refutation as puzzles.CheckRefuting judges
// a lesson under "any" with it: solver.Refute on the scenario's problem
// (its rules switched off too, for a lesson played without its rule), the
// search the trainer judges an answer with, each bounded by limit (0 or
// less: none).
func Refuter(limit time.Duration) puzzles.Refuter {
	return func(ctx context.Context, s *puzzles.Scenario, orders []engine.Order) ([][]engine.Order, bool, error) {
		p, err := Problem(s)
		if err != nil {
			return nil, false, err
		}
		if limit > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, limit)
			defer cancel()
		}
		return solver.Refute(ctx, p, orders)
	}
}

// Prover returns the solver-backed proof that puzzles.Check runs on every
// puzzle: the stated solution (and each accepted alternative) holds against
// every reply the model allows, and, when unique is asked, every minimal
// solution the solver finds lies inside the stated solution or an accepted
// alternative. Each proof may take up to limit (0 or less: no limit); record,
// when not nil, is told the solutions and nodes of each uniqueness proof.
func Prover(limit time.Duration, record Record) puzzles.Prover {
	return func(ctx context.Context, s *puzzles.Scenario, unique bool) error {
		p, err := Problem(s)
		if err != nil {
			return err
		}
		parent := ctx
		if limit > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, limit)
			defer cancel()
		}
		accepted := append([][]engine.Order{s.Solution}, s.Alternatives...)
		if err := holds(ctx, p, s.Catalogue(), accepted); err != nil || !unique {
			return outOfTime(err, parent, limit, "the stated solution not proven to hold")
		}
		return outOfTime(onlyAccepted(ctx, p, s, accepted, limit, record), parent, limit, "uniqueness not proven")
	}
}

// outOfTime says in words what was not proven when err is the proof's own
// time limit running out (the solver reports it as the context's error);
// any other error, an interrupt included, is returned as it is.
func outOfTime(err error, parent context.Context, limit time.Duration, what string) error {
	if limit <= 0 || !errors.Is(err, context.DeadlineExceeded) || parent.Err() != nil {
		return err
	}
	return fmt.Errorf("%s within %v: the time ran out", what, limit)
}

// holds refutes each accepted answer; it fails on the first the solver
// beats.
func holds(ctx context.Context, p *solver.Problem, cat *engine.Catalogue, accepted [][]engine.Order) error {
	for i, answer := range accepted {
		reply, refuted, err := solver.Refute(ctx, p, answer)
		if err != nil {
			return err
		}
		if refuted {
			what := "the stated solution"
			if i > 0 {
				what = fmt.Sprintf("accepted alternative %d", i)
			}
			return fmt.Errorf("%s fails against the reply %s", what, ReplyText(cat, reply))
		}
	}
	return nil
}

// onlyAccepted solves p, the problem of s, tells record what it found,
// and fails when a minimal solution lies outside every accepted answer.
func onlyAccepted(ctx context.Context, p *solver.Problem, s *puzzles.Scenario, accepted [][]engine.Order, limit time.Duration, record Record) error {
	res, err := solver.Solve(ctx, p, solver.Options{})
	if err != nil {
		return err
	}
	if record != nil {
		sols := make([][]engine.Order, len(res.Solutions))
		for i, sol := range res.Solutions {
			sols[i] = sol.Orders
		}
		record(s, sols, res.Nodes)
	}
	cat := s.Catalogue()
	if res.Stopped {
		if limit <= 0 {
			return fmt.Errorf("uniqueness not proven: %s", res.NotProven)
		}
		return fmt.Errorf("uniqueness not proven within %v: %s", limit, res.NotProven)
	}
	var others []string
	for _, sol := range res.Solutions {
		if !slices.ContainsFunc(accepted, func(a []engine.Order) bool { return subset(sol.Orders, a) }) {
			others = append(others, engine.OrdersText(cat, sol.Orders, "to give no orders"))
		}
	}
	switch len(others) {
	case 0:
		return nil
	case 1:
		return fmt.Errorf("not unique: another solution is %s", others[0])
	}
	return fmt.Errorf("not unique: %d other solutions: %s", len(others), strings.Join(others, " | "))
}

// subset reports whether every order of small is in big.
func subset(small, big []engine.Order) bool {
	for _, o := range small {
		if !slices.Contains(big, o) {
			return false
		}
	}
	return true
}

// ReplyText writes a reply (orders per player) in notation: "player 2:
// move DE3 B 1", or "of no orders".
func ReplyText(cat *engine.Catalogue, reply [][]engine.Order) string {
	var parts []string
	for i, os := range reply {
		if len(os) > 0 {
			parts = append(parts, fmt.Sprintf("player %d: %s", i+1, engine.OrdersText(cat, os, "to give no orders")))
		}
	}
	if len(parts) == 0 {
		return "of no orders"
	}
	return strings.Join(parts, ", ")
}
