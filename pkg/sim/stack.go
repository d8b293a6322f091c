package sim

import "slices"

// StackItem is a spell or an activated or triggered ability on the stack.
type StackItem struct {
	ID         int
	Spell      bool
	Object     ObjectID // the spell's card, or the ability's source
	Ability    *Ability // for a spell, its spell ability (nil for a permanent spell without one)
	Controller PlayerID
	X          int
	Modes      []int // the chosen modes, 0-based, in the order chosen
	targets    []chosenTarget
	// sourceLKI is a triggered ability's source as it was when it
	// triggered, for "enchanted creature" after the Aura has left (608.2h).
	sourceLKI *Object
	// trigger is the event a triggered ability triggered on, or nil.
	trigger *event
	// remembered are the objects a delayed triggered ability acts on.
	remembered []objectRef
	// sourceRef is an activated ability's source as it was activated.
	sourceRef objectRef
	// division is the damage divided among the targets (601.2d).
	division []int
	// sacrificed is the permanent sacrificed to pay its cost, as it last
	// existed ("the sacrificed creature's power", 608.2h), or nil.
	sacrificed *Object
}

func (it *StackItem) clone() *StackItem {
	c := *it
	c.targets = slices.Clone(it.targets)
	c.division = slices.Clone(it.division)
	c.Modes = slices.Clone(it.Modes)
	return &c
}

// Targets lists the item's chosen targets ("up to" targets left unchosen
// are none).
func (it *StackItem) Targets() []Target {
	out := []Target{}
	for _, t := range it.targets {
		if !t.IsNone() {
			out = append(out, t.Target)
		}
	}
	return out
}

// Stack lists the stack, top first.
func (g *Game) Stack() []*StackItem {
	out := slices.Clone(g.stack)
	slices.Reverse(out)
	return out
}

// stackItemOf is the stack item of a spell card, or nil.
func (g *Game) stackItemOf(id ObjectID) *StackItem {
	for _, it := range g.stack {
		if it.Spell && it.Object == id {
			return it
		}
	}
	return nil
}

// push puts an item on top of the stack.
func (g *Game) push(it *StackItem) {
	g.nextStackID++
	it.ID = g.nextStackID
	g.stack = append(g.stack, it)
}

// ItemName names a stack item: a spell by its card's name, an ability by
// its flavor word or else its source's name.
func (g *Game) ItemName(it *StackItem) string {
	if it.Spell || it.Ability == nil {
		return g.name(it.Object)
	}
	return g.abilityName(it.Ability, it.Object)
}

// ResolveTop has all players pass priority in succession, so the top of the
// stack resolves (117.4, 608); then state-based actions are performed as a
// player would receive priority. Within an action that resolves several items, one that ends the game
// stops it: what is left on the stack does not resolve (104.2a), and the
// error is a GameOver, as for an advance cut short.
func (g *Game) ResolveTop() error {
	return g.transact(func() error {
		if len(g.stack) == 0 {
			return refuse("resolve", []Reason{reason([]Rule{RuleAllPass}, "the stack is empty")})
		}
		it := g.stack[len(g.stack)-1]
		if g.over() {
			return g.gameOver(g.log, "resolve "+g.ItemName(it))
		}
		g.stack = g.stack[:len(g.stack)-1]
		if err := g.resolve(it); err != nil {
			return err
		}
		return g.atPriority()
	})
}

// resolve follows a spell's or ability's instructions (608.2), then puts a
// spell where it goes: an instant or sorcery into its owner's graveyard
// (608.2n), a permanent spell onto the battlefield (608.3).
func (g *Game) resolve(it *StackItem) error {
	defer g.withTriggerEvent(it.Ability, it.trigger)()
	defer g.withResolutionChoices(it.Object)()
	name := g.ItemName(it)
	r := withTargets(newResolution(it.Controller, it.Object), it.targets, it.X)
	r.sourceLKI = it.sourceLKI
	r.trigger = it.trigger
	r.remembered = it.remembered
	r.sourceRef = it.sourceRef
	r.division = it.division
	r.sacrificed = it.sacrificed
	r.ability = it.Ability
	if p := thatPlayer(it.Ability, it.trigger); p != NoPlayer {
		r.chosen = p // "that player": the player dealt damage, who cast the spell, ...
	}
	if it.Ability != nil {
		if c := it.Ability.Condition; c != nil && !g.conditionHoldsLKI(c, it.Object, it.Controller, it.sourceLKI) {
			g.logf("resolve", RuleInterveningIf, "%s does nothing: its \"if\" condition is no longer true", name)
			return nil
		}
	}
	specs := it.targetSpecs(g)
	legal, chosen := 0, 0
	for i, t := range it.targets {
		switch {
		case t.IsNone():
			continue
		case g.targetProblem(specs[i], t, it.Object, it.Controller, g.itemSourceChars(it)) == nil:
			legal++
		default:
			r.illegal = append(r.illegal, i)
		}
		chosen++
	}
	if chosen > 0 && legal == 0 {
		g.logf("resolve", RuleResolveTargetCheck, "%s does not resolve: every target is illegal", name)
		if it.Spell {
			g.move(it.Object, Graveyard, it.Controller)
		}
		return nil
	}
	g.logf("resolve", RuleAllPass, "%s resolves", name)
	if it.Ability != nil {
		if err := g.followAbility(it.Ability, it.Modes, r); err != nil {
			return err
		}
	}
	if !it.Spell {
		return nil
	}
	o := g.object(it.Object)
	if o.Zone != Stack {
		return nil // the spell left the stack while resolving
	}
	if o.Card.IsPermanentCard() {
		return g.resolvePermanent(it, r)
	}
	g.resolvedSpellGoes(it)
	return nil
}

