package grammar

// "Adapt 2" (701.46a), "Monstrosity 3" (701.37a): keyword actions with a
// number, of the ability's own permanent. "Monstrosity X" is not read.
func init() {
	effects = append(effects, tmpl("adapt", "adapt {n}"), tmpl("monstrosity", "monstrosity {n}"))
}
