"""The output scanner (scripts/scan_outputs.py, issue 21): it catches each kind of dump on a tiny
synthetic notebook and passes a clean one (the all-notebook test is the lead's, once they are fixed)."""

from __future__ import annotations

import importlib.util
import sys
from fractions import Fraction
from pathlib import Path

import nbformat.v4 as v4
import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("scan_outputs", ROOT / "scripts" / "scan_outputs.py")
scan_outputs = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("scan_outputs", scan_outputs)  # its dataclass looks its module up by name
_spec.loader.exec_module(sys.modules["scan_outputs"])
scan_outputs = sys.modules["scan_outputs"]

PNG = "iVBORw0KGgo="
FIG = {"image/png": PNG, "text/plain": "<Figure size 640x480 with 1 Axes>"}


def _result(text=None, **data):
    bundle = dict(data)
    if text is not None:
        bundle["text/plain"] = text
    return v4.new_output("execute_result", data=bundle, execution_count=1)


def _nb(*cells, learned=True):
    out = [v4.new_markdown_cell("# A notebook\nThe question: ...")]
    for source, outputs in cells:
        c = v4.new_code_cell(source)
        c.outputs = list(outputs)
        out.append(c)
    if learned:
        out.append(v4.new_markdown_cell("## What we learned\nThe chance is 37.5% (exact 3/8)."))
    return v4.new_notebook(cells=out)


CASES = {
    "fraction_repr": ("x", [_result("{'a': Fraction(1, 3)}, 2")]),
    "mappingproxy": ("r.options", [_result("options: mappingproxy({'a': 'b'}) and so on")]),
    "object_at_0x": ("s", [_result("a state <MatrixState object at 0x7f6472e97e30> here")]),
    "figure_text": ("fig", [_result("<Figure size 1200x400 with 3 Axes>")]),
    "edgekit_repr": ("s", [_result("then <edgekit.matrix.whole_game.game.MatrixState> here")]),
    "dataclass_repr": ("r", [_result("Reading(id='table_rows', game='Edge City')")]),
    "bare_container": ("d", [v4.new_output("stream", name="stdout", text="{'win': 3/8, 'lose': 5/8}\n")]),
    "long_fraction": ("m", [_result(**{"text/html": "<p>exact mean 22453947813931643347/3262858055595387648"
                                                    " = 6.881680855048527</p>"})]),
    "no_image": ("fig = board_figure(s)\nfig.savefig('x.png')", []),
    "chooses_backend": ("import matplotlib\nmatplotlib.use('Agg')", []),
    "error": ("1/0", [v4.new_output("error", ename="ZeroDivisionError", evalue="division by zero",
                                    traceback=[])]),
}


@pytest.mark.parametrize("kind", sorted(CASES))
def test_each_kind_is_caught(kind):
    found = scan_outputs.scan(_nb(CASES[kind]), "edge_city_3_cool")
    kinds = {f.kind for f in found}
    assert kind in kinds, found
    assert all(f.cell == 1 for f in found if f.kind == kind)


def test_a_content_notebook_without_what_we_learned_is_caught():
    found = scan_outputs.scan(_nb(learned=False), "matrix_2_a_run")
    assert [f.kind for f in found] == ["no_what_we_learned"] and found[0].cell == -1
    assert scan_outputs.scan(_nb(learned=False), "index") == []  # not a content notebook


def test_a_clean_notebook_passes():
    table = ("<table><tr><td>win</td><td>≈ 58.9% (exact: 17-digit fraction)<details><summary>exact"
             "</summary><code>30608105139434645/51998697814228992</code></details></td></tr></table>")
    clean = _nb(
        ("show(d)", [_result("<Table 'odds': 2 columns>", **{"text/html": table})]),
        ("fig = board_figure(s)\nfig", [v4.new_output("display_data", data=FIG)]),
        ("print('The chance is 37.5% (exact 3/8).')",
         [v4.new_output("stream", name="stdout", text="The chance is 37.5% (exact 3/8).\n")]),
        ("explorer", [_result("VBox(children=...)", **{"application/vnd.jupyter.widget-view+json": {}})]),
        ("md('...')", [_result("<Text ...>", **{"text/markdown": "The mean is ≈ 6.882 (exact 7/2)."})]),
        ("import matplotlib.pyplot as plt\n# plt.figure() would draw", []),
        ("def picture(s):\n    fig, ax = plt.subplots()\n    return fig", []),   # drawn later, if at all
        ("rolls = [dice.draw(d, str) for _ in range(9)]\np = cp.draw_probability(3)", []),  # no pictures
    )
    assert scan_outputs.scan(clean, "edge_city_3_cool") == []


