"""No notebook edit is lost (issue 19): scripts/sync_notebooks.py (`make notebooks`, `make lab`,
`make test`), `make clean`, and JupyterLab's saves through jupytext with notebooks/jupytext.toml.

Each test builds a scratch notebooks folder in tmp_path with the repository's own jupytext.toml and
replays one scenario: a notebook made in Lab or by another tool, an edit saved only to the .ipynb
and then the .py touched, edits in both, run-and-save without an edit, make clean with edits.
"""

import asyncio
import concurrent.futures
import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import jupytext
import nbformat
import pytest
from jupytext import AsyncTextFileContentsManager

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "sync_notebooks.py"
spec = importlib.util.spec_from_file_location("sync_notebooks", SCRIPT)
sync_notebooks = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sync_notebooks)

SMALL = """# %% [markdown]
# # A small notebook

# %%
x = 1

# %%
y = x + 1
"""
LAB_KERNEL = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}



def _run(coro):
    """Run a contents-manager coroutine to its end in a thread of its own: another test in this
    process (Playwright's sync API) may have an event loop running in the main thread."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()

def _folder(tmp_path, *names):
    """tmp_path/notebooks with the repository's jupytext.toml and the .py of each name
    ("index": a copy of the real notebooks/index.py; any other name: a small notebook)."""
    nb_dir = tmp_path / "notebooks"
    nb_dir.mkdir()
    shutil.copy(ROOT / "notebooks" / "jupytext.toml", nb_dir)
    config = sync_notebooks.config_for(nb_dir)
    for name in names:
        text = (ROOT / "notebooks" / "index.py").read_text() if name == "index" else SMALL
        (nb_dir / f"{name}.py").write_text(sync_notebooks.as_text(jupytext.reads(text, fmt="py:percent"),
                                                                   config))
    return nb_dir


def _sync(nb_dir):
    return sync_notebooks.Notebooks(nb_dir).sync()


def _sources(path):
    return [c.source for c in jupytext.read(path).cells]


def _edit_ipynb(path, index, source):
    """Save an edit to the .ipynb alone, as another editor or `nbconvert --inplace` does (nbformat)."""
    nb = nbformat.read(path, as_version=4)
    nb.cells[index].source = source
    nbformat.write(nb, path)


def _touch_later(path):
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 60 * 10**9))  # as after `git pull` or `touch`


def _git(cwd, *args):
    config = ["-c", "user.name=t", "-c", "user.email=t@example.org", "-c", "commit.gpgsign=false"]
    subprocess.run(["git", *config, *args], cwd=cwd, check=True, capture_output=True)


def _lab(nb_dir):
    """The contents manager JupyterLab uses (jupytext's, async) serving nb_dir as `make lab` does."""
    return AsyncTextFileContentsManager(root_dir=str(nb_dir))


# ---- the decision table -------------------------------------------------------------------------

def _h(text):
    return sync_notebooks._sha(text)


@pytest.mark.parametrize(("ipynb", "py", "recorded", "committed", "action"), [
    (None, "A", None, False, "create_ipynb"),    # a fresh clone
    ("A", None, None, False, "create_py"),       # made by another tool
    ("A", None, _h("A"), True, "remove_ipynb"),  # its .py was deleted, content in git
    ("A", "A", None, False, "same"),
    ("A", "B", _h("A"), False, "take_py"),       # only the .py changed (git pull)
    ("B", "A", _h("A"), False, "take_ipynb"),    # only the .ipynb changed
    ("B", "C", _h("A"), False, "conflict"),      # both changed
    ("B", "C", None, False, "conflict"),         # no record, and the .ipynb's content is not in git
    ("B", "C", None, True, "take_py"),           # no record, but the .ipynb is a committed version
    ("B", "C", _h("A"), True, "take_py"),        # a stale record (Lab saved both), .ipynb committed
])
def test_decide(ipynb, py, recorded, committed, action):
    assert sync_notebooks.decide(ipynb, py, recorded, lambda: committed) == action


# ---- scenarios ----------------------------------------------------------------------------------

def test_fresh_clone_generates_each_ipynb_with_a_kernel_and_leaves_the_py(tmp_path):
    nb_dir = _folder(tmp_path, "a")
    before = (nb_dir / "a.py").read_bytes()
    done, errors = _sync(nb_dir)
    assert errors == [] and done == [f"generated {nb_dir / 'a.ipynb'} from a.py"]
    assert _sources(nb_dir / "a.ipynb") == _sources(nb_dir / "a.py")
    assert nbformat.read(nb_dir / "a.ipynb", as_version=4).metadata.kernelspec["name"] == "python3"
    assert (nb_dir / "a.py").read_bytes() == before
    assert _sync(nb_dir) == ([], [])


def test_notebook_made_in_lab_is_paired_at_once(tmp_path):
    """Lab serves notebooks/ (make lab): jupytext must find notebooks/jupytext.toml from there."""
    nb_dir = _folder(tmp_path)
    cm = _lab(nb_dir)
    model = _run(cm.new_untitled(type="notebook"))  # Lab's "New notebook"
    assert model["path"] == "Untitled.ipynb"
    assert (nb_dir / "Untitled.py").exists()
    cells = [nbformat.v4.new_markdown_cell("# Mine"), nbformat.v4.new_code_cell("z = 3")]
    nb = nbformat.v4.new_notebook(cells=cells, metadata={"kernelspec": LAB_KERNEL})
    _run(cm.save({"type": "notebook", "content": nb}, "Untitled.ipynb"))
    assert _sources(nb_dir / "Untitled.py") == ["# Mine", "z = 3"]
    assert "display_name" not in (nb_dir / "Untitled.py").read_text()  # no kernelspec in the .py
    assert _sync(nb_dir) == ([], [])  # the two agree: nothing to do


def test_ipynb_made_by_another_tool_gets_its_py(tmp_path):
    nb_dir = _folder(tmp_path)
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Found"),
                                         nbformat.v4.new_code_cell("w = 4")])
    nbformat.write(nb, nb_dir / "c.ipynb")
    done, errors = _sync(nb_dir)
    assert errors == [] and "wrote" in done[0] and "c.py" in done[0]
    assert _sources(nb_dir / "c.py") == ["# Found", "w = 4"]
    assert _sync(nb_dir) == ([], [])


