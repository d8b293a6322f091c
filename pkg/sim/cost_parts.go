package sim

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// The cost parts that name objects by kind (602.1, 601.2h): a kind is a
// card type ("creature"), "permanent", "card" (in a graveyard) or a
// subtype as printed ("Goblin"), several joined by "or" for any of them
// ("artifact or creature").
var (
	sacrificeKindsCost = regexp.MustCompile(`^Sacrifice (an?|another|two|three) ([\w ]+)$`)
	exileGraveyardCost = regexp.MustCompile(`^Exile (an?|two|three|four|five) ([\w ]*?)\s?cards? from your graveyard$`)
	discardRandomCost  = regexp.MustCompile(`^Discard a card at random$`)
	returnToHandCost   = regexp.MustCompile(`^Return (an?|two|three) ([\w ]+) you control to (?:its|their) owner's hand$`)
	tapUntappedCost    = regexp.MustCompile(`^Tap (an|two|three) untapped ([\w ]+) you control$`)
	exileFromHandCost  = regexp.MustCompile(`^Exile (an?|two) (?:(white|blue|black|red|green) )?cards? from your hand$`)
	removeCountersCost = regexp.MustCompile(`^Remove (two|three|four|five) (\S+) counters from (?:~|this \w+)$`)
	discardKindCost    = regexp.MustCompile(`^Discard an? (\w+) card$`)
	revealThisCost     = regexp.MustCompile(`^Reveal (?:~|this card) from your hand$`)
	discardHandCost    = regexp.MustCompile(`^Discard your hand$`)
	removeAnyCost      = regexp.MustCompile(`^Remove a counter from (?:~|this \w+)$`)
	removeFromCost     = regexp.MustCompile(`^Remove an? (\S+) counter from a creature you control$`)
	putCounterCost     = regexp.MustCompile(`^Put an? (\S+) counter on (?:~|this \w+)$`)
	returnThisCost     = regexp.MustCompile(`^Return (?:~|this \w+) to its owner's hand$`)
	exileThisCost      = regexp.MustCompile(`^Exile (?:~|this (?:artifact|creature|enchantment|land|permanent))$`)
)

var costCounts = map[string]int{"a": 1, "an": 1, "another": 1, "two": 2, "three": 3, "four": 4, "five": 5}

// discardKinds are the kinds of card "Discard a KIND card" reads.
var discardKinds = []string{"creature", "land", "artifact", "enchantment", "instant", "sorcery", "white", "blue", "black", "red", "green"}

// costKindWords are the lower-case words a kind may be, singular and
// plural.
var costKindWords = map[string]string{"creature": "creature", "creatures": "creature", "artifact": "artifact",
	"artifacts": "artifact", "land": "land", "lands": "land", "enchantment": "enchantment", "enchantments": "enchantment",
	"planeswalker": "planeswalker", "planeswalkers": "planeswalker", "permanent": "permanent", "permanents": "permanent"}

// costKind reads "artifact or creature" (plural when n > 1), "Goblin": the
// kind in the singular, or "" when a word is not understood. A subtype is
// read only in the singular.
func costKind(s string, n int) string {
	var out []string
	for _, w := range strings.Split(strings.ReplaceAll(s, " and/or ", " or "), " or ") { // "artifacts and/or creatures": either
		switch {
		case strings.Contains(w, " "):
			return ""
		case costKindWords[w] != "" && (n > 1) == (costKindWords[w] != w):
			out = append(out, costKindWords[w])
		case n == 1 && w != "" && w[0] >= 'A' && w[0] <= 'Z':
			out = append(out, w)
		case n > 1 && basicLandPlural(w) != "":
			out = append(out, basicLandPlural(w))
		default:
			return ""
		}
	}
	return strings.Join(out, " or ")
}

// basicLandPlural is the basic land type of a plural such as "Mountains"
// ("Plains" is its own plural), or "".
func basicLandPlural(w string) string {
	for _, b := range basicLandMana {
		if w == b.subtype+"s" || w == "Plains" && b.subtype == "Plains" {
			return b.subtype
		}
	}
	return ""
}

