package grammar

import (
	"regexp"
	"strings"
)

// Quantity is a number the text defines, computed as the effect applies
// (107.3c, 608.2h): "the number of creatures you control", "its power",
// "the greatest power among creatures you control", "your life total",
// "the number of charge counters on ~".
type Quantity struct {
	// Kind is "count", "power", "toughness", "mana value",
	// "greatest_power", "life", "counters" or "domain" (the number of
	// basic land types among lands you control).
	Kind string
	// Of is what it reads: the group counted or compared (ObjGroup), the
	// object whose power, toughness or counters it is, the player whose
	// life total.
	Of Obj
	// Counter is the kind of counter of "counters".
	Counter string
	// Plus is the N of "N plus the number of ...".
	Plus int
	// For is the player a count is read for ("cards in target player's
	// hand" counts "cards in your hand" for that player), or nil.
	For  *Obj
	Text string
}

func (q Quantity) String() string { return q.Text }

// XPT is a power/toughness change with X: "+X/+X", "+X/+0", "-X/-X". Each
// of Power and Toughness is 1 (+X), -1 (-X) or 0 (+0).
type XPT struct {
	Power, Toughness int
	Text             string
}

func (p XPT) String() string { return p.Text }

var xptPattern = regexp.MustCompile(`^([+-])(X|0)/([+-])(X|0)`)

// xpt reads a power/toughness change with at least one X.
func xpt(sc *scanner, i int) []cand {
	m := xptPattern.FindStringSubmatch(sc.s[i:])
	if m == nil || m[2] != "X" && m[4] != "X" {
		sc.fail(i)
		return nil
	}
	sign := func(s, v string) int {
		switch {
		case v == "0":
			return 0
		case s == "-":
			return -1
		}
		return 1
	}
	return []cand{{XPT{sign(m[1], m[2]), sign(m[3], m[4]), m[0]}, i + len(m[0])}}
}

// ObjSacrificed is "the sacrificed creature": the permanent sacrificed to
// pay the cost.
const ObjSacrificed ObjKind = 100

// countedObjs are the references whose power, toughness or counters a
// quantity reads.
var countedObjs = []Obj{
	{Kind: ObjSacrificed, Text: "the sacrificed creature"},
	{Kind: ObjSelf, Text: "~"},
	{Kind: ObjIt, Text: "it"},
	{Kind: ObjIt, Text: "that creature"},
	{Kind: ObjIt, Text: "that spell"},
	{Kind: ObjAttached, Types: []string{"enchanted"}, Text: "enchanted creature"},
	{Kind: ObjAttached, Types: []string{"equipped"}, Text: "equipped creature"},
}

// counted reads the object phrase of "the number of ..." and "for each
// ...": a group, maybe "on the battlefield" (whoever controls it); after
// "for each", also "charge counter on ~" (a Quantity of counters).
func counted(sc *scanner, i int) []cand {
	out := turnCounted(sc, i)
	// "cards named ~ in all graveyards": an object phrase stops at "~"
	for _, zone := range []string{" in all graveyards", " in your graveyard"} {
		for _, noun := range []string{"cards", "card"} {
			if j, ok := sc.lit(i, noun+" named ~"+zone); ok {
				out = append(out, cand{Obj{Kind: ObjGroup, Text: sc.s[i:j], Phrase: sc.orig[i:j]}, j})
			}
		}
	}
	if j, ok := sc.lit(i, "basic land type among lands you control"); ok {
		out = append(out, cand{Quantity{Kind: "domain", Of: Obj{Kind: ObjYou, Text: "you"}, Text: sc.s[i:j]}, j})
	}
	if kind, end := counterKind(sc, i); kind != "" {
		if k, ok := sc.lit(end, " counter on "); ok {
			for _, c := range oneOf(sc, k, countedObjs) {
				out = append(out, cand{Quantity{Kind: "counters", Of: c.v.(Obj), Counter: kind, Text: sc.s[i:c.end]}, c.end})
			}
		}
	}
	for _, c := range groupObjs(sc, i, true) {
		out = append(out, c)
		if j, ok := sc.lit(c.end, " on the battlefield"); ok {
			o := c.v.(Obj)
			o.Text, o.Phrase = sc.s[i:j], sc.orig[i:j]
			out = append(out, cand{o, j})
		}
	}
	return out
}

