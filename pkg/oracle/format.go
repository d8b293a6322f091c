package oracle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
)

// format is a kind of reference file.
type format int

const (
	jsonLines format = iota // one JSON object per line
	jsonArray               // a JSON array of objects (Scryfall)
	mtgjson                 // {"meta": ..., "data": {...}} (MTGJSON)
)

// formats names the formats read, for messages.
const formats = "a Scryfall JSON array, JSON Lines with the same fields, or MTGJSON AtomicCards"

// input is a whole reference file, read into memory so that every problem
// can name the line of its entry.
type input struct {
	data []byte
	// the last offset asked about and its line, so that asking in file
	// order counts each newline once
	off, line int
}

// MaxReferenceBytes bounds a reference file of cards or rulings, which is
// read whole (with what its entries decode to, about twice its size in
// memory). Scryfall's oracle-cards file is about 160 MB.
const MaxReferenceBytes = 256 << 20

// readInput reads a file and drops a UTF-8 byte order mark. A file over
// MaxReferenceBytes is refused, unread when its size is known.
func readInput(r io.Reader) (*input, error) {
	tooLarge := fmt.Errorf("the file is over the limit of %d bytes for reference data (rulecheck's limit: see docs/limits.md)", MaxReferenceBytes)
	if f, ok := r.(interface{ Stat() (fs.FileInfo, error) }); ok {
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && st.Size() > MaxReferenceBytes {
			return nil, tooLarge
		}
	}
	// Read in pieces, joined once at the end: io.ReadAll doubles its
	// buffer, so reading up to the limit from a pipe or a device would hold
	// twice the limit before refusing it. The pieces start at the size the
	// reader knows it holds (so an in-memory text is read in one piece,
	// without a join) or small, and double up to maxPiece: reading a
	// card's few hundred bytes must not cost a megabyte.
	var pieces [][]byte
	size, pieceSize := 0, firstPieceSize(r)
	for {
		piece := make([]byte, pieceSize)
		n, err := io.ReadFull(r, piece)
		pieces, size = append(pieces, piece[:n]), size+n
		if size > MaxReferenceBytes {
			return nil, tooLarge
		}
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		pieceSize = min(2*pieceSize, maxPiece)
	}
	data := pieces[0]
	if len(pieces) > 1 {
		data = bytes.Join(pieces, nil)
	}
	return &input{data: bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), line: 1}, nil
}

// maxPiece is the largest piece readInput reads at once.
const maxPiece = 1 << 20

// firstPieceSize is the size of readInput's first piece: one byte more
// than an in-memory reader holds (so that the first read meets the end),
// or 4 KiB.
func firstPieceSize(r io.Reader) int {
	if sized, ok := r.(interface{ Len() int }); ok {
		return min(sized.Len()+1, maxPiece)
	}
	return 4 << 10
}

// lineAt is the 1-based line of a byte offset.
func (in *input) lineAt(off int64) int {
	o := int(min(max(off, 0), int64(len(in.data))))
	if o < in.off {
		in.off, in.line = 0, 1
	}
	in.line += bytes.Count(in.data[in.off:o], []byte("\n"))
	in.off = o
	return in.line
}

// valueStart is the offset of the next value after off: past blanks and a
// comma.
func (in *input) valueStart(off int64) int64 {
	for off < int64(len(in.data)) {
		switch in.data[off] {
		case ' ', '\t', '\r', '\n', ',':
			off++
			continue
		}
		break
	}
	return off
}

// errorAt words a decoding error with its line: the line of the syntax
// error, or of the entry that starts at start.
func (in *input) errorAt(start int64, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("line %d: malformed JSON: %v", in.lineAt(syn.Offset), err)
	case errors.As(err, &typ):
		return fmt.Errorf("line %d: %v", in.lineAt(min(typ.Offset, int64(len(in.data)))), err)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF): // EOF: a "[" never closed
		return fmt.Errorf("line %d: the file ends inside this entry (truncated)", in.lineAt(start))
	}
	return fmt.Errorf("line %d: %v", in.lineAt(start), err)
}

