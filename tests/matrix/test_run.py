"""Whole Matrix runs on the play layer: odds from break_outcome, samples, the stack, readings, errors.

Rules: Matrix setup, Matrix steps 1-7, Matrix advanced game; register MX-02, MX-03, MX-07, MX-11.
"""

import random
from collections import Counter
from fractions import Fraction

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from edgekit import matrix as mx
from edgekit import play, readings
from edgekit.dist import Dist
from edgekit.matrix.board.grid import CENTRE, FORT
from edgekit.matrix.whole_game.actions import POWER_UPS, tile_outcome
from edgekit.matrix.whole_game.fast import final_states
from edgekit.matrix.whole_game.game import decode_move, encode_move

X, Y = CENTRE


def walk(g, seed, policy):
    """Every state of one seeded run (the same draws as play.play)."""
    rng = random.Random(seed)
    s = g.new_initial_state()
    out = [s]
    while not s.is_terminal:
        if s.is_chance:
            d = s.chance_outcomes()
            acts = d.outcomes()
            s = s.apply(rng.choices(acts, weights=[d.weights()[a] for a in acts])[0])
        else:
            s = s.apply(policy.action(s, rng))
        out.append(s)
    return out


def reported_vs_rule(s):
    g = s.game
    t = s.tiles[s.where]
    rule = mx.break_outcome(t[1], same_colour=mx.COLOURS[s.who] == t[0], powerups=s.k,
                            advanced=g.advanced, rules=g.rules_value)
    return s.chance_outcomes(), rule.map(lambda o: 2 * o[1] + (o[0] == "broken"))


@pytest.mark.parametrize("opts", [{}, {"matrix_die": "piecepack"}, {"matrix_powerup_timing": "before_roll"},
                                  {"advanced": True, "target": 6}])
def test_every_challenge_odds_equal_break_outcome(opts):
    g = mx.game(**opts)
    seen = 0
    for seed in range(6):
        for pol in ("lavish", "min_damage"):
            for s in walk(g, seed, g.policies[pol]):
                if s.phase == "roll":
                    got, rule = reported_vs_rule(s)
                    assert got == rule
                    t = s.tiles[s.where]
                    assert s.turn().numbers["P(break)"] == mx.break_probability(
                        t[1], same_colour=mx.COLOURS[s.who] == t[0], powerups=s.k, advanced=g.advanced,
                        rules=g.rules_value)
                    seen += 1
    assert seen > 100


def test_samples_follow_reported_odds_chi_square():
    from scipy.stats import chisquare

    g = mx.game()
    counts: dict = {}
    odds: dict = {}
    for seed in range(150):
        states = walk(g, 1000 + seed, g.policies["lavish"])
        for s, nxt in zip(states, states[1:]):
            if s.phase == "roll":
                key = (s.tiles[s.where][1], mx.COLOURS[s.who] == s.tiles[s.where][0], s.k)
                odds[key] = s.chance_outcomes()
                broken = nxt.damage == s.damage
                counts.setdefault(key, Counter())[broken] += 1
    tested = 0
    for key, c in counts.items():
        n = sum(c.values())
        p = odds[key].p(lambda o: o % 2 == 1)
        if n < 60 or p in (0, 1):
            continue
        exp = [n * float(p), n * float(1 - p)]
        assert chisquare([c[True], c[False]], exp).pvalue > 1e-4, key
        tested += 1
    assert tested >= 5


