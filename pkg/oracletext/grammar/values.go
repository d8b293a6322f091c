package grammar

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Value is a filled hole of a template: an amount, an object, a keyword...
type Value interface {
	String() string
}

// Num is an amount as printed: "3", "two", "a".
type Num struct {
	N    int
	Text string
}

func (n Num) String() string { return n.Text }

// PT is a power/toughness change such as +2/-1.
type PT struct{ Power, Toughness int }

// String prints the change as Oracle text does: a zero takes the sign of
// the other half ("+2/+0", "-2/-0").
func (p PT) String() string { return signed(p.Power, p.Toughness) + "/" + signed(p.Toughness, p.Power) }

func signed(n, other int) string {
	switch {
	case n < 0:
		return strconv.Itoa(n)
	case n == 0 && other < 0:
		return "-0"
	}
	return "+" + strconv.Itoa(n)
}

// Word is a word of a closed list: a keyword, a counter kind, a step.
type Word string

func (w Word) String() string { return string(w) }

// ObjKind says what an Obj names.
type ObjKind int

// The kinds of object and player references.
const (
	ObjTarget     ObjKind = iota // target creature, any target, target player...
	ObjSelf                      // ~
	ObjAttached                  // enchanted creature, equipped creature
	ObjIt                        // it, that creature: the last target
	ObjEach                      // each creature, each opponent, each player
	ObjYou                       // you
	ObjController                // its controller (of the attached creature)
	ObjGroup                     // an object phrase: "creatures you control"
	ObjThatPlayer                // "that player": the player a trigger's event names
	ObjThem                      // "them", "those tokens": the objects of the effect before
)

// Obj is a reference to an object or a player.
type Obj struct {
	Kind ObjKind
	// Types are the card types of a target ("creature", "artifact"...), or
	// "any", "player", "opponent"; the group of ObjEach; the attached word
	// ("enchanted", "equipped") of ObjAttached.
	Types []string
	// Control is "you" or "opponent" for "you control", "an opponent
	// controls".
	Control string
	Text    string // as printed
	// Phrase is the object phrase of a target ("creature you control") or
	// of a group, for the card language's filter.
	Phrase string
	// Count is how many targets one "target" word names ("two target
	// creatures"), 0 for one; UpTo is "up to" (601.2c).
	Count int
	UpTo  bool
	// Divided: the targets damage is divided among (601.2d), at least one
	// chosen; Count 0 is "any number of".
	Divided bool
}

// targetWords are the ways a target is introduced, with how many targets
// the word names and whether they may be left unchosen.
var targetWords = []struct {
	text  string
	count int
	upTo  bool
}{
	{"target ", 0, false}, {"up to one target ", 0, true}, {"up to two target ", 2, true},
	{"up to three target ", 3, true}, {"two target ", 2, false}, {"three target ", 3, false},
}

// targetWord reads the words that introduce a target at i ("target ", "up
// to two target ") and calls read with the offset after them.
func targetWord(sc *scanner, i int, read func(j, count int, upTo bool)) {
	for _, w := range targetWords {
		if j, ok := sc.lit(i, w.text); ok {
			read(j, w.count, w.upTo)
		}
	}
}

func (o Obj) String() string { return o.Text }

var numberWords = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// hole is a kind of value a template reads: it returns each way the text
// at i can be read, with the offset after it.
type hole func(sc *scanner, i int) []cand

type cand struct {
	v   Value
	end int
}

var digits = regexp.MustCompile(`^\d+`)

// number reads "3" or "three".
func number(sc *scanner, i int) []cand {
	if m := digits.FindString(sc.s[i:]); m != "" {
		n, _ := strconv.Atoi(m)
		return []cand{{Num{n, m}, i + len(m)}}
	}
	for n, w := range numberWords {
		if hasWord(sc.s[i:], w) {
			return []cand{{Num{n, w}, i + len(w)}}
		}
	}
	sc.fail(i)
	return nil
}

// amount reads a number, X (107.3), or "that much" (the amount of the
// event a triggered ability triggered on).
func amount(sc *scanner, i int) []cand {
	if hasWord(sc.s[i:], "X") {
		return []cand{{Num{-1, "X"}, i + 1}}
	}
	if j, ok := sc.lit(i, "that much"); ok && hasWord(sc.s[i:], "that much") {
		return []cand{{Num{-1, "that much"}, j}}
	}
	return number(sc, i)
}

// manaCost reads a mana cost to pay, such as "{1}" or "{2}{B}".
func manaCost(sc *scanner, i int) []cand {
	if syms, end := manaSymbols(sc, i, "WUBRGCX"+hybridMarker); syms != "" {
		return []cand{{Word(syms), end}}
	}
	return nil
}

