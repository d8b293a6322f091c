package sim

import (
	"fmt"
	"slices"
)

// Decision is a question the rules ask a player: a color of mana, which mana
// pays a generic cost, a target, an opponent, the order of triggered
// abilities. Options are the legal answers, rendered as scenario files
// write them. For an Order decision the answer is every option, in order.
type Decision struct {
	Player   PlayerID
	Question string
	Options  []string
	Order    bool
	Rule     Rule
}

// MaxChoices is the most answers one decision may have. The engine lists
// every legal answer, to check a scripted one and to name them when it is
// missing, and some choices have millions (3,000 damage divided among
// three targets, the generic part of a cost paid from four colors). A
// decision with more is refused as past the engine's limit, in time and
// memory in proportion to MaxChoices, not to the answers.
const MaxChoices = 10_000

// tooManyChoices is the refusal of a decision with more than MaxChoices
// answers.
func tooManyChoices(question string) error {
	return &NotSupportedError{What: fmt.Sprintf("%s: more than %d possible answers (the engine's limit)", question, MaxChoices)}
}

// Decider answers decisions: one option index, or for an Order decision a
// permutation of all the indexes. The scenario runner answers from the
// script; an error stops the action that asked, which then changes nothing.
type Decider interface {
	Decide(g *Game, d Decision) ([]int, error)
}

// decide asks d and returns the index of the option chosen. Options with the
// same label are one answer as far as anyone can tell (two Islands in
// hand), so only distinct labels are asked, and a question with a single
// distinct answer is answered without asking: the engine never guesses
// between two answers that differ.
func (g *Game) decide(d Decision) (int, error) {
	var labels []string
	first := map[string]int{}
	for i, o := range d.Options {
		if _, seen := first[o]; !seen {
			first[o] = i
			labels = append(labels, o)
		}
	}
	d.Options = labels
	answer, err := g.ask(d)
	if err != nil {
		return 0, err
	}
	g.logf("choice", d.Rule, "%s chooses %s: %s", g.players[d.Player].Name, labels[answer[0]], d.Question)
	return first[labels[answer[0]]], nil
}

// decideOrder asks for an order of the options and returns their indexes in
// that order. When all the options look the same, any order is the same
// result and nobody is asked.
func (g *Game) decideOrder(d Decision) ([]int, error) {
	identity := make([]int, len(d.Options))
	for i := range identity {
		identity[i] = i
	}
	if len(slices.Compact(slices.Sorted(slices.Values(d.Options)))) <= 1 {
		return identity, nil
	}
	d.Order = true
	order, err := g.ask(d)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(order))
	for i, j := range order {
		names[i] = d.Options[j]
	}
	g.logf("choice", d.Rule, "%s orders %v: %s", g.players[d.Player].Name, names, d.Question)
	return order, nil
}

// ask puts a question with several distinct options to the decider and
// checks the answer's shape.
func (g *Game) ask(d Decision) ([]int, error) {
	if len(d.Options) == 0 {
		panic(fmt.Sprintf("sim: decision %q has no legal answer", d.Question))
	}
	if len(d.Options) == 1 && !d.Order {
		return []int{0}, nil
	}
	if g.decider == nil {
		return nil, fmt.Errorf("%s must decide %s, and nobody answers decisions", g.players[d.Player].Name, d.Question)
	}
	answer, err := g.decider.Decide(g, d)
	if err != nil {
		return nil, err
	}
	want := 1
	if d.Order {
		want = len(d.Options)
	}
	if len(answer) != want {
		panic(fmt.Sprintf("sim: decider gave %d answers to a question that takes %d", len(answer), want))
	}
	seen := map[int]bool{}
	for _, a := range answer {
		if a < 0 || a >= len(d.Options) || seen[a] {
			panic(fmt.Sprintf("sim: decider answered %v to a question with %d options", answer, len(d.Options)))
		}
		seen[a] = true
	}
	return answer, nil
}