// followAbility follows an ability's effects, or those of its chosen modes
// in the order they are written (608.2c), a mode chosen more than once as
// that many copies in the order chosen (700.2d), each with its own targets,
// which were chosen in the order the modes were.
func (g *Game) followAbility(a *Ability, modes []int, r *resolution) error {
	if len(a.Modes) == 0 {
		if err := g.applyEffects(a.Effects, r); err != nil {
			return err
		}
		base := len(a.Targets)
		for _, p := range a.Parts {
			r.targetBase = base
			if err := g.applyEffects(p.Effects, r); err != nil {
				return err
			}
			base += len(p.Targets)
		}
		r.targetBase = 0
		return nil
	}
	bases := make([]int, len(modes))
	next := r.targetBase
	for i, m := range modes {
		bases[i] = next
		next += len(a.Modes[m].Targets)
	}
	order := make([]int, len(modes))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int { return modes[i] - modes[j] })
	for _, i := range order {
		r.targetBase = bases[i]
		if err := g.applyEffects(a.Modes[modes[i]].Effects, r); err != nil {
			return err
		}
	}
	r.targetBase = next
	return nil
}

// resolvePermanent puts a permanent spell onto the battlefield under its
// controller's control (608.3); an Aura spell enters attached to its target
// (608.3c).
func (g *Game) resolvePermanent(it *StackItem, r *resolution) error {
	o := g.object(it.Object)
	name := o.Card.Name
	var host ObjectID
	if _, isAura := g.auraEnchant(o.ID); isAura {
		if len(it.targets) == 1 && len(r.illegal) == 0 {
			host = it.targets[0].Object
		}
	}
	dashed := o.dashedAt != 0 && o.dashedAt == o.timestamp
	cast := !g.copyBecomesToken(o) // a copy is not cast (707.10)
	g.moveEntering(it.Object, Battlefield, it.Controller, entering{x: it.X, cast: cast})
	g.logf("enter", RulePermanentSpellResolves, "%s enters the battlefield under %s's control", name, g.players[it.Controller].Name)
	if dashed {
		g.dashEntered(o, it.Controller)
	}
	if host != 0 {
		g.attach(it.Object, host)
	}
	return nil
}

// targetSpecs lists what the item's targets were chosen for: a spell's
// (an Aura spell targets what it will enchant), or an ability's.
func (it *StackItem) targetSpecs(g *Game) []TargetSpec {
	if it.Spell {
		return g.castTargets(it.Object, it.Modes)
	}
	return it.Ability.targetSpecs(it.Modes)
}

// targetSpecs lists the target specs of an ability with the chosen modes.
func (a *Ability) targetSpecs(modes []int) []TargetSpec {
	if len(a.Modes) == 0 {
		out := a.Targets
		for _, p := range a.Parts {
			out = append(out[:len(out):len(out)], p.Targets...)
		}
		return out
	}
	var out []TargetSpec
	for _, m := range modes {
		out = append(out, a.Modes[m].Targets...)
	}
	return out
}

// itemSourceChars are the characteristics of a stack item's source, for
// protection (702.16b): the spell itself, an ability's source if it is still
// the same object, or its last known information.
func (g *Game) itemSourceChars(it *StackItem) *Characteristics {
	o := g.object(it.Object)
	switch {
	case it.Spell || it.sourceLKI == nil:
		return g.Chars(it.Object)
	case o.Incarnation == it.sourceLKI.Incarnation:
		return g.Chars(it.Object)
	}
	return it.sourceLKI.lkiChars
}

// fireTargeted triggers "whenever this becomes the target" abilities for
// each object the new stack item targets (ward, 702.21a).
func (g *Game) fireTargeted(it *StackItem) {
	g.noteCrime(it)
	for _, t := range it.targets {
		if !t.IsPlayer() && !t.IsNone() {
			g.fire(event{kind: evBecameTarget, object: t.Object, player: it.Controller, item: it.ID})
		}
	}
}