// graveyardCard reads "target creature card from your graveyard": a target
// card in a graveyard (a card there is no permanent).
func graveyardCard(sc *scanner, i int) []cand {
	// "target artifact card with mana value 1 or less from your
	// graveyard": the card word may come before a "with" clause.
	// "another target creature card from your graveyard" (109.5: not the
	// card of the source itself).
	return slices.DeleteFunc(append(targetEnding(sc, i, "card", " from your graveyard", " from a graveyard"),
		anotherTargetEnding(sc, i, "card", " from your graveyard")...), func(c cand) bool {
		return !hasAnyWord(strings.ToLower(c.v.(Obj).Phrase), "card", "cards")
	})
}

// targetEnding reads "target PHRASE" where the phrase ends with one of
// endings: a target of the kind typ, named by its object phrase.
func targetEnding(sc *scanner, i int, typ string, endings ...string) []cand {
	var out []cand
	targetWord(sc, i, func(j, count int, upTo bool) {
		for _, p := range objectPhrase(sc, j, true) {
			if slices.ContainsFunc(endings, func(e string) bool { return strings.HasSuffix(p.lower, e) }) {
				out = append(out, cand{Obj{Kind: ObjTarget, Types: []string{typ}, Text: sc.s[i:p.end], Phrase: p.orig, Count: count, UpTo: upTo}, p.end})
			} else {
				sc.fail(j)
			}
		}
	})
	return out
}

// hasWord reports whether s starts with the whole word w.
func hasWord(s, w string) bool {
	if !strings.HasPrefix(s, w) {
		return false
	}
	if len(s) == len(w) {
		return true
	}
	c := s[len(w)]
	return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')
}

// cardCount reads "a card" or "two cards".
func cardCount(sc *scanner, i int) []cand {
	if j, ok := sc.lit(i, "a card"); ok && hasWord(sc.s[i:], "a card") {
		return []cand{{Num{1, "a card"}, j}}
	}
	if j, ok := sc.lit(i, "X cards"); ok && hasWord(sc.s[i:], "X cards") {
		return []cand{{Num{0, "X cards"}, j}} // the emitter decides what X is
	}
	var out []cand
	for _, c := range number(sc, i) {
		if n := c.v.(Num); n.N > 1 {
			if j, ok := sc.lit(c.end, " cards"); ok {
				out = append(out, cand{Num{n.N, n.Text + " cards"}, j})
			}
		}
	}
	return out
}

var ptPattern = regexp.MustCompile(`^([+-]\d+)/([+-]\d+)`)

// pt reads +N/+N.
func pt(sc *scanner, i int) []cand {
	m := ptPattern.FindStringSubmatch(sc.s[i:])
	if m == nil {
		sc.fail(i)
		return nil
	}
	p, _ := strconv.Atoi(m[1])
	t, _ := strconv.Atoi(m[2])
	v := PT{p, t}
	if v.String() != m[0] { // "-0/+1" is not how Oracle text prints it
		sc.fail(i)
		return nil
	}
	return []cand{{v, i + len(m[0])}}
}

// keywordNames are the keyword abilities the grammar reads (702); whether
// the engine has each is the card language's to say.
var keywordNames = []string{"deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
	"hexproof", "indestructible", "lifelink", "menace", "reach", "trample", "vigilance", "shroud", "fear",
	"intimidate", "devoid", "prowess", "changeling", "infect", "wither", "convoke", "exalted", "storm", "cascade",
	"flanking", "shadow", "horsemanship", "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk",
	"rebound", "skulk", "undying", "persist", "phasing", "banding", "provoke", "delve", "ascend", "haunt",
	"split second", "sunburst", "epic", "evolve", "extort", "unleash", "cipher", "soulbond", "battle cry",
	"living weapon", "totem armor", "umbra armor", "dethrone", "myriad", "melee", "fabricate", "improvise",
	"aftermath", "mentor", "riot", "afterlife", "training", "decayed", "ravenous", "enlist", "read ahead",
	"toxic", "for mirrodin!", "backup", "compleated", "infect", "undaunted", "assist", "jump-start", "spectacle",
	"partner", "daybound", "nightbound", "demonstrate", "exploit", "ingest", "start your engines!"}

// costKeywords are the keywords with a mana cost after them (702.21a,
// 702.29a, 702.34a), each with its space.
var costKeywords = append([]string{"ward ", "cycling ", "flashback ", "echo ", "unearth ", "dash ", "buyback ", "evoke ",
	"cumulative upkeep ", "spectacle ", "prowl ", "freerunning ", "scavenge ", "outlast ", "surge "}, typecyclings...)

