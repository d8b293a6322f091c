// Package sim is the rules engine of rulecheck: a deterministic model of a
// game of Magic that follows the Comprehensive Rules (CR).
//
// A Game holds the whole state: players in turn order, objects with stable
// IDs, zones, the stack, continuous effects with timestamps and durations,
// the turn and step, and the event log. Nothing is global, so two games never
// share state and games can run in parallel.
//
// The package knows rules, never cards: a card is data (a CardDef built by
// package cards) whose abilities are compositions of the effect primitives
// defined here. Characteristics that effects can change are computed, not
// stored: the controller of a permanent is the result of the layer-2
// control effects in force (613.1b), ordered by timestamp (613.7), on top of
// the player under whose control it entered (110.2).
//
// Every player action (casting, activating, playing a land) is a
// transaction: when any rule forbids it, the game is left exactly as it was
// and the returned *Refusal cites every rule that forbids it. Questions the
// rules ask a player go through the Decider interface; the engine decides on
// its own only when a question has a single legal answer.
//
// The package does no I/O and knows nothing of YAML or scenario files.
package sim
