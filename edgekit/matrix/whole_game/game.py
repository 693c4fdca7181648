"""A whole Matrix run as a one-player game on the play layer.

Rules: Matrix object of the game, setup, "Making a run" steps 1-7, advanced game.

Built on :mod:`edgekit.matrix`: every challenge's odds ARE :func:`edgekit.matrix.break_outcome`
for the same situation (structure strength, colour match, power-ups in play, advanced breaker,
readings). A step is one of:

* the runner chooses a breaker and a space contiguous to it (step 1; action
  ``MOVE`` block: :func:`encode_move`); an empty space must pass the neighbour rule (step 2);
* chance: the top of the data stack is turned over and installed there (step 2; the setup makes
  installs 1..14 uniform over the ice left, and installs 15..24 uniform over the six ice and four
  forts below: the same law as shuffling the stack once, drawn one tile at a time);
* the runner sets how many power-ups of the structure's colour may be discarded (action
  ``POWER_UPS(k)``; asked only when some are held). Under ``after_roll`` the fewest that win are
  spent (none if they cannot win); under ``before_roll`` all ``k`` are committed;
* chance: the roll, its outcomes those of ``break_outcome`` (steps 3-5): broken (the breaker
  moves on and collects the power-up) or one brain damage (onto ice anyway; a fort holds);
* the run ends at ten brain damage (step 6), when each fort holds its own colour's breaker
  (step 7), when a damage ``target`` (advanced game) is passed (the run can no longer be won;
  playing on changes no result), or when no step is possible (a gap: MX-11).

The action ids are named once, in :mod:`.actions`: ``MOVE`` 0..8835 (breaker ``b`` to space
``(x, y)``: :func:`encode_move` / :func:`decode_move`), ``POWER_UPS`` 8836..8842 (up to ``k`` power-ups,
0..6; :data:`BUDGET` is its first id); 8843 in all.
"""

from __future__ import annotations

import functools
from fractions import Fraction
from types import MappingProxyType

from ...dist import Dist
from ...play import CHANCE, TERMINAL, Game, Scoreboard, State, Turn
from ...play.core import factory
from ...play.params import Params
from ...readings import uses
from ..board.grid import CENTRE, COLOURS, FORT, OUTSIDE, SIZE, Grid, html_picture
from ..ice_breakers import check_breakers
from ..rules import breaking as _mx
from . import actions as A
from .run_readings import RUN_READINGS

__all__ = ["game", "DEFAULT_PARAMS", "NO_TARGET",
           "MatrixGame", "MatrixState", "BUDGET", "BRAIN_DEATH", "COINS_PER_COLOUR", "encode_move",
           "decode_move"]

BRAIN_DEATH = 10          # step 6
COINS_PER_COLOUR = 5      # components (MX-07)
CELLS = A.CELLS
BUDGET = A.POWER_UPS.base   # the first "budget" id (8836): build one with A.POWER_UPS(k)
_READINGS = ("matrix_die", "matrix_powerup_timing") + RUN_READINGS
_RUN = "Matrix 'Making a run'"


def encode_move(breaker: int, space: tuple[int, int]) -> int:
    """The action id of moving breaker ``breaker`` (a colour index) to ``space`` (:func:`.actions.move`)."""
    return A.move(breaker, space)


def decode_move(action: int) -> tuple[int, tuple[int, int]]:
    """(breaker, space) of a move action id (:func:`.actions.move_of`)."""
    return A.move_of(action)


_TILE_ID = {(c, k): A.tile_outcome(c, k) for c in COLOURS for k in range(1, FORT + 1)}   # draw outcomes
_tile_of = A.tile_of


def _tile_text(t) -> str:
    return f"{t[0]} data fort" if t[1] == FORT else f"{t[0]} ice {t[1]}"


class _MatrixFields(State):
    """The fields of a :class:`MatrixState`, filled in once by :func:`_make_state` (a MatrixState
    itself refuses every assignment)."""

    __slots__ = ("game", "tiles", "tokens", "pos", "held", "damage", "visited", "phase", "who", "where",
                 "k", "end", "_key", "_hash")


