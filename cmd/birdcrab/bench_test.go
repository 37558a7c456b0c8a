package main

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/prove"
	"github.com/birdcrab/birdcrab/solver"
)

// BenchmarkSolveShipped solves every puzzle of the shipped packs (and every
// lesson with goals) under its own opponent model, and reports the median
// solve time of the hold and fixed ones, the median of the any ones, the
// slowest, and the positions resolved per second over all of them.
func BenchmarkSolveShipped(b *testing.B) {
	packs, err := puzzles.Shipped()
	if err != nil {
		b.Fatal(err)
	}
	var problems []*solver.Problem
	for _, pk := range packs {
		for _, pz := range pk.Puzzles {
			p, err := prove.Problem(&pz.Scenario)
			if err != nil {
				b.Fatal(err)
			}
			problems = append(problems, p)
		}
		for _, l := range pk.Lessons {
			if len(l.Goals) == 0 {
				continue
			}
			p, err := prove.Problem(&l.Scenario)
			if err != nil {
				b.Fatal(err)
			}
			problems = append(problems, p)
		}
	}
	if len(problems) == 0 {
		b.Skip("no shipped puzzles")
	}
	total := make([]time.Duration, len(problems))
	var nodes int64
	var elapsed time.Duration
	b.ReportAllocs()
	for b.Loop() {
		for i, p := range problems {
			start := time.Now()
			res, err := solver.Solve(context.Background(), p, solver.Options{})
			if err != nil {
				b.Fatal(err)
			}
			d := time.Since(start)
			total[i] += d
			elapsed += d
			nodes += res.Nodes
		}
	}
	var quick, any []float64
	slowest := 0.0
	for i, p := range problems {
		ms := float64(total[i].Microseconds()) / 1000 / float64(b.N)
		slowest = max(slowest, ms)
		if p.Opponent == solver.Any {
			any = append(any, ms)
		} else {
			quick = append(quick, ms)
		}
	}
	b.ReportMetric(median(quick), "median-hold-fixed-ms")
	b.ReportMetric(median(any), "median-any-ms")
	b.ReportMetric(slowest, "slowest-ms")
	b.ReportMetric(float64(len(problems)), "puzzles")
	if elapsed > 0 {
		b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
	}
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
