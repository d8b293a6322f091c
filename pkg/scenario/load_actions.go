package scenario

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"github.com/rulecheck/rulecheck/pkg/sim"
	"go.yaml.in/yaml/v3"
)

// verbOptions lists each verb and the options it takes besides the common
// ones (by, choose, expect_error).
var verbOptions = map[string][]string{
	"mana":     {"ability"},
	"activate": {"ability", "targets", "x", "divide"},
	"cast":     {"targets", "modes", "x", "from", "convoke", "improvise", "delve", "dash", "buyback", "evoke", "divide"},
	"play":     nil,
	"resolve":  nil,
	"advance":  {"next_turn", "turn"},
	"attack":   nil,
	"block":    nil,
	"effect":   nil,
	"expect":   nil,
}

var commonOptions = []string{"by", "choose", "expect_error"}

// actionKeys is the keys an action of each verb takes: the verb, the common
// options, then its own, listed once rather than for every action read.
var actionKeys = func() map[string][]string {
	out := map[string][]string{}
	for verb, opts := range verbOptions {
		out[verb] = slices.Concat([]string{verb}, commonOptions, opts)
	}
	return out
}()

// isOption reports whether key is an option of some verb.
func isOption(key string) bool {
	if slices.Contains(commonOptions, key) {
		return true
	}
	for _, opts := range verbOptions {
		if slices.Contains(opts, key) {
			return true
		}
	}
	return false
}

func verbNames() []string {
	return []string{"mana", "activate", "cast", "play", "resolve", "advance", "attack", "block", "effect", "expect"}
}

func (l *loader) loadActions(n *yaml.Node) {
	items, ok := l.List(n, "actions")
	if !ok {
		return
	}
	for _, item := range items {
		if a := l.loadAction(item); a != nil {
			l.s.Actions = append(l.s.Actions, a)
		}
	}
}

func (l *loader) loadAction(n *yaml.Node) *Action {
	kvs, ok := l.Map(n, "an action", nil)
	if !ok {
		return nil
	}
	var verb *source.KeyValue
	for i, kv := range kvs {
		if _, isVerb := verbOptions[kv.Key]; !isVerb {
			continue
		}
		if verb != nil {
			l.Errorf(kv.KeyN, "an action has one verb; this one has %s and %s (make them two actions)", verb.Key, kv.Key)
			return nil
		}
		verb = &kvs[i]
	}
	if verb == nil {
		// A key that is no option of any verb is most likely a misspelt verb.
		for _, kv := range kvs {
			if !isOption(kv.Key) {
				l.Errorf(kv.KeyN, "unknown verb %q%s; an action needs one verb of: %s", kv.Key, names.DidYouMean(kv.Key, verbNames()), strings.Join(verbNames(), ", "))
				return nil
			}
		}
		l.Errorf(n, "an action needs a verb: one of %s", strings.Join(verbNames(), ", "))
		return nil
	}
	a := &Action{Verb: verb.Key, Pos: l.Pos(verb.KeyN)}
	allowed := actionKeys[verb.Key]
	options := map[string]*yaml.Node{}
	for _, kv := range kvs {
		if kv.Key == verb.Key {
			continue
		}
		if verb.Key == "expect" { // a checkpoint is no action: nobody acts, decides or is refused
			l.Errorf(kv.KeyN, "a checkpoint (expect:) takes no other key: %s belongs to an action, and a checkpoint is not one", kv.Key)
			continue
		}
		if !slices.Contains(allowed, kv.Key) {
			l.Errorf(kv.KeyN, "unknown key %q in a %s action%s; it takes: %s", kv.Key, verb.Key, names.DidYouMean(kv.Key, allowed[1:]), strings.Join(allowed[1:], ", "))
			continue
		}
		options[kv.Key] = kv.Value
	}
	l.loadCommonOptions(a, options)
	l.loadVerb(a, verb.Value, options)
	return a
}

