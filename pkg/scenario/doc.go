// Package scenario loads, validates and runs rulecheck scenario files.
//
// The stages, each in its own files:
//
//   - load (load*.go): YAML nodes into an immutable Scenario in which every
//     value keeps its file:line:col, with all of a file's problems reported
//     at once;
//   - validate (validate.go): cards exist, names don't collide, references
//     match exactly one thing, the starting state is possible;
//   - run (run.go, verbs.go, decider.go): build a sim.Game from the start
//     state and drive it action by action, answering the engine's
//     decisions from the script's choose: lists;
//   - compare (compare.go, observe.go): partial match of each expectation
//     against the game, giving mismatches with the position of the
//     expected value and both sides rendered for a diff.
//
// The package never prints; results are values for a report package.
package scenario
