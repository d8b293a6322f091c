package cards

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/oracle"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

var cardKeys = []string{"name", "mana_cost", "color_indicator", "type_line", "power", "toughness", "oracle_text", "abilities"}

// Compile reads one card definition (a YAML map) and compiles it into a
// Card. Problems are recorded in r; the result is nil when there were any.
func Compile(r *source.Reader, n *yaml.Node) *Card {
	before := len(r.Diags)
	kvs, ok := r.Map(n, "a card", cardKeys)
	if !ok {
		return nil
	}
	c := &Card{Def: &sim.CardDef{}, Pos: r.Pos(n)}
	var abilitiesNode *yaml.Node
	textTooLong := false
	for _, kv := range kvs {
		switch kv.Key {
		case "name":
			if name, ok := r.String(kv.Value, "the card's name"); ok && strings.TrimSpace(name) == "" {
				r.Errorf(kv.Value, "a card's name can't be empty")
			} else {
				c.Def.Name = name
			}
		case "mana_cost":
			if s, ok := r.String(kv.Value, "a mana cost such as \"{1}{G}\""); ok {
				c.ManaCost = s
				cost, err := sim.ParseManaCost(s)
				if err != nil {
					r.Errorf(kv.Value, "mana cost %q: %v", s, err)
				}
				c.Def.ManaCost = cost
			}
		case "color_indicator":
			c.Def.ColorIndicator = compileColors(r, kv.Value)
		case "type_line":
			if s, ok := r.String(kv.Value, "a type line"); ok {
				c.TypeLine = s
				var err error
				c.Def.Supertypes, c.Def.Types, c.Def.Subtypes, err = parseTypeLine(s)
				if err != nil {
					r.Errorf(kv.Value, "%v", err)
				}
			}
		case "power":
			c.Power, c.Def.Power = readPT(r, kv.Value, "power")
		case "toughness":
			c.Toughness, c.Def.Toughness = readPT(r, kv.Value, "toughness")
		case "oracle_text":
			c.OracleText, _ = r.String(kv.Value, "the Oracle text")
			if err := oracle.CheckOracleText(c.OracleText); err != nil {
				r.Errorf(kv.Value, "%v", err)
				textTooLong = true
			}
		case "abilities":
			abilitiesNode = kv.Value
		}
	}
	for _, req := range []struct{ key, value string }{{"name", c.Def.Name}, {"type_line", c.TypeLine}} {
		if req.value == "" && !source.HasKey(kvs, req.key) {
			r.Errorf(n, "a card needs %s", req.key)
		}
	}
	c.Def.HasPT = c.Power != "" || c.Toughness != ""
	if c.Def.HasType("creature") && (c.Power == "" || c.Toughness == "") {
		r.Errorf(n, "a creature card needs power and toughness")
	}
	if textTooLong { // its lines are not checked: that takes time in lines times abilities
		return nil
	}
	lines := oracleLines(c.OracleText)
	implemented := map[string]bool{}
	if abilitiesNode != nil {
		if items, ok := r.List(abilitiesNode, "abilities"); ok {
			for _, item := range items {
				if line, ok := compileAbility(r, item, c, lines); ok {
					implemented[line] = true
				}
			}
		}
	}
	for _, a := range c.Def.Abilities {
		for _, m := range a.Modes {
			if !slices.Contains(lines, m.Text) {
				r.Errorf(abilitiesNode, "mode text %q is not a line of the card's oracle_text", m.Text)
			}
			implemented[m.Text] = true // a mode is its own line (700.2)
		}
	}
	for _, line := range lines {
		if !implemented[line] && !isReminder(line) {
			r.Errorf(orNode(abilitiesNode, n), "the Oracle line %q is not implemented by any ability: add an ability with oracle: %q", line, line)
		}
	}
	if len(r.Diags) > before {
		return nil
	}
	return c
}

func orNode(n, fallback *yaml.Node) *yaml.Node {
	if n != nil {
		return n
	}
	return fallback
}

