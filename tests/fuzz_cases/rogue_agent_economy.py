"""Fuzz base cases: the Agent board and the economy of Rogue Agent's whole game (agent_board.py).
Owner: the Rogue Agent economy engineer (kept apart from rogue_agent_game.py so parallel branches merge)."""

from edgekit import rogue_agent as ra

from . import case

CITY = ra.rhine_city()
B = ra.ILLUSTRATIVE_BOARD
E = ra.ILLUSTRATIVE_ECONOMY

CASES = {
    "edgekit.rogue_agent.AgentBoard": case(dict(B.start), dict(B.top), dict(B.symbols), health=6,
                                           label="mine", returns=object),
    "edgekit.rogue_agent.Economy": case({1: 1, 2: 2, 3: 3, 4: 4}, {"District A": (("fuel", 1),)},
                                        {"District A": {"green": 2}}, unmask=("health", 1),
                                        unmask_symbol="red", retaliation=("credits", 2), label="mine",
                                        returns=object),
    "edgekit.rogue_agent.bank_at_start": case(3, credit_supply="70"),
    "edgekit.rogue_agent.take_from_bank": case(3, 4),
    "edgekit.rogue_agent.spread_reward": case({"ammo": 6}, 3, board=B, tracks=2, subdue_single="nothing"),
    "edgekit.rogue_agent.may_hire": case(1, 4, 1, unhired=3, moving=True, hired_moving=0,
                                         hire_limit="while_moving_extra"),
    "edgekit.rogue_agent.track_gain": case(3, 2, 4, upgrade=True, upgrade_influence="no"),
    "edgekit.rogue_agent.most_searches": case(CITY, ra.HEADQUARTERS, fuel=2, economy=E, engine=True,
                                              search_limit="once_a_turn"),
    "edgekit.rogue_agent.AgentBoard.upgrades": case({"weapon": 3}, "pistol", target=lambda: B.upgrades),
}

EXEMPT: dict = {}
