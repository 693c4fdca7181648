"""The action ids of the whole game of Rogue Agent (:mod:`.game`), named once.

Rules: Rogue Agent: Action Phase: Actions; Justice; Covert Actions; Defuse a Bomb; Android Mode.

OpenSpiel needs a fixed ``num_distinct_actions``, and golden transcripts and seeded games record the
numbers, so the ids are stable: :data:`LAYOUT` lays the Action Phase's blocks out in this order (the
play layer's :func:`~edgekit.play.actions.lay_out`; two runs of ids are left unused, where the ids were
hand-picked with gaps), each a :class:`~edgekit.play.actions.Block`. Build an id with its block
(``MOVE(k)``, ``SCAN(j)``, ``BUY(1)``, ``ATTACK_CRIMINAL_AMMO(2)``), read one back with ``a in SCAN``
and ``SCAN.index(a)``; never add offsets by hand. (This module holds no rules: the Action Phase's
results are in :mod:`.actions`, the economy's in :mod:`.economy`, Android mode's in :mod:`.android`.)

The Action Phase (phase "act"):

=========================  ======  ==============================================================
block                      ids     what
=========================  ======  ==============================================================
``END``                    0       end the Action Phase
``MOVE``                   1..13   begin a Movement with a step into district ``k`` of ``game.districts``
``ATTACK_CRIMINAL``        14      attack a Criminal here, no ammo spent (Justice: Attack)
``ATTACK_KILLER``          15      attack a Killer here, no ammo spent
``TURN_IN``                16      turn in the Criminals in custody (at the Headquarters)
``DEFUSE``                 17      Defuse the Bomb here
``HIRE``                   18      hire an Informant here (2 credits)
``INTERCEPT``              19      Intercept a Criminal from another Agent here
(unused)                   20..39
``SCAN``                   40..43  Android mode: spend 4 clues to make player ``j`` reveal a token
``ATTACK_AGENT``           44..47  covert: an exposed Android attacks Agent ``j`` here
``ATTACK_ANDROID``         48..51  Justice: an Agent attacks exposed Android ``j`` here
``ATTACK_DISTRICT``        52      covert: an exposed Android attacks the district it stands in
(unused)                   53..59
``BUY``                    60, 61  buy one step of the district's first / second goods
``SEARCH``                 62      search the district
``INVESTIGATE``            63      look at a face-down Criminal card (2 clues; which one: phase "investigate")
``INFLUENCE``              64      buy Influence for 6 clues
``ATTACK_CRIMINAL_AMMO``   65..67  attack a Criminal here spending 1, 2, 3 ammo (member ``k``: ``k + 1``)
``ATTACK_KILLER_AMMO``     68..70  attack a Killer here spending 1, 2, 3 ammo
=========================  ======  ==============================================================

:data:`NUM_ACTIONS` is 71. The decisions inside an action reuse ids below it with their phase's
meaning (don't confuse them with the Action Phase's): phase "move" (inside a Movement action)
``MOVE(k)`` a further step into district ``k``, ``HIRE`` and ``INVESTIGATE`` as in the Action Phase,
:data:`MOVE_STOP` (= ``END``, 0) the end of the Movement (not of the Action Phase); phase "defuse" (at
the Bomb's "decide") :data:`DEFUSE_STOP` (= ``END``, 0) or :data:`DEFUSE_ROLL` (= ``DEFUSE``, 17);
phase "target" a Criminal's token number; phase "investigate" (more than one face-down card open to the
Investigate) the token number of the Criminal whose card is looked at; phase "ammo" the ammo spent, 0 ..
the most allowed. Chance outcome ids are each chance step's own (a die face, a token drawn, an attack's
result).
"""

from __future__ import annotations

from ...play.actions import Block, lay_out
from ...play.actions import block_of as _block_of

