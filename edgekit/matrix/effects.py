"""What each run reading changes, as exact quantities computed through the game itself (the
headlines of :mod:`edgekit.headlines` for the Matrix run readings).

Rules: Matrix steps 1-7, components (register MX-02, MX-03, MX-07, MX-11).

On the small stacks that can be solved exactly (:func:`edgekit.matrix.exact_win`) none of these
readings changes P(win) under optimal play (tests/matrix/test_run.py shows the values), so the
headlines measure the situation each reading is about, through the game's own states and odds;
notebook ``matrix_3_chance_to_win`` gives their effect on whole runs by simulation.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from .board.grid import CENTRE, FORT, SIZE
from .whole_game.actions import tile_outcome
from .whole_game.game import decode_move, encode_move, game

__all__ = ["reading_effects"]

X, Y = CENTRE


def _state(g, tiles, pos, **kw):
    return g.new_initial_state()._with(tiles=MappingProxyType(dict(tiles)), pos=tuple(pos), **kw)


def _p_damage(s) -> Any:
    """P(brain damage) of the step a move leads to (0 when it needs no roll)."""
    if s.phase != "roll":
        return 0
    return s.chance_outcomes().p(lambda o: o % 2 == 0)


def reading_effects(reading_id: str, option: str) -> dict[str, Any]:
    """{label: exact value} for one run reading under ``option``. Rules: Matrix steps 1-7."""
    if reading_id == "matrix_reentry":
        g = game(colours=2, ice=5, bottom_ice=0, matrix_reentry=option)
        out = {}
        for t in (2, 4):
            tiles = {(X, Y): ("Suns", 1), (X + 1, Y): ("Moons", t)}
            s = _state(g, tiles, [(X, Y), None], visited=frozenset(tiles))
            out[f"P(brain damage): Suns breaker steps back onto Moons ice {t} it broke before"] = \
                _p_damage(s.apply(encode_move(0, (X + 1, Y))))
        return out
    if reading_id == "matrix_occupied_space":
        g = game(colours=2, ice=1, bottom_ice=0, matrix_occupied_space=option)
        tiles = {(X, Y): ("Moons", 1), (X + 1, Y): ("Suns", 6)}
        s = _state(g, tiles, [(X, Y), (X + 1, Y)], visited=frozenset(tiles))
        a = encode_move(0, (X + 1, Y))
        enter = a in s.legal_actions() and s.apply(a).phase == "move"
        return {"P(Suns breaker enters the Suns fort the Moons breaker holds, with no roll)": int(enter)}
    if reading_id == "matrix_powerup_supply":
        g = game(colours=1, ice=5, bottom_ice=0, matrix_powerup_supply=option)
        tiles = {(X + i, Y): ("Suns", i + 1) for i in range(5)}
        s = _state(g, tiles, [(X + 4, Y)]).apply(encode_move(0, (X + 5, Y))).apply(tile_outcome("Suns", FORT))
        n = 5 + int((X + 5, Y) in s.tokens)
        d = g.challenge_odds(("Suns", 6), 0, n)
        return {"power-ups on the sixth structure of a colour (count)": n - 5,
                "power-ups of one colour in a run (count)": n,
                "P(the Suns breaker breaks its fort with every Suns power-up in play)":
                    d.p(lambda o: o[0] == "broken"),
                "P(another colour's breaker breaks the Suns fort with every Suns power-up in play)":
                    game(colours=2, ice=5, bottom_ice=0, matrix_powerup_supply=option).challenge_odds(
                        ("Suns", 6), 1, n).p(lambda o: o[0] == "broken")}
    if reading_id == "matrix_fort_exit":
        g = game(colours=2, ice=1, bottom_ice=0, matrix_fort_exit=option)
        tiles = {(X, Y): ("Suns", 1), (X + 1, Y): ("Moons", 6)}
        s = _state(g, tiles, [None, (X + 1, Y)])
        return {"moves open to a breaker on a fort beside one structure (count)":
                sum(1 for a in s.legal_actions() if a // SIZE ** 2 == 1)}
    if reading_id == "matrix_neighbour_rule":
        g = game(colours=1, ice=5, bottom_ice=0, matrix_neighbour_rule=option)
        tiles = {(X, Y): ("Suns", 1), (X + 1, Y): ("Suns", 2), (X - 1, Y): ("Suns", 3),
                 (X, Y + 1): ("Suns", 4)}
        s = _state(g, tiles, [None])
        return {"spaces that can take a structure beside a T of four (count)":
                sum(1 for a in s.legal_actions() if decode_move(a)[1] not in tiles)}
    if reading_id == "matrix_outside_reach":
        g = game(colours=1, ice=5, bottom_ice=0, matrix_outside_reach=option)
        s = _state(g, {(X, Y): ("Suns", 1)}, [None])
        return {"spaces a breaker outside may choose with one structure installed (count)":
                len(s.legal_actions())}
    raise ValueError(f"reading_id must be one of the Matrix run readings, not {reading_id!r}")
