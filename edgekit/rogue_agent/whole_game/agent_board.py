"""The Agent board and the economy of Rogue Agent: tracks, upgrades, the bank, rewards, goods, card effects.

Rules: Rogue Agent: Agent Board; Credits; Preparing the Players; Final Setup; Hire; Buy Goods; Justice:
Attack, Turn In Criminals; Search a District; Criminal Cards.

Printed: three resource tracks (the upper rows: the resources the rules spend are fuel, ammo and
clues), three upgrade tracks (the lower rows, markers at zero; an upgrade is usable once the
marker has passed its symbol and stays usable), the health track, 4 credits per player and a
bank of the credits left, limited to the tokens there are ("take all that remain"). A gain past
a track's far-right space is ignored and a spend from the far-left space is impossible.

NOT printed, so a labelled description here, each changeable by the user (never silently):

* the track lengths, where the blue start circles are and where each upgrade symbol sits
  (RA-22): :data:`ILLUSTRATIVE_BOARD` (:class:`AgentBoard`);
* each Criminal card's reward, unmasking and Retaliation effects (RA-23), and each tile's
  goods, prices and search dice (the tile texts are not reproduced): :data:`ILLUSTRATIVE_ECONOMY`
  (:class:`Economy`); the default card effects are "no effect";
* which reward each search face shows (RA-03): a search's reward steps go where the fixed
  rule :func:`spread_reward` puts them (:attr:`Economy.search_mix` is invented).

Readings: ``credit_supply`` (RA-01), ``hire_limit`` (RA-16), ``upgrade_influence`` (RA-19),
``investigation_tokens`` (when an investigation token comes back),
``subdue_single`` (RA-17), ``search_limit`` (searching is free and actions are unlimited: no limit printed),
``wound_markers`` (the credit markers of a Criminal's wounds come out of the bank: :func:`wounds_marked`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ...exact import as_flag, as_name, as_whole
from ...readings import uses
from ..city.graph import City, reach
from ..city.graph import _step_cost as _cost
from ..rules.dice import COLOURS, FaceMix

__all__ = ["RESOURCES", "UPGRADES", "TRACKS", "EFFECTS", "AgentBoard", "ILLUSTRATIVE_BOARD", "Economy",
           "ILLUSTRATIVE_ECONOMY", "SEARCH_MIX", "bank_at_start", "take_from_bank", "spread_reward",
           "may_hire", "track_gain", "most_searches", "wounds_marked", "INFORMANTS", "INVESTIGATION_TOKENS",
           "investigation_tokens_free"]

#: The three resource tracks (upper rows) and the three upgrade tracks (lower rows).
RESOURCES = ("fuel", "ammo", "clues")
UPGRADES = ("weapon", "car", "skill")
TRACKS = RESOURCES + UPGRADES
#: What a card effect may take from the Agent (``("none", 0)``: no effect); ``"reveal"``: in Android
#: mode the Agent reveals an Identification token (Revealing, event 2: a Retaliation may force it).
EFFECTS = ("none", "health", "credits", "influence", "fuel", "ammo", "clues", "reveal")
START_CREDITS = 4
MAX_SUPPLY = 200  # a documented limit on a reader's credit supply


def _levels(mapping: Any, what: str, keys: tuple, lo: int = 0, hi: int = 20) -> Mapping[str, int]:
    if not isinstance(mapping, Mapping):
        raise TypeError(f"{what} must be a mapping track -> whole number, not {mapping!r}")
    bad = sorted(str(k) for k in mapping if k not in keys)
    if bad:
        raise ValueError(f"{what}: unknown track(s) {bad}; tracks are {keys}")
    return MappingProxyType({k: as_whole(f"{what}[{k!r}]", mapping.get(k, 0), lo=lo, hi=hi) for k in keys})


@dataclass(frozen=True)
class AgentBoard:
    """An Agent board: ``start`` and ``top`` (far-right space) of each track, and where each upgrade
    symbol sits: ``symbols`` maps an upgrade (``pistol``, ``armor``, ``engine``, ``intelligence``,
    ``body_armor``) to ``(track, positions)``; the upgrade is usable once per position the marker has
    reached. ``health`` is the health track's top (the heart; the skull sends the Agent to Hospital)."""

    start: Mapping
    top: Mapping
    symbols: Mapping
    health: int = 6
    label: str = "reader's Agent board"

    def __post_init__(self):
        top = _levels(self.top, "top", TRACKS, lo=1)
        start = _levels(self.start, "start", TRACKS)
        for k in TRACKS:
            if start[k] > top[k]:
                raise ValueError(f"start[{k!r}] = {start[k]} is past the track's top {top[k]}")
        for k in UPGRADES:
            if start[k]:
                raise ValueError(f"start[{k!r}]: upgrade markers start at zero (Preparing the Players)")
        if not isinstance(self.symbols, Mapping):
            raise TypeError(f"symbols must be a mapping upgrade -> (track, positions), not {self.symbols!r}")
        syms = {}
        for name in ("pistol", "armor", "engine", "intelligence", "body_armor"):
            entry = self.symbols.get(name, ("weapon", ()))
            if not isinstance(entry, tuple) or len(entry) != 2:
                raise TypeError(f"symbols[{name!r}] must be a pair (track, positions), not {entry!r}")
            track, pos = entry
            as_name(f"symbols[{name!r}] track", track, UPGRADES)
            if isinstance(pos, str) or not isinstance(pos, tuple):
                raise TypeError(f"symbols[{name!r}] positions must be a tuple of whole numbers, not {pos!r}")
            syms[name] = (track, tuple(as_whole(f"symbols[{name!r}]", p, lo=1, hi=top[track]) for p in pos))
        extra = sorted(str(k) for k in self.symbols if k not in syms)
        if extra:
            raise ValueError(f"symbols: unknown upgrade(s) {extra}")
        as_whole("health", self.health, lo=1, hi=20)
        as_name("label", self.label)
        object.__setattr__(self, "top", top)
        object.__setattr__(self, "start", start)
        object.__setattr__(self, "symbols", MappingProxyType(syms))

    def upgrades(self, levels: Mapping, name: str) -> int:
        """How many of upgrade ``name`` a board at ``levels`` (track -> marker) has. Rules: Rogue Agent:
        Agent Board (Upgrades)."""
        as_name("name", name, tuple(self.symbols))
        track, pos = self.symbols[name]
        if isinstance(levels, Mapping):
            at = _levels(levels, "levels", TRACKS)[track]
        else:  # an Agent of the whole game (its track attributes)
            at = getattr(levels, track, None)
            if isinstance(at, bool) or not isinstance(at, int):
                raise TypeError(f"levels must be a mapping track -> marker (or an Agent), not {levels!r}")
        return sum(1 for p in pos if at >= p)


