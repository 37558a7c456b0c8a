package puzzles

import (
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"
)

// rangeSentinel stands, in a second decoding, for a number the decoder
// could not hold, so that the value's place in the tables can be found.
const rangeSentinel = "birdcrab\x00out of range"

// rangeMessage words the decoder's "N is out of range for int64", the one
// syntax error about a value rather than the text around it, as every
// other problem with a value: naming the puzzle, lesson or kind, and the
// key ("puzzle \"p\": player 1 hand_max: 99999999999999999999 is too large
// a number to read"). ok is false for any other error.
func rangeMessage(data []byte, pe toml.ParseError) (msg string, ok bool) {
	num, size, ok := strings.Cut(pe.Message, " is out of range for ")
	if !ok {
		return "", false
	}
	what := "is too large a number to read"
	switch {
	case !strings.HasPrefix(size, "int"):
		what = "is out of the range of numbers a file can hold"
	case strings.HasPrefix(num, "-"):
		what = "is too small a number to read"
	}
	if where := rangePlace(data, pe, num); where != "" {
		return where + ": " + num + " " + what, true
	}
	if pe.LastKey != "" {
		return fmt.Sprintf("%s: %s %s", pe.LastKey, num, what), true
	}
	return num + " " + what, true
}

// rangePlace names where the number num of pe stands: the file is decoded
// again with a string in its place, and the tables searched for it. ""
// when that fails (another such number, say).
func rangePlace(data []byte, pe toml.ParseError, num string) string {
	start, end := pe.Position.Start, pe.Position.Start+pe.Position.Len
	if start < 0 || end > len(data) || string(data[start:end]) != num {
		return ""
	}
	text := string(data[:start]) + fmt.Sprintf("%q", rangeSentinel) + string(data[end:])
	var m map[string]any
	if _, err := toml.Decode(text, &m); err != nil {
		return ""
	}
	path, ok := findSentinel(m)
	if !ok || len(path) == 0 {
		return ""
	}
	return placeText(m, path)
}

// findSentinel returns the path to rangeSentinel in v: keys (strings)
// and indexes (ints).
func findSentinel(v any) ([]any, bool) {
	switch v := v.(type) {
	case string:
		return nil, v == rangeSentinel
	case map[string]any:
		for k, x := range v {
			if p, ok := findSentinel(x); ok {
				return append([]any{k}, p...), true
			}
		}
	case []map[string]any:
		for i, x := range v {
			if p, ok := findSentinel(x); ok {
				return append([]any{i}, p...), true
			}
		}
	case []any:
		for i, x := range v {
			if p, ok := findSentinel(x); ok {
				return append([]any{i}, p...), true
			}
		}
	}
	return nil, false
}

// placeText words a path as the loader's messages do: `puzzle "p": player
// 1 hand_max`, `kind "Bird": combat: element 2`, `pack: format`.
func placeText(m map[string]any, path []any) string {
	var who string
	top, _ := path[0].(string)
	rest := path[1:]
	switch i, isIndex := indexAt(path, 1); {
	case top == "pack" && len(rest) > 0:
		who = "pack"
	case (top == "puzzle" || top == "lesson" || top == "kind") && isIndex:
		name := "id"
		if top == "kind" {
			name = "name"
		}
		who = fmt.Sprintf("%s %d", top, i+1)
		if t := tableAt(m[top], i); t != nil {
			if s, _ := t[name].(string); s != "" {
				who = fmt.Sprintf("%s %q", top, s)
			}
		}
		rest = path[2:]
	default:
		rest = path
	}
	var key, elem string
	for j, p := range rest {
		switch p := p.(type) {
		case string:
			key = join(key, pathKey(p))
		case int:
			if j == len(rest)-1 {
				elem = fmt.Sprintf("element %d", p+1)
			} else {
				key += fmt.Sprintf("[%d]", p)
			}
		}
	}
	var parts []string
	for _, s := range []string{who, keyLabel(key), elem} {
		if s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, ": ")
}

// indexAt returns path[i] when it is an index.
func indexAt(path []any, i int) (int, bool) {
	if i >= len(path) {
		return 0, false
	}
	n, ok := path[i].(int)
	return n, ok
}

// tableAt returns element i of an array of tables, or nil.
func tableAt(v any, i int) map[string]any {
	switch a := v.(type) {
	case []map[string]any:
		if i < len(a) {
			return a[i]
		}
	case []any:
		if i < len(a) {
			t, _ := a[i].(map[string]any)
			return t
		}
	}
	return nil
}
