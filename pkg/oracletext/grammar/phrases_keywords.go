package grammar

// Keyword abilities whose names keep a capital letter after the first word
// ("For Mirrodin!", 702.163): a keyword line lower-cases only its first
// letter, so the grammar reads the name as printed. Toxic takes a number
// ("toxic 2", 702.164a), and so do afflict ("afflict 2", 702.130a) and rampage
// ("rampage 2", 702.23a) fading ("fading 3", 702.32a) and afterlife
// ("afterlife 2", 702.135a). Retrace (702.81a) is read here too.
func init() {
	keywordNames = append(keywordNames, "for Mirrodin!", "retrace")
	numberKeywords = append(numberKeywords, "toxic", "afflict", "rampage", "fading", "afterlife")
}