// parseCostPart reads the parts above into c; it reports whether part was
// one of them. The simpler forms ("Sacrifice a creature") are read here
// too, the same way.
func parseCostPart(part string, c *Cost) bool {
	switch {
	case exileThisCost.MatchString(part):
		c.ExileSelf = true
		return true
	case discardRandomCost.MatchString(part):
		c.DiscardRandom = true
		return true
	case returnThisCost.MatchString(part):
		c.ReturnSelf = true
		return true
	case discardHandCost.MatchString(part):
		c.DiscardHand = true
		return true
	case revealThisCost.MatchString(part):
		c.RevealSelf = true
		return true
	case removeAnyCost.MatchString(part):
		c.RemoveAnyCounter = true
		return true
	}
	if m := putCounterCost.FindStringSubmatch(part); m != nil {
		c.PutCounter = m[1]
		return true
	}
	if m := removeFromCost.FindStringSubmatch(part); m != nil {
		c.RemoveFromCreature = m[1]
		return true
	}
	if m := removeCountersCost.FindStringSubmatch(part); m != nil {
		c.RemoveCounters, c.RemoveCount = m[2], costCounts[m[1]]
		return true
	}
	if m := discardKindCost.FindStringSubmatch(part); m != nil && slices.Contains(discardKinds, m[1]) {
		c.DiscardKind = m[1]
		return true
	}
	if m := sacrificeKindsCost.FindStringSubmatch(part); m != nil {
		n := costCounts[m[1]]
		if k := costKind(m[2], n); k != "" {
			c.Sacrifice, c.SacrificeCount, c.SacrificeAnother = k, n, m[1] == "another"
			return true
		}
	}
	if m := exileGraveyardCost.FindStringSubmatch(part); m != nil {
		n := costCounts[m[1]]
		k := "card"
		if m[2] != "" {
			k = costKind(m[2], 1)
		}
		if k != "" {
			c.ExileFromGraveyard, c.ExileCount = k, n
			return true
		}
	}
	if m := exileFromHandCost.FindStringSubmatch(part); m != nil {
		c.ExileFromHand, c.ExileHandCount = "card", costCounts[m[1]]
		if m[2] != "" {
			c.ExileFromHand = m[2]
		}
		return true
	}
	if m := returnToHandCost.FindStringSubmatch(part); m != nil {
		n := costCounts[m[1]]
		if k := costKind(m[2], n); k != "" && (n == 1) == strings.HasSuffix(part, "its owner's hand") {
			c.ReturnToHand, c.ReturnCount = k, n
			return true
		}
	}
	if m := tapUntappedCost.FindStringSubmatch(part); m != nil {
		n := costCounts[m[1]]
		if k := costKind(m[2], n); k != "" {
			c.TapUntapped, c.TapCount = k, n
			return true
		}
	}
	return false
}

