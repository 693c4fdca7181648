"""docs/rules_index.md (rulebook section -> functions) is generated from the `Rules:` lines."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _script():
    spec = importlib.util.spec_from_file_location("rules_index", ROOT / "scripts" / "rules_index.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_rules_index_is_current():
    assert (ROOT / "docs" / "rules_index.md").read_text() == _script().render(), (
        "docs/rules_index.md is out of date: run .venv/bin/python scripts/rules_index.py")


def test_rules_index_covers_the_worked_sections():
    idx = _script().index()
    assert "edgekit.edge_city.win_number" in idx["Edge City 8.4"]
    assert any("rip_outcomes" in f for f in idx["Edge City 11.6"])
