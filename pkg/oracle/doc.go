// Package oracle reads reference Magic card data and official rulings in the
// ecosystem's formats, and compares card definitions with it.
//
// Card data (ReadCards): a Scryfall bulk JSON array ("oracle cards"), JSON
// Lines with the same fields (one card per line), or MTGJSON's AtomicCards
// ({"meta": ..., "data": {name: [faces...]}}). Rulings (ReadRulings): JSON
// Lines {name, date, text, source}, a Scryfall rulings array {oracle_id,
// published_at, comment}, or the "rulings" of MTGJSON AtomicCards. The
// format is detected from the content. Files are decoded as a stream, and
// only the fields used here are decoded.
//
// Official rulings get a stable ID: the card's name, the ruling's date and
// its 1-based position among that card's rulings of that date, in file
// order, as in "Khârn the Betrayer@2022-09-19#1". IDs match with the name
// folded (case and diacritics ignored).
package oracle
