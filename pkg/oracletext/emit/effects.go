package emit

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/pkg/oracletext/grammar"
	"go.yaml.in/yaml/v3"
)

// body writes the targets and effects of a spell, an activated or a
// triggered ability, or a mode.
func body(a *grammar.Ability, p at, cols Cols) (*yaml.Node, error) {
	b := &bodyWriter{p: p, cols: cols, spell: a.Kind == grammar.Spell || a.Kind == grammar.Mode, activated: a.Kind == grammar.Activated, quoted: a.Quoted}
	if a.Trigger != nil && selfEvents[a.Trigger.Kind] {
		b.itIsSelf = true
	}
	// "{R}, Sacrifice this creature: It deals damage equal to its power to
	// target creature": "it" is the source the cost named, as it last
	// existed (608.2h).
	if a.Kind == grammar.Activated && a.Cost != nil && slices.ContainsFunc(a.Cost.Parts, func(c grammar.CostPart) bool { return c.Kind == "sacrifice_self" }) {
		b.itIsSelf = true
	}
	b.sacrifices = a.Cost != nil && slices.ContainsFunc(a.Cost.Parts, func(c grammar.CostPart) bool { return c.Kind == "sacrifice" })
	// "When ~ dies, return it to its owner's hand": "it" is the card it
	// became in the graveyard (400.7e).
	b.itIsNewObject = a.Trigger != nil && a.Trigger.Kind == "dies"
	b.trigger = a.Trigger
	// "When this creature dies, it deals 3 damage to any target": the
	// creature as it last existed deals it (608.2h).
	b.itDealsAsItWas = a.Trigger != nil && (a.Trigger.Kind == "dies" || a.Trigger.Kind == "leaves_the_battlefield")
	if a.Trigger != nil && !b.itIsSelf {
		// "Whenever ~ deals combat damage to a creature, destroy that
		// creature": the creature dealt damage.
		b.itIsTriggerObject = a.Trigger.Kind == "deals_combat_damage_to_creature"
		for _, v := range a.Trigger.Args {
			if _, ok := v.(grammar.Obj); ok {
				b.itIsTriggerObject = true
			}
		}
	}
	// X is the X paid for a spell or in an activation cost (107.3): a
	// triggered ability has none of its own.
	b.hasX = a.Kind == grammar.Spell || a.Kind == grammar.Mode || a.Cost != nil && strings.Contains(a.Cost.String(), "{X}") ||
		a.Trigger != nil && a.Trigger.Kind == "enters" // the X paid for the spell that became it (107.3m)
	b.thatMuch = a.Trigger != nil && amountEvents[strings.TrimPrefix(a.Trigger.Kind, "event:")]
	b.thatPlayer = a.Trigger != nil && (strings.HasSuffix(a.Trigger.Kind, "deals_combat_damage_to_player") ||
		a.Trigger.Kind == "cast/opponent" || a.Trigger.Kind == "cast/any" || // the player who cast the spell
		drawTriggerKind(a.Trigger.Kind) || // the player who drew
		a.Trigger.Kind == "discards/opponent" || a.Trigger.Kind == "discards/any") // who discarded
	combatBody(b, a.Trigger)
	var effects []*yaml.Node
	for _, ph := range a.Body {
		b.done = append(b.done, ph.Kind)
		es, err := b.effect(ph)
		if err != nil {
			return nil, err
		}
		effects = append(effects, es...)
	}
	n := p.kv()
	if len(b.targets) > 0 {
		n.Content = append(n.Content, p.str("targets"), p.list(b.targets...))
	}
	n.Content = append(n.Content, p.str("effects"), p.list(effects...))
	return n, nil
}

// bodyWriter numbers the targets of one ability as its effects name them.
type bodyWriter struct {
	p         at
	cols      Cols
	spell     bool // the body of a spell or a mode, which may add mana
	activated bool // the body of an activated ability
	// itIsSelf: in "Whenever ~ attacks, it gets +1/+0", "it" before any
	// target is the object itself, the only one the line has named.
	itIsSelf bool
	// itIsTriggerObject: in "Whenever another creature you control dies,
	// return it to its owner's hand", "it" or "that creature" before any
	// target is the object of the trigger's event.
	itIsTriggerObject bool
	// itIsNewObject: in a trigger on the object's own death, "it" is the
	// card in the graveyard (400.7e).
	itIsNewObject bool
	// named is what the effects so far acted on, as written ("this", a
	// group), or "" before any: "It" after "put a counter on this
	// creature." is this creature, not the trigger's object.
	named string
	// hasX: the ability has an X paid, which "X damage" may use.
	hasX bool
	// thatMuch: the trigger's event has an amount, which "that much" is.
	thatMuch bool
	// thatPlayer: "that player" is the player the trigger's event names.
	thatPlayer bool
	// defendingPlayer: "defending player" is the player the trigger's
	// creature attacked (combat.go); thatPlayerOfStep: "that player" is
	// the player whose step it is, which a reflexive ability doesn't know.
	defendingPlayer, thatPlayerOfStep bool
	// thatCreature is what "that creature" names when the trigger says:
	// "that object", the creature blocking or blocked by the source;
	// "enchanted", the creature whose controller's upkeep it is.
	thatCreature string
	// itDealsAsItWas: "it deals damage" in a trigger on the object's
	// leaving is the object, as it last existed.
	itDealsAsItWas bool
	// sacrifices: the ability's cost sacrifices a permanent other than
	// its source ("the sacrificed creature").
	sacrifices bool
	// quoted: the ability is granted in quotation marks, where "~" may
	// name the card or the object that has the ability.
	quoted bool
	// xDef is the number a "where X is" clause defines for the effect
	// being written (107.3c), at offset xAt; xUsed says the effect used it.
	xDef    *grammar.Quantity
	xAt     int
	xUsed   bool
	targets []*yaml.Node
	specs   int  // the targets the items of targets name
	created bool // an effect so far created tokens ("sacrifice them")
	// copiedToken: an effect so far created a token that's a copy, which a
	// later "it" names ("It gains haste until end of turn").
	copiedToken bool
	last        grammar.Obj // the last target, for "it" and "that creature"
	// done are the kinds of the sentences read so far, this one last.
	done []string
	// returned: an effect so far exiled its object and returned it, a new
	// object (400.7) that "it" can't name.
	returned bool
	// trigger is the ability's trigger, nil for none.
	trigger *grammar.Phrase
	// inClash: the effect being written follows a clash, whose opponent
	// "that player" may be (clash.go).
	inClash bool
}

