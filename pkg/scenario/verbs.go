package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/sim"
)

// verb performs one action's verb.
func (r *runner) verb(a *Action) error {
	switch a.Verb {
	case "mana":
		return r.mana(a)
	case "activate":
		return r.activate(a)
	case "cast":
		return r.cast(a)
	case "play":
		id, err := r.object(a.Objects[0], r.inZone(sim.Hand, a.By))
		if err != nil {
			return err
		}
		return r.g.PlayLand(r.actor(a, id), id)
	case "resolve":
		return r.resolve(a)
	case "advance":
		return r.advance(a)
	case "attack", "block":
		return r.combat(a)
	case "effect":
		return r.effect(a.Effect)
	}
	panic("scenario: unknown verb " + a.Verb)
}

// mana activates the mana ability of each listed permanent. A name shared
// by several permanents of one controller means the first untapped one not
// already used by this action.
func (r *runner) mana(a *Action) error {
	var used []sim.ObjectID
	for _, ref := range a.Objects {
		id, err := r.manaSource(ref, a.By, used)
		if err != nil {
			return err
		}
		used = append(used, id)
		ab, err := r.pickAbility(a, id, true)
		if err != nil {
			return err
		}
		if err := r.g.Activate(r.actor(a, id), id, ab, sim.CastOptions{}); err != nil {
			return err
		}
	}
	return nil
}

func (r *runner) manaSource(ref Ref, by *Ref, used []sim.ObjectID) (sim.ObjectID, error) {
	matches := matchObjects(ref.Text, r.objects(), entryNameAlias)
	var candidates []tableEntry
	for _, m := range matches {
		if r.g.Object(m.id).Zone == sim.Battlefield && !slices.Contains(used, m.id) &&
			(by == nil || r.g.Controller(m.id) == r.players[by.Text]) {
			candidates = append(candidates, m)
		}
	}
	if len(candidates) == 0 {
		return r.object(ref, r.inZone(sim.Battlefield, by))
	}
	controller := r.g.Controller(candidates[0].id)
	for _, c := range candidates[1:] {
		if r.g.Controller(c.id) != controller {
			return 0, scriptErrorf(ref.Pos, "%q is ambiguous: it matches permanents of different players, %s; add by: or use Name#N or an alias", ref.Text, r.labels(candidates))
		}
	}
	for _, c := range candidates {
		if !r.g.Object(c.id).Tapped {
			return c.id, nil
		}
	}
	return candidates[0].id, nil
}

// pickAbility chooses the ability an action activates: ability: N (counting
// the object's non-keyword abilities in Oracle order) or a part of its text;
// else its only one (its only mana ability for mana:), else for mana: the
// one with {T} in its cost.
func (r *runner) pickAbility(a *Action, id sim.ObjectID, manaOnly bool) (*sim.Ability, error) {
	all := r.g.Abilities(id)
	name := r.g.Object(id).Card.Name
	if a.Ability > 0 {
		if a.Ability > len(all) {
			return nil, scriptErrorf(a.Pos, "%s has %d ability(ies); ability: %d does not exist", name, len(all), a.Ability)
		}
		return all[a.Ability-1], nil
	}
	var candidates []*sim.Ability
	for _, ab := range all {
		switch {
		case a.AbilityT != "":
			if strings.Contains(strings.ToLower(ab.Text), strings.ToLower(a.AbilityT)) {
				candidates = append(candidates, ab)
			}
		case manaOnly:
			if ab.IsManaAbility() {
				candidates = append(candidates, ab)
			}
		case ab.Kind == sim.ActivatedAbility:
			candidates = append(candidates, ab)
		}
	}
	if manaOnly && len(candidates) > 1 && a.AbilityT == "" {
		var tap []*sim.Ability
		for _, ab := range candidates {
			if ab.Cost.Tap {
				tap = append(tap, ab)
			}
		}
		if len(tap) == 1 {
			candidates = tap
		}
	}
	switch len(candidates) {
	case 1:
		return candidates[0], nil
	case 0:
		kind := "activated ability"
		if manaOnly {
			kind = "mana ability"
		}
		if lost := r.g.LostAbilities(id); len(lost) > 0 {
			// The card has such an ability, but an effect removed it:
			// the game refuses the action, it is no mistake of the script.
			return nil, &sim.Refusal{Action: "activate " + name, Reasons: []sim.Reason{{
				Text:  fmt.Sprintf("%s has no %s now: a continuous effect removed its abilities", name, kind),
				Rules: []sim.Rule{sim.RuleActivateAbility, sim.RuleAbilityLayer}}}}
		}
		if a.AbilityT != "" {
			return nil, scriptErrorf(a.Pos, "%s has no ability whose text contains %q", name, a.AbilityT)
		}
		return nil, scriptErrorf(a.Pos, "%s has no %s", name, kind)
	}
	texts := make([]string, len(candidates))
	for i, ab := range candidates {
		texts[i] = fmt.Sprintf("ability: %d (%q)", slices.Index(all, ab)+1, ab.Text)
	}
	return nil, scriptErrorf(a.Pos, "%s has several abilities that could be meant: %s; add one of these", name, strings.Join(texts, ", "))
}