// keyword reads one keyword, lower case, with its parameter:
// "protection from red" (up to the next comma), "ward {2}".
func keyword(sc *scanner, i int) []cand {
	var out []cand
	for _, k := range keywordNames {
		if hasWord(sc.s[i:], k) {
			out = append(out, cand{Word(k), i + len(k)})
		}
	}
	if j, ok := sc.lit(i, "protection from "); ok {
		end := j
		for end < len(sc.s) && !strings.ContainsRune(",.;", rune(sc.s[end])) && !strings.HasPrefix(sc.s[end:], " and ") {
			end++
		}
		if end > j {
			out = append(out, cand{Word(sc.s[i:end]), end})
		}
	}
	for _, k := range numberKeywords { // a keyword with a number: "bushido 2"
		if j, ok := sc.lit(i, k+" "); ok {
			end := j
			for end < len(sc.s) && sc.s[end] >= '0' && sc.s[end] <= '9' {
				end++
			}
			if end > j && hasWord(sc.s[i:], sc.s[i:end]) {
				out = append(out, cand{Word(sc.s[i:end]), end})
			}
		}
	}
	for _, k := range costKeywords {
		if j, ok := sc.lit(i, k); ok {
			if syms, end := manaSymbols(sc, j, costSymbols); syms != "" {
				out = append(out, cand{Word(sc.s[i:end]), end})
			}
		}
	}
	if out == nil {
		sc.fail(i)
	}
	return out
}

// KeywordList is a list of keywords in a sentence: "flying", "flying and
// vigilance", "flying, first strike, and lifelink".
type KeywordList struct {
	Words []string
	Text  string
}

func (k KeywordList) String() string { return k.Text }

func keywords(sc *scanner, i int) []cand {
	var out []cand
	var walk func(at int, words []string)
	walk = func(at int, words []string) {
		for _, c := range keyword(sc, at) {
			ws := append(append([]string(nil), words...), string(c.v.(Word)))
			switch {
			case len(ws) == 1 || len(ws) == 2 && strings.HasSuffix(sc.s[:at], " and "):
				out = append(out, cand{KeywordList{ws, sc.s[i:c.end]}, c.end})
			case len(ws) > 2 && strings.HasSuffix(sc.s[:at], ", and "):
				out = append(out, cand{KeywordList{ws, sc.s[i:c.end]}, c.end})
			}
			if len(ws) == 1 {
				if j, ok := sc.lit(c.end, " and "); ok {
					walk(j, ws)
				}
			}
			if j, ok := sc.lit(c.end, ", and "); ok && len(ws) >= 2 {
				walk(j, ws)
			} else if j, ok := sc.lit(c.end, ", "); ok {
				walk(j, ws)
			}
		}
	}
	walk(i, nil)
	return out
}

// permanentTypes are the card types an Aura names.
var permanentTypes = []string{"creature", "artifact", "enchantment", "land", "planeswalker", "permanent", "battle"}

// typeList reads "creature" or "artifact or enchantment".
func typeList(sc *scanner, i int, types []string) []cand {
	var out []cand
	for _, t := range types {
		if !hasWord(sc.s[i:], t) {
			continue
		}
		one := cand{Word(t), i + len(t)}
		out = append(out, one)
		if j, ok := sc.lit(one.end, " or "); ok {
			for _, u := range types {
				if u != t && hasWord(sc.s[j:], u) {
					out = append(out, cand{Word(t + " or " + u), j + len(u)})
				}
			}
		}
		// "artifact, enchantment, or land": three types
		if j, ok := sc.lit(one.end, ", "); ok {
			for _, u := range types {
				if u == t || !hasWord(sc.s[j:], u) {
					continue
				}
				if k, ok := sc.lit(j+len(u), ", or "); ok {
					for _, v := range types {
						if v != t && v != u && hasWord(sc.s[k:], v) {
							out = append(out, cand{Word(t + ", " + u + ", or " + v), k + len(v)})
						}
					}
				}
			}
		}
	}
	if out == nil {
		sc.fail(i)
	}
	return out
}

// listedTypes splits a type list read by typeList ("artifact or
// enchantment", "artifact, creature, or land") into its types, each with
// its offset in the list.
func listedTypes(list string) ([]string, []int) {
	var types []string
	var at []int
	for i := 0; i < len(list); {
		end := len(list)
		for _, sep := range []string{", or ", ", ", " or "} {
			if k := strings.Index(list[i:], sep); k >= 0 && i+k < end {
				end = i + k
			}
		}
		types, at = append(types, list[i:end]), append(at, i)
		i = end
		for _, sep := range []string{", or ", ", ", " or "} {
			if strings.HasPrefix(list[i:], sep) {
				i += len(sep)
				break
			}
		}
	}
	return types, at
}

