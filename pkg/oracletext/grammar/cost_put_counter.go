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

// "This ability costs {1} less to activate for each page counter on ~"
// (602.2b, 601.2f): the counters on the ability's source as its cost is
// determined. Like the other ability_cost templates, only the last
// sentence of an activated ability.
func init() {
	effects = append(effects,
		tmpl("ability_cost/counters_on_this", "this ability costs {manacost} less to activate for each {ckind} counter on ~"))
}
