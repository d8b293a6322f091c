package grammar

// "Support 2" (701.41a): a +1/+1 counter on each of up to N other target
// creatures (on a permanent) or up to N target creatures (on an instant or
// sorcery).
func init() {
	effects = append(effects, tmpl("support", "support {n}"))
}
