package scenario

import "github.com/rulecheck/rulecheck/pkg/sim"

// inGraveyard finds the cards a cast action names to delve the spell
// (702.66a): each a card of the caster's graveyard. A name shared by
// several of them is ambiguous, and an error listing them: which card is
// exiled can matter later, so the script names it (Name#N or an alias).
func (r *runner) inGraveyard(refs []Ref, caster sim.PlayerID) ([]sim.ObjectID, error) {
	var out []sim.ObjectID
	for _, ref := range refs {
		id, err := r.object(ref, func(id sim.ObjectID) bool {
			o := r.g.Object(id)
			return o.Zone == sim.Graveyard && o.Owner == caster
		})
		if err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, nil
}
