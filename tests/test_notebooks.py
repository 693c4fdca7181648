"""Every notebook, executed once and read as a reader sees it (issue 21).

``test_notebook[NAME]`` runs ``notebooks/NAME.py`` (the tracked jupytext source) top to bottom in a
fresh ``python3`` kernel of this interpreter, in the notebooks folder, with a per-cell timeout. A
cell that raises fails the test naming the notebook, the cell, its first line and the error, with
the cell's source and a plain-text traceback (as nbmake shows a failing ``assert``). Then the output
scanner (``scripts/scan_outputs.py``: Python dumps, bare containers, long fractions without a %,
drawing cells without a picture, no "What we learned") reads every output and the test fails
listing each finding.

Each executed notebook is written to ``build/executed/NAME.ipynb`` (git-ignored; its metadata
``edgekit.source_sha256`` is the hash of the .py it ran), so ``scripts/gallery.py`` and a site build
reuse it instead of running the notebook again. The kernel runs with ``EDGEKIT_STATIC_VIEWS`` set, so
an explorer that can work without a kernel also saves every view it can show, for the website
(:mod:`edgekit.widgets.static`). One run: ``.venv/bin/pytest -n 0
tests/test_notebooks.py -k NAME``.

Local development only: ``EDGEKIT_SCAN=report`` turns scan findings into warnings (a cell error
still fails); it is refused under ``CI``, and ``make test`` without it fails on every finding.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import subprocess
import sys
import warnings
from pathlib import Path

import jupytext
import nbformat
import nbformat.v4 as v4
import pytest

from edgekit.widgets.static import SWITCH as STATIC_SWITCH
from edgekit.widgets.static import VERSION as STATIC_VERSION

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
EXECUTED = ROOT / "build" / "executed"
TIMEOUT = 300  # seconds per cell, as nbmake's --nbmake-timeout had it
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
SCAN_SWITCH = "EDGEKIT_SCAN"
# IPython colours its tracebacks with ANSI codes (NO_COLOR does not stop it): a profile of our own
# turns them off, and keeps the kernel from the user's ~/.ipython (startup files, history). The
# kernel's own log (a warning on every start about TCP without encryption) would only bury a failure.
KERNEL_CONFIG = ('c.InteractiveShell.colors = "nocolor"\nc.HistoryManager.enabled = False\n'
                 'c.IPKernelApp.log_level = "ERROR"\n')
_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
RULE = "-" * 75


def _load_scanner():
    name = "scan_outputs"
    if name not in sys.modules:  # tests/test_scan_outputs.py may have loaded it already
        spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / "scan_outputs.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # its dataclass looks its module up by name
        spec.loader.exec_module(module)
    return sys.modules[name]


scan_outputs = _load_scanner()


# ----------------------------------------------------------------------------- running one notebook
class NotebookFailed(Exception):
    """A notebook's cell raised (or timed out, or the kernel died); the message says where and why."""


def kernel_env(ipython_dir: Path) -> dict[str, str]:
    # STATIC_SWITCH: each explorer that can also work without a kernel publishes its every view beside
    # the widget (edgekit.widgets.static), so that the website built from these executed copies
    # (scripts/build_site.py) has them without running the notebook again.
    env = {**os.environ, "IPYTHONDIR": str(ipython_dir), STATIC_SWITCH: "1"}
    # An MPLBACKEND from the caller's shell (Agg in many CI images) would stop ipykernel from choosing
    # its inline backend, and no picture would show in the executed notebook.
    env.pop("MPLBACKEND", None)
    return env


def make_ipython_dir(folder: Path) -> Path:
    profile = folder / "profile_default"
    profile.mkdir(parents=True, exist_ok=True)
    (profile / "ipython_kernel_config.py").write_text(KERNEL_CONFIG)
    return folder


def _first_line(source: str, width: int = 60) -> str:
    line = next((line.strip() for line in source.splitlines() if line.strip()), "(empty cell)")
    return line if len(line) <= width else line[:width - 3] + "..."


