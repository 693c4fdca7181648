"""Fuzz base cases: edgekit.rogue_agent. Owner: the Rogue Agent engineer (created by core)."""

from fractions import Fraction

import sympy

from edgekit import rogue_agent as ra

from . import case

F = Fraction
MIX = ra.ILLUSTRATIVE_MIX
FUEL = sympy.Symbol("f")
RULES = ra.bomb_rules(2, dice=3)
SOL = ra.solve_defuse(1, cross=F(1, 3), explosion=F(1, 6), dice=3)
BOARD = ((0, 1),)
TABLE = ra.defuse_table(range(1, 6), cross=F(1, 3), explosion=F(1, 6), dice=3)

CASES = {
    "edgekit.rogue_agent.face_symbol": case("red", "explosion"),
    "edgekit.rogue_agent.face_symbols": case(("explosion", "boost"), ("red",)),
    "edgekit.rogue_agent.dice_faces": case(),
    "edgekit.rogue_agent.printed_colours": case("explosion"),
    "edgekit.rogue_agent.SpecialDie": case("red", (("explosion", F(1, 3)), ("boost", F(1, 6))),
                                           returns=object),
    "edgekit.rogue_agent.special_die": case("red", ("explosion", "boost")),
    "edgekit.rogue_agent.FaceMix": case({("red", "explosion"): F(1, 3)}, "mine"),
    "edgekit.rogue_agent.FaceMix.sixths": case({"red": {"explosion": 2, "boost": 1}}, label="mine"),
    "edgekit.rogue_agent.dice_limit": case("red"),
    "edgekit.rogue_agent.check_available": case({"red": 2, "black": 1}),
    "edgekit.rogue_agent.pool_counts": case({"red": 2, "black": 1}, ("explosion", "boost"), mix=MIX),
    "edgekit.rogue_agent.compile_exact": case(FUEL**2 + 1, (FUEL,), returns=object),
    "edgekit.rogue_agent.attack_pool": case(pistols=1, informants=1, ammo=1),
    "edgekit.rogue_agent.hits": case(2, 1),
    "edgekit.rogue_agent.attack_hits": case({"red": 1, "black": 1}, mix=MIX),
    "edgekit.rogue_agent.hits_at_least": case({"red": 1, "black": 1}, 1, mix=MIX),
    "edgekit.rogue_agent.attack_policy": case({"red": 1, "black": 1}, MIX, goal="subdue"),
    "edgekit.rogue_agent.attack_criminal": case(2, pistols=1, informants=1, mix=MIX),
    "edgekit.rogue_agent.attack_killer": case(pistols=1, informants=1, mix=MIX),
    "edgekit.rogue_agent.killer_damage": case(2, protected=True),
    "edgekit.rogue_agent.subdue_reward": case(3, wounds=1),
    "edgekit.rogue_agent.interception_probability": case(2, 1, fuel=FUEL),
    "edgekit.rogue_agent.allocations": case(2),
    "edgekit.rogue_agent.interception_table": case(1),
    "edgekit.rogue_agent.interception_odds": case(1, attacker_fuel=1, defender_fuel=1),
    "edgekit.rogue_agent.search_result": case(1, 1, 1, 0, informants=1),
    "edgekit.rogue_agent.search_roll": case({"red": 1, "black": 1}, mix=MIX, informants=1),
    "edgekit.rogue_agent.search_policy": case({"red": 1, "black": 1}, MIX, informants=1),
    "edgekit.rogue_agent.stability_check_probability": case(2, cross=F(1, 3), explosion=F(1, 6)),
    "edgekit.rogue_agent.stability_procedure": case(2, cross=F(1, 3), explosion=F(1, 6)),
    "edgekit.rogue_agent.stability_formula": case(2),
    "edgekit.rogue_agent.solve_defuse": case(1, cross=F(1, 3), explosion=F(1, 6), dice=3),
    "edgekit.rogue_agent.defuse_table": case(range(1, 2), cross=F(1, 3), explosion=F(1, 6), dice=3),
    "edgekit.rogue_agent.defuse_formula": case(SOL),
    "edgekit.rogue_agent.policy_procedure": case(SOL),
    "edgekit.rogue_agent.placements": case(BOARD, 1, 0, RULES),
    "edgekit.rogue_agent.place_one": case(BOARD, "cross", RULES),
    "edgekit.rogue_agent.has_line": case(((0, 1), (0, 1), (0, 1))),
    "edgekit.rogue_agent.open_dice": case(BOARD),
    "edgekit.rogue_agent.timer_after": case(4, BOARD),
    "edgekit.rogue_agent.appendix_a": case(),
    "edgekit.rogue_agent.bomb_rules": case(3, dice=5),
    "edgekit.rogue_agent.timer_distribution": case(),
    "edgekit.rogue_agent.next_attempt_board": case(((0, 1), (4, 0)), returns=object),
    "edgekit.rogue_agent.board_cells": case(BOARD),
    "edgekit.rogue_agent.draw_board": case(BOARD, 3, returns=object),
    "edgekit.rogue_agent.expected_effects": case(SOL),
    "edgekit.rogue_agent.new_bomb_odds": case(TABLE),
    "edgekit.rogue_agent.appendix_a_transcript": case(F(1, 3), F(1, 6)),
    "edgekit.rogue_agent.attempt_end": case(((2, 0), (0, 1)), RULES, stopped=True, returns=object),
    "edgekit.rogue_agent.check_board": case(BOARD, RULES),
    "edgekit.rogue_agent.roll_counts": case(3),
    "edgekit.rogue_agent.sample_stability_check": case(2, 1, cross=F(1, 3), explosion=F(1, 6)),
    "edgekit.rogue_agent.board_text": case(((2, 1), (0, 1))),
    "edgekit.rogue_agent.odds_table": case({"stop": (F(0), F(1, 3))}, "t", label="choice", returns=object),
    "edgekit.rogue_agent.AttackPlan.describe_action": case(("reroll", "red", "boost")),
}

EXEMPT = {
    "edgekit.rogue_agent.AttackPlan": "a result record built by attack_policy (its fields are the "
                                      "policy's output, not caller input)",
    "edgekit.rogue_agent.AttackOutcome": "a result record built by attack_criminal/attack_killer",
    "edgekit.rogue_agent.SearchPlan": "a result record built by search_policy",
    "edgekit.rogue_agent.DefuseSolution": "a result record built by solve_defuse (private fields)",
    "edgekit.rogue_agent.BombRules": "a result record built by bomb_rules (which checks the values)",
    "edgekit.rogue_agent.AttemptEnd": "a result record built by attempt_end",
}