// prefixEmitter writes the phrases whose kind starts with prefix.
type prefixEmitter struct {
	prefix string
	emit   func(*bodyWriter, grammar.Phrase) ([]*yaml.Node, error)
}

// prefixEmitters are the library shapes, each written in a file of its
// own; set in init, since they call effect, which reads this list.
var prefixEmitters []prefixEmitter

func init() {
	prefixEmitters = []prefixEmitter{
		{"dig/", (*bodyWriter).dig}, {"explore", (*bodyWriter).explore}, {"exile_top", (*bodyWriter).exileTop},
		{"graveyard_to_library/", (*bodyWriter).graveyardToLibrary}, {"put_on_bottom", (*bodyWriter).libraryMove},
		{"shuffle_into_library", (*bodyWriter).libraryMove}, {"shuffle_graveyard", (*bodyWriter).libraryMove},
		{"search_n/", (*bodyWriter).searchN}, {"search_its/", (*bodyWriter).searchIts},
		{"search_player/", (*bodyWriter).searchPlayer}, {"animate/", (*bodyWriter).animate},
		{"create_granted/", (*bodyWriter).createGranted}, {"gain_quoted", (*bodyWriter).gainQuoted},
		{"becomes_type/", (*bodyWriter).becomesType}, {"scry_then_draw", (*bodyWriter).scryThenDraw},
		{"choose_creature_type", (*bodyWriter).chooseCreatureType}, {"flip_coin/", (*bodyWriter).flipCoin},
		{"clash/", (*bodyWriter).clash}, {"clash_repeat/", (*bodyWriter).clashRepeat},
		{"name_check/", (*bodyWriter).nameCheck}, {"sacrifice_and_draw", (*bodyWriter).sacrificeAndDraw},
		{"exile_named/", (*bodyWriter).exileNamed}, {"reveal_until_named/", (*bodyWriter).revealUntilNamed},
		{"reveal_top_named/", (*bodyWriter).revealTopNamed}, {"named_discard/", (*bodyWriter).namedDiscard},
	}
}

