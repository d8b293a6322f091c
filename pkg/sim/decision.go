package sim

import "fmt"

// Decision is a question the rules ask a player: a color of mana, which mana
// pays a generic cost, which card to discard. Options are the legal answers,
// rendered as scenario files write them.
type Decision struct {
	Player   PlayerID
	Question string
	Options  []string
	Rule     Rule
}

// Decider answers decisions with the index of an option. The scenario runner
// answers from the script; an error stops the action that asked, which then
// changes nothing.
type Decider interface {
	Decide(g *Game, d Decision) (int, error)
}

// decide asks d. A question with a single legal answer is answered without
// asking (the engine never guesses between two legal answers).
func (g *Game) decide(d Decision) (int, error) {
	if len(d.Options) == 0 {
		panic(fmt.Sprintf("sim: decision %q has no legal answer", d.Question))
	}
	// Options with the same label are the same answer as far as anyone can
	// tell (two Islands in hand), so only distinct labels are asked.
	var labels []string
	first := map[string]int{}
	for i, o := range d.Options {
		if _, seen := first[o]; !seen {
			first[o] = i
			labels = append(labels, o)
		}
	}
	d.Options = labels
	choice := 0
	if len(labels) > 1 {
		var err error
		if g.decider == nil {
			return 0, fmt.Errorf("%s must decide %s, and nobody answers decisions", g.players[d.Player].Name, d.Question)
		}
		if choice, err = g.decider.Decide(g, d); err != nil {
			return 0, err
		}
		if choice < 0 || choice >= len(d.Options) {
			panic(fmt.Sprintf("sim: decider answered %d to a question with %d options", choice, len(d.Options)))
		}
	}
	g.logf("choice", d.Rule, "%s chooses %s: %s", g.players[d.Player].Name, labels[choice], d.Question)
	return first[labels[choice]], nil
}
