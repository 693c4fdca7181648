"""Parts of the whole game (:mod:`.game`): the Action Phase results (attack, Defuse, Intercept) and
the laws of a token drawn from the bag and of a Criminal card.

Rules: Rogue Agent: Justice: Attack; Intercept a Criminal; Defuse a Bomb; A. Time Phase.
"""

from __future__ import annotations

import functools
from fractions import Fraction

from ..dist import Dist
from .dice import ILLUSTRATIVE_MIX
from .game_economy import card_effect, subdued, turn_in
from .game_phases import Table, covered, explode, hurt, owners, replace, set_owners
from .interception import interception_odds
from .scoring import FinalScore, score_turned_in

__all__ = ["resolve_attack", "resolve_defuse", "resolve_intercept", "draw_one", "card_law", "final_scores",
           "turn_in_action", "start_intercept", "hire_action", "intercept_target"]

#: P(a green die shows fuel): ILLUSTRATIVE (RA-03, RA-18), from the illustrative face mix.
_FUEL_FACE = ILLUSTRATIVE_MIX.values[("green", "fuel")]


def _put(t: Table, i: int, a) -> tuple:
    return t.agents[:i] + (a,) + t.agents[i + 1:]


def resolve_attack(self, s, roll: tuple):
    """An attack roll's result (Justice: Attack): ``self`` is the game, ``s`` the state."""
    t, i = s.table, s.actor
    hits, wounds = roll
    pos = t.agents[i].pos  # where the fight is, even if the pistol wounds send the Agent to Hospital
    t, hosp = hurt(t, self.city, self.districts, i, wounds, s.round, self.limit)  # pistols first
    a = t.agents[i]
    if s.pending[0] == "killer":
        if pos in t.killers and hits >= 2:
            ks = list(t.killers)
            ks.remove(pos)
            t = replace(t, killers=tuple(ks), bag=(t.bag[0], t.bag[1] + 1, t.bag[2]))
            a = replace(a, influence=a.influence + 1)
            t = replace(t, agents=_put(t, i, a))
        elif not hosp and not covered(self.city, self.districts, t, a, a.pos):
            lost = self._killer_dmg(owners(t, pos).count(i))
            t, hosp = hurt(t, self.city, self.districts, i, lost, s.round, self.limit)
    else:
        crim = next((c for c in t.criminals if c[0] == s.pending[1]), None)
        if crim is not None and hits >= crim[2] - crim[4]:
            others = tuple(c for c in t.criminals if c[0] != crim[0])
            a = replace(a, influence=a.influence + 1, custody=a.custody + ((crim[0], crim[2], crim[3]),))
            t = subdued(self, replace(t, criminals=others, agents=_put(t, i, a)), i, crim)  # the reward
        elif crim is not None:
            crim2 = crim[:4] + (crim[4] + hits,) + crim[5:]
            rest = tuple(c for c in t.criminals if c[0] != crim[0])
            t = replace(t, criminals=tuple(sorted(rest + (crim2,))))
            if not hosp:  # the Retaliation effect (skipped when it cannot be carried out)
                t, hosp = card_effect(self, t, i, self.economy.retaliation, s.round)
    s = replace(s, phase="act", pending=(), table=t)
    return self._end_turn(s) if hosp else s

def resolve_defuse(self, s, x: int):
    """A Defuse's result (0 defused, 1 exploded, 2 neither)."""
    t, i = s.table, s.actor
    d, tm = s.pending
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
    for _, _, syn in a.custody:
        turned[syn] += 1
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
    odds = interception_odds(owners(t, a.pos).count(j), fuel=_FUEL_FACE, attacker_fuel=a.fuel,
                             defender_fuel=d.fuel, rules=self.rules_value)
    a = replace(a, justice=a.justice + 1, fuel=a.fuel - odds["attacker_fuel"])
    t = replace(t, agents=_put(t, i, a))
    t = replace(t, agents=_put(t, j, replace(d, fuel=d.fuel - odds["defender_fuel"])))
    p = odds["p"]
    return replace(s, phase="intercept", table=t, pending=(
        "intercept", j, odds["attacker_dice"], odds["defender_dice"], Fraction(int(p.p), int(p.q))))


def hire_action(self, s):
    """Hire: an Informant in a free slot here for 2 credits, paid to the bank."""
    t, i = s.table, s.actor
    a = t.agents[i]
    t = set_owners(t, a.pos, owners(t, a.pos) + (i,))
    a = replace(a, credits=a.credits - 2, hired=a.hired + 1)
    return replace(s, table=replace(t, agents=_put(t, i, a), bank=t.bank + 2))
