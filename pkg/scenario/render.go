package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/sim"
)

// The renderings below write values the way scenario files write them, so
// that an expectation and the actual state diff line by line.

func manaText(m sim.Mana) string { return fmt.Sprintf("%q", m.String()) }

func flowList(items []string) string { return "[" + strings.Join(items, ", ") + "]" }

func sortedCopy(s []string) []string {
	c := slices.Clone(s)
	slices.Sort(c)
	return c
}

// countersText renders counters as a flow map in key order, leaving out
// zero counts.
func countersText(m map[string]int) string {
	var keys []string
	for k, v := range m {
		if v != 0 {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%q: %d", k, m[k])
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func quote(s string) string { return fmt.Sprintf("%q", s) }
