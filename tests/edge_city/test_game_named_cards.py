"""The named cards the rulebook describes in passing, in the Edge City whole game (issue 22, item 10):
what is printed is played, the rest labelled. Positions are built directly, each test citing its section.

* NO ICE ZONE (11.5.1): no ICE Attack Combat when the attacker or the defender is in its space. A Zone
  card (present in a space: only Zone cards stay on the board, 11.4.3) with no attack and no discard
  roll printed: it attacks no one and stays until an Upgrade Rip (11.4.3.2, 11.6.4).
* CHAOS ZONE (11.1): a Zone card the same way; the protection bought there is not played (neither what
  it protects from nor its price is printed: WHAT IS LEFT OUT).
* STATUS BOOST (9.1.1): drawn, it can raise Status by more than one title in a turn: offered to its
  player, it raises Status by its ILLUSTRATIVE one title for its ILLUSTRATIVE 0 DP.
* the ASSAULT TAXI fare (11.1): a ride costs DP (ILLUSTRATIVE 1 DP a ride); no fare, no ride.
"""

from __future__ import annotations

import dataclasses

import pytest

import edgekit.edge_city as ec
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import deck as gd
from edgekit.edge_city.whole_game.game import EdgeCityState, Ripper, left_out
from edgekit.edge_city.whole_game.travel import TechTravel

LINE = "T S S S B\n. S . . .\n. R . . ."   # (0,0) Tech Plex, (1,0)..(3,0) and (1,1) Sprawl, (4,0) Dome
S1, S2, S3, DOME = (1, 0), (2, 0), (3, 0), (4, 0)


def two(g, p0, p1, phase="act", zones=(), pending=()):
    return EdgeCityState((p0, p1), 0, phase, pending, 3, False, g, zones=zones)


def sprawl(pos, **kw):
    return Ripper(pos=pos, space="sprawl", **kw)


@pytest.mark.parametrize("where", ["attacker", "defender"])
def test_no_ice_zone_stops_ice_attack_combat_from_or_into_its_space(where):
    """11.5.1 exception 2: neither the attacker nor the defender in a space holding a NO ICE ZONE."""
    g = ec.game(2, layout=LINE)
    free = two(g, sprawl(S1), sprawl(S3))
    assert A.ICE(1) in free.legal_actions()
    blocked = dataclasses.replace(free, zones=(((S1 if where == "attacker" else S3), ("NO ICE ZONE",)),))
    assert A.ICE(1) not in blocked.legal_actions()
    same = two(g, sprawl(S1), sprawl(S1), zones=((S1, ("NO ICE ZONE",)),))
    assert A.SWAT(1) in same.legal_actions() and A.ICE(1) not in same.legal_actions()   # SWAT still may


@pytest.mark.parametrize("card", ["NO ICE ZONE", "CHAOS ZONE"])
def test_no_ice_zone_and_chaos_zone_are_permanent_zone_cards_that_attack_no_one(card):
    """Drawn (11.4.1), each goes on the board and stays (no discard roll printed, 11.4.3.2): no roll is
    made, the Draw goes on; a Ripper passing through meets no attack (11.4.3: none printed); the space
    then draws one card less (11.4.1)."""
    c = ec.CARDS[card]
    assert c.kind == "zone" and c.source == "reconstructed" and c.sprawl().attack is None
    assert not c.sprawl().temporary and "Upgrade Rip" in c.note
    g = ec.game(2, layout=LINE, sprawl_mix={card: 2, "SPRAWL RUMOR": 1, "OTHER": 1})
    s = two(g, sprawl(S2), sprawl(S3), phase="draw")
    names = [n for n, _ in g.cards.sprawl]
    after = s.apply(names.index(card) * len(names) + names.index("SPRAWL RUMOR"))
    enc = after   # the Zone card is met first (A before D, 11.4.2)
    assert enc.phase == "encounter" and enc.pending[0] == card and dict(enc.zones)[S2] == (card,)
    assert enc.chance_outcomes().outcomes() == [3]   # no roll: COOL kept, go on
    done = enc.apply(3)
    assert done.player == 1 and dict(done.zones)[S2] == (card,)
    assert done.rippers[0].dp == 5   # the Rumor's 2 DP
    again = dataclasses.replace(done, player=0, phase="draw")
    assert all(o < len(names) for o in again.chance_outcomes().outcomes())   # one card now (11.4.1)
    through = two(g, sprawl(S1), sprawl(DOME), zones=((S2, (card,)),)).apply(A.TRAVEL_AT(g.board.index[S3]))
    assert through.phase == "zone" and through.chance_outcomes().outcomes() == [3]   # no attack (11.4.3)
    through = through.apply(3)
    assert through.phase == "arrived" and through.rippers[0].pos == S3 and through.rippers[0].cool


