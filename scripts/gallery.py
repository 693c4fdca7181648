"""Build docs/gallery.md and docs/gallery/*.png from the browser tests' screenshots.

The browser tests (tests/browser) save one screenshot per notebook under
artifacts/screenshots/ after driving its widgets in headless Chromium. This
script copies them to docs/gallery/ (scaled to at most 900 px wide, 256-colour
PNG) and writes docs/gallery.md: per picture, the notebook's title, what the
test changed and checked (the test's docstring) and the notebook's "What we learned"
as its executed copy shows it. Nothing here is drawn by hand, and no notebook is run
again: tests/test_notebooks.py (`make test`) keeps each executed notebook in
build/executed/, and one whose source changed since is left out (and named).

Usage:  make test (or .venv/bin/pytest tests/test_notebooks.py tests/browser)
        .venv/bin/python scripts/gallery.py
"""

from __future__ import annotations

import ast
import hashlib
import re
import sys
from pathlib import Path

import nbformat
from PIL import Image

from edgekit.contents import reading_order

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "artifacts" / "screenshots"
TESTS = ROOT / "tests" / "browser"
NOTEBOOKS = ROOT / "notebooks"
DOCS = ROOT / "docs"
EXECUTED = ROOT / "build" / "executed"  # written by tests/test_notebooks.py
MAX_WIDTH = 900
_HEADING = re.compile(r"^(#+)\s+(.*)$")


def notebook_title(name: str) -> str:
    """The first Markdown heading of notebooks/<name>.py (jupytext percent), without the '#'."""
    src = NOTEBOOKS / f"{name}.py"
    if src.exists():
        for line in src.read_text().splitlines():
            m = re.match(r"#\s+#\s+(.+)", line)
            if m:
                return m.group(1).strip()
    return name.replace("_", " ")


def producing_tests() -> dict[str, tuple[str, str]]:
    """``{screenshot name: (test file, what the test does)}``, from the tests' own source."""
    found = {}
    for path in sorted(TESTS.glob("test_*.py")):
        tree = ast.parse(path.read_text())
        doc = (ast.get_docstring(tree) or "").strip().splitlines()
        for node in ast.walk(tree):  # the name= of each nb.screenshot(...) call
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "screenshot":
                for k in node.keywords:
                    if k.arg == "name" and isinstance(k.value, ast.Constant):
                        found[k.value.value] = (path.relative_to(ROOT).as_posix(), doc[0] if doc else "")
    return found


def executed_notebook(name: str, folder: Path = EXECUTED, sources: Path = NOTEBOOKS):
    """The notebook as tests/test_notebooks.py last executed it (folder/NAME.ipynb), or None when
    there is none or notebooks/NAME.py changed since (its hash is in ``metadata.edgekit``)."""
    path, src = folder / f"{name}.ipynb", sources / f"{name}.py"
    if not path.exists() or not src.exists():
        return None
    nb = nbformat.read(path, as_version=4)
    ran = nb.metadata.get("edgekit", {}).get("source_sha256")
    return nb if ran == hashlib.sha256(src.read_bytes()).hexdigest() else None


def _outputs_markdown(cell) -> list[str]:
    texts = []
    for out in cell.get("outputs", []):
        md = out.get("data", {}).get("text/markdown")
        if md:
            texts.append("".join(md) if isinstance(md, list) else md)
    return texts


def what_we_learned(nb) -> str:
    """The notebook's "What we learned" section as a reader sees it: its Markdown cells and the
    Markdown its code cells showed (the sentences computed from the notebook's values), up to the
    next heading of the same level or higher; "" when there is none."""
    parts, level = [], None
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            if level is not None:
                parts += _outputs_markdown(cell)
            continue
        kept = []
        for line in cell.source.splitlines():
            m = _HEADING.match(line)
            if m and level is None and m.group(2).strip().lower().startswith("what we learned"):
                level = len(m.group(1))
            elif m and level is not None and len(m.group(1)) <= level:
                return _paragraphs(parts + ["\n".join(kept)])
            elif level is not None:
                kept.append(line)
        parts.append("\n".join(kept))
    return _paragraphs(parts)


def _paragraphs(parts: list[str]) -> str:
    return "\n\n".join(p.strip() for p in parts if p.strip())


def copy_small(src: Path, dest: Path) -> tuple[int, int]:
    with Image.open(src) as im:
        im = im.convert("RGB")
        if im.width > MAX_WIDTH:
            im = im.resize((MAX_WIDTH, round(im.height * MAX_WIDTH / im.width)), Image.LANCZOS)
        # A 256-colour palette keeps these screenshots (text, flat colours) small and sharp.
        im.quantize(colors=256, method=Image.Quantize.MEDIANCUT).save(dest, optimize=True)
        return im.size


def main() -> int:
    tests = producing_tests()
    # Only the pictures a test names with nb.screenshot(name=...): other files in the folder
    # (a JupyterLab check's own screenshot, failures) are not gallery pages.
    # In the index's reading order (edgekit.contents), so edge_city_10 follows edge_city_9.
    shots = sorted((s for s in SHOTS.glob("*.png") if s.stem in tests), key=lambda s: reading_order(s.stem))
    if not shots:
        print(f"no screenshots in {SHOTS.relative_to(ROOT)}: run the browser tests first "
              f"(make test, or .venv/bin/pytest tests/browser)", file=sys.stderr)
        return 1
    out_dir = DOCS / "gallery"
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.png"):
        if old.stem not in tests or not (SHOTS / old.name).exists():
            old.unlink()  # a screenshot no test makes any more
    lines = ["# Gallery", "",
             "Screenshots taken by the real-browser tests (`tests/browser`): each notebook is served by",
             "Voila, driven by headless Chromium through Playwright, and checked against exact values",
             "computed with edgekit before the picture is taken. Regenerate with",
             "`.venv/bin/pytest tests/browser && .venv/bin/python scripts/gallery.py`; each page's",
             "\"What we learned\" is the notebook's own, as `make test` executed it (`build/executed/`).",
             ""]
    stale = []
    for shot in shots:
        size = copy_small(shot, out_dir / shot.name)
        test, what = tests.get(shot.stem, ("", ""))
        lines += [f"## {notebook_title(shot.stem)}", ""]
        if test:
            lines += [f"{what} (`{test}`; notebook `notebooks/{shot.stem}.py`)", ""]
        lines += [f"![{shot.stem}](gallery/{shot.name})", ""]
        nb = executed_notebook(shot.stem)
        if nb is None and (NOTEBOOKS / f"{shot.stem}.py").exists():
            stale.append(shot.stem)
        elif learned := what_we_learned(nb):
            lines += ["**What we learned** (from the executed notebook):", "", learned, ""]
        print(f"docs/gallery/{shot.name}: {size[0]}x{size[1]}, "
              f"{(out_dir / shot.name).stat().st_size // 1024} KiB")
    (DOCS / "gallery.md").write_text("\n".join(lines))
    if stale:
        print(f"no up-to-date executed notebook in {EXECUTED.relative_to(ROOT)} for {', '.join(stale)}: "
              f"their pages have no 'What we learned' (run make test, or .venv/bin/pytest "
              f"tests/test_notebooks.py -k NAME, then this again)", file=sys.stderr)
    print(f"wrote docs/gallery.md ({len(shots)} screenshots)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
