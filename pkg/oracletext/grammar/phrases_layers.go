package grammar

// The effects that make a noncreature permanent a creature for a turn
// without "It's still a land": "This artifact becomes a 2/2 white and blue
// Bird artifact creature with flying until end of turn." Only the
// "artifact creature" forms keep the object's other card types (205.1b);
// the emitter refuses a form that would set its card types (205.1a).
func init() {
	effects = append(effects,
		tmpl("animate/until_eot", "{permanent} becomes {form} until end of turn"),
		tmpl("animate/until_eot", "until end of turn, {permanent} becomes {form}"),
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
