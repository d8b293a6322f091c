package sim

import "errors"

// Choosing a card name (201.4): the player names a card of the Oracle card
// reference, whether or not such a card is in the game; a token's name
// that is no card's is no answer, nor both halves of a split card
// (201.4b). The engine knows no card reference: the game is given one
// (SetCardNames), and the player answers through a NameDecider.

// NameDecider is a Decider that can also answer a question whose answer is
// not one of a list: a card name. accept returns the name as the
// reference spells it, or why the answer is no legal name.
type NameDecider interface {
	DecideName(g *Game, d Decision, accept func(string) (string, string)) (string, error)
}

// SetCardNames gives the game the card reference a chosen name must come
// from: known returns a card's name as the reference spells it and the
// card (nil for the name of a face other than the one the card is kept
// as), or false for no card's name.
func (g *Game) SetCardNames(known func(string) (string, *CardDef, bool)) { g.cardNames = known }

// NameKind is what a card name must be the name of (201.4a): any card, a
// nonland card, a creature card or an artifact card.
type NameKind int

// The kinds of card name.
const (
	AnyCardName            NameKind = iota // "choose a card name"
	NonlandCardName                        // "choose a nonland card name"
	CreatureCardName                       // "choose a creature card name"
	ArtifactCardName                       // "choose an artifact card name"
	NotBasicLandName                       // "a card name other than a basic land card name"
	NonartifactNonlandName                 // "a nonartifact, nonland card name"
)

// nameKinds are the words of each kind of name and the card type it asks
// for ("" for none), negated for "nonland".
var nameKinds = map[NameKind]struct {
	words, cardType string
	not             bool
}{
	AnyCardName:      {"a card name", "", false},
	NonlandCardName:  {"a nonland card name", "land", true},
	CreatureCardName: {"a creature card name", "creature", false},
	ArtifactCardName: {"an artifact card name", "artifact", false},
	NotBasicLandName: {"a card name other than a basic land card name", "", false},
	// and not an artifact either: checked in chooseCardName
	NonartifactNonlandName: {"a nonartifact, nonland card name", "land", true},
}

// errNoCardNames: a card name is asked in a game that was given no card
// reference.
var errNoCardNames = errors.New("choosing a card name needs the Oracle card reference (201.4), which this game was not given")

// chooseCardName asks p to choose a card name of the kind for source
// (201.4, 201.4a).
func (g *Game) chooseCardName(p PlayerID, source ObjectID, kind NameKind) (string, error) {
	nd, ok := g.decider.(NameDecider)
	if !ok || g.cardNames == nil {
		return "", errNoCardNames
	}
	k := nameKinds[kind]
	what := k.words
	accept := func(answer string) (string, string) {
		name, def, ok := g.cardNames(answer)
		switch {
		case !ok:
			return "", "it is the name of no card (201.4)"
		case k.cardType != "" && def == nil:
			return "", "it is the name of a face whose card types are not known here (201.4a, 201.4d)"
		case k.cardType != "" && def.HasType(k.cardType) == k.not:
			return "", "it is not " + k.words + " (201.4a)"
		case kind == NotBasicLandName && def == nil:
			return "", "it is the name of a face whose types are not known here (201.4a, 201.4d)"
		case kind == NotBasicLandName && def.HasType("land") && def.HasSupertype("basic"):
			return "", "it is a basic land card's name (201.4a)"
		case kind == NonartifactNonlandName && def.HasType("artifact"):
			return "", "it is not " + k.words + " (201.4a)"
		}
		return name, ""
	}
	d := Decision{Player: p, Question: what + " for " + g.name(source), Rule: RuleChooseCardName}
	name, err := nd.DecideName(g, d, accept)
	if err != nil {
		return "", err
	}
	g.logf("choose", RuleChooseCardName, "%s chooses the card name %s for %s", g.players[p].Name, name, g.name(source))
	return name, nil
}

// hasName reports whether the object has the name (201.2): its name as
// its characteristics give it, a copy's the copied one (707.2); a split
// card, with two names, is not played.
func (g *Game) hasName(id ObjectID, name string) bool { return name != "" && g.Chars(id).Name == name }

// NameCheck is "Choose a card name, then [find a card]. If that card has
// the chosen name, [Then]. Otherwise, [Else].": the controller chooses a
// name (201.4) as it resolves (608.2d), then one card is found From the
// library or hand of the player Who: milled (701.17a; "a card ... milled
// this way" is found in the public zone it went to, 701.17c), the top card
// revealed (701.20a), or a card revealed at random from the hand. With no
// card found, there is no name to match.
type NameCheck struct {
	Kind       NameKind
	From       NameCheckFrom
	Who        Subject
	Then, Else []Effect
}

// NameCheckFrom is where a NameCheck finds its card.
type NameCheckFrom int

// Where a NameCheck finds its card.
const (
	NameCheckMill       NameCheckFrom = iota // Who mills a card
	NameCheckTop                             // the top card of Who's library, revealed
	NameCheckRandomHand                      // a card at random from Who's hand, revealed
)

// nameForPlayer asks r's controller for a card name of the kind (201.4,
// 608.2d), then finds the one player who names; ok is false when who
// names no single player (an illegal target).
func (g *Game) nameForPlayer(r *resolution, kind NameKind, who Subject) (name string, p PlayerID, ok bool, err error) {
	if name, err = g.chooseCardName(r.controller, r.source, kind); err != nil {
		return "", NoPlayer, false, err
	}
	ps, err := g.playersOf(who, r)
	if err != nil || len(ps) != 1 {
		return name, NoPlayer, false, err
	}
	return name, ps[0], true, nil
}

func (e NameCheck) apply(g *Game, r *resolution) error {
	name, p, ok, err := g.nameForPlayer(r, e.Kind, e.Who)
	if !ok {
		return err
	}
	match := false
	if id, ok := g.nameCheckCard(e.From, p); ok {
		match = g.hasName(id, name)
	}
	verdict := "does not have"
	if match {
		verdict = "has"
	}
	g.logf("choose", RuleChooseCardName, "the card %s the chosen name %s", verdict, name)
	if match {
		return g.applyEffects(e.Then, r)
	}
	return g.applyEffects(e.Else, r)
}

// nameCheckCard finds the card of a NameCheck in p's zones, or false.
func (g *Game) nameCheckCard(from NameCheckFrom, p PlayerID) (ObjectID, bool) {
	pl := g.players[p]
	switch from {
	case NameCheckMill:
		if len(pl.library) == 0 {
			return 0, false
		}
		id := pl.library[0]
		g.move(id, Graveyard, NoPlayer)
		g.logf("mill", RuleMill, "%s mills %s", pl.Name, g.name(id))
		switch g.object(id).Zone {
		case Library, Hand:
			return 0, false // found only in a public zone (701.17c)
		}
		return id, true // in the graveyard, or where a replacement put it (701.17c)
	case NameCheckTop:
		if len(pl.library) == 0 {
			return 0, false
		}
		g.logf("reveal", RuleReveal, "%s reveals %s from the top of their library", pl.Name, g.name(pl.library[0]))
		return pl.library[0], true
	}
	if len(pl.hand) == 0 {
		g.logf("reveal", RuleReveal, "%s reveals nothing: their hand is empty", pl.Name)
		return 0, false
	}
	id := pl.hand[g.random().IntN(len(pl.hand))]
	g.logf("reveal", RuleReveal, "%s reveals %s at random from their hand", pl.Name, g.name(id))
	return id, true
}

// String names where the card is found, for messages.
func (f NameCheckFrom) String() string {
	return [...]string{"mill", "top", "random_hand"}[f]
}