def test_what_is_not_printed_is_labelled_left_out():
    """WHAT IS LEFT OUT (the game module's docstring, read by left_out()) names CHAOS ZONE's protection,
    BIOHAZARD and TRANSIT FAILURE (no text printed), the labelled values, the Upgrade Rip's limits."""
    out = [f"{part}: {what}" if part else what for part, what in left_out().rows]
    assert any("CHAOS ZONE's protection" in x and "BIOHAZARD" in x and "TRANSIT FAILURE" in x
               and "STATUS BOOST" in x and "ASSAULT TAXI's fare" in x for x in out)
    assert any(x.startswith("the Upgrade Rip (11.6.4)") for x in out)
    assert any(x.startswith("the Sprawl deck (whole_game.deck)") for x in out)
    assert not any("with replacement" in x or "`" in x or ":mod:" in x for x in out)
    assert "protection" in ec.CARDS["CHAOS ZONE"].note and "not played" in ec.CARDS["CHAOS ZONE"].note


def test_status_boost_can_raise_status_twice_in_one_turn():
    """9.1.1: one title may be bought a turn, but drawing STATUS BOOST can raise Status by more than
    one title in a turn. P0 buys a title (8 DP), Travels, draws STATUS BOOST and takes it: two titles."""
    g = ec.game(2, layout=LINE, sprawl_mix={"STATUS BOOST": 1, "OTHER": 3})
    s = two(g, sprawl(S1, dp=8), sprawl(S3))
    s = s.apply(A.BUY)
    assert s.rippers[0].level == 1 and A.BUY not in s.legal_actions()   # one title a turn (9.1.1)
    s = s.apply(A.TRAVEL_AT(g.board.index[S2])).apply(A.DRAW)
    names = [n for n, _ in g.cards.sprawl]
    s = s.apply(names.index("STATUS BOOST") * len(names) + names.index("OTHER"))
    assert s.phase == "offer" and set(s.legal_actions()) == {A.TAKE, A.DONE}
    assert s.action_label(A.TAKE) == "rise to Hacker with STATUS BOOST"
    assert "9.1.1" in s.turn().cite and "ILLUSTRATIVE" in s.turn().note
    up = s.apply(A.TAKE)
    assert up.rippers[0].level == 2 and up.rippers[0].dp == 0   # Wannabee to Hacker in one turn
    assert gd.tally(g, up)["STATUS BOOST"]["discard pile"] == 1   # then discarded
    no = s.apply(A.DONE)
    assert no.rippers[0].level == 1 and gd.tally(g, no)["STATUS BOOST"]["discard pile"] == 1
    legend = dataclasses.replace(s, rippers=(dataclasses.replace(s.rippers[0], level=4), s.rippers[1]))
    assert legend.legal_actions() == (A.DONE,)   # no title above Hacker Legend
    priced = ec.game(2, layout=LINE, sprawl_mix={"STATUS BOOST": 1}, cards=[
        ec.Card("STATUS BOOST", "boost", modifier=2, cost=8)])   # your reading of the card
    offer = two(priced, sprawl(S2, dp=7), sprawl(S3), phase="offer", pending=("STATUS BOOST",))
    assert offer.legal_actions() == (A.DONE,)   # 7 DP: cannot pay 8
    rich = dataclasses.replace(offer, rippers=(sprawl(S2, dp=8), offer.rippers[1]))
    assert rich.apply(A.TAKE).rippers[0].level == 2
    with pytest.raises(ValueError, match="9.1.1"):
        ec.Card("BOOST", "boost", modifier=0, cost=0)


def test_the_assault_taxi_fare():
    """11.1: DP pay for a ride in the ASSAULT TAXI; the fare is not printed (ILLUSTRATIVE 1 DP). A
    Ripper with less than the fare is not offered the ride; a ride takes the fare to the Bank."""
    g = ec.game(2, layout=LINE)
    assert g.tech_travel["ASSAULT TAXI"].fare == 1 and g.tech_travel["JUMP BIKE"].fare == 0
    taxi = {a for a in A.TECH if A.TECH.index(a) // A.MAX_POSITIONS == A.TECH_TRAVEL.index("ASSAULT TAXI")}

    def rides(s):
        return [a for a in s.legal_actions() if a in taxi]
    broke = two(g, sprawl(S1, dp=0, cards=("ASSAULT TAXI",)), sprawl(S3))
    assert rides(broke) == []
    s = dataclasses.replace(broke, rippers=(sprawl(S1, dp=3, cards=("ASSAULT TAXI",)), broke.rippers[1]))
    ride = rides(s)[0]
    assert "for a fare of 1 DP" in s.action_label(ride)
    assert s.apply(ride).rippers[0].dp == 2
    free = ec.game(2, layout=LINE, tech_travel={"ASSAULT TAXI": TechTravel(spends_tp=True, tp=5)})
    f = dataclasses.replace(broke, game=free)
    assert rides(f) and "fare" not in f.action_label(rides(f)[0])
    with pytest.raises(ValueError, match="fare"):
        TechTravel(fare=-1)
