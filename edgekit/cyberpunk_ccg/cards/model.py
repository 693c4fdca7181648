"""The seven card types of the Cyberpunk CCG as small frozen records, and cards loaded from CSV.

Each type carries the fields "The Cards" chapter names for it (Cyberpunk CCG Card Types):

========== ==================================================================================
Sponsor    Faction, EB produced every turn, abilities, victory conditions (all must hold)
Location   Faction, EB cost, EB produced, M-Sec, E-Sec, Ops Points, attributes
Operation  cost, M-Sec, E-Sec, Ops Points, at least one attribute, abilities
Runner     Faction, cost (the Faction Tag price), SR, LR, Def, Power, Style, Emp, role
Cyber      body part (an attribute), Empathy loss, cost, SR, LR, Def, Style; Cyber weapon or not
Equipment  cost, attributes (its type; Weapon; Vehicle), SR, LR, Def, Style; a Vehicle's
           Movement and Carrying Capacity
Event      cost, the phase it may be played in, abilities
========== ==================================================================================

A value the card does not print (or that our chapter does not give) is ``None``: totals then carry
a sympy symbol for it instead of a guessed number. :func:`load_cards` reads cards from a CSV
(the printed ones are in ``data/cyberpunk_ccg/cards.csv``); a bad row raises
:class:`edgekit.data.DataError` naming the file and the line. :func:`cards_table` shows cards to a
reader: one row per card, its stats in words.
"""

from __future__ import annotations

import contextlib
import functools
import unicodedata
from dataclasses import KW_ONLY, dataclass, fields
from pathlib import Path
from types import MappingProxyType

from ...data import DATA_DIR, SOURCES, DataError, _csv_records, _header  # one reader for data files
from ...display import Table
from .._check import MAX_STAT, as_flag, as_name, as_whole
from ..rules.timing import ANY, PHASES

__all__ = ["FACTIONS", "ROLES", "CARD_TYPES", "Sponsor", "Location", "Operation", "Runner", "Cyber",
           "Equipment", "Event", "load_cards", "printed_cards", "illustrative_cards", "card", "cards_table"]

FACTIONS = ("Government", "Corporate", "Street", "none")  # Cyberpunk CCG Factions; "none": no tag
ROLES = ("Cop", "Corp", "Fixer", "Med-Tech", "Media", "Netrunner", "Nomad", "Rocker", "Solo", "Techie")
STATS = ("sr", "lr", "defense", "style")  # what Cyber and Equipment add to their Runner


def _opt(name: str, value, hi: int = MAX_STAT):
    return None if value is None else as_whole(name, value, 0, hi)


def _attrs(name: str, value) -> tuple[str, ...]:
    if isinstance(value, str) or not isinstance(value, (tuple, list)):
        raise TypeError(f"{name} must be a tuple of names, not {value!r}")
    return tuple(as_name(f"each of {name}", a) for a in value)


class _Card:
    """Shared checks: a name, a Faction, a provenance; whole numbers >= 0 or None for the rest."""

    _whole: tuple[str, ...] = ()
    #: the card type's allowed ``faction`` values (None: "not given" is allowed)
    _factions: tuple[str | None, ...] = FACTIONS

    def __post_init__(self):
        as_name("name", self.name)
        if self.faction is not None or None not in self._factions:
            as_name("faction", self.faction, [f for f in self._factions if f is not None])
        as_name("source", self.source, (*SOURCES, "user"))
        if not isinstance(self.cite, str):
            raise TypeError(f"cite must be a str, not {self.cite!r}")
        for f in self._whole:
            _opt(f, getattr(self, f))
        if "attributes" in {f.name for f in fields(self)}:
            object.__setattr__(self, "attributes", _attrs("attributes", self.attributes))

    @property
    def kind(self) -> str:
        return type(self).__name__


