"""Android mode in the whole game (:mod:`.game`): Scan, covert actions, Attack an Android, destruction.

Rules: Rogue Agent: Android Mode (Identification Tokens; Revealing an Identification Token; Exposing an
Android; Limit on the Number of Androids; Destroyed Districts; Movement; Covert Actions; Agent
Actions in Android Mode; Android Mode: End of the Game).

The game calls these hooks; each dice step's odds come from :mod:`..android.attack` (the one place
the Android-mode attack rules live). Actions (their ids are named in :mod:`.ids`, 40-52):

* ``SCAN(j)``: an Agent spends 4 clues (its clue track, :mod:`.agent_board`) to make
  player ``j`` (here, or where the scanner has an Informant) reveal a token, while the Android
  limit is not reached; an exposure moves 1 Influence from the scanned to the scanner; a player who
  revealed a token this round may be scanned only under the reading ``scan_revealed="clues_spent"``
  (:func:`~edgekit.rogue_agent.scan_open`; the reveal is then skipped).
* ``ATTACK_AGENT(j)`` (covert C): an exposed Android attacks Agent ``j`` here, unless the district
  protects Agents; ``ATTACK_DISTRICT`` (covert D): attacks the district it stands in (slots, not
  destroyed). At most two covert actions a turn, never the same one twice in one district.
* ``ATTACK_ANDROID(j)``: an Agent's Justice action against exposed Android ``j`` here, unless the
  district protects Androids (only while an Android is exposed).
* covert A and B: an exposed Android's Search a District and Buy Goods (the economy's actions) count
  as covert actions; nobody searches or buys in a destroyed district.

Simplifications (each stated): the attacker spends all its ammo (at most 3 black dice) and adds a
green die per Pistol on its board (:func:`attack_pool`); the target spends fuel for every green
die it may take (:func:`~edgekit.rogue_agent.defender_dice`); a player reveals a Human token first
while it holds one (game option ``reveal_first="android"``: an Android token first); a
Retaliation forces a reveal only when the reader's economy gives the cards the effect ("reveal", 1)
(no Retaliation effect is printed, RA-23; the default cards have none).
"""

from __future__ import annotations

import functools

from ...dist import Dist
from ..android.attack import android_attack_pool, defender_dice, district_attack, player_attack
from ..android.tokens import scan_open
from ..city.graph import _entering_loss
from ..rules.dice import ILLUSTRATIVE_MIX
from .ids import ATTACK_AGENT, ATTACK_ANDROID, ATTACK_DISTRICT, BUY, DEFUSE, END, HIRE, SCAN, SEARCH
from .movement import step_toward
from .phases import _bag_add, covered, explode, hurt, owners, replace, reveal, set_owners, sweep_custody

SCAN_CLUES = 4
_R = "Rogue Agent"
_AM = f"{_R}: Android Mode"


def _put(t, i, a):
    return replace(t, agents=t.agents[:i] + (a,) + t.agents[i + 1:])


def slots(g, t, d: int) -> int:
    """Informant slots of district ``d`` (none on a destroyed tile under ``damaged_side="blank"``)."""
    if d in t.destroyed and not t.damaged_kept:
        return 0
    return g._slots[d]   # the city's "slots" of the district


def enter_loss(g, t, i: int, d: int) -> int:
    """Health player ``i`` loses entering district ``d`` before Armor and ammo (the economy's
    :func:`~.economy.thug_wounds` applies them): :func:`~edgekit.rogue_agent.entering_loss`, the
    Thugs shown (none on a blank destroyed tile) less own Informants, plus 1 for an Agent entering a
    destroyed district."""
    return _entering_loss(g._thugs[d], min(2, owners(t, d).count(i)), d in t.destroyed,
                          t.agents[i].exposed, g._damaged_blank)   # entering_loss, unchecked


def table_flags(g) -> dict:
    """The Table's flags from Android mode's readings ``damaged_side`` and ``killer_androids`` and the
    game's ``reveal_first``."""
    r = g.rules_value
    return {"damaged_kept": r.damaged_side == "as_regular", "spared": r.killer_androids == "spares",
            "android_first": getattr(g, "reveal_first", "human") == "android"}


REVEAL_FIRST = ("human", "android")


