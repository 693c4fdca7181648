"""The 24 advanced ice breakers of Matrix: names as data, everything else unknown until set.

Rules: Matrix advanced game (the list of ice breakers; base strength one less than a basic breaker,
the same-colour +1 kept; the d6 per colour that picks one).

The rulebook lists 24 names (``data/matrix/breakers.csv``, in the printed order) and says a
breaker is chosen by picking a pawn and rolling a d6 for which breaker of that colour it is. It does
NOT say which names belong to which colour and face, nor any ability (register MX-09; the last rules
line is the tail of one unknown ability that moves forts). So every :class:`Breaker` has
``colour``, ``face``, ``ability`` and ``strength_bonus`` set to None (unknown). They are parameters
a user may set (``breaker("Ankara").replace(strength_bonus=1)``); edgekit never invents them. The
only ability a game can apply is a known ``strength_bonus`` (added to the breaker's strength in every
challenge); an ``ability`` text is kept as a label.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, replace

from ..data import load_csv
from .board.grid import COLOURS

__all__ = ["Breaker", "BREAKER_NAMES", "breakers", "breaker", "check_breakers"]

_UNKNOWN = "unknown"


@dataclass(frozen=True)
class Breaker:
    """An advanced ice breaker. None means the rulebook does not give it (unknown, MX-09).

    Rules: Matrix advanced game.
    """

    name: str
    position: int
    colour: str | None = None
    face: int | None = None
    ability: str | None = None
    strength_bonus: int | None = None
    cite: str = "Matrix advanced game"

    def __post_init__(self):
        if not isinstance(self.name, str) or not self.name:
            raise TypeError(f"name must be a non-empty str, not {self.name!r}")
        if self.colour is not None and self.colour not in COLOURS:
            raise ValueError(f"colour must be one of {COLOURS} or None (unknown), not {self.colour!r}")
        if self.face is not None and (isinstance(self.face, bool) or not isinstance(self.face, int)
                                      or not 1 <= self.face <= 6):
            raise ValueError(f"face must be a die face 1..6 or None (unknown), not {self.face!r}")
        if self.ability is not None and (not isinstance(self.ability, str) or not self.ability):
            raise TypeError(f"ability must be a non-empty str or None (unknown), not {self.ability!r}")
        b = self.strength_bonus
        if b is not None:
            if isinstance(b, bool) or not isinstance(b, int):
                raise TypeError(f"strength_bonus must be a whole number or None (unknown), not {b!r}")
            if not -6 <= b <= 6:
                raise ValueError(f"strength_bonus must be from -6 to 6, not {b}")

    @property
    def unknown(self) -> tuple[str, ...]:
        """The parameters still unknown (not given by the rulebook and not set)."""
        return tuple(f for f in ("colour", "face", "ability", "strength_bonus") if getattr(self, f) is None)

    def replace(self, **changes) -> Breaker:
        """A copy with some parameters set (checked)."""
        bad = set(changes) - {"colour", "face", "ability", "strength_bonus"}
        if bad:
            raise ValueError(f"only colour, face, ability and strength_bonus can be set, not {sorted(bad)}")
        return replace(self, **changes)


def _opt(v: str):
    return None if v == _UNKNOWN else v


@functools.lru_cache(maxsize=1)
def breakers() -> tuple[Breaker, ...]:
    """The 24 advanced ice breakers in the rulebook's order (all abilities unknown).

    Rules: Matrix advanced game.
    """
    rows = load_csv("matrix/breakers.csv", {"position": int, "name": str, "colour": str, "face": str,
                                            "ability": str, "source": str, "cite": str})
    return tuple(Breaker(r["name"], r["position"], _opt(r["colour"]),
                         None if r["face"] == _UNKNOWN else int(r["face"]), _opt(r["ability"]),
                         None, r["cite"]) for r in rows)


BREAKER_NAMES = tuple(b.name for b in breakers())


def breaker(name: str) -> Breaker:
    """The advanced breaker called ``name`` (exact name; ValueError listing the names if unknown).

    Rules: Matrix advanced game.
    """
    if not isinstance(name, str):
        raise TypeError(f"name must be a breaker's name (a str), not {name!r}")
    for b in breakers():
        if b.name == name:
            return b
    raise ValueError(f"name {name!r} is not one of the 24 advanced breakers: {', '.join(BREAKER_NAMES)}")


def check_breakers(given, colours: tuple[str, ...]) -> tuple[Breaker, ...]:
    """One :class:`Breaker` per pawn colour from names or Breakers (errors name ``breakers``).

    Rules: Matrix advanced game (a pawn of each colour stands for one breaker).
    """
    if isinstance(given, str) or not isinstance(given, tuple | list):
        raise TypeError(f"breakers must be a list of {len(colours)} breaker names, not {given!r}")
    if len(given) != len(colours):
        raise ValueError(f"breakers: give one breaker per colour ({len(colours)}), not {len(given)}")
    try:
        out = tuple(b if isinstance(b, Breaker) else breaker(b) for b in given)
    except (TypeError, ValueError) as e:
        raise type(e)(f"breakers: {e}") from None
    for c, b in zip(colours, out):
        if b.colour not in (None, c):
            raise ValueError(f"breakers: {b.name} is set to colour {b.colour}, but stands for the {c} pawn")
    return out
