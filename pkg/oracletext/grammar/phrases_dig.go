package grammar

import (
	"strings"
)

// The library manipulations that look at or reveal the top cards of the
// library (701.20a, 701.20e), then put some of them somewhere and the rest
// somewhere else: "Look at the top three cards of your library. You may
// reveal a creature card from among them and put it into your hand. Put the
// rest on the bottom of your library in any order." Each is one effect of
// several sentences, since "them" and "the rest" mean nothing alone.
func init() {
	holes["digtop"] = digTop
	holes["digpick"] = digPick
	holes["digthem"] = closedList([]string{"it", "that card", "them", "those cards", "the revealed cards"})
	holes["digall"] = phraseBefore(" revealed this way")
	holes["digit"] = phraseBefore(",")
	holes["digrest"] = closedList(digRests)
	holes["digto"] = closedList(digDestinations)
	holes["digelse"] = closedList(digElses)
	effects = append(effects,
		tmpl("dig/reveal_put", "{digtop}. You may reveal {digpick} from among them and put {digthem} into your hand. Put {digrest}"),
		tmpl("dig/reveal_put", "{digtop}. You may reveal {digpick} from among them and put {digthem} into your hand. Then put {digrest}"),
		tmpl("dig/reveal_put/if_none", "{digtop}. You may reveal {digpick} from among them and put {digthem} into your hand. Put {digrest}. If you didn't put a card into your hand this way, {effect}"),
		tmpl("dig/reveal_top", "{digtop}. You may reveal {digpick} from among them and put {digthem} on top of your library. Put {digrest}"),
		tmpl("dig/may_one_top", "{digtop}. You may put one of those cards back on top of your library. Put {digrest}"),
		tmpl("dig/one_each", "{digtop}. Put one of those cards into your hand, one into your graveyard, and one on the bottom of your library"),
		tmpl("dig/one_each", "{digtop}. Put one of those cards into your hand, one on top of your library, and one on the bottom of your library"),
		tmpl("dig/may_put", "{digtop}. You may put {digpick} from among them {digto}. Put {digrest}"),
		tmpl("dig/may_put", "{digtop}. You may put {digpick} from among them {digto}. Then put {digrest}"),
		tmpl("dig/must_put", "{digtop}. Put {digpick} from among them {digto}. Put {digrest}"),
		tmpl("dig/must_put", "{digtop}. Put {digpick} from among them {digto} and {digrest}"),
		tmpl("dig/put_n", "{digtop}. Put {n} of them into your hand and {digrest}"),
		tmpl("dig/put_n", "{digtop}. Put {n} of those cards into your hand and {digrest}"),
		tmpl("dig/put_all", "{digtop}. Put all {digall} revealed this way into your hand and {digrest}"),
		tmpl("dig/back", "{digtop}, then put them back in any order"),
		tmpl("dig/if", "{digtop}. If it's {digit}, put it {digto}{digelse}"),
		tmpl("dig/if_may", "{digtop}. If it's {digit}, you may put it {digto}{digelse}"),
		tmpl("dig/if_may_reveal", "{digtop}. If it's {digit}, you may reveal it and put it into your hand{digelse}"),
		// another player's library: the card goes to its owner's graveyard
		tmpl("dig/their_may_graveyard", "{digtop}. You may put that card into their graveyard"),
		tmpl("dig/their_one_graveyard", "{digtop}. Put one of them into their graveyard"),
		// last: looking and nothing else, tried after every longer reading
		tmpl("dig/look", "{digtop}"),
	)
}

// DigLook is "look at the top three cards of your library" or "reveal the
// top card of your library": how many (N is 1 for "the top card"; X is
// written "X"), whether they are revealed, and whose library when it is
// not yours (Whose is the target player of "target player's library").
type DigLook struct {
	N      Num
	Reveal bool
	Whose  *Obj
	Text   string
}

func (d DigLook) String() string { return d.Text }

// digTop reads "look at the top N cards of your library", "reveal the top
// card of your library", "look at the top card of target player's
// library".
func digTop(sc *scanner, i int) []cand {
	var reveal bool
	j, ok := sc.lit(i, "look at the top ")
	if !ok {
		if j, ok = sc.lit(i, "reveal the top "); !ok {
			return nil
		}
		reveal = true
	}
	var out []cand
	library := func(n Num, at int) {
		for _, whose := range libraryOwners {
			if k, ok := sc.lit(at, whose.text); ok {
				out = append(out, cand{DigLook{n, reveal, whose.obj, sc.s[i:k]}, k})
			}
		}
	}
	if k, ok := sc.lit(j, "card of "); ok {
		library(Num{1, "card"}, k)
	}
	for _, c := range amount(sc, j) {
		n := c.v.(Num)
		if n.N == 1 || n.N == 0 || n.Text == "that much" {
			continue
		}
		if k, ok := sc.lit(c.end, " cards of "); ok {
			library(n, k)
		}
	}
	return out
}

