"""The Upgrade Rip in the Edge City whole game (issue 22, item 8; Edge City 11.6.4, 11.4.3.2).

Item 8: the Upgrade Rip was absent, so a permanent Zone card (no discard roll, 11.4.3.2: BIOWARE
CHOP SHOP, NO ICE ZONE, CHAOS ZONE) never left the board. Now a COOL Ripper in a Sprawl Zone, the
Business Dome or the Research Park may attempt one (``UPGRADE``) while a Zone card is on the board:
MSM 5, Black ICE (a failed ICE Defend roll costs COOL), no Patron; winning lets its player discard a
Zone card of their choice, from any space (``UNZONE``), or none. Positions are built directly.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

import edgekit.edge_city as ec
from edgekit import play
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import deck as gd
from edgekit.edge_city.whole_game import rip_steps as gr
from edgekit.edge_city.whole_game.game import EdgeCityState, Ripper

LINE = "T S S S B\n. S . . .\n. R . . ."   # (0,0) Tech Plex, (1,0)..(3,0) and (1,1) Sprawl, (4,0) Dome
SZ, FAR, DOME, PARK, PLEX = (2, 0), (1, 1), (4, 0), (1, 2), (0, 0)
CHOP = "BIOWARE CHOP SHOP"


def at(g, pos, zones=((FAR, (CHOP,)),), phase="act", level=0, **kw):
    rs = (Ripper(level=level, pos=pos, space=g.board.kind[pos], **kw),
          Ripper(pos=DOME, space="business_dome"))
    return EdgeCityState(rs, 0, phase, (), 3, False, g, zones=zones)


@pytest.mark.parametrize("pos, offered", [(SZ, True), (DOME, True), (PARK, True), (PLEX, False)])
def test_where_an_upgrade_rip_is_offered(pos, offered):
    """11.6.4: in a Sprawl Zone, the Business Dome or the Research Park, never at the Tech Plex; the
    Zone card removed need not be in the Ripper's space."""
    g = ec.game(2, layout=LINE)
    assert (A.UPGRADE in at(g, pos).legal_actions()) == offered
    assert A.UPGRADE not in at(g, pos, zones=()).legal_actions()   # nothing on the board to win


def test_after_travel_only_where_a_rip_must_be_attempted():
    """Chart 1.0: after Travel into the Business Dome or Research Park a Rip must be attempted (an
    Upgrade Rip is one, 11.3.2.2); after Travel into a Sprawl Zone: Draw or attack, no Rip."""
    g = ec.game(2, layout=LINE)
    assert A.UPGRADE in at(g, DOME, phase="arrived").legal_actions()
    assert A.UPGRADE not in at(g, SZ, phase="arrived").legal_actions()


@pytest.mark.parametrize("rip_steps", ["whole", "rolls"])
def test_its_odds_are_the_rip_track_s_with_msm_5_and_black_ice(rip_steps):
    """11.6.4: MSM 5 and Black ICE, the odds of rip_outcomes("upgrade") (those of a Super Secret Rip,
    11.6.3), with the cards held; in a Sprawl Zone no Patron is used (11.6.4 names none)."""
    g = ec.game(2, layout=LINE, rip_steps=rip_steps)
    s = at(g, SZ, level=4, cards=("STEALTH GLOVE", "SWAT PATRON +2")).apply(A.UPGRADE)
    want = ec.rip_outcomes("Hacker Legend", "upgrade", swat_stealth=2)
    assert want == ec.rip_outcomes("Hacker Legend", "super_secret", swat_stealth=2)
    if rip_steps == "whole":
        d = s.chance_outcomes()
        assert [d.prob(k) for k in range(3)] == [want["success"], want["failed_cool"], want["failed_uncool"]]
    else:
        ends = gr.rip_end_odds(g, s)
        for end in ("success", "failed_cool", "failed_uncool"):
            assert sum(p for (e, _), p in ends.items() if e == end) == want[end]
    assert s.rippers[0].cards == ("STEALTH GLOVE", "SWAT PATRON +2")   # the Patron is not used
    assert want["failed_uncool"] > 0 and ec.rip_requirements("upgrade")["black_ice"]