func (r *runner) activate(a *Action) error {
	id, err := r.object(a.Objects[0], r.inZone(sim.Battlefield, a.By))
	if err != nil {
		return err
	}
	ab, err := r.pickAbility(a, id, false)
	if err != nil {
		return err
	}
	opts, err := r.castOptions(a)
	if err != nil {
		return err
	}
	return r.g.Activate(r.actor(a, id), id, ab, opts)
}

func (r *runner) castOptions(a *Action) (sim.CastOptions, error) {
	ts, err := r.targets(a.Targets)
	opts := sim.CastOptions{Targets: ts, Modes: a.Modes, Divide: a.Divide}
	if a.X != nil {
		opts.X, opts.XSet = *a.X, true
	}
	return opts, err
}

func (r *runner) cast(a *Action) error {
	zone := sim.Hand
	switch a.From {
	case "", "hand":
	case "graveyard": // flashback (702.34a)
		zone = sim.Graveyard
	default:
		return &sim.NotSupportedError{What: "casting a spell from the " + a.From}
	}
	id, err := r.object(a.Objects[0], r.inZone(zone, a.By))
	if err != nil {
		return err
	}
	if card := r.g.Object(id).Card; card.ManaCost.XCount > 0 && a.X == nil {
		return scriptErrorf(a.Pos, "%s has {X} in its cost: announce its value with x: N (107.3a)", card.Name)
	}
	opts, err := r.castOptions(a)
	if err != nil {
		return err
	}
	if opts.Convoke, err = r.onBattlefield(a.Convoke); err != nil {
		return err
	}
	if opts.Improvise, err = r.onBattlefield(a.Improvise); err != nil {
		return err
	}
	if opts.Delve, err = r.inGraveyard(a.Delve, r.actor(a, id)); err != nil {
		return err
	}
	opts.Dash, opts.Buyback, opts.Evoke = a.Dash, a.Buyback, a.Evoke
	return r.g.CastSpell(r.actor(a, id), id, opts)
}

// resolve lets the top of the stack resolve: once (checking that it is the
// object named), N times, or until the stack is empty.
func (r *runner) resolve(a *Action) error {
	if len(a.Objects) == 1 {
		stack := r.g.Stack()
		if len(stack) == 0 {
			return &failure{pos: a.Objects[0].Pos, msg: fmt.Sprintf("resolve: %s: the stack is empty", a.Objects[0].Text)}
		}
		top := stack[0]
		if !r.namesStackItem(a.Objects[0], top) {
			return &failure{pos: a.Objects[0].Pos, msg: fmt.Sprintf("resolve: the top of the stack is %s, not %s", r.stackItemText(top), a.Objects[0].Text)}
		}
	}
	if a.ResolveAll {
		for len(r.g.Stack()) > 0 {
			if err := r.g.ResolveTop(); err != nil {
				return err
			}
		}
		return nil
	}
	for range a.ResolveCount {
		if err := r.g.ResolveTop(); err != nil {
			return err
		}
	}
	return nil
}

func (r *runner) stackItemText(it *sim.StackItem) string {
	kind := "ability of"
	if it.Spell {
		kind = "spell"
	}
	return fmt.Sprintf("%s %s (controlled by %s)", kind, r.g.ItemName(it), r.g.Player(it.Controller).Name)
}

func (r *runner) advance(a *Action) error {
	turn := r.g.Turn().Number
	switch {
	case a.NextTurn:
		turn++
	case a.TurnNumber > 0:
		turn = a.TurnNumber
	}
	return r.g.AdvanceTo(a.Step, turn)
}

