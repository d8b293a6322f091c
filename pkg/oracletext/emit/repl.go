package emit

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// replacement writes the replacement effects a spell or ability creates:
// "If that creature would die this turn, exile it instead." (614.1a) is
// exile_if_dies on the object "that creature" names.
func (b *bodyWriter) replacement(ph grammar.Phrase) ([]*yaml.Node, error) {
	if ph.Kind == "exile_if_dies/dealt" {
		// "If a creature dealt damage this way would die this turn": the
		// creatures an earlier sentence dealt damage to (608.2c).
		if !slices.ContainsFunc(b.done, func(k string) bool { return strings.HasPrefix(k, "damage") }) {
			return nil, &Problem{Why: "\"dealt damage this way\": no earlier sentence deals damage"}
		}
		return []*yaml.Node{b.p.kv("exile_if_dies", "each creature dealt damage this way")}, nil
	}
	s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
	if err != nil {
		return nil, err
	}
	return []*yaml.Node{b.p.kv("exile_if_dies", s)}, nil
}

// putFromHand writes "You may put a land card from your hand onto the
// battlefield [tapped]" (305.4): one card, so the phrase names one.
func (b *bodyWriter) putFromHand(ph grammar.Phrase) ([]*yaml.Node, error) {
	what, fromHand := strings.CutSuffix(ph.Args[0].(grammar.Obj).Phrase, " from your hand")
	if !fromHand {
		return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("putting %q onto the battlefield: only a card from your hand is supported", what)}
	}
	if !strings.HasPrefix(what, "a ") && !strings.HasPrefix(what, "an ") {
		return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("putting %q from the hand: only one card is supported", what)}
	}
	n := b.p.kv("what", what)
	if ph.Kind == "put_from_hand/tapped" {
		n.Content = append(n.Content, b.p.str("tapped"), b.p.yes())
	}
	return []*yaml.Node{b.p.kv("put_from_hand", n)}, nil
}

// preventAll writes a static prevention effect (615.1a): "Prevent all
// [combat] damage that would be dealt to X [by Y]", "to and dealt by X",
// "by X" is prevent_all_damage with to, by, to_or_by and to_you; "~" is
// this permanent.
func preventAll(s *grammar.Phrase, p at) (*yaml.Node, error) {
	parts := strings.Split(s.Kind, "/") // prevent_all, damage or combat_damage, the shape
	for k, v := range s.Args {
		// "enchanted creatures" are all the creatures that are enchanted,
		// not the one this Aura enchants, which the filter's word means.
		if ph := v.(grammar.Obj).Phrase; (strings.HasPrefix(ph, "enchanted ") || strings.HasPrefix(ph, "equipped ")) && strings.HasSuffix(ph, "s") {
			return nil, &Problem{Offset: s.At[k], Why: fmt.Sprintf("%q: creatures that are enchanted or equipped are not supported", ph)}
		}
	}
	var n *yaml.Node
	phrase := func(k int) string {
		if k < len(s.Args) {
			return s.Args[k].(grammar.Obj).Phrase
		}
		return "this permanent"
	}
	switch parts[2] {
	case "to":
		n = p.kv("to", phrase(0))
	case "to_you":
		n = p.kv("to_you", p.yes())
	case "by":
		n = p.kv("by", phrase(0))
	case "to_and_by":
		n = p.kv("to_or_by", phrase(0))
	case "to_by":
		if len(s.Args) == 2 {
			n = p.kv("to", phrase(0), "by", phrase(1))
		} else {
			n = p.kv("to", "this permanent", "by", phrase(0))
		}
	}
	if parts[1] == "combat_damage" {
		n.Content = append([]*yaml.Node{p.str("combat"), p.yes()}, n.Content...)
	}
	return p.kv("prevent_all_damage", n), nil
}

