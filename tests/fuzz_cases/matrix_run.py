"""Fuzz base cases: whole Matrix runs (edgekit.matrix.game and the names it re-exports from
edgekit/matrix/). Owner: the Matrix runs engineer."""

from edgekit import matrix as mx

from . import Case, case

_X = 23
_GRID = mx.Grid([((_X, _X), ("Suns", 1)), ((_X + 1, _X), ("Moons", 6))])
_TINY = mx.game(colours=1, ice=0, bottom_ice=0)

CASES = {
    # built as a Case: case()'s own target= keyword would take the game's target
    "edgekit.matrix.game": Case(kwargs=dict(advanced=False, target=5, colours=2, ice=1, bottom_ice=1)),
    "edgekit.matrix.Grid": case([((_X, _X), ("Suns", 1))]),
    "edgekit.matrix.draw": case(_GRID, breakers={"Suns": (_X, _X)}, powerups=[(_X + 1, _X)]),
    "edgekit.matrix.Breaker": case("Ankara", 2),
    "edgekit.matrix.breaker": case("Ankara"),
    "edgekit.matrix.breakers": case(),
    "edgekit.matrix.named_policies": case(),
    "edgekit.matrix.default_policy": case(),
    "edgekit.matrix.exact_win": case(_TINY, max_states=1000),
    "edgekit.matrix.value_iteration_win": case(_TINY, max_states=1000),
    # the advanced game (issue 22): the vocabulary of abilities, the breaker table, what is left out
    "edgekit.matrix.ability": case(strength=2, colours=("Suns",), kind="fort", distance_at_most=2, reach=2,
                                   move_forts=True, fort_colours=("Moons",), fort_within=3),
    "edgekit.matrix.fort_mover": case(("Suns",), 2),
    "edgekit.matrix.Ability": case((mx.StrengthChange(1), mx.Reach(2))),
    "edgekit.matrix.StrengthChange": case(2, (mx.KindIs("ice"),)),
    "edgekit.matrix.Reach": case(2),
    "edgekit.matrix.MoveForts": case(frozenset({"Suns"}), 2),
    "edgekit.matrix.ColourIn": case(frozenset({"Suns", "Arms"})),
    "edgekit.matrix.KindIs": case("fort"),
    "edgekit.matrix.DistanceAtMost": case(2),
    "edgekit.matrix.DistanceAtLeast": case(2),
    "edgekit.matrix.breaker_table": case({("Suns", 1): mx.ability(strength=1)}),
    "edgekit.matrix.left_out": case(),
}

EXEMPT: dict = {
    "edgekit.matrix.BreakerTable": "made by edgekit.matrix.breaker_table(), which checks every slot; "
                                   "listed for isinstance checks, not as a constructor",
    "edgekit.matrix.MatrixGame": "made by edgekit.matrix.game(), which checks every argument; listed for "
                                 "isinstance checks, not as a constructor",
    "edgekit.matrix.MatrixState": "made by MatrixGame.new_initial_state() and State.apply(); listed for "
                                  "isinstance checks, not as a constructor",
}
