package sim

import (
	"slices"
	"strings"
)

// Typecycling (702.29e) is a cycling ability: "[Type]cycling [cost]" means
// "[Cost], Discard this card: Search your library for a [type] card, reveal
// it, and put it into your hand. Then shuffle your library." The types read
// are "basic land" and a basic land type or creature type ("Forestcycling",
// "Wizardcycling").

// typecyclingParts splits "forestcycling {1}{G}" into the type and the cost
// text, or reports that it is no typecycling.
func typecyclingParts(s string) (typ, cost string, ok bool) {
	head, cost, found := strings.Cut(s, "cycling ")
	if !found || head == "" || typecyclingFilter(head) == nil {
		return "", "", false
	}
	return head, cost, true
}

// typecyclingFilter is what a typecycling ability searches for, or nil for
// a type it can't read.
func typecyclingFilter(typ string) *Filter {
	if typ == "basic land" {
		return &Filter{Phrase: "basic land card", Zones: []Zone{Library}, Supertypes: []string{"basic"}, Types: []string{"land"}}
	}
	if t := landwalkType(typ); t != "" {
		return &Filter{Phrase: t + " card", Zones: []Zone{Library}, Subtypes: []string{t}}
	}
	if i := slices.IndexFunc(CreatureTypes, func(c string) bool { return strings.EqualFold(c, typ) }); i >= 0 {
		return &Filter{Phrase: CreatureTypes[i] + " card", Zones: []Zone{Library}, Subtypes: []string{CreatureTypes[i]}}
	}
	return nil
}

// typecyclingAbility is the activated ability a typecycling keyword stands
// for; it is a cycling ability (702.29f), named "cycling".
func typecyclingAbility(k string) *Ability {
	typ, costText, ok := typecyclingParts(k)
	if !ok {
		return nil
	}
	cost, err := ParseManaCost(strings.ToUpper(costText))
	if err != nil {
		return nil
	}
	f := typecyclingFilter(typ)
	text := strings.ToUpper(typ[:1]) + typ[1:] + "cycling " + cost.String()
	return &Ability{Kind: ActivatedAbility, Text: text, Name: "cycling",
		Cost: Cost{Mana: cost, DiscardSelf: true}, Effects: []Effect{SearchLibrary{What: f, Count: 1, To: Hand}}}
}

// fireCycled fires "when you cycle this card" after a cycling ability's
// cost is paid: the card was discarded to pay it (702.29c, 702.29f).
func (g *Game) fireCycled(p PlayerID, id ObjectID, a *Ability) {
	if a.Name == "cycling" && a.Cost.DiscardSelf {
		g.fire(event{kind: evCycled, object: id, player: p})
	}
}
