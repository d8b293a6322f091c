package sim

import "slices"

// layer is a layer or sublayer of the layer system (613.1, 613.4), in the
// order they apply.
type layer int

const (
	layerCopy        layer = iota // 1: copiable values (613.2)
	layerControl                  // 2: control-changing effects (613.1b)
	layerText                     // 3: text-changing effects (613.1c)
	layerType                     // 4: type-changing effects (613.1d)
	layerColor                    // 5: color-changing effects (613.1e)
	layerAbility                  // 6: ability-adding and -removing effects (613.1f)
	layerPTDefining               // 7a: characteristic-defining P/T (613.4a)
	layerPTSetting                // 7b: effects that set P/T (613.4b)
	layerPTModifying              // 7c: effects and counters that modify P/T (613.4c)
	layerPTSwitching              // 7d: effects that switch P/T (613.4d)
	layerRules                    // effects on game rules, after every layer (613.11)
	layerCount
)

var layerNames = [layerCount]string{"1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d", "613.11"}

// String names the layer as 613 numbers it: "2", "7c".
func (l layer) String() string { return layerNames[l] }

// charBits is a set of the kinds of characteristic a layer changes or a
// filter reads, so that the layer system tests for a dependency (613.8a)
// only where one effect could change what another reads.
type charBits uint8

const (
	readsController charBits = 1 << iota
	readsTypes
	readsColors
	readsAbilities
	readsPT
)

// writes is what effects in a layer change.
func (l layer) writes() charBits {
	switch l {
	case layerControl:
		return readsController
	case layerType:
		return readsTypes | readsAbilities // setting a land type removes abilities (305.7)
	case layerColor:
		return readsColors
	case layerAbility:
		return readsAbilities
	case layerPTDefining, layerPTSetting, layerPTModifying, layerPTSwitching:
		return readsPT
	}
	return 0
}

// view is the characteristics of every object at one moment, indexed by
// ObjectID, and the continuous effects that produced them.
type view struct {
	chars []*Characteristics
	// copiable are the characteristics after layer 1: the copiable
	// values (613.2c, 707.2). It follows chars in one array, which the
	// next view reuses once this one is forgotten (see newView).
	copiable []*Characteristics
	// effects are the layer system's effects as it left them; applied is
	// made from them when first asked for (only traces and pages ask).
	effects []*layerEffect
	applied []*AppliedEffect
	listed  bool // applied is made
	// triggerSources are the permanents with a triggered ability, in
	// order of entry: only they can trigger, so an event looks at them
	// alone, however large the battlefield.
	triggerSources []ObjectID
	// readsGame is set when an effect's filter, condition or count was
	// part of the computation: those may read anything of the game. A
	// view without one depends only on the objects, their zones and
	// counters, the spells on the stack and the effects in force (see
	// conditionsChanged).
	readsGame bool
	// stackPushes and stackLen are the game's nextStackID and stack length
	// as the view was computed: together they change with every push and
	// removal, which the stack does without invalidating the view (a
	// spell's move to or from it does that).
	stackPushes, stackLen int
	// held is set when a look-back keeps the view past its invalidation:
	// its memory is then never reused.
	held bool
}

// AppliedEffect describes one continuous effect in force, for traces and
// pages: its layers, timestamp and what it affects.
type AppliedEffect struct {
	Timestamp int
	Layers    []string
	Source    ObjectID // 0 for an effect with no source object
	Text      string
	Affected  []ObjectID
}

// ContinuousEffects lists the continuous effects in force that affect at
// least one object, in the order the layer system applied them.
func (g *Game) ContinuousEffects() []*AppliedEffect {
	v := g.currentView()
	if !v.listed {
		v.applied, v.listed = appliedEffects(v.effects), true
	}
	return v.applied
}

// appliedEffects describes the effects that started and affect something.
func appliedEffects(effects []*layerEffect) []*AppliedEffect {
	var out []*AppliedEffect
	for _, e := range effects {
		if e.started && len(e.affected) > 0 {
			a := &AppliedEffect{Timestamp: e.timestamp, Source: e.source, Text: e.text, Affected: e.affected}
			for l := range layerCount {
				if e.inLayer(l) {
					a.Layers = append(a.Layers, l.String())
				}
			}
			out = append(out, a)
		}
	}
	return out
}

