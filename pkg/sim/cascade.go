package sim

// Cascade (702.85a) is a triggered ability that functions only while the
// spell with cascade is on the stack: "When you cast this spell, exile
// cards from the top of your library until you exile a nonland card whose
// mana value is less than this spell's mana value. You may cast that card
// without paying its mana cost if the resulting spell's mana value is less
// than this spell's mana value. Then put all cards exiled this way that
// weren't cast on the bottom of your library in a random order." Each
// instance triggers separately (702.85c).

// cascadeAbility is the triggered ability "cascade" stands for.
func cascadeAbility() *Ability { return whenYouCastThisSpell("Cascade", cascadeEffect{}) }

// cascadeEffect follows cascade. The spell's mana value is read as it is
// on the stack, or as it last existed there (608.2h), X as announced.
type cascadeEffect struct{}

func (cascadeEffect) apply(g *Game, r *resolution) error {
	if r.trigger == nil || r.trigger.spell == nil || r.sourceLKI == nil || r.sourceLKI.lkiChars == nil {
		return nil
	}
	p := r.controller
	mv := r.sourceLKI.lkiChars.ManaCost.ManaValue(r.trigger.spell.X)
	var exiled []ObjectID
	hit := ObjectID(0)
	for len(g.players[p].library) > 0 {
		id := g.players[p].library[0]
		g.move(id, Exile, NoPlayer)
		exiled = append(exiled, id)
		g.logf("zone", RuleCascade, "%s exiles %s from the top of their library (cascade)", g.players[p].Name, g.name(id))
		if c := g.Chars(id); !c.HasType("land") && c.ManaCost.ManaValue(0) < mv {
			hit = id
			break
		}
	}
	if hit != 0 {
		cast, err := g.mayCastFree(p, hit, RuleCascade)
		if err != nil {
			return err
		}
		if cast {
			exiled = exiled[:len(exiled)-1]
		}
	}
	return g.putOnBottomAtRandom(p, exiled)
}

// putOnBottomAtRandom puts the cards still in exile on the bottom of
// their owner's library in a random order, from the game's seed (701.24).
func (g *Game) putOnBottomAtRandom(p PlayerID, ids []ObjectID) error {
	var left []ObjectID
	for _, id := range ids {
		if g.object(id).Zone == Exile {
			left = append(left, id)
		}
	}
	if len(left) == 0 {
		return nil
	}
	if len(left) > 1 {
		rnd := g.random()
		rnd.Shuffle(len(left), func(i, j int) { left[i], left[j] = left[j], left[i] })
	}
	pl := g.players[p]
	for _, id := range left {
		g.move(id, Library, NoPlayer)
		if g.object(id).Zone != Library {
			continue // a replacement effect sent it elsewhere
		}
		pl.library = append(pl.library[1:], id)
	}
	g.logf("zone", RuleCascade, "%s puts %d exiled card(s) on the bottom of their library in a random order", pl.Name, len(left))
	return nil
}
