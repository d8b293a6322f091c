package source

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"unicode/utf16"
	"unicode/utf8"
)

// utf8BOM is the byte order mark (U+FEFF) in UTF-8.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// utf8Text is data as UTF-8 without its byte order mark. The YAML library
// would skip the mark and decode UTF-16 itself, but badChar must see the
// characters the library sees, and offsetPos must count columns as the
// library does (not counting the mark).
func utf8Text(data []byte) []byte {
	return lineFeeds(withoutMark(data))
}

// lineFeeds is text with each carriage return that ends a line alone (old
// Mac line endings) made a line feed: the YAML library takes either for a
// line break, but the positions and document markers here count line
// feeds. A byte for a byte, so every offset and column stays the same.
func lineFeeds(text []byte) []byte {
	if !bytes.Contains(text, []byte{'\r'}) {
		return text
	}
	out := bytes.Clone(text)
	for i, b := range out {
		if b == '\r' && (i+1 == len(out) || out[i+1] != '\n') {
			out[i] = '\n'
		}
	}
	return out
}

// withoutMark is data as UTF-8 without its byte order mark.
func withoutMark(data []byte) []byte {
	switch {
	case bytes.HasPrefix(data, utf8BOM):
		return data[len(utf8BOM):]
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return fromUTF16(data[2:], binary.LittleEndian)
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return fromUTF16(data[2:], binary.BigEndian)
	}
	return data
}

// fromUTF16 converts UTF-16 text to UTF-8. A surrogate without its other
// half is kept as the three bytes that would encode it, and a last odd
// byte as the byte 0xFF: neither is valid UTF-8, so badChar reports them
// where they are instead of their vanishing into U+FFFD.
func fromUTF16(data []byte, order binary.ByteOrder) []byte {
	out := make([]byte, 0, len(data))
	for i := 0; i+1 < len(data); i += 2 {
		r := rune(order.Uint16(data[i:]))
		if utf16.IsSurrogate(r) && i+3 < len(data) {
			if pair := utf16.DecodeRune(r, rune(order.Uint16(data[i+2:]))); pair != utf8.RuneError {
				out = utf8.AppendRune(out, pair)
				i += 2
				continue
			}
		}
		if utf16.IsSurrogate(r) {
			out = append(out, 0xED, byte(0x80|r>>6&0x3F), byte(0x80|r&0x3F))
			continue
		}
		out = utf8.AppendRune(out, r)
	}
	if len(data)%2 == 1 {
		out = append(out, 0xFF)
	}
	return out
}

// badChar finds the first character of text that a scenario or card file
// may not hold: a byte that is not UTF-8, a control character other than
// tab, line feed and carriage return, a byte order mark (it may only start
// the file, and utf8Text has removed that one) or U+FFFE and U+FFFF, which
// YAML does not allow. It returns the character's byte offset and what is
// wrong with it, or -1. The YAML library would report all of these at
// 1:1 and drop every document of the file.
func badChar(text []byte) (int, string) {
	for i := 0; i < len(text); {
		if b := text[i]; b >= 0x20 && b < 0x7F || b == '\n' || b == '\t' {
			i++ // printable ASCII, most of any file: nothing to decode
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			if s, ok := surrogate(text[i:]); ok {
				return i, fmt.Sprintf("a lone UTF-16 surrogate (U+%04X, half of a character): the file is damaged; save it again as UTF-8", s)
			}
			return i, fmt.Sprintf("an invalid UTF-8 byte (0x%02X): the file must be UTF-8; save it as UTF-8 or remove the byte", text[i])
		case r == '\uFEFF':
			return i, "a stray byte order mark (U+FEFF, an invisible character): remove it; one may start the file, none may be anywhere else"
		case isControl(r) && r != '\r':
			return i, fmt.Sprintf("the control character U+%04X is not allowed in a YAML file: remove it", r)
		case r == '\uFFFE' || r == '\uFFFF':
			return i, fmt.Sprintf("the character U+%04X is not allowed in a YAML file: remove it", r)
		}
		i += size
	}
	return -1, ""
}

// isControl reports whether r is a control character other than tab and
// line feed (C0, DEL and C1; U+0085 too, which YAML would take for a line
// break that no line count here sees).
func isControl(r rune) bool {
	return r < 0x20 && r != '\t' && r != '\n' || r >= 0x7F && r <= 0x9F
}

// surrogate decodes the three bytes that would encode a UTF-16 surrogate
// in UTF-8 (which UTF-8 forbids).
func surrogate(b []byte) (rune, bool) {
	if len(b) < 3 || b[0] != 0xED || b[1] < 0xA0 || b[1] > 0xBF || b[2]&0xC0 != 0x80 {
		return 0, false
	}
	return 0xD000 | rune(b[1]&0x3F)<<6 | rune(b[2]&0x3F), true
}