def test_fort_positions_in_simulated_stacks_agree():
    """The game's draws give fort_positions() exactly, and sampled stacks agree with it."""
    g = mx.game()

    def draw(used):
        # the game's draw with the tiles ``used`` drawn (its _pool law: ice only for installs 1..top)
        return g._draw_pool((g._ice_bits if len(used) < g.top else g._all_bits) & ~sum(1 << i for i in used))

    @__import__("functools").lru_cache(maxsize=None)
    def forts_after(k, f):
        # the exact law of fort install positions from install k on, having drawn f forts (by symmetry
        # the game's draw odds depend only on how many ice and forts are left)
        if k == 24:
            return Dist.point(())
        used = frozenset(list(range(f)) and [c * 6 + 5 for c in range(f)]) | frozenset(
            c * 6 + i for c in range(4) for i in range(5)
            if c * 5 + i < k - f)
        d = draw(used)
        pf = d.p(lambda t: t % 6 == 5)
        parts = []
        if pf != 0:
            parts.append((pf, forts_after(k + 1, f + 1).map(lambda r: (k + 1,) + r)))
        if pf != 1:
            parts.append((1 - pf, forts_after(k + 1, f)))
        return Dist.mix(parts)

    assert forts_after(0, 0) == mx.fort_positions()
    rng = random.Random(5)
    seen = Counter()
    for _ in range(400):
        used, order = frozenset(), []
        while len(used) < 24:
            d = draw(used)
            t = rng.choice(d.outcomes())
            used |= {t}
            order.append(t)
        seen[tuple(i + 1 for i, t in enumerate(order) if t % 6 == 5)] += 1
    support = set(mx.fort_positions().outcomes())
    assert set(seen) <= support
    firsts = Counter(min(k) for k in seen.elements())
    from scipy.stats import chisquare

    law = mx.first_fort_position()
    cats = sorted(law.outcomes())
    assert chisquare([firsts[c] for c in cats], [400 * float(law.prob(c)) for c in cats]).pvalue > 1e-3


def test_openspiel_random_sim_test():
    import pyspiel

    from edgekit.matrix.whole_game import openspiel  # noqa: F401  (registers edgekit_matrix)

    pyspiel.random_sim_test(pyspiel.load_game("edgekit_matrix", {"colours": 2, "ice": 1, "bottom_ice": 1}),
                            num_sims=5, serialize=False, verbose=False)
    pyspiel.random_sim_test(pyspiel.load_game("edgekit_matrix"), num_sims=3, serialize=False, verbose=False)


SMALL = [dict(colours=1, ice=0, bottom_ice=0), dict(colours=1, ice=1, bottom_ice=1),
         dict(colours=2, ice=0, bottom_ice=0), dict(colours=1, ice=1, bottom_ice=0, target=1),
         # loops with no risk at all (open ice, shared spaces), and the other die and timing
         dict(colours=1, ice=1, bottom_ice=1, matrix_reentry="free"),
         dict(colours=2, ice=0, bottom_ice=0, matrix_occupied_space="forbidden", matrix_fort_exit="stays"),
         dict(colours=1, ice=1, bottom_ice=0, matrix_die="piecepack", matrix_powerup_timing="before_roll")]


@pytest.mark.parametrize("kw", SMALL)
def test_exact_against_brute_force(kw):
    g = mx.game(**kw)
    v = mx.exact_win(g)
    assert abs(float(v) - mx.value_iteration_win(g)) < 1e-9
    assert v >= play.outcome(g, g.policies["default"]).p(lambda r: r == 1)


def test_exact_closed_forms():
    # one data fort alone: the Suns breaker jumps on until it breaks (1/6 a try) or ten failures
    assert mx.exact_win(mx.game(colours=1, ice=0, bottom_ice=0)) == 1 - sympy.Rational(5, 6) ** 10
    # ... the same with a damage target t: at most t failures
    for t in (0, 3):
        assert mx.exact_win(mx.game(colours=1, ice=0, bottom_ice=0, target=t)) == \
            1 - sympy.Rational(5, 6) ** (t + 1)
    # the piecepack die: a fort cannot be broken without power-ups, and there are none to collect
    assert mx.exact_win(mx.game(colours=1, ice=0, bottom_ice=0, matrix_die="piecepack")) == 0


def test_exact_refuses_large_stacks():
    with pytest.raises(ValueError, match="max_states"):
        mx.exact_win(mx.game(), max_states=1000)


def test_end_by_brain_death_and_win():
    g = mx.game()
    ends = Counter(s.end for s in final_states(g, 60, seed=2, policy=g.policies["lavish"]))
    assert set(ends) <= {"win", "brain death"} and ends["win"] and ends["brain death"]
    for s in final_states(g, 30, seed=2, policy=g.policies["default"]):
        if s.end == "win":
            assert s.won_forts() == 4 and s.damage < 10
        else:
            assert s.damage == 10


