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
	// CountersOf is the number of counters when the text defines it
	// ("where X is the number of other creatures on the battlefield",
	// 107.3c): counted as the replacement applies, before the permanent is
	// on the battlefield (614.1c), so it never counts itself.
	CountersOf *Amount
	// ChooseColor is "As this enters, choose a color" (614.12): its
	// controller chooses as it enters, and its abilities refer to the
	// choice.
	ChooseColor bool
	// Unless is the condition of "enters tapped unless you control a
	// basic land": read as the permanent enters (614.1d), without it.
	Unless Condition
	// If is the condition of "enters with a +1/+1 counter on it if a
	// creature died this turn": without it, the replacement doesn't apply.
	If Condition
	// ChooseType lists the types to choose from for "As this enters,
	// choose a creature type" (205.3m) or "a basic land type" (205.3i);
	// nil for none.
	ChooseType []string
	// ChooseCardName is "As this enters, choose a card name" (614.12,
	// 201.4), or "a nonland card name" (201.4a); nil for none.
	// LookAtOpponentsHand is "look at an opponent's hand, then choose any
	// card name": the controller first looks at the hand of an opponent of
	// their choice (701.20e).
	ChooseCardName      *NameKind
	LookAtOpponentsHand bool
}

func (EntersWith) static() {}

// enterWith applies the entering permanent's own EntersWith abilities.
// from is the zone it comes from, NoZone for a token created.
func (g *Game) enterWith(o *Object, from Zone) {
	g.enterAsCopy(o) // first: the copied text's replacements apply after it (707.5, 614.12)
	for _, a := range g.abilitiesOfKind(o.ID, StaticAbility) {
		e, ok := a.Static.(EntersWith)
		if !ok || e.If != nil && !g.enteringConditionHolds(o, e.If) {
			continue
		}
		if e.ChooseColor {
			g.chooseColorAsEnters(o)
		}
		if len(e.ChooseType) > 0 {
			g.chooseTypeAsEnters(o, e.ChooseType)
		}
		if e.ChooseCardName != nil {
			if e.LookAtOpponentsHand {
				g.lookAtOpponentsHand(o)
			}
			g.chooseCardNameAsEnters(o, *e.ChooseCardName)
		}
		if e.Tapped && !g.entersUntapped(o, e.Unless) {
			g.changing(o)
			o.Tapped = true
			g.invalidate()
			g.logf("enter", RuleEntersWith, "%s enters tapped", o.Card.Name)
		}
		n := e.Counters
		rule := RuleEntersWith
		if e.CountersX {
			n, rule = o.X, RuleXEntersWith
		}
		if e.CountersOf != nil {
			n = e.CountersOf.entering(g, o, from)
		}
		if e.CounterKind != "" {
			var err error
			if n, err = g.replaceAmount(PutCountersEvent, g.Controller(o.ID), o.ID, e.CounterKind, n); err != nil { // 614.1c, 614.1a
				g.fail(err)
				return
			}
			g.addCounters(o, e.CounterKind, n)
			g.stampCounters(o, e.CounterKind)
			g.invalidate()
			g.logf("enter", rule, "%s enters with %d %s counter(s)", o.Card.Name, n, e.CounterKind)
		}
	}
}

// PutCounters puts N counters of a kind on each permanent of What, or
// Count of them when set ("put X +1/+1 counters on target creature, where
// X is ...", determined once as the effect applies, 608.2h).
type PutCounters struct {
	What  Subject
	Kind  string
	N     int
	Count *Amount
}

func (e PutCounters) apply(g *Game, r *resolution) error {
	n := e.N
	if e.Count != nil {
		n = e.Count.value(g, r)
	}
	ids, err := g.permanents(e.What, r)
	for _, id := range ids {
		n, rerr := g.replaceAmount(PutCountersEvent, g.Controller(id), id, e.Kind, n) // 614.1a
		if rerr != nil {
			return rerr
		}
		g.addCounters(g.object(id), e.Kind, n)
		g.stampCounters(g.object(id), e.Kind)
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
		src := g.object(r.source)
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
	r.created = append(r.created, g.createTokens(e.Token, r.controller, n)...)
	return nil
}

// createTokens puts n new tokens onto the battlefield at once; the player
// who creates them owns and controls them (111.2). They enter together, so
// each sees the others enter, and the work is linear in n.
func (g *Game) createTokens(def *CardDef, p PlayerID, n int) []ObjectID {
	return g.createTokensAs(def, nil, p, n)
}

// createTokensAs is createTokens for tokens that are copies (707.2): copy
// is the copy effect each one has as it enters, or nil.
func (g *Game) createTokensAs(def *CardDef, copy *copyEffect, p PlayerID, n int) []ObjectID {
	if n <= 0 {
		return nil
	}
	created := make([]*Object, n)
	for i := range created {
		o := &Object{ID: g.nextID, Card: def, Owner: p, Zone: Battlefield, Token: true,
			enteredUnder: p, knownController: p}
		if copy != nil {
			each := *copy
			o.copied = &each
		}
		g.nextID++
		o.timestamp = g.tick()
		o.controlSince, o.enteredAt = o.timestamp, o.timestamp
		g.addObject(o)
		g.register(o)
		g.battlefield = append(g.battlefield, o.ID)
		created[i] = o
	}
	g.players[p].thisTurn.tokensCreated += n // 111.1
	g.invalidate()
	for _, o := range created {
		g.logf("token", RuleTokenCreate, "%s creates a %s token", g.players[p].Name, def.Name)
		g.enterWith(o, NoZone)
		g.enterWithKeywords(o) // a token copy's riot, modular, ... (614.1c)
	}
	for _, o := range created {
		g.fire(event{kind: evEntered, object: o.ID})
	}
	g.noticeControlChanges()
	g.checkStateTriggers()
	ids := make([]ObjectID, len(created))
	for i, o := range created {
		ids[i] = o.ID
	}
	return ids
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
	g.changing(o)
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