def _where(nb, index: int) -> str:
    """``cell 12 (In [7]) `first line``` for the cell at ``index`` (counted from 0 over all cells,
    Markdown included, as the scanner counts; In [n] is the prompt and the traceback's Cell In[n])."""
    cell = nb.cells[index]
    prompt = f" (In [{cell.execution_count}])" if cell.get("execution_count") else ""
    return f"cell {index}{prompt} `{_first_line(cell.source)}`"


def failure_message(nb, name: str, index: int, error: str, traceback: str = "") -> str:
    """The first line for pytest's summary (notebook, cell, its first line, the error), then the cell's
    source and the traceback, as nbmake shows them."""
    traceback = _ANSI.sub("", traceback)
    parts = [f"{name}: {_where(nb, index)} raised {error}", RULE, nb.cells[index].source]
    if traceback:  # IPython's starts with a rule of its own
        parts += ([] if traceback.startswith("---") else [RULE]) + [traceback]
    return "\n".join(parts).rstrip()


def _error_in(nb, index: int) -> tuple[str, str]:
    for out in nb.cells[index].get("outputs", []):
        if out.get("output_type") == "error":
            evalue = out.get("evalue", "")
            return f"{out.get('ename', 'Error')}: {evalue}" if evalue else out.get("ename", "Error"), \
                "\n".join(out.get("traceback", []))
    return "", ""


def execute(source: Path, ipython_dir: Path, timeout: int = TIMEOUT):
    """The notebook of ``source`` (a jupytext .py or an .ipynb) run top to bottom in its own folder;
    raises :class:`NotebookFailed` at the first cell that raises, times out or kills the kernel."""
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    nb = jupytext.read(source)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    name = source.stem
    current = [None]  # the index of the cell running

    def started(cell, cell_index, **_):
        current[0] = cell_index

    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", allow_errors=False,
                            resources={"metadata": {"path": str(source.parent)}})
    client.on_cell_execute = started
    try:
        client.execute(env=kernel_env(ipython_dir))
    except CellExecutionError as err:
        error, traceback = _error_in(nb, current[0])
        raise NotebookFailed(failure_message(nb, name, current[0], error or f"{err.ename}: {err.evalue}",
                                             traceback or str(err))) from None
    except Exception as err:  # a cell past its timeout, a dead kernel: still name the cell
        error = f"{type(err).__name__}: {str(err).splitlines()[0] if str(err) else ''}".rstrip(": ")
        if current[0] is None:
            raise NotebookFailed(f"{name}: no cell ran, the kernel did not start: {error}") from None
        raise NotebookFailed(failure_message(nb, name, current[0], error)) from None
    return nb


def findings_message(nb, name: str, findings) -> str:
    """Each scan finding on a line of its own, under a first line with the counts."""
    counts = ", ".join(f"{k} {n}" for k, n in scan_outputs.counts(findings).items() if n)
    lines = [f"{name}: {len(findings)} finding(s) in what a reader sees ({counts}); "
             f"scripts/scan_outputs.py lists what each kind means"]
    for f in findings:
        where = "whole notebook" if f.cell < 0 else _where(nb, f.cell)
        lines.append(f"  {where}: {f.kind}: {f.excerpt}")
    return "\n".join(lines)


def check_outputs(nb, name: str) -> None:
    """Fails listing every finding of the scanner (warns instead under EDGEKIT_SCAN=report, locally)."""
    mode = os.environ.get(SCAN_SWITCH, "fail")
    if mode not in ("fail", "report"):
        raise ValueError(f"{SCAN_SWITCH} must be 'fail' (the default) or 'report', not {mode!r}")
    if mode == "report" and os.environ.get("CI"):
        pytest.fail(f"{SCAN_SWITCH}=report is for local development only: CI always fails on findings",
                    pytrace=False)
    findings = scan_outputs.scan(nb, name)
    if not findings:
        return
    message = findings_message(nb, name, findings)
    if mode == "report":
        warnings.warn(message, stacklevel=2)
    else:
        pytest.fail(message, pytrace=False)