def test_a_won_upgrade_rip_removes_the_zone_card_chosen_from_any_space():
    """11.6.4: the winner takes a Zone card of their choice from the board and discards it; it need not
    be in the same space. A permanent Zone card (11.4.3.2) leaves the board only this way."""
    g = ec.game(2, layout=LINE, rip_steps="whole")
    zones = ((FAR, (CHOP, CHOP)), (SZ, ("TOXIC WASTE", CHOP)))   # by position, as the game keeps them
    s = at(g, DOME, zones=zones, level=4).apply(A.UPGRADE).apply(0)   # 0: the Rip succeeds
    assert s.phase == "upgrade" and s.player == 0 and s.rippers[0].attempts == 1
    choices = {s.action_label(a): a for a in s.legal_actions()}
    assert set(choices) == {"discard TOXIC WASTE from Sprawl Zone 2 (2, 0)",
                            "discard BIOWARE CHOP SHOP from Sprawl Zone 2 (2, 0)",
                            "discard BIOWARE CHOP SHOP from Sprawl Zone 4 (1, 1)",   # two copies: one choice
                            "leave every Zone card on the board"}
    before = gd.of(g, s)
    after = s.apply(choices["discard BIOWARE CHOP SHOP from Sprawl Zone 4 (1, 1)"])
    assert after.zones == ((FAR, (CHOP,)), (SZ, ("TOXIC WASTE", CHOP))) and after.player == 1
    k = g.cards.slot[CHOP]
    assert gd.of(g, after).discard[k] == before.discard[k] + 1   # to the discard pile (5.6)
    kept = s.apply(A.DONE)
    assert kept.zones == zones and kept.player == 1
    last = at(g, DOME, zones=((SZ, ("TOXIC WASTE",)),), level=4).apply(A.UPGRADE).apply(0)
    assert last.apply(A.UNZONE(2 * g.board.index[SZ])).zones == ()   # the space is empty again


def test_a_lost_upgrade_rip_costs_cool_in_data_space_and_counts_as_a_repeat():
    g = ec.game(2, layout=LINE, rip_steps="whole")
    s = at(g, SZ, level=4).apply(A.UPGRADE)
    lost = s.apply(2)   # failed, UnCOOL (Black ICE, 11.6.4)
    assert not lost.rippers[0].cool and lost.rippers[0].attempts == 1 and lost.zones == ((FAR, (CHOP,)),)
    again = dataclasses.replace(lost, player=0, phase="act", rippers=(
        dataclasses.replace(lost.rippers[0], cool=True), lost.rippers[1]))
    d = again.apply(A.UPGRADE).chance_outcomes()   # the cumulative -1 (11.6.5) applies to it too
    assert d.prob(0) == ec.rip_outcomes("Hacker Legend", "upgrade", previous_attempts=1)["success"]
    assert d.prob(0) < ec.rip_outcomes("Hacker Legend", "upgrade")["success"]


def test_the_named_players_upgrade_when_it_is_worth_it_and_remove_what_they_mind():
    """The policies (module docstring of whole_game.policies): a Hacker Legend (Upgrade success 26%
    with no card) in the Dome with a BIOWARE CHOP SHOP on the board attempts it; a Wannabee (0.1%)
    does not; after winning, the attacking card nearest goes first, the raider's a NO ICE ZONE."""
    g = ec.game(2, layout=LINE, rip_steps="whole")
    p = g.policies
    legend = at(g, DOME, level=4, dp=0)
    assert p["greedy_dp"].action(legend, None) == A.UPGRADE
    assert p["cautious"].action(legend, None) != A.UPGRADE   # 57% UnCOOL is too much for it
    assert p["greedy_dp"].action(at(g, DOME, level=0, dp=0), None) != A.UPGRADE
    assert ec.rip_outcomes("Hacker Legend", "upgrade")["success"] >= Fraction(1, 4)
    won = at(g, SZ, zones=((SZ, ("CHAOS ZONE",)), ((3, 0), ("NO ICE ZONE",)), (FAR, (CHOP,))),
             level=4, dp=0).apply(A.UPGRADE).apply(0)
    assert won.action_label(p["greedy_dp"].action(won, None)) == \
        "discard BIOWARE CHOP SHOP from Sprawl Zone 4 (1, 1)"
    assert won.action_label(p["raider"].action(won, None)) == "discard NO ICE ZONE from Sprawl Zone 3 (3, 0)"


def test_item_8_permanent_zone_cards_leave_the_board_in_played_games():
    """Over seeded games where Rippers can win Upgrade Rips (+4 Stealth each way), permanent Zone cards
    are removed (before issue 22 item 8 none ever was)."""
    strong = {"swat_stealth": 4, "ice_stealth": 4, "swat_defend": 0, "ice_defend": 0, "swat_attack": 0}
    g = ec.game(3, rounds=15, rippers=(strong,) * 3, sprawl_mix={CHOP: 3, "NO ICE ZONE": 2, "CHAOS ZONE": 2,
                                                                  "SPRAWL RUMOR": 3, "OTHER": 2})
    removed = 0
    for seed in range(4):
        line = play.play(g, seed=seed)
        removed += sum(st.result.startswith("discard ") and " from " in st.result for st in line.steps)
    assert removed > 0
