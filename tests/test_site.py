"""The notebook website (scripts/build_site.py, `make site`; issue 23).

The whole-site tests (marker ``whole_site``, run by ``make test`` with ``--whole-site`` after the main
run, deselected otherwise) build the whole site once from the notebooks that tests/test_notebooks.py
executed (build/executed/: nothing is executed twice) and read it as a reader would: every page in
reading order, each notebook page opening with its question and closing with "What we learned", its
build date and the edgekit version, nothing loaded from outside the site, formulas left to the local
MathJax, the search index finding "Rip Track"; then every page in headless Chromium from file://
with every request outside the site refused, each explorer that works without a kernel answering a
click with the exact value edgekit computes here. The fast tests pin the pieces: the offline check,
the widget note and the static explorers' markup, the links of the index, reuse of executed notebooks.
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

@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The whole site, built once (``--whole-site``) from the executed notebooks of build/executed/."""
    tmp = tmp_path_factory.mktemp("site")
    # the output folder alone in a folder of its own: the build must leave nothing beside it
    done = build_site.build(out=tmp / "published" / "site", staging=tmp / "src", jobs=2, log=lambda *_: None)
    return tmp / "published" / "site", done


def _staged(folder: Path, name: str):
    """The page's notebook as the build staged it (its outputs as the site shows them)."""
    return nbformat.read(folder.parent.parent / "src" / f"{name}.ipynb", as_version=4)


def _body(html: str) -> str:
    """A page's text as a reader sees it before MathJax runs: no scripts, styles, code cells or math
    elements (MathJax typesets those), no tags."""
    html = re.sub(r"(?is)<(script|style|pre)\b.*?</\1>", " ", html)
    html = re.sub(r"""(?is)<(span|div) class=["'](?:[^"']*\s)?(?:math|edgekit-formula)\b[^>]*>.*?</\1>""",
                  " ", html)
    return re.sub(r"(?s)<[^>]+>", " ", html)


def _notebooks() -> list[str]:
    return build_site.notebook_names()[1:]   # every page in reading order (the index first, left out)


def _drawn(folder: Path, name: str) -> int:
    """How many pictures the executed notebook drew (as staged for the site)."""
    staged = _staged(folder, name)
    return sum(1 for cell in staged.cells for out in cell.get("outputs", [])
               if {"image/png", "image/svg+xml", "image/jpeg"} & set(out.get("data", {})))


# ----------------------------------------------------------------------------- the built site
@pytest.mark.whole_site
def test_every_notebook_was_reused_from_the_notebook_tests(site):
    """make test runs the notebooks once: the site is built from their executed copies, none run again
    (run alone, this fails naming the notebooks to run first: tests/test_notebooks.py -k NAME)."""
    _, done = site
    missing = sorted(set(build_site.notebook_names()) - set(done["reused"]))
    assert missing == [], (f"executed again for the site, not in build/executed/ for their current source "
                           f"(the notebook tests come first): {missing}")


@pytest.mark.whole_site
def test_every_page_is_built_in_reading_order(site):
    folder, done = site
    # nothing left beside the output folder (myst-nb writes a "jupyter_execute" folder beside the one
    # Sphinx renders into: for site/ that was the repository's root)
    assert [p.name for p in folder.parent.iterdir()] == ["site"]
    order = ["index", *_notebooks(), "readings", "rules_index", "api"]
    assert done["pages"] == order
    for name in order:
        assert (folder / f"{name}.html").is_file(), name
    # The navigation (the index's hidden table of contents) lists the pages in that order.
    nav = (folder / "index.html").read_text()
    found = [nav.index(f'href="{name}.html"') for name in order[1:]]
    assert found == sorted(found)
    # The index's own links lead to the pages (NAME.html on the site, not NAME.ipynb).
    assert 'href="rogue_agent_1_dice_and_attacks.html"' in nav and ".ipynb" not in _body(nav)


def _section_titles(html: str) -> list[str]:
    return [re.sub(r"(?s)<[^>]+>|¶", "", t).strip() for t in re.findall(r"(?s)<h[12]>(.*?)</h[12]>", html)]


