"""Search a District: the district's dice, the re-rolls as an exact optimal policy, boosts and protection.

Rules: Rogue Agent: Other Actions: Search a District, Dice Faces, Districts (protected districts).

A search rolls the dice on the district's search symbol (white dice: any one
colour the player picks), may re-roll any number of them once (twice with the
Intelligence upgrade), then applies every die. Reward symbols give one step
(a doubled symbol two); each explosion costs 1 health unless ignored by an own
Informant, a spent ammo, Body armour (one), a boost, or a protected district
(all). A boost not used against an explosion may instead double one other die
that has an effect.

The rulebook lists the search symbols but not which face is on which die
(RA-03), so search faces here are four symbols per colour: ``explosion`` and
``boost`` (shared with the attack model), ``gain`` (one reward step: a
resource, upgrade, healing or credit symbol) and ``double_gain`` (a doubled
symbol). What a step is worth against a point of health is the reader's
choice (``gain_value``, ``health_value``).
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from ...display import Table
from ...dist import Dist
from ...exact import as_exact, as_flag, as_whole
from ...procedure import ChoiceProcedure, PolicyTable
from ...readings import uses
from .dice import COLOURS, FaceMix, check_available, pool_counts

__all__ = ["SEARCH_FACES", "search_result", "search_roll", "SearchPlan", "search_policy"]

SEARCH_FACES = ("explosion", "boost", "gain", "double_gain")


MAX_COUNT = 30  # a documented limit on informants, ammo and dice counts (the game has 9 special dice)


def _dice(dice, special_dice_split, rules) -> dict:
    """check_available for a search's ``dice`` (errors name the argument ``dice``)."""
    try:
        return check_available(dice, special_dice_split=special_dice_split, rules=rules)
    except (TypeError, ValueError) as e:
        raise type(e)(f"dice: {e}") from None


def _whole(x, what):
    return as_whole(what, x, lo=0, hi=MAX_COUNT)


def _number(x, what):
    v = as_exact(what, x, symbolic=False)  # refuses str and floats
    if not v.is_Rational:
        raise TypeError(f"{what} must be a rational number, not {v}")
    return Fraction(int(v.p), int(v.q))


@uses("search_boost")
def search_result(explosions: int, boosts: int, gains: int, doubles: int, *, informants: int = 0,
                  ammo: int = 0, body_armor: bool = False, protected: bool = False, gain_value=1,
                  health_value=1, rules=None) -> tuple[int, int]:
    """``(health lost, reward steps)`` of a final search roll.

    Explosions are first ignored for free by the protected district (all), own
    Informants, ammo the player spends (up to ``ammo``) and Body armour (one);
    then each boost either ignores one more explosion or doubles one reward
    die, as the ``search_boost`` reading says. Under ``"best"`` a boost goes
    where it is worth most: ``health_value`` for an explosion, ``2 *
    gain_value`` for a doubled symbol, ``gain_value`` for a single one.

    Rules: Rogue Agent: Other Actions: Search a District.
    """
    e, b, g, d = (_whole(v, n) for v, n in ((explosions, "explosions"), (boosts, "boosts"),
                                             (gains, "gains"), (doubles, "doubles")))
    _whole(informants, "informants")
    _whole(ammo, "ammo")
    body_armor, protected = as_flag("body_armor", body_armor), as_flag("protected", protected)
    gv, hv = _number(gain_value, "gain_value"), _number(health_value, "health_value")
    return _result(e, b, g, d, informants, ammo, body_armor, protected, gv, hv, rules.search_boost)


def _result(e, b, g, d, informants, ammo, body_armor, protected, gv, hv, search_boost):
    """:func:`search_result` on checked arguments (the solvers' hot path: no checks, no decorator)."""
    hurting = 0 if protected else max(0, e - informants - ammo - (1 if body_armor else 0))
    steps = g + 2 * d
    if search_boost == "cancel_first":
        used = min(b, hurting)
        hurting -= used
        left = b - used
        dd = min(left, d)
        steps += 2 * dd + min(left - dd, g)
        return hurting, steps
    uses_ = sorted([(hv, "h")] * hurting + [(2 * gv, "d")] * d + [(gv, "g")] * g,
                   key=lambda t: t[0], reverse=True)[:b]
    for worth, kind in uses_:
        if worth <= 0:
            continue
        if kind == "h":
            hurting -= 1
        else:
            steps += 2 if kind == "d" else 1
    return hurting, steps


