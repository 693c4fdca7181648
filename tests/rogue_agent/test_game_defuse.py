"""A Defuse played wire by wire inside the whole game of Rogue Agent: every roll, the stop decision
and the Stability check are steps whose odds come from the Bomb module (issue 13).

Rules: Rogue Agent: Defuse a Bomb (Unplugging wires; Stability check).
"""

from dataclasses import replace
from fractions import Fraction
from math import factorial

import pytest
import sympy

import edgekit.rogue_agent as ra
from edgekit import play
from edgekit.rogue_agent.bomb.actions import ROLL, roll_outcome
from edgekit.rogue_agent.whole_game import ids
from edgekit.rogue_agent.whole_game.ids import DEFUSE, DEFUSE_ROLL, DEFUSE_STOP, END

F = ra.ILLUSTRATIVE_FACES
C, E = sympy.Rational(F["cross"]), sympy.Rational(F["explosion"])


def _at_act(g):
    s = g.new_initial_state()
    while s.phase != "act":
        s = s.apply(s.chance_outcomes().outcomes()[0])
    return s


def _one_defuse(g, timer):
    """The actor's Action Phase with one Bomb (Timer ``timer``) where its Agent stands, nothing else."""
    s = _at_act(g)
    t = s.table
    here = t.agents[s.actor].pos
    t = replace(t, bombs=((here, timer),), killers=(), criminals=())
    return replace(s, table=t).apply(DEFUSE)


def _multinomial(d, x, y):
    q = 1 - C - E
    ways = sympy.Integer(factorial(d)) / (factorial(x) * factorial(y) * factorial(d - x - y))
    return ways * C**x * E**y * q**(d - x - y)


def _end(before, after, i):
    """How the Defuse ended: "defused", "exploded" or "neither", and the Bomb's timer left (or None)."""
    if after.table.exploded > before.table.exploded:
        return "exploded", None
    if not after.table.bombs:
        assert after.table.agents[i].influence == before.table.agents[i].influence + 2  # Successful defusing
        return "defused", None
    return "neither", after.table.bombs[0][1]


def _law(s0, policy):
    """The exact law of (end, timer left) of the Defuse at ``s0`` when ``policy`` decides (enumeration)."""
    memo = {}

    def go(s):
        if s.phase != "defuse":
            return {_end(s0, s, s0.actor): sympy.Integer(1)}
        key = s.pending[2]
        if key in memo:
            return memo[key]
        if s.current_player == s.actor:
            out = go(s.apply(policy.action(s, None)))
        else:
            law, out, again = s.chance_outcomes(), {}, 0
            for o in law.outcomes():
                s2 = s.apply(o)
                b2 = s2.pending[2] if s2.phase == "defuse" else None
                if b2 is not None and b2.phase == "decide" and b2.board == key.board and \
                        policy.action(s2, None) == DEFUSE_ROLL:
                    again += law.prob(o)  # nothing placed and the player rolls again: the same roll
                    continue
                for k, v in go(s2).items():
                    out[k] = out.get(k, 0) + law.prob(o) * v
            out = {k: v / (1 - again) for k, v in out.items()}
        memo[key] = out
        return out
    return go(s0)


def _bomb_law(bg):
    """The same law played in bomb_game itself under its optimal policy (the one place of the rules)."""
    opt = bg.policies["optimal"]
    memo = {}

    def go(b):
        if b.is_terminal:
            left = ra.timer_after(bg.timer, b.board) if b.end == "neither" else None
            return {(b.end, left): sympy.Integer(1)}
        if b in memo:
            return memo[b]
        if b.current_player == 0:
            out = go(b.apply(opt.action(b, None)))
        else:
            law, out, again = b.chance_outcomes(), {}, 0
            for o in law.outcomes():
                b2 = b.apply(o)
                if b2.phase == "decide" and b2.board == b.board and opt.action(b2, None) == ROLL:
                    again += law.prob(o)
                    continue
                for k, v in go(b2).items():
                    out[k] = out.get(k, 0) + law.prob(o) * v
            out = {k: v / (1 - again) for k, v in out.items()}
        memo[b] = out
        return out
    return go(bg.new_initial_state())


