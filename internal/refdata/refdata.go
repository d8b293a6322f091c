// Package refdata finds the shared reference files (data/cards.jsonl,
// data/rulings.jsonl, docs/seed-rulings.md) that tests and benchmarks use
// when they are present: they are not part of the repository.
package refdata

import (
	"os"
	"path/filepath"
)

// Env names the variables that point at the reference files.
var Env = map[string]string{"data/cards.jsonl": "RULECHECK_ORACLE", "data/rulings.jsonl": "RULECHECK_RULINGS"}

// Find returns the path of a shared file, named relative to the shared
// directory ("data/cards.jsonl"): the file its environment variable names,
// if it has one and it is set, else shared/rel in the working directory or
// one of its parents (the shared directory lives beside the repository).
// It returns "" when there is none.
func Find(rel string) string {
	if p := os.Getenv(Env[rel]); p != "" {
		if _, err := os.Stat(p); err == nil {
			return p
		}
		return ""
	}
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		p := filepath.Join(dir, "shared", filepath.FromSlash(rel))
		if _, err := os.Stat(p); err == nil {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}
