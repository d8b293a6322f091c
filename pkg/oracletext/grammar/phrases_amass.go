package grammar

// "Amass Orcs 2", "amass Zombies 1" (701.47a): the subtype in the plural,
// then a number. "Amass Orcs X" is not read.
func init() {
	effects = append(effects,
		tmpl("amass/Orc", "amass Orcs {n}"),
		tmpl("amass/Zombie", "amass Zombies {n}"),
	)
}
