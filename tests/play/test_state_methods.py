"""Issue 19: every state method of every game refuses what is not legal, naming the argument.

The contract is the :class:`edgekit.play.State` docstring; ``state_probe.py`` (beside this file) is the
harness that checks it (run it as a script for the counts over many more states).
"""

import math
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from edgekit import edge_city, matrix, play, rogue_agent
from edgekit.play import CHANCE, TERMINAL

sys.path.insert(0, str(Path(__file__).parent))
import state_probe  # noqa: E402
from toy_games import Race  # noqa: E402


@pytest.mark.parametrize("name", sorted(state_probe.GAMES))
def test_every_state_method_answers_only_legal_questions(name):
    # a sample of the states of three seeded random games, the terminal ones included, each asked
    # every public method with legal and odd arguments (about 150 calls a state)
    t = state_probe.Tally()
    state_probe.walk(state_probe.GAMES[name], name, 3, t, seed=19, max_states=12)
    assert t.states >= 6 and t.calls > 60 * t.states
    assert t.total == 0, "\n".join(f"[{k}] {w}: {n} e.g. {t.examples[k, w]}"
                                   for (k, w), n in sorted(t.violations.items()))


def _first(game, seed, test, policies=None):
    """The first state of a seeded playthrough (the start, then each step's result) passing ``test``."""
    p = play.play(game, seed=seed, policies=policies)
    for s in (p.start, *(step.state for step in p.steps)):
        if test(s):
            return s
    raise AssertionError("no such state in this playthrough")


def test_issue_examples_action_label():
    # Matrix and Rogue Agent labelled any integer: 2199 at the Matrix's first state, nan at a timer
    s = matrix.game().new_initial_state()
    with pytest.raises(ValueError, match=r"action 2199 is not legal here"):
        s.action_label(2199)
    with pytest.raises(ValueError, match="action"):
        s.apply(2199)
    timer = _first(rogue_agent.game(2), 1, lambda s: s.phase == "timer")
    assert timer.is_chance
    for bad in (math.nan, 1.5, "3", None, True):
        with pytest.raises(TypeError, match="action"):
            timer.action_label(bad)
    with pytest.raises(ValueError, match="action 99 is not a possible chance outcome"):
        timer.action_label(99)
    assert [timer.action_label(o) for o in timer.chance_outcomes().outcomes()][0].startswith("Timer ")


def test_an_action_id_legal_in_another_phase_is_refused():
    # a Rogue Agent id means different things in different phases: 17 is "roll again" at a Defuse
    # decision and DEFUSE in the Action Phase; neither is an outcome of the police die
    g = rogue_agent.game(2)
    s = g.new_initial_state()
    assert s.phase == "police" and 17 not in s.chance_outcomes()
    with pytest.raises(ValueError, match="action 17"):
        s.action_label(17)
    # the Bomb: a chance roll id is not a board to lay out, and nothing is legal once it is over
    b = _first(rogue_agent.bomb_game(2, 4), 3, lambda s: s.phase == "place")
    with pytest.raises(ValueError, match="action"):
        b.apply(max(b.legal_actions()) + 1)
    over = _first(rogue_agent.bomb_game(2, 4), 3, lambda s: s.is_terminal)
    for m in (over.apply, over.action_label):
        with pytest.raises(ValueError, match="action 0 given, but the game is over"):
            m(0)


@pytest.mark.parametrize("make", [
    lambda: edge_city.rip_game("Wannabee", "sensitive"), lambda: rogue_agent.bomb_game(2, 4),
    lambda: matrix.game(), lambda: edge_city.game(players=2, rounds=2), lambda: rogue_agent.game(2)],
    ids=["rip", "bomb", "matrix", "edge_city", "rogue_agent"])
def test_observation_takes_a_seat(make):
    # observation(99), (None) and ('0') were answered in the Rip, Bomb, Matrix and Edge City games
    g = make()
    s = g.new_initial_state()
    assert [isinstance(s.observation(p), str) for p in range(g.players)] == [True] * g.players
    for bad in (99, -1, g.players):
        with pytest.raises(ValueError, match=rf"player must be a seat from 0 to {g.players - 1}"):
            s.observation(bad)
    for bad in (None, "0", True, 0.0):
        with pytest.raises(TypeError, match="player"):
            s.observation(bad)


@pytest.mark.parametrize("make", [
    lambda: matrix.game(colours=1, ice=1, bottom_ice=0), lambda: matrix.game(),
    lambda: edge_city.rip_game("Wannabee", "sensitive"), lambda: rogue_agent.bomb_game(2, 4),
    lambda: edge_city.game(players=2, rounds=2), lambda: rogue_agent.game(2)],
    ids=["matrix_small", "matrix", "rip", "bomb", "edge_city", "rogue_agent"])
