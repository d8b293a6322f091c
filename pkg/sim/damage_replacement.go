package sim

// DamageReplacement is a permanent's static effect on damage about to be
// dealt (614.1a, 615.1a): "If a source you control would deal damage to a
// permanent or player, it deals double that damage to that permanent or
// player instead", "... that much damage plus 1 ...", "If a source an
// opponent controls would deal damage to you, prevent 1 of that damage."
// It applies with the other replacement and prevention effects, in the
// order the affected player or the permanent's controller chooses (616.1).
type DamageReplacement struct {
	// Self: the source is the ability's own permanent; otherwise Source
	// (nil: any source) is read for the ability's source and controller,
	// in every zone (a source may be a spell or a card).
	Self   bool
	Source *Filter
	Combat bool
	// To is who is dealt the damage: DamageToAny, DamageToPlayer,
	// DamageToOpponent, DamageToYou, or DamageToPermanent with ToFilter.
	To       DamageRecipient
	ToFilter *Filter
	// Times multiplies the damage (when not 0), then Plus is added;
	// Prevent prevents that much of it.
	Times, Plus, Prevent int
}

func (DamageReplacement) static() {}

// DamageRecipient is whom a DamageReplacement watches damage to.
type DamageRecipient int

// The recipients.
const (
	DamageToAny DamageRecipient = iota // "a permanent or player"
	DamageToPlayer
	DamageToOpponent
	DamageToYou
	DamageToPermanent // one that ToFilter describes
)

func (e DamageReplacement) applies(g *Game, id ObjectID, you PlayerID, source ObjectID, to Target, combat bool) bool {
	if e.Combat && !combat || source == 0 {
		return false
	}
	ctx := g.filterContextNow(id, you)
	switch {
	case e.Self && source != id:
		return false
	case e.Source != nil:
		every := *e.Source
		every.Zones = allZones
		if !every.matches(ctx, source) {
			return false
		}
	}
	switch e.To {
	case DamageToPlayer:
		return to.IsPlayer()
	case DamageToOpponent:
		return to.IsPlayer() && to.Player != you
	case DamageToYou:
		return to.IsPlayer() && to.Player == you
	case DamageToPermanent:
		return !to.IsPlayer() && e.ToFilter.matches(ctx, to.Object)
	}
	return true
}

// damageReplacements lists the DamageReplacement effects of permanents
// that apply to damage from source to the recipient.
func (g *Game) damageReplacements(to Target, source ObjectID, combat bool) []preventionShield {
	var out []preventionShield
	for _, id := range g.battlefield {
		for _, a := range g.abilitiesOfKind(id, StaticAbility) {
			e, ok := a.Static.(DamageReplacement)
			if !ok || !e.applies(g, id, g.Controller(id), source, to, combat) {
				continue
			}
			s := preventionShield{label: g.name(id), rule: RuleInstead, partial: e.Prevent}
			if e.Prevent > 0 {
				s.rule = RulePreventAll
			} else {
				s.replace = AmountReplacement{Times: e.Times, Plus: e.Plus}.replace
			}
			out = append(out, s)
		}
	}
	return out
}
