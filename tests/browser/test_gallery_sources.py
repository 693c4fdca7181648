"""The gallery is made from the browser tests: every screenshot they take names a real notebook,
and docs/gallery.md shows exactly the pictures in docs/gallery/. (No browser needed.)"""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def screenshot_names() -> list[str]:
    names = []
    for path in sorted((ROOT / "tests" / "browser").glob("test_browser_*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "screenshot":
                names += [k.value.value for k in node.keywords
                          if k.arg == "name" and isinstance(k.value, ast.Constant)]
    return names


def test_each_browser_test_screenshot_is_named_after_a_notebook():
    names = screenshot_names()
    assert len(names) >= 4 and len(set(names)) == len(names)
    for n in names:
        assert (ROOT / "notebooks" / f"{n}.py").exists(), f"screenshot {n!r} names no notebook"


def test_gallery_page_shows_every_committed_picture():
    page = (ROOT / "docs" / "gallery.md").read_text()
    shown = set(re.findall(r"\]\(gallery/([^)]+\.png)\)", page))
    assert shown == {p.name for p in (ROOT / "docs" / "gallery").glob("*.png")}
    assert shown == {f"{n}.png" for n in screenshot_names()}, "run the browser tests and scripts/gallery.py"


def test_gallery_pages_come_in_the_index_reading_order():
    """scripts/gallery.py orders the pages as the index does (edgekit.contents): edge_city_10 after
    edge_city_9, the games before the pages about every game."""
    from edgekit.contents import reading_order

    page = (ROOT / "docs" / "gallery.md").read_text()
    shown = re.findall(r"\]\(gallery/(\w+)\.png\)", page)
    assert shown == sorted(shown, key=reading_order)
