"""Static views (edgekit.widgets.static): every view an explorer lists is the view the live explorer
shows for the same control values, and the format is what scripts/build_site.py and the page's
static_views.js read (issue 23)."""

from __future__ import annotations

import itertools
import json

import pytest

from edgekit import play as P
from edgekit.widgets import static
from edgekit.widgets.static import MIME, SWITCH, ViewsBuilder, key


def _expand(parts):
    out = []
    for p in parts:
        if isinstance(p, list):
            a, b = p
            out += list(range(a, b + 1)) if a <= b else list(range(a, b - 1, -1))
        else:
            out.append(p)
    return out


def shown(views, values) -> str:
    """The HTML the page shows for ``values`` (as static_views.js puts it together)."""
    return "".join(views["parts"][i] for i in _expand(views["views"][key(values)]["parts"]))


# ----------------------------------------------------------------------------- the format
def test_each_piece_is_stored_once_and_runs_are_written_first_last():
    b = ViewsBuilder("t", [{"name": "c", "kind": "select", "options": ["a", "b"], "value": 0}])
    a, bb, c, d = (b.part(x) for x in "abcd")
    assert b.part("b") == bb == 1
    b.add([0], [d, c, bb, a, d])
    b.add([1], [a, c])
    views = b.build([0])
    assert views["parts"] == ["a", "b", "c", "d"]
    assert views["views"]["0"]["parts"] == [[3, 0], 3] and views["views"]["1"]["parts"] == [0, 2]
    assert shown(views, [0]) == "dcbad" and views["start"] == "0" and views["version"] == static.VERSION
    json.dumps(views)


def test_the_builder_refuses_what_the_page_could_not_show():
    b = ViewsBuilder("t", [{"name": "c", "kind": "select", "options": ["a"], "value": 0}])
    with pytest.raises(ValueError, match="values: one per control"):
        b.add([0, 1], [])
    with pytest.raises(ValueError, match="parts: 0 is not the index"):
        b.add([0], [0])
    b.add([0], [b.part("x")])
    with pytest.raises(ValueError, match="already added"):
        b.add([0], [0])
    with pytest.raises(ValueError, match="start: no view"):
        b.build([1])
    with pytest.raises(TypeError, match="whole numbers"):
        key(["a"])
    with pytest.raises(TypeError, match="text"):
        b.part(3)


def test_a_control_that_cannot_be_listed_is_named():
    import ipywidgets as w

    with pytest.raises(TypeError, match="control 'x': a FloatSlider cannot be listed"):
        static.control_spec(w.FloatSlider(), name="x")
    spec, domain = static.control_spec(w.IntSlider(value=2, min=0, max=4, step=2, description="n"))
    assert spec == {"name": "n", "label": "n", "kind": "range", "min": 0, "max": 4, "step": 2, "value": 2}
    assert domain == [(0, 0), (2, 2), (4, 4)]


# ----------------------------------------------------------------------------- the explorers
@pytest.mark.slow
def test_win_number_views_are_the_live_views_for_each_status_r_and_reading():
    from edgekit.widgets.win_number import WinNumberExplorer

    e = WinNumberExplorer(status="Hackolyte", r=-2)
    first = e.html.value
    views = e.static_views()
    assert e.html.value == first and e.status.value == "Hackolyte" and e.r.value == -2  # given back
    assert len(views["views"]) == 5 * 16 * 3 * 2 and views["start"] == "1|-2|0|0"
    assert [c["kind"] for c in views["controls"]] == ["select", "range", "select", "select"]
    for status in range(5):
        for r in (-10, -8, -7, -1, 0, 3, 4, 5):  # R beyond the table's columns too (clamped)
            for rows in range(3):
                for edge in range(2):
                    e.status.index, e.r.value, e.table_rows.index, e.column_edge.index = status, r, rows, edge
                    assert shown(views, [status, r, rows, edge]) == e.html.value, (status, r, rows, edge)
    assert len(json.dumps(views)) < 600_000  # each row of Table 1.0 stored once per look


@pytest.mark.slow
def test_readings_views_follow_the_reading_and_its_options():
    from edgekit import readings
    from edgekit.widgets.readings import ReadingsExplorer

    e = ReadingsExplorer("column_edge")
    views = e.static_views()
    ids = list(e.reading._options_values)
    option = views["controls"][1]
    assert option["depends_on"] == "reading" and len(views["views"]) == sum(
        len(readings.get(r).options) for r in ids)
    for i, rid in enumerate(ids):
        r = readings.get(rid)
        assert option["options_by"][str(i)] == [str(k) for k in r.options]
        assert option["value_by"][str(i)] == list(r.options).index(r.default)
    for i in (0, ids.index("natural_12"), len(ids) - 1):
        e.reading.value = ids[i]
        for j, opt in enumerate(e.option._options_values):
            e.option.value = opt
            assert shown(views, [i, j]) == e.html.value, (ids[i], opt)