// libraryOwners are the libraries a dig may look at.
var libraryOwners = []struct {
	text string
	obj  *Obj
}{
	{"your library", nil},
	{"target player's library", &Obj{Kind: ObjTarget, Types: []string{"player"}, Text: "target player"}},
	{"target opponent's library", &Obj{Kind: ObjTarget, Types: []string{"opponent"}, Text: "target opponent"}},
}

// DigPick is what the player may pick from among the cards looked at: one
// or more kinds of card, each with how many ("a creature card and/or a
// land card", "up to two land cards", "any number of creature cards").
type DigPick struct {
	Parts []DigPart
	Text  string
}

// DigPart is one kind of card picked: Count of them, or any number (Any).
// Alts are the phrases any of which describes it, when the kind is a
// choice the filter can't say in one phrase ("an artifact, creature, or
// land card" is an artifact card, a creature card or a land card).
type DigPart struct {
	Phrase string
	Alts   []string
	Count  int
	Any    bool
}

func (d DigPick) String() string { return d.Text }

// digPick reads the cards picked, up to " from among": the phrases are
// the card language's filter's to read.
func digPick(sc *scanner, i int) []cand {
	k := strings.Index(sc.s[i:], " from among")
	if k <= 0 || strings.ContainsAny(sc.s[i:i+k], ".;:\"—") {
		sc.fail(i)
		return nil
	}
	text, orig := sc.s[i:i+k], sc.orig[i:i+k]
	pick := DigPick{Text: text}
	switch {
	case strings.HasPrefix(text, "any number of "):
		pick.Parts = []DigPart{{Phrase: strings.TrimPrefix(orig, "any number of "), Any: true}}
	case strings.HasPrefix(text, "up to "):
		n := number(&scanner{s: text[len("up to "):]}, 0)
		if len(n) == 0 || !strings.HasPrefix(text[len("up to ")+n[0].end:], " ") {
			sc.fail(i)
			return nil
		}
		pick.Parts = []DigPart{{Phrase: orig[len("up to ")+n[0].end+1:], Count: n[0].v.(Num).N}}
	case strings.Contains(text, "and/or"):
		// "a creature card and/or a land card", "an Angel card, a Demon
		// card, and/or a Dragon card": one of each kind
		for _, p := range strings.Split(strings.NewReplacer(", and/or ", "\x00", " and/or ", "\x00", ", ", "\x00").Replace(orig), "\x00") {
			if !strings.HasPrefix(p, "a ") && !strings.HasPrefix(p, "an ") {
				sc.fail(i)
				return nil
			}
			pick.Parts = append(pick.Parts, DigPart{Phrase: p, Count: 1})
		}
	default:
		if !strings.HasPrefix(text, "a ") && !strings.HasPrefix(text, "an ") {
			sc.fail(i)
			return nil
		}
		pick.Parts = []DigPart{{Phrase: orig, Count: 1}}
	}
	for j := range pick.Parts {
		pick.Parts[j].Alts = alternatives(pick.Parts[j].Phrase)
	}
	return []cand{{pick, i + k}}
}

// alternatives splits a phrase naming one card of several kinds into a
// phrase for each kind: "an artifact, creature, or land card", "a
// Dinosaur or land card" (a subtype or a card type), "a Mount creature
// card or a Plains card", "instant and/or sorcery cards". Any other phrase
// is its own only alternative.
func alternatives(p string) []string {
	if a, b, ok := strings.Cut(p, " or a"); ok && strings.HasSuffix(a, " card") && strings.HasSuffix(b, " card") &&
		(strings.HasPrefix(b, " ") || strings.HasPrefix(b, "n ")) {
		return []string{a, "a" + b}
	}
	article, rest, ok := strings.Cut(p, " ")
	plural := strings.HasSuffix(p, " cards") && strings.Contains(p, " and/or ")
	if !plural && (!ok || article != "a" && article != "an" || !strings.HasSuffix(rest, " card")) {
		return []string{p}
	}
	noun := " card"
	if plural {
		article, rest, noun = "", p, " cards"
	}
	list := strings.TrimSuffix(rest, noun)
	var items []string
	switch {
	case plural:
		items = strings.Split(list, " and/or ")
	case strings.Contains(list, ", or "):
		items = strings.Split(strings.Replace(list, ", or ", ", ", 1), ", ")
	default:
		x, y, ok := strings.Cut(list, " or ")
		if !ok || isCapitalized(x) == isCapitalized(y) || strings.Contains(y, " ") {
			return []string{p} // one phrase the filter reads ("creature or land")
		}
		items = []string{x, y}
	}
	out := make([]string, len(items))
	for k, it := range items {
		switch {
		case plural:
			out[k] = it + noun
		case strings.ContainsAny(it[:1], "aeiouAEIOU"):
			out[k] = "an " + it + noun
		default:
			out[k] = "a " + it + noun
		}
	}
	return out
}

