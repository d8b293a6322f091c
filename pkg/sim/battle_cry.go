package sim

// battleCryAbility is the triggered ability battle cry stands for
// (702.91a): "Whenever this creature attacks, each other attacking creature
// gets +1/+0 until end of turn." The creatures are those attacking as it
// resolves (611.2c), whoever controls them; each instance triggers
// separately (702.91b).
func battleCryAbility() *Ability {
	others := &Filter{Phrase: "each other attacking creature", Types: []string{"creature"}, Another: true, Attacking: true}
	return &Ability{Kind: TriggeredAbility, Text: "Battle cry", Name: "battle cry",
		Trigger: &Trigger{Event: WhenAttacks},
		Effects: []Effect{ApplyModifications{What: AllMatching(others), Mods: []Modification{ModifyPT{1, 0}}, Until: UntilEndOfTurn, Rule: RuleBattleCry}}}
}