def source_sha256(source: Path) -> str:
    return hashlib.sha256(source.read_bytes()).hexdigest()


def write_executed(nb, source: Path, folder: Path) -> Path:
    """Writes the executed notebook to folder/NAME.ipynb, whole or not at all (a site build may be
    reading the folder), with the source it ran and that source's hash in ``metadata.edgekit``."""
    folder.mkdir(parents=True, exist_ok=True)
    try:
        ran = source.relative_to(ROOT).as_posix()
    except ValueError:
        ran = str(source)
    nb.metadata["edgekit"] = {"executed_from": ran, "source_sha256": source_sha256(source),
                              "static_views": STATIC_VERSION}
    # A copy, not a paired notebook: with jupytext's formats kept, saving it in Lab would write a .py
    # beside it.
    nb.metadata.pop("jupytext", None)
    out = folder / f"{source.stem}.ipynb"
    tmp = out.with_name(f".{out.name}.{os.getpid()}.tmp")
    nbformat.write(nb, tmp)
    os.replace(tmp, out)
    return out


def run_and_check(source: Path, executed_dir: Path, ipython_dir: Path, timeout: int = TIMEOUT) -> Path:
    """The whole test of one notebook: execute (fail on a cell error), write the executed notebook,
    scan it (fail on findings). A notebook that fails to run leaves no executed copy behind."""
    (executed_dir / f"{source.stem}.ipynb").unlink(missing_ok=True)
    try:
        nb, failed = execute(source, ipython_dir, timeout), None
    except NotebookFailed as err:
        failed = str(err)
    if failed:  # outside the except block, so pytest shows no "during handling" chain
        pytest.fail(failed, pytrace=False)
    out = write_executed(nb, source, executed_dir)
    check_outputs(nb, source.stem)
    return out


@pytest.fixture(scope="session")
def ipython_dir(tmp_path_factory):
    return make_ipython_dir(tmp_path_factory.mktemp("ipython"))


# ----------------------------------------------------------------------------- every notebook
NAMES = sorted(p.stem for p in NOTEBOOKS.glob("*.py"))


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_notebook(name, ipython_dir):
    run_and_check(NOTEBOOKS / f"{name}.py", EXECUTED, ipython_dir)


# ----------------------------------------------------------------------------- tests of the test
def _write(folder: Path, name: str, *cells: str) -> Path:
    """A tiny jupytext notebook: a title, then one code cell per source."""
    nb = v4.new_notebook(cells=[v4.new_markdown_cell("# A tiny notebook"),
                                *(v4.new_code_cell(c) for c in cells)])
    path = folder / f"{name}.py"
    jupytext.write(nb, path, fmt="py:percent")
    return path


def test_the_notebooks_are_every_notebook_source_and_their_executed_copies_untracked():
    assert "index" in NAMES and len(NAMES) >= 20
    assert len({n.lower() for n in NAMES}) == len(NAMES)
    out = subprocess.run(["git", "check-ignore", "-q", str(EXECUTED / "index.ipynb")], cwd=ROOT)
    if out.returncode == 128:
        pytest.skip("not a git checkout")
    assert out.returncode == 0, "build/executed/ must be git-ignored (.gitignore)"


def test_a_failing_assert_names_the_notebook_the_cell_and_the_assertion(tmp_path, ipython_dir):
    src = _write(tmp_path, "tiny", "x = 3", "# the worked example\ny = x + 1\nassert y == 5, f'y is {y}'",
                 "z = 1")
    with pytest.raises(pytest.fail.Exception) as failed:
        run_and_check(src, tmp_path / "executed", ipython_dir, timeout=60)
    message = str(failed.value)
    first, *rest = message.splitlines()
    assert first == "tiny: cell 2 (In [2]) `# the worked example` raised AssertionError: y is 4"
    body = "\n".join(rest)
    assert "y = x + 1\nassert y == 5, f'y is {y}'" in body  # the cell's source
    assert "----> 3 assert y == 5" in body and "Cell In[2], line 3" in body  # IPython's traceback
    assert "\x1b[" not in message  # no ANSI colour codes
    assert not (tmp_path / "executed" / "tiny.ipynb").exists()


