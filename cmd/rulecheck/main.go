// Command rulecheck proves Magic: The Gathering rulings by running them:
// see README.md.
package main

import (
	"os"

	"github.com/rulecheck/rulecheck/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], cli.Streams{Out: os.Stdout, Err: os.Stderr}))
}
