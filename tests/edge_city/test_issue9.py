"""Issue 9 regressions for Edge City: no text runs as code, bad input gets a clear error naming the
argument, results never depend on an earlier call, cached values are immutable."""

from collections.abc import Mapping

import pytest
import sympy

import edgekit.edge_city as ec
from edgekit.data import DataError
from edgekit.edge_city.rules import cool
from edgekit.edge_city.rules import sprawl as sp

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


# ------------------------------------------------------------ bad input names the argument
LAYOUT = "T S S B\n. S R S"


@pytest.mark.parametrize("call, exc, word", [
    (lambda: ec.entry_costs(LAYOUT, zone_costs=1), TypeError, "zone_costs"),
    (lambda: ec.Layout.from_text(3), TypeError, "text"),
    (lambda: ec.route_outcomes(LAYOUT, []), ValueError, "route"),
    (lambda: ec.route_outcomes(LAYOUT, 5), TypeError, "route"),
    (lambda: ec.generate_layout(0, max_tries=0), ValueError, "max_tries"),
    (lambda: ec.generate_layout("abc"), TypeError, "seed"),
    (lambda: ec.generate_layout(0, players=True), TypeError, "players"),
    (lambda: ec.generate_layout(0, tiles_in_play=[3]), TypeError, "tiles_in_play"),
    (lambda: ec.count_fixed_shapes(True), TypeError, "n"),
    (lambda: ec.fixed_shapes(1.5), TypeError, "n"),
    (lambda: ec.uncool_over_turns(10**100, 0), ValueError, "n_turns"),
    (lambda: ec.dp_gained(1.5, "secret"), TypeError, "status"),
    (lambda: ec.dp_gained("Wannabee", "secret", adjustment=1.5), TypeError, "adjustment"),
    (lambda: ec.title_gain("Hacker Legend", "not a number"), TypeError, "R"),
    (lambda: ec.title_gain("Hacker Legend", 0, table_rows="bogus"), ValueError, "table_rows"),
    (lambda: ec.layout_stats(boards=True), TypeError, "boards"),
    (lambda: ec.Layout.from_text("T S S B").space([0, 0]), TypeError, "space"),
])
def test_bad_input_is_a_clear_value_or_type_error(call, exc, word):
    with pytest.raises(exc, match=word):
        call()


def test_title_gain_checks_everything_before_its_early_return():
    """Issue 9: a Hacker Legend's gain is 0, but bad arguments must still be refused."""
    assert ec.title_gain("Hacker Legend", 0) == 0
    with pytest.raises(TypeError):
        ec.title_gain("Hacker Legend", 0, bogus_kw=1)
    with pytest.raises((TypeError, ValueError)):
        ec.title_gain("Hacker Legend", "not a number", table_rows="bogus", bogus_kw=1)
    with pytest.raises(TypeError, match="R"):
        ec.title_gain("Hacker Legend", "not a number")


def test_count_fixed_shapes_validates_before_the_cache():
    """Issue 9: count_fixed_shapes(True) was refused in a fresh process but answered after (1)."""
    assert ec.count_fixed_shapes(1) == 1
    with pytest.raises(TypeError, match="n"):
        ec.count_fixed_shapes(True)


def test_layout_stats_with_corner_connected_boards_does_not_raise():
    """Issue 9: valid input raised NetworkXNoPath; a Bizclave cut off for Transit is 'unreachable'."""
    stats = ec.layout_stats(boards=1, seed=1, connected="side_or_corner")
    assert set(stats) >= {"TP Tech Plex -> Business Dome", "fewest steps between two Bizclaves"}
    for d in stats.values():
        assert sum(d.probs().values()) == 1


def test_uncool_over_turns_accepts_its_documented_limit():
    d = ec.uncool_over_turns(cool.MAX_TURNS, 0)
    assert d.probs() == {0: 1}
    with pytest.raises(ValueError, match="n_turns"):
        ec.uncool_over_turns(cool.MAX_TURNS + 1, 0)


# ------------------------------------------------------------ cached values are immutable
@pytest.mark.parametrize("getter", [ec.printed_cells, ec.msm_table, ec.status_levels, ec.table_2_0,
                                    ec.table_4_0, ec.sprawl_cards, ec.tiles])
def test_cached_tables_cannot_be_changed_by_a_caller(getter):
    t = getter()
    key = next(iter(t))
    with pytest.raises(TypeError):
        t[key] = 99
    with pytest.raises(TypeError):
        t["secret"] = 0
    inner = t[key]
    if isinstance(inner, Mapping):
        with pytest.raises(TypeError):
            inner[next(iter(inner))] = 0


def test_printed_cells_edit_cannot_change_win_number():
    with pytest.raises(TypeError):
        ec.printed_cells()[("Wannabee", -1)] = 99
    assert ec.win_number("Wannabee", -1) == 6


def test_msm_edit_cannot_change_rip_odds():
    before = ec.rip_outcomes("Wannabee", "secret")
    with pytest.raises(TypeError):
        ec.msm_table()["secret"]["msm"] = 0
    assert ec.rip_outcomes("Wannabee", "secret") == before


def test_fixed_shapes_array_is_read_only():
    a = ec.fixed_shapes(4)
    with pytest.raises(ValueError):
        a[0, 0, 0] = 7
    assert ec.count_fixed_shapes(4) == 19


# ------------------------------------------------------------ duplicate keys in data files
@pytest.mark.parametrize("loader, rel, dup", [
    ("status_levels", "edge_city/status_levels.csv", None),
    ("table_2_0", "edge_city/table_2_0.csv", None),
    ("tiles", "edge_city/tiles.csv", None),
])
def test_duplicate_rows_are_refused(tmp_path, monkeypatch, loader, rel, dup):
    from edgekit import data
    src = data.DATA_DIR / rel
    lines = src.read_text(encoding="utf-8").splitlines()
    body = [ln for ln in lines if ln.strip() and not ln.startswith("#")]
    target = tmp_path / rel
    target.parent.mkdir(parents=True)
    target.write_text("\n".join(lines + [body[1]]) + "\n", encoding="utf-8")
    monkeypatch.setattr(data, "DATA_DIR", tmp_path)
    fn = getattr(ec, loader)
    clear = getattr(fn, "cache_clear", None) or fn.__wrapped__.cache_clear
    clear()
    try:
        with pytest.raises(DataError, match="twice|repeat|duplicate"):
            fn()
    finally:
        clear()


# ------------------------------------------------------------ flags are real bools
@pytest.mark.parametrize("call, word", [
    (lambda: ec.sprawl_zone_actions(travelled="no"), "travelled"),
    (lambda: ec.sprawl_zone_actions(travelled=1), "travelled"),
    (lambda: ec.hypothetical_card("X", "zone", less_largest_bioware="no"), "less_largest_bioware"),
])
def test_flags_must_be_real_bools(call, word):
    with pytest.raises(TypeError, match=word):
        call()


def test_whole_numbers_refuse_bools_and_floats():
    with pytest.raises(TypeError, match="cards_in_space"):
        ec.cards_to_draw(True)
    with pytest.raises(TypeError, match="players"):
        ec.generate_layout(0, players=4.0)
    with pytest.raises(TypeError, match="tp"):
        ec.reachable("T S S B", "Tech Plex", tp=3.0)
