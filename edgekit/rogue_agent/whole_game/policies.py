"""Named players for the whole game of Rogue Agent, and the words of its log (:mod:`.game`).

Rules: Rogue Agent: Sequence of Play; Action Phase: Actions; Justice.

Named policies (deterministic, from the state alone): "hunter" (intercepts when it has the fuel,
attacks Criminals, carries them to the Headquarters), "bomb_squad" (goes for Bombs first, then
hunts), "networker" (hires Informants where it can, then hunts), "trader" (buys upgrades, then
hunts), "turtle" (stays put, only acts where it stands) and "random" (a random legal action). The
hunters use the economy: ammo in attacks, Investigate, Influence for clues, Buy Goods, Search.
In Android mode each named player first asks :func:`.android.choose`: exposed, it plays
the Android (attacks Agents, then districts, and walks toward them; the turtle only where it
stands); as an Agent it attacks an exposed Android here when healthy, or scans. OpenSpiel's MCTS
comes from :func:`edgekit.play.openspiel.mcts_policy` through
:func:`~edgekit.rogue_agent.register_openspiel`.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ...play import FunctionPolicy, RandomPolicy, Turn, for_game
from ..bomb.actions import STOP
from ..bomb.rules import timer_after
from . import economy as eco
from .actions import open_test
from .android import choose
from .ids import (
    ANDROID_ACTIONS,
    ATTACK_CRIMINAL,
    ATTACK_CRIMINAL_AMMO,
    ATTACK_KILLER,
    ATTACK_KILLER_AMMO,
    BUY,
    DEFUSE,
    DEFUSE_ROLL,
    DEFUSE_STOP,
    END,
    HIRE,
    INFLUENCE,
    INTERCEPT,
    INVESTIGATE,
    MOVE,
    SEARCH,
    TURN_IN,
)
from .movement import step_toward as _toward

__all__ = ["policies", "turn_of", "label_of"]

_R = "Rogue Agent"
_BUY_IDS = BUY.ids   # BUY(j) as a range (read in C)


def _known_need(s) -> int:
    """The health left of the Criminal the actor would attack, as far as the actor can see it (a
    face-up card, or one it investigated); 2 when it cannot know."""
    t, i = s.table, s.actor
    a = t.agents[i]
    c = min((c for c in t.criminals if c[1] == a.pos), key=lambda c: c[0])
    return c[2] - c[4] if c[0] in t.face_up or (c[0], i) in t.investigated else 2


def _to_look_at(s) -> int | None:
    """The card a named player investigates: the Criminal here it would attack (the lowest token
    number here), if that card is still face down and not yet looked at by it; else None."""
    t, i = s.table, s.actor
    a = t.agents[i]
    here = [c[0] for c in t.criminals if c[1] == a.pos]
    if not here:
        return None
    n = min(here)
    return None if n in t.face_up or (n, i) in t.investigated else n


#: ``_open_test(g, s)(x)``: whether id ``x`` is legal at ``s``, one id at a time (:func:`.actions.open_test`)
_open_test = open_test


def _economy(g, s, ok) -> int | None:
    """Shared habits: Influence for clues, top up ammo and fuel where they are sold, search when healthy."""
    a = s.table.agents[s.actor]
    if ok(INFLUENCE):
        return INFLUENCE
    goods = g._goods[a.pos]   # the district's goods (g.economy.goods)
    for j, (track, *_) in enumerate(goods):
        if track in ("ammo", "fuel") and getattr(a, track) < 2 and ok(_BUY_IDS[j]):
            return _BUY_IDS[j]
    if a.health >= 4 and ok(SEARCH):
        return SEARCH
    return None


def _hunter(g, s, bombs_first: bool) -> int:
    x = choose(g, s) if g.mode == "android" else None
    if x is not None:
        return x
    ok = _open_test(g, s)
    t = s.table
    a = t.agents[s.actor]
    if ok(TURN_IN):
        return TURN_IN
    if a.fuel >= 2 and ok(INTERCEPT):
        return INTERCEPT
    if bombs_first and ok(DEFUSE):
        return DEFUSE
    attack = ok(ATTACK_CRIMINAL)
    if attack and _to_look_at(s) is not None and ok(INVESTIGATE):
        return INVESTIGATE   # look at the card of the Criminal it is about to attack (2 clues)
    if attack:
        k = min(a.ammo, 3, _known_need(s) - 1)  # ammo for re-rolls against a tougher Criminal
        return ATTACK_CRIMINAL_AMMO(k - 1) if k > 0 else ATTACK_CRIMINAL   # member k - 1 spends k ammo
    if a.health > 3 and ok(ATTACK_KILLER):
        k = min(a.ammo, 2)
        return ATTACK_KILLER_AMMO(k - 1) if k > 0 else ATTACK_KILLER
    if a.health <= 2:
        return END
    econ = _economy(g, s, ok)
    if econ is not None:
        return econ
    if a.custody and a.justice < 2:
        step = _toward(g, s, [g.hq], ok)
        return END if step is None else step
    goals = [b[0] for b in t.bombs] if bombs_first and t.bombs else [c[1] for c in t.criminals]
    step = _toward(g, s, goals, ok)
    return END if step is None else step


def _networker(g, s) -> int:
    return HIRE if _open_test(g, s)(HIRE) else _hunter(g, s, False)


def _trader(g, s) -> int:
    """Buys upgrades while it holds 4 credits or more, else plays as hunter."""
    a = s.table.agents[s.actor]
    if a.credits >= 4:
        ok = _open_test(g, s)
        goods = g._goods[a.pos]   # the district's goods (g.economy.goods)
        for j, (track, *_) in enumerate(goods):
            if track in ("weapon", "car", "skill") and ok(_BUY_IDS[j]):
                return _BUY_IDS[j]
    return _hunter(g, s, False)


def _turtle(g, s) -> int:
    x = choose(g, s, move=False) if g.mode == "android" else None
    if x is not None:
        return x
    ok = _open_test(g, s)
    for a in (TURN_IN, ATTACK_CRIMINAL):
        if ok(a):
            return a
    return END


def defuse_choice(g, s) -> int:
    """Stop or roll again inside a Defuse: the exact optimal stop rule of
    :func:`~edgekit.rogue_agent.solve_defuse` (the Bomb game's "optimal" policy), every named player's."""
    bs = s.pending[2]
    return DEFUSE_STOP if bs.game.optimal_action(bs) == STOP else DEFUSE_ROLL   # the "optimal" policy's


def _named(g, f):
    def choose(s):
        ph = s.phase
        if ph == "act" or ph == "move":   # the most frequent decisions first (the phases exclude each other)
            return f(g, s)
        if ph == "defuse":
            return defuse_choice(g, s)
        if ph == "target":  # which Criminal here: the lowest token number
            return s.pending[2][0]
        if ph == "investigate":  # the card of the Criminal here it would attack, else the lowest
            n = _to_look_at(s)
            return n if n in s.pending[1] else s.pending[1][0]
        if ph == "ammo":  # all the ammo that prevents a wound
            return s.pending[1]
        return f(g, s)
    return choose


def _hunter_only(g, s) -> int:
    return _hunter(g, s, False)


def _bomb_squad(g, s) -> int:
    return _hunter(g, s, True)


def policies(g) -> Mapping:
    """The game's named policies (name -> Policy); inside a Defuse each stops by the exact optimal rule.

    Rules: Rogue Agent: Action Phase: Actions; Defuse a Bomb.
    """
    return for_game(g, {
        "hunter": FunctionPolicy("hunter", _named(g, _hunter_only),
                                 "turns in at the Headquarters, intercepts another Agent's Criminals when "
                                 "it has 2 fuel or more, investigates the card of the Criminal here it is "
                                 "about to attack (when face down), attacks a Criminal (ammo: one "
                                 "less than the health it can see, else 1) or (healthy) a Killer (2 ammo) "
                                 "where it stands; rests at 2 health or less; turns 6 clues into "
                                 "Influence, buys ammo/fuel below 2, searches at 4 health or more; else "
                                 "walks toward the nearest Criminal (or the Headquarters with Criminals "
                                 "in custody)"),
        "bomb_squad": FunctionPolicy("bomb_squad", _named(g, _bomb_squad),
                                     "as hunter, but defuses a Bomb where it stands and walks toward Bombs "
                                     "first"),
        "networker": FunctionPolicy("networker", _named(g, _networker),
                                    "hires an Informant wherever it can (one a turn), else plays as hunter"),
        "trader": FunctionPolicy("trader", _named(g, _trader),
                                 "buys an upgrade (Pistol, car, skill tracks) where one is sold while it "
                                 "holds 4 credits or more, else plays as hunter"),
        "turtle": FunctionPolicy("turtle", _named(g, _turtle),
                                 "never moves: turns in or attacks a Criminal where it stands, else ends"),
        "random": RandomPolicy(),
    })


def turn_of(g, s) -> Turn:
    """Who acts at ``s``, what is done, the rule cited and the exact numbers behind the step."""
    ph = s.phase
    if ph == "police":
        return Turn("Setup", "roll a regular die for the Police Squad's precinct", f"{_R}: Final Setup")
    if ph == "ids":
        return Turn("Setup", f"deal 3 Identification tokens to player {s.actor}",
                    f"{_R}: Identification Tokens")
    if ph == "draw":
        b = s.table.bag
        return Turn(f"Commander (player {s.commander})", f"draw an event token (round {s.round})",
                    f"{_R}: A. Time Phase step 2",
                    numbers=MappingProxyType({"bombs in bag": b[0], "killers in bag": b[1],
                                              "criminals in bag": len(b[2])}))
    if ph == "place":
        return Turn(f"Commander (player {s.commander})", f"roll a regular die to place the {s.pending[0]}",
                    f"{_R}: A. Time Phase steps 3-4")
    if ph == "timer":
        return Turn(f"Commander (player {s.commander})", "roll the Bomb Timer", f"{_R}: A. Time Phase step 4")
    if ph == "card":
        return Turn(f"Commander (player {s.commander})", "draw the top Criminal card (face down)",
                    f"{_R}: A. Time Phase step 4", numbers=MappingProxyType({"deck (1-2, 3-4)": s.deck}),
                    note="health split 1/2 within each pile and syndicates uniform: ILLUSTRATIVE (RA-23)")
    if ph == "attack":
        what = "a Killer" if s.pending[0] == "killer" else f"Criminal {s.pending[1]}"
        _, _, gr, bl, need = s.pending
        green = f" and {gr} green" if gr else ""
        black = f" and {bl} black" if bl else ""
        goal = "2 hits" if not need else f"{need} hits"
        how = f"; the ammo re-rolls are the exact optimal ones for {goal}" if bl else "; no ammo, no re-rolls"
        return Turn(f"Player {s.actor}", f"attack {what} with 3 red{green}{black} dice",
                    f"{_R}: Justice: Attack", note=f"ILLUSTRATIVE face mix (RA-03){how}")
    if ph == "search":
        name, inf, body, intel, prot = s.pending[1:]
        dice = dict(g.economy.search[name])
        return Turn(f"Player {s.actor}", f"search {name} ({dice} dice)",
                    f"{_R}: Other Actions: Search a District",
                    note=f"exact optimal re-rolls ({'two with Intelligence' if intel else 'one'}); own "
                         f"Informants {inf}, Body armor {body}, protected {prot}; ILLUSTRATIVE search faces "
                         f"and dice (RA-03, the tiles); outcome (health lost before ammo, reward steps)")
    if ph == "defuse":
        d, tm, bs = s.pending
        bt = bs.turn()
        nums = dict(bt.numbers)
        if bs.phase == "roll":  # the odds of each count of crosses and explosions are the step's chances
            nums = {"dice rolled": bs.game._left(bs.board), "Bomb Timer now": timer_after(tm, bs.board)}
        return Turn(f"Player {s.actor}", f"Defuse the Bomb in {g.districts[d]} (Timer {tm}): {bt.action}",
                    bt.cite, numbers=MappingProxyType(nums),
                    note=f"{bs}; a roll is laid out as solve_defuse's optimal play lays it; ILLUSTRATIVE "
                         "faces (RA-03)")
    if ph == "intercept":
        _, j, att, dfn, p = s.pending
        return Turn(f"Player {s.actor}", f"intercept player {j}'s Criminals ({att} dice against {dfn})",
                    f"{_R}: Justice: Intercept a Criminal", numbers=MappingProxyType({"P(success)": p}),
                    note="P(a green die shows fuel) is ILLUSTRATIVE (RA-03, RA-18)")
    if ph in ("pattack", "dattack"):
        from .android import turn_text

        who, what, cite, nums, note = turn_text(g, s)
        return Turn(who, what, cite, numbers=MappingProxyType(nums), note=note)
    if ph == "act":
        return Turn(f"Player {s.actor}", f"Action Phase, round {s.round}", f"{_R}: B. Action Phase")
    if ph == "move":
        from .movement import length_limit

        a = s.table.agents[s.actor]
        return Turn(f"Player {s.actor}", f"Movement, round {s.round}: {len(a.route)} of at most "
                    f"{length_limit(g, a)} districts so far ({' → '.join(g.districts[d] for d in a.route)})",
                    f"{_R}: Action Phase: Movement",
                    note="a step on, Hire or Investigate here, or the end of the Movement; no Justice "
                         "action in the middle of a Movement")
    if ph == "ammo":
        what = "the Thugs' wounds" if s.pending[2] == "thugs" else "the search's explosions"
        return Turn(f"Player {s.actor}", f"spend ammo against {what} (up to {s.pending[1]})",
                    f"{_R}: Movement (Entering a precinct)" if s.pending[2] == "thugs"
                    else f"{_R}: Other Actions: Search a District")
    if ph == "target":
        return Turn(f"Player {s.actor}", f"choose the Criminal to attack ({s.pending[1]} ammo)",
                    f"{_R}: Justice: Attack")
    if ph == "investigate":
        return Turn(f"Player {s.actor}", "choose the face-down Criminal card to look at (2 clues)",
                    f"{_R}: Action Phase: Investigate")
    raise ValueError("the game is over: nothing happens here")


def label_of(g, s, x: int) -> str:
    """The result of action ``x`` at ``s`` in words (distinct per action)."""
    ph = s.phase
    if ph in ("police", "place"):
        return f"precinct {x + 1}"
    if ph == "ids":
        return f"{x} Android token(s)"
    if ph == "draw":
        return {0: "a Bomb", 1: "a Killer"}.get(x, f"Criminal token {x - 1}")
    if ph == "timer":
        return f"Timer {x}"
    if ph == "card":
        syn = "white (joker)" if x % 7 == 6 else f"syndicate_{x % 7 + 1}"
        return f"health {x // 7 + 1}, {syn}"
    if ph == "attack":
        hits, wounds = g.attack_law(*s.pending[2:5])[0][x]
        return f"{hits} hit(s), {wounds} pistol wound(s)"
    if ph == "search":
        lost, steps = eco.search_law(g, s.pending[1:])[0][x]
        return f"{lost} health lost (before ammo), {steps} reward step(s)"
    if ph == "defuse":
        bs = s.pending[2]
        if bs.phase == "decide":
            return {0: "stop defusing (the Stability check follows)", 17: "roll the remaining dice again"}[x]
        return bs.action_label(x)
    if ph == "intercept":
        return ("intercepted: the Criminals change hands", "the interception fails")[x]
    if ph == "target":
        return f"attack Criminal {x}"
    if ph == "investigate":
        return f"look at Criminal {x}'s card"
    if ph == "ammo":
        return f"spend {x} ammo"
    if ph == "move" and x == END:   # MOVE_STOP: the id of END, meant so in a Movement
        return "end the Movement here"
    if ph == "move" and x in MOVE:
        return f"move on to {g.districts[MOVE.index(x)]}"
    if ph in ("pattack", "dattack") or x in ANDROID_ACTIONS:  # Android mode's actions
        from .android import label

        return label(g, s, x)
    if x == END:
        return "end the Action Phase"
    if x == ATTACK_CRIMINAL:
        return "attack a Criminal here"
    if x == ATTACK_KILLER:
        return "attack a Killer here"
    if x == TURN_IN:
        return "turn in the Criminals in custody"
    if x == DEFUSE:
        return "defuse a Bomb here"
    if x == HIRE:
        return "hire an Informant here (2 credits)"
    if x == INTERCEPT:
        return "intercept another Agent's Criminals here"
    if x in MOVE:
        return f"move to {g.districts[MOVE.index(x)]}"
    if x in BUY:
        track, price, steps = g.economy.goods[g.districts[s.table.agents[s.actor].pos]][BUY.index(x)]
        return f"buy {steps} {track} for {price} credit(s)"
    if x == SEARCH:
        return "search this district"
    if x == INVESTIGATE:
        return "investigate a face-down Criminal (2 clues)"
    if x == INFLUENCE:
        return "gain 1 Influence for 6 clues"
    if x in ATTACK_CRIMINAL_AMMO:
        return f"attack a Criminal here spending {1 + ATTACK_CRIMINAL_AMMO.index(x)} ammo"
    # ATTACK_KILLER_AMMO: the last Action-Phase id action_phase_legal can list
    return f"attack a Killer here spending {1 + ATTACK_KILLER_AMMO.index(x)} ammo"
