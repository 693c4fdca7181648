"""End of the Game: syndicate bonuses (with white-symbol jokers), final Influence, winners and ties.

Rules: Rogue Agent: End of the Game; Android Mode: End of the Game.

The bonus table is printed (data/rogue_agent/syndicate_bonus.csv). The rulebook names none
of the six syndicates (RA-23), so they are called ``syndicate_1`` .. ``syndicate_6`` here
(:data:`SYNDICATES`); Criminals with the white symbol are jokers and are passed separately
(``jokers=``). Two gaps are readings: what jokers score when the player turned in no other
Criminal (``joker_alone``) and whether all jokers join the largest group or the player may
place them where they score most (``joker_group``). Which of two equally large groups the
jokers join never matters (same total; tests check it).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...data import load_csv
from ...readings import uses
from .setup import whole

__all__ = ["SYNDICATES", "MAX_CRIMINALS", "syndicate_bonus", "score_turned_in", "FinalScore",
           "final_score", "winners"]

#: The six syndicates (unnamed in the rulebook: placeholder names, RA-23).
SYNDICATES = tuple(f"syndicate_{i}" for i in range(1, 7))
#: A documented limit: no player can turn in more Criminals than there are cards (46, +10 special edition).
MAX_CRIMINALS = 56
GAME = "Rogue Agent"
_CITE = "Rogue Agent: End of the Game"


@functools.lru_cache(maxsize=1)
def _table() -> tuple:
    rows = load_csv("rogue_agent/syndicate_bonus.csv", {"members": int, "bonus": int, "step": int,
                                                         "source": str, "cite": str})
    return tuple((r["members"], r["bonus"], r["step"]) for r in rows)


def _bonus(n: int) -> int:
    if n == 0:
        return 0
    table = _table()
    top, top_bonus, step = table[-1]
    if n >= top:
        return top_bonus + step * (n - top)
    return table[n - 1][1]


@uses(game=GAME)
def syndicate_bonus(n: int) -> int:
    """Influence for ``n`` Criminals of one syndicate turned in: 1, 2, 5, 7, 10, then +5 each.

    >>> [syndicate_bonus(n) for n in range(8)]
    [0, 1, 2, 5, 7, 10, 15, 20]

    Rules: Rogue Agent: End of the Game.
    """
    return _bonus(whole(n, "n", 0, MAX_CRIMINALS))


def _counts(counts: Any) -> dict[str, int]:
    if not isinstance(counts, Mapping):
        raise TypeError(f"counts must be a mapping syndicate -> Criminals turned in, "
                        f"not {type(counts).__name__}")
    out = {}
    for k, v in counts.items():
        if not isinstance(k, str):
            raise TypeError(f"counts: a syndicate is a name such as 'syndicate_1', not {k!r}")
        if k == "white":
            raise ValueError("counts: white-symbol Criminals are jokers; pass them as jokers=..., "
                             "not in counts")
        if k not in SYNDICATES:
            raise ValueError(f"counts: unknown syndicate {k!r}; the syndicates are {', '.join(SYNDICATES)}")
        out[k] = whole(v, f"counts[{k!r}]", 0, MAX_CRIMINALS)
    if sum(out.values()) > MAX_CRIMINALS:
        raise ValueError(f"counts: at most {MAX_CRIMINALS} Criminals in all, not {sum(out.values())}")
    return out


def _best_split(groups: Sequence[int], jokers: int) -> int:
    # Small exhaustive search (at most MAX_CRIMINALS jokers over 6 groups): a knapsack over groups.
    best = {0: 0}  # jokers used -> best total so far
    for g in groups:
        nxt: dict[int, int] = {}
        for used, total in best.items():
            for add in range(jokers - used + 1):
                v = total + _bonus(g + add)
                if v > nxt.get(used + add, -1):
                    nxt[used + add] = v
        best = nxt
    return best.get(jokers, 0)


@uses("joker_alone", "joker_group")
def score_turned_in(counts: Mapping[str, int], jokers: int = 0, *, rules=None) -> int:
    """The syndicate bonus total for a pile of turned-in Criminals: ``counts`` maps a syndicate
    (:data:`SYNDICATES`) to how many of it; ``jokers`` white-symbol Criminals join the largest group.

    >>> score_turned_in({"syndicate_1": 3, "syndicate_2": 2}, jokers=1)
    9
    >>> score_turned_in({"syndicate_1": 3, "syndicate_2": 2}, jokers=1, joker_group="best")
    10
    >>> score_turned_in({}, jokers=2), score_turned_in({}, jokers=2, joker_alone="nothing")
    (2, 0)

    Rules: Rogue Agent: End of the Game.
    """
    c = _counts(counts)
    j = whole(jokers, "jokers", 0, MAX_CRIMINALS)
    if sum(c.values()) + j > MAX_CRIMINALS:
        raise ValueError(f"jokers: at most {MAX_CRIMINALS} Criminals in all")
    groups = sorted((v for v in c.values() if v > 0), reverse=True)
    if not groups:
        return _bonus(j) if rules.joker_alone == "own_group" else 0
    if rules.joker_group == "best":
        return _best_split(groups, j)
    return _bonus(groups[0] + j) + sum(_bonus(g) for g in groups[1:])


@dataclass(frozen=True)
class FinalScore:
    """One player's final Influence by source, and health (the first tie-break)."""

    influence: int
    informants: int
    syndicates: int
    health: int

    @property
    def total(self) -> int:
        return self.influence + self.informants + self.syndicates


@uses("joker_alone", "joker_group")
def final_score(influence: int, informants: int, counts: Mapping[str, int], jokers: int = 0, *,
                health: int = 0, rules=None) -> FinalScore:
    """A player's final Influence: Influence marker + 1 per own Informant in the city + syndicate bonuses.

    Rules: Rogue Agent: End of the Game.
    """
    inf = whole(influence, "influence", 0, 10_000)
    inform = whole(informants, "informants", 0, 7)
    hp = whole(health, "health", 0, 100)
    return FinalScore(inf, inform, score_turned_in(counts, jokers, rules=rules), hp)


@uses(game=GAME)
def winners(scores: Sequence[FinalScore]) -> tuple[int, ...]:
    """The winning seats: most total Influence; ties go to more health; still tied, all of them win.

    >>> winners([FinalScore(5, 0, 0, 3), FinalScore(4, 1, 0, 3), FinalScore(5, 0, 0, 2)])
    (0, 1)

    Rules: Rogue Agent: End of the Game (Ties).
    """
    if isinstance(scores, str | bytes) or not isinstance(scores, Sequence):
        raise TypeError(f"scores must be a sequence of FinalScore, not {type(scores).__name__}")
    if not 1 <= len(scores) <= 4:
        raise ValueError(f"scores must hold 1 to 4 players, not {len(scores)}")
    for s in scores:
        if not isinstance(s, FinalScore):
            raise TypeError(f"scores must hold FinalScore values, not {type(s).__name__}")
    best = max((s.total, s.health) for s in scores)
    return tuple(i for i, s in enumerate(scores) if (s.total, s.health) == best)