// readPT reads a power or toughness: a whole number, written as a number
// or a string, as Oracle data has it.
func readPT(r *source.Reader, n *yaml.Node, what string) (string, int) {
	s, ok := r.String(n, what)
	if !ok {
		return "", 0
	}
	v, err := strconv.Atoi(s)
	switch {
	case errors.Is(err, strconv.ErrRange):
		r.Errorf(n, "%s %s must be between %d and %d (rulecheck's limit: see docs/limits.md)", what, s, -MaxNumber, MaxNumber)
		return s, 0
	case err != nil:
		r.Errorf(n, "not supported yet: %s %q (only whole numbers)", what, s)
		return s, 0
	case v < -MaxNumber || v > MaxNumber:
		r.Errorf(n, "%s %d must be between %d and %d (rulecheck's limit: see docs/limits.md)", what, v, -MaxNumber, MaxNumber)
		return s, 0
	}
	return s, v
}

// oracleLines splits Oracle text into its lines (one ability each).
func oracleLines(text string) []string {
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return out
}

// isReminder reports whether a whole line is reminder text, which has no
// rules meaning of its own (207.2a): the intrinsic mana ability of a basic
// land type (305.6) is such a line.
func isReminder(line string) bool {
	return strings.HasPrefix(line, "(") && strings.HasSuffix(line, ")")
}

var abilityKeys = []string{"oracle", "name", "keyword", "enchant", "mana", "activated", "triggered", "static", "spell", "additional_cost", "unsupported"}

// abilityForms names the kinds of ability an entry may have, for messages.
const abilityForms = "keyword, enchant, mana, activated, triggered, static, spell, additional_cost or unsupported"

// compileAbility compiles one entry of abilities and returns the Oracle
// line it implements.
func compileAbility(r *source.Reader, n *yaml.Node, c *Card, lines []string) (string, bool) {
	kvs, ok := r.Map(n, "an ability", abilityKeys)
	if !ok {
		return "", false
	}
	var oracle, name string
	var body *source.KeyValue
	for i, kv := range kvs {
		switch kv.Key {
		case "oracle":
			oracle, _ = r.String(kv.Value, "the Oracle line this ability implements")
			continue
		case "name":
			name, _ = r.String(kv.Value, "the ability's flavor word")
			continue
		}
		if body != nil {
			r.Errorf(kv.KeyN, "an ability has one of %s; this one already has %s", abilityForms, body.Key)
			continue
		}
		body = &kvs[i]
	}
	if !source.HasKey(kvs, "oracle") {
		r.Errorf(n, "an ability needs oracle: the Oracle line it implements")
		return "", false
	}
	if !slices.Contains(lines, oracle) {
		r.Errorf(n, "oracle %q is not a line of the card's oracle_text", oracle)
	}
	if body == nil {
		r.Errorf(n, "an ability needs one of %s", abilityForms)
		return oracle, false
	}
	before := len(c.Def.Abilities)
	defer func() {
		if name != "" && len(c.Def.Abilities) > before {
			c.Def.Abilities[before].Name = name
		}
	}()
	switch body.Key {
	case "enchant":
		c.Def.Abilities = append(c.Def.Abilities, compileEnchant(r, body.Value, oracle))
	case "static":
		if a := compileStatic(r, body.Value, oracle); a != nil {
			c.Def.Abilities = append(c.Def.Abilities, a)
		}
	case "triggered":
		if a := compileTriggered(r, body.Value, oracle); a != nil {
			c.Def.Abilities = append(c.Def.Abilities, a)
		}
	case "unsupported": // the line is known and deliberately not implemented yet
		if why, ok := r.String(body.Value, "why the line is not supported yet"); ok {
			c.Unsupported = append(c.Unsupported, UnsupportedLine{Oracle: oracle, Why: why})
		}
	case "keyword":
		c.Def.Keywords = append(c.Def.Keywords, compileKeywords(r, body.Value)...)
	case "additional_cost": // "As an additional cost to cast this spell, ..." (601.2f)
		c.Def.AdditionalCost, _ = compileCost(r, body.Value)
	case "mana":
		if a := compileMana(r, body.Value, oracle); a != nil {
			c.Def.Abilities = append(c.Def.Abilities, a)
		}
	case "activated":
		if a := compileActivated(r, body.Value, oracle); a != nil {
			c.Def.Abilities = append(c.Def.Abilities, a)
		}
	case "spell":
		if c.Def.IsPermanentCard() {
			r.Errorf(body.KeyN, "only instants and sorceries have a spell ability")
		}
		a := compileSpell(r, body.Value, oracle)
		if a == nil {
			break
		}
		// A spell's further paragraphs are parts of its one spell ability
		// (608.2c), each with its own targets.
		if first := spellAbilityOf(c.Def); first != nil {
			if len(first.Modes) > 0 || len(a.Modes) > 0 {
				r.Errorf(body.KeyN, "a modal spell has all of its text in its modes")
				break
			}
			first.Parts = append(first.Parts, &sim.Mode{Text: oracle, Targets: a.Targets, Effects: a.Effects})
			break
		}
		c.Def.Abilities = append(c.Def.Abilities, a)
	}
	return oracle, true
}

