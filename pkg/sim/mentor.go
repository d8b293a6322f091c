package sim

// mentorAbility is the triggered ability mentor stands for (702.134a):
// "Whenever this creature attacks, put a +1/+1 counter on target attacking
// creature with power less than this creature's power." The powers are
// compared as the target is chosen and again as the ability resolves
// (608.2b), with the source as it last existed if it has left. Each
// instance triggers separately (702.134b).
func mentorAbility() *Ability {
	return &Ability{Kind: TriggeredAbility, Text: "Mentor", Name: "mentor",
		Trigger: &Trigger{Event: WhenAttacks},
		Targets: []TargetSpec{{Description: "target attacking creature with lesser power", PowerBelowSource: true,
			Objects: &Filter{Phrase: "attacking creature", Types: []string{"creature"}, Attacking: true}}},
		Effects: []Effect{PutCounters{What: TheTarget(0), Kind: "+1/+1", N: 1}}}
}

// powerBelowSourceProblem refuses a target of a PowerBelowSource spec whose
// power c is not less than the source's, src (702.134a).
func powerBelowSourceProblem(spec TargetSpec, c, src *Characteristics) *Reason {
	if !spec.PowerBelowSource || src != nil && c.Power < src.Power {
		return nil
	}
	if src == nil {
		r := reason([]Rule{RuleMentor}, "the source's power is unknown, so %s's power can't be less", c.Name)
		return &r
	}
	r := reason([]Rule{RuleMentor}, "%s has power %d, not less than %s's power %d", c.Name, c.Power, src.Name, src.Power)
	return &r
}
