package sim

// CheckUndo is checkUndo, for the tests of package sim_test.
var CheckUndo = checkUndo

// CheckViews is checkViews, for the tests of package sim_test.
var CheckViews = checkViews
