// Package emit writes parsed Oracle lines (package grammar) as the
// abilities of a card file, the card language of package cards: the
// compiler's output is exactly what a hand-written card file says, and the
// card language decides what the engine supports. Each node carries the
// line and the column of the phrase it comes from.
package emit

import (
	"fmt"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// Problem is a parsed phrase the card language has no words for.
type Problem struct {
	Offset int // in the normalized line
	Why    string
}

func (p *Problem) Error() string { return p.Why }

// Cols maps an offset of the normalized line to a column of the printed line.
type Cols func(offset int) int

// Ability writes one parsed line as the body of an ability entry (the
// key and value after oracle:), at line number line.
func Ability(a *grammar.Ability, line int, cols Cols) (key string, value *yaml.Node, err error) {
	p := at{line, cols(0)}
	switch a.Kind {
	case grammar.Keywords, grammar.Enchant:
		items := make([]*yaml.Node, len(a.Words))
		for i, w := range a.Words {
			items[i] = at{line, cols(a.WordsAt[i])}.str(string(w))
		}
		key = "keyword"
		if a.Kind == grammar.Enchant {
			key = "enchant"
			if a.Yours {
				return key, enchantYours(items, p), nil
			}
		}
		return key, p.list(items...), nil
	case grammar.Equip:
		// 702.6a: attach to target creature you control, as a sorcery.
		return "activated", p.kv("cost", a.Cost.String(), "sorcery_speed", p.yes(),
			"targets", p.list(p.kv("types", p.list(p.str("creature")), "control", "you")),
			"effects", p.list(p.kv("attach_to", "target"))), nil
	case grammar.Mana:
		a, onlyIf, err := activationCondition(a, p)
		if err != nil {
			return "", nil, err
		}
		add := strings.TrimPrefix(a.Add, grammar.AnAmountOf)
		switch add {
		case "one mana of any color", grammar.XManaOfOneColor:
			add = "any_color"
		case "one mana of the chosen color":
			add = "chosen_color" // 614.12
		}
		add, times := manaOfOneColor(add, p)
		n := p.kv("cost", costText(a.Cost), "add", add)
		if times != nil {
			n.Content = append(n.Content, p.str("times"), times)
		}
		if a.AddTimes != nil {
			t, err := manaTimes(a, p)
			if err != nil {
				return "", nil, err
			}
			n.Content = append(n.Content, p.str("times"), t)
		}
		if a.SpendOnly != "" {
			n.Content = append(n.Content, p.str("spend_only_on"), p.str(a.SpendOnly))
		}
		if len(a.Body) > 0 {
			// A mana ability has no target (605.1a): effects after the mana
			// that target make it no mana ability.
			also, err := body(a, p, cols)
			if err != nil {
				return "", nil, err
			}
			if len(also.Content) != 2 {
				return "", nil, &Problem{Why: "a mana ability with a target (605.1a)"}
			}
			n.Content = append(n.Content, p.str("also"), also.Content[1])
		}
		if onlyIf != nil {
			n.Content = append(n.Content, p.str("only_if"), onlyIf)
		}
		return "mana", n, nil
	case grammar.Activated:
		a, onlyIf, err := activationCondition(a, p)
		if err != nil {
			return "", nil, err
		}
		a, reduction, err := abilityCostReduction(a, p)
		if err != nil {
			return "", nil, err
		}
		n, err := body(a, p, cols)
		if err != nil {
			return "", nil, err
		}
		if onlyIf != nil {
			n.Content = append(n.Content, p.str("only_if"), onlyIf)
		}
		if reduction != nil {
			n.Content = append(n.Content, p.str("cost_reduction"), reduction)
		}
		n.Content = append([]*yaml.Node{p.str("cost"), p.str(costText(a.Cost))}, n.Content...)
		if keys, ok := riderKeys[a.Rider]; ok {
			for key := range strings.SplitSeq(keys, ",") { // a rider may say two things
				n.Content = append(n.Content, p.str(key), p.yes())
			}
		}
		return "activated", n, nil
	case grammar.Triggered:
		a, during := duringYourTurn(a)
		a, cond, err := intervening(a, p)
		if err != nil {
			return "", nil, err
		}
		n, err := body(a, p, cols)
		if err != nil {
			return "", nil, err
		}
		t, err := trigger(a.Trigger, p)
		if err != nil {
			return "", nil, err
		}
		if during {
			if err := addDuringYourTurn(t, p); err != nil {
				return "", nil, err
			}
		}
		if cond != nil {
			n.Content = append([]*yaml.Node{p.str("if"), cond}, n.Content...)
		}
		n.Content = append([]*yaml.Node{p.str("trigger"), t}, n.Content...)
		return "triggered", n, nil
	case grammar.Static:
		n, err := static(a.Static, p)
		return "static", n, err
	case grammar.Spell:
		n, err := body(a, p, cols)
		return "spell", n, err
	case grammar.Additional:
		return "additional_cost", p.str(costText(a.Cost)), nil
	case grammar.Mode:
		return "", nil, &Problem{Why: "a mode of a modal spell whose \"Choose\" line is unsupported"}
	}
	return "", nil, &Problem{Why: fmt.Sprintf("a %s line is not an ability of its own", a.Kind)}
}

// Modes writes a modal spell: the header "Choose one —" and its modes, each
// with its printed text.
func Modes(header *grammar.Ability, modes []*grammar.Ability, texts []string, line int, cols Cols) (*yaml.Node, error) {
	p := at{line, cols(0)}
	var list []*yaml.Node
	for i, m := range modes {
		n, err := body(m, p, cols)
		if err != nil {
			return nil, err
		}
		n.Content = append([]*yaml.Node{p.str("text"), p.str(texts[i])}, n.Content...)
		list = append(list, n)
	}
	return p.kv("modes", p.kv("choose", header.Choose.N, "list", p.list(list...))), nil
}

// costText is a cost as the card language writes it: "~" is "this
// permanent" after "Remove a counter from".
func costText(c *grammar.Cost) string {
	parts := make([]string, len(c.Parts))
	for i, p := range c.Parts {
		parts[i] = p.Text
		if p.Kind == "remove_counter" {
			parts[i] = strings.ReplaceAll(p.Text, "~", "this permanent")
		}
	}
	return strings.Join(parts, ", ")
}

// trigger writes a trigger: an event of the object itself ("dies"), a
// step ({at, whose}), or an event with an object phrase and a player
// ({event, object, player}).
func trigger(t *grammar.Phrase, p at) (*yaml.Node, error) {
	if n, ok := combatTrigger(t, p); ok {
		return n, nil
	}
	if n, ok := targetedTrigger(t, p); ok {
		return n, nil
	}
	if n, ok := tappedForManaTrigger(t, p); ok {
		return n, nil
	}
	kind, qualifier, _ := strings.Cut(t.Kind, "/")
	event, isEvent := strings.CutPrefix(kind, "event:")
	var object *grammar.Obj
	for _, v := range t.Args {
		if o, ok := v.(grammar.Obj); ok {
			object = &o
		}
	}
	switch {
	case isEvent:
		phrase := object.Phrase
		if qualifier == "self" {
			// "~ or another creature": any creature, this one included.
			rest, ok := strings.CutPrefix(phrase, "another ")
			if !ok {
				return nil, &Problem{Offset: t.At[0], Why: fmt.Sprintf("\"~ or %s\" names no other object", phrase)}
			}
			phrase = rest
		}
		if qualifier == "yours" {
			// "put into your graveyard": a card you own (404.1)
			phrase += " you own"
		}
		return p.kv("event", event, "object", phrase), nil
	case kind == "state":
		// "When you control no other creatures" (603.8).
		return p.kv("state", p.kv(qualifier, object.Phrase)), nil
	case kind == "gain_life":
		return p.kv("event", "gain_life", "player", qualifier), nil
	case kind == "discards":
		return p.kv("event", "discard", "player", qualifier), nil
	case kind == "cast":
		return p.kv("event", "cast", "object", object.Phrase, "player", qualifier), nil
	case kind == "becomes_target":
		// "Whenever ~ becomes the target of a spell or ability (an
		// opponent controls)"
		return p.kv("event", "becomes_target", "player", qualifier), nil
	case kind == "cast_that_targets":
		// "Whenever you cast a spell that targets a creature you control"
		phrase := t.Args[0].(grammar.Obj).Phrase + " that targets " + t.Args[1].(grammar.Obj).Phrase
		return p.kv("event", "cast", "object", phrase, "player", qualifier), nil
	case kind == "cast_second", kind == "cast_first_opponents_turn", kind == "cast_opponents_turn":
		return castTurnTrigger(kind, qualifier, t, p), nil
	case drawTriggerKind(kind):
		return drawTrigger(kind, qualifier, p), nil
	case kind == "cast_targeting":
		// heroic: "Whenever you cast a spell that targets ~"
		return p.kv("event", "cast", "object", "a spell that targets ~", "player", qualifier), nil
	case qualifier != "":
		return p.kv("at", kind, "whose", qualifier), nil
	}
	return p.str(kind), nil
}

// riderKeys are the card language's keys of the activation riders.
var riderKeys = map[string]string{grammar.SorcerySpeed: "sorcery_speed", grammar.OnceEachTurn: "once_each_turn",
	grammar.YourTurnOnly: "your_turn_only"}

func static(s *grammar.Phrase, p at) (*yaml.Node, error) {
	if n, ok, err := conditionalStatic(s, p); ok {
		return n, err
	}
	if strings.HasPrefix(s.Kind, "prevent_all/") {
		return preventAll(s, p)
	}
	if strings.HasPrefix(s.Kind, "graveyard/") {
		return graveyardReplacement(s, p), nil
	}
	if strings.HasPrefix(s.Kind, "amount/") {
		return amountReplacement(s, p), nil
	}
	if strings.HasPrefix(s.Kind, "damage/") {
		return damageReplacement(s, p), nil
	}
	if what, ok := strings.CutPrefix(s.Kind, "cant/"); ok {
		// "can't block", "can't be blocked" (613.11), on the object itself
		// or on what a phrase names.
		affected := "this permanent"
		if len(s.Args) > 0 {
			affected = s.Args[0].(grammar.Obj).Phrase
		}
		return p.kv("continuous", p.kv("affected", affected, "effects", p.list(p.kv("cant", restrictions(what, p))))), nil
	}
	if n, ok, err := castingStatic(s, p); ok {
		return n, err
	}
	switch s.Kind {
	case "lose_all_is_form":
		return loseAllIsForm(s, p)
	case "enters_tapped_choose_color":
		// "This land enters tapped. As it enters, choose a color." (614.1c, 614.12)
		return p.kv("enters", p.kv("tapped", p.yes(), "choose_color", p.yes())), nil
	case "enters_choose/card_name", "enters_choose/card_name/nonland", "enters_choose/card_name/look", "cant_activate_named/except_mana", "cant_activate_named/all", "cant_cast_named":
		return cardNameStatic(s, p), nil
	case "enters_choose/color", "enters_choose/creature_type", "protection_chosen_color", "chosen_type",
		"enters_choose/basic_land_type", "chosen_land_type":
		return chosen(s, p), nil
	case "prevent_self/remove_counters":
		return preventSelfThen(s, p)
	case "enters_as_copy", "enters_as_copy/except", "enters_as_copy/tapped", "enters_as_copy/tapped/except":
		return entersAsCopy(s, p)
	case "enters_tapped":
		return p.kv("enters", p.kv("tapped", p.yes())), nil
	case "enters_with", "enters_tapped_with":
		// "enters with two +1/+1 counters on it" (614.1c), X the X paid
		// (107.3m).
		c := s.Args[0].(grammar.Counters)
		count := p.num(c.N.N)
		if c.N.Text == "X" {
			count = p.str("x")
		}
		n := p.kv("counters", p.kv("kind", c.Kind, "count", count))
		if s.Kind == "enters_tapped_with" {
			n.Content = append([]*yaml.Node{p.str("tapped"), p.yes()}, n.Content...)
		}
		return p.kv("enters", n), nil
	case "land_type":
		// "Enchanted land is an Island" (305.7).
		g := s.Args[0].(grammar.Obj)
		return p.kv("continuous", p.kv("affected", g.Phrase, "effects", p.list(p.kv("land_type", s.Args[1].String())))), nil
	case "skip_steps/you/untap_step", "skip_steps/you/upkeep_step", "skip_steps/you/draw_step",
		"skip_steps/each/untap_step", "skip_steps/each/upkeep_step", "skip_steps/each/draw_step":
		return skipSteps(s.Kind, p), nil
	case "additional_land_plays/1", "additional_land_plays/2":
		return landPlays(s.Kind, p), nil
	case "your_turn_self/has", "your_turn_self/gets", "your_turn_self/gets_has":
		return yourTurnSelf(s, p)
	case "gets", "has", "gets_has", "your_turn/has", "your_turn/gets", "your_turn/gets_has", "has_ability", "gets_has_ability", "has_grants", "gets_has_grants":
		// "Creatures you control get +1/+1 and have trample" (611.3);
		// "During your turn, this creature has first strike" (611.3a);
		// 'Enchanted land has "{T}: Add one mana of any color."' (layer 6).
		g := s.Args[0].(grammar.Obj)
		var mods []*yaml.Node
		for k, v := range s.Args[1:] {
			switch v := v.(type) {
			case grammar.PT:
				mods = append(mods, p.kv("gets", p.kv("power", v.Power, "toughness", v.Toughness)))
			case grammar.KeywordList:
				kws := make([]*yaml.Node, len(v.Words))
				for i, k := range v.Words {
					kws[i] = p.str(k)
				}
				mods = append(mods, p.kv("add_keywords", p.list(kws...)))
			case grammar.Quoted, grammar.Grants:
				more, err := quotedMods(v, s.At[k+1], p)
				if err != nil {
					return nil, err
				}
				mods = append(mods, more...)
			}
		}
		affected := at{p.line, p.col}.str(g.Phrase)
		n := p.kv("affected", affected, "effects", p.list(mods...))
		if strings.HasPrefix(s.Kind, "your_turn/") {
			n.Content = append(n.Content, p.str("while"), p.kv("your_turn", p.yes()))
		}
		return p.kv("continuous", n), nil
	case "is_form":
		// "Enchanted land is a 3/3 black Ooze creature. It's still a
		// land." (205.1b, 613.1).
		g := s.Args[0].(grammar.Obj)
		mods, err := formEffects(s.Args[1].(grammar.Form), s.At[1], p)
		if err != nil {
			return nil, err
		}
		return p.kv("continuous", p.kv("affected", g.Phrase, "effects", mods)), nil
	case "gets_each", "gets_each_self", "enters_with_x", "enters_with_each", "enters_with_equal", "gets_x", "gets_x_self":
		return amountStatic(s, p)
	case "control_attached":
		return p.kv("continuous", p.kv("affected", "enchanted creature", "effects", p.list(p.kv("control", "you")))), nil
	case "attacks_each_combat":
		return p.kv("requirement", p.kv("attacks", p.yes())), nil
	case "blocks_each_combat":
		return p.kv("requirement", p.kv("blocks", p.yes())), nil
	case "attacks_or_blocks_each_combat":
		// "attacks or blocks each combat if able": both requirements.
		return p.kv("requirement", p.kv("attacks", p.yes(), "blocks", p.yes())), nil
	}
	return p.kv(s.Kind, p.yes()), nil
}

// restrictions writes "attack,block" as the list [attack, block].
func restrictions(what string, p at) *yaml.Node {
	var items []*yaml.Node
	for w := range strings.SplitSeq(what, ",") {
		items = append(items, p.str(w))
	}
	return p.list(items...)
}
