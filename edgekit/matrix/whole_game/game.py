"""A whole Matrix run as a one-player game on the play layer.

Rules: Matrix object of the game, setup, "Making a run" steps 1-7, advanced game.

Built on :mod:`edgekit.matrix`: every challenge's odds ARE :func:`edgekit.matrix.break_outcome`
for the same situation (structure strength, colour match, power-ups in play, advanced breaker and
its ability's strength change, readings). A step is one of:

* advanced game, set-up (the standard draw: pick a pawn, roll d6 for which breaker of its colour it
  is): with ``pawns="choose"`` the runner picks pawns one at a time (action ``PICK_PAWN(b)``), each
  followed by the d6 (chance, six faces alike), and starts the run (``START_RUN``) once one or more
  are advanced; with a fixed team (``pawns="all"`` or named colours) the advanced pawns' d6 are
  rolled in colour order before the first move. The face picks the breaker of that (colour, face)
  slot of the breaker table (:func:`edgekit.matrix.breaker_table`); a breaker given in ``breakers``
  needs no draw;
* the runner chooses a breaker and a space contiguous to it (step 1; action ``MOVE`` block:
  :func:`encode_move`), or a structure within its ability's :class:`~edgekit.matrix.Reach`; an
  empty space must pass the neighbour rule (step 2); or, with a breaker whose ability moves forts
  (:class:`~edgekit.matrix.MoveForts`, the reconstructed fragment), moves a data fort (``MOVE_FORT``):
  the breakers on it, its power-up and whether it was entered move with it;
* chance: the top of the data stack is turned over and installed there (step 2; the setup makes
  installs 1..14 uniform over the ice left, and installs 15..24 uniform over the six ice and four
  forts below: the same law as shuffling the stack once, drawn one tile at a time);
* the runner sets how many power-ups of the structure's colour may be discarded (action
  ``POWER_UPS(k)``; asked only when some are held). Under ``after_roll`` the fewest that win are
  spent (none if they cannot win); under ``before_roll`` all ``k`` are committed;
* chance: the roll, its outcomes those of ``break_outcome`` (steps 3-5): broken (the breaker
  moves on and collects the power-up) or one brain damage (onto ice anyway; a fort holds). An
  advanced breaker's ability adds its strength change where its conditions hold (the structure's
  colour and kind, the distance from the breaker to it: :meth:`Grid.distance
  <edgekit.matrix.Grid.distance>`);
* the run ends at ten brain damage (step 6), when each fort holds its own colour's breaker
  (step 7), when a damage ``target`` (advanced game) is passed (the run can no longer be won;
  playing on changes no result), or when no breaker can move (a gap: MX-11).

What the game leaves out, and how it plays each gap instead: :data:`LEFT_OUT` (a table:
:func:`left_out`).

The action ids are named once, in :mod:`.actions`: ``MOVE`` 0..8835 (breaker ``b`` to space
``(x, y)``: :func:`encode_move` / :func:`decode_move`), ``POWER_UPS`` 8836..8842 (up to ``k`` power-ups,
0..6; :data:`BUDGET` is its first id), ``PICK_PAWN`` 8843..8846, ``START_RUN`` 8847, ``MOVE_FORT``
8848..17683; 17684 in all.

The hot loop of many runs (:func:`edgekit.play.simulate`, issue 24; 10,000 runs in about 2.4 s of CPU):
:meth:`MatrixState.is_legal` checks one move by the rule itself (:meth:`MatrixGame._legal_move`,
the rule :meth:`~MatrixState.legal_actions` lists by) instead of listing every move;
:meth:`MatrixState.chance_weights` gives cached integer weights keyed by what the odds depend on
(the tiles left in the stack as bits; the challenge's tile, breaker, power-ups and ability); each
state carries what the loop reads of its matrix (``_used``: the installed tiles' draw ids as bits;
``_forts``: each colour's fort space), and step 2's rule reads fixed tables of each space's
neighbours (written by hand: no library states the rule, and a networkx graph built per check, as
:meth:`Grid.distance <edgekit.matrix.Grid.distance>` does for the rarer distances, would cost more
than the check; counting the spaces next to the matrix uses :class:`collections.Counter`). Seeded
runs are unchanged by all of it, to the last state and the exact odds of every step
(``benchmarks/matrix_fingerprint.py``, tests/matrix/test_fingerprint.py); the helpers are held to
brute force in tests/matrix/test_fast_rules.py.
"""

from __future__ import annotations

import functools
from collections import Counter
from fractions import Fraction
from itertools import chain
from types import MappingProxyType

from ...display import Table
from ...dist import Dist
from ...play import CHANCE, TERMINAL, Game, Scoreboard, State, Turn
from ...play.chance import Weights
from ...play.core import factory
from ...play.params import Params
from ...readings import uses
from ..abilities import UNKNOWN
from ..board.grid import (
    CENTRE,
    COLOURS,
    FORT,
    OUTSIDE,
    SIZE,
    Grid,
    distances_from,
    html_picture,
    in_one_piece,
)
from ..ice_breakers import FACES, BreakerTable, breaker_table, check_breakers
from ..rules import breaking as _mx
from . import actions as A
from .run_readings import RUN_READINGS

__all__ = ["game", "DEFAULT_PARAMS", "NO_TARGET", "LEFT_OUT", "left_out",
           "MatrixGame", "MatrixState", "BUDGET", "BRAIN_DEATH", "COINS_PER_COLOUR", "encode_move",
           "decode_move", "BASIC", "PENDING", "GIVEN"]

BRAIN_DEATH = 10          # step 6
COINS_PER_COLOUR = 5      # components (MX-07)
CELLS = A.CELLS
BUDGET = A.POWER_UPS.base   # the first "budget" id (8836): build one with A.POWER_UPS(k)
_READINGS = ("matrix_die", "matrix_powerup_timing", "matrix_advanced_floor") + RUN_READINGS
_RUN = "Matrix 'Making a run'"
_ADV = "Matrix advanced game"

#: A pawn's entry in ``MatrixState.team``: a basic breaker; an advanced one not drawn yet; one given
#: by the caller (``breakers``). An advanced breaker drawn at set-up holds its die face, 1..6.
BASIC, PENDING, GIVEN = 0, -1, 7

#: What a Matrix run leaves out or plays by a reconstruction, and how (never silently): (what, how it
#: is played here, register). Shown to readers by :func:`left_out`.
LEFT_OUT = (
    ("the advanced breakers' abilities (their text is lost)",
     "each is a value the reader sets (edgekit.matrix.ability, breaker_table); an unset one plays as no "
     "ability and says 'unknown'", "MX-09"),
    ("which named breaker each pawn colour and die face draws",
     "not given: the breaker table's 24 slots are 'name unknown' until the reader places a breaker; a "
     "name changes nothing in play", "MX-09"),
    ("what distance is for (the rules define it; every ability that used it is lost)",
     "computed on the grid (networkx) and shown at every advanced challenge; it changes play only through "
     "an ability the reader sets (a distance condition, a reach, a fort mover's limit)", "MX-10"),
    ("the fort-moving fragment's missing parts (when, which forts, where to, how often)",
     "reconstructed (MoveForts): as a step, instead of choosing a space, one installed fort goes to an "
     "empty space contiguous to another structure where step 2 allows a structure, the matrix kept in "
     "one piece (reading matrix_outside_reach 'connected'); only for a breaker the reader gives it", "MX-09"),
    ("a run in which breakers cannot move but forts can",
     "ends 'stuck' (lost): moving forts alone never ends a run", "MX-11"),
    ("the order of a fixed team's set-up draws",
     "colour order (each d6 is independent, so the order changes no chance); with pawns='choose' the "
     "runner picks, one pawn at a time", "-"),
    ("the data stack running out, or no breaker able to move", "the run ends, lost ('stuck')", "MX-11"),
)


