"""Build the notebook website: every notebook executed, as static pages that open offline (issue 23).

``make site`` runs this. Steps:

1. **Execute**: each notebook (``notebooks/NAME.py``, the index first, then the pages in reading
   order, :func:`edgekit.contents.pages`) is taken from ``build/executed/NAME.ipynb`` when
   tests/test_notebooks.py left one there whose recorded source hash is the .py's hash; else it is
   run here with that test's own runner (nbclient, a fresh kernel, the notebooks folder as working
   directory) and kept in ``build/executed/`` for the next build. A cell that raises stops the
   build, naming the notebook and the cell.
2. **Stage** (``build/site-src/``): the executed notebooks, each saved widget view replaced by the
   explorer's static version where it saved one (every view it can show, computed when the notebook
   ran, :mod:`edgekit.widgets.static`; ``_static/static_views.js`` switches between them), else by a
   note that the explorer needs a live kernel (``make lab`` / ``make present``), the index given a
   hidden table of contents in reading order; the readings list and the rules index from
   ``docs/``; an API reference page (autodoc of :data:`API_PACKAGES`).
3. **Render** with Sphinx + myst-nb (configuration in ``docs/site/conf.py``) into the output
   folder (``site/`` by default), one folder to copy anywhere.
4. **Check** it is self-contained (:func:`offline_problems`): no script, stylesheet, picture or
   frame from outside the site, no CDN address in any file. A problem fails the build.

Usage: ``.venv/bin/python scripts/build_site.py [--out DIR] [--only NAME ...] [--jobs N]``
(``--only`` builds the index and the named notebooks only, for a quick look or a test).
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import html
import importlib.util
import json
import re
import shutil
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from html.parser import HTMLParser
from pathlib import Path

import nbformat
import nbformat.v4 as v4

from edgekit.contents import pages
from edgekit.widgets.static import MIME as STATIC_MIME
from edgekit.widgets.static import VERSION as STATIC_VERSION

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
EXECUTED = ROOT / "build" / "executed"  # written by tests/test_notebooks.py, and by this script
STAGING = ROOT / "build" / "site-src"
CONFIG = ROOT / "docs" / "site"
OUT = ROOT / "site"
INDEX = "index"
# The extra pages, from docs/ as generated there (scripts/readings_doc.py, scripts/rules_index.py).
DOC_PAGES = ("readings", "rules_index")
# The API reference: autodoc of each package's public names (its __all__).
API_PACKAGES = ("edgekit", "edgekit.dist", "edgekit.procedure", "edgekit.readings", "edgekit.display",
                "edgekit.exact", "edgekit.data", "edgekit.plots", "edgekit.steps", "edgekit.replay",
                "edgekit.montecarlo", "edgekit.contents", "edgekit.play", "edgekit.edge_city",
                "edgekit.rogue_agent", "edgekit.matrix", "edgekit.cyberpunk_ccg")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
LIVE_KERNEL_NOTE = ("*This explorer needs a live kernel, so it is not interactive on this page. To use it, "
                    "run `make lab` (JupyterLab) or `make present` (code-hidden pages) in a copy of "
                    "the project.*")


class BuildFailed(Exception):
    """The site cannot be built; the message says which notebook (and cell) or which check."""


# ----------------------------------------------------------------------------- 1. execute
def _notebook_runner():
    """tests/test_notebooks.py as a module: its runner names the notebook and the cell that failed,
    and its writer records the source hash that lets the next build (and the gallery) reuse a run."""
    name = "edgekit_notebook_runner"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "tests" / "test_notebooks.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def reusable(name: str, executed: Path = EXECUTED, sources: Path = NOTEBOOKS):
    """The executed copy of notebooks/NAME.py when it ran this very source (same sha256) with the
    explorers' static views in the current format (:data:`edgekit.widgets.static.VERSION`), else None."""
    path, src = executed / f"{name}.ipynb", sources / f"{name}.py"
    if not path.exists():
        return None
    nb = nbformat.read(path, as_version=4)
    ran = nb.metadata.get("edgekit", {})
    same = ran.get("source_sha256") == hashlib.sha256(src.read_bytes()).hexdigest()
    return nb if same and ran.get("static_views") == STATIC_VERSION else None


def executed_notebook(name: str, ipython_dir: Path, executed: Path = EXECUTED,
                      sources: Path = NOTEBOOKS) -> tuple[object, bool]:
    """``(notebook, reused)``: the reusable executed copy, or a fresh run kept in ``executed``."""
    nb = reusable(name, executed, sources)
    if nb is not None:
        return nb, True
    runner = _notebook_runner()
    source = sources / f"{name}.py"
    try:
        nb = runner.execute(source, ipython_dir)
    except runner.NotebookFailed as err:
        raise BuildFailed(f"notebook {name} failed to execute, so the site was not built:\n{err}") from None
    runner.write_executed(nb, source, executed)
    return nb, False


