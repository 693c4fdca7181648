"""The Time Phase's draws in the whole game (:mod:`.game`): a token drawn from the bag, its precinct
die, a Bomb's Timer, a Criminal's card; one chance step at a time, or a run of them.

Rules: Rogue Agent: A. Time Phase (steps 2-4); Criminal Cards; Android Mode (Destroyed Districts).

Each step is a chance state of the game (phases "draw", "place", "timer", "card") with its exact odds
(:func:`.actions.chance_law`). The rules of the four steps live once, in :meth:`Draws.step`, on plain
values (the bag, the deck, the tokens on the table): the game's ``_apply`` makes one step from a state
and the state after it; the fast path (``RogueAgentState._chance_run``, the play layer's
:attr:`~edgekit.play.State._chance_run`) plays the whole run of draws of a Time Phase, each outcome
drawn from the same cached Weights as the loop would draw it, and builds one state at the end instead
of one per step (tests/play/test_fast_path.py: the same games as ``play``).
"""

from __future__ import annotations

from . import android as ga
from .phases import replace

__all__ = ["DRAW_PHASES", "Draws"]

#: The phases of the Time Phase's draws (chance states, one after another until the Action Phase).
DRAW_PHASES = frozenset({"draw", "place", "timer", "card"})


class Draws:
    """The Time Phase under way at a state, as plain values (a scratch record of one call, never shared):
    ``phase`` (one of :data:`DRAW_PHASES`, or "act" once the draws are over), ``pending`` (the token
    being placed), ``left`` (tokens still to draw), ``deck`` (low and high Criminal cards left) and the
    table's ``bag``, ``bombs``, ``killers``, ``criminals``, ``face_up`` and ``investigated``."""

    __slots__ = ("phase", "pending", "left", "deck", "bag", "bombs", "killers", "criminals", "face_up",
                 "investigated")

    def __init__(self, s):
        t = s.table
        self.phase, self.pending, self.left, self.deck = s.phase, s.pending, s.left, s.deck
        self.bag, self.bombs, self.killers, self.criminals = t.bag, t.bombs, t.killers, t.criminals
        self.face_up, self.investigated = t.face_up, t.investigated

    def key(self) -> tuple:
        """What the odds of the step now depend on (:func:`.actions.weights_key` of the state)."""
        ph = self.phase
        if ph == "draw":
            return (ph, self.bag)
        if ph == "card":
            return (ph, self.deck)
        return (ph,)

    def step(self, g, t, x: int) -> None:
        """Chance outcome ``x`` of the step now (``g`` the game, ``t`` the table of the state the draws
        began at: its destroyed districts, which no draw changes)."""
        ph = self.phase
        if ph == "draw":   # 0 a Bomb, 1 a Killer, 1 + n Criminal token n
            bag = self.bag
            if x == 0:
                self.bag, self.pending = (bag[0] - 1, bag[1], bag[2]), ("bomb",)
            elif x == 1:
                self.bag, self.pending = (bag[0], bag[1] - 1, bag[2]), ("killer",)
            else:
                self.bag = (bag[0], bag[1], tuple(n for n in bag[2] if n != x - 1))
                self.pending = ("criminal", x - 1)
            self.phase, self.left = "place", self.left - 1
            return
        if ph == "place":   # the precinct die: the token goes to precinct x + 1
            d = g._precinct[x]
            kind = self.pending[0]
            bag = self.bag
            if kind != "bomb" and ga.blocked(t, d):  # a destroyed district (Android mode): back
                self.bag = (bag[0], bag[1] + (kind == "killer"), tuple(sorted(bag[2] + self.pending[1:])))
            elif kind == "criminal" and sum(self.deck) == 0:  # no card left: back to the bag or set aside
                back = g.rules_value.criminal_deck_empty == "to_bag"   # bag_without_card, the rule
                self.bag = (bag[0], bag[1], tuple(sorted(bag[2] + (self.pending[1:] if back else ()))))
            elif kind == "killer":
                self.killers = tuple(sorted(self.killers + (d,)))
            elif kind == "bomb":
                self.phase, self.pending = "timer", ("bomb", d)
                return
            else:
                self.phase, self.pending = "card", ("criminal", self.pending[1], d)
                return
            self._next()
            return
        if ph == "timer":
            self.bombs = tuple(sorted(self.bombs + ((self.pending[1], x),)))
            self._next()
            return
        # "card": health x // 7 + 1 (piles 1-2 and 3-4), syndicate x % 7 (6: the white joker)
        h, syn = x // 7 + 1, x % 7
        deck = self.deck
        self.deck = (deck[0] - 1, deck[1]) if h <= 2 else (deck[0], deck[1] - 1)
        num = self.pending[1]
        self.criminals = tuple(sorted(self.criminals + ((num, self.pending[2], h, syn, 0, True),)))
        if num in self.face_up:   # a new card: face down, looked at by nobody
            self.face_up = tuple(n for n in self.face_up if n != num)
        if self.investigated:
            self.investigated = tuple(v for v in self.investigated if v[0] != num)
        self._next()

    def _next(self) -> None:
        """The next token drawn, or the Action Phase (the tokens to draw are drawn, or the bag is empty)."""
        bag = self.bag
        self.pending = ()
        if self.left > 0 and bag[0] + bag[1] + len(bag[2]) > 0:
            self.phase = "draw"
        else:
            self.phase, self.left = "act", 0

    def state(self, s):
        """The state ``s`` (where the draws began) with the draws made: one copy of it and of its table."""
        t = s.table
        table = {}
        for name in ("bag", "bombs", "killers", "criminals", "face_up", "investigated"):
            v = getattr(self, name)
            if v is not getattr(t, name):
                table[name] = v
        changes = {"phase": self.phase, "pending": self.pending, "left": self.left, "deck": self.deck}
        if table:
            changes["table"] = replace(t, **table)
        if self.phase == "act":   # the Action Phase, from the Commander
            changes["actor"], changes["done"] = s.commander, 0
        return replace(s, **changes)
