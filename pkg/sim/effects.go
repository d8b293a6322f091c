package sim

import (
	"slices"
)

// Effect is one instruction of a spell or ability, such as "deal 3 damage to
// any target". Effects are the engine's vocabulary: every card is a
// composition of them, and none names a card.
type Effect interface {
	apply(g *Game, r *resolution) error
}

// resolution is what an effect knows while it is followed: who controls the
// spell or ability, its source, its targets and the value of X.
type resolution struct {
	controller PlayerID // NoPlayer for a judge's effect
	source     ObjectID // 0 for none
	sourceLKI  *Object  // a triggered ability's source when it triggered
	targets    []chosenTarget
	illegal    []int // indexes of targets found illegal on resolution (608.2b)
	// targetBase is where the current mode's targets start in targets.
	targetBase int
	x          int
	// chosen is the player chosen during the resolution ("that
	// player"), or NoPlayer; wonClash is the result of its clash.
	chosen   PlayerID
	wonClash bool
	// tappedForMana is set while a mana ability with {T} in its cost
	// resolves (106.12); produced is the mana a triggered mana ability's
	// land produced; sacrificedCouldProduce is what the land sacrificed to
	// pay the cost could produce.
	tappedForMana          bool
	produced               Mana
	sacrificedCouldProduce typeSet
	// trigger is the event a triggered ability triggered on, or nil.
	trigger *event
	// remembered are the objects a delayed triggered ability acts on
	// (603.7c); created the tokens this resolution has created.
	remembered []objectRef
	created    []ObjectID
	// sourceRef is an activated ability's source as it was activated: a
	// card that has changed zones since is a new object (400.7).
	sourceRef objectRef
	// division is the damage each target gets of a divided amount
	// (601.2d), in the order of targets.
	division []int
	// entering is the permanent whose replacement effect is applying as
	// it enters (614.1c), 0 otherwise: amounts count it where it was, in
	// the zone enteringFrom, not on the battlefield.
	entering     ObjectID
	enteringFrom Zone
	// sacrificed is the permanent sacrificed to pay the cost, as it last
	// existed, or nil.
	sacrificed *Object
	// dealt are the permanents its damage effects dealt damage to.
	dealt []objectRef
	// ability is the ability resolving, for "except it has this
	// ability" (707.9a); nil for a judge's effect.
	ability *Ability
}

func newResolution(controller PlayerID, source ObjectID) *resolution {
	return &resolution{controller: controller, source: source, chosen: NoPlayer}
}

func withTargets(r *resolution, targets []chosenTarget, x int) *resolution {
	r.targets, r.x = targets, x
	return r
}

// Subject says whom or what an effect acts on. Resolving it may ask a
// player to choose.
type Subject interface {
	resolve(g *Game, r *resolution) ([]Target, error)
}

type targetSubject int

func (s targetSubject) resolve(g *Game, r *resolution) ([]Target, error) {
	i := r.targetBase + int(s)
	if i >= len(r.targets) || slices.Contains(r.illegal, i) || r.targets[i].IsNone() {
		return nil, nil // an illegal target is not affected (608.2b), an unchosen one is none
	}
	return []Target{r.targets[i].Target}, nil
}

// TheTarget is the spell's or ability's i-th target (from 0).
func TheTarget(i int) Subject { return targetSubject(i) }

type targetsSubject struct{ from, to int }

func (s targetsSubject) resolve(g *Game, r *resolution) ([]Target, error) {
	var out []Target
	for i := s.from; i <= s.to; i++ {
		ts, _ := targetSubject(i).resolve(g, r)
		out = append(out, ts...)
	}
	return out, nil
}

// TheTargets are the spell's or ability's targets from-th to to-th (from
// 0), such as the two of "tap up to two target creatures": one effect
// acts on all of them at once.
func TheTargets(from, to int) Subject { return targetsSubject{from, to} }

type sourceSubject struct{}

func (sourceSubject) resolve(g *Game, r *resolution) ([]Target, error) {
	return []Target{ObjectTarget(r.source)}, nil
}

// ItsSource is the object the spell or ability comes from ("this creature").
func ItsSource() Subject { return sourceSubject{} }

type controllerSubject struct{}

func (controllerSubject) resolve(g *Game, r *resolution) ([]Target, error) {
	return []Target{PlayerTarget(r.controller)}, nil
}