@pytest.mark.whole_site
def test_each_notebook_page_starts_with_its_question_and_ends_with_what_we_learned(site):
    """Every page in reading order: its title, then "The question:" (the one edgekit.contents lists),
    ..., its last section "What we learned" with computed numbers in it; and as many pictures as
    the executed notebook drew."""
    from edgekit.contents import pages

    folder, _ = site
    questions = {p.name: p.question for p in pages(ROOT / "notebooks")}
    for name in _notebooks():
        html = (folder / f"{name}.html").read_text()
        start = html.index('<div class="body"')
        body = html[start:html.index('<div class="footer', start)]
        first = re.search(r"(?s)</h1>\s*(<p>.*?</p>)", body)
        assert first and _body(first[1]).split()[:2] in (["The", "question:"], ["The", "questions:"]), name
        words = re.findall(r"\w+", questions[name].lower())[:8]
        assert words == re.findall(r"\w+", _body(first[1]).lower())[2:10], name
        titles = _section_titles(body)
        assert titles[-1] == "What we learned", (name, titles[-3:])
        learned = _body(body[body.rindex("What we learned"):])
        assert re.search(r"\d", learned), name  # numbers computed by the notebook
        assert len(re.findall(r"<img\b", html)) == _drawn(folder, name), name


@pytest.mark.whole_site
def test_nothing_is_loaded_from_outside_the_site(site):
    folder, _ = site
    assert build_site.offline_problems(folder) == []
    assert (folder / "_static" / "mathjax" / "MathJax.js").is_file()
    assert (folder / "_static" / "static_views.js").is_file()
    for page in folder.glob("*.html"):
        html = page.read_text()
        loaded = re.findall(r'<(?:script|img|iframe)\b[^>]*\bsrc="([^"]+)"', html)
        loaded += re.findall(r'<link\b[^>]*\bhref="([^"]+)"', html)
        assert [u for u in loaded if re.match(r"(?i)(https?:)?//", u)] == [], page.name


@pytest.mark.whole_site
def test_formulas_are_left_to_the_local_mathjax(site):
    folder, _ = site
    html = (folder / "rogue_agent_1_dice_and_attacks.html").read_text()
    assert '<span class="math notranslate nohighlight">\\(1 - (1 - e)^3\\)</span>' in html
    assert 'src="_static/mathjax/MathJax.js"' in html
    for page in folder.glob("*.html"):
        body = _body(page.read_text())
        assert not re.search(r"\$[^$\s][^$]*\$", body), page.name
        assert "\\frac" not in body, page.name


@pytest.mark.whole_site
def test_each_page_says_its_build_date_and_the_edgekit_version(site):
    from edgekit._version import __version__

    folder, done = site
    for name in done["pages"]:
        text = _body((folder / f"{name}.html").read_text())
        assert re.search(rf"Built \d{{4}}-\d{{2}}-\d{{2}} from edgekit {re.escape(__version__)}", text), name


@pytest.mark.whole_site
def test_the_search_index_finds_rip_track(site):
    folder, _ = site
    text = (folder / "searchindex.js").read_text()
    index = json.loads(text[text.index("(") + 1:text.rindex(")")])
    terms = index["terms"]

    def docs(term):   # a word of a page's title is in titleterms only
        found = set()
        for where in (terms, index["titleterms"]):
            got = where.get(term, [])
            found |= {got} if isinstance(got, int) else set(got)
        return found

    pages = {index["docnames"][i] for i in docs("rip") & docs("track")}
    assert {"index", "edge_city_4_rip_track"} <= pages


@pytest.mark.whole_site
def test_the_api_page_has_the_docstrings(site):
    folder, _ = site
    text = _body((folder / "api.html").read_text())
    assert "reading_order" in text and "Sort key of a notebook" in text


