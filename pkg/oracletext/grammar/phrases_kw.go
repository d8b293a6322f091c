package grammar

// The keyword family's triggers: "attacks alone" (506.5), the event exalted
// waits for (702.83b).
func init() {
	triggers = append(triggers,
		tmpl("attacks_alone", "Whenever ~ attacks alone"),
		tmpl("event:attacks_alone", "Whenever {group} attacks alone"),
	)
}
