"""The cards of the Edge City game: Tech, Allies, Patrons, Events, Rumors, iT, as data.

Rules: Edge City 3.0 (32 Tech cards, 80 Sprawl cards, 8 Data Ripper cards), 5.6 (the Sprawl deck),
5.7 (each Ripper starts with the Tech card on its Ripper card; the rest are the Tech deck), 9.1.1
(STATUS BOOST), 10.1.2, 10.1.3, 10.3, 10.3.2, 11.1 (CHAOS ZONE, ASSAULT TAXI), 11.4.3 (Zone cards),
11.4.4-11.4.8, 11.4.5.1 (classes), 11.4.5.2 (types), 11.5.1 (NO ICE ZONE).

The rulebook prints almost none of its cards (register EC-21). A :class:`Card` records where
every value came from: ``source`` is "printed" (a rulebook figure), "example" (a worked example
names the card and some values), "reconstructed" (inferred from what a rule says of it: NO ICE ZONE,
CHAOS ZONE) or "ILLUSTRATIVE" (invented here to make a playable game, never the real card);
``note`` says which values of a printed or example card are ILLUSTRATIVE.
:data:`CARDS` is the catalogue; the ILLUSTRATIVE cards have plain generic names ("SWAT ARMOR +1")
so that they cannot be mistaken for printed ones. The decks are explicit descriptions the user
changes: :data:`ILLUSTRATIVE_TECH_MIX` (the 32-card Tech deck, 5.7), :data:`ILLUSTRATIVE_SPRAWL_CARDS`
(how many of each card the 80-card Sprawl deck holds: the whole game deals it as a real deck, without
replacement, with a discard pile and a reshuffle, 5.6) and :data:`ILLUSTRATIVE_START_CARDS` (the Tech
card on each Data Ripper card: the card each named Ripper uses in a worked example). Add cards of
your own with ``game(cards=[Card(...)])``.

The named cards the rulebook describes only in passing are played for what it prints, the rest
labelled: NO ICE ZONE (11.5.1: no ICE Attack Combat to or from its space) and CHAOS ZONE (11.1: a
place where protection is bought with DP) are Zone cards (a card "present" in a city space stays on
the board, and only Zone cards do, 11.4.3) with no attack and no discard roll printed, so they stay
until an Upgrade Rip removes them (11.4.3.2, 11.6.4); what CHAOS ZONE's protection buys, and for how
much, is not printed and not played. STATUS BOOST (9.1.1: drawing it can raise Status by more than
one title in a turn) is a drawn card (kind "boost") that raises Status by its ``modifier`` titles for
its ``cost`` in DP when its player takes it: ILLUSTRATIVE one title for nothing, priority D.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from .._check import game_rule
from ..rules.sprawl import SprawlCard, hypothetical_card, sprawl_cards

__all__ = ["Card", "CARDS", "ILLUSTRATIVE_TECH_MIX", "ILLUSTRATIVE_SPRAWL_CARDS", "ILLUSTRATIVE_START_CARDS",
           "KINDS", "LIMITS", "limit_group"]

KINDS = ("tech", "ally", "patron", "event", "rumor", "it", "virus", "zone", "travel", "boost")
CLASSES = ("hardware", "bioware", "software")
TYPES = ("stealth", "attack", "defend")
#: 10.3: the most cards of each group a Player may keep (DP: no limit).
LIMITS = MappingProxyType({"hardware/bioware": 4, "software": 4, "ally/patron": 3})
#: 10.4: Tech Travel cards that cannot be traded in at the Tech Plex.
NO_TRADE_IN = frozenset({"JUMP BIKE", "ASSAULT TAXI", "EXECU-LIFT"})


def _int(v, name, lo, hi):
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"{name} must be a whole number, not {v!r}")
    if not lo <= v <= hi:
        raise ValueError(f"{name} must be a whole number from {lo} to {hi}, not {v}")
    return v


@dataclass(frozen=True)
class Card:
    """One card. ``kind``: tech, ally, patron, event, rumor, it, virus (CYBER LEPER-VIRUS), zone, travel
    (JUMP BIKE, ASSAULT TAXI, EXECU-LIFT) or boost (STATUS BOOST).

    Tech: ``tech_class`` hardware/bioware/software (11.4.5.1), ``tech_type`` stealth/attack/defend
    (11.4.5.2), ``trait`` SWAT, ICE or "both" (hardware is SWAT only, software ICE only; bioware
    as the card says), ``modifier`` its printed strength, ``cost`` its DP price (10.1.2).
    Ally: ``trait`` and ``modifier`` (11.4.6), ``cost`` the hiring price (10.1.3). Patron:
    ``trait`` and ``modifier`` (11.4.7), ``rip_type`` the Rip it is for ("secret" or "super_secret",
    11.6.2, 11.6.3), no cost. Event: ``trait`` SWAT or ICE and ``modifier``
    its attack modifier A (11.5.3.2). Rumor: ``dp`` gained (11.4.8). Boost: ``modifier`` titles gained
    for ``cost`` DP when taken (9.1.1; ILLUSTRATIVE values). ``discard``: the Win Roll
    totals that discard the card when used (8.5.2, 11.4.5, 11.4.6). Zone cards are played by
    :mod:`edgekit.edge_city.rules.encounters` from their :class:`~edgekit.edge_city.SprawlCard`.
    """

    name: str
    kind: str
    tech_class: str | None = None
    tech_type: str | None = None
    trait: str | None = None
    modifier: int = 0
    cost: int | None = None
    dp: int = 0
    discard: tuple[int, ...] = ()
    rip_type: str | None = None
    source: str = "ILLUSTRATIVE"
    cite: str = ""
    note: str = ""

    def __post_init__(self):
        if not isinstance(self.name, str) or not self.name.strip():
            raise TypeError(f"name must be a non-empty card name, not {self.name!r}")
        if self.kind not in KINDS:
            raise ValueError(f"{self.name}: kind must be one of {KINDS}, not {self.kind!r}")
        _int(self.modifier, f"{self.name}: modifier", 0, 20)
        _int(self.dp, f"{self.name}: dp", 0, 100)
        if self.cost is not None:
            _int(self.cost, f"{self.name}: cost", 0, 100)
        if not isinstance(self.discard, tuple):
            raise TypeError(f"{self.name}: discard must be a tuple of two-dice totals, not {self.discard!r}")
        for t in self.discard:
            _int(t, f"{self.name}: discard total", 2, 12)
        if self.kind == "tech":
            if self.tech_class not in CLASSES or self.tech_type not in TYPES:
                raise ValueError(f"{self.name}: a Tech card needs a class {CLASSES} and a type {TYPES} "
                                 "(Edge City 11.4.5.1, 11.4.5.2)")
            want = {"hardware": ("SWAT",), "software": ("ICE",), "bioware": ("SWAT", "ICE", "both")}
            if self.trait not in want[self.tech_class]:
                raise ValueError(f"{self.name}: {self.tech_class} modifies {want[self.tech_class]} "
                                 "(Edge City 11.4.5.1)")
            if self.modifier < 1 or self.cost is None:
                raise ValueError(f"{self.name}: a Tech card needs a modifier of at least 1 and a cost")
        elif self.kind == "travel" and self.cost is None:   # 11.2.3 Tech Travel (game_travel)
            raise ValueError(f"{self.name}: a Tech Travel card needs a cost")
        elif self.kind == "boost" and (self.modifier < 1 or self.cost is None):
            raise ValueError(f"{self.name}: a Status boost needs the titles it gives (modifier, at least 1) "
                             "and its cost in DP (Edge City 9.1.1)")
        elif self.kind in ("ally", "patron", "event"):
            if self.trait not in ("SWAT", "ICE") or self.modifier < 1:
                raise ValueError(f"{self.name}: a{'n' if self.kind != 'patron' else ''} {self.kind} card "
                                 "needs a trait SWAT or ICE and a modifier of at least 1")
            if self.kind == "ally" and self.cost is None:
                raise ValueError(f"{self.name}: an Ally has a hiring cost (Edge City 10.1.3)")
        if (self.kind == "patron") != (self.rip_type is not None) or self.rip_type not in (
                None, "secret", "super_secret"):
            raise ValueError(f"{self.name}: rip_type: a Patron (and only a Patron) names the Rip it is for, "
                             "'secret' or 'super_secret' (Edge City 11.6.2, 11.6.3)")
        if self.source not in ("printed", "example", "reconstructed", "ILLUSTRATIVE"):
            raise ValueError(f"{self.name}: source must be printed, example, reconstructed or ILLUSTRATIVE")

    @property
    def group(self) -> str | None:
        """The 10.3 limit group of a held card (None: not held, or no limit)."""
        return _group(self)

    @property
    def priority(self) -> str:
        """Sprawl card priority (11.4.2): A Zone, B Event, C Tech or Ally, D Patron or Rumor; STATUS
        BOOST (its kind is not printed): D, ILLUSTRATIVE."""
        return {"zone": "A", "event": "B", "patron": "D", "rumor": "D", "boost": "D"}.get(self.kind, "C")

    def sprawl(self) -> SprawlCard:
        """The card as a :class:`~edgekit.edge_city.SprawlCard` for the encounter rules."""
        if self.kind == "zone":
            if self.name not in sprawl_cards():
                raise ValueError(f"{self.name}: only the Zone cards the rulebook names can be played "
                                 "(see edgekit.edge_city.sprawl_cards)")
            return sprawl_cards()[self.name]
        if self.kind == "event":
            return hypothetical_card(self.name, "event", attack=self.trait, modifier=self.modifier,
                                     on_loss="uncool")
        raise ValueError(f"{self.name}: only Zone and Event cards attack (Edge City 11.5.2)")


@game_rule
def limit_group(card: Card) -> str | None:
    """hardware/bioware, software (CYBER LEPER-VIRUS too) or ally/patron; None for a card with no
    limit. iT (None here) is counted apart or as software by the game's reading ``it_limit``.

    Rules: Edge City 10.3, 10.3.2.
    """
    if not isinstance(card, Card):
        raise TypeError(f"card must be a Card (see edgekit.edge_city.CARDS), not {card!r}")
    return _group(card)


def _group(card: Card) -> str | None:
    if card.kind == "it":
        return None
    if card.kind in ("ally", "patron"):
        return "ally/patron"
    if card.kind == "virus" or card.tech_class == "software":
        return "software"
    if card.kind in ("tech", "travel"):   # Tech Travel: ILLUSTRATIVE (its class is not printed)
        return "hardware/bioware"
    return None


def _c(*args, **kw) -> Card:
    return Card(*args, **kw)


def _rulebook(name: str, kind: str | None = None, example: dict | None = None, more: str = "",
              **fill) -> Card:
    """A card the rulebook names, its values read from ``data/edge_city/sprawl_cards.csv``
    (:func:`~edgekit.edge_city.sprawl_cards`); ``example`` adds values a worked example states in
    words; every value in ``fill`` is one the rulebook lacks, ILLUSTRATIVE and named in the note."""
    sc = sprawl_cards()[name]
    vals = {"tech_class": sc.tech_class, "tech_type": sc.tech_type, "trait": sc.tech_trait,
            "modifier": sc.tech_modifier, "cost": sc.cost_dp, "dp": sc.dp}
    vals.update(example or {})
    filled = []
    for k, v in fill.items():
        if vals.get(k) is not None:
            raise ValueError(f"{name}: {k} is given by the rulebook ({vals[k]!r}); it is not a fill-in")
        vals[k] = v
        filled.append(k)
    vals = {k: v for k, v in vals.items() if v is not None}
    note = (f"ILLUSTRATIVE: {', '.join(filled)} (not printed); " if filled else "") + sc.note + more
    return Card(name, kind or sc.kind, source=sc.source, cite=sc.cite, note=note, **vals)


_CATALOGUE = (
    # the cards the rulebook names (register EC-21), values from its data; the rest ILLUSTRATIVE
    _rulebook("STEALTH GLOVE"),
    _rulebook("SMART CARD", tech_class="hardware", cost=4),
    _rulebook("BURN", tech_class="software", cost=4),
    _rulebook("EVADE", cost=2),
    _rulebook("NEURON BOOST", tech_type="defend", trait="both", cost=2),
    _rulebook("SHRED GUN", tech_class="hardware", tech_type="attack", trait="SWAT", modifier=2, cost=4,
              discard=(12,)),
    _rulebook("CYBER LEPER-VIRUS", kind="virus", more="; its effect is not printed: here it only fills "
              "a software slot (10.3.2)"),
    _rulebook("SPRAWL RUMOR"),
    *(_rulebook(n, kind="travel", cost=c, more="; its Travel ability: the game's tech_travel (ILLUSTRATIVE "
                "default); counted as hardware for 10.3 (ILLUSTRATIVE)")
      for n, c in (("JUMP BIKE", 4), ("ASSAULT TAXI", 4), ("EXECU-LIFT", 6))),
    _rulebook("ICE ENTITY", example={"trait": "ICE", "rip_type": "super_secret"}, modifier=2),
    _rulebook("TOXIC WASTE"),
    _rulebook("BIOWARE CHOP SHOP"),
    _rulebook("NO ICE ZONE", more="; played: no ICE Attack Combat to or from its space (11.5.1); no attack "
              "and no discard roll are printed, so it attacks no one and stays until an Upgrade Rip "
              "(11.4.3.2, 11.6.4)"),
    _rulebook("CHAOS ZONE", more="; played: a Zone card with no attack and no discard roll printed, so it "
              "stays until an Upgrade Rip (11.4.3.2, 11.6.4); the protection bought there (11.1) is not "
              "played: neither what it protects from nor its price is printed"),
    _rulebook("STATUS BOOST", kind="boost", modifier=1, cost=0,
              more="; played: when drawn, its player may take it to rise modifier titles for cost DP, "
                   "beyond the one title a turn of 9.1.1; its priority D is ILLUSTRATIVE"),
    Card("iT", "it", "software", cost=8, source="example", cite="Edge City 10.1.4, 11.7",
         note="ILLUSTRATIVE: cost; its attack modifier is the game's it_modifier (ILLUSTRATIVE); how many "
              "iT cards the pile holds is not printed: here it never runs out"),
    # ILLUSTRATIVE fill-ins: generic names, invented values
    _c("SWAT ARMOR +1", "tech", "hardware", "defend", "SWAT", 1, 2),
    _c("SWAT ARMOR +2", "tech", "hardware", "defend", "SWAT", 2, 4),
    _c("SWAT GUN +1", "tech", "hardware", "attack", "SWAT", 1, 2),
    _c("ICE CLOAK +1", "tech", "software", "stealth", "ICE", 1, 2),
    _c("ICE CLOAK +2", "tech", "software", "stealth", "ICE", 2, 4),
    _c("ICE WALL +2", "tech", "software", "defend", "ICE", 2, 4),
    _c("ICE SPIKE +1", "tech", "software", "attack", "ICE", 1, 2),
    _c("BIO REFLEX +1", "tech", "bioware", "stealth", "both", 1, 3),
    _c("SWAT EVENT +2", "event", trait="SWAT", modifier=2),
    _c("ICE EVENT +3", "event", trait="ICE", modifier=3),
    _c("SWAT ALLY +2", "ally", trait="SWAT", modifier=2, cost=3, discard=(11, 12)),
    _c("ICE ALLY +2", "ally", trait="ICE", modifier=2, cost=3, discard=(12,)),
    _c("SWAT PATRON +2", "patron", trait="SWAT", modifier=2, rip_type="secret"),
)
#: Every card the game knows, by name (printed, example and ILLUSTRATIVE: see each card's source).
CARDS = MappingProxyType({c.name: c for c in _CATALOGUE})

#: ILLUSTRATIVE: the 32-card Tech deck of 5.7 (how many of each card; the rulebook lists none).
ILLUSTRATIVE_TECH_MIX = MappingProxyType({
    "STEALTH GLOVE": 3, "SMART CARD": 2, "BURN": 2, "EVADE": 3, "NEURON BOOST": 2, "SHRED GUN": 2,
    "SWAT ARMOR +1": 2, "SWAT ARMOR +2": 2, "SWAT GUN +1": 2, "ICE CLOAK +1": 2, "ICE CLOAK +2": 2,
    "ICE WALL +2": 2, "ICE SPIKE +1": 2, "BIO REFLEX +1": 1, "JUMP BIKE": 1, "ASSAULT TAXI": 1,
    "EXECU-LIFT": 1})
#: ILLUSTRATIVE: how many of each card the 80-card Sprawl deck holds ("OTHER": a card the game does
#: not model; drawn, it does nothing and is discarded).
ILLUSTRATIVE_SPRAWL_CARDS = MappingProxyType({
    "TOXIC WASTE": 8, "BIOWARE CHOP SHOP": 4, "SWAT EVENT +2": 8, "ICE EVENT +3": 6, "SPRAWL RUMOR": 12,
    "STEALTH GLOVE": 2, "BURN": 2, "EVADE": 2, "NEURON BOOST": 2, "SWAT ALLY +2": 4, "ICE ALLY +2": 4,
    "ICE ENTITY": 3, "SWAT PATRON +2": 3, "iT": 2, "CYBER LEPER-VIRUS": 1, "NO ICE ZONE": 2,
    "CHAOS ZONE": 2, "STATUS BOOST": 2, "OTHER": 11})
#: ILLUSTRATIVE: the Tech card on a Data Ripper card (5.7): the card the Ripper uses in a worked
#: example (the rulebook never says it is the starting card); the other Rippers: none known.
ILLUSTRATIVE_START_CARDS = MappingProxyType({
    "Mad Maxine": ("NEURON BOOST",), "Mr Grizzly": ("BURN",), "Helper of Mankind": ("EVADE",),
    "Randi 1101": ("SMART CARD",), "Tech Gnome": (), "Dollar Boy": (), "Lady of Darkness": ()})
assert sum(ILLUSTRATIVE_TECH_MIX.values()) == 32 and sum(ILLUSTRATIVE_SPRAWL_CARDS.values()) == 80
