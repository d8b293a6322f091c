package oracle

import (
	"cmp"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/rulecheck/rulecheck/internal/names"
)

// Ruling is one official ruling of a card.
type Ruling struct {
	// ID is the ruling's stable ID, "Name@Date#N" (see RulingID).
	ID     string
	Card   string
	Date   string // YYYY-MM-DD
	Text   string
	Source string
}

// RulingID is the stable ID of the nth (1-based) ruling of a card on a date,
// counted in file order: "Khârn the Betrayer@2022-09-19#1".
func RulingID(card, date string, n int) string {
	return card + "@" + date + "#" + strconv.Itoa(n)
}

// RulingKey is the matching key of a ruling ID, with the card's name
// folded, so that "kharn the betrayer@2022-09-19#1" finds Khârn's ruling. ok
// is false when id is not shaped like a ruling ID.
func RulingKey(id string) (key string, ok bool) {
	at := strings.LastIndexByte(id, '@')
	hash := strings.LastIndexByte(id, '#')
	if at <= 0 || hash < at {
		return "", false
	}
	if _, err := strconv.Atoi(id[hash+1:]); err != nil {
		return "", false
	}
	return names.Fold(id[:at]) + id[at:], true
}

// rulingLine is a ruling of JSON Lines ({name, date, text, source}) or of a
// Scryfall rulings array ({oracle_id, published_at, comment, source}).
type rulingLine struct {
	Name        string `json:"name"`
	Date        string `json:"date"`
	Text        string `json:"text"`
	Source      string `json:"source"`
	OracleID    string `json:"oracle_id"`
	PublishedAt string `json:"published_at"`
	Comment     string `json:"comment"`
}

// mtgjsonRulings is the part of an MTGJSON face that holds its rulings.
type mtgjsonRulings struct {
	Rulings []struct {
		Date string `json:"date"`
		Text string `json:"text"`
	} `json:"rulings"`
}

// ReadRulings reads official rulings in any of the supported formats,
// detected from the content, and gives each its ID. Scryfall rulings name
// their card only by oracle_id: byOracleID maps those to names (see
// Index.NameByOracleID); a ruling whose card can't be named is an error.
func ReadRulings(r io.Reader, byOracleID map[string]string) ([]Ruling, error) {
	in, err := readInput(r)
	if err != nil {
		return nil, err
	}
	f, err := in.detect()
	if err != nil {
		return nil, err
	}
	var out []Ruling
	if f == mtgjson {
		err = eachAtomic(in, func(name string, faces []mtgjsonRulings, _ int) error {
			if len(faces) > 0 { // every face carries the same rulings
				for _, r := range faces[0].Rulings {
					out = append(out, Ruling{Card: name, Date: r.Date, Text: r.Text, Source: "mtgjson"})
				}
			}
			return nil
		})
	} else {
		i := 0
		err = eachValue(in, f, func(line int, l *rulingLine) error {
			i++
			name := l.Name
			if name == "" && l.OracleID != "" {
				name = byOracleID[l.OracleID]
			}
			if name == "" {
				if l.OracleID != "" {
					return fmt.Errorf("line %d: ruling %d: no card with oracle_id %s: pass card data that has oracle_id (a Scryfall bulk file) with --oracle", line, i, l.OracleID)
				}
				return fmt.Errorf("line %d: ruling %d names no card (expected name or oracle_id)", line, i)
			}
			out = append(out, Ruling{Card: name, Date: cmp.Or(l.Date, l.PublishedAt), Text: cmp.Or(l.Text, l.Comment), Source: l.Source})
			return nil
		})
	}
	if err != nil {
		return nil, err
	}
	assignIDs(out)
	return out, nil
}

// assignIDs numbers each card's rulings of a day in file order.
func assignIDs(rs []Ruling) {
	seen := map[string]int{}
	for i := range rs {
		key := names.Fold(rs[i].Card) + "@" + rs[i].Date
		seen[key]++
		rs[i].ID = RulingID(rs[i].Card, rs[i].Date, seen[key])
	}
}
