"""Regenerate the Rogue Agent golden transcripts (tests/golden/rogue_agent_*.txt).

    .venv/bin/python scripts/golden_rogue_agent.py          # write them
    .venv/bin/python scripts/golden_rogue_agent.py --check  # exit 1 if any is out of date

Appendix A replayed at the illustrative faces under the default readings (Rogue Agent, Appendix A).
A small registry of its own until a shared scripts/golden.py takes it over.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from edgekit.rogue_agent import ILLUSTRATIVE_FACES, appendix_a_transcript  # noqa: E402

TRANSCRIPTS = {
    "rogue_agent_appendix_a": lambda: appendix_a_transcript(**ILLUSTRATIVE_FACES),
}


def main(argv: list[str]) -> int:
    stale = []
    for name, make in TRANSCRIPTS.items():
        path = ROOT / "tests" / "golden" / f"{name}.txt"
        text = make()
        if "--check" in argv:
            if not path.exists() or path.read_text() != text:
                stale.append(name)
        else:
            path.write_text(text)
    if stale:
        print("out of date:", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