// joinTypes writes types as Oracle text lists them: "a or b", "a, b, or c".
func joinTypes(types []string) string {
	if len(types) < 3 {
		return strings.Join(types, " or ")
	}
	return strings.Join(types[:len(types)-1], ", ") + ", or " + types[len(types)-1]
}

// phraseEnds are words that end an object phrase: verbs, conjunctions
// and conditions are the sentence's, never the phrase's.
var phraseEnds = map[string]bool{"gets": true, "get": true, "gains": true, "gain": true, "has": true, "have": true,
	"deals": true, "deal": true, "is": true, "are": true, "until": true, "to": true, "and": true, "or": true,
	"if": true, "unless": true, "where": true, "for": true, "instead": true, "then": true, "that": true,
	"can't": true, "can": true, "doesn't": true, "don't": true, "must": true, "as": true, "this": true,
	"on": true, "into": true, "onto": true, "at": true, "becomes": true, "become": true,
	"enters": true, "enter": true, "entered": true, "dies": true, "die": true, "attacks": true, "attack": true, "blocks": true,
	"loses": true, "lose": true, "equal": true, "would": true}

// maxPhraseWords bounds an object phrase.
const maxPhraseWords = 14

// objectPhrase reads an object phrase such as "nonblack creature you
// control": every way of ending it before a word of the sentence (a verb,
// a conjunction: phraseEnds) or, when atPunct, before punctuation. Which
// words it may hold is the card language's filter's to say: a word the
// filter does not know makes the line unsupported with that word.
func objectPhrase(sc *scanner, i int, atPunct bool) []phrase {
	ps, known := remember(&sc.phrases, phraseKey{i, sc.ver, atPunct}, func() []phrase { return readObjectPhrase(sc, i, atPunct) })
	if known && ps == nil {
		sc.fail(i) // as the first reading did
	}
	return ps
}

func readObjectPhrase(sc *scanner, i int, atPunct bool) []phrase {
	var out []phrase
	j := i
	for w := 0; w < maxPhraseWords && j < len(sc.s); w++ {
		k := j
		for k < len(sc.s) && sc.s[k] != ' ' && !strings.ContainsRune(",.:;", rune(sc.s[k])) {
			k++
		}
		if k == j || sc.s[j] == '~' || sc.s[j] == '{' || sc.s[j] == '"' || endsPhrase(sc.s, j, k) {
			break
		}
		next := ""
		if k+1 < len(sc.s) && sc.s[k] == ' ' {
			next, _, _ = strings.Cut(sc.s[k+1:], " ")
			next = strings.TrimRight(next, ",.:;")
		}
		if next != "" && endsPhrase(sc.s, k+1, k+1+len(next)) || atPunct && (k == len(sc.s) || sc.s[k] != ' ') {
			out = append(out, phrase{sc.s[i:k], sc.orig[i:k], k})
		}
		if k >= len(sc.s) || sc.s[k] != ' ' {
			break
		}
		j = k + 1
	}
	if out == nil {
		sc.fail(i)
	}
	return out
}

// endsPhrase reports whether the word s[j:k] ends an object phrase: a
// word of phraseEnds or the "of" of "of their choice", except "don't" in
// "you don't control", "or" in a comparative ("2 or less"), between two
// card types ("instant or sorcery spell"), or in "attacking or blocking".
func endsPhrase(s string, j, k int) bool {
	if strings.HasPrefix(s[j:], "of their choice") { // "sacrifices a creature of their choice"
		return true
	}
	// "permanents you control of that type", "creatures that aren't of the
	// chosen type": the type chosen (608.2d), the phrase's
	if strings.HasPrefix(s[j:], "that type") && strings.HasSuffix(s[:j], " of ") || strings.HasPrefix(s[j:], "that aren't of the chosen type") {
		return false
	}
	if !phraseEnds[s[j:k]] || comparative(s[j:]) || strings.HasPrefix(s[j:], "don't control") || strings.HasPrefix(s[j:], "that player controls") {
		return false
	}
	if s[j:k] == "on" && strings.HasPrefix(s[k:], " it") && (strings.HasSuffix(s[:j], "counter ") || strings.HasSuffix(s[:j], "counters ")) {
		return false // "a creature with a +1/+1 counter on it"
	}
	if s[j:k] != "or" && s[j:k] != "and" || j < 1 {
		return true
	}
	prev := s[strings.LastIndexByte(s[:j-1], ' ')+1 : j-1]
	next, _, _ := strings.Cut(s[min(k+1, len(s)):], " ")
	next = strings.TrimRight(next, ",.:;")
	if s[j:k] == "and" { // "instant and sorcery cards": cards of either type
		return !slices.Contains(eitherTypes, prev) || !slices.Contains(eitherTypes, next)
	}
	if prev == "attacking" && next == "blocking" { // "target attacking or blocking creature"
		return false
	}
	if isCapitalized(prev) && isCapitalized(next) { // two subtypes: "a Spirit or Arcane spell"
		return false
	}
	if slices.Contains(colorWords[:5], prev) && slices.Contains(colorWords[:5], next) { // "a white or black permanent"
		return false
	}
	return !slices.Contains(eitherTypes, prev) || !slices.Contains(eitherTypes, next)
}

