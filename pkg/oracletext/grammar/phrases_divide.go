package grammar

import "strings"

// dividedAmong are the ways Oracle text counts the targets damage is
// divided among (601.2d), with how many targets at most.
var dividedAmong = []struct {
	text string
	most int
}{
	{"one or two ", 2}, {"one, two, or three ", 3}, {"any number of ", 0},
}

// divided reads "one, two, or three targets", "one or two target
// creatures", "any number of targets": one target word naming up to
// several targets, at least one chosen. "any number" is read as many as
// there is damage to divide, which the emitter settles.
func divided(sc *scanner, i int) []cand {
	var out []cand
	for _, d := range dividedAmong {
		j, ok := sc.lit(i, d.text)
		if !ok {
			continue
		}
		if k, ok := sc.lit(j, "targets"); ok && !strings.HasPrefix(sc.s[k:], " ") {
			out = append(out, cand{Obj{Kind: ObjTarget, Types: []string{"any"}, Text: sc.s[i:k], Count: d.most, Divided: true}, k})
			continue
		}
		if k, ok := sc.lit(j, "target "); ok {
			for _, p := range objectPhrase(sc, k, true) {
				out = append(out, cand{Obj{Kind: ObjTarget, Types: []string{"permanent"}, Text: sc.s[i:p.end], Phrase: p.orig, Count: d.most, Divided: true}, p.end})
			}
		}
	}
	return out
}

func init() {
	holes["divided"] = divided
	effects = append(effects,
		tmpl("damage_divided", "~ deals {amount} damage divided as you choose among {divided}"),
		tmpl("damage_divided", "it deals {amount} damage divided as you choose among {divided}"),
	)
}
