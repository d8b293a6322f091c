package sim

import (
	"maps"
	"slices"
)

// GraveyardReplacement is a permanent's static replacement effect on
// objects going to a graveyard (614.1a): "If a creature an opponent
// controls would die, exile it instead", "If this creature would die, put
// it on top of its owner's library instead", "If a card or token would be
// put into a graveyard from anywhere, exile it instead", "If a card would
// be put into an opponent's graveyard from anywhere, exile it instead".
type GraveyardReplacement struct {
	// What the moving object is, read for the ability's source and
	// controller (Self for "this creature").
	What *Filter
	// Dies: only from the battlefield (700.4); otherwise from anywhere
	// (What is then read in every zone).
	Dies bool
	// Owner is whose graveyard: "an opponent's graveyard", "your
	// graveyard", or any.
	Owner ControlFilter
	// To is where it goes instead: exile, or the top of its owner's
	// library.
	To Zone
}

func (GraveyardReplacement) static() {}

// replacementSource is a permanent whose static replacement effects apply
// to an event, with its characteristics.
type replacementSource struct {
	obj   *Object
	chars *Characteristics
}

// replacementSources are the permanents whose static abilities apply to an
// event: those on the battlefield, or, for one of a group of simultaneous
// events, those on the battlefield before the group (a permanent destroyed
// together with others still applies to them all).
func (g *Game) replacementSources() []replacementSource {
	var out []replacementSource
	for _, id := range g.battlefield {
		out = append(out, replacementSource{g.object(id), g.Chars(id)})
	}
	if b := g.batch; b != nil {
		for _, id := range slices.Sorted(maps.Keys(b.lki)) {
			if o := b.lki[id]; o.Zone == Battlefield && g.object(id).Zone != Battlefield {
				out = append(out, replacementSource{o, o.lkiChars})
			}
		}
	}
	return out
}

// graveyardShields lists the static GraveyardReplacement effects that
// apply to o going to a graveyard.
func (g *Game) graveyardShields(o *Object) []zoneShield {
	var out []zoneShield
	for _, src := range g.replacementSources() {
		for _, a := range src.chars.Abilities {
			e, ok := a.Static.(GraveyardReplacement)
			if !ok || a.Kind != StaticAbility || !e.applies(g, src, o) {
				continue
			}
			line := "would be put into a graveyard"
			if e.Dies {
				line = "would die"
			}
			out = append(out, zoneShield{key: [2]any{src.obj.ref(), a}, label: g.name(src.obj.ID), to: e.To, rule: RuleInstead,
				line: line + "; it is " + zoneVerb(e.To) + " instead"})
		}
	}
	return out
}

func (e GraveyardReplacement) applies(g *Game, src replacementSource, o *Object) bool {
	if e.Dies && o.Zone != Battlefield {
		return false
	}
	you := src.chars.Controller
	if !e.Owner.allows(o.Owner, you) {
		return false
	}
	f := *e.What
	if !e.Dies {
		f.Zones = allZones
	}
	ctx := g.filterContextNow(src.obj.ID, you)
	if src.obj != g.object(src.obj.ID) { // as it was before the group of events
		ctx.objects = func(id ObjectID) *Object {
			if id == src.obj.ID {
				return src.obj
			}
			return g.object(id)
		}
	}
	return f.matches(ctx, o.ID)
}
