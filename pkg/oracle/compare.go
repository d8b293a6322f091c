package oracle

import (
	"strings"

	"github.com/rulecheck/rulecheck/internal/textdiff"
	"github.com/sergi/go-diff/diffmatchpatch"
)

// Definition is what a card definition says of the printed card, compared
// field by field with the reference.
type Definition struct {
	Name, ManaCost, TypeLine, Power, Toughness, OracleText string
}

// FieldDiff is one field in which a definition differs from the reference.
type FieldDiff struct {
	Field     string   `json:"field"` // name, mana_cost, type_line, power, toughness or oracle_text
	Library   string   `json:"library"`
	Reference string   `json:"reference"`
	Lines     []string `json:"diff"` // a line diff: each line prefixed " ", "-" (library) or "+" (reference)
	// Words marks the changed words of a one-line field, git's word-diff
	// style: "{T}: Add {G}[- to your mana pool-]."
	Words string `json:"words,omitempty"`
}

// Compare lists the fields in which def differs from the reference card,
// in a fixed order.
func Compare(def Definition, ref *Card) []FieldDiff {
	var out []FieldDiff
	for _, f := range []struct{ name, lib, ref string }{
		{"name", def.Name, ref.Name},
		{"mana_cost", def.ManaCost, ref.ManaCost},
		{"type_line", def.TypeLine, ref.TypeLine},
		{"power", def.Power, ref.Power},
		{"toughness", def.Toughness, ref.Toughness},
		{"oracle_text", def.OracleText, ref.OracleText},
	} {
		if f.lib != f.ref {
			out = append(out, diffField(f.name, f.lib, f.ref))
		}
	}
	return out
}

// MaxWordDiffBytes bounds the one-line fields that get a word diff: the
// character diff behind it takes time in the length times the differences
// (a 20,000-word line took over 10 s), and the longest one-line Oracle text
// is under 700 bytes. A longer field has its line diff only.
const MaxWordDiffBytes = 2000

// diffField renders the difference of one field. DiffTimeout is 0 so that
// the diff is the same on every machine.
func diffField(field, lib, ref string) FieldDiff {
	d := FieldDiff{Field: field, Library: lib, Reference: ref, Lines: textdiff.Lines(withNewline(lib), withNewline(ref))}
	if !strings.Contains(lib, "\n") && !strings.Contains(ref, "\n") && lib != "" && ref != "" &&
		len(lib) <= MaxWordDiffBytes && len(ref) <= MaxWordDiffBytes {
		d.Words = wordDiff(textdiff.New(), lib, ref)
	}
	return d
}

// wordDiff marks deletions [-like this-] and insertions {+like this+}.
func wordDiff(dmp *diffmatchpatch.DiffMatchPatch, lib, ref string) string {
	diffs := dmp.DiffCleanupSemantic(dmp.DiffMain(lib, ref, false))
	var b strings.Builder
	for _, d := range diffs {
		switch d.Type {
		case diffmatchpatch.DiffEqual:
			b.WriteString(d.Text)
		case diffmatchpatch.DiffDelete:
			b.WriteString("[-" + d.Text + "-]")
		case diffmatchpatch.DiffInsert:
			b.WriteString("{+" + d.Text + "+}")
		}
	}
	return b.String()
}

// withNewline ends a non-empty text with a newline, so that its last line
// diffs like the others; an empty text has no lines at all.
func withNewline(s string) string {
	if s == "" {
		return ""
	}
	return s + "\n"
}
