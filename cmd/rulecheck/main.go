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

// memoryLimit is the heap size past which the collector works harder
// whatever gcPercent says, unless GOMEMLIMIT is set: gcPercent lets the heap
// grow to five times what is alive, which for a command holding 100 MB
// (cards check --all compiling the database, a board of 100,000 objects)
// would be half a gigabyte. It is a soft limit: a command that needs more
// still gets it.
const memoryLimit = 256 << 20

func main() {
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(gcPercent)
	}
	if _, set := os.LookupEnv("GOMEMLIMIT"); !set {
		debug.SetMemoryLimit(memoryLimit)
	}
	os.Exit(cli.Main(os.Args[1:], cli.Streams{Out: os.Stdout, Err: os.Stderr}))
}
