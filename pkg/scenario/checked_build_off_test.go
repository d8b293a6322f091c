//go:build !undocheck

package scenario

// checkedBuild is set in the undocheck build (see checked_build_on_test.go).
const checkedBuild = false
