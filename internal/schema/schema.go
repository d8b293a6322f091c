// Package schema holds the JSON Schemas of scenario files and card files,
// embedded in the binary for editors (yaml-language-server) and CI, and a
// small validator for the part of JSON Schema they use, so tests can prove
// every corpus file validates without a new dependency.
package schema

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
)

//go:embed rulecheck.schema.json
var scenarioJSON []byte

// Scenario is the JSON Schema of scenario files.
func Scenario() []byte { return scenarioJSON }

// Card is the JSON Schema of card files: the scenario schema's card
// definition as the root, with the same definitions.
func Card() []byte {
	var doc map[string]any
	if err := json.Unmarshal(scenarioJSON, &doc); err != nil {
		panic("schema: the embedded schema is not JSON: " + err.Error())
	}
	card := map[string]any{
		"$schema":     doc["$schema"],
		"$id":         "https://github.com/rulecheck/rulecheck/schema/card.schema.json",
		"title":       "rulecheck card file",
		"description": "One card per YAML document, as in pkg/cards/library.",
		"$ref":        "#/$defs/card",
		"$defs":       doc["$defs"],
	}
	out, err := json.MarshalIndent(card, "", "  ")
	if err != nil {
		panic(err)
	}
	return append(out, '\n')
}

// Validator checks values (as YAML or JSON decode them: maps, slices,
// strings, numbers, booleans, nil) against a schema. It knows the keywords
// the embedded schemas use: type, enum, properties, additionalProperties,
// required, items, minItems, minProperties, maxProperties, minimum, anyOf
// and local $ref ("#/$defs/NAME"); the others are ignored.
type Validator struct {
	root map[string]any
}

// New reads a schema.
func New(schemaJSON []byte) (*Validator, error) {
	var root map[string]any
	if err := json.Unmarshal(schemaJSON, &root); err != nil {
		return nil, err
	}
	return &Validator{root: root}, nil
}

// Validate returns every place where v breaks the schema, as
// "path: problem", in path order; none means valid.
func (v *Validator) Validate(value any) []string {
	var errs []string
	v.check(v.root, value, "$", &errs)
	sort.Strings(errs)
	return errs
}

func (v *Validator) check(s map[string]any, value any, path string, errs *[]string) {
	fail := func(format string, args ...any) { *errs = append(*errs, path+": "+fmt.Sprintf(format, args...)) }
	if ref, ok := s["$ref"].(string); ok {
		target, err := v.resolve(ref)
		if err != nil {
			fail("%v", err)
			return
		}
		v.check(target, value, path, errs)
	}
	if t, ok := s["type"]; ok && !hasType(t, value) {
		fail("expected %v, found %s", t, typeName(value))
		return
	}
	if enum, ok := s["enum"].([]any); ok && !slices.ContainsFunc(enum, func(e any) bool { return equal(e, value) }) {
		fail("%v is not one of %v", value, enum)
	}
	if anyOf, ok := s["anyOf"].([]any); ok {
		matched := false
		for _, alt := range anyOf {
			var sub []string
			v.check(alt.(map[string]any), value, path, &sub)
			if len(sub) == 0 {
				matched = true
				break
			}
		}
		if !matched {
			fail("matches none of the %d allowed shapes", len(anyOf))
		}
	}
	if min, ok := s["minimum"].(float64); ok {
		if n, isNum := number(value); isNum && n < min {
			fail("%v is less than %v", n, min)
		}
	}
	switch val := value.(type) {
	case map[string]any:
		v.object(s, val, path, fail, errs)
	case []any:
		if min, ok := s["minItems"].(float64); ok && float64(len(val)) < min {
			fail("expected at least %v items, found %d", min, len(val))
		}
		if items, ok := s["items"].(map[string]any); ok {
			for i, item := range val {
				v.check(items, item, fmt.Sprintf("%s[%d]", path, i), errs)
			}
		}
	}
}

func (v *Validator) object(s map[string]any, val map[string]any, path string, fail func(string, ...any), errs *[]string) {
	if min, ok := s["minProperties"].(float64); ok && float64(len(val)) < min {
		fail("expected at least %v keys, found %d", min, len(val))
	}
	if max, ok := s["maxProperties"].(float64); ok && float64(len(val)) > max {
		fail("expected at most %v keys, found %d", max, len(val))
	}
	if req, ok := s["required"].([]any); ok {
		for _, k := range req {
			if _, has := val[k.(string)]; !has {
				fail("missing required key %q", k)
			}
		}
	}
	props, _ := s["properties"].(map[string]any)
	keys := make([]string, 0, len(val))
	for k := range val {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		sub := path + "." + k
		if p, ok := props[k]; ok {
			v.check(p.(map[string]any), val[k], sub, errs)
			continue
		}
		switch ap := s["additionalProperties"].(type) {
		case bool:
			if !ap {
				known := make([]string, 0, len(props))
				for name := range props {
					known = append(known, name)
				}
				sort.Strings(known)
				fail("unknown key %q; the keys are %s", k, strings.Join(known, ", "))
			}
		case map[string]any:
			v.check(ap, val[k], sub, errs)
		}
	}
}

func (v *Validator) resolve(ref string) (map[string]any, error) {
	name, ok := strings.CutPrefix(ref, "#/$defs/")
	if !ok {
		return nil, fmt.Errorf("unsupported $ref %q", ref)
	}
	defs, _ := v.root["$defs"].(map[string]any)
	target, ok := defs[name].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("no definition %q", name)
	}
	return target, nil
}

func hasType(t any, value any) bool {
	switch t := t.(type) {
	case string:
		return isType(t, value)
	case []any:
		return slices.ContainsFunc(t, func(x any) bool { s, _ := x.(string); return isType(s, value) })
	}
	return true
}

func isType(t string, value any) bool {
	switch t {
	case "object":
		_, ok := value.(map[string]any)
		return ok
	case "array":
		_, ok := value.([]any)
		return ok
	case "string":
		_, ok := value.(string)
		return ok
	case "boolean":
		_, ok := value.(bool)
		return ok
	case "null":
		return value == nil
	case "number":
		_, ok := number(value)
		return ok
	case "integer":
		n, ok := number(value)
		return ok && n == math.Trunc(n)
	}
	return false
}

func typeName(value any) string {
	for _, t := range []string{"object", "array", "string", "boolean", "null", "integer", "number"} {
		if isType(t, value) {
			return t
		}
	}
	return fmt.Sprintf("%T", value)
}

func number(value any) (float64, bool) {
	switch n := value.(type) {
	case int:
		return float64(n), true
	case int64:
		return float64(n), true
	case uint64:
		return float64(n), true
	case float64:
		return n, true
	}
	return 0, false
}

func equal(a, b any) bool {
	na, okA := number(a)
	nb, okB := number(b)
	if okA && okB {
		return na == nb
	}
	return a == b
}