// moreParts renders the parts above, for Cost.String (the sacrifice is
// rendered there).
func (c Cost) moreParts() []string {
	var parts []string
	if c.ExileFromGraveyard != "" {
		parts = append(parts, fmt.Sprintf("Exile %d %s card(s) from your graveyard", c.ExileCount, c.ExileFromGraveyard))
	}
	if c.DiscardRandom {
		parts = append(parts, "Discard a card at random")
	}
	if c.ExileFromHand != "" {
		parts = append(parts, fmt.Sprintf("Exile %d %s card(s) from your hand", c.ExileHandCount, c.ExileFromHand))
	}
	if c.ReturnToHand != "" {
		parts = append(parts, fmt.Sprintf("Return %d %s you control to its owner's hand", c.ReturnCount, c.ReturnToHand))
	}
	if c.TapUntapped != "" {
		parts = append(parts, fmt.Sprintf("Tap %d untapped %s you control", c.TapCount, c.TapUntapped))
	}
	if c.ExileSelf {
		parts = append(parts, "Exile this permanent")
	}
	if c.ReturnSelf {
		parts = append(parts, "Return this permanent to its owner's hand")
	}
	if c.RemoveCounters != "" {
		parts = append(parts, fmt.Sprintf("Remove %d %s counters from this permanent", c.RemoveCount, c.RemoveCounters))
	}
	if c.DiscardKind != "" {
		parts = append(parts, "Discard a "+c.DiscardKind+" card")
	}
	if c.DiscardHand {
		parts = append(parts, "Discard your hand")
	}
	if c.RevealSelf {
		parts = append(parts, "Reveal this card from your hand")
	}
	if c.RemoveAnyCounter {
		parts = append(parts, "Remove a counter from this permanent")
	}
	if c.RemoveFromCreature != "" {
		parts = append(parts, "Remove a "+c.RemoveFromCreature+" counter from a creature you control")
	}
	if c.PutCounter != "" {
		parts = append(parts, "Put a "+c.PutCounter+" counter on this permanent")
	}
	return parts
}

// isKind reports whether the object is of kind: any of its words, each a
// card type, "permanent", "card" or a subtype.
func (g *Game) isKind(id ObjectID, kind string) bool {
	c := g.Chars(id)
	for _, k := range strings.Split(kind, " or ") {
		switch {
		case k == "card", k == "permanent" && g.object(id).Zone == Battlefield:
			return true
		case c.HasType(k), c.HasSubtype(k):
			return true
		}
		if color, ok := ParseColor(k); ok && c.Colors&ColorSet(color) != 0 {
			return true
		}
	}
	return false
}

// graveyardCandidates are the cards of kind in p's graveyard.
func (g *Game) graveyardCandidates(p PlayerID, kind string) []ObjectID {
	var out []ObjectID
	for _, id := range g.players[p].graveyard {
		if g.isKind(id, kind) {
			out = append(out, id)
		}
	}
	return out
}

// handOfKind are the cards of kind in p's hand other than o (a spell being
// cast can't pay for itself).
func (g *Game) handOfKind(p PlayerID, o *Object, kind string) []ObjectID {
	var out []ObjectID
	for _, id := range g.players[p].hand {
		if id != o.ID && g.isKind(id, kind) {
			out = append(out, id)
		}
	}
	return out
}

// untappedOfKind are the untapped permanents of kind p controls that may
// pay the cost c of o's ability: not o itself when {T} taps it too.
func (g *Game) untappedOfKind(p PlayerID, o *Object, c Cost) []ObjectID {
	var out []ObjectID
	for _, id := range g.permanentsOfType(p, c.TapUntapped) {
		if !g.object(id).Tapped && !(c.Tap && id == o.ID) {
			out = append(out, id)
		}
	}
	return out
}

