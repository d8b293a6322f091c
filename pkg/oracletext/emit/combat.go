package emit

import (
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// The combat and damage triggers (grammar/phrases_combat.go).

func init() {
	for _, k := range []string{"attacks_or_blocks", "blocks_creature", "becomes_blocked_by_creature",
		"blocks_or_becomes_blocked_by_creature", "attacks_and_isnt_blocked", "deals_damage_to_player/any",
		"deals_damage_to_player/opponent", "deals_combat_damage_to_opponent", "attacks_with_at_least_two_others",
		"deals_combat_damage", "is_dealt_combat_damage", "deals_combat_damage_to_player_or_planeswalker",
		"deals_damage_to_player/you", "deals_combat_damage_to_you", "deals_damage_to_creature", "deals_damage"} {
		selfEvents[k] = true // "it" is the source
	}
	for _, k := range []string{"deals_combat_damage_to_opponent", "deals_combat_damage", "is_dealt_combat_damage",
		"deals_combat_damage_to_you", "deals_damage_to_player/you", "deals_damage_to_player/any", "deals_damage_to_player/opponent",
		"deals_damage_to_creature", "deals_damage"} {
		amountEvents[k] = true // "that much"
	}

}

// combatTrigger writes the triggers whose kind carries a player: "Whenever
// you attack" ({event: player_attacks, player: you}, 508.3d), "Whenever ~
// deals damage to an opponent" ({event: deals_damage_to_player, player:
// opponent}).
func combatTrigger(t *grammar.Phrase, p at) (*yaml.Node, bool) {
	kind, qualifier, _ := strings.Cut(t.Kind, "/")
	switch kind {
	case "blocks_creature", "becomes_blocked_by_creature", "blocks_or_becomes_blocked_by_creature":
		// the other creature of the block (509.3b, 509.3d)
		return p.kv("event", kind, "object", t.Args[0].(grammar.Obj).Phrase), true
	case "deals_combat_damage_to_opponent", "event:deals_combat_damage_to_opponent", "deals_combat_damage_to_you", "event:deals_combat_damage_to_you":
		// "deals combat damage to an opponent", "... to you" (510.2)
		who := "opponent"
		if strings.HasSuffix(kind, "_you") {
			who = "you"
		}
		n := p.kv("event", "deals_combat_damage_to_player", "player", who)
		if strings.HasPrefix(kind, "event:") {
			n.Content = append(n.Content, p.str("object"), p.str(t.Args[0].(grammar.Obj).Phrase))
		}
		return n, true
	case "deals_combat_damage_to_player_or_planeswalker", "event:deals_combat_damage_to_player_or_planeswalker":
		// planeswalkers are dealt no combat damage in this engine: the
		// player is the event; "that player" is not read (it may be a
		// planeswalker's controller)
		n := p.kv("event", "deals_combat_damage_to_player")
		if kind != "deals_combat_damage_to_player_or_planeswalker" {
			n.Content = append(n.Content, p.str("object"), p.str(t.Args[0].(grammar.Obj).Phrase))
		}
		return n, true
	case "attack_with":
		// "Whenever you attack with two or more creatures" (508.3c)
		n := p.kv("event", "one_or_more_attack", "object", t.Args[1].(grammar.Obj).Phrase, "player", qualifier)
		if k := t.Args[0].(grammar.Num).N; k > 1 {
			n.Content = append(n.Content, p.str("at_least"), p.num(k))
		}
		return n, true
	case "player_attacks":
		return p.kv("event", "player_attacks", "player", qualifier), true
	case "deals_damage_to_player", "event:deals_damage_to_player":
		n := p.kv("event", "deals_damage_to_player", "player", qualifier)
		if kind != "deals_damage_to_player" {
			n.Content = append(n.Content, p.str("object"), p.str(t.Args[0].(grammar.Obj).Phrase))
		}
		return n, true
	}
	return nil, false
}

// combatBody says what the words of a combat trigger's effects name:
// "that player" is the player dealt damage ("one or more ... deal combat
// damage to a player", "deals damage to a player") or the active opponent
// ("each opponent's upkeep", "the upkeep of enchanted creature's
// controller", where "that creature" is the enchanted creature);
// "defending player" the player the creature
// attacked (506.2); "that creature" the other creature of a block (509.3b,
// 509.3d).
func combatBody(b *bodyWriter, t *grammar.Phrase) {
	if t == nil {
		return
	}
	kind := strings.TrimPrefix(t.Kind, "event:")
	switch kind {
	case "one_or_more_deal_combat_damage_to_player":
		// "it" and "that creature" name none of the creatures: refused
		b.thatPlayer, b.itIsTriggerObject = true, false
	case "one_or_more_attack", "attack_with/you", "attack_with/opponent":
		b.itIsTriggerObject = false
	case "deals_damage_to_player/any", "deals_damage_to_player/opponent", "deals_combat_damage_to_opponent",
		"becomes_target/any", "becomes_target/opponent", // the controller of the spell or ability
		"taps_for_mana/any", "taps_for_mana/opponent": // the player who tapped the permanent
		b.thatPlayer = true
	case "upkeep/opponent":
		b.thatPlayer, b.thatPlayerOfStep = true, true
	case "deals_damage_to_creature":
		b.thatCreature = "that object" // the creature dealt damage
	case "upkeep/each", "end/each", "draw/each", "end/opponent", "draw/opponent", "main1/each",
		"beginning_of_combat/opponent", "beginning_of_combat/each":
		// "At the beginning of each player's upkeep, that player ...":
		// the player whose step it is
		b.thatPlayer = strings.Contains(t.String(), "each player's") || strings.Contains(t.String(), "each opponent's")
		b.thatPlayerOfStep = b.thatPlayer
	case "attacks", "attacks_alone", "attacks_and_isnt_blocked", "becomes_blocked", "attacks_with_at_least_two_others":
		b.defendingPlayer = true
	case "blocks_creature", "becomes_blocked_by_creature", "blocks_or_becomes_blocked_by_creature":
		b.thatCreature = "that object"
	case "upkeep/enchanted_controller":
		b.thatPlayer, b.thatPlayerOfStep, b.thatCreature = true, true, "enchanted"
	}
}

// defendingPlayer writes "defending player" where the trigger names one.
func defendingPlayer(b *bodyWriter, offset int) (*yaml.Node, error) {
	if !b.defendingPlayer {
		return nil, &Problem{Offset: offset, Why: "\"defending player\" names no player this ability's trigger names (506.2)"}
	}
	return b.p.str("defending player"), nil
}

// enchantYours writes "Enchant creature you control" (702.5a, 303.4a):
// {types: [creature], control: you}.
func enchantYours(types []*yaml.Node, p at) *yaml.Node {
	return p.kv("types", p.list(types...), "control", "you")
}

// eventPlayerPhrase writes "creature that player controls" and "creature
// defending player controls" as "creature controlled by that player" (the
// player the trigger's event names) where the trigger names that player;
// elsewhere the words stay, and the card language doesn't read them.
func (b *bodyWriter) eventPlayerPhrase(o grammar.Obj) grammar.Obj {
	if o.Kind != grammar.ObjTarget && o.Kind != grammar.ObjGroup {
		return o
	}
	for _, c := range []struct {
		words string
		named bool
	}{{" that player controls", b.thatPlayer}, {" defending player controls", b.defendingPlayer}} {
		if c.named && strings.Contains(o.Phrase, c.words) {
			o.Phrase = strings.Replace(o.Phrase, c.words, " controlled by that player", 1)
		}
	}
	return o
}

// controllerOfThatCreature writes "that creature's controller" where "that
// creature" is the object of the trigger's event: its controller, or the
// one it last had (608.2h).
func (b *bodyWriter) controllerOfThatCreature(offset int) (*yaml.Node, error) {
	if b.thatCreature != "that object" && !(b.itIsTriggerObject && len(b.targets) == 0 && b.named == "") {
		if n := b.controllerOfTargetCreature(); n != nil {
			return n, nil
		}
		return nil, &Problem{Offset: offset, Why: "\"that creature's controller\" names no creature of this ability's trigger, nor its only target"}
	}
	return b.p.str("controller of that object"), nil
}

// delayedCounters is the effect of "put a -1/-1 counter on it at end of
// combat", "remove a +1/+1 counter from it at end of combat": on the
// objects the delayed ability remembers (603.7c).
func delayedCounters(what string, c grammar.Counters, p at) *yaml.Node {
	on := "on"
	if what == "remove_counters" {
		on = "from"
	}
	return p.kv(what, p.kv(on, "them", "kind", c.Kind, "count", c.N.N))
}
