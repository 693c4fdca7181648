"""The readings of the Bomb minigame (registered on import): RA-04 .. RA-11.

Rules: Rogue Agent, Defuse a Bomb (p. 11); Time Phase step 4 (Bomb); Appendix A.
"""

from __future__ import annotations

from ... import readings

GAME = "Rogue Agent"

readings.register(
    "stability_variant", game=GAME,
    question=("Is the Stability check the full re-roll of the circuit or the simplified "
              "one-die-at-a-time check?"),
    options={"full": "roll all circuit dice together until a cross without explosions (pass) or any "
                     "explosion (the Bomb explodes)",
             "simplified": "roll each circuit die once in turn: the first cross passes, the first "
                           "explosion detonates, no symbol at all passes"},
    default="full",
    reason="the full check is the rule text; the simplified check is only a note citing an FAQ we "
           "cannot see",
    cite=("Rogue Agent, Defuse a Bomb: Stability check (p. 11)",), register="RA-09",
    affects=("P(stability check passes)", "P(defused)", "P(exploded)"))
readings.register(
    "bomb_rows", game=GAME,
    question="How many positions does each column of the Bomb board have?",
    options={4: "4 rows", 5: "5 rows", 6: "6 rows"},
    default=4,
    reason="the smallest board the rules need: a column must be able to hold 4 explosions (the "
           "failed-attempt rule); the real board is not described (RA-06)",
    cite=("Rogue Agent, Defuse a Bomb: Unplugging wires (p. 11)", "Rogue Agent Appendix A"), register="RA-06",
    affects=("P(defused)",))
readings.register(
    "bomb_columns", game=GAME,
    question="How many columns does the Bomb board have?",
    options={"timer": "as many as needed: only the Bomb Timer limits new columns",
             4: "4 columns (as many as Appendix A uses)", 5: "5 columns", 6: "6 columns"},
    default="timer",
    reason="the rules never mention a full board, and the timer already ends the game at most one "
           "column past its value; with a column limit, a die with no legal position stays off the "
           "board and is rolled again",
    cite=("Rogue Agent, Defuse a Bomb: Unplugging wires (p. 11)", "Rogue Agent Appendix A"), register="RA-06",
    affects=("P(defused)", "P(exploded)"))
readings.register(
    "bomb_fourth_explosion", game=GAME,
    question="What does the garbled exception about the '4th explosion column' mean?",
    options={"fails_attempt": "a 4th explosion may be stacked; that column fails the attempt (no "
                              "Stability check, no detonation unless the timer hits 0), takes no "
                              "more dice and no longer blocks new columns for the rest of the roll",
             "new_column": "a column holds at most 3 explosions; a 4th must start a new column "
                           "(lowering the timer) even though the full column is still open"},
    default="fails_attempt",
    reason="it keeps the separate rule that a column with 4 explosions fails the attempt without "
           "detonating, and lets the rest of the roll be placed as the rules demand",
    cite=("Rogue Agent, Defuse a Bomb: Unplugging wires; the failed-attempt paragraph (p. 11)",),
    register="RA-07", affects=("P(exploded)", "P(neither)"))
readings.register(
    "bomb_open_column", game=GAME,
    question="Does a line of 3 crosses defuse the Bomb while some column still ends with an explosion?",
    options={"check": "yes, if the Stability check of the open columns passes (a failed check "
                      "detonates)",
             "fails": "no: any open column at the end means a failed defuse; the Stability check is "
                      "still made and can still detonate"},
    default="check",
    reason="the Stability check paragraph says a line defuses the Bomb and the check follows, and "
           "Appendix A's first closing option relies on exactly that",
    cite=("Rogue Agent, Defuse a Bomb: closed columns; Stability check (p. 11)", "Rogue Agent Appendix A"),
    register="RA-08", affects=("P(defused)",))
readings.register(
    "boost_is_cross", game=GAME,
    question="Does a boost face (an X shape) count as a cross on the Bomb board?",
    options={"no": "boost and cross are different faces; a boost is a blank in the minigame",
             "yes": "a boost counts as a cross (P(cross) becomes cross + boost)"},
    default="no",
    reason="the Dice Faces list names the cross as a face of its own, for the minigame",
    cite=("Rogue Agent, Dice Faces",), register="RA-04", affects=("P(defused)",))
readings.register(
    "bomb_board_persists", game=GAME,
    question="After a failed attempt that did not explode, does a new attempt start from the same board?",
    options={"cleared": "a new attempt starts from an empty board with the timer as it now stands",
             "kept": "the dice stay; a new attempt continues from the board as it was left"},
    default="cleared",
    reason="dice leave the board only on success or explosion, but a failed attempt's board (a "
           "column of 4 explosions) could never be defused, which would make a new attempt pointless",
    cite=("Rogue Agent, Defuse a Bomb: the failed-attempt paragraph (p. 11)",), register="RA-11",
    affects=("P(defused) over several attempts",))
readings.register(
    "bomb_timer_face", game=GAME,
    question="Which values can a new Bomb Timer show, given the Police Squad face is re-rolled?",
    options={"uniform_1_5": "1 to 5, equally likely (the symbol shares or replaces the 6)",
             "uniform_2_6": "2 to 6, equally likely (the symbol shares or replaces the 1)",
             "uniform_1_6": "1 to 6, equally likely (the symbol never blocks a value)"},
    default="uniform_1_5",
    reason="precinct numbers run 1 to 6, so the symbol most likely shares a number face; the 6 is "
           "the usual place for a special symbol (an assumption: the faces are not listed)",
    cite=("Rogue Agent, Time Phase step 4 (Bomb)",), register="RA-05",
    affects=("P(defused) for a new Bomb",))


readings.register(
    "bomb_fourth_check", game=GAME,
    question="Is the Stability check still made when an attempt ends on a column's fourth explosion?",
    options={"no": "the attempt simply fails: no Stability check, no detonation (unless the timer "
                   "reached 0)",
             "yes": "the attempt fails, but the Stability check of the open columns is still made: "
                    "a failed check detonates the Bomb, a passed one leaves it undefused"},
    default="no",
    reason="the failed-attempt paragraph says such an attempt fails and names no check, while the "
           "Stability check paragraph ties the check to a line of crosses or a stop",
    cite=("Rogue Agent, Defuse a Bomb: the failed-attempt paragraph; Stability check (p. 11)",),
    register="RA-07", affects=("P(exploded)", "P(neither)"))
