"""The Matrix run's hot-loop helpers (issue 24, phase 2) against brute-force oracles, at every state of
seeded runs under both neighbour rules and both outside-reach readings.

Rules: Matrix steps 1-2 (contiguous spaces, at most three neighbours: reading matrix_neighbour_rule;
where a breaker outside may go: reading matrix_outside_reach).

* ``MatrixGame._fit_count(t, s)``: the count of structures beside ``s`` when ``Grid.can_install``
  (the board module's own statement of step 2) allows a structure there, else -1;
* ``MatrixGame._best_dig(t, p)``: the least (count, space) of the empty spaces beside ``p`` that fit;
* ``MatrixGame._open_counts`` / ``_open_best``: every empty space a breaker outside may choose, with
  its count, listed by brute force over the whole window; the best is their minimum;
* the fields a state carries for the hot loop (``_used``: the installed tiles' draw ids as bits;
  ``_forts``: each colour's fort space) are those of its tiles, at every state.
"""

import pytest

from edgekit import matrix as mx
from edgekit import play
from edgekit.matrix.board.grid import CENTRE, SIZE, Grid
from edgekit.matrix.whole_game import actions as A
from edgekit.matrix.whole_game.game import _derived

READINGS = [{}, {"matrix_neighbour_rule": "new_only"}, {"matrix_outside_reach": "any_space"},
            {"matrix_neighbour_rule": "new_only", "matrix_occupied_space": "forbidden"}]


def states(g, n: int, policy):
    for log in (play.play(g, seed=s, policies=policy) for s in play.game_seeds(3, n)):
        yield log.start
        for step in log.steps:
            yield step.state


def fit_oracle(g, tiles, s) -> int:
    rule = g.readings["matrix_neighbour_rule"]
    x, y = s
    if not (0 <= x < SIZE and 0 <= y < SIZE):
        return -1
    grid = Grid._trusted(dict(tiles))
    return grid.count(s) if grid.can_install(s, rule) else -1


def open_oracle(g, st) -> list:
    """Every (count, space) a breaker outside may choose that is empty, by brute force."""
    t = st.tiles
    if st.installed >= g.total:
        return []
    if not t:
        return [(0, CENTRE)]
    window = [(x, y) for x in range(SIZE) for y in range(SIZE)]
    if g.readings["matrix_outside_reach"] == "connected":
        window = [s for s in window if any(n in t for n in ((s[0] + 1, s[1]), (s[0] - 1, s[1]),
                                                             (s[0], s[1] + 1), (s[0], s[1] - 1)))]
    return sorted((n, s) for s in window for n in (fit_oracle(g, t, s),) if n >= 0)


@pytest.mark.parametrize("kw", READINGS,
                         ids=lambda kw: ",".join(f"{k}={v}" for k, v in kw.items()) or "defaults")
def test_the_step_2_helpers_agree_with_brute_force_at_every_state(kw):
    g = mx.game(**kw)
    seen = 0
    for st in states(g, 6, play.RandomPolicy() if kw else g.policies["default"]):
        assert (st._used, st._forts) == _derived(st.tiles)
        if st.phase != "move":
            continue
        seen += 1
        t = st.tiles
        near = {n for (x, y) in t for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))} | {CENTRE}
        for s in near:
            assert g._fit_count(t, s) == fit_oracle(g, t, s), (kw, s)
        for p in st.pos:
            if p is not None:
                fits = [(fit_oracle(g, t, s), s) for s in ((p[0] + 1, p[1]), (p[0] - 1, p[1]),
                                                         (p[0], p[1] + 1), (p[0], p[1] - 1))]
                fits = [f for f in fits if f[0] >= 0]
                assert g._best_dig(t, p) == (min(fits) if fits else None)
        if g.readings["matrix_outside_reach"] == "connected" or st.installed % 8 == 0:  # the window is big
            want = open_oracle(g, st)
            assert sorted(g._open_counts(st)) == want
            assert g._open_best(st) == (want[0] if want else None)
            # and the legal moves of a breaker outside to empty spaces are exactly those
            if None in st.pos:
                b = st.pos.index(None)
                empty = sorted(s for a in st.legal_actions() if a in A.MOVE for who, s in (A.move_of(a),)
                               if who == b and s not in t)
                assert empty == sorted(s for _, s in want)
    assert seen > 50


def test_the_hot_loop_fields_follow_a_moving_fort():
    """A fort moved by an ability (MoveForts) carries its space in ``_forts``; the tiles' bits stay."""
    movers = {(c, f): mx.fort_mover() for c in mx.COLOURS for f in range(1, 7)}
    g = mx.game(advanced=True, colours=2, ice=2, bottom_ice=1, table=movers)
    moved = 0
    for log in (play.play(g, seed=s, policies=play.RandomPolicy()) for s in play.game_seeds(3, 40)):
        for step in log.steps:
            assert (step.state._used, step.state._forts) == _derived(step.state.tiles)
            moved += step.player == 0 and step.action_id in A.MOVE_FORT
    assert moved > 10
