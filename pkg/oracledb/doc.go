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
// cards.jsonl.deflate holds the cards as raw DEFLATE members of one card
// each, all compressed with the preset dictionary cards.dict (sample lines
// of the file, so that a member of one line compresses), and cards.index
// the byte offset of the member of each card and each face of a multi-part
// card: a lookup inflates that card, never the whole database.
// rulings.jsonl.deflate, rulings.dict and rulings.index are the rulings the
// same way, a member holding all the rulings of one card.
//
// Regenerate with `go generate ./pkg/oracledb` when the reference data
// changes.
package oracledb

//go:generate go run ./gen ../../../shared/data
