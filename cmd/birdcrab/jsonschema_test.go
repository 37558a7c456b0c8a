package main

// A validator for the part of JSON Schema (draft 2020-12) that the schemas
// in docs/schema use, so that the tests can hold birdcrab's JSON outputs and
// packs to them without a dependency. A schema that uses any other keyword
// fails validation, so the schemas cannot drift into what is not checked.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"
)

// schemaKeywords are the keywords the validator knows; the annotations among
// them ($schema, title, description) are accepted and ignored.
var schemaKeywords = map[string]bool{
	"$schema": true, "title": true, "description": true, "$defs": true, "$ref": true,
	"type": true, "enum": true, "allOf": true, "oneOf": true,
	"properties": true, "required": true, "additionalProperties": true, "unevaluatedProperties": true, "propertyNames": true,
	"items": true, "minItems": true, "maxItems": true,
	"pattern": true, "minLength": true,
	"minimum": true, "maximum": true,
}

// jsonSchema is a schema document.
type jsonSchema struct {
	root map[string]any
	name string
	// seen records each property of the schema that a value validated
	// had (see unseen), by its properties table and its name.
	seen map[propertyKey]bool
}

// propertyKey names one property of a schema: the properties table that
// declares it, and its name.
type propertyKey struct {
	table uintptr
	name  string
}

func keyOf(props map[string]any, name string) propertyKey {
	return propertyKey{reflect.ValueOf(props).Pointer(), name}
}

// saw records that a value validated had the property name of props.
func (s *jsonSchema) saw(props map[string]any, name string) {
	if s.seen != nil {
		s.seen[keyOf(props, name)] = true
	}
}

// unseen lists the properties the schema declares that none of the values
// it validated had, but for those named in except (their places as
// unseen writes them, such as "files[].results[].quality.error"): a field
// of an output that no test prints is a field whose schema nothing checks.
func (s *jsonSchema) unseen(except ...string) []string {
	var out []string
	var walk func(schema any, at string)
	walk = func(schema any, at string) {
		sc, ok := schema.(map[string]any)
		if !ok {
			return
		}
		props, _ := sc["properties"].(map[string]any)
		names := make([]string, 0, len(props))
		for name := range props {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			here := strings.TrimPrefix(at+"."+name, ".")
			if !s.seen[keyOf(props, name)] && !slices.Contains(except, here) {
				out = append(out, here)
			}
			walk(props[name], here)
		}
		walk(sc["items"], at+"[]")
		walk(sc["additionalProperties"], at+".*")
		all, _ := sc["allOf"].([]any)
		for _, sub := range all {
			walk(sub, at)
		}
		defs, _ := sc["$defs"].(map[string]any)
		for name, def := range defs {
			walk(def, "$defs/"+name)
		}
	}
	walk(s.root, "")
	sort.Strings(out)
	return out
}

// loadSchema reads a schema from docs/schema.
func loadSchema(t *testing.T, name string) *jsonSchema {
	t.Helper()
	data, err := os.ReadFile("../../docs/schema/" + name)
	if err != nil {
		t.Fatal(err)
	}
	v, err := decodeJSON(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	root, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("%s is not an object", name)
	}
	return &jsonSchema{root: root, name: name, seen: map[propertyKey]bool{}}
}

// decodeJSON decodes one JSON value, numbers kept exact.
func decodeJSON(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if dec.More() {
		return nil, fmt.Errorf("more than one JSON value")
	}
	return v, nil
}

// validate returns every way v breaks the schema, each with its place as a
// JSON pointer.
func (s *jsonSchema) validate(v any) []string {
	var errs []string
	s.check(s.root, v, "", &errs)
	return errs
}

func (s *jsonSchema) check(schema any, v any, at string, errs *[]string) {
	fail := func(format string, args ...any) {
		*errs = append(*errs, fmt.Sprintf("%s: %s", orRoot(at), fmt.Sprintf(format, args...)))
	}
	switch sc := schema.(type) {
	case bool:
		if !sc {
			fail("not allowed")
		}
		return
	case map[string]any:
		s.checkObjectSchema(sc, v, at, errs, fail)
	default:
		fail("the schema is a %T", schema)
	}
}

