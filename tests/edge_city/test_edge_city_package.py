"""The Edge City package in rooms (issue 20): every name ``edgekit.edge_city`` exported before the
move stays exported with the same meaning, the package loads its modules on first use, no room or
module name shadows a public name, each name comes from the module that defines it, and nothing in
the package imports the package's own ``__init__``."""

import hashlib
import importlib
import pkgutil
import re
from pathlib import Path

import edgekit.edge_city as ec

ROOT = Path(__file__).resolve().parent.parent.parent
ROOMS = {"rules", "rip", "board", "cards", "whole_game", "examples", "road"}

# The public names before the move (sorted edgekit.edge_city.__all__, 182 names): a function's or
# class's qualified name, or a value's type and _digest(value). Changed on purpose since (issue 22, the
# named cards and the ASSAULT TAXI fare): CARDS, ILLUSTRATIVE_SPRAWL_CARDS, ILLUSTRATIVE_TECH_TRAVEL, KINDS.
BEFORE = {
    "BANDS": ('tuple', '3bbf9069a5c733e7'), "BIZCLAVES": ('tuple', 'fb62c9e646a2a03a'),
    "BLACK_ICE": ('tuple', 'dd9cfce5b43b9f8e'), "CARDS": ('mappingproxy', 'cfc98471b98cae8c'),
    "COMBATS": ('tuple', '389f60a1f53985d9'), "COOL_WIN_NUMBER": ('int', '7902699be42c8a8e'),
    "Card": 'Card', "CombatReport": 'CombatReport', "DECK_SIZE": ('int', '48449a14a4ff7d79'),
    "DP_PER_TITLE": ('int', '2c624232cdd22177'), "DrawOutcome": 'DrawOutcome',
    "EXAMPLE_KEYS": ('tuple', 'd1cc8acdd68e882d'), "EdgeCityGame": 'EdgeCityGame',
    "EdgeCityState": 'EdgeCityState', "Encounter": 'Encounter', "ExampleMismatch": 'ExampleMismatch',
    "FAIL": ('str', '71006dc4f90a4b0d'), "FIXED_POLYOMINOES": ('tuple', 'bd52cb527ae2216d'),
    "GameExampleStatus": 'GameExampleStatus', "HALVING": ('tuple', '5763d706fe89b9ce'),
    "ILLUSTRATIVE_RIPPER": ('mappingproxy', '214f7975667982b1'),
    "ILLUSTRATIVE_SPRAWL_CARDS": ('mappingproxy', '840bf864baf11e82'),
    "ILLUSTRATIVE_SPRAWL_MIX": ('mappingproxy', 'b8b515cdaf6463a3'),
    "ILLUSTRATIVE_START_CARDS": ('mappingproxy', 'ed17dd2c576c236a'),
    "ILLUSTRATIVE_TECH_MIX": ('mappingproxy', 'b8f66337d4ba2332'),
    "ILLUSTRATIVE_TECH_TRAVEL": ('mappingproxy', '280255d260368108'),
    "KINDS": ('tuple', 'ba98a4b7d52d67bd'), "LEVELS": ('mappingproxy', '19dab0f2cf61015a'),
    "LIMITS": ('mappingproxy', 'b5268a04cfdd540f'), "Layout": 'Layout', "Natural12": 'Natural12',
    "OTHER": ('str', '765dfa9073717bd0'), "OUTCOMES": ('tuple', '9e608cffbcb2862c'),
    "P_TWELVE": ('Rational', 'd8db71771b7087d0'), "PassOutcome": 'PassOutcome', "Problem": 'Problem',
    "RIPPER_NAMES": ('tuple', 'b9b6bda07e6ffdbb'), "RIP_TYPES": ('tuple', '235ebf20e9108d39'),
    "ROAD_POLICIES": ('tuple', '2ad7ced7c3696b65'), "ROAD_RIP_TYPES": ('tuple', 'd0e1986fe18b339d'),
    "R_MAX": ('int', '4e07408562bedb8b'), "R_MIN": ('int', 'a770d3270c9dcded'), "RipMachine": 'RipMachine',
    "RipOdds": 'RipOdds', "Ripper": 'Ripper', "Road": 'Road', "RoadState": 'RoadState', "Route": 'Route',
    "SPACES": ('tuple', '11cfbbb18b288998'), "SPRAWL": ('str', 'dcd354bacdcc4812'),
    "SPRAWL_PRIORITY": ('mappingproxy', 'deecd1b36de044c3'), "STATUSES": ('tuple', '8e261c76833bb8b5'),
    "SYMMETRIES": ('tuple', '0e701e92b12ee72a'), "SprawlCard": 'SprawlCard',
    "THEFT_MSM": ('Symbol', '63e1e19b80bccdce'), "TP_PER_TURN": ('int', '4e07408562bedb8b'),
    "TWELVE": ('str', 'cdd1b57218e00370'), "TechTravel": 'TechTravel', "WIN": ('str', '7c20605823d97e9c'),
    "Zone": 'Zone', "as_layout": 'as_layout', "attack_map": 'attack_map',
    "attack_options": 'attack_options', "attack_r": 'attack_r', "attack_strength": 'attack_strength',
    "attack_win_number": 'attack_win_number', "band_menu": 'band_menu', "card_available": 'card_available',
    "cards_to_draw": 'cards_to_draw', "cheapest_route": 'cheapest_route',
    "combat_margin_dist": 'combat_margin_dist', "combat_results": 'combat_results',
    "cool_check": 'cool_check', "cool_win_number": 'cool_win_number',
    "count_fixed_shapes": 'count_fixed_shapes', "count_layouts": 'count_layouts',
    "data_base_options": 'data_base_options', "deck_count": 'deck_count',
    "defend_cool_outcome": 'defend_cool_outcome', "defend_r": 'defend_r',
    "defend_strength": 'defend_strength', "defend_win_number": 'defend_win_number',
    "defender_dp_gain": 'defender_dp_gain', "dp_base": 'dp_base', "dp_gained": 'dp_gained',
    "draw_layout": 'draw_layout', "draw_outcomes": 'draw_outcomes',
    "encounter_joint_table": 'encounter_joint_table', "encounter_order": 'encounter_order',
    "encounter_outcomes": 'encounter_outcomes', "encounter_roll_table": 'encounter_roll_table',
    "entry_costs": 'entry_costs', "expected_dp": 'expected_dp', "fixed_shapes": 'fixed_shapes',
    "game": 'game', "game_example": 'game_example', "game_example_status": 'game_example_status',
    "generate_layout": 'generate_layout', "halved_tech": 'halved_tech',
    "hypothetical_card": 'hypothetical_card', "ice_attack_dp": 'ice_attack_dp',
    "ice_dp_owed": 'ice_dp_owed', "ice_dp_payment": 'ice_dp_payment', "ice_dp_taken": 'ice_dp_taken',
    "illustrative_table_4_0": 'illustrative_table_4_0', "is_legal": 'is_legal',
    "layout_counts": 'layout_counts', "layout_problems": 'layout_problems', "layout_stats": 'layout_stats',
    "level": 'level', "limit_group": 'limit_group', "margin_band": 'margin_band', "msm_table": 'msm_table',
    "natural_12_effect": 'natural_12_effect', "neighbour_offsets": 'neighbour_offsets',
    "p_act_on_next": 'p_act_on_next', "p_card_available": 'p_card_available', "p_draw": 'p_draw',
    "p_lose_cool": 'p_lose_cool', "pass_through_outcomes": 'pass_through_outcomes',
    "printed_cells": 'printed_cells', "reachable": 'reachable', "regain_cool": 'regain_cool',
    "regain_cool_probability": 'regain_cool_probability', "regain_roll_result": 'regain_roll_result',
    "reputation_figure": 'reputation_figure', "reputation_table": 'reputation_table',
    "resolve_encounter": 'resolve_encounter', "rip_game": 'rip_game', "rip_machine": 'rip_machine',
    "rip_msm": 'rip_msm', "rip_outcomes": 'rip_outcomes', "rip_replay": 'rip_replay',
    "rip_requirements": 'rip_requirements', "rip_track": 'rip_track', "rip_track_graph": 'rip_track_graph',
    "ripper_combat": 'ripper_combat', "road_to_legend": 'road_to_legend', "roll_wins": 'roll_wins',
    "route_outcomes": 'route_outcomes', "safest_route": 'safest_route', "sprawl_card": 'sprawl_card',
    "sprawl_cards": 'sprawl_cards', "sprawl_deck": 'sprawl_deck', "sprawl_defence_w": 'sprawl_defence_w',
    "sprawl_zone_actions": 'sprawl_zone_actions', "status_cost": 'status_cost',
    "status_levels": 'status_levels', "status_title": 'status_title',
    "stealth_strength": 'stealth_strength', "table_1_0": 'table_1_0', "table_2_0": 'table_2_0',
    "table_4_0": 'table_4_0', "table_4_0_adjustment": 'table_4_0_adjustment',
    "theft_answer": 'theft_answer', "theft_outcome": 'theft_outcome',
    "theft_probability": 'theft_probability', "theft_r": 'theft_r', "theft_strength": 'theft_strength',
    "theft_table": 'theft_table', "theft_win_number": 'theft_win_number', "tile_kind": 'tile_kind',
    "tiles": 'tiles', "title_gain": 'title_gain', "travel_costs": 'travel_costs',
    "travel_graph": 'travel_graph', "turn_routes": 'turn_routes', "turns_missed": 'turns_missed',
    "two_dice": 'two_dice', "uncool_over_turns": 'uncool_over_turns', "win_answer": 'win_answer',
    "win_number": 'win_number', "win_number_source": 'win_number_source',
    "win_probability": 'win_probability', "win_roll": 'win_roll', "win_roll_event": 'win_roll_event',
    "win_roll_events": 'win_roll_events', "win_roll_with_discard": 'win_roll_with_discard',
    "with_discard_roll": 'with_discard_roll', "worked_example": 'worked_example',
    "worked_examples": 'worked_examples', "your_turn": 'your_turn',
}