ILLUSTRATIVE_BOARD = AgentBoard(
    start={"fuel": 3, "ammo": 2, "clues": 2}, top={"fuel": 6, "ammo": 6, "clues": 6, "weapon": 4, "car": 4,
                                                   "skill": 3},
    symbols={"pistol": ("weapon", (1, 3)), "armor": ("car", (1, 4)), "engine": ("car", (2,)),
             "body_armor": ("skill", (1,)), "intelligence": ("skill", (3,))},
    health=6,
    label="ILLUSTRATIVE Agent board: track lengths, starts and symbol places are not printed (RA-22)")
"""An invented Agent board (RA-22): NOT the printed one."""

#: The invented dice read for searching (RA-03): the illustrative attack faces that are not
#: explosion or boost are read as reward symbols (a doubled one where noted). ILLUSTRATIVE.
SEARCH_MIX = FaceMix.sixths(
    {"red": {"explosion": 3, "boost": 1, "gain": 1, "double_gain": 1},
     "green": {"explosion": 2, "boost": 1, "gain": 3},
     "black": {"explosion": 1, "boost": 1, "gain": 3, "double_gain": 1}},
    label="ILLUSTRATIVE search faces, invented; the rulebook gives no face counts (RA-03)", illustrative=True)


def _effect(x: Any, what: str) -> tuple:
    if not isinstance(x, tuple) or len(x) != 2:
        raise TypeError(f"{what} must be a (kind, amount) pair, not {x!r}")
    return as_name(f"{what} kind", x[0], EFFECTS), as_whole(f"{what} amount", x[1], lo=0, hi=10)


