package grammar

import (
	"fmt"
	"strings"
)

// Kind is the kind of an Oracle line.
type Kind string

// The kinds of line.
const (
	Keywords   Kind = "keywords"        // "Flying, vigilance"
	Enchant    Kind = "enchant"         // "Enchant creature"
	Equip      Kind = "equip"           // "Equip {2}"
	Mana       Kind = "mana"            // "{T}: Add {G}."
	Activated  Kind = "activated"       // "{1}, {T}: Draw a card."
	Triggered  Kind = "triggered"       // "When ~ enters, draw a card."
	Static     Kind = "static"          // "~ enters tapped."
	Spell      Kind = "spell"           // an instant's or sorcery's effect
	ModeHeader Kind = "modes"           // "Choose one —"
	Additional Kind = "additional_cost" // "As an additional cost to cast ~, sacrifice a creature."
	Mode       Kind = "mode"            // "• Destroy target artifact."
)

// Ability is one parsed Oracle line.
type Ability struct {
	Kind Kind
	// Words are the keywords of a keyword line (lower case), or the card
	// types an Aura enchants.
	Words []Word
	// WordsAt are the offsets of Words.
	WordsAt []int
	Cost    *Cost
	// Add is what a mana ability adds: symbols, or "one mana of any color".
	Add string
	// AddTimes is how many times, nil for once: " for each creature you
	// control", ", where X is ..." after "X mana of any one color".
	AddTimes *ManaTimes
	// SpendOnly is the card type of a spending restriction ("Spend this
	// mana only to cast a creature spell.", 106.6), and SpendText its
	// words as printed.
	SpendOnly, SpendText string
	Trigger              *Phrase
	Static               *Phrase
	// Body is the effect of a spell, an activated or a triggered ability,
	// or a mode: one phrase a sentence.
	Body []Phrase
	// Rider is the restriction sentence that ends an activated ability
	// ("Activate only as a sorcery."), one of activationRiders, or "".
	Rider string
	// Choose is the number of modes chosen ("Choose one —").
	Choose Num
	// Quoted is set on an ability in quotation marks that an effect
	// grants, where "~" may be the card's name or the object that has the
	// ability ("this creature").
	Quoted bool
	// Yours: "Enchant creature you control" (702.5a).
	Yours bool
}

// Print renders the ability as a normalized Oracle line.
func (a *Ability) Print() string {
	switch a.Kind {
	case Keywords:
		ws := make([]string, len(a.Words))
		for i, w := range a.Words {
			ws[i] = string(w)
		}
		return capitalize(strings.Join(ws, ", "))
	case Enchant:
		ws := make([]string, len(a.Words))
		for i, w := range a.Words {
			ws[i] = string(w)
		}
		if a.Yours {
			return "Enchant " + joinTypes(ws) + EnchantYours
		}
		return "Enchant " + joinTypes(ws)
	case Equip:
		return "Equip " + a.Cost.String()
	case Mana:
		s := a.Cost.String() + ": Add " + a.Add + a.AddTimes.String() + "." + a.SpendText
		if len(a.Body) > 0 {
			s += " " + printBody(a.Body, true)
		}
		return s
	case Activated:
		return a.Cost.String() + ": " + printBody(a.Body, true) + a.Rider
	case Triggered:
		return a.Trigger.String() + ", " + printBody(a.Body, false)
	case Static:
		s := capitalize(a.Static.String())
		if strings.HasSuffix(s, `."`) { // the quoted ability's period ends the line
			return s
		}
		return s + "."
	case Spell:
		return printBody(a.Body, true)
	case ModeHeader:
		return "Choose " + a.Choose.Text + " —"
	case Additional:
		return additionalCost + strings.ToLower(a.Cost.String()[:1]) + a.Cost.String()[1:] + "."
	case Mode:
		return "• " + printBody(a.Body, true)
	}
	return ""
}

// printBody prints sentences; the first is capitalized when capital.
func printBody(body []Phrase, capital bool) string {
	parts := make([]string, len(body))
	for i, p := range body {
		s := p.String()
		if capital || i > 0 {
			s = capitalize(s)
		}
		if strings.HasSuffix(s, `."`) { // a quoted ability's period ends the sentence
			parts[i] = s
			continue
		}
		parts[i] = s + "."
	}
	return strings.Join(parts, " ")
}

// MaxLine is the longest line the grammar reads (no Oracle line comes
// near it).
const MaxLine = 2000

