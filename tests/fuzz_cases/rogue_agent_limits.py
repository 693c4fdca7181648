"""Fuzz base cases: Movement and the component limits of Rogue Agent's whole game (issue 22).
Owner: the Rogue Agent turn engineer (kept apart from rogue_agent_economy.py so parallel branches merge)."""

from edgekit import rogue_agent as ra

from . import case

CASES = {
    "edgekit.rogue_agent.movement_routes": case(ra.rhine_city(), ra.HEADQUARTERS, engine=True),
    "edgekit.rogue_agent.investigation_tokens_free": case(6, 2, investigation_tokens="kept"),
    "edgekit.rogue_agent.time_phase_draws": case(4, 2, time_phase_dice="draw_fewer"),
}

EXEMPT: dict = {}
