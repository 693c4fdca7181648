"""Scan a notebook's outputs for what a reader should never see (issue 21): Python dumps, blank
pictures, long fractions with no percentage, a content notebook that never states its answers.

Each output is judged by what a reader sees of it: a widget, else its HTML, else its Markdown,
else its picture, else its plain text (so a figure's ``<Figure size ...>`` text beside its PNG is
no finding, but the same text alone is). An explorer's views saved for the website (beside its
widget, :mod:`edgekit.widgets.static`) are read too, piece by piece. The kinds of finding (:data:`KINDS`):

* ``fraction_repr`` ``Fraction(``, ``mappingproxy`` ``mappingproxy(``, ``object_at_0x`` `` at 0x``,
  ``figure_text`` ``<Figure size``, ``edgekit_repr`` ``<edgekit.``, ``dataclass_repr`` a
  dataclass's repr (``Name(field=``);
* ``bare_container``: a dict, list or tuple as a cell's whole text output (``[]`` included);
* ``long_fraction``: a fraction with more than :data:`LONG` digits (numerator or denominator)
  and no ``%`` beside it (within :data:`NEAR` characters of the visible text), nor the number
  style's abbreviation of a long mean, ``"≈ 6.882 (exact: 20-digit fraction)"``, whose exact
  value is a click (HTML ``<details>``) or a hover (a Markdown ``<span title=...>``) away;
* ``no_image``: a cell that calls a drawing function and shows no picture (nor a widget, which
  draws its own); ``chooses_backend``: a cell that calls ``matplotlib.use(...)`` (then nothing
  shows in Lab, Voila or the executed notebook);
* ``no_what_we_learned``: a content notebook (``<game>_<n>_<topic>``) with no "What we learned"
  heading; ``error``: a cell that raised.

    python scripts/scan_outputs.py notebooks/edge_city_3_cool.py [more ...] [--no-execute] [--json]

A ``.py`` (jupytext) or an unexecuted ``.ipynb`` is executed first (nbclient, in the notebook's
folder); ``--no-execute`` reads an executed ``.ipynb`` as it is. Exit status 1 when anything is
found. Tests call :func:`scan` (a notebook object) or :func:`scan_path`.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from collections import Counter
from dataclasses import asdict, dataclass
from html.parser import HTMLParser
from pathlib import Path

import nbformat

from edgekit.widgets.static import MIME as _STATIC  # the website's views

KINDS = ("fraction_repr", "mappingproxy", "object_at_0x", "figure_text", "edgekit_repr", "dataclass_repr",
         "bare_container", "long_fraction", "no_image", "chooses_backend", "no_what_we_learned", "error")
#: A fraction whose numerator or denominator has more digits than this needs a % beside it.
LONG = 12
#: How near (in characters of visible text) the % must be.
NEAR = 48

_DUMPS = (("fraction_repr", "Fraction("), ("mappingproxy", "mappingproxy("), ("object_at_0x", " at 0x"),
          ("figure_text", "<Figure size"), ("edgekit_repr", "<edgekit."))
_DATACLASS = re.compile(r"\b[A-Z][A-Za-z0-9_]*\([a-z_][a-z0-9_]*=")
_FRACTION = re.compile(r"(?<![\d/.])(\d+)/(\d+)(?![\d/])")
# A call that draws: matplotlib (plt.*, ax.*), or a function whose name says it draws (..._figure,
# draw_... but not draw_probability or draw_outcomes, which compute odds; mx.draw; ..._plot, plot_...,
# ..._bars, bar_dist, heatmap). A dice `.draw(` or `cards_to_draw(` is no picture.
_DRAWS = re.compile(r"(?<![\w.])((?:plt|ax|axes)\.(?!close|rcParams|style|ioff|ion|get_)\w+|"
                    r"(?:\w+\.)?(?:\w*_figure|figure|subplots|draw_(?!prob|outcome)\w+|plot_\w+|\w+_plot|"
                    r"\w+_bars|bar_dist|heatmap|imshow)|(?:[a-z]{1,3}\.)?draw)\s*\(")
_ABBREVIATED = re.compile(r"\(exact: [\d/]+-digit (?:fraction|whole number)\)")
_BACKEND = re.compile(r"\bmatplotlib\.use\s*\(|^\s*%matplotlib\s+(?!inline)", re.M)
_LEARNED = re.compile(r"^#+\s*what we learned", re.I | re.M)
_CONTENT = re.compile(r"^[a-z_]+_\d+_")
_WIDGET = "application/vnd.jupyter.widget-view+json"
_IMAGES = ("image/png", "image/svg+xml", "image/jpeg", "image/gif")


@dataclass(frozen=True)
class Finding:
    """One thing a reader should not see: the notebook, the cell (its index; -1 for the whole
    notebook), the kind (one of :data:`KINDS`) and a short excerpt."""

    notebook: str
    cell: int
    kind: str
    excerpt: str

    def __str__(self) -> str:
        where = "notebook" if self.cell < 0 else f"cell {self.cell}"
        return f"{self.notebook} {where}: {self.kind}: {self.excerpt}"


class _Visible(HTMLParser):
    """The text a reader sees in HTML (tags and attributes out; a closed <details> counts as seen)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self._skip += 1
        elif tag in ("br", "p", "tr", "div", "li", "details", "summary", "table"):
            self.parts.append("\n")
        elif tag in ("td", "th"):
            self.parts.append(" | ")

    def handle_endtag(self, tag):
        if tag in ("style", "script") and self._skip:
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.parts.append(data)


