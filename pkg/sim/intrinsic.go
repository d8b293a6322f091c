package sim

// intrinsicAbilities are the intrinsic mana abilities of the basic land
// types, "{T}: Add [mana]" (305.6), one value each so that every land with
// the type has the same ability.
var intrinsicAbilities = func() map[string]*Ability {
	out := map[string]*Ability{}
	for _, b := range basicLandMana {
		var m Mana
		m[b.mana] = 1
		out[b.subtype] = &Ability{Kind: ActivatedAbility, Text: "{T}: Add " + b.mana.Symbol() + ".",
			Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Fixed: m}}}
	}
	return out
}()

// intrinsicManaAbility is the mana ability of a basic land type, or nil
// for a type that is not one.
func intrinsicManaAbility(landType string) *Ability {
	for _, b := range basicLandMana {
		if containsFold([]string{b.subtype}, landType) {
			return intrinsicAbilities[b.subtype]
		}
	}
	return nil
}

// isIntrinsic reports whether a is the intrinsic ability of a basic land
// type rather than an ability of rules text.
func isIntrinsic(a *Ability) bool {
	for _, i := range intrinsicAbilities {
		if a == i {
			return true
		}
	}
	return false
}
