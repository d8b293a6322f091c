package sim

// BanChosenName is "Choose a card name. Until your next turn, spells with
// the chosen name can't be cast and lands with the chosen name can't be
// played." (Conjurer's Ban): the controller chooses a name as it resolves
// (201.4, 608.2d); until their next turn begins (611.2a), no card with
// that name can be cast (601.3) or played as a land (305.1). Spells already
// on the stack are unaffected, and so is a copy of a card, which is no
// card and is not cast.
type BanChosenName struct{}

// nameBan is one such prohibition: the name, and the player whose next
// turn ends it.
type nameBan struct {
	name string
	by   PlayerID
}

func (BanChosenName) apply(g *Game, r *resolution) error {
	name, err := g.chooseCardName(r.controller, r.source, AnyCardName)
	if err != nil {
		return err
	}
	g.nameBans = append(g.nameBans, nameBan{name: name, by: r.controller})
	g.logf("ban", RuleEffectDuration, "until %s's next turn, spells named %s can't be cast and lands named %s can't be played",
		g.players[r.controller].Name, name, name)
	return nil
}

// nameBanReasons says why the card id can't be cast or played ("cast",
// "played"): a prohibition on its name (601.3, 305.1). Only a card is
// prohibited: a copy of a card can be cast.
func (g *Game) nameBanReasons(id ObjectID, verb string) []Reason {
	var out []Reason
	if g.object(id).spellCopy {
		return nil
	}
	for _, b := range g.nameBans {
		if g.hasName(id, b.name) {
			rules := []Rule{RuleCastPermission, RuleEffectDuration}
			what := "spells"
			if verb == "played" {
				rules[0], what = RulePlayLandTiming, "lands"
			}
			out = append(out, reason(rules, "until %s's next turn, %s named %s can't be %s", g.players[b.by].Name, what, b.name, verb))
		}
	}
	return out
}
