"""Sprawl cards: drawing, priority, Zone and Event attacks, and one roll deciding two things.

Rules: Edge City 11.4 (Sprawl cards), 11.4.1 (how many to draw), 11.4.2 (priority A-D and
"Win vs the first card"), 11.4.3 (Zone cards, temporary and permanent), 11.4.4 (Event),
11.5.3.2 and 11.5.4.2 (Sprawl-card defend combat), 8.5.1 (Rule of 2 and 12), 8.5.2 (one Win Roll
also decides a discard), 9.4 (COOL Win Number 7).

The cards the rulebook names, with every value it gives, are in
``data/edge_city/sprawl_cards.csv``. How many of each card the 80-card deck holds is never
given (register EC-21), so a chance of drawing a card is a sympy expression in an unknown
count (:func:`deck_count`, :func:`p_draw`), never a number.

Acting upon the cards (the defence and discard rolls, a whole Draw, passing through a Zone)
is in :mod:`edgekit.edge_city.rules.encounters`; its names are importable from here too.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields, replace
from types import MappingProxyType

import sympy

from ...data import DataError, load_csv
from ...readings import uses
from .._check import exact, game_rule, whole
from .cool import COOL_WIN_NUMBER  # Edge City 9.4 (re-exported here too)

# Acting upon cards (defence, discard, a Draw, passing through) is in encounters.py, which imports this.
__all__ = [
    "SPRAWL_PRIORITY", "COOL_WIN_NUMBER", "DECK_SIZE", "SprawlCard", "sprawl_cards", "sprawl_card",
    "hypothetical_card", "cards_to_draw", "encounter_order", "deck_count", "p_draw",
    "sprawl_zone_actions", "with_discard_roll",
]

SPRAWL_PRIORITY = MappingProxyType({"zone": "A", "event": "B", "tech": "C", "ally": "C", "patron": "D",
                                    "rumor": "D"})
DECK_SIZE = 80  # Edge City 3.0: eighty Sprawl cards


@dataclass(frozen=True)
class SprawlCard:
    """A Sprawl card and what the rulebook says about it (None = not given).

    ``attack`` is "COOL", "SWAT" or "ICE" for a card that attacks; ``modifier`` is added to
    COOL for a COOL attack, or is the attack modifier A for SWAT and ICE (11.5.3.2).
    ``discard`` is the printed discard Win Roll ``(low, high)`` of a temporary Zone.
    """

    name: str
    kind: str
    priority: str | None = None
    tp_cost: int | None = None
    attack: str | None = None
    modifier: int | None = None
    less_largest_bioware: bool = False
    on_loss: str | None = None
    discard: tuple[int, int] | None = None
    tech_class: str | None = None
    tech_type: str | None = None
    tech_trait: str | None = None
    tech_modifier: int | None = None
    cost_dp: int | None = None
    dp: int | None = None
    source: str = "assumed"
    cite: str = ""
    note: str = ""

    def __post_init__(self):
        if not isinstance(self.name, str) or not self.name.strip():
            raise TypeError(f"name must be a non-empty card name, not {self.name!r}")
        if not isinstance(self.less_largest_bioware, bool):
            raise TypeError(f"less_largest_bioware must be True or False, not {self.less_largest_bioware!r}")
        for f in ("tp_cost", "modifier", "tech_modifier", "cost_dp", "dp"):
            v = getattr(self, f)
            if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
                raise TypeError(f"{f} must be a whole number or None, not {v!r}")
        for f in ("kind", "priority", "attack", "on_loss", "tech_class", "tech_type", "tech_trait"):
            v = getattr(self, f)
            if v is not None and not isinstance(v, str):
                raise TypeError(f"{f} must be a string or None, not {v!r}")
        if self.discard is not None and (
                not isinstance(self.discard, tuple) or len(self.discard) != 2
                or any(isinstance(v, bool) or not isinstance(v, int) for v in self.discard)):
            raise TypeError(f"discard must be a (low, high) pair of two-dice totals, not {self.discard!r}")
        kinds = (*SPRAWL_PRIORITY, "unknown")
        if self.kind not in kinds:
            raise ValueError(f"Sprawl card kind must be one of {kinds} (Edge City 11.4.2), not {self.kind!r}")
        want = SPRAWL_PRIORITY.get(self.kind)
        if self.priority is None and want:
            object.__setattr__(self, "priority", want)
        elif want and self.priority != want:
            raise ValueError(f"{self.name}: a {self.kind} card has priority {want} (Edge City 11.4.2)")
        if self.attack not in (None, "COOL", "SWAT", "ICE"):
            raise ValueError(f"{self.name}: attack must be COOL, SWAT or ICE (Edge City 11.5.2)")
        if self.attack and self.kind not in ("zone", "event"):
            raise ValueError(f"{self.name}: only Zone and Event cards attack (Edge City 11.5.2)")
        if self.attack and self.modifier is None:
            raise ValueError(f"{self.name}: an attacking card needs its modifier")
        if self.on_loss not in (None, "uncool", "lose_card"):
            raise ValueError(f"{self.name}: on_loss must be 'uncool' or 'lose_card'")
        if self.discard is not None:
            lo, hi = self.discard
            if self.kind != "zone" or not 2 <= lo <= hi <= 12:
                raise ValueError(f"{self.name}: a discard Win Roll is a range of totals 2..12 on a Zone "
                                 "card (Edge City 11.4.3.1)")

    @property
    def temporary(self) -> bool:
        """A Zone with a printed discard roll (Edge City 11.4.3.1)."""
        return self.discard is not None


def _opt(conv):
    return lambda s: None if s == "" else conv(s)


@game_rule
@functools.cache
def sprawl_cards() -> Mapping[str, SprawlCard]:
    """Every card the rulebook names, ``{NAME: SprawlCard}``, from ``data/edge_city/sprawl_cards.csv``.

    Rules: Edge City 11.4, Figures 11.4.3-1 and 11.4.5-1, and the worked examples.
    """
    path = "edge_city/sprawl_cards.csv"
    oi, os_ = _opt(int), _opt(str)
    rows = load_csv(path, {
        "name": str, "kind": str, "priority": os_, "tp_cost": oi, "attack": os_, "modifier": oi,
        "less_largest_bioware": os_, "on_loss": os_, "discard_low": oi, "discard_high": oi,
        "tech_class": os_, "tech_type": os_, "tech_trait": os_, "tech_modifier": oi, "cost_dp": oi,
        "dp": oi, "source": str, "cite": str, "note": str}, key="name")
    out = {}
    for i, r in enumerate(rows, 1):
        lo, hi = r.pop("discard_low"), r.pop("discard_high")
        if (lo is None) != (hi is None):
            raise DataError(f"{path} record {i}: give both ends of the discard roll or neither")
        r["discard"] = None if lo is None else (lo, hi)
        r["less_largest_bioware"] = r["less_largest_bioware"] == "yes"
        if r["name"] in out:
            raise DataError(f"{path} record {i}: {r['name']} appears twice")
        try:
            out[r["name"]] = SprawlCard(**r)
        except ValueError as e:
            raise DataError(f"{path} record {i}: {e}") from None
    return MappingProxyType(out)


@game_rule
def sprawl_card(name: str | SprawlCard) -> SprawlCard:
    """One named card (any letter case), or the card itself if one is given.

    Rules: Edge City 11.4 (the cards are named in its figures, rules and examples).
    """
    if isinstance(name, SprawlCard):
        return name
    if not isinstance(name, str):
        raise TypeError(f"card name: a Sprawl card is a name or a SprawlCard, not {type(name).__name__}")
    key = " ".join(name.split()).upper()
    cards = sprawl_cards()
    if key not in cards:
        raise ValueError(f"card name: no card named {name!r} in the rulebook; named cards: {sorted(cards)}")
    return cards[key]


@game_rule
def hypothetical_card(name: str, kind: str, **values) -> SprawlCard:
    """A card the rulebook does not print (e.g. an Event with SWAT attack 3), labelled "assumed".

    Rules: Edge City 11.4.2-11.4.4, 11.5.3.2. Use it to ask "what if" questions; every value
    comes from the caller.
    """
    allowed = {f.name for f in fields(SprawlCard)} - {"name", "kind", "source"}
    bad = sorted(set(values) - allowed)
    if bad:
        raise TypeError(f"hypothetical_card got unknown card value(s) {bad}; a card has {sorted(allowed)}")
    return SprawlCard(name=name, kind=kind, source="assumed", **values)


@game_rule
def cards_to_draw(cards_in_space: int) -> int:
    """How many Sprawl cards a Ripper must draw: two, less the cards already in the space.

    Rules: Edge City 11.4.1, 11.4.3 (at most two Zone cards in a city space).
    """
    whole(cards_in_space, "cards_in_space", 0, 2, what=" (a city space holds at most two Zone cards, "
                                                       "Edge City 11.4.3)")
    return 2 - cards_in_space


def _named_cards(cards, name: str) -> list[SprawlCard]:
    """A list of cards (names or SprawlCards); errors name the argument ``name``."""
    if isinstance(cards, str | bytes | SprawlCard) or not isinstance(cards, Iterable):
        raise TypeError(f"{name} must be a list of Sprawl cards, not {cards!r}")
    cards = list(itertools.islice(cards, 9))
    if len(cards) > 8:
        raise ValueError(f"{name}: at most 8 cards (two on the board, two drawn, Edge City 11.4.1)")
    out = []
    for c in cards:
        try:
            out.append(sprawl_card(c))
        except (TypeError, ValueError) as e:
            raise type(e)(f"{name}: {e}") from None
    return out


@game_rule
def encounter_order(on_board=(), drawn=()) -> list[SprawlCard]:
    """The order cards are acted upon: cards on the board first, then the drawn cards A to D.

    Rules: Edge City 11.4.2. Two drawn cards of the same priority keep the order given,
    which stands for the player's choice.
    """
    board, new = _named_cards(on_board, "on_board"), _named_cards(drawn, "drawn")
    for c in new:
        if c.priority is None:
            raise ValueError(f"drawn: {c.name}: its kind is not given, so its priority is unknown "
                             "(Edge City 11.4.2)")
    return board + sorted(new, key=lambda c: c.priority)  # sorted() is stable: ties keep the player's order


@game_rule
def deck_count(name: str) -> sympy.Symbol:
    """The unknown number of copies of a card in the 80-card Sprawl deck, as a sympy symbol.

    Rules: Edge City 3.0, 5.6 (the deck's make-up is never given: register EC-21).
    """
    if isinstance(name, SprawlCard):
        key = name.name
    elif isinstance(name, str) and name.strip():
        key = " ".join(name.split())
    elif isinstance(name, str):
        raise ValueError("name must be a card name, not an empty string")
    else:
        raise TypeError(f"name must be a card name, not {name!r}")
    safe = "".join(ch if ch.isalnum() else "_" for ch in key.upper())
    return sympy.Symbol(f"n_{safe}", integer=True, nonnegative=True)


@game_rule
def p_draw(name: str, *, draws: int = 1, deck_size: int | sympy.Expr = DECK_SIZE) -> sympy.Expr:
    """P(at least one copy of ``name`` among ``draws`` cards from a full, shuffled deck).

    Rules: Edge City 3.0 (80 Sprawl cards), 5.6, 11.4.1. The count of the card is unknown
    (EC-21), so the answer is an expression in :func:`deck_count`; substitute a count to get a
    number. Exact hypergeometric complement: 1 - C(N-n, k) / C(N, k).
    """
    whole(draws, "draws", 0, 2, what=" (a Ripper draws 0, 1 or 2 Sprawl cards, Edge City 11.4.1)")
    big = exact(deck_size, "deck_size")  # never sympify caller text (issue 9)
    if big.is_number and not (big.is_integer and big >= draws):
        raise ValueError(f"deck_size must be a whole number of cards of at least draws={draws}, "
                         f"not {deck_size!r}")
    n = deck_count(name)
    none = sympy.Integer(1)
    for j in range(draws):
        none *= (big - n - j) / (big - j)
    return sympy.factor(1 - none)


@uses("sprawl_turn_actions")
def sprawl_zone_actions(*, travelled: bool, rules=None) -> tuple[str, ...]:
    """The actions a COOL Ripper in a Sprawl Zone may take after (or instead of) Travel.

    Rules: Edge City 8.2, Chart 1.0, 11.3.1, 11.4.1. Without Travel: attack a Ripper or attempt
    a Rip. After Travel: under "chart", Draw Sprawl cards or attack a Ripper in the same space;
    under "one_action" the Travel was the turn's action.
    """
    if not isinstance(travelled, bool):
        raise TypeError("travelled must be True or False")
    if not travelled:
        return ("attack a Ripper", "attempt a Rip")
    if rules.sprawl_turn_actions == "one_action":
        return ()
    return ("draw Sprawl cards", "attack a Ripper in the same space")


@game_rule
def with_discard_roll(card, low: int, high: int) -> SprawlCard:
    """A copy of ``card`` with a discard Win Roll the rulebook does not give, labelled "assumed".

    Rules: Edge City 11.4.3.1, 8.5.2. E.g. "what if BIOWARE CHOP SHOP dissipated on 2 to 4?"
    """
    card = sprawl_card(card)
    whole(low, "low", 2, 12)
    whole(high, "high", 2, 12)
    if high < low:
        raise ValueError(f"low/high: the discard roll runs from low to high, not {low} to {high}")
    return replace(card, discard=(low, high), source="assumed",
                   note=f"discard roll {low}-{high} assumed; {card.note}".rstrip("; "))

