package scenario

import (
	"fmt"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
)

// maxListed is how many items of a long list a message names: the legal
// answers of a decision, the objects an ambiguous reference matches.
const maxListed = 50

// firstOf names the first maxListed of n items, label(i) naming the ith,
// and says how many there are when there are more.
func firstOf(n int, label func(i int) string) string {
	shown := make([]string, min(n, maxListed))
	for i := range shown {
		shown[i] = label(i)
	}
	out := strings.Join(shown, ", ")
	if n > maxListed {
		out += fmt.Sprintf(", … (%d in all)", n)
	}
	return out
}

// ordinals numbers each of want among the items of all whose names fold
// alike, in the order of all (Forest#1, Forest#2...): one pass over all,
// however many are wanted.
func ordinals[T comparable](all, want []T, name func(T) string) map[T]int {
	wanted := map[T]bool{}
	for _, w := range want {
		wanted[w] = true
	}
	out := map[T]int{}
	seen := map[string]int{} // folded name: items of that name so far
	for _, x := range all {
		key := names.Fold(name(x))
		seen[key]++
		if wanted[x] {
			out[x] = seen[key]
		}
	}
	return out
}
