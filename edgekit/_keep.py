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
        wpow = [one]
        lpow = [one]
        for _ in range(n):
            wpow.append(wpow[-1] * w)
            lpow.append(lpow[-1] * lower)
        new: dict = {}
        for (j, s), wt in states.items():
            r = n - j
            row = binom[r]
            lo_kept = min(max(j, drop), end)
            for c in range(r + 1):
                j2 = j + c
                kept = min(max(j2, drop), end) - lo_kept  # this face's dice that are kept
                s2 = s + kept * v if kept else s
                weight = wt * (row[c] * wpow[c]) if c else wt
                if j2 >= end:
                    left = n - j2
                    if left and not lower:
                        continue
                    weight = weight * lpow[left] if left else weight
                    out[s2] = out[s2] + weight if s2 in out else weight
                else:
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