def test_turn_at_a_terminal_state_is_a_value_error(make):
    # a terminal Matrix state's turn() raised KeyError: None
    p = play.play(make(), seed=5)
    end = p.state
    assert end.is_terminal and end.legal_actions() == ()
    with pytest.raises(ValueError, match="the game is over"):
        end.turn()
    with pytest.raises(ValueError):
        end.chance_outcomes()
    assert len(end.returns()) == end.game.players and end.observation(0) and str(end)


def test_the_unchecked_apply_gives_the_same_games():
    # simulate's fast loop may call State._apply; for actions a policy or the dice chose, it plays
    # exactly what apply plays (the same states, so the same seeded games)
    for g in (rogue_agent.game(2), matrix.game(), edge_city.rip_game("Hacker", "secret"),
              rogue_agent.bomb_game(3, 6)):
        for step in play.play(g, seed=7).steps:
            before = step.state
            if not before.is_terminal:
                acts = before.legal_actions() or tuple(before.chance_outcomes().outcomes())
                assert before.apply(acts[0]) == before._apply(acts[0])


def test_a_copied_state_gathers_its_own_legal_actions():
    # Rogue Agent's hot path copies a state's __dict__ to change it; the set of legal actions kept
    # in a state must not travel with the copy (found by the probe: a chance outcome was refused)
    g = Race()
    s = g.new_initial_state()
    assert s._allowed() == {0, 1}
    rolling = object.__new__(type(s))
    rolling.__dict__.update(s.__dict__)
    rolling.__dict__["rolling"] = True
    assert rolling.is_chance and rolling._allowed() == {1, 2, 3}
    assert rolling.apply(3).totals == (3, 0) and s._allowed() == {0, 1}


def test_huge_and_odd_action_ids_have_short_messages():
    s = edge_city.rip_game("Wannabee", "sensitive").new_initial_state()
    with pytest.raises(ValueError, match="action -an int of 16,610 bits is not"):
        s.apply(-(10**5000))

    class Broken:
        def __repr__(self):
            raise RuntimeError("no repr")

    with pytest.raises(TypeError, match="action must be a whole number .* not a Broken"):
        s.action_label(Broken())


_GAMES = {"bomb": rogue_agent.bomb_game(2, 4), "rip": edge_city.rip_game("Hacker", "secret",
                                                                         second_chance="optional"),
          "matrix": matrix.game(colours=2, ice=2, bottom_ice=1)}


@given(name=st.sampled_from(sorted(_GAMES)), seed=st.integers(0, 2**32), depth=st.integers(0, 40),
       x=st.one_of(st.integers(-3, 200), st.integers(), st.floats(allow_nan=True), st.booleans(), st.none(),
                   st.text(max_size=2)))
def test_apply_accepts_exactly_the_legal_actions(name, seed, depth, x):
    import random

    g, rng = _GAMES[name], random.Random(seed)
    s = g.new_initial_state()
    for _ in range(depth):
        if s.is_terminal:
            break
        acts = s.legal_actions() if s.current_player >= 0 else tuple(s.chance_outcomes().outcomes())
        s = s.apply(acts[rng.randrange(len(acts))])
    p = s.current_player
    legal = (() if p == TERMINAL else tuple(s.chance_outcomes().outcomes()) if p == CHANCE
             else s.legal_actions())
    if isinstance(x, bool) or not isinstance(x, int):
        with pytest.raises(TypeError, match="action"):
            s.apply(x)
    elif x in legal:
        assert s.apply(x) == s._apply(x) and isinstance(s.action_label(x), str)
    else:
        with pytest.raises(ValueError, match="action"):
            s.action_label(x)


def test_unchecked_steps_between_checked_ones_keep_each_legal_set_right():
    # Rogue Agent copies a state's __dict__ to change it, so a state made by an unchecked _apply
    # carries its parent's legal set; a copy of that copy may be placed where the parent was freed
    # (an id tag was fooled by that; a weak reference to the state is not). Dice unchecked, policy
    # actions checked, as a fast loop might do, must give the same games as apply everywhere.
    import random

    g = rogue_agent.game(2)
    for seed in range(12):
        ends = []
        for unchecked in (False, True):
            rng, s = random.Random(seed), g.new_initial_state()
            while not s.is_terminal:
                if s.is_chance:
                    d = s.chance_outcomes().outcomes()
                    s = (s._apply if unchecked else s.apply)(d[rng.randrange(len(d))])
                else:
                    acts = s.legal_actions()
                    s = s.apply(acts[rng.randrange(len(acts))])
            ends.append(s)
        assert ends[0] == ends[1]