def test_final_states_match_play_simulate():
    g = mx.game()
    pol = g.policies["default"]
    fast = final_states(g, 25, seed=9, policy=pol)
    summ = play.simulate(g, 25, seed=9, policies=pol, measure=lambda s: {"damage": s.damage, "end": s.end},
                         keep_values=True)
    assert [(s.damage, s.end) for s in fast] == [(v["damage"], v["end"]) for v in summ.values]


# ------------------------------------------------------------------ the readings, each exercised
def state(g, tiles, pos, **kw):
    from types import MappingProxyType

    base = g.new_initial_state()
    return base._with(tiles=MappingProxyType(dict(tiles)), pos=tuple(pos), **kw)


def test_reading_occupied_space():
    tiles = {(X, Y): ("Suns", 1), (X + 1, Y): ("Moons", 6)}
    for opt, legal in (("share", True), ("forbidden", False)):
        g = mx.game(colours=2, ice=1, bottom_ice=0, matrix_occupied_space=opt)
        s = state(g, tiles, [(X, Y), (X + 1, Y)], visited=frozenset(tiles))
        assert (encode_move(0, (X + 1, Y)) in s.legal_actions()) is legal
    s = state(mx.game(colours=2, ice=1, bottom_ice=0), tiles, [(X, Y), (X + 1, Y)])
    n = s.apply(encode_move(0, (X + 1, Y)))
    assert n.phase == "move" and n.pos[0] == (X + 1, Y)  # no roll


def test_reading_reentry():
    tiles = {(X, Y): ("Suns", 3), (X + 1, Y): ("Moons", 4)}
    for opt, phase in (("roll_again", "roll"), ("free", "move")):
        g = mx.game(colours=2, ice=4, bottom_ice=0, matrix_reentry=opt)
        s = state(g, tiles, [(X, Y), None], visited=frozenset(tiles))
        assert s.apply(encode_move(0, (X + 1, Y))).phase == phase


def test_reading_powerup_supply():
    # five Suns structures placed already: the sixth gets a power-up only under every_structure
    tiles = {(X + i, Y): ("Suns", i + 1) for i in range(5)}
    for opt, token in (("five_coins", False), ("every_structure", True)):
        g = mx.game(colours=1, ice=5, bottom_ice=0, matrix_powerup_supply=opt)
        s = state(g, tiles, [(X + 4, Y)]).apply(encode_move(0, (X + 5, Y)))
        assert s.phase == "draw"
        n = s.apply(tile_outcome("Suns", FORT))  # the Suns data fort
        assert ((X + 5, Y) in n.tokens) is token


def test_reading_fort_exit():
    tiles = {(X, Y): ("Suns", 1), (X + 1, Y): ("Moons", 6)}
    for opt, moves in (("may_leave", True), ("stays", False)):
        g = mx.game(colours=2, ice=1, bottom_ice=0, matrix_fort_exit=opt)
        s = state(g, tiles, [None, (X + 1, Y)])
        assert any(decode_move(a)[0] == 1 for a in s.legal_actions()) is moves


def test_reading_outside_reach():
    tiles = {(X, Y): ("Suns", 1)}
    for opt, far in (("connected", False), ("any_space", True)):
        g = mx.game(colours=1, ice=2, bottom_ice=0, matrix_outside_reach=opt)
        s = state(g, tiles, [None])
        assert (encode_move(0, (X + 5, Y + 5)) in s.legal_actions()) is far


def test_reading_neighbour_rule():
    tiles = {(X, Y): ("Suns", 1), (X + 1, Y): ("Suns", 2), (X - 1, Y): ("Suns", 3), (X, Y + 1): ("Suns", 4)}
    for opt, ok in (("every_structure", False), ("new_only", True)):
        g = mx.game(colours=1, ice=5, bottom_ice=0, matrix_neighbour_rule=opt)
        s = state(g, tiles, [None])
        assert (encode_move(0, (X, Y - 1)) in s.legal_actions()) is ok


