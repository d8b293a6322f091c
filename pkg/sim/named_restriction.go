package sim

import "slices"

// CantActivateNamed is "Activated abilities of sources with the chosen
// name can't be activated unless they're mana abilities." (Pithing
// Needle): while its permanent is on the battlefield, no player can begin
// to activate an ability other than a mana ability (605.1a) of an object
// with the name chosen as the permanent entered (602.5, 614.12), in
// whatever zone that object is (a card's cycling in a hand too). Triggered
// and static abilities work as usual.
type CantActivateNamed struct{}

func (CantActivateNamed) static() {}

// chooseCardNameAsEnters asks the entering permanent's controller for a
// card name (614.12, 201.4).
func (g *Game) chooseCardNameAsEnters(o *Object) {
	name, err := g.chooseCardName(g.Controller(o.ID), o.ID)
	if err != nil {
		g.fail(err)
		return
	}
	o.chosenName = name
	g.invalidate()
}

// namedActivationReasons says why the ability a of object id can't be
// activated: a permanent on the battlefield with CantActivateNamed whose
// chosen name the object has (602.5); none for a mana ability.
func (g *Game) namedActivationReasons(id ObjectID, a *Ability) []Reason {
	if a.IsManaAbility() {
		return nil
	}
	var out []Reason
	for _, pid := range slices.Clone(g.battlefield) {
		chosen := g.object(pid).chosenName
		if !g.hasName(id, chosen) {
			continue
		}
		for _, ab := range g.abilitiesOfKind(pid, StaticAbility) {
			if _, ok := ab.Static.(CantActivateNamed); ok {
				out = append(out, reason([]Rule{RuleProhibitedActivation, RuleChooseOnEntering},
					"%s's chosen name is %s: activated abilities of sources with that name can't be activated unless they're mana abilities", g.name(pid), chosen))
			}
		}
	}
	return out
}