func (l *loader) loadCommonOptions(a *Action, options map[string]*yaml.Node) {
	if n := options["by"]; n != nil {
		if p, ok := l.playerRef(n, "the acting player"); ok {
			a.By = &Ref{Text: p, Pos: l.Pos(n)}
		}
	}
	if n := options["choose"]; n != nil {
		a.Choose = l.answers(n)
	}
	if n := options["expect_error"]; n != nil {
		if s, ok := l.String(n, "expect_error (a part of the refusal, or a rule number)"); ok {
			if strings.TrimSpace(s) == "" {
				l.Errorf(n, "expect_error can't be empty: give a part of the refusal or a rule number such as 302.6")
			}
			a.ExpectError = &ExpectError{Text: s, Pos: l.Pos(n)}
		}
	}
}

// answers reads choose: a list of answers, each a value, a list of values
// (an ordering), or {by: Player, pick: ...}.
func (l *loader) answers(n *yaml.Node) []Answer {
	items, ok := l.ListOrOne(n, "choose")
	if !ok {
		return nil
	}
	var out []Answer
	for _, item := range items {
		ans := Answer{Pos: l.Pos(item)}
		pick := item
		if item.Kind == yaml.MappingNode {
			kvs, ok := l.Map(item, "an answer", []string{"by", "pick"})
			if !ok {
				continue
			}
			pick = nil
			for _, kv := range kvs {
				switch kv.Key {
				case "by":
					ans.By, _ = l.playerRef(kv.Value, "the deciding player")
				case "pick":
					pick = kv.Value
				}
			}
			if pick == nil {
				l.Errorf(item, "an answer written as a map needs pick: the answer")
				continue
			}
		}
		values, ok := l.ListOrOne(pick, "an answer")
		if !ok {
			continue
		}
		for _, v := range values {
			if s, ok := l.String(v, "an answer"); ok {
				ans.Pick = append(ans.Pick, s)
			}
		}
		out = append(out, ans)
	}
	return out
}

func (l *loader) refList(n *yaml.Node, what string) []Ref {
	items, ok := l.ListOrOne(n, what)
	if !ok {
		return nil
	}
	var out []Ref
	for _, item := range items {
		if r, ok := l.ref(item, what); ok {
			out = append(out, r)
		}
	}
	return out
}

func (l *loader) loadVerb(a *Action, v *yaml.Node, options map[string]*yaml.Node) {
	switch a.Verb {
	case "mana":
		a.Objects = l.refList(v, "a permanent with a mana ability")
	case "activate", "cast", "play":
		if r, ok := l.ref(v, "the object to "+a.Verb); ok {
			a.Objects = []Ref{r}
		}
	case "resolve":
		l.loadResolve(a, v)
	case "advance":
		l.loadAdvance(a, v, options)
	case "attack", "block":
		a.Pairs = l.pairs(v, a.Verb)
	case "effect":
		a.Effect = l.loadJudgeEffect(v)
	case "expect":
		a.Expect = l.loadExpectation(v)
	}
	if n := options["ability"]; n != nil {
		if n.Tag == "!!int" {
			if v, ok := l.Int(n, "ability"); ok && v < 1 {
				l.Errorf(n, "ability numbers start at 1, found %d", v)
			} else {
				a.Ability = v
			}
		} else {
			a.AbilityT, _ = l.String(n, "ability (a number from 1, or a part of its text)")
		}
	}
	if n := options["targets"]; n != nil {
		a.Targets = l.refList(n, "a target")
	}
	if n := options["x"]; n != nil {
		if x, ok := l.IntIn(n, "x", 0, MaxX); ok {
			a.X = &x
		}
	}
	if n := options["modes"]; n != nil {
		a.Modes, _ = l.modeList(n)
	}
	if n := options["divide"]; n != nil {
		a.Divide = l.division(n)
	}
	if n := options["convoke"]; n != nil {
		a.Convoke = l.refList(n, "a creature to convoke with")
	}
	if n := options["improvise"]; n != nil {
		a.Improvise = l.refList(n, "an artifact to improvise with")
	}
	if n := options["delve"]; n != nil {
		a.Delve = l.refList(n, "a card of the caster's graveyard to exile for delve")
	}
	if n := options["dash"]; n != nil {
		a.Dash, _ = l.Bool(n, "dash")
	}
	if n := options["buyback"]; n != nil {
		a.Buyback, _ = l.Bool(n, "buyback")
	}
	if n := options["evoke"]; n != nil {
		a.Evoke, _ = l.Bool(n, "evoke")
	}
	if n := options["from"]; n != nil {
		a.From, _ = l.OneOf(n, "zone", []string{"hand", "graveyard", "exile", "library"})
		a.FromPos = l.Pos(n)
	}
}

