package sim

// EntersWith is a replacement effect on how a permanent enters the
// battlefield (614.1c, 614.1d): "enters tapped", "enters with N KIND
// counters", or with X counters, where X is the value paid for the spell
// that became it (107.3m).
type EntersWith struct {
	Tapped      bool
	CounterKind string
	Counters    int
	CountersX   bool
	// ChooseColor is "As this enters, choose a color" (614.12): its
	// controller chooses as it enters, and its abilities refer to the
	// choice.
	ChooseColor bool
	// ChooseType lists the types to choose from for "As this enters,
	// choose a creature type" (205.3m) or "a basic land type" (205.3i);
	// nil for none.
	ChooseType []string
	// CountersFor multiplies Counters by the number of objects passing it
	// ("enters with a +1/+1 counter on it for each other creature you
	// control").
	CountersFor *Filter
	// Unless: "enters tapped unless ...": it enters untapped when the
	// condition holds.
	Unless *EntersUnless
}

func (EntersWith) static() {}

// enterWith applies the entering permanent's own EntersWith abilities;
// counts are its "for each" counts taken before it entered (entersCounts),
// or nil to take them now, without it.
func (g *Game) enterWith(o *Object, counts []int) {
	k := 0
	for _, a := range g.abilitiesOfKind(o.ID, StaticAbility) {
		e, ok := a.Static.(EntersWith)
		if !ok {
			continue
		}
		if e.ChooseColor {
			g.chooseColorAsEnters(o)
		}
		if len(e.ChooseType) > 0 {
			g.chooseTypeAsEnters(o, e.ChooseType)
		}
		if e.Tapped && e.Unless != nil && e.Unless.holds(g, o) {
			g.logf("enter", RuleEntersWith, "%s enters untapped: the condition of its \"enters tapped unless\" holds", o.Card.Name)
		} else if e.Tapped {
			o.Tapped = true
			g.invalidate()
			g.logf("enter", RuleEntersWith, "%s enters tapped", o.Card.Name)
		}
		n := e.Counters
		rule := RuleEntersWith
		if e.CountersX {
			n, rule = o.X, RuleXEntersWith
		}
		if e.CountersFor != nil {
			if k < len(counts) {
				n *= counts[k]
			} else {
				o.Zone = NoZone // not yet on the battlefield: not counted (614.12)
				n *= g.countMatching(o.ID, e.CountersFor)
				o.Zone = Battlefield
			}
			k++
		}
		if e.CounterKind != "" {
			var err error
			if n, err = g.replaceAmount(PutCountersEvent, g.Controller(o.ID), o.ID, e.CounterKind, n); err != nil { // 614.1c, 614.1a
				g.fail(err)
				return
			}
			o.addCounters(e.CounterKind, n)
			g.invalidate()
			g.logf("enter", rule, "%s enters with %d %s counter(s)", o.Card.Name, n, e.CounterKind)
		}
	}
}

// PutCounters puts N counters of a kind on each permanent of What.
type PutCounters struct {
	What Subject
	Kind string
	N    int
}

func (e PutCounters) apply(g *Game, r *resolution) error {
	ids, err := g.permanents(e.What, r)
	for _, id := range ids {
		n, rerr := g.replaceAmount(PutCountersEvent, g.Controller(id), id, e.Kind, e.N) // 614.1a
		if rerr != nil {
			return rerr
		}
		g.objects[id].addCounters(e.Kind, n)
		g.invalidate()
		g.logf("counters", RuleCounters, "%d %s counter(s) are put on %s", n, e.Kind, g.name(id))
	}
	return err
}

// CreateTokens creates tokens of Token under the controller's control
// (111.2): Count of them, plus one for each CountersOnSource counter the
// source had when it last existed ("for each +1/+1 counter on this
// creature", 608.2h).
type CreateTokens struct {
	Token            *CardDef
	Count            int
	CountersOnSource string
}

func (e CreateTokens) apply(g *Game, r *resolution) error {
	n := e.Count
	if e.CountersOnSource != "" {
		src := g.objects[r.source]
		if src.Zone != Battlefield && r.sourceLKI != nil {
			src = r.sourceLKI
		}
		n += src.Counters[e.CountersOnSource]
	}
	n, err := g.replaceAmount(CreateTokensEvent, r.controller, 0, "", n) // 614.1a
	if err != nil {
		return err
	}
	if n > maxTokensAtOnce {
		return &BudgetError{Limit: stepBudget} // doubled past any game a scenario needs (104.4b)
	}
	g.createTokens(e.Token, r.controller, n)
	return nil
}

// createTokens puts n new tokens onto the battlefield at once; the player
// who creates them owns and controls them (111.2). They enter together, so
// each sees the others enter, and the work is linear in n.
func (g *Game) createTokens(def *CardDef, p PlayerID, n int) {
	if n <= 0 {
		return
	}
	created := make([]*Object, n)
	for i := range created {
		o := &Object{ID: g.nextID, Card: def, Owner: p, Zone: Battlefield, Token: true,
			enteredUnder: p, knownController: p}
		g.nextID++
		o.timestamp = g.tick()
		o.controlSince = o.timestamp
		g.objects[o.ID] = o
		g.register(o)
		g.battlefield = append(g.battlefield, o.ID)
		created[i] = o
	}
	g.invalidate()
	for _, o := range created {
		g.logf("token", RuleTokenCreate, "%s creates a %s token", g.players[p].Name, def.Name)
		g.enterWith(o, nil)
	}
	for _, o := range created {
		g.fire(event{kind: evEntered, object: o.ID})
	}
	g.noticeControlChanges()
	g.checkStateTriggers()
}

// chooseColorAsEnters asks the entering permanent's controller for a color
// (614.12).
func (g *Game) chooseColorAsEnters(o *Object) {
	names := colorList(allColors)
	i, err := g.decide(Decision{Player: g.Controller(o.ID), Question: "a color for " + o.Card.Name + " as it enters", Options: names, Rule: RuleChooseOnEntering})
	if err != nil {
		g.fail(err)
		return
	}
	o.chosenColor = ColorSet(Colors[i])
	g.invalidate()
}

// CreateManaReplacement starts a mana replacement effect from a resolving
// spell ("until end of turn, if a player taps a nonbasic land for mana")
// for the duration.
type CreateManaReplacement struct {
	Replacement ManaReplacement
	Until       Duration
}

func (e CreateManaReplacement) apply(g *Game, r *resolution) error {
	m := e.Replacement
	g.addEffect(&continuousEffect{mana: &m, label: g.name(r.source), manaController: r.controller, until: e.Until})
	g.logf("effect", RuleManaReplacement, "%s's effect applies to mana%s", g.name(r.source), e.Until.suffix())
	return nil
}