@uses("face_colours", "special_dice_split", "search_boost")
def search_roll(dice: Mapping[str, int], *, mix: FaceMix | None = None, informants: int = 0, ammo: int = 0,
                body_armor: bool = False, protected: bool = False, gain_value=1, health_value=1,
                rules=None) -> Dist:
    """Dist of ``(health lost, reward steps)`` for one search with no re-rolls; symbolic without a mix.

    Rules: Rogue Agent: Other Actions: Search a District.
    """
    kw = dict(informants=informants, ammo=ammo, body_armor=body_armor, protected=protected,
              gain_value=gain_value, health_value=health_value, rules=rules)
    search_result(0, 0, 0, 0, **kw)  # checks the arguments before any work
    _dice(dice, rules.special_dice_split, rules)
    counts = pool_counts(dice, SEARCH_FACES, mix=mix, rules=rules)
    args = (informants, ammo, body_armor, protected, _number(gain_value, "gain_value"),
            _number(health_value, "health_value"), rules.search_boost)
    return counts.map(lambda c: _result(*c, *args))


_FACE_WORDS = ("explosion", "boost", "gain", "double gain", "other")


@dataclass(frozen=True)
class SearchPlan:
    """The optimal re-rolls of one search: policy, outcome Dist of (health lost, steps), value.

    States are ``(re-rolls left, ((E, B, G, D, O) per colour in ``colours`` order))``;
    an action is ``"stop"`` or a tuple, per colour, of how many dice of each
    face to re-roll. ``colour_chosen`` names the colour the white dice took (a new
    plan per call: cached plans are frozen and shared). ``dice`` and ``readings`` are
    read-only mappings.
    """

    dice: Mapping
    colours: tuple
    policy: PolicyTable
    outcome: Dist
    value: Any
    colour_chosen: str | None = None
    readings: Mapping = field(default_factory=lambda: MappingProxyType({}))

    def first_choices(self) -> list[dict]:
        rows = [r for r in self.policy.table() if r["state"] != ("roll",)]
        return sorted(rows, key=lambda r: (-r["state"][0], str(r["state"][1])))

    def _faces(self, counts) -> str:
        """Per colour, the faces counted: "red: 1 explosion, 1 double gain" (none: "nothing")."""
        parts = []
        for colour, c in zip(self.colours, counts):
            named = [f"{n} {face}" for n, face in zip(c, _FACE_WORDS) if n]
            if named:
                parts.append(f"{colour}: " + ", ".join(named))
        return "; ".join(parts) or "nothing"

    def describe_state(self, state) -> str:
        """A state in words: "1 re-roll left; red: 2 gain"."""
        left, counts = state
        return f"{left} re-roll{'s' if left != 1 else ''} left; {self._faces(counts)}"

    def describe_action(self, action) -> str:
        """An action in words: "stop", or "re-roll red: 1 explosion"."""
        return "stop" if action == "stop" else f"re-roll {self._faces(action)}"

    def choices_table(self, title: str = "", *, rerolls_left: int | None = None) -> Table:
        """The policy's first choices (after the first roll) as a labelled table in words:
        the state, the optimal action, its value and the next best (exact)."""
        rows = [(self.describe_state(r["state"]), self.describe_action(r["action"]), r["value"],
                 r["next_best"]) for r in self.first_choices()
                if rerolls_left is None or r["state"][0] == rerolls_left]
        return Table(title or "The optimal search re-rolls", ["after the roll", "optimal", "value",
                                                              "next best"], rows,
                     notes="value: expected reward steps minus health lost, playing on optimally",
                     cite="Rogue Agent: Other Actions: Search a District")