# ----------------------------------------------------------------------------- 2. stage
def static_explorer_html(views: dict, ident: str) -> str:
    """The page's version of an explorer that works without a kernel: its title, its controls (a
    select per dropdown, a slider per whole-number slider, Back/Next/Reset, the jumps and a step box
    for a stepper), the view shown first, and every view as JSON, which ``_static/static_views.js``
    (the one view switcher of the site) shows as the controls change. ``views``: the mapping of
    :mod:`edgekit.widgets.static`; ``ident``: the element's id, unique in the page."""
    if views.get("version") != STATIC_VERSION:
        raise BuildFailed(f"static views of format {views.get('version')!r}, not {STATIC_VERSION}: run "
                          f"the notebooks again (make test, or delete build/executed/)")
    e = html.escape
    controls = []
    for i, c in enumerate(views["controls"]):
        hidden = " hidden" if c.get("hidden") else ""
        at = f"{ident}-{i}"  # a label names its control by id (a wrapping label would take in the value)
        label = f"<label for='{at}'>{e(c['label'])}</label> "
        if c["kind"] == "select":
            opts = "".join(f"<option value='{j}'{' selected' if j == c['value'] else ''}>{e(text)}</option>"
                           for j, text in enumerate(c["options"]))
            controls.append(f"<span class='edgekit-static-control'{hidden}>{label}"
                            f"<select id='{at}' data-control='{i}'>{opts}</select></span>")
        elif c["kind"] == "range":
            controls.append(f"<span class='edgekit-static-control'{hidden}>{label}"
                            f"<input type='range' id='{at}' data-control='{i}' min='{c['min']}' "
                            f"max='{c['max']}' step='{c['step']}' value='{c['value']}'>"
                            f"<output for='{at}'>{c['value']}</output></span>")
        elif c["kind"] == "position":
            buttons = [("back", "Back"), ("next", "Next"), ("reset", "Reset")]
            jumps = "".join(f"<button type='button' data-jump='{j}' title='{e(text)}'>{e(text)}</button>"
                            for j, text in enumerate(c["jumps"]))
            controls.append(
                f"<span class='edgekit-static-position' data-control='{i}'>"
                + "".join(f"<button type='button' data-act='{act}' title='{text}'>{text}</button>"
                          for act, text in buttons)
                + f"{jumps} {label}<input type='number' id='{at}' data-act='goto' min='0' "
                  f"value='{c['value']}' style='width:5em'></span>")
        else:
            raise BuildFailed(f"static views: unknown kind of control {c['kind']!r}")
    first = views["views"][views["start"]]["parts"]
    shown = "".join(views["parts"][k] for k in _expand(first))
    # JSON inside <script>: "</" and "<!--" would end or confuse the element; both escapes are JSON's own
    data = json.dumps(views, separators=(",", ":")).replace("</", "<\\/").replace("<!--", "\\u003c!--")
    title = f"<h4>{e(views['title'])}</h4>" if views["title"] else ""
    return (f"<div class='edgekit-static' id='{ident}'>{title}"
            f"<div class='edgekit-static-controls'>{''.join(controls)}</div>"
            f"<div class='edgekit-static-note' role='status'></div>"
            f"<div class='edgekit-static-view'>{shown}</div>"
            f"<p class='edgekit-static-about'><small>Computed by edgekit when this page was built: every "
            f"setting of these controls was worked out in advance, so no Python runs here.</small></p>"
            f"<script type='application/json' class='edgekit-static-data'>{data}</script></div>")


def _expand(parts: list) -> list[int]:
    """A view's piece indices with each run ``[first, last]`` written out (as static_views.js does)."""
    out = []
    for p in parts:
        if isinstance(p, list):
            a, b = p
            out += list(range(a, b + 1)) if a <= b else list(range(a, b - 1, -1))
        else:
            out.append(p)
    return out


def with_static_explorers(nb, name: str = ""):
    """A copy of ``nb`` in which each saved widget view becomes the explorer's static version when the
    explorer published one (:func:`static_explorer_html`), else :data:`LIVE_KERNEL_NOTE` (the widget
    manager that could draw a saved view comes only from a CDN, and could compute nothing new);
    the widget state is dropped. Returns ``(notebook, how many static explorers)``."""
    nb = copy.deepcopy(nb)
    nb.metadata.pop("widgets", None)
    n = 0
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        outputs, noted = [], False
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            if STATIC_MIME in data:
                n += 1
                outputs.append(v4.new_output("display_data", data={
                    "text/html": static_explorer_html(data[STATIC_MIME], f"edgekit-static-{name}-{n}")}))
                continue
            if WIDGET_VIEW in data:
                if not noted:
                    outputs.append(v4.new_output("display_data", data={"text/markdown": LIVE_KERNEL_NOTE}))
                    noted = True
                continue
            outputs.append(out)
        cell.outputs = outputs
    return nb, n


