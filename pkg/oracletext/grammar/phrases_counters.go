package grammar

// Proliferate (701.34a), once or twice ("proliferate, then proliferate
// again", "proliferate twice").
func init() {
	effects = append(effects,
		tmpl("proliferate", "proliferate"),
		tmpl("proliferate_twice", "proliferate, then proliferate again"),
		tmpl("proliferate_twice", "proliferate twice"),
	)
}

// Exert (701.43d): "You may exert ~ as it attacks. When you do, ..." is
// read as a trigger, the choice to exert, and the linked ability's effects
// (607.2h).
func init() {
	triggers = append(triggers, tmpl("exert_as_it_attacks", "You may exert ~ as it attacks. When you do"))
}

// "For as long as you control ~" (611.2b): the duration of a continuous
// effect that ends when the ability's controller no longer controls its
// source. Each template is an effect read elsewhere with "until end of
// turn", here with this duration instead.
func init() {
	effects = append(effects,
		tmpl("as_long/gain_control", "gain control of {permanent} for as long as you control ~"),
		tmpl("as_long/gain_keyword", "{permanent} gains {keywords} for as long as you control ~"),
		tmpl("as_long/pump", "{permanent} gets {pt} for as long as you control ~"),
		tmpl("as_long/cant_this_turn/attack,block", "{permanent} can't attack or block for as long as you control ~"),
		tmpl("as_long/cant_this_turn/attack", "{permanent} can't attack for as long as you control ~"),
		tmpl("as_long/cant_this_turn/block", "{permanent} can't block for as long as you control ~"),
		tmpl("as_long/gain_quoted", "{permanent} gains {gained} for as long as you control ~"),
	)
}
