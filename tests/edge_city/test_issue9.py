"""Issue 9 regressions for Edge City: no text runs as code, bad input gets a clear error naming the
argument, results never depend on an earlier call, cached values are immutable."""

import pytest
import sympy

from edgekit.edge_city import sprawl as sp

CODE = "__import__('os').system('touch /tmp/edgekit_pwned_ec') or 80"


def test_p_draw_never_runs_deck_size_text(tmp_path):
    import os
    if os.path.exists("/tmp/edgekit_pwned_ec"):
        os.remove("/tmp/edgekit_pwned_ec")
    with pytest.raises(TypeError, match="deck_size"):
        sp.p_draw("BURN", deck_size=CODE)
    assert not os.path.exists("/tmp/edgekit_pwned_ec")


@pytest.mark.parametrize("bad, exc", [(0.0, TypeError), (80.0, TypeError), (True, TypeError),
                                      ("80", TypeError), (0, ValueError), (sympy.Rational(1, 2), ValueError)])
def test_p_draw_deck_size_is_strict(bad, exc):
    with pytest.raises(exc, match="deck_size"):
        sp.p_draw("BURN", deck_size=bad)


def test_p_draw_accepts_exact_deck_sizes():
    n = sp.deck_count("BURN")
    assert sp.p_draw("BURN", deck_size=80) == n / 80
    big = sympy.Symbol("N", positive=True, integer=True)
    assert sympy.simplify(sp.p_draw("BURN", deck_size=big) - n / big) == 0
