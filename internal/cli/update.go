package cli

import (
	"fmt"
	"os"

	"github.com/rulecheck/rulecheck/pkg/scenario"
)

// runUpdate is the first half of run --update: it runs the selected
// scenarios, rewrites in place the expected values that mismatched to the
// actual values, and prints each change (and each mismatch it could not
// rewrite). Files whose scenarios all passed are not touched. The run that
// follows reports on the rewritten files.
func runUpdate(opts *runOptions, s Streams) error {
	scenarios, _, err := opts.load()
	if err != nil {
		return err
	}
	results, _ := runAll(scenarios, opts.parallel, false, nil)
	var files []string
	byFile := map[string][]scenario.Mismatch{}
	for _, res := range results {
		for _, m := range res.Mismatches {
			if _, seen := byFile[m.Pos.File]; !seen {
				files = append(files, m.Pos.File)
			}
			byFile[m.Pos.File] = append(byFile[m.Pos.File], m)
		}
	}
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