// quantity reads a number the text defines.
func quantity(sc *scanner, i int) []cand {
	out := turnQuantity(sc, i)
	q := func(kind string, of Obj, counter string, end int) {
		out = append(out, cand{Quantity{Kind: kind, Of: of, Counter: counter, Text: sc.s[i:end]}, end})
	}
	if j, ok := sc.lit(i, "your life total"); ok {
		q("life", Obj{Kind: ObjYou, Text: "you"}, "", j)
	}
	if j, ok := sc.lit(i, "the amount of life you gained this turn"); ok {
		q("life_gained", Obj{Kind: ObjYou, Text: "you"}, "", j)
	}
	// "its power", "~'s power", "that creature's toughness"
	for _, stat := range []string{"power", "toughness", "mana value"} {
		if j, ok := sc.lit(i, "its "+stat); ok && hasWord(sc.s[i:], "its "+stat) {
			q(stat, Obj{Kind: ObjIt, Text: "it"}, "", j)
		}
		for _, c := range oneOf(sc, i, countedObjs) {
			if c.v.(Obj).Text == "it" {
				continue
			}
			if j, ok := sc.lit(c.end, "'s "+stat); ok && hasWord(sc.s[c.end+3:], stat) {
				q(stat, c.v.(Obj), "", j)
			}
		}
	}
	if j, ok := sc.lit(i, "the greatest power among "); ok {
		for _, c := range groupObjs(sc, j, true) {
			q("greatest_power", c.v.(Obj), "", c.end)
		}
	}
	if j, ok := sc.lit(i, "the greatest mana value among "); ok {
		for _, c := range groupObjs(sc, j, true) {
			q("greatest_mana_value", c.v.(Obj), "", c.end)
		}
	}
	// "your devotion to green" (700.5): the color in Counter
	if j, ok := sc.lit(i, "your devotion to "); ok {
		for _, color := range colorWords[:5] {
			if hasWord(sc.s[j:], color) {
				q("devotion", Obj{Kind: ObjYou, Text: "you"}, color, j+len(color))
			}
		}
	}
	// "1 plus the number of ..."
	for _, n := range number(sc, i) {
		if k, ok := sc.lit(n.end, " plus "); ok {
			for _, c := range quantity(sc, k) {
				if q := c.v.(Quantity); q.Plus == 0 {
					q.Plus, q.Text = n.v.(Num).N, sc.s[i:c.end]
					out = append(out, cand{q, c.end})
				}
			}
		}
	}
	if j, ok := sc.lit(i, "the number of basic land types among lands you control"); ok {
		q("domain", Obj{Kind: ObjYou, Text: "you"}, "", j)
	}
	j, ok := sc.lit(i, "the number of ")
	if !ok {
		return out
	}
	// "the number of cards in target player's hand": counted for a player
	for _, whose := range playerZones {
		for _, zone := range []string{"hand", "graveyard"} {
			tail := " in " + whose.Text + " " + zone
			if whose.Text != "their" {
				tail = " in " + whose.Text + "'s " + zone
			}
			for k := strings.Index(sc.s[j:], tail); k > 0 && !strings.ContainsAny(sc.s[j:j+k], ".,"); k = -1 {
				end := j + k + len(tail)
				if !hasWord(sc.s[end-len(zone):], zone) {
					continue
				}
				// the words before are the phrase, which the filter reads
				w, words, orig := whose, sc.s[j:j+k], sc.orig[j:j+k]
				q := Quantity{Kind: "count", Of: Obj{Kind: ObjGroup, Text: words + " in your " + zone, Phrase: orig + " in your " + zone},
					For: &w, Text: sc.s[i:end]}
				out = append(out, cand{q, end})
			}
		}
	}
	// "the number of charge counters on ~"
	if kind, end := counterKind(sc, j); kind != "" {
		if k, ok := sc.lit(end, " counters on "); ok {
			for _, c := range oneOf(sc, k, countedObjs) {
				q("counters", c.v.(Obj), kind, c.end)
			}
		}
	}
	for _, c := range counted(sc, j) {
		if tq, ok := c.v.(Quantity); ok && tq.Kind == TurnCount {
			tq.Text = sc.s[i:c.end]
			out = append(out, cand{tq, c.end})
			continue
		}
		q("count", c.v.(Obj), "", c.end)
	}
	return out
}

// whereX reads ", where X is ..." after an effect that uses X (107.3c).
var whereX = []*template{
	tmpl("where_x", "{xeffect}, where X is {quantity}"),
}

