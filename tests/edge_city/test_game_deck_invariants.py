"""The card invariants of the Edge City whole game over many seeded games (issue 22, items 8-10).

Each hypothesis example plays one seeded game (2-4 players, random or named players, the default
80-card deck or a small deck that runs out and is reshuffled many times, several readings) and
checks, at every state:

* conservation (5.6, 10.2, 11.7): every card of the Sprawl deck is in exactly one place, the draw
  pile, the discard pile, being acted upon, on the board, held, or removed with an eliminated Ripper,
  and the places add up to the deck's count (``deck.tally``); no place is negative;
* no card is held or on the board more times than the two decks hold it (the defect of item 9: two
  CYBER LEPER-VIRUS from a deck of one), and the Tech deck never lends more copies than it has;
* a Ripper's Sprawl-deck marks are cards it holds;
* the possession limits of 10.3 hold for every Ripper in play; a city space holds at most two Zone
  cards (11.4.3), each a Zone card of the deck;
* the Upgrade Rip (11.6.4) is offered only in a Sprawl Zone, the Business Dome or the Research Park,
  while a Zone card is on the board; a won Upgrade Rip removes exactly the Zone card chosen, from its
  space, and puts it in the discard pile, and nothing else on the board moves.

Sizes: a 12-round game costs about 0.15 s and its checks as much; the CI profile plays 60 games.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

import edgekit.edge_city as ec
from edgekit import play, readings
from edgekit.edge_city.cards.catalogue import LIMITS
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import deck as gd
from edgekit.edge_city.whole_game.cards import available, counts, unzone_of

#: a small deck with every kind of card: it runs out every few rounds (the reshuffle of 5.6), and its
#: permanent Zone cards fill the board (the Upgrade Rip's work)
SMALL = {"TOXIC WASTE": 2, "BIOWARE CHOP SHOP": 2, "NO ICE ZONE": 1, "CHAOS ZONE": 1, "SPRAWL RUMOR": 2,
         "ICE EVENT +3": 1, "STATUS BOOST": 1, "CYBER LEPER-VIRUS": 1, "ICE ENTITY": 1, "SWAT ALLY +2": 1,
         "BURN": 1, "STEALTH GLOVE": 1, "iT": 1, "OTHER": 1}
#: Rippers with +4 Stealth SWAT and ICE: their Upgrade Rips succeed now and then
STRONG = {"swat_stealth": 4, "ice_stealth": 4, "swat_defend": 2, "ice_defend": 2, "swat_attack": 2}
NAMED = ("cautious", "greedy_dp", "rip_first", "greedy_buyer", "raider")


def check_state(g, s) -> None:
    """Every card invariant of the module docstring at state ``s`` (AssertionError naming the card)."""
    cat = g.cards.catalogue
    for name, places in gd.tally(g, s).items():
        assert all(k >= 0 for k in places.values()), (name, places)
        assert sum(places.values()) == g.cards.mix.get(name, 0), (name, places)
    held = Counter(h for r in s.rippers for h in r.cards)
    board = Counter(c for _, cs in s.zones for c in cs)
    for name in held | board:
        assert held[name] + board[name] <= g.cards.mix.get(name, 0) + g.cards.tech.get(name, 0), name
    for name in g.cards.tech:
        assert available(g, s, name) >= 0, name
    for r in s.rippers:
        for name in set(r.sprawl):
            assert r.sprawl.count(name) <= (r.it if name == "iT" else r.cards.count(name)), (name, r)
        if r.alive:
            for grp, k in counts(cat, r.cards, r.it, g.rules).items():
                assert k <= LIMITS[grp], (grp, r)   # 10.3
    for _, cs in s.zones:
        assert 1 <= len(cs) <= 2 and all(cat[c].kind == "zone" for c in cs)   # 11.4.3


def check_step(g, before, action, after) -> None:
    """The Upgrade Rip's invariants on one step (11.6.4)."""
    if not before.is_chance and A.UPGRADE in before.legal_actions():
        r = before.rippers[before.player]
        assert r.space in ("sprawl", "business_dome", "research_park") and r.cool and before.zones
        assert before.phase in ("act", "arrived") and (before.phase == "act" or r.space != "sprawl")
    if before.phase == "upgrade" and action != A.DONE:
        pos, j = unzone_of(g, action)
        name = dict(before.zones)[pos][j]
        left = (Counter(c for _, cs in before.zones for c in cs)
                - Counter(c for _, cs in after.zones for c in cs))
        assert left == Counter({name: 1})
        assert sorted(dict(after.zones).get(pos, ())) == sorted(
            c for k, c in enumerate(dict(before.zones)[pos]) if k != j)
        assert {p: cs for p, cs in after.zones if p != pos} == {p: cs for p, cs in before.zones if p != pos}
        k = g.cards.slot[name]
        assert gd.of(g, after).discard[k] == gd.of(g, before).discard[k] + 1   # to the discard pile


def play_checked(g, seed, policies) -> Counter:
    """Play one seeded game, checking every state and step; what happened, counted."""
    line = play.play(g, seed=seed, policies=policies)
    seen = Counter()
    before = line.start
    check_state(g, before)
    for step in line.steps:
        check_state(g, step.state)
        check_step(g, before, step.action_id, step.state)
        seen[before.phase] += 1
        if gd.of(g, step.state).to_draw > gd.of(g, before).to_draw:
            seen["reshuffle"] += 1
        before = step.state
    return seen


@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), small=st.booleans(),
       named=st.booleans(), strong=st.booleans(),
       reshuffle=st.sampled_from(["when_empty", "when_needed"]),
       board_cards=st.sampled_from(["once", "again"]), rip_steps=st.sampled_from(["rolls", "whole"]),
       trading=st.sampled_from(["none", "offers"]), it_limit=st.sampled_from(["separate", "software"]))
def test_every_card_is_somewhere_once_and_the_limits_hold(seed, players, small, named, strong, reshuffle,
                                                          board_cards, rip_steps, trading, it_limit):
    rules = readings.defaults("Edge City").replace(
        sprawl_reshuffle=reshuffle, board_cards_on_draw=board_cards, ripper_trading=trading,
        it_limit=it_limit)
    g = ec.game(players, rounds=12, rip_steps=rip_steps, sprawl_mix=SMALL if small else None,
                rippers=(STRONG,) * players if strong else None, rules=rules)
    policies = [g.policies[NAMED[(seed + k) % len(NAMED)]] for k in range(players)] if named else None
    play_checked(g, seed, policies)


def test_the_checks_see_reshuffles_and_won_upgrade_rips():
    """The property reaches what it checks: over a few small-deck games the pile is reshuffled and
    Upgrade Rips are won (so the checks of check_step run), and a broken state is caught."""
    g = ec.game(3, rounds=15, sprawl_mix=SMALL, rippers=(STRONG,) * 3)
    seen = Counter()
    for seed in range(6):
        seen += play_checked(g, seed, None)
    assert seen["reshuffle"] > 0 and seen["upgrade"] > 0, seen
    s = play.play(g, seed=0).state
    import dataclasses
    bad = dataclasses.replace(s, rippers=(dataclasses.replace(s.rippers[0], cards=("CYBER LEPER-VIRUS",) * 2,
                                                              sprawl=("CYBER LEPER-VIRUS",) * 2),
                                          *s.rippers[1:]))
    try:
        check_state(g, bad)
    except AssertionError:
        pass
    else:
        raise AssertionError("a Ripper holding two CYBER LEPER-VIRUS from a deck of one went unseen")
