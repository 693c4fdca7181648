"""Fuzz base cases: edgekit.cyberpunk_ccg. Owner: the Cyberpunk CCG engineer."""

from pathlib import Path

import sympy

from edgekit import cyberpunk_ccg as cp
from edgekit.cyberpunk_ccg import Cyber
from edgekit.data import DATA_DIR

from . import case

CARDS = (Cyber("Arm", "arm", 2), Cyber("Eye", "eye", 1), Cyber("Leg", "leg", 3))
ANN = cp.Runner("Ann", role="Solo", sr=3, lr=2, defense=2, power=3, style=1, emp=6)
GUN = cp.Equipment("Pistol", attributes=("Weapon",), sr=2, lr=1, defense=0, style=1)
VEST = cp.Equipment("Vest", attributes=("Armor",), sr=0, lr=0, defense=2, style=0)
BIRD = cp.Equipment("Bird", attributes=("Vehicle",), capacity=2)
BUILD = cp.Build(ANN, cyber=CARDS[:1], equipment=(GUN, VEST, BIRD), equipped=("Pistol",))
TEAM = cp.Team((BUILD, cp.Build(cp.Runner("Bo", emp=5))), teamed=True, riders=(("Bo", "Ann"),))
PARTS = {"Chassis": 1, "Car": 2, "Armor": 2, "Lift": 2, "Heavy Weapon": 1}
EVENT = cp.Event("Blackout", cost=2, phase="Legwork")
SPONSOR = cp.Sponsor("Arasaka", faction="Corporate", eb=9)
CARD_FILE = str(Path(DATA_DIR) / "cyberpunk_ccg" / "illustrative_cards.csv")
P = sympy.Rational

