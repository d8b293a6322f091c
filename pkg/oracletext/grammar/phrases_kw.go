package grammar

// numberKeywords are the keywords the grammar reads with a number after
// them (702.45a "bushido N", 702.122a "crew N", 702.46a "soulshift N").
var numberKeywords = []string{"bushido", "crew", "soulshift", "modular", "bloodthirst", "renown", "fabricate"}

// typecyclings are the typecycling keywords the grammar reads, each with a
// mana cost after it (702.29e).
var typecyclings = []string{"basic landcycling ", "plainscycling ", "islandcycling ", "swampcycling ", "mountaincycling ",
	"forestcycling ", "wizardcycling ", "slivercycling "}

// The keyword family's triggers: "attacks alone" (506.5), the event exalted
// waits for (702.83b), and "blocks or becomes blocked", bushido's (702.45a).
func init() {
	triggers = append(triggers,
		tmpl("attacks_alone", "Whenever ~ attacks alone"),
		tmpl("event:attacks_alone", "Whenever {group} attacks alone"),
		tmpl("blocks_or_becomes_blocked", "Whenever ~ blocks or becomes blocked"),
	)
}

// "When you cycle this card" (702.29c).
func init() {
	triggers = append(triggers, tmpl("cycled", "When you cycle ~"))
}

// "Investigate" (701.16a): create a Clue token.
func init() {
	effects = append(effects, tmpl("investigate", "investigate"))
}
