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
// cards.jsonl.deflate holds the cards as raw DEFLATE members of 16 cards
// each, all compressed with the preset dictionary cards.dict (sample lines
// of the file, so that small members compress as well as large ones), and
// cards.index where each card and each face of a multi-part card is: a
// lookup inflates one member of 16 lines, never the whole database.
// rulings.jsonl.deflate, rulings.dict and rulings.index are the rulings,
// the same way.
//
// Regenerate with `go generate ./pkg/oracledb` when the reference data
// changes.
package oracledb

//go:generate go run ./gen ../../../shared/data
