package cards

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"sync"

	"github.com/rulecheck/rulecheck/internal/names"
	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/oracledb"
)

//go:embed library/*.yaml
var libraryFS embed.FS

// Library is a set of cards looked up by name, exactly or folded.
type Library struct {
	byFold map[string]*Card
	names  []string // sorted
	// oracle, when set, finds the cards the library lacks in the built-in
	// Oracle database, given the name asked and its folded key.
	oracle func(name, key string) (*Card, bool)
}

// NewLibrary makes an empty library.
func NewLibrary() *Library { return &Library{byFold: map[string]*Card{}} }

// Add adds a card; it refuses a second card whose name folds the same.
func (l *Library) Add(c *Card) error {
	key := names.Fold(c.Name())
	if old, ok := l.byFold[key]; ok {
		return fmt.Errorf("card %q is already defined (at %s)", c.Name(), old.Pos)
	}
	l.byFold[key] = c
	i := sort.SearchStrings(l.names, c.Name())
	l.names = append(l.names[:i], append([]string{c.Name()}, l.names[i:]...)...)
	return nil
}

// Lookup finds a card by its exact or folded name: a card of the library,
// else (for the built-in library) any real card, compiled from its Oracle
// text on first use.
func (l *Library) Lookup(name string) (*Card, bool) {
	key := names.Fold(name)
	c, ok := l.byFold[key]
	if !ok && l.oracle != nil {
		return l.oracle(name, key)
	}
	return c, ok
}

// Names lists the card names, sorted.
func (l *Library) Names() []string { return l.names }

// Suggest names the cards nearest to a name the library lacks, as a suffix
// such as ` (did you mean "Forest"?)`, or "": among its cards and, for the
// built-in library, every real card.
func (l *Library) Suggest(name string) string {
	all := l.names
	if l.oracle != nil {
		all = append(slices.Clip(all), oracledb.Names()...)
	}
	return names.DidYouMean(name, all)
}

// With returns a library holding l's cards and extra's, refusing names
// that clash.
func (l *Library) With(extra []*Card) (*Library, []error) {
	out := &Library{byFold: make(map[string]*Card, len(l.byFold)+len(extra)), names: append([]string(nil), l.names...),
		oracle: l.oracle}
	for k, v := range l.byFold {
		out.byFold[k] = v
	}
	var errs []error
	for _, c := range extra {
		if err := out.Add(c); err != nil {
			errs = append(errs, err)
		}
	}
	return out, errs
}

var (
	builtinOnce sync.Once
	builtin     *Library
	builtinErr  error
)

// Builtin is the card library embedded in the binary: its card files, and
// every real card of the built-in Oracle database. An error means a card
// file of the library is broken, which is a bug of rulecheck.
func Builtin() (*Library, error) {
	builtinOnce.Do(func() {
		builtin, builtinErr = LoadFS(libraryFS, "library")
		if builtin != nil {
			builtin.oracle = lookupOracle
		}
	})
	return builtin, builtinErr
}

// LoadFS reads every .yaml card file under dir of fsys into a library. All
// problems of all files are returned together.
func LoadFS(fsys fs.FS, dir string) (*Library, error) {
	lib := NewLibrary()
	var diags source.Diagnostics
	err := fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(p) != ".yaml" {
			return err
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		cards, fileDiags := ParseFile(p, data)
		diags = append(diags, fileDiags...)
		for _, c := range cards {
			if err := lib.Add(c); err != nil {
				diags = append(diags, source.Diagnostic{Pos: c.Pos, Msg: err.Error()})
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return lib, diags.Err()
}

// ParseFile compiles the card definitions of one file (one YAML document
// each).
func ParseFile(file string, data []byte) ([]*Card, source.Diagnostics) {
	r := &source.Reader{File: file}
	var out []*Card
	for _, doc := range r.Documents(data) {
		if c := Compile(r, doc); c != nil {
			out = append(out, c)
		}
	}
	r.Diags.Sort()
	return out, r.Diags
}
