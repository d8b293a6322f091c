package sim

import (
	"fmt"
	"slices"
)

// ClashWithOpponent is "clash with an opponent" (701.30): the controller
// chooses an opponent (not a target, 701.30b); both reveal the top card of
// their library at the same time; in APNAP order each decides to leave it
// on top or put it on the bottom (701.30c); the controller wins if their
// card's mana value is higher than the other's (701.30d). A player with an
// empty library reveals nothing and can't win. The opponent is "that
// player" afterwards, and IfWonClash reads the result.
type ClashWithOpponent struct{}

func (ClashWithOpponent) apply(g *Game, r *resolution) error {
	you := r.controller
	opponent, err := g.chooseOpponent(r, "an opponent to clash with", RuleClashChooseOpponent)
	if err != nil {
		return err
	}
	g.logf("clash", RuleClashChooseOpponent, "%s clashes with %s", g.players[you].Name, g.players[opponent].Name)
	revealed := map[PlayerID]ObjectID{}
	for _, p := range []PlayerID{you, opponent} {
		if lib := g.players[p].library; len(lib) > 0 {
			revealed[p] = lib[0]
			g.logf("reveal", RuleClash, "%s reveals %s (mana value %d)", g.players[p].Name, g.name(lib[0]), g.clashValue(lib[0]))
		} else {
			g.logf("reveal", RuleClash, "%s reveals nothing: their library is empty", g.players[p].Name)
		}
	}
	var toBottom []ObjectID
	for _, p := range g.apnap() {
		id, ok := revealed[p]
		if !ok {
			continue
		}
		options := []string{"top", "bottom"}
		if len(g.players[p].library) == 1 {
			options = options[:1] // the only card: top and bottom are the same place
		}
		i, err := g.decide(Decision{Player: p, Question: fmt.Sprintf("top or bottom for the revealed %s", g.name(id)), Options: options, Rule: RuleClashOrder})
		if err != nil {
			return err
		}
		if i == 1 {
			toBottom = append(toBottom, id)
		}
	}
	for _, id := range toBottom {
		o := g.object(id)
		lib := g.zoneList(o.Owner, Library)
		*lib = append(slices.DeleteFunc(slices.Clone(*lib), func(x ObjectID) bool { return x == id }), id)
		g.logf("clash", RuleClashOrder, "%s puts %s on the bottom of their library", g.players[o.Owner].Name, o.Card.Name)
	}
	mine, iRevealed := revealed[you]
	theirs, theyRevealed := revealed[opponent]
	r.wonClash = iRevealed && (!theyRevealed || g.clashValue(mine) > g.clashValue(theirs))
	result := "does not win"
	if r.wonClash {
		result = "wins"
	}
	g.logf("clash", RuleClashWin, "%s %s the clash", g.players[you].Name, result)
	return nil
}

// clashValue is a revealed card's mana value off the stack: X is 0 (202.3e).
func (g *Game) clashValue(id ObjectID) int { return g.object(id).Card.ManaCost.ManaValue(0) }

// IfWonClash follows Then if the controller won the clash earlier in the
// resolution, and Else otherwise ("If you win, ... Otherwise, ...").
type IfWonClash struct{ Then, Else []Effect }

func (e IfWonClash) apply(g *Game, r *resolution) error {
	if r.wonClash {
		return g.applyEffects(e.Then, r)
	}
	return g.applyEffects(e.Else, r)
}

// RepeatWhileClashWon is "[Effects], then clash with an opponent. If you
// win, repeat this process." (Hoarder's Greed): Effects, then a clash
// (701.30), again and again while the controller wins. It ends only when a
// clash is not won; state-based actions wait until it is over (704.3), and
// a player with an empty library can't win a clash, so it ends.
type RepeatWhileClashWon struct{ Effects []Effect }

// maxClashRepeats bounds a repetition that a script could not end.
const maxClashRepeats = 10000

func (e RepeatWhileClashWon) apply(g *Game, r *resolution) error {
	for range maxClashRepeats {
		if err := g.applyEffects(e.Effects, r); err != nil {
			return err
		}
		if err := (ClashWithOpponent{}).apply(g, r); err != nil {
			return err
		}
		if !r.wonClash {
			return nil
		}
		g.logf("clash", RuleClashWin, "%s won the clash and repeats the process", g.players[r.controller].Name)
	}
	return fmt.Errorf("the process was repeated %d times", maxClashRepeats)
}
