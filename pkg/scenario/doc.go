// Package scenario loads, validates and runs rulecheck scenario files.
//
// The stages, each in its own files:
//
//   - load (load*.go, files.go): YAML nodes into an immutable Scenario in
//     which every value keeps its file:line:col, with all of a file's
//     problems reported at once;
//   - validate (validate.go): cards exist, names don't collide, references
//     match exactly one thing, the starting state is possible;
//   - run (run.go, verbs.go, refs.go, decider.go): build a sim.Game from the
//     start state and drive it action by action, resolving references among
//     the objects each verb can act on and answering the engine's decisions
//     from the script's choose: lists;
//   - compare (compare.go, render.go): partial match of each expectation
//     against the game, giving mismatches with the position of the
//     expected value and both sides rendered alike for a diff;
//   - trace (trace.go) lets a caller observe a run step by step, and update
//     (update.go) rewrites mismatched expected values in a file's bytes.
//
// The package never prints; results are values for a report package.
package scenario
