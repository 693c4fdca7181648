"""The exact optimal ammo re-rolls of an attack, solved fast in integers (for :func:`attack_policy`).

The attack after its first roll is a finite game: each re-roll takes one unlocked boost or
"other" die of a colour and lands it again. The value depends only on the explosions, the
boosts and the re-rolls left (pistols only wound the Agent), so the optimum is found over those
states, in exact integer arithmetic: with every face probability written over one common
denominator ``D``, ``U = V * D**h`` is a whole number for a state with ``h`` re-rolls still
possible (``h`` falls by exactly one per re-roll), so values are compared exactly without a
single Fraction. The policy table is built lazily (a row when it is asked for), and the outcome
Dist of (hits, wounds) by one forward pass over the states the policy reaches.

Same game, same tie rule (ties go to the first listed action: stop, then each colour's boost and
other dice) as the generic :class:`~edgekit.procedure.ChoiceProcedure`, which the tests use as
an oracle.

Rules: Rogue Agent: Justice: Attack, Dice Faces.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Mapping
from fractions import Fraction
from types import MappingProxyType

import sympy

from ..._lazy import lazy
from ...dist import Dist
from ...procedure import PolicyRow, PolicyTable
from .dice import COLOURS, special_die

np = lazy("numpy")  # imported on first use (edgekit/_lazy.py)

ROLL = ("roll",)  # the start state: nothing rolled yet
AMMO = MappingProxyType({"ammo": 1, "double_ammo": 2})  # read-only: the solver reads it


def category(face: str) -> str:
    return face if face in ("explosion", "boost", "pistol") else "other"


def hits(explosions: int, boosts: int) -> int:
    return explosions + min(boosts, explosions)


def score_fn(goal: str, need: int):
    if goal == "subdue":
        return lambda h: 1 if h >= need else 0
    if goal == "killer":
        return lambda h: 1 if h >= 2 else 0
    return lambda h: h


class FastAttack:
    """The solved game for one pool, face mix, goal and reading of ``ammo_chain``."""

    def __init__(self, pool: dict, mix, face_colours: str, goal: str, need: int, chain: bool):
        self.pool, self.mix, self.face_colours = pool, mix, face_colours
        self.colours = tuple(c for c in COLOURS if pool.get(c))
        self.chain, self.cap = chain, 2 * sum(pool.values())
        self.score = score_fn(goal, need)
        self.goal, self.need = goal, need
        dies = {c: special_die(c, mix=mix, face_colours=face_colours).dist for c in self.colours}
        probs = {c: {f: Fraction(int(dies[c].prob(f).p), int(dies[c].prob(f).q)) for f in dies[c].outcomes()}
                 for c in self.colours}
        self.D = math.lcm(*[p.denominator for ps in probs.values() for p in ps.values()], 1)
        # per colour: [(category, extra re-rolls, integer weight over D)]
        self.land = {}
        for c in self.colours:
            acc: dict = {}
            for f, p in probs[c].items():
                key = (category(f), AMMO.get(f, 0) if chain else 0)
                acc[key] = acc.get(key, 0) + p.numerator * (self.D // p.denominator)
            self.land[c] = [(k[0], k[1], w) for k, w in acc.items() if w]
        self._probs = probs
        self._u: dict = {}
        self._best: dict = {}
        self._dp = None
        self._first = None
        self._firstw = None
        self._firsta = None

    # states: (r, e, p, rest) or, under the chain reading, (r, e, p, rest, made)
    def h(self, state) -> int:
        return self.cap - state[4] if self.chain else state[0]

    def actions(self, state) -> list:
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

    def successors(self, state, action):
        """[(next state, integer weight over D)] of a re-roll."""
        r, e, p, rest = state[:4]
        _, colour, name = action
        i = self.colours.index(colour)
        b, o = rest[i]
        b, o = (b - 1, o) if name == "boost" else (b, o - 1)
        out = []
        for cat, more, w in self.land[colour]:
            nb, no = b + (cat == "boost"), o + (cat == "other")
            new = rest[:i] + ((nb, no),) + rest[i + 1:]
            nxt = (r - 1 + more, e + (cat == "explosion"), p + (cat == "pistol"), new)
            if self.chain:
                nxt += (state[4] + 1,)
            out.append((nxt, w))
        return out

    def _reduced(self, state):
        return (state[0], state[1], state[3]) + ((state[4],) if self.chain else ())

    def stop_u(self, state) -> int:
        return self.score(hits(state[1], sum(b for b, _ in state[3]))) * self.D ** self.h(state)

    def u(self, state) -> int:
        """V(state) * D**h(state), a whole number (pistols ignored: they do not change the value)."""
        if not self.chain:
            return self._lookup(state)[0]
        key = self._reduced(state)
        got = self._u.get(key)
        if got is not None:
            return got
        acts = self.actions(state)
        stop = self.stop_u(state)
        if not acts:
            self._u[key] = stop
            return stop
        best_a, best = "stop", stop
        for a in acts[1:]:
            v = sum(w * self.u(t) for t, w in self.successors(state, a))
            if v > best:
                best_a, best = a, v
        self._u[key], self._best[key] = best, best_a
        return best

    def choices(self, state) -> dict:
        """{action: exact value} of a decision state, as Fractions."""
        scale = self.D ** self.h(state)
        out = {"stop": Fraction(self.stop_u(state), scale)}
        for a in self.actions(state)[1:]:
            out[a] = Fraction(sum(w * self.u(t) for t, w in self.successors(state, a)), scale)
        return out

    def action(self, state):
        if not self.chain:
            _, a, acts = self._lookup(state)
            return "stop" if a == 0 else acts[a - 1][0]
        self.u(state)
        return self._best.get(self._reduced(state), "stop")

    # ------------------------------------------------------------------ the first roll
    def first_roll(self) -> Dist:
        """The states right after the roll, as a Dist, in integers (multinomial counts per colour)."""
        if self._first is None:
            self._first = Dist.from_weights(self._first_weights())
        return self._first

    def _first_weights(self) -> dict:
        """{state right after the roll: integer weight} (built from :meth:`_first_arrays`)."""
        if self._firstw is None:
            r, e, p, k, w = self._first_arrays()
            rests = self._rests()
            tail = (0,) if self.chain else ()
            self._firstw = {(int(a), int(b), int(c), rests[int(d)]) + tail: int(x)
                            for a, b, c, d, x in zip(r, e, p, k, w)}
        return self._firstw

    def after_roll(self, n: int, keep) -> list:
        """Up to ``n`` states right after the roll for which ``keep(state)`` holds, most re-rolls
        first (then by their text): built level by level, so a display makes only what it shows."""
        r, e, p, k, _ = self._first_arrays()
        rests = self._rests()
        tail = (0,) if self.chain else ()
        out = []
        for level in sorted(set(r.tolist()), reverse=True):
            sel = np.nonzero(r == level)[0]
            states = [(level, int(e[i]), int(p[i]), rests[int(k[i])]) + tail for i in sel]
            for st in sorted(states, key=lambda st: str(st[1:])):
                if len(out) >= n:
                    return out
                if self.actions(st) and keep(st):
                    out.append(st)
        return out

    def _rests(self) -> list:
        pairs = [[(b, o) for b in range(self.pool[c] + 1) for o in range(self.pool[c] + 1 - b)]
                 for c in self.colours]
        return list(itertools.product(*pairs))

    def _first_arrays(self):
        """The first roll as arrays (re-rolls, explosions, pistols, dice-left index, weight): the
        multinomial counts of each colour, then every combination of colours by broadcasting."""
        if self._firsta is not None:
            return self._firsta
        per = []
        for c in self.colours:
            n = self.pool[c]
            pairs = [(b, o) for b in range(n + 1) for o in range(n + 1 - b)]
            pidx = {bo: k for k, bo in enumerate(pairs)}
            w = {f: p.numerator * (self.D // p.denominator) for f, p in self._probs[c].items()}
            faces = list(w)
            acc: dict = {}
            for combo in itertools.combinations_with_replacement(range(len(faces)), n):
                counts = [combo.count(k) for k in range(len(faces))]
                ways = math.factorial(n)
                weight = 1
                for k, m in enumerate(counts):
                    ways //= math.factorial(m)
                    weight *= w[faces[k]] ** m
                got = dict(zip(faces, counts))
                e, b, p = got.get("explosion", 0), got.get("boost", 0), got.get("pistol", 0)
                key = (got.get("ammo", 0) + 2 * got.get("double_ammo", 0), e, p, pidx[(b, n - e - b - p)])
                acc[key] = acc.get(key, 0) + ways * weight
            per.append((np.array(list(acc), dtype=np.int64).reshape(-1, 4), list(acc.values()), len(pairs)))
        total_w = self.D ** sum(self.pool.values())
        dtype = object if total_w >= 2**62 else np.int64
        r = e = p = k = np.zeros(1, np.int64)
        w = np.ones(1, dtype=dtype)
        for keys, ws, npairs in per:
            wc = np.array(ws, dtype=dtype)
            r = (r[:, None] + keys[None, :, 0]).ravel()
            e = (e[:, None] + keys[None, :, 1]).ravel()
            p = (p[:, None] + keys[None, :, 2]).ravel()
            k = (k[:, None] * npairs + keys[None, :, 3]).ravel()
            w = (w[:, None] * wc[None, :]).ravel()
        # merge equal states (p is fixed by the dice left and the explosions)
        lin = (r * (int(e.max()) + 1) + e) * (int(k.max()) + 1) + k
        uniq, inv = np.unique(lin, return_inverse=True)
        tot = np.zeros(len(uniq), dtype=dtype)
        np.add.at(tot, inv, w)
        first = np.zeros(len(uniq), np.int64)
        first[inv] = np.arange(len(lin))
        self._firsta = (r[first], e[first], p[first], k[first], tot)
        return self._firsta

    # ------------------------------------------------------------------ the array solver
    def _arrays(self):
        """Vectorised backward induction over (explosions, dice left per colour), one re-roll level
        at a time, in exact integers (int64 when the numbers fit, else Python ints)."""
        if self._dp is not None:
            return self._dp
        cs = self.colours
        rests, ridx, btot, acts, tgts = _index(tuple((c, self.pool[c]) for c in cs))
        emax = sum(self.pool.values())
        rmax = int(self._first_arrays()[0].max())
        big = self.D ** (rmax + 1) * (2 * emax + 1) >= 2**62
        dtype = object if big else np.int64
        ev = np.arange(emax + 2)[:, None]
        hits_arr = ev + np.minimum(btot[None, :], ev)
        score = self._score_array(hits_arr).astype(dtype)
        U = [score]
        A = [np.zeros(score.shape, np.int64)]
        for r in range(1, rmax + 1):
            prev = U[-1]
            shifted = np.zeros_like(prev)
            shifted[:-1] = prev[1:]
            best = score * self.D**r
            act = np.zeros(score.shape, np.int64)
            for ai, ((_, valid, c), tg) in enumerate(zip(acts, tgts)):
                val = np.zeros_like(prev)
                for cat, _, w in self.land[c]:
                    src = shifted if cat == "explosion" else prev
                    val = val + w * src[:, tg[cat]]
                better = valid[None, :] & (val > best)
                best = np.where(better, val, best)
                act = np.where(better, ai + 1, act)
            U.append(best)
            A.append(act)
        self._dp = (U, A, acts, tgts, ridx, hits_arr, rmax)
        return self._dp

    def _score_array(self, hits_arr):
        if self.goal == "subdue":
            return (hits_arr >= self.need).astype(np.int64)
        if self.goal == "killer":
            return (hits_arr >= 2).astype(np.int64)
        return hits_arr.astype(np.int64)

    def _lookup(self, state):
        U, A, acts, _, ridx, _, _ = self._arrays()
        k = ridx[state[3]]
        return int(U[state[0]][state[1], k]), int(A[state[0]][state[1], k]), acts

    def hits_outcome(self) -> Dist:
        """The Dist of hits under the optimal policy: the first roll's mass pushed forward along the
        policy, one re-roll level at a time (a mass m at level r stands for m / (den0 * D**(rmax - r)))."""
        U, A, acts, tgts, _, hits_arr, rmax = self._arrays()
        fr, fe, _, fk, fw = self._first_arrays()
        den0 = int(fw.astype(object).sum())
        dtype = object if den0 * self.D ** (rmax + 1) >= 2**62 or fw.dtype == object else np.int64
        shape = U[0].shape
        mass = [np.zeros(shape, dtype=dtype) for _ in range(rmax + 1)]
        for r in range(rmax + 1):
            sel = fr == r
            if sel.any():
                np.add.at(mass[r], (fe[sel], fk[sel]), fw[sel].astype(dtype) * self.D ** (rmax - r))
        hist = np.zeros(int(hits_arr.max()) + 1, dtype=dtype)
        for r in range(rmax, -1, -1):
            m, act = mass[r], A[r]
            stop = (act == 0) & (m != 0)
            es, ks = np.nonzero(stop)
            np.add.at(hist, hits_arr[es, ks], m[es, ks] * self.D**r)
            for ai, ((_, _, c), tg) in enumerate(zip(acts, tgts)):
                es, ks = np.nonzero((act == ai + 1) & (m != 0))
                if not len(es):
                    continue
                mm = m[es, ks]
                for cat, _, w in self.land[c]:
                    np.add.at(mass[r - 1], (es + (cat == "explosion"), tg[cat][ks]), mm * w)
        return Dist.from_weights({int(h): int(v) for h, v in enumerate(hist) if v})

    def solve(self):
        """(value, first-roll weights) under the optimal policy."""
        if not self.chain:
            U, _, _, _, _, _, rmax = self._arrays()
            fr, fe, _, fk, fw = self._first_arrays()
            num = 0
            for r in range(rmax + 1):
                sel = fr == r
                if sel.any():
                    num += int((fw[sel].astype(object) * U[r][fe[sel], fk[sel]].astype(object)).sum()) \
                        * self.D ** (rmax - r)
            return Fraction(num, int(fw.astype(object).sum()) * self.D**rmax), None
        first = self._first_weights()
        den0 = sum(first.values())
        hmax = max(self.h(s) for s in first)
        num = sum(w * self.u(s) * self.D ** (hmax - self.h(s)) for s, w in first.items())
        return Fraction(num, den0 * self.D**hmax), first

    def outcome(self) -> Dist:
        """The Dist of (hits, wounds) under the policy: forward along it, level by level (h falls by
        one per re-roll); a mass m at level h stands for m / (den0 * D**(hmax - h))."""
        first = self._first_weights()
        hmax = max(self.h(s) for s in first)
        levels: dict = {}
        for s, w in first.items():
            h = self.h(s)
            levels.setdefault(h, {})[s] = w * self.D ** (hmax - h)
        ends: dict = {}
        for h in range(hmax, -1, -1):
            for s, m in levels.pop(h, {}).items():
                a = self.action(s) if self.actions(s) else "stop"
                if a == "stop":
                    end = (hits(s[1], sum(b for b, _ in s[3])), s[2])
                    ends[end] = ends.get(end, 0) + m * self.D**h
                    continue
                nxt = levels.setdefault(h - 1, {})
                for t, w in self.successors(s, a):
                    nxt[t] = nxt.get(t, 0) + m * w
        return Dist.from_weights(ends)


CATS = ("explosion", "boost", "pistol", "other")


@functools.lru_cache(maxsize=64)
def _index(pool_items: tuple):
    """The state index of a pool (independent of the face mix, so cached): every tuple of
    (boosts, others) per colour, its number, the boosts in it, and for each re-roll action the
    states it leads to by where the die lands."""
    pairs = [[(b, o) for b in range(n + 1) for o in range(n + 1 - b)] for _, n in pool_items]
    rests = list(itertools.product(*pairs))
    ridx = {rest: k for k, rest in enumerate(rests)}
    btot = np.array([sum(b for b, _ in rest) for rest in rests])
    acts, tgts = [], []
    for ci, (c, _) in enumerate(pool_items):
        for kind in ("boost", "other"):
            valid = np.zeros(len(rests), bool)
            tg = {cat: np.zeros(len(rests), np.int64) for cat in CATS}
            for k, rest in enumerate(rests):
                b, o = rest[ci]
                if (b if kind == "boost" else o) == 0:
                    continue
                valid[k] = True
                b, o = (b - 1, o) if kind == "boost" else (b, o - 1)
                for cat in CATS:
                    nb, no = b + (cat == "boost"), o + (cat == "other")
                    tg[cat][k] = ridx[rest[:ci] + ((nb, no),) + rest[ci + 1:]]
            acts.append((("reroll", c, kind), valid, c))
            tgts.append(tg)
    return rests, ridx, btot, acts, tgts


def prepare(pool: Mapping) -> None:
    """Build the (face-mix free) state index of a pool ahead of time (a widget does this at start)."""
    _index(tuple((c, pool[c]) for c in COLOURS if pool.get(c)))


def _api(x: Fraction):
    return sympy.Rational(x.numerator, x.denominator)


class LazyRows(Mapping):
    """The policy rows of a :class:`FastAttack`: a row is built when it is asked for; iterating
    lists every decision state reachable under any choices (as the generic solver's table)."""

    def __init__(self, game: FastAttack, first: Dist, value: Fraction):
        self._g, self._first, self._value = game, first, value
        self._states = None
        self._rows: dict = {}

    def _all(self) -> list:
        if self._states is None:
            seen, order = set(), [ROLL]
            todo = list(self._g._first_weights())
            while todo:
                s = todo.pop()
                if s in seen:
                    continue
                seen.add(s)
                acts = self._g.actions(s)
                if not acts:
                    continue
                order.append(s)
                for a in acts[1:]:
                    todo.extend(t for t, _ in self._g.successors(s, a) if t not in seen)
            self._states = order
        return self._states

    def __getitem__(self, state):
        got = self._rows.get(state)
        if got is not None:
            return got
        if state == ROLL:
            row = PolicyRow(ROLL, "roll", _api(self._value), {"roll": _api(self._value)})
        else:
            if not isinstance(state, tuple) or len(state) != (5 if self._g.chain else 4) \
                    or not self._g.actions(state):
                raise KeyError(state)
            ch = self._g.choices(state)
            act = self._g.action(state)
            row = PolicyRow(state, act, _api(ch[act]), {a: _api(v) for a, v in ch.items()})
        self._rows[state] = row
        return row

    def __iter__(self):
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


def solve_fast(pool: dict, mix, face_colours: str, goal: str, need: int, chain: bool, goal_text: str):
    """(PolicyTable with lazy rows, value as a sympy Rational, the solved game)."""
    game = FastAttack(pool, mix, face_colours, goal, need, chain)
    value, first = game.solve()
    table = PolicyTable(_api(value), LazyRows(game, first, value), goal_text)  # rows built when read
    return table, table.value, game
