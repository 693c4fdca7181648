"""When a card may act: the phase names the chapter uses, "Any", and a card being Used.

Rules: Cyberpunk CCG Card Types: Events ("Any"), Sponsors (Used abilities), Runner Roles: Cop (a
Used card is straightened in its controller's Straighten phase), Equipment: Punknaught (Damage
Control); register CP-11.

Our chapter never lists the turn (register CP-01, CP-11), but it names six phases where it gives a
card's timing: Straighten and drawing cards (the two "Any" leaves out, Events), Shopping (the
Fixer), Legwork (the Media, Netrunner and Rocker), Action (the Cop, the Solo) and Damage Control
(the Punknaught's Techie move). :data:`PHASES` holds those names; their ORDER is not printed (the
fan reference sheet's order is used for display only, register Part B, medium confidence) and no
function here depends on it. "Response" is a timing keyword, not a phase (CP-11).

No card object is needed here (the cards room, :mod:`edgekit.cyberpunk_ccg.cards.timing`, applies
these to Events and Sponsors).
"""

from __future__ import annotations

from .._check import as_name

__all__ = ["PHASES", "ANY", "NOT_ANY", "phase_allows"]

#: The phase names the chapter uses, in the reference sheet's order (display only: not printed).
PHASES = ("Straighten", "Draw", "Shopping", "Legwork", "Action", "Damage Control")
#: A card's timing word meaning "any time other than when straightening or drawing cards".
ANY = "Any"
#: The phases "Any" leaves out.
NOT_ANY = ("Straighten", "Draw")


def phase_allows(timing: str, phase: str) -> bool:
    """May a card whose timing is ``timing`` (a phase name or "Any") act during ``phase``?

    "Any" is every phase but Straighten and Draw (the chapter: "anytime other than when
    straightening or drawing cards"); a named phase is that phase only.

    >>> phase_allows("Any", "Legwork"), phase_allows("Any", "Draw"), phase_allows("Shopping", "Action")
    (True, False, False)

    Rules: Cyberpunk CCG Card Types: Events (register CP-11).
    """
    as_name("timing", timing, (ANY, *PHASES))
    as_name("phase", phase, PHASES)
    return phase not in NOT_ANY if timing == ANY else phase == timing
