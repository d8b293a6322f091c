package sim

// ControllerOfTarget is "its controller" after the first target ("Exile
// target creature. Its controller may search their library ..."): the
// target's controller, or, once it has left the battlefield, the controller
// it last had there (608.2h); of a target spell, the player who put it on
// the stack (110.2), even once it is countered.
func ControllerOfTarget() Subject { return controllerOfTarget{} }

type controllerOfTarget struct{}

func (controllerOfTarget) resolve(g *Game, r *resolution) ([]Target, error) {
	ts, err := TheTarget(0).resolve(g, r)
	for _, t := range ts {
		if t.IsPlayer() {
			continue
		}
		o := g.object(t.Object)
		p := o.knownController // the controller the game last saw it have
		if o.Zone == Battlefield {
			p = g.Controller(t.Object)
		}
		return []Target{PlayerTarget(p)}, err
	}
	return nil, err
}
