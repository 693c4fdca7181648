"""Keep notebooks/*.ipynb in step with their tracked jupytext sources notebooks/*.py, never losing an edit.

`make notebooks` (and so `make lab`, `make test`, `make present`) runs this instead of
`jupytext --sync`, which keeps whichever file is newer and so silently drops an edit saved only to
the .ipynb once the .py is touched (`git pull`, `git checkout`, `touch`). Two files "agree" when the
.ipynb, written out as jupytext would write it to the .py (notebooks/jupytext.toml), gives the same
text as the .py: outputs, kernel and other metadata that never reach the .py do not count, so a
regenerated or re-run .ipynb agrees with its .py. Per notebook NAME:

- only NAME.py: NAME.ipynb is generated from it (a fresh clone);
- only NAME.ipynb (made by another tool): NAME.py is written from it; but when the .ipynb is exactly
  a committed version of a NAME.py that has since been deleted, the .ipynb is removed too;
- both, agreeing: nothing is written;
- both, disagreeing: the side that changed since the two last agreed is taken (the .ipynb keeps its
  outputs). The content they agreed on is recorded in notebooks/.sync_state.json (git-ignored); an
  .ipynb that is exactly a version of its .py committed on any branch also counts as unchanged (its
  content is in git: this covers the first run without a record, and Lab's saves, which write both
  files without updating the record). When both changed, neither file is written: the script shows
  the difference, prints the command that keeps each side, and exits with status 1 (so `make lab`
  and `make test` stop).

`--clean` (`make clean`) deletes each .ipynb whose content is in its .py (only outputs are lost, and
they are regenerated) and keeps, naming them, the ones that are edited or unpaired.

    python scripts/sync_notebooks.py [--clean] [NOTEBOOK_DIR]      (NOTEBOOK_DIR defaults to notebooks/)
"""

import argparse
import copy
import difflib
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import jupytext
from jupytext.combine import combine_inputs_with_outputs
from jupytext.config import load_jupytext_config

ROOT = Path(__file__).resolve().parent.parent
STATE_FILE = ".sync_state.json"
TEXT_FMT = "py:percent"
# What JupyterLab writes for the venv's kernel; the .py carries no kernelspec (jupytext.toml filters it).
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
GIT_HISTORY_DEPTH = 200  # committed versions of a .py compared with its .ipynb, newest first


class SyncError(Exception):
    """A notebook that cannot be synced without losing an edit (or cannot be read)."""


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _files_sha(*paths: Path) -> str:
    h = hashlib.sha256()
    for p in paths:
        h.update(p.read_bytes())
        h.update(b"\0")
    return h.hexdigest()


def config_for(nb_dir: Path):
    config = load_jupytext_config(str(nb_dir))
    if config is None:
        raise SyncError(f"{nb_dir}: no jupytext.toml found (it pairs the notebooks there)")
    return config


def as_text(nb, config) -> str:
    """The .py text jupytext writes for `nb` (what the two files are compared by)."""
    return jupytext.writes(copy.deepcopy(nb), fmt=TEXT_FMT, config=config)


def _read(path: Path, fmt: str):
    try:
        return jupytext.read(path, fmt=fmt)
    except Exception as err:  # a corrupt or half-written file: say which
        raise SyncError(f"{path}: cannot be read as {fmt} ({type(err).__name__}: {err})") from err


def committed_texts(py: Path):
    """Yield (commit, text) for the committed versions of `py` on any branch, newest first (none
    outside git). Any branch: after `git checkout` of a branch without the notebook, its .ipynb is
    still a version committed elsewhere."""
    run = dict(cwd=py.parent, capture_output=True, text=True)
    try:
        log = subprocess.run(["git", "log", "--all", f"-n{GIT_HISTORY_DEPTH}", "--format=%H", "--", py.name],
                             **run)
    except OSError:
        return
    for commit in log.stdout.split() if log.returncode == 0 else []:
        show = subprocess.run(["git", "show", f"{commit}:./{py.name}"], **run)
        if show.returncode == 0:  # the commit that deleted the file has no version of it
            yield commit, show.stdout


