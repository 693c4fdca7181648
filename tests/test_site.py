"""The notebook website (scripts/build_site.py, `make site`; issue 23).

The slow tests build a small site once (the index and two notebooks, one of them with formulas;
a one-package API page) into a temporary folder and read it as a reader's browser would: every
page there in reading order, nothing loaded from outside the site, formulas left to the local
MathJax, the search index finding "Rip Track". One of them opens it in headless Chromium from
file:// with every request outside the site refused. The fast tests pin the pieces: the offline
check, the widget note, the links of the index, reuse of executed notebooks.
"""

from __future__ import annotations

import concurrent.futures
import hashlib
import importlib.util
import json
import os
import re
import sys
from pathlib import Path

import nbformat
import nbformat.v4 as v4
import pytest

ROOT = Path(__file__).resolve().parents[1]
# myst-parser 5 still reads an attribute Sphinx 9 deprecates (its warning, not ours).
pytestmark = pytest.mark.filterwarnings(r"ignore:'myst_parser\..*' is deprecated")


def _load(name: str, path: Path):
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


build_site = _load("build_site", ROOT / "scripts" / "build_site.py")

# Cheap to execute: Rogue Agent 1 shows formulas ($...$ in a computed sentence), CCG 3 is small.
ONLY = ["cyberpunk_ccg_3_legwork", "rogue_agent_1_dice_and_attacks"]
IN_ORDER = ["index", "rogue_agent_1_dice_and_attacks", "cyberpunk_ccg_3_legwork", "readings",
            "rules_index", "api"]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("site")
    done = build_site.build(out=tmp / "site", only=ONLY, staging=tmp / "src",
                            api_packages=("edgekit.contents",), log=lambda *_: None)
    return tmp / "site", done


def _body(html: str) -> str:
    """A page's text as a reader sees it before MathJax runs: no scripts, styles, code cells or math
    elements (MathJax typesets those), no tags."""
    html = re.sub(r"(?is)<(script|style|pre)\b.*?</\1>", " ", html)
    html = re.sub(r"""(?is)<(span|div) class=["'](?:math|edgekit-formula)\b[^>]*>.*?</\1>""", " ", html)
    return re.sub(r"(?s)<[^>]+>", " ", html)


# ----------------------------------------------------------------------------- the built site
@pytest.mark.slow
@pytest.mark.xdist_group("site")
def test_every_page_is_built_in_reading_order(site):
    folder, done = site
    assert done["pages"] == IN_ORDER
    for name in IN_ORDER:
        assert (folder / f"{name}.html").is_file(), name
    # The navigation (the index's hidden table of contents) lists the pages in that order.
    nav = (folder / "index.html").read_text()
    found = [nav.index(f'href="{name}.html"') for name in IN_ORDER[1:]]
    assert found == sorted(found)
    # The index's own links lead to the pages (NAME.html on the site, not NAME.ipynb).
    assert 'href="rogue_agent_1_dice_and_attacks.html"' in nav and ".ipynb" not in _body(nav)


@pytest.mark.slow
@pytest.mark.xdist_group("site")
def test_each_notebook_page_has_its_question_its_lesson_and_every_picture(site):
    folder, _ = site
    for name in ONLY:
        html = (folder / f"{name}.html").read_text()
        text = _body(html)
        assert "The question:" in text, name
        if "What we learned" in (ROOT / "notebooks" / f"{name}.py").read_text():
            assert "What we learned" in text, name
        staged = nbformat.read(folder.parent / "src" / f"{name}.ipynb", as_version=4)
        drawn = sum(1 for cell in staged.cells for out in cell.get("outputs", [])
                    if {"image/png", "image/svg+xml", "image/jpeg"} & set(out.get("data", {})))
        assert drawn > 0 or name == "cyberpunk_ccg_3_legwork", name
        assert len(re.findall(r"<img\b", html)) == drawn, name


