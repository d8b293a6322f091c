package sim

// CutChosenNameCostThisTurn is "Choose a card name. Spells with the chosen
// name cost {1} less to cast this turn." (Cheering Fanatic): the controller
// chooses a name as it resolves (201.4, 608.2d); for the rest of the turn
// (611.2a), spells with it cost Generic less to cast, whoever casts them
// (601.2f: generic mana only, 118.7a).
type CutChosenNameCostThisTurn struct{ Generic int }

// nameCostCut is one such reduction and the turn it lasts.
type nameCostCut struct {
	name          string
	generic, turn int
}

func (e CutChosenNameCostThisTurn) apply(g *Game, r *resolution) error {
	name, err := g.chooseCardName(r.controller, r.source, AnyCardName)
	if err != nil {
		return err
	}
	g.nameCostCuts = append(g.nameCostCuts, nameCostCut{name: name, generic: e.Generic, turn: g.turn.Number})
	g.logf("cost", RuleEffectDuration, "this turn, spells named %s cost {%d} less to cast", name, e.Generic)
	return nil
}

// nameCostCutNow is how much generic mana this turn's reductions take off
// the cost of the spell id (601.2f).
func (g *Game) nameCostCutNow(id ObjectID) int {
	n := 0
	for _, c := range g.nameCostCuts {
		if c.turn == g.turn.Number && g.hasName(id, c.name) {
			n += c.generic
		}
	}
	return n
}