// compileKeywords reads a keyword or a list of them: exactly the keyword
// abilities the engine registers (sim.KeywordForms), with their
// parameters ("protection from red", "ward {2}").
func compileKeywords(r *source.Reader, n *yaml.Node) []string {
	items, _ := r.ListOrOne(n, "keywords")
	var out []string
	for _, item := range items {
		if k, ok := compileKeyword(r, item); ok {
			out = append(out, k)
		}
	}
	return out
}

// keywordWhat names a keyword in messages, with every form the engine
// registers.
var keywordWhat = sync.OnceValue(func() string { return "a keyword (" + strings.Join(sim.KeywordForms(), ", ") + ")" })

func compileKeyword(r *source.Reader, n *yaml.Node) (string, bool) {
	s, ok := r.String(n, keywordWhat())
	if !ok {
		return "", false
	}
	k, err := sim.ParseKeyword(s)
	if err != nil {
		r.Errorf(n, "%v", err)
		return "", false
	}
	return k, true
}

func compileCost(r *source.Reader, n *yaml.Node) (sim.Cost, bool) {
	s, ok := r.String(n, "a cost such as \"{1}, {T}\"")
	if !ok {
		return sim.Cost{}, false
	}
	cost, err := sim.ParseCost(s)
	if err != nil {
		r.Errorf(n, "cost %q: %v", s, err)
		return cost, false
	}
	// "Sacrifice a Goblin", "Tap an untapped Elf you control": a
	// capitalized word is a subtype, which must be one (205.3).
	for _, w := range []string{cost.Sacrifice, cost.TapUntapped} {
		if isSubtypeWord(w) && !subtypeNames[w] {
			r.Errorf(n, "cost %q: %q is not a subtype of the Comprehensive Rules (205.3)", s, w)
			return cost, false
		}
	}
	return cost, true
}

func compileActivated(r *source.Reader, n *yaml.Node, oracle string) *sim.Ability {
	kvs, ok := r.Map(n, "an activated ability", []string{"cost", "targets", "effects", "modes", "sorcery_speed", "once_each_turn", "your_turn_only", "only_if", "cost_reduction",
		"your_upkeep_only", "before_attackers", "only_once", "if_attacked_this_turn"})
	if !ok {
		return nil
	}
	a := &sim.Ability{Kind: sim.ActivatedAbility, Text: oracle}
	compileBody(r, n, kvs, a)
	if !source.HasKey(kvs, "cost") {
		r.Errorf(n, "an activated ability needs cost")
	}
	return a
}

func compileSpell(r *source.Reader, n *yaml.Node, oracle string) *sim.Ability {
	kvs, ok := r.Map(n, "a spell ability", []string{"targets", "effects", "modes"})
	if !ok {
		return nil
	}
	a := &sim.Ability{Kind: sim.SpellAbility, Text: oracle}
	compileBody(r, n, kvs, a)
	return a
}