// eitherTypes are the card types an object phrase may join with "or".
var eitherTypes = []string{"artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery"}

// comparative reports whether s starts with "or less", "or greater" or
// "or more", which belong to the phrase ("with power 2 or less").
func comparative(s string) bool {
	return strings.HasPrefix(s, "or less") || strings.HasPrefix(s, "or greater") || strings.HasPrefix(s, "or more")
}

// phrase is a way to read an object phrase: as read (first letter maybe
// lowered), as printed, and the offset after it.
type phrase struct {
	lower, orig string
	end         int
}

// group reads an object phrase naming a group of objects.
func group(sc *scanner, i int) []cand { return groupObjs(sc, i, false) }

// groupObjs is every reading of the object phrase at i as a group, ending
// before a word of the sentence or, when atPunct, punctuation.
func groupObjs(sc *scanner, i int, atPunct bool) []cand {
	var out []cand
	for _, p := range objectPhrase(sc, i, atPunct) {
		out = append(out, cand{Obj{Kind: ObjGroup, Text: p.lower, Phrase: p.orig}, p.end})
	}
	return out
}

// groupSubject reads a group as the plural subject of an effect, found as
// the effect happens (611.2c): "creatures you control", "attacking
// creatures", "all Goblins". The verb after it is plural, so a phrase of
// one object ("target creature", "enchanted creature") is none.
func groupSubject(sc *scanner, i int) []cand {
	return groupStarting(sc, i, false, func(first string) bool { return !slices.Contains(singleWords, first) })
}

// singleWords start a phrase that names one object, never a group.
var singleWords = []string{"target", "another", "this", "that", "it", "a", "an", "enchanted", "equipped", "each", "one"}

// eachSubject reads "each creature you control" as the singular subject of
// an effect on a group.
func eachSubject(sc *scanner, i int) []cand {
	return groupStarting(sc, i, false, func(first string) bool { return first == "each" })
}

// allObject reads "all creatures you control" as the object of an effect
// ("destroy all creatures").
func allObject(sc *scanner, i int) []cand {
	return groupStarting(sc, i, true, func(first string) bool { return first == "all" })
}

// eachObject reads "each creature without flying" as the object of an
// effect ("deals 1 damage to each creature without flying").
func eachObject(sc *scanner, i int) []cand {
	out := groupStarting(sc, i, true, func(first string) bool { return first == "each" })
	// "each of them" names objects read before, not a group
	return slices.DeleteFunc(out, func(c cand) bool { return strings.HasPrefix(c.v.(Obj).Text, "each of ") })
}

// groupStarting reads the group phrases whose first word is accepted,
// ending before a word of the sentence or, when atPunct, punctuation.
func groupStarting(sc *scanner, i int, atPunct bool, accept func(first string) bool) []cand {
	var out []cand
	for _, p := range objectPhrase(sc, i, atPunct) {
		first, _, _ := strings.Cut(p.lower, " ")
		if accept(first) {
			out = append(out, cand{Obj{Kind: ObjGroup, Text: p.lower, Phrase: p.orig}, p.end})
		} else {
			sc.fail(i)
		}
	}
	return out
}

// object reads an object phrase that may end a clause ("a noncreature
// spell" before the comma).
func object(sc *scanner, i int) []cand { return groupObjs(sc, i, true) }

// targetShorthands are the targets that are not object phrases.
var targetShorthands = []string{"player or planeswalker", "opponent or planeswalker", "player", "opponent"}

// targetPermanent reads "target creature", "another target nonland
// permanent an opponent controls"... A card in a zone other than the
// battlefield is not a permanent ("target creature card in your
// graveyard").
func targetPermanent(sc *scanner, i int) []cand {
	var out []cand
	if j, ok := sc.lit(i, "another target "); ok {
		return targetPermanentPhrase(sc, i, j, Obj{Phrase: "another "})
	}
	targetWord(sc, i, func(j, count int, upTo bool) {
		out = append(out, targetPermanentPhrase(sc, i, j, Obj{Count: count, UpTo: upTo})...)
	})
	j, ok := sc.lit(i, "target ")
	if !ok {
		return out
	}
	// "artifact or enchantment": two card types, which no object phrase
	// of the filter joins.
	for _, t := range typeList(sc, j, permanentTypes) {
		if types, _ := listedTypes(string(t.v.(Word))); len(types) > 1 {
			for _, c := range control(sc, t.end) {
				o := Obj{Kind: ObjTarget, Types: types, Control: c.who, Text: sc.s[i:c.end]}
				out = append(out, cand{o, c.end})
			}
		}
	}
	return out
}

