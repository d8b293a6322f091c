package emit

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

func init() {
	riderKeys[grammar.BeforeAttackers] = "before_attackers"
	riderKeys[grammar.YourUpkeepOnly] = "your_upkeep_only"
	riderKeys[grammar.YourUpkeepOnceEachTurn] = "your_upkeep_only,once_each_turn"
	riderKeys[grammar.OnlyOnce] = "only_once"
}

// castingStatic writes the static abilities of the casting family, if s
// is one: cost changes, and spells that can't be countered (101.2).
func castingStatic(s *grammar.Phrase, p at) (*yaml.Node, bool, error) {
	switch {
	case strings.HasPrefix(s.Kind, "cost_"):
		n, err := costStatic(s, p)
		return n, true, err
	case strings.HasPrefix(s.Kind, "cast_only/"):
		// "Cast this spell only during the declare attackers step ..."
		return p.kv("cast_only", p.kv(strings.TrimPrefix(s.Kind, "cast_only/"), p.yes())), true, nil
	case strings.HasPrefix(s.Kind, "alt_cost"):
		return alternativeCost(s, p), true, nil
	case s.Kind == "additional_cost_choice":
		// "As an additional cost to cast this spell, sacrifice a creature
		// or pay {3}{B}." (601.2f)
		return p.kv("additional_cost_choice", p.list(costOption(s.Args[0].String(), p), costOption(s.Args[1].String(), p))), true, nil
	case s.Kind == "spells_cant_be_countered":
		// "Creature spells you control can't be countered."
		return p.kv("spells_cant_be_countered", s.Args[0].(grammar.Obj).Phrase), true, nil
	}
	return nil, false, nil
}

// costStatic writes a cost change (601.2f): the spell's own reduction
// (cost_reduction) or a permanent's change to the spells a player casts
// (spell_cost).
func costStatic(s *grammar.Phrase, p at) (*yaml.Node, error) {
	kind, condition, _ := strings.Cut(s.Kind, "/")
	var cost string
	for k, v := range s.Args {
		if w, ok := v.(grammar.Word); ok {
			cost = string(w)
			if strings.Trim(cost, "{}0123456789") != "" {
				// "{U} less" (118.7c) and "{X} less" have no words yet.
				return nil, &Problem{Offset: s.At[k], Why: "a cost change of " + cost + ": only generic mana is supported (118.7a)"}
			}
		}
	}
	if kind == "cost_self" {
		// "This spell costs {2} less to cast if it targets a tapped
		// creature" (113.6d).
		if condition == "for_each_this_turn" { // "for each card you've drawn this turn"
			return turnCostReduction(cost, s.Args[1].(grammar.Quantity), s.At[1], p)
		}
		if condition == "for_each_instant_sorcery" { // "instant and sorcery card": either
			return p.kv("cost_reduction", p.kv("amount", cost, "for_each", "instant or sorcery card in your graveyard")), nil
		}
		if len(s.Args) == 1 {
			return p.kv("cost_reduction", p.kv("amount", cost, condition, p.yes())), nil
		}
		return p.kv("cost_reduction", p.kv("amount", cost, condition, s.Args[1].(grammar.Obj).Phrase)), nil
	}
	// "cost_spells/less", or ".../instant_sorcery[/you]" for "Instant and
	// sorcery spells [you cast]", either spell (the group ends at "and").
	direction, group, _ := strings.Cut(condition, "/")
	spells, castBy := "instant or sorcery spells", "any"
	if group == "" || group == "targeting" {
		spells = s.Args[0].(grammar.Obj).Phrase
	} else if strings.HasSuffix(group, "/you") {
		castBy = "you"
	}
	for _, c := range []struct{ suffix, who string }{{" you cast", "you"}, {" your opponents cast", "opponent"}} {
		if rest, ok := strings.CutSuffix(spells, c.suffix); ok {
			spells, castBy = rest, c.who
		}
	}
	if group == "targeting" { // "Spells your opponents cast that target this creature"
		target := "~"
		if o, ok := s.Args[1].(grammar.Obj); ok {
			target = o.Phrase // "... that target a Merfolk you control"
		}
		spells += " that target " + target
	}
	return p.kv("spell_cost", p.kv("spells", spells, "cast_by", castBy, direction, cost)), nil
}

