package source

import (
	"encoding/binary"
	"strings"
	"testing"
	"unicode/utf16"
)

// utf16Bytes is s in UTF-16 with a byte order mark, plus extra code units
// (a lone surrogate) and bytes (an odd last byte) where a test needs them.
func utf16Bytes(order binary.AppendByteOrder, s string, extra ...uint16) []byte {
	out := order.AppendUint16(nil, 0xFEFF)
	for _, u := range append(utf16.Encode([]rune(s)), extra...) {
		out = order.AppendUint16(out, u)
	}
	return out
}

// TestDocumentsInput reads files holding what the YAML library would report
// at 1:1 for the whole file, or accept though no file may hold it: each is
// one diagnostic where it is, and the other documents are still read.
func TestDocumentsInput(t *testing.T) {
	const valid = "a: 1\nb: x\n"
	tests := []struct {
		name  string
		data  []byte
		docs  int      // documents read
		diags []string // each "line:col: part of the message"
	}{
		{"UTF-8 with a byte order mark", []byte("\uFEFF" + valid), 1, nil},
		{"UTF-16 little-endian with a byte order mark", utf16Bytes(binary.LittleEndian, valid), 1, nil},
		{"UTF-16 big-endian with a byte order mark", utf16Bytes(binary.BigEndian, valid), 1, nil},
		{"CRLF line ends", []byte("a: 1\r\nb: x\r\n"), 1, nil},
		{"CR line ends, a control character in the middle document", []byte("a: 1\r---\ra: 2\rb: \x01\r---\ra: 3\r"), 2,
			[]string{"4:4: the control character U+0001"}},
		{"CR line ends, a syntax error in the middle document", []byte("a: 1\r---\ra: [2\rb: 3\r---\ra: 3\r"), 2,
			[]string{"3:1: YAML syntax error"}}, // where it is with line feeds too
		{"tab and line feed in strings", []byte("a: \"x\\ty\\nz\"\nb: |\n  one\n  two\n"), 1, nil},
		{"control character in UTF-16", utf16Bytes(binary.LittleEndian, "a: 1\nb: \x01\n"), 0,
			[]string{"2:4: the control character U+0001"}},
		{"lone surrogate in UTF-16", utf16Bytes(binary.BigEndian, "a: 1\nb: ", 0xD800), 0,
			[]string{"2:4: a lone UTF-16 surrogate (U+D800"}},
		{"odd last byte in UTF-16", append(utf16Bytes(binary.LittleEndian, valid), 'x'), 0,
			[]string{"3:1: an invalid UTF-8 byte (0xFF)"}},
		{"surrogate encoded in UTF-8", []byte("a: \xed\xb0\x80\n"), 0,
			[]string{"1:4: a lone UTF-16 surrogate (U+DC00"}},
		{"DEL", []byte("a: x\x7f\n"), 0, []string{"1:5: the control character U+007F"}},
		{"next line (U+0085)", []byte("a: x\u0085y\n"), 0, []string{"1:5: the control character U+0085"}},
		{"U+FFFF", []byte("a: \uffff\n"), 0, []string{"1:4: the character U+FFFF is not allowed"}},
		{"stray byte order mark after a valid one", []byte("\uFEFF\uFEFFa: 1\n"), 0,
			[]string{"1:1: a stray byte order mark (U+FEFF"}},
		{"bad byte in the first document", []byte("a: \xff\n---\n" + valid), 1,
			[]string{"1:4: an invalid UTF-8 byte (0xFF)"}},
		{"bad byte on a document marker", []byte(valid + "--- \x02\n" + valid + "---\n" + valid), 2,
			[]string{"3:5: the control character U+0002"}},
		{"two broken documents between valid ones", []byte(valid + "---\nc: \x00\n---\n" + valid + "---\nd: \xc3x\n---\n" + valid), 3,
			[]string{"4:4: the control character U+0000", "9:4: an invalid UTF-8 byte (0xC3)"}},
		{"tag on a list", []byte("a: !!seq [1]\n---\n" + valid), 1,
			[]string{"1:4: the YAML tag !!seq is not part of"}},
		{"non-specific tag in a later document", []byte(valid + "---\na: ! 1\nb: [! x]\n"), 1,
			[]string{"4:4: the YAML tag ! is not part of", "5:5: the YAML tag ! is not part of"}},
		{"non-specific tag after a multibyte character", []byte("a: \"é! ✓!\"\nb: [é, ! x]\n"), 0,
			[]string{"2:8: the YAML tag ! is not part of"}},
		{"tag on a key", []byte("!!str a: 1\n"), 0, []string{"1:1: the YAML tag !!str"}},
		{"non-specific tag on a key", []byte("! a: 1\n"), 0, []string{"1:1: the YAML tag ! is"}},
		{"tag on a map and its key", []byte("--- !!map\n!!str a: 1\n"), 0,
			[]string{"1:5: the YAML tag !!map", "2:1: the YAML tag !!str"}},
		{"escaped control character in a key", []byte("\"a\\e\": 1\n"), 0,
			[]string{"1:1: a string may not hold the control character U+001B"}},
		{"escaped carriage return", []byte("a: \"x\\r\"\n"), 0,
			[]string{"1:4: a string may not hold the control character U+000D"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &Reader{File: "f.yaml"}
			docs := r.Documents(tt.data)
			var got []string
			for _, d := range r.Diags {
				got = append(got, d.Error())
			}
			ok := len(docs) == tt.docs && len(got) == len(tt.diags)
			for i := 0; ok && i < len(got); i++ {
				ok = strings.HasPrefix(got[i], "f.yaml:"+tt.diags[i])
			}
			if !ok {
				t.Errorf("%d documents and diagnostics\n%s\nwant %d documents and\n%s",
					len(docs), strings.Join(got, "\n"), tt.docs, strings.Join(tt.diags, "\n"))
			}
			for _, doc := range docs {
				if k := doc.Content[0]; k.Line < 1 || k.Column != 1 {
					t.Errorf("first key %q at %d:%d, want column 1", k.Value, k.Line, k.Column)
				}
			}
		})
	}
}