def _goods(goods: Any) -> Mapping:
    if not isinstance(goods, Mapping):
        raise TypeError(f"goods must be a mapping district -> ((track, price), ...), not {goods!r}")
    out = {}
    for d, items in goods.items():
        as_name("goods (a district)", d)
        if not isinstance(items, tuple) or len(items) > 2:
            raise TypeError(f"goods[{d!r}] must be a tuple of at most 2 (track, price) pairs, not {items!r}")
        row = []
        for it in items:
            if not isinstance(it, tuple) or len(it) not in (2, 3):
                raise TypeError(f"goods[{d!r}] holds (track, price) or (track, price, steps), not {it!r}")
            row.append((as_name(f"goods[{d!r}] track", it[0], TRACKS),
                        as_whole(f"goods[{d!r}] price", it[1], lo=1, hi=10),
                        as_whole(f"goods[{d!r}] steps", it[2] if len(it) == 3 else 1, lo=1, hi=2)))
        out[d] = tuple(row)
    return MappingProxyType(out)


def _search(search: Any) -> Mapping:
    if not isinstance(search, Mapping):
        raise TypeError(f"search must be a mapping district -> {{colour: dice}}, not {search!r}")
    out = {}
    for d, dice in search.items():
        as_name("search (a district)", d)
        if not isinstance(dice, Mapping) or not dice:
            raise TypeError(f"search[{d!r}] must be a non-empty mapping colour -> dice, not {dice!r}")
        for c, n in dice.items():
            as_name(f"search[{d!r}] colour", c, (*COLOURS, "white"))
            as_whole(f"search[{d!r}][{c!r}]", n, lo=1, hi=3)
        out[d] = MappingProxyType(dict(dice))
    return MappingProxyType(out)


@dataclass(frozen=True, eq=False)  # hashed by identity: the game's caches key on it
class Economy:
    """What the tiles and cards say, as a user-changeable description: ``rewards`` (credits for turning
    in a Criminal, by its printed health 1-4), ``unmask`` and ``retaliation`` (card effects, a
    ``(kind, amount)`` of :data:`EFFECTS`), ``unmask_symbol`` ("none", "red": triggers when this
    Agent has not investigated the card, "white": when it has), ``goods`` (district -> up to two
    ``(track, price, steps)``: ``steps`` spaces, 1 or 2 (an icon shown twice), for each ``price``
    paid; the Buy Goods text prices a resource space at 1 credit and an upgrade space at 2),
    ``search`` (district -> search dice), ``search_mix`` (a FaceMix with ``gain``/``double_gain`` faces)."""

    rewards: Mapping
    goods: Mapping
    search: Mapping
    unmask: tuple = ("none", 0)
    unmask_symbol: str = "none"
    retaliation: tuple = ("none", 0)
    search_mix: FaceMix = SEARCH_MIX
    label: str = "reader's economy"

    def __post_init__(self):
        if not isinstance(self.rewards, Mapping) or set(self.rewards) != {1, 2, 3, 4} \
                or any(isinstance(h, bool) for h in self.rewards):
            raise TypeError(f"rewards must map each health 1-4 to credits, not {self.rewards!r}")
        rw = MappingProxyType({h: as_whole(f"rewards[{h}]", self.rewards[h], lo=0, hi=20)
                               for h in (1, 2, 3, 4)})
        object.__setattr__(self, "rewards", rw)
        object.__setattr__(self, "goods", _goods(self.goods))
        object.__setattr__(self, "search", _search(self.search))
        object.__setattr__(self, "unmask", _effect(self.unmask, "unmask"))
        object.__setattr__(self, "retaliation", _effect(self.retaliation, "retaliation"))
        as_name("unmask_symbol", self.unmask_symbol, ("none", "red", "white"))
        if not isinstance(self.search_mix, FaceMix):
            raise TypeError(f"search_mix must be a FaceMix, not {type(self.search_mix).__name__}")
        as_name("label", self.label)


