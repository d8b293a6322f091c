package sim

// "Whenever a player taps a land for mana" (106.12): the abilities that wait
// for a permanent being tapped for mana. One that could add mana and has no
// target is a triggered mana ability: it resolves at once, off the stack
// (605.1b, 605.4a). Any other ("this enchantment deals 1 damage to that
// player") is an ordinary triggered ability, put on the stack the next time
// a player would receive priority (605.5a, 603.3).

// evTappedForMana: a permanent was tapped for mana (106.12); object is the
// permanent, player the player who tapped it.
const evTappedForMana evKind = iota + 700

// WhenThisTappedForMana: "Whenever you tap this creature for mana": the
// permanent itself is tapped for mana (106.12), by its controller, the
// only player who may activate its mana abilities (602.2).
const WhenThisTappedForMana TriggerEvent = iota + 700

func init() {
	triggerEvents[evTappedForMana] = []TriggerEvent{WhenTappedForMana, WhenThisTappedForMana}
}

// triggeredManaAbilities runs the abilities that wait for a permanent being
// tapped for mana: the mana abilities at once, the others as triggers
// (605.4a, 605.5a). They trigger only when mana was produced (106.12a).
func (g *Game) triggeredManaAbilities(tapped ObjectID, tapper PlayerID, produced Mana) error {
	ev := event{kind: evTappedForMana, object: tapped, player: tapper}
	for _, id := range g.battlefield {
		for _, a := range g.Abilities(id) {
			if a.Kind != TriggeredAbility || !g.tappedForManaMatches(a.Trigger, id, tapped, tapper) {
				continue
			}
			controller := g.Controller(id)
			if !isManaTrigger(a) {
				g.trigger(a, g.object(id), controller, ev)
				continue
			}
			name := g.abilityName(a, id)
			// an intervening "if" is checked as it triggers and as it
			// resolves, which for a mana ability is the same moment (603.4)
			if a.Condition != nil && !g.conditionHolds(a.Condition, id, controller) {
				continue
			}
			g.logf("trigger", RuleTriggeredManaAbility, "%s triggers on %s being tapped for mana and resolves at once", name, g.name(tapped))
			r := newResolution(controller, id)
			r.chosen, r.produced, r.trigger = tapper, produced, &ev
			if err := g.applyEffects(a.Effects, r); err != nil {
				return err
			}
		}
	}
	return nil
}

// isManaTrigger reports whether an ability that waits for a permanent being
// tapped for mana is a mana ability: it has no target and could add mana
// (605.1b).
func isManaTrigger(a *Ability) bool {
	if len(a.Targets) > 0 {
		return false
	}
	for _, e := range a.Effects {
		if _, ok := e.(AddMana); ok {
			return true
		}
	}
	return false
}

// tappedForManaMatches reports whether a "whenever ... is tapped for mana"
// trigger of source watches the permanent tapped by tapper: the permanent
// it is attached to, one its Object finds (a land when none), tapped by a
// player its Player allows; or the source itself.
func (g *Game) tappedForManaMatches(t *Trigger, source, tapped ObjectID, tapper PlayerID) bool {
	switch {
	case t.YourTurn && g.turn.Active != g.Controller(source):
		return false // "during your turn" (603.2)
	case t.Event == WhenThisTappedForMana:
		return source == tapped
	case t.Event != WhenTappedForMana:
		return false
	case t.AttachedOnly:
		return g.object(source).AttachedTo == tapped
	}
	if !t.Player.allows(tapper, g.Controller(source)) {
		return false
	}
	if t.Object == nil {
		return g.Chars(tapped).HasType("land")
	}
	ctx := g.filterContextNow(source, g.Controller(source))
	return t.Object.matches(ctx, tapped)
}