def pop_options(options: dict, players: int) -> tuple:
    """The game options ``android_tokens`` (ILLUSTRATIVE default 4, RA-27) and ``reveal_first`` taken
    from ``options`` (checked). ``reveal_first``: which token a player reveals first when it holds both
    kinds (the rules let the player choose; here one fixed choice for all)."""
    from ..rules.setup import whole

    android = options.pop("android_tokens", 4)
    lo, hi = (1, 10) if players == 3 else (0, 12)
    whole(android, "android_tokens", lo, hi)
    first = options.pop("reveal_first", "human")
    if not isinstance(first, str):
        raise TypeError(f"reveal_first must be one of {REVEAL_FIRST}, not {first!r}")
    if first not in REVEAL_FIRST:
        raise ValueError(f"reveal_first must be one of {REVEAL_FIRST}, not {first!r}")
    return android, first


def configure(g, first: str):
    """Set the game's ``reveal_first`` (shown in ``g.options`` in Android mode); returns ``g``."""
    from types import MappingProxyType

    g._configure(reveal_first=first)
    if g.mode == "android":
        g._configure(options=MappingProxyType({**g.options,
                                               "reveal_first": f"{first} (one fixed choice for all)"}))
    return g


def dealt(g, s, x: int):
    """Player ``s.actor`` is dealt ``x`` Android tokens; after the last player, the first Time Phase."""
    t = s.table
    s = replace(s, table=_put(t, s.actor, replace(t.agents[s.actor], androids=x)), actor=s.actor + 1)
    return s if s.actor < g.players else g._time_phase(s, 1)


def own_tokens(s, player: int) -> str:
    """What only ``player`` sees in Android mode: its own Android tokens."""
    a = s.table.agents[player]
    return f"; your Android tokens: {a.androids} of 3" if s.game.mode == "android" else ""


def shown(g, a) -> str:
    """The Identification tokens ``a`` has revealed (public), in Android mode."""
    return f" shown {a.shown_human}H {a.shown_android}A" if g.mode == "android" else ""


def destroyed_text(g, t) -> str:
    return f"; destroyed {[g.districts[d] for d in t.destroyed]}" if t.destroyed else ""


def mark_covert(g, s, x: int):
    """Before an economy action ``x``: an exposed Android's Search or Buy is one of its covert actions."""
    t, i = s.table, s.actor
    a = t.agents[i]
    if not a.exposed or (x != SEARCH and x not in _BUY_IDS):
        return s
    kind = "search" if x == SEARCH else "buy"
    return replace(s, table=_put(t, i, replace(a, covert=a.covert + ((kind, a.pos),))))


def blocked(t, d: int) -> bool:
    """A Criminal or Killer token to be placed in ``d`` goes back to the Data Stream (destroyed)."""
    return d in t.destroyed


def attack_pool(g, a) -> dict:
    """The attacker's dice: 3 red, a green per Pistol on its board, a black per ammo it spends (all it
    holds, at most 3: a stated simplification of the player's choice)."""
    from .agent_board import ILLUSTRATIVE_BOARD

    board = getattr(g, "board", ILLUSTRATIVE_BOARD)
    return android_attack_pool(pistols=min(3, board.upgrades(a, "pistol")), ammo=min(3, a.ammo))


def _scan_ok(g, t, i: int, j: int) -> bool:
    a, b = t.agents[i], t.agents[j]
    if j == i or b.exposed:
        return False
    where = b.pos == a.pos or i in owners(t, b.pos)
    unrevealed = 3 - b.shown_android - b.shown_human
    return where and unrevealed > 0


def _covert_eco(g, s) -> list[int]:
    """An exposed Android's covert Search / Buy (the economy's legality, as if it were an Agent)."""
    from .economy import legal as eco_legal

    t, i = s.table, s.actor
    a = t.agents[i]
    as_agent = replace(s, table=_put(t, i, replace(a, exposed=False)))
    out = []
    for x in eco_legal(g, as_agent):
        kind = "search" if x == SEARCH else "buy" if x in BUY else None
        if kind and (kind, a.pos) not in a.covert:
            out.append(x)
    return out