func (b *bodyWriter) effect(ph grammar.Phrase) ([]*yaml.Node, error) {
	if es, ok, err := b.conditional(ph); ok {
		return es, err
	}
	if es, ok, err := b.typeOfYourChoice(ph); ok {
		return es, err
	}
	p := b.p
	subj := func(k int) (*yaml.Node, error) { return b.subject(ph.Args[k].(grammar.Obj), ph.At[k]) }
	one := func(key string, k int) ([]*yaml.Node, error) {
		s, err := subj(k)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv(key, s)}, nil
	}
	num := func(k int) int { return ph.Args[k].(grammar.Num).N }
	amount := func(k int) (*yaml.Node, error) {
		switch ph.Args[k].(grammar.Num).Text {
		case "X":
			return b.xValue(ph.At[k])
		case "that much":
			if !b.thatMuch {
				return nil, &Problem{Offset: ph.At[k], Why: "\"that much\": this ability's trigger has no amount (damage dealt, life gained)"}
			}
			return p.str("that_much"), nil
		}
		return p.num(num(k)), nil
	}
	// "X cards" is the X paid for the spell or ability (107.3), which
	// draw and mill can count; cards(k) is the count of a {cards} argument.
	for k, v := range ph.Args {
		if n, ok := v.(grammar.Num); ok && n.Text == "X cards" {
			if !slices.Contains([]string{"draw", "player_draws", "mill", "player_mills", "draw_and_lose", "gain_and_draw", "player_draws_and_loses"}, ph.Kind) {
				return nil, &Problem{Offset: ph.At[k], Why: "X cards: only drawing and milling X cards is supported"}
			}
			if b.xDef == nil && !b.hasX {
				return nil, &Problem{Offset: ph.At[k], Why: "X: this ability has no X paid for it (107.3)"}
			}
		}
	}
	cards := func(k int) (*yaml.Node, error) {
		if ph.Args[k].(grammar.Num).Text == "X cards" {
			return b.xValue(ph.At[k])
		}
		return p.num(num(k)), nil
	}
	if strings.HasPrefix(ph.Kind, "as_long/") {
		return b.asLongAs(ph)
	}
	if es, ok, err := b.untilYourNextTurn(ph); ok {
		return es, err
	}
	if strings.HasPrefix(ph.Kind, "skip_next/") {
		return b.skipNext(ph)
	}
	if what, ok := strings.CutPrefix(ph.Kind, "delayed/"); ok {
		return b.delayed(ph, what)
	}
	if to, ok := strings.CutPrefix(ph.Kind, "return_self/"); ok {
		// "Return this card from your graveyard to your hand": an
		// activated ability that works from the graveyard (113.6m); a
		// triggered one would have to trigger from there (113.6k).
		if !b.activated && !b.triggersInGraveyard() {
			return nil, &Problem{Offset: ph.At[0], Why: "returning this card from your graveyard in a spell ability or a triggered ability on the object's own event (113.6m)"}
		}
		n := p.kv("from", "graveyard", "to", strings.TrimSuffix(to, "_tapped"))
		if strings.HasSuffix(to, "_tapped") {
			n.Content = append(n.Content, p.str("tapped"), p.yes())
		}
		return []*yaml.Node{p.kv("return_self", n)}, nil
	}
	for _, e := range prefixEmitters {
		if strings.HasPrefix(ph.Kind, e.prefix) {
			return e.emit(b, ph)
		}
	}
	if ph.Kind == "kinship" {
		return b.kinship(ph)
	}
	if ph.Kind == "shuffle" {
		return []*yaml.Node{p.kv("shuffle", "you")}, nil
	}
	if ph.Kind == "ban_chosen_name" { // Conjurer's Ban (201.4, 611.2a)
		return []*yaml.Node{p.kv("ban_chosen_name", "until_your_next_turn")}, nil
	}
	if ph.Kind == "cut_chosen_name_cost" { // Cheering Fanatic (601.2f)
		return b.cutChosenNameCost(ph)
	}
	switch ph.Kind {
	case "draw", "mill", "discard":
		n, err := cards(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv(ph.Kind, p.kv("who", "you", "count", n))}, nil
	case "player_draws", "player_mills", "player_discards":
		// "target player draws two cards", "each opponent mills three
		// cards", "that player discards a card"
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		n, err := cards(1)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv(playerVerbs[ph.Kind], p.kv("who", s, "count", n))}, nil
	case "damage_it":
		if !b.itDeals() {
			return nil, &Problem{Offset: ph.At[0], Why: "\"it\" deals damage: it names no object this ability can use as the source"}
		}
		fallthrough
	case "damage", "damage2":
		var out []*yaml.Node
		for k := 1; k < len(ph.Args); k++ {
			s, err := subj(k)
			if err != nil {
				return nil, err
			}
			n, err := amount(0)
			if err != nil {
				return nil, err
			}
			out = append(out, p.kv("damage", p.kv("amount", n, "to", s)))
		}
		return out, nil
	case "destroy", "exile", "return_to_hand", "tap", "untap", "goad":
		if n := b.returnedNewObject(ph); n != nil {
			return n, nil
		}
		return one(ph.Kind, 0)
	case "pump", "pump_keyword", "gain_keyword", "group_pump", "group_gain", "group_pump_gain":
		// "gets +3/+3 and gains flying and trample until end of turn", of
		// one object or of a group found as the effect happens (611.2c).
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		var out []*yaml.Node
		for _, v := range ph.Args[1:] {
			switch v := v.(type) {
			case grammar.PT:
				out = append(out, p.kv("pump", p.kv("of", p.str(s.Value), "power", v.Power, "toughness", v.Toughness, "until", "end_of_turn")))
			case grammar.KeywordList:
				for _, k := range v.Words {
					out = append(out, p.kv("gain_keyword", p.kv("of", p.str(s.Value), "keyword", k, "until", "end_of_turn")))
				}
			}
		}
		return out, nil
	case "protection_chosen":
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("protection_from_chosen_color", p.kv("of", s, "until", "end_of_turn"))}, nil
	case "gain_control", "gain_control_eot":
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		n := p.kv("of", s)
		if ph.Kind == "gain_control_eot" {
			n.Content = append(n.Content, p.str("until"), p.str("end_of_turn"))
		}
		return []*yaml.Node{p.kv("gain_control", n)}, nil
	case "put_counters":
		s, err := subj(1)
		if err != nil {
			return nil, err
		}
		return b.putCounters(ph.Args[0].(grammar.Counters), ph.At[0], s)
	case "tap_put_counters":
		return b.tapPutCounters(ph)
	case "put_counters_them":
		return b.putCountersThem(ph)
	case "connive":
		return b.connive(ph)
	case "support":
		return b.support(ph)
	case "bolster", "adapt", "monstrosity":
		return []*yaml.Node{p.kv(ph.Kind, num(0))}, nil
	case "amass/Orc", "amass/Zombie":
		return []*yaml.Node{p.kv("amass", p.kv("subtype", strings.TrimPrefix(ph.Kind, "amass/"), "count", num(0)))}, nil
	case "unblockable_too/pump", "unblockable_too/gain_keyword", "unblockable_too/pump_keyword":
		return b.unblockableToo(ph)
	case "sacrifice":
		return []*yaml.Node{p.kv("sacrifice", "this")}, nil
	case "gain_life", "lose_life":
		n, err := amount(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv(ph.Kind, p.kv("who", "you", "amount", n))}, nil
	case "player_gains_life", "player_loses_life":
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		key := map[string]string{"player_gains_life": "gain_life", "player_loses_life": "lose_life"}[ph.Kind]
		n, err := amount(1)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv(key, p.kv("who", s, "amount", n))}, nil
	case "drain":
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("lose_life", p.kv("who", s, "amount", num(1))), p.kv("gain_life", p.kv("who", "you", "amount", num(2)))}, nil
	case "token_copy", "token_copy/except":
		return b.tokenCopy(ph)
	case "populate", "then_populate/exile", "then_populate/create":
		return b.populate(ph)
	case "become_copy", "become_copy/eot", "become_copy/except", "become_copy/eot/except":
		return b.becomeCopy(ph)
	case "token_gains":
		return b.tokenGains(ph)
	case "proliferate", "proliferate_twice":
		return b.proliferate(ph)
	case "investigate":
		return investigate(0, p) // the Clue token's text is fixed: a problem in it is no column of this line
	case "create", "create_per_counter":
		b.created = true
		t := ph.Args[0].(grammar.Token)
		tok, err := tokenCard(t, ph.At[0], p)
		if err != nil {
			return nil, err
		}
		n := p.kv("count", t.Count.N, "token", tok)
		if ph.Kind == "create_per_counter" {
			n = p.kv("per_counter_on_this", "+1/+1", "token", tok)
		}
		return []*yaml.Node{p.kv("create_tokens", n)}, nil
	case "gain_life_each", "lose_life_each":
		// "you gain 1 life for each creature you control": the count is
		// taken as the effect happens.
		key, _ := strings.CutSuffix(ph.Kind, "_each")
		count := p.kv("count", ph.Args[0].(grammar.Obj).Phrase)
		return []*yaml.Node{p.kv(key, p.kv("who", "you", "amount", count))}, nil
	case "damage_each":
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		count := p.kv("count", ph.Args[1].(grammar.Obj).Phrase)
		return []*yaml.Node{p.kv("damage", p.kv("amount", count, "to", s))}, nil
	case "surveil":
		return []*yaml.Node{p.kv("surveil", num(0))}, nil
	case "search/hand", "search/battlefield", "search/battlefield/tapped", "search/top", "search/graveyard":
		// "Search your library for a basic land card, put it onto the
		// battlefield tapped, then shuffle" (701.23a): one card, so the
		// phrase names one ("a", "an").
		what := ph.Args[0].(grammar.Obj).Phrase
		if !strings.HasPrefix(what, "a ") && !strings.HasPrefix(what, "an ") {
			return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("searching for %q: only one card is supported", what)}
		}
		parts := strings.Split(ph.Kind, "/")
		n := p.kv("what", what, "to", parts[1])
		if len(parts) == 3 {
			n.Content = append(n.Content, p.str("tapped"), p.yes())
		}
		return []*yaml.Node{p.kv("search_library", n)}, nil
	case "return_card_to_hand":
		return one("return_to_hand", 0)
	case "return_card_to_battlefield":
		// From your own graveyard: its owner puts it there, under their
		// control (110.2); from another player's, the text would say whose.
		if o := ph.Args[0].(grammar.Obj); !strings.HasSuffix(o.Phrase, "from your graveyard") {
			return nil, &Problem{Offset: ph.At[0], Why: "a card returned to the battlefield from a graveyard not yours: under whose control"}
		}
		return one("put_onto_battlefield", 0)
	case "becomes":
		// "~ becomes a 1/1 Blinkmoth artifact creature with flying until
		// end of turn. It's still a land.": it keeps its types (205.1b) and
		// gains the new ones, in layers 4-7b (613.1).
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		mods, err := formEffects(ph.Args[1].(grammar.Form), ph.At[1], p)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("modify", p.kv("of", s, "effects", mods, "until", "end_of_turn"))}, nil
	case "lose_all_abilities":
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("modify", p.kv("of", s, "effects", p.list(p.kv("lose_all_abilities", p.yes())), "until", "end_of_turn"))}, nil
	case "may_pay":
		// "You may pay {1}. If you do, ..." (608.2d): paid from the pool.
		cost := ph.Args[0].String()
		es, err := b.effect(ph.Args[1].(grammar.Phrase))
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("may", p.kv("text", "pay "+cost, "pay", cost, "if_you_do", p.list(es...)))}, nil
	case "may_pay_when_you_do", "may_when_you_do":
		return b.whenYouDo(ph)
	case "may", "may_if_you_do":
		if strings.HasPrefix(ph.Args[0].(grammar.Phrase).Kind, "delayed/") {
			// "you may return that card ... at the beginning of the next
			// end step": the choice is the delayed ability's, made later.
			return nil, &Problem{Offset: ph.At[0], Why: "\"you may\" in a delayed triggered ability (603.7)"}
		}
		// "You may draw a card. If you do, ..." (608.2d): the controller
		// chooses as the ability resolves.
		n := p.kv("text", ph.Args[0].String())
		for k, key := range []string{"do", "if_you_do"}[:len(ph.Args)] {
			es, err := b.effect(ph.Args[k].(grammar.Phrase))
			if err != nil {
				return nil, err
			}
			n.Content = append(n.Content, p.str(key), p.list(es...))
		}
		return []*yaml.Node{p.kv("may", n)}, nil
	case "counter":
		return one("counter", 0)
	case "copy_spell", "copy_spell/new_targets":
		return b.copySpell(ph)
	case "counter_unless", "counter_unless_each":
		return b.counterUnless(ph)
	case "ability_cost/for_each", "ability_cost/if_you_control", "ability_cost/if_it_targets":
		return nil, &Problem{Offset: ph.At[0], Why: "\"This ability costs ... less to activate\" only as the last sentence of an activated ability (602.2b)"}
	case "attach_it", "attach":
		// "When this Equipment enters, attach it to target creature you
		// control": it is the Equipment (701.3a).
		if ph.Kind == "attach_it" && (!b.itIsSelf || len(b.targets) > 0) {
			return nil, &Problem{Offset: ph.At[0], Why: "\"attach it\": \"it\" names no object this ability can attach"}
		}
		return one("attach_to", 0)
	case "regenerate":
		return one("regenerate", 0)
	case "destroy_no_regen":
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("destroy", p.kv("what", s, "cant_be_regenerated", p.yes()))}, nil
	case "scry":
		return []*yaml.Node{p.kv("scry", num(0))}, nil
	case "player_discards_random":
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("discard", p.kv("who", s, "count", num(1), "random", p.yes()))}, nil
	case "reveal_discard/mv", "put_card_onto_battlefield", "return_all/battlefield", "return_all/hand", "return_all/battlefield_yours",
		"discard_hand", "discard_hand_then_draw", "discard_random", "draw_then_discard_random", "discard_random_then_draw", "exile_and_return",
		"player_discards_hand", "player_discards_hand_then_draws", "return_all/owners_hands", "exile_graveyard",
		"return_exiled", "return_to_their_hand", "exile_from_their_graveyard":
		return b.zones(ph)
	case "reveal_discard":
		// "Target opponent reveals their hand. You choose a nonland card
		// from it. That player discards that card." (701.9b)
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		what := ph.Args[1].(grammar.Obj).Phrase
		if !strings.HasPrefix(what, "a ") && !strings.HasPrefix(what, "an ") {
			return nil, &Problem{Offset: ph.At[1], Why: fmt.Sprintf("choosing %q: only one card is supported", what)}
		}
		return []*yaml.Node{p.kv("discard", p.kv("who", s, "count", 1, "chosen_by", "you", "what", what))}, nil
	case "return_chosen":
		// "return another creature you control to its owner's hand": one
		// permanent of yours, chosen as it resolves, not targeted.
		what := ph.Args[0].(grammar.Obj).Phrase
		if !strings.HasPrefix(what, "a ") && !strings.HasPrefix(what, "an ") && !strings.HasPrefix(what, "another ") ||
			!strings.HasSuffix(what, " you control") {
			return nil, &Problem{Offset: ph.At[0], Why: fmt.Sprintf("returning %q: only one permanent you control is supported", what)}
		}
		return []*yaml.Node{p.kv("return_chosen", what)}, nil
	case "edict", "sacrifice_chosen":
		// "each opponent sacrifices a creature of their choice", "sacrifice
		// a creature" (701.21a): chosen as it resolves, not targeted.
		if out, ok, err := b.sacrificeIt(ph); ok {
			return out, err
		}
		who := p.str("you")
		k := 0
		if ph.Kind == "edict" {
			s, err := subj(0)
			if err != nil {
				return nil, err
			}
			who, k = s, 1
		}
		what := ph.Args[k].(grammar.Obj).Phrase
		if !strings.HasPrefix(what, "a ") && !strings.HasPrefix(what, "an ") && !strings.HasPrefix(what, "another ") {
			return nil, &Problem{Offset: ph.At[k], Why: fmt.Sprintf("sacrificing %q: only one permanent is supported", what)}
		}
		return []*yaml.Node{p.kv("sacrifice_chosen", p.kv("who", who, "what", what))}, nil
	case "put_on_library":
		return one("put_on_library", 0)
	case "exile_until_this_leaves":
		return one("exile_until_this_leaves", 0)
	case "prevent_combat":
		return []*yaml.Node{p.kv("prevent_combat_damage", p.yes())}, nil
	case "bite":
		// "Target creature you control deals damage equal to its power to
		// target creature you don't control": the first creature is the
		// source, and "its" is its power.
		from, err := subj(0)
		if err != nil {
			return nil, err
		}
		if to := ph.Args[1].(grammar.Obj); from.Value != "this" && to.Kind == grammar.ObjGroup && hasOther(to.Phrase) {
			// "That creature deals damage ... to each other creature": other
			// than the creature dealing it, not the spell (109.5).
			return nil, &Problem{Offset: ph.At[1], Why: fmt.Sprintf("%q: other than a source that is not this object", to.Phrase)}
		}
		to, err := subj(1)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("damage", p.kv("amount", p.kv("power_of", from.Value), "to", to, "from", from.Value))}, nil
	case "prevent_next":
		// "Prevent the next 3 damage that would be dealt to any target
		// this turn." (615.7)
		s, err := subj(1)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("prevent_damage", p.kv("to", s, "amount", num(0)))}, nil
	case "draw_then_discard":
		return []*yaml.Node{p.kv("draw", p.kv("who", "you", "count", num(0))), p.kv("discard", p.kv("who", "you", "count", num(1)))}, nil
	case "cant_this_turn/block", "cant_this_turn/attack", "cant_this_turn/be_blocked", "cant_this_turn/attack,block":
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		_, what, _ := strings.Cut(ph.Kind, "/")
		return []*yaml.Node{p.kv("modify", p.kv("of", s, "effects", p.list(p.kv("cant", restrictions(what, p))), "until", "end_of_turn"))}, nil
	case "detain":
		return b.detain(ph)
	case "extra_turns/1", "player_extra_turns/1", "player_extra_turns/2", "extra_turns_lose/1":
		return b.extraTurns(ph)
	case "additional_land_plays_this_turn/1":
		return []*yaml.Node{landPlays(ph.Kind, p)}, nil
	case "skip_your_next_turns/2":
		return []*yaml.Node{p.kv("skip_your_next_turns", 2)}, nil
	case "skip_combats_next_turn":
		return one("skip_combats_next_turn", 0)
	case "skip_your_next_turn":
		return []*yaml.Node{p.kv("skip_your_next_turn", p.yes())}, nil
	case "damage_divided":
		return b.dividedDamage(ph)
	case "freeze":
		// "It doesn't untap during its controller's next untap step"
		// (502.3): a restriction that lasts through that untap step.
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("modify", p.kv("of", s, "effects", p.list(p.kv("cant", restrictions("untap_during_untap_step", p))), "until", "controllers_next_untap_step"))}, nil
	case "add_produced/that_player", "add_produced/you", "add_additional/that_player", "add_additional/you", "add_additional/its_controller":
		return b.manaTriggerAdd(ph)
	case "counter_triggering_unless":
		return b.counterTriggeringUnless(ph)
	case "add_mana/that_player":
		return b.thatPlayerAdds(ph)
	case "add_mana":
		if !b.mayAddMana() {
			// An activated or triggered ability that adds mana is a mana
			// ability (605.1), which this line is not written as.
			return nil, &Problem{Offset: ph.At[0], Why: "mana added by an ability that is not written as a mana ability (605.1)"}
		}
		return []*yaml.Node{p.kv("add_mana", manaToAdd(ph.Args[0].String(), p))}, nil
	case "exile_if_dies", "exile_if_dies/dealt":
		return b.replacement(ph)
	case "put_from_hand", "put_from_hand/tapped":
		return b.putFromHand(ph)
	case "prevent_from_source":
		return b.preventFromSource(ph)
	case "counter_instead/exile", "counter_instead/library", "counter_instead/hand":
		// a self-replacement effect on the countered card's move (614.15)
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("counter_instead", p.kv("what", s, "to", strings.TrimPrefix(ph.Kind, "counter_instead/")))}, nil
	case "redirect_next_self":
		// "The next 1 damage that would be dealt to this creature this turn
		// is dealt to target creature you control instead." (614.9)
		s, err := subj(1)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("redirect_damage", p.kv("from", "this", "to", s, "amount", num(0)))}, nil
	case "prevent_next_self":
		// "Prevent the next 1 damage that would be dealt to this creature
		// this turn." (615.7)
		return []*yaml.Node{p.kv("prevent_damage", p.kv("to", "this", "amount", num(0)))}, nil
	case "protection_chosen_group":
		// "Choose a color. Creatures you control gain protection from the
		// chosen color until end of turn." (608.2d, 702.16a)
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("protection_from_chosen_color", p.kv("of", s, "until", "end_of_turn"))}, nil
	}
	if strings.HasPrefix(ph.Kind, "prevent_this_turn/") {
		return b.preventThisTurn(ph)
	}
	switch ph.Kind {
	case "untap_gain_control_eot":
		s, err := subj(0)
		if err != nil {
			return nil, err
		}
		return []*yaml.Node{p.kv("untap", s), p.kv("gain_control", p.kv("of", p.str(s.Value), "until", "end_of_turn"))}, nil
	}
	if amountKinds[ph.Kind] {
		return b.amountEffect(ph)
	}
	return nil, &Problem{Why: fmt.Sprintf("no card-language effect for %q", ph.Kind)}
}

