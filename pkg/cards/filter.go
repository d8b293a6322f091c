package cards

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/rulecheck/rulecheck/pkg/sim"
)

// ParseFilter reads an object phrase as Oracle text writes it into the
// engine's one filter: "another nontoken creature an opponent controls
// with power 2 or less", "nonbasic lands", "each other non-Aura
// enchantment", "enchanted creature", "a noncreature spell". Every word
// must be understood: an unknown word is an error naming it, never skipped.
func ParseFilter(phrase string) (*sim.Filter, error) {
	p := &filterParser{words: strings.Fields(phrase)}
	f := &sim.Filter{Phrase: phrase}
	if err := p.parse(f); err != nil {
		return nil, fmt.Errorf("object phrase %q: %v", phrase, err)
	}
	return f, nil
}

type filterParser struct {
	words []string
	i     int
}

func (p *filterParser) peek(n int) string {
	if p.i+n < len(p.words) {
		return strings.ToLower(p.words[p.i+n])
	}
	return ""
}

// accept consumes the words of s if they come next.
func (p *filterParser) accept(s string) bool {
	k := 0
	for w := range strings.FieldsSeq(s) {
		if p.peek(k) != w {
			return false
		}
		k++
	}
	p.i += k
	return true
}

// nounTypes are the card types an object phrase may name, singular and
// plural.
var nounTypes = map[string]string{
	"creature": "creature", "creatures": "creature", "land": "land", "lands": "land",
	"artifact": "artifact", "artifacts": "artifact", "enchantment": "enchantment", "enchantments": "enchantment",
	"planeswalker": "planeswalker", "planeswalkers": "planeswalker", "instant": "instant", "instants": "instant",
	"sorcery": "sorcery", "sorceries": "sorcery", "battle": "battle", "battles": "battle",
}

var supertypeWords = map[string]string{"basic": "basic", "legendary": "legendary", "snow": "snow"}

// everyZone are the phrases that name every object in every zone.
var everyZone = []string{"cards that aren't on the battlefield, spells, and permanents"}

func (p *filterParser) parse(f *sim.Filter) error {
	for _, q := range []string{"a", "an", "each", "all", "any"} {
		if p.accept(q) {
			break
		}
	}
	for _, phrase := range everyZone {
		if p.accept(phrase) {
			f.Zones = []sim.Zone{sim.Battlefield, sim.Hand, sim.Library, sim.Graveyard, sim.Stack, sim.Exile}
			return nil
		}
	}
	switch {
	case p.accept("another"), p.accept("other"):
		f.Another = true
	case p.accept("enchanted"), p.accept("equipped"):
		f.Attached = true
	case p.accept("this"):
		f.Self = true
	}
	noun, either, eitherSubtype := false, false, false
	for p.i < len(p.words) && !noun {
		w := p.peek(0)
		raw := p.words[p.i]
		switch {
		case w == "token":
			f.Token = true
		case w == "nontoken":
			f.Nontoken = true
		case w == "tapped":
			f.Tapped = true
		case w == "untapped":
			f.Untapped = true
		case w == "attacking" && p.peek(1) == "or" && p.peek(2) == "blocking":
			f.InCombat = true
			p.i += 2
		case w == "attacking":
			f.Attacking = true
		case w == "blocking":
			f.Blocking = true
		case w == "multicolored":
			f.Multicolored = true
		case w == "historic":
			f.Historic = true
		case supertypeWords[w] != "":
			f.Supertypes = append(f.Supertypes, supertypeWords[w])
		case strings.HasPrefix(w, "non") && supertypeWords[strings.TrimPrefix(w, "non")] != "":
			f.NotSupertypes = append(f.NotSupertypes, supertypeWords[strings.TrimPrefix(w, "non")])
		case w == "colorless":
			// no color at all (105.2c): none of the five
			for _, c := range []string{"white", "blue", "black", "red", "green"} {
				t, _ := sim.ParseColor(c)
				f.NotColors |= sim.ColorSet(t)
			}
		case isColorWord(w) && p.peek(1) == "or" && isColorWord(p.peek(2)):
			// "white or black permanent": either color (Colors holds any
			// of them)
			t, _ := sim.ParseColor(w)
			f.Colors |= sim.ColorSet(t)
			p.i++ // the "or"
		case isColorWord(w):
			t, _ := sim.ParseColor(w)
			f.Colors |= sim.ColorSet(t)
		case strings.HasPrefix(w, "non") && isColorWord(strings.TrimPrefix(w, "non")):
			t, _ := sim.ParseColor(strings.TrimPrefix(w, "non"))
			f.NotColors |= sim.ColorSet(t)
		case strings.HasPrefix(w, "non-"):
			f.NotSubtypes = append(f.NotSubtypes, strings.TrimPrefix(raw, "non-"))
		case strings.HasPrefix(w, "non") && nounTypes[strings.TrimPrefix(w, "non")] != "":
			f.NotTypes = append(f.NotTypes, nounTypes[strings.TrimPrefix(w, "non")])
		case nounTypes[w] != "" && (p.peek(1) == "or" || p.peek(1) == "and" || p.peek(1) == "and/or") && nounTypes[p.peek(2)] != "":
			// "instant or sorcery spell", "instant and sorcery cards":
			// either type
			f.AnyTypes = append(f.AnyTypes, nounTypes[w])
			either = true
			p.i++ // the "or"
		case nounTypes[w] != "" && either:
			f.AnyTypes = append(f.AnyTypes, nounTypes[w])
			either = false
			noun = !p.typeContinues()
		case nounTypes[w] != "":
			f.Types = append(f.Types, nounTypes[w])
			noun = !p.typeContinues()
		case w == "permanent" && (p.peek(1) == "card" || p.peek(1) == "cards"):
			// "permanent card": a card of a permanent's card type (110.4a)
			f.AnyTypes = append(f.AnyTypes, "artifact", "battle", "creature", "enchantment", "land", "planeswalker")
			noun = true
			p.i++
		case w == "permanent" || w == "permanents":
			noun = true
		case w == "card" || w == "cards":
			// a card in whatever zone the phrase or the effect names
			// ("nonland card", "creature card in your graveyard"); a
			// token is not a card (108.2b)
			noun = true
			f.Nontoken = true
		case w == "spell" || w == "spells":
			f.Zones = []sim.Zone{sim.Stack}
			noun = true
		case isSubtypeWord(raw) && (p.peek(1) == "or" || p.peek(1) == "and/or") && p.i+2 < len(p.words) && isSubtypeWord(p.words[p.i+2]):
			// "Spirit or Arcane spell": either subtype (Subtypes holds
			// any of them)
			t, err := singularSubtype(raw)
			if err != nil {
				return err
			}
			f.Subtypes = append(f.Subtypes, t)
			eitherSubtype = true
			p.i++ // the "or"
		case isSubtypeWord(raw):
			t, err := singularSubtype(raw)
			if err != nil {
				return err
			}
			if len(f.Subtypes) > 0 && !eitherSubtype {
				// "Elf Warrior" needs both subtypes, which Subtypes (any
				// of them) can't say
				return fmt.Errorf("two subtypes together (%s %s) are not supported", f.Subtypes[len(f.Subtypes)-1], t)
			}
			f.Subtypes = append(f.Subtypes, t)
			noun = !p.typeContinues()
		default:
			return fmt.Errorf("unknown word %q", raw)
		}
		p.i++
	}
	if !noun {
		return fmt.Errorf("it names no kind of object (creature, land, permanent, spell...)")
	}
	return p.postmodifiers(f)
}

