"""The fast integer attack solver (attack_solver) against an independent brute force over the dice
one by one, ammo_chain included: the value, every policy row's value and choices, and the outcome.

The oracle does not share the solver's state machine: it keeps each die's face separately (not
counts per colour), re-rolls any unlocked die (explosions too, which the solver never offers: it
claims that cannot help; a pistol locks its die), and enumerates every first roll face by face.
Rules: Rogue Agent: Justice: Attack, Dice Faces."""

import functools
import itertools
from fractions import Fraction

import pytest
import sympy

from edgekit.rogue_agent.rules import attack as A
from edgekit.rogue_agent.rules import dice as D
from edgekit.rogue_agent.rules.dice import COLOURS, special_die

GRANTS = {"ammo": 1, "double_ammo": 2}  # re-rolls a face grants (Dice Faces)


def _kind(face):
    """What a face does to the hits: explosion, boost, pistol (locks its die), or nothing."""
    return face if face in ("explosion", "boost", "pistol") else "blank"


def _worth(goal, need, kinds):
    e, b = kinds.count("explosion"), kinds.count("boost")
    hits = e + min(b, e)  # each boost doubles one explosion
    return {"subdue": Fraction(hits >= need), "killer": Fraction(hits >= 2)}.get(goal, Fraction(hits))


class BruteForce:
    """Expectimax over per-die states: (the colour and kind of every die, re-rolls left, re-rolls made)."""

    def __init__(self, pool, mix, face_colours, goal, need, chain):
        self.dice = tuple(c for c in COLOURS for _ in range(pool.get(c, 0)))
        self.faces = {}
        for c in set(self.dice):
            d = special_die(c, mix=mix, face_colours=face_colours).dist
            self.faces[c] = [(f, Fraction(int(d.prob(f).p), int(d.prob(f).q))) for f in d.outcomes()
                             if d.prob(f) != 0]
        self.goal, self.need, self.chain = goal, need, chain
        self.cap = 2 * len(self.dice)  # the re-roll cap the solver documents under ammo_chain="yes"
        self.value = functools.cache(self._value)

    def _value(self, dice, r, made):
        """``dice``: a sorted tuple of (colour, kind), one per die."""
        best = _worth(self.goal, self.need, [k for _, k in dice])
        if r == 0 or (self.chain and made >= self.cap):
            return best
        for i, (_, kind) in enumerate(dice):
            if kind != "pistol" and (i == 0 or dice[i - 1] != dice[i]):  # equal dice: one choice
                best = max(best, self.reroll(dice, r, made, i))
        return best

    def reroll(self, dice, r, made, i):
        colour = dice[i][0]
        return sum(p * self.value(tuple(sorted(dice[:i] + ((colour, _kind(f)),) + dice[i + 1:])),
                                  r - 1 + (GRANTS.get(f, 0) if self.chain else 0), made + 1)
                   for f, p in self.faces[colour])

    def first_rolls(self):
        """Every first roll, face by face: (the dice as kinds, re-rolls granted, probability)."""
        for roll in itertools.product(*(self.faces[c] for c in self.dice)):
            p = Fraction(1)
            for _, q in roll:
                p *= q
            yield (tuple(sorted((c, _kind(f)) for c, (f, _) in zip(self.dice, roll))),
                   sum(GRANTS.get(f, 0) for f, _ in roll), p)

    def total(self):
        return sum(p * self.value(dice, r, 0) for dice, r, p in self.first_rolls())

    def from_row(self, state, colours):
        """The per-die state behind a solver state ``(r, e, p, ((boosts, others) per colour)[, made])``:
        explosions and pistols go on the dice each colour has left (where an explosion sits cannot
        matter if re-rolling one never helps, which is what is checked)."""
        r, e, p, rest = state[:4]
        dice, free = [], []
        for colour, (b, o) in zip(colours, rest):
            dice += [(colour, "boost")] * b + [(colour, "blank")] * o
            free += [colour] * (self.dice.count(colour) - b - o)
        assert len(free) == e + p, state
        dice += [(c, "explosion") for c in free[:e]] + [(c, "pistol") for c in free[e:]]
        return tuple(sorted(dice)), r, (state[4] if self.chain else 0)


def _q(x):
    return sympy.Rational(x.numerator, x.denominator)


CASES = [({"red": 2, "black": 1}, "open"), ({"red": 1, "green": 1, "black": 1}, "open"),
         ({"red": 2, "black": 2}, "printed"), ({"red": 3, "green": 1}, "open")]


@pytest.mark.parametrize("pool,face_colours", CASES)
@pytest.mark.parametrize("goal,need", [("subdue", 2), ("killer", 2), ("expected_hits", 1)])
@pytest.mark.parametrize("chain", ["no", "yes"])
def test_fast_solver_equals_a_brute_force_over_the_dice(pool, face_colours, goal, need, chain):
    mix = D.ILLUSTRATIVE_MIX
    bf = BruteForce(pool, mix, face_colours, goal, need, chain == "yes")
    plan = A.attack_policy(pool, mix, goal=goal, need=need, face_colours=face_colours, ammo_chain=chain,
                           special_dice_split="nine_any")
    assert plan.value == _q(bf.total())
    # the outcome is the optimal policy's: its goal value is the optimum, and its hits agree
    score = {"subdue": lambda h: int(h >= need), "killer": lambda h: int(h >= 2)}.get(goal, lambda h: h)
    assert plan.outcome.mean(lambda o: score(o[0])) == plan.value
    assert plan.hits_outcome == plan.outcome.map(lambda o: o[0])
    # every decision row: its value, and the value of each choice, from the dice one by one
    rows = {s: row for s, row in plan.policy.rows.items() if s != ("roll",)}  # ("roll",): nothing rolled yet
    assert rows or not any(r for _, r, _ in bf.first_rolls())  # no row only where no ammo can show
    for s, row in rows.items():
        dice, r, made = bf.from_row(s, plan.colours)
        assert row.value == _q(bf.value(dice, r, made)), s
        for action, v in row.choices.items():
            if action == "stop":
                want = _worth(goal, need, [k for _, k in dice])
            else:
                _, colour, name = action
                i = dice.index((colour, "blank" if name == "other" else name))
                want = bf.reroll(dice, r, made, i)
            assert v == _q(want), (s, action)
        assert row.choices[row.action] == row.value, s


def test_the_oracle_would_see_a_wrong_policy():
    # the brute force tells a re-roll that helps from one that does not (it is not vacuous):
    # one red die showing a boost, one showing an explosion, one re-roll left
    bf = BruteForce({"red": 2}, D.ILLUSTRATIVE_MIX, "open", "expected_hits", 1, False)
    held = (("red", "boost"), ("red", "explosion"))
    stop = _worth("expected_hits", 1, ["boost", "explosion"])
    assert stop == 2 and bf.reroll(held, 1, 0, 1) < stop  # re-rolling the explosion loses
    assert bf.value(held, 1, 0) == stop


def test_ammo_chain_has_a_documented_pool_limit():
    with pytest.raises(ValueError, match="pool"):
        A.attack_policy({"red": 3, "green": 3, "black": 2}, D.ILLUSTRATIVE_MIX, ammo_chain="yes")
