"""The 24 advanced ice breakers of Matrix, and the table the set-up draw reads: names as data, every
ability unknown until the reader sets one.

Rules: Matrix advanced game (the list of ice breakers; base strength one less than a basic breaker,
the same-colour +1 kept; the standard draw: pick a pawn, roll d6 for which breaker of its colour).

The rulebook lists 24 names (``data/matrix/breakers.csv``, in the printed order) and says a
breaker is chosen by picking a pawn and rolling a d6 for which breaker of that colour it is: four
colours times six faces. It does NOT say which names belong to which colour and face, nor any
ability (register MX-09; the last rules line is the tail of one unknown breaker's ability, which
moves forts: :func:`~edgekit.matrix.fort_mover`). So:

* :class:`Breaker`: a named breaker; ``colour``, ``face`` None (unknown) and ``ability``
  :data:`~edgekit.matrix.UNKNOWN` (no effect) until set (``breaker("Ankara").replace(ability=...)``);
* :class:`BreakerTable` (build with :func:`breaker_table`): the breaker behind each of the 24
  (colour, face) slots of the draw. By default every slot is a breaker whose name and ability are
  unknown: the draw still happens (its chance is the rule's), and what it draws plays as no effect,
  labelled so. The reader places named breakers or abilities in slots; edgekit never invents them.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType

from ..data import load_csv
from ..display import Table
from .abilities import UNKNOWN, Ability
from .board.grid import COLOURS

__all__ = ["Breaker", "BREAKER_NAMES", "FACES", "breakers", "breaker", "check_breakers", "BreakerTable",
           "breaker_table"]

_UNKNOWN = "unknown"
#: The faces of the draw's d6, one breaker of the pawn's colour each (on the piecepack die: null, ace,
#: 2-5, in that order).
FACES = (1, 2, 3, 4, 5, 6)


@dataclass(frozen=True)
class Breaker:
    """An advanced ice breaker. ``name`` and ``position`` (in the printed list) None: a slot of the
    draw whose breaker's name is unknown; ``colour``/``face`` None: unknown (MX-09); ``ability``
    :data:`~edgekit.matrix.UNKNOWN` until set.

    Rules: Matrix advanced game.
    """

    name: str | None
    position: int | None
    colour: str | None = None
    face: int | None = None
    ability: Ability = UNKNOWN
    cite: str = "Matrix advanced game"

    def __post_init__(self):
        if self.name is not None and (not isinstance(self.name, str) or not self.name.strip()):
            raise TypeError(f"name must be a non-empty str or None (unknown), not {self.name!r:.60}")
        pos = self.position
        if pos is not None and (isinstance(pos, bool) or not isinstance(pos, int) or not 1 <= pos <= 24):
            raise ValueError(f"position must be 1..24 (the printed list) or None, not {self.position!r:.40}")
        if self.colour is not None and self.colour not in COLOURS:
            raise ValueError(f"colour must be one of {COLOURS} or None (unknown), not {self.colour!r:.40}")
        if self.face is not None and (isinstance(self.face, bool) or not isinstance(self.face, int)
                                      or self.face not in FACES):
            raise ValueError(f"face must be a die face 1..6 or None (unknown), not {self.face!r:.40}")
        if not isinstance(self.ability, Ability):
            raise TypeError(f"ability must be an edgekit.matrix.Ability (see edgekit.matrix.ability), "
                            f"not {self.ability!r:.60}")
        if not isinstance(self.cite, str):
            raise TypeError(f"cite must be a str, not {self.cite!r:.40}")

    @property
    def unknown(self) -> tuple[str, ...]:
        """The parameters still unknown (not given by the rulebook and not set)."""
        return tuple(f for f in ("name", "colour", "face") if getattr(self, f) is None) + (
            ("ability",) if self.ability.source == "unknown" else ())

    @property
    def label(self) -> str:
        """The breaker's name, or its slot with "name unknown"."""
        if self.name is not None:
            return self.name
        slot = f"{self.colour or '?'} {self.face or '?'}"
        return f"breaker {slot} (name unknown)"

    def replace(self, **changes) -> Breaker:
        """A copy with some parameters set (checked): ``colour``, ``face``, ``ability``."""
        bad = set(changes) - {"colour", "face", "ability"}
        if bad:
            raise ValueError(f"only colour, face and ability can be set, not {sorted(bad)}")
        return replace(self, **changes)

    def __str__(self) -> str:
        return f"{self.label}: {self.ability.words()}"

    def as_table(self, title: str = "") -> Table:
        return Table(title or f"Advanced ice breaker: {self.label}", ("", "value"), [
            ("name", self.name or "unknown"), ("printed position", self.position or "—"),
            ("colour", self.colour or "unknown"), ("die face", self.face or "unknown"),
            ("ability", self.ability.words())], cite=self.cite)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def _opt(v: str):
    return None if v == _UNKNOWN else v


