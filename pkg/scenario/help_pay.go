package scenario

import "github.com/rulecheck/rulecheck/pkg/sim"

// onBattlefield finds the permanents a cast action names to help pay for
// the spell: the creatures that convoke it (702.51a), the artifacts that
// improvise it (702.126a).
func (r *runner) onBattlefield(refs []Ref) ([]sim.ObjectID, error) {
	var out []sim.ObjectID
	for _, ref := range refs {
		id, err := r.object(ref, r.inZone(sim.Battlefield, nil))
		if err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, nil
}