def test_readings_move_exact_small_stack_values():
    # the headlines: each run reading, exact P(win) under optimal play on a small stack
    from edgekit import headlines

    for rid in ("matrix_occupied_space", "matrix_reentry", "matrix_powerup_supply", "matrix_fort_exit",
                "matrix_neighbour_rule", "matrix_outside_reach"):
        assert readings.get(rid).game == "Matrix" and readings.get(rid).register
        c = headlines.compare(rid)
        assert c is not None


def test_rules_value_and_keywords_agree():
    r = readings.defaults("Matrix").replace(matrix_reentry="free")
    assert mx.game(rules=r).rules["matrix_reentry"] == "free"
    assert mx.game(matrix_reentry="free").rules == mx.game(rules=r).rules


# ------------------------------------------------------------------ bad input
@pytest.mark.parametrize("kw,exc,name", [
    ({"target": 10}, ValueError, "target"), ({"target": -2}, ValueError, "target"),
    ({"target": 2.0}, TypeError, "target"), ({"target": True}, TypeError, "target"),
    ({"advanced": "yes"}, TypeError, "advanced"), ({"colours": 5}, ValueError, "colours"),
    ({"ice": "3"}, TypeError, "ice"), ({"bottom_ice": 30}, ValueError, "bottom_ice"),
    ({"advanced": True, "breakers": ["Ankara", "Nope", "Enigma", "Zion Loop"]}, ValueError, "breakers"),
    ({"breakers": ["Ankara"] * 4}, ValueError, "breakers"),
    ({"advanced": True, "breakers": "Ankara"}, TypeError, "breakers"),
    ({"pawns": "choose"}, ValueError, "pawns"),
    ({"advanced": True, "pawns": "Suns+Stars"}, ValueError, "pawns"),
    ({"advanced": True, "pawns": 3}, TypeError, "pawns"),
    ({"advanced": True, "pawns": []}, ValueError, "pawns"),
    ({"advanced": True, "colours": 2, "pawns": "Crowns"}, ValueError, "pawns"),
    ({"table": {}}, ValueError, "table"),
    ({"advanced": True, "table": {("Suns", 7): None}}, ValueError, "table"),
    ({"advanced": True, "pawns": "Suns", "breakers": [None, "Enigma", None, None]}, ValueError, "breakers"),
    ({"matrix_reentry": "sometimes"}, ValueError, "matrix_reentry"),
])
def test_bad_input(kw, exc, name):
    with pytest.raises(exc, match=name):
        mx.game(**kw)


def test_bad_actions():
    s = mx.game().new_initial_state()
    with pytest.raises(ValueError, match="action"):
        s.apply(encode_move(0, (0, 0)))
    with pytest.raises(TypeError, match="action"):
        s.apply(1.0)
    with pytest.raises(ValueError, match="action"):
        s.apply(POWER_UPS(3))


def test_breakers_data():
    bs = mx.breakers()
    assert len(bs) == 24 and len(set(b.name for b in bs)) == 24
    assert bs[0].name == "Self-Fragment LISP" and bs[-1].name == "Enigma"
    assert all(b.unknown == ("colour", "face", "ability") and b.ability is mx.UNKNOWN for b in bs)
    b = mx.breaker("Ankara").replace(ability=mx.ability(strength=1))
    assert b.unknown == ("colour", "face") and b.ability.source == "user-set"
    with pytest.raises(ValueError, match="name"):
        mx.breaker("Ankra")
    with pytest.raises(ValueError, match="n must be"):
        mx.breaker("Ankara").replace(ability=mx.ability(strength=9))
    with pytest.raises(ValueError, match="colour"):
        mx.breaker("Ankara").replace(colour="Purple")
    with pytest.raises(ValueError, match="only colour, face and ability"):
        mx.breaker("Ankara").replace(strength_bonus=1)


