package sim

import (
	"fmt"
	"iter"
	"slices"
)

// TriggerEvent is the kind of event a triggered ability waits for.
type TriggerEvent int

// The trigger events. Which object and player an event concerns is narrowed
// by the trigger's filters, so "whenever another creature you control
// dies" and "when this creature dies" are the same event.
const (
	// AtBeginningOfStep: "At the beginning of [step]" (603.2b).
	AtBeginningOfStep TriggerEvent = iota
	// WhenYouLoseControl: "When you lose control of this": another
	// player gains control of it, or it leaves the battlefield. A
	// look-back trigger (603.10a) controlled by the player who lost
	// control.
	WhenYouLoseControl
	// WhenDies: an object goes from the battlefield to a graveyard
	// (700.4), looking back in time (603.10a).
	WhenDies
	// WhenTappedForMana: "Whenever a land (or enchanted land, with
	// AttachedOnly) is tapped for mana": a triggered mana ability that
	// resolves at once (605.1b, 605.4a).
	WhenTappedForMana
	// WhenEnters: a permanent enters the battlefield (603.6a).
	WhenEnters
	// WhenLeaves: a permanent leaves the battlefield, including when it
	// leaves the game with its owner (603.6c), looking back in time
	// (603.10a).
	WhenLeaves
	// WhenDealtDamage: an object is dealt damage; prevented damage is not
	// dealt and triggers nothing (603.2g, 615.6).
	WhenDealtDamage
	// WhenAttacks: a creature is declared as an attacker (508.3a).
	WhenAttacks
	// WhenBlocks: a creature is declared as a blocker (509.3).
	WhenBlocks
	// WhenBecomesBlocked: an attacking creature becomes blocked (509.3).
	WhenBecomesBlocked
	// WhenCast: a player casts a spell (601.2i); Object filters the spell.
	WhenCast
	// WhenGainLife: a player gains life (119.3); Player says whose.
	WhenGainLife
	// WhenBecomesTarget: a permanent becomes the target of a spell or
	// ability (ward, 702.21a); Player says whose spell or ability.
	WhenBecomesTarget
	// WhenDealsCombatDamageToPlayer: a creature deals combat damage to a
	// player (510.2); Object filters the creature ("a creature you
	// control"), nil is the source itself. "That player" is the player
	// dealt damage.
	WhenDealsCombatDamageToPlayer
	// WhenDealsCombatDamageToCreature: a creature deals combat damage to
	// a creature (510.2); Object filters the source as for
	// WhenDealsCombatDamageToPlayer. "That creature" is the creature dealt
	// damage.
	WhenDealsCombatDamageToCreature
	// WhenBecomesTapped: a permanent becomes tapped (701.26a).
	WhenBecomesTapped
	// WhenBecomesUntapped: a permanent becomes untapped (701.26b),
	// in its controller's untap step or by an effect.
	WhenBecomesUntapped
	// WhenEntersOrAttacks: "whenever this creature enters or attacks":
	// either event.
	WhenEntersOrAttacks
	// WhenState: a state trigger (603.8), which triggers when Condition
	// is true and not again until it has left the stack.
	WhenState
	// WhenAttacksAlone: a creature is the only creature declared as an
	// attacker in a combat phase (506.5), after its attack triggers.
	WhenAttacksAlone
	// WhenBlocksOrBecomesBlocked: "Whenever this creature blocks or
	// becomes blocked" (bushido, 702.45a): either event.
	WhenBlocksOrBecomesBlocked
	// WhenBecomesBlockedBy: "Whenever this creature becomes blocked by a
	// creature": once for each creature blocking it (509.3d); Object
	// filters the blocker, which is "that object".
	WhenBecomesBlockedBy
	// WhenCycled: "When you cycle this card": its owner discarded it to
	// pay a cycling cost (702.29c); it triggers from the zone the card
	// went to.
	WhenCycled
	// WhenDraw: a player draws a card (121.1), each card of several
	// drawn (121.2); Player says whose draws, NthDraw which (see
	// draw_trigger.go).
	WhenDraw
	// WhenDiscards: a player discards a card (701.9a), once for each card;
	// Player says who. "That player" is the player who discarded it.
	WhenDiscards
	// WhenYouExertAsItAttacks: "You may exert this creature as it
	// attacks. When you do, ..." (701.43d): no event fires it; the
	// controller's choice to exert the creature as it is declared as an
	// attacker does (see exert.go).
	WhenYouExertAsItAttacks
)

// Whose says in whose turns a beginning-of-step trigger triggers.
type Whose int

