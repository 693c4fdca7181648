"""The Stability check by brute force (Rogue Agent, Defuse a Bomb: Stability check): shared test oracle."""

import itertools
from fractions import Fraction as F


def brute_force(n, c, e, variant):
    """Enumerate all 3**n face tuples of one round (full) or of the dice in turn (simplified)."""
    faces = {"C": c, "E": e, "-": 1 - c - e}
    passed = exploded = again = F(0)
    for roll in itertools.product(faces, repeat=n):
        p = F(1)
        for f in roll:
            p *= faces[f]
        if variant == "full":
            if "E" in roll:
                exploded += p
            elif "C" in roll:
                passed += p
            else:
                again += p
        else:
            first = next((f for f in roll if f != "-"), "-")
            if first == "E":
                exploded += p
            else:
                passed += p
    if n == 0:
        return F(1)
    if variant == "full":
        return passed / (passed + exploded)  # a round of neither symbol is rolled again
    return passed
