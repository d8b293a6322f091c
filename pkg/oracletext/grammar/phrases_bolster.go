package grammar

// "Bolster 2" (701.39a): a keyword action with a number.
func init() {
	effects = append(effects, tmpl("bolster", "bolster {n}"))
}
