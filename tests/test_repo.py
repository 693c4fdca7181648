"""Repository policies: environment.yml in step with pyproject.toml; one notebook policy."""

import re
import subprocess
import tomllib
from pathlib import Path

import jupytext
import pytest

ROOT = Path(__file__).resolve().parent.parent
CONDA_NAMES = {}  # pyproject name -> conda-forge name, where they differ


def _split(req: str) -> tuple[str, str]:
    """(name, bounds) of a requirement; a pip extra ("dask[distributed]") is conda-forge's package."""
    m = re.match(r"^\s*([A-Za-z0-9_.\-]+)\s*(\[[A-Za-z0-9_,\- ]*\])?\s*(.*)$", req)
    return m.group(1).lower().replace("_", "-"), m.group(3).replace(" ", "")


def _env_yml():
    """A small reader for environment.yml's dependency lists (PyYAML is not a dependency)."""
    conda, pip, section = {}, {}, None
    for line in (ROOT / "environment.yml").read_text().splitlines():
        s = line.split(" #")[0].rstrip()
        if not s.strip() or s.lstrip().startswith("#"):
            continue
        if not s.startswith(" "):
            section = s.split(":")[0]
            continue
        if section != "dependencies":
            continue
        if re.match(r"^\s+- pip:\s*$", s):
            section_pip = True
            continue
        m = re.match(r"^(\s+)- (.+)$", s)
        item = m.group(2).strip()
        if len(m.group(1)) > 2 and section_pip:
            if item.startswith("-e"):
                pip["-e"] = item
            else:
                name, spec = _split(item)
                pip[name] = spec
        else:
            section_pip = False
            name, spec = _split(item)
            conda[name] = spec
    return conda, pip


def test_environment_yml_matches_pyproject():
    proj = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = proj["optional-dependencies"]
    wanted = dict(_split(r) for r in proj["dependencies"] + [x for extra in extras.values() for x in extra])
    conda, pip = _env_yml()
    assert conda.pop("python") == ">=3.11" == proj["requires-python"]
    conda.pop("pip")
    have = {CONDA_NAMES.get(k, k): v for k, v in conda.items()}
    have.update({k: v for k, v in pip.items() if k != "-e"})
    assert have == wanted, "environment.yml and pyproject.toml list different packages or bounds"
    assert pip.get("-e") == "-e .", "environment.yml must install edgekit itself (pip: -e .)"
    assert "conda-forge" in (ROOT / "environment.yml").read_text()


def test_make_installs_every_extra():
    """`make` installs each extra of pyproject.toml (the Dask extra too), so that every test runs in CI
    (tests/play/test_dask.py starts a real Dask cluster; without the extra it could only be skipped)."""
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    installs = re.findall(r"-e '\.\[([a-z,]+)\]'", (ROOT / "Makefile").read_text())
    assert installs and all(set(i.split(",")) == set(extras) for i in installs), (installs, sorted(extras))


def _tracked(pattern):
    out = subprocess.run(["git", "ls-files", pattern], cwd=ROOT, capture_output=True, text=True)
    if out.returncode:
        pytest.skip("not a git checkout")
    return out.stdout.split()


def test_notebook_policy_sources_are_jupytext_py_and_ipynb_untracked():
    """Policy: notebooks/*.py (jupytext percent) are the source; *.ipynb are generated, never tracked."""
    assert _tracked("notebooks/*.ipynb") == []
    ignored = (ROOT / ".gitignore").read_text().split()
    assert "notebooks/*.ipynb" in ignored and "notebooks/.sync_state.json" in ignored
    sources = sorted((ROOT / "notebooks").glob("*.py"))
    assert any(p.stem == "index" for p in sources)
    for p in sources:
        assert not p.name.startswith("test_"), f"{p.name}: pytest would collect it"
        nb = jupytext.reads(p.read_text(), fmt="py:percent")
        assert nb.metadata["jupytext"]["text_representation"]["format_name"] == "percent", p.name
        kinds = [c.cell_type for c in nb.cells]
        assert kinds[0] == "markdown" and nb.cells[0].source.startswith("# "), f"{p.name}: needs a title"
        assert "code" in kinds, p.name


