"""Attack Combat results in the whole game (Edge City 11.5.4.1, Table 2.0, 12.2): game_combat."""

from __future__ import annotations

from fractions import Fraction

import pytest

import edgekit.edge_city as ec
from edgekit import readings
from edgekit.edge_city.rules.win import roll_wins
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import combat as gk
from edgekit.edge_city.whole_game.game import EdgeCityState, Ripper

LINE = "T S S S B\n. S . . .\n. R . . ."   # a legal board: (1,0)..(3,0) Sprawl in a row
DICE = [a + b for a in range(1, 7) for b in range(1, 7)]


def duel(g, kind, *, att=0, dfd=0, a_cards=(), d_cards=(), dp=3):
    """P0 in a Sprawl Zone attacks P1 (same space), the attack step to roll."""
    rs = (Ripper(level=att, pos=(2, 0), space="sprawl", cards=tuple(sorted(a_cards))),
          Ripper(level=dfd, dp=dp, pos=(2, 0), space="sprawl", cards=tuple(sorted(d_cards))))
    s = EdgeCityState(rs, 0, "act", (), 2, False, g)
    return s.apply((A.SWAT0 if kind == "SWAT" else A.ICE0) + 1)


def _band_oracle(w, margins):
    """Brute force over the 36 rolls: the Table 2.0 row of each (8.5.1: 2 wins, 12 fails)."""
    out = {}
    for roll in DICE:
        if not roll_wins(roll, w) or roll == 12:
            b = "lose"
        else:
            m = w - roll
            b = ("0-1" if m <= 1 else str(m) if m <= 3 else
                 "4+" if margins == "bands" else "4" if m == 4 else "5+")
        out[b] = out.get(b, 0) + Fraction(1, 36)
    return out


@pytest.mark.parametrize("margins", ["bands", "exact"])
@pytest.mark.parametrize("w", range(2, 13))
def test_every_band_has_the_exact_odds_of_the_win_roll(w, margins):
    rules = readings.defaults("Edge City").replace(combat_margins=margins)
    g = ec.game(2, layout=LINE, rules=rules)
    d = gk.band_dist(g, w)
    got = {gk.BAND_CODES[a]: d.fraction(a) for a in d.outcomes()}
    assert got == _band_oracle(w, margins)
    assert 1 - got.get("lose", 0) == ec.win_probability(w)          # the same roll as win.py


@pytest.mark.parametrize("att, dfd", [(0, 0), (2, 0), (0, 3)])
def test_the_game_step_carries_the_band_odds_of_its_w(att, dfd):
    g = ec.game(2, layout=LINE)
    for kind in ("SWAT", "ICE"):
        s = duel(g, kind, att=att, dfd=dfd)
        w = s.turn().w
        assert w == ec.attack_win_number(ec.STATUSES[att], 0, 0, ec.STATUSES[dfd])
        d = s.chance_outcomes()
        assert {gk.BAND_CODES[a]: d.fraction(a) for a in d.outcomes()} == _band_oracle(w, "bands")


def test_the_defender_who_wins_gains_the_attackers_level():   # 11.5.4.1, 10.1.1.2
    g = ec.game(2, layout=LINE)
    for kind in ("SWAT", "ICE"):
        end = duel(g, kind, att=3, dp=5).apply(0)
        assert end.rippers[1].dp == 5 + 3 and end.rippers[0].dp == 3 and end.player == 1


HARD = ("SWAT GUN +1", "STEALTH GLOVE", "SHRED GUN")          # +1, +2, +2 hardware (no Defend: W stays 7)
SOFT = ("ICE SPIKE +1", "ICE CLOAK +2", "BIO REFLEX +1")       # +1, +2 software; Bioware never offered


