package grammar

import "strings"

// TypeAdd is what "becomes an artifact in addition to its other types" or
// "becomes a Vampire in addition to its other types" adds: card types
// without power and toughness (artifact, enchantment) or subtypes.
type TypeAdd struct {
	Types, Subtypes []string
	Text            string
}

func (t TypeAdd) String() string { return t.Text }

// typeAdd reads "an artifact", "an enchantment" or "a Vampire", "a Spider
// Hero": types an object gains, none of them giving it power and toughness.
func typeAdd(sc *scanner, i int) []cand {
	j, ok := sc.lit(i, "a ")
	if !ok {
		if j, ok = sc.lit(i, "an "); !ok {
			return nil
		}
	}
	for _, t := range []string{"artifact", "enchantment"} {
		if hasWord(sc.s[j:], t) {
			return []cand{{TypeAdd{Types: []string{t}, Text: sc.s[i : j+len(t)]}, j + len(t)}}
		}
	}
	var subs []string
	end := j
	for _, w := range strings.Fields(sc.s[j:]) {
		if !isCapitalized(w) || strings.ContainsAny(w, ".,") {
			break
		}
		subs = append(subs, w)
		end += len(w) + 1
	}
	if len(subs) == 0 {
		sc.fail(j)
		return nil
	}
	return []cand{{TypeAdd{Subtypes: subs, Text: sc.s[i : end-1]}, end - 1}}
}

// An object gains types, or a land becomes a basic land type (305.7): for
// the turn or with no duration (611.2a).
func init() {
	holes["typeadd"] = typeAdd
	effects = append(effects,
		tmpl("becomes_type/add/eot", "{permanent} becomes {typeadd} in addition to its other types until end of turn"),
		tmpl("becomes_type/add/eot", "until end of turn, {permanent} becomes {typeadd} in addition to its other types"),
		tmpl("becomes_type/add/ever", "{permanent} becomes {typeadd} in addition to its other types"),
		tmpl("becomes_type/land/eot", "{permanent} becomes a {basic} until end of turn"),
		tmpl("becomes_type/land/eot", "{permanent} becomes an {basic} until end of turn"),
		tmpl("becomes_type/land/ever", "{permanent} becomes a {basic}"),
		tmpl("becomes_type/land/ever", "{permanent} becomes an {basic}"),
	)
}