def test_notebook_pairing_config_is_where_jupyterlab_finds_it():
    """`make lab` serves notebooks/, and jupytext in Lab looks for its config only from a notebook's
    folder up to the served one: the one config lives in notebooks/ (a root one would be a second)."""
    from jupytext.config import find_jupytext_configuration_file, load_jupytext_config

    assert not (ROOT / "jupytext.toml").exists()
    found = find_jupytext_configuration_file(str(ROOT / "notebooks"))
    assert Path(found) == ROOT / "notebooks" / "jupytext.toml"
    config = load_jupytext_config(str(ROOT / "notebooks"))
    assert config.formats == ["ipynb,py:percent"]
    assert set(config.notebook_metadata_filter.split(",")) == {
        "-kernelspec", "-jupytext.text_representation.jupytext_version"}


def test_every_notebook_source_is_as_jupytext_saves_it():
    """Run-and-save in Lab rewrites the .py as jupytext writes it: each tracked .py must already be
    that text (no kernelspec, no jupytext version), or every save dirties the tree."""
    from jupytext.config import load_jupytext_config

    config = load_jupytext_config(str(ROOT / "notebooks"))
    differ = []
    for p in sorted((ROOT / "notebooks").glob("*.py")):
        text = p.read_text()
        if jupytext.writes(jupytext.reads(text, fmt="py:percent"), fmt="py:percent", config=config) != text:
            differ.append(p.name)
    assert differ == [], f"not as jupytext writes them: {differ}; rewrite each with " \
                         "`.venv/bin/jupytext --to py:percent notebooks/NAME.py`"


def _recipe(target):
    """The command lines of a Makefile target."""
    lines = (ROOT / "Makefile").read_text().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"{target}:"))
    recipe = []
    for line in lines[start + 1:]:
        if not line.startswith("\t"):
            break
        recipe.append(line)
    return recipe


def test_make_never_syncs_notebooks_by_timestamp():
    """`jupytext --sync` keeps the newer file, losing an edit saved only to an .ipynb once its .py is
    touched; `make clean` must not delete .ipynb files blindly (tests/test_notebook_sync.py)."""
    assert [line for line in _recipe("notebooks") if "scripts/sync_notebooks.py" in line]
    targets = ("notebooks", "lab", "test", "present", "clean")
    commands = [line for target in targets for line in _recipe(target)]
    assert [line for line in commands if "--sync" in line] == []
    assert [line for line in _recipe("clean") if "rm " in line and ".ipynb" in line] == []


def test_generated_notebooks_match_their_sources():
    for ipynb in (ROOT / "notebooks").glob("*.ipynb"):
        src = ipynb.with_suffix(".py")
        if not src.exists():
            continue  # make notebooks writes one (or removes the .ipynb if its content is in git)
        a = [c.source for c in jupytext.read(ipynb).cells]
        b = [c.source for c in jupytext.read(src).cells]
        assert a == b, f"{ipynb.name} is out of date: run `make notebooks` (scripts/sync_notebooks.py)"


def test_test_module_names_are_unique():
    # tests/ has no __init__.py files, so two test files with one basename clash at collection
    # ("import file mismatch") and the second is never run.
    names = [p.name for p in (ROOT / "tests").rglob("test_*.py")]
    assert sorted(n for n in set(names) if names.count(n) > 1) == []


def test_no_notebook_chooses_a_matplotlib_backend():
    """A notebook that calls ``matplotlib.use(...)`` (e.g. "Agg") shows no picture in Lab, Voila or
    the executed notebook: the kernel's inline backend must stay in charge (issue 21)."""
    offenders = [p.name for p in sorted((ROOT / "notebooks").glob("*.py"))
                 if re.search(r"matplotlib\s*\.\s*use\s*\(|%matplotlib\s+(?!inline)", p.read_text())]
    assert not offenders, offenders
