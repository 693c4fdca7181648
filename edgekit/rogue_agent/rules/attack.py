"""Justice: Attack: the dice pool, hits, the ammo re-rolls as an exact optimal policy, the results.

Rules: Rogue Agent: Justice: Attack, Dice Faces, Dice Rules, Hire.

The pool is 3 red dice, one green die per Pistol upgrade and per own Informant
in the district, and one black die per ammo spent. Hits are explosions, and
each boost doubles one explosion (a boost with no explosion does nothing), so
``hits = explosions + min(boosts, explosions)``. A pistol locks its die and
wounds the Agent at once. Each ammo symbol is one re-roll of any unlocked die;
a double ammo is two. The re-rolls are chosen one at a time after seeing each
result: an exact expectimax (:mod:`.attack_solver`, in integers; the tests check it against
:class:`edgekit.procedure.ChoiceProcedure`) for a
stated goal. The policy needs numbers, so it takes a :class:`FaceMix`; without
re-rolls every answer is a formula in the face symbols.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

import sympy

from ...display import Table, prob
from ...dist import Dist
from ...exact import as_flag, as_name, as_whole
from ...procedure import PolicyTable
from ...readings import uses
from .attack_solver import ROLL as _ROLL
from .attack_solver import category as _category
from .attack_solver import solve_fast
from .dice import COLOURS, FaceMix, check_available, dice_limit, pool_counts

__all__ = [
    "attack_pool", "hits", "ATTACK_GOALS", "attack_hits", "hits_at_least", "AttackPlan", "attack_policy",
    "AttackOutcome", "attack_criminal", "attack_killer", "killer_damage", "subdue_reward",
]

ATTACK_GOALS = ("subdue", "killer", "expected_hits")
CHAIN_MAX_DICE = 7  # a documented limit of attack_policy under ammo_chain="yes"


def hits(explosions: int, boosts: int) -> int:
    """Hits of a roll: each explosion is one hit; each boost doubles one explosion (at most one boost each).

    Rules: Rogue Agent: Justice: Attack, Dice Faces.
    """
    for name, v in (("explosions", explosions), ("boosts", boosts)):
        as_whole(name, v, lo=0)
    return explosions + min(boosts, explosions)


@uses("special_dice_split")
def attack_pool(*, pistols: int = 0, informants: int = 0, ammo: int = 0, rules=None) -> dict[str, int]:
    """The attack dice: 3 red, a green die per Pistol upgrade and per own Informant, a black die per ammo.

    Raises ``ValueError`` if the pool needs more dice of a colour than exist.

    Rules: Rogue Agent: Justice: Attack, Dice Rules.
    """
    for name, v in (("pistols", pistols), ("informants", informants), ("ammo", ammo)):
        as_whole(name, v, lo=0, hi=9)
    pool = {"red": 3, "green": pistols + informants, "black": ammo}
    for colour, what in (("green", "pistols + informants"), ("black", "ammo")):
        limit = dice_limit(colour, rules=rules)
        if pool[colour] > limit:
            raise ValueError(f"{what} = {pool[colour]} {colour} dice, but only {limit} exist under "
                             f"special_dice_split={rules.special_dice_split!r} (Rogue Agent: Dice Rules)")
    if sum(pool.values()) > 9:
        raise ValueError(f"pistols + informants + ammo: {sum(pool.values())} special dice with the 3 red; "
                         "the game has 9 (Rogue Agent: Components)")
    return pool


@uses("face_colours", "special_dice_split")
def attack_hits(pool: Mapping[str, int], *, mix: FaceMix | None = None, with_wounds: bool = True,
                rules=None) -> Dist:
    """Dist of ``(hits, wounds to the Agent)`` for one roll with no re-rolls; symbolic without a ``mix``.

    With ``with_wounds=False`` the Dist is over hits alone, which leaves the
    pistol symbols out of the formulas (much faster for large symbolic pools).

    Rules: Rogue Agent: Justice: Attack, Dice Faces.
    """
    if not as_flag("with_wounds", with_wounds):
        counts = pool_counts(pool, ("explosion", "boost"), mix=mix, rules=rules)
        return counts.map(lambda c: hits(c[0], c[1]))
    counts = pool_counts(pool, ("explosion", "boost", "pistol"), mix=mix, rules=rules)
    return counts.map(lambda c: (hits(c[0], c[1]), c[2]))


@uses("face_colours", "special_dice_split")
def hits_at_least(pool: Mapping[str, int], h: int, *, mix: FaceMix | None = None, rules=None):
    """P(hits >= h) with no re-rolls: a formula in the face symbols, or a Rational under ``mix``.

    Rules: Rogue Agent: Justice: Attack.
    """
    as_whole("h", h, lo=0)
    return attack_hits(pool, mix=mix, with_wounds=False, rules=rules).p(lambda o: o >= h)


# ----------------------------------------------------------------------------- the re-roll policy

@dataclass(frozen=True)
class AttackPlan:
    """The optimal re-roll policy for one attack pool, face mix and goal.

    ``policy`` is the :class:`PolicyTable`. A state is ``(re-rolls left,
    explosions, pistols, ((boosts, others) per colour in ``colours`` order))``:
    only the boost and other dice of each colour can still change, so only they
    keep their colour (:meth:`state_of` builds one from the faces showing).
    Actions are ``"stop"`` or ``("reroll", colour, "boost" | "other")``.
    Under ``ammo_chain="yes"`` a state has a fifth entry, the re-rolls made so far
    (capped, see the reading). ``outcome`` is the Dist of ``(hits, wounds)`` under the
    policy and ``value`` the goal's optimal value. Frozen (plans are cached and shared);
    ``pool`` and ``readings`` are read-only mappings.
    """

    pool: Mapping
    goal: str
    need: int
    colours: tuple
    policy: PolicyTable
    value: Any
    readings: Mapping = field(default_factory=lambda: MappingProxyType({}))
    game: Any = field(default=None, repr=False, compare=False)  # the solved game (attack_solver)

    @functools.cached_property
    def outcome(self) -> Dist:
        """The Dist of ``(hits, wounds)`` under the policy (computed when first asked for)."""
        return self.game.outcome()

    @functools.cached_property
    def hits_outcome(self) -> Dist:
        """The Dist of hits under the policy (vectorised: what the explorer shows)."""
        if self.game.chain:
            return self.outcome.map(lambda o: o[0])
        return self.game.hits_outcome()

    @property
    def first_roll(self) -> Dist:
        """The states right after the roll (a Dist)."""
        return self.game.first_roll()

    def first_rerolls(self, n: int = 12) -> list[tuple]:
        """``(state, policy row)`` for up to ``n`` states right after the roll whose best action is a
        re-roll, most re-rolls first (for display: builds only the rows it shows)."""
        as_whole("n", n, lo=0)
        out = []
        for st in self.game.after_roll(n, lambda st: self.game.action(st) != "stop"):
            out.append((st, self.policy.rows[st]))
        return out

    def first_choices(self) -> list[dict]:
        """The policy rows for the states right after the roll, most re-rolls first (for display)."""
        rows = [r for r in self.policy.table() if r["state"] != _ROLL]
        return sorted(rows, key=lambda r: (-r["state"][0], str(r["state"][1:])))

    def state_of(self, rerolls: int, shown: Mapping[str, list], made: int = 0) -> tuple:
        """The policy state for ``rerolls`` left and the faces each colour shows (ammo counts as other);
        ``made`` (re-rolls made so far) only under ``ammo_chain="yes"``."""
        as_whole("rerolls", rerolls, lo=0)
        if not isinstance(shown, Mapping):
            raise TypeError(f"shown must be a mapping {{colour: [faces]}}, not {shown!r}")
        cats = {c: [_category(f) for f in shown.get(c, [])] for c in self.colours}
        e = sum(v.count("explosion") for v in cats.values())
        p = sum(v.count("pistol") for v in cats.values())
        state = (rerolls, e, p, tuple((cats[c].count("boost"), cats[c].count("other")) for c in self.colours))
        if self.readings.get("ammo_chain") == "yes":
            state += (as_whole("made", made, lo=0),)
        return state

    @staticmethod
    def describe_action(action) -> str:
        """An action in words: "stop", or "re-roll a red boost" / "re-roll a green die showing
        another face" (``("reroll", colour, "boost" | "other")``)."""
        if action == "stop":
            return "stop"
        if (not isinstance(action, tuple) or len(action) != 3 or action[0] != "reroll"
                or action[1] not in COLOURS or action[2] not in ("boost", "other")):
            raise ValueError(f"action must be \"stop\" or (\"reroll\", colour, \"boost\" or \"other\"), "
                             f"not {action!r:.60}")
        _, colour, face = action
        if face == "boost":
            return f"re-roll a {colour} boost"
        return f"re-roll a {colour} die showing another face"

    def describe_state(self, state) -> str:
        r, e, p, rest = state[:4]
        parts = [f"{colour}: {b} boost, {o} other" for colour, (b, o) in zip(self.colours, rest) if b or o]
        return f"{r} re-roll(s) left; {e} explosion(s), {p} pistol(s); " + "; ".join(parts)


