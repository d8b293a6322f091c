package sim

// ChoiceKind says how an ability that adds "one mana of ..." defines the
// types it can add.
type ChoiceKind int

// The kinds of mana choice.
const (
	// AnyOf: any color, or any type when ColorsOnly is false (106.1).
	AnyOf ChoiceKind = iota
	// WhatLandsCouldProduce: "any type that a land you control could
	// produce", or "any color that a land an opponent controls could
	// produce" with Opponents and ColorsOnly (106.7).
	WhatLandsCouldProduce
	// ColorOfAPermanentYouControl: "choose a color of a permanent you
	// control" (106.5's example).
	ColorOfAPermanentYouControl
	// WhatTheSacrificedLandCouldProduce: "any type the sacrificed land
	// could produce".
	WhatTheSacrificedLandCouldProduce
	// WhatThatLandProduced: "any type that land produced", for triggered
	// mana abilities (605.1b).
	WhatThatLandProduced
	// OneOfTypes: one of the listed types, "Add {R} or {G}."
	OneOfTypes
	// TheChosenColor: "one mana of the chosen color", the color chosen as
	// the source entered (614.12); none if none was chosen (106.5).
	TheChosenColor
)

// ManaChoice defines the types one chosen mana may have.
type ManaChoice struct {
	Kind       ChoiceKind
	ColorsOnly bool
	Opponents  bool
	// Types are the types of OneOfTypes.
	Types ColorBits
}

// AddMana adds Fixed mana, then one mana of a type chosen by One (if set),
// to the pool of To (nil: the controller). When no type can be defined the
// ability adds no mana (106.5). When the ability was activated by tapping
// the permanent (106.12), replacement effects modify the mana event
// (106.12b) and triggered mana abilities resolve right after (605.4a).
type AddMana struct {
	Fixed Mana
	One   *ManaChoice
	To    Subject
	// OneOf are amounts of which the player adds one, chosen as the
	// ability resolves: "Add {W}{W}, {W}{U}, or {U}{U}."
	OneOf []Mana
	// SpendOnlyOn restricts the mana to casting spells of this card type
	// ("Spend this mana only to cast a creature spell"); the restriction
	// applies to all the mana produced, however much (106.6a).
	SpendOnlyOn string
	// Times multiplies the mana, nil for once: "Add {G} for each creature
	// you control", "Add X mana of any one color, where X is ..." (one
	// type chosen, X of it). It is determined as the ability resolves
	// (608.2h).
	Times *Amount
}

func (e AddMana) apply(g *Game, r *resolution) error {
	// The player who adds the mana chooses its type (for a triggered mana
	// ability, "that player" or "its controller", not the ability's
	// controller).
	recipient := r.controller
	if e.To != nil {
		ts, err := e.To.resolve(g, r)
		if err != nil {
			return err
		}
		if len(ts) != 1 || !ts[0].IsPlayer() {
			return nil
		}
		recipient = ts[0].Player
	}
	produced := e.Fixed
	source := g.name(r.source)
	times := 1
	if e.Times != nil {
		if times = e.Times.value(g, r); times == 0 {
			g.logf("mana", RuleAmountOnApply, "%s adds no mana: the amount is 0", source)
			return nil
		}
	}
	if e.One != nil {
		options := g.choiceTypes(*e.One, r).types()
		if len(options) > 0 {
			labels := make([]string, len(options))
			for i, t := range options {
				labels[i] = t.Letter()
			}
			what := "type"
			if e.One.ColorsOnly {
				what = "color"
			}
			i, err := g.decide(Decision{Player: recipient, Question: "the " + what + " of one mana added by " + source, Options: labels, Rule: RuleManaTypes})
			if err != nil {
				return err
			}
			produced[options[i]]++
		}
	}
	if len(e.OneOf) > 0 {
		labels := make([]string, len(e.OneOf))
		for i, m := range e.OneOf {
			labels[i] = m.String()
		}
		i, err := g.decide(Decision{Player: recipient, Question: "the mana added by " + source, Options: labels, Rule: RuleManaTypes})
		if err != nil {
			return err
		}
		produced = produced.Plus(e.OneOf[i])
	}
	for t := range produced {
		produced[t] *= times
	}
	if produced.Total() == 0 {
		g.logf("mana", RuleUndefinedMana, "%s produces no mana: no type of mana can be defined for it", source)
		return nil
	}
	if r.tappedForMana {
		var err error
		if produced, err = g.replaceMana(r.source, recipient, produced); err != nil {
			return err
		}
	}
	p := g.players[recipient]
	if e.SpendOnlyOn != "" {
		p.restricted = append(p.restricted, RestrictedMana{Mana: produced, SpendOn: e.SpendOnlyOn})
		g.logf("mana", RuleAddMana, "%s adds %s to %s's mana pool, to be spent only to cast %s spells", source, produced, p.Name, e.SpendOnlyOn)
	} else {
		p.Pool = p.Pool.Plus(produced)
		g.logf("mana", RuleAddMana, "%s adds %s to %s's mana pool", source, produced, p.Name)
	}
	if r.tappedForMana {
		return g.triggeredManaAbilities(r.source, recipient, produced)
	}
	return nil
}

// choiceTypes is the set of types a mana choice allows now.
func (g *Game) choiceTypes(c ManaChoice, r *resolution) typeSet {
	var s typeSet
	switch c.Kind {
	case AnyOf:
		s = allTypes
	case WhatLandsCouldProduce:
		s = g.landsCouldProduce(g.couldProduceAll(), r.controller, c.Opponents)
	case ColorOfAPermanentYouControl:
		s = g.colorsYouControl(r.controller)
	case WhatTheSacrificedLandCouldProduce:
		s = r.sacrificedCouldProduce
	case WhatThatLandProduced:
		s = typesOf(r.produced)
	case OneOfTypes:
		s = c.Types
	case TheChosenColor:
		s = g.object(r.source).chosenColor
	}
	if c.ColorsOnly {
		s &= allColors
	}
	return s
}

// colorsYouControl is the set of colors of the permanents p controls.
func (g *Game) colorsYouControl(p PlayerID) typeSet {
	var s typeSet
	for _, id := range g.battlefield {
		if g.Controller(id) == p {
			s |= g.Chars(id).Colors
		}
	}
	return s
}