_REGULAR = tuple(f"District {x}" for x in "ABCDE")
ILLUSTRATIVE_ECONOMY = Economy(
    rewards={1: 1, 2: 2, 3: 3, 4: 4},
    goods={"District A": (("fuel", 1),), "District B": (("ammo", 1),), "District C": (("clues", 1),),
           "District D": (("weapon", 2),), "District E": (("car", 2),), "City Hospital": (("skill", 2),),
           "Headquarters": (("ammo", 1), ("fuel", 1))},
    search={**{d: {"green": 2} for d in _REGULAR}, "City Hospital": {"white": 2},
            **{f"Precinct {n}": {"red": 1, "black": 1} for n in range(1, 7)}},
    label="ILLUSTRATIVE economy: rewards (health in credits), goods, prices and search dice are invented; "
          "card effects 'no effect' (RA-23; the tile texts are not reproduced)")
"""An invented economy (RA-23 and the tiles): NOT the printed cards and tiles."""


@uses("credit_supply")
def bank_at_start(players: int, *, rules=None) -> int:
    """Credits in the bank after each of ``players`` (2-4) takes 4.

    >>> bank_at_start(2), bank_at_start(4, credit_supply="70")
    (17, 54)

    Rules: Rogue Agent: Components; Preparing the Players; Final Setup.
    """
    n = as_whole("players", players, lo=2, hi=4)
    return int(rules.credit_supply) - START_CREDITS * n


def take_from_bank(bank: int, wanted: int) -> tuple[int, int]:
    """``(taken, left)``: take ``wanted`` credits, or all that remain when the bank is short.

    Rules: Rogue Agent: Turn In Criminals; Search a District.
    """
    b = as_whole("bank", bank, lo=0, hi=MAX_SUPPLY)
    w = as_whole("wanted", wanted, lo=0, hi=MAX_SUPPLY)
    got = min(b, w)
    return got, b - got


@uses("wound_markers")
def wounds_marked(hits: int, bank: int, *, rules=None) -> int:
    """How many wounds a failed attack of ``hits`` hits leaves on a Criminal when ``bank`` credits lie
    free in the bank: each wound is a credit marker; under the reading ``wound_markers="bank"`` it is
    taken from the bank, so no more than the bank holds (the markers go back to the bank when the
    Criminal leaves the board); under ``"tally"`` the wounds are only counted.

    >>> wounds_marked(3, 1), wounds_marked(3, 1, wound_markers="tally")
    (1, 3)

    Rules: Rogue Agent: Justice: Attack (Criminal); Credits; Final Setup.
    """
    h = as_whole("hits", hits, lo=0, hi=40)
    b = as_whole("bank", bank, lo=0, hi=MAX_SUPPLY)
    return _wounds_marked(h, b, rules.wound_markers == "bank")


def _wounds_marked(hits: int, bank: int, from_bank: bool) -> int:
    # the rule of wounds_marked without the checks (the game's hot path)
    return min(hits, bank) if from_bank else hits


@uses("upgrade_influence")
def track_gain(level: int, steps: int, top: int, *, upgrade: bool = False, rules=None) -> tuple[int, int]:
    """``(new level, Influence gained)`` after ``steps`` gains on a track whose far-right space is
    ``top``: gains past it are ignored; an upgrade marker reaching it gives 1 Influence (the reading).

    Rules: Rogue Agent: Agent Board.
    """
    t = as_whole("top", top, lo=1, hi=20)
    lv = as_whole("level", level, lo=0, hi=t)
    n = as_whole("steps", steps, lo=0, hi=40)
    return _track_gain(lv, n, t, as_flag("upgrade", upgrade), rules.upgrade_influence)


