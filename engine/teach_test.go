package engine

import (
	"os"
	"path/filepath"
	"testing"
)

// Every rule that can be switched off has a name that parses back to it and
// a golden case, off-NAME, that shows what the game does without it; a
// switch added without its case fails here.
func TestRuleSwitches(t *testing.T) {
	names := RuleNames()
	if len(names) != numRules {
		t.Fatalf("%d names for %d rules", len(names), numRules)
	}
	for i, name := range names {
		r, err := ParseRule(name)
		if err != nil || r != Rule(1<<i) || r.String() != name {
			t.Errorf("rule %d: %q parses to %v (%v), named %q", i, name, r, err, r.String())
		}
		if _, err := os.Stat(filepath.Join("testdata", "golden", "off-"+name+".txt")); err != nil {
			t.Errorf("rule %q has no golden case off-%s", name, name)
		}
	}
	if _, err := ParseRule("gravity"); err == nil {
		t.Error("an unknown rule parses")
	}
	if s := (RuleTies | RuleMarch).String(); s != "ties+march" {
		t.Errorf("two rules are named %q", s)
	}
	if s := Rule(0).String(); s != "none" {
		t.Errorf("no rule is named %q", s)
	}
}
