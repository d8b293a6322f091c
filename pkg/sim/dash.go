package sim

// Dash (702.109a): "You may cast this card by paying [cost] rather than its
// mana cost", "If this spell's dash cost was paid, return the permanent
// this spell becomes to its owner's hand at the beginning of the next end
// step", and "As long as this permanent's dash cost was paid, it has
// haste."

// markDashed remembers that the spell o was cast for its dash cost.
func (g *Game) markDashed(o *Object) {
	g.changing(o)
	o.dashedAt = o.timestamp
	g.logf("cast", RuleDash, "%s is cast for its dash cost", o.Card.Name)
}

// dashEntered follows the permanent a dashed spell became: it has haste
// while it has dash (dashHasteEffects), and a delayed trigger returns it
// to its owner's hand at the beginning of the next end step.
func (g *Game) dashEntered(o *Object, controller PlayerID) {
	o.dashedAt = o.timestamp
	g.invalidate() // its haste is a layer-6 effect
	back := &Ability{Kind: TriggeredAbility, Text: "Return it to its owner's hand at the beginning of the next end step.", Name: "dash",
		Effects: []Effect{moveObject{object: o.ref(), to: Hand, rule: RuleDash}}}
	g.addDelayed(delayedTrigger{at: NextEndStep, ability: back, source: o.ID, controller: controller})
}

// dashHasteEffects are the haste of the permanents whose dash cost was
// paid: a static ability of the permanent (timestamped as it, 613.7a),
// there only while it has dash.
func (g *Game) dashHasteEffects(v *view) []*layerEffect {
	var out []*layerEffect
	for _, id := range g.battlefield {
		o := g.object(id)
		if o.dashedAt == 0 || o.dashedAt != o.timestamp {
			continue
		}
		for _, k := range v.copiable[id].Keywords {
			if keywordBase(k) == KwDash {
				out = append(out, &layerEffect{timestamp: o.timestamp, source: id, fixed: []objectRef{o.ref()}, keyword: k,
					mods: []Modification{AddKeywords{Keywords: []string{string(KwHaste)}}}, text: "dash: haste"})
				break
			}
		}
	}
	return out
}
