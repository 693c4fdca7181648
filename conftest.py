"""pytest at the repository root: doctests run over edgekit/ (``--doctest-modules``), but the
notebooks' jupytext sources are pages, not modules (tests/test_notebooks.py runs each one instead),
and the tests' conftest files are plugins, not modules with doctests."""

import pytest

collect_ignore_glob = ["notebooks/*.py", "tests/conftest.py", "tests/*/conftest.py"]


@pytest.fixture(autouse=True)
def _doctest_names(doctest_namespace):
    # Dist's operations live in edgekit/_dist_ops.py (a base class of Dist), whose doctests
    # build a Dist by name.
    from edgekit.dist import Dist

    doctest_namespace["Dist"] = Dist


# The whole website (tests/test_site.py, marker whole_site) is built from the executed notebooks that
# tests/test_notebooks.py leaves in build/executed/, so it runs after them, in a pytest run of its own:
# `make test` runs `pytest --whole-site -m whole_site tests/test_site.py` once the main run is green.
# Without --whole-site those tests are deselected (a run with -n 2 could not order them after the
# notebooks, and would execute every notebook a second time).
def pytest_addoption(parser):
    parser.addoption("--whole-site", action="store_true", default=False,
                     help="build the whole notebook website and check every page (after the notebooks ran)")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--whole-site"):
        return
    keep, drop = [], []
    for item in items:
        (drop if item.get_closest_marker("whole_site") else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep
