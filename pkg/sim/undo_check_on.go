//go:build undocheck

package sim

// With the undocheck build tag every action checks its undo log:
// `go test -tags undocheck -fuzz FuzzBoard ./pkg/scenario` fuzzes with it.
func init() { checkUndo() }
