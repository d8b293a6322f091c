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
