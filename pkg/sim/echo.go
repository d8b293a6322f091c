package sim

import (
	"fmt"
	"strings"
)

// beginUpkeep remembers when p's upkeep begins, keeping when the one
// before began: echo asks whether a permanent came under its controller's
// control since then (702.30a).
func (g *Game) beginUpkeep(p PlayerID) {
	pl := g.players[p]
	pl.lastUpkeepBegan, pl.upkeepBegan = pl.upkeepBegan, g.tick()
}

// cameUnderControlSinceLastUpkeep is echo's intervening "if" (702.30a):
// the permanent came under its controller's control since the beginning of
// that player's last upkeep, the one before this one.
type cameUnderControlSinceLastUpkeep struct{}

func (cameUnderControlSinceLastUpkeep) holds(ctx filterContext) bool {
	o := ctx.objects(ctx.source)
	return o != nil && o.Zone == Battlefield && o.controlSince > ctx.g.players[ctx.you].lastUpkeepBegan
}

func (cameUnderControlSinceLastUpkeep) reads() charBits { return readsController }

// PayOrSacrifice is "sacrifice it unless you pay [cost]": the controller
// chooses to pay the cost from their pool, or the source is sacrificed
// (echo 702.30a, cumulative upkeep 702.24a, 701.21a).
type PayOrSacrifice struct {
	Cost ManaCost
	Rule Rule // the keyword's: echo, cumulative upkeep
}

func (e PayOrSacrifice) apply(g *Game, r *resolution) error {
	pay := "pay " + e.Cost.String()
	options := []string{pay, "sacrifice " + g.name(r.source)}
	if !g.canPay(r.controller, nil, e.Cost, 0) {
		options = options[1:] // a cost that can't be paid can't be chosen (601.2h)
	}
	i, err := g.decide(Decision{Player: r.controller, Question: fmt.Sprintf("whether to pay %s or sacrifice %s", e.Cost, g.name(r.source)), Options: options, Rule: e.Rule})
	if err != nil {
		return err
	}
	if options[i] == pay {
		return g.payMana(r.controller, e.Cost, 0, "the cost of "+g.name(r.source), nil)
	}
	if o := g.object(r.source); o.Zone != Battlefield || g.Controller(r.source) != r.controller {
		return nil // gone, or no longer theirs: only what one controls can be sacrificed (701.21a)
	}
	g.noteSacrificed(r.controller, r.source)
	g.move(r.source, Graveyard, NoPlayer)
	g.logf("sacrifice", e.Rule, "%s sacrifices %s", g.players[r.controller].Name, g.name(r.source))
	return nil
}

// echoAbility is the triggered ability "echo [cost]" stands for (702.30a):
// "At the beginning of your upkeep, if this permanent came under your
// control since the beginning of your last upkeep, sacrifice it unless you
// pay [cost]."
func echoAbility(k string) *Ability {
	cost, err := ParseManaCost(strings.ToUpper(strings.TrimPrefix(k, string(KwEcho)+" ")))
	if err != nil {
		return nil
	}
	return &Ability{Kind: TriggeredAbility, Text: "Echo " + cost.String(), Name: "echo",
		Trigger:   &Trigger{Event: AtBeginningOfStep, Step: Upkeep, Whose: YourTurn},
		Condition: cameUnderControlSinceLastUpkeep{},
		Effects:   []Effect{PayOrSacrifice{Cost: cost, Rule: RuleEcho}}}
}
