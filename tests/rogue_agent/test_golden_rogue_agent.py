"""Appendix A's golden transcript (Rogue Agent, Appendix A): regenerate with scripts/golden.py."""

from pathlib import Path

from edgekit.rogue_agent import ILLUSTRATIVE_FACES, appendix_a_transcript

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "rogue_agent_appendix_a.txt"


def test_appendix_a_golden_transcript():
    assert appendix_a_transcript(**ILLUSTRATIVE_FACES) == GOLDEN.read_text(), (
        "the Appendix A transcript changed: check the change, then run "
        "scripts/golden.py rogue_agent_appendix_a")


def test_transcript_follows_the_readings():
    assert appendix_a_transcript(bomb_rows=6) != appendix_a_transcript()
    assert "7 legal result(s)" in appendix_a_transcript(bomb_rows=6)
