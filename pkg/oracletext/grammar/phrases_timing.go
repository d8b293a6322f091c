package grammar

// Turn timing (fam4): "During your turn, this creature has first strike."
// and "During your turn, equipped creature gets +2/+0 and has first
// strike." are static abilities whose effect applies only while it is
// their controller's turn (611.3a): the condition is checked all the time
// by the layer system, like "as long as it's your turn".
func init() {
	statics = append(statics,
		tmpl("your_turn/gets_has", "during your turn, {group} gets {pt} and has {keywords}"),
		tmpl("your_turn/gets_has", "during your turn, {group} get {pt} and have {keywords}"),
		tmpl("your_turn_self/has", "during your turn, ~ has {keywords}"),
		tmpl("your_turn_self/gets", "during your turn, ~ gets {pt}"),
		tmpl("your_turn_self/gets_has", "during your turn, ~ gets {pt} and has {keywords}"),
	)
}

func init() {
	// coven (207.2c): always three, read as one condition; tried before
	// "you control {n} or more {object}", which can't read "with different
	// powers".
	conditions = append([]*template{tmpl("three_different_powers", "you control three or more creatures with different powers")}, conditions...)
}