def test_edit_saved_only_to_the_ipynb_survives_touching_the_py(tmp_path):
    """The issue's loss: `jupytext --sync` kept the newer .py and dropped the edit."""
    nb_dir = _folder(tmp_path, "a")
    _sync(nb_dir)
    _edit_ipynb(nb_dir / "a.ipynb", 1, "x = 42  # edited in another editor")
    _touch_later(nb_dir / "a.py")
    done, errors = _sync(nb_dir)
    assert errors == [] and done == [f"updated {nb_dir / 'a.py'} from a.ipynb (only the .ipynb had changed)"]
    assert _sources(nb_dir / "a.py")[1] == "x = 42  # edited in another editor"
    assert _sources(nb_dir / "a.ipynb") == _sources(nb_dir / "a.py")


def test_edit_only_in_the_py_updates_the_ipynb_and_keeps_its_outputs(tmp_path):
    nb_dir = _folder(tmp_path, "a")
    _sync(nb_dir)
    nb = nbformat.read(nb_dir / "a.ipynb", as_version=4)
    nb.cells[1].outputs = [nbformat.v4.new_output("execute_result", {"text/plain": "1"}, execution_count=1)]
    nbformat.write(nb, nb_dir / "a.ipynb")
    py = nb_dir / "a.py"
    py.write_text(py.read_text().replace("y = x + 1", "y = x + 2"))
    done, errors = _sync(nb_dir)
    assert errors == [] and "only the .py had changed" in done[0]
    out = nbformat.read(nb_dir / "a.ipynb", as_version=4)
    assert out.cells[2].source == "y = x + 2"
    assert out.cells[1].outputs[0]["data"]["text/plain"] == "1"


