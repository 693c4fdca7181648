"""The economy and the Agent board in the whole game (:mod:`.game`): Buy Goods, Search a District,
Investigate, Influence for clues, attacks with Pistols and ammo re-rolls, unmasking and Retaliation,
Thugs against Armor and ammo, the subdue reward, the turn-in reward from the bank.

Rules: Rogue Agent: Agent Board; Credits; Movement; Hire; Investigate; Buy Goods; Justice: Attack,
Turn In Criminals; Search a District.

Every chance step has the odds of the one place its rule lives: a search is the outcome of
:func:`~edgekit.rogue_agent.search_policy` (the exact optimal re-rolls; a second re-roll with the
Intelligence upgrade) on the district's dice and :data:`~.agent_board.SEARCH_MIX`; an attack with ammo
is the outcome of :func:`~edgekit.rogue_agent.attack_policy` (the exact optimal ammo re-rolls for the
goal: subdue the Criminal, or 2 hits on a Killer), without ammo :func:`~edgekit.rogue_agent.attack_hits`.

How much ammo to spend on the Thug wounds and search explosions left (after Informants, Armor, Body
armor and boosts) is the player's choice (phase "ammo"; the named players spend all they can).
Fixed, labelled rules where the player has a choice this model does not ask about: a search's reward
steps heal first at half health or less, then take 2 credits while the Agent holds fewer than 2, then
go on the tracks by :func:`~.agent_board.spread_reward`; a subdue reward goes by
:func:`~.agent_board.spread_reward` over at least 2 tracks; paid credits go back to the bank (so
credits are never created: the bank and the players' credits always add up to the supply; the wound
markers on Criminal cards are bank credits laid out, reading ``wound_markers``: :func:`free_bank`); 6 clues
buy 1 Influence anywhere (the Buy Goods text ties it to no district); an investigation marks its card
with one of the player's 5 investigation tokens, none free and it cannot investigate (when a token
comes back: reading ``investigation_tokens``); which Criminal here is attacked is the player's choice
(phase "target" of the game), and so is which face-down card an Investigate looks at (phase
"investigate"); a Retaliation or unmasking effect is one-off (the
clock symbol's persistent effects and the time tokens are not modelled: no card text is printed, RA-23).
"""

from __future__ import annotations

import functools

from ...dist import Dist
from ..rules.attack import _subdue_reward, attack_hits, attack_policy
from ..rules.dice import ILLUSTRATIVE_MIX
from ..rules.search import search_policy
from .agent_board import TRACKS, UPGRADES, _spread, _tokens_free, _track_gain
from .android import enter_loss
from .ids import ATTACK_CRIMINAL_AMMO, ATTACK_KILLER_AMMO, BUY, INFLUENCE, INVESTIGATE, SEARCH
from .phases import Table, covered, hurt, owners, replace, reveal

__all__ = ["legal", "act", "investigate", "free_bank", "start_attack", "attack_law", "search_law",
           "resolve_search", "subdued", "card_effect", "turn_in", "thug_wounds", "tokens_free", "thug_ammo",
           "search_ammo", "may_search", "may_investigate"]

#: Blocks of ids as ranges (membership and index in C, for the hot loop)
_BUY_IDS, _CRIMINAL_AMMO_IDS, _KILLER_AMMO_IDS = BUY.ids, ATTACK_CRIMINAL_AMMO.ids, ATTACK_KILLER_AMMO.ids
MAX_AMMO_DICE = 3  # "no more than three black dice" (Covert Actions); the three_each split gives 3 too
SPECIAL_DICE = 9  # Components: 9 special dice (Dice Rules: no more dice than the game has)


def _put(t: Table, i: int, a) -> Table:
    return replace(t, agents=t.agents[:i] + (a,) + t.agents[i + 1:])


def _levels(a) -> dict:
    return {k: getattr(a, k) for k in TRACKS}


def _gains(g, levels: dict, gains: dict, influence: int) -> dict:
    """An Agent at ``levels`` gains each ``(track, steps)`` of ``gains`` (distinct tracks; capped, and an
    upgrade track's far-right space may give Influence by the reading ``upgrade_influence``): the
    changes of one copy of the Agent, each track's new level and the Influence, from ``influence``."""
    out = {}
    for track, n in gains.items():
        out[track], bonus = _track_gain(levels[track], n, g.board.top[track], track in UPGRADES,
                                        g._upgrade_influence)
        influence += bonus
    out["influence"] = influence
    return out


