package sim

// ObjectID identifies a card for the whole game. The rules make a card a new
// object each time it changes zones (400.7); the ID stays so that scenarios
// can follow the card, and Incarnation counts the zone changes so that
// targets and effects aimed at an earlier object stop applying.
type ObjectID int

// Object is a card or token in some zone, with its printed card and the
// state the rules track for it.
type Object struct {
	ID          ObjectID
	Card        *CardDef
	Owner       PlayerID
	Zone        Zone
	Incarnation int

	// Token is set for a token (111.1); a token that leaves the
	// battlefield ceases to exist (704.5d, 111.7).
	Token bool
	// spellCopy is set for a copy of a spell (707.10): it is no card, and
	// off the stack it ceases to exist (704.5e).
	spellCopy bool
	Tapped    bool
	Damage    int // damage marked this turn (120.3e)
	// deathtouched is set when a source with deathtouch dealt it damage
	// since state-based actions were last checked (704.5h).
	deathtouched bool
	Counters     map[string]int // counters by kind, such as "+1/+1"
	// AttachedTo is the permanent an Aura or Equipment is attached to, or 0.
	AttachedTo ObjectID
	// attachedIncarnation is the Incarnation of that permanent when this
	// became attached: once it has left the battlefield, even if its card
	// is back, it is another object and this is attached to nothing (400.7).
	attachedIncarnation int
	// X is the value of X paid for the spell that became this permanent,
	// read only by its enters-the-battlefield abilities (107.3m).
	X int
	// cast is set on a permanent that entered as a resolving spell it
	// became ("if you cast it", 601.2): its caster is enteredUnder.
	cast bool

	timestamp int // when it entered its zone (613.7d)
	// counterStamps are the timestamps of its counters by kind (613.7c),
	// for the keyword counters' layer-6 effects (122.1b).
	counterStamps map[string]int
	// flashbackAt is the timestamp of its move to the stack as a spell
	// cast by its flashback cost (702.34a), unearthedAt of its return to
	// the battlefield by unearth (702.84a); stale once it moves again.
	flashbackAt, unearthedAt int
	// dashedAt is the timestamp of its move to the stack as a spell cast
	// for its dash cost, then of the permanent it became (702.109a).
	dashedAt int
	// buybackAt is the timestamp of its move to the stack as a spell cast
	// with its buyback cost (702.27a).
	buybackAt int
	// castFromHandAt is the timestamp of its move to the stack as a spell
	// cast from its owner's hand, which rebound asks about (702.88a).
	castFromHandAt int
	// jumpStartedAt is the timestamp of its move to the stack as a spell
	// cast by jump-start (702.133a).
	jumpStartedAt int
	// renownedIn is 1 + its incarnation when it became renowned: it stays
	// renowned until it leaves the battlefield (702.112b).
	renownedIn int
	// monstrousIn is 1 + its incarnation when it became monstrous: it
	// stays monstrous until it leaves the battlefield (701.37b).
	monstrousIn int
	// exertions are the players who exerted it, each with its incarnation
	// then: it doesn't untap during their next untap step (701.43a). The
	// slice is replaced, never changed in place (undo copies share it).
	exertions []exertion
	// evokedIn is 2 + the incarnation of the spell cast for its evoke
	// cost: 1 + the incarnation of the permanent it becomes (702.74a).
	evokedIn int
	// enteredUnder is the player under whose control it entered the
	// battlefield: its controller when no control effect applies (110.2).
	enteredUnder PlayerID
	// knownController is the controller the game last saw; only
	// noticeControlChanges writes it, to find control changes (the
	// controller itself is a computed characteristic, see Chars).
	knownController PlayerID
	// controlSince is the clock reading at which its controller last began
	// controlling it, for summoning sickness (302.6).
	controlSince int
	// enteredAt is the clock reading at which it last entered the
	// battlefield ("as long as it entered this turn").
	enteredAt int
	// chosenColor is the color chosen as it entered ("As this enters,
	// choose a color"), or none.
	chosenColor typeSet
	// chosenType is the creature or basic land type chosen as it entered
	// ("As this enters, choose a creature type", 614.12), or "".
	chosenType string
	// chosenName is the card name chosen as it entered (614.12, 201.4),
	// or "".
	chosenName string
	// damagedBy are the sources that dealt it damage this turn.
	damagedBy []objectRef
	// copied is the copy effect it entered with or was created with
	// (707.5), applied in layer 1 (see copyInForce); nil for none.
	copied *copyEffect
	// lkiChars are its characteristics as it last existed, on a copy made
	// for last known information (see lastKnown); nil otherwise.
	// lkiCopiable are its copiable values then (707.2), for a token that's
	// a copy of it after it left (111.12).
	lkiChars, lkiCopiable *Characteristics
	// leftBattlefield is the object as it last existed on the battlefield,
	// kept when it leaves, for an effect that reads a target it moved
	// (608.2h).
	leftBattlefield *Object
	// printed caches the printed characteristics (see
	// printedCharacteristics); they are never changed in place.
	printed *Characteristics
	// printedLand is printed with the intrinsic mana abilities of its
	// basic land types (305.6), for a land no effect changes.
	printedLand *Characteristics
	// changedIn is the number of the last action that recorded it for an
	// undo (see changing).
	changedIn uint32
}

// objectRef names one incarnation of an object: effects and targets keep it
// so that they do not follow the card into a new zone (400.7).
type objectRef struct {
	id          ObjectID
	incarnation int
}

func (o *Object) ref() objectRef { return objectRef{o.ID, o.Incarnation} }

func (o *Object) clone() *Object {
	c := o.copyState()
	return &c
}

// addCounters puts n counters of a kind on the object (a negative n
// removes them).
func (g *Game) addCounters(o *Object, kind string, n int) {
	g.changing(o)
	if o.Counters == nil {
		o.Counters = map[string]int{}
	}
	o.Counters[kind] += n
}

// lastKnown is the object as it exists now, kept for when it has left
// (608.2h) and for look-back triggers (603.10): its state and its
// characteristics.
func (g *Game) lastKnown(id ObjectID) *Object {
	c := g.object(id).clone()
	c.lkiChars = g.Chars(id)
	c.lkiCopiable = g.CopiableValues(id)
	return c
}
