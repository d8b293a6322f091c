//go:build !unix

package scenario

import "time"

var processStart = time.Now()

// processCPUTime stands in for the process's CPU time where it can't be
// read: the time since the tests started, so the bound is on the clock.
func processCPUTime() time.Duration { return time.Since(processStart) }
