"""Property: whole seeded games of Edge City keep the rulebook's rules of the turn (issue 22).

Hypothesis draws a seed, the number of players, one policy per seat (the random player and the five
named ones, mixed), the readings that decide the turn (``repeat_reset``, ``dome_pass``,
``rip_discard_roll``, ``attack_after_travel``), the Rip played roll by roll or whole, and the cards:
the default decks, or every Ripper starting with cards that print discard totals (SHRED GUN and two
Defend cards), so that 8.5.2 is met in Attack, iT and Defend Combat too. Each game is walked step by
step by the rule checker :mod:`ec_rule_checks` (beside this file), written from the rulebook and not
from the game: who may act where (6.0, 9.4.1, 11.3.2.1, 11.3.2.2, 11.5.1, 11.6, 11.7, 11.8, Chart 1.0),
what resets the repeated-attempt counter (11.6.5, 11.8.1), the W shown is the W used (8.4, 8.5.1),
cards used in a roll discarded by that roll's Win Roll (8.5.2, 11.4.7), a lost attack's DP (11.5.4.1)
and the card limits (10.3). Every breach names its section, the seed and the step.

Sizes: a game costs 0.05-0.4 s of CPU under ``play`` (2-4 players, 12 rounds) and about as much again
to check; the CI profile's 60 examples take about 15 s on one core.
"""

from __future__ import annotations

import functools
import random
import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from edgekit import edge_city as ec
from edgekit import play
from edgekit import readings as rd
from edgekit.edge_city.whole_game import actions as A

sys.path.insert(0, str(Path(__file__).parent))
import ec_rule_checks as rc  # noqa: E402

PLATE = ec.Card("SWAT PLATE +1", "tech", "hardware", "defend", "SWAT", 1, cost=2, discard=(11, 12))
SHIELD = ec.Card("ICE SHIELD +1", "tech", "software", "defend", "ICE", 1, cost=2, discard=(2, 3))
#: The Tech deck with the two Defend cards in it, so that every Ripper can start with one of each.
DISCARD_MIX = {"SHRED GUN": 4, "SWAT PLATE +1": 4, "ICE SHIELD +1": 4, "STEALTH GLOVE": 3, "SMART CARD": 2,
               "BURN": 2, "EVADE": 2, "NEURON BOOST": 2, "SWAT GUN +1": 2, "ICE CLOAK +2": 2,
               "ICE WALL +2": 2, "ICE SPIKE +1": 1, "BIO REFLEX +1": 1, "JUMP BIKE": 1}   # 32 cards (3.0)
READINGS = {"repeat_reset": ("travel_or_idle", "travel_only"), "dome_pass": ("must_rip", "may_pass"),
            "rip_discard_roll": ("stealth_roll", "first_roll"),
            "attack_after_travel": ("same_space", "anywhere"),
            "plex_pass": ("may_pass", "must_buy_or_steal"), "it_after_attack": ("kept", "spent")}


@functools.lru_cache(maxsize=64)
def made(players: int, readings: tuple, rip_steps: str, discard_cards: bool, start_dp: int = 3):
    """The game (cached: a game is immutable, and its odds caches serve every example). 12 rounds; a
    ``start_dp`` of 40 buys titles at once (8.1), so that Hacker Legends and iT attacks come early."""
    extra = {}
    if discard_cards:
        extra = {"cards": [PLATE, SHIELD], "tech_mix": DISCARD_MIX,
                 "start_cards": [("ICE SHIELD +1", "SHRED GUN", "SWAT PLATE +1")] * players}
    rules = rd.defaults("Edge City").replace(**dict(readings))
    return ec.game(players, rounds=12, rip_steps=rip_steps, start_dp=start_dp, rules=rules, **extra)


@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4),
       readings=st.fixed_dictionaries({k: st.sampled_from(v) for k, v in READINGS.items()}),
       rip_steps=st.sampled_from(("rolls", "rolls", "whole")), discard_cards=st.booleans(),
       start_dp=st.sampled_from((3, 40)), data=st.data())
def test_whole_games_keep_the_rules_of_the_turn(seed, players, readings, rip_steps, discard_cards, start_dp,
                                                data):
    g = made(players, tuple(sorted(readings.items())), rip_steps, discard_cards, start_dp)
    names = data.draw(st.lists(st.sampled_from(rc.POLICIES), min_size=players, max_size=players))
    seats = [play.RandomPolicy() if n == "random" else g.policies[n] for n in names]
    t = rc.Tally()
    p = rc.check_game(g, seed, seats, t)
    assert p.finished and t.steps == len(p.steps)
    assert all(st.action_id < g.max_chance_outcomes for st in p.steps if st.player == -1)   # OpenSpiel
    assert not t.breaches, f"{names}, {readings}, rip_steps={rip_steps}:\n" + t.report()
    assert t.checks["10.3: at most 4 hardware/bioware, 4 software and 3 ally/patron cards"] == \
        players * len(p.steps)   # every state was looked at


