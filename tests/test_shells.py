"""The shell packages (edgekit.widgets, edgekit.headlines): thin lazy __init__s over modules that hold
the machinery (issue 20). Every name they exported before still resolves to the same object; importing
the headline registry loads no game until a lookup needs the headline functions."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import edgekit.headlines as H
import edgekit.widgets as W
from edgekit.headlines import registry
from edgekit.widgets import base

ROOT = Path(__file__).resolve().parents[1]
BEFORE = {  # the __all__ of each __init__ before issue 20, plus the names callers used
    W: ("Explorer", "reading_dropdown", "show_figure", "render_png", "bars_html", "FIGURE_DPI"),
    H: ("headline", "has_headline", "compare", "impact", "impacts", "missing", "Comparison", "Impact",
        "is_probability_label", "NO_EFFECT"),
}


@pytest.mark.parametrize("package,module", [(W, base), (H, registry)], ids=["widgets", "headlines"])
def test_every_public_name_still_resolves_to_its_module(package, module):
    assert set(BEFORE[package]) <= set(package.__all__)
    for name in package.__all__:
        assert getattr(package, name) is getattr(module, name), name
        assert name in dir(package)
    with pytest.raises(AttributeError, match="no attribute"):
        package.no_such_name  # noqa: B018


def test_the_registry_loads_no_game_until_a_lookup_and_then_has_every_game():
    code = ("import sys\n"
            "import edgekit.headlines, edgekit.widgets\n"
            "from edgekit.headlines import registry\n"
            "games = tuple('edgekit.' + g for g in ('edge_city', 'rogue_agent', 'matrix', 'cyberpunk_ccg'))\n"
            "print(sorted(m for m in sys.modules if m.startswith(games)), 'ipywidgets' in sys.modules)\n"
            "print(registry.has_headline('column_edge'), sorted(m for m in registry.GAME_MODULES\n"
            "      if 'edgekit.headlines.' + m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
    assert out.returncode == 0, out.stderr
    first, second = out.stdout.splitlines()
    assert first == "[] False"  # no game, no ipywidgets: the __init__s import nothing
    assert second == f"True {sorted(registry.GAME_MODULES)}"
