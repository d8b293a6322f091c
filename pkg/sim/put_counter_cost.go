package sim

// payPutCounter pays "Put a -1/-1 counter on this creature" (602.2b): the
// counter is put on the permanent as the ability is activated, not as it
// resolves, so a creature that dies of it (704.5f) does so before the
// ability resolves. Effects that change how many counters would be put on
// it apply (614.1a).
func (g *Game) payPutCounter(p PlayerID, o *Object, kind string) error {
	n, err := g.replaceAmount(PutCountersEvent, p, o.ID, kind, 1)
	if err != nil {
		return err
	}
	g.addCounters(o, kind, n)
	g.stampCounters(o, kind)
	g.invalidate()
	g.logf("pay", RulePayCost, "%s puts %d %s counter(s) on %s", g.players[p].Name, n, kind, o.Card.Name)
	return nil
}