CASES = {
    "edgekit.cyberpunk_ccg.cop_bust": case(3, [2, 2], target_is_cop=False, target_cyberpsychotic=False,
                                           form="action", cop_action_exception="both_forms"),
    "edgekit.cyberpunk_ccg.med_tech_saves": case({"power": 4, "cost": 6}, [2, 2]),
    "edgekit.cyberpunk_ccg.techie_saves": case(4, [2, 3]),
    "edgekit.cyberpunk_ccg.corp_eb": case(5, (1, 2)),
    "edgekit.cyberpunk_ccg.fixer_cost": case(4, 2),
    "edgekit.cyberpunk_ccg.netrunner_esec": case(3, 4, 2, own_card=True),
    "edgekit.cyberpunk_ccg.nomad_bonus": case(2),
    "edgekit.cyberpunk_ccg.team_limit": case(teamed=True, nomad=False),
    "edgekit.cyberpunk_ccg.solo_bonus": case({"sr": 2, "lr": 1, "defense": 3}, 4, "lr"),
    "edgekit.cyberpunk_ccg.sponsor_wins": case({"control a Bar": True, "two Ops": False}),
    "edgekit.cyberpunk_ccg.eb_per_turn": case(5, [2, 3]),
    "edgekit.cyberpunk_ccg.empathy_state": case(6, (1, 2)),
    "edgekit.cyberpunk_ccg.most_cyber": case(5, CARDS, allow_psychosis=False),
    "edgekit.cyberpunk_ccg.cyberpsycho_end_of_turn": case("cyberpsychosis", went_on_hit_or_run=True),
    "edgekit.cyberpunk_ccg.cyber_violations": case(CARDS),
    "edgekit.cyberpunk_ccg.punknaught_bonus": case((1, 2, 3)),
    "edgekit.cyberpunk_ccg.punknaught_complete": case({"Car": 2, "Lift": 1}, returns=(bool, type(None))),
    "edgekit.cyberpunk_ccg.chassis_owner_turns": case(4, tokens=3),
    "edgekit.cyberpunk_ccg.Sponsor": case("Mob", faction="Street", eb=3, abilities="", victory=("win",),
                                          source="assumed", cite="x"),
    "edgekit.cyberpunk_ccg.Location": case("Bar", faction="Street", cost=2, eb=1, m_sec=2, e_sec=1, ops=1,
                                           attributes=("Bar",), abilities="", source="assumed", cite="x"),
    "edgekit.cyberpunk_ccg.Operation": case("Heist", faction="none", cost=2, m_sec=2, e_sec=1, ops=1,
                                            attributes=("Theft",), abilities="", source="assumed", cite="x"),
    "edgekit.cyberpunk_ccg.Runner": case("Ann", role="Solo", faction="Street", cost=3, sr=1, lr=1, defense=1,
                                         power=2, style=1, emp=5, attributes=("Solo",), source="assumed",
                                         cite="x"),
    "edgekit.cyberpunk_ccg.Cyber": case("Arm", "arm", 2, faction="none", cost=1, sr=1, lr=0, defense=0,
                                        style=1, weapon=False, source="assumed", cite="x"),
    "edgekit.cyberpunk_ccg.Equipment": case("Bird", faction="none", cost=3, attributes=("Vehicle",), sr=0,
                                            lr=1, defense=1, style=2, movement=1, capacity=2,
                                            source="assumed", cite="x"),
    "edgekit.cyberpunk_ccg.Event": case("Blackout", faction="none", cost=1, phase="Any", abilities="",
                                        source="assumed", cite="x"),
    "edgekit.cyberpunk_ccg.load_cards": case(CARD_FILE, returns=tuple),
    "edgekit.cyberpunk_ccg.printed_cards": case(returns=tuple),
    "edgekit.cyberpunk_ccg.illustrative_cards": case(returns=tuple),
    "edgekit.cyberpunk_ccg.card": case("Ghetto Bird"),
    "edgekit.cyberpunk_ccg.cards_table": case(CARDS + (ANN, GUN, BIRD), title="cards"),
    "edgekit.cyberpunk_ccg.Violation": case("team_limit", "too many", "Cyberpunk CCG Runner Roles: Nomad"),
    "edgekit.cyberpunk_ccg.Build": case(ANN, cyber=CARDS[:2], equipment=(GUN, VEST), equipped=("Pistol",)),
    "edgekit.cyberpunk_ccg.Build.attach": case(VEST, target=lambda: cp.Build(ANN).attach),
    "edgekit.cyberpunk_ccg.Build.equip": case("Pistol", target=lambda: cp.Build(ANN).equip),
    "edgekit.cyberpunk_ccg.Team": case((BUILD,), teamed=True, riders=(("Ann", "Ann"),)),
    "edgekit.cyberpunk_ccg.check_build": case(BUILD, returns=tuple),
    "edgekit.cyberpunk_ccg.check_team": case(TEAM, returns=tuple),
    "edgekit.cyberpunk_ccg.totals": case(BUILD),
    "edgekit.cyberpunk_ccg.team_totals": case(TEAM),
    "edgekit.cyberpunk_ccg.violations_table": case(cp.check_team(TEAM), title="broken"),
    "edgekit.cyberpunk_ccg.Security": case(1, 2, 3, 4, ()),
    "edgekit.cyberpunk_ccg.security": case(3, 4, [("Rocker", 2), ("Media", 1), ("Netrunner raise", 1)]),
    "edgekit.cyberpunk_ccg.fewest_runners": case(6, 1, {"a": 3, "b": 2}, ability="Rocker", printed=6,
                                                 returns=(tuple, type(None))),
    "edgekit.cyberpunk_ccg.draw_probability": case(40, 4, 7, at_least=1),
    "edgekit.cyberpunk_ccg.collect_probability": case(10, {"a": 2, "b": 2}, {"a": 1, "b": 1}, 4),
    "edgekit.cyberpunk_ccg.collect_by_draws": case(10, {"a": 2, "b": 2}, {"a": 1, "b": 1}),
    "edgekit.cyberpunk_ccg.punknaught_probability": case(12, PARTS, 9, returns=(sympy.Rational, type(None))),
    "edgekit.cyberpunk_ccg.mob_probability": case(12, {"Bar": 2, "Grocery": 2}, 5),
    "edgekit.cyberpunk_ccg.plot_by_draws": case({"one": ((0, P(0)), (1, P(1, 2)))}, max_draws=1,
                                                skip=("ax",), why="ax is a matplotlib Axes"),
    # issue 22: phases, Events played, a Sponsor's Used abilities, the Chassis on a Location
    "edgekit.cyberpunk_ccg.phase_allows": case("Any", "Legwork"),
    "edgekit.cyberpunk_ccg.event_playable": case(EVENT, "Legwork"),
    "edgekit.cyberpunk_ccg.play_event": case(EVENT, phase="Legwork", eb=5),
    "edgekit.cyberpunk_ccg.SponsorAbility": case("raise an M-Sec", "Legwork"),
    "edgekit.cyberpunk_ccg.SponsorUse": case(SPONSOR, used=False, eb_taken=False),
    "edgekit.cyberpunk_ccg.sponsor_use_table": case(SPONSOR, [cp.SponsorAbility("x", "Legwork")]),
    "edgekit.cyberpunk_ccg.left_out": case(),
    "edgekit.cyberpunk_ccg.place_chassis": case(cp.Location("Bar", eb=2)),
    "edgekit.cyberpunk_ccg.Chassis": case(cp.Location("Bar", eb=2), 2, (VEST,), False, 0),
}

EXEMPT: dict = {
    "edgekit.cyberpunk_ccg.EventPlay": "made by edgekit.cyberpunk_ccg.play_event(), which checks every "
                                       "argument; a result type, not a constructor",
}
