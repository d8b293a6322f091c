package cli

import (
	"fmt"
	"os"
	"path/filepath"

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
	var files []string
	byFile := map[string][]scenario.Mismatch{}
	c.stream(streamOptions{parallel: opts.parallel, shard: shard{1, 1}, play: scenario.Run}, sink{
		problems: func(source.Diagnostics) {}, // the run that follows reports them
		result: func(res *scenario.Result) {
			for _, m := range res.Mismatches {
				if _, seen := byFile[m.Pos.File]; !seen {
					files = append(files, m.Pos.File)
				}
				byFile[m.Pos.File] = append(byFile[m.Pos.File], m)
			}
		},
	})
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			return usageErrorf("--update: %v", err)
		}
		out, changes, skips, err := scenario.Update(data, byFile[file])
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

// writeAtomically replaces file with data through a temporary file in the
// same directory and a rename, keeping the file's permissions: a reader
// sees the old file or the new one, never half of one.
func writeAtomically(file string, data []byte) error {
	info, err := os.Stat(file)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(file), ".rulecheck-update-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after a successful rename, there is nothing to remove
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(info.Mode().Perm()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), file)
}
