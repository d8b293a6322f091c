package cards

import (
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// amountHelp lists the forms of an amount, for messages.
const amountHelp = "an amount (a number, x, that_much, or a map: {count: PHRASE}, {power_of: SUBJECT}, " +
	"{toughness_of: SUBJECT}, {mana_value_of: SUBJECT}, {greatest_power: PHRASE}, {life_total: SUBJECT}, {counters_on: SUBJECT, kind: KIND}, " +
	"{basic_land_types_of: SUBJECT}, {greatest_mana_value: PHRASE}, {devotion_of: SUBJECT, to: COLOR}, {life_gained_this_turn: SUBJECT}, {this_turn: cards_drawn|spells_cast|other_spells_cast|cards_discarded|permanents_sacrificed|creatures_died|creatures_died_under_you|creatures_attacked|creatures_you_attacked_with|life_gained|life_lost|opponents_life_lost|opponents_lost_life|opponents_dealt_damage|players_lost_life, what?: PHRASE}, each with plus: N and times: N)"

// compileAmount reads an amount that can't be negative (damage, life,
// cards): a number, x (paid, 107.3a, or defined by the text, 107.3c),
// that_much (the amount of the triggering event), or a map of one of
// count ("for each creature you control", "the number of cards in your
// hand"), power_of and toughness_of ("its power"), greatest_power ("the
// greatest power among creatures you control"), life_total ("your life
// total"), counters_on with kind ("the number of charge counters on this
// artifact"), with times, a multiplier ("2 life for each").
func compileAmount(r *source.Reader, n *yaml.Node, targets int) sim.Amount {
	return readAmount(r, n, targets, false)
}

// compileSignedAmount reads an amount that may be negative, for power and
// toughness: also a negative number and -x ("-X/-X").
func compileSignedAmount(r *source.Reader, n *yaml.Node, targets int) sim.Amount {
	return readAmount(r, n, targets, true)
}

func readAmount(r *source.Reader, n *yaml.Node, targets int, signed bool) sim.Amount {
	if n.Kind == yaml.ScalarNode {
		switch n.Value {
		case "x":
			return sim.Amount{X: true}
		case "that_much":
			return sim.Amount{ThatMuch: true}
		case "-x":
			if signed {
				return sim.Amount{X: true, Times: -1}
			}
		}
		if signed {
			v, _ := readInt(r, n, amountHelp)
			return sim.AmountOf(v)
		}
		v, _ := readCount(r, n, amountHelp)
		return sim.AmountOf(v)
	}
	var a sim.Amount
	var what *sim.Filter
	kvs, ok := r.Fields(n, "amount",
		source.Field{Key: "x", Read: func(v *yaml.Node) { a.X, _ = r.Bool(v, "x") }},
		source.Field{Key: "power_of", Read: func(v *yaml.Node) { a.PowerOf = compileSubject(r, v, targets) }},
		source.Field{Key: "toughness_of", Read: func(v *yaml.Node) { a.ToughnessOf = compileSubject(r, v, targets) }},
		source.Field{Key: "mana_value_of", Read: func(v *yaml.Node) { a.ManaValueOf = compileSubject(r, v, targets) }},
		source.Field{Key: "count", Read: func(v *yaml.Node) { a.CountOf = compileFilterField(r, v) }},
		source.Field{Key: "for", Read: func(v *yaml.Node) { a.CountFor = compileSubject(r, v, targets) }},
		source.Field{Key: "greatest_power", Read: func(v *yaml.Node) { a.GreatestPowerAmong = compileFilterField(r, v) }},
		source.Field{Key: "life_total", Read: func(v *yaml.Node) { a.LifeOf = compileSubject(r, v, targets) }},
		source.Field{Key: "counters_on", Read: func(v *yaml.Node) { a.CountersOn = compileSubject(r, v, targets) }},
		source.Field{Key: "kind", Read: func(v *yaml.Node) { a.CounterKind, _ = r.String(v, "a kind of counter") }},
		source.Field{Key: "basic_land_types_of", Read: func(v *yaml.Node) { a.BasicLandTypesOf = compileSubject(r, v, targets) }},
		source.Field{Key: "greatest_mana_value", Read: func(v *yaml.Node) { a.GreatestManaValueAmong = compileFilterField(r, v) }},
		source.Field{Key: "devotion_of", Read: func(v *yaml.Node) { a.DevotionOf = compileSubject(r, v, targets) }},
		source.Field{Key: "life_gained_this_turn", Read: func(v *yaml.Node) { a.LifeGainedBy = compileSubject(r, v, targets) }},
		source.Field{Key: "this_turn", Read: func(v *yaml.Node) { a.ThisTurn = compileTurnAmount(r, v) }},
		source.Field{Key: "what", Read: func(v *yaml.Node) { what = compileFilterField(r, v) }},
		source.Field{Key: "to", Read: func(v *yaml.Node) {
			if c, ok := r.OneOf(v, "a color", []string{"white", "blue", "black", "red", "green"}); ok {
				a.DevotionColor, _ = sim.ParseColor(c)
			}
		}},
		source.Field{Key: "plus", Read: func(v *yaml.Node) { a.N, _ = readInt(r, v, "plus") }},
		source.Field{Key: "times", Read: func(v *yaml.Node) {
			a.Times, _ = readInt(r, v, "times")
			if a.Times < 0 && !signed {
				r.Errorf(v, "times can't be negative here: this amount can't be less than 0")
			}
		}},
	)
	if !ok {
		return a
	}
	bases := 0
	for _, kv := range kvs {
		if kv.Key != "times" && kv.Key != "kind" && kv.Key != "plus" && kv.Key != "to" && kv.Key != "for" && kv.Key != "what" {
			bases++
		}
	}
	switch {
	case bases != 1:
		r.Errorf(n, "%s: write exactly one of x, count, power_of, toughness_of, mana_value_of, greatest_power, greatest_mana_value, life_total, life_gained_this_turn, this_turn, counters_on, basic_land_types_of, devotion_of", amountHelp)
	case (a.CountersOn != nil) != (a.CounterKind != "") && source.HasKey(kvs, "counters_on"):
		r.Errorf(n, "counters_on needs kind: the kind of counter")
	case a.CounterKind != "" && a.CountersOn == nil && !source.HasKey(kvs, "counters_on"):
		r.Errorf(n, "kind goes with counters_on")
	case source.HasKey(kvs, "for") && !source.HasKey(kvs, "count"):
		r.Errorf(n, "for goes with count: the player the phrase's \"your\" is read for")
	case source.HasKey(kvs, "devotion_of") != source.HasKey(kvs, "to"):
		r.Errorf(n, "devotion_of goes with to: a color")
	case source.HasKey(kvs, "what") && (a.ThisTurn == nil || !a.ThisTurn.Listed):
		r.Errorf(n, "what goes with this_turn: creatures_died, creatures_died_under_you, creatures_attacked or creatures_you_attacked_with (the creatures counted)")
	case what != nil:
		a.ThisTurn.What = what
	}
	return a
}

// compilePump reads pump: {of, power, toughness, until}: "gets +3/+3 until
// end of turn", the same effect as modify with gets. power and toughness
// are numbers, or amounts determined as the effect applies (608.2h): x, -x,
// {count: PHRASE} ("gets +1/+0 until end of turn for each artifact you
// control").
func compilePump(r *source.Reader, n *yaml.Node, targets int) sim.Effect {
	var what sim.Subject
	var until sim.Duration
	power, toughness := sim.AmountOf(0), sim.AmountOf(0)
	if _, ok := r.Fields(n, "pump",
		source.Field{Key: "of", Read: func(v *yaml.Node) { what = compileSubject(r, v, targets) }},
		source.Field{Key: "power", Read: func(v *yaml.Node) { power = compileSignedAmount(r, v, targets) }},
		source.Field{Key: "toughness", Read: func(v *yaml.Node) { toughness = compileSignedAmount(r, v, targets) }},
		source.Field{Key: "until", Read: func(v *yaml.Node) { until = compileEffectDuration(r, v) }},
	); !ok {
		return nil
	}
	if power.Fixed() && toughness.Fixed() {
		e := sim.ApplyModifications{What: what, Until: until, Mods: []sim.Modification{sim.ModifyPT{Power: power.N, Toughness: toughness.N}}}
		return requireSubject(r, n, e, what, "of")
	}
	return requireSubject(r, n, sim.PumpBy{What: what, Power: power, Toughness: toughness, Until: until}, what, "of")
}

// compileGets reads the modification gets: {power, toughness, for_each?,
// counters_on_this?}: "gets +1/+1" (layer 7c), "gets +1/+1 for each other
// creature you control", "gets +1/+1 for each oil counter on it", counted
// again whenever the layer applies (611.3a, 613.4c).
func compileGets(r *source.Reader, n *yaml.Node) sim.Modification {
	var m sim.ModifyPT
	var each *sim.Filter
	var counter string
	var domain bool
	fields := append(ptFields(r, &m.Power, &m.Toughness),
		source.Field{Key: "for_each", Read: func(v *yaml.Node) { each = compileFilterField(r, v) }},
		source.Field{Key: "counters_on_this", Read: func(v *yaml.Node) { counter, _ = r.String(v, "a kind of counter") }},
		source.Field{Key: "for_each_basic_land_type", Read: func(v *yaml.Node) { domain, _ = r.Bool(v, "for_each_basic_land_type") }})
	kvs, ok := r.Fields(n, "gets", fields...)
	if !ok {
		return nil
	}
	switch {
	case source.HasKey(kvs, "for_each") && source.HasKey(kvs, "counters_on_this"), domain && (each != nil || counter != ""):
		r.Errorf(n, "gets has one of for_each, counters_on_this and for_each_basic_land_type")
		return nil
	case domain:
		return sim.ModifyPTForEach{Power: m.Power, Toughness: m.Toughness, Domain: true}
	case each != nil:
		return sim.ModifyPTForEach{Power: m.Power, Toughness: m.Toughness, Each: each}
	case counter != "":
		return sim.ModifyPTForEach{Power: m.Power, Toughness: m.Toughness, Counter: counter}
	}
	return m
}

// countForEach is how many of mods count objects: the engine counts one
// group for each continuous effect.
func countForEach(mods []sim.Modification) int {
	n := 0
	for _, m := range mods {
		if _, ok := m.(sim.ModifyPTForEach); ok {
			n++
		}
	}
	return n
}

func init() {
	// "the sacrificed creature": what was sacrificed to pay the cost, read
	// as it last existed (608.2h)
	groupSubjects["sacrificed"] = sim.Sacrificed
}

// compileManaTimes reads times: of a mana ability or add_mana, the amount
// that multiplies the mana ("Add {G} for each creature you control"); a
// type chosen is chosen once ("X mana of any one color").
func compileManaTimes(r *source.Reader, n *yaml.Node) *sim.Amount {
	a := compileAmount(r, n, 0)
	return &a
}