// The turn owners.
const (
	EachTurn Whose = iota // "at the beginning of each end step"
	YourTurn              // "at the beginning of your end step", "... on your turn"
)

// Trigger is the trigger condition of a triggered ability: an event kind
// and filters on the object and the player the event concerns.
type Trigger struct {
	Event TriggerEvent
	// Object filters the object the event happened to (or the spell cast),
	// read with the ability's source as "this" and its controller as
	// "you"; nil means the source itself ("when this creature dies").
	Object *Filter
	// Player relates the player the event concerns (who gains life, who
	// casts, whose spell targets) to the ability's controller.
	Player       ControlFilter
	Step         Step  // for AtBeginningOfStep
	Whose        Whose // for AtBeginningOfStep
	AttachedOnly bool  // for WhenTappedForMana: only the permanent this is attached to
	// Condition is a state trigger's state (603.8).
	Condition Condition
	// NthSpell, for WhenCast, is "your second spell each turn": the spell
	// is the Nth its caster has cast this turn.
	NthSpell int
	// OpponentsTurn, for WhenCast, is "during an opponent's turn": not in
	// the turn of the ability's controller.
	OpponentsTurn bool
	// NthDraw, for WhenDraw, is "your second card each turn": the card is
	// the Nth its drawer has drawn this turn; ExceptFirstInDrawStep and
	// DrawersTurn narrow it further (see draw_trigger.go).
	NthDraw               int
	ExceptFirstInDrawStep bool
	DrawersTurn           bool
	// AtLeast, for WhenOneOrMoreAttack, is "attack with two or more
	// creatures": how many of the attackers Object must find.
	AtLeast int
	// YourTurn is "during your turn" after an event ("Whenever another
	// creature dies during your turn"): only an event in the turn of the
	// ability's controller triggers it (603.2).
	YourTurn bool
}

// event is something that happened which triggered abilities may be
// waiting for.
type event struct {
	kind evKind
	// object is the object the event happened to; player the player it
	// concerns; source the source of damage; amount how much.
	object ObjectID
	player PlayerID
	source ObjectID
	amount int
	// lki is the object just before the event, for look-back triggers
	// (603.10); before is the battlefield then.
	lki           *Object
	before        *lookBack
	oldController PlayerID
	to            Zone
	// item is the stack item that targeted (for WhenBecomesTarget).
	item int
	// spell is the cast spell's stack item, for WhenCast: what storm
	// copies even after it has left the stack (707.10).
	spell *StackItem
	// combat is set for combat damage (510.2).
	combat bool
	// group are the objects of an event that happened to several at once
	// (the creatures that dealt combat damage to a player).
	group []ObjectID
	// firstOfDrawStep is set for the first card a player draws in their
	// own draw step.
	firstOfDrawStep bool
}

type evKind int

const (
	evStepBegan evKind = iota
	evControlChanged
	evLeftBattlefield
	evEntered
	evDealtDamage
	evAttacks
	evBlocks
	evBecomesBlocked
	evCast
	evGainedLife
	evBecameTarget
	evState
	evTapped
	evUntapped
	evAttacksAlone
	evBlockedBy
	evCycled
	evDrew
	evDiscarded
)

// triggerEvents maps each event kind to the trigger events it can match.
var triggerEvents = map[evKind][]TriggerEvent{
	evStepBegan:       {AtBeginningOfStep},
	evControlChanged:  {WhenYouLoseControl},
	evLeftBattlefield: {WhenYouLoseControl, WhenDies, WhenLeaves},
	evEntered:         {WhenEnters, WhenEntersOrAttacks},
	evDealtDamage:     {WhenDealtDamage, WhenDealsCombatDamageToPlayer, WhenDealsCombatDamageToCreature},
	evAttacks:         {WhenAttacks, WhenEntersOrAttacks},
	evAttacksAlone:    {WhenAttacksAlone},
	evTapped:          {WhenBecomesTapped},
	evUntapped:        {WhenBecomesUntapped},
	evBlocks:          {WhenBlocks, WhenBlocksOrBecomesBlocked},
	evBecomesBlocked:  {WhenBecomesBlocked, WhenBlocksOrBecomesBlocked},
	evBlockedBy:       {WhenBecomesBlockedBy},
	evCycled:          {WhenCycled},
	evDrew:            {WhenDraw},
	evDiscarded:       {WhenDiscards},
	evCast:            {WhenCast},
	evGainedLife:      {WhenGainLife},
	evBecameTarget:    {WhenBecomesTarget},
}

