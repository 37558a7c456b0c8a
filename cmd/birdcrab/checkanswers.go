package main

import (
	"context"
	"time"

	"github.com/birdcrab/birdcrab/puzzles"
	"github.com/birdcrab/birdcrab/puzzles/prove"
)

// checkAnswers and judgeLesson wire package prove's judgement of the
// answers a lesson accepts (prove.Answers) into check's results.

// checkAnswers adds to the results of c's sound lessons with goals, and a
// way to play them without their rule (a without key, or a curriculum,
// where one is required), a problem for each accepted answer that does not
// need the rule or uses a later one; limit bounds each search (0: none).
func checkAnswers(ctx context.Context, c *checked, limit time.Duration) {
	pk := c.pack
	curriculum := pk.IsCurriculum()
	for i, l := range pk.Lessons {
		at := len(pk.Puzzles) + i
		if at >= len(c.results) || c.results[at].ID != l.ID || c.results[at].What != "lesson" {
			continue
		}
		r := &c.results[at]
		if !r.OK() || l.Task != puzzles.TaskGoals || (!curriculum && len(l.Without) == 0) {
			continue
		}
		if note := prove.AnswersNote(ctx, l, limit); note != "" {
			r.Notes = append(r.Notes, pk.Note(&l.Scenario, "without", "%s", note))
		}
		judgeLesson(ctx, c, l, r, limit)
	}
}

// judgeLesson adds to r, the result of lesson l, a problem for each
// accepted answer prove.Answers finds wrong, unless the lesson's proof was
// stopped (then nothing is known to judge them by); a search the time
// limit or an interrupt stops goes in c.stops, not in r's problems.
func judgeLesson(ctx context.Context, c *checked, l *puzzles.Lesson, r *puzzles.Result, limit time.Duration) {
	switch {
	case c.stops[&l.Scenario].text != "":
		return
	case ctx.Err() != nil:
		c.stops[&l.Scenario] = stopFor(ctx, limit, "its accepted answers not judged: the check stopped before")
		return
	}
	start := time.Now()
	msgs, stopped := prove.Answers(ctx, c.pack, l, limit)
	if stopped == "" && ctx.Err() != nil {
		// An interrupted refutation reads as an answer that does not
		// reach the goals: some wrong answers may be missing.
		stopped = "its accepted answers not all judged"
	}
	if stopped != "" {
		c.stops[&l.Scenario] = stopFor(ctx, limit, stopped)
	}
	for _, msg := range msgs {
		r.Problems = append(r.Problems, &puzzles.FileError{File: r.File, Line: r.Line, Msg: l.Name() + ": " + msg})
	}
	r.Elapsed += time.Since(start)
}
