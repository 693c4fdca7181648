"""The first minutes in Lab (issue 21), without a browser: the settings `make lab` ships in
jupyter_config/ list each notebook once (its .py source hidden, still saved), open the index, turn
the news pop-up off; and `make lab` says what each setup stage is doing before it does it.

The file browser itself is checked in a real JupyterLab by tests/browser/test_browser_lab.py.
"""

import asyncio
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
from fnmatch import fnmatch
from pathlib import Path

import jupytext
import pytest
from jupyter_server.services.contents.manager import ContentsManager
from jupytext import AsyncTextFileContentsManager
from traitlets.config.loader import PyFileConfigLoader

ROOT = Path(__file__).resolve().parent.parent
CONFIG_DIR = ROOT / "jupyter_config"
NOTEBOOKS = ROOT / "notebooks"
NEWS = "@jupyterlab/apputils-extension:notification"
BROWSER = "@jupyterlab/filebrowser-extension:browser"


def _config():
    return PyFileConfigLoader("jupyter_server_config.py", path=str(CONFIG_DIR)).load_config()


def _lab(root: Path) -> AsyncTextFileContentsManager:
    """The contents manager Lab uses (jupytext's) with the shipped configuration."""
    return AsyncTextFileContentsManager(config=_config(), root_dir=str(root))


def _run(coro):
    # in a thread of its own: Playwright's sync API may run an event loop in this process
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def test_the_hide_globs_hide_each_notebook_source_and_nothing_else():
    globs = _lab(NOTEBOOKS).hide_globs
    defaults = ContentsManager.class_traits()["hide_globs"].default()
    assert globs[:len(defaults)] == defaults, "jupyter_server's own hidden names must stay hidden"
    added = globs[len(defaults):]
    assert added, "no notebook source is hidden"

    def hidden(name):
        return any(fnmatch(name, g) for g in added)

    # Every .py in notebooks/ is a notebook's jupytext source, paired with the .ipynb beside it
    # (scripts/sync_notebooks.py makes one for each): hide all of them ...
    for py in sorted(NOTEBOOKS.glob("*.py")):
        meta = jupytext.read(py).metadata["jupytext"]
        assert meta["formats"] == "ipynb,py:percent", f"{py.name} is not a paired notebook source"
        assert hidden(py.name), py.name
    # ... and nothing else a reader may keep there
    shown = [f"{p.stem}.ipynb" for p in NOTEBOOKS.glob("*.py")] + [
        "jupytext.toml", "Untitled.ipynb", "notes.md", "README.md", "table.csv", "picture.png",
        "stub.pyi", "run.pyw", "script.sh", "data.json", "py", "index.py.bak"]
    assert [n for n in shown if hidden(n)] == []


def test_lab_lists_each_notebook_once_and_a_save_still_writes_both_files(tmp_path):
    folder = tmp_path / "notebooks"
    folder.mkdir()
    for name in ("jupytext.toml", "index.py", "edge_city_1_win_number.py", "edge_city_10_road_to_legend.py"):
        shutil.copy(NOTEBOOKS / name, folder)
    for py in folder.glob("*.py"):
        jupytext.write(jupytext.read(py), py.with_suffix(".ipynb"), fmt="ipynb")
    cm = _lab(folder)
    listing = _run(cm.get(""))
    assert sorted(c["name"] for c in listing["content"]) == [
        "edge_city_10_road_to_legend.ipynb", "edge_city_1_win_number.ipynb", "index.ipynb", "jupytext.toml"]
    # an edit saved in Lab reaches the tracked .py, hidden or not
    model = _run(cm.get("index.ipynb"))
    model["content"].cells[0].source += "\n\nA line added in Lab."
    _run(cm.save({"type": "notebook", "content": model["content"]}, "index.ipynb"))
    assert "# A line added in Lab." in (folder / "index.py").read_text()
    # and the source can still be opened by its path (Open With, a link)
    assert "A line added in Lab." in _run(cm.get("index.py", type="file"))["content"]


def test_lab_opens_the_index_first():
    assert _config().LabApp.default_url == "/lab/tree/index.ipynb"
    assert (NOTEBOOKS / "index.py").exists()


def _schema(plugin):
    """The properties of a JupyterLab plugin's settings schema, as installed."""
    package, name = plugin.split(":")
    path = Path(sys.prefix) / "share/jupyter/lab/schemas" / package / f"{name}.json"
    return json.loads(path.read_text())["properties"]


def test_the_shipped_settings_are_real_settings_of_this_jupyterlab():
    """A misspelt key would be silently ignored: each one is in the plugin's schema, of its type.
    The file browser drops its Modified column so that names are not cut to a common prefix, and
    lists the notebooks before other files."""
    overrides = json.loads((CONFIG_DIR / "labconfig" / "default_setting_overrides.json").read_text())
    assert set(overrides) == {NEWS, BROWSER}
    assert overrides[BROWSER] == {"showLastModifiedColumn": False, "sortNotebooksFirst": True}
    for plugin, values in overrides.items():
        schema = _schema(plugin)
        for key, value in values.items():
            assert key in schema, f"{plugin} has no setting {key!r}"
            kind = schema[key].get("type")
            assert kind is None or {"boolean": bool, "string": str}[kind] is type(value), (plugin, key)