@pytest.mark.parametrize("band, hard, soft", [
    (1, set(), set()),
    (2, {"SWAT GUN +1"}, {"ICE SPIKE +1"}),
    (3, set(HARD), {"ICE SPIKE +1", "ICE CLOAK +2"}),
    (4, set(HARD), {"ICE SPIKE +1", "ICE CLOAK +2"}),
])
def test_table_2_0_allowances_by_margin(band, hard, soft):
    g = ec.game(2, layout=LINE)
    held = HARD + SOFT
    idx = g.cards.index
    swat = duel(g, "SWAT", d_cards=held).apply(band)
    la = set(swat.legal_actions())
    assert {gk.SPOIL_NONE, gk.SPOIL_UNCOOL} <= la and gk.SPOIL_DP not in la
    assert {g.cards.names[A.TAKE_CARD.index(a)] for a in la if a in A.TAKE_CARD} == hard
    assert {g.cards.names[A.DESTROY.index(a)] for a in la if a in A.DESTROY} == hard
    assert (gk.SPOIL_RANDOM in la) == (band >= 2)        # a random software card (11.5.4.1 1.a.ii)
    ice = duel(g, "ICE", d_cards=held).apply(band)
    la = set(ice.legal_actions())
    assert {gk.SPOIL_NONE, gk.SPOIL_DP} <= la and gk.SPOIL_UNCOOL not in la
    assert {g.cards.names[A.TAKE_CARD.index(a)] for a in la if a in A.TAKE_CARD} == soft
    assert gk.TAKE0 + idx["BIO REFLEX +1"] not in la
    if hard:
        taken = swat.apply(A.TAKE_CARD(idx["SWAT GUN +1"]))
        assert "SWAT GUN +1" in taken.rippers[0].cards and "SWAT GUN +1" not in taken.rippers[1].cards
        gone = swat.apply(A.DESTROY(idx["SWAT GUN +1"]))
        assert "SWAT GUN +1" not in gone.rippers[0].cards + gone.rippers[1].cards


def test_exact_value_reading_narrows_the_allowance():   # reading combat_or_less
    rules = readings.defaults("Edge City").replace(combat_or_less="exact_value")
    g = ec.game(2, layout=LINE, rules=rules)
    la = duel(g, "ICE", d_cards=SOFT).apply(3).legal_actions()
    assert {g.cards.names[A.TAKE_CARD.index(a)] for a in la if a in A.TAKE_CARD} == {"ICE CLOAK +2"}


def test_swat_random_software_destruction_is_a_fair_chance_step():
    g = ec.game(2, layout=LINE)
    s = duel(g, "SWAT", d_cards=SOFT).apply(3).apply(gk.SPOIL_RANDOM)
    d = s.chance_outcomes()
    assert s.is_chance and [d.fraction(a) for a in d.outcomes()] == [Fraction(1, 2)] * 2
    lost = {(set(SOFT) - set(s.apply(a).rippers[1].cards)).pop() for a in d.outcomes()}
    assert lost == {"ICE SPIKE +1", "ICE CLOAK +2"}


def test_worked_example_combat_between_rippers():   # Edge City 11.5.4.1
    g = ec.game(2, layout=LINE, rippers=("Mr Grizzly", "Helper of Mankind"))
    assert g.cards.start == (("BURN",), ("EVADE",))
    rs = (Ripper(level=0, pos=(2, 0), space="sprawl", cards=("BURN",)),
          Ripper(level=2, pos=(4, 0), space="business_dome", cards=("EVADE",)))
    s = EdgeCityState(rs, 0, "act", (), 2, False, g)
    assert A.ICE0 + 1 in s.legal_actions()               # ICE reaches another space (11.5.1)
    s = s.apply(A.ICE(1))
    assert s.turn().w == 6                               # R = 2 - (1 + 2) = -1: W 6 for a Wannabee
    assert s.chance_outcomes().fraction(2) == Fraction(3, 36)   # a roll of 4: two less than W
    won = s.apply(2)
    assert won.current_player == 0 and gk.TAKE0 + g.cards.index["EVADE"] in won.legal_actions()
    end = won.apply(A.TAKE_CARD(g.cards.index["EVADE"]))
    assert end.rippers[0].cards == ("BURN", "EVADE") and end.rippers[1].cards == ()
    assert "take P1's EVADE" in won.action_label(A.TAKE_CARD(g.cards.index["EVADE"]))


def test_hidden_software_over_the_allowance_gives_nothing():   # Edge City 12.2
    rules = readings.defaults("Edge City").replace(concealed_cards="concealed")
    g = ec.game(2, layout=LINE, rules=rules)
    held = ("BURN", "EVADE", "ICE WALL +2")              # BURN face up (first by name); two hidden
    s = duel(g, "ICE", d_cards=held).apply(2)            # margin 2: +1 software only
    la = s.legal_actions()
    wall = gk.TAKE0 + g.cards.index["ICE WALL +2"]
    assert wall in la and gk.TAKE0 + g.cards.index["BURN"] not in la   # hidden: offered; face up +2: not
    assert "hidden" in s.action_label(wall)
    end = s.apply(wall)
    assert end.rippers[1].cards == tuple(sorted(held)) and "ICE WALL +2" not in end.rippers[0].cards
    got = s.apply(A.TAKE_CARD(g.cards.index["EVADE"]))     # a hidden +1 is within the allowance
    assert "EVADE" in got.rippers[0].cards