@uses("face_colours", "special_dice_split", "ammo_chain")
def attack_policy(pool: Mapping[str, int], mix: FaceMix, *, goal: str = "subdue", need: int = 1,
                  rules=None) -> AttackPlan:
    """The exact optimal use of the ammo re-rolls for ``goal``, and the outcome under it.

    ``goal``: ``"subdue"`` maximises P(hits >= need) (need = the Criminal's
    health still to beat); ``"killer"`` maximises P(hits >= 2); ``"expected_hits"``
    maximises the expected hits. Re-rolls come from the first roll's ammo
    symbols; each re-roll is chosen after seeing the previous result; stopping
    early is allowed; ties go to stopping. ``ammo_chain`` says whether ammo on a
    re-rolled die adds re-rolls; under ``"yes"`` a pool of at most :data:`CHAIN_MAX_DICE` (7)
    dice is solved (``ValueError`` beyond: seconds at 7 dice). Cached (bounded), keyed on every
    input and reading.

    Rules: Rogue Agent: Justice: Attack, Dice Faces.
    """
    if not isinstance(mix, FaceMix):
        raise TypeError("mix: the re-roll policy compares numbers: pass a FaceMix (e.g. ILLUSTRATIVE_MIX or "
                        "your own); without re-rolls use attack_hits(), which stays symbolic")
    as_name("goal", goal, ATTACK_GOALS)
    as_whole("need", need, lo=0, hi=30)
    checked = check_available(pool, rules=rules)
    if rules.ammo_chain == "yes" and sum(checked.values()) > CHAIN_MAX_DICE:
        raise ValueError(f"pool: under ammo_chain='yes' the re-roll game is solved for at most "
                         f"{CHAIN_MAX_DICE} dice (its states multiply with every re-roll), not "
                         f"{sum(checked.values())}")
    return _solve(tuple(sorted(checked.items())), mix, rules.face_colours, goal, need,
                  rules.special_dice_split,
                  rules.ammo_chain)


