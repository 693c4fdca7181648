"""The index lists every notebook once, in reading order, with its title and question, and claims
only what holds (issue 21); edgekit.contents builds that list from the notebooks themselves."""

import re
from pathlib import Path

import pytest

from edgekit import contents

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SOURCES = sorted(p.stem for p in NOTEBOOKS.glob("*.py") if p.stem != "index")


@pytest.fixture(scope="module")
def pages():
    return contents.pages(NOTEBOOKS)


def _series_and_number(name):
    m = re.match(r"(.+?)_(\d+)_", name)
    return (m[1], int(m[2])) if m else (name, 0)


def test_every_notebook_is_listed_exactly_once_in_reading_order(pages):
    names = [p.name for p in pages]
    assert sorted(names) == SOURCES and len(set(names)) == len(names)
    # the games in the README's order, then the pages about every game; each series together
    firsts = list(dict.fromkeys(_series_and_number(n)[0] for n in names))
    assert firsts == ["edge_city", "rogue_agent", "matrix", "cyberpunk_ccg", "play", "readings_explorer"]
    for series in firsts:
        numbers = [_series_and_number(n)[1] for n in names if _series_and_number(n)[0] == series]
        assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers), series
    assert names.index("edge_city_9_a_whole_game") < names.index("edge_city_10_road_to_legend")
    assert names[:2] == ["edge_city_1_win_number", "edge_city_2_combat"]


def test_the_index_shows_each_notebook_once_with_its_title_and_question(pages):
    md = contents.index_markdown(NOTEBOOKS)
    links = re.findall(r"\]\(([\w]+)\.ipynb\)", md)
    assert links == [p.name for p in pages]
    bullets = [line for line in md.splitlines() if line.startswith("- ")]
    assert len(bullets) == len(SOURCES)
    line = next(b for b in bullets if "(edge_city_1_win_number.ipynb)" in b)
    assert line == ("- [**Edge City 1: the Win Roll and the Win Number table**]"
                    "(edge_city_1_win_number.ipynb): When a Ripper rolls two dice against a Win Number, "
                    "what are the odds, and what is the "
                    "Win Number for each Status and modifier, given that the printed table is cut off? "
                    "*(explorer)*")
    assert re.findall(r"^### (.+)$", md, re.MULTILINE) == [
        "Edge City", "Rogue Agent", "Matrix", "Cyberpunk CCG", "About every game"]


def test_each_page_reads_its_title_question_and_widgets_from_the_notebook(pages):
    by_name = {p.name: p for p in pages}
    assert by_name["edge_city_3_cool"].title == "Edge City 3: COOL"
    assert by_name["edge_city_3_cool"].widgets == ()  # no explorer: the index must not claim one
    assert by_name["play_1_the_play_layer"].widgets == ("stepper",)
    assert by_name["rogue_agent_4_bomb"].widgets == ("explorer",)
    # "**The questions:**" (plural) is read too
    assert by_name["rogue_agent_8_android_mode"].question.startswith("How likely is a player")
    for page in by_name.values():
        assert page.title and not page.title.startswith("#"), page.name
        assert page.question and "\n" not in page.question, page.name
        assert not page.question.startswith("**"), page.name


def test_what_the_index_says_of_every_notebook_holds(pages):
    """The index's "How to read a notebook" list: each notebook opens with its question and, where
    it studies particular rules (all but the readings explorer, which is about every reading), a
    Rules in play list; the notebooks marked (explorer) or (stepper) build one; no claim of an
    explorer in each notebook, nor of floats only in pictures (both false in issue 21)."""
    index = (NOTEBOOKS / "index.py").read_text()
    assert "at the end of each notebook" not in index
    assert "Floats appear only" not in index
    assert "*(explorer)*" in index and "*(stepper)*" in index
    for page in pages:
        text = (NOTEBOOKS / f"{page.name}.py").read_text()
        assert ("Rules in play" in text) == (page.name != "readings_explorer"), page.name
        # marked only where the notebook builds one (not merely imports it)
        assert ("explorer" in page.widgets) == bool(re.search(r"\w+Explorer[.(]", text)), page.name
        assert ("stepper" in page.widgets) == bool(re.search(r"\bStepper[.(]", text)), page.name


def test_the_readme_tour_lists_every_notebook_once_in_reading_order(pages):
    readme = (ROOT / "README.md").read_text()
    tour = readme[readme.index("## A tour of the notebooks"):]
    tour = tour[:tour.index("\n## ")]
    listed = re.findall(r"^\| `(\w+)` \|", tour, re.MULTILINE)
    assert listed == [p.name for p in pages]


def test_reading_order_of_names():
    names = ["zeta_2_b", "readings_explorer", "edge_city_10_x.ipynb", "zeta_1_a", "edge_city_2_y.py",
             "cyberpunk_ccg_1_t", "alpha_notes"]
    assert sorted(names, key=contents.reading_order) == [
        "edge_city_2_y.py", "edge_city_10_x.ipynb", "cyberpunk_ccg_1_t", "readings_explorer",
        "alpha_notes", "zeta_1_a", "zeta_2_b"]  # a series not in SERIES comes last, alphabetically


@pytest.mark.parametrize("bad", [None, 3, ""])
def test_reading_order_names_its_argument(bad):
    with pytest.raises(TypeError, match="name must be"):
        contents.reading_order(bad)


def test_pages_names_its_argument(tmp_path):
    with pytest.raises(TypeError, match="folder must be"):
        contents.pages(3)
    with pytest.raises(ValueError, match="folder must be"):
        contents.pages(tmp_path / "missing")
    with pytest.raises(ValueError, match="folder must name"):
        contents.pages("")


def test_a_new_notebook_is_listed_in_its_place(tmp_path):
    (tmp_path / "index.py").write_text("# %% [markdown]\n# # The index\n")
    for name, number in (("edge_city_10_new", 10), ("edge_city_2_old", 2)):
        (tmp_path / f"{name}.py").write_text(
            f"# %% [markdown]\n# # Edge City {number}: a page\n#\n# **The question:** does it\n# sort?\n\n"
            "# %%\nfrom edgekit.widgets.stepper import Stepper\n")
    pages = contents.pages(tmp_path)
    assert [p.name for p in pages] == ["edge_city_2_old", "edge_city_10_new"]
    assert pages[0] == contents.Page("edge_city_2_old", "Edge City 2: a page", "Does it sort?", ("stepper",))