// lookBack is the battlefield as it was just before a group of
// simultaneous events: look-back triggers are checked against it (603.10a).
type lookBack struct {
	// view is the characteristics then, with the permanents that could
	// trigger.
	view *view
	// lki holds the objects that have changed since, as they were; nil
	// until one has (most groups of events move no permanent).
	lki map[ObjectID]*Object
}

// remember records a permanent as it was, before it leaves.
func (b *lookBack) remember(id ObjectID, lki *Object) {
	if b.lki == nil {
		b.lki = map[ObjectID]*Object{}
	}
	b.lki[id] = lki
}

// beginLookBack records the battlefield before events that leave it, unless
// a group of simultaneous events already did (see simultaneously).
func (g *Game) beginLookBack() *lookBack {
	if g.batch != nil {
		return g.batch
	}
	v := g.currentView()
	v.held = true
	return &lookBack{view: v}
}

// simultaneously performs f as events that happen at once: permanents that
// leave the battlefield together see each other leave (603.10a).
func (g *Game) simultaneously(f func() error) error {
	if g.batch != nil {
		return f()
	}
	g.batch = g.beginLookBack()
	defer func() { g.batch = nil }()
	return f()
}

// triggerSource is a permanent whose triggered abilities an event is
// checked against: as it is now, or as it was (603.10a).
type triggerSource struct {
	obj   *Object
	chars *Characteristics
}

// fire checks the triggered abilities that wait for ev (603.2): every
// permanent's, as it exists after the event, or, for leaves-the-battlefield
// and control-change events, as it existed before (603.10a).
func (g *Game) fire(ev event) {
	g.noteEvent(ev)
	wanted := triggerEvents[ev.kind]
	ctx := g.filterContextNow(0, NoPlayer)
	var sources []triggerSource
	switch {
	case ev.kind == evControlChanged:
		// Only the permanent itself sees its controller change.
		sources = []triggerSource{{obj: ev.lki, chars: ev.lki.lkiChars}}
		ctx.objects = func(id ObjectID) *Object { return ev.lki }
		ctx.chars = func(id ObjectID) *Characteristics { return ev.lki.lkiChars }
	case ev.kind == evCycled:
		// Only the cycled card sees itself cycled, from where it went
		// (702.29c).
		sources = []triggerSource{{obj: g.object(ev.object), chars: g.Chars(ev.object)}}
	case ev.before != nil:
		b := ev.before
		objects := func(id ObjectID) *Object {
			if o, ok := b.lki[id]; ok {
				return o
			}
			return g.object(id)
		}
		chars := func(id ObjectID) *Characteristics { return b.view.chars[id] }
		for _, id := range b.view.triggerSources {
			sources = append(sources, triggerSource{obj: objects(id), chars: chars(id)})
		}
		ctx.objects, ctx.chars = objects, chars
	default:
		ids := g.currentView().triggerSources
		sources = make([]triggerSource, 0, len(ids))
		for _, id := range ids {
			sources = append(sources, triggerSource{obj: g.object(id), chars: g.Chars(id)})
		}
	}
	for _, src := range sources {
		for a := range triggeredAbilities(src.chars) {
			if !functionsWhere(a, src.obj, ev) {
				continue
			}
			if slices.Contains(wanted, a.Trigger.Event) && g.triggerMatches(a.Trigger, ev, src, ctx) {
				g.trigger(a, src.obj, src.chars.Controller, ev)
			}
		}
	}
}

