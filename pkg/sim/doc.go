// Package sim is the rules engine of rulecheck: a deterministic model of a
// game of Magic that follows the Comprehensive Rules (CR).
//
// A Game holds the whole state: players in turn order, objects with stable
// IDs, zones, the stack, continuous effects with timestamps and durations,
// the turn and step, and the event log. Nothing is global, so two games never
// share state and games can run in parallel.
//
// The package knows rules, never cards: a card is data (a CardDef built by
// package cards) whose abilities are compositions of the values defined
// here. The core has five parts, each one concept:
//
//   - Characteristics (characteristics.go, layers.go, modifications.go).
//     Every rule reads an object's controller, types, colors, abilities and
//     power and toughness through Game.Chars, which applies the layer system
//     to the printed values: each layer and sublayer in order (613.1,
//     613.4), characteristic-defining effects first (613.3), then timestamp
//     order (613.7) unless a dependency reorders it (613.8). A dependency is
//     found by applying one effect to copies of what it affects and looking
//     at the other again, only where the first changes something the second
//     reads. A static ability's effect exists while its source is on the
//     battlefield with the ability (611.3b); once an effect starts in one
//     layer it continues in the later ones (613.6). What an effect does is a
//     list of Modification values, one per kind, each in its layer: adding a
//     kind of effect is one type and its reading in the card language. The
//     result is computed once and forgotten on every change (invalidate), so
//     nothing is read stale; control is a computed characteristic, and a
//     change of controller is noticed after every change
//     (noticeControlChanges).
//   - Filters (filter.go). One description of a set of objects ("another
//     nontoken creature an opponent controls with power 2 or less") serves
//     targets, triggers, static abilities, amounts and conditions.
//   - Events and triggers (trigger.go, move.go, damage.go, life.go). A change
//     applies its replacement and prevention effects first (one 616.1
//     decision, decideReplacement), then happens and is logged with its rule,
//     then is matched against triggers: an event kind with object and player
//     filters and an optional intervening "if". Leaving the battlefield and
//     losing control look back in time at the permanents as they were
//     (603.10a), for a whole group of simultaneous events at once; a
//     permanent leaving the game with its owner triggers too (603.6c). State
//     triggers are checked after every change (603.8).
//   - Keywords (keywords.go). One registry lists the keyword abilities the
//     card language accepts; each is consulted by the rule that gives it
//     meaning, and a test fails if one is not.
//   - State-based actions (sba_table.go): a table of check, perform and rule,
//     checked together and performed together until none applies (704.3).
//
// Every player action (casting, activating, playing a land) is a
// transaction: when any rule forbids it, the game is left exactly as it was
// and the returned *Refusal cites every rule that forbids it. Questions the
// rules ask a player go through the Decider interface; the engine decides on
// its own only when a question has a single legal answer. A game has one
// step budget and a limit on how deeply events cause events, so a loop of
// mandatory actions ends in a BudgetError citing 104.4b, never a hang.
//
// The package does no I/O and knows nothing of YAML or scenario files.
package sim