def without_widgets(nb):
    """:func:`with_static_explorers`' notebook alone."""
    return with_static_explorers(nb)[0]


def with_contents(nb, docnames: list[str]):
    """The index with a hidden table of contents (the site's navigation) in reading order."""
    nb = copy.deepcopy(nb)
    toc = "\n".join(["```{toctree}", ":hidden:", ":maxdepth: 1", "", *docnames, "```"])
    nb.cells.append(v4.new_markdown_cell(toc))
    return nb


def relink_index(nb, names: list[str]):
    """The index links ``NAME.ipynb`` (right in JupyterLab): on the site the page is ``NAME.html``."""
    nb = copy.deepcopy(nb)
    pattern = re.compile(r"\]\((" + "|".join(map(re.escape, names)) + r")\.ipynb\)")
    for cell in nb.cells:
        for out in cell.get("outputs", []):
            md = out.get("data", {}).get("text/markdown")
            if md:
                text = "".join(md) if isinstance(md, list) else md
                out["data"]["text/markdown"] = pattern.sub(r"](\1.html)", text)
    return nb


def api_page(packages=API_PACKAGES) -> str:
    lines = ["# API reference", "",
             "The public names of each edgekit package, with their docstrings (generated by the site "
             "build; the same text as `help(...)` shows in a notebook).", ""]
    for package in packages:
        lines += [f"## `{package}`", "", "```{eval-rst}", f".. automodule:: {package}", "   :members:",
                  "```", ""]
    return "\n".join(lines)


def stage(notebooks: dict, folder: Path, api_packages=API_PACKAGES) -> list[str]:
    """Writes every page's source into ``folder`` (emptied first); returns the docnames in order."""
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    names = [n for n in notebooks if n != INDEX]
    docnames = [*names, *DOC_PAGES, "api"]
    for name, nb in notebooks.items():
        nb, _ = with_static_explorers(nb, name)
        if name == INDEX:
            nb = with_contents(relink_index(nb, names), docnames)
        nbformat.write(nb, folder / f"{name}.ipynb")
    for doc in DOC_PAGES:
        shutil.copy(ROOT / "docs" / f"{doc}.md", folder / f"{doc}.md")
    (folder / "api.md").write_text(api_page(api_packages))
    return docnames


# ----------------------------------------------------------------------------- 3. render
def render(source: Path, out: Path, doctrees: Path, warnings: Path, jobs: int = 1) -> int:
    """Runs Sphinx (``jobs`` processes: myst-nb reads and writes pages in parallel); returns how many
    warnings it wrote to ``warnings`` (docstring markup, mostly)."""
    from sphinx.cmd.build import build_main

    if out.exists():
        shutil.rmtree(out)  # a page of an earlier render must not linger
    code = build_main(["-b", "html", "-Q", "-j", str(max(1, jobs)), "-w", str(warnings), "-c", str(CONFIG),
                       "-d", str(doctrees), str(source), str(out)])
    text = warnings.read_text() if warnings.exists() else ""
    if code:
        raise BuildFailed(f"Sphinx could not render the site (exit code {code}); the end of its log "
                          f"({warnings}):\n" + "\n".join(text.splitlines()[-20:]))
    return sum(1 for line in text.splitlines() if "WARNING" in line)


# ----------------------------------------------------------------------------- 4. check
# Elements whose address the browser loads by itself (a plain <a href> is only followed when clicked).
_LOADED = {"script": "src", "img": "src", "iframe": "src", "frame": "src", "embed": "src", "audio": "src",
           "video": "src", "source": "src", "track": "src", "object": "data", "input": "src"}
_EXTERNAL = re.compile(r"^\s*(?:[a-z][a-z0-9+.-]*:)?//", re.IGNORECASE)  # http://, https://, //host
_CSS_URL = re.compile(r"""(?:url\(\s*['"]?|@import\s+['"])\s*((?:[a-z]+:)?//[^'")\s]+)""", re.IGNORECASE)
CDN = re.compile(r"""(?:https?:)?//[^\s'"<>]*(?:cdn|unpkg\.com|googleapis\.com|gstatic\.com|"""
                 r"""bootstrapcdn|polyfill\.io|mathjax\.org/mathjax)[^\s'"<>]*""", re.IGNORECASE)
TEXT_SUFFIXES = {".html", ".js", ".css", ".json", ".svg", ".txt", ".xml"}


