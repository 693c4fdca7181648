"""The advanced ice breakers' abilities as data: a small, typed, immutable vocabulary a user sets.

Rules: Matrix advanced game (each advanced breaker has an extra ability "that can compensate" for
its base strength one less; distance, register MX-10; the one surviving fragment, MX-09).

The rulebook lists 24 advanced breakers but none of their abilities survives (register MX-09):
only the tail of one, which speaks of the data forts installed in the matrix and says that breakers
on a fort move with the fort. So an ability here is never read from the book: it is a value the
reader sets, built from these pieces (frozen dataclasses, checked when built; plain data, never code
text, so nothing is evaluated):

* conditions on the structure a breaker challenges: :class:`ColourIn` (its colour is one of a set),
  :class:`KindIs` ("ice" or "fort"), :class:`DistanceAtMost` / :class:`DistanceAtLeast` (the
  distance from the breaker to it, as the advanced game defines distance; an undefined distance
  satisfies neither);
* effects: :class:`StrengthChange` (``n`` added to the breaker's strength when every condition of
  ``when`` holds), :class:`Reach` (the breaker may choose any structure up to ``k`` steps away along
  structures, not only a contiguous one), :class:`MoveForts` (the fragment: as its step, the runner
  moves an installed data fort, and the breakers on it move with it);
* :class:`Ability`: a tuple of effects. Its :attr:`~Ability.source` says what it is:
  ``"unknown"`` (no effect set: the rulebook's ability is lost, and the game plays it as no effect,
  labelled so, never a guessed rule), ``"reconstructed"`` (only :class:`MoveForts`: the surviving
  fragment, its missing parameters set by the reader) or ``"user-set"`` (anything else: the
  reader's hypothesis). Build one with :func:`ability` (keywords) or the classes.

Don't confuse an :class:`Ability` (what a breaker can do) with a :class:`~edgekit.matrix.Breaker`
(a named breaker, whose ability is one of these) or with the breaker table
(:func:`~edgekit.matrix.breaker_table`: which breaker each pawn colour and die face draws).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..display import Table
from ..exact import as_whole
from .board.grid import COLOURS
from .rules.breaking import MAX_CHANGE

__all__ = ["ColourIn", "KindIs", "DistanceAtMost", "DistanceAtLeast", "StrengthChange", "Reach", "MoveForts",
           "Ability", "UNKNOWN", "ability", "fort_mover", "MAX_DISTANCE", "MAX_CHANGE", "KINDS"]

#: The largest distance a condition or a reach may name: 24 structures are at most 23 steps apart.
MAX_DISTANCE = 23
KINDS = ("ice", "fort")


def _colours(name: str, v) -> frozenset:
    if isinstance(v, str) or not isinstance(v, Iterable):
        raise TypeError(f"{name} must be a collection of colours from {COLOURS}, not {v!r:.60}")
    items = tuple(v)
    if not all(isinstance(c, str) for c in items):
        raise TypeError(f"{name} must be a collection of colour names from {COLOURS}, not {v!r:.60}")
    out = frozenset(items)
    bad = sorted(map(repr, out - set(COLOURS)))
    if bad:
        raise ValueError(f"{name}: {', '.join(bad)} not among the colours {COLOURS}")
    if not out:
        raise ValueError(f"{name} must name at least one colour of {COLOURS}")
    return out


def _colour_words(cs: frozenset) -> str:
    return " or ".join(c for c in COLOURS if c in cs)


# --------------------------------------------------------------------------- conditions
@dataclass(frozen=True)
class ColourIn:
    """Condition: the challenged structure's colour is one of ``colours``. Rules: Matrix advanced game."""

    colours: frozenset

    def __post_init__(self):
        object.__setattr__(self, "colours", _colours("colours", self.colours))

    def holds(self, colour: str, kind: str, distance: int | None) -> bool:
        return colour in self.colours

    def words(self) -> str:
        return f"against {_colour_words(self.colours)} structures"


@dataclass(frozen=True)
class KindIs:
    """Condition: the challenged structure is ice or a data fort. Rules: Matrix advanced game."""

    kind: str

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"kind must be one of {KINDS}, not {self.kind!r:.40}")

    def holds(self, colour: str, kind: str, distance: int | None) -> bool:
        return kind == self.kind

    def words(self) -> str:
        return "against ice" if self.kind == "ice" else "against a data fort"


@dataclass(frozen=True)
class DistanceAtMost:
    """Condition: the distance from the breaker to the structure is at most ``k`` (an undefined
    distance is not). Rules: Matrix advanced game (distance, MX-10)."""

    k: int

    def __post_init__(self):
        object.__setattr__(self, "k", as_whole("k", self.k, 1, MAX_DISTANCE))

    def holds(self, colour: str, kind: str, distance: int | None) -> bool:
        return distance is not None and distance <= self.k

    def words(self) -> str:
        return f"at distance {self.k} or less"


