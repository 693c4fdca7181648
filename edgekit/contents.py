"""The table of contents of the notebooks: each page's title, its question, in reading order.

The index notebook (``notebooks/index.py``) and ``docs/gallery.md`` (``scripts/gallery.py``) list
the notebooks with :func:`pages`, so a new notebook is listed as soon as it exists, in its place.
Everything is read from the notebooks' tracked jupytext sources (``notebooks/*.py``): the title is
the first Markdown heading, the description its "**The question:**" paragraph, and the widgets it
offers come from what it imports from :mod:`edgekit.widgets`.

Reading order: the games in the order the README introduces them (Edge City, Rogue Agent, Matrix,
Cyberpunk CCG), then the pages about every game (the play layer, the readings explorer); within
one series by the number in the name, so ``edge_city_10`` comes after ``edge_city_9``. A series
not named here comes after those, alphabetically.

Don't confuse :func:`reading_order` (a sort key for a notebook's file name) with :func:`pages`
(reads the notebooks in a folder and returns them sorted by it).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

__all__ = ["SERIES", "Page", "pages", "reading_order", "index_markdown"]

# The file-name prefixes of the notebook series, in reading order (the README's order).
SERIES = ("edge_city", "rogue_agent", "matrix", "cyberpunk_ccg", "play", "readings")
INDEX = "index"  # the index itself is not one of the pages it lists

_NUMBERED = re.compile(r"(?P<series>[a-z][a-z_]*?)_(?P<number>\d+)(?:_|$)")
_QUESTION = re.compile(r"\*\*The questions?:\*\*\s*(?P<text>.+)", re.DOTALL)


def reading_order(name: str) -> tuple:
    """Sort key of a notebook's file name (with or without ``.py``/``.ipynb``) in reading order.

    >>> sorted(["edge_city_10_road", "readings_explorer", "edge_city_1_win", "matrix_2_a_run"],
    ...        key=reading_order)
    ['edge_city_1_win', 'edge_city_10_road', 'matrix_2_a_run', 'readings_explorer']
    """
    if not isinstance(name, str) or not name:
        raise TypeError(f"name must be a notebook's file name (a non-empty str), not {name!r}")
    stem = re.sub(r"\.(py|ipynb)$", "", name)
    m = _NUMBERED.match(stem)
    series, number = (m["series"], int(m["number"])) if m else (stem, 0)
    rank = next((i for i, s in enumerate(SERIES) if series == s or series.startswith(s + "_")),
                len(SERIES))
    return rank, series if rank == len(SERIES) else "", number, stem


@dataclass(frozen=True)
class Page:
    """One notebook as the index lists it.

    ``name`` is the file name without its extension; ``title`` the notebook's first heading;
    ``question`` its "The question:" paragraph on one line ("" if it has none); ``widgets`` what
    a reader can drive in it: ``"explorer"`` (an edgekit explorer) and/or ``"stepper"`` (steps
    through a game or an example).
    """

    name: str
    title: str
    question: str
    widgets: tuple[str, ...]

    @property
    def link(self) -> str:
        return f"{self.name}.ipynb"

    def line(self) -> str:
        """The index's Markdown line for this page."""
        text = f"- [**{self.title}**]({self.link})"
        if self.question:
            text += f": {self.question}"
        if self.widgets:
            text += f" *({', '.join(self.widgets)})*"
        return text


def _markdown_cells(source: str) -> list[str]:
    import jupytext  # a runtime dependency; imported here so `import edgekit` stays light

    nb = jupytext.reads(source, fmt="py:percent")
    return [c.source for c in nb.cells if c.cell_type == "markdown"]


def _widgets_imported(source: str, path: Path) -> set[str]:
    """The names a notebook imports from edgekit.widgets (a jupytext .py is plain Python)."""
    tree = ast.parse(source, str(path))
    return {a.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
            and (node.module or "").startswith("edgekit.widgets") for a in node.names}


def _read_page(path: Path) -> Page:
    source = path.read_text(encoding="utf-8")
    cells = _markdown_cells(source)
    title = next((line[2:].strip() for cell in cells for line in cell.splitlines()
                  if line.startswith("# ")), path.stem.replace("_", " "))
    question = ""
    for paragraph in (p for cell in cells[:2] for p in re.split(r"\n\s*\n", cell)):
        m = _QUESTION.match(paragraph.strip())
        if m:
            question = " ".join(m["text"].split())
            question = question[:1].upper() + question[1:]
            break
    imported = _widgets_imported(source, path)
    widgets = tuple(kind for kind, found in (
        ("explorer", any(n.endswith("Explorer") for n in imported)),
        ("stepper", "Stepper" in imported)) if found)
    return Page(path.stem, title, question, widgets)


def pages(folder: str | Path) -> tuple[Page, ...]:
    """Every notebook in ``folder`` (its ``*.py`` sources, the index left out), in reading order."""
    if not isinstance(folder, (str, Path)):
        raise TypeError(f"folder must be a str or pathlib.Path, not {type(folder).__name__}")
    if not str(folder).strip():
        raise ValueError("folder must name the notebooks folder, not an empty path")
    folder = Path(folder)
    if not folder.is_dir():
        raise ValueError(f"folder must be the notebooks folder, and {str(folder)!r} is no folder")
    sources = sorted((p for p in folder.glob("*.py") if p.stem != INDEX), key=lambda p: reading_order(p.stem))
    return tuple(_read_page(p) for p in sources)


def _group(page: Page) -> str:
    """The heading a page is listed under: its title's series ("Edge City 1: ..." -> "Edge City")."""
    m = re.match(r"(?P<series>.+?) \d+:", page.title)
    return m["series"] if m else "About every game"


def index_markdown(folder: str | Path) -> str:
    """The index's list of notebooks as Markdown: a heading per series, one line per notebook."""
    lines: list[str] = []
    last = None
    for page in pages(folder):
        if _group(page) != last:
            last = _group(page)
            lines += ["", f"### {last}"] if lines else [f"### {last}"]
        lines.append(page.line())
    return "\n".join(lines)
