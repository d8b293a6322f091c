package sim

import (
	"fmt"
	"strings"
)

// Amass (701.47a): "amass [subtype] N" means "If you don't control an Army
// creature, create a 0/0 black [subtype] Army creature token. Choose an
// Army creature you control. Put N +1/+1 counters on that creature. If it
// isn't a [subtype], it becomes a [subtype] in addition to its other
// types." The Army is chosen as the effect applies; no target.
type Amass struct {
	Subtype string
	N       int
}

func (e Amass) apply(g *Game, r *resolution) error {
	p := r.controller
	armies := g.armiesOf(p)
	if len(armies) == 0 {
		token := &CardDef{Name: e.TokenName(), Types: []string{"creature"}, Subtypes: []string{e.Subtype, "Army"},
			HasPT: true, ColorIndicator: ColorSet(Black)}
		g.createTokens(token, p, 1)
		armies = g.armiesOf(p)
	}
	if len(armies) == 0 {
		return nil // the token couldn't be created
	}
	i := 0
	if len(armies) > 1 {
		var err error
		if i, err = g.chooseObject(p, armies, fmt.Sprintf("an Army to amass %s %d", e.Subtype, e.N), RuleAmass); err != nil {
			return err
		}
	}
	army := armies[i]
	g.logf("amass", RuleAmass, "%s amasses %s %d: %s is the Army", g.players[p].Name, e.Subtype, e.N, g.name(army))
	if err := (PutCounters{What: Fixed(ObjectTarget(army)), Kind: "+1/+1", N: e.N}).apply(g, r); err != nil {
		return err
	}
	if !g.Chars(army).HasSubtype(e.Subtype) {
		article := "a "
		if strings.ContainsRune("AEIOU", rune(e.Subtype[0])) {
			article = "an "
		}
		g.addEffect(&continuousEffect{source: r.source, affected: g.refs([]ObjectID{army}), until: Indefinitely,
			mods: []Modification{AddTypes{Subtypes: []string{e.Subtype}}}, text: "is " + article + e.Subtype + " in addition to its other types"})
		g.logf("amass", RuleAmass, "%s becomes %s%s in addition to its other types", g.name(army), article, e.Subtype)
	}
	return nil
}

// armiesOf lists the Army creatures p controls.
func (g *Game) armiesOf(p PlayerID) []ObjectID {
	var out []ObjectID
	for _, id := range g.battlefield {
		if c := g.Chars(id); c.Controller == p && c.HasType("creature") && c.HasSubtype("Army") {
			out = append(out, id)
		}
	}
	return out
}

// TokenName is the name of the Army token amass creates: its subtypes
// (111.4), "Zombie Army".
func (e Amass) TokenName() string { return e.Subtype + " Army" }
