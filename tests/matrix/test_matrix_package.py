"""The one Matrix package (issue 20): every name ``edgekit.matrix`` and the former
``edgekit.matrix_run`` exported stays exported by ``edgekit.matrix`` with the same meaning, the
package loads its modules on first use, and no room or module name shadows a public name."""

import pkgutil

import edgekit.matrix as mx

# The public names before the move (edgekit.matrix.__all__, which held all of edgekit.matrix_run's),
# with the qualified name (or value) each one had.
BEFORE = {
    "FORT_STRENGTH": 6, "ICE_STRENGTHS": (1, 2, 3, 4, 5), "MAX_POWERUPS": 24, "BRAIN_DEATH": 10,
    "COLOURS": ("Suns", "Moons", "Crowns", "Arms"),
    "die": "die", "breaker_strength": "breaker_strength", "break_probability": "break_probability",
    "break_outcome": "break_outcome", "fort_table": "fort_table", "fort_die_shift": "fort_die_shift",
    "first_fort_position": "first_fort_position", "fort_positions": "fort_positions",
    "game": "game", "MatrixGame": "MatrixGame", "MatrixState": "MatrixState", "Grid": "Grid", "draw": "draw",
    "Breaker": "Breaker", "breaker": "breaker", "breakers": "breakers", "named_policies": "named_policies",
    "default_policy": "default_policy", "exact_win": "exact_win",
    "value_iteration_win": "value_iteration_win",
    "BREAKER_NAMES": None,  # checked against breakers() below
}


def _every_module():
    return [m.name for m in pkgutil.walk_packages(mx.__path__, "edgekit.matrix.")
            if not m.name.endswith(".openspiel")]  # imports pyspiel (tests/matrix/test_run.py covers it)


# Added since (issue 22: the advanced game): the breaker table, the abilities' vocabulary, what is left out.
ADDED = {"BreakerTable", "breaker_table", "Ability", "ability", "fort_mover", "UNKNOWN", "StrengthChange",
         "Reach", "MoveForts", "ColourIn", "KindIs", "DistanceAtMost", "DistanceAtLeast", "left_out"}


def test_every_name_exported_before_is_exported_with_the_same_meaning():
    assert sorted(mx.__all__) == sorted(set(BEFORE) | ADDED)
    for name, meaning in BEFORE.items():
        value = getattr(mx, name)
        if meaning is None:
            assert value == tuple(b.name for b in mx.breakers()) and len(value) == 24
        elif isinstance(meaning, str):
            assert value.__qualname__ == meaning, name
            assert value.__module__.startswith("edgekit.matrix."), name
        else:
            assert value == meaning, name
    assert mx.break_probability(6, same_colour=True) == mx.break_outcome(6, same_colour=True).p(
        lambda o: o[0] == "broken")


def test_the_rooms_are_the_agreed_ones():
    # the shape every game shares is checked in tests/test_packages.py and tests/test_layers.py
    assert {n.split(".")[2] for n in _every_module()} >= {"rules", "board", "whole_game"}
    assert callable(mx.breakers) and callable(mx.game)