def _track_gain(lv: int, n: int, t: int, upgrade: bool, upgrade_influence: str) -> tuple[int, int]:
    """:func:`track_gain` on checked arguments (the game's hot path)."""
    new = min(t, lv + n)
    return new, (1 if upgrade and upgrade_influence == "yes" and lv < t == new else 0)


#: The fixed, labelled order in which :func:`spread_reward` hands out steps (a policy choice).
SPREAD_ORDER = ("ammo", "fuel", "weapon", "car", "clues", "skill")


@uses("subdue_single")
def spread_reward(levels: Mapping, steps: int, *, board: AgentBoard = ILLUSTRATIVE_BOARD, tracks: int = 2,
                  rules=None) -> dict[str, int]:
    """Steps per track for a reward of ``steps`` over at least ``tracks`` tracks: one step at a time,
    round the tracks with room in the fixed order :data:`SPREAD_ORDER` (a labelled policy choice).
    Steps no track has room for are lost. A reward of 1 follows the reading ``subdue_single``.

    >>> spread_reward({"ammo": 6}, 3)
    {'fuel': 1, 'weapon': 1, 'car': 1}

    Rules: Rogue Agent: Justice: Attack (subdue reward); Agent Board.
    """
    if not isinstance(board, AgentBoard):
        raise TypeError(f"board must be an AgentBoard, not {type(board).__name__}")
    lv = dict(_levels(levels, "levels", TRACKS))
    n = as_whole("steps", steps, lo=0, hi=40)
    k = as_whole("tracks", tracks, lo=1, hi=len(TRACKS))
    return _spread(lv, n, board, k, rules.subdue_single)


def _spread(lv: Mapping, n: int, board: AgentBoard, k: int, subdue_single: str) -> dict[str, int]:
    """:func:`spread_reward` on checked arguments (the game's hot path)."""
    if n == 1 and k >= 2 and subdue_single == "nothing":
        return {}
    room = [t for t in SPREAD_ORDER if lv[t] < board.top[t]]
    out: dict[str, int] = {}
    while n and room:
        for t in list(room):
            if not n:
                break
            out[t] = out.get(t, 0) + 1
            n -= 1
            if lv[t] + out[t] >= board.top[t]:
                room.remove(t)
    return out


#: Informants of one colour (Components: 28, 7 in each player colour; Preparing the Players).
INFORMANTS = 7
#: Investigation tokens of one colour (Components: "5 investigation tokens in 4 player colors", read as
#: 5 of each colour).
INVESTIGATION_TOKENS = 5


@uses("hire_limit")
def may_hire(hired: int, credits: int, free_slots: int, *, unhired: int = INFORMANTS, moving: bool = False,
             hired_moving: int = 0, rules=None) -> bool:
    """Whether an Agent that hired ``hired`` Informants this turn (``hired_moving`` of them in the middle
    of a Movement), holding ``credits`` and ``unhired`` Informants of its colour never hired, may hire
    one more where ``free_slots`` slots are free (2 credits each); ``moving``: it is in the middle of a
    Movement action (Hire may interrupt one). No Informant of its colour left, no hire (Components: 7
    a colour; one removed from the game never comes back). Reading ``hire_limit``: "one_per_turn", one
    hire a turn; "while_moving_extra", hires where the Agent stands while slots are free, and one a turn
    in the middle of a Movement.

    >>> may_hire(0, 4, 2, unhired=0), may_hire(1, 4, 1, hire_limit="while_moving_extra")
    (False, True)

    Rules: Rogue Agent: Hire; Components; Action Phase: Movement.
    """
    h = as_whole("hired", hired, lo=0, hi=20)
    c = as_whole("credits", credits, lo=0, hi=MAX_SUPPLY)
    f = as_whole("free_slots", free_slots, lo=0, hi=2)
    u = as_whole("unhired", unhired, lo=0, hi=INFORMANTS)
    hm = as_whole("hired_moving", hired_moving, lo=0, hi=h)
    return _may_hire(h, c, f, rules.hire_limit, u, as_flag("moving", moving), hm)


