package sim

import "fmt"

// The subjects below name groups and choices rather than targets.

type eachCreature struct{}

func (eachCreature) resolve(g *Game, r *resolution) ([]Target, error) {
	var out []Target
	for _, id := range g.battlefield {
		if g.IsCreature(id) {
			out = append(out, ObjectTarget(id))
		}
	}
	return out, nil
}

// EachCreature is "each creature" on the battlefield.
func EachCreature() Subject { return eachCreature{} }

type eachPlayer struct{ opponentsOnly bool }

func (s eachPlayer) resolve(g *Game, r *resolution) ([]Target, error) {
	var out []Target
	for _, p := range g.apnap() {
		if !s.opponentsOnly || p != r.controller {
			out = append(out, PlayerTarget(p))
		}
	}
	return out, nil
}

// EachPlayer is "each player", in APNAP order.
func EachPlayer() Subject { return eachPlayer{} }

// EachOpponent is "each opponent" of the controller, in APNAP order.
func EachOpponent() Subject { return eachPlayer{opponentsOnly: true} }

type opponentOfChoice struct{}

func (opponentOfChoice) resolve(g *Game, r *resolution) ([]Target, error) {
	p, err := g.chooseOpponent(r, "an opponent of "+g.players[r.controller].Name+"'s choice", RuleChoiceOnResolution)
	if err != nil {
		return nil, err
	}
	return []Target{PlayerTarget(p)}, nil
}

// AnOpponentOfYourChoice is "an opponent of your choice": chosen by the
// controller as the effect happens, not targeted. The choice is remembered
// as "that player" for the rest of the resolution.
func AnOpponentOfYourChoice() Subject { return opponentOfChoice{} }

// chooseOpponent asks the controller for one of their opponents in the
// game, and remembers the answer as the chosen player.
func (g *Game) chooseOpponent(r *resolution, what string, rule Rule) (PlayerID, error) {
	opponents := g.opponents(r.controller)
	if len(opponents) == 0 {
		return NoPlayer, fmt.Errorf("%s has no opponent left in the game", g.players[r.controller].Name)
	}
	names := make([]string, len(opponents))
	for i, p := range opponents {
		names[i] = g.players[p].Name
	}
	i, err := g.decide(Decision{Player: r.controller, Question: what, Options: names, Rule: rule})
	if err != nil {
		return NoPlayer, err
	}
	r.chosen = opponents[i]
	return r.chosen, nil
}

type chosenPlayer struct{}

func (chosenPlayer) resolve(g *Game, r *resolution) ([]Target, error) {
	if r.chosen == NoPlayer {
		return nil, nil
	}
	return []Target{PlayerTarget(r.chosen)}, nil
}

// ThatPlayer is the player chosen earlier in the same resolution (the
// opponent a clash was with, an opponent of your choice).
func ThatPlayer() Subject { return chosenPlayer{} }

type enchanted struct{}

func (enchanted) resolve(g *Game, r *resolution) ([]Target, error) {
	src := g.object(r.source)
	attachedTo := src.AttachedTo
	if src.Zone != Battlefield && r.sourceLKI != nil {
		attachedTo = r.sourceLKI.AttachedTo // last known information (608.2h)
	}
	if attachedTo == 0 {
		return nil, nil
	}
	return []Target{ObjectTarget(attachedTo)}, nil
}

// AttachedObject is "enchanted creature" or "equipped creature": the
// permanent the source is attached to, or was when it left (608.2h).
func AttachedObject() Subject { return enchanted{} }

type controllerOfAttached struct{}

func (controllerOfAttached) resolve(g *Game, r *resolution) ([]Target, error) {
	ts, err := enchanted{}.resolve(g, r)
	if err != nil || len(ts) == 0 {
		return nil, err
	}
	return []Target{PlayerTarget(g.Controller(ts[0].Object))}, nil
}

// ControllerOfAttached is "its controller" for the permanent the source is
// attached to ("enchanted land ... its controller adds").
func ControllerOfAttached() Subject { return controllerOfAttached{} }

type allMatching struct{ filter *Filter }

func (s allMatching) resolve(g *Game, r *resolution) ([]Target, error) {
	ctx := g.filterContextNow(r.source, r.controller)
	var out []Target
	for id := range g.matching(s.filter, ctx) {
		out = append(out, ObjectTarget(id))
	}
	return out, nil
}

// AllMatching is every object the filter finds as the effect happens,
// read for the effect's controller ("creatures you control get +1/+0 until
// end of turn": the creatures are those at that moment, 611.2c).
func AllMatching(f *Filter) Subject { return allMatching{f} }

type triggerObject struct{}

func (triggerObject) resolve(g *Game, r *resolution) ([]Target, error) {
	if r.trigger == nil {
		return nil, nil
	}
	id := r.trigger.object
	if r.trigger.kind == evDealtDamage && r.trigger.player != NoPlayer {
		id = r.trigger.source // "whenever a creature deals combat damage to a player": that creature
	}
	if id == 0 {
		return nil, nil
	}
	return []Target{ObjectTarget(id)}, nil
}

// TriggerObject is "that creature" or "it" in a triggered ability: the
// object the triggering event happened to (the creature that died or
// entered, the spell cast), or the creature that dealt combat damage to a
// player.
func TriggerObject() Subject { return triggerObject{} }

type newObject struct{}

func (newObject) resolve(g *Game, r *resolution) ([]Target, error) {
	if r.trigger == nil || r.sourceLKI == nil {
		return nil, nil
	}
	o := g.object(r.source)
	if o.Incarnation != r.sourceLKI.Incarnation+1 || o.Zone != r.trigger.to {
		return nil, nil // it moved again: it can no longer be found (400.7e)
	}
	return []Target{ObjectTarget(r.source)}, nil
}

// NewObject is "it" in an ability that triggered on its source moving to
// another zone ("When this Aura is put into a graveyard from the
// battlefield, return it to its owner's hand"): the object it became in
// that zone, found only while it is still there (400.7e).
func NewObject() Subject { return newObject{} }