// triggerMatches reports whether an event matches a trigger of a source.
func (g *Game) triggerMatches(t *Trigger, ev event, src triggerSource, ctx filterContext) bool {
	if t.YourTurn && g.turn.Active != src.chars.Controller {
		return false
	}
	if m, ok := g.combatTriggerMatches(t, ev, src, ctx); ok {
		return m
	}
	you := src.chars.Controller
	switch t.Event {
	case AtBeginningOfStep:
		return t.Step == g.turn.Step && (t.Whose == EachTurn || you == g.turn.Active)
	case WhenYouLoseControl:
		return ev.object == src.obj.ID
	case WhenDies:
		if ev.to != Graveyard {
			return false
		}
	case WhenGainLife, WhenDiscards:
		return t.Player.allows(ev.player, you)
	case WhenDraw:
		return g.drawTriggerMatches(t, ev, you)
	case WhenBecomesTarget:
		// "Whenever a creature you control becomes the target of ...":
		// Object filters the permanent targeted, below.
		if !t.Player.allows(ev.player, you) {
			return false
		}
	case WhenCast:
		if !t.Player.allows(ev.player, you) || t.NthSpell > 0 && ev.amount != t.NthSpell || t.OpponentsTurn && g.turn.Active == you {
			return false
		}
	case WhenBecomesBlockedBy:
		// The event is the blocker's; the source is the attacker it
		// blocks (509.3d).
		if ev.source != src.obj.ID {
			return false
		}
		if t.Object == nil {
			return true
		}
		ctx.source, ctx.you = src.obj.ID, you
		return t.Object.matches(ctx, ev.object)
	case WhenDealsCombatDamageToPlayer, WhenDealsCombatDamageToCreature:
		if !ev.combat {
			return false
		}
		if t.Event == WhenDealsCombatDamageToPlayer && (ev.player == NoPlayer || !t.Player.allows(ev.player, you)) ||
			t.Event == WhenDealsCombatDamageToCreature && (ev.object == 0 || !g.Chars(ev.object).HasType("creature")) {
			return false
		}
		if t.Object == nil {
			return ev.source == src.obj.ID
		}
		ctx.source, ctx.you = src.obj.ID, you
		return t.Object.matches(ctx, ev.source)
	}
	if t.Object == nil {
		return ev.object == src.obj.ID
	}
	if ev.object == 0 {
		return false
	}
	ctx.source, ctx.you = src.obj.ID, you
	return t.Object.matches(ctx, ev.object)
}

// triggeredAbilities yields an object's triggered abilities: those of its
// rules text, then those its keywords stand for (prowess, ward).
func triggeredAbilities(c *Characteristics) iter.Seq[*Ability] {
	return func(yield func(*Ability) bool) {
		for _, a := range c.Abilities {
			if a.Kind == TriggeredAbility && !yield(a) {
				return
			}
		}
		for _, k := range c.Keywords {
			if a := keywordAbility(k); a != nil && a.Kind == TriggeredAbility && !yield(a) {
				return
			}
		}
	}
}

// hasTriggeredAbility reports whether triggeredAbilities would yield any.
func hasTriggeredAbility(c *Characteristics) bool {
	for range triggeredAbilities(c) {
		return true
	}
	return false
}

// trigger makes a ability of source trigger for controller, unless its
// intervening "if" is false now (603.4).
func (g *Game) trigger(a *Ability, source *Object, controller PlayerID, ev event) {
	if g.players[controller].Lost {
		return // 800.4d: no triggers for a player who has left
	}
	// "if it had no +1/+1 counters on it" reads the source as it was
	// (undying, 603.10a)
	if a.Condition != nil && !g.conditionHoldsLKI(a.Condition, source.ID, controller, source) {
		return
	}
	lki := source
	if lki.lkiChars == nil {
		lki = g.lastKnown(source.ID)
	}
	g.pending = append(g.pending, pendingTrigger{ability: a, source: source.ID, lki: lki, controller: controller, event: ev})
	g.logf("trigger", triggerRule(ev), "%s triggers (controlled by %s)", g.abilityName(a, source.ID), g.players[controller].Name)
}

// triggerRule is the rule that makes an event trigger abilities.
func triggerRule(ev event) Rule {
	switch {
	case ev.kind == evState:
		return RuleStateTrigger
	case ev.kind == evLeftBattlefield && ev.to == NoZone:
		return RuleOwnerLeavesTriggers
	}
	return RuleTriggerOnEvent
}

// pendingTrigger is a triggered ability that has triggered and waits to be
// put on the stack the next time a player would receive priority (603.3).
type pendingTrigger struct {
	ability    *Ability
	source     ObjectID
	lki        *Object // the source when it triggered
	controller PlayerID
	event      event
	// remembered are the objects a delayed triggered ability acts on
	// (603.7c).
	remembered []objectRef
}

// abilityName names an ability for the log and for scenarios: its flavor
// word, or its source's name.
func (g *Game) abilityName(a *Ability, source ObjectID) string {
	if a.Name != "" {
		return a.Name
	}
	return g.object(source).Card.Name
}

// apnap lists the players still in the game in APNAP order: the active
// player, then the others in turn order (101.4).
func (g *Game) apnap() []PlayerID {
	out := make([]PlayerID, 1, len(g.players))
	out[0] = g.turn.Active
	return g.appendOpponents(out, g.turn.Active)
}

