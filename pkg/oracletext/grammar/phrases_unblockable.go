package grammar

// "Target creature gets +1/+0 until end of turn and can't be blocked this
// turn", "... gains lifelink until end of turn and can't be blocked this
// turn": the pump or keyword effect (611.2c) and the blocking restriction
// (509.1b) on the same objects, both ending with the turn (514.2). The
// kind after the slash is the effect read without the restriction. The
// objects are fixed ones (targets, this creature): for a group ("creatures
// you control gain hexproof until end of turn and can't be blocked this
// turn") the restriction, which changes no characteristic, would apply to
// creatures that came under your control later (611.2c), so it is not read.
func init() {
	effects = append(effects,
		tmpl("unblockable_too/pump", "{permanent} gets {pt} until end of turn and can't be blocked this turn"),
		tmpl("unblockable_too/gain_keyword", "{permanent} gains {keywords} until end of turn and can't be blocked this turn"),
		tmpl("unblockable_too/pump_keyword", "{permanent} gets {pt} and gains {keywords} until end of turn and can't be blocked this turn"),
		tmpl("unblockable_too/pump", "{permanent} each get {pt} until end of turn and can't be blocked this turn"),
	)
}
