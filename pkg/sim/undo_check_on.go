//go:build undocheck

package sim

// With the undocheck build tag every action checks its undo log, and every
// view kept after a change is checked against a fresh one:
// `go test -tags undocheck -fuzz FuzzBoard ./pkg/scenario` fuzzes with it.
func init() {
	checkUndo()
	checkViews()
}
