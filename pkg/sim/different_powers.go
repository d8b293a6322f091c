package sim

// DifferentPowers is coven's "you control three or more creatures with
// different powers" (207.2c): among the creatures you control there are at
// least N different power values, so N of them can be picked whose powers
// all differ.
type DifferentPowers struct{ N int }

func (c DifferentPowers) holds(ctx filterContext) bool {
	seen := map[int]bool{}
	for _, id := range ctx.g.battlefield {
		if ch := ctx.chars(id); ch.HasType("creature") && ch.HasPT && ch.Controller == ctx.you {
			seen[ch.Power] = true
		}
	}
	return len(seen) >= c.N
}

func (DifferentPowers) reads() charBits { return readsTypes | readsPT | readsController }