# The explorers the issue lists, each by the title it shows: they must work on the page (not only the
# live-kernel note), and the browser test checks their values against edgekit.
STATIC = {
    "edge_city_1_win_number": ["Win Number explorer (Edge City 8.4, 8.5.1, Table 1.0)"],
    "readings_explorer": ["Readings explorer: every ambiguous rule as a switch"],
    "edge_city_6_sprawl_cards": ["Worked examples, step by step"],
    "edge_city_7_worked_examples": ["Worked examples, step by step",
                                    "Worked examples through the whole game, step by step"],
    "play_1_the_play_layer": ["Worked examples, step by step"],
    "edge_city_9_a_whole_game": ["Edge City, seed 1, four greedy_dp players"],
    "rogue_agent_9_a_whole_game": ["A whole seeded game: hunter against bomb_squad"],
    "matrix_2_a_run": ["A seeded Matrix run (seed 3, default policy)"],
    "matrix_3_chance_to_win": ["Guess a lost ability (Matrix advanced game, MX-09)"],
}


@pytest.mark.whole_site
def test_the_listed_explorers_work_without_a_kernel_and_the_others_say_they_need_one(site):
    folder, _ = site
    for name in _notebooks():
        html = (folder / f"{name}.html").read_text()
        titles = [_body(t).strip() for t in
                  re.findall(r"(?s)<div class='edgekit-static' id='[^']+'><h4>(.*?)</h4>", html)]
        for title in STATIC.get(name, []):
            assert title in [t.replace("&amp;", "&") for t in titles], (name, title, titles)
        staged = _staged(folder, name)
        notes = sum(1 for c in staged.cells for o in c.get("outputs", [])
                    if o.get("data", {}).get("text/markdown") == build_site.LIVE_KERNEL_NOTE)
        widgets = sum(1 for c in nbformat.read(build_site.EXECUTED / f"{name}.ipynb", as_version=4).cells
                      if any(build_site.WIDGET_VIEW in o.get("data", {}) for o in c.get("outputs", [])))
        assert notes + len(titles) >= widgets, name   # every widget: a working version or the note
        if notes:
            assert "make lab" in _body(html) and "make present" in _body(html), name


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
MATHJAX_DONE = ("() => !window.MathJax || (MathJax.isReady && MathJax.Hub.queue.pending === 0 "
                "&& !MathJax.Hub.queue.running)")


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
@pytest.mark.whole_site
def test_every_page_in_a_browser_offline(site):
    """Every page of the site opened from the file system in headless Chromium, every request outside
    the site refused: no request tried, no script error, no raw formula, every picture there and
    loaded, every explorer that works without a kernel answering a change of its controls (with the
    exact value edgekit computes here for the listed ones), and the search finding "Rip Track"."""
    _require_browser()
    from playwright.sync_api import sync_playwright

    folder, done = site
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
        checked = pool.submit(_visit_every_page, sync_playwright, folder, done["pages"],
                              only_the_site).result()
    assert outside == [], f"requests outside the site: {outside}"
    for name, titles in STATIC.items():
        assert set(titles) <= set(checked.get(name, ())), (name, titles, checked.get(name))


def _visit_every_page(sync_playwright, folder, names, only_the_site) -> dict:
    checked = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            page = browser.new_page()
            errors = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.route("**/*", only_the_site)
            for name in [*names, "genindex", "py-modindex"]:
                page.goto((folder / f"{name}.html").as_uri())
                page.wait_for_load_state("load")
                page.wait_for_function(MATHJAX_DONE, timeout=60_000)
                text = page.evaluate(READER_TEXT)
                assert "\\(" not in text and "\\frac" not in text, name
                assert not re.search(r"\$[^$\s][^$]*\$", text), name
                if name in _notebooks():
                    pictures = page.evaluate("() => Array.from(document.images).map(i => i.complete && "
                                             "i.naturalWidth > 0)")
                    assert len(pictures) == _drawn(folder, name) and all(pictures), name
                checked[name] = _try_the_explorers(page, name)
                assert errors == [], (name, errors)
            page.goto((folder / "search.html").as_uri() + "?q=Rip+Track")
            page.wait_for_selector("#search-results li", timeout=30_000)
            found = page.inner_text("#search-results")
            assert "Edge City 4: the Rip Track" in found, found[:500]
        finally:
            browser.close()
    return checked