func (s *jsonSchema) checkObjectSchema(sc map[string]any, v any, at string, errs *[]string, fail func(string, ...any)) {
	for k := range sc {
		if !schemaKeywords[k] {
			fail("the schema uses %q, which the test validator does not know", k)
		}
	}
	if ref, ok := sc["$ref"].(string); ok {
		s.check(s.resolve(ref), v, at, errs)
	}
	if all, ok := sc["allOf"].([]any); ok {
		for _, sub := range all {
			s.check(sub, v, at, errs)
		}
	}
	s.checkOneOf(sc, v, fail)
	if t, ok := sc["type"]; ok && !hasType(t, v) {
		fail("want type %v, got %s", t, typeOf(v))
		return
	}
	if enum, ok := sc["enum"].([]any); ok {
		found := false
		for _, e := range enum {
			found = found || reflect.DeepEqual(e, v)
		}
		if !found {
			fail("%v is not one of %v", v, enum)
		}
	}
	switch x := v.(type) {
	case string:
		if p, ok := sc["pattern"].(string); ok && !compiled(p).MatchString(x) {
			fail("%q does not match %s", x, p)
		}
		if n, ok := number(sc["minLength"]); ok && float64(utf8.RuneCountInString(x)) < n {
			fail("%q is shorter than %v", x, n)
		}
	case json.Number:
		f, _ := x.Float64()
		if n, ok := number(sc["minimum"]); ok && f < n {
			fail("%v is below the minimum %v", x, n)
		}
		if n, ok := number(sc["maximum"]); ok && f > n {
			fail("%v is above the maximum %v", x, n)
		}
	case []any:
		if n, ok := number(sc["minItems"]); ok && float64(len(x)) < n {
			fail("%d items, fewer than %v", len(x), n)
		}
		if n, ok := number(sc["maxItems"]); ok && float64(len(x)) > n {
			fail("%d items, more than %v", len(x), n)
		}
		if items, ok := sc["items"]; ok {
			for i, e := range x {
				s.check(items, e, fmt.Sprintf("%s/%d", at, i), errs)
			}
		}
	case map[string]any:
		s.checkObject(sc, x, at, errs, fail)
	}
}

// checkOneOf fails v unless exactly one of the oneOf subschemas of sc, if
// it has them, takes it.
func (s *jsonSchema) checkOneOf(sc map[string]any, v any, fail func(string, ...any)) {
	one, ok := sc["oneOf"].([]any)
	if !ok {
		return
	}
	passed := 0
	for _, sub := range one {
		var errs []string
		s.check(sub, v, "", &errs)
		if len(errs) == 0 {
			passed++
		}
	}
	if passed != 1 {
		fail("%d of the %d oneOf subschemas take it, not one", passed, len(one))
	}
}

func (s *jsonSchema) checkObject(sc map[string]any, x map[string]any, at string, errs *[]string, fail func(string, ...any)) {
	if req, ok := sc["required"].([]any); ok {
		for _, r := range req {
			if _, ok := x[r.(string)]; !ok {
				fail("lacks the required %q", r)
			}
		}
	}
	props, _ := sc["properties"].(map[string]any)
	keys := make([]string, 0, len(x))
	for k := range x {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		here := at + "/" + k
		if pn, ok := sc["propertyNames"]; ok {
			s.check(pn, k, here, errs)
		}
		if p, ok := props[k]; ok {
			s.saw(props, k)
			s.check(p, x[k], here, errs)
			continue
		}
		if ap, ok := sc["additionalProperties"]; ok {
			if ap == false {
				fail("%q is not a property here", k)
			} else {
				s.check(ap, x[k], here, errs)
			}
		}
	}
	// unevaluatedProperties: false, as these schemas use it: the keys
	// allowed are those of properties here and in the allOf subschemas.
	if up, ok := sc["unevaluatedProperties"]; ok {
		if up != false {
			fail("the test validator knows unevaluatedProperties: false only")
			return
		}
		allowed := map[string]bool{}
		for k := range props {
			allowed[k] = true
		}
		all, _ := sc["allOf"].([]any)
		for _, sub := range all {
			m, _ := sub.(map[string]any)
			if ref, ok := m["$ref"].(string); ok {
				m, _ = s.resolve(ref).(map[string]any)
			}
			subProps, _ := m["properties"].(map[string]any)
			for k := range subProps {
				allowed[k] = true
			}
		}
		for _, k := range keys {
			if !allowed[k] {
				fail("%q is not a property here", k)
			}
		}
	}
}

// patterns holds the compiled patterns of the schemas.
var patterns sync.Map

func compiled(p string) *regexp.Regexp {
	if re, ok := patterns.Load(p); ok {
		return re.(*regexp.Regexp)
	}
	re := regexp.MustCompile(p)
	patterns.Store(p, re)
	return re
}

