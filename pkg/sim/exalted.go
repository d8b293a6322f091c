package sim

// fireAttacksAlone fires the "attacks alone" event when exactly one creature
// was declared as an attacker (506.5, 702.83b).
func (g *Game) fireAttacksAlone(attacks []Attack) {
	if len(attacks) == 1 {
		g.logf("attack", RuleAttacksAlone, "%s attacks alone", g.name(attacks[0].Attacker))
		g.fire(event{kind: evAttacksAlone, object: attacks[0].Attacker, player: attacks[0].Defender})
	}
}

// exaltedAbility is the triggered ability exalted stands for (702.83a):
// "Whenever a creature you control attacks alone, that creature gets +1/+1
// until end of turn." Each instance triggers separately (702.83a's
// reminder: "for each instance of exalted").
func exaltedAbility() *Ability {
	return &Ability{Kind: TriggeredAbility, Text: "Exalted", Name: "exalted",
		Trigger: &Trigger{Event: WhenAttacksAlone, Object: &Filter{Phrase: "a creature you control", Types: []string{"creature"}, Controller: YouControl}},
		Effects: []Effect{ApplyModifications{What: TriggerObject(), Mods: []Modification{ModifyPT{1, 1}}, Until: UntilEndOfTurn, Rule: RuleExalted}}}
}