def _try_the_explorers(page, name: str) -> list[str]:
    """Every static explorer of the page answers a change of each kind of its controls; the listed
    ones (STATIC) show the exact values edgekit computes. Returns the titles checked."""
    titles = []
    boxes = page.locator(".edgekit-static")
    for i in range(boxes.count()):
        box = boxes.nth(i)
        assert "edgekit-static-ready" in (box.get_attribute("class") or ""), name  # the script ran
        title = box.locator("h4").inner_text().strip()
        view = box.locator(".edgekit-static-view")
        before = view.inner_html()
        _change_something(box)
        assert view.inner_html() != before, (name, title)
        assert box.locator(".edgekit-static-note").inner_text().strip() == "", (name, title)
        check = EXACT.get(title)
        if check:
            check(box, name)
        titles.append(title)
    return titles


def _change_something(box) -> None:
    """A reader's first click: Next on a stepper, else another value of the first visible control."""
    nxt = box.locator("button[data-act='next']")
    if nxt.count() and not nxt.is_disabled():
        nxt.click()
        return
    select = box.locator(".edgekit-static-control:not([hidden]) select").first
    if select.count():
        n = select.locator("option").count()
        select.select_option(index=(int(select.evaluate("s => s.selectedIndex")) + 1) % n)
        return
    _slide(box.locator("input[type=range]").first, None)


def _slide(slider, value) -> None:
    slider.evaluate("(el, v) => { el.value = v === null ? el.max : v; "
                    "el.dispatchEvent(new Event('input')); }", value)


def _text(locator) -> str:
    return " ".join(locator.inner_text().split())


# ----------------------------------------------------------------------------- exact values, by edgekit
def _win_number(box, name) -> None:
    from edgekit.display import prob
    from edgekit.edge_city import win_answer

    def expected(status, r, **kw):
        a = win_answer(status, r, **kw).value
        return f"W = {a['W']} P(win) = {prob(a['P'])}"

    box.get_by_label("Status", exact=True).select_option("Hacker")
    _slide(box.locator("input[type=range]"), 2)
    assert _text(box.locator(".edgekit-result")).startswith(expected("Hacker", 2)), name
    box.get_by_label("table_rows", exact=True).select_option(label="cap_10")
    result = box.locator(".edgekit-result")
    assert _text(result).startswith(expected("Hacker", 2, table_rows="cap_10")), name
    _slide(box.locator("input[type=range]"), -10)   # past the table's left edge
    assert _text(result).startswith(expected("Hacker", -10, table_rows="cap_10")), name


def _matrix_ability(box, name) -> None:
    """A guess set with the page's controls: the words and the three P(win) that edgekit.matrix gives."""
    from edgekit import matrix as mx
    from edgekit.display import prob

    def p_win(ability, slots, pawns):
        table = mx.breaker_table({s: ability for s in slots})
        return prob(mx.exact_win(mx.game(advanced=True, pawns=pawns, table=table, colours=2, ice=0,
                                         bottom_ice=0, target=1)))

    every = [(c, f) for c in mx.COLOURS for f in range(1, 7)]
    _slide(box.locator("input[type=range]"), 3)
    box.get_by_label("against", exact=True).select_option(label="any colour")
    box.get_by_label("of kind", exact=True).select_option(label="ice and data forts")
    box.get_by_label("carried by", exact=True).select_option(label="every face of every colour")
    box.get_by_label("team", exact=True).select_option(label="both advanced")
    text = _text(box.locator(".edgekit-static-view"))
    assert mx.ability(strength=3).words() in text, name
    basic = prob(mx.exact_win(mx.game(colours=2, ice=0, bottom_ice=0, target=1)))
    assert f"the basic game (no advanced pawn) {basic}" in text, name
    assert f"both advanced, every ability unknown {p_win(mx.UNKNOWN, every, 'all')}" in text, name
    assert f"both advanced, the reader's guess {p_win(mx.ability(strength=3), every, 'all')}" in text, name
    box.get_by_label("against", exact=True).select_option(label="Moons structures")
    box.get_by_label("team", exact=True).select_option(label="Moons advanced")
    guess = mx.ability(strength=3, colours=("Moons",))
    assert (f"Moons advanced, the reader's guess {p_win(guess, every, ('Moons',))}"
            in _text(box.locator(".edgekit-static-view"))), name