def test_a_cell_past_its_timeout_is_named(tmp_path, ipython_dir):
    src = _write(tmp_path, "tiny", "x = 1", "import time\ntime.sleep(30)")
    with pytest.raises(NotebookFailed) as failed:
        execute(src, ipython_dir, timeout=2)
    assert str(failed.value).splitlines()[:4] == [
        "tiny: cell 2 (In [2]) `import time` raised CellTimeoutError: A cell timed out while it was being "
        "executed, after 2 seconds.", RULE, "import time", "time.sleep(30)"]


def test_a_clean_notebook_passes_and_is_kept_for_reuse(tmp_path, ipython_dir):
    src = _write(tmp_path, "tiny", "from pathlib import Path\nhere = Path.cwd().name",
                 "print(f'ran in {here}')")
    out = run_and_check(src, tmp_path / "executed", ipython_dir, timeout=60)
    assert out == tmp_path / "executed" / "tiny.ipynb"
    nb = nbformat.read(out, as_version=4)
    assert nb.cells[2].outputs[0].text == f"ran in {tmp_path.name}\n"  # run in the notebook's folder
    assert nb.metadata.edgekit.source_sha256 == hashlib.sha256(src.read_bytes()).hexdigest()
    assert nb.metadata.kernelspec.name == "python3" and "jupytext" not in nb.metadata
    assert list((tmp_path / "executed").iterdir()) == [out]  # no temporary file left


def test_a_notebook_with_a_dump_fails_listing_each_finding(tmp_path, ipython_dir, monkeypatch):
    monkeypatch.delenv(SCAN_SWITCH, raising=False)
    src = _write(tmp_path, "tiny", "from fractions import Fraction\nFraction(1, 3)", "x = 2", "{'a': 1}")
    with pytest.raises(pytest.fail.Exception) as failed:
        run_and_check(src, tmp_path / "executed", ipython_dir, timeout=60)
    lines = str(failed.value).splitlines()
    assert lines[0].startswith("tiny: 2 finding(s) in what a reader sees (fraction_repr 1, bare_container 1)")
    assert lines[1:] == ["  cell 1 (In [1]) `from fractions import Fraction`: fraction_repr: Fraction(1, 3)",
                         "  cell 3 (In [3]) `{'a': 1}`: bare_container: {'a': 1}"]
    assert (tmp_path / "executed" / "tiny.ipynb").exists()  # executed fine: kept, findings and all


def _dumped():
    nb = v4.new_notebook(cells=[v4.new_code_cell("d")])
    shown = v4.new_output("execute_result", data={"text/plain": "{'a': 1}"}, execution_count=1)
    nb.cells[0].outputs = [shown]
    nb.cells[0].execution_count = 1
    return nb


def test_the_local_switch_reports_findings_as_warnings(monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    monkeypatch.setenv(SCAN_SWITCH, "report")
    with pytest.warns(UserWarning, match=r"cell 0 \(In \[1\]\) `d`: bare_container"):
        check_outputs(_dumped(), "tiny")


def test_the_local_switch_is_refused_under_ci_and_checked(monkeypatch):
    monkeypatch.setenv("CI", "true")
    monkeypatch.setenv(SCAN_SWITCH, "report")
    with pytest.raises(pytest.fail.Exception, match="local development only"):
        check_outputs(_dumped(), "tiny")
    monkeypatch.setenv(SCAN_SWITCH, "off")
    with pytest.raises(ValueError, match="EDGEKIT_SCAN must be"):
        check_outputs(_dumped(), "tiny")
    monkeypatch.delenv(SCAN_SWITCH)
    with pytest.raises(pytest.fail.Exception, match="bare_container"):
        check_outputs(_dumped(), "tiny")