// phraseBefore reads an object phrase that runs up to end ("a creature
// card" before " from among them"), for the card language's filter to
// read: a word it does not know makes the line unsupported with that word.
func phraseBefore(end string) hole {
	return func(sc *scanner, i int) []cand {
		k := strings.Index(sc.s[i:], end)
		if k <= 0 || strings.ContainsAny(sc.s[i:i+k], ".,;:\"—") {
			sc.fail(i)
			return nil
		}
		return []cand{{Obj{Kind: ObjGroup, Text: sc.s[i : i+k], Phrase: sc.orig[i : i+k]}, i + k}}
	}
}

// closedList reads one of a list of phrases, as a Word.
func closedList(list []string) hole {
	return func(sc *scanner, i int) []cand {
		var out []cand
		for _, w := range list {
			if j, ok := sc.lit(i, w); ok {
				out = append(out, cand{Word(w), j})
			}
		}
		return out
	}
}

// digRests are where "the rest" go: the cards looked at that no
// instruction put anywhere. "the other" is the rest of two cards.
var digRests = []string{
	"the rest on the bottom of your library in any order",
	"the rest on the bottom of your library in a random order",
	"the rest into your graveyard",
	"the rest of the revealed cards into your graveyard",
	"the other into your graveyard",
	"the other on the bottom of your library",
}

// digDestinations are where a card looked at is put.
var digDestinations = []string{
	"into your hand",
	"onto the battlefield tapped",
	"onto the battlefield",
	"into your graveyard",
	"on the bottom of your library",
}

// digElses say what happens to the top card when it was not put anywhere:
// when it is not of the kind ("Otherwise"), or when it was not put ("If
// you don't put the card ..."); "" leaves it on top.
var digElses = []string{
	"",
	". Otherwise, put it into your hand",
	". Otherwise, put that card into your hand",
	". Otherwise, put it into your graveyard",
	". Otherwise, put that card into your graveyard",
	". Otherwise, you may put that card on the bottom of your library",
	". Otherwise, you may put it on the bottom of your library",
	". Otherwise, you may put it into your graveyard",
	". If you don't put the card into your hand, you may put it into your graveyard",
	". If you don't put the card into your hand, put it on the bottom of your library",
	". If you don't put the card into your hand, you may put it on the bottom of your library",
	". If you don't put the card onto the battlefield, put it into your hand",
	". If you don't put the card onto the battlefield, you may put it on the bottom of your library",
	". If you don't put the card onto the battlefield, you may put it into your graveyard",
}

// Explore (701.44a) reveals the top card of the library too. "explores"
// ends the phrase of the permanent that explores.
func init() {
	phraseEnds["explores"] = true
	PredefinedTokens["Map"] = "{1}, {T}, Sacrifice this artifact: Target creature you control explores. Activate only as a sorcery."                             // 111.10s
	PredefinedTokens["Junk"] = "{T}, Sacrifice this artifact: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery." // 111.10t
	effects = append(effects,
		tmpl("explore", "{permanent} explores"),
		tmpl("explore_twice", "{permanent} explores, then it explores again"),
	)
}

// Exiling the top cards of the library (406.3), and playing them from
// exile for a while (601.3, 305.1): "impulse draw".
func init() {
	holes["exiletop"] = exileTop
	holes["playwhen"] = closedList(playWhens)
	effects = append(effects,
		tmpl("exile_top", "{exiletop}"),
		tmpl("exile_top_play", "{exiletop}. {playwhen}"),
	)
}

// ExileTop is "exile the top card of your library" or "exile the top three
// cards of your library".
type ExileTop struct {
	N    Num
	Text string
}

func (e ExileTop) String() string { return e.Text }

func exileTop(sc *scanner, i int) []cand {
	j, ok := sc.lit(i, "exile the top ")
	if !ok {
		return nil
	}
	if k, ok := sc.lit(j, "card of your library"); ok {
		return []cand{{ExileTop{Num{1, "card"}, sc.s[i:k]}, k}}
	}
	var out []cand
	for _, c := range amount(sc, j) {
		if n := c.v.(Num); n.N > 1 || n.Text == "X" {
			if k, ok := sc.lit(c.end, " cards of your library"); ok {
				out = append(out, cand{ExileTop{n, sc.s[i:k]}, k})
			}
		}
	}
	return out
}