@dataclass(frozen=True)
class DistanceAtLeast:
    """Condition: the distance from the breaker to the structure is at least ``k`` (an undefined
    distance is not). Rules: Matrix advanced game (distance, MX-10)."""

    k: int

    def __post_init__(self):
        object.__setattr__(self, "k", as_whole("k", self.k, 1, MAX_DISTANCE))

    def holds(self, colour: str, kind: str, distance: int | None) -> bool:
        return distance is not None and distance >= self.k

    def words(self) -> str:
        return f"at distance {self.k} or more"


CONDITIONS = (ColourIn, KindIs, DistanceAtMost, DistanceAtLeast)


# --------------------------------------------------------------------------- effects
@dataclass(frozen=True)
class StrengthChange:
    """Effect: ``n`` (-6..6) added to the breaker's strength in a challenge where every condition of
    ``when`` holds (the advanced game's floor at zero still applies). Rules: Matrix advanced game."""

    n: int
    when: tuple = ()

    def __post_init__(self):
        object.__setattr__(self, "n", as_whole("n", self.n, -MAX_CHANGE, MAX_CHANGE))
        if isinstance(self.when, str) or not isinstance(self.when, Iterable):
            raise TypeError(f"when must be a list of conditions, not {self.when!r:.60}")
        when = tuple(self.when)
        for c in when:
            if not isinstance(c, CONDITIONS):
                raise TypeError(f"when: each condition is one of {[k.__name__ for k in CONDITIONS]}, "
                                f"not {c!r:.60}")
        object.__setattr__(self, "when", when)

    def applies(self, colour: str, kind: str, distance: int | None) -> bool:
        return all(c.holds(colour, kind, distance) for c in self.when)

    def words(self) -> str:
        head = f"{self.n:+d} strength"
        return " ".join([head, *(c.words() for c in self.when)])


@dataclass(frozen=True)
class Reach:
    """Effect: the breaker may choose any installed structure at most ``k`` steps away along
    structures (not only a contiguous one); ``k`` 1 changes nothing. Rules: Matrix step 1, advanced
    game (distance)."""

    k: int

    def __post_init__(self):
        object.__setattr__(self, "k", as_whole("k", self.k, 1, MAX_DISTANCE))

    def words(self) -> str:
        return f"may choose a structure up to distance {self.k}"


@dataclass(frozen=True)
class MoveForts:
    """Effect, reconstructed from the one surviving fragment (MX-09): as its step, instead of
    choosing a space, the runner moves one installed data fort of a colour in ``colours`` (if
    ``within`` is set, at most that distance from this breaker) to an empty space contiguous to
    another structure where step 2 would let a structure be installed, the matrix staying in one
    piece under the reading ``matrix_outside_reach="connected"``; the breakers on the fort, its
    power-up and whether it was entered before move with it.

    Printed: the ability concerns data forts installed in the matrix, and breakers on a fort move
    with it. Reconstructed (not printed): that the runner moves a fort as a step, which forts, where
    to, and how often (any step); the defaults (``colours`` all, ``within`` None) put no limit.
    Rules: Matrix advanced game (the ability fragment), Matrix step 2.
    """

    colours: frozenset = frozenset(COLOURS)
    within: int | None = None

    def __post_init__(self):
        object.__setattr__(self, "colours", _colours("colours", self.colours))
        if self.within is not None:
            object.__setattr__(self, "within", as_whole("within", self.within, 1, MAX_DISTANCE))

    def allows(self, colour: str, distance: int | None) -> bool:
        return colour in self.colours and (self.within is None or (distance is not None
                                                                     and distance <= self.within))

    def words(self) -> str:
        which = "any data fort" if len(self.colours) == len(COLOURS) else \
            f"the {_colour_words(self.colours)} data fort"
        near = "" if self.within is None else f" at distance {self.within} or less"
        return f"moves {which}{near} (breakers on it move with it)"


EFFECTS = (StrengthChange, Reach, MoveForts)
SOURCES = ("unknown", "reconstructed", "user-set")


