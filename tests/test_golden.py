"""Every golden transcript, through the one mechanism (scripts/golden.py): a change in any step's
label, odds or state fails here. The files are written only by ``python scripts/golden.py``, never
by a test, so no run can pass by comparing a file with itself."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _script():
    spec = importlib.util.spec_from_file_location("golden", ROOT / "scripts" / "golden.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


G = _script()


def test_every_golden_file_is_registered_and_every_registered_one_exists():
    files = {p.stem for p in G.GOLDEN.glob("*.txt")}
    assert files == set(G.REGISTRY), "register every tests/golden file in scripts/golden.py"
    assert not list(G.GOLDEN.glob("*/")), "one folder of goldens: tests/golden/"


@pytest.mark.parametrize("name", sorted(G.REGISTRY))
def test_golden_transcript(name):
    raw = G.REGISTRY[name]()
    text = G.path(name).read_text(encoding="utf-8")
    assert G.one_line_per_step(raw) == text, (
        f"{name} changed: if intended, run `python scripts/golden.py {name}` and review the diff")
    # one line per step, each short enough to read in a diff
    lines = text.splitlines()
    assert sum(1 for x in lines if G._STEP.match(x)) == sum(1 for x in raw.splitlines() if G._STEP.match(x))
    assert max(map(len, lines)) <= 1000, f"{name}: a line of {max(map(len, lines))} characters"


def test_a_change_inside_a_cut_field_still_changes_the_line():
    odds = ", ".join(f"draw {i} 1/400" for i in range(400))
    text = f" 1. P0: draw [Edge City 7.0] -> draw 3 (chance 1/400)\n    odds: {odds}\n"
    a = G.one_line_per_step(text)
    b = G.one_line_per_step(text.replace("draw 399 1/400", "draw 399 1/401"))
    assert a != b and len(a) < 400 and a.count("\n") == 1
    assert "sha256" in a and "odds: draw 0 1/400" in a


def test_a_step_keeps_each_field_and_the_lines_around_it():
    text = ("Title, seed 1\nreadings: all defaults\n 1. A: go [R 1] -> x (chosen from: x, y)\n"
            "    state: s1\n    numbers: n = 1\n 2. A: roll [R 2] -> 3 (chance 1/6)\n"
            "chance of this line of play: 1/6\n")
    assert G.one_line_per_step(text).splitlines() == [
        "Title, seed 1", "readings: all defaults",
        "1. A: go [R 1] -> x\tchosen from: x, y\tstate: s1\tnumbers: n = 1",
        "2. A: roll [R 2] -> 3 (chance 1/6)", "chance of this line of play: 1/6"]


def test_a_name_is_registered_once():
    with pytest.raises(ValueError, match="twice"):
        G.transcript("edge_city_combat")(lambda: "")
    with pytest.raises(ValueError, match="identifier"):
        G.transcript("not a file name")(lambda: "")
