"""Keep-highest / keep-lowest of a pool of identical dice, by exact order statistics.

Used by :meth:`edgekit.dist.Dist.highest` and :meth:`~edgekit.dist.Dist.lowest`.
The faces are visited from the best down (for "highest"). A state is ``(dice placed so
far, sum of the kept ones)``; placing ``c`` of the remaining ``r`` dice on the face
``v`` multiplies the weight by ``C(r, c) * w(v)**c`` (which dice show it, and their
chance). The sorted positions ``drop .. drop+keep-1`` are the kept ones; once they are
all placed the sum is final and the rest of the dice may show any lower face, a factor
``(weight of the lower faces) ** (dice left)``. So the work is
``faces x dice x keep x sums x dice`` steps instead of one per multiset of faces.
Weights are Python ints (a numeric die) or polynomial-ring elements (a symbolic one);
the same arithmetic serves both.
"""

from __future__ import annotations

import math
from typing import Any


def keep_sum(faces: list[tuple[Any, Any]], n: int, keep: int, drop: int, zero: Any, one: Any) -> dict:
    """``{sum of kept faces: weight}`` for ``n`` dice.

    ``faces``: ``(value, weight)`` pairs ordered best first (highest first for keep-highest);
    the kept dice are the sorted positions ``drop .. drop + keep - 1`` from the best.
    ``zero``/``one``: the additive and multiplicative identities of the weights.
    """
    end = drop + keep  # once this many dice are placed, the kept sum is known
    out: dict = {}
    if keep == 0:
        return {0: _total(faces, zero) ** n if n else one}
    rest = [zero] * (len(faces) + 1)  # rest[i]: total weight of the faces after i
    for i in range(len(faces) - 1, -1, -1):
        rest[i] = rest[i + 1] + faces[i][1]
    binom = [[math.comb(r, c) for c in range(r + 1)] for r in range(n + 1)]
    states: dict[tuple[int, Any], Any] = {(0, 0): one}
    for i, (v, w) in enumerate(faces):
        lower = rest[i + 1]
        wpow, lpow = [one], [one]
        for _ in range(n):
            wpow.append(wpow[-1] * w)
            lpow.append(lpow[-1] * lower)
        # tail[r][c0]: the weight of "at least c0 of the r dice left show v, the rest lower",
        # i.e. sum over c >= c0 of C(r, c) w^c lower^(r - c): every such c ends the kept sum.
        rs = {n - j for j, _ in states}
        tail = {}
        for r in rs:
            row = [binom[r][c] * wpow[c] * lpow[r - c] if lower or c == r else zero
                   for c in range(r + 1)]
            acc, suffix = zero, [zero] * (r + 2)
            for c in range(r, -1, -1):
                acc = acc + row[c]
                suffix[c] = acc
            tail[r] = suffix
        new: dict = {}
        for (j, s), wt in states.items():
            r = n - j
            lo_kept = min(max(j, drop), end)
            c0 = end - j  # this many more dice here complete the kept ones
            if c0 <= r:
                s2 = s + (end - lo_kept) * v
                weight = wt * tail[r][c0]
                if weight:
                    out[s2] = out[s2] + weight if s2 in out else weight
            for c in range(min(c0, r + 1)):
                j2 = j + c
                kept = min(max(j2, drop), end) - lo_kept
                s2 = s + kept * v if kept else s
                weight = wt * (binom[r][c] * wpow[c]) if c else wt
                key = (j2, s2)
                new[key] = new[key] + weight if key in new else weight
        states = new
        if not states:
            break
    return out


def _total(faces, zero):
    t = zero
    for _, w in faces:
        t = t + w
    return t