// Parse reads a normalized Oracle line. spell says whether the card is an
// instant or sorcery, whose lines are its spell ability. It returns the
// ability, or where the line stops being readable.
func Parse(line string, spell bool) (*Ability, *Unreadable) {
	if len(line) > MaxLine {
		return nil, &Unreadable{Offset: MaxLine, Phrase: fmt.Sprintf("(a line longer than %d characters)", MaxLine)}
	}
	sc := newScanner(line)
	defer releaseScanner(sc)
	for _, rule := range []func(*scanner) *Ability{keywordLine, enchantLine, equipLine, modeHeader, manaLine, activatedLine,
		triggeredLine, staticLine, additionalCostLine} {
		if a := rule(sc); a != nil {
			return a, nil
		}
	}
	if spell {
		if a := modeLine(sc); a != nil {
			return a, nil
		}
		if body := bodyToEnd(sc, 0, true); body != nil {
			return &Ability{Kind: Spell, Body: body}, nil
		}
	}
	phrase, at := PhraseAt(line, sc.far)
	return nil, &Unreadable{Offset: at, Phrase: phrase}
}

// keywordLine reads "Flying, first strike".
func keywordLine(sc *scanner) *Ability {
	s, ok := lowerAt(sc.s, 0)
	if !ok {
		return nil
	}
	in := &scanner{s: s, orig: sc.orig}
	a := &Ability{Kind: Keywords}
	i := 0
	for {
		cs := keyword(in, i)
		if len(cs) == 0 {
			break
		}
		c := cs[len(cs)-1] // the longest ("first strike" before "first")
		for _, x := range cs {
			if x.end > c.end {
				c = x
			}
		}
		a.Words, a.WordsAt = append(a.Words, c.v.(Word)), append(a.WordsAt, i)
		if c.end == len(s) {
			return a
		}
		j, ok := in.lit(c.end, ", ")
		if !ok {
			break
		}
		i = j
	}
	sc.fail(in.far)
	return nil
}

// enchantLine reads "Enchant creature".
func enchantLine(sc *scanner) *Ability {
	i, ok := sc.lit(0, "Enchant ")
	if !ok {
		return nil
	}
	for _, c := range typeList(sc, i, permanentTypes) {
		yours := sc.s[c.end:] == EnchantYours
		if c.end == len(sc.s) || yours {
			a := &Ability{Kind: Enchant, Yours: yours}
			types, at := listedTypes(string(c.v.(Word)))
			for k, t := range types {
				a.Words, a.WordsAt = append(a.Words, Word(t)), append(a.WordsAt, i+at[k])
			}
			return a
		}
		sc.fail(c.end)
	}
	return nil
}

// equipLine reads "Equip {2}".
func equipLine(sc *scanner) *Ability {
	i, ok := sc.lit(0, "Equip ")
	if !ok {
		return nil
	}
	if c, end := cost(sc, i); c != nil && end == len(sc.s) && c.ManaOnly() {
		return &Ability{Kind: Equip, Cost: c}
	}
	return nil
}

// modeHeader reads "Choose one —".
func modeHeader(sc *scanner) *Ability {
	i, ok := sc.lit(0, "Choose ")
	if !ok {
		return nil
	}
	for _, c := range number(sc, i) {
		if j, ok := sc.lit(c.end, " —"); ok && j == len(sc.s) {
			return &Ability{Kind: ModeHeader, Choose: c.v.(Num)}
		}
	}
	return nil
}

// additionalCost starts an additional cost to cast a spell (601.2f).
const additionalCost = "As an additional cost to cast ~, "

// additionalCostLine reads "As an additional cost to cast ~, sacrifice a
// creature." The cost is written lower case first.
func additionalCostLine(sc *scanner) *Ability {
	i, ok := sc.lit(0, additionalCost)
	if !ok || !strings.HasSuffix(sc.s, ".") || i >= len(sc.s)-1 {
		return nil
	}
	rest := sc.s[i : len(sc.s)-1]
	in := &scanner{s: strings.ToUpper(rest[:1]) + rest[1:]}
	in.orig = in.s
	c, end := cost(in, 0)
	if c == nil || end != len(in.s) {
		sc.fail(i + in.far)
		return nil
	}
	return &Ability{Kind: Additional, Cost: c}
}

// modeLine reads "• Destroy target artifact."
func modeLine(sc *scanner) *Ability {
	i, ok := sc.lit(0, "• ")
	if !ok {
		return nil
	}
	if body := bodyToEnd(sc, i, true); body != nil {
		return &Ability{Kind: Mode, Body: body}
	}
	return nil
}

// costThen reads a cost at the start of the line and the literal after
// it; it returns the cost and the offset after the literal.
func costThen(sc *scanner, after string) (*Cost, int) {
	c, i := cost(sc, 0)
	if c == nil {
		return nil, 0
	}
	j, ok := sc.lit(i, after)
	if !ok {
		return nil, 0
	}
	return c, j
}

