package sim

// CheckUndo is checkUndo, for the tests of package sim_test.
var CheckUndo = checkUndo