def test_ice_dp_times_the_level_difference():   # 11.5.4.1: the loser has the higher Status
    g = ec.game(2, layout=LINE)
    s = duel(g, "ICE", att=0, dfd=2, dp=40).apply(1).apply(gk.SPOIL_DP)
    d = s.chance_outcomes()
    assert {a // 8 for a in d.outcomes()} == {2 * k for k in range(1, 7)}
    end = s.apply(8 * 12)
    assert end.rippers[0].dp == 15 and end.rippers[1].dp == 28


def test_bad_choices_are_refused():
    g = ec.game(2, layout=LINE)
    s = duel(g, "ICE", d_cards=SOFT).apply(2)
    for bad in (gk.SPOIL_UNCOOL, A.TAKE_CARD(g.cards.index["ICE CLOAK +2"]), A.DESTROY.end, -1):
        with pytest.raises(ValueError):
            s.apply(bad)
    with pytest.raises(TypeError):
        s.apply("take")


def test_named_policies_take_the_best_card():
    g = ec.game(2, layout=LINE)
    s = duel(g, "ICE", d_cards=SOFT).apply(3)
    assert gk.policy_choice(s) == gk.TAKE0 + g.cards.index["ICE CLOAK +2"]
    assert gk.policy_choice(duel(g, "SWAT").apply(1)) == gk.SPOIL_UNCOOL
    for p in g.policies.values():
        assert p.action(s, None) == gk.policy_choice(s)


@pytest.mark.parametrize("option, destroys", [("any_hidden", 3), ("take_software", 1)])
def test_reading_hidden_spoils(option, destroys):   # 12.2 names only taking hidden software
    rules = readings.defaults("Edge City").replace(concealed_cards="concealed", hidden_spoils=option)
    g = ec.game(2, layout=LINE, rules=rules)
    s = duel(g, "ICE", d_cards=("EVADE", "ICE CLOAK +2", "ICE WALL +2")).apply(2)
    la = s.legal_actions()
    assert sum(gk.TAKE0 <= a < gk.DESTROY0 for a in la) == 3 and sum(a >= gk.DESTROY0 for a in la) == destroys


@pytest.mark.parametrize("option, offered", [("never", set()), ("as_hardware", {"BIO REFLEX +1"})])
def test_reading_bioware_spoils(option, offered):
    g = ec.game(2, layout=LINE, rules=readings.defaults("Edge City").replace(bioware_spoils=option))
    la = duel(g, "SWAT", d_cards=("BIO REFLEX +1",)).apply(3).legal_actions()
    assert {g.cards.names[A.TAKE_CARD.index(a)] for a in la if a in A.TAKE_CARD} == offered


def test_a_winner_with_no_room_may_only_destroy():   # 10.3: four software cards at most
    g = ec.game(2, layout=LINE)
    full = ("BURN", "ICE CLOAK +1", "ICE CLOAK +2", "ICE SPIKE +1")
    s = duel(g, "ICE", a_cards=full, d_cards=("EVADE",)).apply(2)
    la = s.legal_actions()
    assert gk.TAKE0 + g.cards.index["EVADE"] not in la and gk.DESTROY0 + g.cards.index["EVADE"] in la


def test_random_destruction_of_two_copies_is_one_outcome_of_twice_the_weight():   # issue 19
    g = ec.game(2, layout=LINE)
    held = ("ICE CLOAK +2", "ICE CLOAK +2", "ICE SPIKE +1")
    s = duel(g, "SWAT", d_cards=held).apply(3).apply(gk.SPOIL_RANDOM)
    d = s.chance_outcomes()
    odds = {s.action_label(a): d.fraction(a) for a in d.outcomes()}
    assert odds == {"destroys P1's ICE CLOAK +2 (chosen at random)": Fraction(2, 3),
                    "destroys P1's ICE SPIKE +1 (chosen at random)": Fraction(1, 3)}
    left = {s.action_label(a): s.apply(a).rippers[1].cards for a in d.outcomes()}
    assert left == {"destroys P1's ICE CLOAK +2 (chosen at random)": ("ICE CLOAK +2", "ICE SPIKE +1"),
                    "destroys P1's ICE SPIKE +1 (chosen at random)": ("ICE CLOAK +2", "ICE CLOAK +2")}
    two = duel(g, "SWAT", d_cards=held[:2]).apply(3).apply(gk.SPOIL_RANDOM).chance_outcomes()
    assert [two.fraction(a) for a in two.outcomes()] == [1]   # both copies: one certain outcome