// typeContinues reports whether the word after a type word is another type
// or subtype word of the same noun ("artifact creature", "Elf Warrior").
func (p *filterParser) typeContinues() bool {
	next := p.peek(1)
	raw := ""
	if p.i+1 < len(p.words) {
		raw = p.words[p.i+1]
	}
	return nounTypes[next] != "" || next == "permanent" || next == "permanents" || next == "spell" || next == "spells" ||
		next == "card" || next == "cards" || isSubtypeWord(raw)
}

func (p *filterParser) postmodifiers(f *sim.Filter) error {
	for p.i < len(p.words) {
		switch {
		case p.accept("you control"):
			f.Controller = sim.YouControl
		case p.accept("an opponent controls"), p.accept("your opponents control"):
			f.Controller = sim.OpponentControls
		case p.accept("you don't control"):
			f.Controller = sim.OpponentControls
		case p.accept("controlled by that player"):
			f.Controller = sim.ThatPlayerControls // the trigger's player
		case p.accept("you own"):
			f.Owner = sim.YouControl
		case p.accept("with the chosen name"):
			f.ChosenName = true // 614.12, 201.4
		case p.accept("with power"):
			if err := p.comparison(f, sim.StatPower); err != nil {
				return err
			}
		case p.accept("with toughness"):
			if err := p.comparison(f, sim.StatToughness); err != nil {
				return err
			}
		case p.accept("with mana value"):
			if err := p.comparison(f, sim.StatManaValue); err != nil {
				return err
			}
		case p.counter(f):
		case p.accept("with"):
			k, err := sim.ParseKeyword(p.peek(0))
			if err != nil {
				return fmt.Errorf("after \"with\": %v", err)
			}
			f.Keywords = append(f.Keywords, sim.Keyword(k))
			p.i++
		case p.accept("without"):
			k, err := sim.ParseKeyword(p.peek(0))
			if err != nil {
				return fmt.Errorf("after \"without\": %v", err)
			}
			f.NotKeywords = append(f.NotKeywords, sim.Keyword(k))
			p.i++
		case p.accept("in your graveyard"), p.accept("from your graveyard"):
			f.Zones, f.Owner = []sim.Zone{sim.Graveyard}, sim.YouControl
		case p.accept("in a graveyard"), p.accept("from a graveyard"):
			f.Zones = []sim.Zone{sim.Graveyard}
		case p.accept("in all graveyards"), p.accept("from all graveyards"):
			f.Zones = []sim.Zone{sim.Graveyard}
		case p.accept("in an opponent's graveyard"), p.accept("from an opponent's graveyard"):
			f.Zones, f.Owner = []sim.Zone{sim.Graveyard}, sim.OpponentControls
		case p.accept("in your hand"):
			f.Zones, f.Owner = []sim.Zone{sim.Hand}, sim.YouControl
		case p.accept("on the battlefield") && len(f.Zones) == 0:
			// the battlefield, whoever controls it ("Elves on the
			// battlefield")
		case p.accept("that targets ~"), p.accept("that targets this creature"), p.accept("that targets this permanent"), p.accept("that target ~"):
			f.TargetsSource = true
		case p.accept("that targets"), p.accept("that target"):
			// "a spell that targets a creature you control": the rest of
			// the phrase is what one of its targets is.
			sub := &filterParser{words: p.words[p.i:]}
			t := &sim.Filter{Phrase: strings.Join(p.words[p.i:], " ")}
			if err := sub.parse(t); err != nil {
				return err
			}
			f.Targets = t
			p.i = len(p.words)
		case p.accept("named"):
			// "cards named Kindle in all graveyards": the name runs to the
			// zone or the end
			start := p.i
			for p.i < len(p.words) && p.peek(0) != "in" {
				p.i++
			}
			if p.i == start {
				return fmt.Errorf("\"named\" names nothing")
			}
			if f.Name = strings.Join(p.words[start:p.i], " "); f.Name == "~" {
				f.Name, f.NamedLikeSource = "", true
			}
		case p.accept("blocking this creature"):
			f.BlockingSource = true
		case p.accept("attached to this permanent"):
			f.AttachedToSource = true
		case p.accept("dealt damage by this creature this turn"), p.accept("dealt damage by ~ this turn"):
			f.DamagedBySource = true
		case p.accept("dealt damage by enchanted creature this turn"), p.accept("dealt damage by equipped creature this turn"):
			f.DamagedByAttached = true
		case p.accept("of the chosen type"), p.accept("of that type"):
			f.ChosenType = true // 614.12, 608.2d
		case p.accept("that aren't of the chosen type"):
			f.NotChosenType = true
		case p.accept("of the chosen color"):
			f.ChosenColor = true
		default:
			return fmt.Errorf("unknown words %q", strings.Join(p.words[p.i:], " "))
		}
	}
	return nil
}

