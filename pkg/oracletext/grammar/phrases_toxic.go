package grammar

// "Toxic 1" (702.164a): a keyword with a number.
func init() {
	numberKeywords = append(numberKeywords, "toxic")
}