// ItsController is "you": the spell's or ability's controller.
func ItsController() Subject { return controllerSubject{} }

type fixedSubject Target

func (s fixedSubject) resolve(*Game, *resolution) ([]Target, error) { return []Target{Target(s)}, nil }

// Fixed is a given player or object, for effects with no card behind them.
func Fixed(t Target) Subject { return fixedSubject(t) }

// applyEffects follows effects in order (608.2c).
func (g *Game) applyEffects(effects []Effect, r *resolution) error {
	for _, e := range effects {
		if err := g.applyEffect(e, r); err != nil {
			return err
		}
	}
	return nil
}

// applyEffect applies one effect as one group of simultaneous events:
// "destroy all creatures" destroys them at once, so each leaves-the-
// battlefield ability sees all of them leave, its own source included
// (603.10a). An effect nested in another ("if you do, ...") is a group of
// its own, following the events of the effect around it.
func (g *Game) applyEffect(e Effect, r *resolution) error {
	outer, outerR := g.batch, g.applying
	g.batch, g.applying = nil, r
	defer func() { g.batch, g.applying = outer, outerR }()
	err := g.simultaneously(func() error { return e.apply(g, r) })
	g.returnExiled()
	return err
}

// playersOf resolves a subject to the players it names.
func (g *Game) playersOf(s Subject, r *resolution) ([]PlayerID, error) {
	ts, err := s.resolve(g, r)
	var out []PlayerID
	for _, t := range ts {
		if t.IsPlayer() {
			out = append(out, t.Player)
		}
	}
	return out, err
}

// permanents resolves a subject to the permanents it names now.
func (g *Game) permanents(s Subject, r *resolution) ([]ObjectID, error) {
	ts, err := s.resolve(g, r)
	var out []ObjectID
	for _, t := range ts {
		if !t.IsPlayer() && g.object(t.Object).Zone == Battlefield {
			out = append(out, t.Object)
		}
	}
	return out, err
}

// DealDamage deals Amount damage from the source (or From, when set) to
// each of To (120.3).
type DealDamage struct {
	Amount Amount
	To     Subject
	From   Subject // nil: the spell's or ability's source
	// Divided: "N damage divided as you choose among ... targets"
	// (601.2d): each target of To is dealt the amount the division gave
	// it as the spell or ability was put on the stack; a target that has
	// become illegal is dealt none, and the rest is not moved (608.2b).
	Divided bool
}

func (e DealDamage) apply(g *Game, r *resolution) error {
	src := r.source
	if e.From != nil {
		ts, err := e.From.resolve(g, r)
		if err != nil {
			return err
		}
		if len(ts) != 1 || ts[0].IsPlayer() {
			return nil // the source named is gone or an illegal target: no damage (608.2b)
		}
		src = ts[0].Object
	}
	to, err := e.To.resolve(g, r)
	if err != nil {
		return err
	}
	n := e.Amount.value(g, r)
	return g.simultaneousDamage(func() error {
		for _, t := range to {
			before := g.damageMarked(t)
			if e.Divided {
				n = r.divisionFor(t)
			}
			if err := g.dealDamage(src, t, n, RuleNone); err != nil {
				return err
			}
			r.noteDealt(g, t, before)
		}
		return nil
	})
}

// divisionFor is the damage the division announced gave a target (0 for
// the targets of the ability's other "target" words).
func (r *resolution) divisionFor(t Target) int {
	for i, c := range r.targets {
		if c.Target == t && i < len(r.division) && r.division[i] > 0 {
			return r.division[i]
		}
	}
	return 0
}

// Destroy destroys each permanent of What (701.8a); with NoRegeneration
// ("It can't be regenerated") no regeneration shield replaces it (701.19c).
type Destroy struct {
	What           Subject
	NoRegeneration bool
}

func (e Destroy) apply(g *Game, r *resolution) error {
	ids, err := g.permanents(e.What, r)
	if err != nil {
		return err
	}
	for _, id := range ids {
		g.destroyWith(id, RuleDestroy, !e.NoRegeneration)
	}
	return nil
}

func (g *Game) destroy(id ObjectID, rule Rule) { g.destroyWith(id, rule, true) }

