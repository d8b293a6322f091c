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
	targets    []chosenTarget
}

func (it *StackItem) clone() *StackItem {
	c := *it
	c.targets = slices.Clone(it.targets)
	return &c
}

// Targets lists the item's chosen targets.
func (it *StackItem) Targets() []Target {
	out := make([]Target, len(it.targets))
	for i, t := range it.targets {
		out[i] = t.Target
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

// ItemName names a stack item: its card's name.
func (g *Game) ItemName(it *StackItem) string { return g.name(it.Object) }

// ResolveTop has all players pass priority in succession, so the top of the
// stack resolves (117.4, 608); then state-based actions are performed as a
// player would receive priority.
func (g *Game) ResolveTop() error {
	return g.transact(func() error {
		if len(g.stack) == 0 {
			return refuse("resolve", []Reason{reason([]Rule{RuleAllPass}, "the stack is empty")})
		}
		it := g.stack[len(g.stack)-1]
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
	name := g.name(it.Object)
	r := &resolution{controller: it.Controller, source: it.Object, x: it.X}
	if it.Ability != nil {
		r.targets = it.targets
		legal := 0
		for i, t := range it.targets {
			if g.targetLegal(it.Ability.Targets[i], t, it.Controller) {
				legal++
			} else {
				r.illegal = append(r.illegal, i)
			}
		}
		if len(it.targets) > 0 && legal == 0 {
			g.logf("resolve", RuleResolveTargetCheck, "%s does not resolve: every target is illegal", name)
			if it.Spell {
				g.move(it.Object, Graveyard, it.Controller)
			}
			return nil
		}
	}
	g.logf("resolve", RuleAllPass, "%s resolves", name)
	if it.Ability != nil {
		if err := g.applyEffects(it.Ability.Effects, r); err != nil {
			return err
		}
	}
	if !it.Spell {
		return nil
	}
	o := g.objects[it.Object]
	if o.Card.IsPermanentCard() {
		g.move(it.Object, Battlefield, it.Controller)
		o.X = it.X
		g.logf("enter", RulePermanentSpellResolves, "%s enters the battlefield under %s's control", name, g.players[it.Controller].Name)
	} else {
		g.move(it.Object, Graveyard, it.Controller)
		g.logf("zone", RuleInstantToGraveyard, "%s is put into %s's graveyard", name, g.players[o.Owner].Name)
	}
	return nil
}
