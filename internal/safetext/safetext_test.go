package safetext

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestClean(t *testing.T) {
	for in, want := range map[string]string{
		"plain text, tabs\tand\nlines": "plain text, tabs\tand\nlines",
		"Kämpfer 騎士 🐦":                 "Kämpfer 騎士 🐦",
		"\x1b]0;pwned\x07title":        `\u001b]0;pwned\u0007title`,
		"\x1b[2J\x1b[Hcleared":         `\u001b[2J\u001b[Hcleared`,
		"back\rover":                   `back\u000dover`,
		"del\x7f":                      `del\u007f`,
		"c1 \u009b31m":                 `c1 \u009b31m`,
		"rtl \u202etxet":               `rtl \u202etxet`,
		"bad \xff\xfe byte":            `bad \xff\xfe byte`,
	} {
		if got := Clean(in); got != want {
			t.Errorf("Clean(%q) = %q, want %q", in, got, want)
		}
	}
}

// The escapes Clean writes are valid inside JSON strings.
func TestCleanKeepsJSONValid(t *testing.T) {
	data, _ := json.Marshal(map[string]string{"t": "a\u009b\u202eb\x7f"})
	var back map[string]string
	if err := json.Unmarshal([]byte(Clean(string(data))), &back); err != nil {
		t.Fatalf("%s: %v", Clean(string(data)), err)
	}
}

// A character split between two writes is cleaned whole.
func TestWriterSplitCharacters(t *testing.T) {
	var b bytes.Buffer
	w := NewWriter(&b)
	text := []byte("é\u009b騎\x1b🐦")
	for i := range text {
		w.Write(text[i : i+1])
	}
	w.Flush()
	if want := `é\u009b騎\u001b🐦`; b.String() != want {
		t.Fatalf("got %q, want %q", b.String(), want)
	}
	b.Reset()
	w.Write([]byte("cut \xe9"))
	w.Flush()
	if !strings.HasSuffix(b.String(), `\xe9`) {
		t.Fatalf("an incomplete character at the end: %q", b.String())
	}
}

// TestBlank: a text of spaces and characters that take no room is blank;
// one visible character, or a byte that Clean shows escaped, is not.
func TestBlank(t *testing.T) {
	for s, want := range map[string]bool{
		"":                   true,
		"   \t\n":            true,
		"\u200b\u200b\u200b": true, // zero-width spaces
		"\u200d\u2060\ufeff": true, // joiner, word joiner, byte order mark
		"\u3164\ufe0f":       true, // Hangul filler, variation selector
		"\u00a0\u3000":       true, // no-break and ideographic spaces
		"\u200bA\u200b":      false,
		"From behind":        false,
		".":                  false,
		"\xff":               false,
		"\u0301":             false, // a combining accent shows on its own
	} {
		if got := Blank(s); got != want {
			t.Errorf("Blank(%q) = %v, want %v", s, got, want)
		}
	}
}
