package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"github.com/birdcrab/birdcrab/puzzles"
)

func init() {
	register(command{
		name:  "check",
		usage: "check [FILE...] [--timeout 60s] [--pieces FILE]",
		brief: "prove the puzzles and lessons of packs sound (no file: the shipped packs)",
		run:   runCheck,
	})
}

func runCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("check", stdout, stderr,
		"usage: birdcrab check [FILE...] [--timeout 60s] [--pieces FILE]",
		"Loads each pack (the shipped packs when no file is given), proves each",
		"puzzle's solution works and is unique up to its accepted alternatives, and",
		"each lesson's answer right. One line per puzzle; exit status 1 on any problem.")
	timeout := fs.Duration("timeout", 60*time.Second, "the most one puzzle's proof may take")
	files, code, ok := fs.parse(args)
	if !ok {
		return code
	}
	if err := oneStdin(append(files, *fs.pieces)...); err != nil {
		return fail(stderr, "%v", err)
	}
	cat, code := fs.catalogue(stderr)
	if code != 0 {
		return code
	}
	var packs []*puzzles.Pack
	bad := 0
	if len(files) == 0 {
		shipped, err := puzzles.Shipped()
		if err != nil {
			fmt.Fprintln(stdout, err)
			return 1
		}
		packs = shipped
	}
	for _, f := range files {
		pk, err := loadPack(f, cat)
		if err != nil {
			for _, p := range puzzles.Problems(err) {
				fmt.Fprintf(stdout, "FAIL %v\n", p)
			}
			bad++
			continue
		}
		packs = append(packs, pk)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	puzzlesN, lessonsN, failed := 0, 0, 0
	for _, pk := range packs {
		for _, r := range puzzles.Check(ctx, pk, prover(*timeout)) {
			if r.What == "lesson" {
				lessonsN++
			} else {
				puzzlesN++
			}
			where := fmt.Sprintf("%s:%d", r.File, r.Line)
			if r.OK() {
				fmt.Fprintf(stdout, "ok   %s %s %q\n", where, r.What, r.ID)
				for _, n := range r.Notes {
					fmt.Fprintf(stdout, "     note: %s\n", n)
				}
				continue
			}
			failed++
			fmt.Fprintf(stdout, "FAIL %s %s %q\n", where, r.What, r.ID)
			for _, p := range r.Problems {
				fmt.Fprintf(stdout, "     %v\n", p)
			}
		}
	}
	fmt.Fprintf(stdout, "%d packs, %d puzzles, %d lessons: ", len(packs), puzzlesN, lessonsN)
	switch {
	case failed == 0 && bad == 0:
		fmt.Fprintln(stdout, "all sound")
		return 0
	case bad > 0:
		fmt.Fprintf(stdout, "%d failed, %d files could not be read\n", failed, bad)
	default:
		fmt.Fprintf(stdout, "%d failed\n", failed)
	}
	return 1
}
