package sim

import "testing"

func TestParseManaCost(t *testing.T) {
	tests := []struct {
		in        string
		manaValue int
		render    string
		wantErr   bool
	}{
		{"{G}", 1, "{G}", false},
		{"{1}{W}{W}", 3, "{1}{W}{W}", false},
		{"{X}{X}", 0, "{X}{X}", false},
		{"{C}{C}", 2, "{C}{C}", false},
		{"", 0, "", false},
		{"{12}", 12, "{12}", false},
		{"{W/U}", 1, "{W/U}", false},
		{"{1}{G/W}{G/W}", 3, "{1}{G/W}{G/W}", false},
		{"{2/U}{2/U}{2/U}", 6, "{2/U}{2/U}{2/U}", false}, // 202.3f: the largest component
		{"{3}{R/P}{R/P}", 5, "{3}{R/P}{R/P}", false},     // 202.3g: each Phyrexian symbol is 1
		{"{1}{G}{G/W/P}{W}", 4, "{1}{G/W/P}{W}{G}", false},
		{"{C/W}{C/U}", 2, "{C/W}{C/U}", false},
		{"{X}{G/W}", 1, "{X}{G/W}", false},
		{"{U/W}", 0, "", true}, // not a symbol of 107.4
		{"{W/X}", 0, "", true},
		{"{2/W/P}", 0, "", true},
		{"{P}", 0, "", true},
		{"{G", 0, "", true},
		{"G", 0, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			c, err := ParseManaCost(tt.in)
			if (err != nil) != tt.wantErr {
				t.Fatalf("ParseManaCost(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			}
			if tt.wantErr {
				return
			}
			if got := c.ManaValue(0); got != tt.manaValue {
				t.Errorf("mana value = %d, want %d", got, tt.manaValue)
			}
			if got := c.String(); got != tt.render {
				t.Errorf("String() = %q, want %q", got, tt.render)
			}
		})
	}
}

func TestParseMana(t *testing.T) {
	tests := []struct {
		in, want string
		wantErr  bool
	}{
		{"{G}{U}{G}", "{U}{G}{G}", false},
		{"", "", false},
		{"{c}", "{C}", false},
		{"{2}", "", true},
		{"{P}", "", true},
	}
	for _, tt := range tests {
		m, err := ParseMana(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("ParseMana(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if err == nil && m.String() != tt.want {
			t.Errorf("ParseMana(%q) = %q, want %q", tt.in, m.String(), tt.want)
		}
	}
}

func TestParseCost(t *testing.T) {
	tests := []struct {
		in          string
		tap, untap  bool
		mana        string
		wantErr     bool
		renderAgain string
	}{
		{"{T}", true, false, "", false, "{T}"},
		{"{2}, {Q}", false, true, "{2}", false, "{2}, {Q}"},
		{"{1}{W}{W}, {Q}", false, true, "{1}{W}{W}", false, "{1}{W}{W}, {Q}"},
		{"{T}, Pay 1 life", true, false, "", false, "{T}, Pay 1 life"},
		{"{T}, Exile a nonland card from your graveyard", false, false, "", true, ""},
		{"{T}, Exile a creature card from your graveyard", true, false, "", false, "{T}, Exile 1 creature card(s) from your graveyard"},
		{"Sacrifice an artifact or creature", false, false, "", false, "Sacrifice a artifact or creature"},
		{"{1}, Sacrifice two creatures", false, false, "{1}", false, "{1}, Sacrifice 2 creature"},
		{"Sacrifice two Goblins", false, false, "", true, ""},
		{"Tap an untapped Ally you control", false, false, "", false, "Tap 1 untapped Ally you control"},
		{"{R}, Discard a card at random", false, false, "{R}", false, "{R}, Discard a card at random"},
		{"Return a land you control to its owner's hand", false, false, "", false, "Return 1 land you control to its owner's hand"},
		{"Return two Islands you control to their owner's hand", false, false, "", false, "Return 2 Island you control to its owner's hand"},
		{"Sacrifice two Mountains", false, false, "", false, "Sacrifice 2 Mountain"},
		{"{1}, Exile this artifact", false, false, "{1}", false, "{1}, Exile this permanent"},
		{"{2}{G}, Exile this card from your graveyard", false, false, "{2}{G}", false, "{2}{G}, Exile this card from your graveyard"},
		{"{1}, Exile ~ from your graveyard", false, false, "{1}", false, "{1}, Exile this card from your graveyard"},
	}
	for _, tt := range tests {
		c, err := ParseCost(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("ParseCost(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if err != nil {
			continue
		}
		if c.Tap != tt.tap || c.Untap != tt.untap || c.Mana.String() != tt.mana || c.String() != tt.renderAgain {
			t.Errorf("ParseCost(%q) = %+v (%q), want tap %v untap %v mana %q", tt.in, c, c.String(), tt.tap, tt.untap, tt.mana)
		}
	}
}

func TestGenericPayments(t *testing.T) {
	mustMana := func(s string) Mana {
		m, err := ParseMana(s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	tests := []struct {
		pool string
		n    int
		want []string
	}{
		{"{G}{G}", 1, []string{"{G}"}},
		{"{R}{G}", 1, []string{"{R}", "{G}"}},
		{"{R}{G}{G}", 2, []string{"{R}{G}", "{G}{G}"}},
		{"{U}{R}{G}", 0, []string{""}},
		{"{G}", 2, nil},
	}
	for _, tt := range tests {
		got, all := genericPayments(mustMana(tt.pool), tt.n)
		if !all || len(got) != len(tt.want) {
			t.Errorf("genericPayments(%s, %d) = %v, want %v", tt.pool, tt.n, got, tt.want)
			continue
		}
		for i := range got {
			if got[i].String() != tt.want[i] {
				t.Errorf("genericPayments(%s, %d)[%d] = %s, want %s", tt.pool, tt.n, i, got[i], tt.want[i])
			}
		}
	}
}

// TestTooManyWaysToPay: the generic part of a cost that four colors could
// pay in millions of ways is refused past MaxChoices, in time in proportion
// to MaxChoices (the walk stops there), not to the ways.
func TestTooManyWaysToPay(t *testing.T) {
	pool := Mana{}
	for _, ty := range []ManaType{White, Blue, Black, Green} {
		pool[ty] = 1000
	}
	if ways, all := genericPayments(pool, 1000); all || ways != nil {
		t.Errorf("genericPayments gave %d ways, all %v; want none and false", len(ways), all)
	}
	if ways, all := compositions(3000, 3); all || ways != nil {
		t.Errorf("compositions gave %d ways, all %v; want none and false", len(ways), all)
	}
	if ways, all := compositions(5, 3); !all || len(ways) != 6 {
		t.Errorf("compositions(5, 3) gave %v, %v; want the 6 ways", ways, all)
	}
}

func TestManaCompactForm(t *testing.T) {
	for _, tc := range []struct {
		mana Mana
		text string
	}{
		{Mana{Green: 2}, "{G}{G}"},
		{Mana{Green: 20, Colorless: 1}, "{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{G}{C}"},
		{Mana{Green: 21}, "{G}x21"},
		{Mana{White: 1, Green: MaxMana}, "{W}{G}x1099511627776"},
	} {
		if got := tc.mana.String(); got != tc.text {
			t.Errorf("%v.String() = %q, want %q", tc.mana, got, tc.text)
		}
		if back, err := ParseMana(tc.text); err != nil || back != tc.mana {
			t.Errorf("ParseMana(%q) = %v, %v; want %v", tc.text, back, err, tc.mana)
		}
	}
	for _, bad := range []string{"{G}x0", "{G}x", "{G}x1099511627777", "{G}x1099511627776{G}"} {
		if _, err := ParseMana(bad); err == nil {
			t.Errorf("ParseMana(%q) accepted", bad)
		}
	}
}