def in_git(py: Path, text: str, config) -> str | None:
    """The newest commit whose `py` has the content `text` (as jupytext writes it), else None."""
    for commit, committed in committed_texts(py):
        try:
            if as_text(jupytext.reads(committed, fmt=TEXT_FMT), config) == text:
                return commit
        except Exception:  # an old version jupytext cannot read is simply not a match
            continue
    return None


def decide(ipynb_text, py_text, recorded, committed) -> str:
    """What to do with one notebook, from the texts of its two files (None: missing).

    recorded: sha256 of the text the two last agreed on (None: no record); committed(): whether the
    .ipynb's text is a committed version of the .py. Returns one of "create_ipynb", "create_py",
    "remove_ipynb", "same", "take_py", "take_ipynb", "conflict".
    """
    if ipynb_text is None:
        return "create_ipynb"
    if py_text is None:
        return "remove_ipynb" if committed() else "create_py"
    if ipynb_text == py_text:
        return "same"
    if recorded == _sha(ipynb_text):
        return "take_py"
    if recorded == _sha(py_text):
        return "take_ipynb"
    return "take_py" if committed() else "conflict"


def _write_text(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, path)  # never a half-written notebook


def write_ipynb(py_nb, ipynb: Path, old_nb=None) -> None:
    """Write `ipynb` from the .py's notebook, keeping the outputs and kernel of `old_nb` if given."""
    nb = combine_inputs_with_outputs(py_nb, old_nb, fmt=TEXT_FMT) if old_nb is not None else py_nb
    nb.metadata.setdefault("kernelspec", dict(KERNELSPEC))
    _write_text(ipynb, jupytext.writes(nb, fmt="ipynb"))
    # Same timestamp as its source, so jupytext in Lab does not warn that the .ipynb is newer.
    py = ipynb.with_suffix(".py")
    os.utime(ipynb, ns=(py.stat().st_atime_ns, py.stat().st_mtime_ns))


def conflict_message(name: str, ipynb: Path, py: Path, ipynb_text: str, py_text: str) -> str:
    diff = list(difflib.unified_diff(py_text.splitlines(), ipynb_text.splitlines(),
                                     f"{py} (as jupytext reads it)", f"{ipynb} (as jupytext writes it)",
                                     lineterm="", n=1))
    shown = diff[:30] + ([f"... ({len(diff) - 30} more diff lines)"] if len(diff) > 30 else [])
    jupytext_cmd = os.path.relpath(Path(sys.executable).parent / "jupytext")
    return "\n".join([
        f"{name}: both {ipynb} and {py} changed since they last agreed; neither was written.",
        *("    " + line for line in shown),
        "  Keep one (copy what you need from the other first), then run `make notebooks` again:",
        f"    keep the .ipynb:  {jupytext_cmd} --to {TEXT_FMT} {ipynb}",
        f"    keep the .py:     rm {ipynb}",
    ])


