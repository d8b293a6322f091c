package sim

import "slices"

// "For as long as you control this creature" (611.2b) is the duration
// WhileYouControlSource: the continuous effect lasts while the player who
// controlled the spell or ability that made it controls the ability's
// source, the same object (400.7) still on the battlefield. When that
// stops being true the effect ends for good, even if the player regains
// control later. If it is already false as the effect would begin (the
// source left, or changed control while the ability was on the stack), the
// duration never starts and the effect does nothing.

// controlLink is what a WhileYouControlSource effect depends on.
type controlLink struct {
	source objectRef
	you    PlayerID
}

// linkControlDuration gives a WhileYouControlSource effect the source and
// the player of the resolving spell or ability, and reports whether the
// duration starts.
func (g *Game) linkControlDuration(e *continuousEffect) bool {
	r := g.applying
	if r == nil || r.source == 0 || r.controller == NoPlayer {
		g.logf("effect", RuleForAsLongAs, "the effect has no source a player controls, so its duration never starts and it does nothing")
		return false
	}
	src := g.object(r.source)
	link := controlLink{source: src.ref(), you: r.controller}
	started := src.Zone == Battlefield &&
		(r.sourceLKI == nil || r.sourceLKI.Incarnation == src.Incarnation) &&
		(r.sourceRef.id != r.source || r.sourceRef.incarnation == src.Incarnation) &&
		g.Controller(r.source) == r.controller
	if !started {
		g.logf("effect", RuleForAsLongAs, "%s doesn't control %s, so the effect's duration never starts and it does nothing", g.players[r.controller].Name, g.name(r.source))
		return false
	}
	e.whileControl = link
	return true
}

// controlHolds reports whether the link's player still controls its source.
func (g *Game) controlHolds(l controlLink) bool {
	o := g.object(l.source.id)
	return o != nil && o.Zone == Battlefield && o.Incarnation == l.source.incarnation && g.Controller(o.ID) == l.you
}

// endLostControlEffects ends the WhileYouControlSource effects whose
// player no longer controls their source, and reports whether it ended any.
func (g *Game) endLostControlEffects() bool {
	var ended []*continuousEffect
	for _, e := range g.effects {
		if e.until == WhileYouControlSource && !g.controlHolds(e.whileControl) {
			ended = append(ended, e)
		}
	}
	if len(ended) == 0 {
		return false
	}
	g.effects = slices.DeleteFunc(slices.Clone(g.effects), func(e *continuousEffect) bool { return slices.Contains(ended, e) })
	for _, e := range ended {
		l := e.whileControl
		g.logf("effects end", RuleForAsLongAs, "%s no longer controls %s: the effect that lasted for as long as they did ends (%s)", g.players[l.you].Name, g.name(l.source.id), e.text)
	}
	g.invalidate()
	return true
}
