package sim

// PlayerID identifies a player: its index in turn order.
type PlayerID int

// NoPlayer is the PlayerID of no player.
const NoPlayer PlayerID = -1

// Player is one player's state.
type Player struct {
	ID   PlayerID
	Name string
	Life int
	Pool Mana
	Lost bool

	library, hand, graveyard, exile []ObjectID
	landsPlayed                     int
	drewFromEmptyLibrary            bool
	// turnBegan is the clock reading when this player's most recent turn
	// began (302.6).
	turnBegan int
}

func (p *Player) clone() *Player {
	c := *p
	c.library = append([]ObjectID(nil), p.library...)
	c.hand = append([]ObjectID(nil), p.hand...)
	c.graveyard = append([]ObjectID(nil), p.graveyard...)
	c.exile = append([]ObjectID(nil), p.exile...)
	return &c
}
