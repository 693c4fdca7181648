"""Fuzz base cases: the worked examples played through the whole game. Owner: the ECX engineer."""

from . import case

CASES = {
    "edgekit.edge_city.game_example": case("rip_dp", returns=object),
    "edgekit.edge_city.game_example_status": case(returns=tuple),
}

EXEMPT = {
    "edgekit.edge_city.ExampleMismatch": "a plain frozen record of one mismatch, built by game_example",
    "edgekit.edge_city.GameExampleStatus": "a plain frozen record of one row of game_example_status",
}