// formEffects writes what a permanent becomes as modifications: types and
// subtypes added (layer 4), colors (5), keywords (6), base power and
// toughness (7b).
func formEffects(f grammar.Form, offset int, p at) (*yaml.Node, error) {
	strs := func(ws []string) *yaml.Node {
		items := make([]*yaml.Node, len(ws))
		for i, w := range ws {
			items[i] = p.str(w)
		}
		return p.list(items...)
	}
	mods := []*yaml.Node{p.kv("add_types", strs(f.Types))}
	if len(f.Subtypes) > 0 {
		mods = append(mods, p.kv("add_subtypes", strs(f.Subtypes)))
	}
	if f.AllCreatureTypes {
		mods = append(mods, p.kv("all_creature_types", p.yes()))
	}
	if len(f.Colors) > 0 {
		mods = append(mods, p.kv("colors", strs(f.Colors)))
	}
	if len(f.Keywords) > 0 {
		mods = append(mods, p.kv("add_keywords", strs(f.Keywords)))
	}
	for _, q := range f.Abilities {
		a, err := grantedAbility(q, offset+strings.Index(f.Text, `"`), p)
		if err != nil {
			return nil, err
		}
		mods = append(mods, p.kv("add_abilities", p.list(a)))
	}
	switch {
	case f.ManaValuePT:
		mods = append(mods, p.kv("base_pt", "mana_value"))
	case !f.NoPT:
		mods = append(mods, p.kv("base_pt", p.kv("power", f.Power, "toughness", f.Toughness)))
	}
	return p.list(mods...), nil
}