def test_the_shipped_settings_turn_the_news_off(tmp_path, monkeypatch):
    overrides = json.loads((CONFIG_DIR / "labconfig" / "default_setting_overrides.json").read_text())
    assert overrides[NEWS] == {"fetchNews": "false", "checkForUpdates": False}
    # the values are the schema's own: "false" is "Never" (not "none", which asks)
    schema = _schema(NEWS)
    assert {c["const"]: c["title"] for c in schema["fetchNews"]["oneOf"]}["false"] == "Never"
    assert schema["checkForUpdates"]["type"] == "boolean"
    # and JupyterLab reads them from the folder `make lab` puts on JUPYTER_CONFIG_PATH
    from jupyterlab_server.settings_utils import _get_overrides

    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(CONFIG_DIR))
    assert _get_overrides(str(tmp_path))[0][NEWS] == overrides[NEWS]
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(tmp_path))
    assert _get_overrides(str(tmp_path))[0].get(NEWS, {}).get("fetchNews") != "false"


# ---- make lab, with stand-ins for python, uv and jupyter that print what they are asked to do ----

FAKE = """#!/bin/bash
# A stand-in for {tool}: prints the command and does nothing else (a venv gets the stand-ins).
echo "RUN {tool} $*"
if [ "{tool}" = jupyter ]; then echo "RUN JUPYTER_CONFIG_PATH=$JUPYTER_CONFIG_PATH"; fi
if [ "{tool}" = python ] && [ "$1" = -c ]; then exec {python} "$@"; fi
if [ "{tool}" = python ] && [ "$1 $2" = "-m venv" ]; then
  mkdir -p "$3/bin"; cp {bin}/python {bin}/jupyter "$3/bin/"; {uv}
fi
exit 0
"""


def _make_lab(tmp_path, uv=True):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    copy_uv = f"cp {bin_dir}/uv \"$3/bin/\"" if uv else ":"
    for tool in ("python", "uv", "jupyter"):
        path = bin_dir / tool
        path.write_text(FAKE.format(tool=tool, python=sys.executable, bin=bin_dir, uv=copy_uv))
        path.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MAKE", "MFLAGS"))}
    env.pop("JUPYTER_CONFIG_PATH", None)
    out = subprocess.run(["make", "--no-print-directory", "lab", f"PYTHON={bin_dir}/python",
                          f"VENV={tmp_path}/venv"], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()


def _before(lines, said, ran):
    """The line saying ``said`` comes before the command ``ran`` (and after the previous command)."""
    i = next(k for k, line in enumerate(lines) if said in line)
    j = next(k for k, line in enumerate(lines) if line.startswith("RUN") and ran in line)
    assert i < j, f"{said!r} is not said before {ran!r}:\n" + "\n".join(lines)
    assert not any(line.startswith("RUN") for line in lines[i + 1:j]), "\n".join(lines[i:j + 1])


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_lab_says_each_stage_before_it_runs_and_starts_lab_with_the_shipped_config(tmp_path):
    lines = _make_lab(tmp_path)
    assert "Setting up" in lines[0]
    _before(lines, "checking that", "python -c")
    _before(lines, "creating the virtualenv", "python -m venv")
    _before(lines, "installing uv", "python -m pip install")
    _before(lines, "with uv", "uv pip install")
    _before(lines, "Pairing each notebooks/*.py", "python scripts/sync_notebooks.py")
    _before(lines, "open that line", "jupyter lab")
    lab = next(line for line in lines if line.startswith("RUN jupyter lab"))
    assert "--notebook-dir=notebooks" in lab and "--no-browser" in lab
    config_path = next(line for line in lines if line.startswith("RUN JUPYTER_CONFIG_PATH="))
    assert config_path.split("=", 1)[1].split(":")[0] == str(CONFIG_DIR)
    # which printed line to open: jupyter's own, carrying the token, that opens the index
    said = "\n".join(lines)
    assert "Or copy and paste one of these URLs:" in said and "/lab/tree/index.ipynb?token=" in said


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_lab_says_when_it_falls_back_to_pip(tmp_path):
    lines = _make_lab(tmp_path, uv=False)
    _before(lines, "with pip", "python -m pip install -qq --disable-pip-version-check -e")


def test_the_readme_says_which_printed_line_to_open_and_what_a_bare_url_asks():
    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("## The two commands"):readme.index("## A tour of the notebooks")]
    assert "Or copy and paste one of these URLs:" in section
    assert "http://127.0.0.1:8888/lab/tree/index.ipynb?token=" in section
    # every bare address of the Lab server is explained as leading to the token prompt
    assert "login page asking for that token" in section
