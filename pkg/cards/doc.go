// Package cards holds card definitions as data: the schema of card files,
// their compilation into engine abilities (package sim), and the card
// library embedded in the binary.
//
// A card file is one YAML map: name, mana_cost, type_line, power,
// toughness, oracle_text, and abilities, each carrying the Oracle line it
// implements. Every Oracle line must be implemented by an ability, or
// marked `unsupported: why` (reminder text in parentheses excepted), so a
// card's text and its behaviour can be
// checked against each other. Unknown vocabulary is an error at
// file:line:col. Scenario files use the same schema for inline test cards.
package cards
