package scenario

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/rulecheck/rulecheck/internal/source"
	"github.com/rulecheck/rulecheck/pkg/cards"
)

// OSFS is the operating system's file system with paths as the user wrote
// them (relative or absolute), for CollectFiles and LoadFiles.
type OSFS struct{}

// Open opens a file of the operating system.
func (OSFS) Open(name string) (fs.File, error) { return os.Open(name) }

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

// LoadFiles loads every scenario of the files, in file order. Valid
// scenarios are returned even when a sibling in the same file has problems;
// every problem is returned too.
func LoadFiles(fsys fs.FS, files []string, library *cards.Library) ([]*Scenario, source.Diagnostics) {
	var all []*Scenario
	var diags source.Diagnostics
	for _, f := range files {
		data, err := fs.ReadFile(fsys, f)
		if err != nil {
			diags = append(diags, source.Diagnostic{Pos: source.Pos{File: f, Line: 1, Col: 1}, Msg: err.Error()})
			continue
		}
		ss, ds := LoadFile(f, data, library)
		all = append(all, ss...)
		diags = append(diags, ds...)
	}
	return all, diags
}
