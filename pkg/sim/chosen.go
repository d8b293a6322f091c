package sim

import "slices"

// The choices made as a permanent enters (614.12, 614.12a) that its
// abilities refer to: "As this enters, choose a color / a creature type."

// chooseTypeAsEnters asks the entering permanent's controller for one of
// the types (creature types, 205.3m, or basic land types, 205.3i).
func (g *Game) chooseTypeAsEnters(o *Object, types []string) {
	i, err := g.decide(Decision{Player: g.Controller(o.ID), Question: "a type for " + o.Card.Name + " as it enters", Options: types, Rule: RuleChooseOnEntering})
	if err != nil {
		g.fail(err)
		return
	}
	g.changing(o)
	o.chosenType = types[i]
	g.invalidate()
	g.logf("enter", RuleChooseOnEntering, "%s chooses %s for %s", g.players[g.Controller(o.ID)].Name, types[i], o.Card.Name)
}

// ofTheChosen reports whether the object with characteristics c is "of the
// chosen type" (or not, "that aren't of the chosen type") and "of the
// chosen color" as the filter asks. The type is the one chosen as the
// filter's source's spell or ability resolves now (608.2d), else the one
// chosen as the source entered (614.12). With nothing chosen, no object is
// of the chosen type or color.
func (f *Filter) ofTheChosen(ctx filterContext, c *Characteristics) bool {
	if !f.ChosenType && !f.ChosenColor && !f.NotChosenType && !f.ChosenName {
		return true
	}
	src := ctx.objects(ctx.source)
	if f.ChosenName && (src == nil || src.chosenName == "" || c.Name != src.chosenName) {
		return false // "with the chosen name": none while no name was chosen
	}
	chosen := ctx.chosenType
	if chosen == "" && src != nil {
		chosen = src.chosenType
	}
	of := chosen != "" && slices.Contains(c.Subtypes, chosen)
	if f.ChosenType && !of || f.NotChosenType && of {
		return false
	}
	return !f.ChosenColor || src != nil && c.Colors&src.chosenColor != 0
}

// AddProtectionFromChosenColor grants protection from the color chosen as
// the effect's source entered (layer 6): "This creature has protection from
// the chosen color." With no color chosen it grants nothing.
type AddProtectionFromChosenColor struct{}

func (AddProtectionFromChosenColor) layer() layer { return layerAbility }

func (AddProtectionFromChosenColor) apply(c *Characteristics, ctx modContext, id ObjectID) {
	for _, name := range colorList(ctx.chosenColor) {
		AddKeywords{Keywords: []string{string(KwProtection) + " from " + name}}.apply(c, ctx, id)
	}
}

func (AddProtectionFromChosenColor) String() string { return "gains protection from the chosen color" }

// AddChosenType makes the object the creature type chosen as the effect's
// source entered, in addition to its other types (layer 4): "This creature
// is the chosen type in addition to its other types." With none chosen it
// does nothing.
type AddChosenType struct{}

func (AddChosenType) layer() layer { return layerType }

func (AddChosenType) apply(c *Characteristics, ctx modContext, id ObjectID) {
	if ctx.chosenType != "" {
		AddTypes{Subtypes: []string{ctx.chosenType}}.apply(c, ctx, id)
	}
}

func (AddChosenType) String() string { return "is also the chosen type" }

// SetChosenLandType makes a land the basic land type chosen as the
// effect's source entered (layer 4, 305.7): "Enchanted land is the chosen
// type." With none chosen it does nothing.
type SetChosenLandType struct{}

func (SetChosenLandType) layer() layer { return layerType }

func (SetChosenLandType) apply(c *Characteristics, ctx modContext, id ObjectID) {
	if ctx.chosenType != "" {
		SetLandType{Type: ctx.chosenType}.apply(c, ctx, id)
	}
}

func (SetChosenLandType) String() string { return "is the chosen land type" }

// BasicLandTypes are the choices of "choose a basic land type" (205.3i).
var BasicLandTypes = []string{"Plains", "Island", "Swamp", "Mountain", "Forest"}
