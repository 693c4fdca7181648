"""Write docs/rules_index.md: every rulebook section, and the edgekit functions that follow it.

The index is read from the ``Rules:`` line of each public function's and class's docstring
(``edgekit.readings.cites_of``), so it says exactly what the code claims to implement.
Run: ``.venv/bin/python scripts/rules_index.py`` (tests/test_rules_index.py checks it is current).
"""

from __future__ import annotations

import importlib
import inspect
import re
import sys
from pathlib import Path

from edgekit.readings import GAMES, cites_of

OUT = Path(__file__).resolve().parent.parent / "docs" / "rules_index.md"
PACKAGES = ("edgekit.edge_city", "edgekit.rogue_agent", "edgekit.matrix", "edgekit.cyberpunk_ccg",
            "edgekit.play")


def public_callables() -> dict[str, object]:
    """``{"edgekit.edge_city.win_number": fn, ...}``: every public function and class of the games."""
    out = {}
    for pkg in PACKAGES:
        try:
            mod = importlib.import_module(pkg)
        except ModuleNotFoundError:
            continue
        for name in getattr(mod, "__all__", ()):
            obj = getattr(mod, name)
            if inspect.isfunction(obj) or inspect.isclass(obj) or hasattr(obj, "__wrapped__"):
                out[f"{pkg}.{name}"] = obj
    return out


def _key(section: str):
    # Natural order: "Edge City 8.5.1" before "Edge City 11.4"; named sections after numbered ones.
    game = next((g for g in GAMES if section.startswith(g)), "")
    rest = section[len(game):].strip()
    nums = [int(n) for n in re.findall(r"\d+", rest.split()[0])] if rest and rest[0].isdigit() else []
    return (GAMES.index(game) if game else len(GAMES), 0 if nums else 1, nums, rest.lower())


def index() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    for qual, obj in public_callables().items():
        for c in cites_of(inspect.getdoc(obj)):
            sections.setdefault(c, []).append(qual)
    return {s: sorted(set(fns)) for s, fns in sorted(sections.items(), key=lambda kv: _key(kv[0]))}


def uncited() -> list[str]:
    """Public functions and classes of the games whose docstring has no ``Rules:`` line."""
    return sorted(q for q, obj in public_callables().items() if not cites_of(inspect.getdoc(obj)))


def render() -> str:
    idx = index()
    lines = ["# Rules index", "",
             "Every rulebook section that edgekit's code follows, and the public functions and classes",
             "that follow it. Generated from the `Rules:` lines of their docstrings by",
             "`scripts/rules_index.py`; do not edit.", "",
             f"{len(idx)} sections, {sum(map(len, idx.values()))} references.", ""]
    game = None
    for s, fns in idx.items():
        g = next((x for x in GAMES if s.startswith(x)), "Other")
        if g != game:
            lines += ["", f"## {g}", "", "| section | followed by |", "|---|---|"]
            game = g
        refs = ", ".join("`" + f.removeprefix("edgekit.") + "`" for f in fns)
        lines.append(f"| {s} | {refs} |")
    return "\n".join(lines).replace("\n\n\n", "\n\n") + "\n"


if __name__ == "__main__":
    OUT.write_text(render())
    print(f"wrote {OUT} ({len(index())} sections)", file=sys.stderr)
