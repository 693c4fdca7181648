"""The stepper widget, headless: Next, Back, Reset, a human choice, the worked examples."""

import pytest

from edgekit import play as P
from edgekit.edge_city import worked_example
from edgekit.edge_city.rip.game import STOP, rip_game
from edgekit.rogue_agent.bomb.game import bomb_game
from edgekit.widgets.stepper import Stepper


def test_next_back_reset_on_a_playthrough():
    pt = P.play(bomb_game(3, 6), seed=3, policies=bomb_game(3, 6).policies["bold"])
    st = Stepper(pt)
    assert st.state["position"] == 0 and "Press <b>Next</b>" in st.html.value
    for _ in range(len(pt) + 3):
        st.next()
    assert st.state["done"] and "Game over. Returns" in st.html.value
    assert st.state["chance_so_far"] == pt.chance
    st.back()
    assert st.state["position"] == len(pt) - 1 and st.next_button.disabled is False
    st.reset()
    assert st.state["position"] == 0 and st.back_button.disabled
    assert "edgekit-bomb-board" in st.picture_html.value


def test_human_choice_back_takes_it_back():
    g = rip_game("Wannabee", "sensitive", second_chance="optional")
    seed = next(s for s in range(200) if any(x.player == 0 for x in P.play(g, seed=s).steps))
    st = Stepper(g, seed=seed, policies=P.HumanPolicy())
    while not st.state["asking"]:
        st.next()
    assert st.choice_box.layout.display is None
    assert [a for _, a in st.state["options"]] == [0, STOP]
    with pytest.raises(ValueError, match="action"):
        st.choose(action=7)
    st.choose(action=STOP)
    assert st.state["done"] and st.choices == [STOP] and "stop: the Rip ends" in st.html.value
    st.back()
    assert st.choices == [] and st.state["asking"]
    st.choose(action=0)
    assert st.choices == [0] and not st.state["done"] or st.state["asking"] is False


def test_worked_examples_in_the_stepper():
    st = Stepper.worked_examples()
    assert len(st.pick.options) >= 5
    st.pick.value = st.pick.options[4]
    for _ in range(60):
        st.next()
    assert "Every printed number in this example is reproduced" in st.html.value
    rep = worked_example("rip_attempt")
    pt = P.Playthrough.from_replay(rep)
    assert pt.chance == rep.chance and [s.result for s in pt.steps] == [s.result for s in rep.steps]


def test_bad_source():
    with pytest.raises(TypeError, match="Playthrough"):
        Stepper(3)
    with pytest.raises(TypeError, match="seed"):
        Stepper(rip_game("Wannabee", "sensitive"), seed="a")
    with pytest.raises(ValueError, match="source"):
        Stepper({})


def test_worked_examples_follow_a_reading():
    st = Stepper.worked_examples()
    label = next(k for k in st.pick.options if "Player Turn" in k)
    st.pick.value = label
    for _ in range(20):
        st.next()
    assert "Every printed number in this example is reproduced" in st.html.value
    st.reading_controls["sprawl_turn_actions"].value = "one_action"  # 8.2 then fails (EC-10)
    assert st.state["position"] == 0
    for _ in range(20):
        st.next()
    assert st.state["mismatches"] and "Printed numbers not reproduced" in st.html.value
    with pytest.raises(ValueError):
        Stepper(P.play(rip_game("Wannabee", "sensitive"), seed=1), readings=["no_such_reading"])


def test_worked_examples_open_on_the_example_asked_for():
    """The notebooks open the stepper on one example (Edge City 11.6.5.1 Randi's Rip, 11.4.8 Mad
    Maxine's draw); the others stay in the dropdown."""
    from edgekit.edge_city import EXAMPLE_KEYS, worked_example

    for key in ("rip_attempt", "sprawl_cards"):
        st = Stepper.worked_examples(key)
        ex = worked_example(key)
        assert st.pick.value == f"{ex.name} ({ex.section})" and len(st.pick.options) == len(EXAMPLE_KEYS)
        st.next()
        assert st.position == 1 and st.state["total"] == len(ex.steps)
    with pytest.raises(ValueError, match="example must be one of"):
        Stepper.worked_examples("heist")