def upgrades(g, a, name: str) -> int:
    """How many of upgrade ``name`` Agent ``a`` has on the game's board (no checks: the hot path)."""
    track, pos = g._symbol[name]
    at = getattr(a, track)
    return sum(1 for p in pos if at >= p)


def _thugs_left(g, t: Table, i: int, d: int) -> tuple[int, int]:
    a = t.agents[i]
    sure = 1 if d in t.destroyed and not a.exposed else 0  # a destroyed district's loss is unavoidable
    return max(0, enter_loss(g, t, i, d) - sure - upgrades(g, a, "armor")), sure


def thug_ammo(g, t: Table, i: int, d: int) -> int:
    """The most ammo player ``i`` can spend against the Thug wounds of entering ``d`` (one a wound)."""
    return min(_thugs_left(g, t, i, d)[0], t.agents[i].ammo)


def thug_wounds(g, t: Table, i: int, d: int, spend: int | None = None) -> tuple[Table, int]:
    """Health lost entering district ``d``: its Thugs less own Informants there and Armor shields, then
    ``spend`` ammo against the wounds left (the player's choice, phase "ammo"; None: every wound it can
    prevent); plus a destroyed district's unavoidable 1 (:func:`~edgekit.rogue_agent.entering_loss`)."""
    a = t.agents[i]
    left, sure = _thugs_left(g, t, i, d)
    spend = min(left, a.ammo) if spend is None else spend
    if spend:   # (no ammo spent: the table as it is, not an equal copy)
        t = _put(t, i, replace(a, ammo=a.ammo - spend))
    return t, left - spend + sure


def may_search(g, t: Table, i: int) -> bool:
    a = t.agents[i]
    if not g._searchable[a.pos]:   # the district has search dice (g.economy.search)
        return False
    if g._search_once:   # reading search_limit "once_a_turn"
        return not a.searched
    return a.pos not in a.searched


def _investigable(g, t: Table, i: int) -> tuple:
    pos = t.agents[i].pos
    return tuple(c[0] for c in t.criminals if _card_open(t, i, pos, c))


def _card_open(t: Table, i: int, pos: int, c: tuple) -> bool:
    """Criminal ``c``'s card is face down, not yet looked at by player ``i`` (at ``pos``), and here or
    where ``i`` has an Informant."""
    return (c[0] not in t.face_up and (c[0], i) not in t.investigated
            and (c[1] == pos or i in owners(t, c[1])))


def may_investigate(g, t: Table, i: int) -> bool:
    """Whether player ``i`` (an Agent) may Investigate: 2 clues, a face-down card open to it, a token free."""
    a = t.agents[i]
    return (a.clues >= 2 and any(_card_open(t, i, a.pos, c) for c in t.criminals)
            and bool(tokens_free(g, t, i)))


def tokens_free(g, t: Table, i: int) -> int:
    """Investigation tokens of player ``i``'s colour free now (reading ``investigation_tokens``): 5 less
    those on cards still in play (in the city or in custody), or less all it placed this game."""
    inplay = {c[0] for c in t.criminals} | {c[0] for a in t.agents for c in a.custody}
    on_cards = sum(1 for num, p in t.investigated if p == i and num in inplay)
    return _tokens_free(t.agents[i].investigations, on_cards, g._tokens_rule)


def legal(g, s) -> list[int]:
    """The economy's actions open to the actor (Agent or not yet exposed)."""
    t, i = s.table, s.actor
    a = t.agents[i]
    if a.exposed:
        return []
    out = []
    for j, (track, price, _) in enumerate(g._goods[a.pos]):   # g.economy.goods of the district
        if a.credits >= price and getattr(a, track) < g.board.top[track]:
            out.append(BUY(j))
    if may_search(g, t, i):
        out.append(SEARCH)
    if may_investigate(g, t, i):
        out.append(INVESTIGATE)
    if a.clues >= 6:
        out.append(INFLUENCE)
    if a.justice < 2 and a.ammo > 0:
        crim = any(c[1] == a.pos for c in t.criminals)
        killer = a.pos in t.killers
        for ammo in range(1, min(a.ammo, MAX_AMMO_DICE) + 1):   # member ammo - 1 spends ``ammo``
            if crim:
                out.append(ATTACK_CRIMINAL_AMMO(ammo - 1))
            if killer:
                out.append(ATTACK_KILLER_AMMO(ammo - 1))
    return out


