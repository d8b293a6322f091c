package grammar

// effects are the templates of one-sentence effects, lower case first.
var effects = []*template{
	tmpl("draw", "draw {cards}"),
	tmpl("draw", "you draw {cards}"),
	tmpl("player_draws", "{player} draws {cards}"),
	tmpl("damage", "~ deals {amount} damage to {recipient}"),
	tmpl("damage2", "~ deals {amount} damage to {recipient} and {recipient}"),
	tmpl("damage_it", "it deals {amount} damage to {recipient}"),
	tmpl("destroy", "destroy {permanent}"),
	tmpl("exile", "exile {permanent}"),
	tmpl("return_to_hand", "return {permanent} to its owner's hand"),
	tmpl("tap", "tap {permanent}"),
	tmpl("untap", "untap {permanent}"),
	tmpl("pump", "{permanent} gets {pt} until end of turn"),
	tmpl("gain_keyword", "{permanent} gains {keyword} until end of turn"),
	tmpl("pump_keyword", "{permanent} gets {pt} and gains {keyword} until end of turn"),
	tmpl("group_pump", "{many} get {pt} until end of turn"),
	tmpl("group_pump", "{each} gets {pt} until end of turn"),
	tmpl("group_gain", "{many} gain {keywords} until end of turn"),
	tmpl("group_gain", "{each} gains {keywords} until end of turn"),
	tmpl("group_pump_gain", "{many} get {pt} and gain {keywords} until end of turn"),
	tmpl("group_pump_gain", "{each} gets {pt} and gains {keywords} until end of turn"),
	tmpl("gain_control_eot", "gain control of {permanent} until end of turn"),
	tmpl("gain_control", "gain control of {permanent}"),
	tmpl("put_counters", "put {counters} on {permanent}"),
	tmpl("sacrifice", "sacrifice ~"),
	tmpl("add_mana", "add {mana}"),
	tmpl("create", "create {token}"),
	tmpl("create", "create {predefined}"),
	tmpl("create_per_counter", "create {token} for each +1/+1 counter on ~"),
	tmpl("gain_life", "you gain {amount} life"),
	tmpl("player_gains_life", "{player} gains {amount} life"),
	tmpl("lose_life", "you lose {amount} life"),
	tmpl("lose_life", "lose {n} life"),
	tmpl("gain_life", "gain {n} life"),
	tmpl("player_loses_life", "{player} loses {amount} life"),
	tmpl("drain", "{player} loses {n} life and you gain {n} life"),
	tmpl("untap_gain_control_eot", "untap {permanent} and gain control of it until end of turn"),
	tmpl("counter", "counter {spell}"),
	tmpl("regenerate", "regenerate {permanent}"),
	tmpl("attach_it", "attach it to {permanent}"),
	tmpl("attach", "attach ~ to {permanent}"),
	tmpl("destroy_no_regen", "destroy {permanent}. It can't be regenerated"),
	tmpl("destroy_no_regen", "destroy {permanent}. They can't be regenerated"),
	tmpl("destroy", "destroy {all}"),
	tmpl("exile", "exile {all}"),
	tmpl("tap", "tap {all}"),
	tmpl("untap", "untap {all}"),
	tmpl("destroy_no_regen", "destroy {all}. They can't be regenerated"),
	tmpl("cant_this_turn/block", "{many} can't block this turn"),
	tmpl("cant_this_turn/attack", "{many} can't attack this turn"),
	tmpl("cant_this_turn/attack,block", "{many} can't attack or block this turn"),
	tmpl("cant_this_turn/block", "{permanent} can't block this turn"),
	tmpl("cant_this_turn/attack", "{permanent} can't attack this turn"),
	tmpl("cant_this_turn/be_blocked", "{permanent} can't be blocked this turn"),
	tmpl("cant_this_turn/attack,block", "{permanent} can't attack or block this turn"),
	tmpl("scry", "scry {n}"),
	tmpl("discard", "discard {cards}"),
	tmpl("player_discards", "{player} discards {cards}"),
	tmpl("draw_then_discard", "draw {cards}, then discard {cards}"),
	tmpl("gain_life_each", "you gain 1 life for each {object}"),
	tmpl("lose_life_each", "you lose 1 life for each {object}"),
	tmpl("damage_each", "~ deals 1 damage to {recipient} for each {object}"),
	tmpl("mill", "mill {cards}"),
	tmpl("player_mills", "{player} mills {cards}"),
	tmpl("surveil", "surveil {n}"),
	tmpl("return_card_to_hand", "return {gravecard} to your hand"),
	tmpl("lose_all_abilities", "{permanent} loses all abilities until end of turn"),
	tmpl("may_pay", "you may pay {manacost}. If you do, {effect}"),
	tmpl("may", "you may {effect}"),
	tmpl("may_if_you_do", "you may {effect}. If you do, {effect}"),
}