@dataclass(frozen=True)
class Ability:
    """An advanced breaker's ability: a tuple of effects (empty: unknown, plays as no effect).

    Rules: Matrix advanced game.
    """

    effects: tuple = ()

    def __post_init__(self):
        if isinstance(self.effects, str) or not isinstance(self.effects, Iterable):
            raise TypeError(f"effects must be a list of effects, not {self.effects!r:.60}")
        effects = tuple(self.effects)
        for e in effects:
            if not isinstance(e, EFFECTS):
                raise TypeError(f"effects: each effect is one of {[k.__name__ for k in EFFECTS]}, "
                                f"not {e!r:.60}")
        object.__setattr__(self, "effects", effects)
        ns = [e.n for e in effects if isinstance(e, StrengthChange)]
        up, down = sum(n for n in ns if n > 0), sum(n for n in ns if n < 0)
        if up > MAX_CHANGE or down < -MAX_CHANGE:
            raise ValueError(f"effects: the strength changes may add up to at most {MAX_CHANGE} either way, "
                             f"not +{up} / {down}")

    @property
    def source(self) -> str:
        """``"unknown"`` (no effect set), ``"reconstructed"`` (only the fragment's
        :class:`MoveForts`) or ``"user-set"``."""
        if not self.effects:
            return "unknown"
        if all(isinstance(e, MoveForts) for e in self.effects):
            return "reconstructed"
        return "user-set"

    def strength_change(self, colour: str, kind: str, distance: int | None) -> int:
        """The sum of the strength changes whose conditions hold against a structure of ``colour``
        and ``kind`` ("ice" or "fort") at ``distance`` (None: undefined)."""
        return sum(e.n for e in self.effects
                   if isinstance(e, StrengthChange) and e.applies(colour, kind, distance))

    @property
    def reach(self) -> int:
        """How far the breaker may choose a structure (1: contiguous only, the rule of step 1)."""
        return max((e.k for e in self.effects if isinstance(e, Reach)), default=1)

    @property
    def fort_moves(self) -> tuple:
        """The :class:`MoveForts` effects."""
        return tuple(e for e in self.effects if isinstance(e, MoveForts))

    @property
    def needs_distance(self) -> bool:
        """Does a strength change depend on the distance to the structure?"""
        return any(isinstance(c, DistanceAtMost | DistanceAtLeast) for e in self.effects
                   if isinstance(e, StrengthChange) for c in e.when)

    def words(self) -> str:
        """The ability in words, with its source."""
        if not self.effects:
            return "unknown (the rulebook's text is lost, MX-09): plays as no effect"
        return f"{self.source}: " + "; ".join(e.words() for e in self.effects)

    def __str__(self) -> str:
        return self.words()

    def as_table(self, title: str = "An advanced ice breaker's ability") -> Table:
        rows = [(type(e).__name__, e.words()) for e in self.effects] or [("(none)", self.words())]
        return Table(title, ("effect", "what it does"), rows, notes=(f"source: {self.source}",),
                     cite="Matrix advanced game (MX-09)")

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


#: The ability of a breaker whose text is lost: no effect, labelled unknown.
UNKNOWN = Ability()


def ability(*, strength: int = 0, colours=None, kind: str | None = None, distance_at_most: int | None = None,
            distance_at_least: int | None = None, reach: int | None = None, move_forts: bool = False,
            fort_colours=None, fort_within: int | None = None) -> Ability:
    """An :class:`Ability` from keywords (each checked): ``strength`` (a change of -6..6) when the
    structure's colour is in ``colours``, its ``kind`` is "ice" or "fort" and the distance is at most
    ``distance_at_most`` / at least ``distance_at_least`` (each None: no condition); ``reach`` (may
    choose a structure that far); ``move_forts`` (the reconstructed fragment, limited to
    ``fort_colours`` and to forts within ``fort_within``). With nothing given: :data:`UNKNOWN`.

    >>> ability(strength=2, colours=("Suns",), distance_at_most=1).words()
    'user-set: +2 strength against Suns structures at distance 1 or less'

    Rules: Matrix advanced game.
    """
    if not isinstance(move_forts, bool):
        raise TypeError(f"move_forts must be True or False, not {move_forts!r:.40}")
    if isinstance(strength, bool) or not isinstance(strength, int):
        raise TypeError(f"strength must be a whole number from -{MAX_CHANGE} to {MAX_CHANGE}, "
                        f"not {strength!r:.40}")

    def named(name, make, *args):   # each keyword's own check, its error naming the keyword
        try:
            return make(*args)
        except (TypeError, ValueError) as e:
            raise type(e)(f"{name}: {e}") from None

    when = []
    if colours is not None:
        when.append(named("colours", ColourIn, colours))
    if kind is not None:
        when.append(named("kind", KindIs, kind))
    if distance_at_most is not None:
        when.append(named("distance_at_most", DistanceAtMost, distance_at_most))
    if distance_at_least is not None:
        when.append(named("distance_at_least", DistanceAtLeast, distance_at_least))
    effects = []
    if strength:
        effects.append(named("strength", StrengthChange, strength, tuple(when)))
    elif when:
        raise ValueError("colours, kind and distance_at_most/least are conditions of a strength change: "
                         "give strength too")
    if reach is not None:
        effects.append(named("reach", Reach, reach))
    if move_forts:
        effects.append(named("fort_colours", MoveForts, COLOURS if fort_colours is None else fort_colours))
        if fort_within is not None:
            effects[-1] = named("fort_within", MoveForts, effects[-1].colours, fort_within)
    elif fort_colours is not None or fort_within is not None:
        raise ValueError("fort_colours and fort_within belong to move_forts=True")
    return Ability(tuple(effects))


def fort_mover(colours=None, within: int | None = None) -> Ability:
    """The reconstructed ability of the surviving fragment (:class:`MoveForts`), its unknown limits
    set by the caller: ``colours`` (the forts it may move; None: all) and ``within`` (the largest
    distance from the breaker to the fort; None: any). Rules: Matrix advanced game (MX-09)."""
    return Ability((MoveForts(COLOURS if colours is None else colours, within),))
