"""Named policies for a Matrix run: how the runner moves and how many power-ups it puts in play.

Rules: Matrix steps 1-7.

Every policy here is deterministic (``FunctionPolicy``), so :func:`edgekit.play.outcome` gives its
exact result on small stacks and a seed fixes a simulated run. They share one way of moving
(:func:`move_choice`, "dig and jump") and differ in when they try a fort and how they spend:

* ``default`` ("dig and jump, save for forts"): one breaker at a time digs (installs the next
  structure next to itself; the first digger enters from outside); a breaker outside the matrix
  jumps onto its own fort once P(break) >= 1/2 with the power-ups held (always when nothing is left
  to install; at once when another breaker holds the fort and sharing needs no roll); a breaker
  inside walks to its own fort along the shortest path when there is nothing left to install.
  Power-ups go only into fort challenges (all held; under ``after_roll`` only those needed are spent).
* ``bold``: as default, but jumps onto its own fort at once whatever the odds.
* ``lavish``: as default, but puts every power-up held into every challenge, ice included.
* ``min_damage``: as default, but chooses each challenge's power-ups optimally for one named
  criterion: the least expected brain damage from this challenge plus the expected failed attempts
  still needed at each unbroken fort of the colour (retrying until broken, with the power-ups left).
  That is the "optimal per challenge" spend; it is not the optimal policy of the whole run.

In the advanced game every policy reads each breaker's odds with its ability (the strength change
where its conditions hold, at the distance of the challenge), moves within an ability's reach when
"dig and jump" asks for it, and never moves a fort. At the set-up (``pawns="choose"``) each picks, in
colour order, every pawn whose six possible breakers average a strength change of +1 or more against
their own colour's fort (what makes up for the base strength one less), at least one (the best by
that measure), then starts the run.
"""

from __future__ import annotations

import functools
from collections import deque
from fractions import Fraction

from ...play import FunctionPolicy
from ..board.grid import COLOURS, FORT, OUTSIDE, SIZE
from ..ice_breakers import FACES
from .actions import CELLS, MOVE, PICK_PAWN, POWER_UPS, START_RUN
from .game import _CI, _NBRS, BASIC, GIVEN, MatrixState, decode_move, encode_move

_MOVE0 = MOVE.base
_BUDGET0 = POWER_UPS.base

__all__ = ["move_choice", "setup_choice", "named_policies", "default_policy", "POLICY_NAMES"]

POLICY_NAMES = ("default", "bold", "lavish", "min_damage")
_HALF = Fraction(1, 2)


def _p_break(st: MatrixState, b: int, tile, k: int, where=None) -> Fraction:
    """P(break) of pawn ``b`` against ``tile`` with ``k`` power-ups, the tile at ``where`` (None: not
    installed yet, counted at distance 1, as from outside or a contiguous space): the cached challenge
    odds (edgekit.matrix.break_outcome, with the ability at the distance from ``b`` to ``where``)."""
    g = st.game
    return g._p_break_of(g._roll_key(st, b, tile, k, where))


def _path_step(st: MatrixState, start, goals: set) -> tuple | None:
    """The first step of a shortest path along structures from ``start`` to any of ``goals``."""
    if start in goals:
        return None
    first = {start: None}
    todo = deque([start])
    while todo:
        s = todo.popleft()
        x, y = s
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in st.tiles and n not in first:
                first[n] = n if s == start else first[s]
                if n in goals:
                    return first[n]
                todo.append(n)
    return None


def move_choice(st: MatrixState, *, jump_at: Fraction = _HALF) -> int:
    """The "dig and jump" move at a move step (see the module doc). Rules: Matrix steps 1-7.

    Written for the hot loop of many runs (issue 24): the fort spaces come from the state
    (``MatrixState._forts``, by colour index; a breaker is "home" on its own), a dig and an entry from
    outside ask the game for the best space by step 2's rule (``MatrixGame._best_dig``,
    ``MatrixGame._open_best``: what ``_legal_move`` allows), and only the rare fallbacks list the legal
    actions. A move's id is written out as ``encode_move`` computes it (tests/matrix/test_fingerprint.py
    and tests/play/test_fast_path.py hold the policy to the same runs as before)."""
    g = st.game
    ok = g._legal_move
    tiles = st.tiles
    pos = st.pos
    forts = st._forts
    n = g.colours
    left = len(tiles) < g.total
    # 1. onto its own fort
    if st._used & g._fort_bits:
        held = st.held
        jn, jd = jump_at.numerator, jump_at.denominator
        for b in range(n):
            f = forts[b]
            if f is None or pos[b] == f or not ok(st, b, f):
                continue
            if f in pos or not left:
                return _MOVE0 + b * CELLS + f[1] * SIZE + f[0]
            pb = g._p_break_of(g._roll_key(st, b, tiles[f], held[b], f))
            if pb.numerator * jd >= jn * pb.denominator:   # P(break) >= jump_at, in whole numbers
                return _MOVE0 + b * CELLS + f[1] * SIZE + f[0]
    # 2. dig: install the next structure beside a digger
    if left:
        best_dig = g._best_dig
        stuck = g._stays   # a breaker on a fort may not leave it (matrix_fort_exit="stays")
        for b in range(n):
            p = pos[b]
            if p is None or p == forts[b] or (stuck and tiles[p][1] == FORT):
                continue
            best = best_dig(tiles, p)
            if best is not None:
                s = best[1]
                return _MOVE0 + b * CELLS + s[1] * SIZE + s[0]
        outside = [b for b in range(n) if pos[b] is None]
        if outside:
            best = g._open_best(st)
            if best is not None:
                b = next((b for b in outside if forts[b] is None), outside[0])
                s = best[1]
                return _MOVE0 + b * CELLS + s[1] * SIZE + s[0]
        # walk a digger toward a structure beside an installable space
        inside = [b for b in range(n) if pos[b] is not None and pos[b] != forts[b]]
        near = {s for s in tiles if any(n not in tiles and g._can_install(st, n) for n in _NBRS[s])}
        for b in inside:
            step = _path_step(st, pos[b], near)
            if step is not None and ok(st, b, step):
                return encode_move(b, step)
    # 3. walk home along the shortest path (or jump from outside)
    for b in range(n):
        f = forts[b]
        if f is None or pos[b] == f:
            continue
        step = f if pos[b] is OUTSIDE else _path_step(st, pos[b], {f})
        if step is not None and ok(st, b, step):
            return encode_move(b, step)
    # 4. anything that does not take a breaker off its own fort
    legal = _breaker_moves(st)
    for a in legal:
        b = decode_move(a)[0]
        if pos[b] is None or pos[b] != forts[b]:
            return a
    return legal[0]