// amountEffects are the effects with an amount the text defines.
var amountEffects = []*template{
	tmpl("pump_x", "{permanent} gets {xpt} until end of turn"),
	tmpl("pump_x", "{many} get {xpt} until end of turn"),
	tmpl("pump_x", "{each} gets {xpt} until end of turn"),
	tmpl("pump_x", "{permanent} gets {xpt} and gains {keywords} until end of turn"),
	tmpl("pump_x", "{permanent} gains {keywords} and gets {xpt} until end of turn"),
	tmpl("pump_x", "{many} get {xpt} and gain {keywords} until end of turn"),
	tmpl("pump_x", "{many} gain {keywords} and get {xpt} until end of turn"),
	tmpl("pump_x", "{each} gets {xpt} and gains {keywords} until end of turn"),
	tmpl("pump_x", "{each} gains {keywords} and gets {xpt} until end of turn"),
	tmpl("pump_each", "until end of turn, {permanent} gets {pt} for each {counted} and gains {keywords}"),
	tmpl("pump_each", "{permanent} gets {pt} until end of turn for each {counted}"),
	tmpl("pump_each", "{many} get {pt} until end of turn for each {counted}"),
	tmpl("pump_each", "{each} gets {pt} until end of turn for each {counted}"),
	tmpl("damage_equal", "~ deals damage equal to {quantity} to {recipient}"),
	tmpl("damage_equal_to", "~ deals damage to {recipient} equal to {quantity}"),
	tmpl("damage_it_equal_to", "it deals damage to {recipient} equal to {quantity}"),
	tmpl("damage_it_equal", "it deals damage equal to {quantity} to {recipient}"),
	tmpl("damage_itself", "{permanent} deals damage to itself equal to its power"),
	tmpl("damage_and_gain", "~ deals {amount} damage to {recipient} and you gain {amount} life"),
	tmpl("damage_it_and_gain", "it deals {amount} damage to {recipient} and you gain {amount} life"),
	tmpl("draw_and_lose", "you draw {cards} and you lose {amount} life"),
	tmpl("drain_x", "{player} loses {xn} life and you gain {xn} life"),
	tmpl("player_draws_and_loses", "{player} draws {cards} and loses {amount} life"),
	tmpl("gain_and_draw", "you gain {amount} life and draw {cards}"),
	tmpl("double_counters", "double the number of {ckind} counters on {permanent}"),
	tmpl("add_mana_each", "add {mana} for each {counted}"),
	tmpl("put_then_double", "put {counters} on {permanent}, then double the number of {ckind} counters on {permanent}"),
	tmpl("gain_life_equal", "you gain life equal to {quantity}"),
	tmpl("lose_life_equal", "you lose life equal to {quantity}"),
	tmpl("player_gains_life_equal", "{player} gains life equal to {quantity}"),
	tmpl("player_loses_life_equal", "{player} loses life equal to {quantity}"),
	tmpl("draw_equal", "draw cards equal to {quantity}"),
	tmpl("player_draws_equal", "{player} draws cards equal to {quantity}"),
	tmpl("mill_equal", "mill cards equal to {quantity}"),
	tmpl("player_mills_equal", "{player} mills cards equal to {quantity}"),
	tmpl("put_counters_equal", "put a number of {ckind} counters on {permanent} equal to {quantity}"),
	tmpl("draw_each", "draw a card for each {counted}"),
	tmpl("player_draws_each", "{player} draws a card for each {counted}"),
	tmpl("gain_life_each_n", "you gain {n} life for each {counted}"),
	tmpl("lose_life_each_n", "you lose {n} life for each {counted}"),
	tmpl("player_loses_life_each", "{player} loses {n} life for each {counted}"),
	tmpl("damage_each_n", "~ deals {n} damage to {recipient} for each {counted}"),
	tmpl("put_counters_each", "put {counters} on {permanent} for each {counted}"),
}

// amountStatics are the static abilities with an amount the text defines.
var amountStatics = []*template{
	tmpl("gets_each", "{group} gets {pt} for each {counted}"),
	tmpl("gets_each", "{group} get {pt} for each {counted}"),
	tmpl("gets_each_self", "~ gets {pt} for each {counted}"),
	tmpl("enters_with_x", "~ enters with {counters} on it, where X is {quantity}"),
	tmpl("enters_with_each", "~ enters with {counters} on it for each {counted}"),
	tmpl("enters_with_equal", "~ enters with a number of {ckind} counters on it equal to {quantity}"),
	tmpl("gets_x", "{group} gets {xpt}, where X is {quantity}"),
	tmpl("gets_x", "{group} get {xpt}, where X is {quantity}"),
	tmpl("gets_x_self", "~ gets {xpt}, where X is {quantity}"),
}

