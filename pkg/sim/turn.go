package sim

import "fmt"

// Step is a step of a turn; the two main phases, which have no steps, are
// counted as steps here (500.1).
type Step int

// The steps in turn order.
const (
	Untap Step = iota
	Upkeep
	DrawStep
	Main1
	BeginningOfCombat
	DeclareAttackers
	DeclareBlockers
	CombatDamage
	EndOfCombat
	Main2
	End
	Cleanup
)

var stepNames = []string{"untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
	"declare_blockers", "combat_damage", "end_of_combat", "main2", "end", "cleanup"}

// String is the step's name as scenario files write it.
func (s Step) String() string { return stepNames[s] }

// ParseStep reads a step name.
func ParseStep(s string) (Step, error) {
	for i, n := range stepNames {
		if n == s {
			return Step(i), nil
		}
	}
	return 0, fmt.Errorf("unknown step %q", s)
}

// StepNames lists the step names in turn order.
func StepNames() []string { return append([]string(nil), stepNames...) }

// Turn says whose turn it is and where in it the game is.
type Turn struct {
	Number int
	Active PlayerID
	Step   Step
}

// AdvanceTo passes priority with an empty stack until the given step of turn
// number turn has begun, stopping where a player would first receive
// priority in it: after its turn-based actions (for the cleanup step, after
// damage is removed and "until end of turn" effects end).
func (g *Game) AdvanceTo(step Step, turn int) error {
	var ended error
	err := g.transact(func() error {
		if len(g.stack) > 0 {
			return refuse("advance", []Reason{reason([]Rule{RuleAllPass}, "the stack is not empty; only when all players pass with an empty stack does the step end (resolve it first)")})
		}
		again := step == Cleanup && g.extraCleanup || step == CombatDamage && g.turn.Step == CombatDamage && g.combat.secondDamageStep()
		if turn < g.turn.Number || (turn == g.turn.Number && step <= g.turn.Step && !again) {
			return fmt.Errorf("can't advance to the %s step of turn %d: the game is already at the %s step of turn %d", step, turn, g.turn.Step, g.turn.Number)
		}
		logStart := len(g.log)
		for {
			if err := g.spend(1); err != nil {
				return err
			}
			if err := g.nextStep(); err != nil {
				return err
			}
			if g.over() {
				// The game ended on the way: what happened stands, and the
				// advance stops there.
				ended = g.gameOver(g.log[logStart:], fmt.Sprintf("the %s step of turn %d", step, turn))
				return nil
			}
			if g.turn.Number == turn && g.turn.Step == step {
				return nil
			}
			if len(g.stack) > 0 {
				return fmt.Errorf("the %s step of turn %d has something on the stack (%s); advance to that step and resolve it first", g.turn.Step, g.turn.Number, g.ItemName(g.stack[len(g.stack)-1]))
			}
			if g.turn.Number > turn {
				return fmt.Errorf("turn %d has no %s step (a combat with no attackers skips declare blockers and combat damage, 508.8)", turn, step)
			}
		}
	})
	if err != nil {
		return err
	}
	return ended
}

// nextStep ends the current step and begins the next one, with its
// turn-based actions and the state-based actions before priority.
func (g *Game) nextStep() error {
	// Mana empties from every pool at the end of each step and phase (106.4).
	for _, p := range g.players {
		if all := p.ManaPool(); all.Total() > 0 {
			g.logf("mana", RuleManaPoolEmpties, "%s's mana pool empties (%s)", p.Name, all)
			p.Pool, p.restricted = Mana{}, nil
		}
	}
	if err := g.endStep(); err != nil {
		return err
	}
	switch {
	case g.turn.Step == Cleanup && g.extraCleanup:
		g.extraCleanup = false
	case g.turn.Step == CombatDamage && g.combat.secondDamageStep():
		// the regular combat damage step follows the first-strike one (510.4)
	case g.turn.Step == Cleanup:
		g.beginTurn()
	case g.turn.Step == DeclareAttackers && !g.combat.anyAttacker:
		g.logf("skip", RuleNoAttackersSkipsCombat, "no creature attacks: the declare blockers and combat damage steps are skipped")
		g.turn.Step = EndOfCombat
	default:
		g.turn.Step++
	}
	g.skipSteps()
	g.logf("step", RuleTurnStructure, "turn %d (%s), %s step begins", g.turn.Number, g.players[g.turn.Active].Name, g.turn.Step)
	return g.beginStep()
}