@dataclass(frozen=True)
class Sponsor(_Card):
    """A Sponsor: begins in play, produces ``eb`` every turn; all its victory conditions must hold at
    once. Its background matches a Faction Tag colour, so it is of that Faction: ``faction`` is
    Government, Corporate or Street, or None when the card's Faction is not given (the chapter names
    the Mob without its colour); "none" (no faction) is refused. Rules: Cyberpunk CCG Card Types:
    Sponsors."""

    name: str
    _: KW_ONLY
    faction: str | None = None
    eb: int | None = None
    abilities: str = ""
    victory: tuple[str, ...] = ()
    cost: None = None  # a Sponsor is never bought
    source: str = "user"
    cite: str = ""
    _whole = ("eb",)
    _factions = (*FACTIONS[:3], None)   # "none" refused; None: the card's Faction not given

    def __post_init__(self):
        if self.faction == "none":
            raise ValueError(f"Sponsor {self.name!r}: faction 'none' is not a Sponsor's: every Sponsor is of "
                             "the Faction its background colour shows (Cyberpunk CCG Card Types: Sponsors); "
                             f"give one of {', '.join(FACTIONS[:3])}, or None when it is not known")
        super().__post_init__()
        object.__setattr__(self, "victory", _attrs("victory", self.victory))
        if self.cost is not None:
            raise ValueError(f"Sponsor {self.name!r}: a Sponsor begins in play and is never bought, "
                             "so it has no cost")


@dataclass(frozen=True)
class Location(_Card):
    """A Location. Rules: Cyberpunk CCG Card Types: Locations."""

    name: str
    _: KW_ONLY
    faction: str = "none"
    cost: int | None = None
    eb: int | None = None
    m_sec: int | None = None
    e_sec: int | None = None
    ops: int | None = None
    attributes: tuple[str, ...] = ()
    abilities: str = ""
    source: str = "user"
    cite: str = ""
    _whole = ("cost", "eb", "m_sec", "e_sec", "ops")


@dataclass(frozen=True)
class Operation(_Card):
    """An Operation (Op): at least one attribute. Rules: Cyberpunk CCG Card Types: Operations."""

    name: str
    _: KW_ONLY
    faction: str = "none"
    cost: int | None = None
    m_sec: int | None = None
    e_sec: int | None = None
    ops: int | None = None
    attributes: tuple[str, ...] = ()
    abilities: str = ""
    source: str = "user"
    cite: str = ""
    _whole = ("cost", "m_sec", "e_sec", "ops")

    def __post_init__(self):
        super().__post_init__()
        if not self.attributes:
            raise ValueError(f"Operation {self.name!r}: attributes must name at least one attribute "
                             "(Cyberpunk CCG Card Types: Operations)")


@dataclass(frozen=True)
class Runner(_Card):
    """A Runner: its role is its Special Ability and an attribute.

    Rules: Cyberpunk CCG Card Types: Runners.
    """

    name: str
    _: KW_ONLY
    role: str | None = None
    faction: str = "none"
    cost: int | None = None
    sr: int | None = None
    lr: int | None = None
    defense: int | None = None
    power: int | None = None
    style: int | None = None
    emp: int | None = None
    attributes: tuple[str, ...] = ()
    source: str = "user"
    cite: str = ""
    _whole = ("cost", "sr", "lr", "defense", "power", "style", "emp")

    def __post_init__(self):
        super().__post_init__()
        if self.role is not None:
            as_name("role", self.role, ROLES)

    @property
    def martial_artist(self) -> bool:
        return "Martial Artist" in self.attributes


@dataclass(frozen=True)
class Cyber(_Card):
    """A Cyber card: its body part (an attribute) and Empathy loss, and the stats it adds.

    ``Cyber(name, part, emp_loss)`` as before; the rest are keywords. ``weapon=True`` marks a Cyber
    weapon (Wolvers), which the one-equipped-Weapon rule ignores. Rules: Cyberpunk CCG Cyber.
    """

    name: str
    part: str
    emp_loss: int
    _: KW_ONLY
    faction: str = "none"
    cost: int | None = None
    sr: int | None = None
    lr: int | None = None
    defense: int | None = None
    style: int | None = None
    weapon: bool = False
    source: str = "user"
    cite: str = ""
    _whole = ("emp_loss", "cost", "sr", "lr", "defense", "style")

    def __post_init__(self):
        if not isinstance(self.part, str) or not self.part.strip():
            raise ValueError(f"Cyber {self.name!r}: every Cyber card lists a body part or function "
                             f"(Cyberpunk CCG Cyber), not {self.part!r}")
        as_flag("weapon", self.weapon)
        if self.emp_loss is None:
            raise TypeError(f"Cyber {self.name!r}: emp_loss must be a whole number, not None")
        super().__post_init__()

    @property
    def attributes(self) -> tuple[str, ...]:
        return (self.part, "Weapon") if self.weapon else (self.part,)


