"""Build docs/gallery.md and docs/gallery/*.png from the browser tests' screenshots.

The browser tests (tests/browser) save one screenshot per notebook under
artifacts/screenshots/ after driving its widgets in headless Chromium. This
script copies them to docs/gallery/ (scaled to at most 900 px wide, 256-colour
PNG) and writes docs/gallery.md: per picture, the notebook's title and what the
test changed and checked (the test's docstring). Nothing here is drawn by hand.

Usage:  .venv/bin/pytest tests/browser && .venv/bin/python scripts/gallery.py
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

from PIL import Image

from edgekit.contents import reading_order

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "artifacts" / "screenshots"
TESTS = ROOT / "tests" / "browser"
NOTEBOOKS = ROOT / "notebooks"
DOCS = ROOT / "docs"
MAX_WIDTH = 900


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
             "`.venv/bin/pytest tests/browser && .venv/bin/python scripts/gallery.py`.", ""]
    for shot in shots:
        size = copy_small(shot, out_dir / shot.name)
        test, what = tests.get(shot.stem, ("", ""))
        lines += [f"## {notebook_title(shot.stem)}", ""]
        if test:
            lines += [f"{what} (`{test}`; notebook `notebooks/{shot.stem}.py`)", ""]
        lines += [f"![{shot.stem}](gallery/{shot.name})", ""]
        print(f"docs/gallery/{shot.name}: {size[0]}x{size[1]}, "
              f"{(out_dir / shot.name).stat().st_size // 1024} KiB")
    (DOCS / "gallery.md").write_text("\n".join(lines))
    print(f"wrote docs/gallery.md ({len(shots)} screenshots)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