func (l *loader) loadResolve(a *Action, v *yaml.Node) {
	s, ok := l.String(v, "what to resolve: the name of the top object, a number, or all")
	if !ok {
		return
	}
	switch n, err := strconv.Atoi(s); {
	case s == "all":
		a.ResolveAll = true
	case err == nil || errors.Is(err, strconv.ErrRange):
		if n < 1 || n > MaxAmount {
			l.Errorf(v, "resolve: a number must be between 1 and %d, found %d", MaxAmount, n)
		}
		a.ResolveCount = n
	default:
		a.ResolveCount = 1
		a.Objects = []Ref{{Text: s, Pos: l.Pos(v)}}
	}
}

func (l *loader) loadAdvance(a *Action, v *yaml.Node, options map[string]*yaml.Node) {
	if s, ok := l.step(v); ok {
		a.Step = s
	}
	if n := options["next_turn"]; n != nil {
		a.NextTurn, _ = l.Bool(n, "next_turn")
	}
	if n := options["turn"]; n != nil {
		if t, ok := l.IntIn(n, "turn", 1, MaxTurn); ok {
			a.TurnNumber = t
		}
	}
	if a.NextTurn && a.TurnNumber != 0 {
		l.Errorf(v, "advance takes next_turn or turn, not both")
	}
}

// pairs reads attack: {ATTACKER: DEFENDER} or block: {BLOCKER: ATTACKER}.
func (l *loader) pairs(v *yaml.Node, verb string) []Pair {
	kvs, ok := l.Map(v, verb+" (a map of "+map[string]string{"attack": "attacker: defender", "block": "blocker: attacker"}[verb]+")", nil)
	if !ok {
		return nil
	}
	var out []Pair
	for _, kv := range kvs {
		right, ok := l.ref(kv.Value, "what it "+verb+"s")
		if ok {
			out = append(out, Pair{Left: Ref{Text: kv.Key, Pos: l.Pos(kv.KeyN)}, Right: right})
		}
	}
	return out
}

// judgeEffectKeys are the judge's effects that take a map, with their
// keys: the effect words and keys of the card language (see
// pkg/cards/effect.go), with scenario references for their subjects.
var judgeEffectKeys = map[string][]string{
	"damage":       {"amount", "to", "from"},
	"gain_control": {"player", "of", "until"},
	"pump":         {"of", "power", "toughness", "until"},
	"put_counters": {"on", "kind", "count"},
	"draw":         {"who", "player", "count"},
	"gain_keyword": {"of", "keyword", "until"},
	"gain_life":    {"who", "amount"},
	"lose_life":    {"who", "amount"},
}

// judgeEffectAliases are older spellings of judge's effects, kept so that
// existing scenarios load (docs/scenario-format.md lists them).
var judgeEffectAliases = map[string]string{"bounce": "return_to_hand", "counters": "put_counters"}