def test_matrix_ability_views_are_the_live_views_for_every_setting():
    from edgekit.widgets.matrix_ability import MatrixAbilityExplorer

    e = MatrixAbilityExplorer(strength=-1, against="Moons", carriers="every face", team="all")
    first = e.html.value
    views = e.static_views()
    assert e.html.value == first and e.strength.value == -1 and e.team.value == "all"  # given back
    assert len(views["views"]) == 6 * 3 * 3 * 4 * 4 and views["start"] == "-1|2|0|3|3"
    assert [c["kind"] for c in views["controls"]] == ["range", "select", "select", "select", "select"]
    assert views["controls"][0]["min"] == -2 and views["controls"][0]["max"] == 3
    controls = e.controls[1:]
    for n in range(-2, 4):
        e.strength.value = n
        for idx in itertools.product(*(range(len(c.options)) for c in controls)):
            for c, i in zip(controls, idx):
                c.index = i
            assert shown(views, [n, *idx]) == e.html.value, (n, idx)
    assert len(json.dumps(views)) < 100_000  # each distinct row of the table stored once


def _seen(st) -> str:
    return st.picture_html.value + st.latest_html.value


def test_a_stepper_lists_every_step_as_the_live_stepper_shows_it():
    from edgekit import rogue_agent as ra
    from edgekit.widgets.stepper import Stepper

    g = ra.game(2)
    line = P.play(g, seed=21, policies=[g.policies["hunter"], g.policies["bomb_squad"]])
    st = Stepper(line, title="seed 21")
    views = st.static_views()
    assert views["controls"][0].get("hidden") and views["controls"][-1]["kind"] == "position"
    assert len(views["views"]) == len(line) + 1
    for pos in (0, 1, 2, 57, len(line) - 1, len(line)):
        st.goto(pos)
        html = shown(views, [0, pos])
        assert st.html.value in html and st.picture_html.value in html and st.latest_html.value in html
        jumps = views["views"][key([0, pos])]["jumps"]
        for k, move in enumerate((st.next_turn, st.next_round, st.next_roll, st.end)):
            st.goto(pos)
            move()
            assert jumps[k] == st.position, (pos, k)
    # the log is stored once: a view names its rows as one run, newest first
    runs = [p for p in views["views"][key([0, 9])]["parts"] if isinstance(p, list)]
    assert len(runs) == 1 and runs[0][0] - runs[0][1] == 8


def test_the_worked_examples_stepper_lists_every_example_under_every_reading():
    from edgekit.edge_city import EXAMPLE_KEYS, worked_example
    from edgekit.widgets.stepper import Stepper

    st = Stepper.worked_examples("sprawl_cards")
    views = st.static_views()
    names = [c["name"] for c in views["controls"]]
    assert names == ["pick", "natural_12", "sprawl_win", "sprawl_turn_actions", "patron_counts", "position"]
    assert views["controls"][0]["options"][0].startswith(worked_example("sprawl_cards").name)
    assert len(views["controls"][0]["options"]) == len(EXAMPLE_KEYS)
    # natural_12 = its second option, the first example, at its last step: as the live stepper shows it
    st.reading_controls["natural_12"].index = 1
    st.end()
    at = [0, 1, 0, 0, 0, st.position]
    assert st.html.value in shown(views, at)
    assert f"step {st.position} of {st.position}" in shown(views, at)


def test_a_live_game_with_a_human_seat_needs_a_kernel_and_explorers_opt_in():
    from edgekit.edge_city import rip_game
    from edgekit.widgets.stepper import Stepper
    from edgekit.widgets.theft import TheftExplorer

    g = rip_game("Wannabee", "sensitive", second_chance="optional")
    assert Stepper(g, seed=7, policies=P.HumanPolicy()).static_views() is None
    assert TheftExplorer().static_views() is None  # no static_controls: it keeps its live-kernel note
    played = Stepper(g, seed=7, policies=g.policies[next(iter(g.policies))])  # no human: played once
    assert played.static_views() is not None


def test_displaying_an_explorer_publishes_its_views_only_when_switched_on(monkeypatch):
    from edgekit.edge_city import rip_game
    from edgekit.widgets.stepper import Stepper

    e = Stepper(P.play(rip_game("Wannabee", "sensitive"), seed=1), title="A seeded Rip")
    monkeypatch.delenv(SWITCH, raising=False)
    plain = static.bundle(e)
    assert set(plain) == {"text/plain", "application/vnd.jupyter.widget-view+json"}
    monkeypatch.setenv(SWITCH, "1")
    on = static.bundle(e)
    assert on[MIME]["views"][on[MIME]["start"]] and on[MIME]["title"] == e.title
