package engine

import "testing"

// The benchmark positions: twelve pieces in the middle game, eight of them
// moving into the centre, where they bump, fight ranged and close.
const (
	benchCode = "bc1 t6 d20 | AB.BC.CD m6 h:Pawn Spear/AB1/E Shield/B2/E Runner/BC1/F Club/AB3/E Dart/C2/F Pawn/AB5/D" +
		" | DE.EF.FA m6 h:Pawn Spear/FA1/C Shield/E2/B Runner/DE1/C Club/F2/B Dart/EF1/B Pawn/DE3/B | g:-"
	benchSpecialCode = "bc1 t6 d20 | AB.BC.CD m6 h:Pawn Spear/AB1/E ImpSwarm/B2/E Runner/BC1/F Harpy/AB3/E Dart/C2/F King/AB5/D" +
		" | DE.EF.FA m6 h:Pawn Spear/FA1/C Cerberus/E2/B Runner/DE1/C Magician/F2/B Dart/EF1/B Priest/DE3/B | g:-"
)

var benchOrders = [][]string{
	{"move AB1 E 2", "move B2 E 1", "move BC1 E 2", "move C2 F 3"},
	{"move FA1 C 2", "move E2 B 1", "move DE1 B 2", "move EF1 B 3"},
}

func benchSetup(t testing.TB, cat *Catalogue, code string) (Position, Plan) {
	t.Helper()
	p, err := ParseCode(cat, code)
	if err != nil {
		t.Fatal(err)
	}
	var orders [][]Order
	for _, os := range benchOrders {
		o, err := ParseOrders(cat, os)
		if err != nil {
			t.Fatal(err)
		}
		orders = append(orders, o)
	}
	return p, mustPlan(t, cat, &p, orders)
}

func benchPosition(t testing.TB, cat *Catalogue) (Position, Plan) {
	return benchSetup(t, cat, benchCode)
}

func runResolveBench(b *testing.B, code string, events, fresh bool) {
	cat := testCatalogue(b)
	p, plan := benchSetup(b, cat, code)
	rules := &Rules{Kinds: cat}
	var out Outcome
	var rec *Record
	if events {
		rec = &Record{}
	}
	var r Resolver
	b.ReportAllocs()
	for b.Loop() {
		if rec != nil {
			rec.Events = rec.Events[:0]
		}
		if fresh {
			rules.Resolve(&p, &plan, &out, rec)
		} else {
			r.Resolve(rules, &p, &plan, &out, rec)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "resolves/s")
}

// BenchmarkResolve resolves the plain 12-piece position with events off,
// in one Resolver, as a search does.
func BenchmarkResolve(b *testing.B) { runResolveBench(b, benchCode, false, false) }

// BenchmarkResolveFresh is BenchmarkResolve through Rules.Resolve, which
// sets up its scratch space anew each time.
func BenchmarkResolveFresh(b *testing.B) { runResolveBench(b, benchCode, false, true) }

// BenchmarkResolveSpecials resolves the position with special pieces among the twelve.
func BenchmarkResolveSpecials(b *testing.B) { runResolveBench(b, benchSpecialCode, false, false) }

// BenchmarkResolveEvents resolves the plain position recording events.
func BenchmarkResolveEvents(b *testing.B) { runResolveBench(b, benchCode, true, false) }

func TestBenchPositionsFight(t *testing.T) {
	// The benchmark positions must exercise the resolver: fights, bumps and
	// deaths, not twelve pieces walking past each other.
	cat := testCatalogue(t)
	for _, code := range []string{benchCode, benchSpecialCode} {
		p, plan := benchSetup(t, cat, code)
		out, events := (&Rules{Kinds: cat}).Play(p, plan)
		var fights, steps int
		for _, e := range events {
			switch e.Type {
			case EvFight:
				fights++
			case EvStep:
				steps++
			}
		}
		if fights < 3 || steps < 5 || out.Lost[0]+out.Lost[1] < 3 {
			t.Errorf("benchmark position too quiet: %d fights, %d steps, %d losses", fights, steps, out.Lost[0]+out.Lost[1])
		}
	}
}
