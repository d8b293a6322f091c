//go:build undocheck

package scenario

// checkedBuild is set in the undocheck build, where every action checks its
// undo log and every kept computation of the layer system is checked
// against a fresh one: work in proportion to the board for each card
// drawn, which the largest boards of TestEngineLimits can't afford.
const checkedBuild = true