def test_a_given_breakers_ability_is_applied_and_an_unknown_one_is_not():
    """An unknown ability changes nothing; a strength change the reader sets shifts the breaker's
    strength in every challenge where its conditions hold (here none: always)."""
    names = ["Ankara", "Enigma", "Zion Loop", "Babylon Q"]
    plain = mx.game(advanced=True, breakers=names)
    s0 = plain.new_initial_state()
    assert s0.phase == "move" and s0.team == (7, 7, 7, 7)  # given breakers: no draw
    rule = mx.break_outcome(4, same_colour=False, advanced=True)
    assert plain._roll_pawn(s0, 0, ("Moons", 4), 0, 1) == rule.map(lambda o: 2 * o[1] + (o[0] == "broken"))
    plus2 = mx.breaker("Ankara").replace(ability=mx.ability(strength=2))
    bonus = mx.game(advanced=True, breakers=[plus2] + names[1:])
    s1 = bonus.new_initial_state()
    assert bonus._roll_pawn(s1, 0, ("Moons", 4), 0, 1) == mx.break_outcome(
        4, same_colour=False, advanced=True, strength_change=2).map(lambda o: 2 * o[1] + (o[0] == "broken"))
    # +2 on an advanced breaker of another colour against ice 4: die - 1 + 2 > 4 on 4, 5, 6
    p = mx.break_probability(4, same_colour=False, advanced=True, strength_change=2)
    assert p == sympy.Rational(1, 2)


def test_target_exceeded_ends_the_run():
    g = mx.game(target=0)
    for s in final_states(g, 20, seed=1, policy=g.policies["default"]):
        assert s.end in ("win", "over target") and (s.end != "win" or s.damage == 0)
    assert Fraction(0) == mx.game(target=0).new_initial_state().returns()[0]
    assert FORT == 6


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), opts=st.sampled_from([{}, {"matrix_neighbour_rule": "new_only"},
                                                        {"matrix_occupied_space": "forbidden"},
                                                        {"matrix_reentry": "free"}]))
def test_run_invariants(seed, opts):
    """Under random play: damage only grows, power-ups never go negative, breakers stand on structures,
    the matrix stays in one piece, and no structure ever has four neighbours (every_structure)."""
    import networkx as nx

    g = mx.game(**opts)
    states = walk(g, seed, play.RandomPolicy())
    for a, b in zip(states, states[1:]):
        assert b.damage >= a.damage and b.damage <= 10
        assert min(b.held) >= 0 and b.installed <= 24
        assert all(p is None or p in b.tiles for p in b.pos)
    end = states[-1]
    assert end.is_terminal and end.end in ("win", "brain death", "stuck")
    grid = end.grid
    if len(grid):
        assert nx.is_connected(grid.graph())
    if g.readings["matrix_neighbour_rule"] == "every_structure":
        assert all(grid.count(s) <= 3 for s in grid.tiles)


def test_exact_value_on_the_play_layer():
    assert mx.game(colours=1, ice=0, bottom_ice=0).exact_value() == 1 - sympy.Rational(5, 6) ** 10
    assert mx.game().exact_value() is None


def test_breaker_colour_must_match_its_pawn():
    names = ["Ankara", "Enigma", "Zion Loop", "Babylon Q"]
    ok = [mx.breaker("Ankara").replace(colour="Suns")] + names[1:]
    assert mx.game(advanced=True, breakers=ok).options["breakers"][0] == "Ankara"
    with pytest.raises(ValueError, match="breakers"):
        mx.game(advanced=True, breakers=[mx.breaker("Ankara").replace(colour="Arms")] + names[1:])


def test_openspiel_defaults_are_read_only():
    from edgekit.matrix.whole_game.openspiel import DEFAULTS

    with pytest.raises(TypeError):
        DEFAULTS["colours"] = 1
    assert DEFAULTS["colours"] == 4


def test_target_minus_one_is_no_target_the_one_encoding_of_none():
    from edgekit.matrix.whole_game.game import DEFAULT_PARAMS, NO_TARGET

    assert NO_TARGET == -1 == DEFAULT_PARAMS["target"] == mx.game().params["target"]
    assert mx.game(target=NO_TARGET).target is None and mx.game(target=NO_TARGET).params == mx.game().params
    assert mx.game(target=3).params["target"] == 3 and mx.game(target=0).target == 0
