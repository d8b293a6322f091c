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
