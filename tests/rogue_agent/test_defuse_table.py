"""The DefuseExplorer's precomputed odds (data/rogue_agent/defuse_explorer.csv.gz, made by
scripts/defuse_table.py) against the solver, and complete for every setting its controls reach.
Rules: Rogue Agent, Defuse a Bomb (p. 11)."""

import random

from edgekit.widgets import bomb as wb


def test_table_covers_every_explorer_setting():
    table = wb.load_table()
    keys = list(wb.explorer_settings())
    assert len(keys) == 4320
    missing = [k for k in keys if k not in table]
    assert not missing, f"{len(missing)} settings missing, e.g. {missing[:2]}: run scripts/defuse_table.py"
    assert all(sorted(table[k]) == [1, 2, 3, 4, 5, 6] for k in keys)


def test_table_equals_the_solver_on_a_sample():
    table = wb.load_table()
    keys = sorted(wb.explorer_settings(), key=str)
    for key in random.Random(7).sample(keys, 3):
        assert table[key] == wb.solve_setting(*key), key


def test_explorer_reads_the_table():
    ex = wb.DefuseExplorer()
    key = (ex.goal.value, ex.cross.value, ex.explosion.value,
           tuple(sorted((k, d.value) for k, d in ex.reading.items())))
    want = wb.load_table()[key]
    assert {t: (o.defused, o.exploded) for t, o in ex.state["table"].items()} == want
