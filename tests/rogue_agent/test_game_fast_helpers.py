"""The whole game's fast-path helpers (issue 24, phase 2) held to what they stand for, at every state of
seeded games: a Movement's Hire / Investigate (``actions.interrupting``) are those the Action Phase
lists; one chance law per ``actions.weights_key`` (the game keeps one Weights per key); the game's
``phases.replace`` is ``dataclasses.replace``. The seeded games themselves are pinned by the goldens and
by benchmarks/rogue_agent_fingerprint.py (200 games' final states and 40 logged games, unchanged by
the speed-ups)."""

from __future__ import annotations

import dataclasses
import functools
import random
from collections import defaultdict

import pytest

from edgekit import play
from edgekit import rogue_agent as ra
from edgekit.play import CHANCE
from edgekit.play.chance import Weights
from edgekit.rogue_agent.whole_game import actions, phases, policies
from edgekit.rogue_agent.whole_game.ids import HIRE, INVESTIGATE, NUM_ACTIONS, block_of

#: name -> (factory arguments, keyword options, seats, games)
CASES = {
    "p2 hunter v bomb_squad": ((2,), {}, ("hunter", "bomb_squad"), 10),
    "p3 networker, hire while moving, tokens kept": (
        (3,), {"hire_limit": "while_moving_extra", "investigation_tokens": "kept"},
        ("networker", "random", "hunter"), 8),
    "p4 android, hire_and_defuse": (
        (4,), {"mode": "android", "android_agent_actions": "hire_and_defuse", "damaged_side": "as_regular"},
        ("networker", "random", "bomb_squad", "trader"), 6),
}


@functools.cache
def visited(name: str) -> tuple:
    """The game of ``name`` and every state of its logged seeded games."""
    args, kw, names, n = CASES[name]
    g = ra.game(*args, **kw)
    seats = [play.RandomPolicy() if x == "random" else g.policies[x] for x in names]
    states = []
    for seed in play.game_seeds(24, n):
        log = play.play(g, seed=seed, policies=seats)
        states += [log.start] + [step.state for step in log.steps]
    return g, tuple(states)


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_movements_hire_and_investigate_are_the_action_phases(name):
    """``interrupting`` (what phase "move" offers besides a step and the stop) is exactly Hire and
    Investigate of ``action_phase_legal`` at the same state, at every Action Phase and Movement state."""
    g, states = visited(name)
    seen = defaultdict(int)
    for s in states:
        if s.phase not in ("act", "move"):
            continue
        want = tuple(x for x in (HIRE, INVESTIGATE) if x in actions.action_phase_legal(g, s))
        assert actions.interrupting(g, s) == want, (name, str(s))
        seen[s.phase, want] += 1
    assert seen["move", ()] and seen["move", (HIRE, INVESTIGATE)] and seen["act", (HIRE,)], seen


@pytest.mark.parametrize("name", sorted(CASES))
def test_one_id_at_a_time_is_membership_in_the_list(name):
    """``act_open`` / ``move_open`` (what ``is_legal`` and the named players ask in the Action Phase and a
    Movement, without listing every action) agree with membership in ``legal_actions()`` for EVERY id
    (and ids past either end) at every Action Phase and Movement state of the seeded games; the named
    players' test of an id (``policies._open_test``) too."""
    g, states = visited(name)
    ids = range(-2, NUM_ACTIONS + 3)
    seen = defaultdict(int)
    for s in states:
        if s.phase not in ("act", "move"):
            continue
        legal = set(s.legal_actions())
        one = actions.act_open if s.phase == "act" else actions.move_open
        ok = policies._open_test(g, s)
        for x in ids:
            want = x in legal
            assert one(g, s, x) == want and s.is_legal(x) == want and ok(x) == want, (name, str(s), x)
            if want:
                seen[s.phase, block_of(x).name] += 1
    # each rule said yes somewhere (and no elsewhere: every state has ids that are not legal)
    assert {"END", "MOVE", "ATTACK_CRIMINAL", "ATTACK_KILLER", "TURN_IN", "DEFUSE", "INTERCEPT", "HIRE",
            "BUY", "SEARCH", "INVESTIGATE", "ATTACK_CRIMINAL_AMMO", "ATTACK_KILLER_AMMO"} <= {
        b for ph, b in seen if ph == "act"}, dict(seen)
    assert {"END", "MOVE", "HIRE", "INVESTIGATE"} <= {b for ph, b in seen if ph == "move"}, dict(seen)


@pytest.mark.parametrize("name", sorted(CASES))
def test_one_chance_law_per_weights_key(name):
    """States with equal ``weights_key`` have the same exact odds (so one cached Weights per key is
    right), and ``chance_weights`` is the Weights of ``chance_outcomes`` at every chance state."""
    g, states = visited(name)
    law = {}
    for s in states:
        if s.current_player != CHANCE:
            continue
        ref = Weights.of(s.chance_outcomes())
        key = actions.weights_key(g, s)
        assert law.setdefault(key, ref) == ref, (name, key, str(s))
        got = s.chance_weights()
        assert got == ref and got.outcomes == ref.outcomes and got.total == ref.total, (name, str(s))
    assert len(law) > 20, len(law)


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_chance_run_plays_the_loops_steps(name):
    """``RogueAgentState._chance_run(rng, budget)`` (the fast path's run of chance steps; a Time Phase's
    draws on plain values) plays exactly what the loop plays one step at a time, each outcome
    ``chance_weights().draw(rng)`` applied, until a player decides or ``budget`` steps are made: the same
    state (equal, the same text and repr), the same number of steps, the generator left in the same state;
    budgets that stop a run in the middle of each kind of draw step included."""
    g, states = visited(name)
    stopped = set()
    for k, s in enumerate(states):
        if s.current_player != CHANCE or k % 2:
            continue
        for budget in (1, 2, 3, 4, 7, 10_000):
            fast_rng, ref_rng = random.Random(k), random.Random(k)
            got, steps = s._chance_run(fast_rng, budget)
            ref, n = s, 0
            while n < budget and ref.current_player == CHANCE:
                ref = ref._apply(ref.chance_weights().draw(ref_rng))
                n += 1
            assert (steps, got, str(got), repr(got)) == (n, ref, str(ref), repr(ref)), (name, str(s), budget)
            assert fast_rng.getstate() == ref_rng.getstate()
            stopped.add(got.phase)
    assert {"draw", "place", "timer", "card", "act"} <= stopped, stopped


def test_the_games_replace_is_dataclasses_replace():
    """Every record of the seeded games (states, tables, agents) copied with changes by the game's
    ``phases.replace`` equals the ``dataclasses.replace`` copy, field by field, and stays frozen; an
    unknown field is a TypeError naming it."""
    g, states = visited("p2 hunter v bomb_squad")
    for s in states[::7]:
        for obj, changes in ((s, {"phase": "act", "done": 1}), (s.table, {"bank": 3, "bombs": ()}),
                             (s.table.agents[0], {"pos": 2, "route": (1, 2), "fuel": 0})):
            fast, ref = phases.replace(obj, **changes), dataclasses.replace(obj, **changes)
            assert type(fast) is type(ref) and fast == ref and repr(fast) == repr(ref)
            assert all(getattr(fast, f.name) is getattr(ref, f.name) for f in dataclasses.fields(ref))
            with pytest.raises(dataclasses.FrozenInstanceError):
                fast.round = 9
    with pytest.raises(TypeError, match=r"Agent has no field\(s\) \['speed'\]"):
        phases.replace(states[0].table.agents[0], pos=1, speed=2)