// endStep does what the end of the current step requires: declarations
// nobody made are made empty (which requirements may forbid, 508.1d,
// 509.1c), and the combat phase ends after its last step (511.2, 511.3).
func (g *Game) endStep() error {
	switch g.turn.Step {
	case DeclareAttackers:
		if !g.combat.attackersDeclared {
			return g.declareAttackers(g.turn.Active, nil)
		}
	case DeclareBlockers:
		if !g.combat.blockersDeclared {
			return g.declareNoBlockers()
		}
	case EndOfCombat:
		g.endEffects(UntilEndOfCombat)
		g.combat = nil
		g.conditionsChanged() // "attacking creatures" filters read combat
	}
	return nil
}

// beginTurn starts the next turn with the next player in turn order who is
// still in the game.
func (g *Game) beginTurn() {
	next := g.nextTurnsPlayer()
	g.turn = Turn{Number: g.turn.Number + 1, Active: next, Step: Untap}
	g.players[next].turnBegan = g.tick()
	for _, p := range g.players {
		p.landsPlayed = 0
		p.extraLandPlays = 0
		p.spellsCast = 0
		p.dealtDamageThisTurn = false
	}
	g.clearTurnHistory()
	g.attackedThisTurn = nil
	g.endNextTurnEffects(next)
}

// beginStep performs the turn-based actions of the step that has just
// begun, then what happens before a player receives priority.
func (g *Game) beginStep() error {
	g.conditionsChanged() // "during your turn" and "attacking" read the turn and step
	active := g.turn.Active
	g.endPlayPermissions()
	switch g.turn.Step {
	case Untap:
		for _, id := range g.battlefield {
			if g.Controller(id) != active {
				continue
			}
			if g.object(id).Tapped && g.Chars(id).Restrictions&DoesntUntap != 0 {
				g.logf("untap", RuleUntapStep, "%s doesn't untap: an effect keeps it from untapping during its controller's untap step", g.name(id))
				continue
			}
			if g.object(id).Tapped && g.exertedBy(id, active) {
				g.logf("untap", RuleExert, "%s doesn't untap: %s exerted it", g.name(id), g.players[active].Name)
				continue
			}
			g.untap(id, RuleUntapStep)
		}
		g.endUntapStepEffects(active)
		g.endExertions(active)
		return nil // no player receives priority in the untap step (502.4)
	case Upkeep:
		g.beginUpkeep(active)
	case DrawStep:
		if g.turn.Number == 1 && len(g.players) == 2 {
			g.logf("skip draw", RuleTwoPlayerSkipsFirstDraw, "%s, the starting player, skips the draw of the first turn", g.players[active].Name)
		} else {
			g.draw(active, 1)
		}
	case BeginningOfCombat:
		g.combat = &combat{}
		g.conditionsChanged()
	case CombatDamage:
		if err := g.combatDamage(); err != nil {
			return err
		}
	case Cleanup:
		return g.cleanup()
	}
	g.fire(event{kind: evStepBegan, player: g.turn.Active})
	g.triggerDelayed()
	return g.atPriority()
}

// cleanup performs the cleanup step's turn-based actions (514.1, 514.2). If
// state-based actions then happen, players receive priority and another
// cleanup step follows (514.3a).
func (g *Game) cleanup() error {
	active := g.turn.Active
	if n := len(g.players[active].hand) - 7; n > 0 {
		if err := g.discardWith(active, n, "down to seven", RuleDiscardToHandSize); err != nil {
			return err
		}
	}
	for _, id := range g.battlefield {
		if o := g.object(id); o.Damage > 0 {
			g.changing(o)
			o.Damage = 0
			g.logf("damage removed", RuleCleanupDamageAndEffects, "damage is removed from %s", o.Card.Name)
		}
	}
	g.endEffects(UntilEndOfTurn)
	g.shields = nil // regeneration shields last until end of turn (701.19a, 514.2)
	g.activatedThisTurn = nil
	g.damageShields = nil // "this turn" (615.7, 514.2)
	g.forgetDamagedBy()
	g.combatDamagePrevented = false
	// If state-based actions happen or abilities trigger, players receive
	// priority and another cleanup step follows (514.3a).
	happened, err := g.stateBasedActions()
	if err != nil {
		return err
	}
	if happened || len(g.pending) > 0 {
		g.logf("cleanup", RuleExtraCleanup, "players receive priority in this cleanup step, and another cleanup step follows")
		g.extraCleanup = true
		return g.atPriority()
	}
	return nil
}
