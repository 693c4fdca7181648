"""Fuzz base cases: Edge City as a whole (the road to Legend, your turn). Owner: the ECG engineer."""

from edgekit.edge_city import CARDS, road_to_legend

from . import case

ROAD = road_to_legend("Master Hacker", 8)

CASES = {
    "edgekit.edge_city.road_to_legend": case("Master Hacker", 8, hop=False),
    "edgekit.edge_city.your_turn": case("Hacker", 9, space="tech_plex", cool=False, swat_attack=1),
    "edgekit.edge_city.sprawl_deck": case({"TOXIC WASTE": 1, "OTHER": 2}),
    "edgekit.edge_city.game": case(2, rounds=2, tech_mix={"BURN": 1, "EVADE": 2}, start_cards=[["BURN"], []],
                                   sprawl_mix={"SPRAWL RUMOR": 1, "OTHER": 2}, layout="T S S B",
                                   rip_steps="rolls", rip_discard_roll="first_roll", returns=object),
    "edgekit.edge_city.Card": case("MY ALLY", "ally", trait="SWAT", modifier=2, cost=3, discard=(12,),
                                   returns=object),
    "edgekit.edge_city.Card.sprawl": case(target=lambda: CARDS["SWAT EVENT +2"].sprawl, returns=object),
    "edgekit.edge_city.limit_group": case(CARDS["BURN"]),
    "edgekit.edge_city.TechTravel": case(reach=2, spends_tp=False, tp=3, note="mine", returns=object),
    "edgekit.edge_city.illustrative_table_4_0": case(returns=object),
    "edgekit.edge_city.Road.turns": case("optimal", 5, target=lambda: ROAD.turns),
    "edgekit.edge_city.Road.policy_table": case((0, 8), target=lambda: ROAD.policy_table),
    "edgekit.edge_city.Road.named_policy": case("cautious", target=lambda: ROAD.named_policy,
                                                returns=object),
}

EXEMPT = {
    "edgekit.edge_city.EdgeCityGame": "built by game() (fuzzed there) from checked arguments",
    "edgekit.edge_city.EdgeCityState": "a game state, built by the game; played through apply (tests)",
    "edgekit.edge_city.Ripper": "a plain frozen record of one Ripper inside a game state",
    "edgekit.edge_city.Road": "built by road_to_legend (fuzzed there) from checked arguments",
    "edgekit.edge_city.RoadState": "a plain frozen record of the road's state, built by the road",
}