// targetPermanentPhrase reads the object phrase of a target permanent at
// j, the target word having started at i; o says how many and "another".
func targetPermanentPhrase(sc *scanner, i, j int, o Obj) []cand {
	for _, t := range targetShorthands {
		if hasWord(sc.s[j:], t) {
			return nil // a player is no permanent
		}
	}
	var out []cand
	for _, p := range objectPhrase(sc, j, true) {
		if hasAnyWord(p.lower, "card", "cards", "spell", "spells") {
			sc.fail(j)
			continue
		}
		t := o
		t.Kind, t.Types, t.Text, t.Phrase = ObjTarget, []string{"permanent"}, sc.s[i:p.end], o.Phrase+p.orig
		out = append(out, cand{t, p.end})
	}
	return out
}

// hasAnyWord reports whether the phrase has one of the words.
func hasAnyWord(phrase string, words ...string) bool {
	for _, w := range strings.Fields(phrase) {
		for _, x := range words {
			if w == x {
				return true
			}
		}
	}
	return false
}

// fixedObjs are the references that are one phrase each.
var fixedObjs = []Obj{
	{Kind: ObjSelf, Text: "~"},
	{Kind: ObjAttached, Types: []string{"enchanted"}, Text: "enchanted creature"},
	{Kind: ObjAttached, Types: []string{"equipped"}, Text: "equipped creature"},
	{Kind: ObjIt, Text: "it"},
	{Kind: ObjIt, Text: "that creature"},
	{Kind: ObjEach, Types: []string{"each creature"}, Text: "all creatures"},
}

// oneOf reads any of the phrases of objs.
func oneOf(sc *scanner, i int, objs []Obj) []cand {
	var out []cand
	for _, o := range objs {
		if hasWord(sc.s[i:], o.Text) || o.Text == "~" && strings.HasPrefix(sc.s[i:], "~") {
			out = append(out, cand{o, i + len(o.Text)})
		} else {
			sc.lit(i, o.Text)
		}
	}
	return out
}

// permanent reads a reference to a permanent.
func permanent(sc *scanner, i int) []cand {
	return append(targetPermanent(sc, i), oneOf(sc, i, fixedObjs)...)
}

// targetSpell reads "target spell", "target creature spell": a target on
// the stack, its phrase ending with "spell".
func targetSpell(sc *scanner, i int) []cand { return targetEnding(sc, i, "spell", "spell") }

var playerObjs = []Obj{
	{Kind: ObjTarget, Types: []string{"player"}, Text: "target player"},
	{Kind: ObjTarget, Types: []string{"opponent"}, Text: "target opponent"},
	{Kind: ObjEach, Types: []string{"each player"}, Text: "each player"},
	{Kind: ObjEach, Types: []string{"each opponent"}, Text: "each opponent"},
	{Kind: ObjThatPlayer, Text: "that player"},
}

// player reads a reference to players.
func player(sc *scanner, i int) []cand { return oneOf(sc, i, playerObjs) }

var damageObjs = append([]Obj{
	{Kind: ObjTarget, Types: []string{"any"}, Text: "any target"},
	{Kind: ObjTarget, Types: []string{"player or planeswalker"}, Text: "target player or planeswalker"},
	{Kind: ObjTarget, Types: []string{"opponent or planeswalker"}, Text: "target opponent or planeswalker"},
	{Kind: ObjEach, Types: []string{"each creature"}, Text: "each creature"},
	{Kind: ObjYou, Text: "you"},
	{Kind: ObjController, Types: []string{"enchanted"}, Text: "enchanted creature's controller"},
}, playerObjs...)

// damageRecipient reads what damage is dealt to.
func damageRecipient(sc *scanner, i int) []cand {
	return append(append(append(targetPermanent(sc, i), oneOf(sc, i, damageObjs)...), oneOf(sc, i, fixedObjs[1:])...), eachObject(sc, i)...)
}

// counterKinds are the counters the grammar reads; any other kind is one
// lower-case word ("charge").
var counterKinds = []string{"+1/+1", "-1/-1"}

// counterKind reads the kind of a counter at i.
func counterKind(sc *scanner, i int) (string, int) {
	for _, k := range counterKinds {
		if strings.HasPrefix(sc.s[i:], k) {
			return k, i + len(k)
		}
	}
	j := i
	for j < len(sc.s) && sc.s[j] >= 'a' && sc.s[j] <= 'z' {
		j++
	}
	if j == i || sc.s[i:j] == "counter" || sc.s[i:j] == "counters" {
		return "", i
	}
	return sc.s[i:j], j
}

