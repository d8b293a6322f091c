package grammar

// Choices made as a spell or ability resolves (608.2d) that the sentence
// after them refers to: "Choose a creature type. Destroy all creatures
// that aren't of the chosen type."; and coins flipped (705).
func init() {
	holes["sentence"] = sentence
	effects = append(effects,
		tmpl("choose_creature_type", "choose a creature type. {sentence}"),
	)
	// Flipping a coin (705): what a won flip does, a lost one, or both.
	effects = append(effects,
		tmpl("flip_coin/win_lose", "flip a coin. If you win the flip, {effect}. If you lose the flip, {effect}"),
		tmpl("flip_coin/win", "flip a coin. If you win the flip, {effect}"),
		tmpl("flip_coin/lose", "flip a coin. If you lose the flip, {effect}"),
	)
}

// Sentence is an effect that starts a sentence of its own, printed with
// its first letter capitalized.
type Sentence struct{ Phrase }

// String prints the sentence as it starts the line's next sentence.
func (s Sentence) String() string { return capitalize(s.Phrase.String()) }

// sentence reads an effect that starts a sentence, whose first letter is
// capitalized.
func sentence(sc *scanner, i int) []cand {
	var out []cand
	for _, m := range capitalMatches(sc, i, effects) {
		out = append(out, cand{Sentence{m.p}, m.end})
	}
	return out
}