@functools.lru_cache(maxsize=64)
def _solve(pool_items, mix, face_colours, goal, need, special_dice_split, ammo_chain) -> AttackPlan:
    pool = dict(pool_items)
    goal_text = {"subdue": f"P(hits >= {need})", "killer": "P(hits >= 2)", "expected_hits": "E[hits]"}[goal]
    table, value, game = solve_fast(pool, mix, face_colours, goal, need, ammo_chain == "yes", goal_text)
    colours = tuple(c for c in COLOURS if pool.get(c))
    return AttackPlan(MappingProxyType(pool), goal, need, colours, table, value,
                      MappingProxyType({"face_colours": face_colours, "ammo_chain": ammo_chain,
                                        "special_dice_split": special_dice_split}), game)


# ----------------------------------------------------------------------------- results

@dataclass(frozen=True)
class AttackOutcome:
    """The results of one attack: exact probabilities, and the readings they used."""

    target: str
    p_success: Any
    agent_health_lost: Dist
    hits: Dist
    detail: dict
    plan: AttackPlan | None = None
    readings: dict = field(default_factory=dict)

    def as_table(self, title: str = "") -> Table:
        """The attack's results as a labelled table: each ``P(...)`` a percentage beside its exact
        value, each expectation a number; the readings used in a note."""
        rows = [("P(success)", prob(self.p_success))]
        rows += [(k, prob(v) if str(k).startswith("P(") else v) for k, v in self.detail.items()]
        used = ", ".join(f"{k} = {v}" for k, v in self.readings.items())
        return Table(title or f"An attack on a {self.target}", ["result", "value (exact)"], rows,
                     notes=f"readings: {used}" if used else (), cite="Rogue Agent: Justice: Attack")

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def _outcome_dist(pool, mix, goal, need, rerolls, face_colours, special_dice_split, ammo_chain, rules):
    if rerolls is None:
        rerolls = "none" if mix is None else "optimal"
    as_name("rerolls", rerolls, ("optimal", "none"))
    if mix is not None and not isinstance(mix, FaceMix):
        raise TypeError(f"mix must be a FaceMix, not {type(mix).__name__}")
    if rerolls == "optimal":
        if mix is None:
            raise TypeError("optimal re-rolls need a FaceMix; pass mix=..., or rerolls='none' for formulas")
        plan = attack_policy(pool, mix, goal=goal, need=need, face_colours=face_colours,
                             special_dice_split=special_dice_split, ammo_chain=ammo_chain, rules=rules)
        return plan.outcome, plan
    return attack_hits(pool, mix=mix, face_colours=face_colours, special_dice_split=special_dice_split,
                       rules=rules), None


