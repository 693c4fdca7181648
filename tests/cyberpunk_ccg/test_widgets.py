"""The Cyberpunk CCG explorers, headless: set .value on controls, assert on .state."""

import sympy

from edgekit import cyberpunk_ccg as cp
from edgekit.widgets.ccg_deck import DeckOddsExplorer
from edgekit.widgets.ccg_legwork import LegworkExplorer, parse_uses
from edgekit.widgets.ccg_team import TeamBuilderExplorer


def test_card_builder_follows_the_library():
    x = TeamBuilderExplorer()
    assert x.state["runner"] == "Razor" and x.state["violations"] == ()
    x.cyber.value = ("Wolvers", "Big Knucks")                       # two on Arms
    assert [v.rule for v in x.state["violations"]] == ["one_cyber_per_part"]
    assert "Cyberpunk CCG Cyber" in x.html.value
    x.cyber.value = ("Wolvers",)
    x.equipment.value = ("Heavy Pistol", "Sniper Rifle")
    x.equipped.value = ("Heavy Pistol", "Sniper Rifle")
    assert [v.rule for v in x.state["violations"]] == ["one_weapon_equipped"]
    x.runner.value = "Kicks"                                        # a Martial Artist
    assert x.state["violations"] == ()
    build = x.state["build"]
    assert x.state["totals"] == cp.totals(build)
    x.weapon_stats.value = "all_attached"
    assert x.state["totals"] == cp.totals(build, weapon_stats="all_attached")
    x.equipment.value = ("Kevlar Vest", "Leather Coat")             # both Armor
    assert "equip_attached_weapon" in [v.rule for v in x.state["violations"]]   # the guns are gone
    x.equipped.value = ()
    assert [v.rule for v in x.state["violations"]] == ["one_equipment_per_type"]
    x.equipment_type.value = "first_attribute"                     # Armor and Clothing
    assert x.state["violations"] == ()


def test_legwork_explorer():
    x = LegworkExplorer()
    assert (x.state["m_sec"], x.state["e_sec"]) == (2, 1)          # 3 - 2 + 1; 4 - 3
    assert x.state["security"] == cp.security(3, 4, parse_uses("Rocker 2, Media 1, Netrunner lower 3"))
    x.target.value = 1
    assert x.state["fewest_rockers"] == ("#1",) and x.state["fewest_netrunners"] == ("#1",)
    x.uses.value = "Rocker 9"
    assert x.state["m_sec"] == 0
    x.uses.value = "Rocker two"
    assert "error" in x.state and "Not allowed" in x.html.value
    x.uses.value = "__import__('os')"
    assert "error" in x.state


def test_deck_odds_explorer():
    x = DeckOddsExplorer()
    assert x.state["P"] == cp.draw_probability(40, 3, 7)
    x.draws.value = 20
    assert x.state["P"] == cp.draw_probability(40, 3, 20)
    assert (20, x.state["P"]) in x.state["by_draws"]
    x.at_least.value = 3
    assert x.state["P"] == sympy.binomial(37, 17) / sympy.binomial(40, 20)
    x.copies.value = 20
    x.deck_size.value = 10                                          # more copies than cards
    assert "error" in x.state