def _make_state(game, tiles, tokens, pos, held, damage, visited, phase, who, where, k, end) -> MatrixState:
    st = object.__new__(_MatrixFields)  # plain slot stores (fast: a run makes many states), then sealed
    st.game, st.tiles, st.tokens, st.pos, st.held, st.damage, st.visited = (
        game, tiles, tokens, pos, held, damage, visited)
    st.phase, st.who, st.where, st.k, st.end, st._key = phase, who, where, k, end, None
    st.__class__ = MatrixState
    return st


class MatrixState(_MatrixFields):
    """One position of a run (immutable). ``phase``: "move", "draw", "budget", "roll" or "over".

    Rules: Matrix steps 1-7.
    """

    __slots__ = ()

    def __new__(cls, game, tiles, tokens, pos, held, damage, visited, phase, who=-1, where=None, k=0,
                end=""):
        return _make_state(game, tiles, tokens, pos, held, damage, visited, phase, who, where, k, end)

    def __setattr__(self, name, value):
        raise AttributeError(f"MatrixState.{name} is read-only: apply() an action for the next state")

    def __delattr__(self, name):
        raise AttributeError(f"MatrixState.{name} is read-only")

    def key(self) -> tuple:
        """Everything that makes the position (the game aside): equal keys, equal states."""
        if self._key is None:
            key = (tuple(self.tiles.items()), self.tokens, self.pos, self.held, self.damage,
                   self.visited, self.phase, self.who, self.where, self.k, self.end)
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
        return _make_state(self.game, g("tiles", self.tiles), g("tokens", self.tokens), g("pos", self.pos),
                           g("held", self.held), g("damage", self.damage), g("visited", self.visited),
                           g("phase", self.phase), g("who", self.who), g("where", self.where), g("k", self.k),
                           g("end", self.end))

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
        g = self.game
        return sum(1 for b in range(g.colours) if self.pos[b] is not None
                   and self.tiles.get(self.pos[b]) == (COLOURS[b], FORT))

    # ------------------------------------------------------------------ the API
    @property
    def current_player(self) -> int:
        if self.phase == "over":
            return TERMINAL
        return 0 if self.phase in ("move", "budget") else CHANCE

    def legal_actions(self) -> tuple[int, ...]:
        if self.phase == "budget":
            return tuple(A.POWER_UPS.ids[:self.held[COLOURS.index(self.tiles[self.where][0])] + 1])
        if self.phase == "move":
            return self.game._moves(self)
        return ()

    def chance_outcomes(self) -> Dist:
        g = self.game
        if self.phase == "draw":
            return g._draw(frozenset(map(_TILE_ID.__getitem__, self.tiles.values())))
        if self.phase == "roll":
            return g._roll(self.tiles[self.where], self.who, self.k)
        raise ValueError(f"no chance step here ({self})")

    def _apply(self, action: int) -> MatrixState:  # action checked by State.apply
        g = self.game
        if self.phase == "move":
            b, s = decode_move(action)
            if s not in self.tiles:
                return self._with(phase="draw", who=b, where=s, k=0)
            return g._enter(self, b, s)
        if self.phase == "draw":
            tile = _tile_of(action)
            tiles = dict(self.tiles)
            tiles[self.where] = tile
            placed = sum(1 for t in self.tiles.values() if t[0] == tile[0])
            token = g.readings["matrix_powerup_supply"] == "every_structure" or placed < COINS_PER_COLOUR
            st = self._with(tiles=MappingProxyType(tiles),
                            tokens=self.tokens | {self.where} if token else self.tokens)
            return g._challenge(st, self.who, self.where)
        if self.phase == "budget":
            return self._with(phase="roll", k=A.POWER_UPS.index(action))
        return g._resolve(self, action)  # the roll

    def returns(self) -> tuple:
        return (Fraction(1 if self.end == "win" else 0),)

    def _turn(self) -> Turn:
        g = self.game
        if self.phase == "move":
            return Turn("Runner", "choose a breaker and a contiguous space", f"{_RUN} steps 1-2",
                        numbers=MappingProxyType({"brain damage": self.damage, "installed": self.installed}))
        if self.phase == "draw":
            return Turn("Runner", f"install the top of the data stack at {self.where}", f"{_RUN} step 2",
                        numbers=MappingProxyType({"tiles left": g.total - self.installed}))
        t = self.tiles[self.where]
        if self.phase == "budget":
            h = self.held[COLOURS.index(t[0])]
            nums = {"held": h, "brain damage so far": self.damage}
            for k in range(h + 1):  # why: the chance each choice gives (break_outcome's odds)
                nums[f"P(break) with up to {k}"] = g._roll(t, self.who, k).p(lambda o: o % 2 == 1)
            return Turn("Runner", f"{COLOURS[self.who]} breaker: power-ups of {t[0]} to put in play against "
                        f"{_tile_text(t)}", f"{_RUN} step 3", numbers=MappingProxyType(nums))
        d = self.chance_outcomes()  # the roll (State.turn: never at a terminal state)
        return Turn("Runner", f"{COLOURS[self.who]} breaker challenges {_tile_text(t)}",
                    f"{_RUN} steps 3-5", numbers=MappingProxyType({
                        "strength": t[1], "same colour": COLOURS[self.who] == t[0],
                        "power-ups in play": self.k, "P(break)": d.p(lambda o: o % 2 == 1),
                        "brain damage so far": self.damage}))

    def _action_label(self, action: int) -> str:  # action checked by State.action_label
        if self.phase == "move":
            b, s = decode_move(action)
            kind = "empty space" if s not in self.tiles else _tile_text(self.tiles[s])
            return f"{COLOURS[b]} breaker {self.pos[b] or 'outside'} -> {s} ({kind})"
        if self.phase == "draw":
            return _tile_text(_tile_of(action))
        if self.phase == "budget":
            return f"up to {A.POWER_UPS.index(action)} power-up(s)"
        spent, broken = divmod(action, 2)  # the roll
        return (f"broken, {spent} power-up(s) spent" if broken
                else f"fails: 1 brain damage, {spent} power-up(s) spent")

    def __str__(self) -> str:
        if self.phase == "over":
            return f"run over: {self.end} (brain damage {self.damage}, {self.installed} installed)"
        held = " ".join(f"{c[0]}{h}" for c, h in zip(COLOURS, self.held) if h)
        br = " ".join(f"{COLOURS[b][0]}@{p if p else 'out'}" for b, p in enumerate(self.pos))
        return (f"damage {self.damage}; {self.installed} installed; breakers {br}; power-ups {held or 'none'}"
                + ("" if self.phase == "move" else f"; {self.phase} at {self.where}"))

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
        return (f"The runner loses: no step is possible, with {forts} and {dmg} brain damage "
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
    """A Matrix run (build with :func:`game`). Rules: Matrix setup, Matrix steps 1-7."""

    players = 1
    num_distinct_actions = A.NUM_ACTIONS   # MOVE and POWER_UPS (:mod:`.actions`)
    max_chance_outcomes = 24
    max_game_length = 5000
    min_return, max_return = Fraction(0), Fraction(1)
    cite = (f"{_RUN} steps 1-7", "Matrix setup", "Matrix advanced game")

    def __init__(self, advanced, target, colours, ice, bottom_ice, breakers, rules_value):
        self.advanced, self.target, self.colours, self.ice, self.bottom_ice = (
            advanced, target, colours, ice, bottom_ice)
        self.breakers = breakers
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
        self.options = MappingProxyType({
            "advanced": advanced, "target": target, "colours": colours, "ice": ice, "bottom_ice": bottom_ice,
            "breakers": tuple(b.name for b in breakers) if breakers else None,
            "breaker abilities": "unknown (MX-09): only strength_bonus values given are applied"
            if advanced else "none (basic game)"})
        self._all = frozenset(A.tile_outcome(COLOURS[c], s) for c in range(colours)
                              for s in (*range(1, ice + 1), FORT))
        self._ice = frozenset(i for i in self._all if A.tile_of(i)[1] != FORT)
        self._draw = functools.lru_cache(maxsize=4096)(self._draw_dist)
        self._roll = functools.lru_cache(maxsize=1024)(self._roll_dist)

    def new_initial_state(self) -> MatrixState:
        return MatrixState(self, MappingProxyType({}), frozenset(), (OUTSIDE,) * self.colours,
                           (0,) * self.colours, 0, frozenset(), "move")

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

    # ------------------------------------------------------------------ chance
    def _draw_dist(self, used: frozenset) -> Dist:
        pool = (self._ice if len(used) < self.top else self._all) - used
        return Dist._numeric(dict.fromkeys(sorted(pool), 1))  # = Dist.uniform, without its input checks

    def _roll_dist(self, tile, who: int, k: int) -> Dist:
        return self.challenge_odds(tile, who, k).map(lambda o: 2 * o[1] + (o[0] == "broken"))

    def challenge_odds(self, tile, who: int, k: int) -> Dist:
        """The odds of breaker ``who`` against ``tile`` with ``k`` power-ups in play: exactly
        :func:`edgekit.matrix.break_outcome` for that situation (a known ``strength_bonus`` of an
        advanced breaker lowers the strength to beat by that much). Rules: Matrix steps 3-5."""
        strength = tile[1]
        bonus = self.breakers[who].strength_bonus if self.breakers else None
        if bonus:
            strength -= bonus
            if strength < 1:
                return Dist.point(("broken", 0))
        return _mx.break_outcome(min(strength, FORT), same_colour=COLOURS[who] == tile[0], powerups=k,
                                 advanced=self.advanced, rules=self.rules_value)

    # ------------------------------------------------------------------ steps
    def _can_install(self, st: MatrixState, s) -> bool:
        if st.installed >= self.total or not (0 <= s[0] < SIZE and 0 <= s[1] < SIZE) or s in st.tiles:
            return False
        t, (x, y) = st.tiles, s
        n = ((x + 1, y) in t) + ((x - 1, y) in t) + ((x, y + 1) in t) + ((x, y - 1) in t)
        if n > 3:
            return False
        if self._every:
            for m in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if m in t:
                    a, b = m
                    if ((a + 1, b) in t) + ((a - 1, b) in t) + ((a, b + 1) in t) + ((a, b - 1) in t) >= 3:
                        return False
        return True

    def _may_enter(self, st: MatrixState, s) -> bool:
        return self._share or s not in st.pos

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
            return False
        return self._may_enter(st, s) if s in t else self._can_install(st, s)

    def _any_move(self, st: MatrixState) -> bool:
        """Is any step possible? (cheaper than listing them all)."""
        t = st.tiles
        for b, p in enumerate(st.pos):
            if p is OUTSIDE:
                if not t or any(s not in st.pos for s in t) or self._may_enter(st, next(iter(t))):
                    return True
                if st.installed < self.total and self._moves(st):
                    return True
            else:
                x, y = p
                if any(self._legal_move(st, b, s) for s in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))):
                    return True
        return False

    def _moves(self, st: MatrixState) -> tuple[int, ...]:
        cached = st.__dict__.get("_moves")
        if cached is not None:
            return cached
        out = []
        stays = self.readings["matrix_fort_exit"] == "stays"
        frontier = None
        for b, p in enumerate(st.pos):
            if p is OUTSIDE:
                if frontier is None:
                    if not st.tiles:
                        frontier = [CENTRE]
                    elif self.readings["matrix_outside_reach"] == "any_space":
                        frontier = [(x, y) for y in range(SIZE) for x in range(SIZE)
                                    if (x, y) not in st.tiles]
                    else:
                        frontier = sorted({(x + dx, y + dy) for (x, y) in st.tiles for dx, dy in
                                           ((1, 0), (-1, 0), (0, 1), (0, -1))} - set(st.tiles))
                    frontier = [s for s in frontier if self._can_install(st, s)]
                spaces = [s for s in st.tiles if self._may_enter(st, s)] + frontier
            else:
                if stays and st.tiles[p][1] == FORT:
                    continue
                x, y = p
                spaces = [s for s in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                          if (s in st.tiles and self._may_enter(st, s)) or self._can_install(st, s)]
            # the ids of A.move(b, s), without its argument checks (b and s come from the game itself;
            # this loop is the hot path of a run, and test_run_actions pins the two to agree)
            base = A.MOVE.base + b * CELLS
            out.extend(base + s[1] * SIZE + s[0] for s in spaces)
        res = tuple(sorted(out))
        st.__dict__["_moves"] = res  # a cache of a pure function of the state, never handed out changed
        return res

    def _enter(self, st: MatrixState, b: int, s) -> MatrixState:
        """Breaker ``b`` chooses the structure at ``s``: a roll, or none (a breaker there, or open ice)."""
        if s in st.pos or (self._free and s in st.visited
                           and st.tiles[s][1] != FORT):
            return self._after(self._move(st, b, s))
        return self._challenge(st, b, s)

    def _challenge(self, st: MatrixState, b: int, s) -> MatrixState:
        c = COLOURS.index(st.tiles[s][0])
        phase = "budget" if st.held[c] else "roll"
        return st._with(phase=phase, who=b, where=s, k=0)

    def _move(self, st: MatrixState, b: int, s, *, damage: int = 0, spent: int = 0) -> MatrixState:
        pos = st.pos[:b] + (s,) + st.pos[b + 1:]
        held = list(st.held)
        c = COLOURS.index(st.tiles[s][0])
        held[c] -= spent
        tokens = st.tokens
        if s in tokens:
            held[c] += 1
            tokens = tokens - {s}
        return st._with(pos=pos, held=tuple(held), tokens=tokens, visited=st.visited | {s},
                        damage=st.damage + damage, phase="move", who=-1, where=None, k=0)

    def _resolve(self, st: MatrixState, outcome: int) -> MatrixState:
        spent, broken = divmod(outcome, 2)
        b, s = st.who, st.where
        if broken or st.tiles[s][1] != FORT:
            return self._after(self._move(st, b, s, damage=0 if broken else 1, spent=spent))
        held = list(st.held)
        held[COLOURS.index(st.tiles[s][0])] -= spent
        return self._after(st._with(held=tuple(held), damage=st.damage + 1, phase="move", who=-1,
                                    where=None, k=0))

    def _after(self, st: MatrixState) -> MatrixState:
        """Steps 6-7: brain death, the win, a passed target, or no step left."""
        if st.damage >= BRAIN_DEATH:
            return st._with(phase="over", end="brain death")
        if self.target is not None and st.damage > self.target:
            return st._with(phase="over", end="over target")
        if st.won_forts() == self.colours:
            return st._with(phase="over", end="win")
        if not self._any_move(st):
            return st._with(phase="over", end="stuck")
        return st