def left_out() -> Table:
    """What a Matrix run leaves out or plays by a reconstruction, and how, as a table
    (:data:`LEFT_OUT`). Rules: Matrix steps 1-7, advanced game."""
    return Table("What a Matrix run leaves out, and how it plays each gap", ("left out", "played here as",
                                                                           "register"), LEFT_OUT,
                 cite="Matrix steps 1-7, advanced game")


def encode_move(breaker: int, space: tuple[int, int]) -> int:
    """The action id of moving breaker ``breaker`` (a colour index) to ``space`` (:func:`.actions.move`)."""
    return A.move(breaker, space)


def decode_move(action: int) -> tuple[int, tuple[int, int]]:
    """(breaker, space) of a move action id (:func:`.actions.move_of`)."""
    return A.move_of(action)


_TILE_ID = {(c, k): A.tile_outcome(c, k) for c in COLOURS for k in range(1, FORT + 1)}   # draw outcomes
_tile_of = A.tile_of
_FACE_DIST = Dist._numeric(dict.fromkeys(range(len(FACES)), 1))   # the set-up d6: six faces alike
_FACE_WEIGHTS = Weights.of(_FACE_DIST)

# Tables of the hot loop, fixed by the action layout (constants, no call's data): a MOVE member's
# space, a draw outcome's tile, each colour's tile ids as bits, the player of each phase. The private
# tables below are plain dicts, never changed after import (a read-only view costs a lookup more).
_SPACE = tuple((c % SIZE, c // SIZE) for c in range(CELLS))
_TILE = tuple(A.tile_of(i) for i in range(len(COLOURS) * FORT))
_COLOUR_BITS = tuple(((1 << FORT) - 1) << (c * FORT) for c in range(len(COLOURS)))
_PLAYER = {"over": TERMINAL, "move": 0, "budget": 0, "setup": 0,
           "draw": CHANCE, "roll": CHANCE, "pawn": CHANCE}
_MOVE0, _MOVE_END, _FORT0 = A.MOVE.base, A.MOVE.base + len(A.MOVE), A.MOVE_FORT.base
_BUDGET0 = A.POWER_UPS.base
_CI = {c: i for i, c in enumerate(COLOURS)}   # a colour's index
_RUNNING = tuple(tuple(range(1, n + 1)) for n in range(len(COLOURS) * FORT + 1))  # n outcomes alike


def _change_of(ab, tile, d) -> int:
    """The strength change ability ``ab`` gives against ``tile`` at distance ``d`` (0 if it has no
    effects). Rules: Matrix advanced game."""
    return ab.strength_change(tile[0], "fort" if tile[1] == FORT else "ice", d) if ab.effects else 0


#: each space of the window -> its four cardinal spaces (step 1's "contiguous"; those off the window
#: are never installed), looked up instead of built at every check of step 2's rule
_NBRS = {(x, y): ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) for x in range(SIZE) for y in range(SIZE)}
#: each space of the window -> for each of its four cardinal spaces ``m``, ``(m, o1, o2, o3)``: the
#: other three cardinal spaces of ``m`` (a structure at ``m`` touches three others, and may gain no
#: fourth beside it under ``matrix_neighbour_rule="every_structure"``, when all three are structures)
_RING = {(x, y): (((x + 1, y), (x + 2, y), (x + 1, y + 1), (x + 1, y - 1)),
                  ((x - 1, y), (x - 2, y), (x - 1, y + 1), (x - 1, y - 1)),
                  ((x, y + 1), (x, y + 2), (x + 1, y + 1), (x - 1, y + 1)),
                  ((x, y - 1), (x, y - 2), (x + 1, y - 1), (x - 1, y - 1)))
         for x in range(SIZE) for y in range(SIZE)}
#: colour index -> the 6 bits of its tile ids in a pool -> those ids, in increasing order
_POOL_IDS = tuple(tuple(tuple(c * FORT + i for i in range(FORT) if v >> i & 1) for v in range(1 << FORT))
                  for c in range(len(COLOURS)))
_DRAW_CACHED = 5   # the draws of a run whose Weights a game remembers: at most 1 + 24 + ... + C(24, 4) pools


def _tile_text(t) -> str:
    return f"{t[0]} data fort" if t[1] == FORT else f"{t[0]} ice {t[1]}"


class _MatrixFields(State):
    """The fields of a :class:`MatrixState`, filled in once by :func:`_make_state` (a MatrixState
    itself refuses every assignment)."""

    __slots__ = ("game", "tiles", "tokens", "pos", "held", "damage", "visited", "phase", "who", "where",
                 "k", "end", "team", "_key", "_hash", "_used", "_forts")


def _make_state(game, tiles, tokens, pos, held, damage, visited, phase, who, where, k, end,
                team, used, forts) -> MatrixState:
    """A state from its fields; ``used`` and ``forts`` are what :func:`_derived` gives for ``tiles``
    (the hot loop carries them along instead of reading the matrix again)."""
    st = object.__new__(_MatrixFields)  # plain slot stores (fast: a run makes many states), then sealed
    st.game, st.tiles, st.tokens, st.pos, st.held, st.damage, st.visited = (
        game, tiles, tokens, pos, held, damage, visited)
    st.phase, st.who, st.where, st.k, st.end, st.team, st._key = phase, who, where, k, end, team, None
    st._used, st._forts = used, forts
    st.__class__ = MatrixState
    return st


def _derived(tiles) -> tuple[int, tuple]:
    """What a state keeps of its matrix for the hot loop: the draw outcome ids of the installed tiles
    as bits (which tiles are gone from the stack), and each colour's data fort space (None: not
    installed), by colour index."""
    used, forts = 0, [None] * len(COLOURS)
    for s, t in tiles.items():
        used |= 1 << _TILE_ID[t]
        if t[1] == FORT:
            forts[COLOURS.index(t[0])] = s
    return used, tuple(forts)


class MatrixState(_MatrixFields):
    """One position of a run (immutable). ``phase``: "setup", "pawn" (the set-up d6), "move",
    "draw", "budget", "roll" or "over". ``team``: per pawn :data:`BASIC`, :data:`PENDING`,
    :data:`GIVEN` or the die face (1..6) that drew its advanced breaker.

    Rules: Matrix steps 1-7, advanced game.
    """

    __slots__ = ()

    def __new__(cls, game, tiles, tokens, pos, held, damage, visited, phase, who=-1, where=None, k=0,
                end="", team=None):
        return _make_state(game, tiles, tokens, pos, held, damage, visited, phase, who, where, k, end,
                           (BASIC,) * len(pos) if team is None else team, *_derived(tiles))

    def __setattr__(self, name, value):
        raise AttributeError(f"MatrixState.{name} is read-only: apply() an action for the next state")

    def __delattr__(self, name):
        raise AttributeError(f"MatrixState.{name} is read-only")

    def key(self) -> tuple:
        """Everything that makes the position (the game aside): equal keys, equal states."""
        if self._key is None:
            key = (tuple(self.tiles.items()), self.tokens, self.pos, self.held, self.damage,
                   self.visited, self.phase, self.who, self.where, self.k, self.end, self.team)
            object.__setattr__(self, "_key", key)  # computed once, from the read-only fields
            object.__setattr__(self, "_hash", hash(key))
        return self._key

    def __hash__(self):
        if self._key is None:
            self.key()
        return self._hash

    def __eq__(self, other):
        return isinstance(other, MatrixState) and self.key() == other.key()

    def _with(self, **kw) -> MatrixState:
        g = kw.get
        tiles = g("tiles", self.tiles)
        return _make_state(self.game, tiles, g("tokens", self.tokens), g("pos", self.pos),
                           g("held", self.held), g("damage", self.damage), g("visited", self.visited),
                           g("phase", self.phase), g("who", self.who), g("where", self.where), g("k", self.k),
                           g("end", self.end), g("team", self.team),
                           *((self._used, self._forts) if tiles is self.tiles else _derived(tiles)))

    # ------------------------------------------------------------------ views
    @property
    def grid(self) -> Grid:
        """The matrix as a :class:`~edgekit.matrix.Grid`."""
        return Grid._trusted(dict(self.tiles))

    @property
    def installed(self) -> int:
        return len(self.tiles)

    def won_forts(self) -> int:
        """How many forts hold their own colour's breaker."""
        forts = self._forts
        return sum(1 for b, p in enumerate(self.pos) if p is not None and p == forts[b])

    def _pawn(self, b) -> int:
        if isinstance(b, bool) or not isinstance(b, int):
            raise TypeError(f"b must be a pawn's colour index (a whole number), not {b!r:.40}")
        if not 0 <= b < len(self.pos):
            raise ValueError(f"b must be a pawn's colour index, 0..{len(self.pos) - 1}, not {b}")
        return b

    def breaker(self, b: int):
        """The advanced :class:`~edgekit.matrix.Breaker` pawn ``b`` stands for (None: a basic pawn, or
        not drawn yet)."""
        return self.game._breaker_of(b, self.team[self._pawn(b)])

    def spaces(self, b: int) -> tuple:
        """The spaces breaker ``b`` may choose now (step 1, and its ability's reach), in id order."""
        self._pawn(b)
        if self.phase != "move":
            return ()
        return tuple(sp for who, sp in map(decode_move, (a for a in self.legal_actions() if a in A.MOVE))
                     if who == b)

    def distances(self, b: int, k: int = 23) -> MappingProxyType:
        """{space: distance} of every structure at most ``k`` (0..23) steps from breaker ``b`` (1 each
        from outside). Rules: Matrix advanced game (distance)."""
        self._pawn(b)
        if isinstance(k, bool) or not isinstance(k, int):
            raise TypeError(f"k must be a whole number of steps, not {k!r:.40}")
        if not 0 <= k <= 23:
            raise ValueError(f"k must be from 0 to 23 (24 structures), not {k}")
        return self.grid.within(self.pos[b], k)

    def strength_change(self) -> int:
        """At a "budget" or "roll" step: the challenging breaker's ability's strength change against
        this structure (0 for a basic breaker or an unknown ability). Rules: Matrix advanced game."""
        if self.phase not in ("budget", "roll"):
            raise ValueError(f"strength_change: no challenge at this step (phase {self.phase!r})")
        return self.game._change(self, self.who, self.tiles[self.where], self.game._distance(self, self.who,
                                                                                             self.where))

    # ------------------------------------------------------------------ the API
    @property
    def current_player(self) -> int:
        return _PLAYER[self.phase]

    def legal_actions(self) -> tuple[int, ...]:
        if self.phase == "budget":
            return tuple(A.POWER_UPS.ids[:self.held[COLOURS.index(self.tiles[self.where][0])] + 1])
        if self.phase == "move":
            return self.game._moves(self)
        if self.phase == "setup":
            picks = tuple(A.PICK_PAWN(b) for b, c in enumerate(self.team) if c == BASIC)
            return picks + ((A.START_RUN(0),) if any(c != BASIC for c in self.team) else ())
        return ()

    def chance_outcomes(self) -> Dist:
        g = self.game
        if self.phase == "draw":
            return g._draw_pool(g._pool(self))
        if self.phase == "roll":
            return g._roll_here(self, self.k)
        if self.phase == "pawn":
            return _FACE_DIST
        raise ValueError(f"no chance step here ({self})")

    def chance_weights(self) -> Weights:
        """The chance outcomes as exact integer weights (the fast path's hook): exactly the Weights of
        :meth:`chance_outcomes`, cached by the game by what the odds depend on (the tiles left in
        the stack; the challenge: tile, breaker, power-ups, ability's change)."""
        g = self.game
        ph = self.phase
        if ph == "draw":
            pool = g._pool(self)
            got = g._draw_w.get(pool)
            return g._draw_weights(pool, len(self.tiles)) if got is None else got
        if ph == "roll":
            key = g._roll_key(self, self.who, self.tiles[self.where], self.k, self.where)
            got = g._roll_w.get(key)
            if got is None:
                got = g._roll_w[key] = Weights.of(g._roll_of(key))
            return got
        if ph == "pawn":
            return _FACE_WEIGHTS
        raise ValueError(f"no chance step here ({self})")

    def is_legal(self, action) -> bool:
        """Whether ``action`` is legal here, without listing every action (the fast path's check of
        each choice): a breaker's move is checked by the rule itself (``MatrixGame._legal_move``, the
        rule ``legal_actions`` lists by), a power-up budget against the power-ups held; exactly
        membership in :meth:`legal_actions` (tests/play/test_fast_path.py)."""
        if type(action) is not int:
            return State.is_legal(self, action)   # a bool, a subclass of int, no int: the default's answer
        ph = self.phase
        if ph == "move":
            if _MOVE0 <= action < _MOVE_END:
                b, c = divmod(action - _MOVE0, CELLS)
                return b < len(self.pos) and self.game._legal_move(self, b, _SPACE[c])
            return self.game._forts_on and action in self.legal_actions()
        if ph == "budget":
            return _BUDGET0 <= action <= _BUDGET0 + self.held[_CI[self.tiles[self.where][0]]]
        return State.is_legal(self, action)

    def _apply(self, action: int) -> MatrixState:  # action checked by State.apply
        g = self.game
        ph = self.phase
        if ph == "move":
            if action >= _FORT0:
                return g._move_fort(self, action)
            b, c = divmod(action - _MOVE0, CELLS)
            s = _SPACE[c]
            if s not in self.tiles:
                return _make_state(g, self.tiles, self.tokens, self.pos, self.held, self.damage, self.visited,
                                   "draw", b, s, 0, self.end, self.team, self._used, self._forts)
            return g._enter(self, b, s)
        if ph == "roll":
            return g._resolve(self, action)
        if ph == "draw":
            # the tile goes in; its power-up (five coins per colour unless every structure gets one:
            # the tiles of its colour already installed are its bits in ``_used``); then the challenge
            tile = _TILE[action]
            where = self.where
            tiles = self.tiles.copy()   # the dict under the read-only view (dict() of a view is 15x slower)
            tiles[where] = tile
            used = self._used
            c = action // FORT
            token = g._every_token or (used & _COLOUR_BITS[c]).bit_count() < COINS_PER_COLOUR
            forts = self._forts
            if tile[1] == FORT:
                forts = forts[:c] + (where,) + forts[c + 1:]
            return _make_state(g, MappingProxyType(tiles), self.tokens | {where} if token else self.tokens,
                               self.pos, self.held, self.damage, self.visited,
                               "budget" if self.held[c] else "roll", self.who, where, 0, self.end, self.team,
                               used | 1 << action, forts)
        if ph == "budget":
            return _make_state(g, self.tiles, self.tokens, self.pos, self.held, self.damage, self.visited,
                               "roll", self.who, self.where, action - _BUDGET0, self.end, self.team,
                               self._used, self._forts)
        if self.phase == "setup":
            if action in A.START_RUN:
                return self._with(phase="move", who=-1)
            b = A.PICK_PAWN.index(action)
            code = GIVEN if g.breakers and g.breakers[b] is not None else PENDING
            return g._set_up(self._with(team=self.team[:b] + (code,) + self.team[b + 1:]))
        if self.phase == "pawn":
            b = self.who
            return g._set_up(self._with(team=self.team[:b] + (A.face_of(action),) + self.team[b + 1:]))
        return g._resolve(self, action)  # the roll

    def returns(self) -> tuple:
        return (Fraction(1 if self.end == "win" else 0),)

    def _team_text(self) -> str:
        def one(b, c):
            if c == BASIC:
                return f"{COLOURS[b]} basic"
            if c == PENDING:
                return f"{COLOURS[b]} advanced (d6 to roll)"
            return f"{COLOURS[b]} {self.game._breaker_of(b, c).label}"
        return ", ".join(one(b, c) for b, c in enumerate(self.team))

    def _turn(self) -> Turn:
        g = self.game
        if self.phase == "setup":
            adv = sum(c != BASIC for c in self.team)
            return Turn("Runner", "pick a pawn to be an advanced ice breaker (a d6 says which), or start "
                        "the run",
                        f"{_ADV} (choosing an ice breaker)", numbers=MappingProxyType({
                            "advanced pawns": adv, "basic pawns": len(self.team) - adv}))
        if self.phase == "pawn":
            c = COLOURS[self.who]
            known = sum(g.table.ability(c, f).source != "unknown" for f in FACES)
            return Turn("Runner", f"roll d6 for which {c} ice breaker the {c} pawn is",
                        f"{_ADV} (choosing an ice breaker)",
                        numbers=MappingProxyType({"faces with an ability set": known}))
        if self.phase == "move":
            return Turn("Runner", "choose a breaker and a contiguous space", f"{_RUN} steps 1-2",
                        numbers=MappingProxyType({"brain damage": self.damage, "installed": self.installed}))
        if self.phase == "draw":
            return Turn("Runner", f"install the top of the data stack at {self.where}", f"{_RUN} step 2",
                        numbers=MappingProxyType({"tiles left": g.total - self.installed}))
        t = self.tiles[self.where]
        extra = {}
        if self.team[self.who] != BASIC:  # an advanced breaker: its ability at work, and the distance
            d = g._distance(self, self.who, self.where)
            extra = {"distance": d if d is not None else "undefined",
                     "ability's strength change": g._change(self, self.who, t, d)}
        if self.phase == "budget":
            h = self.held[COLOURS.index(t[0])]
            nums = {"held": h, "brain damage so far": self.damage, **extra}
            for k in range(h + 1):  # why: the chance each choice gives (break_outcome's odds)
                nums[f"P(break) with up to {k}"] = g._roll_here(self, k).p(lambda o: o % 2 == 1)
            return Turn("Runner", f"{COLOURS[self.who]} breaker: power-ups of {t[0]} to put in play against "
                        f"{_tile_text(t)}", f"{_RUN} step 3", numbers=MappingProxyType(nums))
        d = self.chance_outcomes()  # the roll (State.turn: never at a terminal state)
        return Turn("Runner", f"{COLOURS[self.who]} breaker challenges {_tile_text(t)}",
                    f"{_RUN} steps 3-5", numbers=MappingProxyType({
                        "strength": t[1], "same colour": COLOURS[self.who] == t[0],
                        "power-ups in play": self.k, "P(break)": d.p(lambda o: o % 2 == 1),
                        "brain damage so far": self.damage, **extra}))

    def _action_label(self, action: int) -> str:  # action checked by State.action_label
        if self.phase == "move":
            if action in A.MOVE_FORT:
                c, s = A.move_fort_of(action)
                f = next(p for p, t in self.tiles.items() if t == (COLOURS[c], FORT))
                riders = [COLOURS[b] for b, p in enumerate(self.pos) if p == f]
                with_it = f" with the {' and '.join(riders)} breaker(s) on it" if riders else ""
                return f"move the {COLOURS[c]} data fort {f} -> {s}{with_it} (an ability)"
            b, s = decode_move(action)
            kind = "empty space" if s not in self.tiles else _tile_text(self.tiles[s])
            return f"{COLOURS[b]} breaker {self.pos[b] or 'outside'} -> {s} ({kind})"
        if self.phase == "draw":
            return _tile_text(_tile_of(action))
        if self.phase == "budget":
            return f"up to {A.POWER_UPS.index(action)} power-up(s)"
        if self.phase == "setup":
            if action in A.START_RUN:
                adv = sum(c != BASIC for c in self.team)
                return f"start the run: {adv} advanced, {len(self.team) - adv} basic pawn(s)"
            return f"the {COLOURS[A.PICK_PAWN.index(action)]} pawn becomes an advanced ice breaker"
        if self.phase == "pawn":
            f = A.face_of(action)
            b = self.game.table.breaker(COLOURS[self.who], f)
            return f"face {f}: {b.label}, ability {b.ability.words()}"
        spent, broken = divmod(action, 2)  # the roll
        return (f"broken, {spent} power-up(s) spent" if broken
                else f"fails: 1 brain damage, {spent} power-up(s) spent")

    def __str__(self) -> str:
        team = f"; pawns: {self._team_text()}" if self.game.advanced else ""
        if self.phase == "over":
            return f"run over: {self.end} (brain damage {self.damage}, {self.installed} installed){team}"
        held = " ".join(f"{c[0]}{h}" for c, h in zip(COLOURS, self.held) if h)
        br = " ".join(f"{COLOURS[b][0]}@{p if p else 'out'}" for b, p in enumerate(self.pos))
        return (f"damage {self.damage}; {self.installed} installed; breakers {br}; power-ups {held or 'none'}"
                + ("" if self.phase == "move" else "; set-up" if self.phase in ("setup", "pawn")
                   else f"; {self.phase} at {self.where}") + team)

    # ------------------------------------------------------------------ for a reader following a run
    def key_numbers(self) -> Scoreboard:
        """The runner's brain damage, forts held, structures installed and power-ups held. A run has no
        rounds; a turn is one breaker's move (steps 1-5): it ends when a breaker moves or takes damage."""
        return Scoreboard({"Runner": {"brain damage": self.damage, "forts held": self.won_forts(),
                                      "installed": self.installed, "power-ups held": sum(self.held)}},
                          turn=(self.pos, self.damage))

    def verdict(self) -> str:
        """Why the run ended and whether it is won (return 1 for a win, else 0), with the rule."""
        if self.phase != "over":
            return ""
        g, dmg = self.game, self.damage
        forts = f"{self.won_forts()} of {g.colours} forts held"
        if self.end == "win":
            return (f"The runner wins: every data fort holds its own colour's breaker, with {dmg} brain "
                    f"damage ({_RUN} step 7).")
        if self.end == "brain death":
            return f"The runner loses: ten brain damage, brain death, with {forts} ({_RUN} step 6)."
        if self.end == "over target":
            return (f"The runner loses: {dmg} brain damage passes the target of {g.target}, so the run can "
                    f"no longer be won, with {forts} (Matrix advanced game).")
        return (f"The runner loses: no breaker can move, with {forts} and {dmg} brain damage "
                f"({_RUN} steps 1-2; a gap of the rules, MX-11).")

    def legend(self) -> str:
        """The key to the abbreviations of the state's text and picture."""
        c0 = COLOURS[0]
        pair = "".join(c[0] for c in COLOURS[:2])
        return (f"on the matrix: a digit is ice of that strength, F a data fort, [{pair}] the breakers "
                "there by colour initial (" + ", ".join(f"{c[0]} {c}" for c in COLOURS[:self.game.colours])
                + f"), * a power-up; in the state: {c0[0]}@(x, y) the {c0} breaker's space (out: outside "
                f"the matrix), power-ups {c0[0]}1: one {c0} power-up held")

    def picture(self) -> str:
        """The matrix as an HTML table (digits ice, F a fort; breakers in brackets; * a power-up)."""
        import html

        return (html_picture(self.grid, self.pos, self.tokens, f"brain damage {self.damage}; {self}")
                + f"<p class='edgekit-legend' style='margin:2px 0;max-width:34em'><small><b>Key:</b> "
                f"{html.escape(self.legend())}</small></p>")


class MatrixGame(Game):
    """A Matrix run (build with :func:`game`). Rules: Matrix setup, Matrix steps 1-7, advanced game."""

    players = 1
    num_distinct_actions = A.NUM_ACTIONS   # every block of :mod:`.actions`
    max_chance_outcomes = 24
    max_game_length = 5000
    min_return, max_return = Fraction(0), Fraction(1)
    cite = (f"{_RUN} steps 1-7", "Matrix setup", "Matrix advanced game")

    def __init__(self, advanced, target, colours, ice, bottom_ice, breakers, rules_value, pawns="all",
                 table=None):
        self.advanced, self.target, self.colours, self.ice, self.bottom_ice = (
            advanced, target, colours, ice, bottom_ice)
        self.breakers = breakers
        self.pawns = pawns
        self.table = table if table is not None else breaker_table()
        self.rules = self.rules_value = rules_value  # the Rules value of Matrix (all its readings)
        self.readings = MappingProxyType({r: getattr(rules_value, r) for r in _READINGS})
        rd = self.readings  # flags read on every step
        self._every = rd["matrix_neighbour_rule"] == "every_structure"
        self._share = rd["matrix_occupied_space"] == "share"
        self._connected = rd["matrix_outside_reach"] == "connected"
        self._stays = rd["matrix_fort_exit"] == "stays"
        self._free = rd["matrix_reentry"] == "free"
        self.total = colours * (ice + 1)
        self.top = colours * ice - bottom_ice
        self.name = "Matrix run" + (" (advanced)" if advanced else "")
        # each pawn's ability by its team entry: faces 1..6 from the table, GIVEN from ``breakers``
        abil = []
        for b in range(colours):
            row = [None] + [self.table.ability(COLOURS[b], f) for f in FACES]
            row.append(breakers[b].ability if breakers and breakers[b] is not None else UNKNOWN)
            abil.append(tuple(row))
        self._abil = tuple(abil)
        in_play = [a for row in abil for a in row[1:]] if advanced else []
        self._reach_on = any(a.reach > 1 for a in in_play)
        self._forts_on = any(a.fort_moves for a in in_play)
        self.options = MappingProxyType({
            "advanced": advanced, "target": target, "colours": colours, "ice": ice, "bottom_ice": bottom_ice,
            "pawns": pawns if advanced else "none (basic game)",
            "breakers": tuple(b.name if b is not None else "drawn" for b in breakers) if breakers else None,
            "breaker abilities": str(self.table) + ("; given breakers: " + "; ".join(
                str(b) for b in breakers if b is not None) if breakers else "")
            if advanced else "none (basic game)"})
        self._roll = functools.lru_cache(maxsize=4096)(self._roll_dist)
        # the fast path's caches (pure functions of their keys; bounded: see _bounded)
        self._ice_bits = sum(1 << A.tile_outcome(COLOURS[c], s) for c in range(colours)
                             for s in range(1, ice + 1))
        self._fort_bits = sum(1 << A.tile_outcome(COLOURS[c], FORT) for c in range(colours))
        self._all_bits = self._ice_bits | self._fort_bits
        self._draw_pool = functools.lru_cache(maxsize=4096)(self._pool_dist)
        self._draw_w, self._roll_w, self._p_break = {}, {}, {}
        self._every_token = rd["matrix_powerup_supply"] == "every_structure"
        self._lost_at = BRAIN_DEATH if target is None else min(BRAIN_DEATH, target + 1)
        self._needs_d = tuple(tuple(a is not None and a.needs_distance for a in row) for row in abil)

    def new_initial_state(self) -> MatrixState:
        st = MatrixState(self, MappingProxyType({}), frozenset(), (OUTSIDE,) * self.colours,
                         (0,) * self.colours, 0, frozenset(), "move")
        if not self.advanced:
            return st
        if self.pawns == "choose":
            return st._with(phase="setup")
        team = tuple(BASIC if COLOURS[b] not in self._fixed else
                     GIVEN if self.breakers and self.breakers[b] is not None else PENDING
                     for b in range(self.colours))
        return self._set_up(st._with(team=team))

    @property
    def _fixed(self) -> tuple:
        """The colours of a fixed team's advanced pawns."""
        return COLOURS[:self.colours] if self.pawns == "all" else tuple(self.pawns.split("+"))

    def _set_up(self, st: MatrixState) -> MatrixState:
        """After a pick or a draw: the next pawn's d6, back to the runner's pick, or the first move."""
        for b, c in enumerate(st.team):
            if c == PENDING:
                return st._with(phase="pawn", who=b)
        if self.pawns == "choose" and BASIC in st.team:
            return st._with(phase="setup", who=-1)
        return st._with(phase="move", who=-1)

    def _breaker_of(self, b: int, code: int):
        if code == GIVEN:
            return self.breakers[b]
        if 1 <= code <= 6:
            return self.table.breaker(COLOURS[b], code)
        return None

    @property
    def policies(self):
        from .policies import named_policies

        return named_policies()

    def exact_value(self):
        """Exact P(win) under optimal play for stacks of at most four tiles (else None: too many
        states; see :func:`edgekit.matrix.exact_win`)."""
        if self.total > 4:
            return None
        from .solve import exact_win

        return exact_win(self)

    def left_out(self) -> Table:
        """What a run leaves out or plays by a reconstruction (:func:`left_out`)."""
        return left_out()

    # ------------------------------------------------------------------ chance
    def _pool(self, st: MatrixState) -> int:
        """The draw outcome ids the top of the stack may show at ``st``, as bits: ice only for installs
        1..``top``, then the ice and forts left."""
        return (self._ice_bits if len(st.tiles) < self.top else self._all_bits) & ~st._used

    def _draw_weights(self, pool: int, installed: int) -> Weights:
        """The Weights of :meth:`_pool_dist` (each id once, in increasing order, weight 1), built without
        the Dist; remembered for the first :data:`_DRAW_CACHED` draws of a run only (the rest of the
        stack rarely repeats after a few draws, so later ones would fill memory for nothing)."""
        p0, p1, p2, p3 = _POOL_IDS
        ids = p0[pool & 63] + p1[pool >> 6 & 63] + p2[pool >> 12 & 63] + p3[pool >> 18 & 63]
        n = len(ids)
        got = Weights(ids, _RUNNING[n], n)
        if installed < _DRAW_CACHED:
            self._draw_w[pool] = got
        return got

    def _pool_dist(self, pool: int) -> Dist:
        """The draw's odds over the ids of ``pool`` (bits, e.g. :meth:`_pool`), each alike, in increasing
        order (cached as ``_draw_pool``)."""
        return Dist._numeric(dict.fromkeys((i for i in range(pool.bit_length()) if pool >> i & 1), 1))

    def _roll_dist(self, tile, who: int, k: int, advanced: bool = False, change: int = 0) -> Dist:
        return self.challenge_odds(tile, who, k, advanced=advanced, strength_change=change).map(
            lambda o: 2 * o[1] + (o[0] == "broken"))

    def challenge_odds(self, tile, who: int, k: int, *, advanced: bool = False,
                       strength_change: int = 0) -> Dist:
        """The odds of breaker ``who`` against ``tile`` with ``k`` power-ups in play, as an advanced
        breaker whose ability adds ``strength_change`` or not: exactly
        :func:`edgekit.matrix.break_outcome` for that situation. Rules: Matrix steps 3-5, advanced game."""
        return _mx.break_outcome(tile[1], same_colour=COLOURS[who] == tile[0], powerups=k, advanced=advanced,
                                 strength_change=strength_change, rules=self.rules_value)

    def _ability(self, st: MatrixState, b: int):
        """Pawn ``b``'s ability now (None: a basic pawn)."""
        c = st.team[b]
        return self._abil[b][c] if c > 0 else None

    def _distance(self, st: MatrixState, b: int, s) -> int | None:
        """The distance from pawn ``b`` to the structure at ``s`` (advanced game: 1 from outside, 0 on it)."""
        p = st.pos[b]
        if p is OUTSIDE:
            return 1
        if p == s:
            return 0
        if abs(p[0] - s[0]) + abs(p[1] - s[1]) == 1:
            return 1
        return distances_from(st.tiles, p).get(s)

    def _change(self, st: MatrixState, b: int, tile, d) -> int:
        ab = self._ability(st, b)
        return 0 if ab is None else _change_of(ab, tile, d)

    def _roll_pawn(self, st: MatrixState, b: int, tile, k: int, d) -> Dist:
        """The roll's outcome ids for pawn ``b`` against ``tile`` at distance ``d`` with ``k`` power-ups."""
        c = st.team[b]
        return self._roll_of((tile, b, k) if c <= 0 else (tile, b, k, c, d))

    def _roll_here(self, st: MatrixState, k: int) -> Dist:
        b, s = st.who, st.where
        if st.team[b] <= 0:
            return self._roll(st.tiles[s], b, k)
        return self._roll_pawn(st, b, st.tiles[s], k, self._distance(st, b, s))

    def _roll_key(self, st: MatrixState, b: int, tile, k: int, s) -> tuple:
        """Everything the odds of pawn ``b`` against ``tile`` at ``s`` (None: a fort not installed yet,
        counted at distance 1) with ``k`` power-ups depend on: the key of the fast path's caches
        (the distance only when the pawn's ability reads it: a graph search otherwise spared)."""
        c = st.team[b]
        if c <= 0:
            return (tile, b, k)
        if self._needs_d[b][c]:
            return (tile, b, k, c, 1 if s is None else self._distance(st, b, s))
        return (tile, b, k, c, 1)

    def _roll_of(self, key: tuple) -> Dist:
        """The roll's odds for a :meth:`_roll_key` (exactly :meth:`_roll_pawn`'s)."""
        if len(key) == 3:
            return self._roll(*key)
        tile, b, k, c, d = key
        return self._roll(tile, b, k, True, _change_of(self._abil[b][c], tile, d))

    def _p_break_of(self, key: tuple) -> Fraction:
        """P(break) for a :meth:`_roll_key` (cached: the policies ask it at every move)."""
        got = self._p_break.get(key)
        if got is None:
            d = self._roll_of(key)
            got = self._p_break[key] = Fraction(sum(w for o, w in d.weights().items() if o % 2),
                                                d.denominator)
        return got

    # ------------------------------------------------------------------ steps
    def _fits(self, t, s) -> bool:
        """May a structure stand at the empty space ``s`` beside the structures ``t`` (step 2)?"""
        return self._fit_count(t, s) >= 0

    def _fit_count(self, t, s) -> int:
        """How many structures of ``t`` are contiguous to the empty space ``s`` if a structure may
        stand there (step 2: at most three, and under ``matrix_neighbour_rule="every_structure"`` none
        of them gaining a fourth), else -1 (also off the window, or taken)."""
        ring = _RING.get(s)
        if ring is None or s in t:
            return -1
        every = self._every
        n = 0
        for m, o1, o2, o3 in ring:
            if m in t:
                if every and o1 in t and o2 in t and o3 in t:
                    return -1
                n += 1
        return n if n <= 3 else -1

    def _best_dig(self, t, p) -> tuple | None:
        """The least (structures contiguous, space) among the empty spaces beside ``p`` where a structure
        may be installed, or None: the named policies' dig, with :meth:`_fit_count` written out in its
        loop (one call a dig instead of four; tests/matrix/test_fast_rules.py holds the two to brute
        force)."""
        every = self._every
        best = None
        for s in _NBRS[p]:
            ring = _RING.get(s)
            if ring is None or s in t:
                continue
            n = 0
            for m, o1, o2, o3 in ring:
                if m in t:
                    if every and o1 in t and o2 in t and o3 in t:
                        n = 4
                        break
                    n += 1
            if n <= 3 and (best is None or (n, s) < best):
                best = (n, s)
        return best

    def _can_install(self, st: MatrixState, s) -> bool:
        return st.installed < self.total and self._fits(st.tiles, s)

    def _may_enter(self, st: MatrixState, s) -> bool:
        return self._share or s not in st.pos

    def _reach(self, st: MatrixState, b: int) -> frozenset:
        """The structures pawn ``b`` (in the matrix) may choose beyond its four cardinal spaces: those
        within its ability's reach (distance along structures, networkx)."""
        ab = self._ability(st, b)
        if ab is None or ab.reach <= 1:
            return frozenset()
        cache = st.__dict__.setdefault("_reach", {})   # a pure function of the state
        got = cache.get(b)
        if got is None:
            got = cache[b] = frozenset(s for s, d in distances_from(st.tiles, st.pos[b], ab.reach).items()
                                       if d >= 2)
        return got

    def _legal_move(self, st: MatrixState, b: int, s) -> bool:
        """May breaker ``b`` choose space ``s`` now? (step 1, with the step 2 neighbour rule)."""
        p = st.pos[b]
        t = st.tiles
        if p is OUTSIDE:
            if s in t:
                return self._may_enter(st, s)
            if not t:
                return s == CENTRE and self.total > 0
            if self._connected:
                x, y = s
                if not (((x + 1, y) in t) or ((x - 1, y) in t) or ((x, y + 1) in t) or ((x, y - 1) in t)):
                    return False
            return self._can_install(st, s)
        if self._stays and t[p][1] == FORT:
            return False
        if abs(p[0] - s[0]) + abs(p[1] - s[1]) != 1:
            return self._reach_on and s in t and s in self._reach(st, b) and self._may_enter(st, s)
        if s in t:
            return self._share or s not in st.pos   # _may_enter
        return len(t) < self.total and self._fit_count(t, s) >= 0   # _can_install

    def _any_move(self, st: MatrixState) -> bool:
        """Can any breaker move? (cheaper than listing them all; moving a fort is not counted).
        Under ``matrix_occupied_space="share"`` every structure may be entered, so a breaker outside,
        or one free to leave its space with a structure beside it, settles it at once."""
        t = st.tiles
        pos = st.pos
        share = self._share
        for b, p in enumerate(pos):
            if p is OUTSIDE:
                if share or not t or any(s not in pos for s in t):
                    return True
                if st.installed < self.total and any(a < A.MOVE_FORT.base for a in self._moves(st)):
                    return True
            else:
                if self._stays and t[p][1] == FORT:
                    continue   # it may not leave its fort: neither a step nor a reach
                x, y = p
                for s in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if (share or s not in pos) if s in t else self._can_install(st, s):
                        return True
                if self._reach_on and any(share or s not in pos for s in self._reach(st, b)):
                    return True
        return False

    def _moves(self, st: MatrixState) -> tuple[int, ...]:
        cached = st.__dict__.get("_moves")
        if cached is not None:
            return cached
        out = []
        stays = self._stays
        frontier = None
        for b, p in enumerate(st.pos):
            if p is OUTSIDE:
                if frontier is None:
                    frontier = self._open_spaces(st)
                spaces = [s for s in st.tiles if self._may_enter(st, s)] + frontier
            else:
                if stays and st.tiles[p][1] == FORT:
                    continue
                x, y = p
                spaces = [s for s in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                          if (s in st.tiles and self._may_enter(st, s)) or self._can_install(st, s)]
                if self._reach_on:
                    spaces += [s for s in self._reach(st, b) if self._may_enter(st, s)]
            # the ids of A.move(b, s), without its argument checks (b and s come from the game itself;
            # this loop is the hot path of a run, and test_run_actions pins the two to agree)
            base = A.MOVE.base + b * CELLS
            out.extend(base + s[1] * SIZE + s[0] for s in spaces)
        if self._forts_on:
            out.extend(self._fort_moves(st))
        res = tuple(sorted(out))
        st.__dict__["_moves"] = res  # a cache of a pure function of the state, never handed out changed
        return res

    def _open_spaces(self, st: MatrixState) -> list:
        """The empty spaces a breaker outside the matrix may choose (step 1, with step 2's rule): the
        centre of an empty matrix; else every space contiguous to a structure (any space of the window
        under ``matrix_outside_reach="any_space"``) where a structure may be installed."""
        return [s for _, s in self._open_counts(st)]

    def _open_counts(self, st: MatrixState) -> list:
        """(structures contiguous, space) of each of :meth:`_open_spaces`."""
        t = st.tiles
        if st.installed >= self.total:
            return []
        if not t:
            return [(0, CENTRE)]
        if not self._connected:
            fit_count = self._fit_count
            return [(n, s) for s in ((x, y) for y in range(SIZE) for x in range(SIZE)) if s not in t
                    for n in (fit_count(t, s),) if n >= 0]
        # every space next to a structure, with how many structures it touches (counted in C); then
        # step 2's rule from those counts: at most three, and (every_structure) no structure beside it
        # that touches three already
        near = Counter(chain.from_iterable(map(_NBRS.__getitem__, t)))
        every = self._every
        out = []
        for s, n in near.items():
            if n > 3 or s in t or s not in _NBRS:
                continue
            if every:
                a, b, c, d = _NBRS[s]
                if ((a in t and near[a] >= 3) or (b in t and near[b] >= 3) or (c in t and near[c] >= 3)
                        or (d in t and near[d] >= 3)):
                    continue
            out.append((n, s))
        return out

    def _open_best(self, st: MatrixState) -> tuple | None:
        """``min(self._open_counts(st))`` (the named policies' choice from outside: the open space
        touching the fewest structures, then the least), or None when there is none; the same rule
        as :meth:`_open_counts`, with the sets built in C: the spaces next to the structures less the
        structures and, under ``matrix_neighbour_rule="every_structure"``, less those beside a
        structure that touches three already; then the least count and the least space with it."""
        t = st.tiles
        if st.installed >= self.total:
            return None
        if not t:
            return (0, CENTRE)
        if not self._connected:
            got = self._open_counts(st)
            return min(got) if got else None
        near = Counter(chain.from_iterable(map(_NBRS.__getitem__, t)))
        empty = near.keys() - t.keys()
        if self._every:
            full = [m for m in t if near[m] >= 3]
            if full:
                empty -= set(chain.from_iterable(map(_NBRS.__getitem__, full)))
        while empty:
            n = min(map(near.__getitem__, empty))
            if n > 3:
                return None
            for s in sorted(empty):
                if near[s] == n:
                    break
            if s in _NBRS:
                return (n, s)
            empty.discard(s)   # off the window: never a structure's space
        return None

    def _fort_moves(self, st: MatrixState) -> list:
        """The ``MOVE_FORT`` ids open now: each installed fort a breaker's MoveForts allows, to each
        empty space contiguous to another structure where step 2 allows a structure (the matrix in one
        piece under ``matrix_outside_reach="connected"``). Reconstructed (MX-09): see :data:`LEFT_OUT`."""
        movers = [(b, e) for b in range(self.colours) for ab in (self._ability(st, b),) if ab is not None
                  for e in ab.fort_moves]
        if not movers:
            return []
        out = []
        cut = None
        for f, tile in st.tiles.items():
            if tile[1] != FORT or not any(e.allows(tile[0], self._distance(st, b, f)) for b, e in movers):
                continue
            rest = {s: t for s, t in st.tiles.items() if s != f}
            if not rest:
                continue
            if cut is None and self._connected:
                import networkx as nx

                from ..board.grid import structure_graph
                cut = set(nx.articulation_points(structure_graph(st.tiles)))
            near = {n for s in rest for n in _NBRS[s]} - set(rest) - {f}
            c = _CI[tile[0]]
            for s in sorted(near):
                if not self._fits(rest, s):
                    continue
                if self._connected and f in (cut or ()) and not in_one_piece([*rest, s]):
                    continue
                out.append(A.MOVE_FORT.base + c * CELLS + s[1] * SIZE + s[0])
        return out

    def _move_fort(self, st: MatrixState, action: int) -> MatrixState:
        """A fort moves (MoveForts): its breakers, power-up and entered mark go with it."""
        c, s = A.move_fort_of(action)
        f = next(p for p, t in st.tiles.items() if t == (COLOURS[c], FORT))
        tiles = MappingProxyType({(s if p == f else p): t for p, t in st.tiles.items()})  # install order kept
        pos = tuple(s if p == f else p for p in st.pos)
        tokens = st.tokens - {f} | {s} if f in st.tokens else st.tokens
        visited = st.visited - {f} | {s} if f in st.visited else st.visited
        st = st._with(tiles=tiles)
        return self._after(st, pos, st.held, tokens, visited, st.damage)

    def _enter(self, st: MatrixState, b: int, s) -> MatrixState:
        """Breaker ``b`` chooses the structure at ``s``: a roll, or none (a breaker there, or open ice)."""
        if s in st.pos or (self._free and s in st.visited
                           and st.tiles[s][1] != FORT):
            return self._move(st, b, s)
        return self._challenge(st, b, s)

    def _challenge(self, st: MatrixState, b: int, s) -> MatrixState:
        c = _CI[st.tiles[s][0]]
        return _make_state(self, st.tiles, st.tokens, st.pos, st.held, st.damage, st.visited,
                           "budget" if st.held[c] else "roll", b, s, 0, st.end, st.team, st._used, st._forts)

    def _move(self, st: MatrixState, b: int, s, damage: int = 0, spent: int = 0) -> MatrixState:
        """Breaker ``b`` moves onto the structure at ``s`` (having spent ``spent`` power-ups of its colour
        and taken ``damage``), collects the power-up there, and steps 6-7 follow (:meth:`_after`)."""
        pos = st.pos[:b] + (s,) + st.pos[b + 1:]
        tokens = st.tokens
        held = st.held
        if spent or s in tokens:
            c = _CI[st.tiles[s][0]]
            h = list(held)
            h[c] -= spent
            if s in tokens:
                h[c] += 1
                tokens = tokens - {s}
            held = tuple(h)
        return self._after(st, pos, held, tokens, st.visited | {s}, st.damage + damage)

    def _resolve(self, st: MatrixState, outcome: int) -> MatrixState:
        """The roll's outcome (power-ups spent, broken or not): the breaker moves on (broken, or ice
        anyway, with one brain damage: :meth:`_move`, written out here for the hot loop) or a fort
        holds (one brain damage, the breaker stays)."""
        spent, broken = outcome >> 1, outcome & 1
        s = st.where
        tile = st.tiles[s]
        held = st.held
        if spent:
            h = list(held)
            h[_CI[tile[0]]] -= spent
            held = tuple(h)
        if broken or tile[1] != FORT:
            b = st.who
            pos = st.pos[:b] + (s,) + st.pos[b + 1:]
            tokens = st.tokens
            if s in tokens:   # the power-up there is collected
                h = list(held)
                h[_CI[tile[0]]] += 1
                held = tuple(h)
                tokens = tokens - {s}
            return self._after(st, pos, held, tokens, st.visited | {s}, st.damage + 1 - broken)
        return self._after(st, st.pos, held, st.tokens, st.visited, st.damage + 1)

    def _after(self, st: MatrixState, pos, held, tokens, visited, damage) -> MatrixState:
        """The next move step from ``st`` with these fields, then steps 6-7: brain death, the win, a
        passed target, or no breaker able to move (the run is over)."""
        new = _make_state(self, st.tiles, tokens, pos, held, damage, visited, "move", -1, None, 0, st.end,
                          st.team, st._used, st._forts)
        if new.damage >= self._lost_at:   # brain death, or past the damage target
            end = "brain death" if new.damage >= BRAIN_DEATH else "over target"
        elif new._used & self._fort_bits == self._fort_bits and new.won_forts() == self.colours:
            end = "win"
        elif self._share and OUTSIDE in new.pos:
            return new   # a breaker outside may enter any structure (_any_move's first case)
        elif not self._any_move(new):
            end = "stuck"
        else:
            return new
        return new._with(phase="over", end=end)


#: ``target`` as a parameter value: OpenSpiel carries no None, so "no damage target" (``target=None``)
#: is -1 in :data:`DEFAULT_PARAMS`, in ``game.params`` and in OpenSpiel; :func:`game` takes either.
NO_TARGET = -1
#: The factory's scalar parameters at their defaults: ``game().params`` and OpenSpiel's parameters of
#: ``edgekit_matrix`` (beside every Matrix reading). ``pawns`` is a str so OpenSpiel can carry it:
#: "all", "choose" or colours joined by "+" ("Suns+Crowns"). ``breakers`` and ``table`` join a
#: game's ``params`` as marked entries when given.
DEFAULT_PARAMS = Params(advanced=False, target=NO_TARGET, colours=4, ice=5, bottom_ice=6, pawns="all")


def _check_pawns(pawns, colours: int, advanced: bool) -> str:
    if isinstance(pawns, tuple | list | frozenset | set):
        pawns = "+".join(c for c in COLOURS if c in set(pawns)) if all(isinstance(c, str) for c in pawns) \
            and len(set(pawns)) == len(pawns) and set(pawns) <= set(COLOURS[:colours]) and pawns else None
        if pawns is None:
            raise ValueError(f"pawns: a mixed team names one or more distinct colours of {COLOURS[:colours]}")
    if not isinstance(pawns, str):
        raise TypeError(f"pawns must be 'all', 'choose' or a list of colours, not {pawns!r:.60}")
    if pawns != "all" and not advanced:
        raise ValueError("pawns: which pawns are advanced breakers belongs to the advanced game "
                         "(advanced=True)")
    if pawns in ("all", "choose"):
        return pawns
    names = pawns.split("+")
    if not names or len(set(names)) != len(names) or not set(names) <= set(COLOURS[:colours]):
        raise ValueError(f"pawns must be 'all', 'choose' or distinct colours of {COLOURS[:colours]} "
                         f"joined by '+', not {pawns!r:.60}")
    return "+".join(c for c in COLOURS if c in names)


@factory  # games remember this call: Game.rebuilt(...), pickled for workers
@uses(*_READINGS)
def game(*, advanced: bool = False, target: int | None = None, colours: int = 4, ice: int = 5,
         bottom_ice: int = 6, breakers=None, pawns="all", table=None, rules=None) -> MatrixGame:
    """A Matrix run on the play layer (one player, the runner; return 1 for a win, else 0).

    ``advanced``: the advanced game's ice breakers (base strength one less, an ability each);
    ``pawns`` (advanced game): which pawns are advanced breakers, the rest basic: "all" (the
    default), a mixed team (a list of colours, or colours joined by "+": "Suns+Crowns"), or
    "choose" (the runner picks them during the set-up, one or more, each followed by its d6);
    ``table``: which breaker each (colour, face) of the set-up d6 draws, with its ability
    (:func:`edgekit.matrix.breaker_table`, or what it takes; default: every ability unknown, played
    as none); ``breakers``: one advanced breaker name or :class:`Breaker` (or None: drawn) per
    colour, which then needs no draw;
    ``target``: the advanced damage target 0..9 (win only with at most that much brain damage; None
    or :data:`NO_TARGET`, -1, for none: -1 is how ``params`` and OpenSpiel carry None).
    ``colours``, ``ice`` and ``bottom_ice`` shrink the stack for exact study (the game: 4, 5, 6):
    ``colours`` suits each with one fort and ice of strengths 1..``ice``; the forts are shuffled
    with ``bottom_ice`` ice under the rest. Readings as keywords or ``rules=``.

    Rules: Matrix setup, Matrix steps 1-7, Matrix advanced game.
    """
    if not isinstance(advanced, bool):
        raise TypeError(f"advanced must be True or False, not {advanced!r}")
    if type(target) is int and target == NO_TARGET:
        target = None
    if target is not None:
        if isinstance(target, bool) or not isinstance(target, int):
            raise TypeError(f"target must be a whole number of brain damage from 0 to 9, or None, "
                            f"not {target!r}")
        if not 0 <= target < BRAIN_DEATH:
            raise ValueError(f"target must be from 0 to 9 (less than ten brain damage), not {target}")
    for name, v, lo, hi in (("colours", colours, 1, 4), ("ice", ice, 0, 5)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"{name} must be a whole number from {lo} to {hi}, not {v!r}")
        if not lo <= v <= hi:
            raise ValueError(f"{name} must be from {lo} to {hi}, not {v}")
    if isinstance(bottom_ice, bool) or not isinstance(bottom_ice, int):
        raise TypeError(f"bottom_ice must be a whole number, not {bottom_ice!r}")
    if not 0 <= bottom_ice <= colours * ice:
        raise ValueError(f"bottom_ice must be from 0 to {colours * ice} (the ice in the game), "
                         f"not {bottom_ice}")
    pawns = _check_pawns(pawns, colours, advanced)
    if table is not None:
        if not advanced:
            raise ValueError("table: the breaker table belongs to the advanced game (advanced=True)")
        if not isinstance(table, BreakerTable):
            try:
                table = breaker_table(table)
            except (TypeError, ValueError) as e:
                raise type(e)(f"table: {e}") from None
    if breakers is not None:
        if not advanced:
            raise ValueError("breakers: the named ice breakers belong to the advanced game (advanced=True)")
        may = tuple(pawns in ("all", "choose") or c in pawns.split("+") for c in COLOURS[:colours])
        breakers = check_breakers(breakers, COLOURS[:colours], may)
    g = MatrixGame(advanced, target, colours, ice, bottom_ice, breakers, rules, pawns, table)
    g._configure(params=DEFAULT_PARAMS.built(
        {"advanced": advanced, "target": NO_TARGET if target is None else target, "colours": colours,
         "ice": ice, "bottom_ice": bottom_ice, "pawns": pawns},
        {"breakers": g.options["breakers"], "table": table}))
    return g
