package sim

import (
	"fmt"
	"slices"
	"strings"
)

// EffectInForce describes one continuous effect in force, for tools that
// show the game (the HTML board). It is a read-only summary: the engine
// never reads it back.
type EffectInForce struct {
	// Layer is the layer it applies in (613.1): "2", "4", "6", "7c"; ""
	// for a replacement effect on mana, which is in no layer (614).
	Layer     string
	Timestamp int // 613.7
	// Affected lists the objects it applies to now, in creation order;
	// an object that changed zones since is not one of them (400.7).
	Affected []ObjectID
	// Text is what it does and for how long: "controlled by Ben",
	// "+2/+0 until end of turn".
	Text string
}

// EffectsInForce lists the continuous effects in force in timestamp order:
// those of resolved spells, abilities and judges, those of static
// abilities, and the land types set by Auras (layer 4, 305.7).
func (g *Game) EffectsInForce() []EffectInForce {
	var out []EffectInForce
	for _, e := range g.continuous() {
		out = append(out, EffectInForce{Layer: e.layerName(), Timestamp: e.timestamp, Affected: g.stillAffected(e.affected),
			Text: e.describe(g) + e.until.suffix()})
	}
	for _, s := range g.statics() {
		st, ok := s.static.(AttachedIsLandType)
		if !ok {
			continue
		}
		if host, attached := g.attachedTo(s.source); attached && host.Card.HasType("land") {
			out = append(out, EffectInForce{Layer: "4", Timestamp: s.source.timestamp, Affected: []ObjectID{host.ID},
				Text: "its land type is " + st.Type + " (from " + s.source.Card.Name + ")"})
		}
	}
	slices.SortStableFunc(out, func(a, b EffectInForce) int { return a.Timestamp - b.Timestamp })
	return out
}

// stillAffected keeps the objects whose current incarnation an effect names.
func (g *Game) stillAffected(refs []objectRef) []ObjectID {
	var out []ObjectID
	for _, r := range refs {
		if o := g.objects[r.id]; o != nil && o.Incarnation == r.incarnation {
			out = append(out, r.id)
		}
	}
	return out
}

func (e *continuousEffect) layerName() string {
	switch e.layer {
	case layerPT:
		return "7c"
	case 0:
		return ""
	}
	return fmt.Sprint(int(e.layer))
}

func (e *continuousEffect) describe(g *Game) string {
	switch {
	case e.mana != nil:
		return "replaces mana produced (from " + e.label + ")"
	case e.layer == layerControl:
		return "controlled by " + g.players[e.controller].Name
	case e.layer == layerAbilities:
		return "gains " + strings.Join(e.keywords, ", ")
	case e.layer == layerPT:
		return fmt.Sprintf("%+d/%+d", e.power, e.toughness)
	}
	return fmt.Sprintf("layer %d effect", e.layer)
}

// AttackTarget is the player a creature is attacking, if it is attacking.
func (g *Game) AttackTarget(id ObjectID) (PlayerID, bool) {
	if a := g.attackerOf(id); a != nil {
		return a.defender, true
	}
	return NoPlayer, false
}

// BlockTarget is the attacker a creature is blocking, if it is blocking.
func (g *Game) BlockTarget(id ObjectID) (ObjectID, bool) {
	if g.combat != nil {
		for _, b := range g.combat.blockers {
			if b.id == id {
				return b.attacker, true
			}
		}
	}
	return 0, false
}