def legal(g, s, acts: list) -> list[int]:
    """The actions open to the actor at ``s`` in Android mode, from the Agent-mode list ``acts``: no
    Search or Buy in a destroyed district; Scan, the covert actions and Attack an Android added."""
    t, i = s.table, s.actor
    a = t.agents[i]
    if a.pos in t.destroyed:
        acts = [x for x in acts if x != SEARCH and x not in BUY]
    out = list(acts)
    if a.exposed:
        if len(a.covert) < 2 and a.pos not in t.destroyed:
            out += _covert_eco(g, s)
        if len(a.covert) < 2:
            if ("agent", a.pos) not in a.covert:
                out += [ATTACK_AGENT(j) for j, b in enumerate(t.agents)
                        if j != i and not b.exposed and b.pos == a.pos
                        and not covered(g.city, g.districts, t, b, a.pos)]
            if ("district", a.pos) not in a.covert and a.pos not in t.destroyed \
                    and g.city.attr(g.districts[a.pos], "slots") > 0:
                out.append(ATTACK_DISTRICT)
        if g.rules_value.android_agent_actions == "hire_and_defuse":
            if a.defused == 0 and any(b[0] == a.pos for b in t.bombs):
                out.append(DEFUSE)
            if exposed_hire(g, t, a):
                out.append(HIRE)
        return out
    if not t.ids_out and a.clues >= SCAN_CLUES:   # a player who revealed this round: reading scan_revealed
        out += [SCAN(j) for j in range(len(t.agents))
                if _scan_ok(g, t, i, j) and scan_open(t.agents[j].revealed_round == s.round,
                                                      rules=g.rules_value)]
    if a.justice < 2:
        out += [ATTACK_ANDROID(j) for j, b in enumerate(t.agents)
                if b.exposed and b.pos == a.pos and not covered(g.city, g.districts, t, b, a.pos)]
    return out


def exposed_hire(g, t, a) -> bool:
    """Whether exposed Android ``a`` may Hire here (only under the reading ``android_agent_actions``
    "hire_and_defuse")."""
    return (g.rules_value.android_agent_actions == "hire_and_defuse" and a.hired == 0 and a.credits >= 2
            and a.unhired > 0 and len(owners(t, a.pos)) < slots(g, t, a.pos))


def act(g, s, x: int):
    """Apply Android-mode action ``x`` (an actor's choice) to ``s``."""
    t, i = s.table, s.actor
    a = t.agents[i]
    if x in SCAN:
        j = SCAN.index(x)
        before = t.agents[j].exposed
        t = _put(t, i, replace(a, clues=a.clues - SCAN_CLUES))
        t = reveal(t, j, s.round, g.limit)
        if t.agents[j].exposed and not before:  # the scanner +1, the scanned -1 (never below 0)
            sc, tg = t.agents[i], t.agents[j]
            t = _put(_put(t, i, replace(sc, influence=sc.influence + 1)), j,
                     replace(tg, influence=max(0, tg.influence - 1)))
        return replace(s, table=t)
    if x in ATTACK_AGENT or x in ATTACK_ANDROID:
        by_android = x in ATTACK_AGENT
        j = (ATTACK_AGENT if by_android else ATTACK_ANDROID).index(x)
        pool = attack_pool(g, a)
        a = replace(a, ammo=a.ammo - pool["black"])
        b = t.agents[j]
        dg = defender_dice(b.fuel, pool["green"], rules=g.rules_value)
        t = _put(t, j, replace(b, fuel=b.fuel - dg))
        a = replace(a, covert=a.covert + (("agent", a.pos),)) if by_android else \
            replace(a, justice=a.justice + 1)
        return replace(s, phase="pattack", table=_put(t, i, a),
                       pending=("pattack", j, pool["green"], pool["black"], dg, by_android))
    # ATTACK_DISTRICT: the one id left of SCAN0..ATTACK_DISTRICT, the only ids the game sends here
    pool = attack_pool(g, a)
    n = min(2, len(owners(t, a.pos)))
    a = replace(a, ammo=a.ammo - pool["black"], covert=a.covert + (("district", a.pos),))
    return replace(s, phase="dattack", table=_put(t, i, a),
                   pending=("dattack", a.pos, pool["green"], pool["black"], n))


def chance(g, s) -> Dist:
    """The law of the pending Android-mode roll."""
    p = s.pending
    return law(g, p[0], *p[2:5])[1]