@pytest.mark.slow
@pytest.mark.xdist_group("site")
def test_nothing_is_loaded_from_outside_the_site(site):
    folder, _ = site
    assert build_site.offline_problems(folder) == []
    assert (folder / "_static" / "mathjax" / "MathJax.js").is_file()
    for page in folder.glob("*.html"):
        html = page.read_text()
        loaded = re.findall(r'<(?:script|img|iframe)\b[^>]*\bsrc="([^"]+)"', html)
        loaded += re.findall(r'<link\b[^>]*\bhref="([^"]+)"', html)
        assert [u for u in loaded if re.match(r"(?i)(https?:)?//", u)] == [], page.name


@pytest.mark.slow
@pytest.mark.xdist_group("site")
def test_formulas_are_left_to_the_local_mathjax(site):
    folder, _ = site
    html = (folder / "rogue_agent_1_dice_and_attacks.html").read_text()
    assert '<span class="math notranslate nohighlight">\\(1 - (1 - e)^3\\)</span>' in html
    assert 'src="_static/mathjax/MathJax.js"' in html
    for page in folder.glob("*.html"):
        body = _body(page.read_text())
        assert not re.search(r"\$[^$\s][^$]*\$", body), page.name
        assert "\\frac" not in body, page.name


@pytest.mark.slow
@pytest.mark.xdist_group("site")
def test_each_page_says_its_build_date_and_the_edgekit_version(site):
    from edgekit._version import __version__

    folder, _ = site
    for name in IN_ORDER:
        text = _body((folder / f"{name}.html").read_text())
        assert re.search(rf"Built \d{{4}}-\d{{2}}-\d{{2}} from edgekit {re.escape(__version__)}", text), name


@pytest.mark.slow
@pytest.mark.xdist_group("site")
def test_the_search_index_finds_rip_track(site):
    folder, _ = site
    text = (folder / "searchindex.js").read_text()
    index = json.loads(text[text.index("(") + 1:text.rindex(")")])
    terms = index["terms"]

    def docs(term):
        found = terms[term]
        return {found} if isinstance(found, int) else set(found)

    both = docs("rip") & docs("track")
    pages = {index["docnames"][i] for i in both}
    assert "index" in pages  # the index lists "Edge City 4: the Rip Track"
    assert "Rip Track" in _body((folder / "index.html").read_text())


@pytest.mark.slow
@pytest.mark.xdist_group("site")
def test_the_api_page_has_the_docstrings(site):
    folder, _ = site
    text = _body((folder / "api.html").read_text())
    assert "reading_order" in text and "Sort key of a notebook" in text


# ----------------------------------------------------------------------------- in a real browser
CHROMIUM = Path(os.environ.get("EDGEKIT_CHROMIUM", "/usr/bin/chromium"))
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


# The page's text as a reader reads it: code cells left out (their source may hold a "$" string).
READER_TEXT = """() => {
  const body = document.body.cloneNode(true);
  body.querySelectorAll('pre, script, style, .highlight, .MJX_Assistive_MathML').forEach(e => e.remove());
  return body.innerText;
}"""


def _require_browser():
    problem = None if CHROMIUM.exists() else f"{CHROMIUM} is missing (`make browser` installs it)"
    if problem is None:
        try:
            import playwright.sync_api  # noqa: F401
        except ImportError:
            problem = "Playwright for Python is not installed (the dev extra)"
    if problem:
        if os.environ.get("CI", "").lower() not in ("", "0", "false", "no"):
            pytest.fail(f"the site's browser test cannot run in CI: {problem}", pytrace=False)
        pytest.skip(problem)


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.xdist_group("site")
def test_the_site_opens_from_the_file_system_without_the_network(site):
    _require_browser()
    from playwright.sync_api import sync_playwright

    folder, _ = site
    outside = []

    def only_the_site(route):
        url = route.request.url
        if url.startswith(folder.as_uri() + "/"):
            route.continue_()
        else:
            outside.append(url)
            route.abort()

    # Playwright's sync API refuses a thread with a running asyncio loop, which the browser tests'
    # session browser leaves when they share this worker: this test drives its own in a fresh thread.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(_visit_the_site, sync_playwright, folder, only_the_site).result()
    assert outside == [], f"requests outside the site: {outside}"