// subject writes whom an effect acts on, adding a target when it is one.
func (b *bodyWriter) subject(o grammar.Obj, offset int) (*yaml.Node, error) {
	p := b.p
	o = b.eventPlayerPhrase(o)
	switch o.Kind {
	case grammar.ObjTarget:
		// The target's node points at its object phrase, where the card
		// language's filter may find a word it doesn't know.
		where := offset
		if i := strings.LastIndex(strings.ToLower(o.Text), strings.ToLower(strings.TrimPrefix(o.Phrase, "another "))); o.Phrase != "" && i >= 0 {
			where += i
		}
		spec := targetSpec(o, at{p.line, b.cols(where)})
		first := b.specs + 1
		b.specs += max(o.Count, 1)
		if o.Count > 1 || o.UpTo {
			// one "target" word naming several, or "up to" (115.3, 601.2c)
			spec = p.kv("target", spec)
			if o.Count > 1 {
				spec.Content = append(spec.Content, p.str("count"), p.num(o.Count))
			}
			switch {
			case o.Divided:
				spec.Content = append(spec.Content, p.str("min"), p.num(1)) // 601.2d
			case o.UpTo:
				spec.Content = append(spec.Content, p.str("up_to"), p.yes())
			}
		}
		b.targets = append(b.targets, spec)
		b.last = o
		if o.Count > 1 {
			return p.str(targetsRef(first, b.specs)), nil
		}
		return p.str(targetRef(b.specs)), nil
	case grammar.ObjIt:
		if b.returned {
			return nil, &Problem{Offset: offset, Why: fmt.Sprintf("%q after the object was exiled and returned: a new object (400.7)", o.Text)}
		}
		if b.thatCreature != "" && o.Text == "that creature" {
			return p.str(b.thatCreature), nil
		}
		if b.copiedToken && o.Text == "it" {
			return p.str("created"), nil
		}
		if len(b.targets) == 0 && b.itIsSelf && o.Text == "it" && (b.named == "" || b.named == "this") {
			return p.str("this"), nil
		}
		if len(b.targets) == 0 && b.named == "this" {
			return p.str("this"), nil
		}
		if len(b.targets) == 0 && b.itIsNewObject && b.named == "" && o.Text == "it" {
			return p.str("new object"), nil
		}
		if len(b.targets) == 0 && b.itIsTriggerObject && b.named == "" {
			return p.str("that object"), nil
		}
		if len(b.targets) == 0 || shorthands[b.last.Types[0]] {
			return nil, &Problem{Offset: offset, Why: fmt.Sprintf("%q names no earlier target creature or permanent", o.Text)}
		}
		if b.last.Count > 1 {
			return nil, &Problem{Offset: offset, Why: fmt.Sprintf("%q after several targets", o.Text)}
		}
		return p.str(targetRef(b.specs)), nil
	case grammar.ObjSelf:
		b.named = "this"
		return p.str("this"), nil
	case grammar.ObjAttached:
		b.named = o.Types[0] // "tap enchanted creature. It ...": "it" is no longer this
		return p.str(o.Types[0]), nil
	case grammar.ObjController:
		if o.Types[0] == "that creature" {
			return b.controllerOfThatCreature(offset)
		}
		if o.Types[0] == "that spell" {
			return b.controllerOfTargetSpell(offset)
		}
		return p.str("controller of enchanted"), nil
	case grammar.ObjEach:
		return p.str(o.Types[0]), nil
	case grammar.ObjYou:
		return p.str("you"), nil
	case grammar.ObjGroup:
		if n := b.thoseCreated(o); n != nil {
			return n, nil
		}
		// A group subject starts with "each" or "all", or with a plural
		// word ("creatures you control"); "Attacking creatures" is "all
		// Attacking creatures". The capital of the sentence's first word is
		// kept: it may be a subtype's ("Warrior creatures you control").
		first, rest, _ := strings.Cut(o.Phrase, " ")
		switch l := strings.ToLower(first); {
		case l == "each" || l == "all":
			return p.str(l + " " + rest), nil
		case strings.HasSuffix(first, "s"):
			return p.str(o.Phrase), nil
		}
		return p.str("all " + o.Phrase), nil
	case grammar.ObjThatPlayer:
		if o.Text == "defending player" {
			return defendingPlayer(b, offset)
		}
		if b.inClash && o.Text == "that player" {
			return b.clashThatPlayer(offset)
		}
		if !b.thatPlayer {
			return nil, &Problem{Offset: offset, Why: "\"that player\" names no player this ability's trigger names"}
		}
		return p.str("that player"), nil
	}
	return nil, &Problem{Offset: offset, Why: fmt.Sprintf("no card-language subject for %q", o.Text)}
}