@dataclass(frozen=True)
class Equipment(_Card):
    """Equipment: its attributes give its type; Vehicles have Movement and Carrying Capacity.

    Rules: Cyberpunk CCG Equipment.
    """

    name: str
    _: KW_ONLY
    faction: str = "none"
    cost: int | None = None
    attributes: tuple[str, ...] = ()
    sr: int | None = None
    lr: int | None = None
    defense: int | None = None
    style: int | None = None
    movement: int | None = None
    capacity: int | None = None
    source: str = "user"
    cite: str = ""
    _whole = ("cost", "sr", "lr", "defense", "style", "movement", "capacity")

    def __post_init__(self):
        super().__post_init__()
        if not self.attributes:
            raise ValueError(f"Equipment {self.name!r}: attributes must give its type "
                             "(Cyberpunk CCG Equipment)")
        if (self.capacity is not None or self.movement is not None) and not self.is_vehicle:
            raise ValueError(f"Equipment {self.name!r}: only a Vehicle has movement and capacity "
                             f"(attributes {self.attributes} lack 'Vehicle')")
        if self.capacity == 0:
            raise ValueError(f"Equipment {self.name!r}: capacity counts the Runner it is attached to, "
                             "so it is at least 1")

    @property
    def is_vehicle(self) -> bool:
        return "Vehicle" in self.attributes

    @property
    def is_weapon(self) -> bool:
        return "Weapon" in self.attributes


@dataclass(frozen=True)
class Event(_Card):
    """An Event: bought, resolved at once (unless it stipulates otherwise: ``stipulated``, the card's
    words), then Burned; played in its ``phase`` ("Any": every phase but Straighten and Draw) of any
    player's turn (:func:`~edgekit.cyberpunk_ccg.play_event`). Rules: Cyberpunk CCG Card Types: Events."""

    name: str
    _: KW_ONLY
    faction: str = "none"
    cost: int | None = None
    phase: str = "Any"
    abilities: str = ""
    stipulated: str = ""
    source: str = "user"
    cite: str = ""
    _whole = ("cost",)

    def __post_init__(self):
        super().__post_init__()
        as_name("phase", self.phase, (ANY, *PHASES))
        if not isinstance(self.stipulated, str):
            raise TypeError(f"stipulated must be the card's words on when its abilities happen (a str), "
                            f"not {self.stipulated!r:.40}")


CARD_TYPES = MappingProxyType({c.__name__: c for c in (Sponsor, Location, Operation, Runner, Cyber, Equipment,
                                                       Event)})

# CSV columns (blank = not printed / not given) and how each becomes a field.
_INT = ("cost", "eb", "m_sec", "e_sec", "ops", "sr", "lr", "def", "power", "style", "emp", "emp_loss",
        "movement", "capacity")
_COLUMNS = ("type", "name", "faction", *_INT, "role", "part", "attributes", "weapon", "phase",
            "victory", "abilities", "source", "cite")


def _field_value(col: str, text: str):
    text = text.strip()
    if col in _INT:
        if text == "":
            return None
        if not text.isdigit():  # also refuses "-1": no card value is negative
            raise ValueError(f"column {col!r} must be a whole number >= 0 or blank, not {text!r}")
        return int(text)
    if col in ("attributes", "victory"):
        return tuple(a.strip() for a in text.split(";") if a.strip())
    if col == "weapon":
        if text not in ("", "yes", "no"):
            raise ValueError(f"column 'weapon' must be yes, no or blank, not {text!r}")
        return text == "yes"
    return text


