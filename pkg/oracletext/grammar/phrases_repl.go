package grammar

// The replacement and prevention family: "If that creature would die this
// turn, exile it instead." (614.1a).
func init() {
	effects = append(effects,
		tmpl("exile_if_dies", "if {that} would die this turn, exile it instead"),
		tmpl("put_from_hand", "you may put {object} onto the battlefield"),
		tmpl("put_from_hand/tapped", "you may put {object} onto the battlefield tapped"),
	)
	holes["that"] = thatObject
}

// thatObjs are the references back to the last target that a
// replacement sentence names: "that creature", "that creature or
// planeswalker".
var thatObjs = []Obj{
	{Kind: ObjIt, Text: "that creature or planeswalker"},
	{Kind: ObjIt, Text: "that creature"},
	{Kind: ObjIt, Text: "that permanent"},
}

// thatObject reads a reference back to the last target.
func thatObject(sc *scanner, i int) []cand { return oneOf(sc, i, thatObjs) }
