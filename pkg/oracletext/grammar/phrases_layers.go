package grammar

// The effects that make a permanent a creature: "This artifact becomes a
// 2/2 white and blue Bird artifact creature with flying until end of
// turn.", "Target land becomes a 2/2 creature that's still a land.", for
// the turn or for as long as the object stays on the battlefield (611.2a,
// 400.7). Without "still a land" or "in addition to its other types" only
// the "artifact creature" forms keep the object's other card types
// (205.1b); the emitter refuses a form that would set them (205.1a).
func init() {
	effects = append(effects,
		tmpl("animate/until_eot", "{permanent} becomes {form} until end of turn"),
		tmpl("animate/until_eot", "until end of turn, {permanent} becomes {form}"),
		// the object keeps its types, the new ones added (205.1b)
		tmpl("animate/keep/until_eot", "until end of turn, {permanent} becomes {form} that's still a land"),
		tmpl("animate/keep/until_eot", "{permanent} becomes {form} in addition to its other types until end of turn"),
		tmpl("animate/keep/until_eot", "until end of turn, {permanent} becomes {form} in addition to its other types"),
		tmpl("animate/keep/ever", "{permanent} becomes {form} that's still a land"),
		tmpl("animate/keep/ever", "{permanent} becomes {form} in addition to its other types"),
		tmpl("animate/keep/ever", "{permanent} becomes {form}. It's still a land"),
		// a form ending with a quoted ability's period: '... with "{X}:
		// This creature gets +X/+0 until end of turn." It's still a land.'
		tmpl("animate/keep/until_eot", "until end of turn, {permanent} becomes {form} It's still a land"),
		// Dimir Keyrune: the form and a restriction (613.1d-f, 613.11)
		tmpl("animate/until_eot/unblockable", "{permanent} becomes {form} until end of turn and can't be blocked this turn"),
		// after "you may": "you may have this artifact become ..."
		tmpl("animate/until_eot", "have {permanent} become {form} until end of turn"),
		tmpl("animate/keep/until_eot", "have {permanent} become {form} until end of turn. It's still a land"),
		tmpl("animate/keep/until_eot", "have {permanent} become {form} in addition to its other types until end of turn"),
	)
}

// Keywords and quoted abilities granted together (613.1f): 'Enchanted
// creature has haste and "{T}: This creature deals 1 damage to any
// target."', 'Equipped creature has "{T}: ..." and "{T}: ..."'.
func init() {
	holes["grants"] = grants
	statics = append(statics,
		tmpl("has_grants", "{group} has {grants}"),
		tmpl("has_grants", "{group} have {grants}"),
		tmpl("gets_has_grants", "{group} gets {pt} and has {grants}"),
		tmpl("gets_has_grants", "{group} get {pt} and have {grants}"),
	)
}

// Tokens created with abilities in quotation marks (111.3): 'create a 0/1
// colorless Eldrazi Spawn creature token. It has "Sacrifice this token:
// Add {C}."', 'create a 1/1 black Rat creature token with "This token
// can't block."'.
func init() {
	holes["token_quoted"] = tokenQuoted
	holes["token_grants"] = tokenGrants
	effects = append(effects,
		tmpl("create_granted/it", "create {token}. It has {token_quoted}"),
		tmpl("create_granted/it", "create {token}. It has {token_grants}"),
		tmpl("create_granted/they", "create {token}. They have {token_quoted}"),
		tmpl("create_granted/they", "create {token}. They have {token_grants}"),
		tmpl("create_granted/with", "create {token} with {token_quoted}"),
		tmpl("create_granted/with", "create {token} with {token_grants}"),
	)
}

// Quoted abilities an object or a group gains for the turn (613.1f,
// 611.2c): 'Until end of turn, target creature gets +2/+0 and gains "When
// this creature dies, return it to the battlefield under its owner's
// control."', 'Target land gains "{T}: Add {G}{G}{G}" until end of turn.'
func init() {
	holes["gained"] = gained
	effects = append(effects,
		tmpl("gain_quoted", "{permanent} gains {gained} until end of turn"),
		tmpl("gain_quoted", "until end of turn, {permanent} gains {gained}"),
		tmpl("gain_quoted", "{permanent} gets {pt} and gains {gained} until end of turn"),
		tmpl("gain_quoted", "until end of turn, {permanent} gets {pt} and gains {gained}"),
		tmpl("gain_quoted", "{many} gain {gained} until end of turn"),
		tmpl("gain_quoted", "until end of turn, {many} gain {gained}"),
		tmpl("gain_quoted", "{many} get {pt} and gain {gained} until end of turn"),
		tmpl("gain_quoted", "until end of turn, {many} get {pt} and gain {gained}"),
		tmpl("gain_quoted", "{each} gains {gained} until end of turn"),
		tmpl("gain_quoted", "until end of turn, {each} gains {gained}"),
	)
}

// "Enchanted creature loses all abilities and is a blue Frog creature with
// base power and toughness 1/1.": its card types, creature types and
// colors set (205.1a, layers 4-7b).
func init() {
	statics = append(statics, tmpl("lose_all_is_form", "{group} loses all abilities and is {form}"))
}

// "Scry 2, then draw a card." (701.22a, 121.1): two effects in the order
// written (608.2c), the blocker of Oracle's Insight's granted ability.
func init() {
	effects = append(effects, tmpl("scry_then_draw", "scry {n}, then draw {cards}"))
}