#: Every rule the checker knows, by its section: the fixed games below must check each at least once.
RULES = ("10.1:", "10.3:", "11.3.2.1:", "11.3.2.2 (reading dome_pass=must_rip)",
         "11.3.2.2: a Ripper who stops", "11.5.1: the attacker", "11.5.1: SWAT", "11.5.1: no ICE",
         "11.5.1, 11.7:", "11.5.4.1:", "11.6.2, 11.6.3:",
         "11.6.4: an Upgrade Rip only", "11.6.4: an Upgrade Rip removes",
         "11.6.5 (reading repeat_reset=travel_or_idle)", "11.6.5 (reading repeat_reset=travel_only)", "11.6:",
         "11.7: an eliminated", "11.7: only a Hacker Legend", "11.7: a successful iT", "11.7, 11.5.4.1:",
         "11.8.1 (reading repeat_reset=travel_or_idle)", "11.8.1 (reading repeat_reset=travel_only)", "11.8:",
         "6.0:", "8.4, 8.5.1, 8.5.2:", "8.4, 8.5.2 (reading rip_discard_roll=stealth_roll)",
         "8.4, 8.5.2 (reading rip_discard_roll=first_roll)", "8.5.2, 11.4.7:",
         "8.5.2: a card used in a Defend",
         "8.5.2: a card used in an Attack", "8.5.2: a card used in an iT", "8.5.2: a card used in a Theft",
         "8.5.2: the cards a Rip uses", "8.5.2: with no Win Roll made", "9.4.1:", "Chart 1.0 step 5",
         "Chart 1.0 step 4 (reading plex_pass=must_buy_or_steal)", "11.7 (reading it_after_attack=kept)",
         "11.7 (reading it_after_attack=spent)")


def _thief(seed: int) -> play.FunctionPolicy:
    """A player who attempts a Theft whenever one is offered, else plays at random (seeded)."""
    rng = random.Random(seed)
    return play.FunctionPolicy("thief", lambda s: A.THEFT if A.THEFT in s.legal_actions()
                               else rng.choice(s.legal_actions()))


def test_the_property_is_not_vacuous():
    """Fixed games (2-4 players, mixed seats, the discard cards, titles bought early; each reading
    option and both Rip modes in turn), played in order of their seeds until every rule of the checker
    has been checked at least once (at most 120 games; since the Sprawl deck is dealt without
    replacement a Theft that uses a card is rare), without a breach."""
    t = rc.Tally()
    for seed in range(120):
        players = 2 + seed % 3
        readings = tuple(sorted((k, v[seed % 2 if k == "repeat_reset" else seed // 2 % 2])
                                for k, v in READINGS.items()))
        g = made(players, readings, "whole" if seed % 4 == 3 else "rolls", True, 40)
        names = [rc.POLICIES[(seed + k) % len(rc.POLICIES)] for k in range(players)]
        seats = [play.RandomPolicy() if n == "random" else g.policies[n] for n in names]
        if seed % 4 == 1:   # a thief in the last seat: Thefts (11.8) are rare among the named players
            seats[-1] = _thief(seed)
        rc.check_game(g, seed, seats, t)
        if seed >= 24 and all(any(k.startswith(r) for k in t.checks) for r in RULES):
            break
    assert not t.breaches, t.report()
    missing = [r for r in RULES if not any(k.startswith(r) for k in t.checks)]
    assert not missing and len(t.checks) == len(RULES)   # and the checker knows no rule not listed here
    assert all(n > 0 for n in t.checks.values())


def test_the_checker_finds_what_it_checks():
    """The checker can fail: a state it is shown with a Pass in the Business Dome (a may_pass game
    checked as if must_rip), a counter off by one and odds without the SHRED GUN discard are breaches."""
    g = ec.game(2, dome_pass="may_pass")
    dome = g.board.layout.where("Business Dome")
    here = ec.Ripper(pos=dome, space="business_dome")
    s = ec.EdgeCityState((here, here), 0, "act", (), 2, False, g)
    t = rc.Tally()
    strict = ec.game(2)   # the default reading, must_rip: the Pass offered is a breach
    rc._decision(strict, s, 0, s.legal_actions(), (0, 1), t)
    assert t.breaches == {"11.3.2.2 (reading dome_pass=must_rip): no Pass while staying in the Business "
                          "Dome or Research Park": 1}
    counter = rc._Counter(strict)
    counter.count[0] = 1   # the checker's count says 1; the game's Rip says 0
    rip = s.apply(A.RIP("sensitive"))
    rc._repeat(strict, s, A.RIP("sensitive"), rip, (0, 2), t, counter)
    assert sum(t.breaches.values()) == 2
    sz = (2, 2)
    attack = ec.EdgeCityState((ec.Ripper(pos=sz, space="sprawl", cards=("SHRED GUN",)),
                               ec.Ripper(pos=sz, space="sprawl")), 0, "act", (), 2, False, strict)
    attack = attack.apply(A.SWAT(1))
    w = attack.turn().w
    assert rc.odds_from_w(strict, attack, w) == attack.chance_outcomes()
    assert rc.odds_from_w(strict, attack, w - 1) != attack.chance_outcomes()   # another W: other odds