def act(g, s, x: int):
    """Apply economy action ``x`` for the actor."""
    t, i = s.table, s.actor
    a = t.agents[i]
    if x in _BUY_IDS:
        track, price, steps = g._goods[a.pos][_BUY_IDS.index(x)]   # g.economy.goods of the district
        a = replace(a, credits=a.credits - price, **_gains(g, _levels(a), {track: steps}, a.influence))
        return replace(s, table=replace(t, agents=t.agents[:i] + (a,) + t.agents[i + 1:],
                                        bank=t.bank + price))
    if x == SEARCH:
        a = replace(a, searched=tuple(sorted(a.searched + (a.pos,))))
        return replace(s, phase="search", pending=("search",) + search_key(g, t, i),
                       table=_put(t, i, a))
    if x == INVESTIGATE:  # which card: the player's choice when more than one is open to it
        cards = _investigable(g, t, i)   # (in the middle of a Movement it goes on after: phase "move")
        if len(cards) > 1:
            return replace(s, phase="investigate", pending=("investigate", cards, s.phase))
        return investigate(g, s, cards[0])
    if x == INFLUENCE:
        return replace(s, table=_put(t, i, replace(a, clues=a.clues - 6, influence=a.influence + 1)))
    if x in _CRIMINAL_AMMO_IDS:
        return start_attack(g, s, "criminal", 1 + _CRIMINAL_AMMO_IDS.index(x))   # member k: k + 1 ammo
    # ATTACK_KILLER_AMMO: the last of ECONOMY_ACTIONS, the only ids the game sends here
    return start_attack(g, s, "killer", 1 + _KILLER_AMMO_IDS.index(x))


def investigate(g, s, num: int):
    """Investigate Criminal ``num``'s face-down card: 2 clues, an investigation token of the actor's
    colour on it (what it shows is the actor's alone: :func:`information`). Which card, when several
    are open to it (here, or where it has an Informant), is the player's choice (phase "investigate"
    of the game: the action is the Criminal's token number). An Investigate that interrupts a Movement
    (phase "move") returns to it.

    Rules: Rogue Agent: Investigate; Action Phase: Movement.
    """
    t, i = s.table, s.actor
    a = t.agents[i]
    back = s.pending[2] if s.phase == "investigate" else s.phase
    t = replace(_put(t, i, replace(a, clues=a.clues - 2, investigations=a.investigations + 1)),
                investigated=tuple(sorted(t.investigated + ((num, i),))))
    return replace(s, table=t, phase=back, pending=())


def start_attack(g, s, kind: str, ammo: int, target: int | None = None):
    """Begin an attack: the Justice count, ammo spent (a black die each), green dice for Pistols and own
    Informants (at most the green dice there are), the unmasking of a face-down Criminal. With more than
    one Criminal here and no ``target`` (a Criminal token number) yet, the player first chooses which one
    (phase "target": the action is the token number)."""
    t, i = s.table, s.actor
    a = t.agents[i]
    here = tuple(c[0] for c in t.criminals if c[1] == a.pos)
    if kind == "criminal" and target is None and len(here) > 1:
        return replace(s, phase="target", pending=("target", ammo, here))
    green = min(upgrades(g, a, "pistol") + owners(t, a.pos).count(i),  # no more dice than exist
                g._green_limit, SPECIAL_DICE - 3 - ammo)   # g._green_limit: dice_limit("green")
    a = replace(a, justice=a.justice + 1, ammo=a.ammo - ammo)
    t = _put(t, i, a)
    if kind == "killer":
        return replace(s, phase="attack", pending=("killer", None, green, ammo, 0), table=t)
    crim = next(c for c in t.criminals if c[0] == (min(here) if target is None else target))
    hosp = False
    if crim[0] not in t.face_up:  # unmask: turn the card over; its effect by the card's symbol
        t = replace(t, face_up=tuple(sorted(t.face_up + (crim[0],))))
        sym = g.economy.unmask_symbol
        looked = (crim[0], i) in t.investigated
        if (sym == "red" and not looked) or (sym == "white" and looked):
            t, hosp = card_effect(g, t, i, g.economy.unmask, s.round)
    s = replace(s, table=t)
    if hosp:
        return g._end_turn(s)
    return replace(s, phase="attack", pending=("criminal", crim[0], green, ammo, crim[2] - crim[4]))


