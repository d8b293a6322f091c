package cli

import (
	"runtime/debug"
)

// version is rulecheck's version as the Go toolchain stamped it into the
// binary: the module version of a go install at a tagged version, or a
// pseudo-version of the checkout's commit; "(devel)" when there is none.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok || info.Main.Version == "" {
		return "(devel)"
	}
	v := info.Main.Version
	for _, s := range info.Settings {
		if s.Key == "vcs.revision" && v == "(devel)" {
			v += " " + s.Value
		}
	}
	return v + " " + info.GoVersion
}