// loadJudgeEffect reads effect: {KIND: ...}: damage, gain_control, pump and
// draw and counters take a map; destroy, bounce, exile, tap and untap an
// object.
func (l *loader) loadJudgeEffect(v *yaml.Node) *JudgeEffect {
	kinds := []string{"bounce", "counters", "damage", "destroy", "draw", "exile", "gain_control", "gain_keyword", "gain_life",
		"lose_life", "pump", "put_counters", "return_to_hand", "tap", "untap"}
	kvs, ok := l.Map(v, "an effect", kinds)
	if !ok {
		return nil
	}
	if len(kvs) != 1 {
		if len(kvs) > 1 {
			l.Errorf(v, "an effect action has one effect; this one has %d (make them separate actions)", len(kvs))
		} else if len(v.Content) == 0 {
			l.Errorf(v, "an effect needs one of: %s", strings.Join(kinds, ", "))
		}
		return nil
	}
	kv := kvs[0]
	e := &JudgeEffect{Kind: kv.Key, Pos: l.Pos(kv.KeyN)}
	if canonical, ok := judgeEffectAliases[kv.Key]; ok {
		e.Kind = canonical
	}
	keys, takesMap := judgeEffectKeys[e.Kind]
	if !takesMap {
		e.Of, ok = l.ref(kv.Value, "the object to "+kv.Key)
		if !ok {
			return nil
		}
		return e
	}
	fields, ok := l.Map(kv.Value, kv.Key, keys)
	if e.Kind == "gain_life" || e.Kind == "lose_life" {
		e.Amount = 1
	}
	if !ok {
		return nil
	}
	e.Count = 1
	for _, f := range fields {
		switch f.Key {
		case "amount":
			e.Amount, _ = l.IntIn(f.Value, "amount", 0, MaxAmount)
		case "to", "of", "on":
			e.Of, _ = l.ref(f.Value, "the object")
		case "kind":
			e.CounterKind, _ = l.String(f.Value, "a kind of counter, such as \"+1/+1\"")
		case "from":
			if r, ok := l.ref(f.Value, "the damage's source"); ok {
				e.From = &r
			}
		case "player", "who":
			if p, ok := l.playerRef(f.Value, "the player"); ok {
				e.Player = Ref{Text: p, Pos: l.Pos(f.Value)}
			}
		case "count":
			e.Count, _ = l.IntIn(f.Value, "count", 0, MaxAmount)
		case "power":
			e.Power, _ = l.IntIn(f.Value, "power", -MaxAmount, MaxAmount)
		case "toughness":
			e.Toughness, _ = l.IntIn(f.Value, "toughness", -MaxAmount, MaxAmount)
		case "until":
			e.Until = cards.CompileDuration(l.Reader, f.Value)
		case "keyword":
			if s, ok := l.String(f.Value, "a keyword"); ok {
				k, err := sim.ParseKeyword(s)
				if err == nil {
					err = sim.GrantableKeyword(k)
				}
				if err != nil {
					l.Errorf(f.Value, "%v", err)
				}
				e.Keyword = k
			}
		}
	}
	required := map[string][]string{"damage": {"amount", "to"}, "gain_control": {"player", "of"}, "pump": {"of"},
		"put_counters": {"on", "kind"}, "gain_keyword": {"of", "keyword"}}
	for _, k := range required[e.Kind] {
		if !source.HasKey(fields, k) {
			l.Errorf(kv.Value, "%s needs %s", kv.Key, k)
		}
	}
	if (e.Kind == "draw" || e.Kind == "gain_life" || e.Kind == "lose_life") && e.Player.Text == "" {
		l.Errorf(kv.Value, "%s needs who: the player", kv.Key)
	}
	return e
}

// modeList reads modes: mode numbers, 1-based, in the order chosen.
func (l *loader) modeList(n *yaml.Node) ([]int, bool) {
	items, ok := l.ListOrOne(n, "modes")
	if !ok {
		return nil, false
	}
	modes := []int{}
	for _, item := range items {
		m, ok := l.Int(item, "a mode number")
		if !ok {
			return nil, false
		}
		if m < 1 {
			l.Errorf(item, "mode numbers start at 1, found %d", m)
			return nil, false
		}
		modes = append(modes, m)
	}
	return modes, true
}

// division reads divide: the damage each chosen target gets of a divided
// amount, in the order of the targets (601.2d), such as [2, 1].
func (l *loader) division(n *yaml.Node) []int {
	items, ok := l.List(n, "divide (a list of amounts, one for each target)")
	if !ok {
		return nil
	}
	out := []int{}
	for _, item := range items {
		v, ok := l.IntIn(item, "an amount of damage", 1, MaxX)
		if !ok {
			return nil
		}
		out = append(out, v)
	}
	return out
}