// compileBody reads the cost, targets, modes and effects of an ability.
func compileBody(r *source.Reader, n *yaml.Node, kvs []source.KeyValue, a *sim.Ability) {
	var effects *yaml.Node
	for _, kv := range kvs {
		switch kv.Key {
		case "cost":
			a.Cost, _ = compileCost(r, kv.Value)
		case "sorcery_speed":
			a.SorcerySpeed, _ = r.Bool(kv.Value, "sorcery_speed")
		case "once_each_turn": // "Activate only once each turn." (602.5b)
			a.OncePerTurn, _ = r.Bool(kv.Value, "once_each_turn")
		case "your_turn_only": // "Activate only during your turn." (602.5b)
			a.YourTurnOnly, _ = r.Bool(kv.Value, "your_turn_only")
		case "only_if": // "Activate only if [condition]." (602.5b)
			a.OnlyIf = compileCondition(r, kv.Value)
		case "if_attacked_this_turn": // "Activate only if this creature attacked this turn" (boast, 702.142a)
			if yes, _ := r.Bool(kv.Value, "if_attacked_this_turn"); yes {
				a.OnlyIf = sim.AttackedThisTurn{}
			}
		case "only_once": // "Activate only once." (exhaust, 702.177a)
			a.OnlyOnce, _ = r.Bool(kv.Value, "only_once")
		case "your_upkeep_only": // "Activate only during your upkeep." (602.5b)
			if yes, _ := r.Bool(kv.Value, "your_upkeep_only"); yes {
				a.OnlyIf = sim.DuringYourUpkeep{}
			}
		case "before_attackers": // "Activate only during your turn, before attackers are declared." (602.5b)
			if yes, _ := r.Bool(kv.Value, "before_attackers"); yes {
				a.OnlyIf = sim.BeforeAttackers{}
			}
		case "cost_reduction": // "This ability costs {1} less to activate for each ..." (602.2b)
			if s, ok := compileCostReduction(r, kv.Value).(sim.SelfCostReduction); ok {
				a.CostReduction = &s
			}
		case "targets":
			a.Targets = compileTargets(r, kv.Value)
		case "modes":
			compileModes(r, kv.Value, a)
		case "effects":
			effects = kv.Value
		}
	}
	switch {
	case effects != nil && len(a.Modes) > 0:
		r.Errorf(effects, "a modal ability has its effects in its modes")
	case effects != nil:
		a.Effects = compileEffectList(r, effects, len(a.Targets))
	case len(a.Modes) == 0 && !source.HasKey(kvs, "modes"):
		r.Errorf(n, "an ability needs effects")
	}
}

func compileTargets(r *source.Reader, n *yaml.Node) []sim.TargetSpec {
	items, ok := r.ListOrOne(n, "targets")
	if !ok {
		return nil
	}
	var out []sim.TargetSpec
	for i, item := range items {
		if isTargetWord(item) {
			out = append(out, compileTargetWord(r, item, i+1)...)
			continue
		}
		if spec, ok := compileTarget(r, item); ok {
			out = append(out, spec)
		}
	}
	return out
}

// isTargetWord reports whether a target item is a map with a target key.
func isTargetWord(n *yaml.Node) bool {
	if n.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == "target" {
			return true
		}
	}
	return false
}

// compileTargetWord reads {target, count?, up_to? or min?}: one "target"
// word that names count targets ("two target creatures"; all of them the
// same kind, none chosen twice, 115.3), each of which may be left unchosen
// with up_to ("up to two target creatures", 601.2c), or all but the first
// min ("one, two, or three targets" is count 3, min 1). word numbers the
// word.
func compileTargetWord(r *source.Reader, n *yaml.Node, word int) []sim.TargetSpec {
	var spec sim.TargetSpec
	count, upTo, read := 1, false, false
	least := -1
	kvs, ok := r.Fields(n, "a target word",
		source.Field{Key: "target", Read: func(v *yaml.Node) { spec, read = compileTarget(r, v) }},
		source.Field{Key: "count", Read: func(v *yaml.Node) { count, _ = readCount(r, v, "count") }},
		source.Field{Key: "up_to", Read: func(v *yaml.Node) { upTo, _ = r.Bool(v, "up_to") }},
		source.Field{Key: "min", Read: func(v *yaml.Node) { least, _ = readCount(r, v, "min") }},
	)
	if !ok || !read {
		return nil
	}
	switch {
	case count < 1:
		r.Errorf(n, "a target word names at least one target (count: 1 or more)")
		return nil
	case source.HasKey(kvs, "min") && (upTo || least > count):
		r.Errorf(n, "min is how many of count must be chosen (at most count, and not with up_to)")
		return nil
	case upTo:
		least = 0
	case least < 0:
		least = count
	}
	if count > 1 {
		spec.Word = word
	}
	out := make([]sim.TargetSpec, count)
	for i := range out {
		out[i] = spec
		out[i].UpTo = i >= least // the first min must be chosen
	}
	return out
}

