package grammar

// "Put a -1/-1 counter on ~" as a cost (602.2b, 118.3): the counter is put
// on the permanent itself as the ability is activated (Devoted Druid).
func init() {
	moreCostParts = append(moreCostParts, func(sc *scanner, i int) (*CostPart, int) {
		return selfCounterCost(sc, i, "Put", " counter on ~", "put_counter")
	})
}

// selfCounterCost reads "VERB a KIND counter" then rest at i, a cost part
// of kind on the permanent itself: "Remove a charge counter from ~", "Put
// a -1/-1 counter on ~".
func selfCounterCost(sc *scanner, i int, verb, rest, kind string) (*CostPart, int) {
	for _, a := range []string{verb + " a ", verb + " an "} {
		if j, ok := sc.lit(i, a); ok {
			if k, end := counterKind(sc, j); k != "" {
				if end, ok := sc.lit(end, rest); ok {
					return &CostPart{Kind: kind, Text: sc.s[i:end], Value: k}, end
				}
			}
		}
	}
	return nil, i
}
