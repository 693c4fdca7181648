"""Whole-game headlines (edgekit.headlines.whole_game) and their stored tables
data/<game>/whole_game_headlines.csv, made by scripts/whole_game_headlines.py.

The tables are simulation estimates. They are checked here the way the Bomb table is: a sample of
their rows is recomputed (the "check" rows: the first CHECK_N of the same seeded games) and must be
identical, so a change to a game, its rules or its policies that was not followed by
`python scripts/whole_game_headlines.py` fails with that command in the message.
Rules: Edge City 7.0, 8.0; Rogue Agent: Sequence of Play, End of the Game.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from edgekit import readings
from edgekit.headlines import whole_game as wg
from edgekit.play import game_seeds

GAMES = tuple(wg.SETUPS)
STALE = (f"is out of date: a game, its rules, its readings or its policies changed since it was made. "
         f"Regenerate it with `{wg.COMMAND}` (one command, a few minutes; see its docstring) and commit "
         f"the data/*/whole_game_headlines.csv files")


def _stored(game):
    path = wg.table_path(game)
    assert path.exists(), f"{path} is missing: run `{wg.COMMAND}`"
    return wg.table(game), wg.table(game, role="check")


def _reached(rows):
    return {r["reading"]: r["reason"] for r in rows}


def _F(text):
    return Fraction(text)


# ----------------------------------------------------------------------------- current
@pytest.mark.parametrize("game", GAMES)
def test_every_reading_of_the_game_has_rows_or_a_reason(game):
    head, check = _stored(game)
    ids = {r.id for r in readings.by_game(game)}
    for role, rows in (("headline", head), ("check", check)):
        have = {r["reading"] for r in rows}
        assert have == ids, (f"{wg.table_path(game).name} ({role} rows) lacks {sorted(ids - have)} and has "
                             f"{sorted(have - ids)} {STALE}")
    measures = wg.measures(game)
    for rid in ids:
        rows = [r for r in head if r["reading"] == rid]
        status = {r["status"] for r in rows}
        if status == {"not reached"}:
            assert len(rows) == 1 and rows[0]["reason"], rid
            continue
        opts = {str(o) for o in readings.get(rid).options}
        assert {r["option"] for r in rows} == opts, rid
        r0 = readings.get(rid)
        assert any(r["option"] == str(r0.default) and r["status"] == "simulated" for r in rows), rid
        for opt in opts:
            got = [r for r in rows if r["option"] == opt]
            if got[0]["status"] == "option not playable":
                assert len(got) == 1 and got[0]["reason"], (rid, opt)
            else:
                assert [r["measure"] for r in got] == list(measures), (rid, opt)


@pytest.mark.parametrize("game", GAMES)
def test_stored_rows_are_recomputed_identically_on_a_sample(game):
    """Deterministic seeds: the check rows of a few readings (and the default) come out the same."""
    head, check = _stored(game)
    reached = _reached(head)
    simulated = sorted({r["reading"] for r in head if r["status"] == "simulated"})
    sample = random.Random(game).sample(simulated, 2)
    got = wg.csv_rows(game, role="check", only=tuple(sample), reached=reached)
    want = [{k: r[k] for k in wg.FIELDS} for r in check if r["reading"] in sample]
    got = [{k: str(r[k]) for k in wg.FIELDS} for r in got]
    assert {r["edgekit_version"] for r in want} == {r["edgekit_version"] for r in got}, \
        f"{wg.table_path(game)} was made by another edgekit version; it {STALE}"
    for a, b in zip(got, want):
        differ = {k: (b[k], a[k]) for k in wg.FIELDS if a[k] != b[k]}
        assert not differ, (f"{wg.table_path(game)} {STALE}.\nRow {b['reading']}={b['option']}, "
                            f"{b['measure']!r}: (stored, recomputed) {differ}")
    assert len(got) == len(want), f"{wg.table_path(game)} {STALE}"


@pytest.mark.parametrize("game", GAMES)
def test_every_reading_the_game_looks_up_is_simulated(game):
    """Tracing the first CHECK_N default games finds no reading that the table calls unreached."""
    head, _ = _stored(game)
    stored = _reached(head)
    now = wg.reach(game, n=wg.CHECK_N)
    missed = sorted(r for r, why in now.items() if not why and stored.get(r, "x") != "")
    assert not missed, f"readings now reaching the game but not simulated in the table: {missed}; it {STALE}"


@pytest.mark.parametrize("game", GAMES)
def test_the_check_rows_are_the_first_games_of_the_headline_games(game):
    head, check = _stored(game)
    setup = wg.SETUPS[game]
    assert {(r["n"], r["seed"]) for r in head} == {(str(setup.n), str(setup.seed))}
    assert {(r["n"], r["seed"]) for r in check} == {(str(wg.CHECK_N), str(setup.seed))}
    assert game_seeds(setup.seed, setup.n)[:wg.CHECK_N] == game_seeds(setup.seed, wg.CHECK_N)


# ----------------------------------------------------------------------------- the numbers
@pytest.mark.parametrize("game", GAMES)
def test_intervals_contain_their_estimates_and_are_labelled(game):
    head, check = _stored(game)
    for r in head + check:
        assert r["label"] == wg.LABEL
        assert r["policies"] == wg.SETUPS[game].policies_text()
        if r["status"] != "simulated":
            continue
        assert float(r["low"]) <= float(r["estimate"]) <= float(r["high"]), r
        assert float(r["estimate"]) == pytest.approx(float(_F(r["sample_mean"])), rel=1e-5, abs=1e-9)
        if r["kind"] == "proportion":
            assert 0 <= float(r["low"]) and float(r["high"]) <= 1, r
        if r["difference"]:
            assert float(r["difference_low"]) <= float(r["difference"]) <= float(r["difference_high"]), r
            assert "paired difference" in r["method"]


@pytest.mark.parametrize("game", GAMES)
def test_paired_differences_are_the_differences_of_the_sample_means(game):
    """Same games, same n: mean(option - default) = mean(option) - mean(default), exactly."""
    head, _ = _stored(game)
    default = {(r["reading"], r["measure"]): _F(r["sample_mean"]) for r in head
               if r["status"] == "simulated" and r["option"] == r["default"]}
    checked = 0
    for r in head:
        if r["status"] == "simulated" and r["difference"]:
            assert _F(r["sample_difference"]) == _F(r["sample_mean"]) - default[r["reading"], r["measure"]], r
            checked += 1
    assert checked > 10


@pytest.mark.parametrize("game", GAMES)
def test_win_shares_add_up_to_one_game(game):
    """Oracle: every game has one winner's worth of shares (a tie shares it) unless nobody wins."""
    head, _ = _stored(game)
    totals: dict = {}
    for r in head:
        if r["status"] == "simulated" and r["measure"].startswith("win share"):
            key = (r["reading"], r["option"])
            totals[key] = totals.get(key, 0) + _F(r["sample_mean"])
    assert totals
    for (rid, opt), t in totals.items():
        if (rid, opt) == ("final_tie", "no_winner"):
            assert t <= 1
        else:
            assert t == 1, (rid, opt, t)