@pytest.mark.parametrize("timer", [1, 3, 5])
def test_the_game_defuse_value_under_the_named_policies_is_solve_defuse(timer):
    g = ra.game(2)
    s0 = _one_defuse(g, timer)
    sol = ra.solve_defuse(timer, cross=F["cross"], explosion=F["explosion"])
    for name in ("bomb_squad", "hunter", "turtle"):
        law = _law(s0, g.policies[name])
        p = {e: sum(v for (k, _), v in law.items() if k == e) for e in ("defused", "exploded", "neither")}
        assert sympy.simplify(sum(law.values()) - 1) == 0
        assert sympy.simplify(p["defused"] - sol.defused) == 0
        assert sympy.simplify(p["exploded"] - sol.exploded) == 0
        assert sympy.simplify(p["neither"] - sol.neither) == 0
    # the timer a stopped, undefused attempt leaves: as bomb_game lays the same attempt out
    assert law == _bomb_law(g.defuse_game(timer))
    assert any(k[0] == "neither" and k[1] < timer for k in law) or timer == 1


def test_every_roll_and_every_check_is_a_step_with_the_bomb_modules_odds():
    g = ra.game(2)
    seen = set()
    for seed in range(4):
        p = play.play(g, seed=seed, policies=[g.policies["bomb_squad"], g.policies["bomb_squad"]])
        before = [p.start] + [st.state for st in p.steps[:-1]]  # a step's ``state`` is the one after it
        for step, s in zip(p.steps, before):
            if s.phase != "defuse":
                continue
            bs = s.pending[2]
            if bs.phase == "roll":
                d = bs.game._left(bs.board)
                assert step.action.endswith(f"roll the {d} special dice not on the Bomb board")
                for label, q in step.odds.items():
                    words = label.replace(",", "").split()
                    assert q == _multinomial(d, int(words[0]), int(words[2]))
                assert sum(step.odds.values()) == 1
                seen.add("roll")
            elif bs.phase == "check":
                pp = ra.stability_check_probability(bs.check_dice, cross=F["cross"], explosion=F["explosion"])
                assert step.odds["passes"] == pp
                assert step.computed["P(pass)"] == pp
                seen.add("check")
            else:  # the player's decision: the exact optimal stop rule of solve_defuse
                assert bs.phase == "decide" and s.legal_actions() == (DEFUSE_STOP, DEFUSE_ROLL)
                sol = bs.game.solution()
                assert step.action_id == (DEFUSE_STOP if sol.should_stop(bs.board) else DEFUSE_ROLL)
                seen.add("decide")
    assert seen == {"roll", "check", "decide"}


def test_the_decision_is_the_players_and_a_random_player_may_roll_on():
    g = ra.game(2)
    s = _one_defuse(g, 6)
    assert s.current_player == play.CHANCE
    s = s.apply(roll_outcome(1, 1, dice=9))  # 1 cross and 1 explosion of the 9 dice: one column, E then C
    assert s.current_player == s.actor and s.pending[2].board == ((1, 1),)
    assert s.legal_actions() == (END, DEFUSE)
    assert "stop" in s.action_label(END) and "roll" in s.action_label(DEFUSE)
    assert "defusing: board" in str(s) and "edgekit-bomb-board" in s.picture()
    with pytest.raises(ValueError):
        s.apply(ids.MOVE(0))  # a move is not a choice here
    with pytest.raises(ValueError):
        s.chance_outcomes()
    rolled = s.apply(DEFUSE_ROLL)
    assert rolled.phase == "defuse" and rolled.pending[2].phase == "roll"


def test_neither_lowers_the_timer_and_a_new_attempt_starts_from_it():
    from edgekit.rogue_agent.whole_game.actions import resolve_defuse

    g = ra.game(2)
    s = _one_defuse(g, 4)
    d = s.pending[0]
    after = resolve_defuse(g, replace(s, pending=(d, 4)), 2, 2)
    assert after.table.bombs == ((d, 2),) and after.phase == "act"
    nxt = replace(after, table=replace(after.table, agents=tuple(
        replace(a, defused=0) for a in after.table.agents))).apply(DEFUSE)
    assert nxt.pending[2].game.timer == 2 and nxt.pending[2].board == ()


def test_defuse_game_bad_input():
    g = ra.game(2)
    assert g.defuse_game(3).solution().defused == ra.solve_defuse(3, cross=F["cross"],
                                                                 explosion=F["explosion"]).defused
    for bad, err in ((0, ValueError), (7, ValueError), (True, TypeError), ("3", TypeError), (2.0, TypeError)):
        with pytest.raises(err, match="timer"):
            g.defuse_game(bad)


def test_fraction_faces_are_exact():
    assert isinstance(F["cross"], (Fraction, sympy.Rational))