// layerEffect is one continuous effect as the layer system handles it: from
// a static ability (whose affected objects are found at each moment,
// 611.3a) or from a resolved spell, ability or judge (whose affected objects
// were fixed when it began, 611.2c).
type layerEffect struct {
	timestamp int
	source    ObjectID // 0: none
	ability   *Ability // the static ability generating it, or nil
	fixed     []objectRef
	filter    *Filter
	mods      []Modification
	cda       bool // from a characteristic-defining ability (604.3, 613.3)
	text      string
	// keyword is the keyword whose static ability generates it (dash's
	// haste), or "": it exists only while its source has that keyword.
	keyword string

	// started is set once it applies in some layer; from then on it applies
	// to the same objects in every later layer, even if its ability is
	// removed meanwhile (613.6).
	started  bool
	affected []ObjectID
}

// readsGame reports whether the effect's existence, the objects it affects
// or what it does is found through a filter, a condition or a count, which
// may read anything of the game.
func (e *layerEffect) readsGame() bool {
	return e.filter != nil || slices.ContainsFunc(e.mods, isForEach)
}

// blindToCardMove reports whether the effect exists, affects the same
// objects and does the same to them whatever card (the object id) moves
// between two of the players' own zones: it does not come from the card,
// name it or count its counters, it has no condition (611.3a), and what
// it affects and counts is found on the battlefield only
// (Filter.findsOnTheBattlefieldOnly).
func (e *layerEffect) blindToCardMove(id ObjectID) bool {
	if e.source == id || slices.Contains(e.affected, id) || slices.ContainsFunc(e.fixed, func(r objectRef) bool { return r.id == id }) {
		return false
	}
	if e.ability != nil {
		if cs, ok := e.ability.Static.(ContinuousStatic); !ok || cs.While != nil {
			return false
		}
	}
	if e.filter != nil && !e.filter.findsOnTheBattlefieldOnly() {
		return false
	}
	for _, m := range e.mods {
		if f, ok := m.(ModifyPTForEach); ok && f.Each != nil && !f.Each.findsOnTheBattlefieldOnly() {
			return false
		}
	}
	return true
}

// inLayer reports whether the effect modifies anything in layer l.
func (e *layerEffect) inLayer(l layer) bool {
	for _, m := range e.mods {
		if m.layer() == l {
			return true
		}
	}
	return false
}

// applyIn applies the effect's modifications of layer l to c, the
// characteristics of the object id.
func (e *layerEffect) applyIn(l layer, c *Characteristics, ctx modContext, id ObjectID) {
	for _, m := range e.mods {
		if m.layer() == l {
			m.apply(c, ctx, id)
		}
	}
}

// computeView applies the layer system to every object (613.1): each layer
// in order; within it, characteristic-defining effects first (613.3), then
// the others in timestamp order (613.7) unless a dependency reorders them
// (613.8).
func (g *Game) computeView() *view {
	v := g.newView(int(g.nextID))
	for _, o := range g.objects[1:] {
		v.chars[o.ID] = g.printedCharacteristics(o)
	}
	// Layer 1 first: the copiable values say which static abilities
	// there are to generate the effects of the other layers (613.2c).
	resolved := g.resolvedEffects()
	g.applyCopyEffects(v)
	g.applyLayer(v, layerCopy, resolved)
	copy(v.copiable, v.chars)
	effects := g.layerEffects(v, resolved)
	for l := layerCopy + 1; l < layerCount; l++ {
		if l == layerPTModifying {
			g.applyCounters(v)
		}
		g.applyLayer(v, l, effects)
		if l == layerType {
			g.addIntrinsicManaAbilities(v)
		}
	}
	g.noncreaturesHaveNoPT(v)
	for _, id := range g.battlefield {
		if hasTriggeredAbility(v.chars[id]) {
			v.triggerSources = append(v.triggerSources, id)
		}
	}
	v.triggerSources = append(v.triggerSources, g.graveyardTriggerSources(v)...)
	v.triggerSources = append(v.triggerSources, g.stackTriggerSources(v)...)
	v.effects = effects
	v.readsGame = slices.ContainsFunc(effects, (*layerEffect).readsGame)
	v.stackPushes, v.stackLen = g.nextStackID, len(g.stack)
	return v
}

// newView is an empty view of n objects (with NoObject), made in the
// memory of the last view forgotten that nothing keeps: a view is computed
// after nearly every change.
func (g *Game) newView(n int) *view {
	v := g.spareView
	g.spareView = nil
	if v != nil && checkingViews {
		// A reader of a forgotten view fails on its nil characteristics
		// instead of reading the next view's.
		clear(v.chars[:cap(v.chars)])
		v = nil
	}
	var both []*Characteristics
	if v != nil && cap(v.chars) >= 2*n {
		both = v.chars[:2*n]
		clear(both)
	} else {
		v, both = &view{}, make([]*Characteristics, 2*n)
	}
	*v = view{chars: both[:n], copiable: both[n:]}
	return v
}