def test_edge_city_games_end_within_the_agreed_rounds():
    head, _ = _stored("Edge City")
    rounds = wg.SETUPS["Edge City"].build(readings.defaults("Edge City")).rounds
    rows = [r for r in head if r["measure"] == "game length (rounds)"]
    assert rows and all(1 <= _F(r["sample_mean"]) <= rounds for r in rows)
    assert all(0 <= float(r["low"]) <= float(r["estimate"]) <= float(r["high"]) for r in rows)


# ----------------------------------------------------------------------------- the library
@settings(max_examples=4, deadline=None)
@given(st.sampled_from(GAMES), st.integers(min_value=0, max_value=2**32), st.data())
def test_a_reading_never_looked_up_leaves_every_game_the_same(game, seed, data):
    """Oracle for `reach`: a reading the game never looks up in these seeded games changes none of
    them, so every paired difference is exactly 0 with a zero-width interval (common random numbers)."""
    unreached = sorted(r for r, why in wg.reach(game, n=3, seed=seed).items() if why)
    assume(unreached)
    rid = data.draw(st.sampled_from(unreached))
    got = wg.whole_game(game, rid, n=3, seed=seed)
    r = readings.get(rid)
    assert set(got.differences) | set(got.unplayable) == {o for o in r.options if o != r.default}
    for by_m in got.differences.values():
        for e in by_m.values():
            assert e.exact_sample == 0 and e.low == e.high == 0