// combat declares attackers (attacker: defending player) or blockers
// (blocker: attacker).
func (r *runner) combat(a *Action) error {
	onBattlefield := r.inZone(sim.Battlefield, nil)
	if a.Verb == "attack" {
		var attacks []sim.Attack
		for _, p := range a.Pairs {
			id, err := r.object(p.Left, onBattlefield)
			if err != nil {
				return err
			}
			defender, ok := r.player(p.Right.Text)
			if !ok {
				return scriptErrorf(p.Right.Pos, "%q is not a player: an attacker attacks a player", p.Right.Text)
			}
			attacks = append(attacks, sim.Attack{Attacker: id, Defender: defender})
		}
		return r.g.DeclareAttackers(r.actor(a, 0), attacks)
	}
	var blocks []sim.Block
	for _, p := range a.Pairs {
		blocker, err := r.object(p.Left, onBattlefield)
		if err != nil {
			return err
		}
		attacker, err := r.object(p.Right, onBattlefield)
		if err != nil {
			return err
		}
		blocks = append(blocks, sim.Block{Blocker: blocker, Attacker: attacker})
	}
	return r.g.DeclareBlockers(blocks)
}

// effect applies a judge's effect.
func (r *runner) effect(e *JudgeEffect) error {
	onBattlefield := r.inZone(sim.Battlefield, nil)
	var of sim.Subject
	if e.Kind != "draw" && e.Kind != "gain_life" && e.Kind != "lose_life" {
		in := onBattlefield
		if e.Kind == "exile" { // exile also takes cards from hands, libraries and graveyards
			in = func(id sim.ObjectID) bool {
				return r.g.Object(id).Zone != sim.Stack && r.g.Object(id).Zone != sim.Exile
			}
		}
		target, err := r.judgeTarget(e, in)
		if err != nil {
			return err
		}
		of = sim.Fixed(target)
	}
	var eff sim.Effect
	switch e.Kind {
	case "damage":
		d := sim.DealDamage{Amount: sim.AmountOf(e.Amount), To: of}
		if e.From != nil {
			id, err := r.object(*e.From, onBattlefield)
			if err != nil {
				return err
			}
			d.From = sim.Fixed(sim.ObjectTarget(id))
		}
		eff = d
	case "gain_control":
		eff = sim.GainControl{Player: sim.Fixed(sim.PlayerTarget(r.players[e.Player.Text])), Of: of, Until: e.Until}
	case "destroy":
		eff = sim.Destroy{What: of}
	case "return_to_hand":
		eff = sim.ReturnToHand{What: of}
	case "exile":
		eff = sim.ExileObject{What: of}
	case "tap":
		eff = sim.TapPermanent{What: of}
	case "untap":
		eff = sim.UntapPermanent{What: of}
	case "draw":
		eff = sim.Draw{Who: r.judgePlayer(e), Count: sim.AmountOf(e.Count)}
	case "gain_life":
		eff = sim.GainLife{Who: r.judgePlayer(e), Amount: sim.AmountOf(e.Amount)}
	case "lose_life":
		eff = sim.LoseLife{Who: r.judgePlayer(e), Amount: sim.AmountOf(e.Amount)}
	case "put_counters":
		eff = sim.PutCounters{What: of, Kind: e.CounterKind, N: e.Count}
	case "gain_keyword":
		eff = sim.ApplyModifications{What: of, Mods: []sim.Modification{sim.AddKeywords{Keywords: []string{e.Keyword}}}, Until: e.Until}
	case "pump":
		eff = sim.ApplyModifications{What: of, Mods: []sim.Modification{sim.ModifyPT{Power: e.Power, Toughness: e.Toughness}}, Until: e.Until}
	}
	return r.g.Judge(eff)
}

// judgePlayer is the player a judge's draw or life effect names.
func (r *runner) judgePlayer(e *JudgeEffect) sim.Subject {
	return sim.Fixed(sim.PlayerTarget(r.players[e.Player.Text]))
}

// judgeTarget is what a judge's effect acts on: a permanent, or for damage
// also a player.
func (r *runner) judgeTarget(e *JudgeEffect, in scope) (sim.Target, error) {
	if p, ok := r.player(e.Of.Text); ok && e.Kind == "damage" {
		return sim.PlayerTarget(p), nil
	}
	id, err := r.object(e.Of, in)
	if err != nil {
		return sim.Target{}, err
	}
	if z := r.g.Object(id).Zone; z != sim.Battlefield && !(e.Kind == "exile" && z != sim.Stack) {
		return sim.Target{}, scriptErrorf(e.Of.Pos, "%s acts on a permanent, and %s is in %s's %s, not on the battlefield", e.Kind, r.g.Object(id).Card.Name, r.g.Player(r.g.Object(id).Owner).Name, z)
	}
	return sim.ObjectTarget(id), nil
}
