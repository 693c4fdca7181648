"""Write docs/readings.md: every registered reading, by game, from edgekit.readings.

Run: ``.venv/bin/python scripts/readings_doc.py`` (tests/test_readings_doc.py checks it is current).
"""

from __future__ import annotations

import sys
from pathlib import Path

from edgekit import readings

OUT = Path(__file__).resolve().parent.parent / "docs" / "readings.md"


def render() -> str:
    rs = readings.all()
    lines = [
        "# The readings register",
        "",
        "Every gap, contradiction and ambiguity that edgekit found in the four rulebooks, as a named,",
        "switchable reading. Generated from `edgekit.readings` by `scripts/readings_doc.py`; do not edit.",
        "Each id is also the keyword argument that selects the reading. `register` refers to the",
        "entry in the project's starting map (`shared/reference/rules_register.md`) that it settles.",
        "",
        f"{len(rs)} readings.",
        "",
    ]
    for game in readings.GAMES:
        group = [r for r in rs if r.game == game]
        if not group:
            continue
        lines += [f"## {game} ({len(group)})", ""]
        for r in group:
            lines.append(f"### `{r.id}`" + (f" ({r.register})" if r.register else ""))
            lines.append("")
            lines.append(f"{r.question}  ")
            lines.append(f"Rules: {', '.join(r.cite)}")
            lines.append("")
            for k, v in r.options.items():
                lines.append(f"- `{k}`{' **(default)**' if k == r.default else ''}: {v}")
            lines.append("")
            lines.append(f"Why the default: {r.reason}")
            if r.affects:
                lines.append("")
                lines.append(f"Changes: {'; '.join(r.affects)}.")
            lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text(render())
    print(f"wrote {OUT} ({len(readings.all())} readings)", file=sys.stderr)
