package solver

import (
	"context"
	"flag"
	"testing"
	"time"
)

var benchBrute = flag.Duration("bench.brute", 0,
	"also run the brute force on golden positions not marked brute, for at most this long each, to report the node ratio")

// BenchmarkSolve solves each golden position (testdata/golden), named
// MODEL/NAME, with all cores. It reports the nodes per solve and per
// second and, where the brute force finishes (positions marked brute, or
// any within -bench.brute), how many times fewer nodes the solver needed.
func BenchmarkSolve(b *testing.B) {
	cat := testCatalogue(b)
	for _, g := range readGoldens(b) {
		b.Run(g.spec.opponent.String()+"/"+g.name, func(b *testing.B) {
			p := g.spec.build(b, cat)
			ctx := context.Background()
			var brute int64
			if g.brute || *benchBrute > 0 {
				bctx, cancel := context.WithTimeout(ctx, max(*benchBrute, time.Minute))
				r, err := BruteForce(bctx, p)
				cancel()
				if err == nil && r.Complete {
					brute = r.Nodes
				}
			}
			var nodes int64
			b.ReportAllocs()
			for b.Loop() {
				r, err := Solve(ctx, p, Options{Tries: g.tries})
				if err != nil {
					b.Fatal(err)
				}
				nodes = r.Nodes
			}
			b.ReportMetric(float64(nodes), "nodes/op")
			b.ReportMetric(float64(nodes)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
			if brute > 0 {
				b.ReportMetric(float64(brute), "brute-nodes/op")
				b.ReportMetric(float64(brute)/float64(nodes), "x-fewer-nodes")
			}
		})
	}
}