// manaToAdd reads what a spell adds: symbols, "one mana of any color" or
// "three mana of any one color".
func manaToAdd(sc *scanner, i int) []cand {
	for _, w := range []string{"one mana of any color", "one mana of the chosen color"} {
		if j, ok := sc.lit(i, w); ok {
			return []cand{{Word(w), j}}
		}
	}
	if out := manaOfOneColor(sc, i); out != nil {
		return out
	}
	syms, j := manaSymbols(sc, i, "WUBRGC")
	if syms == "" {
		return nil
	}
	out := append([]cand{{Word(syms), j}}, manaAmountList(sc, i)...)
	// "{R} or {G}", "{W}, {U}, or {B}": one mana of one of the symbols.
	if k, ok := sc.lit(j, " or "); ok && manaSymbol(sc, i) == j {
		if end := manaSymbol(sc, k); end > k {
			out = append(out, cand{Word(sc.s[i:end]), end})
		}
	}
	at, n := j, 1
	for manaSymbol(sc, i) == j {
		k, ok := sc.lit(at, ", ")
		if !ok {
			break
		}
		if last, ok := sc.lit(k, "or "); ok && n >= 2 {
			if end := manaSymbol(sc, last); end > last {
				out = append(out, cand{Word(sc.s[i:end]), end})
			}
			break
		}
		end := manaSymbol(sc, k)
		if end == k {
			break
		}
		at, n = end, n+1
	}
	return out
}

// manaSymbol reads one colored or colorless mana symbol at i; it returns
// the offset after it, or i.
func manaSymbol(sc *scanner, i int) int {
	if len(sc.s) >= i+3 && sc.s[i] == '{' && sc.s[i+2] == '}' && strings.IndexByte("WUBRGC", sc.s[i+1]) >= 0 {
		return i + 3
	}
	sc.fail(i)
	return i
}

// basicLandType reads a basic land type.
func basicLandType(sc *scanner, i int) []cand {
	for _, t := range []string{"Plains", "Island", "Swamp", "Mountain", "Forest"} {
		if hasWord(sc.s[i:], t) {
			return []cand{{Word(t), i + len(t)}}
		}
	}
	sc.fail(i)
	return nil
}

// Counters is "a +1/+1 counter" or "two -1/-1 counters".
type Counters struct {
	N    Num
	Kind string
	Text string
}

func (c Counters) String() string { return c.Text }

func counters(sc *scanner, i int) []cand {
	var out []cand
	try := func(n Num, at int, plural bool) {
		suffix := " counter"
		if plural {
			suffix = " counters"
		}
		j, ok := sc.lit(at, " ")
		if !ok {
			return
		}
		k, end := counterKind(sc, j)
		if k == "" {
			sc.fail(j)
			return
		}
		if j, ok := sc.lit(end, suffix); ok {
			out = append(out, cand{Counters{n, k, sc.s[i:j]}, j})
		}
	}
	for _, a := range []string{"a", "an"} { // "a +1/+1 counter", "an oil counter"
		if j, ok := sc.lit(i, a); ok && hasWord(sc.s[i:], a) {
			try(Num{1, a}, j, false)
		}
	}
	for _, c := range number(sc, i) {
		if n := c.v.(Num); n.N > 1 {
			try(n, c.end, true)
		}
	}
	if hasWord(sc.s[i:], "X") {
		try(Num{-1, "X"}, i+1, true)
	}
	return out
}

// controlled is a control suffix read: "" (none), "you" or "opponent".
type controlled struct {
	who string
	end int
}

// control reads nothing, " you control" or " an opponent controls".
func control(sc *scanner, i int) []controlled {
	out := []controlled{{"", i}}
	if j, ok := sc.lit(i, " you control"); ok {
		out = append(out, controlled{"you", j})
	}
	if j, ok := sc.lit(i, " an opponent controls"); ok {
		out = append(out, controlled{"opponent", j})
	}
	return out
}

// Token is the token a "create" effect makes: "a 1/1 colorless Thopter
// artifact creature token with flying".
type Token struct {
	Count            Num
	Power, Toughness int
	Colors           []string // "colorless", or color words
	Subtypes, Types  []string
	Keywords         []string
	Text             string
	// Predefined is true for a token the rules define by its name (111.10):
	// Treasure, Food, Clue, Gold.
	Predefined bool
}

func (t Token) String() string { return t.Text }

var colorWords = []string{"white", "blue", "black", "red", "green", "colorless"}

var ptToken = regexp.MustCompile(`^(\d+)/(\d+) `)

// howMany reads the number of tokens: "a", or a number.
func howMany(sc *scanner, i int) []cand {
	var counts []cand
	if hasWord(sc.s[i:], "a") {
		counts = append(counts, cand{Num{1, "a"}, i + 1})
	}
	return append(counts, number(sc, i)...)
}