func init() {
	holes["quantity"] = quantity
	holes["xpt"] = xpt
	holes["counted"] = counted
	holes["xeffect"] = xEffect
	holes["xn"] = xNumber
	holes["ckind"] = counterWord
	effects = append(effects, amountEffects...)
	effects = append(effects, whereX...)
	statics = append(statics, amountStatics...)
}

// xEffect reads an effect that a "where X is" clause may follow: any
// effect but another such clause. It is tried only where the sentence has
// the clause, so that it costs nothing elsewhere.
func xEffect(sc *scanner, i int) []cand {
	end := strings.IndexByte(sc.s[i:], '.')
	if end < 0 {
		end = len(sc.s) - i
	}
	if !strings.Contains(sc.s[i:i+end], ", where X is ") {
		return nil
	}
	var out []cand
	for _, t := range effects {
		if len(t.parts) > 0 && t.parts[0].hole == "xeffect" {
			continue // "where_x" and the templates made from it (an "if" after it)
		}
		for _, m := range t.match(sc, i) {
			out = append(out, cand{m.p, m.end})
		}
	}
	return out
}

// xNumber reads X alone, where a number has a template of its own.
func xNumber(sc *scanner, i int) []cand {
	if hasWord(sc.s[i:], "X") {
		return []cand{{Num{-1, "X"}, i + 1}}
	}
	sc.fail(i)
	return nil
}

// counterWord reads the kind of a counter: "+1/+1", "charge".
func counterWord(sc *scanner, i int) []cand {
	if k, end := counterKind(sc, i); k != "" {
		return []cand{{Word(k), end}}
	}
	sc.fail(i)
	return nil
}

// ManaTimes is how many times a mana ability adds its mana: " for each
// creature you control" (Of an Obj or a Quantity of counters), or ", where
// X is ..." after "X mana of any one color".
type ManaTimes struct {
	Lead string // " for each " or ", where X is "
	Of   Value
}

// String prints it, "" for none.
func (t *ManaTimes) String() string {
	if t == nil {
		return ""
	}
	return t.Lead + t.Of.String()
}

// XManaOfOneColor is the mana of "Add X mana of any one color, where X is
// ...": one color chosen, X mana of it.
const XManaOfOneColor = "X mana of any one color"

// AnAmountOf starts "an amount of {G} equal to ...".
const AnAmountOf = "an amount of "

// manaRead is a way to read what a mana ability adds.
type manaRead struct {
	add   string
	times *ManaTimes
	end   int
}

// manaAmounts reads what a mana ability adds: mana symbols or a choice
// (manaToAdd), symbols "for each ...", or "X mana of any one color, where
// X is ...".
func manaAmounts(sc *scanner, i int) []manaRead {
	var out []manaRead
	for _, m := range manaToAdd(sc, i) {
		out = append(out, manaRead{m.v.String(), nil, m.end})
		if j, ok := sc.lit(m.end, " for each "); ok {
			for _, c := range counted(sc, j) {
				out = append(out, manaRead{m.v.String(), &ManaTimes{" for each ", c.v}, c.end})
			}
		}
	}
	// "Add an amount of {G} equal to your devotion to green."
	if j, ok := sc.lit(i, AnAmountOf); ok {
		if k := manaSymbol(sc, j); k > j {
			if l, ok := sc.lit(k, " equal to "); ok {
				for _, c := range quantity(sc, l) {
					out = append(out, manaRead{sc.s[i:k], &ManaTimes{" equal to ", c.v}, c.end})
				}
			}
		}
	}
	if j, ok := sc.lit(i, XManaOfOneColor+", where X is "); ok {
		for _, c := range quantity(sc, j) {
			out = append(out, manaRead{XManaOfOneColor, &ManaTimes{", where X is ", c.v}, c.end})
		}
	}
	return out
}

// playerZones are the players whose hand or graveyard a count may read.
var playerZones = []Obj{
	{Kind: ObjTarget, Types: []string{"player"}, Text: "target player"},
	{Kind: ObjTarget, Types: []string{"opponent"}, Text: "target opponent"},
	{Kind: ObjThatPlayer, Text: "that player"},
	{Kind: ObjThatPlayer, Text: "their"},
}
