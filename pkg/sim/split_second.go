package sim

// Split second (702.61a) is a static ability that functions only while the
// spell is on the stack: "As long as this spell is on the stack, players
// can't cast other spells or activate abilities that aren't mana
// abilities." Mana abilities may still be activated, and triggered
// abilities trigger and go on the stack as normal (702.61b); instances are
// redundant (702.61c). A spell cast while an ability resolves ("you may
// cast it", cascade) is cast all the same, so it is stopped too.

// splitSecondReasons refuses casting a spell or activating an ability that
// isn't a mana ability while a spell with split second is on the stack.
func (g *Game) splitSecondReasons() []Reason {
	for i := len(g.stack) - 1; i >= 0; i-- {
		it := g.stack[i]
		if it.Spell && g.Chars(it.Object).HasKeyword(KwSplitSecond) {
			return []Reason{reason([]Rule{RuleSplitSecond}, "%s, a spell with split second, is on the stack", g.ItemName(it))}
		}
	}
	return nil
}
