package grammar

// "Adapt 2" (701.46a): a keyword action with a number, of the ability's
// own permanent.
func init() {
	effects = append(effects, tmpl("adapt", "adapt {n}"))
}
