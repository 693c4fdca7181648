"""The fast integer attack solver (attack_solver) against the generic ChoiceProcedure on the same
game written out again (the previous implementation), ammo_chain included: values, every policy
row and the (hits, wounds) outcome. Rules: Rogue Agent: Justice: Attack, Dice Faces."""

import pytest

from edgekit.dist import Dist
from edgekit.procedure import ChoiceProcedure
from edgekit.rogue_agent.rules import attack as A
from edgekit.rogue_agent.rules import dice as D
from edgekit.rogue_agent.rules.dice import COLOURS, pool_counts, special_die

_ROLL = ("roll",)
_AMMO = {"ammo": 1, "double_ammo": 2}


def _category(face):
    return face if face in ("explosion", "boost", "pistol") else "other"


def _goal_value(goal, need):
    if goal == "subdue":
        return lambda h: 1 if h >= need else 0
    if goal == "killer":
        return lambda h: 1 if h >= 2 else 0
    return lambda h: h


def _state_hits(state):
    e, p, rest = state[1], state[2], state[3]
    return A.hits(e, sum(b for b, _ in rest)), p


class _AttackGame:
    """The state machine behind :func:`attack_policy` (OpenSpiel-style: actions, chance, value).

    Explosions are never offered for a re-roll: re-rolling one cannot raise the
    hits (an explosion is worth at least as much as any face it could become,
    and the re-roll is lost), so every goal here, being non-decreasing in hits,
    is served at least as well by keeping it. The exhaustive oracle in the tests
    does offer them and finds the same values.
    """

    def __init__(self, pool, mix, face_colours, goal, need, ammo_chain="no"):
        self.chain = ammo_chain == "yes"
        self.cap = 2 * sum(pool.values())  # the re-roll cap under ammo_chain="yes"
        self.colours = tuple(c for c in COLOURS if pool.get(c))
        self.pool = pool
        self.dies = {c: special_die(c, mix=mix, face_colours=face_colours).dist for c in self.colours}
        self.score = _goal_value(goal, need)
        # where one re-rolled die of each colour lands (ammo shown on a re-roll gives no new re-roll)
        self.land = {c: self.dies[c].map(_category) for c in self.colours}
        # under ammo_chain="yes": where it lands and the re-rolls its ammo grants
        self.land_ammo = {c: self.dies[c].map(lambda f: (_category(f), _AMMO.get(f, 0)))
                          for c in self.colours}
        self.mix, self.face_colours = mix, face_colours

    def first_roll(self) -> Dist:
        total = None
        empty = tuple((0, 0) for _ in self.colours)
        for i, c in enumerate(self.colours):
            faces = ("explosion", "boost", "pistol", "ammo", "double_ammo")
            # the pool was checked against the dice split already; count one colour without re-checking
            part = pool_counts({c: self.pool[c]}, faces, mix=self.mix, face_colours=self.face_colours,
                               special_dice_split="nine_any")
            n = self.pool[c]

            def place(t, i=i, n=n):
                e, b, p, a, d = t
                rest = list(empty)
                rest[i] = (b, n - e - b - p)
                return (a + 2 * d, e, p, tuple(rest))
            part = part.map(place)
            total = part if total is None else total.combine(part, _merge)
        return total.map(lambda s: (*s, 0)) if self.chain else total

    def actions(self, state):
        if state == _ROLL:
            return ["roll"]
        r, rest = state[0], state[3]
        if r == 0 or (self.chain and state[4] >= self.cap):
            return []
        acts = ["stop"]
        for colour, (b, o) in zip(self.colours, rest):
            if b:
                acts.append(("reroll", colour, "boost"))
            if o:
                acts.append(("reroll", colour, "other"))
        return acts

    def step(self, state, action) -> Dist:
        if action == "roll":
            return self.first_roll()
        r, e, p, rest = state[:4]
        if action == "stop":
            return Dist.point((0, *state[1:]))
        _, colour, name = action
        i = self.colours.index(colour)
        b, o = rest[i]
        left = (b - 1, o) if name == "boost" else (b, o - 1)

        def after(landed):
            bb, oo = left
            ee, pp = e + (landed == "explosion"), p + (landed == "pistol")
            bb += landed == "boost"
            oo += landed == "other"
            new = list(rest)
            new[i] = (bb, oo)
            return (r - 1, ee, pp, tuple(new))
        if not self.chain:
            return self.land[colour].map(after)
        made = state[4] + 1

        def after_chain(landed):
            face, more = landed
            s = after(face)
            return (s[0] + more, *s[1:], made)
        return self.land_ammo[colour].map(after_chain)

    def value(self, state):
        return self.score(_state_hits(state)[0])


_AMMO = {"ammo": 1, "double_ammo": 2}


def _merge(a, b):
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2],
            tuple((x[0] + y[0], x[1] + y[1]) for x, y in zip(a[3], b[3])))


def oracle(pool, mix, face_colours, goal, need, chain):
    game = _AttackGame(pool, mix, face_colours, goal, need, chain)
    proc = ChoiceProcedure(game.actions, game.step, game.value)
    table = proc.solve(_ROLL)
    return table, proc.follow(_ROLL, table, _state_hits)


CASES = [({"red": 2, "black": 1}, "open"), ({"red": 1, "green": 1, "black": 1}, "open"),
         ({"red": 2, "black": 2}, "printed"), ({"red": 3, "green": 1}, "open")]


@pytest.mark.parametrize("pool,face_colours", CASES)
@pytest.mark.parametrize("goal,need", [("subdue", 2), ("killer", 2), ("expected_hits", 1)])
@pytest.mark.parametrize("chain", ["no", "yes"])
def test_fast_solver_equals_choice_procedure(pool, face_colours, goal, need, chain):
    mix = D.ILLUSTRATIVE_MIX
    table, outcome = oracle(pool, mix, face_colours, goal, need, chain)
    plan = A.attack_policy(pool, mix, goal=goal, need=need, face_colours=face_colours, ammo_chain=chain,
                           special_dice_split="nine_any")
    assert plan.value == table.value
    assert plan.outcome == outcome
    assert plan.hits_outcome == outcome.map(lambda o: o[0])
    assert set(plan.policy.rows) == set(table.rows)
    for s, row in table.rows.items():
        assert plan.policy.rows[s].action == row.action, s
        assert plan.policy.rows[s].choices == row.choices, s


def test_ammo_chain_has_a_documented_pool_limit():
    with pytest.raises(ValueError, match="pool"):
        A.attack_policy({"red": 3, "green": 3, "black": 2}, D.ILLUSTRATIVE_MIX, ammo_chain="yes")
