package grammar

// manaAmountList reads a choice among amounts of mana of which at least
// one is more than one symbol: "{W}{W}, {W}{U}, or {U}{U}" (the filter
// lands, whose activation cost is a hybrid symbol). One symbol each is
// manaToAdd's "{W}, {U}, or {B}".
func manaAmountList(sc *scanner, i int) []cand {
	at, n, multi := i, 0, false
	for {
		syms, end := manaSymbols(sc, at, "WUBRGC")
		if syms == "" {
			return nil
		}
		n++
		multi = multi || end-at > 3
		if n >= 3 && sc.s[at-len("or "):at] == "or " {
			if !multi {
				return nil
			}
			return []cand{{Word(sc.s[i:end]), end}}
		}
		k, ok := sc.lit(end, ", ")
		if !ok {
			return nil
		}
		if last, ok := sc.lit(k, "or "); ok && n >= 2 {
			k = last
		}
		at = k
	}
}