// manaLine reads "{T}: Add {G}." and "{T}: Add one mana of any color."
func manaLine(sc *scanner) *Ability {
	c, j := costThen(sc, ": Add ")
	if c == nil {
		return nil
	}
	for _, m := range manaAmounts(sc, j) {
		end, ok := sc.lit(m.end, ".")
		if !ok {
			continue
		}
		a := &Ability{Kind: Mana, Cost: c, Add: m.add, AddTimes: m.times}
		if end == len(sc.s) {
			return a
		}
		// "{T}: Add {C}{C}. This land deals 2 damage to you.": effects that
		// follow the mana.
		if k, ok := sc.lit(end, " "); ok {
			if a.Body = bodyToEnd(sc, k, true); a.Body != nil {
				return a
			}
		}
		for _, t := range spendTypes {
			for _, text := range []string{" Spend this mana only to cast a " + t + " spell.", " Spend this mana only to cast " + t + " spells."} {
				if strings.HasPrefix(t, "a") || strings.HasPrefix(t, "e") || strings.HasPrefix(t, "i") {
					text = strings.Replace(text, " a "+t, " an "+t, 1)
				}
				if k, ok := sc.lit(end, text); ok && k == len(sc.s) {
					a.SpendOnly, a.SpendText = t, text
					return a
				}
			}
		}
	}
	return nil
}

// spendTypes are the card types a spending restriction may name.
var spendTypes = []string{"creature", "artifact", "enchantment", "planeswalker", "instant", "sorcery", "land"}

// activatedLine reads "COST: EFFECT." with a rider such as "Activate only
// as a sorcery."
func activatedLine(sc *scanner) *Ability {
	c, j := costThen(sc, ": ")
	if c == nil {
		return nil
	}
	a := &Ability{Kind: Activated, Cost: c}
	line := sc.s
	for _, rider := range activationRiders {
		if strings.HasSuffix(line, rider) {
			defer sc.swap(line[:len(line)-len(rider)])()
			a.Rider = rider
			break
		}
	}
	if a.Body = bodyToEnd(sc, j, true); a.Body == nil {
		return nil
	}
	return a
}

// triggeredLine reads "When ~ enters, EFFECT."
func triggeredLine(sc *scanner) *Ability {
	for _, m := range matchAny(sc, 0, triggers) {
		i, ok := sc.lit(m.end, ", ")
		if !ok {
			continue
		}
		if body := bodyToEnd(sc, i, false); body != nil {
			t := m.p
			return &Ability{Kind: Triggered, Trigger: &t, Body: body}
		}
	}
	return nil
}

// staticLine reads a static ability of one sentence.
func staticLine(sc *scanner) *Ability {
	for _, m := range capitalMatches(sc, 0, statics) {
		j, ok := sc.lit(m.end, ".")
		// A line ending with a quoted ability ends with its period:
		// 'Enchanted land has "{T}: Add {G}."'
		quotedEnd := m.end == len(sc.s) && strings.HasSuffix(sc.s, `."`)
		if ok && j == len(sc.s) || quotedEnd {
			p := m.p
			return &Ability{Kind: Static, Static: &p}
		}
	}
	return nil
}

// capitalMatches reads templates written lower case first at i, where the
// line has a capital letter (or "~").
func capitalMatches(sc *scanner, i int, ts []*template) []match {
	s, ok := lowerAt(sc.s, i)
	if !ok {
		sc.fail(i)
		return nil
	}
	defer sc.swap(s)()
	return matchAny(sc, i, ts)
}

// bodyToEnd reads sentences of effects from i to the end of the line.
func bodyToEnd(sc *scanner, i int, capital bool) []Phrase {
	body, _ := remember(&sc.bodies, bodyKey{i, len(sc.s), capital}, func() []Phrase { return readBody(sc, i, capital) })
	return body
}

func readBody(sc *scanner, i int, capital bool) []Phrase {
	var ms []match
	if capital {
		ms = capitalMatches(sc, i, effects)
	} else {
		ms = matchAny(sc, i, effects)
	}
	for _, m := range ms {
		j, ok := sc.lit(m.end, ".")
		if !ok && strings.HasSuffix(sc.s[:m.end], `."`) {
			j, ok = m.end, true // 'It has "{T}: Add {C}."': the period is inside the marks
		}
		if !ok {
			continue
		}
		if j == len(sc.s) {
			return []Phrase{m.p}
		}
		k, ok := sc.lit(j, " ")
		if !ok {
			continue
		}
		if rest := bodyToEnd(sc, k, true); rest != nil {
			return append([]Phrase{m.p}, rest...)
		}
	}
	return nil
}
