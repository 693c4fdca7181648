"""``simulate`` on a real Dask cluster (issue 24): a ``LocalCluster`` with worker processes (two
workers, two threads each) gives exactly the result of ``processes=1`` for the same seed, on all its
workers or on one. The games travel as their factory calls, named policies by name, a notebook's own
measure by value (cloudpickle).

The cluster costs a few seconds to start; the games are few. ``make`` installs the dask extra, so in
CI a missing Dask is a failure; elsewhere the file is skipped, saying why.
"""

from __future__ import annotations

import logging
import os

import pytest

from edgekit import edge_city as ec
from edgekit import matrix as mx
from edgekit import play
from edgekit import rogue_agent as ra

if os.environ.get("CI"):
    import distributed  # the dask extra is installed by make: in CI its absence fails here
else:
    distributed = pytest.importorskip("distributed",
                                      reason="the dask extra is not installed (`make` installs it)")


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=2, processes=True,
                                       dashboard_address=None, silence_logs=logging.ERROR)
    c = distributed.Client(cluster)
    try:
        yield c
    finally:
        c.close()
        cluster.close()


def test_edge_city_on_a_dask_cluster_is_the_same_as_here(client):
    g = ec.game(4)
    p = g.policies
    seats = [p["cautious"], p["greedy_dp"], p["rip_first"], play.RandomPolicy()]
    here = play.simulate(g, 14, seed=8, policies=seats, keep_values=True)
    assert play.simulate(g, 14, seed=8, policies=seats, keep_values=True,
                         executor=client.get_executor()) == here
    one = sorted(client.scheduler_info()["workers"])[:1]
    assert play.simulate(g, 14, seed=8, policies=seats, keep_values=True,
                         executor=client.get_executor(workers=one)) == here


def test_balance_and_a_notebooks_own_measure_on_a_dask_cluster(client):
    r = ra.game(2)
    duo = [r.policies["hunter"], r.policies["bomb_squad"]]
    ex = client.get_executor()
    assert play.simulate(r, 10, seed=3, policies=duo, rotate_seats=True, executor=ex) == \
        play.simulate(r, 10, seed=3, policies=duo, rotate_seats=True)
    m = mx.game(advanced=True)

    def measure(s):   # a function of the caller's own, sent by value
        return {"won": s.end == "win", "damage": s.damage}

    assert play.simulate(m, 60, seed=5, policies=m.policies["lavish"], measure=measure, keep_values=True,
                         executor=ex) == \
        play.simulate(m, 60, seed=5, policies=m.policies["lavish"], measure=measure, keep_values=True)


def test_the_headlines_script_on_a_dask_cluster_writes_the_rows_of_a_run_here(client, tmp_path):
    """scripts/whole_game_headlines.py --scheduler ADDRESS (a smoke run: one reading, 4 games per option)
    gives the same file as the run here."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "scripts" / "whole_game_headlines.py"
    spec = importlib.util.spec_from_file_location("whole_game_headlines_script", path)
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    address = client.scheduler.address
    smoke = ["--game", "rogue_agent", "--only", "bomb_open_column", "--n", "4"]
    assert script.main([*smoke, "--out", str(tmp_path / "dask"), "--scheduler", address]) == 0
    assert script.main([*smoke, "--out", str(tmp_path / "here")]) == 0
    (dask_file,) = (tmp_path / "dask").iterdir()
    here_file = tmp_path / "here" / dask_file.name
    assert dask_file.read_text() == here_file.read_text()
    rows = dask_file.read_text().splitlines()
    assert sum(",bomb_open_column," in r and ",simulated," in r for r in rows) == 2 * 2 * 18  # 2 roles
