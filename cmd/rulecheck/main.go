// Command rulecheck proves Magic: The Gathering rulings by running them:
// see README.md.
package main

import (
	"os"
	"runtime/debug"

	"github.com/rulecheck/rulecheck/internal/cli"
)

// gcPercent is the garbage collector's target unless GOGC is set. A run
// keeps little alive (the scenarios in flight), so with Go's default of
// 100 the collector runs every few megabytes allocated and workers wait on
// it; 400 trades tens of megabytes for most of that time, and is what
// lets a run use every core. docs/limits.md measures it.
const gcPercent = 400

func main() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(gcPercent)
	}
	os.Exit(cli.Main(os.Args[1:], cli.Streams{Out: os.Stdout, Err: os.Stderr}))
}
