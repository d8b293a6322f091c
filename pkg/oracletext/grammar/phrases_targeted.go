package grammar

// "Becomes the target" triggers (603.2, 115.1): "When ~ becomes the target
// of a spell or ability" (the same event as "Whenever", 603.2), and a group's
// "Whenever a creature you control becomes the target of a spell or ability
// (an opponent controls)"; "counter that spell or ability unless its
// controller pays {2}" (118.12a).
func init() {
	triggers = append(triggers,
		tmpl("becomes_target/any", "When ~ becomes the target of a spell or ability"),
		tmpl("becomes_target/opponent", "When ~ becomes the target of a spell or ability an opponent controls"),
		tmpl("event:becomes_target/any", "Whenever {group} becomes the target of a spell or ability"),
		tmpl("event:becomes_target/opponent", "Whenever {group} becomes the target of a spell or ability an opponent controls"),
	)
	effects = append(effects,
		tmpl("counter_triggering_unless", "counter that spell or ability unless its controller pays {manacost}"),
	)
}