// amountEvents are the triggers whose event has an amount: the damage
// dealt, the life gained.
var amountEvents = map[string]bool{"is_dealt_damage": true, "deals_combat_damage_to_player": true,
	"gain_life/you": true, "gain_life/opponent": true}

// playerVerbs are the card language's effect words of the "{player}
// draws/mills/discards {cards}" phrases.
var playerVerbs = map[string]string{"player_draws": "draw", "player_mills": "mill", "player_discards": "discard"}

// selfEvents are the triggers on an event of the object itself while it is
// on the battlefield, after which "it" is that object.
var selfEvents = map[string]bool{"enters": true, "attacks": true, "blocks": true, "becomes_blocked": true, "is_dealt_damage": true,
	"becomes_tapped": true, "becomes_untapped": true, "enters_or_attacks": true, "deals_combat_damage_to_player": true,
	"becomes_target/any": true, "becomes_target/opponent": true, "attacks_alone": true,
	"blocks_or_becomes_blocked": true, "cycled": true}

// targetsRef names the targets first to last of one "target" word.
func targetsRef(first, last int) string { return fmt.Sprintf("targets %d-%d", first, last) }

func targetRef(n int) string {
	if n == 1 {
		return "target"
	}
	return fmt.Sprintf("target %d", n)
}

