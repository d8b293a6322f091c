package cards

import (
	"sort"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/pkg/sim"
)

// IsTokenName reports whether some card of the library creates tokens with
// this name (folded), so that scenarios may name them before they exist.
func (l *Library) IsTokenName(name string) bool {
	key := names.Fold(name)
	for _, c := range l.byFold {
		for _, t := range tokensOf(c.Def) {
			if names.Fold(t) == key {
				return true
			}
		}
	}
	return false
}

// tokensOf lists the names of the tokens a card's abilities create.
func tokensOf(c *sim.CardDef) []string {
	var out []string
	var walk func([]sim.Effect)
	walk = func(effects []sim.Effect) {
		for _, e := range effects {
			switch e := e.(type) {
			case sim.CreateTokens:
				out = append(out, e.Token.Name)
			case sim.Amass:
				out = append(out, e.TokenName())
			case sim.IfWonClash:
				walk(e.Then)
				walk(e.Else)
			case sim.FlipCoin:
				walk(e.Win)
				walk(e.Lose)
			case sim.Optional:
				walk(e.Do)
				walk(e.IfYouDo)
			}
		}
	}
	for _, k := range c.Keywords {
		out = append(out, sim.KeywordTokens(k)...)
	}
	for _, a := range c.Abilities {
		walk(a.Effects)
		for _, m := range a.Modes {
			walk(m.Effects)
		}
	}
	sort.Strings(out)
	return out
}

// MakesToken reports whether the card's abilities create a token of that
// name.
func (c *Card) MakesToken(name string) bool {
	key := names.Fold(name)
	for _, t := range tokensOf(c.Def) {
		if names.Fold(t) == key {
			return true
		}
	}
	return false
}