// playWhens are the sentences that let the player play the exiled cards,
// for one card ("that card", "it") or several ("those cards", "them").
var playWhens = []string{
	"Until end of turn, you may play that card",
	"Until end of turn, you may play those cards",
	"You may play that card this turn",
	"You may play it this turn",
	"You may play those cards this turn",
	"You may play them this turn",
	"Until the end of your next turn, you may play that card",
	"Until the end of your next turn, you may play those cards",
	"You may play that card until the end of your next turn",
	"You may play it until the end of your next turn",
	"You may play those cards until the end of your next turn",
	"You may play them until the end of your next turn",
	"Until your next end step, you may play that card",
	"Until your next end step, you may play it",
	"Until your next end step, you may play those cards",
	"You may play that card until your next end step",
	"You may play it until your next end step",
	"You may play those cards until your next end step",
	"You may play them until your next end step",
	"Until the beginning of your next upkeep, you may play that card",
	"Until the beginning of your next upkeep, you may play those cards",
}

// "then shuffle and put that card on top" (701.24b): the card found is
// not shuffled.
func init() {
	effects = append(effects,
		tmpl("search/top", "search your library for {object}, reveal it, then shuffle and put that card on top"),
		tmpl("search/top", "search your library for {object}, then shuffle and put that card on top"),
		// up to N cards (701.23a): the player may find fewer (701.23b)
		tmpl("search_n/hand", "search your library for up to {n} {object}, reveal them, put them into your hand, then shuffle"),
		tmpl("search_n/hand", "search your library for up to {n} {object}, put them into your hand, then shuffle"),
		tmpl("search_n/battlefield", "search your library for up to {n} {object}, put them onto the battlefield, then shuffle"),
		tmpl("search_n/battlefield/tapped", "search your library for up to {n} {object}, put them onto the battlefield tapped, then shuffle"),

		// the target's controller searches (Path to Exile, Ghost Quarter)
		tmpl("search_its/battlefield", "its controller may search their library for {object}, put it onto the battlefield, then shuffle"),
		tmpl("search_its/battlefield/tapped", "its controller may search their library for {object}, put it onto the battlefield tapped, then shuffle"),
		tmpl("search_its/battlefield/tapped", "its controller may search their library for {object}, put that card onto the battlefield tapped, then shuffle"),

		// other players search their own libraries
		tmpl("search_player/may/hand", "{player} may search their library for {object}, reveal it, put it into their hand, then shuffle"),
		tmpl("search_player/may/battlefield", "{player} may search their library for {object}, put it onto the battlefield, then shuffle"),
		tmpl("search_player/may/battlefield/tapped", "{player} may search their library for {object}, put it onto the battlefield tapped, then shuffle"),
		tmpl("search_player/must/battlefield", "{player} searches their library for {object}, puts it onto the battlefield, then shuffles"),
		tmpl("search_player/must/battlefield/tapped", "{player} searches their library for {object}, puts it onto the battlefield tapped, then shuffles"),
	)
}

// A card from the graveyard put on top of or under the library.
func init() {
	effects = append(effects,
		tmpl("graveyard_to_library/top", "put {gravecard} on top of your library"),
		tmpl("graveyard_to_library/bottom", "put {gravecard} on the bottom of your library"),
		tmpl("graveyard_to_library/owner_top", "put {gravecard} on top of its owner's library"),
		tmpl("graveyard_to_library/owner_bottom", "put {gravecard} on the bottom of its owner's library"),
		tmpl("put_on_bottom", "put {permanent} on the bottom of its owner's library"),
		tmpl("shuffle_into_library", "shuffle {permanent} into its owner's library"),
		tmpl("shuffle_into_library/owner", "~'s owner shuffles it into their library"),
		tmpl("shuffle_graveyard", "{player} shuffles their graveyard into their library"),
		tmpl("shuffle_graveyard/you", "shuffle your graveyard into your library"),
	)
}

// Shuffling the library (701.24a).
func init() {
	effects = append(effects,
		tmpl("shuffle", "shuffle your library"),
		tmpl("shuffle", "shuffle"), // "You may shuffle."
	)
}

// Kinship: "you may look at the top card of your library. If it shares a
// creature type with this creature, you may reveal it. If you do, ..."
func init() {
	effects = append(effects,
		tmpl("kinship", "you may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If you do, {effect}"),
	)
}
