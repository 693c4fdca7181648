"""Parts of the whole game (:mod:`.game`): the Action Phase results (attack, Defuse, Intercept) and
the laws of a token drawn from the bag and of a Criminal card.

Rules: Rogue Agent: Justice: Attack; Intercept a Criminal; Defuse a Bomb; A. Time Phase.
"""

from __future__ import annotations

import functools
from fractions import Fraction

from ...dist import Dist
from ..bomb.actions import ROLL, STOP
from ..bomb.rules import _timer_after
from ..rules.dice import ILLUSTRATIVE_MIX
from ..rules.interception import interception_odds
from ..rules.scoring import FinalScore, score_turned_in
from . import android as ga
from . import economy as eco
from . import movement as mv
from .agent_board import _may_hire, _wounds_marked
from .economy import card_effect, subdued, turn_in
from .ids import (
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
from .phases import Table, covered, explode, hurt, owners, replace, set_owners

__all__ = ["action_phase_legal", "act_open", "move_open", "open_test", "interrupting", "chance_law",
           "entered", "spend_ammo", "resolve_attack", "resolve_defuse", "defuse_step",
           "resolve_intercept", "draw_one", "card_law", "draws_law", "final_scores",
           "turn_in_action", "start_intercept", "hire_action", "intercept_target", "weights_key"]

#: P(a green die shows fuel): ILLUSTRATIVE (RA-03, RA-18), from the illustrative face mix.
_FUEL_FACE = ILLUSTRATIVE_MIX.values[("green", "fuel")]
_ENDS = {"defused": 0, "exploded": 1, "neither": 2}
#: A regular die (the Police Squad's and a token's precinct): faces 0..5 equally likely.
_DIE6 = Dist.uniform(range(6))


def _put(t: Table, i: int, a) -> tuple:
    return t.agents[:i] + (a,) + t.agents[i + 1:]


def resolve_attack(self, s, roll: tuple):
    """An attack roll's result (Justice: Attack): ``self`` is the game, ``s`` the state.

    The pistols rolled wound the attacker first (Dice Faces: the damage is applied at once and cannot
    be prevented). If they send it to the Hospital, its Action Phase ends at that point (Agent Board:
    Health) and the attack has no result: no Killer leaves, no Criminal is subdued or wounded, no
    Influence, no Retaliation (an Agent exposed as an Android by that wound's reveal keeps no Criminal).

    Rules: Rogue Agent: Justice: Attack; Dice Faces (Pistol); Agent Board (Health).
    """
    t, i = s.table, s.actor
    hits, wounds = roll
    t, hosp = hurt(t, self.city, self.districts, i, wounds, s.round, self.limit)  # pistols first
    if hosp:  # the Action Phase ends at the Hospital: nothing of the attack is resolved
        return self._end_turn(replace(s, phase="act", pending=(), table=t))
    a = t.agents[i]
    pos = a.pos
    if s.pending[0] == "killer":
        if pos in t.killers and hits >= 2:
            ks = list(t.killers)
            ks.remove(pos)
            t = replace(t, killers=tuple(ks), bag=(t.bag[0], t.bag[1] + 1, t.bag[2]))
            a = replace(a, influence=a.influence + 1)
            t = replace(t, agents=_put(t, i, a))
        elif not covered(self.city, self.districts, t, a, a.pos):
            lost = self._killer_dmg(owners(t, pos).count(i))
            t, hosp = hurt(t, self.city, self.districts, i, lost, s.round, self.limit)
    else:
        crim = next((c for c in t.criminals if c[0] == s.pending[1]), None)
        if crim is not None and hits >= crim[2] - crim[4]:
            others = tuple(c for c in t.criminals if c[0] != crim[0])
            lies = crim[1] if self._custody_in_district else None   # its token (reading custody_token)
            held = (crim[0], crim[2], crim[3], lies)
            a = replace(a, influence=a.influence + 1, custody=a.custody + (held,))
            t = subdued(self, replace(t, criminals=others, agents=_put(t, i, a)), i, crim)  # the reward
        elif crim is not None:  # the wounds are credit markers: from the bank (reading wound_markers)
            marked = _wounds_marked(hits, eco.free_bank(self, t), self._wounds_from_bank)
            crim2 = crim[:4] + (crim[4] + marked,) + crim[5:]
            rest = tuple(c for c in t.criminals if c[0] != crim[0])
            t = replace(t, criminals=tuple(sorted(rest + (crim2,))))
            # the Retaliation effect (skipped when it cannot be carried out)
            t, hosp = card_effect(self, t, i, self.economy.retaliation, s.round)
    s = replace(s, phase="act", pending=(), table=t)
    return self._end_turn(s) if hosp else s


def defuse_step(self, s, x: int):
    """One step of a Defuse played wire by wire: ``s.pending`` is (district, timer, BombState), the
    state of :func:`~edgekit.rogue_agent.bomb_game` (the one place of the Bomb's rules). A roll or a
    Stability check is the Bomb state's chance outcome ``x``; after a roll the player stops
    (``DEFUSE_STOP``) or rolls again (``DEFUSE_ROLL``). A roll that can be laid out in more than one way
    is laid out as the exact optimal play of :func:`~edgekit.rogue_agent.solve_defuse` lays it (a fixed,
    labelled rule: a roll can have up to ``MAX_PLACEMENT_OPTIONS`` layouts, more than the action ids).
    When the attempt is over, :func:`resolve_defuse` carries out its end.

    Rules: Rogue Agent: Defuse a Bomb (Unplugging wires; Stability check).
    """
    d, tm, bs = s.pending
    # bs._apply, unchecked: ``x`` is legal here (the whole game's apply checked it, or the fast path drew
    # it from these odds), so it is a legal stop / roll or an outcome of the Bomb state's own odds
    if bs.phase == "decide":
        if x not in (DEFUSE_STOP, DEFUSE_ROLL):
            raise ValueError(f"action must be {DEFUSE_STOP} (stop) or {DEFUSE_ROLL} (roll again), not {x}")
        bs = bs._apply(STOP if x == DEFUSE_STOP else ROLL)
    else:
        bs = bs._apply(x)
        if bs.phase == "place":  # the optimal layout (solve_defuse's choice: the "optimal" policy's)
            bs = bs._apply(bs.game.optimal_action(bs))
    if bs.phase != "over":
        return replace(s, pending=(d, tm, bs))
    return resolve_defuse(self, replace(s, pending=(d, tm)), _ENDS[bs.end], _timer_after(tm, bs.board))


def resolve_defuse(self, s, x: int, timer: int | None = None):
    """A Defuse's result (0 defused, 1 exploded, 2 neither). ``timer``: the Bomb Timer as the attempt
    left it (the die on the Bomb is set 1 lower for each new column after the first, and stays so:
    a new attempt starts from that value; the board itself is cleared, reading ``bomb_board_persists``);
    None keeps it."""
    t, i = s.table, s.actor
    d, tm = s.pending[:2]
    if x == 0:
        bombs = list(t.bombs)
        bombs.remove((d, tm))
        a = t.agents[i]
        a = replace(a, influence=a.influence + 2)
        t = replace(t, bombs=tuple(bombs), bag=(t.bag[0] + 1, t.bag[1], t.bag[2]),
                    agents=_put(t, i, a))
    elif x == 1:
        before = t.agents[i].pos
        t = explode(t, self.city, self.districts, d, s.round, self.limit)
        s = replace(s, phase="act", pending=(), table=t)
        return self._end_turn(s) if t.agents[i].pos != before else s
    elif timer is not None and timer != tm:
        bombs = list(t.bombs)
        bombs.remove((d, tm))
        t = replace(t, bombs=tuple(sorted(bombs + [(d, timer)])))
    return replace(s, phase="act", pending=(), table=t)

def resolve_intercept(self, s, x: int):
    """An interception's result (0 success, 1 failure)."""
    t, i = s.table, s.actor
    j = s.pending[1]
    if x == 0:  # a fuel symbol survives: the intercepting Agent takes all the target's Criminals
        a, d = t.agents[i], t.agents[j]
        t = replace(t, agents=_put(t, i, replace(a, custody=a.custody + d.custody)))
        t = replace(t, agents=_put(t, j, replace(d, custody=())))
    return replace(s, phase="act", pending=(), table=t)


@functools.lru_cache(maxsize=4096)
def draw_one(bombs: int, killers: int, criminals: tuple) -> Dist:
    """One token from the bag: 0 a Bomb, 1 a Killer, 1 + n Criminal token n (each token equally likely)."""
    return Dist.from_weights({k: v for k, v in {0: bombs, 1: killers, **{1 + n: 1 for n in criminals}}.items()
                              if v})


@functools.lru_cache(maxsize=1024)
def card_law(deck: tuple) -> Dist:
    """The top Criminal card: health (pile by the cards left; 1/2 within a pile: ILLUSTRATIVE) and
    syndicate (uniform over the six and the white joker: ILLUSTRATIVE)."""
    lo, hi = deck
    w = {}
    for h in (1, 2, 3, 4):
        pile = lo if h <= 2 else hi
        for syn in range(7):
            if pile:
                w[(h - 1) * 7 + syn] = pile
    return Dist.from_weights(w)


def final_scores(self, s) -> tuple:
    """Each player's :class:`~edgekit.rogue_agent.FinalScore` (Informants in the city count 1 each)."""
    out = []
    for i, a in enumerate(s.table.agents):
        counts = {f"syndicate_{k + 1}": n for k, n in enumerate(a.turned[:6]) if n}
        bonus = score_turned_in(counts, a.turned[6], rules=self.rules_value)
        placed = sum(o.count(i) for _, o in s.table.informants)
        out.append(FinalScore(a.influence, placed, bonus, a.health))
    return tuple(out)


def turn_in_action(self, s):
    """Turn In Criminals: tokens to the Data Stream, cards to the player's pile, rewards from the bank."""
    t, i = s.table, s.actor
    a = t.agents[i]
    turned = list(a.turned)
    for c in a.custody:   # (number, health, syndicate, where its token lies)
        turned[c[2]] += 1
    t = replace(t, bag=(t.bag[0], t.bag[1], tuple(sorted(t.bag[2] + tuple(c[0] for c in a.custody)))))
    t = turn_in(self, t, i)  # the rewards from the bank
    a = replace(t.agents[i], custody=(), turned=tuple(turned), justice=a.justice + 1)
    return replace(s, table=replace(t, agents=_put(t, i, a)))


def intercept_target(t: Table, i: int) -> int | None:
    """The first other Agent here holding Criminals (the choice of target is simplified)."""
    here = t.agents[i].pos
    return next((j for j, b in enumerate(t.agents) if j != i and b.pos == here and b.custody
                 and not b.exposed), None)


def start_intercept(self, s):
    """Intercept a Criminal: the dice handed out by interception_odds, the fuel paid, then the roll."""
    t, i = s.table, s.actor
    a = t.agents[i]
    j = intercept_target(t, i)
    d = t.agents[j]
    paid, bought, att, dfn, p = _interception(self.rules_value, owners(t, a.pos).count(j), a.fuel, d.fuel)
    a = replace(a, justice=a.justice + 1, fuel=a.fuel - paid)
    t = replace(t, agents=_put(t, i, a))
    t = replace(t, agents=_put(t, j, replace(d, fuel=d.fuel - bought)))
    return replace(s, phase="intercept", table=t, pending=("intercept", j, att, dfn, p))


@functools.lru_cache(maxsize=512)
def _interception(rules, informants: int, attacker_fuel: int, defender_fuel: int) -> tuple:
    """:func:`~edgekit.rogue_agent.interception_odds` with the ILLUSTRATIVE fuel face, kept per inputs (it
    is exact, sympy inside): (attacker's fuel paid, defender's fuel paid, attacker's dice, defender's
    dice, P(success) as a Fraction)."""
    odds = interception_odds(informants, fuel=_FUEL_FACE, attacker_fuel=attacker_fuel,
                             defender_fuel=defender_fuel, rules=rules)
    p = odds["p"]
    return (odds["attacker_fuel"], odds["defender_fuel"], odds["attacker_dice"], odds["defender_dice"],
            Fraction(int(p.p), int(p.q)))


def hire_action(self, s):
    """Hire: an Informant of the actor's colour (one of the 7 it has, :data:`.agent_board.INFORMANTS`)
    in a free slot here for 2 credits, paid to the bank; in phase "move" it interrupts a Movement."""
    t, i = s.table, s.actor
    a = t.agents[i]
    t = set_owners(t, a.pos, owners(t, a.pos) + (i,))
    a = replace(a, credits=a.credits - 2, hired=a.hired + 1, unhired=a.unhired - 1,
                hired_moving=a.hired_moving + (s.phase == "move"))
    return replace(s, table=replace(t, agents=_put(t, i, a), bank=t.bank + 2))


def _hire_open(self, s, t: Table, a) -> bool:
    """Whether Agent ``a`` (not an exposed Android) may Hire where it stands at ``s``."""
    free = ga.slots(self, t, a.pos) - len(owners(t, a.pos))
    return _may_hire(a.hired, a.credits, max(0, free), self._hire_limit, a.unhired, s.phase == "move",
                     a.hired_moving)


def _criminal_at(t: Table, d: int) -> bool:
    """A Criminal stands in district ``d``."""
    for c in t.criminals:
        if c[1] == d:
            return True
    return False


def _bomb_at(t: Table, d: int) -> bool:
    """A Bomb lies in district ``d``."""
    for b in t.bombs:
        if b[0] == d:
            return True
    return False


def action_phase_legal(self, s) -> tuple:
    """The actor's legal actions in the Action Phase (``self`` the game, ``s`` a state in phase "act";
    in phase "move" :func:`interrupting` gives the two of these a Movement allows). :func:`act_open`
    decides one id by the same rules."""
    t, i = s.table, s.actor
    a = t.agents[i]
    acts = [END, *mv.step_ids(self, s, False)]  # each MOVE begins a Movement action
    if not a.exposed:
        pos = a.pos
        if a.justice < 2:
            if _criminal_at(t, pos):
                acts.append(ATTACK_CRIMINAL)
            if pos in t.killers:
                acts.append(ATTACK_KILLER)
            if a.custody and pos == self.hq:
                acts.append(TURN_IN)
        if a.defused == 0 and _bomb_at(t, pos):
            acts.append(DEFUSE)
        if a.justice < 2 and a.fuel >= 1 and intercept_target(t, i) is not None:
            acts.append(INTERCEPT)
        if _hire_open(self, s, t, a):
            acts.append(HIRE)
    acts += eco.legal(self, s)
    if self.mode == "android":
        acts = ga.legal(self, s, acts)
    return tuple(sorted(acts))


def interrupting(self, s) -> tuple:
    """Of Hire and Investigate (the two actions that may interrupt a Movement: :func:`.movement.legal`),
    those :func:`action_phase_legal` lists at ``s``, found without listing every action (the same
    tests: :func:`_hire_open`, :func:`.economy.may_investigate`, :func:`.android.exposed_hire`)."""
    t, i = s.table, s.actor
    a = t.agents[i]
    if a.exposed:   # an exposed Android investigates never, hires only under android_agent_actions
        return (HIRE,) if self.mode == "android" and ga.exposed_hire(self, t, a) else ()
    hire = (HIRE,) if _hire_open(self, s, t, a) else ()
    return hire + (INVESTIGATE,) if eco.may_investigate(self, t, i) else hire


# ---------------------------------------------------------------- one id at a time (the fast path)
# Whether ONE Action Phase or Movement id is legal, decided by the rules action_phase_legal and
# movement.legal apply, without listing every action: what RogueAgentState.is_legal and the named
# players ask in Agent mode (an Agent never exposed). tests/rogue_agent/test_game_fast.py holds them
# to membership in legal_actions() for every id at every Action Phase and Movement state of seeded
# games; Android mode (where ga.legal changes the list) always asks the list.
def _open_move(self, s, t, a, x):
    return x in self._move_ids[a.pos] and mv.step_cost(self, a, False) <= a.fuel


def _open_attack_criminal(self, s, t, a, x):
    return a.justice < 2 and _criminal_at(t, a.pos)


def _open_attack_killer(self, s, t, a, x):
    return a.justice < 2 and a.pos in t.killers


def _open_turn_in(self, s, t, a, x):
    return a.justice < 2 and bool(a.custody) and a.pos == self.hq


def _open_defuse(self, s, t, a, x):
    return a.defused == 0 and _bomb_at(t, a.pos)


def _open_intercept(self, s, t, a, x):
    return a.justice < 2 and a.fuel >= 1 and intercept_target(t, s.actor) is not None


def _open_hire(self, s, t, a, x):
    return _hire_open(self, s, t, a)


def _open_buy(self, s, t, a, x):
    goods = self._goods[a.pos]   # the district's goods (eco.legal's rule for one of them)
    j = _BUY_IDS.index(x)
    if j >= len(goods):
        return False
    track, price, _ = goods[j]
    return a.credits >= price and getattr(a, track) < self.board.top[track]


def _open_search(self, s, t, a, x):
    return eco.may_search(self, t, s.actor)


def _open_investigate(self, s, t, a, x):
    return eco.may_investigate(self, t, s.actor)


def _open_influence(self, s, t, a, x):
    return a.clues >= 6


def _open_attack_criminal_ammo(self, s, t, a, x):   # member k spends k + 1 ammo (eco.legal)
    return a.justice < 2 and a.ammo > _CRIMINAL_AMMO_IDS.index(x) and _criminal_at(t, a.pos)


def _open_attack_killer_ammo(self, s, t, a, x):
    return a.justice < 2 and a.ammo > _KILLER_AMMO_IDS.index(x) and a.pos in t.killers


def _open_end(self, s, t, a, x):
    return True


#: Action Phase id -> the rule deciding it in Agent mode (an id not here is never legal there)
_OPEN_ACT = {}
for _ids, _rule in ((MOVE.ids, _open_move), ((ATTACK_CRIMINAL,), _open_attack_criminal),
                    ((ATTACK_KILLER,), _open_attack_killer), ((TURN_IN,), _open_turn_in),
                    ((DEFUSE,), _open_defuse), ((INTERCEPT,), _open_intercept), ((HIRE,), _open_hire),
                    (BUY.ids, _open_buy), ((SEARCH,), _open_search), ((INVESTIGATE,), _open_investigate),
                    ((INFLUENCE,), _open_influence), (ATTACK_CRIMINAL_AMMO.ids, _open_attack_criminal_ammo),
                    (ATTACK_KILLER_AMMO.ids, _open_attack_killer_ammo), ((END,), _open_end)):
    for _x in _ids:
        _OPEN_ACT[_x] = _rule
del _ids, _rule, _x


def act_open(self, s, x: int) -> bool:
    """Whether id ``x`` (an int) is in :func:`action_phase_legal` at ``s`` (phase "act", Agent mode),
    decided for that id alone by the same rules (``self`` the game)."""
    t = s.table
    a = t.agents[s.actor]
    if a.exposed or self.mode != "agent":   # Android mode's list differs (ga.legal): ask it
        return x in s.legal_actions()
    rule = _OPEN_ACT.get(x)
    return rule is not None and rule(self, s, t, a, x)


def open_test(self, s):
    """``ok(x)``: whether id ``x`` (an int) is legal at ``s`` (``self`` the game), for a player that asks
    about several ids in turn (the named players): in Agent mode's Action Phase and Movement each id is
    decided alone by its rule (:func:`act_open`, :func:`move_open`; the full list is never built), else
    looked up in ``s.legal_actions()``."""
    if self.mode == "agent":
        ph = s.phase
        if ph == "act":
            t = s.table
            a = t.agents[s.actor]
            if not a.exposed:
                rules = _OPEN_ACT

                def ok(x: int) -> bool:   # act_open with the state's table and Agent looked up once
                    rule = rules.get(x)
                    return rule is not None and rule(self, s, t, a, x)
                return ok
        elif ph == "move":
            return functools.partial(move_open, self, s)
    return s.legal_actions().__contains__


def move_open(self, s, x: int) -> bool:
    """Whether id ``x`` (an int) is in :func:`.movement.legal` at ``s`` (phase "move", Agent mode):
    the stop, a further step, or Hire / Investigate as :func:`interrupting` gives them."""
    t = s.table
    a = t.agents[s.actor]
    if x == END:   # MOVE_STOP
        return True
    if a.exposed or self.mode != "agent":
        return x in s.legal_actions()
    if x in _MOVE_IDS:
        return _MOVE_IDS.index(x) in mv._next_from(self, a, True)
    if x == HIRE:
        return _hire_open(self, s, t, a)
    return x == INVESTIGATE and eco.may_investigate(self, t, s.actor)


# the blocks' ids as ranges: membership and index in C
_MOVE_IDS, _BUY_IDS = MOVE.ids, BUY.ids
_CRIMINAL_AMMO_IDS, _KILLER_AMMO_IDS = ATTACK_CRIMINAL_AMMO.ids, ATTACK_KILLER_AMMO.ids


def entered(self, s, d: int, spend: int, table: Table | None = None):
    """The end of a step into district ``d``: Thug wounds less ``spend`` ammo (and a destroyed tile's);
    then the Movement goes on or ends (:func:`.movement.settle`), or the Hospital ends the turn.
    ``table``: the table after the step, when ``s`` is the state before it (the step's own call: no
    state is made in between)."""
    t = s.table if table is None else table
    t, thugs = eco.thug_wounds(self, t, s.actor, d, spend)  # and destroyed tiles
    t, hosp = hurt(t, self.city, self.districts, s.actor, thugs, s.round, self.limit)
    if hosp:
        return self._end_turn(replace(s, table=t, phase="act", pending=()))
    return mv.settle(self, s, t)   # (settle ends in phase "move" or "act", with no pending)


def spend_ammo(self, s, x: int):
    """Phase "ammo": the player spends ``x`` ammo (0 .. ``pending[1]``) against the wounds left."""
    if s.pending[2] == "thugs":
        return entered(self, s, s.pending[3], x)
    back = replace(s, phase="search", pending=s.pending[4])
    return eco.resolve_search(self, back, s.pending[3], spend=x)


def chance_law(self, s) -> Dist:
    """The law of the chance step at ``s`` (``self`` the game): dice, draws, rolls, each exact."""
    t = s.table
    if s.phase in ("draw", "place", "timer", "card"):
        return draws_law(self, s.phase, t.bag, s.deck)
    if s.phase == "police":
        return _DIE6
    if s.phase == "ids":
        return ga.deal_law(self, s.actor, sum(a.androids for a in t.agents[:s.actor]))
    if s.phase == "attack":
        return self.attack_law(*s.pending[2:5])[1]
    if s.phase == "search":
        return eco.search_law(self, s.pending[1:])[1]
    if s.phase == "defuse":
        return s.pending[2].chance_outcomes()  # a roll of the dice not on the board, or the check
    if s.phase == "intercept":
        p = s.pending[4]
        return Dist.from_probs({k: v for k, v in ((0, p), (1, 1 - p)) if v})
    if s.phase in ("pattack", "dattack"):
        return ga.chance(self, s)
    raise ValueError(f"no chance in phase {s.phase}")


def draws_law(self, phase: str, bag: tuple, deck: tuple) -> Dist:
    """The law of a Time Phase draw step (``phase`` "draw", "place", "timer" or "card"; ``self`` the game):
    a token from ``bag``, the precinct die, the Bomb Timer, the top card of ``deck``."""
    if phase == "draw":
        return draw_one(bag[0], bag[1], bag[2])
    if phase == "place":
        return _DIE6
    if phase == "timer":
        return self._timer
    return card_law(deck)


def weights_key(self, s) -> tuple:
    """What the law of the chance step at ``s`` depends on, as a key (``self`` the game; its rules, city,
    board and economy are fixed): two states with equal keys have the same :func:`chance_law`, so the
    game keeps one :class:`~edgekit.play.chance.Weights` per key (``RogueAgentState.chance_weights``).
    Kept beside :func:`chance_law`: a change of what a law reads changes both."""
    ph, p = s.phase, s.pending
    if ph in ("police", "place", "timer"):
        return (ph,)
    if ph == "draw":
        return (ph, s.table.bag)
    if ph == "card":
        return (ph, s.deck)
    if ph in ("attack", "pattack", "dattack"):
        return (ph,) + p[2:5]
    if ph == "search":
        return (ph,) + p[1:]
    if ph == "defuse":   # the Bomb state's own law: a roll of the dice left, or a Stability check
        bs = p[2]
        return (ph, bs.game, bs.phase, bs.game._left(bs.board) if bs.phase == "roll" else bs.check_dice)
    if ph == "intercept":
        return (ph, p[4])
    if ph == "ids":
        return (ph, s.actor, sum(a.androids for a in s.table.agents[:s.actor]))
    raise ValueError(f"no chance in phase {ph}")
