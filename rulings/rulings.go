// Package rulings embeds the scenario corpus: rulings/cr holds scenarios for
// Comprehensive Rules excerpts, rulings/cards/<card> the rulings of one card.
// `rulecheck run` with no path runs it.
package rulings

import (
	"embed"
	"io/fs"
	"strings"
)

//go:embed cr cards
var corpus embed.FS

// Root is the corpus's directory in the repository and in FS.
const Root = "rulings"

// FS is the corpus with paths as in the repository ("rulings/cr/..."), so
// that scenario IDs and positions name the files a user can open.
func FS() fs.FS { return rooted{} }

type rooted struct{}

func (rooted) Open(name string) (fs.File, error) {
	switch {
	case name == Root:
		return corpus.Open(".")
	case strings.HasPrefix(name, Root+"/"):
		return corpus.Open(strings.TrimPrefix(name, Root+"/"))
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}
