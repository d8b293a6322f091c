package grammar

import "strings"

// Grant is one ability in a list an effect grants: a keyword, or an
// ability in quotation marks.
type Grant struct {
	Keyword string
	Quoted  *Quoted
	At      int // the item's offset in the list
	// comma: the list's comma is inside the quoted ability's marks
	comma bool
}

func (g Grant) String() string {
	if g.Quoted != nil {
		return g.Quoted.Text
	}
	return g.Keyword
}

// Grants is a list of abilities granted together, at least one of them
// quoted: 'vigilance and "{3}, {T}: Tap target creature."', '"{T}: This
// creature deals 1 damage to any target" and "{T}: ..."' (613.1f).
type Grants struct {
	Items []Grant
	Text  string
}

func (g Grants) String() string { return g.Text }

// grants reads a list of two or more keywords and quoted abilities: "A and
// B" or "A, B, and C". A quoted ability before the end of the list has no
// period: '"{T}: Add {C}" and ...'; or its list comma inside the marks:
// '"{2}, {T}: Tap target creature," and ...'.
func grants(sc *scanner, i int) []cand { return grantList(sc, i, false) }

// tokenGrants reads the list of a token's abilities, which may be static:
// they are printed on the token (111.3), not granted by an effect.
func tokenGrants(sc *scanner, i int) []cand { return grantList(sc, i, true) }

// tokenQuoted reads a token's quoted ability, which may be static.
func tokenQuoted(sc *scanner, i int) []cand {
	var out []cand
	for _, c := range grantItem(sc, i, true) {
		if g := c.v.(Grant); g.Quoted != nil && !g.comma && strings.HasSuffix(sc.s[:c.end], `."`) {
			out = append(out, cand{*g.Quoted, c.end})
		}
	}
	return out
}

func grantList(sc *scanner, i int, static bool) []cand {
	var out []cand
	var walk func(at int, items []Grant, seps []string)
	walk = func(at int, items []Grant, seps []string) {
		for _, c := range grantItem(sc, at, static) {
			g := c.v.(Grant)
			g.At = at - i
			list := append(append([]Grant(nil), items...), g)
			if !g.comma && hasQuoted(list) && listForm(list, seps) {
				out = append(out, cand{Grants{list, sc.s[i:c.end]}, c.end})
			}
			next := []string{" and ", ", and ", ", "}
			if g.comma {
				next = []string{" and ", " "}
			}
			for _, sep := range next {
				if j, ok := sc.lit(c.end, sep); ok {
					walk(j, list, append(append([]string(nil), seps...), sep))
				}
			}
		}
	}
	walk(i, nil, nil)
	return out
}

// listForm reports whether the separators make an English list: "A and
// B", or "A, B, and C" whose commas may be inside a quoted item's marks.
func listForm(items []Grant, seps []string) bool {
	if len(items) == 2 {
		return seps[0] == " and " && !items[0].comma
	}
	for k, sep := range seps {
		want := ", "
		if k == len(seps)-1 {
			want = ", and "
		}
		if items[k].comma {
			want = strings.TrimPrefix(want, ",")
		}
		if sep != want {
			return false
		}
	}
	return true
}

func hasQuoted(items []Grant) bool {
	for _, g := range items {
		if g.Quoted != nil {
			return true
		}
	}
	return false
}

// grantItem reads a keyword or a quoted ability, whose period may be left
// out or be a list comma; a static ability only if static is set.
func grantItem(sc *scanner, i int, static bool) []cand {
	var out []cand
	for _, c := range keyword(sc, i) {
		out = append(out, cand{Grant{Keyword: string(c.v.(Word))}, c.end})
	}
	if i >= len(sc.s) || sc.s[i] != '"' {
		return out
	}
	end := strings.IndexByte(sc.s[i+1:], '"')
	if end < 0 {
		return out
	}
	inner, orig := sc.s[i+1:i+1+end], sc.orig[i+1:i+1+end]
	line, comma := inner, strings.HasSuffix(inner, ",")
	switch {
	case comma:
		line, orig = inner[:len(inner)-1]+".", orig[:len(orig)-1]+"."
	case !strings.HasSuffix(inner, "."):
		line, orig = inner+".", orig+"."
	}
	a, bad := Parse(line, false)
	if bad != nil || a.Kind == Keywords || a.Kind == Static && !static || a.Print() != line {
		sc.fail(i + 1)
		return out
	}
	a.Quoted = true
	return append(out, cand{Grant{Quoted: &Quoted{Ability: a, Text: orig}, comma: comma}, i + end + 2})
}

// gained reads what an effect grants for a time: one quoted ability, with
// its period or without it when the sentence goes on ('gains "{T}: Add
// {G}{G}{G}" until end of turn'), or a list of keywords and quoted
// abilities.
func gained(sc *scanner, i int) []cand {
	var out []cand
	for _, c := range grantItem(sc, i, false) {
		if g := c.v.(Grant); g.Quoted != nil && !g.comma {
			// a list of one, printed as read, with or without its period
			out = append(out, cand{Grants{[]Grant{g}, sc.s[i:c.end]}, c.end})
		}
	}
	return append(out, grants(sc, i)...)
}