def _visit_the_site(sync_playwright, folder, only_the_site):
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = browser.new_page()
            page.route("**/*", only_the_site)
            for name in IN_ORDER[:3]:
                page.goto((folder / f"{name}.html").as_uri())
                page.wait_for_load_state("load")
                if name == "rogue_agent_1_dice_and_attacks":  # typeset by the local MathJax
                    page.wait_for_function("() => window.MathJax && MathJax.Hub && "
                                           "document.querySelectorAll('.MathJax, .MathJax_SVG').length > 0",
                                           timeout=30_000)
                    page.wait_for_function("() => MathJax.Hub.queue.pending === 0 && "
                                           "!MathJax.Hub.queue.running", timeout=30_000)
                text = page.evaluate(READER_TEXT)
                assert "\\(" not in text and "\\frac" not in text, name
                assert not re.search(r"\$[^$\s][^$]*\$", text), name
            page.goto((folder / "search.html").as_uri() + "?q=Rip+Track")
            page.wait_for_selector("#search-results li", timeout=30_000)
            assert "edgekit: reading four cyberpunk rulebooks" in page.inner_text("#search-results")
        finally:
            browser.close()


# ----------------------------------------------------------------------------- the pieces
def _widget_nb():
    view = v4.new_output("display_data", data={
        build_site.WIDGET_VIEW: {"model_id": "abc", "version_major": 2, "version_minor": 0},
        "text/plain": "VBox(children=(...))"})
    picture = v4.new_output("display_data", data={"image/png": "iVBOR"})
    nb = v4.new_notebook(cells=[v4.new_code_cell("RipExplorer()", outputs=[view, view, picture])])
    nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    return nb


def test_a_saved_widget_view_becomes_the_live_kernel_note():
    nb = _widget_nb()
    out = build_site.without_widgets(nb)
    assert "widgets" not in out.metadata
    kinds = [list(o["data"]) for o in out.cells[0].outputs]
    assert kinds == [["text/markdown"], ["image/png"]]  # one note per cell, the picture kept
    assert "make lab" in out.cells[0].outputs[0]["data"]["text/markdown"]
    assert "make present" in out.cells[0].outputs[0]["data"]["text/markdown"]
    assert len(nb.cells[0].outputs) == 3 and "widgets" in nb.metadata  # the input is not changed


def test_the_index_links_pages_by_their_html_name():
    out = v4.new_output("display_data", data={"text/markdown": "- [**A**](edge_city_1_win.ipynb): why\n"
                                                               "- [x](elsewhere.ipynb)"})
    nb = v4.new_notebook(cells=[v4.new_code_cell("Markdown(...)", outputs=[out])])
    text = build_site.relink_index(nb, ["edge_city_1_win"]).cells[0].outputs[0]["data"]["text/markdown"]
    assert text == "- [**A**](edge_city_1_win.html): why\n- [x](elsewhere.ipynb)"
    toc = build_site.with_contents(nb, ["a", "b"]).cells[-1].source
    assert toc.splitlines() == ["```{toctree}", ":hidden:", ":maxdepth: 1", "", "a", "b", "```"]


def test_the_notebooks_are_the_index_then_the_reading_order():
    names = build_site.notebook_names()
    assert names[0] == "index" and len(names) == len(set(names)) >= 20
    at = names.index
    assert at("edge_city_9_a_whole_game") < at("edge_city_10_road_to_legend") \
        < at("rogue_agent_1_dice_and_attacks")
    assert build_site.notebook_names(["rogue_agent_1_dice_and_attacks", "edge_city_4_rip_track"]) == [
        "index", "edge_city_4_rip_track", "rogue_agent_1_dice_and_attacks"]
    with pytest.raises(build_site.BuildFailed, match="--only names no notebook: no_such_page"):
        build_site.notebook_names(["no_such_page"])