// token reads a token description.
func token(sc *scanner, i int) []cand {
	var out []cand
	for _, c := range howMany(sc, i) {
		n := c.v.(Num)
		j, ok := sc.lit(c.end, " ")
		if !ok {
			continue
		}
		m := ptToken.FindStringSubmatch(sc.s[j:])
		if m == nil {
			sc.fail(j)
			continue
		}
		t := Token{Count: n}
		t.Power, _ = strconv.Atoi(m[1])
		t.Toughness, _ = strconv.Atoi(m[2])
		j += len(m[0])
		words := strings.Fields(sc.s[j:])
		k := 0
		for k < len(words) && slices.Contains(colorWords, words[k]) {
			t.Colors = append(t.Colors, words[k])
			k++
			if k < len(words) && words[k] == "and" {
				k++
			}
		}
		for k < len(words) && isCapitalized(words[k]) {
			t.Subtypes = append(t.Subtypes, words[k])
			k++
		}
		for k < len(words) && (words[k] == "artifact" || words[k] == "creature" || words[k] == "enchantment") {
			t.Types = append(t.Types, words[k])
			k++
		}
		noun := "token"
		if n.N != 1 {
			noun = "tokens"
		}
		if len(t.Colors) == 0 || len(t.Subtypes) == 0 || len(t.Types) == 0 || k >= len(words) || strings.TrimRight(words[k], ",.") != noun {
			sc.fail(j)
			continue
		}
		end := j + len(strings.Join(words[:k], " ")) + 1 + len(noun)
		t.Text = sc.s[i:end]
		out = append(out, cand{t, end})
		withKeywords(sc, end, func(words []string, end int) {
			tw := t
			tw.Keywords, tw.Text = words, sc.s[i:end]
			out = append(out, cand{tw, end})
		})
	}
	return out
}

// withKeywords reads " with flying and haste" at i, calling add with each
// way to read the keywords and the offset after them.
func withKeywords(sc *scanner, i int, add func(words []string, end int)) {
	if w, ok := sc.lit(i, " with "); ok {
		for _, kw := range keywords(sc, w) {
			add(kw.v.(KeywordList).Words, kw.end)
		}
	}
}

// PredefinedTokens are the tokens the rules define (111.10) that the
// grammar reads, with the rules text of each.
var PredefinedTokens = map[string]string{
	"Treasure": "{T}, Sacrifice this artifact: Add one mana of any color.",
	"Food":     "{2}, {T}, Sacrifice this artifact: You gain 3 life.",
	"Clue":     "{2}, Sacrifice this artifact: Draw a card.",
	"Gold":     "Sacrifice this artifact: Add one mana of any color.",
}

// predefinedToken reads "a Treasure token" or "two Clue tokens".
func predefinedToken(sc *scanner, i int) []cand {
	var out []cand
	for _, c := range howMany(sc, i) {
		n := c.v.(Num)
		noun := " token"
		if n.N != 1 {
			noun = " tokens"
		}
		for name := range PredefinedTokens {
			if j, ok := sc.lit(c.end, " "+name+noun); ok && hasWord(sc.s[c.end+1:], name+noun) {
				out = append(out, cand{Token{Count: n, Subtypes: []string{name}, Types: []string{"artifact"}, Colors: []string{"colorless"},
					Text: sc.s[i:j], Predefined: true}, j})
			}
		}
	}
	return out
}

func isCapitalized(w string) bool { return w != "" && w[0] >= 'A' && w[0] <= 'Z' }

// Quoted is an ability in quotation marks that an effect grants: 'has
// "{T}: Add one mana of any color."'. Its self-references ("this
// creature") are to the object that has it.
type Quoted struct {
	Ability *Ability
	Text    string // the quoted text as printed, without the marks
}

// String prints it back in its marks.
func (q Quoted) String() string { return `"` + q.Ability.Print() + `"` }

// quoted reads an ability in quotation marks, parsed as a line of its own.
func quoted(sc *scanner, i int) []cand {
	if i >= len(sc.s) || sc.s[i] != '"' {
		sc.fail(i)
		return nil
	}
	end := strings.IndexByte(sc.s[i+1:], '"')
	if end < 0 {
		sc.fail(i)
		return nil
	}
	inner, orig := sc.s[i+1:i+1+end], sc.orig[i+1:i+1+end]
	a, bad := Parse(inner, false)
	if bad != nil || a.Kind == Keywords || a.Kind == Static || a.Print() != inner {
		sc.fail(i + 1)
		return nil
	}
	a.Quoted = true
	return []cand{{Quoted{Ability: a, Text: orig}, i + end + 2}}
}
