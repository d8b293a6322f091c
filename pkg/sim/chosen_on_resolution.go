package sim

// Choices made as a spell or ability resolves (608.2d) that its later
// instructions refer to: "Choose a creature type. Destroy all creatures
// that aren't of the chosen type." The choice belongs to that resolution
// only: a filter read for the resolving spell or ability as its source
// sees it ("of the chosen type", "of that type"); once the resolution
// ends it is gone, and the source's own choice made as it entered
// (614.12) is what its filters read again.

// resolutionChoice is the choice of the spell or ability resolving now.
type resolutionChoice struct {
	source       ObjectID
	creatureType string
}

// withResolutionChoices starts a resolution of source's spell or ability
// with nothing chosen yet; the returned function ends it.
func (g *Game) withResolutionChoices(source ObjectID) func() {
	saved := g.resolving
	g.resolving = &resolutionChoice{source: source}
	return func() { g.resolving = saved }
}

// chosenTypeFor is the creature type chosen for source's resolution now,
// or "" when none was.
func (g *Game) chosenTypeFor(source ObjectID) string {
	if g.resolving == nil || g.resolving.source != source {
		return ""
	}
	return g.resolving.creatureType
}

// ChooseCreatureType is "Choose a creature type." as an instruction
// (608.2d): the controller names one existing creature type (205.3e), and
// the rest of the resolution reads it as "the chosen type".
type ChooseCreatureType struct{}

func (ChooseCreatureType) apply(g *Game, r *resolution) error {
	i, err := g.decide(Decision{Player: r.controller, Question: "a creature type for " + g.name(r.source), Options: CreatureTypes, Rule: RuleChoiceOnResolution})
	if err != nil {
		return err
	}
	if g.resolving != nil && g.resolving.source == r.source {
		g.resolving.creatureType = CreatureTypes[i]
	}
	g.logf("choose", RuleChoiceOnResolution, "%s chooses %s for %s", g.players[r.controller].Name, CreatureTypes[i], g.name(r.source))
	return nil
}
