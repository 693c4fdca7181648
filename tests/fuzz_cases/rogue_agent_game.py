"""Fuzz base cases: the whole game of Rogue Agent (issue 13). Owner: the Rogue Agent whole-game engineer."""

from fractions import Fraction

import sympy

from edgekit import rogue_agent as ra

from . import case

CITY = ra.rhine_city()
HQ = ra.HEADQUARTERS
S1 = ra.SYNDICATES[0]
HALF = Fraction(1, 2)

CASES = {
    "edgekit.rogue_agent.setup_counts": case(),
    "edgekit.rogue_agent.tokens_drawn": case(3),
    "edgekit.rogue_agent.check_players": case(3, "android"),
    "edgekit.rogue_agent.syndicate_bonus": case(4),
    "edgekit.rogue_agent.score_turned_in": case({S1: 3, ra.SYNDICATES[1]: 2}, 1),
    "edgekit.rogue_agent.final_score": case(3, 1, {S1: 2}, 1, health=2),
    "edgekit.rogue_agent.FinalScore": case(3, 1, 2, 4, returns=object),
    "edgekit.rogue_agent.winners": case([ra.FinalScore(3, 0, 0, 2), ra.FinalScore(3, 0, 0, 1)]),
    "edgekit.rogue_agent.start_bag": case(),
    "edgekit.rogue_agent.draw_counts": case((4, 4, 6), 3),
    "edgekit.rogue_agent.first_round_bomb_probability": case(2),
    "edgekit.rogue_agent.data_stream": case(2, 2, return_chance=HALF),
    "edgekit.rogue_agent.bomb_hit_probability": case(2, 2, return_chance=HALF),
    "edgekit.rogue_agent.criminal_health": case(HALF, sympy.Rational(1, 3)),
    "edgekit.rogue_agent.unknown_criminal_attack": case(pistols=1, mix=ra.ILLUSTRATIVE_MIX, low_one=HALF,
                                                        high_three=HALF),
    "edgekit.rogue_agent.investigate_value": case(mix=ra.ILLUSTRATIVE_MIX, low_one=HALF, high_three=HALF,
                                                  retaliation_cost=1),
    "edgekit.rogue_agent.android_limit": case(4),
    "edgekit.rogue_agent.two_or_more_androids": case(4, 4),
    "edgekit.rogue_agent.some_player_two_or_more": case(4, 3),
    "edgekit.rogue_agent.rhine_city": case(seed=2, returns=object),
    "edgekit.rogue_agent.precinct": case(3),
    "edgekit.rogue_agent.reach": case(CITY, HQ, fuel=1, engine=True),
    "edgekit.rogue_agent.fuel_cost": case(CITY, HQ, ra.precinct(1), engine=False),
    "edgekit.rogue_agent.route": case(CITY, HQ, ra.precinct(1), informants={ra.precinct(4): 1}, armor=0),
    "edgekit.rogue_agent.blast_radius": case(CITY, ra.precinct(4)),
    "edgekit.rogue_agent.next_on_trail": case(CITY, ra.precinct(2)),
    "edgekit.rogue_agent.draw_city": case(CITY, tokens={ra.precinct(1): ["Bomb 3"]}, agents={"A": HQ},
                                          police=ra.precinct(2), returns=object),
    "edgekit.rogue_agent.game": case(3, mode="android", payoff="influence", returns=object),
    "edgekit.rogue_agent.move_action": case(3),
    "edgekit.rogue_agent.left_out": case(),
    "edgekit.rogue_agent.attacker_pool": case(1),
    "edgekit.rogue_agent.killer_danger": case(2),
    "edgekit.rogue_agent.entering_loss": case(1, informants=0, destroyed=True, android=False),
    "edgekit.rogue_agent.androids_dealt": case(4, 4),
    "edgekit.rogue_agent.android_limit_reachable": case(4, 5),
    "edgekit.rogue_agent.police_reveal_districts": case(CITY, ra.precinct(2), police_reveal="adjacent_only"),
    "edgekit.rogue_agent.android_actions": case(android_agent_actions="hire_and_defuse"),
    "edgekit.rogue_agent.android_killer_damage": case(android_shield=False, killer_androids="spares"),
    "edgekit.rogue_agent.android_attack_pool": case(pistols=1, ammo=2),
    "edgekit.rogue_agent.defender_dice": case(2, 1),
    "edgekit.rogue_agent.player_attack_hits": case({"red": 3, "black": 1}, 2, mix=ra.ILLUSTRATIVE_MIX),
    "edgekit.rogue_agent.player_attack": case({"red": 3, "black": 2}, 1, mix=ra.ILLUSTRATIVE_MIX,
                                              android_pistols="wound"),
    "edgekit.rogue_agent.district_attack": case({"red": 3}, 1, mix=ra.ILLUSTRATIVE_MIX),
    "edgekit.rogue_agent.district_destroyed_probability": case({"red": 3, "green": 1}, 2,
                                                               mix=ra.ILLUSTRATIVE_MIX),
}

EXEMPT = {
    "edgekit.rogue_agent.City": "a result record built (and checked) by rhine_city",
    "edgekit.rogue_agent.DataStreamRound": "a result record built by data_stream",
    "edgekit.rogue_agent.RogueAgentGame": "built (and checked) by game(); its arguments are game()'s results",
    "edgekit.rogue_agent.RogueAgentState": "a play-layer state made by new_initial_state() and apply()",
    "edgekit.rogue_agent.register_openspiel": "takes no argument; registers the game with pyspiel once",
}
