package cli

import (
	"crypto/sha256"
	"fmt"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"github.com/rulecheck/rulecheck/internal/source"

	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// runUpdate is the first half of run --update: it runs the selected
// scenarios, rewrites in place the expected values that mismatched to the
// actual values, and prints each change (and each mismatch it could not
// rewrite). Files whose scenarios all passed are not touched. The run that
// follows reports on the rewritten files.
func runUpdate(opts *runOptions, s Streams) error {
	c, err := opts.open()
	if err != nil {
		return err
	}
	c.loadedSums = &sync.Map{}
	var files []string
	byFile := map[string][]scenario.Mismatch{}
	c.stream(streamOptions{parallel: opts.parallel, shard: shard{1, 1}, play: scenario.Run}, sink{
		problems: func(source.Diagnostics) {}, // the run that follows reports them
		result: func(res *scenario.Result, _ *scenario.Scenario) {
			for _, m := range res.Mismatches {
				if _, seen := byFile[m.Pos.File]; !seen {
					files = append(files, m.Pos.File)
				}
				byFile[m.Pos.File] = append(byFile[m.Pos.File], m)
			}
		},
	})
	if err := checkRewritable(files); err != nil {
		return usageErrorf("--update: %v; nothing was written", err)
	}
	loaded, err := readUnchanged(files, c.loadedSums)
	if err != nil {
		return usageErrorf("--update: %v; nothing was written", err)
	}
	// An interrupt while files are written waits for the file being
	// written, so that no temporary file and no half-written file is left;
	// the update then stops.
	interrupted := make(chan os.Signal, 1)
	signal.Notify(interrupted, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(interrupted)
	for _, file := range files {
		select {
		case <-interrupted:
			return usageErrorf("--update: interrupted; the files listed as UPDATED above are rewritten, the others untouched")
		default:
		}
		out, changes, skips, err := scenario.Update(loaded[file], byFile[file])
		if err != nil {
			return usageErrorf("--update: %s: %v", file, err)
		}
		for _, sk := range skips {
			fmt.Fprintf(s.Out, "NOT UPDATED %s: %s: %s\n", sk.Mismatch.Pos, sk.Mismatch.Path, sk.Reason)
		}
		if len(changes) == 0 {
			continue
		}
		if err := writeAtomically(file, out); err != nil {
			return usageErrorf("--update: %v", err)
		}
		for _, c := range changes {
			fmt.Fprintf(s.Out, "UPDATED %s:%d:%d: %s: %s -> %s\n", file, c.Line, c.Col, c.Path, c.Old, c.New)
		}
	}
	return nil
}

// readUnchanged reads the files to rewrite, refusing one that is no longer
// the bytes the run loaded (sums): the mismatches' positions are in those
// bytes, and applied to an edited file they would rewrite the wrong text.
func readUnchanged(files []string, sums *sync.Map) (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		if sum, ok := sums.Load(file); !ok || sum.([sha256.Size]byte) != sha256.Sum256(data) {
			return nil, fmt.Errorf("%s changed while its scenarios ran (run --update again)", file)
		}
		out[file] = data
	}
	return out, nil
}

// checkRewritable refuses, before any file is written, what --update
// would damage: a symbolic link (the rename would replace the link with a
// copy), a file with several hard links (the other names would keep the
// old text), a read-only file, and one file reached by two paths.
func checkRewritable(files []string) error {
	var seen []os.FileInfo
	var seenNames []string
	for _, file := range files {
		linfo, err := os.Lstat(file)
		if err != nil {
			return err
		}
		switch {
		case linfo.Mode()&os.ModeSymlink != 0:
			return fmt.Errorf("%s is a symbolic link: update the file it points to, by its own path", file)
		case !linfo.Mode().IsRegular():
			return fmt.Errorf("%s is not a regular file", file)
		case linfo.Mode().Perm()&0o200 == 0:
			return fmt.Errorf("%s is read-only", file)
		case hardLinks(linfo) > 1:
			return fmt.Errorf("%s has %d hard links: rewriting it would leave the other names with the old text", file, hardLinks(linfo))
		}
		for i, prev := range seen {
			if os.SameFile(prev, linfo) {
				return fmt.Errorf("%s and %s are the same file: name it once", seenNames[i], file)
			}
		}
		seen = append(seen, linfo)
		seenNames = append(seenNames, file)
	}
	return nil
}
