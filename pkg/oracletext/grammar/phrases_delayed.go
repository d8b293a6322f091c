package grammar

// laterObjs are the words by which a delayed triggered ability names the
// objects of the effect before it: "Sacrifice them at the beginning of the
// next end step."
var laterObjs = []Obj{
	{Kind: ObjSelf, Text: "~"},
	{Kind: ObjIt, Text: "it"},
	{Kind: ObjIt, Text: "that creature"},
	{Kind: ObjIt, Text: "that card"},
	{Kind: ObjIt, Text: "that token"},
	{Kind: ObjIt, Text: "the token"},
	{Kind: ObjThem, Text: "them"},
	{Kind: ObjThem, Text: "those tokens"},
	{Kind: ObjThem, Text: "the tokens"},
	{Kind: ObjThem, Text: "those creatures"},
}

func init() {
	holes["later"] = func(sc *scanner, i int) []cand { return oneOf(sc, i, laterObjs) }
	// Delayed triggered abilities (603.7): the kind after "delayed/" is
	// the effect that happens later.
	effects = append(effects,
		tmpl("delayed/sacrifice", "sacrifice {later} at the beginning of the next end step"),
		tmpl("delayed/exile", "exile {later} at the beginning of the next end step"),
		tmpl("delayed/destroy", "destroy {later} at the beginning of the next end step"),
		tmpl("delayed/return_to_hand", "return {later} to its owner's hand at the beginning of the next end step"),
		tmpl("delayed/return_to_hand", "return {later} to their owners' hands at the beginning of the next end step"),
		tmpl("delayed/return_to_battlefield", "return {later} to the battlefield under its owner's control at the beginning of the next end step"),
		tmpl("delayed/return_to_battlefield", "return {later} to the battlefield under their owners' control at the beginning of the next end step"),
		tmpl("delayed/draw", "draw a card at the beginning of the next turn's upkeep"),
		tmpl("delayed/draw", "you draw a card at the beginning of the next turn's upkeep"),
	)
}
