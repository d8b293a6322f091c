// Package coverage relates rulings to the scenarios that prove them: the
// seed catalogue shipped with the project (seeds.yaml), the official rulings
// of reference data (package oracle), and the covers: lists of scenarios.
package coverage

import (
	"bytes"
	_ "embed"
	"fmt"
	"sync"

	"go.yaml.in/yaml/v3"
)

//go:embed seeds.yaml
var seedsYAML []byte

// Seed is a ruling of the seed catalogue: the rulings the project was
// started to prove.
type Seed struct {
	ID   string `yaml:"id"`
	Card string `yaml:"card"` // "" for a Comprehensive Rules excerpt
	Rule string `yaml:"rule"` // the rule number of a CR excerpt
	Text string `yaml:"text"`
	// Official is the ID of the same ruling among the card's official
	// rulings, when it is one of them.
	Official string `yaml:"official"`
}

// Seeds is the seed catalogue, in the order of the design notes.
var Seeds = sync.OnceValues(func() ([]Seed, error) {
	dec := yaml.NewDecoder(bytes.NewReader(seedsYAML))
	dec.KnownFields(true)
	var seeds []Seed
	if err := dec.Decode(&seeds); err != nil {
		return nil, fmt.Errorf("seeds.yaml: %v", err)
	}
	return seeds, nil
})
