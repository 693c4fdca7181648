"""Tech Travel in the whole game (Edge City 11.2.3, 11.2.2, 11.3.3, 11.4.3): game_travel."""

from __future__ import annotations

import pytest

import edgekit.edge_city as ec
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import travel as gt
from edgekit.edge_city.whole_game.game import EdgeCityState, Ripper

LINE = "T S S S B\n. S . . .\n. R . . ."   # Research Park (1, 2) is 2 grid steps from (1, 0)


def at(g, pos, cards, zones=()):
    rs = (Ripper(pos=pos, space=g.board.kind[pos], cards=cards), Ripper(pos=(4, 0), space="business_dome"))
    return EdgeCityState(rs, 0, "act", (), 2, False, g, zones=zones)


def dests(g, s, card):
    c = gt.TECH_TRAVEL.index(card)
    return {g.board.positions[A.TECH.index(a) - 24 * c] for a in s.legal_actions()
            if A.TECH0 + 24 * c <= a < A.TECH0 + 24 * (c + 1)}


def test_the_default_abilities_are_illustrative_and_labelled():
    g = ec.game(2, layout=LINE)
    assert "Tech Travel abilities (tech_travel)" in g.illustrative
    assert "ILLUSTRATIVE" in g.options["tech_travel"]
    assert all("ILLUSTRATIVE" in gt.ILLUSTRATIVE_TECH_TRAVEL[c].note for c in gt.TECH_TRAVEL)
    s = at(g, (0, 0), ("JUMP BIKE",))
    a = next(a for a in s.legal_actions() if a >= A.TECH0)
    assert "ILLUSTRATIVE ability" in s.action_label(a)


def test_jump_bike_jumps_wasteland_and_spends_no_tp():   # 11.3.3, 11.2.2
    g = ec.game(2, layout=LINE)
    s = at(g, (2, 0), ("JUMP BIKE",))
    got = dests(g, s, "JUMP BIKE")
    assert got == {(0, 0), (1, 0), (3, 0), (4, 0), (1, 1)}     # within 2 grid steps; never the start
    assert (1, 2) not in got                                   # 3 steps away
    end = s.apply(A.TECH(g.board.index[(4, 0)]))
    assert end.rippers[0].pos == (4, 0) and end.phase == "arrived"


def test_execu_lift_reaches_across_wasteland_that_transit_cannot():
    g = ec.game(2, layout=LINE)
    s = at(g, (4, 0), ("EXECU-LIFT",))
    transit = {g.board.positions[A.TRAVEL_AT.index(a)] for a in s.legal_actions() if a in A.TRAVEL_AT}
    lift = dests(g, s, "EXECU-LIFT")
    assert (1, 1) in lift and (1, 1) not in transit


def test_assault_taxi_spends_tp_and_meets_zone_cards():   # 11.2.2, 11.4.3
    g = ec.game(2, layout=LINE)
    s = at(g, (4, 0), ("ASSAULT TAXI",))
    assert dests(g, s, "ASSAULT TAXI") == set(g.board.reach((4, 0), (), tp=5))
    zones = (((3, 0), ("TOXIC WASTE",)),)
    s = at(g, (4, 0), ("ASSAULT TAXI",), zones)
    step = s.apply(A.TECH(24 + g.board.index[(1, 0)]))
    assert step.phase == "zone"                                # attacked passing through (3, 0)
    jump = at(ec.game(2, layout=LINE), (4, 0), ("JUMP BIKE",), zones)
    assert jump.apply(A.TECH(g.board.index[(2, 0)])).phase == "arrived"   # jumped over: no attack


def test_user_abilities_and_bad_input():
    g = ec.game(2, layout=LINE, tech_travel={"JUMP BIKE": gt.TechTravel(reach=1)})
    assert dests(g, at(g, (2, 0), ("JUMP BIKE",)), "JUMP BIKE") == {(1, 0), (3, 0)}
    assert "JUMP BIKE: reach 1;" in g.options["tech_travel"]
    with pytest.raises(ValueError, match="tech_travel"):
        ec.game(2, tech_travel={"HOVER BOARD": gt.TechTravel(reach=1)})
    with pytest.raises(TypeError, match="tech_travel"):
        ec.game(2, tech_travel={"JUMP BIKE": 3})
    with pytest.raises(TypeError, match="tech_travel"):
        ec.game(2, tech_travel=["JUMP BIKE"])
    with pytest.raises(ValueError, match="reach"):
        gt.TechTravel(reach=13)
    with pytest.raises(TypeError, match="spends_tp"):
        gt.TechTravel(spends_tp="yes")


def test_tech_travel_cards_are_in_the_illustrative_deck():
    g = ec.game(2)
    assert all(g.cards.tech[c] == 1 for c in gt.TECH_TRAVEL) and sum(g.cards.tech.values()) == 32
    assert all(g.cards.catalogue[c].kind == "travel" for c in gt.TECH_TRAVEL)


SQUARE = "T S S S B\n. S S . .\n. R . . ."   # (1,1) to (3,0): via (1,0) or via (2,1), then (2,0)


def test_the_player_chooses_between_routes_that_meet_different_zone_cards():   # 11.2, 11.4.3
    g = ec.game(2, layout=SQUARE)
    zones = (((1, 0), ("BIOWARE CHOP SHOP",)),)          # no TP cost (11.2.2): both routes cost 3 TP
    s = at(g, (1, 1), (), zones).apply(A.TRAVEL_AT(g.board.index[(3, 0)]))
    assert s.phase == "route" and s.current_player == 0
    assert s.legal_actions() == (A.ROUTE0, A.ROUTE(1))
    assert set(s.pending) == {((1, 1), (2, 1), (2, 0), (3, 0)), ((1, 1), (1, 0), (2, 0), (3, 0))}
    assert s.pending[0] == g.board.route((1, 1), (3, 0), zones, 0)     # the route taken before: first
    assert "the default" in s.action_label(A.ROUTE0)
    for a in s.legal_actions():
        via = s.pending[A.ROUTE.index(a)][1]
        assert s.apply(a).phase == ("zone" if via == (1, 0) else "arrived")   # met on the way (11.4.3)
        assert ("BIOWARE CHOP SHOP" in s.action_label(a)) == (via == (1, 0))
    for p in g.policies.values():
        assert p.action(s, None) == A.ROUTE0               # the named players keep the default
    with pytest.raises(ValueError):
        s.apply(A.ROUTE(2))


def test_no_route_choice_when_the_routes_meet_the_same_cards():
    g = ec.game(2, layout=SQUARE)
    assert at(g, (1, 1), ()).apply(A.TRAVEL_AT(g.board.index[(3, 0)])).phase == "arrived"
    zones = (((2, 0), ("BIOWARE CHOP SHOP",)),)            # every route passes (2, 0)
    assert at(g, (1, 1), (), zones).apply(A.TRAVEL_AT(g.board.index[(3, 0)])).phase == "zone"