// stackTriggers puts the waiting triggered abilities on the stack: each
// player in APNAP order puts theirs in the order they choose (603.3b),
// choosing targets as each goes on the stack (603.3d).
func (g *Game) stackTriggers() error {
	g.releaseTriggerLines()
	pending := g.pending
	g.pending = nil
	for _, p := range g.apnap() {
		var mine []pendingTrigger
		for _, t := range pending {
			if t.controller == p {
				mine = append(mine, t)
			}
		}
		if len(mine) == 0 {
			continue
		}
		labels := make([]string, len(mine))
		for i, t := range mine {
			labels[i] = g.abilityName(t.ability, t.source)
		}
		order, err := g.decideOrder(Decision{Player: p, Question: "the order to put your triggered abilities on the stack (first listed goes on the stack first, so it resolves last)",
			Options: labels, Rule: RuleTriggerOrder})
		if err != nil {
			return err
		}
		for _, i := range order {
			if err := g.stackTrigger(mine[i]); err != nil {
				return err
			}
		}
	}
	return nil
}

// stackTrigger puts one triggered ability on the stack with its targets; a
// trigger with no legal target is removed (603.3d).
func (g *Game) stackTrigger(t pendingTrigger) error {
	name := g.abilityName(t.ability, t.source)
	targets, ok, err := g.chooseTriggerTargets(t, name)
	if err != nil {
		return err
	}
	if !ok {
		g.logf("trigger removed", RuleTriggerNoTarget, "%s is removed from the stack: it has no legal target", name)
		return nil
	}
	x := 0
	if t.event.kind == evEntered && t.event.object == t.source {
		// its enters-the-battlefield ability uses the X paid for the spell
		// that became it (107.3m)
		x = g.object(t.source).X
	}
	var division []int
	if d := dividedDamage(t.ability, nil); d != nil {
		r := newResolution(t.controller, t.source)
		r.sourceLKI, r.trigger, r.x = t.lki, &t.event, x
		if division, err = g.chooseDivision(t.controller, targets, d.Amount.value(g, r), name); err != nil {
			return err
		}
	}
	g.push(&StackItem{Object: t.source, Ability: t.ability, Controller: t.controller, X: x, targets: targets, sourceLKI: t.lki, trigger: &t.event, remembered: t.remembered, division: division})
	g.logf("stack", RuleTriggerOrder, "%s's triggered ability %s goes on the stack%s", g.players[t.controller].Name, name, g.targetsText(targets))
	g.fireTargeted(g.stack[len(g.stack)-1])
	return nil
}

// chooseTriggerTargets asks the controller for each target among the legal
// choices.
func (g *Game) chooseTriggerTargets(t pendingTrigger, name string) ([]chosenTarget, bool, error) {
	defer g.withTriggerEvent(t.ability, &t.event)()
	var out []chosenTarget
	specs := t.ability.Targets
	for _, spec := range specs {
		legal := slices.DeleteFunc(g.legalTargets(spec, t.source, t.controller, t.lki.lkiChars), func(c chosenTarget) bool {
			return chosenForWord(specs, out, spec.Word, c.Target) // 115.3
		})
		if len(legal) == 0 && !spec.UpTo {
			return nil, false, nil
		}
		labels := make([]string, len(legal))
		for i, c := range legal {
			labels[i] = g.TargetLabel(c.Target)
		}
		if spec.UpTo {
			labels = append(labels, NoTargetLabel) // 601.2c
		}
		i, err := g.decide(Decision{Player: t.controller, Question: fmt.Sprintf("%s for %s", spec.Description, name), Options: labels, Rule: RuleTriggerTargets})
		if err != nil {
			return nil, false, err
		}
		if i == len(legal) {
			out = append(out, chosenTarget{Target: NoTarget})
			continue
		}
		out = append(out, legal[i])
	}
	return out, true, nil
}

// NoTargetLabel is the answer that leaves an "up to" target unchosen.
const NoTargetLabel = "none"

// legalTargets lists every legal choice for spec: players in turn order,
// then objects in creation order.
func (g *Game) legalTargets(spec TargetSpec, source ObjectID, controller PlayerID, src *Characteristics) []chosenTarget {
	var out []chosenTarget
	legal := func(c chosenTarget) bool {
		return g.allowedTarget(spec, c, source, controller) && g.untargetable(spec, c, controller, src) == nil
	}
	for _, p := range g.players {
		if c := (chosenTarget{Target: PlayerTarget(p.ID)}); legal(c) {
			out = append(out, c)
		}
	}
	for _, o := range g.objects[1:] {
		if c := (chosenTarget{Target: ObjectTarget(o.ID), incarnation: o.Incarnation}); legal(c) {
			out = append(out, c)
		}
	}
	return out
}
