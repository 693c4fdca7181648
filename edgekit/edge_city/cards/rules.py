"""The cards' rules for the Edge City game: readings, set-up, limits and Tech modifiers.

Rules: Edge City 3.0, 5.7, 10.3, 10.3.1, 11.4.5, 11.4.5.1, 11.4.5.2, 11.4.6, 11.7.

Used by :mod:`edgekit.edge_city.whole_game.cards` (the phases of play), which re-exports these names.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from fractions import Fraction
from types import MappingProxyType

from ..._sealed import Sealed
from .catalogue import (
    CARDS,
    ILLUSTRATIVE_SPRAWL_CARDS,
    ILLUSTRATIVE_START_CARDS,
    ILLUSTRATIVE_TECH_MIX,
    LIMITS,
    Card,
)

_EC = "Edge City"
OTHER = "OTHER"
CARD_PHASES = ("offer", "plex", "steal", "trade", "reply", "upgrade")   # upgrade: after a won Upgrade Rip
CHANCE_PHASES = ("draw", "encounter", "leper", "discard")
READINGS = ("it_limit", "ally_modifies", "trade_in", "concealed_cards", "ripper_trading", "sprawl_reshuffle")


# ----------------------------------------------------------------------------- set-up
class CardSet(Sealed):
    """The cards of one game: catalogue, Tech deck counts, Sprawl deck odds, starting cards."""

    _sealed_hint = "a game's cards are fixed when it is built"

    def __init__(self, catalogue, tech, sprawl, start, mix, illustrative=(), start_sprawl=None):
        self.mix = MappingProxyType(mix)      # the Sprawl deck description as given (counts)
        self.illustrative = tuple(illustrative)   # the deck options left at their ILLUSTRATIVE defaults
        self.catalogue = MappingProxyType(catalogue)
        self.names = tuple(sorted(n for n, c in catalogue.items() if c.kind in ("tech", "ally", "patron",
                                                                                "virus", "travel")))
        self.index = MappingProxyType({n: i for i, n in enumerate(self.names)})
        self.tech = MappingProxyType(tech)
        self.sprawl = tuple(sprawl)            # ((name, Fraction), ...) in a fixed order
        self.weights = tuple(mix[n] for n, _ in self.sprawl)   # the counts, in the same order
        self.slot = MappingProxyType({n: k for k, (n, _) in enumerate(self.sprawl)})   # name -> index
        self.start = tuple(start)
        #: per seat, the starting cards taken from the Sprawl deck (Allies, Patrons); the rest come
        #: from the Tech deck (5.7)
        self.start_sprawl = tuple(start_sprawl) if start_sprawl is not None else ((),) * len(self.start)
        self.mods: dict = {}   # a cache of mods(): {(seat, cards held): read-only mapping}
        self._seal()  # shared by the game's states: read-only once built


def _mix(mix, catalogue, name, allowed, total):
    if not isinstance(mix, Mapping):
        raise TypeError(f"{name} must be a mapping card name -> count, not {type(mix).__name__}")
    out = {}
    for k, v in mix.items():
        if not isinstance(k, str) or not k:
            raise TypeError(f"{name} names must be card names, not {k!r}")
        if k != OTHER or OTHER not in allowed:
            c = catalogue.get(k)
            if c is None:
                raise ValueError(f"{name}: {k!r} is not a card in the deck; known: {sorted(catalogue)}")
            if c.kind not in allowed:
                raise ValueError(f"{name}: {k!r} is a {c.kind} card, not one of {allowed}")
        if isinstance(v, str) or not isinstance(v, int | float | Fraction):
            raise TypeError(f"{name}[{k!r}] must be a whole number, not {v!r}")
        if isinstance(v, bool) or not isinstance(v, int):
            raise ValueError(f"{name}[{k!r}] must be a whole number from 0 to {total}, not {v!r}")
        if not 0 <= v <= total:
            raise ValueError(f"{name}[{k!r}] must be a whole number from 0 to {total}, not {v}")
        if v:
            out[k] = v
    if sum(out.values()) > total:
        raise ValueError(f"{name}: {sum(out.values())} cards, but the deck holds {total} (Edge City 3.0)")
    return out


def setup(players, seats, tech_mix, sprawl_mix, start_cards, cards, rules) -> CardSet:
    """Check and build the cards of a game (errors name the argument and the rule).

    Rules: Edge City 3.0, 5.7, 10.3.
    """
    catalogue = dict(CARDS)
    if cards is not None:
        if isinstance(cards, str | Card) or not isinstance(cards, Iterable):
            raise TypeError(f"cards must be a list of Card, not {cards!r}")
        for c in cards:
            if not isinstance(c, Card):
                raise TypeError(f"cards: each entry must be a Card, not {c!r}")
            if c.kind == "zone" and c.name not in CARDS:
                raise ValueError(f"cards: {c.name}: a new Zone card is not playable here (its text is "
                                 "a SprawlCard: see edgekit.edge_city.rules.encounters)")
            catalogue[c.name] = c
    tech = _mix(ILLUSTRATIVE_TECH_MIX if tech_mix is None else tech_mix, catalogue, "tech_mix",
                ("tech", "travel"), 32)
    spr = _mix(ILLUSTRATIVE_SPRAWL_CARDS if sprawl_mix is None else sprawl_mix, catalogue, "sprawl_mix",
               ("tech", "ally", "patron", "event", "rumor", "it", "virus", "zone", "travel", "boost", OTHER),
               80)
    if not spr:
        raise ValueError("sprawl_mix must give at least one card a positive weight")
    total = sum(spr.values())
    sprawl = tuple((k, Fraction(v, total)) for k, v in sorted(spr.items()))
    ill = [n for n, v in (("tech_mix", tech_mix), ("sprawl_mix", sprawl_mix)) if v is None]
    if start_cards is None:
        if any(isinstance(x, str) and ILLUSTRATIVE_START_CARDS.get(x) for x in seats):
            ill.append("start_cards")
        start_cards = [ILLUSTRATIVE_START_CARDS.get(x, ()) if isinstance(x, str) else () for x in seats]
    if isinstance(start_cards, str | Mapping) or not isinstance(start_cards, Iterable):
        raise TypeError(f"start_cards must give one list of card names per player, not {start_cards!r}")
    start = []
    for n, held in enumerate(start_cards):
        if isinstance(held, str) or not isinstance(held, Iterable):
            raise TypeError(f"start_cards[{n}] must be a list of card names, not {held!r}")
        held = tuple(held)
        for h in held:
            if not isinstance(h, str) or h not in catalogue or \
                    catalogue[h].kind not in ("tech", "ally", "patron", "travel"):
                raise ValueError(f"start_cards[{n}]: {h!r} is not a Tech, Ally or Patron card in the deck")
        try:
            check_limits(catalogue, held, 0, rules)
        except ValueError as e:
            raise ValueError(f"start_cards[{n}]: {e}") from None
        start.append(tuple(sorted(held)))
    if len(start) != players:
        raise ValueError(f"start_cards must give one entry per player (players={players}), not {len(start)}")
    used = Counter(h for held in start for h in held if catalogue[h].kind in ("tech", "travel"))
    for h, k in used.items():
        if k > tech.get(h, 0):
            raise ValueError(f"start_cards: {k} x {h!r} but the Tech deck (tech_mix) holds {tech.get(h, 0)}: "
                             "the starting cards come from it (Edge City 5.7)")
    # an Ally or Patron to start with (a study set-up: 5.7 gives Tech only) comes out of the Sprawl deck
    used = Counter(h for held in start for h in held if catalogue[h].kind in ("ally", "patron"))
    for h, k in used.items():
        if k > spr.get(h, 0):
            raise ValueError(f"start_cards: {k} x {h!r} but the Sprawl deck (sprawl_mix) holds "
                             f"{spr.get(h, 0)}: "
                             "a starting Ally or Patron comes from it (Edge City 5.6)")
    from_sprawl = [tuple(h for h in held if catalogue[h].kind in ("ally", "patron")) for held in start]
    return CardSet(catalogue, tech, sprawl, start, spr, ill, from_sprawl)


# ----------------------------------------------------------------------------- limits
def counts(catalogue, held, it, rules) -> dict:
    """How many cards of each 10.3 group are held (iT counted as software under ``it_limit``)."""
    out = dict.fromkeys(LIMITS, 0)
    for h in held:
        g = catalogue[h].group
        if g:
            out[g] += 1
    if rules.it_limit == "software":
        out["software"] += it
    return out


def check_limits(catalogue, held, it, rules) -> None:
    """ValueError naming 10.3 when ``held`` (card names) and ``it`` iT cards break a limit.

    Rules: Edge City 10.3.
    """
    for g, k in counts(catalogue, held, it, rules).items():
        if k > LIMITS[g]:
            raise ValueError(f"Edge City 10.3: at most {LIMITS[g]} {g} cards may be kept, not {k}")


def room(g, r, card: Card) -> bool:
    """Whether Ripper ``r`` may keep one more ``card`` (10.3)."""
    grp = "software" if card.kind == "it" and g.rules.it_limit == "software" else card.group
    if grp is None:
        return True
    key = ("counts", r.cards, r.it)   # kept on the game per hand (the card phases ask for every card)
    held = g._cache.get(key)
    if held is None:
        held = g._keep(key, lambda: counts(g.cards.catalogue, r.cards, r.it, g.rules))
    return held[grp] < LIMITS[grp]


def tech_left(g, s) -> dict:
    """:func:`available` of every card of the Tech deck at once (one pass over the hands)."""
    held: dict = {}
    for r in s.rippers:
        for n in r.cards:
            held[n] = held.get(n, 0) + 1
        for n in r.sprawl:
            held[n] = held.get(n, 0) - 1
    return {n: k - held.get(n, 0) for n, k in g.cards.tech.items()}


def available(g, s, name) -> int:
    """Copies of a Tech deck card left in the deck (5.7): the mix less the copies held that came from
    it, those of an eliminated Ripper too (11.7: they leave the game). A copy that came from the
    Sprawl deck (``Ripper.sprawl``) is not the Tech deck's; a Tech card that leaves a hand goes back
    to the Tech deck (10.2)."""
    return g.cards.tech.get(name, 0) - sum(r.cards.count(name) - r.sprawl.count(name) for r in s.rippers)


# ----------------------------------------------------------------------------- modifiers
def mods(g, i, held) -> Mapping:
    """The Tech modifiers of seat ``i`` holding ``held``: the seat's fixed ``rippers`` values plus
    each distinct Tech card (doubles count once, 10.3.1) by class, type and trait (11.4.5).

    Rules: Edge City 10.3.1, 11.4.5, 11.4.5.1, 11.4.5.2.
    """
    key = (i, held)
    got = g.cards.mods.get(key)
    if got is not None:
        return got
    t = g.tech[i]
    m = {"swat_stealth": t["swat_stealth"], "ice_stealth": t["ice_stealth"], "swat_defend": t["swat_defend"],
         "ice_defend": t["ice_defend"], "swat_attack": [t["swat_attack"]] if t["swat_attack"] else [],
         "ice_attack": [], "bioware": [], "swat_ally": [], "ice_ally": [],
         "swat_stealth_cards": [t["swat_stealth"]] if t["swat_stealth"] else []}   # for per-card halving
    for name in sorted(set(held)):
        c = g.cards.catalogue[name]
        if c.kind == "ally":
            m[f"{c.trait.lower()}_ally"].append(c.modifier)
            continue
        if c.kind != "tech":
            continue
        if c.tech_class == "bioware":
            m["bioware"].append(c.modifier)
        for trait in ("swat", "ice"):
            if c.trait.lower() in (trait, "both"):
                k = f"{trait}_{c.tech_type}"
                if c.tech_type == "attack":
                    m[k].append(c.modifier)
                else:
                    m[k] += c.modifier
                if k == "swat_stealth":
                    m["swat_stealth_cards"].append(c.modifier)
    out = MappingProxyType({k: tuple(sorted(v)) if isinstance(v, list) else v for k, v in m.items()})
    if len(g.cards.mods) < 20000:
        g.cards.mods[key] = out
    return out


def _ally(g, m, trait) -> int:
    a = m[f"{trait}_ally"]
    if not a:
        return 0
    return sum(a) if g.rules.ally_modifies == "stealth_all" else max(a)


def rip_inputs(g, s, patron: str) -> dict:
    """Keyword inputs of :func:`~edgekit.edge_city.rip_outcomes` from the cards held (and a Patron)."""
    r = s.rippers[s.player]
    m = mods(g, s.player, r.cards)
    out = {"swat_stealth": m["swat_stealth"] + _ally(g, m, "swat"),
           "ice_stealth": m["ice_stealth"] + _ally(g, m, "ice"),
           "swat_defend": m["swat_defend"], "ice_defend": m["ice_defend"],
           "swat_attack": m["swat_attack"], "ice_attack": m["ice_attack"]}
    if patron:
        c = g.cards.catalogue[patron]
        out.update(patron=c.modifier, patron_kind=c.trait.lower())
    return out


def theft_inputs(g, s) -> dict:
    """Keyword inputs of :func:`~edgekit.edge_city.theft_outcome`: SWAT Attack Tech (and the SWAT
    Ally, at full value), each SWAT Stealth Tech card (halved there, reading ``theft_halving``)."""
    m = mods(g, s.player, s.rippers[s.player].cards)
    ally = _ally(g, m, "swat")
    return {"swat_attack": m["swat_attack"] + ((ally,) if ally else ()),
            "swat_stealth": m["swat_stealth_cards"]}


def used_in(g, held, action) -> tuple:
    """Held cards used in a Rip or a Theft that a Win Roll may discard (8.5.2), in name order:
    Stealth and Attack Tech (SWAT only for a Theft) and the Allies used (reading ``ally_modifies``);
    kept on the game per cards held (asked at every Rip)."""
    key = ("used in", held, action)
    got = g._cache.get(key)
    return got if got is not None else g._keep(key, lambda: _used_in(g, held, action))


def _used_in(g, held, action) -> tuple:
    cat = g.cards.catalogue
    names = sorted(set(held))
    out = [n for n in names if cat[n].kind == "tech" and cat[n].discard and cat[n].tech_type != "defend"
           and (action == "rip" or cat[n].trait in ("SWAT", "both"))]
    for trait in ("SWAT", "ICE") if action == "rip" else ("SWAT",):
        allies = [n for n in names if cat[n].kind == "ally" and cat[n].trait == trait]
        if allies and g.rules.ally_modifies == "stealth_one":
            allies = [max(allies, key=lambda n: (cat[n].modifier, n))]
        out += [n for n in allies if cat[n].discard]
    return tuple(out)


def stealth_total(g, i, held) -> int:
    """Stealth SWAT plus Stealth ICE modifiers (the third tie-break of 7.0)."""
    m = mods(g, i, held)
    return m["swat_stealth"] + m["ice_stealth"]
