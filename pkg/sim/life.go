package sim

// gainLife makes a player gain life (119.3), and triggers "whenever you
// gain life" abilities.
func (g *Game) gainLife(p PlayerID, amount int, rule Rule) error {
	pl := g.players[p]
	if amount <= 0 || pl.Lost {
		return nil
	}
	if err := g.spend(1); err != nil {
		return err
	}
	amount, err := g.replaceAmount(GainLifeEvent, p, 0, "", amount) // 614.1a
	if err != nil || amount <= 0 {
		return err
	}
	pl.Life += amount
	g.logf("life", rule, "%s gains %d life (life %d)", pl.Name, amount, pl.Life)
	g.fire(event{kind: evGainedLife, player: p, amount: amount})
	return nil
}

// loseLife makes a player lose life (119.3).
func (g *Game) loseLife(p PlayerID, amount int, rule Rule) {
	pl := g.players[p]
	if amount <= 0 || pl.Lost {
		return
	}
	pl.Life -= amount
	g.noteLifeLost(p, amount)
	g.logf("life", rule, "%s loses %d life (life %d)", pl.Name, amount, pl.Life)
}

// GainLife makes each player of Who gain Amount life.
type GainLife struct {
	Who    Subject
	Amount Amount
}

func (e GainLife) apply(g *Game, r *resolution) error {
	ps, err := g.playersOf(e.Who, r)
	n := e.Amount.value(g, r)
	for _, p := range ps {
		if err == nil {
			err = g.gainLife(p, n, RuleLifeChange)
		}
	}
	return err
}

// LoseLife makes each player of Who lose Amount life.
type LoseLife struct {
	Who    Subject
	Amount Amount
}

func (e LoseLife) apply(g *Game, r *resolution) error {
	ps, err := g.playersOf(e.Who, r)
	n := e.Amount.value(g, r)
	for _, p := range ps {
		g.loseLife(p, n, RuleLifeChange)
	}
	return err
}
