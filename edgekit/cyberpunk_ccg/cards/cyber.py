"""Cyber and Empathy: Cyberpsychosis, burning, and the most Cyber one Runner can carry.

Rules: Cyberpunk CCG Cyber (register CP-07).
"""

from __future__ import annotations

from collections.abc import Iterable

from .._check import MAX_CARDS, MAX_STAT, as_flag, as_whole, whole_list
from .model import Cyber

__all__ = ["empathy_state", "most_cyber", "cyberpsycho_end_of_turn", "cyber_violations"]


def empathy_state(emp: int, losses: Iterable[int] = ()) -> str:
    """"ok", "cyberpsychosis" (Emp 1 or less) or "burned" (Emp 0 or less) after Cyber losses.

    Rules: Cyberpunk CCG Cyber (register CP-07).
    """
    left = as_whole("emp", emp, 0, MAX_STAT) - sum(whole_list("losses", losses))
    return "burned" if left <= 0 else "cyberpsychosis" if left <= 1 else "ok"


def cyberpsycho_end_of_turn(state: str, *, went_on_hit_or_run: bool) -> str:
    """What happens to a Runner at the end of its controller's turn: "kept" or "burned".

    A Cyberpsycho must go on a Hit or Run by the end of every one of its controller's turns, or it
    is burned; a Runner whose Emp reached 0 or less is burned regardless. Rules: Cyberpunk CCG Cyber.
    """
    if state not in ("ok", "cyberpsychosis", "burned"):
        raise ValueError(f"state must be one of 'ok', 'cyberpsychosis', 'burned' (see empathy_state), "
                         f"not {state!r}")
    went = as_flag("went_on_hit_or_run", went_on_hit_or_run)
    if state == "burned" or (state == "cyberpsychosis" and not went):
        return "burned"
    return "kept"


def _cyber_list(cards) -> list[Cyber]:
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise TypeError(f"cards must be a list of Cyber cards, not {cards!r}")
    out = []
    for c in cards:
        if not isinstance(c, Cyber):
            raise TypeError(f"cards must hold Cyber cards (edgekit.cyberpunk_ccg.Cyber), not {c!r}")
        out.append(c)
        if len(out) > MAX_CARDS:
            raise ValueError(f"cards may hold at most {MAX_CARDS} Cyber cards")
    return out


def cyber_violations(cards) -> tuple[str, ...]:
    """Body parts (or functions) that carry more than one Cyber card: each breaks the one-per-part
    rule. Rules: Cyberpunk CCG Cyber."""
    parts: dict[str, int] = {}
    for c in _cyber_list(cards):
        parts[c.part] = parts.get(c.part, 0) + 1
    return tuple(p for p, n in parts.items() if n > 1)


def most_cyber(emp: int, cards, *, allow_psychosis: bool = False) -> tuple[Cyber, ...]:
    """The largest set of these Cyber cards one Runner can carry, in the order given.

    At most one card per body part; the Runner's Emp must stay above 1 (or above 0 if
    ``allow_psychosis``). Ties go to the smaller total Empathy loss, then to earlier cards.

    Greedy and exact, O(n log n): any legal set stays legal and loses no more Emp if each of its
    cards is swapped for the cheapest card of the same part; among those cheapest cards, the k
    smallest losses are the cheapest k-card set, so the answer is the longest prefix of them
    (sorted by loss) that the Empathy budget allows. The tests check it against every subset.

    Rules: Cyberpunk CCG Cyber (register CP-07).
    """
    emp = as_whole("emp", emp, 0, MAX_STAT)
    floor = 0 if as_flag("allow_psychosis", allow_psychosis) else 1
    cards = _cyber_list(cards)
    cheapest: dict[str, int] = {}
    for i, c in enumerate(cards):
        if c.part not in cheapest or c.emp_loss < cards[cheapest[c.part]].emp_loss:
            cheapest[c.part] = i
    chosen, loss = [], 0
    for i in sorted(cheapest.values(), key=lambda i: (cards[i].emp_loss, i)):
        if emp - (loss + cards[i].emp_loss) <= floor:
            break
        chosen.append(i)
        loss += cards[i].emp_loss
    return tuple(cards[i] for i in sorted(chosen))