def _readings(box, name) -> None:
    from edgekit import display, headlines, readings

    r = readings.get("table_rows")
    option = next(o for o in r.options if o != r.default)
    box.get_by_label("reading", exact=True).select_option(label=f"{r.game}: {r.id}")
    default = str(list(r.options).index(r.default))
    assert box.get_by_label("option", exact=True).evaluate("s => s.value") == default, name
    box.get_by_label("option", exact=True).select_option(label=str(option))
    shown = _text(box.locator(".edgekit-result"))
    assert shown.startswith(f"Under {r.id}={option}:"), name
    values = headlines.compare(r.id).values
    assert values
    for label, by_option in values.items():   # each headline under that option: a W, a P(win)
        v = by_option[option]
        text = display.prob(v) if headlines.is_probability_label(label) else display.number(v)
        assert f"{label} = {text}" in shown, (name, label)


def _stepper_of(line):
    def check(box, name) -> None:
        from edgekit.play.follow import chance_text, chances_so_far, marks, verdict

        n = len(line)
        box.locator("button[data-act='reset']").click()
        for k in (1, 2, 3):
            box.locator("button[data-act='next']").click()
            head = _text(box.locator(".edgekit-result"))
            assert f"step {k} of {n}." in head and chance_text(chances_so_far(line)[k]) in head, (name, k)
            latest = _text(box.locator(".edgekit-latest"))
            assert " ".join(line.steps[k - 1].result.split()) in latest, (name, k)
        roll = next((m.index for m in marks(line)[3:] if m.roll), n)
        box.locator("button[data-jump='2']").click()   # Next roll
        assert f"step {roll} of {n}." in _text(box.locator(".edgekit-result")), name
        box.locator("button[data-jump='3']").click()   # End
        assert _text(box.locator(".edgekit-returns")) == " ".join(f"Game over. {verdict(line)}".split()), name
        assert box.locator("button[data-act='next']").is_disabled(), name
    return check


def _worked_examples(game: bool):
    def check(box, name) -> None:
        from edgekit import play as P
        from edgekit.edge_city import game_example, worked_example
        from edgekit.play.follow import chance_text, chances_so_far

        rep = worked_example("rip_attempt")
        opts = box.get_by_label("Show", exact=True)
        opts.select_option(label=f"{rep.name} ({rep.section})")
        box.get_by_label("natural_12", exact=True).select_option(label="plain_failure")
        try:
            pt = (game_example("rip_attempt", natural_12="plain_failure") if game else
                  P.Playthrough.from_replay(worked_example("rip_attempt", natural_12="plain_failure")))
        except ValueError as why:   # the whole game cannot play it (yet): the page says why, no steps
            assert game and str(why).removeprefix("key: ")[:40] in _text(box), name
            assert "step 0 of 0." in _text(box.locator(".edgekit-result")), name
            return
        n = len(pt)
        assert f"step 0 of {n}." in _text(box.locator(".edgekit-result")), name
        box.locator("button[data-jump='3']").click()   # End
        head = _text(box.locator(".edgekit-result"))
        assert f"step {n} of {n}." in head and chance_text(chances_so_far(pt)[n]) in head, name
        reproduced = "Every printed number in this example is reproduced" in _text(box)
        assert reproduced == (not pt.check()), name
    return check


def _whole_game(title: str):
    """The stepper check of a whole seeded game: the notebook's own seed and players (edge_city_9,
    rogue_agent_9, matrix_2), played here by edgekit."""
    def check(box, name) -> None:
        from edgekit import edge_city as ec
        from edgekit import matrix as mx
        from edgekit import play as P
        from edgekit import rogue_agent as ra

        if title.startswith("Edge City"):
            g = ec.game(4, rounds=30)
            line = P.play(g, seed=1, policies=g.policies["greedy_dp"])
        elif title.startswith("A whole seeded game"):
            g = ra.game(2)
            seed = int(re.search(r"^SEED = (\d+)", (ROOT / "notebooks" / "rogue_agent_9_a_whole_game.py")
                                 .read_text(), re.M)[1])   # the notebook's own seed, read from it
            line = P.play(g, seed=seed, policies=[g.policies["hunter"], g.policies["bomb_squad"]])
        else:
            g = mx.game()
            line = P.play(g, seed=3, policies=g.policies["default"])
        _stepper_of(line)(box, name)
    return check