@functools.lru_cache(maxsize=256)
def _attack_law(rules, green: int, black: int, need: int) -> tuple:
    pool = {"red": 3, **({"green": green} if green else {}), **({"black": black} if black else {})}
    if black:
        plan = attack_policy(pool, ILLUSTRATIVE_MIX, goal="subdue" if need else "killer", need=max(need, 1),
                             rules=rules)
        law = plan.outcome
    else:  # no ammo: no re-rolls
        law = attack_hits(pool, mix=ILLUSTRATIVE_MIX, rules=rules)
    out = tuple(sorted(law.outcomes()))
    return out, Dist.from_probs({k: law.prob(o) for k, o in enumerate(out)})


def attack_law(g, green: int, black: int = 0, need: int = 0) -> tuple:
    """(outcomes, Dist of outcome index) of an attack roll of 3 red, ``green`` green and ``black`` black
    dice: with ammo, under the exact optimal re-rolls for subduing a Criminal of ``need`` health left
    (``need`` 0: a Killer, 2 hits)."""
    return _attack_law(g.rules_value, green, black, need if black else 0)


def search_key(g, t: Table, i: int) -> tuple:
    a = t.agents[i]
    name = g.districts[a.pos]
    return (name, owners(t, a.pos).count(i), bool(upgrades(g, a, "body_armor")),
            bool(upgrades(g, a, "intelligence")), bool(covered(g.city, g.districts, t, a, a.pos)))


@functools.lru_cache(maxsize=256)
def _search_law(rules, economy, name, informants, body_armor, intelligence, protected) -> tuple:
    plan = search_policy(dict(economy.search[name]), economy.search_mix, intelligence=intelligence,
                         informants=informants, body_armor=body_armor, protected=protected, rules=rules)
    out = tuple(sorted(plan.outcome.outcomes()))
    return out, Dist.from_probs({k: plan.outcome.prob(o) for k, o in enumerate(out)})


def search_law(g, key: tuple) -> tuple:
    """(outcomes ``(health lost, reward steps)``, Dist of outcome index) of a search under the exact
    optimal re-rolls: :func:`~edgekit.rogue_agent.search_policy` with no ammo (ammo is spent after)."""
    return _search_law(g.rules_value, g.economy, *key)


def search_ammo(g, s, x: int) -> int:
    """The most ammo the searcher can spend on search outcome ``x``'s explosions (one a wound)."""
    return min(search_law(g, s.pending[1:])[0][x][0], s.table.agents[s.actor].ammo)


def free_bank(g, t: Table) -> int:
    """Credits free in the bank: ``t.bank`` holds every credit no player holds, the wound markers on
    Criminal cards included (under the reading ``wound_markers="bank"``, they are credits out of the
    bank, back in it when their Criminal leaves the board); the rest can be paid out."""
    if not g._wounds_from_bank:
        return t.bank
    return t.bank - sum(c[4] for c in t.criminals)


def resolve_search(g, s, x: int, spend: int | None = None):
    """A search's result: ``spend`` ammo on the explosions that still hurt (the player's choice, phase
    "ammo"; None: all it can), the reward steps, then the wounds."""
    t, i = s.table, s.actor
    lost, steps = search_law(g, s.pending[1:])[0][x]
    a = t.agents[i]
    spend = min(lost, a.ammo) if spend is None else spend
    lost -= spend
    levels = _levels(a)
    levels["ammo"] -= spend
    health, cash = a.health, a.credits
    free = free_bank(g, t)
    paid = 0
    while steps and health <= g.board.health // 2:
        health, steps = health + 1, steps - 1
    while steps and cash < 2 and free:
        got = min(free, 2)
        free -= got
        paid += got
        cash, steps = cash + got, steps - 1
    gained = _gains(g, levels, _spread(levels, steps, g.board, 1, g._subdue_single), a.influence)
    f = {"ammo": levels["ammo"], "health": health, "credits": cash, **gained}
    if 0 < lost < f["health"]:   # a wound it survives (phases.hurt's first case) in the same copy
        f["health"] -= lost
        lost = 0
    a = replace(a, **f)  # one copy
    t = replace(t, agents=t.agents[:i] + (a,) + t.agents[i + 1:], bank=t.bank - paid)
    t, hosp = hurt(t, g.city, g.districts, i, lost, s.round, g.limit)   # (the skull: the Hospital)
    s = replace(s, phase="act", pending=(), table=t)
    return g._end_turn(s) if hosp else s