class _Loaded(HTMLParser):
    """Collects the addresses a page makes the browser load: scripts, stylesheets, pictures, frames."""

    def __init__(self):
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "link" and attrs.get("href") and "stylesheet" in (attrs.get("rel") or "") \
                or tag == "link" and (attrs.get("rel") or "") in ("preload", "icon", "modulepreload"):
            self.found.append(attrs.get("href") or "")
        elif tag in _LOADED and attrs.get(_LOADED[tag]):
            self.found.append(attrs[_LOADED[tag]])
        for srcset in filter(None, (attrs.get("srcset"),)):
            self.found += [part.split()[0] for part in srcset.split(",") if part.strip()]
        if attrs.get("style"):
            self.found += _CSS_URL.findall(attrs["style"])


def offline_problems(site: Path) -> list[str]:
    """Every way the site at ``site`` would reach outside itself, as ``file: what`` lines: a page
    loading a script, stylesheet, picture or frame from another host, a stylesheet importing one,
    a CDN address anywhere in a page, script or stylesheet (MathJax and all else must be local)."""
    problems = []
    for path in sorted(p for p in site.rglob("*") if p.is_file() and p.suffix in TEXT_SUFFIXES):
        text = path.read_text(encoding="utf-8", errors="replace")
        rel = path.relative_to(site).as_posix()
        if path.suffix == ".html":
            parser = _Loaded()
            parser.feed(text)
            problems += [f"{rel}: loads {url}" for url in parser.found if _EXTERNAL.match(url)]
        if path.suffix in (".css", ".html"):
            problems += [f"{rel}: stylesheet loads {url}" for url in _CSS_URL.findall(text)]
        problems += [f"{rel}: CDN address {url}" for url in sorted(set(CDN.findall(text)))]
    return problems


# ----------------------------------------------------------------------------- the whole build
def notebook_names(only: list[str] | None = None) -> list[str]:
    """The index, then every notebook in reading order (or only those named, still in that order)."""
    names = [page.name for page in pages(NOTEBOOKS)]
    if only:
        unknown = sorted(set(only) - set(names) - {INDEX})
        if unknown:
            raise BuildFailed(f"--only names no notebook: {', '.join(unknown)} (see notebooks/*.py)")
        names = [n for n in names if n in only]
    return [INDEX, *names]


def build(out: Path = OUT, only: list[str] | None = None, jobs: int = 1, staging: Path = STAGING,
          executed: Path = EXECUTED, api_packages=API_PACKAGES, log=print) -> dict:
    """Builds the site into ``out``; returns what it did (the pages, which were reused, the times)."""
    started = time.perf_counter()
    names = notebook_names(only)
    with tempfile.TemporaryDirectory(prefix="edgekit-site-ipython-") as tmp:
        ipython_dir = _notebook_runner().make_ipython_dir(Path(tmp))

        def one(name):
            t = time.perf_counter()
            nb, reused = executed_notebook(name, ipython_dir, executed)
            how = "reused build/executed" if reused else "executed"
            log(f"  {name}: {how} ({time.perf_counter() - t:.1f} s)")
            return name, nb, reused

        log(f"Executing {len(names)} notebooks (reusing those tests/test_notebooks.py already ran)")
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            results = list(pool.map(one, names))  # in order; the first failure is raised here
    executed_at = time.perf_counter()
    notebooks = {name: nb for name, nb, _ in results}
    docnames = stage(notebooks, staging, api_packages)
    log(f"Rendering {len(docnames) + 1} pages with Sphinx + myst-nb into {out}")
    warnings = staging.parent / "site-warnings.txt"
    # Sphinx writes into build/ first: myst-nb puts its "jupyter_execute" folder beside the output
    # folder, which for site/ would be the repository's root. The site replaces out only once checked.
    html = staging.parent / "site-html"
    n_warnings = render(staging, html, staging.parent / "site-doctrees", warnings, jobs)
    if n_warnings:
        log(f"  Sphinx: {n_warnings} warnings (markup in docstrings, mostly), listed in {warnings}")
    problems = offline_problems(html)
    if problems:
        raise BuildFailed("the site is not self-contained:\n  " + "\n  ".join(problems[:50]))
    if out.exists():
        shutil.rmtree(out)  # a page of an earlier build must not linger
    shutil.move(html, out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    return {"pages": [INDEX, *docnames], "reused": [n for n, _, r in results if r],
            "execute_s": executed_at - started, "total_s": time.perf_counter() - started, "bytes": size}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to build into (default: site/)")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="only these notebooks (and the index)")
    parser.add_argument("--jobs", type=int, default=1, help="notebooks executed at once (default 1)")
    args = parser.parse_args(argv)
    try:
        done = build(args.out.resolve(), args.only, args.jobs)
    except BuildFailed as err:
        print(f"make site: {err}", file=sys.stderr)
        return 1
    print(f"Built {len(done['pages'])} pages into {args.out} in {done['total_s']:.0f} s "
          f"({done['execute_s']:.0f} s executing, {len(done['reused'])} notebooks reused), "
          f"{done['bytes'] / 2**20:.1f} MiB. Open {args.out}/index.html, or copy the folder anywhere.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
