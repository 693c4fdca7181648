"""The action ids of the Rip minigame's game (:mod:`.game`, ``rip_game``), named once.

Rules: Edge City 11.5.4.3 (the second chance), 11.6.5.

The Ripper decides only at a second chance (reading ``second_chance="optional"``, EC-11); the ids are
stable (golden transcripts, seeded games and OpenSpiel record them):

=========  ===  ===============================================================
block      id   what
=========  ===  ===============================================================
``TAKE``   0    take the second Stealth Win Roll
``STOP``   1    stop: the Rip ends, COOL kept
=========  ===  ===============================================================

:data:`NUM_ACTIONS` is 2. Don't confuse these with the chance outcome ids (where the pawn goes: an
index into the game's destinations) nor with the whole game's ids
(:mod:`edgekit.edge_city.whole_game.actions`: there a Rip is ``RIP("secret")`` and stopping at the
second chance is ``DONE``).
"""

from __future__ import annotations

from ...play.actions import lay_out

__all__ = ["LAYOUT", "NUM_ACTIONS", "TAKE", "STOP"]

LAYOUT = lay_out(("TAKE", 1), ("STOP", 1))
TAKE, STOP = (b.base for b in LAYOUT)
NUM_ACTIONS = LAYOUT[-1].end   # 2
