package sim

import "fmt"

// Zone is a game zone (400.1). The battlefield is the zero value because it
// is where most objects the rules talk about are.
type Zone int

// The zones.
const (
	Battlefield Zone = iota
	Hand
	Library
	Graveyard
	Stack
	Exile
)

// NoZone is where an object goes when it leaves the game with its owner
// (800.4a), in events only.
const NoZone Zone = -1

var zoneNames = []string{"battlefield", "hand", "library", "graveyard", "stack", "exile"}

// String is the zone's name as scenario files write it.
func (z Zone) String() string {
	if z == NoZone {
		return "nowhere (it left the game)"
	}
	return zoneNames[z]
}

// ParseZone reads a zone name.
func ParseZone(s string) (Zone, error) {
	for i, n := range zoneNames {
		if n == s {
			return Zone(i), nil
		}
	}
	return 0, fmt.Errorf("unknown zone %q", s)
}

// ZoneNames lists the zone names, for messages and validation.
func ZoneNames() []string { return append([]string(nil), zoneNames...) }