// moreCostReasons checks that the parts above can be paid (601.2h, 602.2b).
func (g *Game) moreCostReasons(p PlayerID, o *Object, c Cost) []Reason {
	var reasons []Reason
	name := g.players[p].Name
	if c.ExileFromGraveyard != "" {
		cands := g.graveyardCandidates(p, c.ExileFromGraveyard)
		if len(cands) < c.ExileCount {
			reasons = append(reasons, reason([]Rule{RulePayCost}, "%s has fewer than %d %s card(s) in their graveyard to exile", name, c.ExileCount, c.ExileFromGraveyard))
		}
	}
	if c.ExileFromHand != "" && len(g.handOfKind(p, o, c.ExileFromHand)) < c.ExileHandCount {
		reasons = append(reasons, reason([]Rule{RulePayCost}, "%s has fewer than %d other %s card(s) in hand to exile", name, c.ExileHandCount, c.ExileFromHand))
	}
	if c.DiscardRandom {
		others := len(g.players[p].hand)
		if o.Zone == Hand {
			others-- // a spell being cast is not there to discard
		}
		if others < 1 {
			reasons = append(reasons, reason([]Rule{RuleDiscard, RulePayCost}, "%s has no other card in hand to discard", name))
		}
	}
	if c.ReturnToHand != "" && len(g.permanentsOfType(p, c.ReturnToHand)) < c.ReturnCount {
		reasons = append(reasons, reason([]Rule{RulePayCost}, "%s controls fewer than %d %s to return", name, c.ReturnCount, c.ReturnToHand))
	}
	if c.TapUntapped != "" && len(g.untappedOfKind(p, o, c)) < c.TapCount {
		reasons = append(reasons, reason([]Rule{RulePayCost}, "%s controls fewer than %d untapped %s", name, c.TapCount, c.TapUntapped))
	}
	if (c.ExileSelf || c.ReturnSelf || c.PutCounter != "") && o.Zone != Battlefield {
		reasons = append(reasons, reason([]Rule{RulePayCost}, "%s is not on the battlefield", o.Card.Name))
	}
	if c.RemoveCounters != "" && o.Counters[c.RemoveCounters] < c.RemoveCount {
		reasons = append(reasons, reason([]Rule{RulePayCost}, "%s has fewer than %d %s counters to remove", o.Card.Name, c.RemoveCount, c.RemoveCounters))
	}
	if c.RemoveAnyCounter && len(counterKinds(o)) == 0 {
		reasons = append(reasons, reason([]Rule{RulePayCost}, "%s has no counter to remove", o.Card.Name))
	}
	if c.RemoveFromCreature != "" && len(g.creaturesWithCounter(p, c.RemoveFromCreature)) == 0 {
		reasons = append(reasons, reason([]Rule{RulePayCost}, "%s controls no creature with a %s counter", name, c.RemoveFromCreature))
	}
	if c.DiscardKind != "" && len(g.handOfKind(p, o, c.DiscardKind)) == 0 {
		reasons = append(reasons, reason([]Rule{RuleDiscard, RulePayCost}, "%s has no %s card in hand to discard", name, c.DiscardKind))
	}
	return reasons
}