@functools.lru_cache(maxsize=256)
def law(g, kind: str, green: int, black: int, n: int) -> tuple:
    """(outcomes, Dist of outcome index) of an Android-mode roll: ``kind`` "pattack" (n = the target's
    green dice; outcome = (health lost, attacker's pistol wounds)) or "dattack" (n = Informants;
    outcome = (hits left, Informants removed, attacker's pistol wounds))."""
    pool = android_attack_pool(pistols=green, ammo=black)
    if kind == "pattack":
        d = player_attack(pool, n, mix=ILLUSTRATIVE_MIX, rules=g.rules_value)
    else:
        d = district_attack(pool, n, mix=ILLUSTRATIVE_MIX, rules=g.rules_value)
    out = tuple(sorted(d.outcomes()))
    return out, Dist.from_probs({k: d.prob(o) for k, o in enumerate(out)})


def resolve(g, s, x: int):
    """The result of the pending Android-mode roll (outcome index ``x``)."""
    t, i, p = s.table, s.actor, s.pending
    out = law(g, p[0], *p[2:5])[0][x]
    hosp = False
    if p[0] == "pattack":
        j = p[1]
        t, down = hurt(t, g.city, g.districts, j, out[0], s.round, g.limit)
        if down:  # the attacker gains 1 Influence when the target loses its last health
            a = t.agents[i]
            t = _put(t, i, replace(a, influence=a.influence + 1))
        t, hosp = hurt(t, g.city, g.districts, i, out[1], s.round, g.limit)  # its pistols (android_pistols)
    else:
        d = p[1]
        left, removed, _ = out
        t = set_owners(t, d, owners(t, d)[removed:])
        if left >= 2:
            before = t.agents[i].pos
            t = explode(t, g.city, g.districts, d, s.round, g.limit)
            back = [k for k in t.killers if k == d]
            crims = tuple(c[0] for c in t.criminals if c[1] == d)
            t = replace(t, killers=tuple(k for k in t.killers if k != d),
                        criminals=tuple(c for c in t.criminals if c[1] != d),
                        bag=_bag_add(t.bag, killers=len(back), criminals=crims),
                        destroyed=tuple(sorted(set(t.destroyed) | {d})))
            t = sweep_custody(t, d)  # subdued tokens left there (reading custody_token)
            a = t.agents[i]
            t = _put(t, i, replace(a, influence=a.influence + 1))
            hosp = a.pos != before
        t, hurt_now = hurt(t, g.city, g.districts, i, out[2], s.round, g.limit)  # its pistols
        hosp = hosp or hurt_now
    s = replace(s, phase="act", pending=(), table=t)
    return g._end_turn(s) if hosp else s


def picture(g, s) -> str:
    """The city as an HTML grid: districts with their tokens, destroyed ones on red (for the stepper)."""
    t = s.table
    cells = {}
    for i, d in enumerate(g.districts):
        bits = [f"B{tm}" for dd, tm in t.bombs if dd == i] + ["K" for k in t.killers if k == i]
        bits += [f"C{c[0]}" for c in t.criminals if c[1] == i]
        bits += [f"A{j}" + ("(Android)" if a.exposed else "") for j, a in enumerate(t.agents) if a.pos == i]
        bits += ["Police"] if t.police == i else []
        bits += ["DESTROYED"] if i in t.destroyed else []
        cells[g.city.attr(d, "pos")] = (f"<b>{d}</b><br>{' '.join(bits)}",
                                        "background:#f4a582;" if i in t.destroyed else "")
    rows = "".join("<tr>" + "".join(f"<td style='border:1px solid #888;width:6em;height:3em;font-size:70%;"
                                    f"{cells.get((r, c), ('', ''))[1]}'>{cells.get((r, c), ('', ''))[0]}</td>"
                                    for c in range(5)) + "</tr>" for r in range(3))
    return f"<table>{rows}</table>"


@functools.lru_cache(maxsize=256)
def deal_law(g, actor: int, held: int) -> Dist:
    """Android tokens dealt to player ``actor`` (3 tokens from those left; ``held``: dealt so far)."""
    from ..rules.datastream import _draw

    n = g.players * 3 - 3 * actor
    a = g.android_tokens - (1 if g.players == 3 else 0) - held
    return Dist.from_probs({c[0]: p for c, p in _draw((a, 0, n - a), 3)})