// counter reads "with a +1/+1 counter on it", "with a counter on it",
// "with one or more -1/-1 counters on it", "without a bounty counter on it"
// (122.1: counters on a permanent).
func (p *filterParser) counter(f *sim.Filter) bool {
	start := p.i
	without := false
	switch {
	case p.accept("with a"), p.accept("with an"), p.accept("with one or more"):
	case p.accept("without a"), p.accept("without an"):
		without = true
	default:
		return false
	}
	kind := ""
	if w := p.peek(0); w != "counter" && w != "counters" {
		kind = p.words[p.i] // as printed: "+1/+1", "bounty"
		p.i++
	}
	if !p.accept("counter on it") && !p.accept("counters on it") {
		p.i = start
		return false
	}
	f.CounterKind, f.WithCounter, f.WithoutCounter = kind, !without, without
	return true
}

// comparison reads "N or less", "N or greater", "N".
func (p *filterParser) comparison(f *sim.Filter, stat sim.Stat) error {
	n, err := strconv.Atoi(p.peek(0))
	if err != nil {
		return fmt.Errorf("a number was expected, not %q", p.peek(0))
	}
	p.i++
	op := sim.Exactly
	switch {
	case p.accept("or less"):
		op = sim.AtMost
	case p.accept("or greater"), p.accept("or more"):
		op = sim.AtLeast
	}
	f.Compare = append(f.Compare, sim.Comparison{Stat: stat, Op: op, N: n})
	return nil
}

func isColorWord(w string) bool {
	_, ok := sim.ParseColor(w)
	return ok
}

// isSubtypeWord reports whether a word is written as a subtype is: with a
// capital letter ("Elf", "Goblins", "Aura").
// singularSubtype is the subtype a word of a phrase names, singular or
// plural as Oracle text writes it: "Plains" is Plains, "Elves" Elf,
// "Allies" Ally, "Foxes" Fox, "Goblins" Goblin. A word that is no subtype
// of the Comprehensive Rules is an error, never a guess.
func singularSubtype(w string) (string, error) {
	if subtypeNames[w] {
		return w, nil
	}
	if s, ok := irregularPlurals[w]; ok {
		return s, nil
	}
	for _, plural := range []struct{ suffix, singular string }{{"ves", "f"}, {"ies", "y"}, {"es", ""}, {"s", ""}} {
		if stem, ok := strings.CutSuffix(w, plural.suffix); ok && subtypeNames[stem+plural.singular] {
			return stem + plural.singular, nil
		}
	}
	return "", fmt.Errorf("unknown subtype %q", w)
}

// irregularPlurals are the subtype plurals no suffix rule finds.
var irregularPlurals = map[string]string{"Mice": "Mouse", "Oxen": "Ox", "Fungi": "Fungus", "Homunculi": "Homunculus", "Octopi": "Octopus", "Cyclopes": "Cyclops"}

func isSubtypeWord(w string) bool {
	r := []rune(w)
	return len(r) > 1 && unicode.IsUpper(r[0])
}
