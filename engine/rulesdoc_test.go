package engine

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestRulesDocumentNamesRealTests keeps docs/rules.md honest: every golden
// case and Go test it names as pinning a rule exists.
func TestRulesDocumentNamesRealTests(t *testing.T) {
	doc, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	var sources strings.Builder
	tests, _ := filepath.Glob("*_test.go")
	for _, f := range tests {
		b, _ := os.ReadFile(f)
		sources.Write(b)
	}
	names := regexp.MustCompile("`([A-Za-z0-9-]+)`").FindAllStringSubmatch(string(doc), -1)
	checked := 0
	for _, m := range names {
		name := m[1]
		switch {
		case strings.HasPrefix(name, "Test") || strings.HasPrefix(name, "Fuzz"):
			if !strings.Contains(sources.String(), "func "+name+"(") {
				t.Errorf("docs/rules.md names %s, which is no test", name)
			}
			checked++
		case strings.Count(name, "-") >= 1 && !strings.HasSuffix(name, "-"):
			if _, err := os.Stat(filepath.Join("testdata", "golden", name+".txt")); err != nil {
				t.Errorf("docs/rules.md names golden case %q, which does not exist", name)
			}
			checked++
		}
	}
	if checked < 100 {
		t.Errorf("only %d test names found in docs/rules.md", checked)
	}
}