def test_an_executed_copy_is_reused_only_for_the_source_it_ran(tmp_path):
    sources, executed = tmp_path / "nb", tmp_path / "ex"
    sources.mkdir()
    executed.mkdir()
    src = sources / "tiny.py"
    src.write_text("# %%\nx = 1\n")
    nb = v4.new_notebook()
    nb.metadata["edgekit"] = {"source_sha256": hashlib.sha256(src.read_bytes()).hexdigest()}
    nbformat.write(nb, executed / "tiny.ipynb")
    assert build_site.reusable("tiny", executed, sources) is not None
    src.write_text("# %%\nx = 2\n")  # edited since it ran
    assert build_site.reusable("tiny", executed, sources) is None
    assert build_site.reusable("other", executed, sources) is None


@pytest.mark.slow
def test_a_notebook_that_fails_names_the_notebook_and_the_cell(tmp_path):
    import jupytext

    sources = tmp_path / "nb"
    sources.mkdir()
    nb = v4.new_notebook(cells=[v4.new_markdown_cell("# Tiny"), v4.new_code_cell("x = 1"),
                                v4.new_code_cell("# the check\nassert x == 2, 'x is 1'")])
    jupytext.write(nb, sources / "tiny.py", fmt="py:percent")
    runner = build_site._notebook_runner()
    with pytest.raises(build_site.BuildFailed) as failed:
        build_site.executed_notebook("tiny", runner.make_ipython_dir(tmp_path / "ipy"), tmp_path / "ex",
                                     sources)
    lines = str(failed.value).splitlines()
    assert lines[0] == "notebook tiny failed to execute, so the site was not built:"
    assert lines[1] == "tiny: cell 2 (In [2]) `# the check` raised AssertionError: x is 1"
    assert not (tmp_path / "ex" / "tiny.ipynb").exists()


@pytest.mark.parametrize("page, problem", [
    ('<script src="https://cdn.example.org/x.js"></script>', "index.html: loads https://cdn.example.org/x.js"),
    ('<link rel="stylesheet" href="//fonts.example.com/a.css">',
     "index.html: loads //fonts.example.com/a.css"),
    ('<img src="http://example.com/p.png">', "index.html: loads http://example.com/p.png"),
    ('<div style="background: url(https://example.com/b.png)"></div>',
     "index.html: loads https://example.com/b.png"),
])
def test_the_offline_check_names_what_a_page_would_load_from_outside(tmp_path, page, problem):
    link = "<a href='https://example.com'>a link is followed only when clicked</a>"
    (tmp_path / "index.html").write_text(f"<html><body>{page}{link}</body></html>")
    assert problem in build_site.offline_problems(tmp_path)


def test_the_offline_check_names_cdn_addresses_anywhere_and_passes_a_local_site(tmp_path):
    (tmp_path / "_static").mkdir()
    (tmp_path / "_static" / "x.js").write_text("load('https://cdn.jsdelivr.net/npm/thing@1/x.js')")
    (tmp_path / "_static" / "s.css").write_text("@import 'https://fonts.googleapis.com/css?family=A';")
    problems = build_site.offline_problems(tmp_path)
    assert "_static/x.js: CDN address https://cdn.jsdelivr.net/npm/thing@1/x.js" in problems
    assert "_static/s.css: stylesheet loads https://fonts.googleapis.com/css?family=A" in problems
    (tmp_path / "_static" / "x.js").write_text("/* see https://example.org/docs */ load('x.js')")
    (tmp_path / "_static" / "s.css").write_text("body { background: url(img/a.png) }")
    (tmp_path / "index.html").write_text('<script src="_static/x.js"></script><a href="https://example.org">')
    assert build_site.offline_problems(tmp_path) == []


def test_the_site_folder_is_git_ignored_and_its_config_is_not():
    import subprocess

    out = subprocess.run(["git", "check-ignore", "-q", "site/index.html"], cwd=ROOT)
    if out.returncode == 128:
        pytest.skip("not a git checkout")
    assert out.returncode == 0, "site/ (make site's output) must be git-ignored: /site/ in .gitignore"
    assert subprocess.run(["git", "check-ignore", "-q", "docs/site/conf.py"], cwd=ROOT).returncode == 1