// resolvedEffects are the effects of resolved spells, abilities and
// judges in force, in timestamp order.
func (g *Game) resolvedEffects() []*layerEffect {
	out := make([]*layerEffect, 0, len(g.effects))
	for _, e := range g.effects {
		out = append(out, &layerEffect{timestamp: e.timestamp, fixed: e.affected, mods: e.mods, text: e.text, source: e.source})
	}
	return out
}

// layerEffects lists the candidate effects in timestamp order: the
// resolved ones, and those of the static abilities of permanents' copiable
// values (printed, or copied, 707.2), which exist only while their source
// is on the battlefield (611.3b) and take its timestamp (613.7a, 613.7e).
// Whether a static ability still exists after earlier layers is checked as
// each layer applies.
func (g *Game) layerEffects(v *view, resolved []*layerEffect) []*layerEffect {
	out := slices.Clone(resolved)
	for _, id := range g.battlefield {
		o := g.object(id)
		for _, a := range v.copiable[id].Abilities {
			if cs, ok := a.Static.(ContinuousStatic); ok && a.Kind == StaticAbility {
				f := cs.Affected
				out = append(out, &layerEffect{timestamp: o.timestamp, source: id, ability: a, filter: &f, mods: cs.Mods, cda: cs.CDA, text: a.Text})
			}
		}
	}
	out = append(out, g.keywordCDAEffects(v)...)
	out = append(out, g.keywordCounterEffects()...)
	out = append(out, g.dashHasteEffects(v)...)
	slices.SortStableFunc(out, func(a, b *layerEffect) int { return a.timestamp - b.timestamp })
	return out
}

// exists reports whether an effect that has not started yet exists now: a
// static ability's effect needs its source on the battlefield with the
// ability (611.3b).
func (g *Game) exists(e *layerEffect, chars func(ObjectID) *Characteristics) bool {
	if e.keyword != "" {
		// a keyword's static ability: its object must have it still
		return g.object(e.source).Zone == Battlefield && slices.Contains(chars(e.source).Keywords, e.keyword)
	}
	if e.ability == nil {
		return true
	}
	if g.object(e.source).Zone != Battlefield || !slices.Contains(chars(e.source).Abilities, e.ability) {
		return false
	}
	if w := e.ability.Static.(ContinuousStatic).While; w != nil {
		ctx := filterContext{g: g, source: e.source, you: chars(e.source).Controller, chars: chars, objects: g.Object}
		return w.holds(ctx)
	}
	return true
}

// affectedNow lists the objects the effect would affect given chars.
func (g *Game) affectedNow(e *layerEffect, chars func(ObjectID) *Characteristics) []ObjectID {
	if e.filter == nil {
		var out []ObjectID
		for _, r := range e.fixed {
			if o := g.object(r.id); o != nil && o.Incarnation == r.incarnation {
				out = append(out, r.id)
			}
		}
		return out
	}
	ctx := filterContext{g: g, source: e.source, you: chars(e.source).Controller, chars: chars, objects: g.Object}
	return slices.Collect(g.matching(e.filter, ctx))
}

// applyLayer applies the effects of one layer.
func (g *Game) applyLayer(v *view, l layer, all []*layerEffect) {
	// Characteristic-defining effects apply first (613.3), so they are
	// listed first, each group in timestamp order.
	var pending []*layerEffect
	for _, cda := range []bool{true, false} {
		for _, e := range all {
			if e.cda == cda && e.inLayer(l) {
				pending = append(pending, e)
			}
		}
	}
	if len(pending) == 0 {
		return // most layers: spare the closure below its allocation
	}
	get := func(id ObjectID) *Characteristics { return v.chars[id] }
	var counts layerCounts
	if l == layerPTModifying {
		counts = layerCounts{} // what "for each" counts holds while the layer applies
	}
	for len(pending) > 0 {
		i := g.nextToApply(v, l, pending)
		e := pending[i]
		if i == 0 {
			pending = pending[1:] // the usual case, without moving the rest
		} else {
			pending = slices.Delete(pending, i, i+1)
		}
		if !e.started {
			if !g.exists(e, get) {
				continue
			}
			e.started = true
			e.affected = g.affectedNow(e, get)
		}
		ctx := g.modContext(e, get, counts)
		for _, id := range e.affected {
			c := v.chars[id].clone()
			e.applyIn(l, c, ctx, id)
			v.chars[id] = c
		}
	}
}