def test_edits_in_both_stop_and_say_how_to_keep_either(tmp_path, capsys):
    nb_dir = _folder(tmp_path, "a", "b")
    _sync(nb_dir)
    _edit_ipynb(nb_dir / "a.ipynb", 1, "x = 10  # in the ipynb")
    py = nb_dir / "a.py"
    py.write_text(py.read_text().replace("y = x + 1", "y = x + 20  # in the py"))
    snapshot = {p.name: p.read_bytes() for p in nb_dir.iterdir()}
    assert sync_notebooks.main([str(nb_dir)]) == 1
    err = capsys.readouterr().err
    ipynb_path, py_path = os.path.relpath(nb_dir / "a.ipynb"), os.path.relpath(py)
    assert f"both {ipynb_path} and {py_path} changed" in err
    assert f"keep the .ipynb:  {os.path.relpath(Path(sys.executable).parent / 'jupytext')} --to py:percent " \
           f"{ipynb_path}" in err
    assert f"keep the .py:     rm {ipynb_path}" in err
    assert "+x = 10  # in the ipynb" in err and "-y = x + 20  # in the py" in err  # the difference
    assert {p.name: p.read_bytes() for p in nb_dir.iterdir()} == snapshot  # nothing written
    # Following the first advice keeps the .ipynb, and the pair is in step again.
    keep_ipynb = ["-m", "jupytext", "--quiet", "--to", "py:percent", str(nb_dir / "a.ipynb")]
    subprocess.run([sys.executable, *keep_ipynb], check=True)
    assert _sync(nb_dir) == ([], [])
    assert _sources(py)[1:] == ["x = 10  # in the ipynb", "y = x + 1"]


def test_keep_the_py_by_deleting_the_ipynb(tmp_path):
    nb_dir = _folder(tmp_path, "a")
    _sync(nb_dir)
    _edit_ipynb(nb_dir / "a.ipynb", 1, "x = 10")
    py = nb_dir / "a.py"
    py.write_text(py.read_text().replace("y = x + 1", "y = 0"))
    assert len(_sync(nb_dir)[1]) == 1
    (nb_dir / "a.ipynb").unlink()
    assert _sync(nb_dir)[1] == []
    assert _sources(nb_dir / "a.ipynb")[1:] == ["x = 1", "y = 0"]


def test_run_and_save_in_lab_without_an_edit_leaves_the_py_bytes(tmp_path):
    """Lab writes its kernel ("Python 3 (ipykernel)"), language_info, outputs and timings: none may
    reach the tracked .py (a real notebook, index, saved through jupytext's contents manager)."""
    nb_dir = _folder(tmp_path, "index")
    py = nb_dir / "index.py"
    before = py.read_bytes()
    _sync(nb_dir)
    cm = _lab(nb_dir)
    model = _run(cm.get("index.ipynb"))
    nb = model["content"]
    nb.metadata["kernelspec"] = dict(LAB_KERNEL)
    nb.metadata["language_info"] = {"name": "python", "version": "3.11.2", "mimetype": "text/x-python"}
    code = next(c for c in nb.cells if c.cell_type == "code")
    code.execution_count = 1
    code.outputs = [nbformat.v4.new_output("stream", text="ran\n")]
    code.metadata["execution"] = {"iopub.status.idle": "2026-12-01T23:00:00.000Z"}
    _run(cm.save({"type": "notebook", "content": nb}, "index.ipynb"))
    assert py.read_bytes() == before
    assert "ran" in (nb_dir / "index.ipynb").read_text()
    assert _sync(nb_dir) == ([], [])
    assert py.read_bytes() == before


def test_after_a_lab_save_an_edit_in_the_ipynb_alone_is_still_taken(tmp_path):
    nb_dir = _folder(tmp_path, "a")
    _sync(nb_dir)
    cm = _lab(nb_dir)
    nb = _run(cm.get("a.ipynb"))["content"]
    nb.cells[1].source = "x = 5  # saved in Lab"
    _run(cm.save({"type": "notebook", "content": nb}, "a.ipynb"))  # Lab writes both files
    assert _sync(nb_dir) == ([], [])  # ... which agree, and are recorded as agreeing
    _edit_ipynb(nb_dir / "a.ipynb", 2, "y = 7  # then another editor")
    _touch_later(nb_dir / "a.py")
    assert _sync(nb_dir)[1] == []
    assert _sources(nb_dir / "a.py")[1:] == ["x = 5  # saved in Lab", "y = 7  # then another editor"]


def test_corrupt_ipynb_is_reported_and_left_alone(tmp_path):
    nb_dir = _folder(tmp_path, "a")
    (nb_dir / "a.ipynb").write_text("{ half a notebook")
    done, errors = _sync(nb_dir)
    assert done == [] and len(errors) == 1 and "a.ipynb: cannot be read as ipynb" in errors[0]
    assert (nb_dir / "a.ipynb").read_text() == "{ half a notebook"


