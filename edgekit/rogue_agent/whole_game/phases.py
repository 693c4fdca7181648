"""The deterministic parts of a Rogue Agent round, on the whole-game state of :mod:`.game`.

Rules: Rogue Agent: Agent Board (Health); C. City Phase; Defuse a Bomb (Bomb explosion); Revealing an
Identification Token; Exposing an Android.

Pure functions from a :class:`Table` (the city's tokens, the bag and the players) to a new one:
health loss and the Hospital, a Bomb's explosion, and the five City Phase steps. The chance parts
(draws, dice) are states of :mod:`.game`. What is simplified is listed in :mod:`.game`.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from ..city.graph import HOSPITAL, City, next_on_trail

__all__ = ["replace", "Agent", "Table",
           "hurt", "explode", "city_phase", "killer_activation", "owners", "set_owners", "sweep_custody",
           "MAX_HEALTH", "covered"]

def replace(obj, /, **changes):
    """:func:`dataclasses.replace` for the whole game's frozen records (they have no ``__post_init__``
    and no ``init=False`` fields): a copy of the instance's fields with ``changes``, several times
    faster (the game's hot path, about a thousand copies a game: dataclasses' replace calls
    ``__init__`` field by field, this copies one dict). An unknown field is a TypeError, as with
    dataclasses (a copy with a key the original lacks has grown: only then are the names checked)."""
    d = obj.__dict__.copy()
    d.update(changes)
    if len(d) != len(obj.__dict__):
        bad = sorted(changes.keys() - obj.__dataclass_fields__.keys())
        raise TypeError(f"{type(obj).__name__} has no field(s) {bad}")
    new = _NEW(obj.__class__)
    _SET(new, "__dict__", d)   # a frozen dataclass refuses setattr; object's own sets the dict
    return new


_NEW, _SET = object.__new__, object.__setattr__


#: ILLUSTRATIVE health track: the track's height is not printed (RA-22); the heart is its top.
MAX_HEALTH = 6


@dataclass(frozen=True)
class Agent:
    """One player: district index, health, Influence, fuel, this turn's steps / Justice actions /
    Defuse attempts, credits, this turn's hires, Criminals in custody ((number, health, syndicate,
    where the token lies: None under the Agent, else a district index, reading ``custody_token``)
    each), Criminals turned in per syndicate (7 counts: the six syndicates, then white jokers),
    and Android mode's Identification tokens (Android tokens held, Android and Human tokens
    revealed, exposed, the round of the last reveal, and this turn's covert actions as
    (kind, district) pairs); the Movement under way (``route``, the districts entered in it, and
    ``moves``, the Movement actions begun this turn); the components it has left (``unhired``
    Informants, ``investigations`` tokens placed) and how often it went to the Hospital."""

    pos: int
    health: int = MAX_HEALTH
    influence: int = 0
    fuel: int = 3
    steps: int = 0
    justice: int = 0
    defused: int = 0
    credits: int = 4
    hired: int = 0
    custody: tuple = ()
    turned: tuple = (0,) * 7
    androids: int = 0
    shown_android: int = 0
    shown_human: int = 0
    exposed: bool = False
    revealed_round: int = 0
    covert: tuple = ()
    ammo: int = 2  # the Agent board's other tracks (:mod:`.agent_board`; starts from the game's board)
    clues: int = 2
    weapon: int = 0
    car: int = 0
    skill: int = 0
    searched: tuple = ()  # districts searched this turn
    route: tuple = ()  # districts entered so far in the Movement action under way (:mod:`.movement`)
    moves: int = 0  # Movement actions begun this turn
    hired_moving: int = 0  # Informants hired this turn in the middle of a Movement (reading hire_limit)
    unhired: int = 7  # Informants of its colour never hired (Components: 7; a removed one never comes back)
    investigations: int = 0  # investigation tokens placed this game (reading investigation_tokens)
    hospital: int = 0  # times sent to the City Hospital (Agent Board: Health)


@dataclass(frozen=True)
class Table:
    """What lies on the table: ``bag`` (Bombs, Killers, sorted Criminal token numbers);
    ``bombs`` ((district, timer) sorted), ``killers`` (districts sorted), ``criminals``
    ((number, district, health, syndicate, wounds, new this round) sorted by number); ``police``
    (district index); ``agents``; ``exploded`` (Bombs exploded so far); ``ids_out`` (the Android
    limit was reached: Identification tokens are out of the game); ``informants`` (who holds each
    Informant slot of a district, top slot first); ``bank``, ``face_up`` and ``investigated``
    (the economy: :mod:`.economy`); ``destroyed`` (Android mode: destroyed district indices,
    sorted), ``damaged_kept`` (the reading ``damaged_side`` is "as_regular") and ``spared`` (the
    reading ``killer_androids`` is "spares": Killers leave exposed Androids alone) and
    ``android_first`` (the game option ``reveal_first``)."""

    bag: tuple
    bombs: tuple
    killers: tuple
    criminals: tuple
    police: int
    agents: tuple
    exploded: int = 0
    ids_out: bool = False
    informants: tuple = ()  # (district, owners top slot first) pairs, sorted; empty districts left out
    bank: int = 0  # credits no player holds, wound markers on cards included (:func:`.economy.free_bank`)
    face_up: tuple = ()  # numbers of Criminals whose card has been turned face up (sorted)
    investigated: tuple = ()  # (Criminal number, player) investigation tokens (sorted)
    heart: int = MAX_HEALTH  # the health track's heart (the Agent board's ``health``)
    destroyed: tuple = ()
    damaged_kept: bool = False
    spared: bool = False
    android_first: bool = False


def covered(city: City, names: tuple, t: Table, a: Agent, d: int) -> bool:
    """Whether district ``d`` protects ``a``: the Human shield for an Agent, the Android shield for an
    exposed Android; a destroyed tile's shields are the reading ``damaged_side``'s."""
    if d in t.destroyed and not t.damaged_kept:
        return False
    # city.attr without its check of the name (names[d] is a district of the city): the hot path
    return city.graph.nodes[names[d]]["android_protected" if a.exposed else "protected"]


def _bag_add(bag, bombs=0, killers=0, criminals=()):
    return (bag[0] + bombs, bag[1] + killers, tuple(sorted(bag[2] + tuple(criminals))))


def owners(t: Table, d: int) -> tuple:
    """The players whose Informants sit in district ``d``, top slot first."""
    for dd, o in t.informants:
        if dd == d:
            return o
    return ()


def set_owners(t: Table, d: int, who: tuple) -> Table:
    rest = tuple(x for x in t.informants if x[0] != d)
    return replace(t, informants=tuple(sorted(rest + (((d, who),) if who else ()))))


def _drop_player_informants(t: Table, i: int) -> Table:
    # an exposed Android's Informants leave the game; lower ones move up (the order is kept)
    return replace(t, informants=tuple((d, tuple(p for p in o if p != i)) for d, o in t.informants
                                       if any(p != i for p in o)))


def sweep_custody(t: Table, d: int) -> Table:
    """Tokens of subdued Criminals lying in district ``d`` (reading ``custody_token="in_district"``:
    a custody entry's last field is the district where its token lies; None: under the Agent) go back
    to the Data Stream with the Police Squad's arrival, a Bomb's explosion or the district's
    destruction, and the Agent holding them loses their custody."""
    here = (d,)   # c[3:4]: an entry of three fields (number, health, syndicate) lies under its Agent
    if not any(c[3:4] == here for a in t.agents for c in a.custody):
        return t
    back = tuple(c[0] for a in t.agents for c in a.custody if c[3:4] == here)
    agents = tuple(replace(a, custody=tuple(c for c in a.custody if c[3:4] != here)) for a in t.agents)
    return replace(t, agents=agents, bag=_bag_add(t.bag, criminals=back))


def _set_agent(t: Table, i: int, a: Agent) -> Table:
    return replace(t, agents=t.agents[:i] + (a,) + t.agents[i + 1:])


def reveal(t: Table, i: int, rnd: int, limit: int) -> Table:
    """Player ``i`` reveals one Identification token if it must and can (one per round; a Human
    token first while it holds one, or an Android one under ``t.android_first``: a fixed choice in
    place of the player's free one)."""
    a = t.agents[i]
    if t.ids_out or a.exposed or a.revealed_round == rnd or limit == 0:
        return t
    humans = 3 - a.androids - a.shown_human
    if humans > 0 and not (t.android_first and a.androids > a.shown_android):
        return _set_agent(t, i, replace(a, shown_human=a.shown_human + 1, revealed_round=rnd))
    if a.androids - a.shown_android <= 0:
        return t
    a = replace(a, shown_android=a.shown_android + 1, revealed_round=rnd)
    if a.shown_android >= 2:  # exposed: custody back to the Data Stream
        t = replace(t, bag=_bag_add(t.bag, criminals=tuple(c[0] for c in a.custody)))
        a = replace(a, exposed=True, custody=())
        t = _drop_player_informants(t, i)
    t = _set_agent(t, i, a)
    if sum(x.exposed for x in t.agents) >= limit:
        t = replace(t, ids_out=True)
    return t


def hurt(t: Table, city: City, names: tuple, i: int, n: int, rnd: int, limit: int) -> tuple[Table, bool]:
    """Player ``i`` loses ``n`` health; at the skull: -1 Influence, custody to the Data Stream,
    to the City Hospital with health at the heart (and, in Android mode, a reveal).
    Returns the table and whether the player went to the Hospital."""
    a = t.agents[i]
    if n <= 0:
        return t, False
    if a.health - n > 0:
        return _set_agent(t, i, replace(a, health=a.health - n)), False
    t = replace(t, bag=_bag_add(t.bag, criminals=tuple(c[0] for c in a.custody)))
    a = replace(a, health=t.heart, influence=max(0, a.influence - 1), custody=(),
                pos=names.index(HOSPITAL), route=(), hospital=a.hospital + 1)
    t = _set_agent(t, i, a)
    return reveal(t, i, rnd, limit), True


def explode(t: Table, city: City, names: tuple, d: int, rnd: int, limit: int) -> Table:
    """Every Bomb in district ``d`` explodes: tokens there to the Data Stream, 4 health to the
    unprotected there and 2 next door, custody lost by whoever lost health."""
    n_bombs = sum(1 for b in t.bombs if b[0] == d)
    if n_bombs == 0:
        return t
    crim_here = tuple(c[0] for c in t.criminals if c[1] == d)
    t = sweep_custody(set_owners(t, d, ()), d)  # its Informants leave the game; subdued tokens there too
    t = replace(t, bombs=tuple(b for b in t.bombs if b[0] != d),
                killers=tuple(k for k in t.killers if k != d),
                criminals=tuple(c for c in t.criminals if c[1] != d),
                bag=_bag_add(t.bag, bombs=n_bombs, killers=sum(1 for k in t.killers if k == d),
                             criminals=crim_here),
                exploded=t.exploded + n_bombs)
    near = set(city.neighbours(names[d]))
    for _ in range(n_bombs):
        for i, a in enumerate(t.agents):
            where = names[a.pos]
            if covered(city, names, t, a, a.pos):
                continue
            loss = 4 if a.pos == d else 2 if where in near else 0
            if loss:
                a2 = t.agents[i]
                if a2.custody:
                    t = replace(t, bag=_bag_add(t.bag, criminals=tuple(c[0] for c in a2.custody)))
                    t = _set_agent(t, i, replace(a2, custody=()))
                t, _ = hurt(t, city, names, i, loss, rnd, limit)
    return t


def _trail_next(city: City, names: tuple, d: int) -> int | None:
    return _trail_table(city, names)[d]


@functools.lru_cache(maxsize=16)
def _trail_table(city: City, names: tuple) -> tuple:
    """:func:`~edgekit.rogue_agent.city.graph.next_on_trail` of every district, by index (the City
    Phase asks it for every token every round)."""
    out = []
    for name in names:
        nxt = next_on_trail(city, name)
        out.append(None if nxt is None else names.index(nxt))
    return tuple(out)


@functools.lru_cache(maxsize=16)
def _city_table(city: City, names: tuple) -> tuple:
    """By district index: the indices of the districts sharing a side with it (``city.neighbours``) and,
    for a precinct, the precinct the Police Squad moves to next (number ``n % 6 + 1``; None elsewhere)."""
    near = tuple(frozenset(names.index(n) for n in city.neighbours(d)) for d in names)
    police = tuple(names.index(f"Precinct {city.attr(d, 'number') % 6 + 1}")
                   if city.attr(d, "number") is not None else None for d in names)
    return near, police


def _wild_at(t: Table, d: int) -> bool:
    return any(c[1] == d for c in t.criminals)


def _killer_action(t, city, names, d, rnd, limit, killer_damage) -> tuple[Table, bool]:
    """The Killer action in district ``d``; returns the table and whether an Agent lost health there
    (C. City Phase, Killer Activation: the note stops the activation only then)."""
    if t.police == d or _wild_at(t, d):
        return t, False
    lost = False  # an Agent lost health (the activation then stops): not merely "an Agent was here"
    here = owners(t, d)
    for i, a in enumerate(t.agents):
        if a.pos == d and not covered(city, names, t, a, d) and not (a.exposed and t.spared):
            n = killer_damage(here.count(i))  # 0 under killer_informants="reduces" with 2+ Informants
            t, _ = hurt(t, city, names, i, n, rnd, limit)
            lost = lost or n > 0
    now = owners(t, d)  # an Agent exposed by the damage above has lost its Informants already
    if here and now[:1] == here[:1]:  # the top slot's Informant is removed; the bottom one moves up
        t = set_owners(t, d, now[1:])
    return t, lost


def city_phase(t: Table, city: City, names: tuple, rnd: int, limit: int, *, leaving_token: str,
               killer_damage, top: int, police_reveal: str = "same_or_adjacent", commander: int = 0) -> Table:
    """Steps 1-4 of the City Phase (step 5, the new Commander, is the caller's).
    ``killer_damage(n)``: health a Killer takes from an Agent with ``n`` own Informants there."""
    # 1. Criminal Activation: wild Criminals in ascending number along the Event Trail
    for num in [c[0] for c in t.criminals]:
        crim = next((c for c in t.criminals if c[0] == num), None)
        if crim is None:  # returned to the bag by an explosion this phase
            continue
        nxt = _trail_next(city, names, crim[1])
        others = tuple(c for c in t.criminals if c[0] != num)
        if nxt is None:
            if crim[5] and crim[1] == top:  # appeared this round in the top-most precinct: a new run
                nxt = names.index(city.trail[0])
            else:
                back = (num,) if leaving_token == "bag" else ()
                t = replace(t, criminals=others, bag=_bag_add(t.bag, criminals=back))
                continue
        if nxt in t.destroyed:  # Android mode: the token goes back to the Data Stream, the card leaves
            t = replace(t, criminals=others, bag=_bag_add(t.bag, criminals=(num,)))
            continue
        t = replace(t, criminals=tuple(sorted(others + ((num, nxt) + crim[2:],))))
        if t.police == nxt:
            continue
        killers = list(t.killers)
        for k_i, k in enumerate(killers):  # Check 1: Killers here move on
            if k != nxt:
                continue
            at = k
            while at is not None and _wild_at(t, at):
                at = _trail_next(city, names, at)
                at = None if at in t.destroyed else at  # a destroyed district sends it back
            killers[k_i] = at
        gone = sum(1 for k in killers if k is None)
        bombs = tuple((b[0], b[1] - 1) if b[0] == nxt else b for b in t.bombs)  # Check 2: Bombs
        t = replace(t, killers=tuple(sorted(k for k in killers if k is not None)),   # (one copy: both checks)
                    bag=_bag_add(t.bag, killers=gone), bombs=tuple(sorted(bombs)))
        if any(b[0] == nxt and b[1] <= 0 for b in t.bombs):
            t = explode(t, city, names, nxt, rnd, limit)
    t = killer_activation(t, city, names, rnd, limit, killer_damage)
    # 3. Police Squad: to the next precinct number; its tokens go back to the Data Stream
    p = _city_table(city, names)[1][t.police]   # the next precinct number's district
    t = replace(t, police=p,
                bombs=tuple(b for b in t.bombs if b[0] != p),
                killers=tuple(k for k in t.killers if k != p),
                criminals=tuple(c for c in t.criminals if c[1] != p),
                bag=_bag_add(t.bag, bombs=sum(1 for b in t.bombs if b[0] == p),
                             killers=sum(1 for k in t.killers if k == p),
                             criminals=tuple(c[0] for c in t.criminals if c[1] == p)))
    t = sweep_custody(t, p)  # subdued tokens left there (reading custody_token)
    if limit:  # Android mode trigger 4: Agents with or next to the Police Squad reveal
        from ..android.tokens import police_reveal_districts

        near = set(police_reveal_districts(city, names[p], police_reveal=police_reveal))
        n = len(t.agents)
        for i in ((commander + k) % n for k in range(n)):  # the Commander first, then clockwise
            if names[t.agents[i].pos] in near:
                t = reveal(t, i, rnd, limit)
    # 4. Bomb Activation: every Timer drops by 1 (district order); at 0 it explodes
    bombs = tuple((d, tm - 1) for d, tm in t.bombs)
    due = sorted({b[0] for b in bombs if b[1] <= 0})
    if not due:   # no explosion: the Timers and the new Criminals' marks in one copy
        return replace(t, bombs=bombs, criminals=tuple(c[:5] + (False,) for c in t.criminals))
    t = replace(t, bombs=bombs)
    for d in due:
        t = explode(t, city, names, d, rnd, limit)
    return replace(t, criminals=tuple(c[:5] + (False,) for c in t.criminals))


def killer_activation(t: Table, city: City, names: tuple, rnd: int, limit: int, killer_damage) -> Table:
    """City Phase step 2: each Killer (in ascending district order: the Commander's choice) acts
    where it is, moves one district along the Event Trail and acts, then moves into an adjacent
    district along the trail holding an Agent and acts; it stops once an Agent has lost health (health
    lost, not an Agent present: under ``killer_informants="reduces"`` an Agent with 2 Informants there
    loses nothing, and the Killer goes on). Step 3's "adjacent district along the Event Trail" is the
    next district along it (forward, as in step 2 and Check 1) when it shares a side with the Killer's;
    every step of the default trail does (:attr:`~edgekit.rogue_agent.city.graph.City.trail_gaps`)."""
    for k in sorted(t.killers):
        if k not in t.killers:
            continue
        t, lost = _killer_action(t, city, names, k, rnd, limit, killer_damage)
        if lost:
            continue
        nxt = _trail_next(city, names, k)
        ks = list(t.killers)
        ks.remove(k)
        if nxt is None or nxt in t.destroyed:
            t = replace(t, killers=tuple(ks), bag=_bag_add(t.bag, killers=1))
            continue
        t = replace(t, killers=tuple(sorted(ks + [nxt])))
        t, lost = _killer_action(t, city, names, nxt, rnd, limit, killer_damage)
        if lost:
            continue
        step3 = _trail_next(city, names, nxt)
        if step3 is not None and step3 in _city_table(city, names)[0][nxt] and any(
                a.pos == step3 and not (a.exposed and t.spared) for a in t.agents):
            ks = list(t.killers)
            ks.remove(nxt)
            if step3 in t.destroyed:
                t = replace(t, killers=tuple(sorted(ks)), bag=_bag_add(t.bag, killers=1))
                continue
            t = replace(t, killers=tuple(sorted(ks + [step3])))
            t, _ = _killer_action(t, city, names, step3, rnd, limit, killer_damage)
    return t