// detect says which format the input holds: an array; an object whose
// first key is "meta", or "data" holding an object of arrays (MTGJSON); or
// other objects (JSON Lines, even when a line's first key is "data").
func (in *input) detect() (format, error) {
	dec := json.NewDecoder(bytes.NewReader(in.data))
	tok, err := dec.Token()
	if err != nil {
		if errors.Is(err, io.EOF) {
			return 0, errors.New("the file is empty: expected " + formats)
		}
		return 0, fmt.Errorf("line %d: not JSON (expected %s): %v", in.lineAt(dec.InputOffset()), formats, err)
	}
	switch tok {
	case json.Delim('['):
		return jsonArray, nil
	case json.Delim('{'):
		key, _ := dec.Token()
		if key == "meta" {
			return mtgjson, nil
		}
		if key == "data" {
			// MTGJSON's data is {name: [faces]}.
			if t, _ := dec.Token(); t == json.Delim('{') {
				if _, err := dec.Token(); err == nil {
					if t, _ := dec.Token(); t == json.Delim('[') {
						return mtgjson, nil
					}
				}
			}
		}
		return jsonLines, nil
	}
	return 0, fmt.Errorf("line %d: not card data: expected %s, found %v", in.lineAt(dec.InputOffset()), formats, tok)
}

// decodeError is the error of a Decode of the value after raw, the
// decoder's offset before it (the value's entry starts at start): Decode
// gives the offset of a value of the wrong type within what it read, which
// begins after the comma or colon before the value, if any.
func (in *input) decodeError(raw, start int64, err error) error {
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		base := raw
	delimiter:
		for i := raw; i < int64(len(in.data)); i++ {
			switch in.data[i] {
			case ' ', '\t', '\r', '\n':
			case ',', ':':
				base = i + 1
				break delimiter
			default:
				break delimiter
			}
		}
		typ.Offset += base
	}
	return in.errorAt(start, err)
}

// eachValue decodes every value of JSON Lines, or the elements of a JSON
// array, into a new T and calls fn with it and the line it starts on.
func eachValue[T any](in *input, f format, fn func(line int, v *T) error) error {
	dec := json.NewDecoder(bytes.NewReader(in.data))
	if f == jsonArray {
		if _, err := dec.Token(); err != nil {
			return in.errorAt(0, err)
		}
	}
	for {
		raw := dec.InputOffset()
		start := in.valueStart(raw)
		if f == jsonArray && !dec.More() {
			if _, err := dec.Token(); err != nil {
				return in.errorAt(start, err)
			}
			if rest := in.valueStart(dec.InputOffset()); rest < int64(len(in.data)) {
				return fmt.Errorf("line %d: more data after the array", in.lineAt(rest))
			}
			return nil
		}
		var v T
		if err := dec.Decode(&v); err != nil {
			if f == jsonLines && errors.Is(err, io.EOF) {
				return nil
			}
			return in.decodeError(raw, start, err)
		}
		if err := fn(in.lineAt(start), &v); err != nil {
			return err
		}
	}
}

// eachAtomic walks MTGJSON's AtomicCards: it calls fn with each card name of
// "data", its faces decoded into T, and its line. Other top-level keys are
// skipped.
func eachAtomic[T any](in *input, fn func(name string, faces []T, line int) error) error {
	dec := json.NewDecoder(bytes.NewReader(in.data))
	if _, err := dec.Token(); err != nil {
		return in.errorAt(0, err)
	}
	for dec.More() {
		start := in.valueStart(dec.InputOffset())
		key, err := dec.Token()
		if err != nil {
			return in.errorAt(start, err)
		}
		if key != "data" {
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return in.decodeError(dec.InputOffset(), start, err)
			}
			continue
		}
		if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
			return fmt.Errorf("line %d: MTGJSON data: expected an object of cards", in.lineAt(start))
		}
		for dec.More() {
			start := in.valueStart(dec.InputOffset())
			name, err := dec.Token()
			if err != nil {
				return in.errorAt(start, err)
			}
			var faces []T
			raw := dec.InputOffset()
			if err := dec.Decode(&faces); err != nil {
				return in.decodeError(raw, start, fmt.Errorf("MTGJSON card %v: %w", name, err))
			}
			if err := fn(fmt.Sprint(name), faces, in.lineAt(start)); err != nil {
				return err
			}
		}
		if _, err := dec.Token(); err != nil {
			return in.errorAt(dec.InputOffset(), err)
		}
	}
	if _, err := dec.Token(); err != nil {
		return in.errorAt(dec.InputOffset(), err)
	}
	return nil
}
