package grammar

import (
	"strings"
	"testing"
)

func TestParsePrint(t *testing.T) {
	for _, tc := range []struct {
		line  string
		spell bool
		kind  Kind
	}{
		{"Flying", false, Keywords},
		{"Flying, first strike, vigilance", false, Keywords},
		{"Enchant creature", false, Enchant},
		{"Enchant artifact or creature", false, Enchant},
		{"Equip {2}{W}", false, Equip},
		{"{T}: Add {G}.", false, Mana},
		{"{2}, {Q}: Add one mana of any color.", false, Mana},
		{"{1}, {T}, Sacrifice a creature: Draw a card.", false, Activated},
		{"{R}: ~ gets +1/+0 until end of turn.", false, Activated},
		{"{2}{W}: Untap target creature. Activate only as a sorcery.", false, Activated},
		{"When ~ enters, draw a card.", false, Triggered},
		{"When ~ dies, ~ deals 2 damage to any target.", false, Triggered},
		{"At the beginning of your upkeep, put a +1/+1 counter on ~.", false, Triggered},
		{"~ enters tapped.", false, Static},
		{"Enchanted creature gets +2/+2.", false, Static},
		{"~ deals 3 damage to any target.", true, Spell},
		{"Target creature gets +3/+3 until end of turn.", true, Spell},
		{"Each player sacrifices a creature of their choice.", true, Spell},
		{"When ~ dies, target opponent sacrifices a nontoken creature of their choice.", false, Triggered},
		{"Destroy target artifact or enchantment. Draw a card.", true, Spell},
		{"Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.", true, Spell},
		{"Choose one —", true, ModeHeader},
		{"• Destroy target artifact.", true, Mode},
		{"Target player draws two cards.", true, Spell},
		{"When ~ enters, you may draw a card.", false, Triggered},
		{"When ~ dies, you may sacrifice ~. If you do, draw a card.", false, Triggered},
		{"~ deals 2 damage to each creature and each player.", true, Spell},
		{"Destroy another target nonblack creature an opponent controls.", true, Spell},
		{"Creatures you control get +1/+1.", false, Static},
		{"Enchanted creature gets +1/+1 and has flying.", false, Static},
		{"Elves you control have trample.", false, Static},
		{"Flying, protection from red", false, Keywords},
		{"Ward {2}", false, Keywords},
	} {
		a, bad := Parse(tc.line, tc.spell)
		if bad != nil {
			t.Errorf("%q: unreadable at %d: %q", tc.line, bad.Offset, bad.Phrase)
			continue
		}
		if a.Kind != tc.kind {
			t.Errorf("%q: kind %s, want %s", tc.line, a.Kind, tc.kind)
		}
		if got := a.Print(); got != tc.line {
			t.Errorf("%q printed %q", tc.line, got)
		}
	}
}

func TestUnreadable(t *testing.T) {
	for _, tc := range []struct {
		line   string
		spell  bool
		phrase string
	}{
		{"Draw a card unless you pay {2}.", true, "unless you pay {2}"},
		{"Flying, banana", false, "banana"},
		{"{T}: Add {R} and {G}.", false, "and {G}"},
		{"Destroy target creature if it's black.", true, "it's black"}, // "if" is read; the condition is not
		{"Exile target creature card from your hand.", true, "card from your hand"},
		{"Target creature gets +2/+2 until your next end step.", true, "end step"},
	} {
		a, bad := Parse(tc.line, tc.spell)
		if bad == nil {
			t.Errorf("%q parsed as %s %q", tc.line, a.Kind, a.Print())
			continue
		}
		if bad.Phrase != tc.phrase {
			t.Errorf("%q: phrase %q, want %q", tc.line, bad.Phrase, tc.phrase)
		}
	}
}

func TestLongLines(t *testing.T) {
	long := strings.Repeat("Draw a card. ", 150)
	if a, bad := Parse(strings.TrimSpace(long), true); bad != nil || len(a.Body) != 150 {
		t.Errorf("150 sentences: %v", bad)
	}
	if _, bad := Parse(strings.Repeat("x", MaxLine+1), true); bad == nil || bad.Offset != MaxLine {
		t.Errorf("a line too long: %v", bad)
	}
	// Many sentences of which the last is unreadable: read once each.
	if _, bad := Parse(strings.Repeat("Target creature gets +1/+1 until end of turn. ", 40)+"Frobnicate.", true); bad == nil || bad.Phrase != "Frobnicate" {
		t.Errorf("the unreadable last sentence: %+v", bad)
	}
}

func TestSpendOnly(t *testing.T) {
	for _, line := range []string{"{T}: Add one mana of any color. Spend this mana only to cast a creature spell.",
		"{T}: Add {C}. Spend this mana only to cast artifact spells.", "{T}: Add {C}{C}. Spend this mana only to cast an instant spell."} {
		a, bad := Parse(line, false)
		if bad != nil || a.Kind != Mana || a.SpendOnly == "" || a.Print() != line {
			t.Errorf("%q: %v %+v", line, bad, a)
		}
	}
}

func TestHoles(t *testing.T) {
	for _, ts := range [][]*template{effects, statics, triggers, conditions} {
		for _, tm := range ts {
			for _, p := range tm.parts {
				if p.hole != "" && holes[p.hole] == nil {
					t.Errorf("template %s names the unknown hole {%s}", tm.kind, p.hole)
				}
				if id, ok := holeIDs[p.hole]; p.hole != "" && (!ok || id != p.holeID) {
					t.Errorf("template %s: hole {%s} has the ID %d, not its name's (made without holePart)", tm.kind, p.hole, p.holeID)
				}
			}
		}
	}
}

// TestHoleKeyFields checks that the fields packed into a holeKey fit their
// bits, so that two different reads never share a key.
func TestHoleKeyFields(t *testing.T) {
	if len(holeIDs) >= 1<<12 {
		t.Errorf("%d hole names: holeKey gives them 12 bits", len(holeIDs))
	}
	if MaxLine >= 1<<28 {
		t.Errorf("MaxLine %d: holeKey gives a place 28 bits", MaxLine)
	}
	if holeKey(1, 0, 0) == holeKey(0, 1, 0) || holeKey(0, 1, 0) == holeKey(0, 0, 1) {
		t.Error("holeKey fields overlap")
	}
}
