package scenario

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
	"go.yaml.in/yaml/v3"
)

// DefaultMaxFileSize is the largest input file read unless the caller sets
// another limit (rulecheck's --max-file-size): 4 MiB, hundreds of times
// the largest ruling of the corpus. Reading a YAML file can take about 60
// times its size in memory, so this keeps the worst file under 300 MB.
const DefaultMaxFileSize = 4 << 20

// OSFS is the operating system's file system with paths as the user wrote
// them (relative or absolute), for CollectFiles and LoadFiles.
type OSFS struct{}

// Open opens a file of the operating system.
func (OSFS) Open(name string) (fs.File, error) { return os.Open(name) }

// Stat describes a file of the operating system, following symbolic links,
// without opening it (opening a named pipe would wait for a writer).
func (OSFS) Stat(name string) (fs.FileInfo, error) { return os.Stat(name) }

// CollectFiles expands roots (files, or directories searched recursively
// for .yaml and .yml files) into a list of files without repeats, in the
// order of the roots given; a directory's files come in lexical order. A
// file named twice (x.yaml and ./x.yaml) is kept where it first appears.
func CollectFiles(fsys fs.FS, roots []string) ([]string, error) {
	var files []string
	for _, root := range roots {
		info, err := fs.Stat(fsys, root)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			files = append(files, root)
			continue
		}
		err = fs.WalkDir(fsys, root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && isScenarioFile(p) {
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	seen := map[string]bool{}
	return slices.DeleteFunc(files, func(f string) bool {
		key := filepath.Clean(f)
		if seen[key] {
			return true
		}
		seen[key] = true
		return false
	}), nil
}

func isScenarioFile(p string) bool {
	ext := strings.ToLower(path.Ext(p))
	return ext == ".yaml" || ext == ".yml"
}

// ReadFile reads an input file of at most limit bytes. Only regular files
// are read: a named pipe, a device (such as a symbolic link to /dev/zero) or
// a socket is refused before it is opened, so reading never blocks and
// never runs forever. A file over the limit is refused without reading it
// whole. The error is a diagnostic at the file's 1:1.
func ReadFile(fsys fs.FS, name string, limit int64) ([]byte, *source.Diagnostic) {
	fail := func(format string, args ...any) ([]byte, *source.Diagnostic) {
		return nil, &source.Diagnostic{Pos: source.Pos{File: name, Line: 1, Col: 1}, Msg: fmt.Sprintf(format, args...)}
	}
	info, err := fs.Stat(fsys, name)
	if err != nil {
		return fail("%v", err)
	}
	if !info.Mode().IsRegular() {
		return fail("not a regular file (%s): rulecheck reads only regular files", fileKind(info.Mode()))
	}
	if info.Size() > limit {
		return fail("the file is %d bytes, over the limit of %d bytes (raise it with --max-file-size)", info.Size(), limit)
	}
	f, err := fsys.Open(name)
	if err != nil {
		return fail("%v", err)
	}
	defer f.Close()
	// The file may have grown since Stat: read one byte past the limit to
	// tell.
	// The buffer has room for the size Stat gave and bytes.MinRead more, so
	// a file that has not changed is read without growing it.
	buf := bytes.NewBuffer(make([]byte, 0, info.Size()+bytes.MinRead))
	if _, err := buf.ReadFrom(io.LimitReader(f, limit+1)); err != nil {
		return fail("%v", err)
	}
	data := buf.Bytes()
	if int64(len(data)) > limit {
		return fail("the file is over the limit of %d bytes (raise it with --max-file-size)", limit)
	}
	return data, nil
}

// fileKind names a file mode that is not a regular file's.
func fileKind(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m.IsDir():
		return "a directory"
	}
	return "mode " + m.String()
}

// LoadFiles loads every scenario of the files, in file order, each file
// read with ReadFile under DefaultMaxFileSize. Valid scenarios are returned
// even when a sibling in the same file has problems; every problem is
// returned too. Card files among the files (see IsCardFile) are compiled
// first, and their cards are available to every scenario. It holds every
// scenario at once: to run a large corpus, load and run file by file.
func LoadFiles(fsys fs.FS, files []string, library *cards.Library) ([]*Scenario, source.Diagnostics) {
	var diags source.Diagnostics
	var scenarioFiles, cardFiles []string
	contents := map[string][]byte{}
	for _, f := range files {
		data, d := ReadFile(fsys, f, DefaultMaxFileSize)
		if d != nil {
			diags = append(diags, *d)
			continue
		}
		contents[f] = data
		if IsCardFile(data) {
			cardFiles = append(cardFiles, f)
		} else {
			scenarioFiles = append(scenarioFiles, f)
		}
	}
	if len(cardFiles) > 0 {
		var extra []*cards.Card
		for _, f := range cardFiles {
			cs, ds := cards.ParseFile(f, contents[f])
			extra = append(extra, cs...)
			diags = append(diags, ds...)
		}
		lib, ds := WithCards(library, extra)
		diags = append(diags, ds...)
		library = lib
	}
	var all []*Scenario
	for _, f := range scenarioFiles {
		ss, ds := LoadFileFS(fsys, f, contents[f], library)
		all = append(all, ss...)
		diags = append(diags, ds...)
	}
	return all, diags
}

// IsCardFile reports whether data is a card file rather than a scenario
// file: its first YAML document is a map with a type_line key and no
// players key.
func IsCardFile(data []byte) bool {
	if !bytes.Contains(data, []byte("type_line")) {
		return false // not worth decoding: most files are scenarios without inline cards
	}
	m := firstDocument(data)
	return m != nil && mapValue(m, "type_line", nil) != nil && mapValue(m, "players", nil) == nil
}

// isScenarioData reports whether data's first YAML document is a map with
// a players key: a scenario, not a card.
func isScenarioData(data []byte) bool {
	m := firstDocument(data)
	return m != nil && mapValue(m, "players", nil) != nil
}

// firstDocument is the map of data's first YAML document, or nil.
func firstDocument(data []byte) *yaml.Node {
	if n := source.FirstDocument(data); n != nil && n.Kind == yaml.MappingNode {
		return n
	}
	return nil
}

// notACardFile is the problem of a file given as a card file that is a
// scenario file.
const notACardFile = "is a scenario file (it has players:), not a card file"

// LoadCardFiles compiles the card files of fsys, for the cards every
// scenario of a run may use. Every problem of every file is returned.
func LoadCardFiles(fsys fs.FS, files []string) ([]*cards.Card, source.Diagnostics) {
	var out []*cards.Card
	var diags source.Diagnostics
	for _, f := range files {
		data, d := ReadFile(fsys, f, DefaultMaxFileSize)
		if d != nil {
			diags = append(diags, *d)
			continue
		}
		if isScenarioData(data) {
			diags = append(diags, source.Diagnostic{Pos: source.Pos{File: f, Line: 1, Col: 1}, Msg: f + " " + notACardFile})
			continue
		}
		cs, ds := cards.ParseFile(f, data)
		out = append(out, cs...)
		diags = append(diags, ds...)
	}
	return out, diags
}

// WithCards is library with extra cards; a name that clashes with a card
// already there is a problem at the extra card's position.
func WithCards(library *cards.Library, extra []*cards.Card) (*cards.Library, source.Diagnostics) {
	lib, _ := library.With(nil)
	var diags source.Diagnostics
	for _, c := range extra {
		if err := lib.Add(c); err != nil {
			diags = append(diags, source.Diagnostic{Pos: c.Pos, Msg: err.Error() + ": give this card another name"})
		}
	}
	return lib, diags
}