// targetShorthands are the one-word target kinds.
var targetShorthands = map[string]sim.TargetSpec{
	"any":      sim.AnyTarget(),
	"player":   {Description: "target player", Players: true},
	"opponent": {Description: "target opponent", Players: true, PlayerRelation: sim.OpponentControls},
	"player or planeswalker": {Description: "target player or planeswalker", Players: true,
		Objects: &sim.Filter{Types: []string{"planeswalker"}}},
	"opponent or planeswalker": {Description: "target opponent or planeswalker", Players: true, PlayerRelation: sim.OpponentControls,
		Objects: &sim.Filter{Types: []string{"planeswalker"}}},
}

// compileTarget reads a target: a shorthand (any, player, opponent, player
// or planeswalker), an object phrase ("creature", "nonland permanent an
// opponent controls", "creature card in your graveyard"), or a map {types,
// zone, yours, max_mana_value, control}.
func compileTarget(r *source.Reader, n *yaml.Node) (sim.TargetSpec, bool) {
	if n.Kind == yaml.ScalarNode {
		if spec, ok := targetShorthands[n.Value]; ok {
			return spec, true
		}
		f, err := ParseFilter(n.Value)
		if err != nil {
			r.Errorf(n, "target %v; or one of: %s", err, strings.Join(sortedKeys(targetShorthands), ", "))
			return sim.TargetSpec{}, false
		}
		return sim.TargetSpec{Description: "target " + n.Value, Objects: f}, true
	}
	kvs, ok := r.Map(n, "a target", []string{"types", "zone", "yours", "max_mana_value", "control"})
	if !ok {
		return sim.TargetSpec{}, false
	}
	f := &sim.Filter{}
	for _, kv := range kvs {
		switch kv.Key {
		case "types":
			items, _ := r.ListOrOne(kv.Value, "card types")
			for _, item := range items {
				if t, ok := r.OneOf(item, "card type", cardTypes); ok {
					f.AnyTypes = append(f.AnyTypes, t)
				}
			}
		case "zone":
			if z, ok := r.OneOf(kv.Value, "zone", sim.ZoneNames()); ok {
				zone, _ := sim.ParseZone(z)
				f.Zones = []sim.Zone{zone}
			}
		case "yours":
			if yours, _ := r.Bool(kv.Value, "yours"); yours {
				f.Owner = sim.YouControl
			}
		case "max_mana_value":
			n, _ := readCount(r, kv.Value, "max_mana_value")
			f.Compare = append(f.Compare, sim.Comparison{Stat: sim.StatManaValue, Op: sim.AtMost, N: n})
		case "control":
			if c, ok := r.OneOf(kv.Value, "control", []string{"you", "opponent"}); ok {
				f.Controller = map[string]sim.ControlFilter{"you": sim.YouControl, "opponent": sim.OpponentControls}[c]
			}
		}
	}
	if len(f.AnyTypes) == 0 {
		r.Errorf(n, "a target needs types")
	}
	return sim.TargetSpec{Description: describeFilter(f), Objects: f}, true
}

// describeFilter renders a target map as Oracle text would.
func describeFilter(f *sim.Filter) string {
	d := "target " + strings.Join(f.AnyTypes, " or ")
	zone := sim.Battlefield
	if len(f.Zones) == 1 {
		zone = f.Zones[0]
	}
	if zone != sim.Battlefield {
		d += " card in "
		if f.Owner == sim.YouControl {
			d += "your "
		}
		d += zone.String()
	}
	for _, c := range f.Compare {
		d += fmt.Sprintf(" with mana value %d or less", c.N)
	}
	switch f.Controller {
	case sim.YouControl:
		d += " you control"
	case sim.OpponentControls:
		d += " an opponent controls"
	}
	return d
}

// spellAbilityOf is the card's spell ability compiled so far, or nil.
func spellAbilityOf(c *sim.CardDef) *sim.Ability {
	for _, a := range c.Abilities {
		if a.Kind == sim.SpellAbility {
			return a
		}
	}
	return nil
}