def visible_text(html_text: str) -> str:
    p = _Visible()
    p.feed(html_text)
    p.close()
    return "".join(p.parts)


def _shown(output) -> tuple[str, str] | None:
    """(what a reader sees as text, its mime) of one output; None for a widget or a picture."""
    kind = output.get("output_type")
    if kind == "stream":
        return output.get("text", ""), "stream"
    if kind == "error":
        return f"{output.get('ename', '')}: {output.get('evalue', '')}", "error"
    data = output.get("data", {})
    if _WIDGET in data or any(m in data for m in _IMAGES) and "text/html" not in data:
        return None
    for mime in ("text/html", "text/markdown", "text/latex", "text/plain"):
        if mime in data:
            text = data[mime]
            text = "".join(text) if isinstance(text, list) else text
            return (visible_text(text) if mime == "text/html" else text), mime
    return None


def _has_picture(outputs) -> bool:
    for o in outputs:
        data = o.get("data", {})
        if any(m in data for m in _IMAGES) or _WIDGET in data:
            return True
        h = data.get("text/html", "")
        h = "".join(h) if isinstance(h, list) else h
        if "<img" in h or "<svg" in h:
            return True
    return False


def _is_bare_container(text: str) -> bool:
    t = text.strip()
    if len(t) < 2 or t[0] + t[-1] not in ("{}", "[]", "()"):
        return False
    try:
        node = ast.parse(t, mode="eval").body
    except SyntaxError:
        return t.count("\n") < 3 and t[0] in "{[" and "|" not in t  # a dict of reprs, e.g. {Fraction(..): ..}
    return isinstance(node, (ast.Dict, ast.List, ast.Tuple, ast.Set, ast.Call)) and not (
        isinstance(node, ast.Call))


def _run_code(source: str) -> str:
    """The code a cell runs at its top level: function and class bodies (drawn later, if at all),
    imports and comments left out."""
    try:
        tree = ast.parse(source)
    except SyntaxError:  # IPython magics: a line filter instead
        return "\n".join(line for line in source.splitlines()
                         if not line.lstrip().startswith(("#", "%", "!", "def ", "import ", "from ")))
    keep = [n for n in tree.body if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
                                                        ast.Import, ast.ImportFrom))]
    return "\n".join(ast.get_source_segment(source, n) or "" for n in keep)


def _excerpt(text: str, at: int = 0, width: int = 70) -> str:
    start = max(0, at - 20)
    piece = " ".join(text[start:start + width].split())
    return piece + ("..." if len(text) > start + width else "")


def _text_findings(text: str, mime: str) -> list[tuple[str, str]]:
    out = []
    for kind, needle in _DUMPS:
        i = text.find(needle)
        if i >= 0:
            out.append((kind, _excerpt(text, i)))
    m = _DATACLASS.search(text)
    if m:
        out.append(("dataclass_repr", _excerpt(text, m.start())))
    for m in _FRACTION.finditer(text):
        a, b = m.group(1), m.group(2)
        if max(len(a), len(b)) > LONG:
            near = text[max(0, m.start() - NEAR):m.end() + NEAR]
            # a % beside it, or edgekit.display's abbreviation of a long mean ("≈ 6.882 (exact:
            # 20-digit fraction)"), whose exact value is one click or a hover away
            if "%" not in near and not _ABBREVIATED.search(near):
                out.append(("long_fraction", _excerpt(text, m.start())))
                break  # one per output is enough to point at it
    return out