// payMoreCosts pays them: p chooses which objects, one at a time; the
// random discard uses the game's seed (701.9b).
func (g *Game) payMoreCosts(p PlayerID, o *Object, c Cost) error {
	graveyard := func() []ObjectID { return g.graveyardCandidates(p, c.ExileFromGraveyard) }
	if err := g.payByMoving(p, c.ExileCount, graveyard, func() string {
		return fmt.Sprintf("a %s card to exile from the graveyard to pay for %s", c.ExileFromGraveyard, o.Card.Name)
	},
		Exile, "exile", "%s exiles %s from their graveyard", RulePayCost); err != nil {
		return err
	}
	hand := func() []ObjectID { return g.handOfKind(p, o, c.ExileFromHand) }
	if err := g.payByMoving(p, c.ExileHandCount, hand, func() string {
		return fmt.Sprintf("a %s card to exile from the hand to pay for %s", c.ExileFromHand, o.Card.Name)
	},
		Exile, "exile", "%s exiles %s from their hand", RulePayCost); err != nil {
		return err
	}
	if c.DiscardRandom {
		g.discardAtRandom(p, 1)
	}
	permanents := func() []ObjectID { return g.permanentsOfType(p, c.ReturnToHand) }
	if err := g.payByMoving(p, c.ReturnCount, permanents, func() string {
		return fmt.Sprintf("a %s to return to its owner's hand to pay for %s", c.ReturnToHand, o.Card.Name)
	},
		Hand, "return", "%s returns %s to its owner's hand", RulePayCost); err != nil {
		return err
	}
	for range c.TapCount {
		cands := g.untappedOfKind(p, o, c)
		i, err := g.chooseObject(p, cands, fmt.Sprintf("an untapped %s to tap to pay for %s", c.TapUntapped, o.Card.Name), RulePayCost)
		if err != nil {
			return err
		}
		g.tap(cands[i], RulePayCost)
	}
	if c.ExileSelf {
		g.move(o.ID, Exile, NoPlayer)
		g.logf("exile", RulePayCost, "%s exiles %s", g.players[p].Name, o.Card.Name)
	}
	if c.RevealSelf {
		g.logf("reveal", RulePayCost, "%s reveals %s from their hand", g.players[p].Name, o.Card.Name)
	}
	if c.ReturnSelf {
		g.logf("return", RulePayCost, "%s returns %s to its owner's hand", g.players[p].Name, o.Card.Name)
		g.move(o.ID, Hand, NoPlayer)
	}
	if c.RemoveCounters != "" {
		g.addCounters(o, c.RemoveCounters, -c.RemoveCount)
		g.invalidate()
		g.logf("pay", RulePayCost, "%d %s counters are removed from %s", c.RemoveCount, c.RemoveCounters, o.Card.Name)
	}
	if c.DiscardHand { // the whole hand at once: no choice to make (701.9a)
		for _, id := range slices.Clone(g.players[p].hand) {
			g.move(id, Graveyard, NoPlayer)
			g.logf("discard", RuleDiscard, "%s discards %s", g.players[p].Name, g.name(id))
			g.noteDiscarded(p, id)
		}
	}
	if c.RemoveAnyCounter {
		kinds := counterKinds(o)
		i, err := g.decide(Decision{Player: p, Question: "the kind of counter to remove from " + o.Card.Name, Options: kinds, Rule: RulePayCost})
		if err != nil {
			return err
		}
		g.addCounters(o, kinds[i], -1)
		g.invalidate()
		g.logf("pay", RulePayCost, "a %s counter is removed from %s", kinds[i], o.Card.Name)
	}
	if c.RemoveFromCreature != "" {
		cands := g.creaturesWithCounter(p, c.RemoveFromCreature)
		i, err := g.chooseObject(p, cands, fmt.Sprintf("a creature to remove a %s counter from to pay for %s", c.RemoveFromCreature, o.Card.Name), RulePayCost)
		if err != nil {
			return err
		}
		g.addCounters(g.object(cands[i]), c.RemoveFromCreature, -1)
		g.invalidate()
		g.logf("pay", RulePayCost, "a %s counter is removed from %s", c.RemoveFromCreature, g.name(cands[i]))
	}
	if c.PutCounter != "" {
		if err := g.payPutCounter(p, o, c.PutCounter); err != nil {
			return err
		}
	}
	if c.DiscardKind != "" {
		cards := func() []ObjectID { return g.handOfKind(p, o, c.DiscardKind) }
		return g.payByMoving(p, 1, cards, func() string { return fmt.Sprintf("a %s card to discard to pay for %s", c.DiscardKind, o.Card.Name) },
			Graveyard, "discard", "%s discards %s", RuleDiscard)
	}
	return nil
}

// payByMoving has p choose n times one of the objects cands lists and moves
// it to zone to pay a cost (601.2h), logging logText (player, object);
// question is asked only when there is something to choose.
func (g *Game) payByMoving(p PlayerID, n int, cands func() []ObjectID, question func() string, to Zone, logKind, logText string, rule Rule) error {
	for range n {
		list := cands()
		i, err := g.chooseObject(p, list, question(), rule)
		if err != nil {
			return err
		}
		g.move(list[i], to, NoPlayer)
		g.logf(logKind, rule, logText, g.players[p].Name, g.name(list[i]))
		if logKind == "discard" {
			g.noteDiscarded(p, list[i])
		}
	}
	return nil
}

// counterKinds lists the kinds of counter on o, in order.
func counterKinds(o *Object) []string {
	var out []string
	for k, n := range o.Counters {
		if n > 0 {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

// creaturesWithCounter are the creatures p controls with a counter of kind.
func (g *Game) creaturesWithCounter(p PlayerID, kind string) []ObjectID {
	var out []ObjectID
	for _, id := range g.permanentsOfType(p, "creature") {
		if g.object(id).Counters[kind] > 0 {
			out = append(out, id)
		}
	}
	return out
}
