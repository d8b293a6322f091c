// Package grammar parses normalized Oracle lines (see package normalize)
// into a typed tree, and prints the tree back to text.
//
// The grammar is strict: a line parses only when every word of it is
// read, so a word that changes the meaning ("if", "unless", "instead",
// "may", "for each", "until", "another", "nontoken", "only", "except") is
// either part of a rule of the grammar or makes the line unreadable. An
// unreadable line gives the furthest place any rule reached and the phrase
// there. Sentences are built from templates shared by every kind of line
// (effects, objects and players, amounts, costs, triggers, durations):
// the same template parses and prints, so a printed line equals the line
// read; Print is checked against the input for every card anyway.
package grammar