def test_a_reading_that_is_looked_up_moves_some_game():
    """repeat_reset (EC-16): when the -1 for repeated Rips resets changes where the players go, so
    over the check games some measure moves (today: Travel is taken about 8 more times a game)."""
    got = wg.whole_game("Edge City", "repeat_reset", n=wg.CHECK_N)
    assert set(got.estimates) == set(readings.get("repeat_reset").options)
    moved = [e for e in got.differences["travel_only"].values() if e.exact_sample != 0]
    assert moved and all(e.low <= float(e.exact_sample) <= e.high for e in moved)


def test_an_option_that_cannot_be_played_is_listed_with_its_reason():
    """Today Edge City's ice_msm=separate and theft_msm=table_3_0 leave dice odds symbolic."""
    bad = [(game, r["reading"], r["option"], r["reason"]) for game in GAMES for r in _stored(game)[0]
           if r["status"] == "option not playable"]
    if not bad:
        pytest.skip("every option of every reading can be played")
    for game, rid, opt, why in bad[:2]:
        got = wg.whole_game(game, rid, n=10)  # (seeded: 2 games may never reach a Theft)
        assert {str(o): w for o, w in got.unplayable.items()}[opt] == why
        assert opt not in map(str, got.estimates)


def test_action_counts_match_a_logged_playthrough():
    """The tally of actions equals counting the decisions of the same seeded games in play()'s log."""
    from edgekit import play
    from edgekit.play import RandomPolicy
    setup = wg.SETUPS["Rogue Agent"]
    got = wg.whole_game("Rogue Agent", "joker_group", n=3, seed=5).estimates["largest"]
    g = setup.build(readings.defaults("Rogue Agent"))
    named = {"random": RandomPolicy(), **g.policies}
    seats = [named[p] for p in setup.seats]
    moves = ends = 0
    for s in game_seeds(5, 3):
        for step in play.play(g, seed=s, policies=seats).steps:
            if not step.rolled:
                moves += step.result.startswith("move")
                ends += step.result.startswith("end")
    assert got["actions per game: move"].exact_sample == Fraction(moves, 3)
    assert got["actions per game: end the Action Phase"].exact_sample == Fraction(ends, 3)


def test_bad_input_names_the_argument():
    with pytest.raises(ValueError, match="game"):
        wg.whole_game("Matrix", "natural_12")
    with pytest.raises(ValueError, match="reading"):
        wg.whole_game("Edge City", "movement_fuel")
    with pytest.raises(ValueError, match="reading"):
        wg.whole_game("Edge City", "no_such_reading")
    with pytest.raises(TypeError, match="n"):
        wg.whole_game("Edge City", "natural_12", n=2.0)
    with pytest.raises(ValueError, match="n"):
        wg.whole_game("Edge City", "natural_12", n=10**6)
    with pytest.raises(ValueError, match="role"):
        wg.table("Edge City", role="all")
    with pytest.raises(TypeError, match="reading"):
        wg.rows_for(3)
    assert wg.rows_for(readings.by_game("Matrix")[0].id) == ()  # no whole-game table for Matrix