// destroyWith destroys a permanent, unless it is indestructible (702.12b)
// or a regeneration shield replaces the destruction (701.19a).
func (g *Game) destroyWith(id ObjectID, rule Rule, regenerable bool) {
	if g.HasKeyword(id, KwIndestructible) {
		g.logf("destroy", RuleIndestructible, "%s is indestructible and is not destroyed", g.name(id))
		return
	}
	if regenerable && g.useRegenerationShield(id) {
		return
	}
	g.move(id, Graveyard, NoPlayer)
	g.logf("destroy", rule, "%s is destroyed and put into %s's graveyard", g.name(id), g.players[g.object(id).Owner].Name)
}

// ReturnToHand returns each object of What to its owner's hand (400.3): a
// permanent, or a card in a graveyard or in exile ("return target creature
// card from your graveyard to your hand").
type ReturnToHand struct{ What Subject }

func (e ReturnToHand) apply(g *Game, r *resolution) error {
	// "Return all creatures to their owners' hands": they leave at once,
	// each seeing the others leave (603.10a).
	return g.simultaneously(func() error { return moveToOwnersZone(g, r, e.What, Hand, "is returned to %s's hand") })
}

// ExileObject exiles each object of What from the zone it is in: a
// permanent, or a card in a hand, library or graveyard (not a spell).
type ExileObject struct{ What Subject }

func (e ExileObject) apply(g *Game, r *resolution) error {
	ts, err := e.What.resolve(g, r)
	if err != nil {
		return err
	}
	for _, t := range ts {
		if t.IsPlayer() {
			continue
		}
		o := g.object(t.Object)
		if o.Zone == Exile || o.Zone == Stack {
			continue
		}
		from := o.Zone
		g.move(t.Object, Exile, NoPlayer)
		g.logf("zone", RuleOwnersZone, "%s is exiled from the %s", o.Card.Name, from)
		g.linkExiled(r, t.Object)
	}
	return nil
}

// PutOntoBattlefield puts each card of What onto the battlefield under the
// control of the spell's or ability's controller (110.2a).
type PutOntoBattlefield struct {
	What Subject
	// UnderOwner: "return it to the battlefield under its owner's
	// control"; otherwise the one who puts it there controls it.
	UnderOwner bool
}

func (e PutOntoBattlefield) apply(g *Game, r *resolution) error {
	ts, err := e.What.resolve(g, r)
	if err != nil {
		return err
	}
	// "Return all creature cards from your graveyard to the battlefield":
	// they enter at once, each seeing the others enter (603.6a).
	return g.enterTogether(func() error { return e.put(g, r, ts) })
}

func (e PutOntoBattlefield) put(g *Game, r *resolution, ts []Target) error {
	for _, t := range ts {
		if t.IsPlayer() || g.object(t.Object).Zone == Battlefield {
			continue
		}
		controller := r.controller
		if e.UnderOwner {
			controller = g.object(t.Object).Owner
		}
		if _, isAura := g.auraEnchant(t.Object); isAura {
			// what it enchants is chosen as it enters (303.4f), or it
			// stays where it is (303.4g)
			if _, err := g.enterAura(g.object(t.Object), controller); err != nil {
				return err
			}
			continue
		}
		if e.UnderOwner {
			g.move(t.Object, Battlefield, controller)
			g.logf("enter", RuleEntersUnderPutter, "%s enters the battlefield under its owner %s's control, as the effect states", g.name(t.Object), g.players[controller].Name)
			continue
		}
		g.move(t.Object, Battlefield, r.controller)
		g.logf("enter", RuleEntersUnderPutter, "%s enters the battlefield under %s's control", g.name(t.Object), g.players[r.controller].Name)
	}
	return nil
}

// GainControl makes Player (by default the controller of the spell or
// ability) gain control of each permanent of Of (layer 2) for the duration.
// Gaining control of a permanent one already controls still adds a new
// effect with a new timestamp.
type GainControl struct {
	Player Subject // nil: "you"
	Of     Subject
	Until  Duration
}