@functools.lru_cache(maxsize=1)
def breakers() -> tuple[Breaker, ...]:
    """The 24 advanced ice breakers in the rulebook's order (colours, faces, abilities unknown).

    Rules: Matrix advanced game.
    """
    rows = load_csv("matrix/breakers.csv", {"position": int, "name": str, "colour": str, "face": str,
                                            "ability": str, "source": str, "cite": str})
    return tuple(Breaker(r["name"], r["position"], _opt(r["colour"]),
                         None if r["face"] == _UNKNOWN else int(r["face"]), UNKNOWN, r["cite"]) for r in rows)


BREAKER_NAMES = tuple(b.name for b in breakers())


def breaker(name: str) -> Breaker:
    """The advanced breaker called ``name`` (exact name; ValueError listing the names if unknown).

    Rules: Matrix advanced game.
    """
    if not isinstance(name, str):
        raise TypeError(f"name must be a breaker's name (a str), not {name!r:.60}")
    for b in breakers():
        if b.name == name:
            return b
    raise ValueError(f"name {name!r:.60} is not one of the 24 advanced breakers: {', '.join(BREAKER_NAMES)}")


def check_breakers(given, colours: tuple[str, ...], advanced: tuple[bool, ...]) -> tuple:
    """One :class:`Breaker` or None (drawn at set-up, or a basic pawn) per pawn colour, from names or
    Breakers (errors name ``breakers``). ``advanced`` says which pawns may hold one.

    Rules: Matrix advanced game (a pawn of each colour stands for one breaker).
    """
    if isinstance(given, str) or not isinstance(given, tuple | list):
        raise TypeError(f"breakers must be a list of {len(colours)} breaker names (or None), "
                        f"not {given!r:.60}")
    if len(given) != len(colours):
        raise ValueError(f"breakers: give one breaker (or None) per colour ({len(colours)}), "
                         f"not {len(given)}")
    try:
        out = tuple(None if b is None else b if isinstance(b, Breaker) else breaker(b) for b in given)
    except (TypeError, ValueError) as e:
        raise type(e)(f"breakers: {e}") from None
    for c, b, adv in zip(colours, out, advanced):
        if b is None:
            continue
        if not adv:
            raise ValueError(f"breakers: the {c} pawn is a basic breaker here; give None for it")
        if b.colour not in (None, c):
            raise ValueError(f"breakers: {b.label} is set to colour {b.colour}, but stands for the {c} pawn")
    return out


