package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// compileGrantedKeywords reads the keywords an effect grants ("has
// flying"): those the card language accepts, except the ones the engine
// can't honour granted (sim.GrantableKeyword: changeling and devoid are
// characteristic-defining abilities only when printed, 604.3a).
func compileGrantedKeywords(r *source.Reader, n *yaml.Node) []string {
	var out []string
	for _, k := range compileKeywords(r, n) {
		if err := sim.GrantableKeyword(k); err != nil {
			r.Errorf(n, "%v", err)
			continue
		}
		out = append(out, k)
	}
	return out
}

// compileGrantedKeyword reads one keyword an effect grants ("gains fear
// until end of turn").
func compileGrantedKeyword(r *source.Reader, n *yaml.Node) (string, bool) {
	k, ok := compileKeyword(r, n)
	if !ok {
		return "", false
	}
	if err := sim.GrantableKeyword(k); err != nil {
		r.Errorf(n, "%v", err)
		return "", false
	}
	return k, true
}