__all__ = ["LAYOUT", "NUM_ACTIONS", "MAX_DISTRICTS", "MAX_PLAYERS", "END", "MOVE", "ATTACK_CRIMINAL",
           "ATTACK_KILLER", "TURN_IN", "DEFUSE", "HIRE", "INTERCEPT", "SCAN", "ATTACK_AGENT",
           "ATTACK_ANDROID", "ATTACK_DISTRICT", "BUY", "SEARCH", "INVESTIGATE", "INFLUENCE",
           "ATTACK_CRIMINAL_AMMO", "ATTACK_KILLER_AMMO", "ANDROID_ACTIONS", "ECONOMY_ACTIONS", "DEFUSE_STOP",
           "DEFUSE_ROLL", "MOVE_STOP", "block_of"]

MAX_DISTRICTS = 13   # Rhine City's districts (the Headquarters, the Hospital, 5 districts, 6 precincts)
MAX_PLAYERS = 4
GOODS = ("first", "second")   # a district's two goods (the economy's tiles)

LAYOUT = lay_out(
    ("END", 1), ("MOVE", MAX_DISTRICTS), ("ATTACK_CRIMINAL", 1), ("ATTACK_KILLER", 1), ("TURN_IN", 1),
    ("DEFUSE", 1), ("HIRE", 1), ("INTERCEPT", 1),
    20,   # unused: Android mode's ids were picked to begin at 40
    ("SCAN", MAX_PLAYERS), ("ATTACK_AGENT", MAX_PLAYERS), ("ATTACK_ANDROID", MAX_PLAYERS),
    ("ATTACK_DISTRICT", 1),
    7,    # unused: the economy's ids were picked to begin at 60
    ("BUY", len(GOODS), GOODS), ("SEARCH", 1), ("INVESTIGATE", 1), ("INFLUENCE", 1),
    ("ATTACK_CRIMINAL_AMMO", 3), ("ATTACK_KILLER_AMMO", 3))   # 1..3 ammo: the MAX_AMMO_DICE black dice
(END_B, MOVE, ATTACK_CRIMINAL_B, ATTACK_KILLER_B, TURN_IN_B, DEFUSE_B, HIRE_B, INTERCEPT_B, SCAN,
 ATTACK_AGENT, ATTACK_ANDROID, ATTACK_DISTRICT_B, BUY, SEARCH_B, INVESTIGATE_B, INFLUENCE_B,
 ATTACK_CRIMINAL_AMMO, ATTACK_KILLER_AMMO) = LAYOUT
NUM_ACTIONS = LAYOUT[-1].end   # 71

# single ids, as ints (they are compared with ``==`` and kept in tuples of legal actions)
END, ATTACK_CRIMINAL, ATTACK_KILLER, TURN_IN, DEFUSE, HIRE, INTERCEPT, ATTACK_DISTRICT = (
    b.base for b in (END_B, ATTACK_CRIMINAL_B, ATTACK_KILLER_B, TURN_IN_B, DEFUSE_B, HIRE_B, INTERCEPT_B,
                     ATTACK_DISTRICT_B))
SEARCH, INVESTIGATE, INFLUENCE = SEARCH_B.base, INVESTIGATE_B.base, INFLUENCE_B.base

#: Android mode's ids (Scan, the Android's and the Agents' attacks), as a range
ANDROID_ACTIONS = range(SCAN.base, ATTACK_DISTRICT_B.end)
#: The economy's ids (Buy Goods, Search, Investigate, Influence, attacks spending ammo)
ECONOMY_ACTIONS = frozenset(range(BUY.base, ATTACK_KILLER_AMMO.end))

#: The player's two choices after a Defuse roll (phase "defuse"): the ids of END and DEFUSE, meant so there.
DEFUSE_STOP, DEFUSE_ROLL = END, DEFUSE
#: Inside a Movement action (phase "move"): the id of END, meant there as "end the Movement here".
MOVE_STOP = END


def block_of(a) -> Block:
    """The Action Phase block action id ``a`` belongs to."""
    return _block_of(LAYOUT, a, "Rogue Agent's")
