package grammar

// hybridMarker in the allowed letters of manaSymbols lets a run of symbols
// hold hybrid and Phyrexian mana symbols too: a cost to pay, never mana to
// add (106.8 and 106.9 have no card that adds them).
const hybridMarker = "/"

// hybridSymbols are the hybrid and Phyrexian mana symbols of 107.4, as
// written inside the braces: {W/U} (107.4e), {2/W} and {C/W} (monocolored
// hybrid, 107.4e), {W/P} and {G/W/P} (107.4f).
var hybridSymbols = func() map[string]bool {
	const colors = "WUBRG"
	pairs := []string{"W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U"}
	out := map[string]bool{}
	for _, p := range pairs {
		out[p] = true
		out[p+"/P"] = true
	}
	for _, c := range colors {
		out["2/"+string(c)] = true
		out["C/"+string(c)] = true
		out[string(c)+"/P"] = true
	}
	return out
}()