#: ``target`` as a parameter value: OpenSpiel carries no None, so "no damage target" (``target=None``)
#: is -1 in :data:`DEFAULT_PARAMS`, in ``game.params`` and in OpenSpiel; :func:`game` takes either.
NO_TARGET = -1
#: The factory's scalar parameters at their defaults: ``game().params`` and OpenSpiel's parameters of
#: ``edgekit_matrix`` (beside every Matrix reading). ``breakers`` joins a game's ``params`` as a
#: marked entry (their names) when given.
DEFAULT_PARAMS = Params(advanced=False, target=NO_TARGET, colours=4, ice=5, bottom_ice=6)


@factory  # games remember this call: Game.rebuilt(...), pickled for workers
@uses(*_READINGS)
def game(*, advanced: bool = False, target: int | None = None, colours: int = 4, ice: int = 5,
         bottom_ice: int = 6, breakers=None, rules=None) -> MatrixGame:
    """A Matrix run on the play layer (one player, the runner; return 1 for a win, else 0).

    ``advanced``: advanced ice breakers (base strength one less; abilities unknown, MX-09);
    ``target``: the advanced damage target 0..9 (win only with at most that much brain damage; None
    or :data:`NO_TARGET`, -1, for none: -1 is how ``params`` and OpenSpiel carry None);
    ``breakers``: with ``advanced``, one advanced breaker name (or :class:`Breaker`) per colour.
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
    if breakers is not None:
        if not advanced:
            raise ValueError("breakers: the named ice breakers belong to the advanced game (advanced=True)")
        breakers = check_breakers(breakers, COLOURS[:colours])
    g = MatrixGame(advanced, target, colours, ice, bottom_ice, breakers, rules)
    g._configure(params=DEFAULT_PARAMS.built(
        {"advanced": advanced, "target": NO_TARGET if target is None else target, "colours": colours,
         "ice": ice, "bottom_ice": bottom_ice}, {"breakers": g.options["breakers"]}))
    return g