# ----------------------------------------------------------------------------- the explorer
def test_readings_explorer_shows_the_whole_game_headline_beside_the_exact_one():
    from edgekit.widgets.readings import ReadingsExplorer
    ex = ReadingsExplorer("natural_12", draw=False)
    rows = ex.state["whole_game"]
    assert rows and {r["reading"] for r in rows} == {"natural_12"}
    html = ex.html.value
    assert "SIMULATION ESTIMATES" in html and "edgekit-whole-game" in html
    assert html.index("Largest change") < html.index("Whole game")  # beside (after) the exact headline
    first = rows[0]
    assert f"{first['estimate']} <small>[{first['low']}, {first['high']}]</small>" in html
    unreached = next(r["reading"] for r in wg.table("Edge City") if r["status"] == "not reached")
    ex.reading.value = unreached
    assert "Cannot move the whole game" in ex.html.value
    matrix = next(r.id for r in readings.by_game("Matrix"))
    ex.reading.value = matrix
    assert ex.state["whole_game"] == () and "Whole game" not in ex.html.value


def test_worker_processes_give_the_same_rows():
    """The options' games may be played in worker processes (the tally of actions is counted where
    each game is played): the estimates are the same as in one process."""
    one = wg.whole_game("Rogue Agent", "joker_group", n=6, seed=11)
    wg._RUNS.clear()  # the run cache does not key on processes: play them again
    two = wg.whole_game("Rogue Agent", "joker_group", n=6, seed=11, processes=2)
    assert one.estimates == two.estimates and one.differences == two.differences


def test_check_rows_counted_from_a_longer_run_are_the_rows_of_playing_them():
    """The check rows are counted from the first games of the kept headline runs (no second
    simulation): the same Summary, estimates and values, as playing those first games again."""
    game, n = "Rogue Agent", 9
    r = readings.get("joker_group")
    rules = readings.defaults(game).replace(joker_group=next(o for o in r.options if o != r.default))
    wg._RUNS.clear()
    longer = wg._summary(game, rules, n + 5, 4)
    assert wg._summary(game, rules, n, 4) == wg._first(longer, n)
    assert list(wg._RUNS) == [(game, rules, n + 5, 4)]  # counted, not played
    wg._RUNS.clear()
    played = wg._summary(game, rules, n, 4)  # nothing longer kept: played
    assert played == wg._first(longer, n) and played.values == longer.values[:n]


def _script():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "scripts" / "whole_game_headlines.py"
    spec = importlib.util.spec_from_file_location("whole_game_headlines_script", path)
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    return script


def test_the_script_gives_the_same_files_on_its_pool_as_in_one_process(tmp_path):
    """scripts/whole_game_headlines.py plays its games on one process pool for both games (default
    runs recorded in the workers, options in jobs and chunks, check rows counted from the headline
    runs): a smoke run writes the very files a run in one process writes."""
    script = _script()
    smoke = ["--n", "5", "--only", "repeat_reset", "--only", "joker_group", "--only", "ammo_chain"]
    wg._RUNS.clear()
    wg._DEFAULT_RUNS.clear()
    assert script.main([*smoke, "--out", str(tmp_path / "one"), "--processes", "1"]) == 0
    wg._RUNS.clear()
    wg._DEFAULT_RUNS.clear()
    assert script.main([*smoke, "--out", str(tmp_path / "pool"), "--processes", "2"]) == 0
    files = sorted(p.name for p in (tmp_path / "one").iterdir())
    assert files == ["edge_city_whole_game_headlines.csv", "rogue_agent_whole_game_headlines.csv"]
    for name in files:
        one, pool = (tmp_path / "one" / name).read_text(), (tmp_path / "pool" / name).read_text()
        assert one == pool
        assert ",simulated," in one
    assert ",ammo_chain," in pool and "option not playable" in pool