// shorthands are the targets of the card language that are not object
// phrases. A spell is an object phrase ("noncreature spell"): written as
// one, none of its words is lost.
var shorthands = map[string]bool{"any": true, "player": true, "opponent": true, "player or planeswalker": true,
	"opponent or planeswalker": true}

// targetSpec writes a target: a shorthand, an object phrase for the card
// language's filter, or a map of two card types ("artifact or
// enchantment").
func targetSpec(o grammar.Obj, p at) *yaml.Node {
	if len(o.Types) == 1 && shorthands[o.Types[0]] {
		return p.str(o.Types[0])
	}
	if o.Phrase != "" {
		return p.str(o.Phrase)
	}
	types := make([]*yaml.Node, len(o.Types))
	for i, t := range o.Types {
		types[i] = p.str(t)
	}
	n := p.kv("types", p.list(types...))
	if o.Control != "" {
		n.Content = append(n.Content, p.str("control"), p.str(o.Control))
	}
	return n
}

// tokenCard writes a token as the card map of create_tokens. A token's
// name is its subtypes and its colors are those the effect gives (111.4),
// written as its color indicator; "colorless" gives none.
func tokenCard(t grammar.Token, offset int, p at) (*yaml.Node, error) {
	if t.Predefined {
		return predefinedToken(t.Subtypes[0], offset, p)
	}
	typeLine := capitalizeWords(strings.Join(t.Types, " ")) + " — " + strings.Join(t.Subtypes, " ")
	n := p.kv("name", strings.Join(t.Subtypes, " "))
	if !slices.Equal(t.Colors, []string{"colorless"}) {
		if slices.Contains(t.Colors, "colorless") {
			return nil, &Problem{Offset: offset, Why: "a token both colorless and colored (105.2c)"}
		}
		colors := make([]*yaml.Node, len(t.Colors))
		for i, c := range t.Colors {
			colors[i] = p.str(c)
		}
		n.Content = append(n.Content, p.str("color_indicator"), p.list(colors...))
	}
	n.Content = append(n.Content, p.str("type_line"), p.str(typeLine),
		p.str("power"), p.str(strconv.Itoa(t.Power)), p.str("toughness"), p.str(strconv.Itoa(t.Toughness)))
	if len(t.Keywords) > 0 {
		text := capitalizeWords(strings.Join(t.Keywords, ", "))[:1] + strings.Join(t.Keywords, ", ")[1:]
		kws := make([]*yaml.Node, len(t.Keywords))
		for i, k := range t.Keywords {
			kws[i] = p.str(k)
		}
		n.Content = append(n.Content, p.str("oracle_text"), p.str(text),
			p.str("abilities"), p.list(p.kv("oracle", text, "keyword", p.list(kws...))))
	}
	return n, nil
}

// capitalizeWords capitalizes each word: "artifact creature" is "Artifact
// Creature".
func capitalizeWords(s string) string {
	ws := strings.Fields(s)
	for i, w := range ws {
		ws[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(ws, " ")
}

// predefinedToken writes a token the rules define (111.10): a colorless
// artifact named for its subtype, whose rules text is compiled like any
// line of Oracle text.
func predefinedToken(name string, offset int, p at) (*yaml.Node, error) {
	text := grammar.PredefinedTokens[name]
	a, bad := grammar.Parse(strings.Replace(text, "this artifact", "~", 1), false)
	if bad != nil {
		return nil, &Problem{Offset: offset, Why: fmt.Sprintf("the %s token's ability %q: cannot read %q", name, text, bad.Phrase)}
	}
	key, ability, err := Ability(a, p.line, func(int) int { return p.col })
	if err != nil {
		return nil, &Problem{Offset: offset, Why: fmt.Sprintf("the %s token's ability %q: %v", name, text, err)}
	}
	return p.kv("name", name, "type_line", "Artifact — "+name, "oracle_text", text,
		"abilities", p.list(p.kv("oracle", text, key, ability))), nil
}
