// Package oracledb is the Oracle card database and the official rulings
// built into the binary: every real card's name, mana cost, type line,
// power, toughness and Oracle text, and the Gatherer rulings, so that a
// scenario may name any card with no file to download.
//
// The data is shared/data/cards.jsonl (from the OCTGN Magic game
// definition, Unlicense, which tracks Scryfall's Oracle text) and
// shared/data/rulings.jsonl (Gatherer rulings carried by MTGJSON, CC0).
// Card text and rulings are Wizards of the Coast's.
//
// cards.jsonl.gz holds the cards as gzip members of a few dozen cards each
// (it is still an ordinary gzip file of the JSON Lines), and
// cards.index.gz where each card and each face of a multi-part card is:
// a lookup inflates the index and one member, never the whole database.
// Regenerate with `go generate ./pkg/oracledb` when the reference data
// changes.
package oracledb

//go:generate go run ./gen ../../../shared/data