def turn_text(g, s) -> tuple:
    """(actor, what, cite, numbers, note) of an Android-mode chance step."""
    p = s.pending
    outs, dist = law(g, p[0], *p[2:5])
    if p[0] == "pattack":
        who = "Android" if p[5] else "Agent"
        what = (f"{who} {s.actor} attacks player {p[1]} (3 red, {p[2]} green, {p[3]} black dice; the target "
                f"rolls {p[4]} green for cars)")
        cite = f"{_AM}: Covert Actions (C. Attack an Agent)" if p[5] else \
            f"{_AM}: Agent Actions in Android Mode (Attack an Android)"
        nums = {f"P(health lost = {h})": sum((dist.prob(k) for k, o in enumerate(outs) if o[0] == h), 0)
                for h in sorted({o[0] for o in outs})}
    else:
        what = (f"Android {s.actor} attacks {g.districts[p[1]]} with 3 red, {p[2]} green, {p[3]} black dice "
                f"({p[4]} Informant(s) there)")
        cite = f"{_AM}: Covert Actions (D. Attack a district)"
        nums = {"P(destroyed)": sum((dist.prob(k) for k, o in enumerate(outs) if o[0] >= 2), 0)}
    return (f"Player {s.actor}", what, cite, nums,
            "ILLUSTRATIVE face mix (RA-03); car = the reading car_face (RA-18)")


def label(g, s, x: int) -> str:
    """Words for Android-mode action or outcome ``x`` at ``s``."""
    if s.phase == "pattack":
        lost, w = law(g, "pattack", *s.pending[2:5])[0][x]
        return f"{lost} health lost" + (f", {w} pistol wound(s) to the attacker" if w else "")
    if s.phase == "dattack":
        left, removed, w = law(g, "dattack", *s.pending[2:5])[0][x]
        return (f"{left} hit(s) left, {removed} Informant(s) removed" + (": destroyed" if left >= 2 else "")
                + (f", {w} pistol wound(s) to the attacker" if w else ""))
    if x in SCAN:
        return f"scan player {SCAN.index(x)} (4 clues)"
    if x in ATTACK_AGENT:
        return f"covert: attack Agent {ATTACK_AGENT.index(x)} here"
    if x in ATTACK_ANDROID:
        return f"attack Android {ATTACK_ANDROID.index(x)} here"
    return "covert: attack this district"  # ATTACK_DISTRICT: the one id of the covert block left


def choose(g, s, move: bool = True) -> int | None:
    """A sensible Android-mode choice for the named players, or None to play as in Agent mode: an exposed
    Android attacks an Agent here, then the district, then walks toward the nearest Agent outside a
    shield or an intact district with Informants (hurt, toward an Android shield); an Agent attacks an
    Android here (healthy) or scans."""
    legal_now = s.legal_actions()
    t = s.table
    a = t.agents[s.actor]
    if a.exposed:
        for x in legal_now:
            if x in _ATTACK_AGENT_IDS:
                return x
        if ATTACK_DISTRICT in legal_now:
            return ATTACK_DISTRICT
        if SEARCH in legal_now and a.health >= 4:  # covert: Search a district
            return SEARCH
        if not move:
            return END
        if a.health <= 2:  # hurt: rest under an Android shield (walk to the nearest one)
            shields = [d for d, name in enumerate(g.districts) if covered(g.city, g.districts, t, a, d)]
            step = step_toward(g, s, shields) if a.pos not in shields else None
            return END if step is None else step
        goals = [b.pos for j, b in enumerate(t.agents) if j != s.actor and not b.exposed
                 and not covered(g.city, g.districts, t, b, b.pos)]
        goals += [d for d, o in t.informants if d not in t.destroyed]
        step = step_toward(g, s, goals)
        return END if step is None else step
    if a.health > 3:
        for x in legal_now:
            if x in _ATTACK_ANDROID_IDS:
                return x
    for x in legal_now:
        if x in _SCAN_IDS:
            return x
    return None


# the blocks' ids as ranges (an int's membership in a range is one comparison in C; choose tests every
# legal action of every named player's turn)
_ATTACK_AGENT_IDS, _ATTACK_ANDROID_IDS, _SCAN_IDS = ATTACK_AGENT.ids, ATTACK_ANDROID.ids, SCAN.ids
_BUY_IDS = BUY.ids