class Notebooks:
    """The notebooks of one folder and the record of what each pair last agreed on."""

    def __init__(self, nb_dir: Path):
        self.dir = Path(nb_dir)
        self.config = config_for(self.dir)
        self.state_path = self.dir / STATE_FILE
        try:
            self.state = json.loads(self.state_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            self.state = {}  # no record: only git history says which side is unchanged

    def names(self) -> list[str]:
        files = list(self.dir.glob("*.py")) + list(self.dir.glob("*.ipynb"))
        return sorted({p.stem for p in files})

    def save_state(self) -> None:
        if self.state:
            _write_text(self.state_path, json.dumps(self.state, indent=1, sort_keys=True) + "\n")
        elif self.state_path.exists():
            self.state_path.unlink()

    def _agreed(self, name: str, text: str) -> None:
        paths = [self.dir / f"{name}.py", self.dir / f"{name}.ipynb"]
        self.state[name] = {"text": _sha(text), "files": _files_sha(*paths)}

    def sync_one(self, name: str) -> str | None:
        """Bring one pair in step; return a line saying what was done (None: nothing)."""
        py, ipynb = self.dir / f"{name}.py", self.dir / f"{name}.ipynb"
        record = self.state.get(name, {})
        if py.exists() and ipynb.exists() and record.get("files") == _files_sha(py, ipynb):
            return None  # byte for byte what last agreed: nothing to read
        py_nb = _read(py, TEXT_FMT) if py.exists() else None
        ipynb_nb = _read(ipynb, "ipynb") if ipynb.exists() else None
        py_text = as_text(py_nb, self.config) if py_nb is not None else None
        ipynb_text = as_text(ipynb_nb, self.config) if ipynb_nb is not None else None
        commit = []

        def committed():
            commit.append(in_git(py, ipynb_text, self.config))
            return commit[-1] is not None

        action = decide(ipynb_text, py_text, record.get("text"), committed)
        if action == "conflict":
            raise SyncError(conflict_message(name, ipynb, py, ipynb_text, py_text))
        if action == "remove_ipynb":
            ipynb.unlink()
            self.state.pop(name, None)
            return (f"removed {ipynb}: its source {py.name} was deleted, and its content is that "
                    f"of {py.name} in commit {commit[-1][:10]}")
        if action in ("create_ipynb", "take_py"):
            write_ipynb(py_nb, ipynb, ipynb_nb)
            agreed = py_text
        elif action in ("create_py", "take_ipynb"):
            _write_text(py, ipynb_text)
            agreed = ipynb_text
        else:
            agreed = py_text
        self._agreed(name, agreed)
        return {
            "create_ipynb": f"generated {ipynb} from {py.name}",
            "create_py": f"wrote {py} from {ipynb.name} (a new notebook: `git add` it to keep it)",
            "take_py": f"updated {ipynb} from {py.name} (outputs kept): " + (
                f"its old content is that of {py.name} in commit {commit[-1][:10]}" if commit and commit[-1]
                else "only the .py had changed"),
            "take_ipynb": f"updated {py} from {ipynb.name} (only the .ipynb had changed)",
            "same": None,
        }[action]

    def sync(self) -> tuple[list[str], list[str]]:
        """Sync every pair; return (what was done, errors). Each pair is done or left as it was."""
        done, errors = [], []
        for name in self.names():
            try:
                line = self.sync_one(name)
            except SyncError as err:
                errors.append(str(err))
            else:
                if line:
                    done.append(line)
        self.save_state()
        return done, errors

    def clean(self) -> tuple[list[str], list[str]]:
        """Delete each .ipynb whose content is in its .py; return (deleted, kept with the reason)."""
        deleted, kept = [], []
        for ipynb in sorted(self.dir.glob("*.ipynb")):
            py = ipynb.with_suffix(".py")
            try:
                same = py.exists() and (as_text(_read(ipynb, "ipynb"), self.config)
                                        == as_text(_read(py, TEXT_FMT), self.config))
            except SyncError as err:
                kept.append(f"kept {ipynb}: {err}")
                continue
            if same:
                ipynb.unlink()
                self.state.pop(ipynb.stem, None)
                deleted.append(str(ipynb))
            elif py.exists():
                kept.append(f"kept {ipynb}: it has edits that are not in {py.name} (run `make notebooks`)")
            else:
                kept.append(f"kept {ipynb}: it has no {py.name} (run `make notebooks` to write one)")
        self.save_state()
        return deleted, kept


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clean", action="store_true",
                        help="delete the .ipynb files whose content is in their .py, keep the others")
    parser.add_argument("notebook_dir", nargs="?", default=str(ROOT / "notebooks"))
    args = parser.parse_args(argv)
    try:
        notebooks = Notebooks(Path(os.path.relpath(args.notebook_dir)))
    except SyncError as err:
        print(err, file=sys.stderr)
        return 1
    if args.clean:
        deleted, kept = notebooks.clean()
        print(f"deleted {len(deleted)} generated .ipynb file(s)")
        for line in kept:
            print(line, file=sys.stderr)
        return 0
    done, errors = notebooks.sync()
    for line in done:
        print(line)
    for err in errors:
        print(err, file=sys.stderr)
    if errors:
        print(f"{len(errors)} notebook(s) not synced: nothing of theirs was written", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
