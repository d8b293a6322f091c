package grammar

// Copying a spell (707.10): "Copy target instant or sorcery spell. You may
// choose new targets for the copy." The copy keeps the spell's targets
// unless the second sentence lets its controller change them (707.10c).
func init() {
	effects = append(effects,
		tmpl("copy_spell", "copy {spell}"),
		tmpl("copy_spell/new_targets", "copy {spell}. You may choose new targets for the copy"),
	)
}
