package grammar

// "Tap target creature and put a stun counter on it" (701.26a, 122.1): the
// permanents tapped get the counters, one effect after the other. With stun
// counters it keeps them tapped (122.1d).
func init() {
	effects = append(effects,
		tmpl("tap_put_counters", "tap {permanent} and put {counters} on it"),
		tmpl("tap_put_counters", "tap {permanent} and put {counters} on each of them"),
	)
}

// "Tap up to two target creatures. Put a stun counter on each of them.":
// "them" is the targets of the one "target" word before (115.3); the
// counters go on each of those still legal (608.2b).
func init() {
	effects = append(effects, tmpl("put_counters_them", "put {counters} on each of them"))
}