func (e GainControl) apply(g *Game, r *resolution) error {
	p := r.controller
	if e.Player != nil {
		ts, err := e.Player.resolve(g, r)
		if err != nil || len(ts) != 1 || !ts[0].IsPlayer() {
			return err
		}
		p = ts[0].Player
	}
	ids, err := g.permanents(e.Of, r)
	if err != nil || len(ids) == 0 || g.players[p].Lost {
		return err
	}
	for _, id := range ids {
		g.logf("control effect", RuleControlLayer, "%s is to gain control of %s%s", g.players[p].Name, g.name(id), e.Until.suffix())
	}
	g.addEffect(&continuousEffect{source: r.source, affected: g.refs(ids), until: e.Until, mods: []Modification{SetController{p}},
		text: g.players[p].Name + " controls it" + e.Until.suffix(), nextTurnOf: r.controller})
	return nil
}

// TapPermanent taps each untapped permanent of What (701.26a).
type TapPermanent struct{ What Subject }

func (e TapPermanent) apply(g *Game, r *resolution) error {
	ids, err := g.permanents(e.What, r)
	if err != nil {
		return err
	}
	for _, id := range ids {
		g.tap(id, RuleTapAction)
	}
	return nil
}

// UntapPermanent untaps each tapped permanent of What (701.26b).
type UntapPermanent struct{ What Subject }

func (e UntapPermanent) apply(g *Game, r *resolution) error {
	ids, err := g.permanents(e.What, r)
	if err != nil {
		return err
	}
	for _, id := range ids {
		g.untap(id, RuleUntapAction)
	}
	return nil
}

func (g *Game) tap(id ObjectID, rule Rule) {
	if o := g.object(id); !o.Tapped {
		g.changing(o)
		o.Tapped = true
		g.conditionsChanged()
		g.logf("tap", rule, "%s becomes tapped", o.Card.Name)
		g.fire(event{kind: evTapped, object: id})
	}
}

func (g *Game) untap(id ObjectID, rule Rule) {
	if o := g.object(id); o.Tapped {
		if g.stunReplacesUntap(o) {
			return
		}
		g.changing(o)
		o.Tapped = false
		g.conditionsChanged()
		g.logf("untap", rule, "%s becomes untapped", o.Card.Name)
		g.fire(event{kind: evUntapped, object: id})
	}
}

// Draw makes each player of Who draw Count cards (121.1).
type Draw struct {
	Who   Subject
	Count Amount
}

func (e Draw) apply(g *Game, r *resolution) error {
	ps, err := g.playersOf(e.Who, r)
	n := e.Count.value(g, r)
	for _, p := range ps {
		g.draw(p, n)
	}
	return err
}

func (g *Game) refs(ids []ObjectID) []objectRef {
	out := make([]objectRef, len(ids))
	for i, id := range ids {
		out[i] = g.object(id).ref()
	}
	return out
}

func (d Duration) suffix() string {
	switch d {
	case UntilEndOfTurn:
		return " until end of turn"
	case UntilEndOfCombat:
		return " until end of combat"
	case ThroughNextUntapStep:
		return " during its controller's next untap step"
	case WhileYouControlSource:
		return " for as long as the ability's controller controls its source"
	case UntilYourNextTurn:
		return " until the next turn of the effect's controller"
	}
	return ""
}

// PutOnLibrary puts each object of What on top of its owner's library
// (400.3): a permanent, or a card in a graveyard or in exile ("When this
// creature dies, you may put it on top of its owner's library").
type PutOnLibrary struct{ What Subject }

func (e PutOnLibrary) apply(g *Game, r *resolution) error {
	return moveToOwnersZone(g, r, e.What, Library, "is put on top of %s's library")
}

// moveToOwnersZone moves each object of what that is a permanent or a card
// in a graveyard or in exile to its owner's zone (400.3), logging "NAME
// " followed by how, which names the owner with %s.
func moveToOwnersZone(g *Game, r *resolution, what Subject, zone Zone, how string) error {
	ts, err := what.resolve(g, r)
	for _, t := range ts {
		if t.IsPlayer() {
			continue
		}
		switch g.object(t.Object).Zone {
		case Battlefield, Graveyard, Exile:
			g.move(t.Object, zone, NoPlayer)
			g.logf("zone", RuleOwnersZone, "%s "+how, g.name(t.Object), g.players[g.object(t.Object).Owner].Name)
		case Stack:
			if zone == Hand {
				g.resolvingSpellToHand(r, t.Object) // "return ~ to its owner's hand" (608.2n)
			}
		}
	}
	return err
}
