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
}

EXEMPT: dict = {
    "edgekit.matrix.MatrixGame": "made by edgekit.matrix.game(), which checks every argument; listed for "
                                 "isinstance checks, not as a constructor",
    "edgekit.matrix.MatrixState": "made by MatrixGame.new_initial_state() and State.apply(); listed for "
                                  "isinstance checks, not as a constructor",
}