def _may_hire(h: int, c: int, f: int, hire_limit: str, unhired: int = INFORMANTS, moving: bool = False,
              hired_moving: int = 0) -> bool:
    """:func:`may_hire` on checked arguments (the game's hot path)."""
    if c < 2 or f <= 0 or unhired <= 0:
        return False
    if hire_limit == "one_per_turn":
        return h == 0
    return hired_moving == 0 if moving else True


@uses("investigation_tokens")
def investigation_tokens_free(placed: int, on_cards: int, *, rules=None) -> int:
    """Investigation tokens of a player's colour free to mark a new investigation: ``placed`` tokens
    placed so far this game, ``on_cards`` of them still on cards in play (in the city or in custody).
    Reading ``investigation_tokens``: "card_leaves" (a token comes back when its card leaves play:
    5 less those on cards), "kept" (a token stays placed: 5 less all placed). None free: no Investigate.

    >>> investigation_tokens_free(6, 2), investigation_tokens_free(5, 2, investigation_tokens="kept")
    (3, 0)

    Rules: Rogue Agent: Components; Investigate.
    """
    p = as_whole("placed", placed, lo=0, hi=MAX_SUPPLY)
    k = as_whole("on_cards", on_cards, lo=0, hi=INVESTIGATION_TOKENS)
    if k > p:
        raise ValueError(f"on_cards ({k}) cannot exceed placed ({p}): only tokens placed can be on cards")
    return _tokens_free(p, k, rules.investigation_tokens)


def _tokens_free(placed: int, on_cards: int, investigation_tokens: str) -> int:
    """:func:`investigation_tokens_free` on checked arguments (the game's hot path)."""
    return max(0, INVESTIGATION_TOKENS - (on_cards if investigation_tokens == "card_leaves" else placed))


@uses("search_limit", "movement_fuel")
def most_searches(city, start: str, *, fuel: int = 0, economy: Economy = ILLUSTRATIVE_ECONOMY,
                  engine: bool = False, rules=None) -> int:
    """The most searches one turn can make from ``start`` with ``fuel``: distinct districts with search
    dice on one walk (Thugs and health left aside), or 1 under ``search_limit="once_a_turn"``.

    Rules: Rogue Agent: Search a District; Movement.
    """
    if not isinstance(city, City):
        raise TypeError(f"city must be a City (from rhine_city()), not {type(city).__name__}")
    if not isinstance(economy, Economy):
        raise TypeError(f"economy must be an Economy, not {type(economy).__name__}")
    city.check(start, "start")
    f = as_whole("fuel", fuel, lo=0, hi=6)
    reach(city, start, fuel=f, engine=engine, rules=rules)  # checks fuel and engine
    steps = 0
    while _cost(steps + 1, engine, rules.movement_fuel) <= f and steps < 12:
        steps += 1
    best = 0

    def walk(d, seen, k):
        nonlocal best
        best = max(best, sum(1 for x in seen if x in economy.search))
        if k == 0:
            return
        for n in city.neighbours(d):
            walk(n, seen | {n}, k - 1)

    walk(start, frozenset({start}), steps)
    return min(best, 1) if rules.search_limit == "once_a_turn" else best


def economy_options(options: dict, city: City) -> tuple[AgentBoard, Economy]:
    """Pop and check ``board`` and ``economy`` from :func:`~edgekit.rogue_agent.game`'s options (the
    economy's districts must be districts of ``city``)."""
    board = options.pop("board", ILLUSTRATIVE_BOARD)
    if not isinstance(board, AgentBoard):
        raise TypeError(f"board must be an AgentBoard (e.g. ILLUSTRATIVE_BOARD), not {type(board).__name__}")
    economy = options.pop("economy", ILLUSTRATIVE_ECONOMY)
    if not isinstance(economy, Economy):
        raise TypeError(f"economy must be an Economy (e.g. ILLUSTRATIVE_ECONOMY), "
                        f"not {type(economy).__name__}")
    unknown = sorted((set(economy.goods) | set(economy.search)) - set(city.districts))
    if unknown:
        raise ValueError(f"economy: {unknown} are not districts of the city; districts: {city.districts}")
    return board, economy
