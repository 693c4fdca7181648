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


# --------------------------------------------------------------------------- one step record (issue 20)
def test_replay_and_play_share_one_step_class():
    import edgekit.play as P
    import edgekit.play.log as log
    import edgekit.replay as R
    from edgekit.steps import Step

    assert R.Step is P.Step is log.Step is Step
    assert type(toy().steps[0]) is P.Step


def test_one_rendering_tells_a_replayed_step_from_a_games_step():
    from dataclasses import replace

    import edgekit.play as P

    unprinted = Replay("toy", "Nowhere 1.1", game="Edge City", dice=SeededDice(0))
    unprinted.roll("Ripper", "Win Roll", "Edge City 8.4", Dist.die(6), lambda r: "win" if r <= 4 else "fail")
    step = replace(unprinted.steps[0], roll=None)   # a source that prints the result, not the total
    text = step.line()
    assert "roll not printed" in text and "odds:" not in text   # the replay's own log
    played = P.Step.from_replay(step)
    assert played.player == -1 and played == replace(step, player=-1)
    text = played.line()
    assert "roll not printed" not in text and "\n    odds: fail 1/3, win 2/3" in text   # a game's log
    # one HTML row for both tables
    rep = toy()
    assert all(s.html_row() in rep.html() for s in rep.steps)
    assert all(s.html_row() in P.Playthrough.from_replay(rep).html() for s in rep.steps)