def _breaker_moves(st: MatrixState) -> list:
    """The legal moves of breakers (no fort moves: the named policies never move a fort)."""
    return [a for a in st.legal_actions() if a in MOVE]


def _worth(st: MatrixState, b: int) -> Fraction:
    """The mean strength change, over the breakers pawn ``b`` may stand for, against its own fort at
    distance 1 (a given breaker: its own)."""
    g = st.game
    fort = (COLOURS[b], FORT)
    if g.breakers and g.breakers[b] is not None:
        return Fraction(g._abil[b][GIVEN].strength_change(fort[0], "fort", 1))
    return Fraction(sum(g._abil[b][f].strength_change(fort[0], "fort", 1) for f in FACES), len(FACES))


def setup_choice(st: MatrixState) -> int:
    """The named policies' set-up pick (see the module doc). Rules: Matrix advanced game."""
    basic = [b for b, c in enumerate(st.team) if c == BASIC]
    good = [b for b in basic if _worth(st, b) >= 1]
    if good:
        return PICK_PAWN(good[0])
    if len(basic) == len(st.team):
        return PICK_PAWN(max(basic, key=lambda b: (_worth(st, b), -b)))
    return START_RUN(0)


def _fort_budget(st: MatrixState) -> int:
    t = st.tiles[st.where]
    return _BUDGET0 + st.held[_CI[t[0]]] if t[1] == FORT else _BUDGET0


def _lavish_budget(st: MatrixState) -> int:
    return _BUDGET0 + st.held[_CI[st.tiles[st.where][0]]]


def _fort_cost(st: MatrixState, colour: str, h: int) -> Fraction:
    """Expected failed attempts at the unbroken fort of ``colour`` by its own breaker with ``h`` power-ups."""
    b = COLOURS.index(colour)
    if b >= st.game.colours:
        return Fraction(0)
    f = next((s for s, t in st.tiles.items() if t == (colour, FORT)), None)
    if f is not None and st.pos[b] == f:
        return Fraction(0)
    p = _p_break(st, b, (colour, FORT), h, f)
    return Fraction(10) if p == 0 else (1 - p) / p


def _min_damage_budget(st: MatrixState) -> int:
    t = st.tiles[st.where]
    c = COLOURS.index(t[0])
    held = st.held[c]
    if t[1] == FORT:
        return POWER_UPS(held)
    best, best_k = None, 0
    for k in range(held + 1):
        d = st.game._roll_here(st, k)
        cost = Fraction(0)
        for o, w in d.weights().items():
            spent, broken = divmod(o, 2)
            cost += Fraction(w, d.denominator) * ((not broken) + _fort_cost(st, t[0], held - spent))
        if best is None or cost < best:
            best, best_k = cost, k
    return POWER_UPS(best_k)


def _policy(name: str, budget, jump_at: Fraction, doc: str) -> FunctionPolicy:
    def choose(st: MatrixState) -> int:
        if st.phase == "budget":
            return budget(st)
        if st.phase == "setup":
            return setup_choice(st)
        return move_choice(st, jump_at=jump_at)

    return FunctionPolicy(name, choose, doc)


@functools.lru_cache(maxsize=1)
def _policies() -> tuple:
    return (
        _policy("default", _fort_budget, _HALF, "dig and jump; jump onto its own fort at P(break) >= 1/2; "
                "power-ups only into fort challenges"),
        _policy("bold", _fort_budget, Fraction(0), "dig and jump; jump onto its own fort at once; power-ups "
                "only into fort challenges"),
        _policy("lavish", _lavish_budget, _HALF, "dig and jump; every power-up held into every challenge"),
        _policy("min_damage", _min_damage_budget, _HALF, "dig and jump; each challenge's power-ups chosen "
                "for the least expected damage now plus expected failed fort attempts later"),
    )


def named_policies():
    """name -> policy for the named Matrix policies (see the module doc). Rules: Matrix steps 1-7."""
    from types import MappingProxyType

    return MappingProxyType({p.name: p for p in _policies()})


def default_policy() -> FunctionPolicy:
    """The default policy ("dig and jump, save for forts"). Rules: Matrix steps 1-7."""
    return _policies()[0]
