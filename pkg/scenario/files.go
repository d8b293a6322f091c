package scenario

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
)

// DefaultMaxFileSize is the largest input file read unless the caller sets
// another limit (rulecheck's --max-file-size): 8 MiB, a thousand times the
// largest ruling of the corpus.
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
// for .yaml and .yml files) into a sorted list of files without repeats.
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
	slices.Sort(files)
	return slices.Compact(files), nil
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
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return fail("%v", err)
	}
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
// returned too. It holds every scenario at once: to run a large corpus,
// load and run file by file.
func LoadFiles(fsys fs.FS, files []string, library *cards.Library) ([]*Scenario, source.Diagnostics) {
	var all []*Scenario
	var diags source.Diagnostics
	for _, f := range files {
		data, d := ReadFile(fsys, f, DefaultMaxFileSize)
		if d != nil {
			diags = append(diags, *d)
			continue
		}
		ss, ds := LoadFile(f, data, library)
		all = append(all, ss...)
		diags = append(diags, ds...)
	}
	return all, diags
}