// chosen writes "As this enters, choose a color / a creature type"
// (614.12) and "has protection from the chosen color", "is the chosen type
// in addition to its other types", which read it.
func chosen(s *grammar.Phrase, p at) *yaml.Node {
	switch s.Kind {
	case "enters_choose/color":
		return p.kv("enters", p.kv("choose_color", p.yes()))
	case "enters_choose/creature_type":
		return p.kv("enters", p.kv("choose_creature_type", p.yes()))
	case "enters_choose/basic_land_type":
		return p.kv("enters", p.kv("choose_basic_land_type", p.yes()))
	case "chosen_land_type":
		return p.kv("continuous", p.kv("affected", "enchanted land", "effects", p.list(p.kv("chosen_land_type", p.yes()))))
	}
	affected := "this permanent"
	if len(s.Args) > 0 {
		affected = s.Args[0].(grammar.Obj).Phrase
	}
	mod := "add_protection_from_chosen_color"
	if s.Kind == "chosen_type" {
		mod = "add_chosen_type"
	}
	return p.kv("continuous", p.kv("affected", affected, "effects", p.list(p.kv(mod, p.yes()))))
}

// preventFromSource writes "The next time a red source of your choice would
// deal damage to you this turn, prevent that damage." (615.7, 609.7a) as
// prevent_next_from_chosen_source with the source's quality: a color, a
// card type, or any.
func (b *bodyWriter) preventFromSource(ph grammar.Phrase) ([]*yaml.Node, error) {
	words := strings.Fields(ph.Args[0].String()) // "a red source"
	quality := "any"
	if len(words) == 3 {
		quality = words[1]
	}
	return []*yaml.Node{b.p.kv("prevent_next_from_chosen_source", quality)}, nil
}

// graveyardReplacement writes a static replacement effect on going to a
// graveyard (614.1a): "If ~ would be put into a graveyard from anywhere,
// reveal ~ and shuffle it into its owner's library instead" is
// instead_of_graveyard; the others are graveyard_replacement with what
// goes (an object phrase, "this permanent"), from the battlefield only
// ("would die", 700.4), whose graveyard, and where it goes instead. "A card
// or token" is any object: every zone's cards, spells and permanents.
func graveyardReplacement(s *grammar.Phrase, p at) *yaml.Node {
	parts := strings.Split(s.Kind, "/")
	if parts[1] == "shuffle" {
		return p.kv("instead_of_graveyard", "shuffle_into_library")
	}
	what := "this permanent"
	switch {
	case len(s.Args) > 0:
		what = s.Args[0].(grammar.Obj).Phrase
	case parts[2] == "every":
		what = "cards that aren't on the battlefield, spells, and permanents"
	}
	to := parts[len(parts)-1]
	n := p.kv("what", what, "to", to)
	switch parts[1] {
	case "dies":
		n.Content = append(n.Content, p.str("dies"), p.yes())
	case "opponent", "you":
		n.Content = append(n.Content, p.str("owner"), p.str(parts[1]))
	}
	return p.kv("graveyard_replacement", n)
}

// preventSelfThen writes "If damage would be dealt to ~, prevent that
// damage. Remove a +1/+1 counter from ~." (615.5): a prevention effect with
// an additional effect.
func preventSelfThen(s *grammar.Phrase, p at) (*yaml.Node, error) {
	c := s.Args[0].(grammar.Counters)
	if c.N.Text == "X" {
		return nil, &Problem{Offset: s.At[0], Why: "X counters: X is not defined here"}
	}
	then := p.kv("remove_counters", p.kv("from", "this", "kind", c.Kind, "count", c.N.N))
	return p.kv("prevent_damage_to_self", p.kv("then", p.list(then))), nil
}

// amountReplacement writes a static replacement effect on how much of an
// event happens (614.1a): "you gain twice that much life instead" is
// amount_replacement: {event: gain_life, times: 2}; "that much life plus 1"
// is plus: 1; counters name the permanents they are put on and their kind.
func amountReplacement(s *grammar.Phrase, p at) *yaml.Node {
	parts := strings.Split(s.Kind, "/") // amount, event, twice or plus
	n := p.kv("event", parts[1])
	switch {
	case parts[2] == "twice":
		n.Content = append(n.Content, p.str("times"), p.num(2))
	default:
		n.Content = append(n.Content, p.str("plus"), p.num(s.Args[0].(grammar.Num).N))
	}
	if parts[1] == "put_counters" {
		n.Content = append(n.Content, p.str("kind"), p.str("+1/+1"), p.str("on"), p.str(s.Args[0].(grammar.Obj).Phrase))
	}
	return p.kv("amount_replacement", n)
}

