"""Seeded Matrix runs stay exactly as they were (issue 24, phase 2: the speed-ups change no game).

The quick sizes of ``benchmarks/matrix_fingerprint.py``: for each set-up (basic and advanced, every
reading's other option, targets, teams, abilities that change strength, reach and move forts, small
stacks; named and random policies) a SHA-256 over the final states of seeded runs through the fast
path and the full transcripts (exact odds of every step, options, labels) of a few through
``play.play``, compared with the hashes stored on the commit before the speed-ups. An intended change
of a Matrix rule moves them: re-store with ``benchmarks/matrix_fingerprint.py --write`` and say so.
"""

import importlib.util
import json
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "matrix_fingerprint.py"
_spec = importlib.util.spec_from_file_location("matrix_fingerprint", _PATH)
fp = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fp)
STORED = json.loads(fp.OUT.read_text())


@pytest.mark.parametrize("setup", fp.setups(quick=True), ids=lambda s: s[0])
def test_seeded_runs_are_unchanged(setup):
    name, kw, pol, n, logged = setup
    assert fp.fingerprint(name, kw, pol, n, logged) == STORED[f"{name} | n={n} logged={logged}"], name