def load_cards(path: str | Path) -> tuple:
    """Cards from a CSV file (absolute, or relative to ``data/``) as a tuple of typed cards.

    Columns: ``type`` (one of the seven card types), ``name``, and any of the fields in
    ``_COLUMNS`` (``def`` is a Runner's or a card's Def; ``attributes`` and ``victory`` are
    ``;``-separated). A bad value, an unknown type, a Cyber with no body part, a negative cost, a
    header naming a column twice, a NUL character, a byte-order mark after the start of the file,
    or a name used twice (also two names that differ only in case or Unicode form, ``Knife`` and
    ``KNIFE``: one card to a reader) raises :class:`DataError` naming the file and the line.
    The file is read by the same streaming reader as :func:`edgekit.data.load_csv`.

    Rules: Cyberpunk CCG Card Types, Cyber, Equipment.
    """
    if not isinstance(path, (str, Path)) or not str(path).strip():
        raise TypeError(f"path must be a file path (str or Path), not {path!r}")
    p = Path(path)
    if not p.is_absolute():
        p = DATA_DIR / p
    with contextlib.closing(_csv_records(p, path, "card file")) as rows:  # closed on an error too
        return _cards(p, rows)


def _cards(p: Path, rows) -> tuple:
    try:
        head_line, header = next(rows)
    except StopIteration:
        raise DataError(f"{p}: no header row") from None
    header = _header(p, head_line, header)
    unknown = [h for h in header if h not in _COLUMNS]
    if unknown or "type" not in header or "name" not in header:
        raise DataError(f"{p} line {head_line}: the header needs 'type' and 'name' and may only use "
                        f"{list(_COLUMNS)}; unknown: {unknown}")
    out, seen = [], {}
    for line, values in rows:
        if len(values) != len(header):
            raise DataError(f"{p} line {line}: expected {len(header)} fields, found {len(values)}")
        raw = dict(zip(header, values))
        kind = raw["type"].strip()
        if kind not in CARD_TYPES:
            raise DataError(f"{p} line {line}: unknown card type {kind!r}; the seven types are "
                            f"{list(CARD_TYPES)}")
        cls = CARD_TYPES[kind]
        names = {f.name for f in fields(cls)}
        kw = {}
        try:
            for col, text in raw.items():
                if col == "type":
                    continue
                value = _field_value(col, text)
                key = "defense" if col == "def" else col
                if key not in names:
                    if value not in (None, "", (), False):
                        raise ValueError(f"a {kind} has no {col!r} (leave it blank)")
                    continue
                if value in (None, "") and key not in ("name", "part"):
                    continue  # the type's default
                kw[key] = value
            if cls is Cyber:
                kw.setdefault("part", "")
                kw.setdefault("emp_loss", None)
            card_ = cls(**kw)
        except (TypeError, ValueError) as e:
            raise DataError(f"{p} line {line}: {e}") from None
        same = _name_key(card_.name)
        if same in seen:
            first, name = seen[same]
            if name == card_.name:
                raise DataError(f"{p} line {line}: card {name!r} is already defined on line {first}")
            raise DataError(f"{p} line {line}: card {card_.name!r} differs from {name!r} on line {first} "
                            "only in case or Unicode form; each card needs a name of its own")
        seen[same] = line, card_.name
        out.append(card_)
    if not out:
        raise DataError(f"{p}: a header but no cards")
    return tuple(out)


def _name_key(name: str) -> str:
    """What makes two card names the same card to a reader: case and Unicode form ignored."""
    return unicodedata.normalize("NFKC", name).casefold()


@functools.lru_cache(maxsize=1)
def printed_cards() -> tuple:
    """The cards the chapter itself describes (``data/cyberpunk_ccg/cards.csv``), with citations.

    Only what the chapter prints is filled in; every other value is blank (``None``).
    Rules: Cyberpunk CCG Card Types: Sponsors, Locations; Equipment.
    """
    return load_cards("cyberpunk_ccg/cards.csv")