// nextToApply picks the effect to apply next among pending, which lists
// the characteristic-defining ones first: one of those first (613.3), else
// the earliest that depends on no other pending effect (613.8b); if every
// one depends on another (a dependency loop), the earliest (613.8b). The
// choice is made again after each effect applies (613.8c).
func (g *Game) nextToApply(v *view, l layer, pending []*layerEffect) int {
	if pending[0].cda {
		return 0
	}
	for i, a := range pending {
		if l.writes()&g.reads(a) == 0 {
			return i // it reads nothing the layer changes, so it depends on no effect (613.8a)
		}
		free := true
		for j, b := range pending {
			if i != j && g.dependsOn(v, l, a, b) {
				free = false
				break
			}
		}
		if free {
			return i
		}
	}
	return 0
}

// dependsOn reports whether a depends on b (613.8a): applying b would change
// whether a exists, what it applies to, or what it does. It is found by
// applying b to copies of the objects it affects and looking at a again.
// nextToApply asks only of an a that reads something l changes.
func (g *Game) dependsOn(v *view, l layer, a, b *layerEffect) bool {
	if a.cda != b.cda {
		return false // a dependency is between two characteristic-defining effects, or two others
	}
	get := func(id ObjectID) *Characteristics { return v.chars[id] }
	if !b.started && !g.exists(b, get) {
		return false
	}
	overlay := map[ObjectID]*Characteristics{}
	bAffected := b.affected
	if !b.started {
		bAffected = g.affectedNow(b, get)
	}
	bctx := g.modContext(b, get, nil)
	for _, id := range bAffected {
		c := v.chars[id].clone()
		b.applyIn(l, c, bctx, id)
		overlay[id] = c
	}
	after := func(id ObjectID) *Characteristics {
		if c, ok := overlay[id]; ok {
			return c
		}
		return v.chars[id]
	}
	if !a.started && g.exists(a, get) != g.exists(a, after) {
		return true
	}
	if !a.started && !slices.Equal(g.affectedNow(a, get), g.affectedNow(a, after)) {
		return true
	}
	return g.modContext(a, get, nil) != g.modContext(a, after, nil)
}

// reads is what an effect's existence, affected objects and results depend
// on.
func (g *Game) reads(e *layerEffect) charBits {
	var r charBits
	if e.ability != nil {
		r |= readsAbilities | readsController // "you" is the source's controller
		if w := e.ability.Static.(ContinuousStatic).While; w != nil {
			r |= w.reads()
		}
	}
	if e.filter != nil {
		r |= e.filter.reads()
	}
	return r | forEachReads(e)
}

// modContext is what a modification needs to know about its effect's
// source as the layer applies; counts, when not nil, remembers the layer's
// "for each" counts.
func (g *Game) modContext(e *layerEffect, chars func(ObjectID) *Characteristics, counts layerCounts) modContext {
	ctx := modContext{sourceController: NoPlayer}
	for _, p := range g.players {
		if p.Lost && p.ID < 64 {
			ctx.left |= 1 << p.ID
		}
	}
	if e.source != 0 {
		ctx.sourceController = chars(e.source).Controller
		ctx.chosenColor = g.object(e.source).chosenColor
		ctx.chosenType = g.object(e.source).chosenType
	}
	ctx.forEach = g.forEachCount(e, chars, counts)
	return ctx
}

// applyCounters applies +1/+1 and -1/-1 counters in layer 7c (613.4c).
func (g *Game) applyCounters(v *view) {
	for _, id := range g.battlefield {
		o := g.object(id)
		if len(o.Counters) == 0 {
			continue
		}
		n := o.Counters["+1/+1"] - o.Counters["-1/-1"]
		if n != 0 && v.chars[id].HasPT {
			c := v.chars[id].clone()
			c.Power += n
			c.Toughness += n
			v.chars[id] = c
		}
	}
}

// addIntrinsicManaAbilities gives each land the mana ability of each of its
// basic land types (305.6), once layer 4 has settled its types (305.7).
// A land that no effect changed gets them from a copy kept on the object.
func (g *Game) addIntrinsicManaAbilities(v *view) {
	for id, c := range v.chars {
		if c == nil || !c.HasType("land") {
			continue
		}
		o := g.object(ObjectID(id))
		if c == o.printed && o.printedLand != nil {
			v.chars[id] = o.printedLand
			continue
		}
		d := withIntrinsicManaAbilities(c)
		if c == o.printed {
			o.printedLand = d
		}
		v.chars[id] = d
	}
}

func withIntrinsicManaAbilities(c *Characteristics) *Characteristics {
	types := basicLandTypes(c)
	if len(types) == 0 {
		return c
	}
	d := c.clone()
	for _, t := range types {
		d.Abilities = grown(d.Abilities, intrinsicManaAbility(t))
	}
	return d
}
