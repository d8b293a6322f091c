package oracle

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// format is a kind of reference file.
type format int

const (
	jsonLines format = iota // one JSON object per line
	jsonArray               // a JSON array of objects (Scryfall)
	mtgjson                 // {"meta": ..., "data": {...}} (MTGJSON)
)

// detect peeks at the start of r and says which format it holds: an array,
// an object whose first key is "meta" or "data" (MTGJSON), or other objects
// (JSON Lines).
func detect(r *bufio.Reader) (format, error) {
	head, err := r.Peek(4096)
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, bufio.ErrBufferFull) {
		return 0, err
	}
	dec := json.NewDecoder(bytes.NewReader(head))
	tok, err := dec.Token()
	if err != nil {
		return 0, fmt.Errorf("not JSON: %v", err)
	}
	switch tok {
	case json.Delim('['):
		return jsonArray, nil
	case json.Delim('{'):
		key, _ := dec.Token()
		if key == "meta" || key == "data" {
			return mtgjson, nil
		}
		return jsonLines, nil
	}
	return 0, errors.New("not JSON card data: expected an array or objects")
}

// eachValue decodes every value of a stream of JSON Lines, or of the
// elements of a JSON array, into a new T and calls f with it and its
// 1-based index.
func eachValue[T any](r *bufio.Reader, f format, fn func(i int, v *T) error) error {
	dec := json.NewDecoder(r)
	if f == jsonArray {
		if _, err := dec.Token(); err != nil {
			return err
		}
	}
	for i := 1; ; i++ {
		if f == jsonArray && !dec.More() {
			_, err := dec.Token()
			return err
		}
		var v T
		if err := dec.Decode(&v); err != nil {
			if f == jsonLines && errors.Is(err, io.EOF) {
				return nil
			}
			return fmt.Errorf("entry %d: %v", i, err)
		}
		if err := fn(i, &v); err != nil {
			return err
		}
	}
}

// eachAtomic walks MTGJSON's AtomicCards: it calls fn with each card name of
// "data" and its faces, decoded into T. Other top-level keys are skipped.
func eachAtomic[T any](r *bufio.Reader, fn func(name string, faces []T) error) error {
	dec := json.NewDecoder(r)
	if _, err := dec.Token(); err != nil {
		return err
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return err
		}
		if key != "data" {
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return err
			}
			continue
		}
		if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
			return fmt.Errorf("MTGJSON data: expected an object of cards")
		}
		for dec.More() {
			name, err := dec.Token()
			if err != nil {
				return err
			}
			var faces []T
			if err := dec.Decode(&faces); err != nil {
				return fmt.Errorf("MTGJSON card %v: %v", name, err)
			}
			if err := fn(fmt.Sprint(name), faces); err != nil {
				return err
			}
		}
		if _, err := dec.Token(); err != nil {
			return err
		}
	}
	return nil
}
