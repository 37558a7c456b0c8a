package main

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/birdcrab/birdcrab/engine"
	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/solver"
)

// problemOf turns a puzzle or lesson into the solver's problem.
func problemOf(s *puzzles.Scenario) (*solver.Problem, error) {
	opp, err := solver.ParseOpponent(s.Opponent)
	if err != nil {
		return nil, err
	}
	return &solver.Problem{Rules: s.Rules(), Pos: s.Position, Side: s.Side, Goals: s.Goals, Opponent: opp, Replies: s.Script()}, nil
}

// prover returns the solver-backed proof that puzzles.Check runs on every
// puzzle: the stated solution (and each accepted alternative) holds against
// every reply the model allows, and, when unique is asked, every minimal
// solution the solver finds lies inside the stated solution or an accepted
// alternative. Each proof may take up to limit. When record is not nil, it
// is given the minimal solutions the uniqueness proof found and the
// positions it searched.
func prover(limit time.Duration, record func(s *puzzles.Scenario, solutions [][]engine.Order, nodes int64)) puzzles.Prover {
	return func(ctx context.Context, s *puzzles.Scenario, unique bool) error {
		p, err := problemOf(s)
		if err != nil {
			return err
		}
		cat := s.Catalogue()
		ctx, cancel := context.WithTimeout(ctx, limit)
		defer cancel()
		accepted := append([][]engine.Order{s.Solution}, s.Alternatives...)
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
				return fmt.Errorf("%s fails against the reply %s", what, replyText(cat, reply))
			}
		}
		if !unique {
			return nil
		}
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
		if res.Stopped {
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

// replyText writes a reply (orders per player) in notation.
func replyText(cat *engine.Catalogue, reply [][]engine.Order) string {
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