def test_what_a_reader_sees_decides():
    """A figure's text beside its picture, or a Table's repr beside its HTML, is not seen."""
    seen = _nb(("fig", [v4.new_output("display_data", data=FIG)]))
    assert scan_outputs.scan(seen, "x_1_y") == []
    blank = _nb(("fig", [_result("<Figure size 640x480 with 1 Axes>")]))
    assert {f.kind for f in scan_outputs.scan(blank, "x_1_y")} == {"figure_text"}


def test_an_explorers_views_saved_for_the_website_are_read_too():
    """The views an explorer saves beside its widget (edgekit.widgets.static) reach the website's
    readers: a dump in any one piece of them is a finding, named as a static view's."""
    widget = {"application/vnd.jupyter.widget-view+json": {"model_id": "a"}, "text/plain": "VBox(...)"}
    clean, dump = "<p>step 1: 37.5% (exact 3/8)</p>", "<td>Reading(id='natural_12', game='x')</td>"

    def saved(*parts):
        return _nb(("Stepper(line)", [v4.new_output("display_data", data={
            **widget, "application/vnd.edgekit.static-views+json": {"parts": list(parts)}})]))

    found = scan_outputs.scan(saved(clean, dump), "x_1_y")
    assert [f.kind for f in found] == ["dataclass_repr"]
    assert found[0].excerpt.startswith("(a static view)") and "Reading(id='natural_12'" in found[0].excerpt
    assert scan_outputs.scan(saved(clean), "x_1_y") == []


def test_a_long_fraction_beside_a_percentage_is_allowed():
    ok = _nb(("p", [_result("≈ 58.9% (exact 30608105139434645/51998697814228992)")]))
    assert scan_outputs.scan(ok, "x_1_y") == []
    twelve = _nb(("p", [_result("P = 123456789012/999999999999")]))   # 12 digits: not yet long
    assert scan_outputs.scan(twelve, "x_1_y") == []


def test_a_long_mean_in_the_number_style_is_allowed():
    """edgekit.display abbreviates a long mean ("≈ 6.882 (exact: 20-digit fraction)") with the exact
    value one click away (HTML) or in a hover title (Markdown): that is no dump; the bare
    fraction beside a float still is."""
    from edgekit.display import md, number

    mean = Fraction(22453947813931643347, 3262858055595387648)
    sentence = md("It takes {m} turns.", m=mean).markdown
    shown = _nb(("number(m)", [_result("x", **{"text/html": number(mean).html})]),
                ("md(...)", [_result("<Text>", **{"text/markdown": sentence})]))
    assert scan_outputs.scan(shown, "x_1_y") == []
    assert {f.kind for f in scan_outputs.scan(_nb(CASES["long_fraction"]), "x_1_y")} == {"long_fraction"}


def test_a_long_mean_abbreviated_in_the_number_style_is_allowed():
    """A mean has no percentage: "≈ 1.893 (exact: 16-digit fraction)" with the exact value folded
    one click away (HTML) or in a tooltip (Markdown) is the number style, not a dump."""
    html = ("<td><details><summary title='exact 3613387006166752/1908444752138295'>≈ 1.893 (exact: 16-digit "
            "fraction)</summary><code>3613387006166752/1908444752138295</code></details></td>")
    markdown = "the optimum <span title='exact 3613387006166752/1908444752138295'>≈ 1.893 (exact: 16-digit"
    ok = _nb(("t", [_result("<Table>", **{"text/html": html})]),
             ("md('...')", [_result("<Text>", **{"text/markdown": markdown + " fraction)</span>."})]))
    assert scan_outputs.scan(ok, "x_1_y") == []


def test_counts_name_every_kind():
    found = scan_outputs.scan(_nb(CASES["figure_text"], CASES["bare_container"], learned=False), "x_1_y")
    c = scan_outputs.counts(found)
    assert list(c) == list(scan_outputs.KINDS)
    assert c["figure_text"] == 1 and c["bare_container"] == 1 and c["no_what_we_learned"] == 1
    assert sum(c.values()) == len(found) == 3


def test_scan_path_executes_a_notebook(tmp_path):
    nb = _nb(("d = {'a': 1}\nd", []), learned=False)
    path = tmp_path / "toy_1_dump.ipynb"
    import nbformat

    nbformat.write(nb, path)
    found = scan_outputs.scan_path(path, timeout=120)
    assert {f.kind for f in found} == {"bare_container", "no_what_we_learned"}