def subdued(g, t: Table, i: int, crim: tuple) -> Table:
    """The subdue reward: steps equal to the health (reading ``subdue_reward_health``) over at least
    2 tracks by :func:`~.agent_board.spread_reward` (reading ``subdue_single`` for a reward of 1)."""
    a = t.agents[i]
    n = _subdue_reward(crim[2], crim[2] - crim[4], g._subdue_health)   # subdue_reward, unchecked
    levels = _levels(a)
    a = replace(a, **_gains(g, levels, _spread(levels, n, g.board, 2, g._subdue_single), a.influence))
    return _put(t, i, a)


def card_effect(g, t: Table, i: int, effect: tuple, rnd: int) -> tuple[Table, bool]:
    """Apply a card effect ``(kind, amount)`` to player ``i``: lost credits go to the bank; nothing
    drops below 0. Returns the table and whether the Agent went to the Hospital."""
    kind, n = effect
    a = t.agents[i]
    if kind == "none" or n == 0:
        return t, False
    if kind == "health":
        return hurt(t, g.city, g.districts, i, n, rnd, g.limit)
    if kind == "reveal":  # Android mode, Revealing event 2 (skipped when not possible)
        return reveal(t, i, rnd, g.limit), False
    if kind == "credits":
        k = min(n, a.credits)
        return replace(_put(t, i, replace(a, credits=a.credits - k)), bank=t.bank + k), False
    return _put(t, i, replace(a, **{kind: max(0, getattr(a, kind) - n)})), False


def turn_in(g, t: Table, i: int) -> Table:
    """Turn In: the rewards of the Criminals in custody from the bank (all that remain if it is short)."""
    a = t.agents[i]
    want = sum(g.economy.rewards[c[1]] for c in a.custody)
    got = min(free_bank(g, t), want)  # take_from_bank: all that remain when the bank is short
    bank = t.bank - got
    return replace(_put(t, i, replace(a, credits=a.credits + got)), bank=bank)


def information(s, player: int):
    """What ``player`` knows at ``s``, as a value (the OpenSpiel adapter spells it into the observation
    string): the state with the health and syndicate of every Criminal card neither face up nor
    investigated by ``player`` left out (Criminals on the board and in the others' custody), and the
    other Agents' Identification tokens and covert actions left out (Android mode). Two states give
    equal values exactly when ``player`` sees the same at both.

    Rules: Rogue Agent: Investigate, Android mode.
    """
    import dataclasses

    t = s.table
    known = lambda n: n in t.face_up or (n, player) in t.investigated  # noqa: E731
    crim = tuple(c if known(c[0]) else (c[0], c[1], None, None, *c[4:]) for c in t.criminals)
    agents = tuple(a if j == player else dataclasses.replace(
        a, androids=None, covert=(),
        custody=tuple(c if known(c[0]) else (c[0], None, None, *c[3:]) for c in a.custody))
        for j, a in enumerate(t.agents))
    return dataclasses.replace(s, table=dataclasses.replace(t, criminals=crim, agents=agents))


def observation_extra(g, s, player: int) -> str:
    """The face-up cards (public) and what ``player``'s investigations showed (private)."""
    t = s.table
    up = [c for c in t.criminals if c[0] in t.face_up]
    mine = [c for c in t.criminals if (c[0], player) in t.investigated and c[0] not in t.face_up]
    show = lambda cs: ", ".join(f"C{c[0]} health {c[2]} syndicate {c[3] + 1}" for c in cs) or "none"  # noqa: E731
    return f"; face-up cards: {show(up)}; your investigations: {show(mine)}"