@dataclass(frozen=True)
class BreakerTable:
    """The breaker behind each (colour, face) slot of the set-up draw (all 24; build with
    :func:`breaker_table`). Rules: Matrix advanced game (pick a pawn, roll d6)."""

    slots: Mapping

    def __post_init__(self):
        if not isinstance(self.slots, Mapping) or set(self.slots) != {(c, f) for c in COLOURS for f in FACES}:
            raise ValueError("slots must map every (colour, face) of the draw to a Breaker: "
                             "use breaker_table()")
        object.__setattr__(self, "slots", MappingProxyType(dict(self.slots)))

    def __hash__(self):
        return hash(tuple(sorted(self.slots.items(), key=lambda kv: (COLOURS.index(kv[0][0]), kv[0][1]))))

    def __eq__(self, other):
        return isinstance(other, BreakerTable) and dict(self.slots) == dict(other.slots)

    def breaker(self, colour: str, face: int) -> Breaker:
        """The breaker a ``colour`` pawn draws on ``face``."""
        if (colour, face) not in self.slots:
            raise ValueError(f"(colour, face) must be a colour of {COLOURS} and a face 1..6, not "
                             f"{(colour, face)!r:.60}")
        return self.slots[(colour, face)]

    def ability(self, colour: str, face: int) -> Ability:
        """The ability of the breaker a ``colour`` pawn draws on ``face``."""
        return self.breaker(colour, face).ability

    @property
    def set_slots(self) -> tuple:
        """The (colour, face) slots whose ability is set (not unknown), in draw order."""
        return tuple((c, f) for c in COLOURS for f in FACES if self.slots[(c, f)].ability.source != "unknown")

    def __str__(self) -> str:
        n = len(self.set_slots)
        return "every ability unknown (MX-09)" if not n else f"{n} of 24 abilities set"

    def as_table(self, title: str = "The set-up draw: which breaker each pawn colour and die face gives",
                 colours: tuple = COLOURS) -> Table:
        rows = [(c, f, b.name or "unknown", b.ability.words()) for c in colours for f in FACES
                for b in (self.slots[(c, f)],)]
        return Table(title, ("pawn", "face", "breaker", "ability"), rows, cite="Matrix advanced game (MX-09)",
                     notes=("Which named breaker and ability each slot holds is not in the rulebook (MX-09): "
                            "'unknown' slots play as no ability; the rest were set by the reader.",))

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def breaker_table(assign=()) -> BreakerTable:
    """The draw's table: every (colour, face) slot a breaker with unknown name and ability, except
    those ``assign`` sets. ``assign`` is a mapping ``{(colour, face): Ability | Breaker | name}`` or a
    list of :class:`Breaker` whose ``colour`` and ``face`` are set (each goes to its slot). A named
    breaker may fill one slot only; a Breaker's own colour and face, when set, must be its slot's.

    Rules: Matrix advanced game (pick a pawn, roll d6 for which breaker of its colour).
    """
    try:
        return _table(assign)
    except (TypeError, ValueError) as e:
        if str(e).startswith("assign"):
            raise
        raise type(e)(f"assign: {e}") from None


def _table(assign) -> BreakerTable:
    slots = {(c, f): Breaker(None, None, c, f) for c in COLOURS for f in FACES}
    if isinstance(assign, Mapping):
        items = list(assign.items())
    elif isinstance(assign, str) or not isinstance(assign, Iterable):
        raise TypeError(f"assign must be a mapping {{(colour, face): ability}} or a list of Breakers, "
                        f"not {assign!r:.60}")
    else:
        items = []
        for b in assign:
            if not isinstance(b, Breaker):
                raise TypeError(f"assign: a list holds Breakers with colour and face set, not {b!r:.60}")
            if b.colour is None or b.face is None:
                raise ValueError(f"assign: {b.label} needs colour and face set to take a slot "
                                 "(Breaker.replace(colour=..., face=...))")
            items.append(((b.colour, b.face), b))
    names: dict = {}
    for key, v in items:
        if key not in slots:
            raise ValueError(f"assign: a slot is (colour of {COLOURS}, face 1..6), not {key!r:.60}")
        c, f = key
        if isinstance(v, str):
            v = breaker(v)
        if isinstance(v, Ability):
            v = Breaker(None, None, c, f, v)
        if not isinstance(v, Breaker):
            raise TypeError(f"assign[{key!r}] must be an Ability, a Breaker or a breaker's name, "
                            f"not {v!r:.60}")
        if v.colour not in (None, c) or v.face not in (None, f):
            raise ValueError(f"assign: {v.label} is set to ({v.colour}, {v.face}), not the slot {key}")
        if v.name is not None:
            if v.name in names:
                raise ValueError(f"assign: {v.name} is given two slots, {names[v.name]} and {key}")
            names[v.name] = key
        slots[key] = replace(v, colour=c, face=f)
    return BreakerTable(slots)
