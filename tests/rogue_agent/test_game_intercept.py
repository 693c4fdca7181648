"""Intercept a Criminal with the defender's Informants, in the whole game and in interception_odds,
against an enumeration of the rule text (issue 13).

Rules: Rogue Agent: Justice: Intercept a Criminal; Hire.
"""

import itertools
from dataclasses import replace

import pytest
import sympy

import edgekit.rogue_agent as ra
from edgekit.rogue_agent.whole_game.game import INTERCEPT

FUEL = ra.ILLUSTRATIVE_MIX.values[("green", "fuel")]


def _by_the_text(informants, attacker_fuel, defender_fuel, shared, green):
    """The hand-out as the text orders it, die by die: the defender's Informant dice come out of the
    green supply (and each out of the attacker's pool of 3), the attacker pays 1 fuel a die, the
    defender buys what is left at 1 fuel a die. Returns (attacker dice, defender dice)."""
    supply = green
    mine = 0
    pool = 3
    for _ in range(informants):
        if supply:
            supply, mine = supply - 1, mine + 1
        pool = max(0, pool - 1)  # Hire: removes a die from the intercepting player's pool
    theirs = 0
    while theirs < pool and theirs < attacker_fuel and (supply or not shared):
        theirs += 1
        supply -= shared
    bought = 0
    while supply and bought < defender_fuel:
        supply, bought = supply - 1, bought + 1
    return theirs, mine + bought


def _enumerate(a, d, f):
    total = sympy.Integer(0)
    for faces in itertools.product((0, 1), repeat=a + d):
        w = sympy.Integer(1)
        for x in faces:
            w *= f if x else 1 - f
        if sum(faces[:a]) > sum(faces[a:]):  # a surviving fuel symbol of the attacker's
            total += w
    return sympy.expand(total)


@pytest.mark.parametrize("split", ["three_each", "nine_any"])
@pytest.mark.parametrize("dice", ["green_shared", "attacker_any"])
def test_interception_odds_with_informants_equal_the_enumerated_text(split, dice):
    green = 3 if split == "three_each" else 9
    for informants, af, df in itertools.product(range(5), range(5), (0, 1, 3, 9)):
        got = ra.interception_odds(informants, fuel=FUEL, attacker_fuel=af, defender_fuel=df,
                                   intercept_dice=dice, special_dice_split=split)
        a, d = _by_the_text(informants, af, df, dice == "green_shared", green)
        assert (got["attacker_dice"], got["defender_dice"]) == (a, d), (informants, af, df)
        assert got["p"] == _enumerate(a, d, FUEL)


def test_each_informant_takes_a_die_from_the_interceptor():
    p = [ra.interception_odds(i, fuel=FUEL, attacker_fuel=3, defender_fuel=0)["p"] for i in range(4)]
    assert p == sorted(p, reverse=True) and p[3] == 0  # three Informants: no die left to intercept with
    assert [ra.attacker_pool(i) for i in range(5)] == [3, 2, 1, 0, 0]
    for row in ra.allocations(2, intercept_dice="attacker_any", special_dice_split="nine_any"):
        assert row["attacker_dice"] <= 1 and row["informant_dice"] == 2
    for bad, err in ((-1, ValueError), (True, TypeError), (1.0, TypeError), ("2", TypeError)):
        with pytest.raises(err, match="informants"):
            ra.attacker_pool(bad)


def _at_act(g):
    s = g.new_initial_state()
    while s.phase != "act":
        s = s.apply(s.chance_outcomes().outcomes()[0])
    return s


@pytest.mark.parametrize("informants", [0, 1, 2])
def test_the_game_hands_the_informant_dice_to_the_defender(informants):
    g = ra.game(2)
    s = _at_act(g)
    i, t = s.actor, s.table
    j = 1 - i
    here = t.agents[i].pos
    agents = list(t.agents)
    agents[i] = replace(agents[i], fuel=3)
    agents[j] = replace(agents[j], pos=here, fuel=1, custody=((1, 2, 0),))
    slots = ((here, (j,) * informants),) if informants else ()
    t = replace(t, agents=tuple(agents), informants=slots, criminals=(), bombs=(), killers=())
    s = replace(s, table=t)
    assert INTERCEPT in s.legal_actions()
    s = s.apply(INTERCEPT)
    odds = ra.interception_odds(informants, fuel=FUEL, attacker_fuel=3, defender_fuel=1)
    assert s.pending[2:4] == (3 - informants, informants)  # three green dice (three_each): none left to buy
    assert s.chance_outcomes().prob(0) == odds["p"] == _enumerate(*s.pending[2:4], FUEL)
    assert s.table.agents[i].fuel == informants  # 1 fuel a die taken
    assert "intercept player" in s.turn().action
