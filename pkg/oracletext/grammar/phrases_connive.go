package grammar

// Connive (701.50a): "it connives", "target creature you control
// connives". "connives" ends the phrase of the permanent that connives.
// "Connive N" (701.50e) is not read.
func init() {
	phraseEnds["connives"] = true
	effects = append(effects, tmpl("connive", "{permanent} connives"))
}
