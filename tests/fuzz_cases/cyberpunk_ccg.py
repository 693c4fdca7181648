"""Fuzz base cases: edgekit.cyberpunk_ccg. Owner: the Cyberpunk CCG engineer (created by core)."""

from edgekit.cyberpunk_ccg import Cyber

from . import case

CARDS = (Cyber("Arm", "arm", 2), Cyber("Eye", "eye", 1), Cyber("Leg", "leg", 3))

CASES = {
    "edgekit.cyberpunk_ccg.cop_bust": case(3, [2, 2]),
    "edgekit.cyberpunk_ccg.med_tech_saves": case({"power": 4, "cost": 6}, [2, 2]),
    "edgekit.cyberpunk_ccg.techie_saves": case(4, [2, 3]),
    "edgekit.cyberpunk_ccg.corp_eb": case(5, (1, 2)),
    "edgekit.cyberpunk_ccg.fixer_cost": case(4, 2),
    "edgekit.cyberpunk_ccg.netrunner_esec": case(3, 4, 2, own_card=True),
    "edgekit.cyberpunk_ccg.nomad_bonus": case(2),
    "edgekit.cyberpunk_ccg.team_limit": case(teamed=True, nomad=False),
    "edgekit.cyberpunk_ccg.empathy_state": case(6, (1, 2)),
    "edgekit.cyberpunk_ccg.most_cyber": case(5, CARDS),
    "edgekit.cyberpunk_ccg.Cyber": case("Arm", "arm", 2),
    "edgekit.cyberpunk_ccg.punknaught_bonus": case((1, 2, 3)),
    "edgekit.cyberpunk_ccg.punknaught_complete": case({"arm": 1}, returns=(bool, type(None))),
    "edgekit.cyberpunk_ccg.chassis_owner_turns": case(4, tokens=3),
}

EXEMPT: dict = {}
