"""Fuzz base cases: the rules behind issue 22's Rogue Agent readings (wound markers, custody, an empty
Criminal deck, Scan). Owner: the engineer of Rogue Agent's choices (kept apart so parallel branches merge)."""

from . import case

CASES = {
    "edgekit.rogue_agent.wounds_marked": case(3, 1, wound_markers="tally"),
    "edgekit.rogue_agent.custody_kept": case(2, custody_token="in_district"),
    "edgekit.rogue_agent.bag_without_card": case((4, 4, 6), criminal_deck_empty="set_aside"),
    "edgekit.rogue_agent.scan_open": case(True, scan_revealed="clues_spent"),
}

EXEMPT: dict = {}
