package grammar

import (
	"slices"
	"strconv"
	"strings"
)

// Form is what a permanent becomes: "a 1/1 Blinkmoth artifact creature
// with flying", "a 2/2 blue and black Elemental creature".
type Form struct {
	Power, Toughness int
	// NoPT: no power and toughness named, "becomes an artifact creature"
	// (a Vehicle's are printed on it, 208.3); ManaValuePT: "with power and
	// toughness each equal to its mana value".
	NoPT, ManaValuePT bool
	// AllCreatureTypes: "with all creature types" (205.3m), which is not
	// changeling (702.73a)
	AllCreatureTypes bool
	// Abilities are quoted abilities it has: 'a 2/2 black and red
	// Elemental creature with "{X}: This creature gets +X/+0 until end of
	// turn."' (613.1f)
	Abilities       []Quoted
	Colors          []string // color words, none for "keeps its colors"
	Subtypes, Types []string
	Keywords        []string
	Text            string
}

func (f Form) String() string { return f.Text }

// formGained is gained, set in init: the holes table refers to form.
var formGained func(sc *scanner, i int) []cand

func init() { formGained = gained }

// form reads "a N/N [colors] [Subtypes] [artifact] creature [with
// keywords]". Every word must be one of those; a supertype ("legendary"),
// "colorless" or anything else makes it unreadable.
func form(sc *scanner, i int) []cand {
	j, ok := sc.lit(i, "a ")
	if !ok {
		if j, ok = sc.lit(i, "an "); !ok {
			return nil
		}
	}
	f := Form{}
	if m := ptToken.FindStringSubmatch(sc.s[j:]); m != nil {
		f.Power, _ = strconv.Atoi(m[1])
		f.Toughness, _ = strconv.Atoi(m[2])
		j += len(m[0])
	} else {
		f.NoPT = true
	}
	words := strings.Fields(sc.s[j:])
	k := 0
	for k < len(words) && slices.Contains(colorWords[:5], words[k]) {
		f.Colors = append(f.Colors, words[k])
		k++
		if k+1 < len(words) && words[k] == "and" && slices.Contains(colorWords[:5], words[k+1]) {
			k++
		}
	}
	for k < len(words) && isCapitalized(words[k]) {
		f.Subtypes = append(f.Subtypes, words[k])
		k++
	}
	if k < len(words) && words[k] == "artifact" {
		f.Types = append(f.Types, "artifact")
		k++
	}
	if k >= len(words) || strings.TrimRight(words[k], ",.") != "creature" {
		sc.fail(j)
		return nil
	}
	f.Types = append(f.Types, "creature")
	end := j + len(strings.Join(words[:k+1], " "))
	if strings.HasSuffix(words[k], ".") || strings.HasSuffix(words[k], ",") {
		end--
	}
	f.Text = sc.s[i:end]
	if f.NoPT {
		return formPT(sc, i, end, f)
	}
	out := []cand{{f, end}}
	if j, ok := sc.lit(end, " with all creature types"); ok {
		fa := f
		fa.AllCreatureTypes, fa.Text = true, sc.s[i:j]
		out = append(out, cand{fa, j})
	}
	if j, ok := sc.lit(end, " with "); ok {
		for _, c := range formGained(sc, j) {
			fg := f
			fg.Keywords, fg.Abilities = nil, nil
			for _, g := range c.v.(Grants).Items {
				if g.Quoted != nil {
					fg.Abilities = append(fg.Abilities, *g.Quoted)
				} else {
					fg.Keywords = append(fg.Keywords, g.Keyword)
				}
			}
			fg.Text = sc.s[i:c.end]
			out = append(out, cand{fg, c.end})
		}
	}
	withKeywords(sc, end, func(words []string, end int) {
		fw := f
		fw.Keywords, fw.Text = words, sc.s[i:end]
		out = append(out, cand{fw, end})
	})
	return out
}
