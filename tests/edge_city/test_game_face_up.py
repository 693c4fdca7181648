"""Concealed cards (Edge City 12.2): the player chooses its face-up cards at the start of its turn."""

from __future__ import annotations

import pytest

import edgekit.edge_city as ec
from edgekit import readings
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import hidden as gh
from edgekit.edge_city.whole_game.game import PASS, EdgeCityState, Ripper

LINE = "T S S S B\n. S . . .\n. R . . ."
SOFT = ("EVADE", "ICE CLOAK +1", "ICE WALL +2")


def game(option="concealed"):
    return ec.game(2, layout=LINE, rules=readings.defaults("Edge City").replace(concealed_cards=option))


def turn_start(g, cards, cool=True):
    rs = (Ripper(pos=(2, 0), space="sprawl"), Ripper(pos=(3, 0), space="sprawl", cards=cards, cool=cool))
    return EdgeCityState(rs, 0, "act", (), 2, False, g).apply(PASS)   # P1's turn begins


def test_the_choice_is_offered_at_the_start_of_the_turn_and_changes_what_others_see():
    g = game()
    s = turn_start(g, SOFT + ("SWAT GUN +1",))
    assert s.phase == "faceup" and s.current_player == 1 and s.pending == ("software",)  # one hardware card
    assert {g.cards.names[A.SHOW.index(a)] for a in s.legal_actions()} == set(SOFT)
    assert "EVADE" in s.observation(0) and "ICE WALL +2" not in s.observation(0)   # first by name so far
    t = s.apply(A.SHOW(g.cards.index["ICE WALL +2"]))
    assert t.phase == "act" and "ICE WALL +2" in t.observation(0) and "EVADE" not in t.observation(0)
    assert gh.face_up(g, t.rippers[1]) == {"ICE WALL +2", "SWAT GUN +1"}


def test_an_uncool_ripper_chooses_then_rolls_to_regain():   # 12.2 and 9.4.1: both at the turn's start
    s = turn_start(game(), SOFT, cool=False)
    assert s.phase == "faceup" and s.apply(s.legal_actions()[0]).phase == "regain"


def test_no_step_when_every_card_is_face_up_or_there_is_no_choice():
    assert turn_start(game("face_up"), SOFT).phase == "act"
    assert turn_start(game(), ("EVADE", "SWAT GUN +1")).phase == "act"


def test_the_named_players_show_their_weakest_card_and_bad_choices_are_refused():
    g = game()
    s = turn_start(g, SOFT)
    for p in g.policies.values():
        assert g.cards.names[A.SHOW.index(p.action(s, None))] in ("EVADE", "ICE CLOAK +1")   # a +1 card
    with pytest.raises(ValueError):
        s.apply(A.SHOW(g.cards.index["SWAT GUN +1"]))
