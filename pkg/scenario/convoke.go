package scenario

import "github.com/rulecheck/rulecheck/pkg/sim"

// convokers finds the creatures a cast action convokes with: permanents on
// the battlefield (702.51a).
func (r *runner) convokers(a *Action) ([]sim.ObjectID, error) {
	var out []sim.ObjectID
	for _, ref := range a.Convoke {
		id, err := r.object(ref, r.inZone(sim.Battlefield, nil))
		if err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, nil
}
