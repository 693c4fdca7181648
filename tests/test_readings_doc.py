"""docs/readings.md is generated from the registry and must be current."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_readings_doc_is_current():
    spec = importlib.util.spec_from_file_location("readings_doc", ROOT / "scripts" / "readings_doc.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert (ROOT / "docs" / "readings.md").read_text() == mod.render(), (
        "docs/readings.md is out of date: run .venv/bin/python scripts/readings_doc.py")