def _digest(value):
    """The first 16 hex digits of the sha256 of ``repr(value)`` (function addresses left out)."""
    return hashlib.sha256(re.sub(r" at 0x[0-9a-f]+", "", repr(value)).encode()).hexdigest()[:16]


def _every_module():
    return [m.name for m in pkgutil.walk_packages(ec.__path__, "edgekit.edge_city.")
            if not m.name.endswith(".openspiel")]  # these import pyspiel (tests/play/test_openspiel*.py)


def test_every_name_exported_before_is_exported_with_the_same_meaning():
    assert sorted(ec.__all__) == sorted(BEFORE) and len(BEFORE) == 182
    for name, meaning in BEFORE.items():
        value = getattr(ec, name)
        if isinstance(meaning, str):
            assert value.__qualname__ == meaning, name
            assert value.__module__.startswith("edgekit.edge_city."), name
        else:
            assert (type(value).__name__, _digest(value)) == meaning, name
    odds = ec.rip_outcomes("Hacker", "sensitive")
    assert ec.rip_game("Hacker", "sensitive").exact_odds == odds and sum(odds.values()) == 1


def test_the_rooms_are_the_agreed_ones():
    # the shape every game shares is checked in tests/test_packages.py and tests/test_layers.py
    top = {n.split(".")[2] for n in _every_module()}
    assert top == ROOMS | {"_check"}
    assert callable(ec.game) and callable(ec.rip_game)
    assert importlib.import_module("edgekit.edge_city.whole_game.game").register_openspiel  # the module