func init() {
	holes["effect"] = effect
	holes["spell"] = targetSpell
}

// effect reads an effect as the object of "you may".
func effect(sc *scanner, i int) []cand {
	var out []cand
	for _, m := range matchAny(sc, i, effects) {
		out = append(out, cand{m.p, m.end})
	}
	return out
}

// statics are the templates of whole static abilities, lower case first.
var statics = []*template{
	tmpl("enters_tapped", "~ enters tapped"),
	tmpl("enters_with", "~ enters with {counters} on it"),
	tmpl("enters_tapped_with", "~ enters tapped with {counters} on it"),
	tmpl("land_type", "{group} is a {basic}"),
	tmpl("land_type", "{group} is an {basic}"),
	tmpl("gets", "{group} gets {pt}"),
	tmpl("gets", "{group} get {pt}"),
	tmpl("has", "{group} has {keywords}"),
	tmpl("has", "{group} have {keywords}"),
	tmpl("gets_has", "{group} gets {pt} and has {keywords}"),
	tmpl("gets_has", "{group} get {pt} and have {keywords}"),
	tmpl("control_attached", "you control enchanted creature"),
	tmpl("cant/block", "~ can't block"),
	tmpl("cant/attack", "~ can't attack"),
	tmpl("cant/be_blocked", "~ can't be blocked"),
	tmpl("cant/attack,block", "~ can't attack or block"),
	tmpl("cant/block", "{group} can't block"),
	tmpl("cant/attack", "{group} can't attack"),
	tmpl("cant/be_blocked", "{group} can't be blocked"),
	tmpl("cant/attack,block", "{group} can't attack or block"),
	tmpl("attacks_each_combat", "~ attacks each combat if able"),
	tmpl("blocks_each_combat", "~ blocks each combat if able"),
	tmpl("attacks_or_blocks_each_combat", "~ attacks or blocks each combat if able"),
}

// Trigger kinds, the prefix of a triggered ability before its comma.
var triggers = []*template{
	tmpl("enters", "When ~ enters"),
	tmpl("dies", "When ~ dies"),
	tmpl("leaves_the_battlefield", "When ~ leaves the battlefield"),
	tmpl("you_lose_control", "When you lose control of ~"),
	tmpl("is_dealt_damage", "Whenever ~ is dealt damage"),
	tmpl("attacks", "Whenever ~ attacks"),
	tmpl("blocks", "Whenever ~ blocks"),
	tmpl("becomes_blocked", "Whenever ~ becomes blocked"),
	tmpl("deals_combat_damage_to_player", "Whenever ~ deals combat damage to a player"),
	tmpl("becomes_tapped", "Whenever ~ becomes tapped"),
	tmpl("enters_or_attacks", "Whenever ~ enters or attacks"),
	tmpl("event:becomes_tapped", "Whenever {group} becomes tapped"),
	tmpl("event:deals_combat_damage_to_player", "Whenever {group} deals combat damage to a player"),
	tmpl("event:enters", "Whenever {group} enters"),
	tmpl("event:dies", "Whenever {group} dies"),
	tmpl("event:dies", "When {group} dies"),
	tmpl("event:attacks", "Whenever {group} attacks"),
	tmpl("event:enters/self", "Whenever ~ or {group} enters"),
	tmpl("event:dies/self", "Whenever ~ or {group} dies"),
	tmpl("gain_life/you", "Whenever you gain life"),
	tmpl("state/you_control_no", "When you control no {object}"),
	tmpl("gain_life/opponent", "Whenever an opponent gains life"),
	tmpl("cast/you", "Whenever you cast {object}"),
	tmpl("cast/opponent", "Whenever an opponent casts {object}"),
	tmpl("cast/any", "Whenever a player casts {object}"),
	tmpl("upkeep/your", "At the beginning of your upkeep"),
	tmpl("upkeep/each", "At the beginning of each upkeep"),
	tmpl("upkeep/each", "At the beginning of each player's upkeep"),
	tmpl("end/each", "At the beginning of the end step"),
	tmpl("end/each", "At the beginning of each player's end step"),
	tmpl("draw/your", "At the beginning of your draw step"),
	tmpl("end/your", "At the beginning of your end step"),
	tmpl("end/each", "At the beginning of each end step"),
	tmpl("beginning_of_combat/your", "At the beginning of combat on your turn"),
	tmpl("beginning_of_combat/each", "At the beginning of each combat"),
}

// sorcerySpeed ends an activated ability that is activated only as a
// sorcery.
const sorcerySpeed = " Activate only as a sorcery."
