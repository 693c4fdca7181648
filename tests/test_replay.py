"""edgekit.replay: argument checks and read-only steps (issue 9)."""

import builtins

import pytest
import sympy

from edgekit.dist import Dist
from edgekit.replay import Replay, ScriptedDice, SeededDice


def toy():
    rep = Replay("toy", "Nowhere 1.1", game="Edge City", dice=ScriptedDice([5]),
                 readings={"natural_12": "ends_action"})
    rep.roll("Ripper", "Win Roll", "Edge City 8.4", Dist.die(6), lambda r: "win" if r <= 4 else "fail",
             stated={"W": 4})
    rep.note_step("Ripper", "choose", "Edge City 8.4", "stop", chance=1)
    return rep


def test_steps_and_readings_are_read_only():
    rep = toy()
    step = rep.steps[0]
    assert step.result == "fail" and step.odds["fail"] == sympy.Rational(1, 3)
    for mapping in (step.odds, step.stated, step.computed, rep.readings):
        with pytest.raises(TypeError):
            mapping["x"] = 1
    assert rep.chance == sympy.Rational(1, 3)  # P(fail) times a sure step


@pytest.mark.parametrize(("call", "name"), [
    (lambda: Replay(3, "N 1", game="Edge City"), "name"),
    (lambda: Replay("toy", "N 1", game="Edge City", readings="abc"), "readings"),
    (lambda: Replay("toy", "N 1", game="Edge City", dice=3), "dice"),
    (lambda: ScriptedDice(47), "rolls"),
    (lambda: SeededDice("x"), "seed"),
    (lambda: toy().note_step("a", "b", "c", "d", stated="abc"), "stated"),
    (lambda: toy().note_step("a", "b", "c", "d", chance=0.5), "chance"),
    (lambda: toy().note_step("a", "b", "c", "d", chance="1/2"), "chance"),
    (lambda: toy().note_step("a", "b", "c", "d", w=7.0), "w"),
])
def test_bad_arguments_name_the_argument(call, name):
    with pytest.raises(TypeError, match=name):
        call()


def test_a_code_string_chance_is_refused_not_run():
    code = "__import__('builtins').__setattr__('EDGEKIT_PWNED', 1) or 1"
    with pytest.raises(TypeError, match="chance"):
        toy().note_step("a", "b", "c", "d", chance=code)
    assert not hasattr(builtins, "EDGEKIT_PWNED")