// resolve finds a "#/$defs/NAME" reference.
func (s *jsonSchema) resolve(ref string) any {
	name, ok := strings.CutPrefix(ref, "#/$defs/")
	defs, _ := s.root["$defs"].(map[string]any)
	if !ok || defs[name] == nil {
		return false // an unknown reference fails every value
	}
	return defs[name]
}

// hasType reports whether v is of the type t names (a name or a list).
func hasType(t any, v any) bool {
	if list, ok := t.([]any); ok {
		for _, one := range list {
			if hasType(one, v) {
				return true
			}
		}
		return false
	}
	name, _ := t.(string)
	got := typeOf(v)
	return got == name || (name == "number" && got == "integer")
}

// typeOf names the JSON type of v.
func typeOf(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case json.Number:
		if _, err := x.Int64(); err == nil {
			return "integer"
		}
		return "number"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}

func number(v any) (float64, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	f, err := n.Float64()
	return f, err == nil
}

func orRoot(at string) string {
	if at == "" {
		return "(root)"
	}
	return at
}

// The validator itself finds what it should: each kind of violation.
func TestSchemaValidatorFindsViolations(t *testing.T) {
	s := &jsonSchema{name: "test", root: map[string]any{}}
	v, err := decodeJSON([]byte(`{
		"type": "object", "required": ["a"], "additionalProperties": false,
		"properties": {
			"a": {"type": "integer", "minimum": 1, "maximum": 3},
			"b": {"type": "array", "minItems": 1, "maxItems": 2, "items": {"$ref": "#/$defs/s"}},
			"c": {"enum": ["x", "y"]},
			"d": {"type": "object", "propertyNames": {"pattern": "^[1-6]$"}, "additionalProperties": {"type": "boolean"}},
			"e": {"type": "object", "unevaluatedProperties": false, "allOf": [{"$ref": "#/$defs/p"}], "properties": {"own": {}}},
			"f": {"type": "object", "oneOf": [{"required": ["x"]}, {"required": ["y"]}]}
		},
		"$defs": {"s": {"type": "string", "pattern": "^ok", "minLength": 3}, "p": {"properties": {"inherited": {}}}}
	}`))
	if err != nil {
		t.Fatal(err)
	}
	s.root = v.(map[string]any)
	tests := []struct{ doc, want string }{
		{`{"a": 2, "b": ["okay"], "c": "x", "d": {"1": true}, "e": {"own": 1, "inherited": 2}}`, ""},
		{`{}`, `lacks the required "a"`},
		{`{"a": 2.5}`, "want type integer"},
		{`{"a": 0}`, "below the minimum"},
		{`{"a": 4}`, "above the maximum"},
		{`{"a": 1, "z": 1}`, `"z" is not a property here`},
		{`{"a": 1, "b": []}`, "fewer than 1"},
		{`{"a": 1, "b": ["okay", "okay", "okay"]}`, "more than 2"},
		{`{"a": 1, "b": ["no!"]}`, "does not match ^ok"},
		{`{"a": 1, "b": ["ok"]}`, "shorter than 3"},
		{`{"a": 1, "c": "z"}`, "is not one of"},
		{`{"a": 1, "d": {"7": true}}`, `"7" does not match`},
		{`{"a": 1, "d": {"1": 1}}`, "want type boolean"},
		{`{"a": 1, "e": {"stranger": 1}}`, `"stranger" is not a property here`},
		{`{"a": 1, "f": {"y": 1}}`, ""},
		{`{"a": 1, "f": {}}`, "0 of the 2 oneOf subschemas take it, not one"},
		{`{"a": 1, "f": {"x": 1, "y": 1}}`, "2 of the 2 oneOf subschemas take it, not one"},
	}
	for _, tc := range tests {
		doc, err := decodeJSON([]byte(tc.doc))
		if err != nil {
			t.Fatal(err)
		}
		errs := strings.Join(s.validate(doc), "\n")
		if tc.want == "" && errs != "" || tc.want != "" && !strings.Contains(errs, tc.want) {
			t.Errorf("%s: errors %q, want %q", tc.doc, errs, tc.want)
		}
	}
	s.seen = map[propertyKey]bool{}
	doc, _ := decodeJSON([]byte(`{"a": 1, "b": ["okay"], "e": {}}`))
	s.validate(doc)
	if got, want := strings.Join(s.unseen("d"), " "), "$defs/p.inherited c e.own f"; got != want {
		t.Errorf("unseen: %q, want %q", got, want)
	}
	s.root["minProperties"] = json.Number("1")
	if errs := s.validate(map[string]any{"a": json.Number("1")}); len(errs) == 0 || !strings.Contains(errs[0], "does not know") {
		t.Errorf("an unknown keyword passes: %v", errs)
	}
}