@functools.lru_cache(maxsize=1)
def illustrative_cards() -> tuple:
    """Made-up cards (source "assumed") for the notebooks and explorers, from
    ``data/cyberpunk_ccg/illustrative_cards.csv``: NOT printed cards, only small numbers that
    exercise the chapter's limits. Rules: Cyberpunk CCG Card Types, Cyber, Equipment.
    """
    return load_cards("cyberpunk_ccg/illustrative_cards.csv")


def card(name: str):
    """One printed card by name (``ValueError`` listing the names)."""
    as_name("name", name)
    by_name = {c.name: c for c in printed_cards()}
    if name not in by_name:
        raise ValueError(f"name must be one of the printed cards {list(by_name)}, not {name!r}")
    return by_name[name]


# ----------------------------------------------------------------------------- what a reader sees
_STAT_LABELS = (("eb", "EB"), ("m_sec", "M-Sec"), ("e_sec", "E-Sec"), ("ops", "Ops Points"), ("sr", "SR"),
                ("lr", "LR"), ("defense", "Def"), ("power", "Power"), ("style", "Style"), ("emp", "Emp"),
                ("emp_loss", "Emp loss"), ("movement", "Movement"), ("capacity", "Carrying Capacity"))
_NOT_GIVEN = "—"


def _stats_text(c) -> str:
    """The numbers a card prints, in words ("SR 2, LR 4"); the ones it does not print left out."""
    have = {f.name for f in fields(c)}
    return ", ".join(f"{label} {getattr(c, f)}" for f, label in _STAT_LABELS
                     if f in have and getattr(c, f) is not None) or _NOT_GIVEN


def _text_of(c) -> str:
    """What a card says in words: role, body part, victory conditions, phase, abilities."""
    parts = []
    if isinstance(c, Runner) and c.role and c.role not in c.attributes:
        parts.append(f"role: {c.role}")
    if isinstance(c, Cyber):
        parts.append(f"body part: {c.part}" + (" (a Cyber weapon)" if c.weapon else ""))
    if isinstance(c, Sponsor) and c.victory:
        parts.append("wins by: " + "; ".join(c.victory))
    if isinstance(c, Event):
        parts.append(f"phase: {c.phase}")
    if getattr(c, "abilities", ""):
        parts.append(c.abilities)
    return "; ".join(parts) or _NOT_GIVEN


def cards_table(cards, title: str = "Cards") -> Table:
    """Cards as a reader sees them: one row per card (type, name, Faction, cost, the stats it prints
    in words, attributes, what it says, where it comes from), a dash where the card prints nothing.

    ``cards``: a sequence of cards of the seven types (TypeError naming ``cards`` otherwise).
    Rules: Cyberpunk CCG Card Types.
    """
    if isinstance(cards, (str, bytes)) or not isinstance(cards, (tuple, list)):
        raise TypeError(f"cards must be a list of cards (the seven card types), not {type(cards).__name__}")
    for i, c in enumerate(cards):
        if not isinstance(c, tuple(CARD_TYPES.values())):
            raise TypeError(f"cards[{i}] must be a Cyberpunk CCG card, not {type(c).__name__}")
    if not isinstance(title, str):
        raise TypeError(f"title must be a str, not {type(title).__name__}")
    rows = [(c.kind, c.name, "not given" if c.faction is None else c.faction,
             _NOT_GIVEN if c.cost is None else c.cost, _stats_text(c),
             ", ".join(a for a in getattr(c, "attributes", ()) if not (isinstance(c, Cyber) and a == c.part))
             or _NOT_GIVEN,
             _text_of(c), c.source) for c in cards]
    return Table(title, ("type", "name", "Faction", "cost", "stats", "attributes", "text", "source"), rows,
                 notes=(f"{_NOT_GIVEN}: not printed on the card (or not given by our chapter); never "
                        "guessed. Source: printed (the chapter), assumed (made up to illustrate) or user.",))
