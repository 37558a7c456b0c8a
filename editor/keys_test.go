package editor

import (
	"os"
	"strings"
	"testing"
)

// The README's editor section lists the keys of the help screen: every
// key of the modes' tables appears there.
func TestREADMEListsTheKeys(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## The editor\n")
	if !ok {
		t.Fatal("README.md has no section \"## The editor\"")
	}
	section = strings.ReplaceAll(section, "`", "")
	for _, s := range helpSections[:4] {
		for _, k := range s.Keys {
			t.Run(k.Keys, func(t *testing.T) {
				if !strings.Contains(section, "| "+k.Keys+" |") {
					t.Errorf("the README's key tables lack %q (%s)", k.Keys, k.What)
				}
			})
		}
	}
}
