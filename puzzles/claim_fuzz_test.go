package puzzles

import "testing"

// FuzzClaimVariant: claims and variants never panic or hang.
func FuzzClaimVariant(f *testing.F) {
	for _, s := range []string{"dies AB3", "kills 2", "rule division", "special Harpy", "goals kill AB3; pit",
		"place Bird AB3 A", "remove AB3", "no-draw on", "sudden-death 2", "tech-fall 99999999999999999999", "survives DE3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cat := DefaultCatalogue()
		noHang(t, "ParseClaim", []byte(s), func() { ParseClaim(cat, s) })
		noHang(t, "ParseVariant", []byte(s), func() { ParseVariant(cat, s) })
	})
}
