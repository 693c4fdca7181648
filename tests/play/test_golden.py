"""Golden transcripts of seeded playthroughs: a change in any step, odds or label shows here.

Regenerate after an intended change: EDGEKIT_UPDATE_GOLDEN=1 pytest tests/play/test_golden.py
"""

import os
from pathlib import Path

import pytest

from edgekit import play as P
from edgekit.edge_city import rip_game
from edgekit.rogue_agent import bomb_game

GOLDEN = Path(__file__).parent / "golden"


def _cases():
    rip = rip_game("Hacker", "secret", second_chance="optional", attempts="per_rip")
    bomb = bomb_game(3, 6)
    return {
        "rip_hacker_secret_seed6_sensible": P.play(rip, seed=6, policies=rip.policies["sensible"]),
        "bomb_timer3_dice6_seed2_optimal": P.play(bomb, seed=2, policies=bomb.policies["optimal"]),
    }


@pytest.mark.parametrize("name", sorted(_cases()))
def test_golden_transcript(name):
    text = _cases()[name].transcript()
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("EDGEKIT_UPDATE_GOLDEN"):
        path.write_text(text)
    assert text == path.read_text(), f"{name} differs from {path}"
