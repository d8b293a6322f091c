package sim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// dividedDamage is the effect of an ability that divides damage among its
// targets (601.2d), or nil.
func dividedDamage(a *Ability, modes []int) *DealDamage {
	if a == nil {
		return nil
	}
	effects := a.Effects
	for _, m := range modes {
		if m >= 1 && m <= len(a.Modes) {
			effects = append(slices.Clone(effects), a.Modes[m-1].Effects...)
		}
	}
	for _, e := range effects {
		if d, ok := e.(DealDamage); ok && d.Divided {
			divided := d // only the one returned goes to the heap, not each one looked at
			return &divided
		}
	}
	return nil
}

// announceDivision checks the division announced for a spell or ability
// that divides damage (601.2d) and aligns it with its targets; one that
// divides nothing takes none.
func (g *Game) announceDivision(a *Ability, modes []int, division []int, chosen []chosenTarget, x int, source ObjectID, p PlayerID) ([]int, []Reason) {
	d := dividedDamage(a, modes)
	if d == nil {
		if len(division) > 0 {
			return nil, []Reason{reason([]Rule{RuleDivide}, "it divides nothing among its targets: remove divide")}
		}
		return nil, nil
	}
	r := newResolution(p, source)
	r.x = x
	if reasons := divisionReasons(division, chosen, d.Amount.value(g, r)); reasons != nil {
		return nil, reasons
	}
	return alignDivision(division, chosen), nil
}

// divisionReasons checks a division announced as a spell or ability is put
// on the stack (601.2d): one amount for each chosen target, each at least
// 1, together the damage to divide.
func divisionReasons(division []int, chosen []chosenTarget, total int) []Reason {
	n := 0
	for _, t := range chosen {
		if !t.IsNone() {
			n++
		}
	}
	sum := 0
	for _, d := range division {
		if d < 1 {
			return []Reason{reason([]Rule{RuleDivide}, "each target must receive at least 1 of the damage divided, not %d", d)}
		}
		sum += d
	}
	switch {
	case len(division) != n:
		return []Reason{reason([]Rule{RuleDivide}, "the division needs one amount for each of the %d chosen targets, not %d (divide: [...])", n, len(division))}
	case sum != total:
		return []Reason{reason([]Rule{RuleDivide}, "the amounts divided add up to %d, not the %d damage to divide", sum, total)}
	}
	return nil
}

// alignDivision gives each target the amount of the division (in the order
// of the chosen targets), and 0 to targets left unchosen.
func alignDivision(division []int, chosen []chosenTarget) []int {
	out := make([]int, len(chosen))
	k := 0
	for i, t := range chosen {
		if !t.IsNone() && k < len(division) {
			out[i], k = division[k], k+1
		}
	}
	return out
}

// chooseDivision asks the controller of a triggered ability how to divide
// total among its chosen targets (601.2d, 603.3d): every way that gives
// each at least 1, written "2, 1" in the order of the targets.
func (g *Game) chooseDivision(p PlayerID, chosen []chosenTarget, total int, name string) ([]int, error) {
	var names []string
	for _, t := range chosen {
		if !t.IsNone() {
			names = append(names, g.TargetLabel(t.Target))
		}
	}
	if len(names) == 0 {
		return nil, nil
	}
	question := fmt.Sprintf("how %s divides %d damage among %s", name, total, strings.Join(names, ", "))
	ways, all := compositions(total, len(names))
	if !all {
		return nil, tooManyChoices(question)
	}
	labels := make([]string, len(ways))
	for i, w := range ways {
		parts := make([]string, len(w))
		for k, n := range w {
			parts[k] = strconv.Itoa(n)
		}
		labels[i] = strings.Join(parts, ", ")
	}
	i, err := g.decide(Decision{Player: p, Question: question, Options: labels, Rule: RuleDivide})
	if err != nil {
		return nil, err
	}
	return alignDivision(ways[i], chosen), nil
}

// compositions lists the ways to write total as parts positive numbers, in
// lexicographic order, unless there are more than MaxChoices.
func compositions(total, parts int) (ways [][]int, all bool) {
	var walk func(prefix []int, total, parts int)
	walk = func(prefix []int, total, parts int) {
		switch {
		case len(ways) > MaxChoices:
			return
		case parts == 1:
			if total >= 1 {
				ways = append(ways, append(slices.Clip(prefix), total))
			}
			return
		}
		for first := 1; first <= total-parts+1 && len(ways) <= MaxChoices; first++ {
			walk(append(prefix, first), total-first, parts-1)
		}
	}
	if parts >= 1 {
		walk(nil, total, parts)
	}
	if len(ways) > MaxChoices {
		return nil, false
	}
	return ways, true
}