@uses("face_colours", "special_dice_split", "search_boost")
def search_policy(dice: Mapping[str, int], mix: FaceMix, *, intelligence: bool = False, informants: int = 0,
                  ammo: int = 0, body_armor: bool = False, protected: bool = False, gain_value=1,
                  health_value=1, rules=None) -> SearchPlan:
    """The exact optimal re-rolls of a search, maximising E[gain_value * steps - health_value * health lost].

    ``dice`` maps colours to counts; ``"white"`` dice are of one colour the
    player chooses (the best one is chosen and reported). One re-roll of any
    subset of the dice, two with ``intelligence``.

    Rules: Rogue Agent: Other Actions: Search a District.
    """
    if not isinstance(mix, FaceMix):
        raise TypeError("mix: the re-roll policy compares numbers: pass a FaceMix (e.g. ILLUSTRATIVE_MIX); "
                        "search_roll() gives the formulas without re-rolls")
    if not isinstance(dice, Mapping):
        raise TypeError(f"dice must be a mapping {{colour: number of dice}}, not {type(dice).__name__}")
    dice = dict(dice)
    white = _whole(dice.pop("white", 0), "dice['white']")
    kw = dict(intelligence=as_flag("intelligence", intelligence), informants=_whole(informants, "informants"),
              ammo=_whole(ammo, "ammo"), body_armor=as_flag("body_armor", body_armor),
              protected=as_flag("protected", protected), gain_value=_number(gain_value, "gain_value"),
              health_value=_number(health_value, "health_value"), face_colours=rules.face_colours,
              search_boost=rules.search_boost, special_dice_split=rules.special_dice_split)
    _dice(dice, "nine_any", None)  # names and counts (the colour limits are checked below)
    if not white and not sum(_dice(dice, rules.special_dice_split, rules).values()):
        raise ValueError(f"dice must hold at least one die to search with, not {dice!r}")
    if white:
        best = None
        for c in COLOURS:
            pool = dict(dice)
            pool[c] = pool.get(c, 0) + white
            try:
                checked = check_available(pool, rules=rules)
            except ValueError:
                continue
            plan = _solve(tuple(sorted(checked.items())), mix, **kw)
            if best is None or plan.value > best[0].value:
                best = (plan, c)
        if best is None:
            raise ValueError(f"dice: no colour has {white} more dice free (Rogue Agent: Dice Rules)")
        return dataclasses.replace(best[0], colour_chosen=best[1])  # a new plan: the cached one is shared
    checked = _dice(dice, rules.special_dice_split, rules)
    return _solve(tuple(sorted(checked.items())), mix, **kw)


@functools.lru_cache(maxsize=64)
def _solve(pool_items, mix, *, intelligence, informants, ammo, body_armor, protected, gain_value,
           health_value, face_colours, search_boost, special_dice_split) -> SearchPlan:
    pool = dict(pool_items)
    colours = tuple(c for c in COLOURS if pool.get(c))
    rolls = {}

    def roll(colour, n) -> Dist:  # joint result of re-rolling n dice of a colour, as (E, B, G, D, O)
        if (colour, n) not in rolls:
            cnt = pool_counts({colour: n}, SEARCH_FACES, mix=mix, face_colours=face_colours,
                              special_dice_split="nine_any")  # the pool was checked already
            rolls[(colour, n)] = cnt.map(lambda t: (*t, n - sum(t)))
        return rolls[(colour, n)]

    def value(state):
        _, counts = state
        tot = [sum(c[k] for c in counts) for k in range(4)]
        lost, steps = _result(*tot, informants, ammo, body_armor, protected, gain_value, health_value,
                              search_boost)
        return gain_value * steps - health_value * lost

    def actions(state):
        if state == ("roll",):
            return ["roll"]
        r, counts = state
        if r == 0:
            return []
        subsets = itertools.product(*[itertools.product(*[range(k + 1) for k in c]) for c in counts])
        return ["stop", *[s for s in subsets if any(any(x) for x in s)]]

    def step(state, action):
        if action == "roll":
            start = None
            for i, c in enumerate(colours):
                part = roll(c, pool[c]).map(lambda t, i=i: tuple(t if j == i else (0,) * 5
                                                                 for j in range(len(colours))))
                start = part if start is None else start.combine(part, _add_counts)
            return start.map(lambda counts: (2 if intelligence else 1, counts))
        r, counts = state
        if action == "stop":
            return Dist.point((0, counts))
        kept = tuple(tuple(k - x for k, x in zip(c, a)) for c, a in zip(counts, action))
        out = Dist.point(kept)
        for i, (c, a) in enumerate(zip(colours, action)):
            n = sum(a)
            if n:
                out = out.combine(roll(c, n), lambda s, t, i=i: tuple(
                    tuple(x + y for x, y in zip(s[j], t)) if j == i else s[j] for j in range(len(s))))
        return out.map(lambda k: (r - 1, k))

    goal = "E[gain_value * steps - health_value * health lost]"
    proc = ChoiceProcedure(actions, step, value, goal=goal)
    table = proc.solve(("roll",))
    outcome = proc.follow(("roll",), table, lambda s: _final(s, informants, ammo, body_armor, protected,
                                                              gain_value, health_value, search_boost))
    return SearchPlan(MappingProxyType(pool), colours, table, outcome, table.value,
                      readings=MappingProxyType({"face_colours": face_colours, "search_boost": search_boost,
                                                 "special_dice_split": special_dice_split}))


def _final(state, informants, ammo, body_armor, protected, gain_value, health_value, search_boost):
    _, counts = state
    tot = [sum(c[k] for c in counts) for k in range(4)]
    return _result(*tot, informants, ammo, body_armor, protected, gain_value, health_value, search_boost)


def _add_counts(a, b):
    return tuple(tuple(x + y for x, y in zip(p, q)) for p, q in zip(a, b))