// damageReplacement writes a static replacement or prevention effect on
// damage (614.1a, 615): damage_replacement with the source (an object
// phrase whose "source" is any object, or this for ~), whom it is dealt to
// (any, player, opponent, you, or an object phrase), combat, and times,
// plus or prevent.
func damageReplacement(s *grammar.Phrase, p at) *yaml.Node {
	parts := strings.Split(s.Kind, "/") // damage, to, how, [combat]
	n := p.kv("source", "this")
	k := 0
	if parts[len(parts)-1] != "combat" {
		n = p.kv("source", s.Args[0].String())
		k++
	}
	to := parts[1]
	if to == "permanent" {
		to = s.Args[k].(grammar.Obj).Phrase
		k++
	}
	n.Content = append(n.Content, p.str("to"), p.str(to))
	if len(parts) > 3 {
		n.Content = append(n.Content, p.str("combat"), p.yes())
	}
	switch parts[2] {
	case "times2":
		n.Content = append(n.Content, p.str("times"), p.num(2))
	case "times3":
		n.Content = append(n.Content, p.str("times"), p.num(3))
	case "plus", "prevent":
		n.Content = append(n.Content, p.str(parts[2]), p.num(s.Args[k].(grammar.Num).N))
	}
	return p.kv("damage_replacement", n)
}

// eitherSubtype writes "an Island or a Swamp" as "an Island or Swamp",
// the filter's phrase for either subtype; other phrases are unchanged.
func eitherSubtype(phrase string) string {
	w := strings.Fields(phrase)
	if len(w) == 5 && (w[0] == "a" || w[0] == "an") && w[2] == "or" && (w[3] == "a" || w[3] == "an") {
		return w[0] + " " + w[1] + " or " + w[4]
	}
	return phrase
}

// preventThisTurn writes "Prevent all [combat] damage that would be dealt
// to target creature / by target creature / to players / to you / to
// creatures this turn" (615.1a) as prevent_all_damage_this_turn: to and by
// name objects (a target), to_all and by_all groups found when the damage
// would be dealt.
func (b *bodyWriter) preventThisTurn(ph grammar.Phrase) ([]*yaml.Node, error) {
	p := b.p
	parts := strings.Split(ph.Kind, "/") // prevent_this_turn, damage or combat_damage, shape
	n := p.kv()
	if parts[1] == "combat_damage" {
		n = p.kv("combat", p.yes())
	}
	switch parts[2] {
	case "to", "by":
		s, err := b.subject(ph.Args[0].(grammar.Obj), ph.At[0])
		if err != nil {
			return nil, err
		}
		n.Content = append(n.Content, p.str(parts[2]), s)
	case "to_players", "to_you":
		n.Content = append(n.Content, p.str(parts[2]), p.yes())
	case "to_you_and_all", "to_you_and_all_by":
		// "to you and creatures you control [by creatures]": either
		// recipient, from such a source
		n.Content = append(n.Content, p.str("to_you"), p.yes())
		if parts[2] == "to_you_and_all_by" {
			n.Content = append(n.Content, p.str("by_all"), p.str(ph.Args[1].(grammar.Obj).Phrase))
		}
		fallthrough
	default:
		phrase := ph.Args[0].(grammar.Obj).Phrase
		if first, _, _ := strings.Cut(phrase, " "); slices.Contains([]string{"target", "a", "an", "another", "this", "that", "it", "enchanted", "equipped"}, strings.ToLower(first)) {
			return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("%q is not a group", phrase)}
		}
		key := parts[2]
		if strings.HasPrefix(key, "to_you_and_all") {
			key = "to_all"
		}
		n.Content = append(n.Content, p.str(key), p.str(phrase))
	}
	return []*yaml.Node{p.kv("prevent_all_damage_this_turn", n)}, nil
}
