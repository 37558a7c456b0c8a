package trainer

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/birdcrab/birdcrab/editor/tui"

	"github.com/BurntSushi/toml"
)

// badType matches the decoder's error for a value of the wrong type:
// toml: line 2 (last key "record.pack"): incompatible types: TOML value
// has type int64; destination has type string.
var badType = regexp.MustCompile(`^toml: (?:line (\d+) )?\(last key "([^"]*)"\): incompatible types: TOML value has type (\S+); destination has type (.+)$`)

// tomlProblem says what is wrong in a piece of a trainer file (progress.toml,
// state.toml) that the decoder refused, with its line in the file: text is
// the piece, and first the file's line it starts at. A value of the wrong type reads as
// "line 11: pack: want a string, not a whole number", not as the decoder's
// text with a line counted from the piece.
func tomlProblem(err error, text string, first int) string {
	at := func(line int, msg string) string {
		if line < 1 {
			return msg
		}
		return fmt.Sprintf("line %d: %s", first+line-1, msg)
	}
	var pe toml.ParseError
	if errors.As(err, &pe) {
		line := pe.Position.Line
		if start := pe.Position.Start; start >= 0 && start <= len(text) {
			// The decoder's line is the next one when the error is at a
			// line's end (a "[[record]" not closed).
			line = 1 + strings.Count(text[:start], "\n")
		}
		key := lastKey(pe.LastKey)
		if strings.HasPrefix(pe.Message, "parsing time") && key != "" {
			return at(pe.Position.Line, key+": want a date and time, as 2025-01-02T15:04:05Z")
		}
		return at(line, pe.Message)
	}
	msg := tui.OneLine(err)
	if m := badType.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		return at(line, fmt.Sprintf("%s: want %s, not %s", lastKey(m[2]), wantedType(m[4]), tomlTypeName(m[3])))
	}
	return strings.TrimPrefix(msg, "toml: ")
}

// lastKey is the last part of a dotted key: "pack" of "record.pack".
func lastKey(k string) string {
	return k[strings.LastIndexByte(k, '.')+1:]
}

// wantedType names the decoder's destination type for messages, as the
// packs' messages do (puzzles' typeName).
func wantedType(dst string) string {
	switch dst {
	case "string", "primitive (string-like)":
		return "a string"
	case "integer":
		return "a whole number"
	case "float":
		return "a number"
	case "boolean":
		return "true or false"
	case "slice":
		return "an array"
	case "map":
		return "a table"
	}
	return dst
}

// tomlTypeName names the Go type the decoder read a TOML value as.
func tomlTypeName(got string) string {
	switch got {
	case "string":
		return "a string"
	case "int64":
		return "a whole number"
	case "float64":
		return "a decimal number"
	case "bool":
		return "true or false"
	case "[]any", "[]interface {}":
		return "an array"
	case "[]map[string]any", "[]map[string]interface {}":
		return "an array of tables"
	case "map[string]any", "map[string]interface {}":
		return "a table"
	case "time.Time":
		return "a date or time"
	}
	return got
}

// tomlError is a decoder's error said as tomlProblem says it, the
// decoder's error kept beneath (errors.As finds its toml.ParseError).
type tomlError struct {
	msg string
	err error
}

func (e *tomlError) Error() string { return e.msg }
func (e *tomlError) Unwrap() error { return e.err }