# ---- with git history -----------------------------------------------------------------------------

@pytest.fixture
def repo(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    nb_dir = _folder(tmp_path, "a")
    _git(tmp_path, "init", "-q")
    _git(tmp_path, "add", "notebooks/a.py")
    _git(tmp_path, "commit", "-qm", "a")
    return nb_dir


def test_without_a_record_an_ipynb_that_is_in_git_yields_to_the_py(repo):
    """First run after an upgrade (or the record lost): a `git pull` changed the .py."""
    _sync(repo)
    (repo / sync_notebooks.STATE_FILE).unlink()
    py = repo / "a.py"
    py.write_text(py.read_text().replace("x = 1", "x = 2"))
    done, errors = _sync(repo)
    assert errors == [] and "its old content is that of a.py in commit" in done[0]
    assert _sources(repo / "a.ipynb")[1] == "x = 2"


def test_without_a_record_an_edited_ipynb_is_not_overwritten(repo):
    _sync(repo)
    (repo / sync_notebooks.STATE_FILE).unlink()
    _edit_ipynb(repo / "a.ipynb", 1, "x = 3  # not in git")
    _touch_later(repo / "a.py")
    done, errors = _sync(repo)
    assert done == [] and len(errors) == 1
    assert _sources(repo / "a.ipynb")[1] == "x = 3  # not in git"


def test_ipynb_of_a_deleted_source_goes_only_if_its_content_is_in_git(repo):
    _sync(repo)
    _git(repo.parent, "rm", "-q", "notebooks/a.py")
    _git(repo.parent, "commit", "-qm", "a goes")
    done, errors = _sync(repo)
    assert errors == [] and done[0].startswith(f"removed {repo / 'a.ipynb'}")
    assert not (repo / "a.ipynb").exists()
    # A notebook never committed whose .py is deleted by hand: the .py comes back.
    (repo / "n.py").write_text(SMALL)
    _sync(repo)
    (repo / "n.py").unlink()
    done, errors = _sync(repo)
    assert errors == [] and (repo / "n.py").exists() and (repo / "n.ipynb").exists()


def test_checkout_of_a_branch_without_the_notebook_leaves_no_stray_py(repo):
    """The .ipynb is a version committed on another branch: it goes, and no untracked .py appears."""
    _sync(repo)
    _git(repo.parent, "checkout", "-q", "--orphan", "bare")
    _git(repo.parent, "rm", "-q", "--cached", "notebooks/a.py")
    (repo / "a.py").unlink()
    _git(repo.parent, "commit", "-q", "--allow-empty", "-m", "a branch without notebook a")
    done, errors = _sync(repo)
    assert errors == [] and not (repo / "a.py").exists() and not (repo / "a.ipynb").exists()


# ---- make clean -----------------------------------------------------------------------------------

@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
@pytest.mark.parametrize("with_venv", [True, False])
def test_make_clean_keeps_edited_and_unpaired_notebooks(tmp_path, with_venv):
    shutil.copy(ROOT / "Makefile", tmp_path)
    (tmp_path / "scripts").mkdir()
    shutil.copy(SCRIPT, tmp_path / "scripts")
    nb_dir = _folder(tmp_path, "a", "b")
    _sync(nb_dir)
    _edit_ipynb(nb_dir / "b.ipynb", 1, "x = 9  # unsynced edit")
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("q = 1")]), nb_dir / "c.ipynb")
    kept = {n: (nb_dir / n).read_bytes() for n in ("b.ipynb", "c.ipynb")}
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    py = sys.executable if with_venv else str(venv / "bin" / "python")  # missing: no venv to compare with
    out = subprocess.run(["make", "clean", f"VENV={venv}", f"PY={py}"], cwd=tmp_path, capture_output=True,
                         text=True)
    assert out.returncode == 0, out.stderr
    assert not venv.exists()
    assert {n: (nb_dir / n).read_bytes() for n in kept} == kept
    if with_venv:
        assert not (nb_dir / "a.ipynb").exists()
        assert "kept notebooks/b.ipynb: it has edits that are not in b.py" in out.stderr
        assert "kept notebooks/c.ipynb: it has no c.py" in out.stderr
    else:
        assert (nb_dir / "a.ipynb").exists()
        assert "kept notebooks/*.ipynb" in out.stderr
