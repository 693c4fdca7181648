"""Fuzz base cases: edgekit core (dist, exact, procedure, readings, montecarlo, replay, data).
Owner: core."""

from fractions import Fraction

import sympy

from edgekit import Dist
from edgekit.procedure import ChoiceProcedure, PolicyRow, PolicyTable, Procedure

from . import case

X = sympy.Symbol("x")
D6 = Dist.die(6)
COIN = Dist.uniform(["win", "lose"])


def _win_number():
    from edgekit.edge_city import win_number
    return win_number


def _walk(s):
    """Any hashable start walks to "end" (so the fuzzer tests edgekit, not this function)."""
    if s == "end":
        return None
    return Dist.point("end") if s == "mid" else Dist.from_weights({"mid": 1, "end": 1})


PROC = Procedure(_walk)
GAME = ChoiceProcedure(lambda s: [] if s == "end" else ["stop", "roll"],
                       lambda s, a: Dist.point("end") if a == "stop" else Dist.uniform(["end", "end"]),
                       lambda s: 1)
TABLE = PolicyTable(Fraction(1, 2), {0: PolicyRow(0, "roll", Fraction(1, 2), {"roll": Fraction(1, 2)})})

CASES = {
    # edgekit.dist
    "edgekit.dist.Dist.from_weights": case({"a": 1, "b": 2}),
    "edgekit.dist.Dist.from_probs": case({"a": Fraction(1, 3), "b": Fraction(2, 3)}),
    "edgekit.dist.Dist.die": case(6),
    "edgekit.dist.Dist.uniform": case(["a", "b", "b"]),
    "edgekit.dist.Dist.point": case(3),
    "edgekit.dist.Dist.mix": case([(Fraction(1, 2), D6), (Fraction(1, 2), COIN)]),
    "edgekit.dist.Dist.pool": case(D6, 3, [6, 5]),
    "edgekit.dist.as_probability": case(Fraction(1, 6)),
    "edgekit.dist.is_symbolic_value": case(1 - X),
    # instance methods of Dist (optional cases, fuzzed too)
    "edgekit.dist.Dist.map": case(lambda o: o % 2, target=lambda: D6.map),
    "edgekit.dist.Dist.repeat": case(2, target=lambda: D6.repeat),
    "edgekit.dist.Dist.add": case(D6, target=lambda: D6.add),
    "edgekit.dist.Dist.condition": case(lambda o: o > 2, target=lambda: D6.condition),
    "edgekit.dist.Dist.prob": case(3, target=lambda: D6.prob),
    "edgekit.dist.Dist.p": case(lambda o: o > 4, target=lambda: D6.p),
    "edgekit.dist.Dist.mean": case(target=lambda: D6.mean),
    "edgekit.dist.Dist.table": case("at_least", target=lambda: D6.table),
    "edgekit.dist.Dist.highest": case(4, 3, 0, target=lambda: D6.highest),
    "edgekit.dist.Dist.lowest": case(4, 2, 1, target=lambda: D6.lowest),
    "edgekit.dist.Dist.combine": case(D6, max, target=lambda: D6.combine),
    "edgekit.dist.Dist.subs": case({X: Fraction(1, 3)},
                                   target=lambda: Dist.from_probs({1: X, 2: 1 - X}).subs),
    # edgekit.exact
    # (the name given is "value": their messages name the caller's argument, here "value")
    "edgekit.exact.as_exact": case("value", Fraction(1, 2)),
    "edgekit.exact.as_whole": case("value", 3, 1, 6),
    "edgekit.exact.as_seed": case("value", 5),
    "edgekit.exact.as_flag": case("value", True),
    "edgekit.exact.as_name": case("value", "BURN", ("BURN",)),
    "edgekit.exact.as_fraction": case("value", sympy.Rational(1, 3)),
    # edgekit.procedure
    "edgekit.procedure.Procedure": case(_walk),
    "edgekit.procedure.Procedure.solve": case(0, target=lambda: PROC.solve),
    "edgekit.procedure.ChoiceProcedure": case(GAME.actions, GAME.step, GAME.value, goal="win"),
    "edgekit.procedure.ChoiceProcedure.solve": case(0, target=lambda: GAME.solve),
    "edgekit.procedure.ProcedureResult": case(D6, Fraction(1), {}, ()),
    "edgekit.procedure.PolicyTable": case(Fraction(1, 2), {}, "win"),
    "edgekit.procedure.PolicyRow": case(0, "roll", Fraction(1, 2), {"roll": Fraction(1, 2)}),
    # edgekit.readings
    "edgekit.readings.Reading": case("fuzz_reading", "Edge City", "a question?", {"a": "A", "b": "B"},
                                     "a", "why", ("Edge City 8.4",)),
    "edgekit.readings.Answer": case(3, {"natural_12": "ends_action"}, ("Edge City 8.4",), ""),
    "edgekit.readings.get": case("natural_12"),
    "edgekit.readings.all": case(),
    "edgekit.readings.by_game": case("Edge City"),
    "edgekit.readings.data_file": case("Matrix"),
    "edgekit.readings.resolve": case(("natural_12",), {"natural_12": None}),
    "edgekit.readings.uses": case("natural_12"),
    "edgekit.readings.Rules": case("Edge City", {"natural_12": "plain_failure"}),
    "edgekit.readings.defaults": case("Edge City"),
    "edgekit.readings.game_name": case("edge_city"),
    "edgekit.readings.readings_of": case(_win_number()),
    "edgekit.readings.cites_of": case("Rules: Edge City 8.4, 8.5.1."),
    # edgekit.montecarlo
    "edgekit.montecarlo.Estimate": case(0.5, 100, returns=object),
    "edgekit.montecarlo.sample": case(D6, 10, seed=1),
    "edgekit.montecarlo.sample_procedure": case(PROC, 0, 10, seed=1),
    "edgekit.montecarlo.sample_choice": case(GAME, lambda s: "roll", 0, 10, seed=1),
    "edgekit.procedure.ChoiceProcedure.follow": case(0, GAME.solve(0), target=lambda: GAME.follow),
    "edgekit.montecarlo.estimate": case([1, 2, 3, 4], lambda d: d == 3),
    "edgekit.montecarlo.agrees": case(Fraction(1, 2), None, sigmas=4.0,
                                      why="est is filled in below"),
    "edgekit.montecarlo.frequencies": case([1, 1, 2]),
    # edgekit.replay
    "edgekit.replay.Step": case(1, "Ripper", "Win Roll", "Edge City 8.4", "win"),
    "edgekit.replay.Mismatch": case(1, "W", 7, 8),
    "edgekit.replay.Replay": case("toy", "Nowhere 1.1", game="Edge City"),
    "edgekit.replay.ScriptedDice": case([5, 6]),
    "edgekit.replay.SeededDice": case(3),
    "edgekit.replay.Unstated": case("win"),
    "edgekit.replay.Replay.note_step": case(
        "Ripper", "choose", "Edge City 8.4", "win", chance=1,
        target=lambda: __import__("edgekit.replay").replay.Replay("toy", "N 1", game="Edge City").note_step),
    # edgekit.data
    "edgekit.data.load_csv": case("edge_city/status_levels.csv", {"status": str}),
}

from edgekit.montecarlo import Estimate  # noqa: E402

CASES["edgekit.montecarlo.agrees"] = case(Fraction(1, 2), Estimate(0.5, 1000), sigmas=4.0)

EXEMPT = {
    "edgekit.dist.Dist": "its constructor is private (it always raises TypeError naming the "
                         "public builders, which are fuzzed: Dist.from_weights, Dist.die...)",
    "edgekit.readings.register": "adds to the process-wide reading registry (a fuzzed call would "
                                 "leave readings behind for later tests); tests/test_readings.py "
                                 "checks its refusals",
}
