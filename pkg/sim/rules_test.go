package sim

import (
	"os"
	"regexp"
	"testing"
)

// TestEveryRuleHasANumber checks that each rule the engine cites has a
// number, and, when the Comprehensive Rules text is beside the checkout,
// that the number exists there.
func TestEveryRuleHasANumber(t *testing.T) {
	var cr []byte
	if data, err := os.ReadFile("../../../shared/reference/comprehensive-rules.md"); err == nil {
		cr = data
	} else {
		t.Log("../shared/reference/comprehensive-rules.md is absent: checking numbers only")
	}
	for r := RuleNone + 1; r < ruleCount; r++ {
		n, ok := ruleNumbers[r]
		if !ok {
			t.Errorf("rule %d has no number in ruleNumbers", r)
			continue
		}
		if cr != nil && !regexp.MustCompile(`(?m)^`+regexp.QuoteMeta(n)+`\.? `).Match(cr) {
			t.Errorf("rule %d cites %s, which the Comprehensive Rules do not have", r, n)
		}
	}
}