EXACT = {
    "Win Number explorer (Edge City 8.4, 8.5.1, Table 1.0)": _win_number,
    "Readings explorer: every ambiguous rule as a switch": _readings,
    "Guess a lost ability (Matrix advanced game, MX-09)": _matrix_ability,
    "Worked examples, step by step": _worked_examples(game=False),
    "Worked examples through the whole game, step by step": _worked_examples(game=True),
    **{title: _whole_game(title) for title in (
        "Edge City, seed 1, four greedy_dp players", "A whole seeded game: hunter against bomb_squad",
        "A seeded Matrix run (seed 3, default policy)")},
}


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


def _views():
    from edgekit.widgets.static import ViewsBuilder

    b = ViewsBuilder("Pick </script> & go", [
        {"name": "a", "label": "Status", "kind": "select", "options": ["x", "y <b>"], "value": 1},
        {"name": "r", "label": "R", "kind": "range", "min": 0, "max": 1, "step": 1, "value": 0},
        {"name": "position", "label": "Step", "kind": "position", "value": 0, "jumps": ["End"]}])
    for a in (0, 1):
        for r in (0, 1):
            for pos in (0, 1):
                b.add([a, r, pos], [b.part(f"<p class='v'>{a} {r} {pos}</p>"), b.part("<!-- x -->")], [1])
    return b.build([1, 0, 0])


def test_an_explorer_with_static_views_becomes_its_working_version():
    views = _views()
    view = v4.new_output("display_data", data={
        build_site.WIDGET_VIEW: {"model_id": "abc", "version_major": 2, "version_minor": 0},
        "text/plain": "VBox(children=(...))", build_site.STATIC_MIME: views})
    nb = v4.new_notebook(cells=[v4.new_code_cell("WinNumberExplorer()", outputs=[view]),
                                v4.new_code_cell("RipExplorer()",
                                                 outputs=[_widget_nb().cells[0].outputs[0]])])
    out, n = build_site.with_static_explorers(nb, "page")
    assert n == 1
    html = out.cells[0].outputs[0]["data"]["text/html"]
    assert html.startswith("<div class='edgekit-static' id='edgekit-static-page-1'><h4>Pick &lt;/script&gt; "
                           "&amp; go</h4>")
    assert ("<label for='edgekit-static-page-1-0'>Status</label> <select id='edgekit-static-page-1-0' "
            "data-control='0'><option value='0'>x</option><option value='1' selected>y &lt;b&gt;</option>"
            "</select>") in html
    assert "<input type='range' id='edgekit-static-page-1-1' data-control='1' min='0' max='1' step='1' " \
           "value='0'>" in html
    assert "<button type='button' data-jump='0' title='End'>End</button>" in html
    assert "<div class='edgekit-static-view'><p class='v'>1 0 0</p><!-- x --></div>" in html  # the start
    data = html[html.index("class='edgekit-static-data'>") + 28:html.rindex("</script>")]
    assert "</" not in data and "<!--" not in data and json.loads(data) == views
    assert out.cells[1].outputs[0]["data"] == {"text/markdown": build_site.LIVE_KERNEL_NOTE}
    with pytest.raises(build_site.BuildFailed, match="run the notebooks again"):
        build_site.static_explorer_html({**views, "version": 0}, "x")


def test_one_view_switcher_serves_every_static_explorer():
    """The site loads the one script (conf.py) that every static explorer's markup is made for."""
    js = (ROOT / "docs" / "site" / "_static" / "static_views.js").read_text()
    conf = (ROOT / "docs" / "site" / "conf.py").read_text()
    assert 'html_js_files = ["static_views.js"]' in conf
    for hook in ("edgekit-static", "edgekit-static-data", "edgekit-static-view", "data-control", "data-act",
                 "data-jump", "depends_on", "options_by", "value_by"):
        assert hook in js, hook
    assert "http" not in js.replace("https://", "").split("*/", 1)[1]  # loads nothing


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
    assert build_site.reusable("tiny", executed, sources) is None  # run before explorers saved views
    nb.metadata["edgekit"]["static_views"] = build_site.STATIC_VERSION
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
