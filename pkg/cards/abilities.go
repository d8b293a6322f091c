package cards

import (
	"strings"
	"sync"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// compileEnchant reads "Enchant creature" (enchant: creature, or a list of
// card types).
func compileEnchant(r *source.Reader, n *yaml.Node, oracle string) *sim.Ability {
	if n.Kind == yaml.MappingNode {
		return compileEnchantYours(r, n, oracle)
	}
	items, _ := r.ListOrOne(n, "what the Aura can enchant")
	var types []string
	for _, item := range items {
		if t, ok := r.OneOf(item, "card type", cardTypes); ok {
			types = append(types, t)
		}
	}
	return &sim.Ability{Kind: sim.StaticAbility, Text: oracle, Static: sim.Enchant{Types: types}}
}

// staticForms are the kinds of static ability, each compiled by one
// function.
var staticForms = map[string]func(r *source.Reader, n *yaml.Node) sim.Static{
	// enters: {tapped, counters}: "This land enters tapped with two
	// charge counters on it." (614.1c)
	"enters": compileEnters,
	// instead_of_graveyard: shuffle_into_library: "If this would be put
	// into a graveyard from anywhere, reveal it and shuffle it into its
	// owner's library instead." (614.1a)
	"instead_of_graveyard": func(r *source.Reader, n *yaml.Node) sim.Static {
		if _, ok := r.OneOf(n, "instead_of_graveyard", []string{"shuffle_into_library"}); !ok {
			return nil
		}
		return sim.InsteadOfGraveyard{}
	},
	// mana_replacement: "If a land is tapped for mana, it produces {B}
	// instead of any other type and amount." (106.12b)
	"mana_replacement": func(r *source.Reader, n *yaml.Node) sim.Static {
		m, _, ok := compileManaReplacement(r, n)
		if !ok {
			return nil
		}
		return m
	},
	// continuous: {affected: PHRASE, effects: [...]}: "Creatures you
	// control get +1/+1", "Nonbasic lands are Mountains" (611.3, 613).
	"continuous": compileContinuous,
	// requirement: {attacks: true, blocks: true}: "attacks or blocks each
	// combat if able".
	"requirement": func(r *source.Reader, n *yaml.Node) sim.Static {
		var s sim.CombatRequirement
		if _, ok := r.Fields(n, "requirement",
			source.Field{Key: "attacks", Read: func(v *yaml.Node) { s.Attacks, _ = r.Bool(v, "attacks") }},
			source.Field{Key: "blocks", Read: func(v *yaml.Node) { s.Blocks, _ = r.Bool(v, "blocks") }},
		); !ok {
			return nil
		}
		return s
	},
	// prevent_damage_to_self: {then: [effects]}: "If damage would be dealt
	// to this, prevent that damage and ...".
	"prevent_damage_to_self": func(r *source.Reader, n *yaml.Node) sim.Static {
		var s sim.PreventDamageToSelf
		if _, ok := r.Fields(n, "prevent_damage_to_self",
			source.Field{Key: "then", Read: func(v *yaml.Node) { s.Then = compileEffectList(r, v, 0) }},
		); !ok {
			return nil
		}
		return s
	},
}

// staticWords are the keys of staticForms, sorted once all init functions
// have added theirs.
var staticWords = sync.OnceValue(func() []string { return sortedKeys(staticForms) })

func compileStatic(r *source.Reader, n *yaml.Node, oracle string) *sim.Ability {
	kvs, ok := r.Map(n, "a static ability", staticWords())
	if !ok {
		return nil
	}
	if len(kvs) != 1 {
		r.Errorf(n, "a static ability has exactly one of: %s", strings.Join(staticWords(), ", "))
		return nil
	}
	s := staticForms[kvs[0].Key](r, kvs[0].Value)
	if s == nil {
		return nil
	}
	return &sim.Ability{Kind: sim.StaticAbility, Text: oracle, Static: s}
}

var triggeredKeys = []string{"trigger", "if", "targets", "effects"}

// compileTriggered reads a triggered ability: trigger (a map {at: STEP,
// whose: your|each} for "at the beginning of", or you_lose_control, or
// dies), an optional intervening if, targets and effects.
func compileTriggered(r *source.Reader, n *yaml.Node, oracle string) *sim.Ability {
	kvs, ok := r.Map(n, "a triggered ability", triggeredKeys)
	if !ok {
		return nil
	}
	a := &sim.Ability{Kind: sim.TriggeredAbility, Text: oracle}
	var rest []source.KeyValue
	for _, kv := range kvs {
		switch kv.Key {
		case "trigger":
			a.Trigger = compileTrigger(r, kv.Value)
		case "if":
			a.Condition = compileCondition(r, kv.Value)
		default:
			rest = append(rest, kv)
		}
	}
	if a.Trigger == nil && !source.HasKey(kvs, "trigger") {
		r.Errorf(n, "a triggered ability needs trigger")
	}
	compileBody(r, n, rest, a)
	return a
}

// triggerEvents are the event words of triggers, each the engine's event
// kind. A scalar trigger is the event happening to the object itself
// ("dies": when this dies); a map narrows it with object and player.
var triggerEvents = map[string]sim.TriggerEvent{
	"dies":                            sim.WhenDies,
	"you_lose_control":                sim.WhenYouLoseControl,
	"enters":                          sim.WhenEnters,
	"leaves_the_battlefield":          sim.WhenLeaves,
	"is_dealt_damage":                 sim.WhenDealtDamage,
	"attacks":                         sim.WhenAttacks,
	"blocks":                          sim.WhenBlocks,
	"becomes_blocked":                 sim.WhenBecomesBlocked,
	"cast":                            sim.WhenCast,
	"gain_life":                       sim.WhenGainLife,
	"becomes_target":                  sim.WhenBecomesTarget,
	"deals_combat_damage_to_player":   sim.WhenDealsCombatDamageToPlayer,
	"deals_combat_damage_to_creature": sim.WhenDealsCombatDamageToCreature,
	"becomes_tapped":                  sim.WhenBecomesTapped,
	"becomes_untapped":                sim.WhenBecomesUntapped,
	"enters_or_attacks":               sim.WhenEntersOrAttacks,
}

// triggerShorthands are the scalar triggers that are no event word: each
// read gives a trigger of its own.
var triggerShorthands = map[string]sim.Trigger{
	"a_land_is_tapped_for_mana":         {Event: sim.WhenTappedForMana},
	"enchanted_land_is_tapped_for_mana": {Event: sim.WhenTappedForMana, AttachedOnly: true},
}

// eventWords are the keys of triggerEvents, and triggerWords those and the
// shorthands: what a trigger may be, sorted once.
var (
	eventWords   = sync.OnceValue(func() []string { return sortedKeys(triggerEvents) })
	triggerWords = sync.OnceValue(func() []string { return append(sortedKeys(triggerEvents), sortedKeys(triggerShorthands)...) })
)

// stepOwners are whose steps a beginning-of-step trigger waits for.
var stepOwners = map[string]sim.Whose{"each": sim.EachTurn, "your": sim.YourTurn}

// playerRelations are the players a trigger's player may be.
var playerRelations = map[string]sim.ControlFilter{"any": sim.AnyController, "you": sim.YouControl, "opponent": sim.OpponentControls}

func compileTrigger(r *source.Reader, n *yaml.Node) *sim.Trigger {
	if n.Kind == yaml.ScalarNode {
		s, ok := r.OneOf(n, "trigger", triggerWords())
		if !ok {
			return nil
		}
		if t, ok := triggerShorthands[s]; ok {
			return &t
		}
		return &sim.Trigger{Event: triggerEvents[s]}
	}
	t := &sim.Trigger{}
	kvs, ok := r.Fields(n, "trigger",
		source.Field{Key: "at", Read: func(v *yaml.Node) {
			if s, ok := r.OneOf(v, "step", sim.StepNames()); ok {
				t.Event = sim.AtBeginningOfStep
				t.Step, _ = sim.ParseStep(s)
			}
		}},
		source.Field{Key: "whose", Read: func(v *yaml.Node) {
			if w, ok := r.OneOf(v, "whose", sortedKeys(stepOwners)); ok {
				t.Whose = stepOwners[w]
			}
		}},
		source.Field{Key: "event", Read: func(v *yaml.Node) {
			if s, ok := r.OneOf(v, "event", eventWords()); ok {
				t.Event = triggerEvents[s]
			}
		}},
		source.Field{Key: "object", Read: func(v *yaml.Node) {
			t.Object = compileFilterField(r, v)
		}},
		source.Field{Key: "player", Read: func(v *yaml.Node) {
			if s, ok := r.OneOf(v, "player", sortedKeys(playerRelations)); ok {
				t.Player = playerRelations[s]
			}
		}},
		source.Field{Key: "nth_spell_this_turn", Read: func(v *yaml.Node) { t.NthSpell, _ = readCount(r, v, "nth_spell_this_turn") }},
		source.Field{Key: "during_opponents_turn", Read: func(v *yaml.Node) { t.OpponentsTurn, _ = r.Bool(v, "during_opponents_turn") }},
		source.Field{Key: "nth_card_this_turn", Read: func(v *yaml.Node) { t.NthDraw, _ = readCount(r, v, "nth_card_this_turn") }},
		source.Field{Key: "at_least", Read: func(v *yaml.Node) { t.AtLeast, _ = readCount(r, v, "at_least") }},
		source.Field{Key: "except_first_in_draw_step", Read: func(v *yaml.Node) { t.ExceptFirstInDrawStep, _ = r.Bool(v, "except_first_in_draw_step") }},
		source.Field{Key: "during_their_turn", Read: func(v *yaml.Node) { t.DrawersTurn, _ = r.Bool(v, "during_their_turn") }},
		source.Field{Key: "during_your_turn", Read: func(v *yaml.Node) { t.YourTurn, _ = r.Bool(v, "during_your_turn") }},
		source.Field{Key: "state", Read: func(v *yaml.Node) {
			t.Event = sim.WhenState
			t.Condition = compileCondition(r, v)
		}},
	)
	if !ok {
		return nil
	}
	kinds := 0
	for _, k := range []string{"at", "event", "state"} {
		if source.HasKey(kvs, k) {
			kinds++
		}
	}
	switch {
	case kinds != 1:
		r.Errorf(n, "a trigger needs one of at: a step (\"at the beginning of\"), event: one of %s, or state: a condition (603.8)", joinKeys(triggerEvents))
	case source.HasKey(kvs, "state") && (source.HasKey(kvs, "object") || source.HasKey(kvs, "player") || source.HasKey(kvs, "whose")):
		r.Errorf(n, "a state trigger takes only its condition")
	case source.HasKey(kvs, "at") && (source.HasKey(kvs, "object") || source.HasKey(kvs, "player")):
		r.Errorf(n, "a beginning-of-step trigger takes whose, not object or player")
	case source.HasKey(kvs, "whose") && !source.HasKey(kvs, "at"):
		r.Errorf(n, "whose goes with at")
	case source.HasKey(kvs, "nth_spell_this_turn") && t.Event != sim.WhenCast:
		r.Errorf(n, "nth_spell_this_turn goes with event: cast")
	case source.HasKey(kvs, "during_opponents_turn") && t.Event != sim.WhenCast && t.Event != sim.WhenDraw:
		r.Errorf(n, "during_opponents_turn goes with event: cast or event: draw")
	case (source.HasKey(kvs, "nth_card_this_turn") || source.HasKey(kvs, "except_first_in_draw_step") || source.HasKey(kvs, "during_their_turn")) &&
		t.Event != sim.WhenDraw:
		r.Errorf(n, "nth_card_this_turn, except_first_in_draw_step and during_their_turn go with event: draw")
	case source.HasKey(kvs, "during_your_turn") && !source.HasKey(kvs, "event"):
		r.Errorf(n, "during_your_turn goes with event")
	case source.HasKey(kvs, "at_least") && t.Event != sim.WhenOneOrMoreAttack:
		r.Errorf(n, "at_least goes with event: one_or_more_attack")
	}
	if t.Event == sim.WhenCast && t.Object != nil {
		t.Object.Zones = []sim.Zone{sim.Stack} // the spell is on the stack when cast (601.2i)
	}
	return t
}

// compileModes reads modes: {choose: N, repeat: bool, list: [{text,
// targets, effects}]} (700.2).
func compileModes(r *source.Reader, n *yaml.Node, a *sim.Ability) {
	a.ModeCount = 1
	if _, ok := r.Fields(n, "modes",
		source.Field{Key: "choose", Read: func(v *yaml.Node) { a.ModeCount, _ = readCount(r, v, "choose") }},
		source.Field{Key: "repeat", Read: func(v *yaml.Node) { a.ModesRepeat, _ = r.Bool(v, "repeat") }},
		source.Field{Key: "list", Read: func(v *yaml.Node) {
			items, _ := r.List(v, "the modes")
			for _, item := range items {
				if m := compileMode(r, item); m != nil {
					a.Modes = append(a.Modes, m)
				}
			}
		}},
	); !ok {
		return
	}
	if len(a.Modes) == 0 {
		r.Errorf(n, "modes needs list: the modes in printed order")
	}
}

func compileMode(r *source.Reader, n *yaml.Node) *sim.Mode {
	m := &sim.Mode{}
	var effects *yaml.Node // compiled last: its subjects refer to the targets
	if _, ok := r.Fields(n, "a mode",
		source.Field{Key: "text", Read: func(v *yaml.Node) { m.Text, _ = r.String(v, "the mode's text") }},
		source.Field{Key: "targets", Read: func(v *yaml.Node) { m.Targets = compileTargets(r, v) }},
		source.Field{Key: "effects", Read: func(v *yaml.Node) { effects = v }},
	); !ok {
		return nil
	}
	if effects == nil {
		r.Errorf(n, "a mode needs effects")
		return m
	}
	m.Effects = compileEffectList(r, effects, len(m.Targets))
	return m
}