def scan(nb, name: str = "notebook") -> list[Finding]:
    """Every finding in an executed notebook (an ``nbformat`` notebook node or a dict of one)."""
    found: list[Finding] = []
    cells = nb["cells"]
    for i, cell in enumerate(cells):
        if cell.get("cell_type") != "code":
            continue
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else source
        outputs = cell.get("outputs", [])
        backend = _BACKEND.search(source)
        if backend:
            found.append(Finding(name, i, "chooses_backend", _excerpt(source, backend.start())))
        draws = _DRAWS.search(_run_code(source))
        if draws and not _has_picture(outputs):
            found.append(Finding(name, i, "no_image", f"calls {draws.group(1)}(...) and shows no picture"))
        shown = [s for s in (_shown(o) for o in outputs) if s is not None]
        for text, mime in shown:
            if mime == "error":
                found.append(Finding(name, i, "error", _excerpt(text)))
                continue
            for kind, excerpt in _text_findings(text, mime):
                found.append(Finding(name, i, kind, excerpt))
        for o in outputs:   # an explorer's every view, saved for the website (edgekit.widgets.static)
            views = o.get("data", {}).get(_STATIC)
            for part in views.get("parts", ()) if isinstance(views, dict) else ():
                for kind, excerpt in _text_findings(visible_text(part), "text/html"):
                    found.append(Finding(name, i, kind, f"(a static view) {excerpt}"))
        plain = [t for t, mime in shown if mime in ("stream", "text/plain")]
        if plain and len(plain) == len(shown) and _is_bare_container("".join(plain)):
            found.append(Finding(name, i, "bare_container", _excerpt("".join(plain))))
    if _CONTENT.match(Path(name).stem):
        md = "\n".join("".join(c["source"]) if isinstance(c["source"], list) else c["source"]
                       for c in cells if c.get("cell_type") == "markdown")
        if not _LEARNED.search(md):
            found.append(Finding(name, -1, "no_what_we_learned", "no 'What we learned' heading"))
    return found


def read(path: str | Path):
    """A notebook from a jupytext ``.py`` or an ``.ipynb``."""
    path = Path(path)
    if path.suffix == ".py":
        import jupytext

        return jupytext.read(path)
    return nbformat.read(path, as_version=4)


def execute(nb, folder: str | Path, timeout: int = 300):
    """Run every cell (errors kept as outputs, so they are reported rather than stopping the scan)."""
    from nbclient import NotebookClient

    NotebookClient(nb, timeout=timeout, kernel_name="python3", allow_errors=True,
                   resources={"metadata": {"path": str(folder)}}).execute()
    return nb


def _executed(nb) -> bool:
    return any(c.get("outputs") or c.get("execution_count")
               for c in nb["cells"] if c.get("cell_type") == "code")


def scan_path(path: str | Path, *, run: bool | None = None, timeout: int = 300) -> list[Finding]:
    """Scan one notebook file. ``run``: execute it first (default: a ``.py``, or an ``.ipynb``
    that holds no outputs)."""
    path = Path(path)
    nb = read(path)
    if run is None:
        run = path.suffix == ".py" or not _executed(nb)
    if run:
        execute(nb, path.parent, timeout)
    return scan(nb, path.stem)


def counts(findings: list[Finding]) -> dict[str, int]:
    """The number of findings of each kind (every kind listed, in :data:`KINDS` order)."""
    c = Counter(f.kind for f in findings)
    return {k: c[k] for k in KINDS}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("notebooks", nargs="+", help="notebooks (.py jupytext sources or .ipynb)")
    ap.add_argument("--no-execute", action="store_true", help="read an executed .ipynb as it is")
    ap.add_argument("--json", action="store_true", help="print the findings and counts as JSON")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per cell")
    args = ap.parse_args(argv)
    report, total = {}, 0
    for p in args.notebooks:
        found = scan_path(p, run=False if args.no_execute else None, timeout=args.timeout)
        total += len(found)
        report[Path(p).stem] = {"counts": {k: v for k, v in counts(found).items() if v},
                                "findings": [asdict(f) for f in found]}
        if not args.json:
            print(f"{Path(p).stem}: {len(found)} findings {report[Path(p).stem]['counts']}")
            for f in found:
                print(f"  {f}")
    if args.json:
        print(json.dumps(report, indent=1))
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
