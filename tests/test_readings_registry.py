"""The readings registry needs no game (issue 20): each game's readings are data beside it.

A fresh interpreter is the only honest test of what an import loads, so the import checks run
in subprocesses (five, each a second or two).
"""

import fnmatch
import importlib
import inspect
import json
import os
import pkgutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import edgekit
from edgekit import readings
from edgekit._readings import registry

ROOT = Path(__file__).resolve().parent.parent
GAME_PACKAGES = ("edgekit.edge_city", "edgekit.rogue_agent", "edgekit.matrix",
                 "edgekit.cyberpunk_ccg")
FIELDS = {"question", "options", "default", "reason", "cite", "register", "affects"}
REQUIRED = {"question", "options", "default", "reason", "cite"}


def fresh(code: str) -> dict:
    """Run ``code`` in a new interpreter (this worktree's edgekit first); it prints one JSON value."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


# The game modules a snippet loaded (each package name is a prefix of its modules).
GAMES_LOADED = f"import json, sys; games = sorted(m for m in sys.modules if m.startswith({GAME_PACKAGES!r}))"


def data(game: str) -> dict:
    """A game's file read directly (not through the registry)."""
    with open(readings.data_file(game), "rb") as f:
        doc = tomllib.load(f)
    assert doc.pop("game") == game
    return doc


# -- what loading a reading costs --------------------------------------------------------------

def test_matrix_defaults_read_only_the_matrix_file_and_import_no_game():
    got = fresh(f"""
from edgekit import readings
from edgekit._readings import registry
r = readings.defaults("Matrix")
text = repr(r)
die = r.matrix_die
other = [o for o in readings.get("matrix_die").options if o != die][0]
changed = r.replace(matrix_die=other).changed() == {{"matrix_die": other}}
with readings.recording(fresh=True) as seen:  # empties caches of loaded modules only
    r.matrix_die
{GAMES_LOADED}
print(json.dumps({{"games": games, "files": sorted(registry._LOADED), "lines": text.count("# default"),
                   "seen": sorted(seen), "changed": changed}}))
""")
    assert got["games"] == []  # no Edge City, Rogue Agent, CCG, nor even Matrix module
    assert got["files"] == ["Matrix"]
    assert got["lines"] == len(data("Matrix")) == 9
    assert got["seen"] == ["matrix_die"] and got["changed"]


def test_get_and_uses_work_from_the_data_with_no_game_imported():
    # @uses of a Rogue Agent reading, first thing: it checks the id against the data, so no
    # module has to register it first; a run-time reading of one's own still registers.
    got = fresh(f"""
import threading
from edgekit import readings
lists = []
threads = [threading.Thread(target=lambda: lists.append([r.id for r in readings.by_game("Rogue Agent")]))
           for _ in range(8)]
for t in threads: t.start()
for t in threads: t.join()

@readings.uses("bomb_rows")
def rows(*, bomb_rows=None):
    return bomb_rows

n12 = readings.get("natural_12").default
mine = readings.register("zz_house_rule", game="Cyberpunk CCG", question="Q?", options={{"a": "A", "b": "B"}},
                         default="a", reason="r", cite=("Cyberpunk CCG 1",))
house = readings.defaults("Cyberpunk CCG").replace(zz_house_rule="b").zz_house_rule
{GAMES_LOADED}
print(json.dumps({{"games": games, "same": all(x == lists[0] for x in lists), "n": len(lists[0]),
                   "rows": [rows(), rows(bomb_rows=6)], "n12": n12, "house": house,
                   "ccg": [r.id for r in readings.by_game("Cyberpunk CCG")][-1]}}))
""")
    assert got["games"] == []
    assert got["same"] and got["n"] == len(data("Rogue Agent"))
    assert got["rows"] == [4, 6]
    assert got["n12"] == data("Edge City")["natural_12"]["default"]
    assert got["house"] == "b" and got["ccg"] == "zz_house_rule"


FIRST = {  # per game: a module whose @uses names a reading another module used to register
    "Edge City": ("edgekit.edge_city.rules.cool", "natural_12"),  # natural_12 was registered in win.py
    "Rogue Agent": ("edgekit.rogue_agent.whole_game.killers", "killer_informants"),  # in rules/attack.py
    "Matrix": ("edgekit.matrix.whole_game.game", "matrix_reentry"),  # a run reading
    "Cyberpunk CCG": ("edgekit.cyberpunk_ccg.cards.odds", "punknaught_list"),  # in punknaught.py
}