// counterUnless writes "counter target spell unless its controller pays
// {3}" (118.12a); {X} is the X paid for this spell or ability.
func (b *bodyWriter) counterUnless(ph grammar.Phrase) ([]*yaml.Node, error) {
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	cost := ph.Args[1].String()
	if strings.Contains(cost, "X") && !b.hasX {
		return nil, &Problem{Offset: ph.At[1], Why: "X: this ability has no X paid for it (107.3)"}
	}
	n := b.p.kv("what", s, "cost", cost)
	if len(ph.Args) == 3 { // "{1} for each card in your graveyard"
		n.Content = append(n.Content, b.p.str("for_each"), b.p.str(ph.Args[2].(grammar.Obj).Phrase))
	}
	return []*yaml.Node{b.p.kv("counter_unless_pays", n)}, nil
}

// abilityCostReduction takes an activated ability's last sentence "This
// ability costs {1} less to activate for each ..." (602.2b, 601.2f) off its
// body, and writes it as the ability's cost_reduction (nil when there is
// none).
func abilityCostReduction(a *grammar.Ability, p at) (*grammar.Ability, *yaml.Node, error) {
	if len(a.Body) < 2 {
		return a, nil, nil
	}
	last := a.Body[len(a.Body)-1]
	_, condition, ok := strings.Cut(last.Kind, "ability_cost/")
	if !ok {
		return a, nil, nil
	}
	cost := last.Args[0].String()
	if strings.Trim(cost, "{}0123456789") != "" {
		return nil, nil, &Problem{Offset: last.At[0], Why: "a cost change of " + cost + ": only generic mana is supported (118.7a)"}
	}
	rest := *a
	rest.Body = a.Body[:len(a.Body)-1]
	if condition == "counters_on_this" { // "for each page counter on ~": the kind of counter
		return &rest, p.kv("amount", cost, condition, last.Args[1].String()), nil
	}
	return &rest, p.kv("amount", cost, condition, last.Args[1].(grammar.Obj).Phrase), nil
}

// alternativeCost writes "[If you control a Plains, ]you may sacrifice a
// Mountain rather than pay this spell's mana cost" (118.9): the cost as a
// cost is printed ("pay {W}{U}" is its mana).
func alternativeCost(s *grammar.Phrase, p at) *yaml.Node {
	n := costOption(s.Args[len(s.Args)-1].String(), p)
	if s.Kind == "alt_cost/not_your_turn" {
		n.Content = append(n.Content, p.str("if_not_your_turn"), p.yes())
	}
	if len(s.Args) == 2 {
		n.Content = append(n.Content, p.str("if_you_control"), p.str(s.Args[0].(grammar.Obj).Phrase))
	}
	return p.kv("alternative_cost", n)
}

// costOption writes a cost to choose as {cost, text}: the cost as a cost is
// printed ("pay {W}{U}" is its mana), the text as the card prints it.
func costOption(text string, p at) *yaml.Node {
	var parts []string
	for part := range strings.SplitSeq(text, " and ") { // "pay 1 life and exile a blue card ..."
		if mana, ok := strings.CutPrefix(part, "pay {"); ok {
			part = "{" + mana
		}
		parts = append(parts, strings.ToUpper(part[:1])+part[1:])
	}
	return p.kv("cost", strings.Join(parts, ", "), "text", text)
}

// castTurnTrigger writes "Whenever you cast your second spell each turn",
// "... your first spell during each opponent's turn" and "Whenever you cast
// a spell during an opponent's turn".
func castTurnTrigger(kind, player string, t *grammar.Phrase, p at) *yaml.Node {
	object := "a spell"
	if len(t.Args) > 0 {
		object = t.Args[0].(grammar.Obj).Phrase
	}
	n := p.kv("event", "cast", "object", object, "player", player)
	switch kind {
	case "cast_second":
		n.Content = append(n.Content, p.str("nth_spell_this_turn"), p.num(2))
	case "cast_first_opponents_turn":
		n.Content = append(n.Content, p.str("nth_spell_this_turn"), p.num(1), p.str("during_opponents_turn"), p.yes())
	default:
		n.Content = append(n.Content, p.str("during_opponents_turn"), p.yes())
	}
	return n
}

// Flag is a scalar node at n's place: a key or its value ("true" is a
// boolean), for keys added after emitting (forecast's restrictions).
func Flag(n *yaml.Node, s string) *yaml.Node {
	p := at{n.Line, n.Column}
	if s == "true" {
		return p.yes()
	}
	return p.str(s)
}