MAX_HEALTH = 30  # a documented limit: no Criminal comes near it (the deck's health runs 1 to 4, RA-23)


def _health(health, wounds) -> int:
    health = as_whole("health", health, lo=1, hi=MAX_HEALTH)  # an int from here (sympy Integer too)
    wounds = as_whole("wounds", wounds, lo=0, hi=health - 1)
    return health - wounds


@uses("subdue_reward_health")
def subdue_reward(health: int, *, wounds: int = 0, rules=None) -> int:
    """Resources/upgrades gained for subduing a Criminal (to be split over at least 2 tracks).

    A health-1 Criminal gives 1, which cannot be split over two tracks (RA-17);
    the number is returned as the rules compute it.

    Rules: Rogue Agent: Justice: Attack.
    """
    left = _health(health, wounds)
    return _subdue_reward(int(health), left, rules.subdue_reward_health)


def _subdue_reward(health: int, left: int, subdue_reward_health: str) -> int:
    """:func:`subdue_reward` of a checked ``health`` and its health ``left`` (the whole game's hot path)."""
    return health if subdue_reward_health == "printed" else left


@uses("face_colours", "special_dice_split", "subdue_reward_health", "ammo_chain")
def attack_criminal(health: int, *, wounds: int = 0, pistols: int = 0, informants: int = 0, ammo: int = 0,
                    mix: FaceMix | None = None, rerolls: str | None = None, rules=None) -> AttackOutcome:
    """Attack a Criminal of printed ``health`` already carrying ``wounds`` markers.

    Subdued if hits >= health left; otherwise its Retaliation triggers and each
    hit becomes a wound marker. Pistols wound the Agent either way. With
    a ``mix`` the ammo re-rolls maximise P(subdued) (``rerolls="optimal"``, the
    default then); without one the answer is a formula with no re-rolls
    (``rerolls="none"``).

    Rules: Rogue Agent: Justice: Attack.
    """
    need = _health(health, wounds)
    pool = attack_pool(pistols=pistols, informants=informants, ammo=ammo, rules=rules)
    dist, plan = _outcome_dist(pool, mix, "subdue", need, rerolls, rules.face_colours,
                               rules.special_dice_split,
                               rules.ammo_chain, rules)
    p = dist.p(lambda o: o[0] >= need)
    reward = subdue_reward(health, wounds=wounds, rules=rules)
    detail = {
        "P(subdued)": p,
        "P(Retaliation)": sympy.expand(1 - p) if p.free_symbols else 1 - p,
        "E[new wound markers]": dist.mean(lambda o: o[0] if o[0] < need else 0),
        "E[Agent wounds from pistols]": dist.mean(lambda o: o[1]),
        "reward if subdued": reward,
    }
    return AttackOutcome("Criminal", p, dist.map(lambda o: o[1]), dist.map(lambda o: o[0]), detail, plan)


@uses("killer_informants")
def killer_damage(informants: int, *, protected: bool = False, rules=None) -> int:
    """Health the Agent loses when an attack on a Killer fails (pistol wounds not included).

    Rules: Rogue Agent: Justice: Attack (Killer), Hire.
    """
    as_whole("informants", informants, lo=0, hi=30)
    if as_flag("protected", protected):
        return 0
    return 2 + informants if rules.killer_informants == "adds" else max(0, 2 - informants)


@uses("face_colours", "special_dice_split", "killer_informants", "ammo_chain")
def attack_killer(*, pistols: int = 0, informants: int = 0, ammo: int = 0, protected: bool = False,
                  mix: FaceMix | None = None, rerolls: str | None = None, rules=None) -> AttackOutcome:
    """Attack a Killer: 2 or more hits remove it (+1 Influence); otherwise, unprotected, the Agent is hurt.

    ``agent_health_lost`` adds the pistol wounds and, on a failure, :func:`killer_damage`.

    Rules: Rogue Agent: Justice: Attack (Killer), Hire.
    """
    as_flag("protected", protected)
    pool = attack_pool(pistols=pistols, informants=informants, ammo=ammo, rules=rules)
    dist, plan = _outcome_dist(pool, mix, "killer", 2, rerolls, rules.face_colours, rules.special_dice_split,
                               rules.ammo_chain, rules)
    fail = killer_damage(informants, protected=protected, rules=rules)
    lost = dist.map(lambda o: o[1] + (0 if o[0] >= 2 else fail))
    p = dist.p(lambda o: o[0] >= 2)
    detail = {"P(Killer removed)": p, "health lost on a failure": fail,
              "E[Agent health lost]": lost.mean()}
    return AttackOutcome("Killer", p, lost, dist.map(lambda o: o[0]), detail, plan)