@pytest.mark.parametrize("game", list(FIRST))
def test_a_game_module_imported_first_finds_every_reading(game):
    module, rid = FIRST[game]
    got = fresh(f"""
import importlib, json
m = importlib.import_module({module!r})  # the module (`import ... as` would give a function)
from edgekit import readings
fns = [f for f in vars(m).values() if callable(f) and isinstance(getattr(f, "readings", None), tuple)]
uses = sorted({{i for f in fns for i in f.readings}})
print(json.dumps({{"uses": uses, "rid": readings.get({rid!r}).default,
                   "all": {{g: len(readings.by_game(g)) for g in readings.GAMES}}}}))
""")
    assert rid in got["uses"]
    assert got["rid"] == data(game)[rid]["default"]
    assert got["all"] == {g: len(data(g)) for g in readings.GAMES}


# -- the data ----------------------------------------------------------------------------------

def _decorated():
    """Every function decorated with @uses in every edgekit module (module functions and methods)."""
    for info in pkgutil.walk_packages(edgekit.__path__, "edgekit."):
        mod = importlib.import_module(info.name)
        for obj in list(vars(mod).values()):
            members = vars(obj).values() if inspect.isclass(obj) and obj.__module__ == info.name else [obj]
            for f in members:
                f = getattr(f, "__func__", f)
                if callable(f) and callable(getattr(f, "explain", None)) and \
                        isinstance(getattr(f, "readings", None), tuple):
                    yield info.name, f


def test_every_uses_id_is_defined_in_the_data():
    ids = {g: set(data(g)) for g in readings.GAMES}
    found = {}
    for module, f in _decorated():
        for i in f.readings:
            games = [g for g in readings.GAMES if i in ids[g]]
            assert games == [f.game], f"{module}.{f.__qualname__} uses {i!r}, defined for {games}"
        found.setdefault(f.game, set()).update(f.readings)
    assert set(found) >= set(readings.GAMES) - {None}
    # the walk does reach the rule functions: most readings are named by some @uses
    assert sum(map(len, found.values())) >= 60


def test_data_files_parse_with_every_field():
    seen = {}
    for game in readings.GAMES:
        doc = data(game)
        assert doc, game
        for rid, d in doc.items():
            assert rid.isidentifier() and rid not in seen, (rid, seen.get(rid))
            seen[rid] = game
            assert REQUIRED <= set(d) <= FIELDS, (rid, set(d) ^ REQUIRED)
            names = [p[0] for p in d["options"]]
            assert all(len(p) == 2 and isinstance(p[1], str) and p[1] for p in d["options"]), rid
            assert len(set(names)) == len(names) >= 2, rid
            assert any(type(n) is type(d["default"]) and n == d["default"] for n in names), rid
            assert d["cite"] and all(c.startswith(game) for c in d["cite"]), rid
            assert d["question"].endswith("?") and d["reason"], rid
            r = readings.get(rid)  # the registry holds exactly what the file says, in order
            assert (r.game, list(r.options.items()), r.default, r.cite, r.register, r.affects) == (
                game, [tuple(p) for p in d["options"]], d["default"], tuple(d["cite"]),
                d.get("register", ""), tuple(d.get("affects", ())))
    assert len(seen) == len(readings.all()) == 101   # issue 22 added 15 (ra 8, ec 4, ccg 3)


def test_every_readings_file_is_package_data():
    with open(ROOT / "pyproject.toml", "rb") as f:
        patterns = tomllib.load(f)["tool"]["setuptools"]["package-data"]["edgekit"]
    pkg = Path(edgekit.__file__).parent
    for game in readings.GAMES:
        path = Path(readings.data_file(game))
        rel = path.relative_to(pkg).as_posix()
        assert path.is_file(), path
        assert any(fnmatch.fnmatch(rel, p) for p in patterns), f"{rel} is not in package-data {patterns}"
        assert (path.parent / "__init__.py").is_file(), f"{rel} is not inside a package"


@pytest.mark.parametrize("field, value, message", [
    ("options", [["a", "A"], ["a", "again"]], "listed twice"),
    ("options", [["a", "A"], [True, "yes"]], "pairs"),
    ("options", {"a": "A"}, "pairs"),
    ("default", "c", "not one of its options"),
    ("cite", "Edge City 1", "list of strings"),
    ("colour", "red", "unknown fields"),
    ("question", None, "missing fields"),
])
def test_a_bad_entry_names_the_file_the_reading_and_the_field(field, value, message):
    d = {"question": "Q?", "options": [["a", "A"], ["b", "B"]], "default": "a", "reason": "r",
         "cite": ["Edge City 1"]}
    if value is None:
        del d[field]
    else:
        d[field] = value
    with pytest.raises(ValueError, match=message) as e:
        registry._entry("edge_city/readings.toml", "Edge City", "x_bad", d)
    assert "edge_city/readings.toml" in str(e.value)
